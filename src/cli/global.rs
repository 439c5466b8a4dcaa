use std::path::PathBuf;

use clap::{Args, ValueEnum};

/// Options accepted anywhere on the command line.
#[derive(Debug, Args)]
pub struct GlobalArgs {
    /// Output format: table for people, json for scripts, ndjson for one object per line
    /// (toml is accepted by `project export` only)
    #[arg(
        short = 'o',
        long,
        global = true,
        value_enum,
        value_name = "FORMAT",
        env = "WARD_OUTPUT"
    )]
    pub output: Option<OutputArg>,

    /// Same as `-o json`
    #[arg(long, global = true)]
    pub json: bool,

    /// Print only data and errors
    #[arg(short, long, global = true, conflicts_with = "verbose")]
    pub quiet: bool,

    /// Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more
    #[arg(short, long, global = true, action = clap::ArgAction::Count)]
    pub verbose: u8,

    /// Seconds one HTTP request may take, connection included
    #[arg(
        long,
        global = true,
        value_name = "SECONDS",
        default_value_t = 30.0,
        env = "WARD_TIMEOUT"
    )]
    pub timeout: f64,

    /// How many times a failed request is retried (connection errors, 429, 502-504)
    #[arg(
        long,
        global = true,
        value_name = "N",
        default_value_t = 3,
        env = "WARD_RETRIES"
    )]
    pub retries: u32,

    /// Never draw progress bars
    #[arg(long, global = true)]
    pub no_progress: bool,

    /// Config file to use instead of the default (<config dir>/ward/config.toml)
    #[arg(long, global = true, value_name = "FILE", env = "WARD_CONFIG")]
    pub config: Option<PathBuf>,

    /// When to use colour (NO_COLOR is honoured with auto)
    #[arg(long, global = true, value_enum, value_name = "WHEN", default_value_t = ColorArg::Auto)]
    pub color: ColorArg,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OutputArg {
    Table,
    Json,
    Ndjson,
    /// The file format of `project export` (its default there)
    Toml,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorArg {
    Auto,
    Always,
    Never,
}
