//! The project settings flags of `add` and `update`, and the list edits of `update`.

use clap::{Args, ValueEnum};

use crate::clients::releases::IntegrationKind;

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
