use std::path::PathBuf;

use clap::builder::StyledStr;
use clap::{Args, Command, ValueEnum};

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
#[command(next_help_heading = "Global options")]
pub struct GlobalArgs {
    /// Output format: table for people, json for scripts, ndjson for one object per line
    /// (`project export` writes toml, json or ndjson)
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

    /// Apply a jq expression to the JSON output (each line of NDJSON); strings print raw
    #[arg(long, global = true, value_name = "EXPR")]
    pub jq: Option<String>,

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
    /// Hidden from the list: only `project export` accepts it, and its help says so.
    #[value(hide = true)]
    Toml,
    /// Hidden from the list: only `policy diff` and `policy check` accept it.
    #[value(hide = true)]
    Markdown,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorArg {
    Auto,
    Always,
    Never,
}

/// Subcommand help shows the command's own options first and the global options once, as a
/// short block: repeating ten long entries in every command buried what the command itself
/// takes. The global options stay accepted everywhere (copies kept out of the help text),
/// and `ward --help` describes them in full.
pub(crate) fn brief_globals(command: Command) -> Command {
    let hidden: Vec<clap::Arg> = GlobalArgs::augment_args(Command::new("ward"))
        .get_arguments()
        // Out of the help text only: completions and manual pages still list them.
        .map(|arg| arg.clone().hide_short_help(true).hide_long_help(true))
        .collect();
    with_layout(command.args(hidden), &[])
}

/// The command tree with every option described in every command, for the manual pages and
/// completion scripts, which (unlike `--help`) are read one command at a time.
pub fn reference_command() -> Command {
    use clap::CommandFactory as _;
    let globals: Vec<clap::Id> = GlobalArgs::augment_args(Command::new("ward"))
        .get_arguments()
        .map(|arg| arg.get_id().clone())
        .collect();
    super::Cli::command().mut_subcommands(|sub| {
        sub.mut_args(|arg| {
            if globals.contains(arg.get_id()) {
                arg.hide_short_help(false).hide_long_help(false)
            } else {
                arg
            }
        })
    })
}

fn with_layout(command: Command, parents: &[&str]) -> Command {
    let name = command.get_name().to_string();
    let mut path: Vec<&str> = parents.to_vec();
    path.push(&name);
    let template = template(&path, command.get_after_help().map(ToString::to_string));
    command
        .help_template(template)
        .mut_subcommands(|sub| with_layout(sub, &path))
}

/// The formats a command prints its data in, for its `-o` line.
fn formats(path: &[&str]) -> &'static str {
    match path {
        ["project", "export"] => "toml (the default), json or ndjson",
        ["policy", "diff" | "check"] => "table, json, ndjson or markdown",
        ["policy"] => "table, json or ndjson (`policy diff` and `check`: also markdown)",
        ["project"] => "table, json or ndjson (`project export`: toml, json or ndjson)",
        ["webhook", "serve"] => "table (a text log) or json/ndjson (one JSON object per event)",
        ["man"] | ["completions"] | ["password", "export"] | ["auth", "cleanup"] => {
            "none: this command prints no data"
        }
        _ => "table, json or ndjson",
    }
}

/// A help template instead of `after_help` so examples are printed verbatim: clap re-wraps
/// `after_help` to the terminal width, which breaks a long example command in the middle,
/// while literal template text is left alone.
fn template(path: &[&str], examples: Option<String>) -> StyledStr {
    use std::fmt::Write as _;
    let header = clap::builder::Styles::default().get_header().to_owned();
    let heading = |text: &str| format!("{}{text}{}", header.render(), header.render_reset());
    let mut out = StyledStr::new();
    let _ = write!(
        out,
        "{{before-help}}{{about-with-newline}}\n{{usage-heading}} {{usage}}\n\n{{all-args}}\n\n\
         {} (see `ward --help`):\n  \
         -o, --output <FORMAT>  {}; --json is -o json\n  \
         -q, --quiet   -v, --verbose   --no-progress   --color <WHEN>\n  \
         --timeout <SECONDS>   --retries <N>   --config <FILE>\n",
        heading("Global options"),
        formats(path),
    );
    if let Some(examples) = examples {
        let examples = match examples.split_once('\n') {
            Some((first, rest)) if first.ends_with(':') => {
                format!("{}\n{rest}", heading(first))
            }
            _ => examples,
        };
        let _ = write!(out, "\n{examples}\n");
    }
    out
}
