//! `ward breach`: breached accounts, breaches and data classes.

mod account;
mod dataclasses;
mod get;
mod list;

use crate::cli::{BreachArgs, BreachCommand};
use crate::error::{Outcome, Result};
use crate::run::Ctx;

pub(crate) async fn run(ctx: &Ctx, args: BreachArgs) -> Result<Outcome> {
    match &args.command {
        BreachCommand::Account(command) => account::run(ctx, &args.api, command).await,
        BreachCommand::List(command) => list::run(ctx, &args.api, command).await,
        BreachCommand::Get(command) => get::run(ctx, &args.api, command).await,
        BreachCommand::Dataclasses => dataclasses::run(ctx, &args.api).await,
    }
}
