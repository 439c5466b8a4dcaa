//! `ward policy get`.

mod get;

use crate::cli::{PolicyArgs, PolicyCommand};
use crate::error::{Outcome, Result};
use crate::run::Ctx;

pub(super) async fn run(ctx: &Ctx, args: PolicyArgs) -> Result<Outcome> {
    match args.command {
        PolicyCommand::Get(get) => get::run(ctx, &get).await,
    }
}
