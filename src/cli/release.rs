//! `ward release ...`: a project's releases and release notes (spec 1 §4 rows 8-11).

use std::path::PathBuf;

use clap::{Args, Subcommand};

use super::project::{ApiKeyArgs, PageArgs};

#[derive(Debug, Args)]
pub struct ReleaseArgs {
    #[command(flatten)]
    pub key: ApiKeyArgs,

    #[command(subcommand)]
    pub command: ReleaseCommand,
}

#[derive(Debug, Subcommand)]
pub enum ReleaseCommand {
    /// List a project's releases, newest first
    #[command(after_help = examples!(
        "ward release list github/golang/go",
        "ward release list github/golang/go --all -o ndjson",
        "ward release list pf4w494lbjsd3ydp5hnf4gsptw --page 3",
    ))]
    List(ReleaseListArgs),

    /// Show one release of a project
    #[command(after_help = examples!(
        "ward release get github/golang/go go1.22.0",
        "ward release get gitlab/group/sub/project release/v1.1.0 -o json",
    ))]
    Get(ReleaseVersionArgs),

    /// Show the latest release that is not excluded by the project's filters
    #[command(after_help = examples!(
        "ward release latest github/golang/go",
        "ward release latest npm/@scope/pkg -o json",
    ))]
    Latest(ReleaseProjectArgs),

    /// Show a release note, rendered as text
    #[command(after_help = examples!(
        "ward release note github/golang/go go1.22.0",
        "ward release note github/golang/go go1.22.0 -o json",
    ))]
    Note(ReleaseVersionArgs),

    /// Run a command once for every new release of the tracked projects (poll; the
    /// tracker's pushes go to `ward webhook serve --verify newreleases`)
    ///
    /// The first run records the releases that exist and runs nothing (unless --since).
    /// Each later new release runs --exec once, with the release document on stdin and
    /// WARD_RELEASE_* variables, or is printed as one NDJSON event without --exec. A
    /// release that also arrives by push runs once when the receiver uses the same
    /// --state-dir and route. Without --once, passes are spaced so the hourly rate-limit
    /// budget never drops below a reserve (a fifth of it, at least 20 requests).
    #[command(disable_version_flag = true, after_help = examples!(
        "ward release watch --once",
        "ward release watch --tag production --exec ./bump-dependency.sh",
        "ward release watch --project github/golang/go --version '>=1.22, <2' --exec ./notify.sh",
        "ward release watch --cve --no-prerelease --since 2024-05-01 --once -o ndjson",
    ))]
    Watch(ReleaseWatchArgs),
}

#[derive(Debug, Args)]
pub struct ReleaseWatchArgs {
    /// Only this project (ID or PROVIDER/NAME; repeat for several)
    #[arg(long, value_name = "PROJECT", conflicts_with = "tag")]
    pub project: Vec<String>,

    /// Only the projects with this tag (name or ID; repeat for several)
    #[arg(long, value_name = "TAG")]
    pub tag: Vec<String>,

    /// Command run once per new release (through the shell); without it, events are
    /// printed as NDJSON
    #[arg(long, value_name = "CMD")]
    pub exec: Option<String>,

    /// Make one pass and exit (for cron and scheduled CI); with --exec, after the pass's
    /// commands have ended
    #[arg(long)]
    pub once: bool,

    /// On the first run, run the releases published since this date (2024-05-01) or
    /// time (RFC 3339) instead of only recording what exists
    #[arg(long, value_name = "DATE")]
    pub since: Option<String>,

    /// Only releases that name a CVE
    #[arg(long)]
    pub cve: bool,

    /// Leave out prereleases
    #[arg(long)]
    pub no_prerelease: bool,

    /// Only versions in this range, such as '>=2, <3' (semver where the version parses;
    /// a version that does not parse is outside every range)
    #[arg(long = "version", id = "version_range", value_name = "RANGE")]
    pub versions: Option<String>,

    /// Only projects whose name matches this regular expression
    #[arg(long = "match", value_name = "REGEX")]
    pub pattern: Option<String>,

    /// Directory of the state and the job queue, shared with `ward webhook serve
    /// --state-dir` for exactly-once across push and poll (default: the platform's state
    /// directory, e.g. ~/.local/state/ward/webhook on Linux)
    #[arg(long, value_name = "DIR", env = "WARD_STATE_DIR")]
    pub state_dir: Option<PathBuf>,

    /// Use a state directory other users may write to, with a warning, instead of
    /// refusing it
    #[arg(long)]
    pub allow_shared_state_dir: bool,

    /// The receiver's route that takes the tracker's pushes: jobs are queued under it
    #[arg(long, value_name = "NAME", default_value = "releases")]
    pub route: String,

    /// Seconds between passes at least, however large the budget (60 to 86400)
    #[arg(long, value_name = "SECONDS", default_value_t = 60, value_parser = clap::value_parser!(u64).range(60..=86_400))]
    pub min_interval: u64,

    /// Further attempts of a failed --exec (0 to 100), as the receiver retries
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = clap::value_parser!(u32).range(0..=100))]
    pub retries: u32,

    /// Seconds before the first retry, doubled for each further one (1 to 86400)
    #[arg(long, value_name = "SECONDS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub backoff: u64,

    /// Seconds one --exec may run before it is stopped (1 to 604800)
    #[arg(long, value_name = "SECONDS", default_value_t = 600, value_parser = clap::value_parser!(u64).range(1..=604_800))]
    pub command_timeout: u64,
}

#[derive(Debug, Args)]
pub struct ReleaseListArgs {
    /// Project ID, or PROVIDER/NAME (NAME may contain `/`)
    pub project: String,

    #[command(flatten)]
    pub pages: PageArgs,
}

#[derive(Debug, Args)]
pub struct ReleaseProjectArgs {
    /// Project ID, or PROVIDER/NAME (NAME may contain `/`)
    pub project: String,
}

#[derive(Debug, Args)]
pub struct ReleaseVersionArgs {
    /// Project ID, or PROVIDER/NAME (NAME may contain `/`)
    pub project: String,

    /// Version exactly as listed (a `/` in it is part of the version)
    // `version` is taken by --version.
    #[arg(id = "release_version", value_name = "VERSION")]
    pub version: String,
}
