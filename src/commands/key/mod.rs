//! `ward key ...`

mod list;

use crate::cli::{KeyArgs, KeyCommand};
use crate::error::{Outcome, Result};
use crate::run::Ctx;

pub(super) async fn run(ctx: &Ctx, args: KeyArgs) -> Result<Outcome> {
    match args.command {
        KeyCommand::List(list) => list::run(ctx, &list).await,
    }
}
