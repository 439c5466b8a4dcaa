//! Workers on the embedded queue: one dispatcher per route claims the route's oldest due
//! jobs many at a time, runs up to `concurrency` of them at once, and writes down how they
//! ended, many in the same commit as its next claim. A job per round trip to the queue's
//! writer thread was what held a forwarding route back: each round trip waits behind the
//! synced commit of the deliveries arriving meanwhile, so the route ran at most
//! `concurrency` jobs per disk sync.

use std::collections::{HashMap, VecDeque};
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::watch;
use tokio::task::{self, JoinError, JoinHandle, JoinSet};
use tokio::time::Instant;

use super::runner::JobEnd;
use super::{next_step, run_logged, summary, unrecorded, Lane, Next, Shared, Worker, POLL};
use crate::webhook_server::queue::{Claim, FinishOwned, Job, State, Store};

/// Writing jobs' ends is tried this often, a pause apart (about ten minutes in all).
const FINISH_TRIES: u32 = 600;
const FINISH_PAUSE: Duration = Duration::from_secs(1);

/// Jobs a route holds claimed beyond its free places, at least: a claim comes back after
/// the sync of the deliveries committed before it (milliseconds during a burst), and
/// whatever a route holds in hand keeps its places busy until then. Claimed jobs wait
/// marked running, which a crash resumes and a stop gives back.
const AHEAD: usize = 32;

/// A round trip to the queue, in a task of its own: the jobs it claimed.
type Trip = JoinHandle<Result<Vec<Job>, String>>;

/// The queue as a dispatcher uses it: one call that writes jobs' ends and claims due ones.
/// Tests put in its place a queue that fails the ways the real one seldom does.
trait Settle: Clone + Send + Sync + 'static {
    fn settle(
        &self,
        ended: Vec<FinishOwned>,
        claim: Option<Claim>,
    ) -> impl Future<Output = Result<Vec<Job>, String>> + Send;
}

impl Settle for Store {
    fn settle(
        &self,
        ended: Vec<FinishOwned>,
        claim: Option<Claim>,
    ) -> impl Future<Output = Result<Vec<Job>, String>> + Send {
        Store::settle(self, ended, claim)
    }
}

pub(super) async fn work(store: Store, worker: Worker) {
    Dispatcher::new(store, worker).run().await;
}

/// One route's dispatcher: the jobs it holds claimed, runs and has seen end, and its one
/// round trip to the queue at a time.
struct Dispatcher<Q> {
    queue: Q,
    worker: Worker,
    lane: Arc<Lane>,
    /// Jobs run at once: the route's concurrency.
    places: usize,
    /// Jobs held claimed, ready or running, at most.
    hold: usize,
    held_until_written: bool,
    /// Claimed, not yet started.
    ready: VecDeque<Job>,
    running: JoinSet<FinishOwned>,
    /// The job each running task runs, its ID and attempt: a task that panics returns no
    /// end, and its job would otherwise stay marked running until the next start.
    started: HashMap<task::Id, (String, u32)>,
    /// Ended, their ends not yet sent to the queue.
    ended: Vec<FinishOwned>,
    trip: Option<Trip>,
    /// Ends on their way to the queue in `trip`, sent again if it fails.
    writing: Vec<FinishOwned>,
    /// How many jobs `trip` claims at most.
    asked: usize,
    /// Whether a claim may find a due job: false once one came back short, until a new job
    /// is announced or a poll interval passes (retries and `jobs retry` become due silently).
    due: bool,
    poll_at: Instant,
    /// Trips failed in a row.
    failures: u32,
    /// No trip is sent before then, after one failed.
    paused_until: Option<Instant>,
}

impl<Q: Settle> Dispatcher<Q> {
    fn new(queue: Q, worker: Worker) -> Self {
        let lane = Arc::clone(&worker.lane);
        let places = lane.route.policy.concurrency.max(1);
        Self {
            queue,
            worker,
            places,
            hold: places + places.max(AHEAD),
            // A command's place stays taken until its end is written, so a crash runs again
            // at most `concurrency` of its jobs, as many as were running. A forwarding route
            // frees a place as soon as its request is answered, and writes many ends at
            // once: a job whose end was not yet written is sent again after a crash, with
            // the same Idempotency-Key, which is what lets a route forward far more than
            // `concurrency` jobs per disk sync.
            held_until_written: lane.route.forward.is_none(),
            lane,
            ready: VecDeque::new(),
            running: JoinSet::new(),
            started: HashMap::new(),
            ended: Vec::new(),
            trip: None,
            writing: Vec::new(),
            asked: 0,
            due: true,
            poll_at: Instant::now(),
            failures: 0,
            paused_until: None,
        }
    }

    /// Until the server stops and what the route held is given back: start what fits,
    /// send a trip, and take whichever event comes first.
    async fn run(mut self) {
        loop {
            let stopping = *self.worker.stopping.borrow();
            if !stopping {
                self.start_ready();
            } else if self.given_back() {
                // A route read again shares its bell with this one: its new dispatcher takes
                // what was given back at once.
                self.lane.wake.notify_one();
                return;
            }
            self.send_trip(stopping);
            let idle = !self.due && !stopping;
            let stop = &mut self.worker.stopping;
            tokio::select! {
                returned = trip_back(self.trip.as_mut()) => self.trip_returned(returned),
                Some(finished) = self.running.join_next_with_id(), if !self.running.is_empty() => {
                    self.job_finished(finished);
                }
                () = sleep_until(self.paused_until) => self.pause_ended(),
                () = self.lane.wake.notified(), if idle => self.woken(),
                () = tokio::time::sleep_until(self.poll_at), if idle => self.woken(),
                () = async { drop(stop.wait_for(|stop| *stop).await) }, if !stopping => {}
            }
        }
    }

    /// The server is stopping: give back the jobs not started; true once nothing is left
    /// running or unwritten.
    fn given_back(&mut self) -> bool {
        self.ended.extend(self.ready.drain(..).map(given_back));
        self.running.is_empty() && self.trip.is_none() && self.ended.is_empty()
    }

    /// Start ready jobs while the route has free places.
    fn start_ready(&mut self) {
        let unwritten = if self.held_until_written {
            self.ended.len() + self.writing.len()
        } else {
            0
        };
        while self.running.len() + unwritten < self.places {
            let Some(job) = self.ready.pop_front() else {
                break;
            };
            let (lane, shared) = (Arc::clone(&self.lane), Arc::clone(&self.worker.shared));
            let abort = self.worker.abort.clone();
            let attempt = (job.id.clone(), job.attempts);
            self.start(attempt, run(lane, shared, job, abort));
        }
    }

    /// Run `task`, the job `attempt` names, among the route's running jobs.
    fn start(
        &mut self,
        attempt: (String, u32),
        task: impl Future<Output = FinishOwned> + Send + 'static,
    ) {
        let handle = self.running.spawn(task);
        self.started.insert(handle.id(), attempt);
    }

    /// Unless a trip is out or writing is paused: write the ends and claim what there is
    /// room for, if either is wanted.
    fn send_trip(&mut self, stopping: bool) {
        let paused = self
            .paused_until
            .is_some_and(|until| Instant::now() < until);
        if self.trip.is_some() || paused {
            return;
        }
        let room = if stopping {
            0
        } else {
            self.hold
                .saturating_sub(self.ready.len() + self.running.len())
        };
        let most = if self.due { room } else { 0 };
        if self.ended.is_empty() && most == 0 {
            return;
        }
        self.writing = std::mem::take(&mut self.ended);
        self.asked = most;
        let claim = (most > 0).then(|| Claim {
            route: self.lane.route.name.clone(),
            most,
        });
        let (queue, ends) = (self.queue.clone(), self.writing.clone());
        self.trip = Some(tokio::spawn(async move { queue.settle(ends, claim).await }));
    }

    fn trip_returned(&mut self, returned: Result<Result<Vec<Job>, String>, JoinError>) {
        self.trip = None;
        let ends = std::mem::take(&mut self.writing);
        match returned {
            Ok(Ok(claimed)) => self.claimed(claimed),
            Ok(Err(error)) => self.trip_failed(ends, &error, self.asked > 0),
            // The trip's task panicked. Its code after the writer's answer only hands the
            // answer back, so the write did not happen: the ends are written again like
            // those of any failed write rather than left marked running until the next
            // start (and the jobs the trip asked for are claimed by a later one).
            Err(error) => {
                let error = format!("a write to the job queue failed unexpectedly ({error})");
                self.worker.shared.notices.warn(&format!(
                    "{error}; the {} job end(s) it carried are written again",
                    ends.len()
                ));
                self.trip_failed(ends, &error, false);
            }
        }
    }

    /// A trip came back with the jobs it claimed: any ends it carried are written.
    fn claimed(&mut self, claimed: Vec<Job>) {
        self.failures = 0;
        self.paused_until = None;
        if self.asked > 0 && claimed.len() < self.asked {
            self.due = false;
            self.poll_at = Instant::now() + POLL;
        }
        self.ready.extend(claimed);
    }

    /// A trip failed: its `ends` are written with the next one, a pause later, unless
    /// writing failed for too long. `tell` warns that no job could be claimed.
    fn trip_failed(&mut self, ends: Vec<FinishOwned>, error: &str, tell: bool) {
        self.failures += 1;
        if tell {
            self.worker
                .shared
                .notices
                .warn(&format!("could not take a job from the queue: {error}"));
        }
        if self.failures >= FINISH_TRIES {
            // A job left marked running runs again at the next start.
            for end in &ends {
                unrecorded(&self.worker.shared, &end.id, error);
            }
            self.failures = 0;
        } else {
            // A database held by another program for a while fails the write: the same
            // ends are written with the next round trip.
            self.ended.splice(0..0, ends);
        }
        self.paused_until = Some(Instant::now() + FINISH_PAUSE);
    }

    fn job_finished(&mut self, finished: Result<(task::Id, FinishOwned), JoinError>) {
        let end = match finished {
            Ok((task, end)) => {
                self.started.remove(&task);
                end
            }
            Err(error) => match self.started.remove(&error.id()) {
                Some(attempt) => self.panicked(attempt, &error),
                // Every task is started with its job's name.
                None => return,
            },
        };
        self.ended.push(end);
    }

    /// A job whose task panicked ended as a failed attempt, retried or dead by the
    /// route's policy like any other: it is neither lost nor left marked running, a
    /// --wait caller hears of it, and a job that ended for good leaves the route's count.
    fn panicked(&self, (id, attempts): (String, u32), error: &JoinError) -> FinishOwned {
        let end = JobEnd::Failed(format!("ward failed while running it ({error})"));
        let summary = summary(&end);
        self.worker.shared.notices.warn(&format!(
            "job {id} of route {}: {summary}; recorded as a failed attempt",
            self.lane.route.name
        ));
        recorded(
            &self.lane,
            &self.worker.shared,
            (id, attempts),
            &end,
            summary,
        )
    }

    /// Writing may be tried again.
    fn pause_ended(&mut self) {
        self.paused_until = None;
    }

    /// A job was announced, or a poll interval passed: a claim may find one due.
    fn woken(&mut self) {
        self.due = true;
    }
}

/// What the trip out, if any, brings back.
async fn trip_back(trip: Option<&mut Trip>) -> Result<Result<Vec<Job>, String>, JoinError> {
    match trip {
        Some(handle) => handle.await,
        None => std::future::pending().await,
    }
}

/// Resolves at `until`, never without one.
async fn sleep_until(until: Option<Instant>) {
    match until {
        Some(until) => tokio::time::sleep_until(until).await,
        None => std::future::pending().await,
    }
}

/// A job claimed as the server began to stop, before it started: queued again as it was,
/// its attempt not counted. Until that is written it is marked running, which the next
/// start resumes all the same.
fn given_back(job: Job) -> FinishOwned {
    FinishOwned {
        id: job.id,
        state: State::Queued,
        next_at_ms: crate::webhook_server::queue::db::now_ms(),
        result: job.last_result.unwrap_or_default(),
        uncount: true,
    }
}

/// Run a job; what to write down of how it ended.
async fn run(
    lane: Arc<Lane>,
    shared: Arc<Shared>,
    job: Job,
    mut abort: watch::Receiver<bool>,
) -> FinishOwned {
    let (end, summary) = run_logged(
        &lane,
        &shared,
        (&job.id, job.delivery.as_deref(), &job.headers),
        &job.payload,
        job.attempts,
        &mut abort,
    )
    .await;
    recorded(&lane, &shared, (job.id, job.attempts), &end, summary)
}

/// What to write down of how attempt `attempts` of job `id` ended, by the route's policy.
fn recorded(
    lane: &Lane,
    shared: &Shared,
    (id, attempts): (String, u32),
    end: &JobEnd,
    summary: String,
) -> FinishOwned {
    let waiter = shared
        .waiters
        .lock()
        .ok()
        .and_then(|mut waiters| waiters.remove(&id));
    // A --wait caller has seen the result and may deliver again itself: no retries there.
    let retries = if waiter.is_some() || lane.route.policy.wait {
        0
    } else {
        lane.route.policy.retries
    };
    let now = crate::webhook_server::queue::db::now_ms();
    let (state, next_at_ms, uncount) = match next_step(lane, end, attempts, retries) {
        Next::Again => (State::Queued, now, true),
        Next::Done => (State::Succeeded, now, false),
        Next::RetryAt(at) => (State::Failed, at, false),
        Next::Dead => (State::Dead, now, false),
    };
    if let Some(waiter) = waiter {
        let _ = waiter.send(end.clone());
    }
    // A job that ended for good leaves the route's count at once, as its log line is
    // written, rather than once its end is on disk with others': a sender that saw it end
    // finds the place free. Should the end not be written, the job runs again at the next
    // start, which counts it anew.
    if matches!(state, State::Succeeded | State::Dead) {
        lane.release();
    }
    FinishOwned {
        id,
        state,
        next_at_ms,
        result: summary,
        uncount,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Mutex;

    use tokio::sync::mpsc;

    use super::*;
    use crate::output::{Captured, ColorChoice, Format, Printer, Terminal};
    use crate::serve::log::Logger;
    use crate::webhook_server::notices::Notices;
    use crate::webhook_server::queue::{db, Backend, NewJob};
    use crate::webhook_server::routes::{tests::defaults, Filters, Route, VerifyDefaults};

    /// The real queue, except that the first write carrying ends panics before it reaches
    /// the queue; every end written is told on `written`.
    #[derive(Clone)]
    struct PanicsOnce {
        store: Store,
        panicked: Arc<AtomicBool>,
        written: mpsc::UnboundedSender<Vec<String>>,
    }

    impl Settle for PanicsOnce {
        fn settle(
            &self,
            ended: Vec<FinishOwned>,
            claim: Option<Claim>,
        ) -> impl Future<Output = Result<Vec<Job>, String>> + Send {
            let panics = !ended.is_empty() && !self.panicked.swap(true, Ordering::AcqRel);
            let (store, written) = (self.store.clone(), self.written.clone());
            async move {
                assert!(!panics, "a write to the queue panics");
                let ids = ended.iter().map(|end| end.id.clone()).collect();
                let settled = store.settle(ended, claim).await;
                if settled.is_ok() {
                    let _ = written.send(ids);
                }
                settled
            }
        }
    }

    /// A route that runs no command (so each attempt fails), retried `retries` times.
    fn route(retries: u32) -> Route {
        let mut policy = defaults().policy;
        policy.retries = retries;
        Route {
            name: "r".into(),
            command: None,
            filters: Filters::default(),
            policy,
            workdir: None,
            verify: VerifyDefaults::default()
                .rule(None, None, None, "r")
                .unwrap(),
            release: crate::services::release_events::ReleaseFilter::default(),
            forward: None,
        }
    }

    struct Setup {
        _dir: tempfile::TempDir,
        database: std::path::PathBuf,
        store: Store,
        worker: Worker,
        stop: watch::Sender<bool>,
        _abort: watch::Sender<bool>,
        stderr: Captured,
    }

    /// A queue holding job `a` for a route retried `retries` times, and its worker.
    async fn setup(retries: u32) -> Setup {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap().store;
        let job = NewJob {
            id: "a".into(),
            route: "r".into(),
            headers: "{}".into(),
            payload: bytes::Bytes::from_static(b"{}"),
            delivery: None,
            keep_ms: 0,
        };
        store.insert(job).await.unwrap();
        let (terminal, stderr) = Terminal::captured(None);
        let env = crate::environment::Env::fixed::<&str, &str>([]);
        let printer = Printer::on(
            terminal,
            &env,
            Format::Table,
            ColorChoice::Never,
            true,
            true,
        );
        let shared = Arc::new(Shared {
            queue: Backend::Local(store.clone()),
            log: Logger::start(false, Terminal::captured(None).0),
            waiters: Arc::new(Mutex::new(HashMap::new())),
            running: Default::default(),
            hidden: Vec::new(),
            notices: Notices::new(&printer),
            stats: Default::default(),
        });
        let (stop, stopping) = watch::channel(false);
        let (abort, aborting) = watch::channel(false);
        let worker = Worker {
            lane: Arc::new(Lane::new(route(retries), 1)),
            shared,
            stopping,
            abort: aborting,
        };
        Setup {
            database: db::path_in(dir.path()),
            _dir: dir,
            store,
            worker,
            stop,
            _abort: abort,
            stderr,
        }
    }

    fn job_in(database: &std::path::Path, id: &str) -> Job {
        let connection = rusqlite::Connection::open(database).unwrap();
        db::get(&connection, id).unwrap().unwrap()
    }

    /// Bounds a wait that a regression would make endless.
    async fn bounded<T>(what: impl Future<Output = T>) -> T {
        tokio::time::timeout(Duration::from_secs(60), what)
            .await
            .expect("the dispatcher got stuck")
    }

    #[tokio::test]
    async fn the_ends_of_a_write_that_panicked_are_written_with_the_next() {
        let setup = setup(0).await;
        let (written, mut writes) = mpsc::unbounded_channel();
        let queue = PanicsOnce {
            store: setup.store.clone(),
            panicked: Arc::default(),
            written,
        };
        let dispatcher = tokio::spawn(Dispatcher::new(queue, setup.worker).run());
        // Claims that find nothing are written too, every poll interval.
        let ends = bounded(async {
            loop {
                match writes.recv().await {
                    Some(ids) if ids.is_empty() => {}
                    ids => break ids,
                }
            }
        });
        assert_eq!(ends.await, Some(vec!["a".to_string()]));
        setup.stop.send(true).unwrap();
        bounded(dispatcher).await.unwrap();
        let job = job_in(&setup.database, "a");
        assert_eq!((job.state, job.attempts), (State::Dead, 1));
        assert_eq!(
            job.last_result.as_deref(),
            Some("failed: the route has no command")
        );
        let stderr = setup.stderr.stderr();
        assert!(
            stderr.contains("a write to the job queue failed unexpectedly")
                && stderr.contains("the 1 job end(s) it carried are written again"),
            "{stderr}"
        );
    }

    #[tokio::test]
    async fn a_job_whose_task_panicked_ends_by_the_retry_policy() {
        for (retries, state, pending) in [(0, State::Dead, 0), (1, State::Failed, 1)] {
            let setup = setup(retries).await;
            let lane = Arc::clone(&setup.worker.lane);
            let mut dispatcher = Dispatcher::new(setup.store.clone(), setup.worker);
            let claim = Claim {
                route: "r".into(),
                most: 1,
            };
            let job = setup.store.settle(Vec::new(), Some(claim)).await.unwrap();
            let attempt = (job[0].id.clone(), job[0].attempts);
            dispatcher.start(attempt, async { panic!("a job's task panics") });
            let finished = dispatcher.running.join_next_with_id().await.unwrap();
            dispatcher.job_finished(finished);
            assert!(dispatcher.started.is_empty());
            assert_eq!(lane.pending.load(Ordering::Acquire), pending);
            setup.stop.send(true).unwrap();
            bounded(dispatcher.run()).await;
            let job = job_in(&setup.database, "a");
            assert_eq!((job.state, job.attempts), (state, 1), "retries {retries}");
            let result = job.last_result.unwrap();
            assert!(
                result.starts_with("failed: ward failed while running it"),
                "{result}"
            );
            let stderr = setup.stderr.stderr();
            assert!(
                stderr.contains("job a of route r: failed: ward failed"),
                "{stderr}"
            );
        }
    }
}
