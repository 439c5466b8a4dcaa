//! The action's inputs by name, and their values as given.

use std::collections::BTreeMap;

use super::ci::CiOptions;
use super::parse;
use crate::error::Result;
use crate::secret::Secret;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Input {
    WorkloadIdentityProvider,
    ServiceAccount,
    Audience,
    CredentialsJson,
    TokenFormat,
    AccessTokenLifetime,
    AccessTokenScopes,
    AccessTokenSubject,
    IdTokenAudience,
    IdTokenIncludeEmail,
    ProjectId,
    CreateCredentialsFile,
    ExportEnvironmentVariables,
    Delegates,
    CleanupCredentials,
}

impl Input {
    pub const ALL: [Self; 15] = [
        Self::WorkloadIdentityProvider,
        Self::ServiceAccount,
        Self::Audience,
        Self::CredentialsJson,
        Self::TokenFormat,
        Self::AccessTokenLifetime,
        Self::AccessTokenScopes,
        Self::AccessTokenSubject,
        Self::IdTokenAudience,
        Self::IdTokenIncludeEmail,
        Self::ProjectId,
        Self::CreateCredentialsFile,
        Self::ExportEnvironmentVariables,
        Self::Delegates,
        Self::CleanupCredentials,
    ];

    /// The action input's name (`workload_identity_provider`).
    pub fn input_name(self) -> &'static str {
        match self {
            Self::WorkloadIdentityProvider => "workload_identity_provider",
            Self::ServiceAccount => "service_account",
            Self::Audience => "audience",
            Self::CredentialsJson => "credentials_json",
            Self::TokenFormat => "token_format",
            Self::AccessTokenLifetime => "access_token_lifetime",
            Self::AccessTokenScopes => "access_token_scopes",
            Self::AccessTokenSubject => "access_token_subject",
            Self::IdTokenAudience => "id_token_audience",
            Self::IdTokenIncludeEmail => "id_token_include_email",
            Self::ProjectId => "project_id",
            Self::CreateCredentialsFile => "create_credentials_file",
            Self::ExportEnvironmentVariables => "export_environment_variables",
            Self::Delegates => "delegates",
            Self::CleanupCredentials => "cleanup_credentials",
        }
    }

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
            format!("--{}", input.input_name().replace('_', "-"))
        }
    }

    pub(crate) fn boolean(&self, input: Input, default: bool) -> Result<bool> {
        self.get(input).map_or(Ok(default), |value| {
            parse::boolean(&self.name(input), value)
        })
    }
}
