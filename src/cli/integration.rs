//! `ward integration list [KIND]`: notification targets (spec 1 §4 rows 13-21).

use clap::{Args, Subcommand, ValueEnum};

use super::project::ApiKeyArgs;
use ward_client::releases::IntegrationKind;

#[derive(Debug, Args)]
pub struct IntegrationArgs {
    #[command(flatten)]
    pub key: ApiKeyArgs,

    #[command(subcommand)]
    pub command: IntegrationCommand,
}

#[derive(Debug, Subcommand)]
pub enum IntegrationCommand {
    /// List notification integrations (created on the service's website), one kind or all
    #[command(after_help = examples!(
        "ward integration list",
        "ward integration list chat-a",
        "ward integration list matrix -o json",
    ))]
    List(IntegrationListArgs),
}

#[derive(Debug, Args)]
pub struct IntegrationListArgs {
    /// Kind of integration; every kind when omitted
    #[arg(value_enum)]
    pub kind: Option<KindArg>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum KindArg {
    /// Chat A channels
    ChatA,
    /// Chat B chats
    ChatB,
    /// Chat C channels
    ChatC,
    /// Chat D webhooks
    ChatD,
    /// Chat E webhooks
    ChatE,
    /// Chat F webhooks
    ChatF,
    /// Chat G webhooks
    ChatG,
    /// Matrix rooms
    Matrix,
    /// Generic webhooks
    Webhook,
}

impl From<KindArg> for IntegrationKind {
    fn from(kind: KindArg) -> Self {
        match kind {
            KindArg::ChatA => Self::ChatA,
            KindArg::ChatB => Self::ChatB,
            KindArg::ChatC => Self::ChatC,
            KindArg::ChatD => Self::ChatD,
            KindArg::ChatE => Self::ChatE,
            KindArg::ChatF => Self::ChatF,
            KindArg::ChatG => Self::ChatG,
            KindArg::Matrix => Self::Matrix,
            KindArg::Webhook => Self::Webhook,
        }
    }
}
