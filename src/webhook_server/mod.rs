//! The webhook receiver: one `POST /webhooks/NAME` route per handler, a landing page at
//! `/`, a durable job queue, a command per route, graceful shutdown.
//!
//! The receiver is handed what it needs of the run at start-up, as every server is:
//! plain settings (its host's name among them), the run's printer and terminal, and its
//! interrupts. So none of its files reads the process environment or writes to the
//! process's streams; only the commands it starts inherit the process's stderr.

pub(crate) mod admin;
mod delivery;
mod dispatch;
pub(crate) mod files;
pub(crate) mod forward;
mod handler;
mod health;
mod landing;
mod notices;
mod payload;
pub(crate) mod queue;
mod records;
pub(crate) mod release_poll;
pub(crate) mod reload;
pub(crate) mod routes;
mod runner;
mod site;
pub(crate) mod verify;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{watch, Semaphore};

use crate::environment::Env;
use crate::error::{Error, Result};
use crate::interrupt::Interrupts;
use crate::output::Printer;
use crate::serve::hangup::Hangup;
use crate::serve::log::Logger;
use crate::serve::stop::Stop;
use crate::serve::tls::Reloaded;

pub(crate) use payload::ENV_VALUE_MAX;
pub(crate) use routes::Route;

pub(crate) struct Settings {
    pub host: String,
    pub port: u16,
    pub ndjson: bool,
    pub limits: Limits,
    pub queue: QueueSettings,
    /// Each with its verification armed: the secrets are read by then.
    pub routes: Vec<Route>,
    /// A custom landing page; the built-in one when None.
    pub page: Option<String>,
    /// Environment variables removed from every command's environment.
    pub hidden_env: Vec<String>,
    /// HTTPS with this certificate chain and key (PEM files), read again as they change.
    pub tls: Option<(PathBuf, PathBuf)>,
    /// Reads the routes again on SIGHUP and `--reload`; None: they stay as they are.
    pub reload: Option<reload::Loader>,
    /// The admin listener (`/metrics`, `/healthz`, the status page), if asked for.
    pub admin: Option<admin::AdminSettings>,
}

/// How much the receiver takes on at once, and how long it waits.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    /// Open connections at most; more are answered 503 and closed at once.
    pub connections: usize,
    /// Time for a request's headers to arrive, from the connection's start or from the end
    /// of the previous response (so it is also the keep-alive idle timeout).
    pub headers: Duration,
    /// Time for a request's whole body to arrive.
    pub body: Duration,
    pub max_body: usize,
    /// Bytes of request bodies read at once, over all connections.
    pub body_budget: usize,
    /// Largest payload value passed to a command as an environment variable.
    pub env_max: usize,
    /// How long running commands may finish once the receiver is asked to stop.
    pub shutdown: Duration,
}

/// Where jobs wait for their command.
pub(crate) struct QueueSettings {
    pub state_dir: PathBuf,
    /// A Redis URL: the queue is shared there instead of kept in the state directory.
    pub redis: Option<String>,
    /// How long a Redis job may go without a heartbeat before other receivers claim it.
    pub visibility: Duration,
    /// Use a state directory other users may write to (with a warning) instead of refusing it.
    pub allow_shared_dir: bool,
    /// What names this receiver among those sharing a Redis queue (its host's name).
    pub consumer: String,
}

/// What names this receiver among those sharing a Redis queue: its host's name, as the
/// environment gives it.
pub(crate) fn consumer_name(env: &Env) -> String {
    env.var("HOSTNAME").unwrap_or_else(|| "receiver".into())
}

/// The queue as opened at start-up, with the jobs left unfinished by an earlier run.
struct Opened {
    backend: queue::Backend,
    resumed: usize,
    pending: HashMap<String, usize>,
}

/// How often a shared queue is asked whether it answers.
const HEALTH_CHECK: Duration = Duration::from_secs(1);

/// Serve until SIGINT or SIGTERM (Ctrl-C or Ctrl-Break on Windows), then let running
/// commands finish (up to the shutdown timeout) and return. Jobs not finished by then stay
/// in the queue and run at the next start.
pub(crate) async fn serve(
    settings: Settings,
    printer: &Printer,
    interrupts: &Interrupts,
) -> Result<()> {
    // Watched first, so a signal that arrives right after start-up is not lost.
    let mut stop = Stop::watch(interrupts)?;
    let hangup = Hangup::watch(interrupts)?;
    // Read before the port is bound: a pair that cannot serve is a usage error at once.
    let tls = match &settings.tls {
        Some((cert, key)) => Some(crate::serve::tls::reloading(cert, key)?),
        None => None,
    };
    // Held until the receiver returns: taken before anything in the directory is read or
    // changed, so a second receiver on it fails here and leaves the first one's jobs be.
    let _lock = match settings.queue.redis {
        None => Some(lock_state_dir(&settings.queue, printer)?),
        Some(_) => None,
    };
    // Bound before the queue is opened: a start that cannot listen changes nothing.
    let listener = bind(&settings).await?;
    let admin_listener = admin::bind(settings.admin.as_ref()).await?;
    let notices = notices::Notices::new(printer);
    let health = Arc::new(health::Health::new(notices.clone()));
    let opened = open_queue(&settings, &health).await?;
    let address = listener
        .local_addr()
        .map_err(|error| Error::io("could not read the listening address", error))?;
    let (lanes, orphans) = lanes(&settings.routes, &opened.pending);
    let scheme = if tls.is_some() { "https" } else { "http" };

    let log = Logger::start(settings.ndjson, printer.terminal().clone());
    let (stop_tx, stopping) = watch::channel(false);
    let (abort_tx, abort) = watch::channel(false);
    let (acceptor, certificates) = tls.unzip();
    let renewals = certificates.map(|certificates| {
        let notices = notices.clone();
        certificates.watch(
            hangup.subscribe(),
            stopping.clone(),
            move |reloaded| match reloaded {
                Reloaded::Swapped(message) => notices.info(&message),
                Reloaded::Kept(message) => notices.warn(&message),
            },
        )
    });
    let shared = Arc::new(dispatch::Shared {
        queue: opened.backend.clone(),
        log: log.clone(),
        waiters: Arc::new(Mutex::new(HashMap::new())),
        running: Default::default(),
        hidden: settings.hidden_env.clone(),
        notices,
        stats: Default::default(),
    });
    let mut reloader = reload::Reloader::new(
        &settings,
        lanes,
        &opened.pending,
        &shared,
        &abort,
        hangup.subscribe(),
    );
    // Once `--reload` can reach it: a script that waits for the address may reload next.
    announce(printer, scheme, address, &settings, &opened, orphans);
    let admin = match (admin_listener, &settings.admin) {
        (Some(listener), Some(admin_settings)) => Some(admin::start(
            listener,
            admin_settings,
            admin::Parts {
                shared: &shared,
                lanes: &reloader.table(),
                health: &health,
                state_dir: &settings.queue.state_dir,
                redis: settings.queue.redis.as_deref(),
            },
            printer,
            stopping.clone(),
        )?),
        _ => None,
    };
    let mut running = Running {
        checker: watch_health(&opened.backend, &stopping),
        workers: reloader.start(),
        lanes: reloader.lanes(),
        server: tokio::spawn(site::run(
            listener,
            app(&settings, reloader.table(), &shared, abort, health),
            settings.limits,
            acceptor,
            stopping,
        )),
        shared,
        abort: abort_tx,
    };

    reloader.serve(&mut stop, &mut running).await;
    // Workers take no new job from here on, so the count of queued jobs is stable.
    let _ = stop_tx.send(true);
    running
        .shut_down(&mut stop, printer, settings.limits.shutdown)
        .await;
    if let Some(renewals) = renewals {
        renewals.abort();
    }
    if let Some(admin) = admin {
        admin.abort();
    }
    log.close();
    printer.info("stopped");
    Ok(())
}

/// The receiver's port, bound for `--host` and `--port`.
async fn bind(settings: &Settings) -> Result<tokio::net::TcpListener> {
    tokio::net::TcpListener::bind((settings.host.as_str(), settings.port))
        .await
        .map_err(|error| {
            Error::io(
                format!("could not listen on {}:{}", settings.host, settings.port),
                error,
            )
            .with_hint("another program may use the port; pick another with --port")
        })
}

/// One lane per route, each counting the unfinished jobs the queue holds for it; and how
/// many unfinished jobs belong to routes no longer served.
fn lanes(
    routes: &[Route],
    pending: &HashMap<String, usize>,
) -> (HashMap<String, Arc<dispatch::Lane>>, usize) {
    let lanes: HashMap<String, Arc<dispatch::Lane>> = routes
        .iter()
        .map(|route| {
            let count = pending.get(&route.name).copied().unwrap_or(0);
            (
                route.name.clone(),
                Arc::new(dispatch::Lane::new(route.clone(), count)),
            )
        })
        .collect();
    let orphans = pending
        .iter()
        .filter(|(route, _)| !lanes.contains_key(*route))
        .map(|(_, count)| count)
        .sum();
    (lanes, orphans)
}

/// Where the receiver listens, its routes, its queue and what it found left in it.
fn announce(
    printer: &Printer,
    scheme: &str,
    address: std::net::SocketAddr,
    settings: &Settings,
    opened: &Opened,
    orphans: usize,
) {
    notices::announce(printer, scheme, address, &settings.routes);
    match &opened.backend {
        queue::Backend::Local(_) => printer.info(&format!(
            "job queue: {}",
            queue::db::path_in(&settings.queue.state_dir).display()
        )),
        queue::Backend::Redis(shared) => printer.info(&format!(
            "job queue: Redis streams, shared; this receiver is consumer {}",
            shared.consumer
        )),
    }
    let waiting = opened.pending.values().sum::<usize>() - orphans;
    notices::leftovers(printer, waiting, opened.resumed, orphans);
}

/// Redis is asked every second whether it answers, until the receiver stops: /healthz
/// tells the truth even while no delivery comes, and outcomes kept while it was away are
/// sent once it is back. The embedded queue needs no such check.
fn watch_health(
    backend: &queue::Backend,
    stopping: &watch::Receiver<bool>,
) -> Option<tokio::task::JoinHandle<()>> {
    let queue::Backend::Redis(shared) = backend else {
        return None;
    };
    let shared = shared.clone();
    let mut stopping = stopping.clone();
    Some(tokio::spawn(async move {
        loop {
            shared.check().await;
            tokio::select! {
                () = tokio::time::sleep(HEALTH_CHECK) => {}
                _ = stopping.wait_for(|stop| *stop) => return,
            }
        }
    }))
}

/// What answers the requests: the routes' lanes, the landing page and the limits.
fn app(
    settings: &Settings,
    lanes: reload::Table,
    shared: &Arc<dispatch::Shared>,
    abort: watch::Receiver<bool>,
    health: Arc<health::Health>,
) -> Arc<handler::App> {
    let budget = u32::try_from(settings.limits.body_budget).unwrap_or(u32::MAX) as usize;
    Arc::new(handler::App {
        lanes,
        max_body: settings.limits.max_body,
        queue: shared.queue.clone(),
        shared: Arc::clone(shared),
        abort,
        log: shared.log.clone(),
        body_budget: Arc::new(Semaphore::new(budget)),
        body_timeout: settings.limits.body,
        env_max: settings.limits.env_max,
        health,
    })
}

/// What runs once the receiver is up, stopped in order by [`Running::shut_down`].
struct Running {
    /// The listener's task: it ends once the requests in flight are answered.
    server: tokio::task::JoinHandle<()>,
    workers: tokio::task::JoinSet<()>,
    /// The shared queue's health check, if any.
    checker: Option<tokio::task::JoinHandle<()>>,
    shared: Arc<dispatch::Shared>,
    lanes: Vec<Arc<dispatch::Lane>>,
    /// Cuts running commands short once true.
    abort: watch::Sender<bool>,
}

impl Running {
    /// Once the receiver takes no new job: say what is left, let the running commands
    /// finish within `grace` (a second request to stop ends the wait), stop the rest, and
    /// hand Redis the outcomes it has not taken yet.
    async fn shut_down(mut self, stop: &mut Stop, printer: &Printer, grace: Duration) {
        let running = self.shared.running.load(Ordering::Acquire);
        let queued = backend_queued(&self.shared.queue, &self.lanes, running).await;
        printer.info(&notices::shutdown(
            grace,
            running,
            queued,
            matches!(self.shared.queue, queue::Backend::Redis(_)),
        ));
        let deadline = tokio::time::Instant::now() + grace;
        let workers = &mut self.workers;
        let drained = async {
            let _ = tokio::time::timeout_at(deadline, self.server).await;
            let all = async { while workers.join_next().await.is_some() {} };
            tokio::time::timeout_at(deadline, all).await.is_ok()
        };
        let drained = stop.unless_again(drained, printer).await.unwrap_or(false);
        let running = self.shared.running.load(Ordering::Acquire);
        if !drained && running > 0 {
            printer.warn(&format!(
                "stopping {running} command(s) that are still running; their jobs stay queued for the next start"
            ));
            let _ = self.abort.send(true);
            // Stopping is bounded by the runner's SIGTERM-to-SIGKILL grace.
            let all = async { while self.workers.join_next().await.is_some() {} };
            let _ = tokio::time::timeout(Duration::from_secs(10), all).await;
        }
        if let Some(checker) = self.checker {
            checker.abort();
        }
        if let queue::Backend::Redis(queue) = &self.shared.queue {
            let _ = tokio::time::timeout(Duration::from_secs(5), queue.send_unsent()).await;
            let unsent = queue.unsent();
            if unsent > 0 {
                printer.warn(&format!(
                    "Redis did not take how {unsent} job(s) ended; other receivers will run them again"
                ));
            }
        }
    }
}

/// Create the state directory, check that no other user may write to it, and lock it.
fn lock_state_dir(queue: &QueueSettings, printer: &Printer) -> Result<queue::state_dir::Lock> {
    let dir = &queue.state_dir;
    queue::state_dir::create(dir)?;
    if let Some(reason) = queue::state_dir::shared_reason(dir)? {
        if !queue.allow_shared_dir {
            return Err(queue::state_dir::refuse_shared(dir, &reason));
        }
        printer.warn(&format!(
            "the state directory {} is not private: {reason}; other users can change or replace the job queue (--allow-shared-state-dir)",
            dir.display()
        ));
    }
    queue::state_dir::Lock::take(dir)
}

/// The embedded queue in the state directory, or the Redis queue other receivers share.
async fn open_queue(settings: &Settings, health: &Arc<health::Health>) -> Result<Opened> {
    let Some(url) = &settings.queue.redis else {
        let opened = queue::Store::open(&settings.queue.state_dir)?;
        return Ok(Opened {
            backend: queue::Backend::Local(opened.store),
            resumed: opened.resumed,
            pending: opened.pending.into_iter().collect(),
        });
    };
    shared_queue_fits(&settings.routes)?;
    let names: Vec<String> = settings
        .routes
        .iter()
        .filter(|route| route.runs_jobs())
        .map(|route| route.name.clone())
        .collect();
    let shared = queue::redis::RedisQueue::connect(
        url,
        &names,
        settings.queue.visibility,
        &settings.queue.consumer,
        Arc::clone(health),
    )
    .await?;
    Ok(Opened {
        backend: queue::Backend::Redis(Box::new(shared)),
        resumed: 0,
        pending: HashMap::new(),
    })
}

/// A shared Redis queue runs no --wait route: another receiver may run the job.
fn shared_queue_fits(routes: &[Route]) -> Result<()> {
    match routes.iter().find(|route| route.policy.wait) {
        Some(route) => Err(Error::usage(format!(
            "route \"{}\" uses --wait, which a shared Redis queue cannot offer (another receiver may run the job); drop --wait or the Redis --queue",
            route.name
        ))),
        None => Ok(()),
    }
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
                .filter(|lane| lane.route.runs_jobs())
                .map(|lane| lane.route.name.clone())
                .collect();
            tokio::time::timeout(Duration::from_secs(2), shared.queued(&names))
                .await
                .ok()
                .and_then(|counted| counted.ok())
        }
    }
}
