use std::time::Duration;

use crate::cli::WebhookServeArgs;
use crate::environment::Env;
use crate::error::{Error, Outcome, Result};
use crate::output::Format;
use crate::run::Ctx;
use crate::webhook_server::routes::secrets::{self, Given};
use crate::webhook_server::verify::{Scheme, SecretSource, Verifier};
use crate::webhook_server::{self, files, queue, routes};
use ward_client::secret::Secret;

mod hidden;
mod reload;

/// Flags are range-checked by the parser; these conversions only saturate on 32-bit hosts.
fn size(value: u64) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}

/// `--queue`'s count when only a URL is given (the flag's own default when none is).
const DEFAULT_QUEUE: usize = 100_000;

/// `--queue` may be given twice: once as a number, once as a Redis URL. Anything that is
/// not a number is taken for a URL (and never echoed with its password).
fn queue_flags(values: &[String]) -> Result<(usize, Option<String>)> {
    let mut size = DEFAULT_QUEUE;
    let mut redis = None;
    for value in values {
        let Ok(count) = value.trim().parse::<u64>() else {
            redis = Some(value.trim().to_string());
            continue;
        };
        size = usize::try_from(count)
            .ok()
            .filter(|n| routes::limits::QUEUE.contains(n))
            .ok_or_else(|| {
                Error::usage(format!(
                    "--queue {value} is neither a count from 0 to 1000000 nor a redis:// URL"
                ))
            })?;
    }
    Ok((size, redis))
}

/// The Redis URL: `--queue URL`, else `--queue-file`, else WARD_QUEUE_URL.
fn redis_url(
    flag: Option<String>,
    args: &WebhookServeArgs,
    env: &Env,
    carried: &hidden::Carried,
) -> Result<Option<String>> {
    if flag.is_some() {
        return Ok(flag);
    }
    if let Some(path) = &args.queue_file {
        let text = files::read_text(path, "the queue URL file", files::SECRET_MAX)?;
        let url = text.trim();
        if url.is_empty() {
            return Err(Error::usage(format!(
                "the queue URL file {} is empty",
                path.display()
            )));
        }
        return Ok(Some(url.to_string()));
    }
    Ok(carried
        .var(env, "WARD_QUEUE_URL")
        .map(|url| url.trim().to_string()))
}

pub(super) async fn run(ctx: &Ctx, args: &WebhookServeArgs) -> Result<Outcome> {
    if args.reload {
        return reload::ask(ctx, args).await;
    }
    // Flags that contradict each other are reported before any route is looked at.
    let mut hidden_env = checked_flags(args)?;
    let (queue_size, redis) = queue_flags(&args.queue)?;
    let defaults = defaults(args, queue_size);
    let path = ctx.env.var_os("PATH");
    let lookup = routes::Lookup {
        path: path.as_deref(),
    };
    // Read before anything else is, since the routes name the variables their secrets are
    // in, which commands must not see either; reading them starts no thread or command.
    let mut routes = routes::load(&args.routes, args.routes_file.as_deref(), &defaults, lookup)?;
    check_hmac_flags_apply(&defaults, &routes)?;
    let needed = secret_variables(&routes, &mut hidden_env);
    // Then, before the receiver starts a thread or a command of its own: a variable
    // commands must not see may make ward start itself again without it.
    let carried = hidden::hide(&ctx.env, &hidden_env, &needed)?;
    let redis = redis_url(redis, args, &ctx.env, &carried)?;
    for warning in arm_routes(&mut routes, args, &ctx.env, &carried)? {
        ctx.printer.warn(&warning);
    }
    let mut settings = settings(ctx, args, redis, routes, hidden_env)?;
    settings.reload = Some(reload::loader(args, &ctx.env, carried, defaults, needed));
    webhook_server::serve(settings, &ctx.printer, &ctx.interrupts).await?;
    Ok(Outcome::Clean)
}

/// Checks the flags that need no route to judge, and gives the variables commands must not
/// see: ward's own, then those `--hide-env` names.
fn checked_flags(args: &WebhookServeArgs) -> Result<Vec<String>> {
    if args.body_budget < args.max_body {
        return Err(Error::usage(format!(
            "--body-budget {} is smaller than --max-body {}; raise --body-budget or lower --max-body",
            args.body_budget, args.max_body
        )));
    }
    let mut hidden_env: Vec<String> = hidden::NEEDED.iter().map(|name| name.to_string()).collect();
    hidden_env.push(hidden::CARRIED.to_string());
    for name in &args.hide_env {
        if name.is_empty() || name.contains('=') || name.contains('\0') {
            return Err(Error::usage(format!(
                "--hide-env \"{name}\" is not a variable name; give a name such as DEPLOY_TOKEN"
            )));
        }
        hidden_env.push(name.clone());
    }
    Ok(hidden_env)
}

/// What a route takes from the flags when the routes file does not say.
fn defaults(args: &WebhookServeArgs, queue_size: usize) -> routes::Defaults {
    routes::Defaults {
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
            dedup_retention: Duration::from_secs(args.dedup_retention),
        },
        verify: routes::VerifyDefaults {
            scheme: args.verify.clone(),
            hmac: super::sign::hmac_settings(&args.hmac),
            tolerance: Duration::from_secs(args.tolerance),
        },
    }
}

/// HMAC options given with no route to apply them to are a mistake, not a no-op.
fn check_hmac_flags_apply(defaults: &routes::Defaults, routes: &[routes::Route]) -> Result<()> {
    let hmac_routes = routes
        .iter()
        .any(|route| matches!(route.verify.scheme, Scheme::Hmac(_)));
    if !defaults.verify.hmac.is_empty() && !hmac_routes {
        return Err(Error::usage(
            "the HMAC options (--signature-header and the rest) only apply to routes that verify with hmac, and no route does",
        )
        .with_hint("add --verify hmac, or set verify = \"hmac\" on a route of the routes file"));
    }
    Ok(())
}

/// The variables the receiver itself reads (ward's own and the routes' secret variables);
/// the routes' secret variables are also added to those commands must not see.
fn secret_variables(routes: &[routes::Route], hidden_env: &mut Vec<String>) -> Vec<String> {
    let mut needed: Vec<String> = hidden::NEEDED.iter().map(|name| name.to_string()).collect();
    for route in routes {
        for source in &route.verify.sources {
            if let SecretSource::Env(name) = source {
                if !needed.contains(name) {
                    needed.push(name.clone());
                    hidden_env.push(name.clone());
                }
            }
        }
    }
    needed
}

/// Gives each route its secrets: its own when the routes file names them, else the
/// receiver's (`--secret-file` or WEBHOOK_SECRET). Gives the warnings for secrets short
/// enough to guess, once each.
fn arm_routes(
    routes: &mut [routes::Route],
    args: &WebhookServeArgs,
    env: &Env,
    carried: &hidden::Carried,
) -> Result<Vec<String>> {
    let receivers = secret(args, env, carried)?;
    let mut warnings = Vec::new();
    for route in routes {
        let context = format!("route \"{}\"", route.name);
        let own = route_secrets(&route.verify.sources, env, carried, &context)?;
        let given = if route.verify.sources.is_empty() {
            &receivers
        } else {
            &own
        };
        let values: Vec<Secret> = given.iter().map(|one| one.secret.clone()).collect();
        route.verify.arm(&values, &context)?;
        let sizes = route.verify.verifier.as_deref().map(Verifier::key_sizes);
        for (one, size) in given.iter().zip(sizes.unwrap_or_default()) {
            if let Some(warning) = secrets::short(&one.origin, *size) {
                if !warnings.contains(&warning) {
                    warnings.push(warning);
                }
            }
        }
    }
    Ok(warnings)
}

/// The receiver's settings from the flags, the armed routes and the queue's place.
fn settings(
    ctx: &Ctx,
    args: &WebhookServeArgs,
    redis: Option<String>,
    routes: Vec<routes::Route>,
    hidden_env: Vec<String>,
) -> Result<webhook_server::Settings> {
    let page = match &args.page {
        Some(path) => Some(files::read_text(path, "the page", files::PAGE_MAX)?),
        None => None,
    };
    Ok(webhook_server::Settings {
        host: args.host.clone(),
        port: args.port,
        ndjson: ctx.printer.format() != Format::Table,
        limits: webhook_server::Limits {
            connections: size(args.max_connections),
            headers: Duration::from_secs(args.header_timeout),
            body: Duration::from_secs(args.body_timeout),
            max_body: size(args.max_body),
            body_budget: size(args.body_budget),
            env_max: size(args.env_max),
            shutdown: Duration::from_secs(args.shutdown_timeout),
        },
        queue: webhook_server::QueueSettings {
            state_dir: queue::dir(args.state_dir.as_deref(), &ctx.env)?,
            redis,
            visibility: Duration::from_secs(args.visibility_timeout),
            allow_shared_dir: args.allow_shared_state_dir,
            consumer: webhook_server::consumer_name(&ctx.env),
        },
        routes,
        page,
        hidden_env,
        tls: args.tls_cert.clone().zip(args.tls_key.clone()),
        reload: None,
        admin: args
            .admin_listen
            .as_deref()
            .map(|text| webhook_server::admin::settings(text, args.admin_allow_remote))
            .transpose()?,
    })
}

/// `--secret-file` (one secret a line, for rotation), else WEBHOOK_SECRET; an unset
/// variable gives none (the hub's routes are then open), a blank one is refused.
fn secret(args: &WebhookServeArgs, env: &Env, carried: &hidden::Carried) -> Result<Vec<Given>> {
    if let Some(path) = &args.secret_file {
        return secrets::from_file(path, "");
    }
    carried
        .given(env, "WEBHOOK_SECRET")
        .map(|value| {
            let hint = "give --secret-file FILE; leave it unset only for hub routes meant to be open to everyone";
            secrets::from_variable("WEBHOOK_SECRET", value, "", hint)
        })
        .into_iter()
        .collect()
}

/// A route's own secrets, in the order its routes file lists them.
fn route_secrets(
    sources: &[SecretSource],
    env: &Env,
    carried: &hidden::Carried,
    context: &str,
) -> Result<Vec<Given>> {
    let prefix = format!("{context}: ");
    let mut secrets = Vec::new();
    for source in sources {
        match source {
            SecretSource::Env(name) => {
                let value = carried.given(env, name).ok_or_else(|| {
                    Error::usage(format!(
                        "{context}: its secret variable {name} is not set (or is empty)"
                    ))
                    .with_hint(format!("export {name} before starting the receiver, or name a file: {{ file = \"PATH\" }}"))
                })?;
                let hint = "name a file instead: { file = \"PATH\" }";
                secrets.push(secrets::from_variable(name, value, &prefix, hint)?);
            }
            SecretSource::File(path) => secrets.extend(secrets::from_file(path, &prefix)?),
        }
    }
    Ok(secrets)
}
