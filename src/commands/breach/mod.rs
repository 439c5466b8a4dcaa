//! `ward breach`: breached accounts, breaches and data classes.

mod account;
mod dataclasses;
mod get;
mod list;

use crate::cli::{BreachApiArgs, BreachArgs, BreachCommand};
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use crate::services::breaches;
use ward_client::breaches::BreachesClient;

pub(crate) async fn run(ctx: &Ctx, args: BreachArgs) -> Result<Outcome> {
    match &args.command {
        BreachCommand::Account(command) => account::run(ctx, &args.api, command).await,
        BreachCommand::List(command) => list::run(ctx, &args.api, command).await,
        BreachCommand::Get(command) => get::run(ctx, &args.api, command).await,
        BreachCommand::Dataclasses => dataclasses::run(ctx, &args.api).await,
    }
}

/// A breach-API client for the version `api` and the settings choose, with the key a
/// version-3 account search needs when `keyed` (asked for on a terminal when none is
/// stored).
fn client(ctx: &Ctx, api: &BreachApiArgs, keyed: bool) -> Result<BreachesClient> {
    breaches::search_client(
        &ctx.http,
        &ctx.config,
        &ctx.env,
        api.api_version.map(Into::into),
        api.version_via.map(Into::into),
        keyed,
        || {
            let prompter = &ctx.prompter;
            (prompter.can_prompt())
                .then(|| prompter.secret(breaches::KEY_PROMPT, ""))
                .transpose()
        },
    )
}
