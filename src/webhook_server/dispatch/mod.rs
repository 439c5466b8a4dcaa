//! Workers that take due jobs from the queue and run them, `concurrency` at once per route,
//! oldest due job first, and record how each ended (retry, dead, done).

mod local;
mod redis;

use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::{oneshot, watch, Notify, Semaphore};
use tokio::task::JoinSet;

use super::forward::send;
use super::notices::Notices;
use super::payload::Fields;
use super::queue::redis::RedisQueue;
use super::queue::Backend;
use super::records::JobRecord;
use super::routes::Route;
use super::runner::{self, JobEnd};
use crate::serve::log::Logger;

/// How often an idle worker looks for jobs that became due (retries, `jobs retry`).
const POLL: Duration = Duration::from_millis(500);

/// Longest pause between attempts, however many there were.
const MAX_BACKOFF: Duration = Duration::from_secs(3600);

/// One route's share of the queue: how many of its jobs are unfinished (queued, running or
/// waiting to retry), and a bell rung when a job is added.
pub(super) struct Lane {
    pub route: Route,
    /// Shared with the lanes that succeed this one when the routes are read again, since
    /// it counts the route's jobs in the queue, whichever lane took them.
    pub pending: Arc<AtomicUsize>,
    pub wake: Arc<Notify>,
    /// Commands of --wait deliveries running at once.
    direct: Arc<Semaphore>,
    /// The route refused a delivery for being full and has taken none since: told once.
    full: AtomicBool,
}

impl Lane {
    pub(super) fn new(route: Route, pending: usize) -> Self {
        Self::succeed(route, Arc::new(AtomicUsize::new(pending)), None)
    }

    /// A lane for `route` counting its jobs in `pending`; with `workers`, the lane whose
    /// workers go on serving it: they are woken and share the --wait places through this
    /// one.
    pub(super) fn succeed(route: Route, pending: Arc<AtomicUsize>, workers: Option<&Lane>) -> Self {
        let (wake, direct) = match workers {
            Some(lane) => (Arc::clone(&lane.wake), Arc::clone(&lane.direct)),
            None => (
                Arc::new(Notify::new()),
                Arc::new(Semaphore::new(route.policy.concurrency.max(1))),
            ),
        };
        Self {
            pending,
            wake,
            direct,
            full: AtomicBool::new(false),
            route,
        }
    }

    /// The most unfinished jobs the route holds before answering 503.
    pub(super) fn capacity(&self) -> usize {
        self.route
            .policy
            .concurrency
            .saturating_add(self.route.policy.queue)
    }

    /// Take a place for one more job, or None when the route is full.
    pub(super) fn admit(&self) -> Option<()> {
        let capacity = self.capacity();
        self.pending
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |count| {
                (count < capacity).then_some(count + 1)
            })
            .ok()
            .map(|_| self.took_one())
    }

    /// A job was added: the next time the route is full is told again.
    pub(super) fn took_one(&self) {
        self.full.store(false, Ordering::Release);
    }

    /// The route refused a delivery for being full: said once on stderr until it takes a
    /// job again, since the request log's 503 lines are easy to miss in a burst.
    pub(super) fn refused(&self, notices: &Notices) {
        if !self.full.swap(true, Ordering::AcqRel) {
            notices.warn(&format!(
                "route {} is full ({} unfinished jobs: concurrency {} + queue {}); deliveries get 503 with Retry-After until its jobs finish; raise --queue to hold more",
                self.route.name,
                self.capacity(),
                self.route.policy.concurrency,
                self.route.policy.queue
            ));
        }
    }

    pub(super) fn release(&self) {
        let _ = self
            .pending
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |count| {
                Some(count.saturating_sub(1))
            });
    }
}

/// Callers of `--wait` routes, waiting for their job's first attempt to end.
pub(super) type Waiters = Arc<Mutex<HashMap<String, oneshot::Sender<JobEnd>>>>;

pub(super) struct Shared {
    pub queue: Backend,
    pub log: Logger,
    pub waiters: Waiters,
    /// Commands running right now.
    pub running: AtomicUsize,
    pub hidden: Vec<String>,
    pub notices: Notices,
    /// What `/metrics` and the status page read.
    pub stats: super::admin::stats::Stats,
}

/// One worker's route, the state all workers share, and the two stages of shutting down.
struct Worker {
    lane: Arc<Lane>,
    shared: Arc<Shared>,
    /// Take no new job once true.
    stopping: watch::Receiver<bool>,
    /// Cut the running command short once true.
    abort: watch::Receiver<bool>,
}

/// Start every route's workers; they stop claiming when `stopping` turns true and cut
/// running commands short when `abort` does.
pub(super) fn start(
    lanes: &HashMap<String, Arc<Lane>>,
    shared: &Arc<Shared>,
    stopping: &watch::Receiver<bool>,
    abort: &watch::Receiver<bool>,
) -> JoinSet<()> {
    let mut workers = JoinSet::new();
    for lane in lanes.values() {
        if !lane.route.runs_jobs() {
            continue;
        }
        let worker = || Worker {
            lane: Arc::clone(lane),
            shared: Arc::clone(shared),
            stopping: stopping.clone(),
            abort: abort.clone(),
        };
        match &shared.queue {
            // One dispatcher runs the route's `concurrency` jobs at once.
            Backend::Local(store) => {
                workers.spawn(local::work(store.clone(), worker()));
            }
            Backend::Redis(queue) => {
                for _ in 0..lane.route.policy.concurrency {
                    workers.spawn(redis::work(RedisQueue::clone(queue), worker()));
                }
            }
        }
    }
    workers
}

/// Wait until `woken`, or one poll interval; false when the server starts stopping first.
async fn idle(stopping: &mut watch::Receiver<bool>, woken: impl Future<Output = ()>) -> bool {
    tokio::select! {
        () = woken => true,
        () = tokio::time::sleep(POLL) => true,
        _ = stopping.wait_for(|stop| *stop) => false,
    }
}

/// A job whose end could not be written down; it runs again (at the next start, or when
/// another receiver claims it).
fn unrecorded(shared: &Shared, id: &str, error: &str) {
    shared
        .notices
        .warn(&format!("could not record how job {id} ended: {error}"));
}

/// Run one job's command (or send it to the route's destination) and log how it ended,
/// with a short summary for the queue. `headers` are the delivery's, as the queue keeps them.
async fn run_logged(
    lane: &Lane,
    shared: &Shared,
    (id, delivery, headers): (&str, Option<&str>, &str),
    payload: &[u8],
    attempt: u32,
    abort: &mut watch::Receiver<bool>,
) -> (JobEnd, String) {
    let started = Instant::now();
    let counted = Counted::new(&shared.running);
    let end = match (&lane.route.command, &lane.route.forward) {
        (Some(command), _) => {
            // Checked when it was accepted; a payload stored by hand that is not an object
            // gives the command no fields.
            let fields = Fields::parse(payload).unwrap_or_default();
            let run = runner::Run {
                command,
                job: id,
                delivery,
                body: payload,
                fields: &fields,
                hidden: &shared.hidden,
            };
            runner::execute(&lane.route, run, abort).await
        }
        (None, Some(destination)) => {
            let body = payload;
            let attempt = send::Attempt {
                job: id,
                delivery,
                attempt,
                headers,
                body,
            };
            send::send(&lane.route, destination, attempt, abort).await
        }
        (None, None) => JobEnd::Failed("the route has no command".into()),
    };
    drop(counted);
    let (result, exit_code, signal, detail) = end.describe();
    let outcome = super::admin::stats::job_outcome(end.succeeded(), result);
    shared.log.write(&JobRecord {
        route: &lane.route.name,
        job: id,
        result,
        exit_code,
        signal,
        detail,
        attempt,
        elapsed: started.elapsed(),
    });
    let summary = summary(&end);
    shared
        .stats
        .job(&lane.route.name, id, outcome, &summary, started.elapsed());
    (end, summary)
}

/// How a job ended, in short, for the queue and `jobs list`.
fn summary(end: &JobEnd) -> String {
    let (result, exit_code, signal, detail) = end.describe();
    match (exit_code, signal, detail) {
        (Some(code), _, _) => format!("{result} exit={code}"),
        (_, Some(signal), _) => format!("{result} signal={signal}"),
        (_, _, Some(detail)) => format!("{result}: {detail}"),
        _ => result.to_string(),
    }
}

/// One job among the running ones for as long as it lives: a job whose task panics
/// leaves the count all the same.
struct Counted<'a>(&'a AtomicUsize);

impl<'a> Counted<'a> {
    fn new(running: &'a AtomicUsize) -> Self {
        running.fetch_add(1, Ordering::AcqRel);
        Self(running)
    }
}

impl Drop for Counted<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Run a --wait delivery's command now, within the route's concurrency.
pub(super) async fn run_direct(
    lane: &Lane,
    shared: &Shared,
    (id, delivery, headers): (&str, &str, &str),
    payload: &[u8],
    mut abort: watch::Receiver<bool>,
) -> JobEnd {
    let permit = tokio::select! {
        permit = lane.direct.acquire() => permit.ok(),
        _ = abort.wait_for(|abort| *abort) => None,
    };
    let Some(_permit) = permit else {
        return JobEnd::Aborted;
    };
    run_logged(
        lane,
        shared,
        (id, Some(delivery), headers),
        payload,
        1,
        &mut abort,
    )
    .await
    .0
}

/// What happens to a job after an attempt.
enum Next {
    Done,
    /// Shut down mid-run: back to the queue, the attempt not counted.
    Again,
    RetryAt(i64),
    Dead,
}

fn next_step(lane: &Lane, end: &JobEnd, attempt: u32, retries: u32) -> Next {
    if *end == JobEnd::Aborted {
        Next::Again
    } else if end.succeeded() {
        Next::Done
    } else if end.is_final() {
        Next::Dead
    } else if attempt <= retries {
        // A destination's own wait is honoured, within the longest pause a route takes.
        let delay = end.retry_after().map_or_else(
            || backoff(lane.route.policy.backoff, attempt),
            |wait| wait.min(MAX_BACKOFF),
        );
        let delay = i64::try_from(delay.as_millis()).unwrap_or(i64::MAX);
        Next::RetryAt(super::queue::db::now_ms().saturating_add(delay))
    } else {
        Next::Dead
    }
}

/// `base`, doubled for every further attempt, at most an hour.
pub(super) fn backoff(base: Duration, attempt: u32) -> Duration {
    let factor = 1u32 << attempt.saturating_sub(1).min(16);
    base.saturating_mul(factor).min(MAX_BACKOFF)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_and_is_capped() {
        let base = Duration::from_secs(10);
        assert_eq!(backoff(base, 1), base);
        assert_eq!(backoff(base, 2), Duration::from_secs(20));
        assert_eq!(backoff(base, 3), Duration::from_secs(40));
        assert_eq!(backoff(base, 40), MAX_BACKOFF);
    }

    #[test]
    fn a_job_that_panics_leaves_the_running_count() {
        let running = AtomicUsize::new(0);
        let panicked = std::panic::catch_unwind(|| {
            let _counted = Counted::new(&running);
            assert_eq!(running.load(Ordering::Acquire), 1);
            panic!("a job panics");
        });
        assert!(panicked.is_err());
        assert_eq!(running.load(Ordering::Acquire), 0);
    }
}
