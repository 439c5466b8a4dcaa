use clap::{Args, ValueEnum};

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
