//! Which CI system runs ward, and where its identity token (the subject token of the
//! exchange) comes from.
//!
//! Detection looks at each system's documented marker variable in [`Ci::DETECTED`] order;
//! explicit `--oidc-token-file`/`--oidc-token-command` (and `--oidc-token-env` outside
//! GitLab) mean the generic source whatever the markers say.

use std::path::PathBuf;

use crate::environment::Env;

/// The `aud` Azure Pipelines puts in every token it issues; it cannot be chosen.
pub(crate) const AZURE_AUDIENCE: &str = "api://AzureADTokenExchange";
/// The conventional name of the GitLab job's `id_tokens:` entry.
pub(crate) const GITLAB_DEFAULT_VAR: &str = "GITLAB_OIDC_TOKEN";
/// The variable the Azure CLI and PowerShell tasks set for their service connection.
pub(crate) const AZURE_CONNECTION_VAR: &str = "AZURESUBSCRIPTION_SERVICE_CONNECTION_ID";

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
    /// The system `--ci` names; `None` for `auto` (detect it from the markers).
    pub ci: Option<Ci>,
    pub token_env: Option<String>,
    pub token_file: Option<PathBuf>,
    pub token_command: Option<String>,
    pub azure_service_connection_id: Option<String>,
}

/// What was chosen, and why (for `-v`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Detection {
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
pub(crate) fn detect(options: &CiOptions, env: &Env) -> Detection {
    let found: Vec<Ci> = Ci::DETECTED
        .into_iter()
        .filter(|ci| marker_set(env, *ci))
        .collect();
    if let Some(ci) = options.ci {
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

#[cfg(test)]
#[path = "ci_tests.rs"]
mod tests;
