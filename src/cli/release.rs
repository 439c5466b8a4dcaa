//! `ward release ...`: a project's releases and release notes (spec 1 §4 rows 8-11).

use clap::{Args, Subcommand};

use super::project::{ApiKeyArgs, PageArgs};

#[derive(Debug, Args)]
pub struct ReleaseArgs {
    #[command(flatten)]
    pub key: ApiKeyArgs,

    #[command(subcommand)]
    pub command: ReleaseCommand,
}

#[derive(Debug, Subcommand)]
pub enum ReleaseCommand {
    /// List a project's releases, newest first
    #[command(after_help = examples!(
        "ward release list github/golang/go",
        "ward release list github/golang/go --all -o ndjson",
        "ward release list pf4w494lbjsd3ydp5hnf4gsptw --page 3",
    ))]
    List(ReleaseListArgs),

    /// Show one release of a project
    #[command(after_help = examples!(
        "ward release get github/golang/go go1.22.0",
        "ward release get gitlab/group/sub/project release/v1.1.0 -o json",
    ))]
    Get(ReleaseVersionArgs),

    /// Show the latest release that is not excluded by the project's filters
    #[command(after_help = examples!(
        "ward release latest github/golang/go",
        "ward release latest npm/@scope/pkg -o json",
    ))]
    Latest(ReleaseProjectArgs),

    /// Show a release note, rendered as text
    #[command(after_help = examples!(
        "ward release note github/golang/go go1.22.0",
        "ward release note github/golang/go go1.22.0 -o json",
    ))]
    Note(ReleaseVersionArgs),
}

#[derive(Debug, Args)]
pub struct ReleaseListArgs {
    /// Project ID, or PROVIDER/NAME (NAME may contain `/`)
    pub project: String,

    #[command(flatten)]
    pub pages: PageArgs,
}

#[derive(Debug, Args)]
pub struct ReleaseProjectArgs {
    /// Project ID, or PROVIDER/NAME (NAME may contain `/`)
    pub project: String,
}

#[derive(Debug, Args)]
pub struct ReleaseVersionArgs {
    /// Project ID, or PROVIDER/NAME (NAME may contain `/`)
    pub project: String,

    /// Version exactly as listed (a `/` in it is part of the version)
    // `version` is taken by --version.
    #[arg(id = "release_version", value_name = "VERSION")]
    pub version: String,
}
