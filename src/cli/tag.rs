//! `ward tag ...` (spec 1 §4 rows 22-26).

use clap::{Args, Subcommand};

use super::project::ApiKeyArgs;

#[derive(Debug, Args)]
pub struct TagArgs {
    #[command(flatten)]
    pub key: ApiKeyArgs,

    #[command(subcommand)]
    pub command: TagCommand,
}

#[derive(Debug, Subcommand)]
pub enum TagCommand {
    /// List tags
    #[command(after_help = examples!("ward tag list", "ward tag list -o json"))]
    List,

    /// Show one tag
    #[command(after_help = examples!("ward tag get 33f1db7254b9"))]
    Get(TagIdArgs),

    /// Create a tag
    #[command(after_help = examples!("ward tag create production"))]
    Create(TagCreateArgs),

    /// Rename a tag
    #[command(after_help = examples!("ward tag rename 33f1db7254b9 staging"))]
    Rename(TagRenameArgs),

    /// Delete a tag (projects keep tracking, without it)
    #[command(after_help = examples!("ward tag delete 33f1db7254b9 --yes"))]
    Delete(TagDeleteArgs),
}

#[derive(Debug, Args)]
pub struct TagIdArgs {
    /// Tag ID (`ward tag list` shows them)
    pub id: String,
}

#[derive(Debug, Args)]
pub struct TagDeleteArgs {
    #[command(flatten)]
    pub tag: TagIdArgs,

    /// Do not ask for confirmation (needed without a terminal)
    #[arg(short, long)]
    pub yes: bool,
}

#[derive(Debug, Args)]
pub struct TagCreateArgs {
    /// Name of the new tag
    pub name: String,
}

#[derive(Debug, Args)]
pub struct TagRenameArgs {
    /// Tag ID
    pub id: String,

    /// New name
    pub name: String,
}
