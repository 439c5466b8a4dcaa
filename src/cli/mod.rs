//! clap types only: the whole user-facing surface. Doc comments are the help text.

mod configure;
mod global;
mod webhook;

use clap::{Parser, Subcommand};

pub use configure::{CompletionsArgs, ConfigureArgs, ConfigureSetting};
pub use global::{ColorArg, GlobalArgs, OutputArg};
pub use webhook::{
    DomainArg, WebhookArgs, WebhookCommand, WebhookCreateArgs, WebhookDeleteArgs, WebhookIdArgs,
    WebhookSecretArgs, WebhookServeArgs, WebhookUpdateArgs,
};

const EXIT_CODES: &str = "\
Exit codes:
  0   success, and nothing compromised
  1   runtime failure (network, server, I/O)
  2   usage or bad input
  3   authentication or permission refused (401/403)
  4   not found
  5   rate limited after all retries
  10  a check found something compromised (pwned password, breached account)";

/// Keep watch over a team's supply chain and CI credentials.
///
/// Release tracking, breach and password checks, cloud auth for CI, organization policy
/// reads and hub webhooks, in one binary. Data goes to stdout (table, JSON or NDJSON);
/// messages go to stderr.
#[derive(Debug, Parser)]
#[command(name = "ward", version, propagate_version = true, after_long_help = EXIT_CODES)]
#[command(after_help = "Run `ward COMMAND --help` for examples. See `ward --help` for exit codes.")]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Store API keys and tokens in the config file (mode 0600)
    #[command(
        after_help = "Examples:\n  ward configure\n  ward configure releases-key\n  printf %s \"$KEY\" | ward configure releases-key --stdin\n  ward configure --show"
    )]
    Configure(ConfigureArgs),

    /// Print a shell completion script
    #[command(
        after_help = "Examples:\n  ward completions bash > ~/.local/share/bash-completion/completions/ward\n  ward completions --dir completions"
    )]
    Completions(CompletionsArgs),

    /// Manage the hub's webhooks, and receive them with `ward webhook serve`
    #[command(
        after_help = "Examples:\n  ward webhook list\n  ward webhook create --url https://example.com/webhooks/build --watch org:acme\n  WEBHOOK_SECRET=s3cret ward webhook serve --route build='make deploy'"
    )]
    Webhook(WebhookArgs),
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        super::Cli::command().debug_assert();
    }
}
