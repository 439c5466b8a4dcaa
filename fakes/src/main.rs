//! `ward-fakes SERVICE [--port N]`: run one fake server in the foreground, for benchmarks,
//! the action's Node tests and manual exploration; `ward-fakes all` runs every one of them.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "ward-fakes", about = "Run ward's fake servers on loopback")]
struct Args {
    /// Address to listen on
    #[arg(long, default_value = "127.0.0.1", global = true)]
    host: String,
    /// Port to listen on (0 picks a free one); for `all`, the first of five consecutive ports
    #[arg(long, default_value_t = 0, global = true)]
    port: u16,
    #[command(subcommand)]
    service: Service,
}

#[derive(Subcommand)]
enum Service {
    /// Every fake at once, printing the `export` lines that point ward at them
    All(ward_fakes::all::AllArgs),
    /// The cloud token services and resource manager on one port: /oidc, /v1/token,
    /// /v1/projects/-/serviceAccounts/..., /token, /v3/{organizations,folders,projects}/..., /stats (counts)
    Cloud {
        /// Seconds federated and access tokens live, when shorter than asked (0: as asked)
        #[arg(long, default_value_t = 0, value_name = "SECONDS")]
        token_lifetime: u64,
        /// Serve the policy in FILE (JSON) as RESOURCE's (projects/x, folders/1); repeatable
        #[arg(long, value_name = "RESOURCE=FILE")]
        policy: Vec<String>,
    },
    /// The release tracker (spec 1), seeded with projects and releases
    Releases(ward_fakes::releases::ServeArgs),
    /// The breach and paste API (strict 1,500 ms sliding rate limit by default)
    Breaches {
        /// Rate-limit window in milliseconds (0 turns the limiter off)
        #[arg(long, default_value_t = 1500)]
        window_ms: u64,
    },
    /// The password range API; `POST /fake/change` (lines of 5-hex prefixes, or HASH:COUNT to
    /// add) changes ranges while it runs
    Passwords {
        /// Generated rows per range
        #[arg(long, default_value_t = 800)]
        rows: usize,
        /// Fail the first attempt at one prefix in N (503, dropped connection, garbage 200)
        #[arg(long, default_value_t = 0, value_name = "N")]
        fault_every: u32,
    },
    /// The hub's webhook management API (bearer token: --token)
    Hub {
        /// The token the fake accepts
        #[arg(long, default_value = ward_fakes::hub::TOKEN)]
        token: String,
    },
    /// A VM's metadata server (/computeMetadata/v1/...), its tokens issued by a cloud fake
    /// started beside it (its URL on the second line)
    Metadata,
    /// A hostile server answering every path with the same abusive body
    Hostile {
        /// oversized (64 MiB, length declared), gzip-bomb (1 GiB), endless, or trickle
        #[arg(value_enum)]
        mode: HostileMode,
    },
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum HostileMode {
    Oversized,
    GzipBomb,
    Endless,
    Trickle,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let address = format!("{}:{}", args.host, args.port);
    // The cloud fake that issues the metadata server's tokens, kept running beside it.
    let mut beside = None;
    let router = match args.service {
        Service::Metadata => {
            let cloud = ward_fakes::cloud::Cloud::new();
            beside = Some(ward_fakes::spawn(cloud.router()));
            ward_fakes::metadata::Metadata::new(cloud).router()
        }
        Service::All(all) => {
            return match ward_fakes::all::run(&all, &args.host, args.port, wait_for_signal) {
                Ok(()) => ExitCode::SUCCESS,
                Err(message) => {
                    eprintln!("ward-fakes: error: {message}");
                    ExitCode::FAILURE
                }
            }
        }
        Service::Cloud {
            token_lifetime,
            policy,
        } => {
            let cloud = ward_fakes::cloud::Cloud::new();
            cloud.short_lifetimes(token_lifetime);
            for entry in policy {
                let Some((resource, file)) = entry.split_once('=') else {
                    eprintln!("ward-fakes: --policy takes RESOURCE=FILE, not {entry}");
                    return ExitCode::from(2);
                };
                let document = std::fs::read_to_string(file)
                    .map_err(|error| error.to_string())
                    .and_then(|text| {
                        serde_json::from_str(&text).map_err(|error| error.to_string())
                    });
                match document {
                    Ok(document) => cloud.set_policy(resource, document),
                    Err(error) => {
                        eprintln!("ward-fakes: --policy {file}: {error}");
                        return ExitCode::from(2);
                    }
                }
            }
            cloud.router()
        }
        Service::Releases(releases) => releases.router(),
        Service::Breaches { window_ms } => {
            ward_fakes::breaches::router(ward_fakes::breaches::BreachOptions {
                window: std::time::Duration::from_millis(window_ms),
                ..Default::default()
            })
            .0
        }
        Service::Passwords { rows, fault_every } => {
            ward_fakes::passwords::router(ward_fakes::passwords::PasswordOptions {
                rows,
                fault_every,
                ..Default::default()
            })
            .0
        }
        Service::Hub { token } => ward_fakes::hub::Hub::new(&token).router(),
        Service::Hostile { mode } => {
            use ward_fakes::hostile::{router, Mode};
            router(match mode {
                HostileMode::Oversized => Mode::Oversized { bytes: 64 << 20 },
                HostileMode::GzipBomb => Mode::GzipBomb { gib: 1 },
                HostileMode::Endless => Mode::Endless,
                HostileMode::Trickle => Mode::Trickle {
                    interval: std::time::Duration::from_millis(500),
                },
            })
        }
    };
    let running = ward_fakes::spawn_on(&address, router);
    // The first line on stdout is the URL, so scripts can read where the fake listens.
    println!("{}", running.url);
    if let Some(cloud) = &beside {
        println!("{}", cloud.url);
    }
    wait_for_signal();
    ExitCode::SUCCESS
}

/// Until Ctrl-C, or on Unix a plain `kill`, which is how background fakes are stopped.
fn wait_for_signal() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("start a runtime");
    runtime.block_on(async {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            if let Ok(mut terminate) = signal(SignalKind::terminate()) {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = terminate.recv() => {}
                }
                return;
            }
        }
        let _ = tokio::signal::ctrl_c().await;
    });
}
