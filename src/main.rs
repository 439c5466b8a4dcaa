// The binary's own writes (clap's messages, the final report, log lines) go to the
// process's streams directly: there is no run, so no Terminal, before parsing and after it.
#![deny(clippy::disallowed_methods, clippy::print_stdout, clippy::print_stderr)]
#![warn(clippy::unwrap_used)]

use std::process::ExitCode;

use clap::Parser;
use tracing_subscriber::filter::{LevelFilter, Targets};
use tracing_subscriber::layer::SubscriberExt as _;
use tracing_subscriber::util::SubscriberInitExt as _;
use ward::cli::{Cli, ColorArg, GlobalOnly, OutputArg};
use ward::error::{exit, Error};
use ward::output::{sanitize, ColorChoice, Terminal};
use ward::run::Io;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if error.kind() == clap::error::ErrorKind::DisplayVersion => {
            return print_version(error)
        }
        Err(error) => return usage_error(&error),
    };
    let io = Io::process();
    // The run's terminal, shared with the log writer and the final report: both escape
    // their lines once the run writes workflow commands.
    let terminal = io.terminal.clone();
    init_logging(
        cli.global.verbose,
        cli.global.quiet,
        cli.global.color,
        terminal.clone(),
    );
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            return report(
                &Error::io("could not start the async runtime", error),
                &terminal,
            )
        }
    };
    match runtime.block_on(ward::commands::run_with(cli, io)) {
        Ok(outcome) => ExitCode::from(outcome.exit_code()),
        Err(error) => report(&error, &terminal),
    }
}

#[allow(
    clippy::disallowed_methods,
    clippy::print_stderr,
    reason = "clap stops before a run, so there is no Terminal yet"
)]
/// `ward --version`: clap's line, or the same facts as JSON when `-o json`/`ndjson` or
/// `--json` is on the line.
fn print_version(display: clap::Error) -> ExitCode {
    let global = GlobalOnly::parse().global;
    let json = global.json || matches!(global.output, Some(OutputArg::Json | OutputArg::Ndjson));
    if !json {
        display.exit();
    }
    let written = serde_json::to_string(&ward::version::VERSION)
        .map_err(|error| Error::runtime(format!("could not encode the version: {error}")))
        .and_then(|line| {
            use std::io::Write;
            writeln!(std::io::stdout(), "{line}")
                .map_err(|error| Error::io("could not write to standard output", error))
        });
    match written {
        Ok(()) => ExitCode::from(exit::SUCCESS),
        Err(error) => {
            let report = error.report();
            eprint!("{}", report.stderr);
            ExitCode::from(report.code)
        }
    }
}

/// clap's own message for a bad command line, with the `ward: error:` every error line
/// starts with. Help and version requests (and help shown for a missing subcommand) are
/// printed as clap prints them.
#[allow(
    clippy::print_stderr,
    reason = "clap stops before a run, so there is no Terminal yet"
)]
fn usage_error(error: &clap::Error) -> ExitCode {
    if !error.use_stderr() {
        error.exit()
    }
    let text = error.render().to_string();
    let text = match text.strip_prefix("error:") {
        Some(rest) => format!("ward: error:{rest}"),
        None => text,
    };
    // No run has started, so no workflow commands have been written.
    eprint!("{}", sanitize(&text));
    // clap's code (2) for usage errors, so scripts see what they always saw.
    ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(exit::USAGE))
}

/// Errors are printed as the library reports them (`Error::report_escaping`), escaped as
/// the run's other stderr lines are.
fn report(error: &Error, terminal: &Terminal) -> ExitCode {
    let report = error.report_escaping(terminal.escapes_workflow_commands());
    // Nowhere is left to tell of a failure to write the report.
    let _ = terminal.write_stderr(report.stderr.as_bytes());
    ExitCode::from(report.code)
}

fn init_logging(verbose: u8, quiet: bool, color: ColorArg, terminal: Terminal) {
    // `-v` logs go to stderr: colour only where a person reads them, as `--color` says.
    let choice = match color {
        ColorArg::Always => ColorChoice::Always,
        ColorArg::Never => ColorChoice::Never,
        ColorArg::Auto => ColorChoice::Auto,
    };
    let ansi = choice.enabled(terminal.stderr_is_terminal());
    // ward's own targets get the verbosity asked for; libraries stay at warnings (info at
    // -vv). A fixed target list, not an env-filter, keeps a regex engine out of the binary.
    let (own, others) = match (quiet, verbose) {
        (true, _) => (LevelFilter::ERROR, LevelFilter::ERROR),
        (false, 0) => (LevelFilter::WARN, LevelFilter::WARN),
        (false, 1) => (LevelFilter::DEBUG, LevelFilter::WARN),
        (false, _) => (LevelFilter::TRACE, LevelFilter::INFO),
    };
    let filter = Targets::new()
        .with_default(others)
        .with_target("ward", own)
        .with_target("ward_client", own);
    tracing_subscriber::fmt()
        .with_writer(move || LogWriter {
            ansi,
            terminal: terminal.clone(),
        })
        .with_ansi(ansi)
        .without_time()
        .with_target(false)
        .with_max_level(LevelFilter::TRACE)
        .finish()
        .with(filter)
        .init();
}

/// `-v` lines get the escaping of every other stderr line (in `--github-action` mode: one
/// line, no workflow command), except that colour codes pass when colour is on outside it.
struct LogWriter {
    ansi: bool,
    terminal: Terminal,
}

impl std::io::Write for LogWriter {
    // The formatter hands over each event whole, in one write.
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let text = String::from_utf8_lossy(buf);
        let line = text.strip_suffix('\n').unwrap_or(&text);
        let line = if self.ansi && !self.terminal.escapes_workflow_commands() {
            line.to_string()
        } else {
            self.terminal.stderr_text(line)
        };
        self.terminal.write_stderr(format!("{line}\n").as_bytes())?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        // Every write to the terminal is flushed as it is made.
        Ok(())
    }
}
