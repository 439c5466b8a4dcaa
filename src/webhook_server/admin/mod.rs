//! The admin listener (`--admin-listen`): `/metrics`, `/healthz` and the status page with
//! its retry control, on an address of its own, loopback unless the operator says
//! otherwise. It reads what the handler and the workers count ([`stats::Stats`]) and the
//! queue itself; it never shows a secret, and shows a payload only when asked.

mod jobs;
mod metrics;
mod page;
mod site;
pub(crate) mod stats;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use tokio::net::TcpListener;
use tokio::sync::watch;

use super::dispatch::Shared;
use super::health::Health;
use super::reload::Table;
use crate::error::{Error, Result};
use crate::output::Printer;

/// Where the admin listener listens, as the command checked it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct AdminSettings {
    pub address: SocketAddr,
    /// The address may be other than loopback (`--admin-allow-remote`): the Host check
    /// that keeps other sites' pages off a loopback listener is left to the operator's proxy.
    pub allow_remote: bool,
}

/// `--admin-listen`: `ADDR:PORT`, `localhost:PORT`, or a port alone (on 127.0.0.1). An
/// address other than loopback needs `--admin-allow-remote`: the page lists deliveries
/// and can queue jobs again, so it is not served to the network by accident.
pub(crate) fn settings(text: &str, allow_remote: bool) -> Result<AdminSettings> {
    let trimmed = text.trim();
    let loopback = |port: &str| {
        port.parse::<u16>()
            .ok()
            .map(|port| SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port))
    };
    let address = trimmed
        .parse::<SocketAddr>()
        .ok()
        .or_else(|| loopback(trimmed))
        .or_else(|| trimmed.strip_prefix("localhost:").and_then(loopback))
        .ok_or_else(|| {
            Error::usage(format!(
                "--admin-listen \"{text}\" is not ADDR:PORT; give an IP address and a port, such as 127.0.0.1:9100"
            ))
        })?;
    if !address.ip().is_loopback() && !allow_remote {
        return Err(Error::usage(format!(
            "--admin-listen {address} is not a loopback address; the admin listener shows deliveries and can retry jobs, so it listens on loopback unless told otherwise"
        ))
        .with_hint(format!(
            "use 127.0.0.1:{}, or add --admin-allow-remote to listen on {address} (behind a firewall or an authenticating proxy)",
            address.port()
        )));
    }
    Ok(AdminSettings {
        address,
        allow_remote,
    })
}

/// Bound with the public port, before the queue is opened: a start that cannot listen
/// changes nothing.
pub(super) async fn bind(settings: Option<&AdminSettings>) -> Result<Option<TcpListener>> {
    let Some(settings) = settings else {
        return Ok(None);
    };
    TcpListener::bind(settings.address)
        .await
        .map(Some)
        .map_err(|error| {
            Error::io(
                format!(
                    "could not listen on {} for --admin-listen",
                    settings.address
                ),
                error,
            )
            .with_hint("another program may use the port; pick another with --admin-listen")
        })
}

/// What the admin listener serves from.
pub(super) struct Admin {
    shared: Arc<Shared>,
    /// The routes served now: a reload's new ones included.
    lanes: Table,
    health: Arc<Health>,
    jobs: jobs::Reader,
    /// The form's token against cross-site requests: random, for this process only.
    token: String,
    allow_remote: bool,
    /// "SQLite" or "Redis", for the page and the reachability gauge.
    backend: &'static str,
}

/// What the receiver hands the admin listener once it runs.
pub(super) struct Parts<'a> {
    pub shared: &'a Arc<Shared>,
    pub lanes: &'a Table,
    pub health: &'a Arc<Health>,
    pub state_dir: &'a Path,
    pub redis: Option<&'a str>,
}

/// Serve the admin listener until `stopping`; says where it listens first.
pub(super) fn start(
    listener: TcpListener,
    settings: &AdminSettings,
    parts: Parts<'_>,
    printer: &Printer,
    stopping: watch::Receiver<bool>,
) -> Result<tokio::task::JoinHandle<()>> {
    let jobs = jobs::Reader::open(parts.state_dir, parts.redis)?;
    let admin = Arc::new(Admin {
        shared: Arc::clone(parts.shared),
        lanes: parts.lanes.clone(),
        health: Arc::clone(parts.health),
        jobs,
        token: site::new_token()?,
        allow_remote: settings.allow_remote,
        backend: if parts.redis.is_some() {
            "Redis"
        } else {
            "SQLite"
        },
    });
    let address = listener
        .local_addr()
        .map_err(|error| Error::io("could not read the admin listening address", error))?;
    // Printed even with -q, as the public address is: scripts read it.
    printer
        .terminal()
        .stderr_line(&printer.terminal().stderr_text(&format!(
            "admin listening on http://{address} (status page /, /metrics, /healthz)"
        )));
    Ok(tokio::spawn(site::run(listener, admin, stopping)))
}

/// How long an admin request's headers may take; the page is for people and scrapers on
/// a near network, so this is short.
const HEADERS: Duration = Duration::from_secs(10);

/// Admin connections open at once; more are answered 503.
const CONNECTIONS: usize = 64;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_loopback_unless_allowed() {
        let given =
            |text: &str, remote: bool| settings(text, remote).map(|s| s.address.to_string());
        assert_eq!(given("9100", false).unwrap(), "127.0.0.1:9100");
        assert_eq!(given("localhost:9100", false).unwrap(), "127.0.0.1:9100");
        assert_eq!(given("[::1]:9100", false).unwrap(), "[::1]:9100");
        assert_eq!(given("0.0.0.0:9100", true).unwrap(), "0.0.0.0:9100");
        for bad in ["0.0.0.0:9100", "10.1.2.3:80", "[::]:9100"] {
            let error = settings(bad, false).unwrap_err();
            assert!(
                error.to_string().contains("not a loopback address"),
                "{bad}"
            );
        }
        for bad in ["", "host:80", "127.0.0.1", "99999", "127.0.0.1:x"] {
            let error = settings(bad, false).unwrap_err();
            assert!(error.to_string().contains("is not ADDR:PORT"), "{bad}");
        }
    }
}
