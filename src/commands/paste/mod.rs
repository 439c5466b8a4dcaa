//! `ward paste`: pastes holding an e-mail address.

mod account;

use crate::cli::{PasteArgs, PasteCommand};
use crate::error::{Outcome, Result};
use crate::run::Ctx;

pub(super) async fn run(ctx: &Ctx, args: PasteArgs) -> Result<Outcome> {
    match &args.command {
        PasteCommand::Account(command) => account::run(ctx, &args.api, command).await,
    }
}
