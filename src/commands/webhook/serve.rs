use std::time::Duration;

use crate::cli::WebhookServeArgs;
use crate::error::{Error, Outcome, Result};
use crate::output::Format;
use crate::secret::Secret;
use crate::server::{self, routes};
use crate::Ctx;

pub async fn run(ctx: &Ctx, args: &WebhookServeArgs) -> Result<Outcome> {
    if args.concurrency == 0 || args.command_timeout == 0 {
        return Err(Error::usage(
            "--concurrency and --command-timeout must be at least 1",
        ));
    }
    if args.max_body == 0 {
        return Err(Error::usage("--max-body must be at least 1 byte"));
    }
    let defaults = routes::Defaults {
        shell: args.shell,
        wait: args.wait,
        timeout: Duration::from_secs(args.command_timeout),
        concurrency: args.concurrency,
        queue: args.queue,
    };
    let routes = routes::load(&args.routes, args.routes_file.as_deref(), &defaults)?;
    let page = match &args.page {
        Some(path) => Some(std::fs::read_to_string(path).map_err(|error| {
            Error::io(format!("could not read the page {}", path.display()), error)
        })?),
        None => None,
    };
    let settings = server::Settings {
        host: args.host.clone(),
        port: args.port,
        routes,
        secret: secret(args)?,
        max_body: args.max_body,
        page,
        shutdown_timeout: Duration::from_secs(args.shutdown_timeout),
        ndjson: ctx.printer.format() != Format::Table,
    };
    server::serve(settings, &ctx.printer).await?;
    Ok(Outcome::Clean)
}

/// `--secret-file`, else WEBHOOK_SECRET; an empty variable counts as unset.
fn secret(args: &WebhookServeArgs) -> Result<Option<Secret>> {
    if let Some(path) = &args.secret_file {
        let text = std::fs::read_to_string(path).map_err(|error| {
            Error::io(
                format!("could not read the secret file {}", path.display()),
                error,
            )
        })?;
        let text = text.trim_end_matches(['\r', '\n']);
        if text.is_empty() {
            return Err(Error::usage(format!(
                "the secret file {} is empty",
                path.display()
            )));
        }
        return Ok(Some(Secret::new(text)));
    }
    Ok(std::env::var("WEBHOOK_SECRET")
        .ok()
        .filter(|value| !value.is_empty())
        .map(Secret::new))
}
