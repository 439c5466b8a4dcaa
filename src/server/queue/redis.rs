//! The shared queue on Redis Streams: one stream per route read through one consumer group,
//! so any receiver may accept a delivery and any may run it. A receiver that dies mid-job
//! leaves the entry pending; another claims it with XAUTOCLAIM once it has been idle for the
//! visibility timeout (a running job's receiver keeps it fresh with XCLAIM heartbeats).
//! Retries wait in a sorted set until due; jobs out of attempts go to a capped dead list and
//! succeeded ones to a capped done list, where `ward webhook jobs` finds them.

use std::time::Duration;

use redis::aio::MultiplexedConnection;
use redis::streams::{
    StreamAutoClaimOptions, StreamAutoClaimReply, StreamId, StreamPendingCountReply,
    StreamPendingReply, StreamReadOptions, StreamReadReply,
};
use redis::AsyncCommands;
use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

pub(super) const GROUP: &str = "ward";
pub(super) const PREFIX: &str = "ward:webhook";
/// Dead jobs, and succeeded ones, kept per route for inspection.
const KEPT: isize = 10_000;

/// Adds a job unless the route already holds `capacity` unfinished ones (stream + retries).
const ADD: &str = r"
if redis.call('XLEN', KEYS[1]) + redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[1]) then
  return false
end
return redis.call('XADD', KEYS[1], '*', 'job', ARGV[2])";

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
pub struct Entry {
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
}

/// A job taken from the stream, with the stream entry to acknowledge.
pub struct Taken {
    pub entry: Entry,
    pub receipt: String,
    /// How often this entry was handed out: more than 1 when it was claimed from a
    /// receiver that died while holding it.
    pub deliveries: u32,
}

#[derive(Clone)]
pub struct RedisQueue {
    client: redis::Client,
    connection: MultiplexedConnection,
    /// This receiver's consumer name in the group.
    pub consumer: String,
    pub visibility: Duration,
}

pub(super) fn stream(route: &str) -> String {
    format!("{PREFIX}:{route}:{STREAM}")
}

pub(super) fn retries(route: &str) -> String {
    format!("{PREFIX}:{route}:{RETRY}")
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

/// The queue URL with any user name and password masked.
pub(super) fn shown_url(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(parsed) => ward_client::http::redact_url(&parsed),
        Err(_) => String::from("(the given URL)"),
    }
}

fn failed(error: redis::RedisError) -> String {
    format!("Redis: {error}")
}

impl RedisQueue {
    /// Connect and prepare every route's stream. `host` names this receiver among the
    /// consumers (with its process id and a random part).
    pub async fn connect(
        url: &str,
        routes: &[String],
        visibility: Duration,
        host: &str,
    ) -> Result<Self> {
        // A password in the queue URL must never reach the terminal or a log.
        let shown = shown_url(url);
        let client = redis::Client::open(url).map_err(|error| {
            Error::usage(format!("--queue {shown} is not a Redis URL: {error}"))
                .with_hint("use redis://HOST:PORT or redis://HOST:PORT/DB")
        })?;
        let mut connection = client
            .get_multiplexed_async_connection()
            .await
            .map_err(|error| {
                Error::runtime(format!("could not connect to Redis at {shown}: {error}"))
                    .with_hint("check that Redis runs and --queue points at it")
            })?;
        for route in routes {
            let created: redis::RedisResult<()> = connection
                .xgroup_create_mkstream(stream(route), GROUP, "0")
                .await;
            if let Err(error) = created {
                // The group exists already: another receiver (or an earlier run) made it.
                if error.code() != Some("BUSYGROUP") {
                    return Err(Error::runtime(format!(
                        "could not prepare the Redis stream for route {route}: {error}"
                    )));
                }
            }
        }
        Ok(Self {
            client,
            connection,
            consumer: format!("{host}-{}-{:08x}", std::process::id(), fastrand::u32(..)),
            visibility,
        })
    }

    /// A connection of its own, for a worker's blocking reads.
    pub async fn worker_connection(&self) -> Result<MultiplexedConnection, String> {
        self.client
            .get_multiplexed_async_connection()
            .await
            .map_err(failed)
    }

    /// Add a job; Ok(false) when the route is full.
    pub async fn add(&self, entry: &Entry, capacity: usize) -> Result<bool, String> {
        let job = serde_json::to_string(entry).map_err(|error| error.to_string())?;
        let added: Option<String> = redis::cmd("EVAL")
            .arg(ADD)
            .arg(2)
            .arg(stream(&entry.route))
            .arg(retries(&entry.route))
            .arg(capacity)
            .arg(job)
            .query_async(&mut self.connection.clone())
            .await
            .map_err(failed)?;
        Ok(added.is_some())
    }

    /// The next job for `route`: one abandoned by a dead receiver, else a new one (waiting
    /// up to `block` for it).
    pub async fn take(
        &self,
        connection: &mut MultiplexedConnection,
        route: &str,
        block: Duration,
    ) -> Result<Option<Taken>, String> {
        let now = i64::try_from(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap_or_default()
                .as_millis(),
        )
        .unwrap_or(i64::MAX);
        let _: i64 = redis::cmd("EVAL")
            .arg(MOVE_DUE)
            .arg(2)
            .arg(retries(route))
            .arg(stream(route))
            .arg(now)
            .query_async(connection)
            .await
            .map_err(failed)?;
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
            .await
            .map_err(failed)?;
        if let Some(found) = claimed.claimed.into_iter().next() {
            let pending: StreamPendingCountReply = connection
                .xpending_count(stream(route), GROUP, &found.id, &found.id, 1)
                .await
                .map_err(failed)?;
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
            .await
            .map_err(failed)?;
        Ok(read
            .and_then(|reply| reply.keys.into_iter().next())
            .and_then(|key| key.ids.into_iter().next())
            .and_then(taken_of))
    }

    /// Keep a running job's entry fresh so no other receiver claims it.
    pub async fn heartbeat(&self, route: &str, receipt: &str) -> Result<(), String> {
        let _: redis::Value = redis::cmd("XCLAIM")
            .arg(stream(route))
            .arg(GROUP)
            .arg(&self.consumer)
            .arg(0)
            .arg(receipt)
            .arg("JUSTID")
            .query_async(&mut self.connection.clone())
            .await
            .map_err(failed)?;
        Ok(())
    }

    /// Done with an entry: acknowledged and removed; a retry is parked until `retry_at`
    /// (Unix ms), a dead job is kept on the dead list and a succeeded one on the done list.
    pub async fn finish(
        &self,
        taken: &Taken,
        retry_at: Option<i64>,
        dead_job: bool,
        result: String,
    ) -> Result<(), String> {
        let route = &taken.entry.route;
        let mut pipe = redis::pipe();
        pipe.atomic()
            .xack(stream(route), GROUP, &[&taken.receipt])
            .ignore()
            .xdel(stream(route), &[&taken.receipt])
            .ignore();
        let entry = Entry {
            updated_ms: super::db::now_ms(),
            last_result: Some(result),
            ..taken.entry.clone()
        };
        let job = serde_json::to_string(&entry).map_err(|error| error.to_string())?;
        if let Some(at) = retry_at {
            pipe.zadd(retries(route), &job, at).ignore();
        } else {
            let kept = if dead_job { dead(route) } else { done(route) };
            pipe.lpush(&kept, &job)
                .ignore()
                .ltrim(&kept, 0, KEPT - 1)
                .ignore();
        }
        let _: () = pipe
            .query_async(&mut self.connection.clone())
            .await
            .map_err(failed)?;
        Ok(())
    }

    /// Jobs of `routes` waiting to run (on the stream and not taken, or waiting to retry),
    /// over all receivers.
    pub async fn queued(&self, routes: &[String]) -> Result<usize, String> {
        let mut connection = self.connection.clone();
        let mut total = 0usize;
        for route in routes {
            let (length, retrying): (usize, usize) = redis::pipe()
                .xlen(stream(route))
                .zcard(retries(route))
                .query_async(&mut connection)
                .await
                .map_err(failed)?;
            let taken: StreamPendingReply = connection
                .xpending(stream(route), GROUP)
                .await
                .map_err(failed)?;
            total = total
                .saturating_add(length.saturating_sub(taken.count()))
                .saturating_add(retrying);
        }
        Ok(total)
    }
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
