//! How the receiver's jobs look (`ward webhook jobs`): one JSON object per job, the list as
//! a table, and one job's fields with its headers and payload.

use std::time::{Duration, UNIX_EPOCH};

use serde_json::{json, Value};

use crate::output::{Cell, Table, Tone};
use crate::serve::log::timestamp;
use crate::webhook_server::queue::{Job, State};

/// A job in JSON, as `list` prints it. `delivery` is the delivery's identity
/// (WARD_DELIVERY_ID), null for a job stored before identities were kept.
pub(crate) fn summary(job: &Job) -> Value {
    json!({
        "id": job.id,
        "route": job.route,
        "delivery": job.delivery,
        "state": job.state,
        "attempts": job.attempts,
        "created": time_of(job.created_ms),
        "updated": time_of(job.updated_ms),
        "next_attempt": match job.state {
            State::Queued | State::Failed => Value::String(time_of(job.next_at_ms)),
            _ => Value::Null,
        },
        "last_result": job.last_result,
    })
}

/// Jobs as rows, newest first as given. The delivery is shown whole: it is what a sender's
/// own log names (a GitHub delivery, a `webhook-id`), to be searched for as it is.
pub(crate) fn list_table(jobs: &[Job]) -> Table {
    let mut table = Table::new([
        "ID",
        "ROUTE",
        "DELIVERY",
        "STATE",
        "ATTEMPTS",
        "CREATED",
        "LAST RESULT",
    ]);
    for job in jobs {
        table.row(vec![
            Cell::from(job.id.clone()),
            Cell::from(job.route.clone()),
            Cell::from(job.delivery.clone().unwrap_or_default()),
            state_cell(job.state),
            Cell::from(job.attempts.to_string()),
            Cell::from(time_of(job.created_ms)),
            Cell::from(job.last_result.clone().unwrap_or_default()),
        ]);
    }
    table
}

/// One job in JSON, as `show` prints it: the summary with its headers and payload.
pub(crate) fn detail(job: &Job) -> Value {
    let (headers, payload) = headers_and_payload(job);
    let mut value = summary(job);
    if let Value::Object(object) = &mut value {
        object.insert("headers".into(), headers);
        object.insert("payload".into(), payload);
    }
    value
}

/// One job's fields, as `show` prints them in a table.
pub(crate) fn detail_table(job: &Job) -> Table {
    let (headers, payload) = headers_and_payload(job);
    Table::fields([
        ("id", Cell::from(job.id.clone())),
        ("route", Cell::from(job.route.clone())),
        (
            "delivery",
            Cell::from(job.delivery.clone().unwrap_or_default()),
        ),
        ("state", state_cell(job.state)),
        ("attempts", Cell::from(job.attempts.to_string())),
        ("created", Cell::from(time_of(job.created_ms))),
        ("updated", Cell::from(time_of(job.updated_ms))),
        ("next attempt", Cell::from(next_of(job))),
        (
            "last result",
            Cell::from(job.last_result.clone().unwrap_or_default()),
        ),
        ("headers", Cell::from(headers.to_string())),
        ("payload", Cell::from(payload.to_string())),
    ])
}

/// The stored headers as JSON, and the payload as JSON (as text when it is not JSON).
fn headers_and_payload(job: &Job) -> (Value, Value) {
    let payload: Value = serde_json::from_slice(&job.payload)
        .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&job.payload).into()));
    let headers: Value = serde_json::from_str(&job.headers).unwrap_or(Value::Null);
    (headers, payload)
}

fn state_cell(state: State) -> Cell {
    let tone = match state {
        State::Succeeded => Tone::Good,
        State::Failed | State::Dead => Tone::Bad,
        State::Queued | State::Running => Tone::Plain,
    };
    Cell::new(state.as_str(), tone)
}

/// Unix milliseconds as the RFC 3339 time every command prints.
pub(crate) fn time_of(ms: i64) -> String {
    let ms = u64::try_from(ms).unwrap_or(0);
    timestamp(UNIX_EPOCH + Duration::from_millis(ms))
}

fn next_of(job: &Job) -> String {
    match job.state {
        State::Queued | State::Failed => time_of(job.next_at_ms),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(delivery: Option<&str>) -> Job {
        Job {
            id: "0193a1b2c3d4e5f6a7b8c9d0".into(),
            route: "deploy".into(),
            state: State::Failed,
            attempts: 1,
            created_ms: 1000,
            updated_ms: 2000,
            next_at_ms: 3000,
            last_result: Some("exited exit=1".into()),
            headers: r#"{"x-github-delivery":"gh-1"}"#.into(),
            payload: b"not json".to_vec(),
            delivery: delivery.map(str::to_string),
        }
    }

    #[test]
    fn the_delivery_is_in_every_form_and_null_when_unknown() {
        let known = job(Some("gh-1"));
        assert_eq!(summary(&known)["delivery"], "gh-1");
        assert_eq!(summary(&job(None))["delivery"], Value::Null);
        let shown = detail(&known);
        assert_eq!(shown["delivery"], "gh-1");
        assert_eq!(shown["payload"], "not json", "kept as text");
        assert_eq!(shown["headers"]["x-github-delivery"], "gh-1");
        assert_eq!(shown["next_attempt"], "1970-01-01T00:00:03.000Z");
    }
}
