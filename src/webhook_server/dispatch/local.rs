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
use tokio::task::{JoinHandle, JoinSet};

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
type Trip = JoinHandle<(Vec<FinishOwned>, usize, Result<Vec<Job>, String>)>;

pub(super) async fn work(store: Store, mut worker: Worker) {
    let lane = Arc::clone(&worker.lane);
    let places = lane.route.policy.concurrency.max(1);
    let hold = places + places.max(AHEAD);
    // A command's place stays taken until its end is written, so a crash runs again at
    // most `concurrency` of its jobs, as many as were running. A forwarding route frees a
    // place as soon as its request is answered, and writes many ends at once: a job whose
    // end was not yet written is sent again after a crash, with the same Idempotency-Key,
    // which is what lets a route forward far more than `concurrency` jobs per disk sync.
    let held_until_written = lane.route.forward.is_none();
    let mut ready: VecDeque<Job> = VecDeque::new();
    let mut running: JoinSet<FinishOwned> = JoinSet::new();
    let mut ended: Vec<FinishOwned> = Vec::new();
    let mut trip: Option<Trip> = None;
    // Ends on their way to the queue in `trip`.
    let mut writing = 0usize;
    // Whether a claim may find a due job: false once one came back short, until a new job
    // is announced or a poll interval passes (retries and `jobs retry` become due silently).
    let mut due = true;
    let mut poll_at = tokio::time::Instant::now();
    let mut failures = 0u32;
    let mut paused_until: Option<tokio::time::Instant> = None;
    loop {
        let stopping = *worker.stopping.borrow();
        if stopping {
            ended.extend(ready.drain(..).map(given_back));
        } else {
            let unwritten = if held_until_written {
                ended.len() + writing
            } else {
                0
            };
            while running.len() + unwritten < places {
                let Some(job) = ready.pop_front() else { break };
                let (lane, shared) = (Arc::clone(&lane), Arc::clone(&worker.shared));
                running.spawn(run(lane, shared, job, worker.abort.clone()));
            }
        }
        if stopping && running.is_empty() && trip.is_none() && ended.is_empty() {
            // A route read again shares its bell with this one: its new dispatcher takes
            // what was given back at once.
            lane.wake.notify_one();
            return;
        }
        let paused = paused_until.is_some_and(|until| tokio::time::Instant::now() < until);
        if trip.is_none() && !paused {
            let room = if stopping {
                0
            } else {
                hold.saturating_sub(ready.len() + running.len())
            };
            let most = if due { room } else { 0 };
            if !ended.is_empty() || most > 0 {
                let ends = std::mem::take(&mut ended);
                writing = ends.len();
                let claim = (most > 0).then(|| Claim {
                    route: lane.route.name.clone(),
                    most,
                });
                let store = store.clone();
                trip = Some(tokio::spawn(async move {
                    let settled = store.settle(ends.clone(), claim).await;
                    (ends, most, settled)
                }));
            }
        }
        let back = async {
            match trip.as_mut() {
                Some(handle) => handle.await,
                None => std::future::pending().await,
            }
        };
        let pause = async {
            match paused_until {
                Some(until) => tokio::time::sleep_until(until).await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            returned = back => {
                trip = None;
                writing = 0;
                let Ok((ends, asked, settled)) = returned else {
                    continue;
                };
                match settled {
                    Ok(claimed) => {
                        failures = 0;
                        paused_until = None;
                        if asked > 0 && claimed.len() < asked {
                            due = false;
                            poll_at = tokio::time::Instant::now() + POLL;
                        }
                        ready.extend(claimed);
                    }
                    Err(error) => {
                        failures += 1;
                        if asked > 0 {
                            worker.shared.notices.warn(&format!(
                                "could not take a job from the queue: {error}"
                            ));
                        }
                        if failures >= FINISH_TRIES {
                            // A job left marked running runs again at the next start.
                            for end in &ends {
                                unrecorded(&worker.shared, &end.id, &error);
                            }
                            failures = 0;
                        } else {
                            // A database held by another program for a while fails the
                            // write: the same ends are written with the next round trip.
                            ended.splice(0..0, ends);
                        }
                        paused_until = Some(tokio::time::Instant::now() + FINISH_PAUSE);
                    }
                }
            }
            Some(finished) = running.join_next(), if !running.is_empty() => {
                if let Ok(end) = finished {
                    ended.push(end);
                }
            }
            () = pause => paused_until = None,
            () = lane.wake.notified(), if !due && !stopping => due = true,
            () = tokio::time::sleep_until(poll_at), if !due && !stopping => due = true,
            _ = worker.stopping.wait_for(|stop| *stop), if !stopping => {}
        }
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
