//! `ward breach`: breached accounts, breaches and data classes.

mod account;
mod dataclasses;
mod get;
mod list;

use crate::cli::{ApiVersionArg, BreachApiArgs, BreachArgs, BreachCommand, VersionViaArg};
use crate::clients::breaches::{missing_key_error, ApiVersion, BreachesClient, VersionVia};
use crate::error::{Outcome, Result};
use crate::secret::Secret;
use crate::services::breaches::{self, ApiChoice};
use crate::Ctx;

pub(crate) async fn run(ctx: &Ctx, args: BreachArgs) -> Result<Outcome> {
    match &args.command {
        BreachCommand::Account(command) => account::run(ctx, &args.api, command).await,
        BreachCommand::List(command) => list::run(ctx, &args.api, command).await,
        BreachCommand::Get(command) => get::run(ctx, &args.api, command).await,
        BreachCommand::Dataclasses => dataclasses::run(ctx, &args.api).await,
    }
}

/// A breach-API client for the version `api` and the settings choose, with the key a
/// version-3 account or paste search needs when `keyed` (asked for on a terminal when none
/// is stored). `paste` gets its client here too.
pub(crate) fn client(ctx: &Ctx, api: &BreachApiArgs, keyed: bool) -> Result<BreachesClient> {
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
