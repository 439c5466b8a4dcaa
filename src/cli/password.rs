use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

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

    /// Audit a directory's password hashes: pwned accounts, reused passwords, what a refresh changed
    #[command(after_help = concat!(
        examples!(
            "ward password audit ntds.txt --offline corpus          # pwdump/secretsdump lines",
            "ward password audit users.txt -o ndjson --min-count 10   # user:hash, online",
            "ward password audit ntds.txt --offline corpus --since-refresh --state audit-state",
        ),
        "\n\nInput: `user:hash` (40 hex characters for SHA-1, 32 for NTLM), pwdump/secretsdump\n\
         lines (DOMAIN\\user:RID:LMHASH:NTHASH:::, the NT hash is used) or bare hashes, told\n\
         from the first line unless --input-format is given. Output per account: line, name,\n\
         pwned yes/no, count and reuse group; never the hash unless --show-hashes. A malformed\n\
         line is reported by number (never echoed) and skipped, unless --strict.\n\
         Exit 0: none pwned; 10: at least one account pwned; 2: bad input or flags; 1: a store\n\
         range missing or damaged, or the service failing.",
    ))]
    Audit(PasswordAuditArgs),

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

    /// Serve the range API from a downloaded store, for clients that take a range URL
    #[command(after_help = concat!(
        examples!(
            "ward password serve corpus                       # http://127.0.0.1:7870/range/5BAA6",
            "ward password serve /srv/pwned --listen 0.0.0.0:8080 -o ndjson",
            "ward password serve corpus --listen [::]:8443 --tls-cert chain.pem --tls-key key.pem",
        ),
        "\n\nAnswers GET /range/PREFIX (and ?mode=ntlm) byte for byte as the public service does,\n\
         from STORE/sha1 and STORE/ntlm, with ETag, If-None-Match, Last-Modified, gzip and\n\
         Add-Padding; /healthz and /metrics (Prometheus) beside them. A range the store lacks\n\
         or holds damaged is answered 503 with Retry-After, never as an empty range. A\n\
         `ward password download --refresh` of the same folder is picked up while serving.\n\
         Requests are logged on stdout without their prefixes unless --log-prefixes is given.\n\
         Stops on Ctrl-C or SIGTERM after the requests in flight. Exit 2: no store or bad flags;\n\
         1: the address cannot be listened on.",
    ))]
    Serve(PasswordServeArgs),

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

/// How the lines of an audit's input are laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum AuditInputFormat {
    /// DOMAIN\user:RID:LMHASH:NTHASH::: (pwdump, secretsdump)
    Pwdump,
    /// user:hash
    UserHash,
    /// One bare hash per line
    Hash,
}

#[derive(Debug, Args)]
pub struct PasswordAuditArgs {
    /// The dump to audit, or `-` for standard input
    pub file: PathBuf,

    /// Answer from a store made by `ward password download DIR`, with no network at all
    #[arg(long, value_name = "DIR")]
    pub offline: Option<PathBuf>,

    /// The input's layout, instead of telling it from the first line
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub input_format: Option<AuditInputFormat>,

    /// Stop at the first malformed line instead of reporting it and going on
    #[arg(long)]
    pub strict: bool,

    /// Count an account as pwned only when its password was seen at least N times
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    pub min_count: u64,

    /// Look up only accounts whose range the store's last refresh changed (or, with
    /// --state, every refresh since the previous audit) and accounts whose hash is new
    #[arg(long, requires = "offline")]
    pub since_refresh: bool,

    /// Keep what this audit found in DIR and report accounts newly pwned since the previous one
    #[arg(long, value_name = "DIR")]
    pub state: Option<PathBuf>,

    /// Print each account's hash too (the output then holds every hash of the input)
    #[arg(long)]
    pub show_hashes: bool,

    /// Do not ask the server to pad answers with decoy rows
    #[arg(long)]
    pub no_padding: bool,

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

#[derive(Debug, Args)]
pub struct PasswordServeArgs {
    /// Folder of the store made by `ward password download` (its SHA-1 and NTLM stores
    /// are both served)
    #[arg(value_name = "STORE", default_value = ".")]
    pub dir: PathBuf,

    /// Address and port to listen on (port 0 picks a free one; [::]:PORT for IPv6)
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:7870", value_parser = listen_address)]
    pub listen: String,

    /// Write each request's prefix to the access log (left out by default: a prefix narrows
    /// a password down to about one in a million)
    #[arg(long)]
    pub log_prefixes: bool,

    /// Log no requests (warnings still go to stderr)
    #[arg(long, conflicts_with = "log_prefixes")]
    pub no_access_log: bool,

    /// Seconds clients and caches may keep a range (Cache-Control max-age; 0 to 31536000)
    #[arg(long, value_name = "SECONDS", default_value_t = 2_678_400, value_parser = clap::value_parser!(u64).range(0..=31_536_000))]
    pub max_age: u64,

    /// Seconds a client is asked to wait (Retry-After) before asking again for a range the
    /// store lacks or holds damaged (1 to 86400)
    #[arg(long, value_name = "SECONDS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub retry_after: u64,

    /// Milliseconds between looks for a shard file that a download put in place, so a
    /// refresh is served within this time (0 looks on every request; 0 to 60000)
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(0..=60_000))]
    pub recheck_ms: u64,

    /// Open connections at most; more are answered 503 at once (1 to 100000)
    #[arg(long, value_name = "N", default_value_t = 1024, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub max_connections: u64,

    /// Seconds for a request's headers (and a TLS handshake) to arrive; also how long an
    /// idle keep-alive connection stays open, and a client has to take an answer (1 to 3600)
    #[arg(long, value_name = "SECONDS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub header_timeout: u64,

    /// Serve HTTPS with this certificate chain (PEM: the server's certificate first)
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,

    /// The private key of --tls-cert (PEM: PKCS#8, PKCS#1 RSA or SEC1 EC)
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,

    /// Seconds the requests in flight may take to finish once asked to stop (0 to 3600)
    #[arg(long, value_name = "SECONDS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(0..=3600))]
    pub shutdown_timeout: u64,
}

/// `HOST:PORT` or `[IPV6]:PORT`, the port a number; the host is resolved when binding.
fn listen_address(value: &str) -> Result<String, String> {
    let bad = || format!("\"{value}\" is not ADDR:PORT (for example 127.0.0.1:7870 or [::]:7870)");
    let (host, port) = value.rsplit_once(':').ok_or_else(bad)?;
    let bracketed = host.starts_with('[') && host.ends_with(']') && host.len() > 2;
    if host.is_empty() || (host.contains(':') && !bracketed) || port.parse::<u16>().is_err() {
        return Err(bad());
    }
    Ok(value.to_string())
}
