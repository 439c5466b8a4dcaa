//! Workers on the embedded queue: one dispatcher per route claims the route's oldest due
//! jobs many at a time, runs up to `concurrency` of them at once, and writes down how they
//! ended, many in the same commit as its next claim. A job per round trip to the queue's
//! writer thread was what held a forwarding route back: each round trip waits behind the
//! synced commit of the deliveries arriving meanwhile, so the route ran at most
//! `concurrency` jobs per disk sync.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::watch;
use tokio::task::{JoinError, JoinHandle, JoinSet};
use tokio::time::Instant;

use super::{next_step, run_logged, unrecorded, Lane, Next, Shared, Worker, POLL};
use crate::webhook_server::queue::{Claim, FinishOwned, Job, State, Store};

/// Writing jobs' ends is tried this often, a pause apart (about ten minutes in all).
const FINISH_TRIES: u32 = 600;
const FINISH_PAUSE: Duration = Duration::from_secs(1);

/// Jobs a route holds claimed beyond its free places, at least: a claim comes back after
/// the sync of the deliveries committed before it (milliseconds during a burst), and
/// whatever a route holds in hand keeps its places busy until then. Claimed jobs wait
/// marked running, which a crash resumes and a stop gives back.
const AHEAD: usize = 32;

/// A round trip to the queue: the ends it records (kept to be sent again if it fails),
/// how many jobs it asked for, and what came back.
type Trip = JoinHandle<Settled>;
type Settled = (Vec<FinishOwned>, usize, Result<Vec<Job>, String>);

pub(super) async fn work(store: Store, worker: Worker) {
    Dispatcher::new(store, worker).run().await;
}

/// One route's dispatcher: the jobs it holds claimed, runs and has seen end, and its one
/// round trip to the queue at a time.
struct Dispatcher {
    store: Store,
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
    /// Ended, their ends not yet sent to the queue.
    ended: Vec<FinishOwned>,
    trip: Option<Trip>,
    /// Ends on their way to the queue in `trip`.
    writing: usize,
    /// Whether a claim may find a due job: false once one came back short, until a new job
    /// is announced or a poll interval passes (retries and `jobs retry` become due silently).
    due: bool,
    poll_at: Instant,
    /// Trips failed in a row.
    failures: u32,
    /// No trip is sent before then, after one failed.
    paused_until: Option<Instant>,
}

impl Dispatcher {
    fn new(store: Store, worker: Worker) -> Self {
        let lane = Arc::clone(&worker.lane);
        let places = lane.route.policy.concurrency.max(1);
        Self {
            store,
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
            ended: Vec::new(),
            trip: None,
            writing: 0,
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
                Some(finished) = self.running.join_next(), if !self.running.is_empty() => {
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
            self.ended.len() + self.writing
        } else {
            0
        };
        while self.running.len() + unwritten < self.places {
            let Some(job) = self.ready.pop_front() else {
                break;
            };
            let (lane, shared) = (Arc::clone(&self.lane), Arc::clone(&self.worker.shared));
            let abort = self.worker.abort.clone();
            self.running.spawn(run(lane, shared, job, abort));
        }
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
        let ends = std::mem::take(&mut self.ended);
        self.writing = ends.len();
        let claim = (most > 0).then(|| Claim {
            route: self.lane.route.name.clone(),
            most,
        });
        let store = self.store.clone();
        self.trip = Some(tokio::spawn(async move {
            let settled = store.settle(ends.clone(), claim).await;
            (ends, most, settled)
        }));
    }

    fn trip_returned(&mut self, returned: Result<Settled, JoinError>) {
        self.trip = None;
        self.writing = 0;
        let Ok((ends, asked, settled)) = returned else {
            return;
        };
        match settled {
            Ok(claimed) => {
                self.failures = 0;
                self.paused_until = None;
                if asked > 0 && claimed.len() < asked {
                    self.due = false;
                    self.poll_at = Instant::now() + POLL;
                }
                self.ready.extend(claimed);
            }
            Err(error) => self.trip_failed(ends, asked, &error),
        }
    }

    fn trip_failed(&mut self, ends: Vec<FinishOwned>, asked: usize, error: &str) {
        self.failures += 1;
        if asked > 0 {
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

    fn job_finished(&mut self, finished: Result<FinishOwned, JoinError>) {
        if let Ok(end) = finished {
            self.ended.push(end);
        }
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
async fn trip_back(trip: Option<&mut Trip>) -> Result<Settled, JoinError> {
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
    let waiter = shared
        .waiters
        .lock()
        .ok()
        .and_then(|mut waiters| waiters.remove(&job.id));
    // A --wait caller has seen the result and may deliver again itself: no retries there.
    let retries = if waiter.is_some() || lane.route.policy.wait {
        0
    } else {
        lane.route.policy.retries
    };
    let now = crate::webhook_server::queue::db::now_ms();
    let (state, next_at_ms, uncount) = match next_step(&lane, &end, job.attempts, retries) {
        Next::Again => (State::Queued, now, true),
        Next::Done => (State::Succeeded, now, false),
        Next::RetryAt(at) => (State::Failed, at, false),
        Next::Dead => (State::Dead, now, false),
    };
    if let Some(waiter) = waiter {
        let _ = waiter.send(end);
    }
    // A job that ended for good leaves the route's count at once, as its log line is
    // written, rather than once its end is on disk with others': a sender that saw it end
    // finds the place free. Should the end not be written, the job runs again at the next
    // start, which counts it anew.
    if matches!(state, State::Succeeded | State::Dead) {
        lane.release();
    }
    FinishOwned {
        id: job.id,
        state,
        next_at_ms,
        result: summary,
        uncount,
    }
}
