//! Where the subject token of the exchange comes from on the CI system ward runs on:
//! its variables, its token endpoint, or the generic flags.

use std::path::PathBuf;

use super::ci::{Ci, CiOptions, AZURE_CONNECTION_VAR, GITLAB_DEFAULT_VAR};
use crate::environment::Env;
use crate::error::{Error, Result};
use ward_client::secret::Secret;

/// Where the subject token comes from.
#[derive(Debug, Clone)]
pub(crate) enum TokenSource {
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
    pub(crate) fn chooses_audience(&self) -> bool {
        match self {
            Self::Github { .. } => true,
            Self::Command { argv } => argv.first().is_some_and(|p| p == "buildkite-agent"),
            _ => false,
        }
    }

    /// Where the token came from, for messages (never the token).
    pub(crate) fn describe(&self) -> String {
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
pub(crate) fn source(
    ci: Ci,
    options: &CiOptions,
    env: &Env,
    audience: &str,
) -> Result<TokenSource> {
    // Flags that the chosen CI system would silently ignore are refused first, so a
    // mistyped --ci never runs with a token from somewhere the user did not mean.
    check_flags(ci, options)?;
    match ci {
        Ci::Github => github(env),
        Ci::Gitlab => gitlab(options, env, audience),
        Ci::Circleci => circleci(env),
        Ci::Bitbucket => bitbucket(env),
        Ci::Buildkite => Ok(buildkite(audience)),
        Ci::Azure => azure(options, env),
        Ci::Generic => generic(options),
    }
}

/// Refuses the flags that do not apply to `ci`; the first one found decides the message.
fn check_flags(ci: Ci, options: &CiOptions) -> Result<()> {
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
    Ok(())
}

/// The value of `name`, or an error saying why the CI system left it unset and how to
/// make it set it.
fn required(env: &Env, name: &str, why: &str, hint: &str) -> Result<String> {
    env.var(name).ok_or_else(|| {
        Error::usage(format!("${name} is not set: {why}")).with_hint(hint.to_string())
    })
}

/// GitHub Actions hands out tokens from an endpoint, reachable only when the job has the
/// `id-token: write` permission.
fn github(env: &Env) -> Result<TokenSource> {
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

/// GitLab puts the token in a variable the job names, so the hint shows the job how.
fn gitlab(options: &CiOptions, env: &Env, audience: &str) -> Result<TokenSource> {
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

/// CircleCI sets two variables (the V2 one preferred), only in jobs with a context.
fn circleci(env: &Env) -> Result<TokenSource> {
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

/// Bitbucket Pipelines sets the token only in steps with `oidc: true`.
fn bitbucket(env: &Env) -> Result<TokenSource> {
    required(
        env,
        "BITBUCKET_STEP_OIDC_TOKEN",
        "Bitbucket Pipelines issues it only to steps that ask for it",
        "add `oidc: true` to the step",
    )?;
    Ok(TokenSource::Env {
        names: vec!["BITBUCKET_STEP_OIDC_TOKEN".into()],
    })
}

/// Buildkite's agent mints a token for any audience on request, so nothing can be
/// missing before it runs.
fn buildkite(audience: &str) -> TokenSource {
    TokenSource::Command {
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
    }
}

/// Azure Pipelines needs the endpoint, the job's access token and a service connection,
/// checked in that order.
fn azure(options: &CiOptions, env: &Env) -> Result<TokenSource> {
    let request_uri = required(
        env,
        "SYSTEM_OIDCREQUESTURI",
        "Azure Pipelines sets it in jobs on agents that support workload identity federation",
        "update the agent, or run on a Microsoft-hosted agent",
    )?;
    let access_token = required(
        env,
        "SYSTEM_ACCESSTOKEN",
        "Azure Pipelines passes the job access token to scripts only when mapped",
        "add `env: { SYSTEM_ACCESSTOKEN: $(System.AccessToken) }` to the step",
    )?;
    let service_connection_id = match &options.azure_service_connection_id {
        Some(id) => id.clone(),
        None => required(
            env,
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
