//! Workers on a Redis queue shared by several receivers: take a new or abandoned entry,
//! keep it alive with heartbeats while its command runs, then acknowledge it.

use tokio::sync::watch;

use super::{idle, next_step, run_logged, unrecorded, Lane, Next, Shared, Worker, POLL};
use crate::webhook_server::queue::redis::{RedisQueue, Taken};

pub(super) async fn work(queue: RedisQueue, mut worker: Worker) {
    let lane = &worker.lane;
    let mut reader = match queue.reader() {
        Ok(reader) => reader,
        Err(error) => {
            worker
                .shared
                .notices
                .warn(&format!("route {} takes no jobs: {error}", lane.route.name));
            return;
        }
    };
    loop {
        if *worker.stopping.borrow() {
            return;
        }
        let taken = tokio::select! {
            taken = queue.take(&mut reader, &lane.route.name, POLL) => taken,
            _ = worker.stopping.wait_for(|stop| *stop) => return,
        };
        match taken {
            Ok(Some(taken)) => run(&queue, lane, &worker.shared, taken, &mut worker.abort).await,
            Ok(None) => {}
            // A connection that failed is told once, by the receiver's health; the reader
            // reconnects by itself at the next call, so this only waits a little.
            Err(error) => {
                if queue.health.problem().is_none() {
                    worker
                        .shared
                        .notices
                        .warn(&format!("could not take a job from Redis: {error}"));
                }
                if !idle(&mut worker.stopping, std::future::pending()).await {
                    return;
                }
            }
        }
    }
}

async fn run(
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
        let notices = shared.notices.clone();
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(beat).await;
                // While Redis is away nobody can claim the entry either.
                if let Err(error) = queue.heartbeat(&route, &receipt).await {
                    if queue.health.problem().is_none() {
                        notices.warn(&format!("could not refresh job {receipt}: {error}"));
                    }
                }
            }
        })
    };
    let (end, summary) = run_logged(
        lane,
        shared,
        (
            &taken.entry.id,
            taken.entry.delivery.as_deref(),
            &taken.entry.headers,
        ),
        taken.entry.payload.as_bytes(),
        attempt,
        abort,
    )
    .await;
    heartbeat.abort();
    let finished = match next_step(lane, &end, attempt, lane.route.policy.retries) {
        // Left pending: another receiver, or this one at its next start, claims it.
        Next::Again => return,
        Next::Done => queue.finish(&taken, None, false, summary).await,
        Next::RetryAt(at) => queue.finish(&taken, Some(at), false, summary).await,
        Next::Dead => queue.finish(&taken, None, true, summary).await,
    };
    if let Err(error) = finished {
        unrecorded(shared, &taken.entry.id, &error);
    }
}
