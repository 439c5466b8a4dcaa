//! `ward auth` (the action's main step), `ward auth cleanup` (its post step) and
//! `ward auth subject-token` (what credentials files run to refresh) and the
//! `print-*-token` commands for scripts.

mod bare;
mod cleanup;
mod print_token;
mod report;
mod serve;
mod shared;
mod subject_token;

use crate::cli::{AuthArgs, AuthCommand};
use crate::error::{Outcome, Result};
use crate::run::Ctx;

pub(super) async fn run(ctx: &Ctx, args: AuthArgs) -> Result<Outcome> {
    match args.command {
        Some(AuthCommand::Cleanup(cleanup)) => cleanup::run(ctx, &cleanup),
        Some(AuthCommand::PrintAccessToken) => print_token::access(ctx).await,
        Some(AuthCommand::PrintIdentityToken { audience }) => {
            print_token::identity(ctx, &audience).await
        }
        Some(AuthCommand::SubjectToken(args)) => subject_token::run(ctx, &args).await,
        Some(AuthCommand::Serve(args)) => serve::run(ctx, &args).await,
        None => bare::run(ctx, &args.login).await,
    }
}
