//! The range fetches of an online bulk check: as many tasks as requests may be in flight,
//! each fetching one prefix after another for as long as the check runs. A task spawned
//! per prefix cost about a third more CPU per range in scheduling and wake-ups, as much
//! as the fetch itself (bench/password-check.sh's client floors).

use std::sync::Arc;

use tokio::sync::{mpsc, Mutex};
use tokio::task::JoinSet;

use crate::error::{Error, Result};
use ward_client::passwords::{CheckedRange, HashMode, PasswordsClient};
use ward_client::ClientError;

/// A fetched range as a worker hands it back: the prefix and what its fetch gave.
pub(super) type Fetched = (u32, std::result::Result<CheckedRange, ClientError>);

pub(super) struct Fetchers {
    jobs: mpsc::UnboundedSender<u32>,
    results: mpsc::UnboundedReceiver<Fetched>,
    /// Prefixes handed out and not yet answered: never more than the workers.
    in_flight: usize,
    workers: JoinSet<()>,
}

impl Fetchers {
    /// `concurrency` workers fetching through `client`, idle until prefixes arrive.
    pub(super) fn start(client: &PasswordsClient, mode: HashMode, concurrency: usize) -> Self {
        let (jobs, queue) = mpsc::unbounded_channel();
        let (answers, results) = mpsc::unbounded_channel();
        let queue = Arc::new(Mutex::new(queue));
        let mut workers = JoinSet::new();
        for _ in 0..concurrency.max(1) {
            let (client, queue, answers) = (client.clone(), Arc::clone(&queue), answers.clone());
            workers.spawn(work(client, mode, queue, answers));
        }
        Self {
            jobs,
            results,
            in_flight: 0,
            workers,
        }
    }

    /// Whether a worker is free for another prefix.
    pub(super) fn has_room(&self) -> bool {
        self.in_flight < self.workers.len()
    }

    /// Whether any prefix handed out is still unanswered.
    pub(super) fn busy(&self) -> bool {
        self.in_flight > 0
    }

    /// Hand `prefix` to the next free worker.
    pub(super) fn fetch(&mut self, prefix: u32) {
        // The workers hold the receiving end for as long as `self` lives.
        if self.jobs.send(prefix).is_ok() {
            self.in_flight += 1;
        }
    }

    /// The next range a worker fetched; an error when a worker stopped (it panicked),
    /// since its prefix would otherwise wait for an answer forever.
    pub(super) async fn next(&mut self) -> Result<Fetched> {
        tokio::select! {
            Some(fetched) = self.results.recv() => {
                self.in_flight -= 1;
                Ok(fetched)
            }
            Some(stopped) = self.workers.join_next() => Err(Error::runtime(match stopped {
                Err(error) => format!("a range fetch stopped: {error}"),
                Ok(()) => "a range fetch stopped".to_string(),
            })),
        }
    }

    /// A range already fetched, if one is waiting: answered in the same round as the one
    /// [`Fetchers::next`] gave.
    pub(super) fn ready(&mut self) -> Option<Fetched> {
        let fetched = self.results.try_recv().ok()?;
        self.in_flight -= 1;
        Some(fetched)
    }
}

/// One worker: fetch each prefix it takes from `queue` and hand the range back, until the
/// check ends (the queue closes) or nobody waits for answers.
async fn work(
    client: PasswordsClient,
    mode: HashMode,
    queue: Arc<Mutex<mpsc::UnboundedReceiver<u32>>>,
    answers: mpsc::UnboundedSender<Fetched>,
) {
    loop {
        let Some(prefix) = queue.lock().await.recv().await else {
            return;
        };
        let fetched = client.fetch_range(prefix, mode).await;
        if answers.send((prefix, fetched)).is_err() {
            return;
        }
    }
}
