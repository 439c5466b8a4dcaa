//! Workers that take due jobs from the queue and run them: `concurrency` per route, each
//! claiming the oldest due job, running it, and recording how it ended (retry, dead, done).

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value;
use tokio::sync::{oneshot, watch, Notify, Semaphore};
use tokio::task::JoinSet;

use super::log::{JobRecord, Logger};
use super::payload::Fields;
use super::queue::redis::{RedisQueue, Taken};
use super::queue::{Backend, FinishOwned, Job, State, Store};
use super::routes::Route;
use super::runner::{self, JobEnd};

/// How often an idle worker looks for jobs that became due (retries, `jobs retry`).
const POLL: Duration = Duration::from_millis(500);

/// Longest pause between attempts, however many there were.
const MAX_BACKOFF: Duration = Duration::from_secs(3600);

/// One route's share of the queue: how many of its jobs are unfinished (queued, running or
/// waiting to retry), and a bell rung when a job is added.
pub struct Lane {
    pub route: Route,
    pub pending: AtomicUsize,
    pub wake: Notify,
    /// Commands of --wait deliveries running at once.
    direct: Semaphore,
}

impl Lane {
    pub fn new(route: Route, pending: usize) -> Self {
        Self {
            pending: AtomicUsize::new(pending),
            wake: Notify::new(),
            direct: Semaphore::new(route.concurrency.max(1)),
            route,
        }
    }

    /// The most unfinished jobs the route holds before answering 503.
    pub fn capacity(&self) -> usize {
        self.route.concurrency.saturating_add(self.route.queue)
    }

    /// Take a place for one more job, or None when the route is full.
    pub fn admit(&self) -> Option<()> {
        let capacity = self.capacity();
        self.pending
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |count| {
                (count < capacity).then_some(count + 1)
            })
            .ok()
            .map(|_| ())
    }

    pub fn release(&self) {
        let _ = self
            .pending
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |count| {
                Some(count.saturating_sub(1))
            });
    }
}

/// Callers of `--wait` routes, waiting for their job's first attempt to end.
pub type Waiters = Arc<Mutex<HashMap<String, oneshot::Sender<JobEnd>>>>;

pub struct Shared {
    pub queue: Backend,
    pub log: Logger,
    pub waiters: Waiters,
    /// Commands running right now.
    pub running: AtomicUsize,
    pub hidden: Vec<String>,
}

/// Start every route's workers; they stop claiming when `stopping` turns true and cut
/// running commands short when `abort` does.
pub fn start(
    lanes: &HashMap<String, Arc<Lane>>,
    shared: &Arc<Shared>,
    stopping: &watch::Receiver<bool>,
    abort: &watch::Receiver<bool>,
) -> JoinSet<()> {
    let mut workers = JoinSet::new();
    for lane in lanes.values() {
        if lane.route.command.is_none() {
            continue;
        }
        for _ in 0..lane.route.concurrency {
            let (lane, shared) = (Arc::clone(lane), Arc::clone(shared));
            let (stopping, abort) = (stopping.clone(), abort.clone());
            match &shared.queue {
                Backend::Local(store) => {
                    workers.spawn(work(store.clone(), lane, shared, stopping, abort));
                }
                Backend::Redis(queue) => {
                    workers.spawn(work_redis(
                        RedisQueue::clone(queue),
                        lane,
                        shared,
                        stopping,
                        abort,
                    ));
                }
            }
        }
    }
    workers
}

async fn work(
    store: Store,
    lane: Arc<Lane>,
    shared: Arc<Shared>,
    mut stopping: watch::Receiver<bool>,
    mut abort: watch::Receiver<bool>,
) {
    loop {
        if *stopping.borrow() {
            return;
        }
        match store.claim(&lane.route.name).await {
            Ok(Some(job)) => run_local(&store, &lane, &shared, job, &mut abort).await,
            Ok(None) => {
                tokio::select! {
                    () = lane.wake.notified() => {}
                    () = tokio::time::sleep(POLL) => {}
                    _ = stopping.wait_for(|stop| *stop) => return,
                }
            }
            Err(error) => {
                super::warn(&format!("could not take a job from the queue: {error}"));
                tokio::select! {
                    () = tokio::time::sleep(POLL) => {}
                    _ = stopping.wait_for(|stop| *stop) => return,
                }
            }
        }
    }
}

/// Run one job's command and log how it ended, with a short summary for the queue.
async fn run_logged(
    lane: &Lane,
    shared: &Shared,
    id: &str,
    payload: &[u8],
    attempt: u32,
    abort: &mut watch::Receiver<bool>,
) -> (JobEnd, String) {
    let Some(command) = &lane.route.command else {
        return (
            JobEnd::Failed("the route has no command".into()),
            String::new(),
        );
    };
    let started = Instant::now();
    let value: Value = serde_json::from_slice(payload).unwrap_or(Value::Null);
    let fields = Fields::of(&value);
    shared.running.fetch_add(1, Ordering::AcqRel);
    let end = runner::execute(
        &lane.route,
        runner::Run {
            command,
            job: id,
            body: payload,
            fields: &fields,
            hidden: &shared.hidden,
        },
        abort,
    )
    .await;
    shared.running.fetch_sub(1, Ordering::AcqRel);
    let (result, exit_code, signal, detail) = end.describe();
    shared.log.job(&JobRecord {
        route: &lane.route.name,
        job: id,
        result,
        exit_code,
        signal,
        detail,
        attempt,
        elapsed: started.elapsed(),
    });
    let summary = match (exit_code, signal, detail) {
        (Some(code), _, _) => format!("{result} exit={code}"),
        (_, Some(signal), _) => format!("{result} signal={signal}"),
        (_, _, Some(detail)) => format!("{result}: {detail}"),
        _ => result.to_string(),
    };
    (end, summary)
}

/// Run a --wait delivery's command now, within the route's concurrency.
pub async fn run_direct(
    lane: &Lane,
    shared: &Shared,
    id: &str,
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
    run_logged(lane, shared, id, payload, 1, &mut abort).await.0
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
    } else if attempt <= retries {
        let delay = backoff(lane.route.backoff, attempt);
        let delay = i64::try_from(delay.as_millis()).unwrap_or(i64::MAX);
        Next::RetryAt(super::queue::db::now_ms().saturating_add(delay))
    } else {
        Next::Dead
    }
}

async fn run_local(
    store: &Store,
    lane: &Lane,
    shared: &Shared,
    job: Job,
    abort: &mut watch::Receiver<bool>,
) {
    let (end, summary) = run_logged(lane, shared, &job.id, &job.payload, job.attempts, abort).await;
    let waiter = shared
        .waiters
        .lock()
        .ok()
        .and_then(|mut waiters| waiters.remove(&job.id));
    // A --wait caller has seen the result and may deliver again itself: no retries there.
    let retries = if waiter.is_some() || lane.route.wait {
        0
    } else {
        lane.route.retries
    };
    let now = super::queue::db::now_ms();
    let (state, next_at_ms, uncount) = match next_step(lane, &end, job.attempts, retries) {
        Next::Again => (State::Queued, now, true),
        Next::Done => (State::Succeeded, now, false),
        Next::RetryAt(at) => (State::Failed, at, false),
        Next::Dead => (State::Dead, now, false),
    };
    if let Some(waiter) = waiter {
        let _ = waiter.send(end);
    }
    let finished = FinishOwned {
        id: job.id.clone(),
        state,
        next_at_ms,
        result: summary,
        uncount,
    };
    if let Err(error) = store.finish(finished).await {
        // The job stays marked running on disk and runs again at the next start.
        super::warn(&format!(
            "could not record how job {} ended: {error}",
            job.id
        ));
    }
    if matches!(state, State::Succeeded | State::Dead) {
        lane.release();
    }
}

async fn work_redis(
    queue: RedisQueue,
    lane: Arc<Lane>,
    shared: Arc<Shared>,
    mut stopping: watch::Receiver<bool>,
    mut abort: watch::Receiver<bool>,
) {
    let mut connection = None;
    loop {
        if *stopping.borrow() {
            return;
        }
        if connection.is_none() {
            match queue.worker_connection().await {
                Ok(made) => connection = Some(made),
                Err(error) => {
                    super::warn(&error);
                    tokio::select! {
                        () = tokio::time::sleep(POLL) => continue,
                        _ = stopping.wait_for(|stop| *stop) => return,
                    }
                }
            }
        }
        let Some(reader) = connection.as_mut() else {
            continue;
        };
        let taken = tokio::select! {
            taken = queue.take(reader, &lane.route.name, POLL) => taken,
            _ = stopping.wait_for(|stop| *stop) => return,
        };
        match taken {
            Ok(Some(taken)) => run_redis(&queue, &lane, &shared, taken, &mut abort).await,
            Ok(None) => {}
            Err(error) => {
                super::warn(&format!("could not take a job from Redis: {error}"));
                connection = None;
                tokio::select! {
                    () = tokio::time::sleep(POLL) => {}
                    _ = stopping.wait_for(|stop| *stop) => return,
                }
            }
        }
    }
}

async fn run_redis(
    queue: &RedisQueue,
    lane: &Lane,
    shared: &Shared,
    mut taken: Taken,
    abort: &mut watch::Receiver<bool>,
) {
    // Attempts made before this entry was added, plus its deliveries (a claim from a dead
    // receiver counts the attempt that receiver was making).
    taken.entry.attempts = taken.entry.attempts.saturating_add(taken.deliveries.max(1));
    let attempt = taken.entry.attempts;
    let route = lane.route.name.clone();
    let receipt = taken.receipt.clone();
    let beat = queue.visibility / 3;
    // Heartbeats keep the entry from looking abandoned while the command runs.
    let heartbeat = {
        let queue = queue.clone();
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(beat).await;
                if let Err(error) = queue.heartbeat(&route, &receipt).await {
                    super::warn(&format!("could not refresh job {receipt}: {error}"));
                }
            }
        })
    };
    let (end, summary) = run_logged(
        lane,
        shared,
        &taken.entry.id,
        taken.entry.payload.as_bytes(),
        attempt,
        abort,
    )
    .await;
    heartbeat.abort();
    let finished = match next_step(lane, &end, attempt, lane.route.retries) {
        // Left pending: another receiver, or this one at its next start, claims it.
        Next::Again => return,
        Next::Done => queue.finish(&taken, None, false, summary).await,
        Next::RetryAt(at) => queue.finish(&taken, Some(at), false, summary).await,
        Next::Dead => queue.finish(&taken, None, true, summary).await,
    };
    if let Err(error) = finished {
        super::warn(&format!(
            "could not record how job {} ended: {error}",
            taken.entry.id
        ));
    }
}

/// `base`, doubled for every further attempt, at most an hour.
pub fn backoff(base: Duration, attempt: u32) -> Duration {
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
}
