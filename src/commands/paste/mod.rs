//! `ward paste`: pastes holding an e-mail address.

mod account;

use crate::cli::{BreachApiArgs, PasteArgs, PasteCommand};
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use crate::services::breaches;
use ward_client::breaches::BreachesClient;

pub(super) async fn run(ctx: &Ctx, args: PasteArgs) -> Result<Outcome> {
    match &args.command {
        PasteCommand::Account(command) => account::run(ctx, &args.api, command).await,
    }
}

/// A breach-API client for the version `api` and the settings choose, with the key a
/// version-3 paste search needs (asked for on a terminal when none is stored).
fn client(ctx: &Ctx, api: &BreachApiArgs) -> Result<BreachesClient> {
    breaches::search_client(
        &ctx.http,
        &ctx.config,
        &ctx.env,
        api.api_version.map(Into::into),
        api.version_via.map(Into::into),
        true,
        || {
            let prompter = &ctx.prompter;
            (prompter.can_prompt())
                .then(|| prompter.secret(breaches::KEY_PROMPT, ""))
                .transpose()
        },
    )
}
