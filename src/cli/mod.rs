//! clap types only: the whole user-facing surface. Doc comments are the help text.

mod configure;
mod global;
mod integration;
mod key;
mod project;
mod provider;
mod release;
mod tag;

use clap::{Parser, Subcommand};

pub use configure::{CompletionsArgs, ConfigureArgs, ConfigureSetting};
pub use global::{ColorArg, GlobalArgs, OutputArg};
pub use integration::{IntegrationArgs, IntegrationCommand, IntegrationListArgs, KindArg};
pub use key::{KeyArgs, KeyCommand, KeyListArgs};
pub use project::{
    ApiKeyArgs, EditArgs, EmailArg, ListEdit, OrderArg, PageArgs, ProjectAddArgs, ProjectApplyArgs,
    ProjectArgs, ProjectCommand, ProjectImportArgs, ProjectListArgs, ProjectRefArgs,
    ProjectSearchArgs, ProjectUpdateArgs, SettingsArgs,
};
pub use provider::{ProviderArgs, ProviderCommand, ProviderListArgs};
pub use release::{
    ReleaseArgs, ReleaseCommand, ReleaseListArgs, ReleaseProjectArgs, ReleaseVersionArgs,
};
pub use tag::{TagArgs, TagCommand, TagCreateArgs, TagIdArgs, TagRenameArgs};

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

    /// Tracked projects on the release tracker
    #[command(
        after_help = "Examples:\n  ward project list --all\n  ward project get github/golang/go\n  ward project add github golang/go --email-notification daily"
    )]
    Project(ProjectArgs),

    /// Releases and release notes of a tracked project
    #[command(
        after_help = "Examples:\n  ward release list github/golang/go\n  ward release latest github/golang/go\n  ward release note github/golang/go go1.22.0"
    )]
    Release(ReleaseArgs),

    /// Providers projects can be tracked from
    #[command(after_help = "Example:\n  ward provider list --added")]
    Provider(ProviderArgs),

    /// Notification integrations of the release tracker (chat channels, rooms, webhooks)
    #[command(
        after_help = "Examples:\n  ward integration list\n  ward integration list webhook -o json"
    )]
    Integration(IntegrationArgs),

    /// Tags for grouping tracked projects
    #[command(after_help = "Examples:\n  ward tag list\n  ward tag create production")]
    Tag(TagArgs),

    /// The release-tracker account's API keys (signs in with e-mail and password)
    #[command(after_help = "Example:\n  ward key list --email me@example.com")]
    Key(KeyArgs),
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        super::Cli::command().debug_assert();
    }
}
