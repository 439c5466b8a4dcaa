use std::time::Duration;

use crate::cli::WebhookServeArgs;
use crate::environment::Env;
use crate::error::{Error, Outcome, Result};
use crate::output::Format;
use crate::secret::Secret;
use crate::server::{self, queue, routes};
use crate::Ctx;

/// Flags are range-checked by the parser; these conversions only saturate on 32-bit hosts.
fn size(value: u64) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}

/// `--queue` may be given twice: once as a number, once as a Redis URL.
fn queue_flags(values: &[String]) -> Result<(usize, Option<String>)> {
    let mut size = 100;
    let mut redis = None;
    for value in values {
        if value.starts_with("redis://") || value.starts_with("rediss://") {
            redis = Some(value.clone());
            continue;
        }
        size = value
            .parse::<u64>()
            .ok()
            .filter(|n| routes::limits::QUEUE.contains(&usize::try_from(*n).unwrap_or(usize::MAX)))
            .and_then(|n| usize::try_from(n).ok())
            .ok_or_else(|| {
                Error::usage(format!(
                    "--queue {value} is neither a count from 0 to 1000000 nor a redis:// URL"
                ))
            })?;
    }
    Ok((size, redis))
}

pub async fn run(ctx: &Ctx, args: &WebhookServeArgs) -> Result<Outcome> {
    let (queue_size, redis) = queue_flags(&args.queue)?;
    if args.body_budget < args.max_body {
        return Err(Error::usage(format!(
            "--body-budget {} is smaller than --max-body {}; raise --body-budget or lower --max-body",
            args.body_budget, args.max_body
        )));
    }
    let defaults = routes::Defaults {
        shell: args.shell,
        policy: routes::Policy {
            wait: args.wait,
            timeout: Duration::from_secs(args.command_timeout),
            concurrency: args
                .concurrency
                .map_or_else(routes::default_concurrency, size),
            queue: queue_size,
            retries: args.retries,
            backoff: Duration::from_secs(args.backoff),
        },
    };
    let path = ctx.env.var_os("PATH");
    let lookup = routes::Lookup {
        path: path.as_deref(),
    };
    let routes = routes::load(&args.routes, args.routes_file.as_deref(), &defaults, lookup)?;
    let page = match &args.page {
        Some(path) => Some(std::fs::read_to_string(path).map_err(|error| {
            Error::io(format!("could not read the page {}", path.display()), error)
        })?),
        None => None,
    };
    let mut hidden_env = vec!["WEBHOOK_SECRET".to_string()];
    for name in &args.hide_env {
        if name.is_empty() || name.contains('=') || name.contains('\0') {
            return Err(Error::usage(format!(
                "--hide-env \"{name}\" is not a variable name; give a name such as DEPLOY_TOKEN"
            )));
        }
        hidden_env.push(name.clone());
    }
    let secret = secret(args, &ctx.env)?;
    let settings = server::Settings {
        host: args.host.clone(),
        port: args.port,
        ndjson: ctx.printer.format() != Format::Table,
        limits: server::Limits {
            connections: size(args.max_connections),
            headers: Duration::from_secs(args.header_timeout),
            body: Duration::from_secs(args.body_timeout),
            max_body: size(args.max_body),
            body_budget: size(args.body_budget),
            env_max: size(args.env_max),
            shutdown: Duration::from_secs(args.shutdown_timeout),
        },
        queue: server::QueueSettings {
            state_dir: queue::dir(args.state_dir.as_deref())?,
            redis,
            visibility: Duration::from_secs(args.visibility_timeout),
            allow_shared_dir: args.allow_shared_state_dir,
        },
        routes,
        secret,
        page,
        hidden_env,
    };
    let outside = server::Outside {
        printer: &ctx.printer,
        env: &ctx.env,
        interrupts: &ctx.interrupts,
    };
    server::serve(settings, outside).await?;
    Ok(Outcome::Clean)
}

/// `--secret-file`, else WEBHOOK_SECRET; an empty variable counts as unset.
fn secret(args: &WebhookServeArgs, env: &Env) -> Result<Option<Secret>> {
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
    Ok(env.var("WEBHOOK_SECRET").map(Secret::new))
}
