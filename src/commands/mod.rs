//! One folder per noun, one file per verb: resolve settings, call a client, print.

mod auth;
pub(crate) mod breach;
mod completions;
mod configure;
mod integration;
mod key;
mod man;
mod paging;
mod password;
mod paste;
mod policy;
mod project;
mod provider;
mod release;
mod tag;
mod webhook;

use std::future::Future;

use crate::cli::{ApiVersionArg, BreachApiArgs, Command, VersionViaArg};
use crate::clients::breaches::{missing_key_error, ApiVersion, BreachesClient, VersionVia};
use crate::error::{Outcome, Result};

use crate::secret::Secret;
use crate::services::breaches::{self, ApiChoice};
use crate::Ctx;

/// A breach-API client for the version `api` and the settings choose, with the key a
/// version-3 account or paste search needs when `keyed`: the one place commands get it.
pub(crate) fn breaches_client(
    ctx: &Ctx,
    api: &BreachApiArgs,
    keyed: bool,
) -> Result<BreachesClient> {
    let version = api.api_version.map(|version| match version {
        ApiVersionArg::V2 => ApiVersion::V2,
        ApiVersionArg::V3 => ApiVersion::V3,
    });
    let via = api.version_via.map(|via| match via {
        VersionViaArg::Url => VersionVia::Url,
        VersionViaArg::Header => VersionVia::Header,
        VersionViaArg::Accept => VersionVia::Accept,
    });
    let choice = breaches::resolve_api(&ctx.config, version, via)?;
    let key = if keyed {
        breach_key(ctx, choice)?
    } else {
        None
    };
    breaches::client(&ctx.http, &ctx.config, &ctx.env, choice, key)
}

/// The key a version-3 account or paste search needs: the stored one, else asked for on a
/// terminal; none for version 2.
fn breach_key(ctx: &Ctx, api: ApiChoice) -> Result<Option<Secret>> {
    if api.version != ApiVersion::V3 {
        return Ok(None);
    }
    let key = match breaches::stored_key(&ctx.config) {
        Some(key) => key,
        None if ctx.prompter.can_prompt() => {
            ctx.prompter.secret("Breach API key (version 3)", "")?
        }
        None => return Err(missing_key_error().into()),
    };
    breaches::checked_key(&key).map(Some)
}

/// Ask before a step that cannot be undone. When the question will be asked it names the
/// target as `described` finds it on the service, so the person sees exactly what goes;
/// otherwise no request is spent on that and `typed` names it.
pub(crate) async fn confirm_named(
    ctx: &Ctx,
    yes: bool,
    typed: String,
    described: impl Future<Output = Result<String>>,
    action: impl FnOnce(&str) -> String,
) -> Result<()> {
    let named = if ctx.prompter.will_ask(yes) {
        described.await?
    } else {
        typed
    };
    ctx.prompter.confirm(&crate::prompt::Confirmation {
        action: &action(&named),
        yes,
        has_dry_run: false,
    })
}

pub(crate) async fn dispatch(ctx: &Ctx, command: Command) -> Result<Outcome> {
    match command {
        Command::Configure(args) => configure::run(ctx, &args),
        Command::Completions(args) => completions::run(ctx, &args),
        Command::Man(args) => man::run(ctx, &args),
        Command::Auth(args) => auth::run(ctx, *args).await,
        Command::Policy(args) => policy::run(ctx, args).await,
        Command::Project(args) => project::run(ctx, args).await,
        Command::Release(args) => release::run(ctx, args).await,
        Command::Provider(args) => provider::run(ctx, args).await,
        Command::Integration(args) => integration::run(ctx, args).await,
        Command::Tag(args) => tag::run(ctx, args).await,
        Command::Key(args) => key::run(ctx, args).await,
        Command::Breach(args) => breach::run(ctx, args).await,
        Command::Paste(args) => paste::run(ctx, args).await,
        Command::Password(args) => password::run(ctx, args).await,
        Command::Webhook(args) => webhook::run(ctx, args.command).await,
    }
}
