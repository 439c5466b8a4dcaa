//! The webhook receiver: one `POST /webhooks/NAME` route per handler, a landing page at
//! `/`, a durable job queue, a command per route, graceful shutdown.

mod dispatch;
mod handler;
mod landing;
mod listen;
mod log;
mod payload;
pub mod queue;
pub mod routes;
mod runner;
mod secret;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use tokio::sync::{watch, Semaphore};

use crate::error::{Error, Result};
use crate::output::Printer;
use crate::secret::Secret;

pub use log::timestamp;
pub use payload::glob_match;
pub use routes::Route;

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
    pub state_dir: PathBuf,
    /// A Redis URL: the queue is shared there instead of kept in the state directory.
    pub redis: Option<String>,
    /// How long a Redis job may go without a heartbeat before other receivers claim it.
    pub visibility: Duration,
    pub limits: listen::Limits,
    /// Bytes of request bodies read at once, over all connections.
    pub body_budget: usize,
    pub env_max: usize,
    /// Environment variables removed from every command's environment.
    pub hidden_env: Vec<String>,
}

pub use listen::Limits;

/// Serve until SIGINT or SIGTERM (Ctrl-C or Ctrl-Break on Windows), then let running
/// commands finish (up to the shutdown timeout) and return. Jobs not finished by then stay
/// in the queue and run at the next start.
pub async fn serve(settings: Settings, printer: &Printer) -> Result<()> {
    // Signal handlers first, so a signal that arrives right after start-up is not lost.
    let mut signals = Signals::new()?;

    let (backend, resumed, pending) = match &settings.redis {
        None => {
            let opened = queue::Store::open(&settings.state_dir)?;
            (
                queue::Backend::Local(opened.store),
                opened.resumed,
                opened.pending,
            )
        }
        Some(url) => {
            if let Some(route) = settings.routes.iter().find(|route| route.wait) {
                return Err(Error::usage(format!(
                    "route \"{}\" uses --wait, which a shared Redis queue cannot offer (another receiver may run the job); drop --wait or the Redis --queue",
                    route.name
                )));
            }
            let names: Vec<String> = settings
                .routes
                .iter()
                .filter(|route| route.command.is_some())
                .map(|route| route.name.clone())
                .collect();
            let shared =
                queue::redis::RedisQueue::connect(url, &names, settings.visibility).await?;
            (queue::Backend::Redis(Box::new(shared)), 0, Vec::new())
        }
    };
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
    let log = log::Logger::start(settings.ndjson);
    let pending: HashMap<String, usize> = pending.into_iter().collect();
    let lanes: HashMap<String, Arc<dispatch::Lane>> = settings
        .routes
        .iter()
        .map(|route| {
            let count = pending.get(&route.name).copied().unwrap_or(0);
            (
                route.name.clone(),
                Arc::new(dispatch::Lane::new(route.clone(), count)),
            )
        })
        .collect();
    let orphans: usize = pending
        .iter()
        .filter(|(route, _)| !lanes.contains_key(*route))
        .map(|(_, count)| count)
        .sum();

    announce(
        printer,
        address,
        &settings.routes,
        settings.secret.is_some(),
    );
    match &backend {
        queue::Backend::Local(_) => printer.info(&format!(
            "job queue: {}",
            queue::db::path_in(&settings.state_dir).display()
        )),
        queue::Backend::Redis(shared) => printer.info(&format!(
            "job queue: Redis streams, shared; this receiver is consumer {}",
            shared.consumer
        )),
    }
    let waiting: usize = pending.values().sum::<usize>() - orphans;
    if waiting > 0 {
        printer.info(&format!(
            "resuming {waiting} unfinished job(s) ({resumed} were running when the server last stopped)"
        ));
    }
    if orphans > 0 {
        printer.warn(&format!(
            "{orphans} unfinished job(s) belong to routes not served now; they are kept until those routes are back"
        ));
    }

    let (stop_tx, stopping) = watch::channel(false);
    let (abort_tx, abort) = watch::channel(false);
    let shared = Arc::new(dispatch::Shared {
        queue: backend.clone(),
        log: log.clone(),
        waiters: Arc::new(Mutex::new(HashMap::new())),
        running: Default::default(),
        hidden: settings.hidden_env.clone(),
    });
    let mut workers = dispatch::start(&lanes, &shared, &stopping, &abort);

    let budget = u32::try_from(settings.body_budget).unwrap_or(u32::MAX) as usize;
    let app_lanes: Vec<Arc<dispatch::Lane>> = lanes.values().cloned().collect();
    let app = Arc::new(handler::App {
        lanes,
        secret: settings.secret.as_ref().map(secret::SecretCheck::new),
        max_body: settings.max_body,
        page: Bytes::from(page),
        queue: backend,
        shared: Arc::clone(&shared),
        abort: abort.clone(),
        log: log.clone(),
        body_budget: Arc::new(Semaphore::new(budget)),
        body_timeout: settings.limits.body,
        env_max: settings.env_max,
    });
    let server = tokio::spawn(listen::run(
        listener,
        app,
        settings.limits,
        stopping.clone(),
    ));

    signals.next().await;
    // Workers take no new job from here on, so the count of queued jobs is stable.
    let _ = stop_tx.send(true);
    let running = shared.running.load(Ordering::Acquire);
    let queued = backend_queued(&shared.queue, &app_lanes, running).await;
    printer.info(&shutdown_notice(
        settings.shutdown_timeout,
        running,
        queued,
        matches!(shared.queue, queue::Backend::Redis(_)),
    ));
    let deadline = tokio::time::Instant::now() + settings.shutdown_timeout;
    let drained = async {
        let _ = tokio::time::timeout_at(deadline, server).await;
        let all = async { while workers.join_next().await.is_some() {} };
        tokio::time::timeout_at(deadline, all).await.is_ok()
    };
    let drained = tokio::select! {
        drained = drained => drained,
        () = signals.next() => {
            printer.warn("second signal: not waiting any longer");
            false
        }
    };
    let running = shared.running.load(Ordering::Acquire);
    if !drained && running > 0 {
        printer.warn(&format!(
            "stopping {running} command(s) that are still running; their jobs stay queued for the next start"
        ));
        let _ = abort_tx.send(true);
        // Stopping is bounded by the runner's SIGTERM-to-SIGKILL grace.
        let all = async { while workers.join_next().await.is_some() {} };
        let _ = tokio::time::timeout(Duration::from_secs(10), all).await;
    }
    log.close();
    printer.info("stopped");
    Ok(())
}

/// Jobs waiting in the queue (not running) when the server stops; None when Redis does
/// not answer quickly.
async fn backend_queued(
    backend: &queue::Backend,
    lanes: &[Arc<dispatch::Lane>],
    running: usize,
) -> Option<usize> {
    match backend {
        // Every unfinished job of a served route is counted in its lane.
        queue::Backend::Local(_) => {
            let unfinished: usize = lanes
                .iter()
                .map(|lane| lane.pending.load(Ordering::Acquire))
                .sum();
            Some(unfinished.saturating_sub(running))
        }
        queue::Backend::Redis(shared) => {
            let names: Vec<String> = lanes
                .iter()
                .filter(|lane| lane.route.command.is_some())
                .map(|lane| lane.route.name.clone())
                .collect();
            tokio::time::timeout(Duration::from_secs(2), shared.queued(&names))
                .await
                .ok()
                .and_then(|counted| counted.ok())
        }
    }
}

fn shutdown_notice(
    timeout: Duration,
    running: usize,
    queued: Option<usize>,
    shared: bool,
) -> String {
    let waiting = format!(
        "shutting down: no new requests; waiting up to {} s for {running} running command(s)",
        timeout.as_secs()
    );
    let later = if shared {
        "the other receivers or the next start"
    } else {
        "the next start"
    };
    match queued {
        Some(queued) => format!("{waiting}; {queued} queued job(s) stay in the queue for {later}"),
        None => format!("{waiting}; queued jobs stay in the queue for {later}"),
    }
}

/// A warning from the running server. Its text can carry data from outside (a Redis
/// error, a job ID read from a shared queue), so it goes through the terminal sanitiser
/// like every other line ward prints.
fn warn(message: &str) {
    tracing::warn!("{}", crate::output::stderr_text(message));
}

fn announce(printer: &Printer, address: SocketAddr, routes: &[Route], secured: bool) {
    // This line is printed even with -q: scripts read the address from it.
    eprintln!(
        "{}",
        crate::output::stderr_text(&format!(
            "ward webhook receiver listening on http://{address}"
        ))
    );
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

/// SIGINT and SIGTERM (Ctrl-C and Ctrl-Break on Windows), watched from start-up on.
struct Signals {
    #[cfg(unix)]
    terminate: tokio::signal::unix::Signal,
    #[cfg(unix)]
    interrupt: tokio::signal::unix::Signal,
    #[cfg(windows)]
    ctrl_c: tokio::signal::windows::CtrlC,
    #[cfg(windows)]
    ctrl_break: tokio::signal::windows::CtrlBreak,
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
        #[cfg(windows)]
        {
            use tokio::signal::windows::{ctrl_break, ctrl_c};
            Ok(Self {
                ctrl_c: ctrl_c().map_err(|error| Error::io("could not watch for Ctrl-C", error))?,
                ctrl_break: ctrl_break()
                    .map_err(|error| Error::io("could not watch for Ctrl-Break", error))?,
            })
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
        #[cfg(windows)]
        {
            tokio::select! {
                _ = self.ctrl_c.recv() => {}
                _ = self.ctrl_break.recv() => {}
            }
        }
    }
}
