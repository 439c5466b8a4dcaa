//! `ward webhook jobs` on a Redis queue: the same jobs, states and actions as the embedded
//! queue, read from where the receivers keep them. A stream entry is `queued`, or `running`
//! while a receiver holds it (pending in the group); the retry set holds `failed` jobs, and
//! the capped dead and done lists hold `dead` and `succeeded` ones.

use redis::streams::{StreamPendingCountReply, StreamRangeReply};
use redis::Commands;

use super::db::{Job, State};
use super::redis::{
    dead, done, retries, shown_url, stream, Entry, DEAD, DONE, GROUP, PREFIX, RETRY, STREAM,
};
use crate::error::{Error, Result};

/// Where a job sits, which is what `retry` and `purge` need to move or remove it.
enum Place {
    Stream,
    Retry(String),
    Dead(String),
    Done(String),
}

pub(crate) struct Found {
    pub job: Job,
    place: Place,
}

/// Moves a job from a list (dead, done) back onto its stream, only if it is still there.
const REQUEUE_LIST: &str = r"
if redis.call('LREM', KEYS[1], 1, ARGV[1]) == 0 then return false end
return redis.call('XADD', KEYS[2], '*', 'job', ARGV[2])";

/// Moves a waiting retry onto its stream now, only if it is still waiting.
const REQUEUE_RETRY: &str = r"
if redis.call('ZREM', KEYS[1], ARGV[1]) == 0 then return false end
return redis.call('XADD', KEYS[2], '*', 'job', ARGV[2])";

pub(crate) struct RedisJobs {
    connection: redis::Connection,
    shown: String,
    /// Entries that could not be read as jobs (written by something else, or damaged):
    /// skipped, and counted for the command to report.
    pub skipped: usize,
}

/// Entries read from Redis at once when paging.
const PAGE: usize = 100;

fn failed(shown: &str, error: redis::RedisError) -> Error {
    Error::runtime(format!("Redis at {shown}: {error}"))
        .with_hint("check that Redis runs and --queue points at the receivers' queue")
}

impl RedisJobs {
    pub(crate) fn connect(url: &str) -> Result<Self> {
        let shown = shown_url(url);
        let client = redis::Client::open(url).map_err(|error| {
            Error::usage(format!("--queue {shown} is not a Redis URL: {error}"))
                .with_hint("use redis://HOST:PORT or redis://HOST:PORT/DB")
        })?;
        let connection = client
            .get_connection_with_timeout(std::time::Duration::from_secs(10))
            .map_err(|error| {
                Error::runtime(format!("could not connect to Redis at {shown}: {error}"))
                    .with_hint("check that Redis runs and --queue points at it")
            })?;
        Ok(Self {
            connection,
            shown,
            skipped: 0,
        })
    }

    fn fail(&self, error: redis::RedisError) -> Error {
        failed(&self.shown, error)
    }

    /// Routes with anything stored, from the keys' names.
    fn routes(&mut self) -> Result<Vec<String>> {
        let keys: Vec<String> = self
            .connection
            .scan_match(format!("{PREFIX}:*"))
            .map_err(|error| failed(&self.shown, error))?
            .collect::<redis::RedisResult<_>>()
            .map_err(|error| failed(&self.shown, error))?;
        let mut routes: Vec<String> = keys
            .iter()
            .filter_map(|key| {
                let rest = key.strip_prefix(PREFIX)?.strip_prefix(':')?;
                let (route, kind) = rest.rsplit_once(':')?;
                [STREAM, RETRY, DEAD, DONE]
                    .contains(&kind)
                    .then(|| route.to_string())
            })
            .collect();
        routes.sort();
        routes.dedup();
        Ok(routes)
    }

    /// Every job of `route` (or of all routes), newest first.
    pub(crate) fn all(&mut self, route: Option<&str>) -> Result<Vec<Found>> {
        let routes = match route {
            Some(route) => vec![route.to_string()],
            None => self.routes()?,
        };
        let mut found = Vec::new();
        for route in &routes {
            self.of_route(route, &mut found)?;
        }
        found.sort_by(|a, b| (b.job.created_ms, &b.job.id).cmp(&(a.job.created_ms, &a.job.id)));
        Ok(found)
    }

    fn of_route(&mut self, route: &str, found: &mut Vec<Found>) -> Result<()> {
        let entries: StreamRangeReply = self
            .connection
            .xrange_all(stream(route))
            .map_err(|error| failed(&self.shown, error))?;
        let pending: StreamPendingCountReply = if entries.ids.is_empty() {
            StreamPendingCountReply::default()
        } else {
            self.connection
                .xpending_count(stream(route), GROUP, "-", "+", entries.ids.len())
                .map_err(|error| failed(&self.shown, error))?
        };
        for item in entries.ids {
            let Some(entry) = self.entry_of(&item) else {
                continue;
            };
            let held = pending.ids.iter().find(|held| held.id == item.id);
            let (state, attempts) = match held {
                // The attempt being made counts, as the receiver running it counts it.
                Some(held) => (
                    State::Running,
                    entry
                        .attempts
                        .saturating_add(u32::try_from(held.times_delivered).unwrap_or(u32::MAX)),
                ),
                None => (State::Queued, entry.attempts),
            };
            let added = entry_time(&item.id);
            found.push(Found {
                job: job_of(entry, state, attempts, added),
                place: Place::Stream,
            });
        }
        // Scores as floats: one written by hand as 1.5e12 or inf must not break the list.
        let waiting: Vec<(String, f64)> = self
            .connection
            .zrange_withscores(retries(route), 0, -1)
            .map_err(|error| failed(&self.shown, error))?;
        for (text, due) in waiting {
            if let Some(found_one) = self.retry_of(text, due) {
                found.push(found_one);
            }
        }
        for (key, state) in [(dead(route), State::Dead), (done(route), State::Succeeded)] {
            let kept: Vec<String> = self
                .connection
                .lrange(&key, 0, -1)
                .map_err(|error| failed(&self.shown, error))?;
            for text in kept {
                if let Some(found_one) = self.kept_of(text, state) {
                    found.push(found_one);
                }
            }
        }
        Ok(())
    }

    fn parse(&mut self, text: &str) -> Option<Entry> {
        let entry = serde_json::from_str::<Entry>(text).ok();
        if entry.is_none() {
            self.skipped += 1;
        }
        entry
    }

    fn entry_of(&mut self, item: &redis::streams::StreamId) -> Option<Entry> {
        match item.get::<String>("job") {
            Some(text) => self.parse(&text),
            None => {
                self.skipped += 1;
                None
            }
        }
    }

    fn retry_of(&mut self, text: String, due: f64) -> Option<Found> {
        let entry = self.parse(&text)?;
        let attempts = entry.attempts;
        // Saturating: an out-of-range score reads as the nearest time.
        let due = due as i64;
        Some(Found {
            job: job_of(entry, State::Failed, attempts, due),
            place: Place::Retry(text),
        })
    }

    fn kept_of(&mut self, text: String, state: State) -> Option<Found> {
        let entry = self.parse(&text)?;
        let attempts = entry.attempts;
        let updated = entry.updated_ms;
        let place = if state == State::Dead {
            Place::Dead(text)
        } else {
            Place::Done(text)
        };
        Some(Found {
            job: job_of(entry, state, attempts, updated),
            place,
        })
    }

    /// At most `limit` jobs of `route` (or all routes) in `state` (or any), newest first,
    /// read a page at a time: never more of the queue than the answer needs from each
    /// place a job may be.
    pub(crate) fn list(
        &mut self,
        route: Option<&str>,
        state: Option<State>,
        limit: usize,
    ) -> Result<Vec<Job>> {
        let routes = match route {
            Some(route) => vec![route.to_string()],
            None => self.routes()?,
        };
        let wants = |wanted: State| state.is_none_or(|state| state == wanted);
        let mut jobs = Vec::new();
        for route in &routes {
            if wants(State::Queued) || wants(State::Running) {
                jobs.extend(self.stream_page(route, state, limit)?);
            }
            if wants(State::Failed) {
                jobs.extend(self.retry_page(route, limit)?);
            }
            for (key, kept) in [(dead(route), State::Dead), (done(route), State::Succeeded)] {
                if wants(kept) {
                    jobs.extend(self.list_page(&key, kept, limit)?);
                }
            }
        }
        jobs.sort_by(|a, b| (b.created_ms, &b.id).cmp(&(a.created_ms, &a.id)));
        jobs.truncate(limit);
        Ok(jobs)
    }

    /// The newest `limit` stream entries in `state` (queued or running), newest first.
    fn stream_page(&mut self, route: &str, state: Option<State>, limit: usize) -> Result<Vec<Job>> {
        let key = stream(route);
        let mut jobs = Vec::new();
        let mut end = String::from("+");
        while jobs.len() < limit {
            let count = PAGE.min(limit - jobs.len()).max(1);
            let page: StreamRangeReply = self
                .connection
                .xrevrange_count(&key, &end, "-", count)
                .map_err(|error| failed(&self.shown, error))?;
            let (Some(first), Some(last)) = (page.ids.first(), page.ids.last()) else {
                break;
            };
            let (newest, oldest) = (first.id.clone(), last.id.clone());
            let pending: StreamPendingCountReply = self
                .connection
                .xpending_count(&key, GROUP, &oldest, &newest, page.ids.len())
                .map_err(|error| failed(&self.shown, error))?;
            let full = page.ids.len() == count;
            for item in &page.ids {
                let Some(entry) = self.entry_of(item) else {
                    continue;
                };
                let held = pending.ids.iter().find(|held| held.id == item.id);
                let (found_state, attempts) = match held {
                    Some(held) => (
                        State::Running,
                        entry.attempts.saturating_add(
                            u32::try_from(held.times_delivered).unwrap_or(u32::MAX),
                        ),
                    ),
                    None => (State::Queued, entry.attempts),
                };
                if state.is_none_or(|state| state == found_state) {
                    jobs.push(job_of(entry, found_state, attempts, entry_time(&item.id)));
                }
            }
            if !full {
                break;
            }
            end = format!("({oldest}");
        }
        jobs.truncate(limit);
        Ok(jobs)
    }

    /// The `limit` retries due last (the latest failures), a page at a time.
    fn retry_page(&mut self, route: &str, limit: usize) -> Result<Vec<Job>> {
        let key = retries(route);
        let mut jobs = Vec::new();
        let mut start = 0isize;
        while jobs.len() < limit {
            let count = PAGE.min(limit - jobs.len()).max(1);
            let stop = start + isize::try_from(count).unwrap_or(isize::MAX) - 1;
            let page: Vec<(String, f64)> = self
                .connection
                .zrevrange_withscores(&key, start, stop)
                .map_err(|error| failed(&self.shown, error))?;
            let full = page.len() == count;
            for (text, due) in page {
                if let Some(found) = self.retry_of(text, due) {
                    jobs.push(found.job);
                }
            }
            if !full {
                break;
            }
            start = stop + 1;
        }
        Ok(jobs)
    }

    /// The newest `limit` jobs of a dead or done list (newest are pushed first).
    fn list_page(&mut self, key: &str, state: State, limit: usize) -> Result<Vec<Job>> {
        let mut jobs = Vec::new();
        let mut start = 0isize;
        while jobs.len() < limit {
            let count = PAGE.min(limit - jobs.len()).max(1);
            let stop = start + isize::try_from(count).unwrap_or(isize::MAX) - 1;
            let page: Vec<String> = self
                .connection
                .lrange(key, start, stop)
                .map_err(|error| failed(&self.shown, error))?;
            let full = page.len() == count;
            for text in page {
                if let Some(found) = self.kept_of(text, state) {
                    jobs.push(found.job);
                }
            }
            if !full {
                break;
            }
            start = stop + 1;
        }
        Ok(jobs)
    }

    pub(crate) fn find(&mut self, id: &str) -> Result<Option<Found>> {
        Ok(self.all(None)?.into_iter().find(|found| found.job.id == id))
    }

    /// Queue a failed, dead or succeeded job again with its attempts starting over. False
    /// when it is queued or running already, or moved meanwhile.
    pub(crate) fn retry(&mut self, found: &Found) -> Result<bool> {
        let route = &found.job.route;
        let (script, from, member) = match &found.place {
            Place::Stream => return Ok(false),
            Place::Retry(member) => (REQUEUE_RETRY, retries(route), member),
            Place::Dead(member) => (REQUEUE_LIST, dead(route), member),
            Place::Done(member) => (REQUEUE_LIST, done(route), member),
        };
        let Ok(mut entry) = serde_json::from_str::<Entry>(member) else {
            return Ok(false);
        };
        entry.attempts = 0;
        entry.updated_ms = super::db::now_ms();
        let again = serde_json::to_string(&entry).map_err(|error| {
            Error::runtime(format!("could not write job {}: {error}", entry.id))
        })?;
        let added: Option<String> = redis::cmd("EVAL")
            .arg(script)
            .arg(2)
            .arg(from)
            .arg(stream(route))
            .arg(member)
            .arg(again)
            .query(&mut self.connection)
            .map_err(|error| self.fail(error))?;
        Ok(added.is_some())
    }

    /// Remove succeeded and dead jobs last changed before `before`.
    pub(crate) fn purge(&mut self, before: i64) -> Result<usize> {
        let mut removed = 0;
        for found in self.all(None)? {
            let (key, member) = match &found.place {
                Place::Dead(member) => (dead(&found.job.route), member),
                Place::Done(member) => (done(&found.job.route), member),
                Place::Stream | Place::Retry(_) => continue,
            };
            if found.job.updated_ms >= before {
                continue;
            }
            let gone: usize = self
                .connection
                .lrem(key, 1, member)
                .map_err(|error| failed(&self.shown, error))?;
            removed += gone;
        }
        Ok(removed)
    }
}

/// The Unix ms a stream entry ID (`MS-SEQ`) was added at.
fn entry_time(id: &str) -> i64 {
    id.split('-')
        .next()
        .and_then(|ms| ms.parse().ok())
        .unwrap_or(0)
}

fn job_of(entry: Entry, state: State, attempts: u32, next_at_ms: i64) -> Job {
    let created = if entry.created_ms > 0 {
        entry.created_ms
    } else {
        next_at_ms
    };
    Job {
        id: entry.id,
        route: entry.route,
        state,
        attempts,
        created_ms: created,
        updated_ms: entry.updated_ms.max(created),
        next_at_ms,
        last_result: entry.last_result,
        headers: entry.headers,
        payload: entry.payload.into_bytes(),
        delivery: entry.delivery,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_ids_give_their_time() {
        assert_eq!(entry_time("1700000000123-4"), 1_700_000_000_123);
        assert_eq!(entry_time("garbage"), 0);
    }
}
