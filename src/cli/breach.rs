use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

use ward_client::breaches::{ApiVersion, VersionVia};

/// Search breached accounts, breaches and data classes
#[derive(Debug, Args)]
pub struct BreachArgs {
    #[command(flatten)]
    pub api: BreachApiArgs,

    #[command(subcommand)]
    pub command: BreachCommand,
}

/// Which version of the breach API to speak, shared by `breach` and `paste`.
#[derive(Debug, Clone, Args)]
pub struct BreachApiArgs {
    /// API version: 2 (the default, no key) or 3 (a key is needed for account and paste
    /// searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]
    #[arg(long, global = true, value_enum, value_name = "VERSION")]
    pub api_version: Option<ApiVersionArg>,

    /// How version 2 is selected: in the URL (default), with the `api-version` header or by
    /// content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config:
    /// breaches.version_via]
    #[arg(long, global = true, value_enum, value_name = "METHOD")]
    pub version_via: Option<VersionViaArg>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ApiVersionArg {
    #[value(name = "2")]
    V2,
    #[value(name = "3")]
    V3,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum VersionViaArg {
    /// /api/v2/SERVICE/PARAMETER
    Url,
    /// the `api-version: 2` header
    Header,
    /// `Accept: application/vnd.haveibeenpwned.v2+json`
    Accept,
}

impl From<ApiVersionArg> for ApiVersion {
    fn from(arg: ApiVersionArg) -> Self {
        match arg {
            ApiVersionArg::V2 => Self::V2,
            ApiVersionArg::V3 => Self::V3,
        }
    }
}

impl From<VersionViaArg> for VersionVia {
    fn from(arg: VersionViaArg) -> Self {
        match arg {
            VersionViaArg::Url => Self::Url,
            VersionViaArg::Header => Self::Header,
            VersionViaArg::Accept => Self::Accept,
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum BreachCommand {
    /// Breaches an account (e-mail address or username) appears in; exit 10 when it does
    #[command(after_help = concat!(
        examples!(
            "ward breach account someone@example.com",
            "ward breach account --file accounts.txt -o ndjson",
            "cut -d, -f1 users.csv | ward breach account --file - --truncate",
        ),
        "\n\nAccounts are searched one request every 1.6 s (the service's limit, shared by every\n\
         ward process on this machine). Exit 0: no breach found; 10: at least one account\n\
         appears in a breach.",
    ))]
    Account(BreachAccountArgs),

    /// Every breach in the system, sorted by title
    #[command(after_help = examples!(
        "ward breach list",
        "ward breach list --domain adobe.com -o json",
    ))]
    List(BreachListArgs),

    /// One breach by its name (the Name field, e.g. Adobe)
    #[command(after_help = examples!("ward breach get Adobe", "ward breach get Adobe -o json"))]
    Get(BreachGetArgs),

    /// Every data class (attribute of a compromised record), alphabetically
    #[command(after_help = examples!("ward breach dataclasses", "ward breach dataclasses -o json"))]
    Dataclasses,
}

#[derive(Debug, Args)]
pub struct BreachAccountArgs {
    /// Accounts to search: e-mail addresses or usernames (trimmed; case does not matter);
    /// `-` reads them from standard input, one per line
    #[arg(value_name = "ACCOUNT", required_unless_present = "file")]
    pub accounts: Vec<String>,

    /// Read accounts from a file, one per line (`-` for standard input); blank lines are
    /// skipped
    #[arg(short, long)]
    pub file: Option<PathBuf>,

    /// Return only the name of each breach (a much smaller answer)
    #[arg(long)]
    pub truncate: bool,

    /// Only breaches of this domain (e.g. adobe.com)
    #[arg(long)]
    pub domain: Option<String>,

    /// Include breaches flagged as unverified
    #[arg(long)]
    pub include_unverified: bool,
}

#[derive(Debug, Args)]
pub struct BreachListArgs {
    /// Only breaches of this domain (e.g. adobe.com)
    #[arg(long)]
    pub domain: Option<String>,
}

#[derive(Debug, Args)]
pub struct BreachGetArgs {
    /// The breach's Name (not its title), as `ward breach list` shows it
    pub name: String,
}
