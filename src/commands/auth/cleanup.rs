use std::path::PathBuf;

use crate::auth::credfile::is_credentials_file_name;
use crate::auth::inputs::Input;
use crate::auth::parse;
use crate::cli::AuthCleanupArgs;
use crate::error::{Error, Outcome, Result};
use crate::Ctx;

pub fn run(ctx: &Ctx, args: &AuthCleanupArgs) -> Result<Outcome> {
    let printer = &ctx.printer;
    // The post step sees the main step's inputs: honour them as the main step did.
    for input in [Input::CreateCredentialsFile, Input::CleanupCredentials] {
        if let Some(value) = ctx
            .env
            .var(input.env_name())
            .filter(|v| !v.trim().is_empty())
        {
            if !parse::boolean(&format!("the \"{}\" input", input.input_name()), &value)? {
                printer.info(&format!(
                    "skipping credentials cleanup: \"{}\" is false",
                    input.input_name()
                ));
                return Ok(Outcome::Clean);
            }
        }
    }
    let from_env = |name: &str| {
        ctx.env
            .var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    let path = match &args.credentials_file {
        Some(path) => path.clone(),
        None => {
            match from_env("STATE_credentials_path").or_else(|| from_env("SERVICE_CI_CREDS_PATH")) {
                Some(path) => {
                    // A path from the environment could have been changed by any earlier step:
                    // only ever delete a file this tool would have created.
                    let name = path
                        .file_name()
                        .and_then(|name| name.to_str())
                        .unwrap_or("");
                    if !is_credentials_file_name(name) {
                        return Err(Error::usage(format!(
                        "refusing to remove {}: it is not a credentials file ward creates (ci-creds-<16 hex digits>.json)",
                        path.display()
                    ))
                    .with_hint("pass --credentials-file FILE to remove another file"));
                    }
                    path
                }
                None => {
                    printer
                        .info("no credentials file was recorded for this job; nothing to clean up");
                    return Ok(Outcome::Clean);
                }
            }
        }
    };
    match std::fs::remove_file(&path) {
        Ok(()) => {
            printer.info(&format!("removed the credentials file {}", path.display()));
            Ok(Outcome::Clean)
        }
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            printer.info(&format!(
                "the credentials file {} is already gone",
                path.display()
            ));
            Ok(Outcome::Clean)
        }
        Err(error) => {
            let hint = if error.kind() == std::io::ErrorKind::PermissionDenied {
                "a container step may have changed its owner; remove it with the same user, or give the directory back to the runner"
            } else {
                "remove the file by hand: it holds credentials"
            };
            Err(Error::io(
                format!("could not remove the credentials file {}", path.display()),
                error,
            )
            .with_hint(hint))
        }
    }
}
