//! The webhook receiver: one `POST /webhooks/NAME` route per handler, a landing page at
//! `/`, a command per route, graceful shutdown.

mod handler;
mod landing;
mod log;
mod payload;
pub mod routes;
mod runner;
mod secret;
mod words;

use std::collections::HashMap;
use std::future::IntoFuture;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use tokio::sync::watch;

use crate::error::{Error, Result};
use crate::output::Printer;
use crate::secret::Secret;

pub use payload::glob_match;
pub use routes::Route;
pub use words::split;

pub struct Settings {
    pub host: String,
    pub port: u16,
    pub routes: Vec<Route>,
    pub secret: Option<Secret>,
    pub max_body: usize,
    /// A custom landing page; the built-in one when None.
    pub page: Option<String>,
    pub shutdown_timeout: Duration,
    pub ndjson: bool,
}

/// Serve until SIGINT or SIGTERM, then let running commands finish (up to the shutdown
/// timeout) and return.
pub async fn serve(settings: Settings, printer: &Printer) -> Result<()> {
    // Signal handlers first, so a signal that arrives right after start-up is not lost.
    let mut signals = Signals::new()?;

    let listener = tokio::net::TcpListener::bind((settings.host.as_str(), settings.port))
        .await
        .map_err(|error| {
            Error::io(
                format!("could not listen on {}:{}", settings.host, settings.port),
                error,
            )
            .with_hint("another program may use the port; pick another with --port")
        })?;
    let address = listener
        .local_addr()
        .map_err(|error| Error::io("could not read the listening address", error))?;

    let page = settings
        .page
        .unwrap_or_else(|| landing::page(&settings.routes, settings.secret.is_some()));
    let (abort_tx, abort_rx) = watch::channel(false);
    let log = log::Logger::start(settings.ndjson);
    let tracker = Arc::new(runner::Tracker::default());
    let routes: HashMap<String, Arc<runner::RouteRunner>> = settings
        .routes
        .iter()
        .map(|route| {
            (
                route.name.clone(),
                Arc::new(runner::RouteRunner::new(route.clone())),
            )
        })
        .collect();

    announce(
        printer,
        address,
        &settings.routes,
        settings.secret.is_some(),
    );

    let app = Arc::new(handler::App {
        routes,
        secret: settings.secret.as_ref().map(secret::SecretCheck::new),
        max_body: settings.max_body,
        page: Bytes::from(page),
        tracker: Arc::clone(&tracker),
        abort: abort_rx,
        log: log.clone(),
    });
    let router = axum::Router::new()
        .fallback(handler::handle)
        .with_state(app);

    let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(
        axum::serve(
            listener,
            router.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(async {
            let _ = stop_rx.await;
        })
        .into_future(),
    );

    signals.next().await;
    let running = tracker.active();
    printer.info(&format!(
        "shutting down: no new requests; waiting up to {} s for {running} running command(s)",
        settings.shutdown_timeout.as_secs()
    ));
    let _ = stop_tx.send(());
    let deadline = tokio::time::Instant::now() + settings.shutdown_timeout;
    let drained = async {
        let _ = tokio::time::timeout_at(deadline, server).await;
        tokio::time::timeout_at(deadline, tracker.wait_idle())
            .await
            .is_ok()
    };
    let drained = tokio::select! {
        drained = drained => drained,
        () = signals.next() => {
            printer.warn("second signal: not waiting any longer");
            false
        }
    };
    if !drained && tracker.active() > 0 {
        printer.warn(&format!(
            "stopping {} command(s) that are still running or waiting",
            tracker.active()
        ));
        let _ = abort_tx.send(true);
        // Stopping is bounded by the runner's SIGTERM-to-SIGKILL grace.
        let _ = tokio::time::timeout(Duration::from_secs(10), tracker.wait_idle()).await;
    }
    log.close();
    printer.info("stopped");
    Ok(())
}

fn announce(printer: &Printer, address: SocketAddr, routes: &[Route], secured: bool) {
    // This line is printed even with -q: scripts read the address from it.
    eprintln!("ward webhook receiver listening on http://{address}");
    for route in routes {
        let what = match &route.command {
            Some(command) => format!("runs {}", command.display),
            None => "accepts and logs".to_string(),
        };
        printer.info(&format!(
            "  POST http://{address}/webhooks/{}  {what}",
            route.name
        ));
    }
    if secured {
        printer.info("webhook secret is set: requests need the X-Webhook-Secret header");
    } else {
        printer.warn(
            "no webhook secret is set, so these endpoints are open to everyone; set WEBHOOK_SECRET or --secret-file",
        );
    }
}

/// SIGINT and SIGTERM, watched from start-up on.
struct Signals {
    #[cfg(unix)]
    terminate: tokio::signal::unix::Signal,
    #[cfg(unix)]
    interrupt: tokio::signal::unix::Signal,
}

impl Signals {
    fn new() -> Result<Self> {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            Ok(Self {
                terminate: signal(SignalKind::terminate())
                    .map_err(|error| Error::io("could not watch for SIGTERM", error))?,
                interrupt: signal(SignalKind::interrupt())
                    .map_err(|error| Error::io("could not watch for SIGINT", error))?,
            })
        }
        #[cfg(not(unix))]
        {
            Ok(Self {})
        }
    }

    /// Resolves on the next SIGINT or SIGTERM.
    async fn next(&mut self) {
        #[cfg(unix)]
        {
            tokio::select! {
                _ = self.terminate.recv() => {}
                _ = self.interrupt.recv() => {}
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}
