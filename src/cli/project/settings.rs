//! The project settings flags of `add` and `update`, and the list edits of `update`.

use clap::{Args, ValueEnum};

use ward_client::releases::IntegrationKind;

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

/// Declares, from one row per integration kind, the list flags of `add` and `update` and
/// the add, remove and clear flags of `update`: nine kinds times four flags differ only in
/// their names and in what one entry of the list is called.
macro_rules! integration_lists {
    ($($kind:ident: $set:ident, $add:ident, $remove:ident, $clear:ident, $what:literal;)+) => {
        /// How many integration kinds a project has lists for.
        pub(crate) const KINDS: usize = [$(stringify!($kind)),+].len();

        /// Each flag replaces the project's list of that kind.
        #[derive(Debug, Args)]
        #[command(next_help_heading = "Integrations")]
        pub struct IntegrationListArgs {
            $(
                #[arg(long, value_name = "ID", help = concat!(
                    "Notify this ", $what, " (integration ID; repeat for several); replaces the list"
                ))]
                pub $set: Vec<String>,
            )+
        }

        impl IntegrationListArgs {
            pub fn lists(&self) -> [(IntegrationKind, &Vec<String>); KINDS] {
                [$((IntegrationKind::$kind, &self.$set)),+]
            }
        }

        /// Each flag edits the project's list of that kind, keeping the rest of it.
        #[derive(Debug, Args)]
        #[command(next_help_heading = "Editing lists")]
        pub struct IntegrationEditArgs {
            $(
                #[arg(long, value_name = "ID", help = concat!(
                    "Add a ", $what, " to the project's list, keeping the others"
                ))]
                pub $add: Vec<String>,
                #[arg(long, value_name = "ID", help = concat!(
                    "Remove a ", $what, " from the project's list, keeping the others"
                ))]
                pub $remove: Vec<String>,
                #[arg(long, conflicts_with = stringify!($set), help = concat!(
                    "Empty the project's list of ", $what, "s"
                ))]
                pub $clear: bool,
            )+
        }

        impl IntegrationEditArgs {
            pub fn lists(&self) -> [ListEdit<'_>; KINDS] {
                [$(ListEdit {
                    kind: IntegrationKind::$kind,
                    add: &self.$add,
                    remove: &self.$remove,
                    clear: self.$clear,
                }),+]
            }
        }
    };
}

integration_lists! {
    ChatA: chat_a, add_chat_a, remove_chat_a, clear_chat_a, "chat A channel";
    ChatB: chat_b, add_chat_b, remove_chat_b, clear_chat_b, "chat B chat";
    ChatC: chat_c, add_chat_c, remove_chat_c, clear_chat_c, "chat C channel";
    ChatD: chat_d, add_chat_d, remove_chat_d, clear_chat_d, "chat D webhook";
    ChatE: chat_e, add_chat_e, remove_chat_e, clear_chat_e, "chat E webhook";
    ChatF: chat_f, add_chat_f, remove_chat_f, clear_chat_f, "chat F webhook";
    ChatG: chat_g, add_chat_g, remove_chat_g, clear_chat_g, "chat G webhook";
    Matrix: matrix, add_matrix, remove_matrix, clear_matrix, "matrix room";
    Webhook: webhook, add_webhook, remove_webhook, clear_webhook, "generic webhook";
}

/// Every project setting of spec 1 §2.1, for `add` and `update`.
#[derive(Debug, Args)]
#[command(next_help_heading = "Notifications")]
pub struct SettingsArgs {
    /// How often to e-mail about new releases
    #[arg(long, value_enum, value_name = "FREQUENCY")]
    pub email_notification: Option<EmailArg>,

    #[command(flatten)]
    pub integrations: IntegrationListArgs,

    #[command(flatten)]
    pub filters: FilterArgs,

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

/// Which releases of a project are ignored.
#[derive(Debug, Args)]
#[command(next_help_heading = "Filters")]
pub struct FilterArgs {
    /// Ignore versions matching this regular expression (repeat for several); replaces the
    /// project's rules together with --include-regex
    #[arg(long, value_name = "REGEX", allow_hyphen_values = true)]
    pub exclude_regex: Vec<String>,

    /// Ignore versions NOT matching this regular expression (an inverse rule)
    #[arg(long, value_name = "REGEX", allow_hyphen_values = true)]
    pub include_regex: Vec<String>,

    /// Ignore pre-releases (`--exclude-prereleases=false` to stop)
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true", require_equals = true)]
    pub exclude_prereleases: Option<bool>,

    /// Ignore releases that were updated after publication (`--exclude-updated=false` to stop)
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true", require_equals = true)]
    pub exclude_updated: Option<bool>,
}

impl SettingsArgs {
    /// The integration lists given, by kind.
    pub fn lists(&self) -> [(IntegrationKind, &Vec<String>); KINDS] {
        self.integrations.lists()
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

/// Incremental edits, for `update` only: the project is fetched, the list edited and sent
/// back whole.
#[derive(Debug, Args)]
#[command(next_help_heading = "Editing lists")]
pub struct EditArgs {
    #[command(flatten)]
    pub integrations: IntegrationEditArgs,

    /// Add a tag (tag ID), keeping the others
    #[arg(long, value_name = "ID")]
    pub add_tag: Vec<String>,
    /// Remove a tag (tag ID), keeping the others
    #[arg(long, value_name = "ID")]
    pub remove_tag: Vec<String>,
    /// Remove every tag from the project
    #[arg(long, conflicts_with = "tags")]
    pub clear_tags: bool,

    /// Add an exclusion rule, keeping the others
    #[arg(long, value_name = "REGEX", allow_hyphen_values = true)]
    pub add_exclude_regex: Vec<String>,
    /// Add an inverse (inclusion) rule, keeping the others
    #[arg(long, value_name = "REGEX", allow_hyphen_values = true)]
    pub add_include_regex: Vec<String>,
    /// Remove the rules with this regular expression, keeping the others
    #[arg(long, value_name = "REGEX", allow_hyphen_values = true)]
    pub remove_regex: Vec<String>,
    /// Remove every exclusion and inclusion rule
    #[arg(long, conflicts_with_all = ["exclude_regex", "include_regex"])]
    pub clear_regexes: bool,
}

impl EditArgs {
    pub fn lists(&self) -> [ListEdit<'_>; KINDS] {
        self.integrations.lists()
    }
}
