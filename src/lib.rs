//! ward: one binary that keeps watch over a software team's supply chain and CI
//! credentials. `main.rs` parses and reports; everything else lives here.

pub mod auth;
pub mod cli;
pub mod clients;
pub mod commands;
pub mod config;
pub mod error;
mod explain;
mod input;
pub mod output;
pub mod prompt;
pub mod server;
pub(crate) mod services;
pub mod store;
pub mod version;
pub(crate) mod views;

pub use ward_client::{http, secret};

use std::sync::Arc;
use std::time::Duration;

use crate::cli::{Cli, ColorArg, GlobalArgs, OutputArg};
use crate::config::Config;
use crate::error::{Error, Outcome, Result};
use crate::http::{Http, HttpSettings};
use crate::output::{ColorChoice, Format, Printer};

/// What every command gets: the resolved global options, the printer, the shared HTTP
/// client and the config file.
#[derive(Debug, Clone)]
pub struct Ctx {
    pub printer: Printer,
    pub http: Http,
    pub config: Config,
    pub verbose: u8,
}

impl Ctx {
    pub fn from_global(global: &GlobalArgs) -> Result<Self> {
        Self::build(global, true)
    }

    /// `load_config` false gives an empty config, for commands that read nothing from the
    /// file: a broken or unreadable file must not stop them.
    fn build(global: &GlobalArgs, load_config: bool) -> Result<Self> {
        let format = if global.json {
            if let Some(output) = explicit_output_besides_json(global) {
                return Err(Error::usage(format!(
                    "--json and -o {output} ask for different formats; give only one of them"
                )));
            }
            Format::Json
        } else {
            match global.output {
                Some(OutputArg::Json) => Format::Json,
                Some(OutputArg::Ndjson) => Format::Ndjson,
                // `project export` writes TOML for its table format; `run` refuses `-o toml`
                // for every other command.
                Some(OutputArg::Table | OutputArg::Toml) | None => Format::Table,
            }
        };
        let color = match global.color {
            ColorArg::Auto => ColorChoice::Auto,
            ColorArg::Always => ColorChoice::Always,
            ColorArg::Never => ColorChoice::Never,
        };
        let printer = Printer::new(format, color, global.quiet, global.no_progress);
        let settings = HttpSettings {
            timeout: Duration::from_secs_f64(global.timeout),
            retries: global.retries,
            ..HttpSettings::default()
        };
        let notifier_printer = printer.clone();
        let http = Http::new(
            settings,
            Some(Arc::new(move |message: &str| {
                notifier_printer.info(message)
            })),
        )?;
        let config = if load_config {
            Config::load(global.config.as_deref())?
        } else {
            Config::unloaded(global.config.as_deref())
        };
        Ok(Self {
            printer,
            http,
            config,
            verbose: global.verbose,
        })
    }
}

/// The `-o` value that contradicts `--json`, if any. `-o json` agrees with it, and a value
/// that only came from `WARD_OUTPUT` is a default the flag overrides, not a conflict.
fn explicit_output_besides_json(global: &GlobalArgs) -> Option<&'static str> {
    let output = global.output.filter(|output| *output != OutputArg::Json)?;
    let name = match output {
        OutputArg::Table => "table",
        OutputArg::Json => "json",
        OutputArg::Ndjson => "ndjson",
        OutputArg::Toml => "toml",
    };
    let from_env =
        std::env::var("WARD_OUTPUT").is_ok_and(|value| value.trim().eq_ignore_ascii_case(name));
    (!from_env).then_some(name)
}

/// Run one parsed command line.
pub async fn run(cli: Cli) -> Result<Outcome> {
    if cli.global.output == Some(OutputArg::Toml) && !cli.global.json && !cli.command.writes_toml()
    {
        return Err(Error::usage(
            "-o toml is only accepted by `ward project export`; use -o table, json or ndjson here",
        ));
    }
    let ctx = Ctx::build(&cli.global, cli.command.reads_config())?;
    commands::dispatch(&ctx, cli.command).await
}
