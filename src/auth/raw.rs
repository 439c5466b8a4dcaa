//! The action's inputs by name, and their values as given.

use std::collections::BTreeMap;

use super::ci::CiOptions;
use super::parse;
use crate::error::Result;
use ward_client::secret::Secret;

/// How an input's value is written as a flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Free text, shown in the help as this placeholder (`--project-id <ID>`).
    Text(&'static str),
    /// true/false (1/0, t/f); a bare flag means true.
    Boolean,
}

/// Each input once: its doc comment is the flag's help, then its name in the workflow (the
/// flag is the same with dashes) and how its value is written. The order is the order of
/// `action.yml` and of the help.
macro_rules! inputs {
    ($($(#[doc = $doc:literal])+ $variant:ident($name:literal, $kind:tt),)+) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
        pub enum Input {
            $($(#[doc = $doc])+ $variant,)+
        }

        impl Input {
            pub const ALL: [Input; [$(Input::$variant),+].len()] = [$(Input::$variant),+];

            /// The action input's name (`workload_identity_provider`).
            pub fn input_name(self) -> &'static str {
                match self {
                    $(Self::$variant => $name,)+
                }
            }

            /// The flag's name (`workload-identity-provider`).
            pub fn flag_name(self) -> &'static str {
                match self {
                    $(Self::$variant => {
                        const BYTES: [u8; $name.len()] = underscores_to_dashes($name);
                        const FLAG: &str = dashed(&BYTES);
                        FLAG
                    })+
                }
            }

            pub fn kind(self) -> Kind {
                match self {
                    $(Self::$variant => inputs!(@kind $kind),)+
                }
            }

            /// The flag's help: the variant's doc comment as one line.
            pub fn help(self) -> &'static str {
                match self {
                    $(Self::$variant => concat!($($doc),+).trim_start(),)+
                }
            }
        }
    };
    (@kind bool) => { Kind::Boolean };
    (@kind $placeholder:literal) => { Kind::Text($placeholder) };
}

inputs! {
    /// Federation: the provider's full name, projects/NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER
    WorkloadIdentityProvider("workload_identity_provider", "PROVIDER"),
    /// Service account e-mail or unique ID to act as (federation; in key mode the key's own)
    ServiceAccount("service_account", "EMAIL"),
    /// `aud` of the workflow identity token [default: https://iam.googleapis.com/PROVIDER]
    Audience("audience", "AUDIENCE"),
    /// Key mode: @FILE reads a service account key file, - reads stdin (env
    /// WARD_CREDENTIALS_JSON); the JSON itself, raw or base64, is discouraged (the process
    /// list shows it)
    CredentialsJson("credentials_json", "JSON|@FILE|-"),
    /// Token to mint as an output: access_token or id_token [default: none]
    TokenFormat("token_format", "FORMAT"),
    /// Access token lifetime: seconds with a trailing s, or h/m/s parts [default: 3600s]
    AccessTokenLifetime("access_token_lifetime", "DURATION"),
    /// Access token scopes, comma- or newline-separated [default: https://www.googleapis.com/auth/cloud-platform]
    AccessTokenScopes("access_token_scopes", "SCOPES"),
    /// User e-mail to impersonate with domain-wide delegation (access_token only)
    AccessTokenSubject("access_token_subject", "EMAIL"),
    /// Audience of the ID token (required with --token-format id_token)
    IdTokenAudience("id_token_audience", "AUDIENCE"),
    /// Put email and email_verified claims into the ID token [default: false]
    IdTokenIncludeEmail("id_token_include_email", bool),
    /// Project ID to use and export [default: from the service account e-mail or the key]
    ProjectId("project_id", "ID"),
    /// Write a credentials file for later steps [default: true]
    CreateCredentialsFile("create_credentials_file", bool),
    /// Export environment variables (project and credentials file) [default: true]
    ExportEnvironmentVariables("export_environment_variables", bool),
    /// Extra service accounts in the impersonation chain, comma- or newline-separated
    Delegates("delegates", "EMAILS"),
    /// Let the post step (`ward auth cleanup`) remove the credentials file [default: true]
    CleanupCredentials("cleanup_credentials", bool),
}

/// clap takes a flag's name only as `&'static str`, so the dashed names are made when
/// compiling.
const fn underscores_to_dashes<const N: usize>(name: &str) -> [u8; N] {
    let mut bytes = [0; N];
    let mut at = 0;
    while at < N {
        bytes[at] = match name.as_bytes()[at] {
            b'_' => b'-',
            byte => byte,
        };
        at += 1;
    }
    bytes
}

const fn dashed(bytes: &'static [u8]) -> &'static str {
    match std::str::from_utf8(bytes) {
        Ok(name) => name,
        // Evaluated while compiling: a name that is not UTF-8 stops the build.
        Err(_) => panic!("an input's name is UTF-8"),
    }
}

impl Input {
    /// The runner's variable for this input (`INPUT_WORKLOAD_IDENTITY_PROVIDER`).
    pub fn env_name(self) -> String {
        format!("INPUT_{}", self.input_name().to_ascii_uppercase())
    }
}

/// Input values as given (trimmed, blank = unset), and how to name them in messages.
#[derive(Debug, Default)]
pub struct RawInputs {
    values: BTreeMap<Input, String>,
    secret: Option<Secret>,
    /// Name inputs as the workflow does (`"service_account" input`) instead of as flags.
    pub action: bool,
    /// Which CI system, and the generic token source flags.
    pub ci: CiOptions,
}

impl RawInputs {
    pub fn new(action: bool) -> Self {
        Self {
            action,
            ..Self::default()
        }
    }

    pub fn set(&mut self, input: Input, value: &str) {
        let value = value.trim();
        if value.is_empty() {
            self.values.remove(&input);
        } else {
            self.values.insert(input, value.to_string());
        }
    }

    pub fn set_credentials_json(&mut self, value: Secret) {
        self.secret = Some(value);
    }

    pub fn credentials_json(&self) -> Option<&Secret> {
        self.secret.as_ref()
    }

    pub fn get(&self, input: Input) -> Option<&str> {
        self.values.get(&input).map(String::as_str)
    }

    pub fn name(&self, input: Input) -> String {
        if self.action {
            format!("the \"{}\" input", input.input_name())
        } else {
            format!("--{}", input.flag_name())
        }
    }

    pub(crate) fn boolean(&self, input: Input, default: bool) -> Result<bool> {
        self.get(input).map_or(Ok(default), |value| {
            parse::boolean(&self.name(input), value)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_names_are_the_input_names_with_dashes() {
        for input in Input::ALL {
            assert_eq!(input.flag_name(), input.input_name().replace('_', "-"));
        }
        assert_eq!(
            Input::ExportEnvironmentVariables.flag_name(),
            "export-environment-variables"
        );
    }

    #[test]
    fn help_is_the_doc_comment_on_one_line() {
        assert_eq!(
            Input::CredentialsJson.help(),
            "Key mode: @FILE reads a service account key file, - reads stdin (env WARD_CREDENTIALS_JSON); the JSON itself, raw or base64, is discouraged (the process list shows it)"
        );
        assert_eq!(Input::CreateCredentialsFile.kind(), Kind::Boolean);
        assert_eq!(Input::ProjectId.kind(), Kind::Text("ID"));
    }
}
