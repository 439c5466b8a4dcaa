//! The job table in SQLite: the statements both the receiver and `ward webhook jobs` use.

use std::path::{Path, PathBuf};

use rusqlite::{params, Connection, OptionalExtension, Row};
use serde::Serialize;

use crate::error::{Error, Result};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum State {
    Queued,
    Running,
    Succeeded,
    /// The last attempt failed; another is due at `next_at`.
    Failed,
    /// Failed and out of attempts.
    Dead,
}

impl State {
    pub(crate) const ALL: [State; 5] = [
        Self::Queued,
        Self::Running,
        Self::Succeeded,
        Self::Failed,
        Self::Dead,
    ];

    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Self::Queued => "queued",
            Self::Running => "running",
            Self::Succeeded => "succeeded",
            Self::Failed => "failed",
            Self::Dead => "dead",
        }
    }

    fn parse(text: &str) -> Self {
        Self::ALL
            .into_iter()
            .find(|state| state.as_str() == text)
            .unwrap_or(Self::Queued)
    }
}

/// One job as stored. Times are Unix milliseconds.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Job {
    pub id: String,
    pub route: String,
    pub state: State,
    pub attempts: u32,
    pub created_ms: i64,
    pub updated_ms: i64,
    /// When a queued or failed job may run next.
    pub next_at_ms: i64,
    /// How the last attempt ended (`exited exit=3`, `timed-out`, ...).
    pub last_result: Option<String>,
    /// Request headers the command may read (never the secret), as a JSON object.
    pub headers: String,
    #[serde(skip)]
    pub payload: Vec<u8>,
    /// The delivery's identity (WARD_DELIVERY_ID); None for jobs stored before it was kept.
    #[serde(skip)]
    pub delivery: Option<String>,
}

/// A job's columns; its payload is kept apart, in `payloads`, unless an earlier version
/// stored it (see [`insert`]).
const COLUMNS: &str =
    "id, route, state, attempts, created_ms, updated_ms, next_at_ms, last_result, headers,
    COALESCE((SELECT body FROM payloads WHERE payloads.seq = jobs.seq), payload), delivery";

/// The same but the payload, for a claim, which reads the payload in place (see [`claim`]).
const HEAD: &str =
    "id, route, state, attempts, created_ms, updated_ms, next_at_ms, last_result, headers,
    NULL, delivery";

fn job_of(row: &Row<'_>) -> rusqlite::Result<Job> {
    Ok(Job {
        id: row.get(0)?,
        route: row.get(1)?,
        state: State::parse(&row.get::<_, String>(2)?),
        attempts: row.get(3)?,
        created_ms: row.get(4)?,
        updated_ms: row.get(5)?,
        next_at_ms: row.get(6)?,
        last_result: row.get(7)?,
        headers: row.get(8)?,
        payload: row.get::<_, Option<Vec<u8>>>(9)?.unwrap_or_default(),
        delivery: row.get(10)?,
    })
}

pub(crate) fn path_in(dir: &Path) -> PathBuf {
    dir.join("webhook-jobs.sqlite3")
}

pub(crate) fn sql_error(context: &str, path: &Path, error: rusqlite::Error) -> Error {
    Error::runtime(format!("{context} {}: {error}", path.display()))
}

/// Open (and create) the queue. Payloads have a table of their own, written once when a
/// job is added and read once per attempt: SQLite rewrites a whole row on every update, and
/// a job's row is updated at each claim and end, which with the payload in it held two
/// copies of the payload in memory each time (and wrote it to the WAL again). Jobs stored
/// by earlier versions keep theirs in `jobs.payload`, which is read when `payloads` has
/// none; a trigger removes a job's payload with the job, whichever version removes it.
/// WAL with synchronous=FULL: every commit is on disk before
/// it returns, which is what lets a 202 promise the job survives a crash or power loss;
/// commits are batched by the writer so the sync cost is shared by concurrent deliveries
/// (the writer relaxes this for commits that add no job). Each job's claim and outcome are
/// small commits of their own, so the WAL is checkpointed every 16 MiB instead of 4: a
/// checkpoint costs two syncs, which at the default interval came every few hundred jobs.
/// `seq` is a plain rowid (no AUTOINCREMENT, which writes a counter table on every insert):
/// new rows still get the largest number so far, which is all the claim order needs.
/// The index of due jobs holds only jobs that wait (`jobs_ready`, partial): a job's end
/// changes no index page, and the index is read in claim order, so a claim needs no sort.
/// It replaces `jobs_due` (every job, by state), which each state change rewrote.
pub(crate) fn open(dir: &Path) -> Result<Connection> {
    super::state_dir::create(dir)?;
    let path = path_in(dir);
    // Checked before SQLite opens anything: it would use a side file it finds, and replay
    // a journal it finds into the database.
    let side_files = super::owned::side_files(&path);
    super::owned::refuse_foreign(&side_files)?;
    super::state_dir::precreate(&path)?;
    let connection =
        Connection::open(&path).map_err(|error| sql_error("could not open", &path, error))?;
    connection
        .busy_timeout(std::time::Duration::from_secs(10))
        .map_err(|error| sql_error("could not configure", &path, error))?;
    connection
        .execute_batch(
            "PRAGMA journal_mode = WAL;
             PRAGMA synchronous = FULL;
             PRAGMA wal_autocheckpoint = 4096;
             CREATE TABLE IF NOT EXISTS jobs (
                 seq INTEGER PRIMARY KEY,
                 id TEXT NOT NULL UNIQUE,
                 route TEXT NOT NULL,
                 state TEXT NOT NULL,
                 attempts INTEGER NOT NULL DEFAULT 0,
                 created_ms INTEGER NOT NULL,
                 updated_ms INTEGER NOT NULL,
                 next_at_ms INTEGER NOT NULL,
                 last_result TEXT,
                 headers TEXT NOT NULL,
                 payload BLOB NOT NULL
             );
             DROP INDEX IF EXISTS jobs_due;
             CREATE INDEX IF NOT EXISTS jobs_ready ON jobs (route, next_at_ms)
                 WHERE state IN ('queued', 'failed');
             CREATE TABLE IF NOT EXISTS deliveries (
                 route TEXT NOT NULL,
                 delivery TEXT NOT NULL,
                 job TEXT NOT NULL,
                 expires_ms INTEGER NOT NULL,
                 UNIQUE (route, delivery)
             );
             CREATE INDEX IF NOT EXISTS deliveries_expiry ON deliveries (expires_ms);
             CREATE TABLE IF NOT EXISTS payloads (
                 seq INTEGER PRIMARY KEY,
                 body BLOB NOT NULL
             );
             CREATE TRIGGER IF NOT EXISTS payload_with_its_job AFTER DELETE ON jobs BEGIN
                 DELETE FROM payloads WHERE seq = old.seq;
             END;",
        )
        .map_err(|error| sql_error("could not prepare the job queue in", &path, error))?;
    add_delivery_column(&connection)
        .map_err(|error| sql_error("could not update the job queue in", &path, error))?;
    // And after: what SQLite opened is what was checked, or the queue is not used.
    super::owned::refuse_foreign(&side_files)?;
    // An existing file, or one made by an older version, may carry a looser mode.
    super::state_dir::private_files(&path)?;
    Ok(connection)
}

/// Queues made before deliveries were remembered have no column for them.
fn add_delivery_column(connection: &Connection) -> rusqlite::Result<()> {
    let has: bool = connection.query_row(
        "SELECT count(*) > 0 FROM pragma_table_info('jobs') WHERE name = 'delivery'",
        [],
        |row| row.get(0),
    )?;
    if !has {
        connection.execute_batch("ALTER TABLE jobs ADD COLUMN delivery TEXT")?;
    }
    Ok(())
}

pub(crate) fn now_ms() -> i64 {
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

#[derive(Clone)]
pub(crate) struct NewJob {
    pub id: String,
    pub route: String,
    pub headers: String,
    /// The request's own buffer, shared rather than copied.
    pub payload: bytes::Bytes,
    /// The delivery's identity, remembered for `keep_ms` (0: not remembered).
    pub delivery: Option<String>,
    pub keep_ms: i64,
}

/// What adding a job did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Inserted {
    New,
    /// The delivery was seen within its retention: nothing added; the first job's id.
    Duplicate(String),
}

/// Add a job, unless its delivery is remembered for its route: the check, the job and the
/// remembered delivery are written in the caller's transaction, so a crash keeps all or none.
pub(crate) fn insert(
    connection: &Connection,
    job: &NewJob,
    now: i64,
) -> rusqlite::Result<Inserted> {
    let remembered = job.delivery.as_deref().filter(|_| job.keep_ms > 0);
    if let Some(delivery) = remembered {
        let seen: Option<String> = connection
            .prepare_cached(
                "SELECT job FROM deliveries WHERE route = ?1 AND delivery = ?2 AND expires_ms > ?3",
            )?
            .query_row(params![job.route, delivery, now], |row| row.get(0))
            .optional()?;
        if let Some(first) = seen {
            return Ok(Inserted::Duplicate(first));
        }
        connection
            .prepare_cached(
                "INSERT OR REPLACE INTO deliveries (route, delivery, job, expires_ms)
                 VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![
                job.route,
                delivery,
                job.id,
                now.saturating_add(job.keep_ms)
            ])?;
    }
    connection
        .prepare_cached(
            "INSERT INTO jobs (id, route, state, created_ms, updated_ms, next_at_ms, headers, payload, delivery)
             VALUES (?1, ?2, 'queued', ?3, ?3, ?3, ?4, x'', ?5)",
        )?
        .execute(params![job.id, job.route, now, job.headers, job.delivery])?;
    // A payload of zeros, which SQLite does not spell out, written over in place: bound as
    // a value, the payload would be copied once by the binding and once more into the row.
    let seq = connection.last_insert_rowid();
    let size = i64::try_from(job.payload.len()).unwrap_or(i64::MAX);
    connection
        .prepare_cached("INSERT OR REPLACE INTO payloads (seq, body) VALUES (?1, zeroblob(?2))")?
        .execute(params![seq, size])?;
    if !job.payload.is_empty() {
        connection
            .blob_open(c"main", c"payloads", c"body", seq, false)?
            .write_at(&job.payload, 0)?;
    }
    Ok(Inserted::New)
}

/// Forget at most `most` deliveries whose retention ended; bounded so a prune never holds
/// the writer for long, however many expired at once.
pub(crate) fn prune_deliveries(
    connection: &Connection,
    now: i64,
    most: usize,
) -> rusqlite::Result<usize> {
    // Checked first: the bounded DELETE below builds a temporary table for its `IN` list
    // even when nothing expired, the usual case in a commit that adds jobs.
    let expired = connection
        .prepare_cached("SELECT 1 FROM deliveries WHERE expires_ms <= ?1 LIMIT 1")?
        .exists(params![now])?;
    if !expired {
        return Ok(0);
    }
    connection
        .prepare_cached(
            "DELETE FROM deliveries WHERE rowid IN
                 (SELECT rowid FROM deliveries WHERE expires_ms <= ?1 LIMIT ?2)",
        )?
        .execute(params![now, i64::try_from(most).unwrap_or(i64::MAX)])
}

/// The statement that finds a route's oldest due job (?1 the route, ?2 now): its columns,
/// then `seq`. The `state IN` term is the partial index's own condition, word for word,
/// which is what lets SQLite read jobs_ready in claim order.
fn next_due() -> String {
    format!(
        "SELECT {HEAD}, seq FROM jobs
         WHERE route = ?1 AND state IN ('queued', 'failed') AND next_at_ms <= ?2
         ORDER BY next_at_ms, seq LIMIT 1"
    )
}

/// The oldest due job of a route, marked running with one more attempt. Read, then updated
/// by its rowid, rather than one `UPDATE ... RETURNING`: SQLite buffers RETURNING rows in a
/// temporary table, whose page cache is allocated and freed again on every claim.
pub(crate) fn claim(
    connection: &Connection,
    route: &str,
    now: i64,
) -> rusqlite::Result<Option<Job>> {
    let found = connection
        .prepare_cached(&next_due())?
        .query_row(params![route, now], |row| {
            Ok((job_of(row)?, row.get::<_, i64>(11)?))
        })
        .optional()?;
    let Some((mut job, seq)) = found else {
        return Ok(None);
    };
    job.payload = payload(connection, seq)?;
    connection
        .prepare_cached(
            "UPDATE jobs SET state = 'running', attempts = attempts + 1, updated_ms = ?2
             WHERE seq = ?1",
        )?
        .execute(params![seq, now])?;
    job.state = State::Running;
    job.attempts = job.attempts.saturating_add(1);
    job.updated_ms = now;
    Ok(Some(job))
}

/// A job's payload, read in place into a buffer of its size: read as a column, SQLite
/// would gather it into a buffer of its own first, and it would be copied from there.
fn payload(connection: &Connection, seq: i64) -> rusqlite::Result<Vec<u8>> {
    let kept = connection
        .prepare_cached("SELECT length(body) FROM payloads WHERE seq = ?1")?
        .query_row(params![seq], |row| row.get::<_, i64>(0))
        .optional()?;
    let (table, column, size) = match kept {
        Some(size) => (c"payloads", c"body", size),
        None => {
            let size = connection
                .prepare_cached("SELECT length(payload) FROM jobs WHERE seq = ?1")?
                .query_row(params![seq], |row| row.get::<_, i64>(0))?;
            (c"jobs", c"payload", size)
        }
    };
    let mut bytes = vec![0; usize::try_from(size).unwrap_or(0)];
    if !bytes.is_empty() {
        connection
            .blob_open(c"main", table, column, seq, true)?
            .read_at_exact(&mut bytes, 0)?;
    }
    Ok(bytes)
}

pub(crate) struct Finish<'a> {
    pub id: &'a str,
    pub state: State,
    pub next_at_ms: i64,
    pub result: &'a str,
    /// An attempt the server cut short by shutting down does not count.
    pub uncount: bool,
}

pub(crate) fn finish(
    connection: &Connection,
    finish: &Finish<'_>,
    now: i64,
) -> rusqlite::Result<()> {
    connection
        .prepare_cached(
            "UPDATE jobs SET state = ?2, next_at_ms = ?3, last_result = ?4, updated_ms = ?5,
                             attempts = attempts - ?6
             WHERE id = ?1",
        )?
        .execute(params![
            finish.id,
            finish.state.as_str(),
            finish.next_at_ms,
            finish.result,
            now,
            i64::from(finish.uncount)
        ])?;
    Ok(())
}

/// Jobs that were running when the server last stopped run again: at-least-once.
pub(crate) fn resume(connection: &Connection, now: i64) -> rusqlite::Result<usize> {
    connection.execute(
        "UPDATE jobs SET state = 'queued', next_at_ms = ?1, updated_ms = ?1 WHERE state = 'running'",
        params![now],
    )
}

/// Unfinished jobs per route (queued, running, failed): what counts against a route's queue.
pub(crate) fn pending(connection: &Connection) -> rusqlite::Result<Vec<(String, usize)>> {
    let mut statement = connection.prepare(
        "SELECT route, count(*) FROM jobs WHERE state IN ('queued', 'running', 'failed') GROUP BY route",
    )?;
    let rows = statement.query_map([], |row| {
        let count: i64 = row.get(1)?;
        Ok((row.get(0)?, usize::try_from(count).unwrap_or(0)))
    })?;
    rows.collect()
}

pub(crate) struct ListFilter<'a> {
    pub state: Option<State>,
    pub route: Option<&'a str>,
    pub limit: usize,
}

/// Newest first.
pub(crate) fn list(connection: &Connection, filter: &ListFilter<'_>) -> rusqlite::Result<Vec<Job>> {
    let mut statement = connection.prepare(&format!(
        "SELECT {COLUMNS} FROM jobs WHERE (?1 IS NULL OR state = ?1) AND (?2 IS NULL OR route = ?2)
         ORDER BY seq DESC LIMIT ?3"
    ))?;
    let limit = i64::try_from(filter.limit).unwrap_or(i64::MAX);
    let rows = statement.query_map(
        params![filter.state.map(State::as_str), filter.route, limit],
        job_of,
    )?;
    rows.collect()
}

pub(crate) fn get(connection: &Connection, id: &str) -> rusqlite::Result<Option<Job>> {
    connection
        .query_row(
            &format!("SELECT {COLUMNS} FROM jobs WHERE id = ?1"),
            params![id],
            job_of,
        )
        .optional()
}

/// Queue a finished job again (the attempt count starts over). False when it is queued or
/// running already.
pub(crate) fn retry(connection: &Connection, id: &str, now: i64) -> rusqlite::Result<bool> {
    let changed = connection.execute(
        "UPDATE jobs SET state = 'queued', attempts = 0, next_at_ms = ?2, updated_ms = ?2
         WHERE id = ?1 AND state IN ('succeeded', 'failed', 'dead')",
        params![id, now],
    )?;
    Ok(changed > 0)
}

/// Remove succeeded and dead jobs last changed before `before`; unfinished jobs are kept.
pub(crate) fn purge(connection: &Connection, before: i64) -> rusqlite::Result<usize> {
    connection.execute(
        "DELETE FROM jobs WHERE state IN ('succeeded', 'dead') AND updated_ms < ?1",
        params![before],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(id: &str) -> NewJob {
        NewJob {
            id: id.into(),
            route: "r".into(),
            headers: "{}".into(),
            payload: bytes::Bytes::from_static(b"{}"),
            delivery: None,
            keep_ms: 0,
        }
    }

    fn delivered(id: &str, route: &str, delivery: &str, keep_ms: i64) -> NewJob {
        NewJob {
            route: route.into(),
            delivery: Some(delivery.into()),
            keep_ms,
            ..job(id)
        }
    }

    #[test]
    fn a_remembered_delivery_adds_no_second_job_until_it_expires() {
        let dir = tempfile::tempdir().unwrap();
        let db = open(dir.path()).unwrap();
        let first = delivered("j1", "r", "d1", 100);
        assert_eq!(insert(&db, &first, 10).unwrap(), Inserted::New);
        let again = delivered("j2", "r", "d1", 100);
        assert_eq!(
            insert(&db, &again, 50).unwrap(),
            Inserted::Duplicate("j1".into())
        );
        assert!(get(&db, "j2").unwrap().is_none(), "nothing was added");
        let other_route = delivered("j3", "s", "d1", 100);
        assert_eq!(insert(&db, &other_route, 50).unwrap(), Inserted::New);
        let other_delivery = delivered("j4", "r", "d2", 100);
        assert_eq!(insert(&db, &other_delivery, 50).unwrap(), Inserted::New);
        // Retention ends at 10 + 100: the same delivery is a new job from then on.
        let later = delivered("j5", "r", "d1", 100);
        assert_eq!(insert(&db, &later, 110).unwrap(), Inserted::New);
        let stored = get(&db, "j5").unwrap().unwrap();
        assert_eq!(stored.delivery.as_deref(), Some("d1"));
        let repeat = delivered("j6", "r", "d1", 100);
        assert_eq!(
            insert(&db, &repeat, 111).unwrap(),
            Inserted::Duplicate("j5".into())
        );
        // Not remembered at all with no retention.
        let unkept = delivered("j7", "r", "d1", 0);
        assert_eq!(insert(&db, &unkept, 112).unwrap(), Inserted::New);
    }

    #[test]
    fn pruning_removes_only_expired_deliveries_a_bounded_number_at_a_time() {
        let dir = tempfile::tempdir().unwrap();
        let db = open(dir.path()).unwrap();
        for n in 0..5 {
            let new = delivered(&format!("j{n}"), "r", &format!("d{n}"), 10 + n);
            insert(&db, &new, 0).unwrap();
        }
        assert_eq!(prune_deliveries(&db, 12, 100).unwrap(), 3, "d0 to d2");
        assert_eq!(prune_deliveries(&db, 100, 1).unwrap(), 1, "at most one");
        assert_eq!(prune_deliveries(&db, 100, 100).unwrap(), 1);
        assert_eq!(prune_deliveries(&db, 100, 100).unwrap(), 0);
    }

    #[test]
    fn payloads_are_kept_apart_read_back_whole_and_removed_with_their_jobs() {
        let dir = tempfile::tempdir().unwrap();
        let db = open(dir.path()).unwrap();
        let big: Vec<u8> = (0..200_000u32).map(|n| (n % 251) as u8).collect();
        for (id, payload) in [("big", big.clone()), ("empty", Vec::new())] {
            let new = NewJob {
                payload: bytes::Bytes::from(payload),
                ..delivered(id, id, "d", 100)
            };
            insert(&db, &new, 1).unwrap();
        }
        let claimed = claim(&db, "big", 2).unwrap().unwrap();
        assert!(claimed.payload == big, "the claim reads the payload whole");
        assert_eq!(claimed.delivery.as_deref(), Some("d"));
        assert!(get(&db, "big").unwrap().unwrap().payload == big);
        assert!(claim(&db, "empty", 2).unwrap().unwrap().payload.is_empty());
        // What an update of the job rewrites holds no payload.
        let in_row: i64 = db
            .query_row("SELECT max(length(payload)) FROM jobs", [], |row| {
                row.get(0)
            })
            .unwrap();
        assert_eq!(in_row, 0);
        for id in ["big", "empty"] {
            let done = Finish {
                id,
                state: State::Succeeded,
                next_at_ms: 3,
                result: "exited exit=0",
                uncount: false,
            };
            finish(&db, &done, 3).unwrap();
        }
        assert_eq!(purge(&db, 10).unwrap(), 2);
        let left: i64 = db
            .query_row("SELECT count(*) FROM payloads", [], |row| row.get(0))
            .unwrap();
        assert_eq!(left, 0, "payloads go with their jobs");
    }

    #[test]
    fn a_queue_without_the_delivery_column_gets_it() {
        let dir = tempfile::tempdir().unwrap();
        let old = Connection::open(path_in(dir.path())).unwrap();
        old.execute_batch(
            "CREATE TABLE jobs (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, route TEXT NOT NULL,
                 state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, created_ms INTEGER NOT NULL,
                 updated_ms INTEGER NOT NULL, next_at_ms INTEGER NOT NULL, last_result TEXT,
                 headers TEXT NOT NULL, payload BLOB NOT NULL);
             INSERT INTO jobs (id, route, state, created_ms, updated_ms, next_at_ms, headers, payload)
                 VALUES ('old', 'r', 'queued', 1, 1, 1, '{}', x'7b7d');",
        )
        .unwrap();
        drop(old);
        let db = open(dir.path()).unwrap();
        let kept = get(&db, "old").unwrap().unwrap();
        assert_eq!(kept.delivery, None);
        assert_eq!(kept.payload, b"{}", "kept in the job's row");
        assert_eq!(claim(&db, "r", 10).unwrap().unwrap().payload, b"{}");
        assert_eq!(
            insert(&db, &delivered("new", "r", "d", 10), 5).unwrap(),
            Inserted::New
        );
    }

    /// What makes a claim cheap: the partial index read in order, no temporary table for a
    /// sort, an `IN` list or RETURNING rows (each one a page cache made and freed per claim).
    #[test]
    fn a_claim_reads_the_ready_index_without_temporary_tables() {
        let dir = tempfile::tempdir().unwrap();
        let db = open(dir.path()).unwrap();
        let plan: Vec<String> = db
            .prepare(&format!("EXPLAIN QUERY PLAN {}", next_due()))
            .unwrap()
            .query_map(params!["r", 1], |row| row.get::<_, String>(3))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        assert!(
            plan.iter().any(|step| step.contains("INDEX jobs_ready")),
            "{plan:?}"
        );
        assert!(!plan.iter().any(|step| step.contains("TEMP")), "{plan:?}");
        let opcodes: Vec<String> = db
            .prepare(&format!("EXPLAIN {}", next_due()))
            .unwrap()
            .query_map(params!["r", 1], |row| row.get::<_, String>(1))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        assert!(
            !opcodes
                .iter()
                .any(|op| op == "OpenEphemeral" || op == "SorterOpen"),
            "{opcodes:?}"
        );
    }

    #[test]
    fn a_queue_with_the_former_index_is_given_the_partial_one() {
        let dir = tempfile::tempdir().unwrap();
        drop(open(dir.path()).unwrap());
        let old = Connection::open(path_in(dir.path())).unwrap();
        old.execute_batch("CREATE INDEX jobs_due ON jobs (route, state, next_at_ms)")
            .unwrap();
        drop(old);
        let db = open(dir.path()).unwrap();
        let indexes: Vec<String> = db
            .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'jobs' AND sql IS NOT NULL")
            .unwrap()
            .query_map([], |row| row.get(0))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        assert_eq!(indexes, vec!["jobs_ready".to_string()]);
    }

    #[test]
    fn claims_take_due_jobs_oldest_first_ties_by_arrival() {
        let dir = tempfile::tempdir().unwrap();
        let db = open(dir.path()).unwrap();
        for id in ["a", "b", "c"] {
            insert(&db, &job(id), 10).unwrap();
        }
        let first = claim(&db, "r", 10).unwrap().unwrap();
        assert_eq!(
            (
                first.id.as_str(),
                first.state,
                first.attempts,
                first.updated_ms
            ),
            ("a", State::Running, 1, 10)
        );
        let stored = get(&db, "a").unwrap().unwrap();
        assert_eq!((stored.state, stored.attempts), (State::Running, 1));
        // b fails and waits until 50; c, due at 10, comes first.
        let b = claim(&db, "r", 11).unwrap().unwrap();
        assert_eq!(b.id, "b");
        let failed = Finish {
            id: "b",
            state: State::Failed,
            next_at_ms: 50,
            result: "exited exit=1",
            uncount: false,
        };
        finish(&db, &failed, 12).unwrap();
        assert_eq!(claim(&db, "r", 60).unwrap().unwrap().id, "c");
        let again = claim(&db, "r", 60).unwrap().unwrap();
        assert_eq!((again.id.as_str(), again.attempts), ("b", 2));
        assert!(claim(&db, "r", 60).unwrap().is_none());
    }

    #[test]
    fn claim_finish_resume_retry_purge() {
        let dir = tempfile::tempdir().unwrap();
        let db = open(dir.path()).unwrap();
        insert(&db, &job("a"), 10).unwrap();
        insert(&db, &job("b"), 11).unwrap();
        assert!(insert(&db, &job("a"), 12).is_err(), "ids are unique");
        let first = claim(&db, "r", 20).unwrap().unwrap();
        assert_eq!((first.id.as_str(), first.attempts), ("a", 1));
        assert!(claim(&db, "other", 20).unwrap().is_none());
        let finished = Finish {
            id: "a",
            state: State::Failed,
            next_at_ms: 100,
            result: "exited exit=1",
            uncount: false,
        };
        finish(&db, &finished, 21).unwrap();
        let second = claim(&db, "r", 30).unwrap().unwrap();
        assert_eq!(second.id, "b", "a is not due before 100");
        assert!(claim(&db, "r", 30).unwrap().is_none());
        assert_eq!(resume(&db, 40).unwrap(), 1);
        assert_eq!(pending(&db).unwrap(), vec![("r".to_string(), 2)]);
        let resumed = claim(&db, "r", 200).unwrap().unwrap();
        assert_eq!(
            (resumed.id.as_str(), resumed.attempts),
            ("b", 2),
            "due first"
        );
        let again = claim(&db, "r", 200).unwrap().unwrap();
        assert_eq!((again.id.as_str(), again.attempts), ("a", 2));
        finish(
            &db,
            &Finish {
                state: State::Dead,
                ..finished
            },
            300,
        )
        .unwrap();
        assert!(!retry(&db, "b", 301).unwrap(), "b is still queued");
        assert!(retry(&db, "a", 301).unwrap());
        assert_eq!(get(&db, "a").unwrap().unwrap().state, State::Queued);
        let filter = ListFilter {
            state: Some(State::Queued),
            route: None,
            limit: 10,
        };
        assert_eq!(list(&db, &filter).unwrap().len(), 1, "b is running");
        assert_eq!(purge(&db, 1000).unwrap(), 0, "nothing finished");
    }
}
