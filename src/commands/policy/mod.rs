mod get;

use crate::cli::{PolicyArgs, PolicyCommand};
use crate::error::{Outcome, Result};
use crate::Ctx;

pub async fn run(ctx: &Ctx, args: PolicyArgs) -> Result<Outcome> {
    match args.command {
        PolicyCommand::Get(args) => get::run(ctx, &args).await,
    }
}
