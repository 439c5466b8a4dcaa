//! A delivery that passed every check: run at once for a --wait route, else recorded in the
//! queue and answered 202 once it is stored.

use axum::http::{HeaderMap, StatusCode};
use bytes::Bytes;
use serde_json::{json, Map, Value};

use super::reply::{self, Reply};
use super::App;
use crate::server::delivery::Delivery;
use crate::server::dispatch::{self, Lane};
use crate::server::queue::redis::{Added, Entry};
use crate::server::queue::{db, Backend, Inserted, NewJob};

impl App {
    pub(super) async fn accept(
        &self,
        lane: &Lane,
        name: &str,
        headers: &HeaderMap,
        body: Bytes,
    ) -> Reply {
        let full = || {
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
        };
        // The embedded queue counts in memory; Redis counts in the script that adds the job,
        // since other receivers add to the same stream.
        if matches!(self.queue, Backend::Local(_)) && lane.admit().is_none() {
            return full();
        }
        let job = job_id();
        let delivery = Delivery::of(name, headers, &body);
        if lane.route.policy.wait {
            // The caller waits for the result and delivers again if it fails or the server
            // dies, so a --wait job runs at once instead of going through the stored queue.
            let end = dispatch::run_direct(
                lane,
                &self.shared,
                (&job, &delivery.id),
                &body,
                self.abort.clone(),
            )
            .await;
            lane.release();
            return reply::waited(lane, name, job, &end);
        }
        // The caller hears 202 only once the job is on disk; a caller that hangs up meanwhile
        // cannot cancel the write (this runs in a task of its own).
        let recorded = match &self.queue {
            Backend::Local(store) => {
                let record = NewJob {
                    id: job.clone(),
                    route: name.to_string(),
                    headers: readable_headers(headers),
                    payload: body.to_vec(),
                    delivery: Some(delivery.id.clone()),
                    keep_ms: i64::try_from(lane.route.policy.dedup_retention.as_millis())
                        .unwrap_or(i64::MAX),
                };
                match store.insert(record).await {
                    Ok(Inserted::New) => Ok(()),
                    Ok(Inserted::Duplicate(first)) => {
                        lane.release();
                        return duplicate(name, &delivery, first);
                    }
                    Err(error) => {
                        lane.release();
                        Err(error)
                    }
                }
            }
            Backend::Redis(queue) => {
                // Known to be out of reach: answered at once instead of after a reconnect.
                if let Some(problem) = self.health.problem() {
                    return Reply::unavailable(
                        "queue-unreachable",
                        format!("the job queue is out of reach, so the delivery was not accepted: {problem}"),
                    )
                    .route(name);
                }
                let now = db::now_ms();
                let entry = Entry {
                    id: job.clone(),
                    route: name.to_string(),
                    attempts: 0,
                    headers: readable_headers(headers),
                    payload: String::from_utf8_lossy(&body).into_owned(),
                    created_ms: now,
                    updated_ms: now,
                    last_result: None,
                    delivery: Some(delivery.id.clone()),
                };
                match queue
                    .add(&entry, lane.capacity(), lane.route.policy.dedup_retention)
                    .await
                {
                    Ok(Added::New) => {
                        lane.took_one();
                        Ok(())
                    }
                    Ok(Added::Duplicate(first)) => return duplicate(name, &delivery, first),
                    Ok(Added::Full) => return full(),
                    Err(error) => Err(error),
                }
            }
        };
        if let Err(error) = recorded {
            return Reply::unavailable(
                "not-recorded",
                format!("the job could not be recorded, so it was not accepted: {error}"),
            )
            .route(name);
        }
        lane.wake.notify_one();
        Reply::json(
            StatusCode::ACCEPTED,
            "accepted",
            json!({ "status": "accepted", "route": name, "job": job }),
        )
        .route(name)
        .job(job)
    }
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
/// the user agent and the sender's `X-*` headers, never a secret.
fn readable_headers(headers: &HeaderMap) -> String {
    let mut kept = Map::new();
    for (name, value) in headers {
        let name = name.as_str();
        let wanted = name == "content-type"
            || name == "user-agent"
            || (name.starts_with("x-") && !crate::server::verify::is_secret_header(name));
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
