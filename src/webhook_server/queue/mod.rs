//! The durable job queue: one SQLite file under the state directory, written by one thread
//! that commits whatever is waiting in a single transaction (group commit), so a burst of
//! deliveries shares each disk sync instead of paying one apiece.

pub(crate) mod db;
mod owned;
pub(crate) mod redis;
pub(crate) mod redis_jobs;
pub(crate) mod state_dir;

use std::path::{Path, PathBuf};
use std::sync::mpsc;

use rusqlite::Connection;
use tokio::sync::oneshot;

pub(crate) use db::{Finish, Inserted, Job, NewJob, State};

use crate::error::{Error, Result};

/// How long the receiver's writer waits for a database another program holds.
const BUSY: std::time::Duration = std::time::Duration::from_secs(1);

/// Most operations one transaction takes; bounds the latency a batch adds to its first op.
const BATCH: usize = 512;

enum Op {
    Insert(NewJob, oneshot::Sender<Result<Inserted, String>>),
    /// How some jobs ended, then (with a route) up to that many of the route's due jobs
    /// claimed, all or none: a busy route pays one round trip to the writer, and a share of
    /// one commit, for many jobs instead of two apiece.
    Settle(
        Vec<FinishOwned>,
        Option<Claim>,
        oneshot::Sender<Result<Vec<Job>, String>>,
    ),
}

/// A route's due jobs to claim, at most `most`, oldest first.
#[derive(Clone)]
pub(crate) struct Claim {
    pub route: String,
    pub most: usize,
}

#[derive(Clone)]
pub(crate) struct FinishOwned {
    pub id: String,
    pub state: State,
    pub next_at_ms: i64,
    pub result: String,
    pub uncount: bool,
}

/// Where jobs wait: the embedded SQLite file, or Redis shared by several receivers.
#[derive(Clone)]
pub(crate) enum Backend {
    Local(Store),
    Redis(Box<redis::RedisQueue>),
}

#[derive(Clone)]
pub(crate) struct Store {
    tx: mpsc::Sender<Op>,
}

/// What the queue held when the server started.
pub(crate) struct Opened {
    pub store: Store,
    pub resumed: usize,
    pub pending: Vec<(String, usize)>,
}

/// `--state-dir`, else `ward/webhook` under the platform's state directory (the local
/// data directory where there is none, as on macOS and Windows).
pub(crate) fn dir(flag: Option<&Path>, env: &crate::environment::Env) -> Result<PathBuf> {
    if let Some(dir) = flag {
        return Ok(dir.to_path_buf());
    }
    env.state_dir()
        .map(|dir| dir.join("ward").join("webhook"))
        .ok_or_else(|| {
            Error::usage("no state directory is known for this system; give one with --state-dir")
        })
}

impl Store {
    pub(crate) fn open(dir: &Path) -> Result<Opened> {
        Self::open_resuming(dir, true)
    }

    /// Open the queue another process (a receiver holding the directory's lock) runs: its
    /// running jobs are its own, so none is resumed here.
    pub(crate) fn open_beside_owner(dir: &Path) -> Result<Opened> {
        Self::open_resuming(dir, false)
    }

    fn open_resuming(dir: &Path, resume: bool) -> Result<Opened> {
        let connection = db::open(dir)?;
        let path = db::path_in(dir);
        // Deliveries wait for the writer: while another program holds the database, a
        // batch fails after this long and its deliveries get 503 (well within a request's
        // header and body timeouts) instead of hanging.
        connection
            .busy_timeout(BUSY)
            .map_err(|error| db::sql_error("could not configure", &path, error))?;
        let resumed = if resume {
            db::resume(&connection, db::now_ms())
                .map_err(|error| db::sql_error("could not resume the jobs in", &path, error))?
        } else {
            0
        };
        let pending = db::pending(&connection)
            .map_err(|error| db::sql_error("could not count the jobs in", &path, error))?;
        let (tx, rx) = mpsc::channel();
        std::thread::Builder::new()
            .name("job-queue".into())
            .spawn(move || writer(connection, rx))
            .map_err(|error| Error::io("could not start the job queue", error))?;
        Ok(Opened {
            store: Self { tx },
            resumed,
            pending,
        })
    }

    async fn call<T>(
        &self,
        op: impl FnOnce(oneshot::Sender<Result<T, String>>) -> Op,
    ) -> Result<T, String> {
        let (reply, answer) = oneshot::channel();
        self.tx
            .send(op(reply))
            .map_err(|_| "the job queue has stopped".to_string())?;
        answer
            .await
            .map_err(|_| "the job queue has stopped".to_string())?
    }

    /// Record a new job; returns once it is on disk. A delivery remembered for the route
    /// adds nothing and answers with the job it was first given.
    pub(crate) async fn insert(&self, job: NewJob) -> Result<Inserted, String> {
        self.call(|reply| Op::Insert(job, reply)).await
    }

    pub(crate) async fn finish(&self, finish: FinishOwned) -> Result<(), String> {
        self.settle(vec![finish], None).await.map(|_| ())
    }

    /// Record how `ended` jobs ended and, with `claim`, claim up to that many of a route's
    /// due jobs, in one transaction: on an error nothing of it is written.
    pub(crate) async fn settle(
        &self,
        ended: Vec<FinishOwned>,
        claim: Option<Claim>,
    ) -> Result<Vec<Job>, String> {
        self.call(|reply| Op::Settle(ended, claim, reply)).await
    }
}

fn writer(mut connection: Connection, rx: mpsc::Receiver<Op>) {
    // `db::open` leaves the connection at FULL.
    let mut synced = true;
    while let Ok(first) = rx.recv() {
        let mut ops = vec![first];
        while ops.len() < BATCH {
            match rx.try_recv() {
                Ok(op) => ops.push(op),
                Err(_) => break,
            }
        }
        commit(&mut connection, ops, &mut synced);
    }
}

/// Expired deliveries forgotten per batch that adds jobs, at least: more than a batch can
/// add, so the table never grows faster than it is pruned.
const PRUNE: usize = 64;

enum Done {
    Inserted(
        oneshot::Sender<Result<Inserted, String>>,
        Result<Inserted, String>,
    ),
    Claimed(
        oneshot::Sender<Result<Vec<Job>, String>>,
        Result<Vec<Job>, String>,
    ),
}

/// Run a batch: the claims and outcomes in one unsynced transaction, then the new jobs in
/// one synced transaction. Only a new job needs its commit synced before the answer (the
/// 202 promises it survives even a power cut). Claims and outcomes are written to the WAL
/// unsynced: a killed process loses none of them, and a power cut that loses one only means
/// a job runs again, which at-least-once allows; the synced commit after them syncs them
/// too. Kept apart, a worker's next job never waits for a disk sync that only the
/// deliveries of its batch need, as it did while a burst put a delivery in every batch.
fn commit(connection: &mut Connection, ops: Vec<Op>, synced: &mut bool) {
    let (inserts, others): (Vec<Op>, Vec<Op>) =
        ops.into_iter().partition(|op| matches!(op, Op::Insert(..)));
    if !others.is_empty() {
        transact(connection, others, false, synced);
    }
    if !inserts.is_empty() {
        transact(connection, inserts, true, synced);
    }
}

/// Run `ops` in one transaction, synced or not. Nobody hears back before the commit: a 202
/// is only sent for a job that is on disk.
fn transact(connection: &mut Connection, ops: Vec<Op>, sync: bool, synced: &mut bool) {
    let now = db::now_ms();
    let inserts = ops.iter().filter(|op| matches!(op, Op::Insert(..))).count();
    // Switched only when it changes.
    if sync != *synced {
        if let Err(error) =
            connection.pragma_update(None, "synchronous", if sync { "FULL" } else { "NORMAL" })
        {
            fail_all(ops, &format!("could not set the sync mode: {error}"));
            return;
        }
        *synced = sync;
    }
    let mut transaction = match connection.transaction() {
        Ok(transaction) => transaction,
        Err(error) => {
            fail_all(ops, &format!("could not start a transaction: {error}"));
            return;
        }
    };
    let mut done = Vec::with_capacity(ops.len());
    for op in ops {
        done.push(match op {
            Op::Insert(job, reply) => Done::Inserted(
                reply,
                db::insert(&transaction, &job, now).map_err(|e| e.to_string()),
            ),
            Op::Settle(ended, claim, reply) => {
                let settled = settle(&mut transaction, &ended, claim.as_ref(), now);
                Done::Claimed(reply, settled.map_err(|e| e.to_string()))
            }
        });
    }
    if sync {
        // Forgetting is not worth failing a batch over: what is left is pruned next time.
        let _ = db::prune_deliveries(&transaction, now, PRUNE.max(2 * inserts));
    }
    if let Err(error) = transaction.commit() {
        let message = format!("could not commit to the job queue: {error}");
        for item in done {
            match item {
                Done::Inserted(reply, _) => {
                    let _ = reply.send(Err(message.clone()));
                }
                Done::Claimed(reply, _) => {
                    let _ = reply.send(Err(message.clone()));
                }
            }
        }
        return;
    }
    for item in done {
        match item {
            Done::Inserted(reply, result) => {
                let _ = reply.send(result);
            }
            Done::Claimed(reply, result) => {
                let _ = reply.send(result);
            }
        }
    }
}

/// One settle op inside the batch's transaction, under a savepoint: a failure part way
/// (a full disk) undoes its finishes and claims alike, so no job is left marked running
/// that nobody runs, and the caller can try the same finishes again.
fn settle(
    transaction: &mut rusqlite::Transaction<'_>,
    ended: &[FinishOwned],
    claim: Option<&Claim>,
    now: i64,
) -> rusqlite::Result<Vec<Job>> {
    let savepoint = transaction.savepoint()?;
    for finish in ended {
        let row = Finish {
            id: &finish.id,
            state: finish.state,
            next_at_ms: finish.next_at_ms,
            result: &finish.result,
            uncount: finish.uncount,
        };
        db::finish(&savepoint, &row, now)?;
    }
    let mut claimed = Vec::new();
    if let Some(claim) = claim {
        while claimed.len() < claim.most {
            match db::claim(&savepoint, &claim.route, now)? {
                Some(job) => claimed.push(job),
                None => break,
            }
        }
    }
    savepoint.commit()?;
    Ok(claimed)
}

fn fail_all(ops: Vec<Op>, message: &str) {
    for op in ops {
        match op {
            Op::Insert(_, reply) => {
                let _ = reply.send(Err(message.to_string()));
            }
            Op::Settle(_, _, reply) => {
                let _ = reply.send(Err(message.to_string()));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new_job(id: &str) -> NewJob {
        NewJob {
            id: id.into(),
            route: "r".into(),
            headers: "{}".into(),
            payload: bytes::Bytes::from_static(b"{}"),
            delivery: Some(format!("delivery-{id}")),
            keep_ms: 1000,
        }
    }

    fn sync_mode(connection: &Connection) -> i64 {
        connection
            .query_row("PRAGMA synchronous", [], |row| row.get(0))
            .unwrap()
    }

    #[test]
    fn a_batch_commits_outcomes_and_claims_unsynced_before_its_new_jobs_synced() {
        let dir = tempfile::tempdir().unwrap();
        let mut connection = db::open(dir.path()).unwrap();
        let mut synced = true;
        db::insert(&connection, &new_job("old"), 1).unwrap();
        let running = db::claim(&connection, "r", 2).unwrap().unwrap();
        let (added, mut added_rx) = oneshot::channel();
        let (finished, mut finished_rx) = oneshot::channel();
        let end = FinishOwned {
            id: running.id,
            state: State::Succeeded,
            next_at_ms: 3,
            result: "exited exit=0".into(),
            uncount: false,
        };
        let batch = vec![
            Op::Insert(new_job("new"), added),
            Op::Settle(vec![end], Some(claim_of("r", 5)), finished),
        ];
        commit(&mut connection, batch, &mut synced);
        // The claim ran first, in its own transaction: it could not see the new job.
        assert!(finished_rx.try_recv().unwrap().unwrap().is_empty());
        assert_eq!(added_rx.try_recv().unwrap().unwrap(), Inserted::New);
        let state = |id: &str| db::get(&connection, id).unwrap().unwrap().state;
        assert_eq!(
            (state("old"), state("new")),
            (State::Succeeded, State::Queued)
        );
        assert_eq!((sync_mode(&connection), synced), (2, true), "FULL last");

        let (claimed, mut claimed_rx) = oneshot::channel();
        commit(
            &mut connection,
            vec![Op::Settle(Vec::new(), Some(claim_of("r", 5)), claimed)],
            &mut synced,
        );
        let next = claimed_rx.try_recv().unwrap().unwrap();
        assert_eq!(next.len(), 1);
        assert_eq!(next[0].id, "new");
        assert_eq!((sync_mode(&connection), synced), (1, false), "NORMAL alone");
    }

    fn claim_of(route: &str, most: usize) -> Claim {
        Claim {
            route: route.into(),
            most,
        }
    }

    #[test]
    fn a_settle_claims_at_most_what_it_asks_oldest_first_and_records_every_end() {
        let dir = tempfile::tempdir().unwrap();
        let mut connection = db::open(dir.path()).unwrap();
        let mut synced = true;
        for (n, id) in ["a", "b", "c", "d", "e"].into_iter().enumerate() {
            db::insert(&connection, &new_job(id), 1 + n as i64).unwrap();
        }
        let settle = |connection: &mut Connection, synced: &mut bool, ended, most| {
            let (reply, mut answer) = oneshot::channel();
            let op = Op::Settle(ended, Some(claim_of("r", most)), reply);
            commit(connection, vec![op], synced);
            let claimed: Vec<Job> = answer.try_recv().unwrap().unwrap();
            claimed
        };
        let first = settle(&mut connection, &mut synced, Vec::new(), 3);
        let ids: Vec<&str> = first.iter().map(|job| job.id.as_str()).collect();
        assert_eq!(ids, ["a", "b", "c"]);
        assert!(first
            .iter()
            .all(|job| job.state == State::Running && job.attempts == 1));
        let ended = |id: &str, state| FinishOwned {
            id: id.into(),
            state,
            next_at_ms: 0,
            result: "HTTP 503".into(),
            uncount: false,
        };
        // b waits to retry, due at once: it is claimed again after d and e, which came
        // first in the ready index's order of due time and arrival.
        let ends = vec![
            ended("a", State::Succeeded),
            ended("b", State::Failed),
            ended("c", State::Dead),
        ];
        let second = settle(&mut connection, &mut synced, ends, 10);
        let ids: Vec<(&str, u32)> = second
            .iter()
            .map(|job| (job.id.as_str(), job.attempts))
            .collect();
        assert_eq!(ids, [("b", 2), ("d", 1), ("e", 1)]);
        let state = |id: &str| db::get(&connection, id).unwrap().unwrap().state;
        assert_eq!((state("a"), state("c")), (State::Succeeded, State::Dead));
        assert!(settle(&mut connection, &mut synced, Vec::new(), 10).is_empty());
    }

    /// A settle that fails part way writes nothing: its ends can be sent again, and no job
    /// is left marked running that nobody was given.
    #[test]
    fn a_failed_settle_leaves_no_trace() {
        let dir = tempfile::tempdir().unwrap();
        let mut connection = db::open(dir.path()).unwrap();
        let mut synced = true;
        db::insert(&connection, &new_job("a"), 1).unwrap();
        db::insert(&connection, &new_job("b"), 2).unwrap();
        let running = db::claim(&connection, "r", 3).unwrap().unwrap();
        // The claim's update fails after the finish went through.
        connection
            .execute_batch(
                "CREATE TRIGGER refuse BEFORE UPDATE OF attempts ON jobs
                 WHEN new.state = 'running' BEGIN SELECT RAISE(ABORT, 'disk full'); END;",
            )
            .unwrap();
        let (reply, mut answer) = oneshot::channel();
        let end = FinishOwned {
            id: running.id,
            state: State::Succeeded,
            next_at_ms: 4,
            result: "HTTP 204".into(),
            uncount: false,
        };
        let op = Op::Settle(vec![end], Some(claim_of("r", 1)), reply);
        commit(&mut connection, vec![op], &mut synced);
        assert!(answer
            .try_recv()
            .unwrap()
            .unwrap_err()
            .contains("disk full"));
        let state = |id: &str| db::get(&connection, id).unwrap().unwrap().state;
        assert_eq!((state("a"), state("b")), (State::Running, State::Queued));
    }
}
