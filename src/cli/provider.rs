//! `ward provider list` (spec 1 §4 row 12).

use clap::{Args, Subcommand};

use super::project::ApiKeyArgs;

#[derive(Debug, Args)]
pub struct ProviderArgs {
    #[command(flatten)]
    pub key: ApiKeyArgs,

    #[command(subcommand)]
    pub command: ProviderCommand,
}

#[derive(Debug, Subcommand)]
pub enum ProviderCommand {
    /// List the providers projects can come from
    #[command(after_help = examples!("ward provider list", "ward provider list --added -o json"))]
    List(ProviderListArgs),
}

#[derive(Debug, Args)]
pub struct ProviderListArgs {
    /// Only providers of projects you track
    #[arg(long)]
    pub added: bool,
}
