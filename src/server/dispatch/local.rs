//! Workers on the embedded queue: claim the oldest due job of the route, run it, and write
//! down how it ended in the same store.

use tokio::sync::watch;

use super::{idle, next_step, run_logged, unrecorded, Lane, Next, Shared, Worker};
use crate::server::queue::{FinishOwned, Job, State, Store};

/// Writing a job's end is tried this often, a pause apart (about ten minutes in all).
const FINISH_TRIES: u32 = 600;
const FINISH_PAUSE: std::time::Duration = std::time::Duration::from_secs(1);

pub(super) async fn work(store: Store, mut worker: Worker) {
    let lane = &worker.lane;
    loop {
        if *worker.stopping.borrow() {
            return;
        }
        let woken = match store.claim(&lane.route.name).await {
            Ok(Some(job)) => {
                run(&store, lane, &worker.shared, job, &mut worker.abort).await;
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

async fn run(
    store: &Store,
    lane: &Lane,
    shared: &Shared,
    job: Job,
    abort: &mut watch::Receiver<bool>,
) {
    let (end, summary) = run_logged(
        lane,
        shared,
        (&job.id, job.delivery.as_deref()),
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
    let now = crate::server::queue::db::now_ms();
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
    // A database held by another program for a while fails the write: it is tried again,
    // since a job left marked running runs again at the next start.
    let mut tries = 0;
    while let Err(error) = store.finish(finished.clone()).await {
        tries += 1;
        if tries == FINISH_TRIES {
            unrecorded(shared, &job.id, &error);
            break;
        }
        tokio::time::sleep(FINISH_PAUSE).await;
    }
    if matches!(state, State::Succeeded | State::Dead) {
        lane.release();
    }
}
