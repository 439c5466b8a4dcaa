use clap::{Args, Subcommand};

use super::breach::BreachApiArgs;

/// Search pastes (public text dumps) holding an e-mail address
#[derive(Debug, Args)]
pub struct PasteArgs {
    #[command(flatten)]
    pub api: BreachApiArgs,

    #[command(subcommand)]
    pub command: PasteCommand,
}

#[derive(Debug, Subcommand)]
pub enum PasteCommand {
    /// Pastes an e-mail address appears in, newest first; exit 10 when there are any
    #[command(after_help = concat!(
        examples!(
            "ward paste account someone@example.com",
            "ward paste account a@example.com b@example.com -o json",
        ),
        "\n\nOnly e-mail addresses can be searched. Requests are spaced 1.6 s apart, shared with\n\
         `ward breach` and every ward process on this machine.",
    ))]
    Account(PasteAccountArgs),
}

#[derive(Debug, Args)]
pub struct PasteAccountArgs {
    /// E-mail addresses to search (trimmed; case does not matter)
    #[arg(value_name = "EMAIL", required = true)]
    pub emails: Vec<String>,
}
