//! One folder per noun, one file per verb: resolve settings, call a client, print.

mod auth;
mod completions;
mod configure;
mod policy;

use crate::cli::Command;
use crate::error::{Outcome, Result};
use crate::Ctx;

pub async fn dispatch(ctx: &Ctx, command: Command) -> Result<Outcome> {
    match command {
        Command::Configure(args) => configure::run(ctx, &args),
        Command::Completions(args) => completions::run(&args),
        Command::Auth(args) => auth::run(ctx, *args).await,
        Command::Policy(args) => policy::run(ctx, args).await,
    }
}
