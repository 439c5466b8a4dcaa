//! One folder per noun, one file per verb: resolve settings, call a client, print.

mod completions;
mod configure;
mod webhook;

use crate::cli::Command;
use crate::error::{Outcome, Result};
use crate::Ctx;

pub async fn dispatch(ctx: &Ctx, command: Command) -> Result<Outcome> {
    match command {
        Command::Configure(args) => configure::run(ctx, &args),
        Command::Completions(args) => completions::run(&args),
        Command::Webhook(args) => webhook::run(ctx, args.command).await,
    }
}
