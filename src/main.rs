use std::io::IsTerminal;
use std::process::ExitCode;

use clap::Parser;
use ward::cli::{Cli, ColorArg};
use ward::error::{exit, Error};
use ward::output::ColorChoice;

fn main() -> ExitCode {
    let cli = Cli::parse();
    init_logging(cli.global.verbose, cli.global.quiet, cli.global.color);
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => return report(&Error::io("could not start the async runtime", error)),
    };
    match runtime.block_on(ward::run(cli)) {
        Ok(outcome) => ExitCode::from(outcome.exit_code()),
        Err(error) => report(&error),
    }
}

/// The one place errors are printed and turned into an exit code.
fn report(error: &Error) -> ExitCode {
    if let Error::Io { source, .. } = error {
        // `ward ... | head` closing the pipe early is not a failure.
        if source.kind() == std::io::ErrorKind::BrokenPipe {
            return ExitCode::from(exit::SUCCESS);
        }
    }
    eprintln!("ward: error: {error}");
    if let Some(hint) = error.hint() {
        eprintln!("hint: {hint}");
    }
    ExitCode::from(error.exit_code())
}

fn init_logging(verbose: u8, quiet: bool, color: ColorArg) {
    // `-v` logs go to stderr: colour only where a person reads them, as `--color` says.
    let choice = match color {
        ColorArg::Always => ColorChoice::Always,
        ColorArg::Never => ColorChoice::Never,
        ColorArg::Auto => ColorChoice::Auto,
    };
    let ansi = choice.enabled(std::io::stderr().is_terminal());
    let level = match (quiet, verbose) {
        (true, _) => "error",
        (false, 0) => "warn",
        (false, 1) => "ward=debug,ward_client=debug,warn",
        (false, _) => "ward=trace,ward_client=trace,info",
    };
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new(level))
        .with_writer(std::io::stderr)
        .with_ansi(ansi)
        .without_time()
        .with_target(false)
        .init();
}
