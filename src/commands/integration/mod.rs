//! `ward integration ...`

mod list;

use crate::cli::{IntegrationArgs, IntegrationCommand};
use crate::error::{Outcome, Result};
use crate::run::Ctx;

pub(super) async fn run(ctx: &Ctx, args: IntegrationArgs) -> Result<Outcome> {
    let client = super::releases_client(ctx, args.key.api_key.as_deref())?;
    match args.command {
        IntegrationCommand::List(list) => list::run(ctx, &client, &list).await,
    }
}
