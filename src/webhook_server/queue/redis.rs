//! The shared queue on Redis Streams: one stream per route read through one consumer group,
//! so any receiver may accept a delivery and any may run it. A receiver that dies mid-job
//! leaves the entry pending; another claims it with XAUTOCLAIM once it has been idle for the
//! visibility timeout (a running job's receiver keeps it fresh with XCLAIM heartbeats).
//! Retries wait in a sorted set until due; jobs out of attempts go to a capped dead list and
//! succeeded ones to a capped done list, where `ward webhook jobs` finds them.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use redis::aio::{ConnectionManager, ConnectionManagerConfig};
use redis::streams::{
    StreamAutoClaimOptions, StreamAutoClaimReply, StreamId, StreamPendingCountReply,
    StreamPendingReply, StreamReadOptions, StreamReadReply,
};
use redis::AsyncCommands;
use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};
use crate::webhook_server::health::Health;

pub(super) const GROUP: &str = "ward";
pub(super) const PREFIX: &str = "ward:webhook";
/// Dead jobs, and succeeded ones, kept per route for inspection.
const KEPT: isize = 10_000;

/// Adds a job unless its delivery is remembered for the route (then answers the first
/// job's id), or the route already holds `capacity` unfinished ones (stream + retries).
/// The check, the job and the remembered delivery (a key that expires with the retention,
/// so Redis prunes it) are one script: two receivers given the same delivery at the same
/// moment add one job. A stream that is gone (Redis restarted empty, FLUSHALL) is made
/// again with its group, so the job is read by the workers instead of sitting in a stream
/// nobody reads.
const ADD: &str = r"
local keep = tonumber(ARGV[5])
if keep > 0 then
  local first = redis.call('GET', KEYS[3])
  if first then return {0, first} end
end
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('XGROUP', 'CREATE', KEYS[1], ARGV[3], '0', 'MKSTREAM')
end
if redis.call('XLEN', KEYS[1]) + redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[1]) then
  return false
end
redis.call('XADD', KEYS[1], '*', 'job', ARGV[2])
if keep > 0 then
  redis.call('SET', KEYS[3], ARGV[4], 'PX', keep)
end
return {1, ARGV[4]}";

/// How long a reply may take. Longer than a worker's blocking read ([`crate::webhook_server`]'s
/// poll interval), which Redis holds back on purpose, so an idle read is never taken for a
/// dead connection.
const RESPONSE_TIMEOUT: Duration = Duration::from_secs(5);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);
/// Reconnecting waits a random time up to 100 ms, doubled per attempt and capped here;
/// a few attempts per call, then the call fails (503) and the next one tries again.
const MAX_RECONNECT_DELAY: Duration = Duration::from_secs(2);
const RECONNECT_ATTEMPTS: usize = 3;
/// Outcomes kept for sending again while Redis is away; beyond this the oldest are dropped
/// (their jobs run again, which at-least-once allows).
const UNSENT_MAX: usize = 100_000;

/// Moves due retries back onto the stream, atomically so none is lost or doubled.
const MOVE_DUE: &str = r"
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 100)
for _, job in ipairs(due) do
  redis.call('ZREM', KEYS[1], job)
  redis.call('XADD', KEYS[2], '*', 'job', job)
end
return #due";

/// A job as carried in a stream entry.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct Entry {
    pub id: String,
    pub route: String,
    /// Attempts already made.
    pub attempts: u32,
    pub headers: String,
    pub payload: String,
    /// Unix ms. Entries written before these fields existed read as 0 and None.
    #[serde(default)]
    pub created_ms: i64,
    #[serde(default)]
    pub updated_ms: i64,
    /// How the last attempt ended (`exited exit=3`, ...).
    #[serde(default)]
    pub last_result: Option<String>,
    /// The delivery's identity (WARD_DELIVERY_ID).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delivery: Option<String>,
}

/// What adding a job did.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Added {
    New,
    /// The delivery is remembered for the route: nothing added; the first job's id.
    Duplicate(String),
    Full,
}

/// A job taken from the stream, with the stream entry to acknowledge.
pub(crate) struct Taken {
    pub entry: Entry,
    pub receipt: String,
    /// How often this entry was handed out: more than 1 when it was claimed from a
    /// receiver that died while holding it.
    pub deliveries: u32,
}

/// How a taken entry ended, kept to be sent again when sending it failed: until Redis has
/// it, the entry stays pending and would run again once it looked abandoned.
#[derive(Clone)]
struct Outcome {
    route: String,
    receipt: String,
    /// The entry as it is kept (retry set, dead or done list).
    job: String,
    retry_at: Option<i64>,
    dead: bool,
}

#[derive(Clone)]
pub(crate) struct RedisQueue {
    client: redis::Client,
    /// Adds, acknowledgements and heartbeats share one connection that reconnects by itself.
    connection: ConnectionManager,
    routes: Arc<Vec<String>>,
    /// Outcomes Redis has not taken yet, oldest first.
    unsent: Arc<Mutex<VecDeque<Outcome>>>,
    pub health: Arc<Health>,
    /// This receiver's consumer name in the group.
    pub consumer: String,
    pub visibility: Duration,
}

/// A worker's own connection for its blocking reads (one read at a time holds a Redis
/// connection), reconnecting by itself like the shared one.
pub(crate) struct Reader(ConnectionManager);

fn manager_config() -> ConnectionManagerConfig {
    ConnectionManagerConfig::new()
        .set_response_timeout(Some(RESPONSE_TIMEOUT))
        .set_connection_timeout(Some(CONNECT_TIMEOUT))
        .set_max_delay(MAX_RECONNECT_DELAY)
        .set_number_of_retries(RECONNECT_ATTEMPTS)
}

/// The connection itself failed (refused, dropped, timed out), as opposed to a command
/// Redis refused: the queue is out of reach until a call succeeds again.
fn unreachable(error: &redis::RedisError) -> bool {
    error.is_io_error()
        || error.is_timeout()
        || error.is_connection_dropped()
        || error.is_connection_refusal()
        || error.is_unrecoverable_error()
}

/// The stream or its consumer group is gone (Redis restarted empty, FLUSHALL; a read
/// blocked on the stream at that moment is UNBLOCKED).
fn no_group(error: &redis::RedisError) -> bool {
    matches!(error.code(), Some("NOGROUP" | "UNBLOCKED")) || error.to_string().contains("NOGROUP")
}

pub(super) fn stream(route: &str) -> String {
    format!("{PREFIX}:{route}:{STREAM}")
}

pub(super) fn retries(route: &str) -> String {
    format!("{PREFIX}:{route}:{RETRY}")
}

/// Where a route remembers a delivery: its identity hashed, so the key has a fixed length
/// and never ends like one of the route's other keys.
fn seen(route: &str, delivery: &str) -> String {
    use sha2::Digest;
    let hash = sha2::Sha256::digest(delivery.as_bytes());
    format!("{PREFIX}:{route}:{SEEN}:{}", hex::encode(hash))
}

pub(super) fn dead(route: &str) -> String {
    format!("{PREFIX}:{route}:{DEAD}")
}

pub(super) fn done(route: &str) -> String {
    format!("{PREFIX}:{route}:{DONE}")
}

pub(super) const STREAM: &str = "jobs";
pub(super) const RETRY: &str = "retry";
pub(super) const DEAD: &str = "dead";
pub(super) const DONE: &str = "done";
const SEEN: &str = "delivery";

/// The queue URL as it may be shown: user name, password and every query value masked,
/// whatever the scheme or its spelling (a mistyped `reddis://` holds a password just the
/// same, and `redis+unix:///s?pass=PW` carries it in the query). Text that is no URL at
/// all is not shown.
pub(crate) fn shown_url(url: &str) -> String {
    let Ok(mut parsed) = url::Url::parse(url.trim()) else {
        return String::from("(the given URL, not shown as it may hold a password)");
    };
    if !parsed.username().is_empty() {
        let _ = parsed.set_username("***");
    }
    if parsed.password().is_some() {
        let _ = parsed.set_password(Some("***"));
    }
    if parsed.query().is_some() {
        let names: Vec<String> = parsed
            .query_pairs()
            .map(|(name, _)| name.into_owned())
            .collect();
        parsed.set_query(None);
        if !names.is_empty() {
            let masked: Vec<String> = names.iter().map(|name| format!("{name}=***")).collect();
            parsed.set_query(Some(&masked.join("&")));
        }
    }
    if parsed.fragment().is_some() {
        parsed.set_fragment(Some("***"));
    }
    // A URL that cannot hold a user or password (`mailto:`, `data:`) keeps it in the path.
    if parsed.cannot_be_a_base() {
        return format!("{}:***", parsed.scheme());
    }
    parsed.to_string()
}

fn failed(error: &redis::RedisError) -> String {
    format!("Redis: {error}")
}

impl RedisQueue {
    /// Connect and prepare every route's stream. `host` names this receiver among the
    /// consumers (with its process id and a random part).
    pub(crate) async fn connect(
        url: &str,
        routes: &[String],
        visibility: Duration,
        host: &str,
        health: Arc<Health>,
    ) -> Result<Self> {
        // A password in the queue URL must never reach the terminal or a log.
        let shown = shown_url(url);
        let client = redis::Client::open(url).map_err(|error| {
            Error::usage(format!("--queue {shown} is not a Redis URL: {error}"))
                .with_hint("use redis://HOST:PORT or redis://HOST:PORT/DB")
        })?;
        let connection = ConnectionManager::new_with_config(client.clone(), manager_config())
            .await
            .map_err(|error| {
                Error::runtime(format!("could not connect to Redis at {shown}: {error}"))
                    .with_hint("check that Redis runs and --queue points at it")
            })?;
        let queue = Self {
            client,
            connection,
            routes: Arc::new(routes.to_vec()),
            unsent: Arc::default(),
            health,
            consumer: format!("{host}-{}-{:08x}", std::process::id(), fastrand::u32(..)),
            visibility,
        };
        queue.prepare().await.map_err(|error| {
            Error::runtime(format!("could not prepare the Redis streams: {error}"))
        })?;
        Ok(queue)
    }

    /// Every route's stream and consumer group, made when missing.
    async fn prepare(&self) -> Result<(), String> {
        self.prepare_routes(&self.routes).await
    }

    /// The streams and consumer groups of `routes` (those a reload adds, say), made when
    /// missing; existing ones are left as they are.
    pub(crate) async fn prepare_routes(&self, routes: &[String]) -> Result<(), String> {
        let mut connection = self.connection.clone();
        for route in routes {
            let created: redis::RedisResult<()> = connection
                .xgroup_create_mkstream(stream(route), GROUP, "0")
                .await;
            if let Err(error) = created {
                // The group exists already: another receiver (or an earlier run) made it.
                if error.code() != Some("BUSYGROUP") {
                    return Err(self.fault(&error));
                }
            }
        }
        Ok(())
    }

    /// The text of a failed call; a connection that failed makes the receiver unhealthy.
    fn fault(&self, error: &redis::RedisError) -> String {
        let text = failed(error);
        if unreachable(error) {
            self.health.failed(&text);
        }
        text
    }

    /// A connection of its own, for a worker's blocking reads; it connects when first used.
    pub(crate) fn reader(&self) -> Result<Reader, String> {
        ConnectionManager::new_lazy_with_config(self.client.clone(), manager_config())
            .map(Reader)
            .map_err(|error| failed(&error))
    }

    /// Whether Redis answers; run every second by the receiver, which also sends the
    /// outcomes that could not be sent before. A connection dropped while idle (Redis's
    /// `timeout`) is noticed and replaced here rather than by a delivery.
    pub(crate) async fn check(&self) {
        let pinged: redis::RedisResult<String> = tokio::time::timeout(
            RESPONSE_TIMEOUT,
            redis::cmd("PING").query_async(&mut self.connection.clone()),
        )
        .await
        .unwrap_or_else(|_| Err(redis::RedisError::from((redis::ErrorKind::Io, "timed out"))));
        match pinged {
            Ok(_) => {
                self.health.recovered();
                self.send_unsent().await;
            }
            Err(error) => {
                self.fault(&error);
            }
        }
    }

    /// Add a job, its delivery remembered for `keep` (not at all when zero).
    pub(crate) async fn add(
        &self,
        entry: &Entry,
        capacity: usize,
        keep: Duration,
    ) -> Result<Added, String> {
        let job = serde_json::to_string(entry).map_err(|error| error.to_string())?;
        let keep_ms = match entry.delivery {
            Some(_) => u64::try_from(keep.as_millis()).unwrap_or(u64::MAX),
            None => 0,
        };
        let delivery = entry.delivery.as_deref().unwrap_or_default();
        let added: Option<(i64, String)> = redis::cmd("EVAL")
            .arg(ADD)
            .arg(3)
            .arg(stream(&entry.route))
            .arg(retries(&entry.route))
            .arg(seen(&entry.route, delivery))
            .arg(capacity)
            .arg(job)
            .arg(GROUP)
            .arg(&entry.id)
            .arg(keep_ms)
            .query_async(&mut self.connection.clone())
            .await
            .map_err(|error| self.fault(&error))?;
        Ok(match added {
            None => Added::Full,
            Some((0, first)) => Added::Duplicate(first),
            Some(_) => Added::New,
        })
    }

    /// The next job for `route`: one abandoned by a dead receiver, else a new one (waiting
    /// up to `block` for it). A missing group is made again and the read retried.
    pub(crate) async fn take(
        &self,
        reader: &mut Reader,
        route: &str,
        block: Duration,
    ) -> Result<Option<Taken>, String> {
        match self.take_once(reader, route, block).await {
            Err(error) if no_group(&error) => {
                // The route taken may be one a reload added since the start.
                self.prepare_routes(&[route.to_string()]).await?;
                self.take_once(reader, route, block)
                    .await
                    .map_err(|error| self.fault(&error))
            }
            taken => taken.map_err(|error| self.fault(&error)),
        }
    }

    async fn take_once(
        &self,
        reader: &mut Reader,
        route: &str,
        block: Duration,
    ) -> redis::RedisResult<Option<Taken>> {
        let connection = &mut reader.0;
        let now = super::db::now_ms();
        let _: i64 = redis::cmd("EVAL")
            .arg(MOVE_DUE)
            .arg(2)
            .arg(retries(route))
            .arg(stream(route))
            .arg(now)
            .query_async(connection)
            .await?;
        let idle = usize::try_from(self.visibility.as_millis()).unwrap_or(usize::MAX);
        let claimed: StreamAutoClaimReply = connection
            .xautoclaim_options(
                stream(route),
                GROUP,
                &self.consumer,
                idle,
                "0-0",
                StreamAutoClaimOptions::default().count(1),
            )
            .await?;
        if let Some(found) = claimed.claimed.into_iter().next() {
            // This receiver ran it already and could not say so while Redis was away:
            // send the outcome instead of running the job again.
            if self.is_unsent(&found.id) {
                self.send_unsent().await;
                return Ok(None);
            }
            let pending: StreamPendingCountReply = connection
                .xpending_count(stream(route), GROUP, &found.id, &found.id, 1)
                .await?;
            let deliveries = pending.ids.first().map_or(2, |entry| {
                u32::try_from(entry.times_delivered).unwrap_or(u32::MAX)
            });
            return Ok(taken_of(found).map(|taken| Taken {
                deliveries,
                ..taken
            }));
        }
        let block = usize::try_from(block.as_millis()).unwrap_or(usize::MAX);
        let options = StreamReadOptions::default()
            .group(GROUP, &self.consumer)
            .count(1)
            .block(block);
        let read: Option<StreamReadReply> = connection
            .xread_options(&[stream(route)], &[">"], &options)
            .await?;
        Ok(read
            .and_then(|reply| reply.keys.into_iter().next())
            .and_then(|key| key.ids.into_iter().next())
            .and_then(taken_of))
    }

    /// Keep a running job's entry fresh so no other receiver claims it.
    pub(crate) async fn heartbeat(&self, route: &str, receipt: &str) -> Result<(), String> {
        let _: redis::Value = redis::cmd("XCLAIM")
            .arg(stream(route))
            .arg(GROUP)
            .arg(&self.consumer)
            .arg(0)
            .arg(receipt)
            .arg("JUSTID")
            .query_async(&mut self.connection.clone())
            .await
            .map_err(|error| self.fault(&error))?;
        Ok(())
    }

    /// Done with an entry: acknowledged and removed; a retry is parked until `retry_at`
    /// (Unix ms), a dead job is kept on the dead list and a succeeded one on the done list.
    /// When Redis cannot take it now, the outcome is kept and sent again once Redis answers
    /// (the error says so); the job is not run again meanwhile by this receiver.
    pub(crate) async fn finish(
        &self,
        taken: &Taken,
        retry_at: Option<i64>,
        dead_job: bool,
        result: String,
    ) -> Result<(), String> {
        let entry = Entry {
            updated_ms: super::db::now_ms(),
            last_result: Some(result),
            ..taken.entry.clone()
        };
        let outcome = Outcome {
            route: taken.entry.route.clone(),
            receipt: taken.receipt.clone(),
            job: serde_json::to_string(&entry).map_err(|error| error.to_string())?,
            retry_at,
            dead: dead_job,
        };
        if let Err(error) = self.send(&outcome).await {
            let text = self.fault(&error);
            let mut unsent = lock(&self.unsent);
            if unsent.len() >= UNSENT_MAX {
                unsent.pop_front();
            }
            unsent.push_back(outcome);
            return Err(format!("{text}; it is sent again once Redis answers"));
        }
        Ok(())
    }

    async fn send(&self, outcome: &Outcome) -> redis::RedisResult<()> {
        let route = &outcome.route;
        let mut pipe = redis::pipe();
        pipe.atomic()
            .xack(stream(route), GROUP, &[&outcome.receipt])
            .ignore()
            .xdel(stream(route), &[&outcome.receipt])
            .ignore();
        if let Some(at) = outcome.retry_at {
            pipe.zadd(retries(route), &outcome.job, at).ignore();
        } else {
            let kept = if outcome.dead {
                dead(route)
            } else {
                done(route)
            };
            pipe.lpush(&kept, &outcome.job)
                .ignore()
                .ltrim(&kept, 0, KEPT - 1)
                .ignore();
        }
        pipe.query_async(&mut self.connection.clone()).await
    }

    fn is_unsent(&self, receipt: &str) -> bool {
        lock(&self.unsent)
            .iter()
            .any(|outcome| outcome.receipt == receipt)
    }

    /// Send the outcomes kept while Redis was away, oldest first; stop at the first that
    /// fails again.
    pub(crate) async fn send_unsent(&self) {
        loop {
            let Some(outcome) = lock(&self.unsent).front().cloned() else {
                return;
            };
            if let Err(error) = self.send(&outcome).await {
                self.fault(&error);
                return;
            }
            let mut unsent = lock(&self.unsent);
            if unsent
                .front()
                .is_some_and(|first| first.receipt == outcome.receipt)
            {
                unsent.pop_front();
            }
        }
    }

    /// Outcomes not sent yet.
    pub(crate) fn unsent(&self) -> usize {
        lock(&self.unsent).len()
    }

    /// Jobs of `routes` waiting to run (on the stream and not taken, or waiting to retry),
    /// over all receivers.
    pub(crate) async fn queued(&self, routes: &[String]) -> Result<usize, String> {
        let mut connection = self.connection.clone();
        let mut total = 0usize;
        for route in routes {
            let (length, retrying): (usize, usize) = redis::pipe()
                .xlen(stream(route))
                .zcard(retries(route))
                .query_async(&mut connection)
                .await
                .map_err(|error| failed(&error))?;
            let taken: StreamPendingReply = connection
                .xpending(stream(route), GROUP)
                .await
                .map_err(|error| failed(&error))?;
            total = total
                .saturating_add(length.saturating_sub(taken.count()))
                .saturating_add(retrying);
        }
        Ok(total)
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn taken_of(found: StreamId) -> Option<Taken> {
    let text: String = found.get("job")?;
    let entry: Entry = serde_json::from_str(&text).ok()?;
    Some(Taken {
        entry,
        receipt: found.id,
        deliveries: 1,
    })
}

#[cfg(test)]
mod tests {
    use super::shown_url;

    #[test]
    fn passwords_never_show_whatever_the_spelling() {
        for url in [
            "redis://user:PW@host:6379/0",
            "rediss://:PW@host",
            "reddis://user:PW@host",
            "REDIS://user:PW@host",
            " redis://user:PW@host",
            "http://user:PW@host",
            "redis+unix:///run/redis.sock?pass=PW&db=1",
            "unix:///s?password=PW",
            "redis://host#PW",
            "mailto:PW@host",
            "not a url PW",
        ] {
            let shown = shown_url(url);
            assert!(!shown.contains("PW"), "{url} shown as {shown}");
        }
        assert_eq!(
            shown_url("REDIS://u:PW@host:1/2"),
            "redis://***:***@host:1/2"
        );
        assert_eq!(
            shown_url("redis+unix:///s?pass=PW"),
            "redis+unix:///s?pass=***"
        );
    }
}
