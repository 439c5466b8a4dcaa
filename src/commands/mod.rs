//! One folder per noun, one file per verb: resolve settings, call a client, print.

pub(crate) mod breach;
mod completions;
mod configure;
mod password;
mod paste;

use crate::cli::Command;
use crate::error::{Outcome, Result};
use crate::Ctx;

pub async fn dispatch(ctx: &Ctx, command: Command) -> Result<Outcome> {
    match command {
        Command::Configure(args) => configure::run(ctx, &args),
        Command::Completions(args) => completions::run(&args),
        Command::Breach(args) => breach::run(ctx, args).await,
        Command::Paste(args) => paste::run(ctx, args).await,
        Command::Password(args) => password::run(ctx, args).await,
    }
}
