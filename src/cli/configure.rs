use std::path::PathBuf;

use clap::{Args, ValueEnum};
use clap_complete::Shell;

#[derive(Debug, Args)]
pub struct ConfigureArgs {
    /// The one setting to store; all secrets are prompted for when omitted
    #[arg(value_enum)]
    pub setting: Option<ConfigureSetting>,

    /// Read the value from standard input (for scripts) instead of a prompt
    #[arg(long, requires = "setting")]
    pub stdin: bool,

    /// Remove the setting from the config file
    #[arg(long, requires = "setting", conflicts_with = "stdin")]
    pub unset: bool,

    /// Show which settings are stored (secrets are never printed) and where, and each
    /// service's base URL with its source
    #[arg(long, conflicts_with_all = ["setting", "stdin", "unset"])]
    pub show: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ConfigureSetting {
    /// Release-tracker API key (sent as X-Key)
    ReleasesKey,
    /// Release-tracker account e-mail (for `ward key list`)
    ReleasesEmail,
    /// Breach API key (for API version 3)
    BreachKey,
    /// Hub access token (for `ward webhook`)
    HubToken,
}

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
