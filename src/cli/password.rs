use std::path::PathBuf;

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
    #[command(after_help = concat!(
        examples!(
            "ward password check                       # prompts, no echo",
            "ward password check --stdin < passwords.txt",
            "ward password check --stdin --ntlm --min-count 10 -o ndjson < list.txt",
            "ward password check --stdin --offline corpus < passwords.txt   # no network",
            "ward password check --hashes ntlm-hashes.txt --ntlm",
        ),
        "\n\nPasswords are read from a no-echo prompt or, with --stdin, one per line (only the line\n\
         ending is removed). They are never taken from the command line. Output per line: line\n\
         number, pwned yes/no and count; never the password or its hash.\n\
         Exit 0: none pwned; 10: at least one pwned.",
    ))]
    Check(PasswordCheckArgs),

    /// Download every range (or a sub-range) into a local store for offline checks
    #[command(after_help = concat!(
        examples!(
            "ward password download corpus",
            "ward password download corpus --ntlm --range 00000..0FFFF --concurrency 128",
            "ward password download corpus --refresh        # revalidate with If-None-Match",
        ),
        "\n\nRanges are stored once, binary and checksummed, in 256 shard files under DIR/sha1 (or\n\
         DIR/ntlm), each replaced atomically. A second run skips what is complete and fetches\n\
         again what is missing or damaged; an interrupted --refresh is finished by the next run. Exit \
         1, listing the prefixes, if any could not be\n\
         downloaded.",
    ))]
    Download(PasswordDownloadArgs),

    /// Write a downloaded store as one sorted HASH:COUNT file
    #[command(after_help = examples!(
        "ward password export corpus --file pwned-passwords-sha1.txt",
        "ward password export corpus --ntlm --crlf > ntlm.txt",
    ))]
    Export(PasswordExportArgs),

    /// Check every range of a downloaded store against its checksum and list the damaged
    #[command(after_help = concat!(
        examples!(
            "ward password verify corpus",
            "ward password verify corpus --ntlm -o json",
        ),
        "\n\nExit 0 when the store is intact, 1 when anything is damaged (listed); the next\n\
         `ward password download` on the same folder fetches damaged ranges again.",
    ))]
    Verify(PasswordVerifyArgs),

    /// Print one range: every hash suffix under a 5-character prefix, with its count
    #[command(after_help = examples!(
        "ward password range 5BAA6",
        "ward password range 8846f --ntlm -o json",
    ))]
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

    /// Answer from a store made by `ward password download DIR`, with no network at all
    #[arg(long, value_name = "DIR")]
    pub offline: Option<PathBuf>,

    /// Read hashes instead of passwords, one per line (40 hex characters for SHA-1, 32 with
    /// --ntlm), from FILE or `-` for standard input
    #[arg(long, value_name = "FILE", conflicts_with = "stdin")]
    pub hashes: Option<PathBuf>,

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
    pub prefix: String,

    /// Ask for the NTLM range instead of the SHA-1 one
    #[arg(long)]
    pub ntlm: bool,

    /// Do not ask the server to pad the answer (padding rows are dropped either way)
    #[arg(long)]
    pub no_padding: bool,
}

#[derive(Debug, Args)]
pub struct PasswordDownloadArgs {
    /// Folder of the store (created when missing)
    pub dir: PathBuf,

    /// Download the NTLM corpus instead of the SHA-1 one
    #[arg(long)]
    pub ntlm: bool,

    /// Only prefixes START to END, inclusive (e.g. 00000..0FFFF)
    #[arg(long, value_name = "START..END")]
    pub range: Option<String>,

    /// Ranges fetched at once
    #[arg(long, value_name = "N", default_value_t = 64, value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub concurrency: u16,

    /// Revalidate stored ranges with If-None-Match and rewrite those that changed
    #[arg(long)]
    pub refresh: bool,

    /// Also build DIR/<mode>/filter: a compact membership filter (about 2.25 bytes per
    /// hash, no false negatives) that `check --offline` uses where no shard files are
    #[arg(long)]
    pub filter: bool,
}

#[derive(Debug, Args)]
pub struct PasswordExportArgs {
    /// Folder of the store made by `ward password download`
    pub dir: PathBuf,

    /// Write to FILE (atomically) instead of standard output
    #[arg(short, long)]
    pub file: Option<PathBuf>,

    /// Export the NTLM store instead of the SHA-1 one
    #[arg(long)]
    pub ntlm: bool,

    /// End lines with CRLF, like the service's own download format
    #[arg(long)]
    pub crlf: bool,
}

#[derive(Debug, Args)]
pub struct PasswordVerifyArgs {
    /// Folder of the store made by `ward password download`
    pub dir: PathBuf,

    /// Verify the NTLM store instead of the SHA-1 one
    #[arg(long)]
    pub ntlm: bool,
}
