//! A run's context: the `Io` a run is handed and the `Ctx` every command gets, built from
//! it and the global options (`commands::run_with` does, then dispatches the command).

use std::sync::Arc;
use std::time::Duration;

use crate::cli::{ColorArg, GlobalArgs, OutputArg};
use crate::config::Config;
use crate::environment::Env;
use crate::error::{Error, Result};
use crate::interrupt::Interrupts;
use crate::output::{ColorChoice, Format, Jq, Printer, Terminal};
use crate::prompt::Prompter;
use ward_client::http::{Http, HttpSettings};

/// What every command gets: the resolved global options, the printer and the terminal it
/// writes to, the shared HTTP client, the config file and the environment. Output and
/// environment are values here, never read from the process by a command, so a command
/// can run in-process against a captured terminal and a fixed environment.
#[derive(Debug, Clone)]
pub(crate) struct Ctx {
    pub printer: Printer,
    pub http: Http,
    pub config: Config,
    pub env: Env,
    pub interrupts: Interrupts,
    /// Asks the user on the run's terminal, when the environment allows it.
    pub prompter: Prompter,
}

/// The outside world a run talks to: its terminal, its environment and its interrupts.
#[derive(Debug, Clone)]
pub struct Io {
    pub terminal: Terminal,
    pub env: Env,
    pub interrupts: Interrupts,
}

impl Io {
    /// The process's own standard streams, environment and Ctrl-C.
    pub fn process() -> Self {
        Self {
            terminal: Terminal::real(),
            env: Env::process(),
            interrupts: Interrupts::ctrl_c(),
        }
    }
}

impl Ctx {
    /// `load_config` false gives an empty config, for commands that read nothing from the
    /// file: a broken or unreadable file must not stop them.
    pub(crate) fn build(global: &GlobalArgs, load_config: bool, io: Io) -> Result<Self> {
        let format = if global.json {
            if let Some(output) = explicit_output_besides_json(global, &io.env) {
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
                Some(OutputArg::Table | OutputArg::Toml | OutputArg::Markdown) | None => {
                    Format::Table
                }
            }
        };
        // Checked before anything else happens, so a bad expression sends no request.
        let jq = global.jq.as_deref().map(Jq::new).transpose()?;
        // `--jq` reads JSON: without `-o`, the document `-o json` prints.
        let format = if jq.is_some() && format == Format::Table {
            Format::Json
        } else {
            format
        };
        let color = match global.color {
            ColorArg::Auto => ColorChoice::Auto,
            ColorArg::Always => ColorChoice::Always,
            ColorArg::Never => ColorChoice::Never,
        };
        let Io {
            terminal,
            env,
            interrupts,
        } = io;
        let prompter = Prompter::new(terminal.clone(), env.clone());
        let printer = Printer::on(
            terminal,
            &env,
            format,
            color,
            global.quiet,
            global.no_progress,
        )
        .with_jq(jq)
        .with_markdown(format == Format::Table && global.output == Some(OutputArg::Markdown));
        let settings = HttpSettings {
            timeout: Duration::from_secs_f64(global.timeout),
            retries: global.retries,
            direct: !proxy_configured(&env),
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
            Config::load(global.config.as_deref(), &env)?
        } else {
            Config::unloaded(global.config.as_deref(), &env)
        };
        Ok(Self {
            printer,
            http,
            config,
            env,
            interrupts,
            prompter,
        })
    }
}

/// Whether the environment names a proxy for plain-HTTP requests, which reqwest (and so
/// every request but the direct ones) then goes through: direct connections are made only
/// when it names none, so a proxy the user set is never bypassed.
fn proxy_configured(env: &Env) -> bool {
    ["http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"]
        .iter()
        .any(|name| env.var_os(name).is_some_and(|value| !value.is_empty()))
}

/// The `-o` value that contradicts `--json`, if any. `-o json` agrees with it, and a value
/// that only came from `WARD_OUTPUT` is a default the flag overrides, not a conflict.
fn explicit_output_besides_json(global: &GlobalArgs, env: &Env) -> Option<&'static str> {
    let output = global.output.filter(|output| *output != OutputArg::Json)?;
    let name = match output {
        OutputArg::Table => "table",
        OutputArg::Json => "json",
        OutputArg::Ndjson => "ndjson",
        OutputArg::Toml => "toml",
        OutputArg::Markdown => "markdown",
    };
    let from_env = env
        .var_os("WARD_OUTPUT")
        .and_then(|value| value.into_string().ok())
        .is_some_and(|value| value.trim().eq_ignore_ascii_case(name));
    (!from_env).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::proxy_configured;
    use crate::environment::Env;

    #[test]
    fn a_proxy_for_plain_http_in_any_spelling_turns_direct_connections_off() {
        for name in ["http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"] {
            assert!(
                proxy_configured(&Env::fixed([(name, "http://proxy:3128")])),
                "{name}"
            );
            assert!(!proxy_configured(&Env::fixed([(name, "")])), "{name} empty");
        }
        // A proxy for https alone leaves plain-HTTP requests direct, as reqwest does.
        assert!(!proxy_configured(&Env::fixed([(
            "HTTPS_PROXY",
            "http://proxy:3128"
        )])));
        assert!(!proxy_configured(&Env::fixed::<&str, &str>([])));
    }
}
