//! `ward provider ...`

mod list;

use crate::cli::{ProviderArgs, ProviderCommand};
use crate::error::{Outcome, Result};
use crate::Ctx;

use crate::services::releases::connect;

pub async fn run(ctx: &Ctx, args: ProviderArgs) -> Result<Outcome> {
    let client = connect(
        &ctx.config,
        &ctx.http,
        args.key.api_key.as_deref(),
        crate::commands::rate_notices(&ctx.printer),
    )?;
    match args.command {
        ProviderCommand::List(list) => list::run(ctx, &client, &list).await,
    }
}
