//! Reading the routes again: what a running receiver does on SIGHUP and `--reload`
//! (the same reading and arming as at the start), and `--reload` itself.

use std::path::Path;
use std::sync::Arc;

use crate::cli::WebhookServeArgs;
use crate::environment::Env;
use crate::error::{exit, Error, Outcome, Result};
use crate::run::Ctx;
use crate::webhook_server::reload::{control, Loaded, Loader};
use crate::webhook_server::verify::SecretSource;
use crate::webhook_server::{files, queue, routes};

use super::hidden::Carried;
use super::{arm_routes, check_hmac_flags_apply};

/// The routes from the same flags and file, checked and armed as at the start. `needed`
/// are the variables the receiver was started with: those are all a reload can read
/// (they were carried across the restart that hid them, and are hidden from commands).
pub(super) fn loader(
    args: &WebhookServeArgs,
    env: &Env,
    carried: Carried,
    defaults: routes::Defaults,
    needed: Vec<String>,
) -> Loader {
    let (args, env) = (args.clone(), env.clone());
    Arc::new(move || {
        let path = env.var_os("PATH");
        let lookup = routes::Lookup {
            path: path.as_deref(),
        };
        let loaded = (|| {
            let mut routes =
                routes::load(&args.routes, args.routes_file.as_deref(), &defaults, lookup)?;
            check_hmac_flags_apply(&defaults, &routes)?;
            only_known_variables(&routes, &needed)?;
            let warnings = arm_routes(&mut routes, &args, &env, &carried)?;
            Ok(Loaded { routes, warnings })
        })();
        loaded.map_err(|error| match &args.routes_file {
            Some(file) => placed(error, file),
            None => error,
        })
    })
}

/// A route's error with the line of its table in the routes file in front: the one line
/// a reload's refusal is logged in then says where to look, not only which route.
fn placed(error: Error, file: &Path) -> Error {
    if error.exit_code() != exit::USAGE {
        return error;
    }
    let message = error.to_string();
    let Some(name) = message
        .split_once("route \"")
        .and_then(|(_, rest)| rest.split_once('"'))
        .map(|(name, _)| name)
    else {
        return error;
    };
    let Ok(text) = files::read_text(file, "the routes file", files::ROUTES_MAX) else {
        return error;
    };
    let Some(line) = table_line(&text, name) else {
        return error;
    };
    let shown = file.display().to_string();
    let rest = message
        .strip_prefix(&format!("{shown}: "))
        .unwrap_or(&message);
    let placed = Error::usage(format!("{shown}, line {line}: {rest}"));
    match error.hint() {
        Some(hint) => placed.with_hint(hint),
        None => placed,
    }
}

/// The 1-based line of `[routes.NAME]` in a routes file.
fn table_line(text: &str, name: &str) -> Option<usize> {
    let headers = [format!("[routes.{name}]"), format!("[routes.\"{name}\"]")];
    text.lines()
        .position(|line| {
            let line = line.trim();
            headers.iter().any(|header| {
                line.strip_prefix(header.as_str())
                    .is_some_and(|rest| rest.trim().is_empty() || rest.trim().starts_with('#'))
            })
        })
        .map(|index| index + 1)
}

/// A secret variable the receiver was not started with is refused rather than read: it
/// would be in the environment of every command the receiver starts.
fn only_known_variables(routes: &[routes::Route], needed: &[String]) -> Result<()> {
    for route in routes {
        for source in &route.verify.sources {
            if let SecretSource::Env(name) = source {
                if !needed.contains(name) {
                    return Err(Error::usage(format!(
                        "route \"{}\": its secret variable {name} is not one the receiver was started with",
                        route.name
                    ))
                    .with_hint(format!(
                        "name a file instead ({{ file = \"PATH\" }}), or restart the receiver with {name} set"
                    )));
                }
            }
        }
    }
    Ok(())
}

/// `--reload`: the receiver of the state directory reads its routes again; exits 0 once
/// they are in use, with the error the receiver gave when it kept the old ones.
pub(super) async fn ask(ctx: &Ctx, args: &WebhookServeArgs) -> Result<Outcome> {
    let dir = queue::dir(args.state_dir.as_deref(), &ctx.env)?;
    let summary = control::ask(&dir).await?;
    ctx.printer.info(&format!("routes read again: {summary}"));
    Ok(Outcome::Clean)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_routes_table_is_found_by_its_header_only() {
        let text = "[routes.a]\ncommand = \"x\"\n\n[routes.a.hmac]\n[routes.\"b\"]  # the second\n";
        assert_eq!(table_line(text, "a"), Some(1));
        assert_eq!(table_line(text, "b"), Some(5));
        assert_eq!(table_line(text, "c"), None);
    }
}
