//! `ward project ...`: tracked projects (spec 1 §4 rows 1-7).

use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

mod settings;

pub use settings::{EditArgs, EmailArg, ListEdit, SettingsArgs};

/// The release-tracker API key flag, accepted by every command that uses the key.
#[derive(Debug, Args)]
pub struct ApiKeyArgs {
    /// Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure
    /// releases-key`, which keep it out of shell history)
    #[arg(long, global = true, value_name = "KEY")]
    pub api_key: Option<String>,
}

/// Which page of a paged list to show.
#[derive(Debug, Args)]
pub struct PageArgs {
    /// Show page N (starting at 1) instead of the first
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub page: Option<u64>,

    /// Fetch every page (concurrently, paced by the rate-limit budget)
    #[arg(long, conflicts_with = "page")]
    pub all: bool,
}

#[derive(Debug, Args)]
pub struct ProjectArgs {
    #[command(flatten)]
    pub key: ApiKeyArgs,

    #[command(subcommand)]
    pub command: ProjectCommand,
}

#[derive(Debug, Subcommand)]
pub enum ProjectCommand {
    /// List tracked projects, one page or all of them
    #[command(after_help = examples!(
        "ward project list",
        "ward project list --all -o json",
        "ward project list --order name --reverse --page 2",
        "ward project list --provider github --all",
    ))]
    List(ProjectListArgs),

    /// Search tracked projects by name
    #[command(after_help = examples!(
        "ward project search golang",
        "ward project search node --provider github -o ndjson",
    ))]
    Search(ProjectSearchArgs),

    /// Show one project and its settings
    #[command(after_help = examples!(
        "ward project get github/golang/go",
        "ward project get pf4w494lbjsd3ydp5hnf4gsptw -o json",
    ))]
    Get(ProjectRefArgs),

    /// Start tracking a project
    #[command(after_help = examples!(
        "ward project add github golang/go",
        "ward project add npm @scope/pkg --email-notification daily --tag 33f1db7254b9",
        "ward project add pypi requests --exclude-regex '.*rc.*' --exclude-prereleases",
    ))]
    Add(Box<ProjectAddArgs>),

    /// Change a project's settings; settings not given keep their value
    #[command(after_help = examples!(
        "ward project update github/golang/go --email-notification weekly",
        "ward project update github/golang/go --add-tag 33f1db7254b9 --remove-chat-a 1a2b3c",
        "ward project update pf4w494lbjsd3ydp5hnf4gsptw --clear-webhook --note ''",
    ))]
    Update(Box<ProjectUpdateArgs>),

    /// Stop tracking a project
    #[command(after_help = examples!(
        "ward project remove github/golang/go",
        "ward project remove pf4w494lbjsd3ydp5hnf4gsptw --yes",
    ))]
    Remove(ProjectRemoveArgs),

    /// Write every tracked project with all its settings (TOML, or JSON with -o json), in
    /// the format `apply` and `import` read
    #[command(after_help = concat!(
        "Tags appear by name in each project and with their IDs in the [[tags]] list.\n\n",
        examples!(
            "ward project export > projects.toml",
            "ward project export -o json > projects.json",
        ),
    ))]
    Export,

    /// Make the account match a file: add missing projects, update settings that differ and,
    /// with --prune, remove projects the file does not name
    #[command(after_help = concat!(
        "The file is what `ward project export` writes (TOML, JSON or NDJSON). A setting a project \
         leaves out means its default. Tags are named; missing ones are created. On a terminal the \
         plan is shown and confirmed first.\n\n",
        examples!(
            "ward project apply projects.toml --dry-run",
            "ward project apply projects.toml --prune --yes",
        ),
    ))]
    Apply(ProjectApplyArgs),

    /// Track the projects of a list that are not tracked yet; leave everything else alone
    #[command(after_help = concat!(
        "The file holds one PROVIDER/NAME per line (blank lines and # comments are skipped), or is in \
         the `ward project export` format.\n\n",
        examples!(
            "ward project import deps.txt",
            "printf 'github/golang/go\\nnpm/left-pad\\n' | ward project import -",
        ),
    ))]
    Import(ProjectImportArgs),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OrderArg {
    /// Most recently updated first (the service's default)
    Updated,
    /// Most recently added first
    Added,
    /// By name
    Name,
}

#[derive(Debug, Args)]
pub struct ProjectListArgs {
    #[command(flatten)]
    pub pages: PageArgs,

    /// Sort order
    #[arg(long, value_enum)]
    pub order: Option<OrderArg>,

    /// Reverse the order
    #[arg(long)]
    pub reverse: bool,

    /// Only projects with this tag (tag ID)
    #[arg(long, value_name = "ID", conflicts_with = "provider")]
    pub tag: Option<String>,

    /// Only projects of this provider (for example github, npm, pypi)
    #[arg(long)]
    pub provider: Option<String>,
}

#[derive(Debug, Args)]
pub struct ProjectSearchArgs {
    /// Text to look for in project names
    #[arg(required = true, num_args = 1..)]
    pub query: Vec<String>,

    /// Only projects of this provider
    #[arg(long)]
    pub provider: Option<String>,
}

#[derive(Debug, Args)]
pub struct ProjectRefArgs {
    /// Project ID, or PROVIDER/NAME (NAME may contain `/`, as in github/golang/go)
    pub project: String,
}

#[derive(Debug, Args)]
pub struct ProjectRemoveArgs {
    #[command(flatten)]
    pub project: ProjectRefArgs,

    /// Do not ask for confirmation (needed without a terminal)
    #[arg(short, long)]
    pub yes: bool,
}

#[derive(Debug, Args)]
pub struct ProjectAddArgs {
    /// Provider of the project (`ward provider list` shows them), for example github
    pub provider: String,

    /// Name of the project at the provider, for example golang/go
    pub name: String,

    #[command(flatten)]
    pub settings: SettingsArgs,
}

#[derive(Debug, Args)]
pub struct ProjectUpdateArgs {
    /// Project ID, or PROVIDER/NAME (NAME may contain `/`)
    pub project: String,

    #[command(flatten)]
    pub settings: SettingsArgs,

    #[command(flatten)]
    pub edits: EditArgs,
}

#[derive(Debug, Args)]
pub struct ProjectApplyArgs {
    /// File to apply (`-` reads standard input)
    pub file: PathBuf,

    /// Also remove tracked projects the file does not name
    #[arg(long)]
    pub prune: bool,

    /// Print the plan and change nothing
    #[arg(long)]
    pub dry_run: bool,

    /// Do not ask for confirmation on a terminal
    #[arg(short, long)]
    pub yes: bool,
}

#[derive(Debug, Args)]
pub struct ProjectImportArgs {
    /// File to import (`-` reads standard input)
    pub file: PathBuf,

    /// Print what would be added and change nothing
    #[arg(long)]
    pub dry_run: bool,

    /// Do not ask for confirmation on a terminal
    #[arg(short, long)]
    pub yes: bool,
}
