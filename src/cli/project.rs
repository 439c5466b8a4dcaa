//! `ward project ...`: tracked projects (spec 1 §4 rows 1-7).

use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

use crate::clients::releases::IntegrationKind;

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
    #[command(
        after_help = "Examples:\n  ward project list\n  ward project list --all -o json\n  ward project list --order name --reverse --page 2\n  ward project list --provider github --all"
    )]
    List(ProjectListArgs),

    /// Search tracked projects by name
    #[command(
        after_help = "Examples:\n  ward project search golang\n  ward project search node --provider github -o ndjson"
    )]
    Search(ProjectSearchArgs),

    /// Show one project and its settings
    #[command(
        after_help = "Examples:\n  ward project get github/golang/go\n  ward project get pf4w494lbjsd3ydp5hnf4gsptw -o json"
    )]
    Get(ProjectRefArgs),

    /// Start tracking a project
    #[command(
        after_help = "Examples:\n  ward project add github golang/go\n  ward project add npm @scope/pkg --email-notification daily --tag 33f1db7254b9\n  ward project add pypi requests --exclude-regex '.*rc.*' --exclude-prereleases"
    )]
    Add(Box<ProjectAddArgs>),

    /// Change a project's settings; settings not given keep their value
    #[command(
        after_help = "Examples:\n  ward project update github/golang/go --email-notification weekly\n  ward project update github/golang/go --add-tag 33f1db7254b9 --remove-chat-a 1a2b3c\n  ward project update pf4w494lbjsd3ydp5hnf4gsptw --clear-webhook --note ''"
    )]
    Update(Box<ProjectUpdateArgs>),

    /// Stop tracking a project
    #[command(
        after_help = "Examples:\n  ward project remove github/golang/go\n  ward project remove pf4w494lbjsd3ydp5hnf4gsptw"
    )]
    Remove(ProjectRefArgs),

    /// Write every tracked project with all its settings (TOML, or JSON with -o json), in
    /// the format `apply` and `import` read
    #[command(
        after_help = "Tags appear by name in each project and with their IDs in the \
[[tags]] list.\n\nExamples:\n  ward project export > projects.toml\n  ward project export -o json > projects.json"
    )]
    Export,

    /// Make the account match a file: add missing projects, update settings that differ and,
    /// with --prune, remove projects the file does not name
    #[command(
        after_help = "The file is what `ward project export` writes (TOML or JSON). A \
setting a project leaves out means its default. Tags are named; missing ones are created. \
On a terminal the plan is shown and confirmed first.\n\nExamples:\n  ward project apply projects.toml --dry-run\n  ward project apply projects.toml --prune --yes"
    )]
    Apply(ProjectApplyArgs),

    /// Track the projects of a list that are not tracked yet; leave everything else alone
    #[command(
        after_help = "The file holds one PROVIDER/NAME per line (blank lines and # \
comments are skipped), or is in the `ward project export` format.\n\nExamples:\n  ward project import deps.txt\n  printf 'github/golang/go\\nnpm/left-pad\\n' | ward project import -"
    )]
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
    #[arg(long, value_enum, value_name = "ORDER")]
    pub order: Option<OrderArg>,

    /// Reverse the order
    #[arg(long)]
    pub reverse: bool,

    /// Only projects with this tag (tag ID)
    #[arg(long, value_name = "ID", conflicts_with = "provider")]
    pub tag: Option<String>,

    /// Only projects of this provider (for example github, npm, pypi)
    #[arg(long, value_name = "PROVIDER")]
    pub provider: Option<String>,
}

#[derive(Debug, Args)]
pub struct ProjectSearchArgs {
    /// Text to look for in project names
    #[arg(value_name = "QUERY", required = true, num_args = 1..)]
    pub query: Vec<String>,

    /// Only projects of this provider
    #[arg(long, value_name = "PROVIDER")]
    pub provider: Option<String>,
}

#[derive(Debug, Args)]
pub struct ProjectRefArgs {
    /// Project ID, or PROVIDER/NAME (NAME may contain `/`, as in github/golang/go)
    #[arg(value_name = "PROJECT")]
    pub project: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum EmailArg {
    None,
    Instant,
    Hourly,
    Daily,
    Weekly,
    /// The account's default schedule
    Default,
}

impl EmailArg {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Instant => "instant",
            Self::Hourly => "hourly",
            Self::Daily => "daily",
            Self::Weekly => "weekly",
            Self::Default => "default",
        }
    }
}

/// Every project setting of spec 1 §2.1, for `add` and `update`.
#[derive(Debug, Args)]
pub struct SettingsArgs {
    /// How often to e-mail about new releases
    #[arg(
        long,
        value_enum,
        value_name = "FREQUENCY",
        help_heading = "Notifications"
    )]
    pub email_notification: Option<EmailArg>,

    /// Notify this chat A channel (integration ID; repeat for several); replaces the list
    #[arg(long = "chat-a", value_name = "ID", help_heading = "Integrations")]
    pub chat_a: Vec<String>,

    /// Notify this chat B chat (integration ID; repeat for several); replaces the list
    #[arg(long = "chat-b", value_name = "ID", help_heading = "Integrations")]
    pub chat_b: Vec<String>,

    /// Notify this chat C channel (integration ID; repeat for several); replaces the list
    #[arg(long = "chat-c", value_name = "ID", help_heading = "Integrations")]
    pub chat_c: Vec<String>,

    /// Notify this chat D webhook (integration ID; repeat for several); replaces the list
    #[arg(long = "chat-d", value_name = "ID", help_heading = "Integrations")]
    pub chat_d: Vec<String>,

    /// Notify this chat E webhook (integration ID; repeat for several); replaces the list
    #[arg(long = "chat-e", value_name = "ID", help_heading = "Integrations")]
    pub chat_e: Vec<String>,

    /// Notify this chat F webhook (integration ID; repeat for several); replaces the list
    #[arg(long = "chat-f", value_name = "ID", help_heading = "Integrations")]
    pub chat_f: Vec<String>,

    /// Notify this chat G webhook (integration ID; repeat for several); replaces the list
    #[arg(long = "chat-g", value_name = "ID", help_heading = "Integrations")]
    pub chat_g: Vec<String>,

    /// Notify this matrix room (integration ID; repeat for several); replaces the list
    #[arg(long = "matrix", value_name = "ID", help_heading = "Integrations")]
    pub matrix: Vec<String>,

    /// Notify this generic webhook (integration ID; repeat for several); replaces the list
    #[arg(long = "webhook", value_name = "ID", help_heading = "Integrations")]
    pub webhook: Vec<String>,

    /// Ignore versions matching this regular expression (repeat for several); replaces the
    /// project's rules together with --include-regex
    #[arg(
        long,
        value_name = "REGEX",
        allow_hyphen_values = true,
        help_heading = "Filters"
    )]
    pub exclude_regex: Vec<String>,

    /// Ignore versions NOT matching this regular expression (an inverse rule)
    #[arg(
        long,
        value_name = "REGEX",
        allow_hyphen_values = true,
        help_heading = "Filters"
    )]
    pub include_regex: Vec<String>,

    /// Ignore pre-releases (`--exclude-prereleases=false` to stop)
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true", require_equals = true, help_heading = "Filters")]
    pub exclude_prereleases: Option<bool>,

    /// Ignore releases that were updated after publication (`--exclude-updated=false` to stop)
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true", require_equals = true, help_heading = "Filters")]
    pub exclude_updated: Option<bool>,

    /// Free-text note (an empty string clears it)
    #[arg(
        long,
        value_name = "TEXT",
        allow_hyphen_values = true,
        help_heading = "Other"
    )]
    pub note: Option<String>,

    /// Tag ID (repeat for several); replaces the project's tags
    #[arg(long = "tag", value_name = "ID", help_heading = "Other")]
    pub tags: Vec<String>,
}

impl SettingsArgs {
    /// The integration lists given, by kind.
    pub fn lists(&self) -> [(IntegrationKind, &Vec<String>); 9] {
        [
            (IntegrationKind::ChatA, &self.chat_a),
            (IntegrationKind::ChatB, &self.chat_b),
            (IntegrationKind::ChatC, &self.chat_c),
            (IntegrationKind::ChatD, &self.chat_d),
            (IntegrationKind::ChatE, &self.chat_e),
            (IntegrationKind::ChatF, &self.chat_f),
            (IntegrationKind::ChatG, &self.chat_g),
            (IntegrationKind::Matrix, &self.matrix),
            (IntegrationKind::Webhook, &self.webhook),
        ]
    }
}

/// One list's incremental edit flags.
#[derive(Debug)]
pub struct ListEdit<'a> {
    pub kind: IntegrationKind,
    pub add: &'a [String],
    pub remove: &'a [String],
    pub clear: bool,
}

impl<'a> ListEdit<'a> {
    fn new(kind: IntegrationKind, add: &'a [String], remove: &'a [String], clear: bool) -> Self {
        Self {
            kind,
            add,
            remove,
            clear,
        }
    }
}

/// Incremental edits, for `update` only: the project is fetched, the list edited and sent
/// back whole.
#[derive(Debug, Args)]
pub struct EditArgs {
    /// Add a chat A channel to the project's list, keeping the others
    #[arg(long = "add-chat-a", value_name = "ID", help_heading = "Editing lists")]
    pub add_chat_a: Vec<String>,
    /// Remove a chat A channel from the project's list, keeping the others
    #[arg(
        long = "remove-chat-a",
        value_name = "ID",
        help_heading = "Editing lists"
    )]
    pub remove_chat_a: Vec<String>,
    /// Empty the project's list of chat A channels
    #[arg(
        long = "clear-chat-a",
        conflicts_with = "chat_a",
        help_heading = "Editing lists"
    )]
    pub clear_chat_a: bool,

    /// Add a chat B chat to the project's list, keeping the others
    #[arg(long = "add-chat-b", value_name = "ID", help_heading = "Editing lists")]
    pub add_chat_b: Vec<String>,
    /// Remove a chat B chat from the project's list, keeping the others
    #[arg(
        long = "remove-chat-b",
        value_name = "ID",
        help_heading = "Editing lists"
    )]
    pub remove_chat_b: Vec<String>,
    /// Empty the project's list of chat B chats
    #[arg(
        long = "clear-chat-b",
        conflicts_with = "chat_b",
        help_heading = "Editing lists"
    )]
    pub clear_chat_b: bool,

    /// Add a chat C channel to the project's list, keeping the others
    #[arg(long = "add-chat-c", value_name = "ID", help_heading = "Editing lists")]
    pub add_chat_c: Vec<String>,
    /// Remove a chat C channel from the project's list, keeping the others
    #[arg(
        long = "remove-chat-c",
        value_name = "ID",
        help_heading = "Editing lists"
    )]
    pub remove_chat_c: Vec<String>,
    /// Empty the project's list of chat C channels
    #[arg(
        long = "clear-chat-c",
        conflicts_with = "chat_c",
        help_heading = "Editing lists"
    )]
    pub clear_chat_c: bool,

    /// Add a chat D webhook to the project's list, keeping the others
    #[arg(long = "add-chat-d", value_name = "ID", help_heading = "Editing lists")]
    pub add_chat_d: Vec<String>,
    /// Remove a chat D webhook from the project's list, keeping the others
    #[arg(
        long = "remove-chat-d",
        value_name = "ID",
        help_heading = "Editing lists"
    )]
    pub remove_chat_d: Vec<String>,
    /// Empty the project's list of chat D webhooks
    #[arg(
        long = "clear-chat-d",
        conflicts_with = "chat_d",
        help_heading = "Editing lists"
    )]
    pub clear_chat_d: bool,

    /// Add a chat E webhook to the project's list, keeping the others
    #[arg(long = "add-chat-e", value_name = "ID", help_heading = "Editing lists")]
    pub add_chat_e: Vec<String>,
    /// Remove a chat E webhook from the project's list, keeping the others
    #[arg(
        long = "remove-chat-e",
        value_name = "ID",
        help_heading = "Editing lists"
    )]
    pub remove_chat_e: Vec<String>,
    /// Empty the project's list of chat E webhooks
    #[arg(
        long = "clear-chat-e",
        conflicts_with = "chat_e",
        help_heading = "Editing lists"
    )]
    pub clear_chat_e: bool,

    /// Add a chat F webhook to the project's list, keeping the others
    #[arg(long = "add-chat-f", value_name = "ID", help_heading = "Editing lists")]
    pub add_chat_f: Vec<String>,
    /// Remove a chat F webhook from the project's list, keeping the others
    #[arg(
        long = "remove-chat-f",
        value_name = "ID",
        help_heading = "Editing lists"
    )]
    pub remove_chat_f: Vec<String>,
    /// Empty the project's list of chat F webhooks
    #[arg(
        long = "clear-chat-f",
        conflicts_with = "chat_f",
        help_heading = "Editing lists"
    )]
    pub clear_chat_f: bool,

    /// Add a chat G webhook to the project's list, keeping the others
    #[arg(long = "add-chat-g", value_name = "ID", help_heading = "Editing lists")]
    pub add_chat_g: Vec<String>,
    /// Remove a chat G webhook from the project's list, keeping the others
    #[arg(
        long = "remove-chat-g",
        value_name = "ID",
        help_heading = "Editing lists"
    )]
    pub remove_chat_g: Vec<String>,
    /// Empty the project's list of chat G webhooks
    #[arg(
        long = "clear-chat-g",
        conflicts_with = "chat_g",
        help_heading = "Editing lists"
    )]
    pub clear_chat_g: bool,

    /// Add a matrix room to the project's list, keeping the others
    #[arg(long = "add-matrix", value_name = "ID", help_heading = "Editing lists")]
    pub add_matrix: Vec<String>,
    /// Remove a matrix room from the project's list, keeping the others
    #[arg(
        long = "remove-matrix",
        value_name = "ID",
        help_heading = "Editing lists"
    )]
    pub remove_matrix: Vec<String>,
    /// Empty the project's list of matrix rooms
    #[arg(
        long = "clear-matrix",
        conflicts_with = "matrix",
        help_heading = "Editing lists"
    )]
    pub clear_matrix: bool,

    /// Add a generic webhook to the project's list, keeping the others
    #[arg(
        long = "add-webhook",
        value_name = "ID",
        help_heading = "Editing lists"
    )]
    pub add_webhook: Vec<String>,
    /// Remove a generic webhook from the project's list, keeping the others
    #[arg(
        long = "remove-webhook",
        value_name = "ID",
        help_heading = "Editing lists"
    )]
    pub remove_webhook: Vec<String>,
    /// Empty the project's list of generic webhooks
    #[arg(
        long = "clear-webhook",
        conflicts_with = "webhook",
        help_heading = "Editing lists"
    )]
    pub clear_webhook: bool,

    /// Add a tag (tag ID), keeping the others
    #[arg(long, value_name = "ID", help_heading = "Editing lists")]
    pub add_tag: Vec<String>,
    /// Remove a tag (tag ID), keeping the others
    #[arg(long, value_name = "ID", help_heading = "Editing lists")]
    pub remove_tag: Vec<String>,
    /// Remove every tag from the project
    #[arg(long, conflicts_with = "tags", help_heading = "Editing lists")]
    pub clear_tags: bool,

    /// Add an exclusion rule, keeping the others
    #[arg(
        long,
        value_name = "REGEX",
        allow_hyphen_values = true,
        help_heading = "Editing lists"
    )]
    pub add_exclude_regex: Vec<String>,
    /// Add an inverse (inclusion) rule, keeping the others
    #[arg(
        long,
        value_name = "REGEX",
        allow_hyphen_values = true,
        help_heading = "Editing lists"
    )]
    pub add_include_regex: Vec<String>,
    /// Remove the rules with this regular expression, keeping the others
    #[arg(
        long,
        value_name = "REGEX",
        allow_hyphen_values = true,
        help_heading = "Editing lists"
    )]
    pub remove_regex: Vec<String>,
    /// Remove every exclusion and inclusion rule
    #[arg(long, conflicts_with_all = ["exclude_regex", "include_regex"], help_heading = "Editing lists")]
    pub clear_regexes: bool,
}

impl EditArgs {
    pub fn lists(&self) -> [ListEdit<'_>; 9] {
        [
            ListEdit::new(
                IntegrationKind::ChatA,
                &self.add_chat_a,
                &self.remove_chat_a,
                self.clear_chat_a,
            ),
            ListEdit::new(
                IntegrationKind::ChatB,
                &self.add_chat_b,
                &self.remove_chat_b,
                self.clear_chat_b,
            ),
            ListEdit::new(
                IntegrationKind::ChatC,
                &self.add_chat_c,
                &self.remove_chat_c,
                self.clear_chat_c,
            ),
            ListEdit::new(
                IntegrationKind::ChatD,
                &self.add_chat_d,
                &self.remove_chat_d,
                self.clear_chat_d,
            ),
            ListEdit::new(
                IntegrationKind::ChatE,
                &self.add_chat_e,
                &self.remove_chat_e,
                self.clear_chat_e,
            ),
            ListEdit::new(
                IntegrationKind::ChatF,
                &self.add_chat_f,
                &self.remove_chat_f,
                self.clear_chat_f,
            ),
            ListEdit::new(
                IntegrationKind::ChatG,
                &self.add_chat_g,
                &self.remove_chat_g,
                self.clear_chat_g,
            ),
            ListEdit::new(
                IntegrationKind::Matrix,
                &self.add_matrix,
                &self.remove_matrix,
                self.clear_matrix,
            ),
            ListEdit::new(
                IntegrationKind::Webhook,
                &self.add_webhook,
                &self.remove_webhook,
                self.clear_webhook,
            ),
        ]
    }
}

#[derive(Debug, Args)]
pub struct ProjectAddArgs {
    /// Provider of the project (`ward provider list` shows them), for example github
    #[arg(value_name = "PROVIDER")]
    pub provider: String,

    /// Name of the project at the provider, for example golang/go
    #[arg(value_name = "NAME")]
    pub name: String,

    #[command(flatten)]
    pub settings: SettingsArgs,
}

#[derive(Debug, Args)]
pub struct ProjectUpdateArgs {
    /// Project ID, or PROVIDER/NAME (NAME may contain `/`)
    #[arg(value_name = "PROJECT")]
    pub project: String,

    #[command(flatten)]
    pub settings: SettingsArgs,

    #[command(flatten)]
    pub edits: EditArgs,
}

#[derive(Debug, Args)]
pub struct ProjectApplyArgs {
    /// File to apply (`-` reads standard input)
    #[arg(value_name = "FILE")]
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
    #[arg(value_name = "FILE")]
    pub file: PathBuf,

    /// Print what would be added and change nothing
    #[arg(long)]
    pub dry_run: bool,

    /// Do not ask for confirmation on a terminal
    #[arg(short, long)]
    pub yes: bool,
}
