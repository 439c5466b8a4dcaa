//! `ward key list`: the account's API keys (spec 1 §4 row 27), with the account's login.

use clap::{Args, Subcommand};

#[derive(Debug, Args)]
pub struct KeyArgs {
    #[command(subcommand)]
    pub command: KeyCommand,
}

#[derive(Debug, Subcommand)]
pub enum KeyCommand {
    /// List the account's API keys; signs in with e-mail and password, never an API key
    #[command(after_help = concat!(
        "The password is prompted for without echo, or read from WARD_RELEASES_PASSWORD (for CI).\n\n",
        examples!(
            "ward key list --email me@example.com",
            "WARD_RELEASES_EMAIL=me@example.com ward key list -o json",
        ),
    ))]
    List(KeyListArgs),
}

#[derive(Debug, Args)]
pub struct KeyListArgs {
    /// Account e-mail (else WARD_RELEASES_EMAIL, then `ward configure releases-email`)
    #[arg(long)]
    pub email: Option<String>,

    /// Show the keys' secrets in the table (JSON output always holds them)
    #[arg(long)]
    pub show_secrets: bool,
}
