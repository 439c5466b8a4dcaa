//! clap types only: the whole user-facing surface. Doc comments are the help text.

#[macro_use]
mod examples;

mod auth;
mod configure;
mod global;
mod integration;
mod key;
mod policy;
mod project;
mod provider;
mod reference;
mod release;
mod tag;
mod webhook;

use clap::{Parser, Subcommand};

pub use auth::{
    AuthArgs, AuthCleanupArgs, AuthCommand, AuthInputArgs, AuthLoginArgs, AuthServeArgs,
    AuthServeOptions, AuthSubjectTokenArgs, CiSourceArgs, ServeInputArgs, SERVE_INPUTS,
};
pub use configure::{ConfigureArgs, ConfigureSetting};
pub use global::{reference_command, ColorArg, GlobalArgs, OutputArg};
pub use integration::{IntegrationArgs, IntegrationCommand, IntegrationListArgs, KindArg};
pub use key::{KeyArgs, KeyCommand, KeyListArgs};
pub use policy::{
    PolicyAccessArgs, PolicyArgs, PolicyCheckArgs, PolicyCommand, PolicyDiffArgs, PolicyGetArgs,
    PolicyResourcesArgs,
};
pub use project::{
    ApiKeyArgs, EditArgs, EmailArg, ListEdit, OrderArg, PageArgs, ProjectAddArgs, ProjectApplyArgs,
    ProjectArgs, ProjectCommand, ProjectImportArgs, ProjectListArgs, ProjectRefArgs,
    ProjectRemoveArgs, ProjectSearchArgs, ProjectUpdateArgs, SettingsArgs,
};
pub use provider::{ProviderArgs, ProviderCommand, ProviderListArgs};
pub use reference::{CompletionsArgs, ManArgs};
pub use release::{
    ReleaseArgs, ReleaseCommand, ReleaseListArgs, ReleaseProjectArgs, ReleaseVersionArgs,
    ReleaseWatchArgs,
};
pub use tag::{TagArgs, TagCommand, TagCreateArgs, TagDeleteArgs, TagIdArgs, TagRenameArgs};
mod breach;
mod password;
mod paste;

pub use breach::{
    ApiVersionArg, BreachAccountArgs, BreachApiArgs, BreachArgs, BreachCommand, BreachGetArgs,
    BreachListArgs, VersionViaArg,
};
pub use password::{
    AuditInputFormat, PasswordArgs, PasswordAuditArgs, PasswordCheckArgs, PasswordCommand,
    PasswordDownloadArgs, PasswordExportArgs, PasswordRangeArgs, PasswordServeArgs,
    PasswordVerifyArgs,
};
pub use paste::{PasteAccountArgs, PasteArgs, PasteCommand};
pub use webhook::{
    DomainArg, HmacArgs, JobStateArg, WebhookArgs, WebhookCommand, WebhookCreateArgs,
    WebhookDeleteArgs, WebhookIdArgs, WebhookJobsArgs, WebhookJobsCommand, WebhookSecretArgs,
    WebhookServeArgs, WebhookSignArgs, WebhookUpdateArgs,
};

/// Keep watch over a team's supply chain and CI credentials.
///
/// Release tracking, breach and password checks, cloud auth for CI, organization policy
/// reads and hub webhooks, in one binary. Data goes to stdout (table, JSON or NDJSON);
/// messages go to stderr.
#[derive(Debug, Parser)]
#[command(name = "ward", version = crate::version::LONG, propagate_version = true, after_long_help = crate::error::exit::help())]
#[command(after_help = "Run `ward COMMAND --help` for examples. See `ward --help` for exit codes.")]
#[command(mut_subcommands(global::brief_globals))]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,

    #[command(subcommand)]
    pub command: Command,
}

/// Only the global options of a command line, everything else skipped: read when clap
/// stops early for `--version`, so `ward --version -o json` can answer in JSON.
#[derive(Debug, Parser)]
#[command(
    name = "ward",
    disable_version_flag = true,
    disable_help_flag = true,
    ignore_errors = true
)]
pub struct GlobalOnly {
    #[command(flatten)]
    pub global: GlobalArgs,

    #[arg(long, short = 'V', hide = true)]
    version: bool,

    #[arg(hide = true, allow_hyphen_values = true, num_args = 0.., trailing_var_arg = true)]
    rest: Vec<std::ffi::OsString>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Tracked projects on the release tracker
    #[command(after_help = examples!(
        "ward project list --all",
        "ward project get github/golang/go",
        "ward project add github golang/go --email-notification daily",
    ))]
    Project(ProjectArgs),

    /// Releases and release notes of a tracked project
    #[command(after_help = examples!(
        "ward release list github/golang/go",
        "ward release latest github/golang/go",
        "ward release note github/golang/go go1.22.0",
    ))]
    Release(ReleaseArgs),

    /// Providers projects can be tracked from
    #[command(after_help = examples!("ward provider list --added"))]
    Provider(ProviderArgs),

    /// Notification integrations of the release tracker (chat channels, rooms, webhooks)
    #[command(after_help = examples!(
        "ward integration list",
        "ward integration list webhook -o json",
    ))]
    Integration(IntegrationArgs),

    /// Tags for grouping tracked projects
    #[command(after_help = examples!("ward tag list", "ward tag create production"))]
    Tag(TagArgs),

    /// The release-tracker account's API keys (signs in with e-mail and password)
    #[command(after_help = examples!("ward key list --email me@example.com"))]
    Key(KeyArgs),

    /// Search breached accounts, breaches and data classes (breach API)
    #[command(after_help = examples!(
        "ward breach account someone@example.com",
        "ward breach list --domain adobe.com",
        "ward breach get Adobe",
        "ward breach dataclasses",
    ))]
    Breach(BreachArgs),

    /// Search pastes holding an e-mail address (breach API)
    #[command(after_help = "Examples:\n  ward paste account someone@example.com")]
    Paste(PasteArgs),

    /// Check passwords by k-anonymity: only 5 hex characters of each hash are sent
    #[command(after_help = examples!(
        "ward password check",
        "ward password check --stdin < passwords.txt",
        "ward password range 5BAA6",
    ))]
    Password(PasswordArgs),

    /// Authenticate CI steps to the cloud: OIDC federation or a key, tokens, credentials file
    #[command(after_help = examples!(
        "ward auth --github-action     # as a workflow step (see action.yml)",
        "ward auth --workload-identity-provider \\",
        "    projects/123456/locations/global/workloadIdentityPools/ci/providers/github \\",
        "    --service-account deployer@my-project.iam.gserviceaccount.com \\",
        "    --token-format access_token -o json",
        "ward auth --credentials-json @key.json --credentials-dir . --print-env",
        "ward auth cleanup",
    ))]
    Auth(Box<AuthArgs>),

    /// Read an organization's IAM policy with the standard credential chain
    #[command(after_help = examples!(
        "ward policy get organizations/123456789012",
        "ward policy get 123456789012 --role roles/owner -o json",
    ))]
    Policy(PolicyArgs),

    /// Manage the hub's webhooks, and receive them with `ward webhook serve`
    #[command(after_help = examples!(
        "ward webhook list",
        "ward webhook create --url https://example.com/webhooks/build --watch org:acme",
        "WEBHOOK_SECRET=s3cret ward webhook serve --route build='make deploy'",
    ))]
    Webhook(WebhookArgs),

    /// Store API keys and tokens in the config file (mode 0600)
    #[command(after_help = examples!(
        "ward configure",
        "ward configure releases-key",
        "printf %s \"$KEY\" | ward configure releases-key --stdin",
        "ward configure --show",
    ))]
    Configure(ConfigureArgs),

    /// Write the manual pages (man(1) format)
    #[command(after_help = examples!("ward man | man -l -", "ward man --dir man"))]
    Man(ManArgs),

    /// Print a shell completion script
    #[command(after_help = examples!(
        "ward completions bash > ~/.local/share/bash-completion/completions/ward",
        "ward completions --dir completions",
    ))]
    Completions(CompletionsArgs),
}

impl Command {
    /// Whether this command reads anything from the config file.
    pub fn reads_config(&self) -> bool {
        !matches!(
            self,
            Self::Man(_)
                | Self::Completions(_)
                | Self::Webhook(WebhookArgs {
                    command: WebhookCommand::Serve(_),
                    ..
                })
        )
    }

    /// Whether this command writes TOML, the one place `-o toml` makes sense.
    pub fn writes_toml(&self) -> bool {
        matches!(self, Self::Project(args) if matches!(args.command, ProjectCommand::Export))
    }

    /// Whether this command prints `-o markdown` (the drift reports, for a pull-request
    /// comment or a CI step summary).
    pub fn writes_markdown(&self) -> bool {
        matches!(self, Self::Policy(args) if matches!(args.command, PolicyCommand::Diff(_) | PolicyCommand::Check(_)))
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        super::Cli::command().debug_assert();
    }

    /// Examples become literal help-template text, where `{name}` and the like would be
    /// replaced: none may contain a brace.
    #[test]
    fn no_example_contains_a_template_brace() {
        fn check(command: &clap::Command, out: &mut Vec<String>) {
            let text = command
                .get_after_help()
                .map(ToString::to_string)
                .unwrap_or_default();
            if text.contains('{') {
                out.push(command.get_name().to_string());
            }
            command.get_subcommands().for_each(|sub| check(sub, out));
        }
        let mut out = Vec::new();
        check(&super::Cli::command(), &mut out);
        assert!(out.is_empty(), "examples with braces: {out:?}");
    }

    /// Every command a user can run shows at least one example in its help.
    #[test]
    fn every_command_has_an_example() {
        fn missing(command: &clap::Command, path: &str, out: &mut Vec<String>) {
            let path = format!("{path} {}", command.get_name());
            let subcommands: Vec<_> = command
                .get_subcommands()
                .filter(|sub| sub.get_name() != "help")
                .collect();
            if subcommands.is_empty() {
                let help = command
                    .get_after_help()
                    .or(command.get_after_long_help())
                    .map(ToString::to_string)
                    .unwrap_or_default();
                if !help.contains("ward ") {
                    out.push(path.trim().to_string());
                }
            }
            for sub in subcommands {
                missing(sub, &path, out);
            }
        }
        let mut out = Vec::new();
        for sub in super::Cli::command().get_subcommands() {
            missing(sub, "ward", &mut out);
        }
        assert!(
            out.is_empty(),
            "commands without an example in their help: {out:?}"
        );
    }
}
