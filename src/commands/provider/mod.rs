//! `ward provider ...`

mod list;

use crate::cli::{ProviderArgs, ProviderCommand};
use crate::error::{Outcome, Result};
use crate::services::releases;
use crate::views::releases::rate_notices;
use crate::Ctx;

pub(super) async fn run(ctx: &Ctx, args: ProviderArgs) -> Result<Outcome> {
    let client = releases::client(
        &ctx.config,
        &ctx.http,
        releases::key_credentials(&ctx.config, args.key.api_key.as_deref())?,
        rate_notices(&ctx.printer),
    )?;
    match args.command {
        ProviderCommand::List(list) => list::run(ctx, &client, &list).await,
    }
}
