//! The breach-API client `ward breach` and `ward paste` build from their shared flags:
//! the flags and the run's prompter turned into the values `services::breaches` takes.

use crate::cli::BreachApiArgs;
use crate::error::Result;
use crate::run::Ctx;
use crate::services::breaches;
use ward_client::breaches::BreachesClient;

/// A client for the version `api` and the settings choose, with the key a version-3
/// account or paste search needs when `keyed` (asked for on a terminal when none is
/// stored).
pub(super) fn client(ctx: &Ctx, api: &BreachApiArgs, keyed: bool) -> Result<BreachesClient> {
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
