//! `ward auth` (the action's main step) and `ward auth cleanup` (its post step).

mod cleanup;
mod login;
mod print_token;
mod report;

use crate::cli::{AuthArgs, AuthCommand};
use crate::error::{Outcome, Result};
use crate::Ctx;

pub async fn run(ctx: &Ctx, args: AuthArgs) -> Result<Outcome> {
    match args.command {
        Some(AuthCommand::Cleanup(cleanup)) => cleanup::run(ctx, &cleanup),
        Some(AuthCommand::PrintAccessToken) => print_token::access(ctx).await,
        Some(AuthCommand::PrintIdentityToken { audience }) => {
            print_token::identity(ctx, &audience).await
        }
        None => login::run(ctx, &args.login).await,
    }
}
