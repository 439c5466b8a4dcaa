//! The queue as the status page reads and changes it: the jobs that need a person (failed,
//! dead), one job's payload, and retry, the same way `ward webhook jobs` does it, on the
//! embedded queue or on Redis. Both are blocking clients, so every call runs on the
//! blocking pool.

use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};

use crate::error::Result;
use crate::webhook_server::queue::db::{self, ListFilter};
use crate::webhook_server::queue::redis_jobs::RedisJobs;
use crate::webhook_server::queue::{Job, State};

/// How long a read waits for the receiver's own writer to let go of the database.
const BUSY: std::time::Duration = std::time::Duration::from_secs(2);

pub(super) enum Reader {
    Local(Arc<Mutex<rusqlite::Connection>>),
    /// Connected at the first use and again after a failure.
    Redis {
        url: Arc<str>,
        jobs: Arc<Mutex<Option<RedisJobs>>>,
    },
}

/// What a retry from the page did.
pub(super) enum Retried {
    /// Queued again; it was in `was`.
    Queued {
        route: String,
        was: State,
    },
    /// Not in a state that can be queued again.
    Refused(State),
    Missing,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    match mutex.lock() {
        Ok(guard) => guard,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// Runs `work` on the blocking pool; a task that could not finish is an error like any.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> std::result::Result<T, String> + Send + 'static,
) -> std::result::Result<T, String> {
    tokio::task::spawn_blocking(work)
        .await
        .unwrap_or_else(|_| Err("the queue read stopped unexpectedly".into()))
}

impl Reader {
    pub(super) fn open(state_dir: &Path, redis: Option<&str>) -> Result<Self> {
        if let Some(url) = redis {
            return Ok(Self::Redis {
                url: Arc::from(url),
                jobs: Arc::new(Mutex::new(None)),
            });
        }
        let connection = db::open(state_dir)?;
        connection.busy_timeout(BUSY).map_err(|error| {
            db::sql_error("could not configure", &db::path_in(state_dir), error)
        })?;
        Ok(Self::Local(Arc::new(Mutex::new(connection))))
    }

    /// Runs `work` with the queue's client, on the blocking pool.
    async fn with<T: Send + 'static>(
        &self,
        local: impl FnOnce(&rusqlite::Connection) -> rusqlite::Result<T> + Send + 'static,
        redis: impl FnOnce(&mut RedisJobs) -> Result<T> + Send + 'static,
    ) -> std::result::Result<T, String> {
        match self {
            Self::Local(connection) => {
                let connection = Arc::clone(connection);
                blocking(move || local(&lock(&connection)).map_err(|error| error.to_string())).await
            }
            Self::Redis { url, jobs } => {
                let (url, jobs) = (Arc::clone(url), Arc::clone(jobs));
                blocking(move || {
                    let mut held = lock(&jobs);
                    if held.is_none() {
                        *held = Some(RedisJobs::connect(&url).map_err(|error| error.to_string())?);
                    }
                    let Some(client) = held.as_mut() else {
                        return Err("Redis is not connected".into());
                    };
                    let done = redis(client).map_err(|error| error.to_string());
                    if done.is_err() {
                        // Connected again next time: the connection may be what failed.
                        *held = None;
                    }
                    done
                })
                .await
            }
        }
    }

    /// Failed and dead jobs, newest first, at most `limit` of each.
    pub(super) async fn attention(&self, limit: usize) -> std::result::Result<Vec<Job>, String> {
        let mut jobs = self
            .with(
                move |connection| {
                    let mut jobs = Vec::new();
                    for state in [State::Failed, State::Dead] {
                        let filter = ListFilter {
                            state: Some(state),
                            route: None,
                            limit,
                        };
                        jobs.extend(db::list(connection, &filter)?);
                    }
                    Ok(jobs)
                },
                move |client| {
                    let mut jobs = client.list(None, Some(State::Failed), limit)?;
                    jobs.extend(client.list(None, Some(State::Dead), limit)?);
                    Ok(jobs)
                },
            )
            .await?;
        jobs.sort_by(|a, b| (b.updated_ms, &b.id).cmp(&(a.updated_ms, &a.id)));
        Ok(jobs)
    }

    pub(super) async fn get(&self, id: &str) -> std::result::Result<Option<Job>, String> {
        let (one, other) = (id.to_string(), id.to_string());
        self.with(
            move |connection| db::get(connection, &one),
            move |client| Ok(client.find(&other)?.map(|found| found.job)),
        )
        .await
    }

    /// Queue a succeeded, failed or dead job again, as `ward webhook jobs retry` does.
    pub(super) async fn retry(&self, id: &str) -> std::result::Result<Retried, String> {
        let (one, other) = (id.to_string(), id.to_string());
        self.with(
            move |connection| {
                let Some(job) = db::get(connection, &one)? else {
                    return Ok(Retried::Missing);
                };
                Ok(if db::retry(connection, &one, db::now_ms())? {
                    Retried::Queued {
                        route: job.route,
                        was: job.state,
                    }
                } else {
                    Retried::Refused(job.state)
                })
            },
            move |client| {
                let Some(found) = client.find(&other)? else {
                    return Ok(Retried::Missing);
                };
                Ok(if client.retry(&found)? {
                    Retried::Queued {
                        route: found.job.route.clone(),
                        was: found.job.state,
                    }
                } else {
                    Retried::Refused(found.job.state)
                })
            },
        )
        .await
    }
}
