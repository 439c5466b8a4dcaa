//! `ward integration ...`

mod list;

use crate::cli::{IntegrationArgs, IntegrationCommand};
use crate::error::{Outcome, Result};
use crate::services::releases;
use crate::views::releases::rate_notices;
use crate::Ctx;

pub(super) async fn run(ctx: &Ctx, args: IntegrationArgs) -> Result<Outcome> {
    let client = releases::client(
        &ctx.config,
        &ctx.http,
        releases::key_credentials(&ctx.config, args.key.api_key.as_deref())?,
        rate_notices(&ctx.printer),
    )?;
    match args.command {
        IntegrationCommand::List(list) => list::run(ctx, &client, &list).await,
    }
}
