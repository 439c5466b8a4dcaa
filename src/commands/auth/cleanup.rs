use std::io::ErrorKind;
use std::path::PathBuf;

use crate::auth::credfile;
use crate::auth::inputs::Input;
use crate::auth::parse;
use crate::cli::AuthCleanupArgs;
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use ward_files::Removed;

pub(super) fn run(ctx: &Ctx, args: &AuthCleanupArgs) -> Result<Outcome> {
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
    // Whatever names the file (a flag, or a variable any earlier step could have changed),
    // only a file ward wrote is ever removed: see `credfile::remove`.
    // An empty --file (a documented `--file "$(sed ...)"` when `ward auth` failed and wrote
    // no dotenv file) names nothing, like an empty variable.
    let flag = args
        .credentials_file
        .clone()
        .filter(|path| !path.as_os_str().is_empty());
    let path = match flag.or_else(|| {
        from_env("STATE_credentials_path").or_else(|| from_env("SERVICE_CI_CREDS_PATH"))
    }) {
        Some(path) => path,
        None => {
            printer.info("no credentials file was recorded for this job; nothing to clean up");
            return Ok(Outcome::Clean);
        }
    };
    match credfile::remove(&path) {
        Ok(Removed::Deleted) => {
            printer.info(&format!("removed the credentials file {}", path.display()));
            Ok(Outcome::Clean)
        }
        Ok(Removed::Missing) => {
            printer.info(&format!(
                "the credentials file {} is already gone",
                path.display()
            ));
            Ok(Outcome::Clean)
        }
        Err(error) if matches!(error.kind(), ErrorKind::InvalidInput) => Err(Error::usage(format!(
            "refusing to remove {}: {error}",
            path.display()
        ))
        .with_hint("ward auth cleanup removes only the ci-creds-<16 hex>.json file ward auth wrote; remove any other file yourself")),
        // ward's own refusal (the file belongs to another user), in its own words.
        Err(error) if error.kind() == ErrorKind::PermissionDenied && error.get_ref().is_some() => {
            Err(Error::runtime(format!(
                "could not remove the credentials file {}: {error}",
                path.display()
            ))
            .with_hint("a container step may have changed its owner; remove it as that user, or give the file back to the runner"))
        }
        Err(error) => {
            let hint = if error.kind() == ErrorKind::PermissionDenied {
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
