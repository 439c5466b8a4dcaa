use std::path::PathBuf;

use clap::{Arg, Args, Subcommand, ValueEnum};

#[derive(Debug, Args)]
pub struct WebhookArgs {
    #[command(subcommand)]
    pub command: WebhookCommand,
}

#[derive(Debug, Subcommand)]
pub enum WebhookCommand {
    /// List the webhooks of the token's account
    #[command(after_help = examples!("ward webhook list", "ward webhook list -o json"))]
    List,

    /// Show one webhook
    #[command(after_help = examples!("ward webhook get 654bbbc16f2ec14d77f109cc"))]
    Get(WebhookIdArgs),

    /// Create a webhook that watches users, organizations or repositories
    #[command(after_help = examples!(
        "ward webhook create --url https://example.com/webhooks/build --watch org:acme --watch model:acme/bert",
        "WEBHOOK_SECRET=s3cret ward webhook create --url https://example.com/webhooks/build --watch user:alice --domain repo --secret-env WEBHOOK_SECRET",
    ))]
    Create(WebhookCreateArgs),

    /// Change a webhook; options left out keep their current value
    #[command(after_help = examples!(
        "ward webhook update 654bbbc16f2ec14d77f109cc --url https://example.com/webhooks/deploy",
        "ward webhook update 654bbbc16f2ec14d77f109cc --add-watch dataset:acme/reviews",
    ))]
    Update(WebhookUpdateArgs),

    /// Enable a disabled or suspended webhook
    #[command(after_help = examples!("ward webhook enable 654bbbc16f2ec14d77f109cc"))]
    Enable(WebhookIdArgs),

    /// Disable a webhook (it is kept, not deleted)
    #[command(after_help = examples!("ward webhook disable 654bbbc16f2ec14d77f109cc"))]
    Disable(WebhookIdArgs),

    /// Delete a webhook for good (asks first on a terminal)
    #[command(after_help = examples!(
        "ward webhook delete 654bbbc16f2ec14d77f109cc",
        "ward webhook delete 654bbbc16f2ec14d77f109cc --yes",
    ))]
    Delete(WebhookDeleteArgs),

    /// Receive webhooks and run a command per route
    ///
    /// Serves `POST /webhooks/NAME` for every route and a landing page at `/`. The command
    /// runs without a shell, gets the payload JSON on stdin and its main fields as
    /// WEBHOOK_* environment variables. The secret comes from WEBHOOK_SECRET or
    /// --secret-file and is checked against the X-Webhook-Secret header; with --verify (or
    /// a route's `verify`) deliveries must be signed instead: github, standard (Standard
    /// Webhooks), stripe, slack, gitlab or a generic hmac.
    #[command(after_help = concat!(
        examples!(
            "WEBHOOK_SECRET=s3cret ward webhook serve --route build='make -C /srv/app deploy'",
            "ward webhook serve --routes routes.toml --host 0.0.0.0 --port 8080 -o ndjson",
            "ward webhook serve --reload",
        ),
        "\n\nA routes file:",
        "\n  [routes.retrain]",
        "\n  command = [\"./retrain.sh\", \"--fast\"]",
        "\n  actions = [\"update\"]",
        "\n  repo_types = [\"dataset\"]",
        "\n  timeout = 600",
        "\n  concurrency = 1",
        "\n  verify = \"github\"          # signed with WEBHOOK_SECRET",
    ))]
    Serve(Box<WebhookServeArgs>),

    /// Sign a test delivery as a sender would: the body on stdin, the headers on stdout
    ///
    /// Prints the headers a sender using SCHEME sends with the body read from standard
    /// input, or with --curl a ready `curl` command line that delivers it. The secret comes
    /// from a variable (WEBHOOK_SECRET unless --secret-env names another) or a file, never
    /// from the command line, and is never printed: for the plaintext schemes (hub,
    /// gitlab) the header's value is left to your shell to expand.
    #[command(after_help = examples!(
        "WEBHOOK_SECRET=s3cret ward webhook sign --scheme github < body.json",
        "ward webhook sign --scheme standard --secret-env STD_SECRET --curl http://127.0.0.1:7860/webhooks/build < body.json",
        "ward webhook sign --scheme hmac --signature-header X-Signature --algorithm sha512 --signature-prefix sha512= -o json < body.json",
    ))]
    Sign(WebhookSignArgs),

    /// Read and manage the receiver's job queue
    #[command(after_help = examples!(
        "ward webhook jobs list --state dead",
        "ward webhook jobs show 18c2f5a1b2c3d4e5f60718293",
        "ward webhook jobs retry 18c2f5a1b2c3d4e5f60718293",
        "ward webhook jobs purge --older-than 7d",
        "ward webhook jobs list --queue redis://10.0.0.5:6379/0",
    ))]
    Jobs(WebhookJobsArgs),
}

#[derive(Debug, Args)]
pub struct WebhookJobsArgs {
    #[command(subcommand)]
    pub command: WebhookJobsCommand,

    /// Directory of the job queue (as given to `ward webhook serve --state-dir`)
    #[arg(long, value_name = "DIR", env = "WARD_STATE_DIR", global = true)]
    pub state_dir: Option<PathBuf>,

    /// The receivers' shared Redis queue (redis://HOST:PORT/DB, as given to `ward webhook
    /// serve --queue`) instead of the embedded queue in the state directory
    #[arg(
        long,
        value_name = "URL",
        global = true,
        env = "WARD_QUEUE_URL",
        hide_env_values = true
    )]
    pub queue: Option<String>,

    /// File holding the receivers' Redis URL; it wins over --queue and WARD_QUEUE_URL
    #[arg(long, value_name = "FILE", global = true)]
    pub queue_file: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum WebhookJobsCommand {
    /// List jobs, newest first
    #[command(after_help = examples!(
        "ward webhook jobs list",
        "ward webhook jobs list --state dead --route deploy -o json",
    ))]
    List {
        /// Only jobs in this state
        #[arg(long, value_enum)]
        state: Option<JobStateArg>,
        /// Only jobs of this route
        #[arg(long, value_name = "NAME")]
        route: Option<String>,
        /// Show at most this many (1 to 100000)
        #[arg(long, value_name = "N", default_value_t = 50, value_parser = clap::value_parser!(u64).range(1..=100_000))]
        limit: u64,
    },
    /// Show one job with its payload
    #[command(after_help = examples!("ward webhook jobs show 18c2f5a1b2c3d4e5f60718293"))]
    Show {
        /// The job's ID (from the 202 answer, the log, or `jobs list`)
        id: String,
    },
    /// Queue a finished, failed or dead job again (a running server picks it up)
    #[command(after_help = examples!("ward webhook jobs retry 18c2f5a1b2c3d4e5f60718293"))]
    Retry {
        /// The job's ID
        id: String,
    },
    /// Remove succeeded and dead jobs older than a given age
    #[command(after_help = examples!(
        "ward webhook jobs purge --older-than 7d",
        "ward webhook jobs purge --older-than 2026-01-01T00:00:00Z",
    ))]
    Purge {
        /// Age such as 30m, 12h, 7d (or an RFC 3339 time)
        #[arg(long, value_name = "AGE")]
        older_than: String,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum JobStateArg {
    Queued,
    Running,
    Succeeded,
    Failed,
    Dead,
}

#[derive(Debug, Args)]
pub struct WebhookIdArgs {
    /// The webhook's ID (see `ward webhook list`)
    pub id: String,
}

#[derive(Debug, Args)]
pub struct WebhookDeleteArgs {
    /// The webhook's ID (see `ward webhook list`)
    pub id: String,

    /// Do not ask for confirmation
    #[arg(short, long)]
    pub yes: bool,
}

/// Where the webhook secret comes from; never the command line itself.
#[derive(Debug, Args)]
pub struct WebhookSecretArgs {
    /// Read the secret from this file ('-' for standard input)
    #[arg(long, value_name = "FILE", group = "secret_source")]
    pub secret_file: Option<PathBuf>,

    /// Read the secret from this environment variable (for example WEBHOOK_SECRET)
    #[arg(long, value_name = "VAR", group = "secret_source")]
    pub secret_env: Option<String>,

    /// Ask for the secret without echo
    #[arg(long, group = "secret_source")]
    pub ask_secret: bool,
}

/// What a webhook sends and the secret it signs with, set by `create` and changed by
/// `update`.
#[derive(Debug, Args)]
pub struct WebhookDeliveryArgs {
    /// Which events to send (repeatable; both when omitted)
    #[arg(
        long = "domain",
        value_enum,
        value_name = "DOMAIN",
        value_delimiter = ','
    )]
    pub domains: Vec<DomainArg>,

    #[command(flatten)]
    pub secret: WebhookSecretArgs,
}

#[derive(Debug, Args)]
pub struct WebhookCreateArgs {
    /// Where the hub sends the payloads
    #[arg(long)]
    pub url: String,

    /// What to watch, TYPE:NAME with TYPE user, org, model, dataset or space (repeatable)
    #[arg(long, value_name = "TYPE:NAME", required = true, value_delimiter = ',')]
    pub watch: Vec<String>,

    #[command(flatten)]
    pub delivery: WebhookDeliveryArgs,
}

#[derive(Debug, Args)]
#[command(mut_args(update_flags))]
pub struct WebhookUpdateArgs {
    /// The webhook's ID (see `ward webhook list`)
    pub id: String,

    /// New target URL
    #[arg(long)]
    pub url: Option<String>,

    /// Replace the watched list, TYPE:NAME (repeatable)
    #[arg(long, value_name = "TYPE:NAME", value_delimiter = ',')]
    pub watch: Vec<String>,

    /// Add to the watched list, TYPE:NAME (repeatable)
    #[arg(long)]
    pub add_watch: Vec<String>,

    /// Remove from the watched list, TYPE:NAME (repeatable)
    #[arg(long)]
    pub remove_watch: Vec<String>,

    #[command(flatten)]
    pub delivery: WebhookDeliveryArgs,
}

/// What `update` says of its flags beyond their declarations: --add-watch and
/// --remove-watch edit the list that --watch replaces, so both take its TYPE:NAME values
/// and neither goes with it; the shared --domain replaces the list rather than setting
/// it. `mut_args` changes each flag where it stands; `mut_arg` would move it after the
/// secret options.
fn update_flags(arg: Arg) -> Arg {
    match arg.get_id().as_str() {
        "add_watch" | "remove_watch" => arg
            .value_name("TYPE:NAME")
            .value_delimiter(',')
            .conflicts_with("watch"),
        "domains" => arg.help("Replace the domains (repeatable)"),
        _ => arg,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum DomainArg {
    /// Repository changes: commits, tags, settings, creation, deletion, moves
    Repo,
    /// Discussions, pull requests and their comments
    #[value(alias = "discussions")]
    Discussion,
}

impl DomainArg {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Repo => "repo",
            Self::Discussion => "discussion",
        }
    }
}

#[derive(Debug, Clone, Args)]
pub struct WebhookServeArgs {
    /// A route: NAME=COMMAND serves POST /webhooks/NAME and runs COMMAND; NAME alone only
    /// accepts and logs (repeatable)
    #[arg(long = "route", value_name = "NAME=COMMAND")]
    pub routes: Vec<String>,

    /// TOML file of routes with per-route filters, timeout and concurrency
    #[arg(long = "routes", value_name = "FILE")]
    pub routes_file: Option<PathBuf>,

    /// Tell the receiver running on --state-dir to read its routes and secrets again (as
    /// SIGHUP does), then exit: 0 once the new routes are in use, 2 when they are refused
    /// and the old ones stay
    #[arg(long, conflicts_with_all = ["routes", "routes_file"])]
    pub reload: bool,

    /// Address to listen on
    #[arg(long, default_value = "127.0.0.1")]
    pub host: String,

    /// Port to listen on (0 picks a free one)
    #[arg(long, default_value_t = 7860)]
    pub port: u16,

    /// Serve HTTPS with this certificate chain (PEM: the server's certificate first); it
    /// is read again when the file changes or on SIGHUP
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,

    /// The private key of --tls-cert (PEM: PKCS#8, PKCS#1 RSA or SEC1 EC)
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,

    /// Serve /metrics (Prometheus), /healthz and a status page with retry buttons on
    /// this address, apart from the public one: ADDR:PORT, or PORT alone for 127.0.0.1
    #[arg(long, value_name = "ADDR:PORT")]
    pub admin_listen: Option<String>,

    /// Let --admin-listen take an address other than loopback (put a firewall or an
    /// authenticating proxy in front of it)
    #[arg(long, requires = "admin_listen")]
    pub admin_allow_remote: bool,

    /// File holding the webhook secret (instead of WEBHOOK_SECRET)
    #[arg(long, value_name = "FILE")]
    pub secret_file: Option<PathBuf>,

    /// Run --route commands through `sh -c` instead of splitting them into arguments
    #[arg(long)]
    pub shell: bool,

    /// Answer when the command has finished, with its exit status (default: 202 at once)
    #[arg(long)]
    pub wait: bool,

    /// Seconds a command may run before it is stopped (routes may set their own; 1 to 604800)
    #[arg(long, value_name = "SECONDS", default_value_t = 300, value_parser = clap::value_parser!(u64).range(1..=604_800))]
    pub command_timeout: u64,

    /// Commands one route may run at the same time (routes may set their own; 1 to 256;
    /// default: four per available core)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=256))]
    pub concurrency: Option<u64>,

    /// Unfinished jobs one route may hold beyond its running ones before answering 503
    /// (0 to 1000000; the default takes a sender's burst); or a Redis URL
    /// (redis://HOST:PORT/DB) to share the queue between several receivers, with the same
    /// default count
    #[arg(long, value_name = "N|URL", default_value = "100000")]
    pub queue: Vec<String>,

    /// File holding the Redis URL of a shared queue, so its password is not in the
    /// arguments every local user can list (the variable WARD_QUEUE_URL also works)
    #[arg(long, value_name = "FILE")]
    pub queue_file: Option<PathBuf>,

    /// With a Redis queue: seconds a job may go unrefreshed before another receiver takes
    /// it over (5 to 86400)
    #[arg(long, value_name = "SECONDS", default_value_t = 60, value_parser = clap::value_parser!(u64).range(5..=86_400))]
    pub visibility_timeout: u64,

    /// Seconds a delivery's ID is remembered per route: a repeat within them is answered
    /// 202 with the first job's ID and runs nothing (0 remembers none; routes may set their
    /// own; 0 to 2592000)
    #[arg(long, value_name = "SECONDS", default_value_t = 86_400, value_parser = clap::value_parser!(u64).range(0..=2_592_000))]
    pub dedup_retention: u64,

    /// Further attempts for a job whose command failed (routes may set their own; 0 to 100)
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=100))]
    pub retries: u32,

    /// Seconds before the first retry, doubled for each further one, at most an hour
    /// (1 to 86400)
    #[arg(long, value_name = "SECONDS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub backoff: u64,

    /// Largest request body accepted, in bytes (larger ones get 413; 1 to 67108864)
    #[arg(long, value_name = "BYTES", default_value_t = 1_048_576, value_parser = clap::value_parser!(u64).range(1..=67_108_864))]
    pub max_body: u64,

    /// Bytes of request bodies read at once over all connections; more get 503 (1048576 to
    /// 4294967295, at least --max-body)
    #[arg(long, value_name = "BYTES", default_value_t = 67_108_864, value_parser = clap::value_parser!(u64).range(1_048_576..=4_294_967_295))]
    pub body_budget: u64,

    /// Open connections at most; more are answered 503 at once (1 to 100000)
    #[arg(long, value_name = "N", default_value_t = 256, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub max_connections: u64,

    /// Seconds for a request's headers to arrive; also how long an idle keep-alive
    /// connection stays open (1 to 3600)
    #[arg(long, value_name = "SECONDS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub header_timeout: u64,

    /// Seconds for a request's body to arrive (1 to 3600)
    #[arg(long, value_name = "SECONDS", default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub body_timeout: u64,

    /// Largest payload value passed to a command as an environment variable; deliveries
    /// with a larger one get 413 (64 to 131046 bytes: the kernel's 131072 per variable,
    /// less the longest name, `=` and the closing NUL)
    #[arg(long, value_name = "BYTES", default_value_t = 4096, value_parser = clap::value_parser!(u64).range(64..=crate::webhook_server::ENV_VALUE_MAX as u64))]
    pub env_max: u64,

    /// Remove this variable from the commands' environment, like the secret (repeatable)
    #[arg(long, value_name = "NAME")]
    pub hide_env: Vec<String>,

    /// Seconds to let running commands finish after SIGINT or SIGTERM (0 to 86400)
    #[arg(long, value_name = "SECONDS", default_value_t = 30, value_parser = clap::value_parser!(u64).range(0..=86_400))]
    pub shutdown_timeout: u64,

    /// Directory of the job queue (default: the platform's state directory, e.g.
    /// ~/.local/state/ward/webhook on Linux)
    #[arg(long, value_name = "DIR", env = "WARD_STATE_DIR")]
    pub state_dir: Option<PathBuf>,

    /// Use a state directory other users may write to (group- or world-writable, or
    /// another user's), with a warning, instead of refusing it
    #[arg(long)]
    pub allow_shared_state_dir: bool,

    /// HTML file served at / instead of the built-in landing page
    #[arg(long, value_name = "FILE")]
    pub page: Option<PathBuf>,

    /// How deliveries are verified, for every route that does not say: hub is the
    /// X-Webhook-Secret header; see "Verifying senders" in docs/webhook-serve.md
    #[arg(long, value_name = "SCHEME", default_value = "hub", value_parser = crate::webhook_server::verify::Scheme::NAMES)]
    pub verify: String,

    /// Seconds a signature's timestamp may be off from this machine's clock, either way;
    /// older or newer deliveries are refused as replays (1 to 86400)
    #[arg(long, value_name = "SECONDS", default_value_t = 300, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub tolerance: u64,

    #[command(flatten)]
    pub hmac: HmacArgs,
}

/// The generic HMAC scheme's settings, shared by the receiver and `webhook sign`.
#[derive(Debug, Clone, Args)]
#[command(next_help_heading = "Generic HMAC (--verify hmac, --scheme hmac)")]
pub struct HmacArgs {
    /// Header that carries the signature
    #[arg(long, value_name = "NAME")]
    pub signature_header: Option<String>,

    /// Hash of the HMAC [default: sha256]
    #[arg(long, value_name = "ALGORITHM", value_parser = ["sha1", "sha256", "sha512"])]
    pub algorithm: Option<String>,

    /// How the signature is written [default: hex]
    #[arg(long, value_name = "ENCODING", value_parser = ["hex", "base64"])]
    pub encoding: Option<String>,

    /// Text before the signature in its header, such as sha512=
    #[arg(long, value_name = "TEXT")]
    pub signature_prefix: Option<String>,

    /// Header that carries the time of signing in Unix seconds
    #[arg(long, value_name = "NAME")]
    pub timestamp_header: Option<String>,

    /// What is signed: {body}, and {timestamp} with a timestamp header [default: {body},
    /// or {timestamp}.{body} with a timestamp header]
    #[arg(long, value_name = "TEMPLATE")]
    pub signed: Option<String>,
}

#[derive(Debug, Args)]
pub struct WebhookSignArgs {
    /// The sender's scheme, as a route's `verify`
    #[arg(long, value_name = "SCHEME", value_parser = crate::webhook_server::verify::Scheme::NAMES)]
    pub scheme: String,

    /// Variable holding the secret
    #[arg(long, value_name = "VAR", default_value = "WEBHOOK_SECRET")]
    pub secret_env: String,

    /// File whose first line is the secret, instead of the variable
    #[arg(long, value_name = "FILE")]
    pub secret_file: Option<PathBuf>,

    /// Time of signing, in Unix seconds [default: now]
    #[arg(long, value_name = "SECONDS", value_parser = clap::value_parser!(i64).range(0..=99_999_999_999))]
    pub timestamp: Option<i64>,

    /// The delivery's ID, for schemes that sign one (standard) [default: a random msg_ ID]
    #[arg(long, value_name = "ID")]
    pub id: Option<String>,

    /// Print a curl command line that posts the body to URL, instead of the headers
    #[arg(long, value_name = "URL")]
    pub curl: Option<String>,

    #[command(flatten)]
    pub hmac: HmacArgs,
}
