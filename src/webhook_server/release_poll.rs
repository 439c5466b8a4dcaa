//! The receiver's poll path, behind `release watch`: each release a pass finds becomes a
//! job in the same queue, under the same route and the same identity as the tracker's push
//! of it, so the queue's memory of deliveries lets exactly one of the two run. When no
//! receiver holds the state directory, the watch takes it and runs the route's jobs itself
//! with the receiver's own workers (same environment, same retries); when a receiver holds
//! it, the watch only adds jobs and the receiver runs them.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::watch;
use ward_client::releases::ReleasesClient;

use super::dispatch::{self, Lane, Shared};
use super::notices::Notices;
use super::queue::{self, db, FinishOwned, Inserted, NewJob, State, Store};
use super::routes::Route;
use crate::error::{Error, Result};
use crate::interrupt::Interrupts;
use crate::output::Printer;
use crate::serve::log::Logger;
use crate::serve::stop::Stop;
use crate::services::release_events::ReleaseEvent;
use crate::services::release_watch::{self, Seen, WatchSettings};

/// How long a polled release's identity is remembered: the longest retention a route may
/// have, so a push that comes late still finds it.
const KEEP: Duration = Duration::from_secs(30 * 24 * 3600);

/// Longest wait, after a `--once` pass, for its jobs to end.
const ONCE_PATIENCE: Duration = Duration::from_secs(7 * 24 * 3600);

/// A watch as the command built it.
pub(crate) struct WatchJobs {
    pub state_dir: PathBuf,
    pub allow_shared_dir: bool,
    /// The route the jobs belong to: the receiver's route for the tracker's pushes.
    pub route: String,
    /// The `--exec` command as a route (its policy: retries, timeout, concurrency).
    pub exec: Option<Route>,
    pub once: bool,
    pub min_interval: Duration,
    pub watch: WatchSettings,
    /// Variables the command must not see.
    pub hidden: Vec<String>,
}

/// What the watch did, for the command to report.
#[derive(Debug, Default)]
pub(crate) struct Watched {
    pub passes: u64,
    pub requests: u64,
    pub queued: u64,
    pub duplicates: u64,
    pub skipped: u64,
    /// The lowest `X-Ratelimit-Remaining` seen, with the reserve kept.
    pub lowest_remaining: Option<(u64, u64)>,
}

/// Poll until stopped (or once), turning new releases into jobs.
pub(crate) async fn watch(
    settings: WatchJobs,
    client: &ReleasesClient,
    printer: &Printer,
    interrupts: &Interrupts,
) -> Result<Watched> {
    let mut stop = Stop::watch(interrupts)?;
    let dir = &settings.state_dir;
    queue::state_dir::create(dir)?;
    if let Some(reason) = queue::state_dir::shared_reason(dir)? {
        if !settings.allow_shared_dir {
            return Err(queue::state_dir::refuse_shared(dir, &reason));
        }
        printer.warn(&format!(
            "the state directory {} is not private: {reason} (--allow-shared-state-dir)",
            dir.display()
        ));
    }
    let lock = queue::state_dir::Lock::try_take(dir)?;
    let opened = match lock {
        Some(_) => Store::open(dir)?,
        None => {
            printer.info(&format!(
                "a receiver holds {}; the releases found become jobs of its route \"{}\", which runs them",
                dir.display(),
                settings.route
            ));
            Store::open_beside_owner(dir)?
        }
    };
    let store = opened.store;
    let receiver_runs = lock.is_none();
    let runs_here = lock.is_some() && settings.exec.is_some();
    let workers = match (&settings.exec, runs_here) {
        (Some(route), true) => Some(Workers::start(
            route,
            opened
                .pending
                .iter()
                .find(|(name, _)| *name == route.name)
                .map_or(0, |(_, n)| *n),
            &store,
            printer,
            &settings.hidden,
        )),
        _ => None,
    };
    let seen = Seen::load(dir)?;
    if seen.is_none() && settings.watch.since.is_none() {
        printer
            .info("first run: recording the releases that exist; the next pass runs what is new");
    }
    let mut seen = seen.unwrap_or_default();
    let mut watched = Watched::default();
    let polled = async {
        loop {
            let budget = client.budget();
            let (projects, listed) =
                release_watch::projects(client, &settings.watch.selection).await?;
            let mut lowest = watched.lowest_remaining;
            let pass = release_watch::pass(client, &settings.watch, &projects, &mut seen, || {
                let snapshot = budget.snapshot();
                if let Some(snapshot) = snapshot {
                    let reserve = release_watch::reserve(snapshot.limit);
                    if lowest.is_none_or(|(low, _)| snapshot.remaining < low) {
                        lowest = Some((snapshot.remaining, reserve));
                    }
                }
                let wait = release_watch::wait_for_budget(snapshot);
                async move {
                    if let Some(wait) = wait {
                        tokio::time::sleep(wait).await;
                    }
                }
            })
            .await?;
            watched.lowest_remaining = lowest;
            watched.passes += 1;
            watched.requests += pass.requests + listed;
            watched.skipped += pass.skipped.len() as u64;
            for (event, reason) in &pass.skipped {
                printer.info(&format!("left out {}: {reason}", event.id()));
            }
            for event in &pass.events {
                let (added, job) = enqueue(&store, &settings, event).await?;
                match added {
                    Inserted::New => {
                        watched.queued += 1;
                        let new = (event, job);
                        let runner = match &workers {
                            Some(workers) => Runner::Here(workers),
                            None if receiver_runs => Runner::Receiver,
                            None => Runner::Printed,
                        };
                        hand_over(&store, runner, new, printer).await?;
                    }
                    Inserted::Duplicate(_) => watched.duplicates += 1,
                }
            }
            // After the jobs are on disk: a crash before this only reads them again, and the
            // queue knows them.
            seen.save(dir)?;
            printer.info(&format!(
                "pass {}: {} project(s), {} request(s), {} new release(s), {} already queued, {} filtered out",
                watched.passes,
                pass.projects,
                pass.requests + listed,
                pass.events.len(),
                watched.duplicates,
                pass.skipped.len()
            ));
            if settings.once {
                return Ok::<(), Error>(());
            }
            let pause = release_watch::interval(
                budget.snapshot(),
                pass.requests + listed,
                settings.min_interval,
            );
            tokio::time::sleep(pause).await;
        }
    };
    let stopped = tokio::select! {
        polled = polled => { polled?; false }
        () = stop.next() => true,
    };
    if let Some(workers) = workers {
        if settings.once && !stopped {
            let drained = workers.drained();
            let _ = stop
                .unless_again(tokio::time::timeout(ONCE_PATIENCE, drained), printer)
                .await;
        }
        workers.stop().await;
    }
    Ok(watched)
}

/// The release as a job of the route, remembered under its identity; with the new job's
/// id.
async fn enqueue(
    store: &Store,
    settings: &WatchJobs,
    event: &ReleaseEvent,
) -> Result<(Inserted, String)> {
    let job = NewJob {
        id: format!("{:011x}{:016x}", db::now_ms(), fastrand::u64(..)),
        route: settings.route.clone(),
        headers: "{}".into(),
        payload: bytes::Bytes::from(event.document()),
        delivery: Some(event.id()),
        keep_ms: i64::try_from(KEEP.as_millis()).unwrap_or(i64::MAX),
    };
    let id = job.id.clone();
    // A receiver writing to the same database holds it for a moment now and then; the
    // job waits for it as a sender retries a 503.
    let mut tries = 0;
    loop {
        match store.insert(job.clone()).await {
            Ok(inserted) => return Ok((inserted, id)),
            Err(error) if tries < INSERT_TRIES => {
                tries += 1;
                tracing::debug!("queueing {} again: {error}", event.id());
                tokio::time::sleep(INSERT_PAUSE).await;
            }
            Err(error) => {
                return Err(Error::runtime(format!(
                    "could not queue {}: {error}",
                    event.id()
                )))
            }
        }
    }
}

/// A busy database is waited for this many times, this long apart (a minute in all).
const INSERT_TRIES: u32 = 300;
const INSERT_PAUSE: Duration = Duration::from_millis(200);

/// Who runs a new job.
enum Runner<'w> {
    /// The workers started here, for --exec.
    Here(&'w Workers),
    /// The receiver that holds the state directory, with its route's command.
    Receiver,
    /// Nobody: the event is printed.
    Printed,
}

/// A new job: the workers here are told; a receiver holding the directory finds it on its
/// own; or, with no command anywhere, the event is printed and the job marked done so that
/// no receiver runs it later.
async fn hand_over(
    store: &Store,
    runner: Runner<'_>,
    (event, job): (&ReleaseEvent, String),
    printer: &crate::output::Printer,
) -> Result<()> {
    match runner {
        Runner::Here(workers) => {
            workers.lane.pending.fetch_add(1, Ordering::AcqRel);
            workers.lane.wake.notify_one();
            return Ok(());
        }
        Runner::Receiver => return Ok(()),
        Runner::Printed => {}
    }
    printer.ndjson(&serde_json::json!({
        "event_id": event.id(),
        "release": event,
    }))?;
    let done = FinishOwned {
        id: job,
        state: State::Succeeded,
        next_at_ms: db::now_ms(),
        result: "printed by release watch".into(),
        uncount: false,
    };
    store
        .finish(done)
        .await
        .map_err(|error| Error::runtime(format!("could not record {}: {error}", event.id())))
}

/// The receiver's workers for the one route, run here.
struct Workers {
    lane: Arc<Lane>,
    set: tokio::task::JoinSet<()>,
    stop: watch::Sender<bool>,
    abort: watch::Sender<bool>,
    log: Logger,
}

impl Workers {
    fn start(
        route: &Route,
        pending: usize,
        store: &Store,
        printer: &crate::output::Printer,
        hidden: &[String],
    ) -> Self {
        let lane = Arc::new(Lane::new(route.clone(), pending));
        let log = Logger::start(false, printer.terminal().clone());
        let shared = Arc::new(Shared {
            queue: queue::Backend::Local(store.clone()),
            log: log.clone(),
            waiters: Arc::new(Mutex::new(HashMap::new())),
            running: Default::default(),
            hidden: hidden.to_vec(),
            notices: Notices::new(printer),
            stats: Default::default(),
        });
        let (stop, stopping) = watch::channel(false);
        let (abort, aborting) = watch::channel(false);
        let lanes = HashMap::from([(route.name.clone(), Arc::clone(&lane))]);
        let set = dispatch::start(&lanes, &shared, &stopping, &aborting);
        Self {
            lane,
            set,
            stop,
            abort,
            log,
        }
    }

    /// Resolves once the route has no unfinished job (retries included).
    async fn drained(&self) {
        while self.lane.pending.load(Ordering::Acquire) > 0 {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Take no new job, let the running ones end (a few seconds), then stop them: their
    /// jobs stay queued for the next start.
    async fn stop(mut self) {
        let _ = self.stop.send(true);
        let all = async { while self.set.join_next().await.is_some() {} };
        if tokio::time::timeout(Duration::from_secs(10), all)
            .await
            .is_err()
        {
            let _ = self.abort.send(true);
            while self.set.join_next().await.is_some() {}
        }
        self.log.close();
    }
}
