//! Which CI system runs ward, and where its identity token (the subject token of the
//! exchange) comes from.
//!
//! Detection looks at each system's documented marker variable in [`Ci::DETECTED`] order;
//! explicit `--oidc-token-file`/`--oidc-token-command` (and `--oidc-token-env` outside
//! GitLab) mean the generic source whatever the markers say.

use std::path::PathBuf;

use crate::environment::Env;
use crate::error::{Error, Result};
use crate::secret::Secret;

/// The `aud` Azure Pipelines puts in every token it issues; it cannot be chosen.
pub const AZURE_AUDIENCE: &str = "api://AzureADTokenExchange";
/// The conventional name of the GitLab job's `id_tokens:` entry.
pub const GITLAB_DEFAULT_VAR: &str = "GITLAB_OIDC_TOKEN";
/// The variable the Azure CLI and PowerShell tasks set for their service connection.
pub const AZURE_CONNECTION_VAR: &str = "AZURESUBSCRIPTION_SERVICE_CONNECTION_ID";

/// `--ci`: `auto` (detect the system from its marker variable) or one system by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CiArg {
    #[default]
    Auto,
    System(Ci),
}

impl CiArg {
    /// `auto`, then every system in [`Ci::ALL`] order: the flag's values as help lists them.
    const VALUES: [Self; Ci::ALL.len() + 1] = {
        let mut values = [Self::Auto; Ci::ALL.len() + 1];
        let mut index = 0;
        while index < Ci::ALL.len() {
            values[index + 1] = Self::System(Ci::ALL[index]);
            index += 1;
        }
        values
    };
}

impl clap::ValueEnum for CiArg {
    fn value_variants<'a>() -> &'a [Self] {
        &Self::VALUES
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        let name = match self {
            Self::Auto => "auto",
            Self::System(ci) => ci.name(),
        };
        Some(clap::builder::PossibleValue::new(name))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ci {
    Github,
    Gitlab,
    Circleci,
    Buildkite,
    Bitbucket,
    Azure,
    Generic,
}

impl Ci {
    /// Detection order: the first whose marker is set wins.
    pub const DETECTED: [Self; 6] = [
        Self::Github,
        Self::Gitlab,
        Self::Circleci,
        Self::Buildkite,
        Self::Bitbucket,
        Self::Azure,
    ];

    /// Every system: the detected ones, then the generic source.
    pub const ALL: [Self; Self::DETECTED.len() + 1] = {
        let mut all = [Self::Generic; Self::DETECTED.len() + 1];
        let mut index = 0;
        while index < Self::DETECTED.len() {
            all[index] = Self::DETECTED[index];
            index += 1;
        }
        all
    };

    pub fn name(self) -> &'static str {
        match self {
            Self::Github => "github",
            Self::Gitlab => "gitlab",
            Self::Circleci => "circleci",
            Self::Buildkite => "buildkite",
            Self::Bitbucket => "bitbucket",
            Self::Azure => "azure",
            Self::Generic => "generic",
        }
    }

    /// The documented variable that says a job runs on this system, and the value it has.
    pub fn marker(self) -> Option<(&'static str, Option<&'static str>)> {
        match self {
            Self::Github => Some(("GITHUB_ACTIONS", Some("true"))),
            Self::Gitlab => Some(("GITLAB_CI", Some("true"))),
            Self::Circleci => Some(("CIRCLECI", Some("true"))),
            Self::Buildkite => Some(("BUILDKITE", Some("true"))),
            // Bitbucket sets no CI flag of its own; every pipeline has a build number.
            Self::Bitbucket => Some(("BITBUCKET_BUILD_NUMBER", None)),
            Self::Azure => Some(("TF_BUILD", Some("true"))),
            Self::Generic => None,
        }
    }

    /// The variable naming the job's checkout, where the credentials file goes by default.
    pub fn workspace_var(self) -> Option<&'static str> {
        match self {
            Self::Github => Some("GITHUB_WORKSPACE"),
            Self::Gitlab => Some("CI_PROJECT_DIR"),
            Self::Circleci => Some("CIRCLE_WORKING_DIRECTORY"),
            Self::Buildkite => Some("BUILDKITE_BUILD_CHECKOUT_PATH"),
            Self::Bitbucket => Some("BITBUCKET_CLONE_DIR"),
            // Emptied after every job, so a forgotten file does not outlive it.
            Self::Azure => Some("AGENT_TEMPDIRECTORY"),
            Self::Generic => None,
        }
    }
}

/// The `--ci` flag and the generic source flags, as given.
#[derive(Debug, Clone, Default)]
pub struct CiOptions {
    pub ci: CiArg,
    pub token_env: Option<String>,
    pub token_file: Option<PathBuf>,
    pub token_command: Option<String>,
    pub azure_service_connection_id: Option<String>,
}

/// What was chosen, and why (for `-v`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Detection {
    pub ci: Ci,
    pub reason: String,
    /// Other systems whose markers are also set.
    pub others: Vec<Ci>,
}

fn marker_set(env: &Env, ci: Ci) -> bool {
    match ci.marker() {
        Some((name, Some(value))) => env
            .var(name)
            .is_some_and(|found| found.trim().eq_ignore_ascii_case(value)),
        Some((name, None)) => env.var(name).is_some(),
        None => false,
    }
}

fn describe_marker(ci: Ci) -> String {
    match ci.marker() {
        Some((name, Some(value))) => format!("${name} is {value}"),
        Some((name, None)) => format!("${name} is set"),
        None => String::new(),
    }
}

/// Choose the CI system from `--ci` and the environment.
pub fn detect(options: &CiOptions, env: &Env) -> Detection {
    let found: Vec<Ci> = Ci::DETECTED
        .into_iter()
        .filter(|ci| marker_set(env, *ci))
        .collect();
    if let CiArg::System(ci) = options.ci {
        return Detection {
            ci,
            reason: format!("--ci {}", ci.name()),
            others: found.into_iter().filter(|other| *other != ci).collect(),
        };
    }
    let explicit = options.token_file.is_some() || options.token_command.is_some();
    if explicit || (options.token_env.is_some() && found.first() != Some(&Ci::Gitlab)) {
        let flag = if options.token_file.is_some() {
            "--oidc-token-file"
        } else if options.token_command.is_some() {
            "--oidc-token-command"
        } else {
            "--oidc-token-env"
        };
        return Detection {
            ci: Ci::Generic,
            reason: format!("{flag} was given"),
            others: found,
        };
    }
    match found.split_first() {
        Some((first, rest)) => Detection {
            ci: *first,
            reason: describe_marker(*first),
            others: rest.to_vec(),
        },
        // Without any marker ward behaves as it always has: GitHub Actions' variables.
        None => Detection {
            ci: Ci::Github,
            reason: "no CI marker variable is set; GitHub Actions' variables are used".into(),
            others: Vec::new(),
        },
    }
}

/// Where the subject token comes from.
#[derive(Debug, Clone)]
pub enum TokenSource {
    /// GitHub Actions: `GET` the request URL with `audience`, the request token as bearer.
    Github {
        request_url: String,
        request_token: Secret,
    },
    /// Azure Pipelines: `POST` the OIDC request URI for a service connection, the job's
    /// access token as bearer.
    Azure {
        request_uri: String,
        access_token: Secret,
        service_connection_id: String,
    },
    /// The first set variable of `names`.
    Env {
        names: Vec<String>,
    },
    File {
        path: PathBuf,
    },
    /// Run directly (no shell); stdout is the token.
    Command {
        argv: Vec<String>,
    },
}

impl TokenSource {
    /// Whether ward asks for the token with an audience of its choosing.
    pub fn chooses_audience(&self) -> bool {
        match self {
            Self::Github { .. } => true,
            Self::Command { argv } => argv.first().is_some_and(|p| p == "buildkite-agent"),
            _ => false,
        }
    }

    /// Where the token came from, for messages (never the token).
    pub fn describe(&self) -> String {
        match self {
            Self::Github { .. } => "the runner's identity-token endpoint".into(),
            Self::Azure { .. } => "the Azure Pipelines OIDC endpoint".into(),
            Self::Env { names } => format!("${}", names.join(" / $")),
            Self::File { path } => format!("the file {}", path.display()),
            Self::Command { argv } => format!("the command {}", argv.join(" ")),
        }
    }
}

const PERMISSIONS_HINT: &str = "give the job `permissions: id-token: write` (and `contents: read` for the checkout); see https://docs.github.com/en/actions/security-guides/automatic-token-authentication#permissions-for-the-github_token";

fn applies_only(flag: &str, systems: &str) -> Error {
    Error::usage(format!("{flag} applies only with {systems}"))
        .with_hint("pass --ci generic (or --ci auto) with the generic token flags")
}

/// The token source of `ci`, from its variables and the flags.
pub fn source(ci: Ci, options: &CiOptions, env: &Env, audience: &str) -> Result<TokenSource> {
    if ci != Ci::Generic {
        if options.token_file.is_some() {
            return Err(applies_only("--oidc-token-file", "--ci generic"));
        }
        if options.token_command.is_some() {
            return Err(applies_only("--oidc-token-command", "--ci generic"));
        }
        if options.token_env.is_some() && ci != Ci::Gitlab {
            return Err(applies_only("--oidc-token-env", "--ci gitlab or generic"));
        }
    }
    if ci != Ci::Azure && options.azure_service_connection_id.is_some() {
        return Err(
            Error::usage("--azure-service-connection-id applies only with --ci azure")
                .with_hint("leave it out, or pass --ci azure"),
        );
    }
    let required = |name: &str, why: &str, hint: &str| {
        env.var(name).ok_or_else(|| {
            Error::usage(format!("${name} is not set: {why}")).with_hint(hint.to_string())
        })
    };
    match ci {
        Ci::Github => {
            let (Some(request_token), Some(request_url)) = (
                env.var("ACTIONS_ID_TOKEN_REQUEST_TOKEN"),
                env.var("ACTIONS_ID_TOKEN_REQUEST_URL"),
            ) else {
                return Err(Error::usage(
                    "GitHub Actions did not inject $ACTIONS_ID_TOKEN_REQUEST_TOKEN or $ACTIONS_ID_TOKEN_REQUEST_URL into this job. This most likely means the workflow's permissions are incorrect, or this job is being run from a fork",
                )
                .with_hint(PERMISSIONS_HINT));
            };
            Ok(TokenSource::Github {
                request_url,
                request_token: Secret::new(request_token),
            })
        }
        Ci::Gitlab => {
            let name = options
                .token_env
                .clone()
                .unwrap_or_else(|| GITLAB_DEFAULT_VAR.to_string());
            if env.var(&name).is_none() {
                return Err(Error::usage(format!(
                    "${name} is not set: GitLab puts ID tokens only into the variables the job's id_tokens: keyword names"
                ))
                .with_hint(format!(
                    "add `id_tokens: {{ {name}: {{ aud: {audience} }} }}` to the job, or name your variable with --oidc-token-env"
                )));
            }
            Ok(TokenSource::Env { names: vec![name] })
        }
        Ci::Circleci => {
            let names = ["CIRCLE_OIDC_TOKEN_V2", "CIRCLE_OIDC_TOKEN"];
            if names.iter().all(|name| env.var(name).is_none()) {
                return Err(Error::usage(
                    "neither $CIRCLE_OIDC_TOKEN_V2 nor $CIRCLE_OIDC_TOKEN is set: CircleCI injects them only into jobs that use a context",
                )
                .with_hint("add `context: SOME_CONTEXT` to the job in the workflow"));
            }
            Ok(TokenSource::Env {
                names: names.iter().map(|name| (*name).to_string()).collect(),
            })
        }
        Ci::Bitbucket => {
            required(
                "BITBUCKET_STEP_OIDC_TOKEN",
                "Bitbucket Pipelines issues it only to steps that ask for it",
                "add `oidc: true` to the step",
            )?;
            Ok(TokenSource::Env {
                names: vec!["BITBUCKET_STEP_OIDC_TOKEN".into()],
            })
        }
        Ci::Buildkite => Ok(TokenSource::Command {
            argv: [
                "buildkite-agent",
                "oidc",
                "request-token",
                "--audience",
                audience,
            ]
            .iter()
            .map(|arg| (*arg).to_string())
            .collect(),
        }),
        Ci::Azure => {
            let request_uri = required(
                "SYSTEM_OIDCREQUESTURI",
                "Azure Pipelines sets it in jobs on agents that support workload identity federation",
                "update the agent, or run on a Microsoft-hosted agent",
            )?;
            let access_token = required(
                "SYSTEM_ACCESSTOKEN",
                "Azure Pipelines passes the job access token to scripts only when mapped",
                "add `env: { SYSTEM_ACCESSTOKEN: $(System.AccessToken) }` to the step",
            )?;
            let service_connection_id = match &options.azure_service_connection_id {
                Some(id) => id.clone(),
                None => required(
                    AZURE_CONNECTION_VAR,
                    "the Azure CLI task sets it to its service connection's ID",
                    "pass --azure-service-connection-id ID (from the service connection's URL, resourceId=ID)",
                )?,
            };
            Ok(TokenSource::Azure {
                request_uri,
                access_token: Secret::new(access_token),
                service_connection_id,
            })
        }
        Ci::Generic => generic(options),
    }
}

fn generic(options: &CiOptions) -> Result<TokenSource> {
    if let Some(path) = &options.token_file {
        return Ok(TokenSource::File {
            path: std::path::absolute(path).unwrap_or_else(|_| path.clone()),
        });
    }
    if let Some(command) = &options.token_command {
        let argv = shlex::split(command)
            .filter(|argv| !argv.is_empty())
            .ok_or_else(|| {
                Error::usage(format!(
                    "--oidc-token-command \"{command}\" is not a command line (empty, or an unclosed quote)"
                ))
                .with_hint("write the program and its arguments as in a shell, for example 'vault read -field=token auth/jwt'")
            })?;
        return Ok(TokenSource::Command { argv });
    }
    if let Some(name) = &options.token_env {
        return Ok(TokenSource::Env {
            names: vec![name.clone()],
        });
    }
    Err(Error::usage(
        "--ci generic needs one of --oidc-token-file PATH, --oidc-token-env VAR or --oidc-token-command 'CMD ARGS'",
    ))
}

#[cfg(test)]
#[path = "ci_tests.rs"]
mod tests;
