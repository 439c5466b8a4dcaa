//! `ward provider ...`

mod list;

use crate::cli::{ProviderArgs, ProviderCommand};
use crate::error::{Outcome, Result};
use crate::run::Ctx;

pub(super) async fn run(ctx: &Ctx, args: ProviderArgs) -> Result<Outcome> {
    let client = super::releases_client(ctx, args.key.api_key.as_deref())?;
    match args.command {
        ProviderCommand::List(list) => list::run(ctx, &client, &list).await,
    }
}
