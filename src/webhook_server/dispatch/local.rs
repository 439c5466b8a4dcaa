//! Workers on the embedded queue: claim the oldest due job of the route, run it, and write
//! down how it ended in the same store.

use tokio::sync::watch;

use super::{idle, next_step, run_logged, unrecorded, Lane, Next, Shared, Worker};
use crate::webhook_server::queue::{FinishOwned, Job, State, Store};

/// Writing a job's end is tried this often, a pause apart (about ten minutes in all).
const FINISH_TRIES: u32 = 600;
const FINISH_PAUSE: std::time::Duration = std::time::Duration::from_secs(1);

pub(super) async fn work(store: Store, mut worker: Worker) {
    let lane = &worker.lane;
    // The job claimed together with the last one's end, if any.
    let mut next: Option<Job> = None;
    loop {
        if *worker.stopping.borrow() {
            if let Some(job) = next.take() {
                give_back(&store, &worker.shared, job).await;
            }
            return;
        }
        let claimed = match next.take() {
            Some(job) => Ok(Some(job)),
            None => store.claim(&lane.route.name).await,
        };
        let woken = match claimed {
            Ok(Some(job)) => {
                let ends = (&mut worker.abort, &worker.stopping);
                next = run(&store, lane, &worker.shared, job, ends).await;
                continue;
            }
            Ok(None) => idle(&mut worker.stopping, lane.wake.notified()).await,
            Err(error) => {
                worker
                    .shared
                    .notices
                    .warn(&format!("could not take a job from the queue: {error}"));
                idle(&mut worker.stopping, std::future::pending()).await
            }
        };
        if !woken {
            return;
        }
    }
}

/// A job claimed as the server began to stop, before it started: queued again as it was.
async fn give_back(store: &Store, shared: &Shared, job: Job) {
    let back = FinishOwned {
        id: job.id.clone(),
        state: State::Queued,
        next_at_ms: crate::webhook_server::queue::db::now_ms(),
        result: job.last_result.unwrap_or_default(),
        uncount: true,
    };
    // Not recorded, it is marked running, which the next start resumes all the same.
    if let Err(error) = store.finish(back).await {
        unrecorded(shared, &job.id, &error);
    }
}

/// Run a job and record how it ended; returns the route's next due job when it was claimed
/// in the same commit (not once the server is stopping).
async fn run(
    store: &Store,
    lane: &Lane,
    shared: &Shared,
    job: Job,
    (abort, stopping): (&mut watch::Receiver<bool>, &watch::Receiver<bool>),
) -> Option<Job> {
    let (end, summary) = run_logged(
        lane,
        shared,
        (&job.id, job.delivery.as_deref(), &job.headers),
        &job.payload,
        job.attempts,
        abort,
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
    let claim = (!*stopping.borrow()).then(|| lane.route.name.clone());
    let mut next = None;
    match store.finish_then_claim(finished.clone(), claim).await {
        Ok(claimed) => next = claimed,
        // A database held by another program for a while fails the write: it is tried
        // again, since a job left marked running runs again at the next start.
        Err(_) => {
            let mut tries = 1;
            while let Err(error) = store.finish(finished.clone()).await {
                tries += 1;
                if tries == FINISH_TRIES {
                    unrecorded(shared, &job.id, &error);
                    break;
                }
                tokio::time::sleep(FINISH_PAUSE).await;
            }
        }
    }
    if matches!(state, State::Succeeded | State::Dead) {
        lane.release();
    }
    next
}
