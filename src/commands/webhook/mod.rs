//! `ward webhook`: manage the hub's webhooks, and run a receiver.

mod create;
mod delete;
mod disable;
mod enable;
mod get;
mod jobs;
mod list;
mod serve;
mod sign;
mod update;

use crate::cli::{DomainArg, WebhookCommand, WebhookSecretArgs};
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use ward_client::hub::{Answer, HubClient, WatchedItem};
use ward_client::secret::Secret;

pub(super) async fn run(ctx: &Ctx, command: WebhookCommand) -> Result<Outcome> {
    match command {
        WebhookCommand::List => list::run(ctx).await,
        WebhookCommand::Get(args) => get::run(ctx, &args).await,
        WebhookCommand::Create(args) => create::run(ctx, &args).await,
        WebhookCommand::Update(args) => update::run(ctx, &args).await,
        WebhookCommand::Enable(args) => enable::run(ctx, &args).await,
        WebhookCommand::Disable(args) => disable::run(ctx, &args).await,
        WebhookCommand::Delete(args) => delete::run(ctx, &args).await,
        WebhookCommand::Serve(args) => serve::run(ctx, &args).await,
        WebhookCommand::Jobs(args) => jobs::run(ctx, &args),
        WebhookCommand::Sign(args) => sign::run(ctx, &args),
    }
}

const TOKEN_HINT: &str = "set HF_TOKEN or WARD_HUB_TOKEN, run `ward configure hub-token`, or log in with the hub's own CLI";

/// A client for the hub, asking for the token on a terminal when none is set.
fn client(ctx: &Ctx) -> Result<HubClient> {
    crate::services::hub::client(&ctx.config, &ctx.env, &ctx.http, || {
        ctx.prompter
            .credential("Hub access token", "no hub token is set", TOKEN_HINT)
    })
}

/// What `enable` and `disable` show: the webhook's new state, then the webhook.
fn show_switched(ctx: &Ctx, hook: &Answer) -> Result<Outcome> {
    ctx.printer.info(&format!(
        "webhook {} is now {}",
        hook.id,
        hook.disabled.label()
    ));
    crate::views::hub::print_webhook(&ctx.printer, hook)?;
    Ok(Outcome::Clean)
}

/// A webhook ID as given on the command line: an empty one (an unset variable in a script)
/// would address the webhook list itself, so it is refused before any request.
fn check_id(id: &str) -> Result<()> {
    if id.trim().is_empty() {
        return Err(Error::usage("the webhook ID is empty")
            .with_hint("run `ward webhook list` to see the IDs of your webhooks"));
    }
    if id.contains('/') || id.chars().any(char::is_whitespace) {
        return Err(Error::usage(format!(
            "\"{id}\" is not a webhook ID: IDs have no '/' or spaces"
        ))
        .with_hint("run `ward webhook list` to see the IDs of your webhooks"));
    }
    Ok(())
}

/// `flag` names the option the items came from, so a bad `--add-watch` value is not blamed
/// on `--watch`.
fn parse_watched(flag: &str, items: &[String]) -> Result<Vec<WatchedItem>> {
    let mut parsed = Vec::with_capacity(items.len());
    for item in items {
        let item =
            WatchedItem::parse(item).map_err(|error| Error::usage(format!("{flag} {error}")))?;
        if !parsed.contains(&item) {
            parsed.push(item);
        }
    }
    Ok(parsed)
}

fn domains(args: &[DomainArg]) -> Vec<String> {
    let mut domains: Vec<String> = Vec::new();
    for domain in args {
        let text = domain.as_str().to_string();
        if !domains.contains(&text) {
            domains.push(text);
        }
    }
    domains
}

fn check_url(url: &str) -> Result<()> {
    match url::Url::parse(url) {
        Ok(parsed) if matches!(parsed.scheme(), "http" | "https") => Ok(()),
        _ => Err(
            Error::usage(format!("--url \"{url}\" is not an http:// or https:// URL"))
                .with_hint("give the full address, for example https://example.com/webhooks/build"),
        ),
    }
}

/// The secret from the source the user chose, if any.
fn read_secret(ctx: &Ctx, args: &WebhookSecretArgs) -> Result<Option<Secret>> {
    let raw = if let Some(path) = &args.secret_file {
        let context = crate::input::Context {
            stdin: "could not read the secret from standard input",
            file: format!("could not read the secret file {}", path.display()),
        };
        let text = crate::input::read_text(path, ctx.printer.terminal(), context)?;
        text.trim_end_matches(['\r', '\n']).to_string()
    } else if let Some(name) = &args.secret_env {
        ctx.env
            .var_os(name)
            .and_then(|value| value.into_string().ok())
            .ok_or_else(|| Error::usage(format!("--secret-env {name}: that variable is not set")))?
    } else if args.ask_secret {
        ctx.prompter
            .secret(
                "Webhook secret",
                "--ask-secret needs a terminal; use --secret-file or --secret-env instead",
            )?
            .expose()
            .to_string()
    } else {
        return Ok(None);
    };
    if raw.is_empty() {
        return Err(Error::usage("the webhook secret is empty"));
    }
    if !raw.is_ascii() {
        return Err(Error::usage(
            "the webhook secret must be ASCII (the hub sends it verbatim in a header)",
        ));
    }
    Ok(Some(Secret::new(raw)))
}
