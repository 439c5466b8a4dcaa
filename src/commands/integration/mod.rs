//! `ward integration ...`

mod list;

use crate::cli::{IntegrationArgs, IntegrationCommand};
use crate::error::{Outcome, Result};
use crate::Ctx;

use crate::services::releases::connect;

pub async fn run(ctx: &Ctx, args: IntegrationArgs) -> Result<Outcome> {
    let client = connect(
        &ctx.config,
        &ctx.http,
        args.key.api_key.as_deref(),
        crate::commands::rate_notices(&ctx.printer),
    )?;
    match args.command {
        IntegrationCommand::List(list) => list::run(ctx, &client, &list).await,
    }
}
