//! One folder per noun, one file per verb: resolve settings, call a client, print.

mod auth;
mod breach;
mod breach_client;
mod completions;
mod configure;
mod integration;
mod key;
mod man;
mod paging;
mod password;
mod paste;
mod policy;
mod project;
mod provider;
mod release;
mod tag;
mod webhook;

use std::future::Future;

use crate::cli::{Cli, Command, OutputArg};
use crate::error::{Error, Outcome, Result};
use crate::run::{Ctx, Io};
use crate::services::releases;
use crate::views::releases::rate_notices;
use ward_client::releases::ReleasesClient;

/// Ask before a step that cannot be undone. When the question will be asked it names the
/// target as `described` finds it on the service, so the person sees exactly what goes;
/// otherwise no request is spent on that and `typed` names it.
pub(crate) async fn confirm_named(
    ctx: &Ctx,
    yes: bool,
    typed: String,
    described: impl Future<Output = Result<String>>,
    action: impl FnOnce(&str) -> String,
) -> Result<()> {
    let named = if ctx.prompter.will_ask(yes) {
        described.await?
    } else {
        typed
    };
    ctx.prompter.confirm(&crate::prompt::Confirmation {
        action: &action(&named),
        yes,
        has_dry_run: false,
    })
}

pub(crate) async fn dispatch(ctx: &Ctx, command: Command) -> Result<Outcome> {
    match command {
        Command::Configure(args) => configure::run(ctx, &args),
        Command::Completions(args) => completions::run(ctx, &args),
        Command::Man(args) => man::run(ctx, &args),
        Command::Auth(args) => auth::run(ctx, *args).await,
        Command::Policy(args) => policy::run(ctx, args).await,
        Command::Project(args) => project::run(ctx, args).await,
        Command::Release(args) => release::run(ctx, args).await,
        Command::Provider(args) => provider::run(ctx, args).await,
        Command::Integration(args) => integration::run(ctx, args).await,
        Command::Tag(args) => tag::run(ctx, args).await,
        Command::Key(args) => key::run(ctx, args).await,
        Command::Breach(args) => breach::run(ctx, args).await,
        Command::Paste(args) => paste::run(ctx, args).await,
        Command::Password(args) => password::run(ctx, args).await,
        Command::Webhook(args) => webhook::run(ctx, args.command).await,
    }
}

/// The release tracker's client for one run of a release-tracker noun: the five nouns
/// take the key the same way (`--api-key`, then the config), and notices of the rate
/// budget go to the run's stderr.
fn releases_client(ctx: &Ctx, api_key: Option<&str>) -> Result<ReleasesClient> {
    releases::client(
        &ctx.config,
        &ctx.http,
        releases::key_credentials(&ctx.config, api_key)?,
        rate_notices(&ctx.printer),
    )
}

/// Run one parsed command line with `io` as its terminal and environment: how tests run a
/// command in-process and read back what it printed.
pub async fn run_with(cli: Cli, io: Io) -> Result<Outcome> {
    if cli.global.output == Some(OutputArg::Toml) && !cli.global.json && !cli.command.writes_toml()
    {
        return Err(Error::usage(
            "-o toml is only accepted by `ward project export`; use -o table, json or ndjson here",
        ));
    }
    if cli.global.output == Some(OutputArg::Markdown)
        && !cli.global.json
        && !cli.command.writes_markdown()
    {
        return Err(Error::usage(
            "-o markdown is only accepted by `ward policy diff` and `ward policy check`; use -o table, json or ndjson here",
        ));
    }
    let ctx = Ctx::build(&cli.global, cli.command.reads_config(), io)?;
    dispatch(&ctx, cli.command).await
}
