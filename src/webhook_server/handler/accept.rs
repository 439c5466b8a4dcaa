//! A delivery that passed every check: run at once for a --wait route, else recorded in the
//! queue and answered 202 once it is stored.

use axum::http::{HeaderMap, StatusCode};
use bytes::Bytes;
use serde_json::{json, Map, Value};

use super::reply::{self, Reply};
use super::App;
use crate::webhook_server::delivery::Delivery;
use crate::webhook_server::dispatch::{self, Lane};
use crate::webhook_server::queue::redis::{Added, Entry, RedisQueue};
use crate::webhook_server::queue::{db, Backend, Inserted, NewJob, Store};
use crate::webhook_server::routes::Route;
use crate::webhook_server::verify::Verifier;

/// A delivery about to be stored as a job, with what the queue needs to record it.
struct Arrival<'a> {
    name: &'a str,
    job: &'a str,
    headers: &'a HeaderMap,
    body: &'a Bytes,
    delivery: &'a Delivery,
}

/// What the queue made of a delivery offered to it.
enum Recorded {
    /// Stored: a worker will run it.
    Stored,
    /// Answered without storing a new job (a duplicate, a full route, a queue out of reach).
    Answered(Reply),
    /// The queue failed to store it.
    Failed(String),
}

impl App {
    pub(super) async fn accept(
        &self,
        lane: &Lane,
        name: &str,
        headers: &HeaderMap,
        body: Bytes,
    ) -> Reply {
        // The embedded queue counts in memory; Redis counts in the script that adds the job,
        // since other receivers add to the same stream.
        if matches!(self.queue, Backend::Local(_)) && lane.admit().is_none() {
            return self.busy(lane, name);
        }
        let job = job_id();
        let scheme = lane.route.verify.verifier.as_deref().map(Verifier::scheme);
        let delivery = Delivery::of(name, scheme, headers, &body);
        if lane.route.policy.wait {
            let kept = readable_headers(headers, &lane.route);
            let reply = self
                .run_waited(lane, name, (job, &kept), &delivery, &body)
                .await;
            return reply.identity(&delivery.id);
        }
        let arrival = Arrival {
            name,
            job: &job,
            headers,
            body: &body,
            delivery: &delivery,
        };
        // The caller hears 202 only once the job is on disk; a caller that hangs up meanwhile
        // cannot cancel the write (this runs in a task of its own).
        let recorded = match &self.queue {
            Backend::Local(store) => record_local(store, lane, &arrival).await,
            Backend::Redis(queue) => self.record_redis(queue, lane, &arrival).await,
        };
        // Let go of before the worker is woken, which reads its own copy from the queue:
        // the two are never held at once.
        drop(body);
        let reply = match recorded {
            Recorded::Stored => queued(lane, name, job),
            Recorded::Answered(reply) => reply,
            Recorded::Failed(error) => Reply::unavailable(
                "not-recorded",
                format!("the job could not be recorded, so it was not accepted: {error}"),
            )
            .route(name),
        };
        reply.identity(&delivery.id)
    }

    /// A route with no room left: refused with 503, and counted so the operator hears of it.
    fn busy(&self, lane: &Lane, name: &str) -> Reply {
        lane.refused(&self.shared.notices);
        Reply::unavailable(
            "busy",
            format!(
                "route \"{name}\" is full: {} job(s) not finished yet (concurrency {} + queue {})",
                lane.capacity(),
                lane.route.policy.concurrency,
                lane.route.policy.queue
            ),
        )
        .route(name)
        .refusal("queue_full")
    }

    /// The caller waits for the result and delivers again if it fails or the server dies, so
    /// a --wait job runs at once instead of going through the stored queue.
    async fn run_waited(
        &self,
        lane: &Lane,
        name: &str,
        (job, headers): (String, &str),
        delivery: &Delivery,
        body: &Bytes,
    ) -> Reply {
        let end = dispatch::run_direct(
            lane,
            &self.shared,
            (&job, &delivery.id, headers),
            body,
            self.abort.clone(),
        )
        .await;
        lane.release();
        reply::waited(lane, name, job, &end)
    }

    /// Adds the job to the Redis stream, whose script also refuses it when the route is full
    /// or the delivery was seen before, since other receivers add to the same stream.
    async fn record_redis(
        &self,
        queue: &RedisQueue,
        lane: &Lane,
        arrival: &Arrival<'_>,
    ) -> Recorded {
        // Known to be out of reach: answered at once instead of after a reconnect.
        if let Some(problem) = self.health.problem() {
            return Recorded::Answered(
                Reply::unavailable(
                    "queue-unreachable",
                    format!("the job queue is out of reach, so the delivery was not accepted: {problem}"),
                )
                .route(arrival.name),
            );
        }
        let now = db::now_ms();
        let entry = Entry {
            id: arrival.job.to_string(),
            route: arrival.name.to_string(),
            attempts: 0,
            headers: readable_headers(arrival.headers, &lane.route),
            payload: String::from_utf8_lossy(arrival.body).into_owned(),
            created_ms: now,
            updated_ms: now,
            last_result: None,
            delivery: Some(arrival.delivery.id.clone()),
        };
        match queue
            .add(&entry, lane.capacity(), lane.route.policy.dedup_retention)
            .await
        {
            Ok(Added::New) => {
                lane.took_one();
                Recorded::Stored
            }
            Ok(Added::Duplicate(first)) => {
                Recorded::Answered(duplicate(arrival.name, arrival.delivery, first))
            }
            Ok(Added::Full) => Recorded::Answered(self.busy(lane, arrival.name)),
            Err(error) => Recorded::Failed(error),
        }
    }
}

/// Writes the job to the embedded queue; the place taken by `admit` is given back when no
/// new job came of it.
async fn record_local(store: &Store, lane: &Lane, arrival: &Arrival<'_>) -> Recorded {
    let record = NewJob {
        id: arrival.job.to_string(),
        route: arrival.name.to_string(),
        headers: readable_headers(arrival.headers, &lane.route),
        payload: arrival.body.clone(),
        delivery: Some(arrival.delivery.id.clone()),
        keep_ms: i64::try_from(lane.route.policy.dedup_retention.as_millis()).unwrap_or(i64::MAX),
    };
    match store.insert(record).await {
        Ok(Inserted::New) => Recorded::Stored,
        Ok(Inserted::Duplicate(first)) => {
            lane.release();
            Recorded::Answered(duplicate(arrival.name, arrival.delivery, first))
        }
        Err(error) => {
            lane.release();
            Recorded::Failed(error)
        }
    }
}

/// A stored job: its worker is woken and the caller hears 202 with the job's id.
fn queued(lane: &Lane, name: &str, job: String) -> Reply {
    lane.wake.notify_one();
    Reply::json(
        StatusCode::ACCEPTED,
        "accepted",
        json!({ "status": "accepted", "route": name, "job": job }),
    )
    .route(name)
    .job(job)
}

/// A delivery accepted before: the same answer as the first time, with the first job's id;
/// nothing runs again.
fn duplicate(name: &str, delivery: &Delivery, first: String) -> Reply {
    Reply::json(
        StatusCode::ACCEPTED,
        "duplicate",
        json!({ "status": "accepted", "route": name, "job": first, "duplicate": true }),
    )
    .route(name)
    .detail(format!(
        "delivery {} ({}) was accepted before as job {first}; not run again",
        delivery.id, delivery.source
    ))
    .job(first)
}

/// Request headers a command may read later (`ward webhook jobs show`): the content type,
/// the user agent and the sender's `X-*` headers, never a secret; and those a forwarding
/// route passes on (checked at start never to be a secret's).
fn readable_headers(headers: &HeaderMap, route: &Route) -> String {
    let passed = route
        .forward
        .as_ref()
        .map_or(&[][..], |forward| &forward.pass[..]);
    let mut kept = Map::new();
    for (name, value) in headers {
        let wanted = passed.contains(name);
        let name = name.as_str();
        let wanted = wanted
            || name == "content-type"
            || name == "user-agent"
            || (name.starts_with("x-") && !crate::webhook_server::verify::is_secret_header(name));
        if let (true, Ok(value)) = (wanted, value.to_str()) {
            kept.insert(name.to_string(), Value::String(value.to_string()));
        }
    }
    Value::Object(kept).to_string()
}

/// A job's id, given to the command as WARD_JOB_ID: milliseconds since the epoch then 64
/// random bits, so ids sort by arrival and never collide in practice.
fn job_id() -> String {
    format!("{:011x}{:016x}", db::now_ms(), fastrand::u64(..))
}
