//! The command reference ward prints about itself: shell completions and manual pages.

use std::path::PathBuf;

use clap::Args;
use clap_complete::Shell;

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// Shell to print the script for
    #[arg(value_enum, required_unless_present = "dir")]
    pub shell: Option<Shell>,

    /// Write the scripts for every supported shell into this directory
    #[arg(long, conflicts_with = "shell")]
    pub dir: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct ManArgs {
    /// Write `ward.1` and one page per subcommand (`ward-project-list.1`, ...) into this
    /// directory instead of printing `ward.1`
    #[arg(long)]
    pub dir: Option<PathBuf>,
}
