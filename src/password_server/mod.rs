//! `ward password serve`: the password range API, answered from the offline store that
//! `ward password download` keeps, as the public service answers it (see [`answer`]).
//!
//! The store is read from the file system as requests come (see [`ranges`]): nothing of
//! it is loaded at start-up, so the server answers at once whatever the store's size,
//! and a download or refresh of the same folder in another process is picked up while
//! serving. Like the webhook receiver it is given what it needs of the run's outside
//! world (its printer and interrupts) and reads nothing else of the process.

mod access;
mod answer;
mod cache;
mod encoding;
mod metrics;
mod ranges;
mod trouble;
mod version;

use std::net::{SocketAddr, ToSocketAddrs as _};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::watch;

use crate::error::{Error, Result};
use crate::interrupt::Interrupts;
use crate::output::{group_thousands, Printer};
use crate::serve::cores::{self, Listeners};
use crate::serve::hangup::Hangup;
use crate::serve::listen::Accept;
use crate::serve::log::Logger;
use crate::serve::stop::Stop;
use crate::serve::tls::Reloaded;
use crate::store::manifest::Manifest;
use crate::store::Store;
use ward_client::passwords::{HashMode, PREFIX_COUNT};

/// How much the server takes on at once, and how long it waits.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    /// Open connections at most; more are answered 503 and closed at once.
    pub connections: usize,
    /// Time for a request's headers to arrive, from the connection's start or from the end
    /// of the previous response (so it is also the keep-alive idle timeout).
    pub headers: Duration,
}

/// Bytes of a request's head buffered at most (hyper's smallest allowed buffer is 8 KiB).
const MAX_HEAD: usize = 16 * 1024;

pub(crate) struct Settings {
    /// The folder holding `sha1/` and `ntlm/`.
    pub dir: PathBuf,
    /// `HOST:PORT`, resolved when binding.
    pub listen: String,
    pub limits: Limits,
    /// How long the requests in flight may take once the server is asked to stop.
    pub shutdown: Duration,
    /// Log requests at all; as NDJSON rather than text.
    pub access_log: bool,
    pub ndjson: bool,
    pub log_prefixes: bool,
    /// Seconds for `Cache-Control: public, max-age=N`.
    pub max_age: u64,
    /// Seconds for `Retry-After` on a 503.
    pub retry_after: u64,
    /// How long a shard file's name is trusted to lead to the file opened for it, before
    /// it is looked at again for a new version (zero: on every request).
    pub recheck: Duration,
    /// HTTPS with this certificate chain and key (PEM files).
    pub tls: Option<(PathBuf, PathBuf)>,
}

/// Serve until SIGINT or SIGTERM (Ctrl-C or Ctrl-Break on Windows), or the run's own
/// interrupts, then finish the requests in flight (up to the shutdown timeout).
pub(crate) async fn serve(
    settings: Settings,
    printer: &Printer,
    interrupts: &Interrupts,
) -> Result<()> {
    // Watched first, so a signal that arrives right after start-up is not lost.
    let mut stop = Stop::watch(interrupts)?;
    let stores = open_stores(&settings.dir)?;
    // SIGHUP reads the certificates again, so it is watched only when there are some:
    // without, it ends the server as it always has.
    let tls = match &settings.tls {
        Some((cert, key)) => Some((
            crate::serve::tls::reloading(cert, key)?,
            Hangup::watch(interrupts)?,
        )),
        None => None,
    };
    let scheme = if tls.is_some() { "https" } else { "http" };
    let listeners = bind(&settings.listen)?;
    let address = listeners.address();
    let log = settings
        .access_log
        .then(|| Logger::start(settings.ndjson, printer.terminal().clone()));
    let app = Arc::new(answer::App::new(
        settings.dir.clone(),
        printer.clone(),
        &settings,
        log.clone(),
    ));
    announce(&settings, printer, scheme, address, &stores);

    let (stop_tx, stopping) = watch::channel(false);
    let (tls, renewals) = match tls {
        Some(((acceptor, certificates), hangup)) => {
            let printer = printer.clone();
            let renewals =
                certificates.watch(hangup.subscribe(), stopping.clone(), move |reloaded| {
                    match reloaded {
                        Reloaded::Swapped(message) => printer.info(&message),
                        Reloaded::Kept(message) => printer.warn(&message),
                    }
                });
            (Some(acceptor), Some(renewals))
        }
        None => (None, None),
    };
    let accept = Accept {
        connections: settings.limits.connections,
        headers: settings.limits.headers,
        max_head: Some(MAX_HEAD),
    };
    let paths = cores::start(
        listeners,
        Arc::clone(&app),
        accept,
        tls,
        stopping,
        settings.shutdown,
    )
    .map_err(|error| Error::io("could not start the accept threads", error))?;
    stop.next().await;
    let _ = stop_tx.send(true);
    printer.info(&format!(
        "shutting down: no new connections; waiting up to {} s for the requests in flight",
        settings.shutdown.as_secs()
    ));
    stop.unless_again(paths.finished(), printer).await;
    if let Some(renewals) = renewals {
        renewals.abort();
    }
    if let Some(log) = log {
        log.close();
    }
    printer.info("stopped");
    Ok(())
}

/// The listening sockets on `listen`, one per core where the system allows (see
/// [`cores`]); a port already taken is the usual failure, so the error says how to pick
/// another.
fn bind(listen: &str) -> Result<Listeners> {
    let failed = |error: std::io::Error| {
        Error::io(format!("could not listen on {listen}"), error).with_hint(
            "another program may use the port, or the address is not this machine's; pick another with --listen",
        )
    };
    let address = listen
        .to_socket_addrs()
        .map_err(failed)?
        .next()
        .ok_or_else(|| failed(std::io::Error::other("the name has no address")))?;
    Listeners::bind(address).map_err(failed)
}

/// Tells where the server listens and what each store holds.
fn announce(
    settings: &Settings,
    printer: &Printer,
    scheme: &str,
    address: SocketAddr,
    stores: &[(HashMode, Store)],
) {
    // Printed even with -q: scripts read the address from it.
    printer.always(&format!(
        "password server listening on {scheme}://{address}"
    ));
    for (mode, store) in stores {
        let held = Manifest::read(store)
            .ok()
            .flatten()
            .map_or(0, |manifest| manifest.ranges());
        printer.info(&format!(
            "  GET {scheme}://{address}/range/PREFIX{}  from {} ({} of {} ranges)",
            if *mode == HashMode::Ntlm {
                "?mode=ntlm"
            } else {
                ""
            },
            store.root().display(),
            group_thousands(held),
            group_thousands(u64::from(PREFIX_COUNT)),
        ));
    }
    if settings.access_log && !settings.log_prefixes {
        printer.info("requests are logged without their prefixes (--log-prefixes to add them)");
    }
}

/// The stores in `dir`, each private and in the current layout; at least one of them.
fn open_stores(dir: &std::path::Path) -> Result<Vec<(HashMode, Store)>> {
    let mut stores = Vec::new();
    for mode in [HashMode::Sha1, HashMode::Ntlm] {
        if let Some(store) = Store::existing(dir, mode) {
            store.check_private()?;
            store.refuse_legacy()?;
            stores.push((mode, store));
        }
    }
    if stores.is_empty() {
        return Err(Error::usage(format!(
            "there is no password store in {} (no sha1 or ntlm folder)",
            dir.display()
        ))
        .with_hint(format!(
            "download one first: ward password download {}",
            dir.display()
        )));
    }
    Ok(stores)
}
