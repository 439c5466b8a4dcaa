//! One attempt at a forwarded job: the stored body, unchanged, POSTed to the route's
//! destination with the chosen headers and the delivery's identity, and the answer read
//! within bounds (its size, the route's timeout, the server's shutdown).

use std::time::{Duration, SystemTime};

use axum::http::header::{CONTENT_TYPE, RETRY_AFTER};
use axum::http::{HeaderMap, HeaderName, HeaderValue};
use tokio::sync::watch;

use super::destination::{retryable, Destination};
use crate::webhook_server::routes::Route;
use crate::webhook_server::runner::JobEnd;

/// The most of an answer read: a webhook's answer is a few bytes, and a destination
/// that sends more (by mistake or on purpose) must not fill the receiver's memory.
pub(crate) const ANSWER_MAX: usize = 1024 * 1024;

/// How much of an answer the log shows.
const SHOWN: usize = 200;

/// What one attempt sends besides the route.
pub(in crate::webhook_server) struct Attempt<'a> {
    pub job: &'a str,
    /// The delivery's identity; None for a job stored before identities were kept.
    pub delivery: Option<&'a str>,
    pub attempt: u32,
    /// The delivery's headers as the queue keeps them (a JSON object).
    pub headers: &'a str,
    pub body: &'a [u8],
}

/// POST the job's body to the destination; how it ended, as a command's end is told.
pub(in crate::webhook_server) async fn send(
    route: &Route,
    destination: &Destination,
    attempt: Attempt<'_>,
    abort: &mut watch::Receiver<bool>,
) -> JobEnd {
    let client = match destination.client(route.policy.timeout, route.policy.concurrency) {
        Ok(client) => client,
        Err(error) => return JobEnd::Failed(error),
    };
    let request = client
        .post(destination.url.clone())
        .headers(headers(route, destination, &attempt))
        .body(bytes::Bytes::copy_from_slice(attempt.body));
    let exchange = async {
        let response = request.send().await?;
        let status = response.status().as_u16();
        let retry_after = retry_after(response.headers(), SystemTime::now());
        let (answer, whole) = read_bounded(response).await?;
        Ok::<_, reqwest::Error>((status, retry_after, answer, whole))
    };
    let finished = tokio::select! {
        finished = exchange => finished,
        _ = abort.wait_for(|abort| *abort) => return JobEnd::Aborted,
    };
    match finished {
        Ok((status, retry_after, answer, whole)) => {
            answered(destination, status, retry_after, &answer, whole)
        }
        Err(error) if error.is_timeout() => JobEnd::TimedOut,
        Err(error) => JobEnd::Failed(format!(
            "could not reach {}: {}",
            destination.shown(),
            chain(&error)
        )),
    }
}

/// The request's headers: those of the delivery the route passes on, those it adds, then
/// ward's own, which neither can replace.
fn headers(route: &Route, destination: &Destination, attempt: &Attempt<'_>) -> HeaderMap {
    let mut headers = HeaderMap::new();
    // Written by the receiver as a JSON object of strings; anything else passes nothing.
    let kept: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(attempt.headers).unwrap_or_default();
    for name in &destination.pass {
        let value = kept.get(name.as_str()).and_then(serde_json::Value::as_str);
        if let Some(Ok(value)) = value.map(HeaderValue::from_str) {
            headers.insert(name.clone(), value);
        }
    }
    if !headers.contains_key(CONTENT_TYPE) {
        headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
    }
    for (name, value) in &destination.add {
        headers.insert(name.clone(), value.clone());
    }
    let identity = attempt.delivery.unwrap_or(attempt.job);
    let own = [
        ("idempotency-key", identity),
        ("x-ward-delivery", identity),
        ("x-ward-job", attempt.job),
        ("x-ward-route", &route.name),
        ("x-ward-scheme", route.verify.scheme_name()),
    ];
    for (name, value) in own {
        // Identities hold no spaces or control characters (checked when they are taken),
        // so this only skips what an older queue may hold.
        if let Ok(value) = HeaderValue::from_str(value) {
            headers.insert(HeaderName::from_static(name), value);
        }
    }
    headers.insert(
        HeaderName::from_static("x-ward-attempt"),
        HeaderValue::from(attempt.attempt),
    );
    headers
}

/// Up to [`ANSWER_MAX`] bytes of the answer, and whether that was all of it. Reading
/// stops there: the connection is dropped rather than drained.
async fn read_bounded(mut response: reqwest::Response) -> reqwest::Result<(Vec<u8>, bool)> {
    let mut answer = Vec::new();
    while let Some(chunk) = response.chunk().await? {
        if answer.len() + chunk.len() > ANSWER_MAX {
            let room = ANSWER_MAX - answer.len();
            answer.extend_from_slice(&chunk[..room]);
            return Ok((answer, false));
        }
        answer.extend_from_slice(&chunk);
    }
    Ok((answer, true))
}

/// A 2xx answer read whole is success; the rest is told with the status and the start of
/// the answer, for the log and `ward webhook jobs`.
fn answered(
    destination: &Destination,
    status: u16,
    retry_after: Option<Duration>,
    answer: &[u8],
    whole: bool,
) -> JobEnd {
    if (200..300).contains(&status) && !whole {
        return JobEnd::Failed(format!(
            "{} answered HTTP {status} with more than {} MiB, which is not read; its answer must be smaller",
            destination.shown(),
            ANSWER_MAX / (1024 * 1024)
        ));
    }
    let mut detail = format!("HTTP {status}");
    if let Some(wait) = retry_after.filter(|_| retryable(status)) {
        detail.push_str(&format!(", Retry-After {} s", wait.as_secs()));
    }
    if !(200..300).contains(&status) {
        let shown = String::from_utf8_lossy(&answer[..answer.len().min(SHOWN)]);
        let shown = shown.trim();
        if !shown.is_empty() {
            let more = if answer.len() > SHOWN || !whole {
                "…"
            } else {
                ""
            };
            detail.push_str(&format!(": {shown}{more}"));
        }
    }
    JobEnd::Answered {
        status,
        retry_after: retry_after.filter(|_| retryable(status)),
        detail,
    }
}

/// `Retry-After` in seconds or as an HTTP date, as a wait from `now` (a date in the past
/// is no wait); None when absent or unreadable.
fn retry_after(headers: &HeaderMap, now: SystemTime) -> Option<Duration> {
    let value = headers.get(RETRY_AFTER)?.to_str().ok()?.trim();
    if let Ok(seconds) = value.parse::<u64>() {
        return Some(Duration::from_secs(seconds));
    }
    let when = httpdate::parse_http_date(value).ok()?;
    Some(when.duration_since(now).unwrap_or(Duration::ZERO))
}

/// An error and its causes, without the URL reqwest would add (its query may hold a
/// token).
fn chain(error: &reqwest::Error) -> String {
    let mut text = String::new();
    let mut next: Option<&dyn std::error::Error> = Some(error);
    while let Some(error) = next {
        let line = error.to_string();
        let line = match error.downcast_ref::<reqwest::Error>() {
            Some(_) if line.contains(" for url (") => line
                .split(" for url (")
                .next()
                .unwrap_or_default()
                .to_string(),
            _ => line,
        };
        if !text.contains(&line) {
            if !text.is_empty() {
                text.push_str(": ");
            }
            text.push_str(&line);
        }
        next = error.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retry_after_reads_seconds_and_dates() {
        let now = httpdate::parse_http_date("Sun, 06 Nov 1994 08:49:37 GMT").unwrap();
        let with = |value: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(RETRY_AFTER, HeaderValue::from_str(value).unwrap());
            retry_after(&headers, now)
        };
        assert_eq!(with("120"), Some(Duration::from_secs(120)));
        assert_eq!(with(" 0 "), Some(Duration::ZERO));
        assert_eq!(
            with("Sun, 06 Nov 1994 08:50:07 GMT"),
            Some(Duration::from_secs(30))
        );
        assert_eq!(with("Sun, 06 Nov 1994 08:00:00 GMT"), Some(Duration::ZERO));
        assert_eq!(with("soon"), None);
        assert_eq!(with("-5"), None);
        assert_eq!(retry_after(&HeaderMap::new(), now), None);
    }
}
