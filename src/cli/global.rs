use std::path::PathBuf;

use clap::{Args, ValueEnum};

/// More retries than this only stretch an outage into a hang.
const MAX_RETRIES: i64 = 10;

/// The longest `--timeout`, one day.
const MAX_TIMEOUT_SECONDS: f64 = 86_400.0;

fn parse_timeout(text: &str) -> Result<f64, String> {
    let seconds: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("\"{text}\" is not a number of seconds"))?;
    if seconds.is_finite() && seconds > 0.0 && seconds <= MAX_TIMEOUT_SECONDS {
        Ok(seconds)
    } else {
        Err(format!(
            "give a number of seconds more than 0 and at most {MAX_TIMEOUT_SECONDS}"
        ))
    }
}

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

    /// Seconds one HTTP request may take, connection included (more than 0, at most 86400)
    #[arg(
        long,
        global = true,
        value_name = "SECONDS",
        default_value_t = 30.0,
        env = "WARD_TIMEOUT",
        value_parser = parse_timeout
    )]
    pub timeout: f64,

    /// How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)
    #[arg(
        long,
        global = true,
        value_name = "N",
        default_value_t = 3,
        env = "WARD_RETRIES",
        value_parser = clap::value_parser!(u32).range(0..=MAX_RETRIES)
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
