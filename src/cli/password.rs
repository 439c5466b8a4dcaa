use clap::{Args, Subcommand};

/// Check passwords against the pwned-password corpus by k-anonymity
#[derive(Debug, Args)]
pub struct PasswordArgs {
    #[command(subcommand)]
    pub command: PasswordCommand,
}

#[derive(Debug, Subcommand)]
pub enum PasswordCommand {
    /// Check passwords: hashed here, only the first 5 hex characters of each hash are sent
    #[command(
        after_help = "Examples:\n  ward password check                       # prompts, no echo\n  ward password check --stdin < passwords.txt\n  ward password check --stdin --ntlm --min-count 10 -o ndjson < list.txt\n\nPasswords are read from a no-echo prompt or, with --stdin, one per line (only the line\nending is removed). They are never taken from the command line. Output per line: line\nnumber, pwned yes/no and count; never the password or its hash.\nExit 0: none pwned; 10: at least one pwned."
    )]
    Check(PasswordCheckArgs),

    /// Print one range: every hash suffix under a 5-character prefix, with its count
    #[command(
        after_help = "Examples:\n  ward password range 5BAA6\n  ward password range 8846f --ntlm -o json"
    )]
    Range(PasswordRangeArgs),
}

#[derive(Debug, Args)]
pub struct PasswordCheckArgs {
    /// Read passwords from standard input, one per line, instead of prompting
    #[arg(long)]
    pub stdin: bool,

    /// Check NTLM hashes (MD4 of UTF-16LE) instead of SHA-1
    #[arg(long)]
    pub ntlm: bool,

    /// Do not ask the server to pad answers with decoy rows (padding hides how large the
    /// answer for a prefix is from anyone watching the traffic)
    #[arg(long)]
    pub no_padding: bool,

    /// Count a password as pwned only when seen at least N times
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    pub min_count: u64,

    /// Ranges fetched at once
    #[arg(long, value_name = "N", default_value_t = 32, value_parser = clap::value_parser!(u16).range(1..=512))]
    pub concurrency: u16,
}

#[derive(Debug, Args)]
pub struct PasswordRangeArgs {
    /// The first 5 hex characters of a hash (any case)
    #[arg(value_name = "PREFIX")]
    pub prefix: String,

    /// Ask for the NTLM range instead of the SHA-1 one
    #[arg(long)]
    pub ntlm: bool,

    /// Do not ask the server to pad the answer (padding rows are dropped either way)
    #[arg(long)]
    pub no_padding: bool,
}
