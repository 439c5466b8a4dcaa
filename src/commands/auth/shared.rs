//! What `ward auth` and `ward auth serve` both read: the action's inputs from flags and,
//! in `--github-action` mode, the step's variables, and the key given as a flag.

use crate::auth::inputs::{Input, RawInputs};
use crate::cli::{AuthInputArgs, CiSourceArgs};
use crate::error::{Error, Result};
use crate::input::MAX_SECRET_BYTES;
use crate::output::Terminal;
use crate::run::Ctx;
use ward_client::secret::Secret;

/// Flags first; in `--github-action` mode the step's `INPUT_*` variables fill the rest.
pub(super) fn raw_inputs(
    ctx: &Ctx,
    inputs: &AuthInputArgs,
    source: &CiSourceArgs,
    action: bool,
) -> Result<RawInputs> {
    let env = &ctx.env;
    let mut raw = RawInputs::new(action);
    raw.ci = ci_options(source);
    // The key is a secret with its own sources, read below.
    for input in Input::ALL
        .into_iter()
        .filter(|input| *input != Input::CredentialsJson)
    {
        let value = inputs.get(input).map(str::to_string).or_else(|| {
            action
                .then(|| env.var_os(input.env_name()))
                .flatten()
                .and_then(|value| value.into_string().ok())
        });
        if let Some(value) = value {
            raw.set(input, &value);
        }
    }
    let variable = if action {
        Input::CredentialsJson.env_name()
    } else {
        "WARD_CREDENTIALS_JSON".to_string()
    };
    let secret = match inputs.get(Input::CredentialsJson) {
        Some(value) => Some(read_credentials_flag(value, ctx.printer.terminal())?),
        None => env
            .var(&variable)
            .filter(|value| !value.trim().is_empty())
            .map(|value| bounded_env_secret(&variable, value))
            .transpose()?,
    };
    if let Some(secret) = secret {
        raw.set_credentials_json(secret);
    }
    Ok(raw)
}

/// The same bound as the flag's (a key is about 2 KB): Linux caps one variable at 128 KiB,
/// but macOS and Windows let a variable grow far beyond.
fn bounded_env_secret(variable: &str, value: String) -> Result<Secret> {
    let (bytes, most_kib) = (value.len(), MAX_SECRET_BYTES / 1024);
    if bytes as u64 <= MAX_SECRET_BYTES {
        return Ok(Secret::new(value));
    }
    Err(Error::usage(format!(
        "${variable} holds {bytes} bytes, more than the {most_kib} KiB a service account key can need"
    ))
    .with_hint("put the key JSON itself in the variable, or pass --credentials-json @FILE"))
}

pub(super) fn read_credentials_flag(value: &str, terminal: &Terminal) -> Result<Secret> {
    let text = crate::input::read_arg(value, terminal, |path| crate::input::Context {
        stdin: "could not read the key JSON from standard input",
        file: format!("could not read the key file {path}"),
    })
    .map_err(|error| {
        if value.starts_with('@') {
            error.with_hint("--credentials-json @FILE names a service account key file")
        } else {
            error
        }
    })?;
    Ok(Secret::new(text))
}

/// The CI system and where its identity token comes from, as the flags name them.
pub(super) fn ci_options(args: &crate::cli::CiSourceArgs) -> crate::auth::ci::CiOptions {
    crate::auth::ci::CiOptions {
        ci: args.ci.system(),
        token_env: args.oidc_token_env.clone(),
        token_file: args.oidc_token_file.clone(),
        token_command: args.oidc_token_command.clone(),
        azure_service_connection_id: args.azure_service_connection_id.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn credentials_variable_is_bounded_like_the_flag() {
        let limit = usize::try_from(MAX_SECRET_BYTES).unwrap();
        assert!(bounded_env_secret("WARD_CREDENTIALS_JSON", "x".repeat(limit)).is_ok());
        let error = bounded_env_secret("WARD_CREDENTIALS_JSON", "x".repeat(limit + 1)).unwrap_err();
        assert_eq!(error.exit_code(), 2);
        assert!(error
            .to_string()
            .contains("$WARD_CREDENTIALS_JSON holds 262145 bytes"));
    }
}
