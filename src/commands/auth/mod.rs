//! `ward auth` (the action's main step), `ward auth cleanup` (its post step) and
//! `ward auth subject-token` (what credentials files run to refresh) and the
//! `print-*-token` commands for scripts.

mod bare;
mod cleanup;
mod print_token;
mod report;
mod serve;
mod serve_record;
mod serve_report;
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

fn ci_options(args: &crate::cli::CiSourceArgs) -> crate::auth::ci::CiOptions {
    crate::auth::ci::CiOptions {
        ci: args.ci.system(),
        token_env: args.oidc_token_env.clone(),
        token_file: args.oidc_token_file.clone(),
        token_command: args.oidc_token_command.clone(),
        azure_service_connection_id: args.azure_service_connection_id.clone(),
    }
}
