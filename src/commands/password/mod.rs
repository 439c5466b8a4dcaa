//! `ward password`: k-anonymity checks against the pwned-password range API.

mod audit;
mod check;
mod download;
mod export;
mod range;
mod serve;
mod stored;
mod verify;

use crate::cli::{PasswordArgs, PasswordCommand};
use crate::error::{Outcome, Result};
use crate::run::Ctx;

pub(super) async fn run(ctx: &Ctx, args: PasswordArgs) -> Result<Outcome> {
    match &args.command {
        PasswordCommand::Audit(command) => audit::run(ctx, command).await,
        PasswordCommand::Check(command) => check::run(ctx, command).await,
        PasswordCommand::Range(command) => range::run(ctx, command).await,
        PasswordCommand::Download(command) => download::run(ctx, command).await,
        PasswordCommand::Export(command) => export::run(ctx, command).await,
        PasswordCommand::Verify(command) => verify::run(ctx, command).await,
        PasswordCommand::Serve(command) => serve::run(ctx, command).await,
    }
}
