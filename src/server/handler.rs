//! One request, in a fixed order: path and method, secret (before the body is read),
//! route, body size, JSON, filters, then the command. No rejected request reaches a command.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use bytes::{Bytes, BytesMut};
use futures_util::StreamExt;
use serde_json::{json, Map, Value};
use tokio::sync::{watch, Semaphore};

use super::dispatch::{Lane, Shared};
use super::log::{Logger, RequestRecord};
use super::payload::Fields;
use super::queue::redis::Entry;
use super::queue::{Backend, NewJob};
use super::runner::JobEnd;
use super::secret::{Refusal, SecretCheck};

pub struct App {
    pub lanes: HashMap<String, Arc<Lane>>,
    pub secret: Option<SecretCheck>,
    pub max_body: usize,
    pub page: Bytes,
    pub queue: Backend,
    pub shared: Arc<Shared>,
    pub abort: watch::Receiver<bool>,
    pub log: Logger,
    /// Bytes of request bodies being read at once, across all connections.
    pub body_budget: Arc<Semaphore>,
    pub body_timeout: Duration,
    /// Largest payload value passed to a command as an environment variable.
    pub env_max: usize,
}

/// What the handler decided, before it becomes a response and a log line.
struct Reply {
    status: StatusCode,
    body: ReplyBody,
    outcome: &'static str,
    route: Option<String>,
    job: Option<String>,
    detail: Option<String>,
    allow: Option<&'static str>,
    retry_after: bool,
}

enum ReplyBody {
    Json(Value),
    Html(Bytes),
    Empty,
}

impl Reply {
    fn json(status: StatusCode, outcome: &'static str, body: Value) -> Self {
        Self {
            status,
            body: ReplyBody::Json(body),
            outcome,
            route: None,
            job: None,
            detail: None,
            allow: None,
            retry_after: false,
        }
    }

    fn error(status: StatusCode, outcome: &'static str, message: String) -> Self {
        let mut reply = Self::json(status, outcome, json!({ "error": message }));
        reply.detail = Some(message);
        reply
    }

    fn route(mut self, name: &str) -> Self {
        self.route = Some(name.to_string());
        self
    }
}

pub async fn handle(app: Arc<App>, remote: SocketAddr, request: Request) -> Response {
    // Decided in a task of its own, so a caller that hangs up (say, while a --wait route
    // runs its command) still gets its request logged.
    let task = tokio::spawn(async move {
        let started = Instant::now();
        let method = request.method().clone();
        let path = request.uri().path().to_string();
        let reply = app.decide(request).await;
        app.log.request(&RequestRecord {
            remote: &remote.to_string(),
            method: method.as_str(),
            path: &path,
            status: reply.status.as_u16(),
            outcome: reply.outcome,
            route: reply.route.as_deref(),
            job: reply.job.as_deref(),
            detail: reply.detail.as_deref(),
            elapsed: started.elapsed(),
        });
        reply
    });
    match task.await {
        Ok(reply) => respond(reply),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

fn respond(reply: Reply) -> Response {
    let mut response = match reply.body {
        ReplyBody::Json(value) => (reply.status, axum::Json(value)).into_response(),
        ReplyBody::Html(page) => (
            reply.status,
            [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
            page,
        )
            .into_response(),
        ReplyBody::Empty => reply.status.into_response(),
    };
    if let Some(allow) = reply.allow {
        response
            .headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static(allow));
    }
    if reply.retry_after {
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("10"));
    }
    response
}

impl App {
    async fn decide(&self, request: Request) -> Reply {
        let path = request.uri().path();
        if path == "/" {
            return match *request.method() {
                Method::GET => Reply {
                    body: ReplyBody::Html(self.page.clone()),
                    ..Reply::json(StatusCode::OK, "page", Value::Null)
                },
                Method::HEAD => Reply {
                    body: ReplyBody::Empty,
                    ..Reply::json(StatusCode::OK, "page", Value::Null)
                },
                _ => Reply {
                    allow: Some("GET, HEAD"),
                    ..Reply::error(
                        StatusCode::METHOD_NOT_ALLOWED,
                        "wrong-method",
                        "the landing page only answers GET".into(),
                    )
                },
            };
        }
        let Some(name) = path.strip_prefix("/webhooks/") else {
            return Reply::error(
                StatusCode::NOT_FOUND,
                "not-found",
                "not found; webhooks are delivered to POST /webhooks/NAME".into(),
            );
        };
        let name = name.trim_end_matches('/').to_string();
        if request.method() != Method::POST {
            return Reply {
                allow: Some("POST"),
                ..Reply::error(
                    StatusCode::METHOD_NOT_ALLOWED,
                    "wrong-method",
                    format!("webhooks are delivered with POST, not {}", request.method()),
                )
            };
        }
        if let Some(check) = &self.secret {
            match check.check(request.headers()) {
                Ok(()) => {}
                Err(Refusal::Missing) => {
                    return Reply::error(
                        StatusCode::UNAUTHORIZED,
                        "no-secret",
                        "x-webhook-secret header not set".into(),
                    )
                }
                Err(Refusal::Wrong) => {
                    return Reply::error(
                        StatusCode::FORBIDDEN,
                        "wrong-secret",
                        "invalid webhook secret".into(),
                    )
                }
            }
        }
        let Some(lane) = self.lanes.get(&name) else {
            return Reply::error(
                StatusCode::NOT_FOUND,
                "unknown-route",
                format!("no route named \"{name}\""),
            );
        };
        let headers = request.headers().clone();
        let body = match self.read_body(request).await {
            Ok(body) => body,
            Err(reply) => return reply.route(&name),
        };
        let payload: Value = match serde_json::from_slice(&body) {
            Ok(Value::Object(object)) => Value::Object(object),
            Ok(_) => {
                return Reply::error(
                    StatusCode::BAD_REQUEST,
                    "bad-payload",
                    "the payload must be a JSON object".into(),
                )
                .route(&name)
            }
            Err(error) => {
                return Reply::error(
                    StatusCode::BAD_REQUEST,
                    "bad-payload",
                    format!("the body is not valid JSON: {error}"),
                )
                .route(&name)
            }
        };
        let fields = Fields::of(&payload);
        if let Some(reason) = fields.rejected_by(&lane.route.filters) {
            let mut reply = Reply::json(
                StatusCode::OK,
                "ignored",
                json!({ "status": "ignored", "route": name, "reason": reason }),
            )
            .route(&name);
            reply.detail = Some(reason);
            return reply;
        }
        if lane.route.command.is_none() {
            return Reply::json(
                StatusCode::OK,
                "received",
                json!({ "status": "received", "route": name }),
            )
            .route(&name);
        }
        if let Some((field, size)) = fields.oversized(self.env_max) {
            return Reply::error(
                StatusCode::PAYLOAD_TOO_LARGE,
                "field-too-large",
                format!(
                    "{field} is {size} bytes; values passed to the command's environment may be at most {} bytes",
                    self.env_max
                ),
            )
            .route(&name);
        }
        let full = || {
            Reply {
            retry_after: true,
            ..Reply::error(
                StatusCode::SERVICE_UNAVAILABLE,
                "busy",
                format!(
                    "route \"{name}\" is full: {} job(s) not finished yet (concurrency {} + queue {})",
                    lane.capacity(),
                    lane.route.concurrency,
                    lane.route.queue
                ),
            )
            .route(&name)
        }
        };
        // The embedded queue counts in memory; Redis counts in the script that adds the job,
        // since other receivers add to the same stream.
        if matches!(self.queue, Backend::Local(_)) && lane.admit().is_none() {
            return full();
        }
        let job = job_id();
        if lane.route.wait {
            // The caller waits for the result and delivers again if it fails or the server
            // dies, so a --wait job runs at once instead of going through the stored queue.
            let end =
                super::dispatch::run_direct(lane, &self.shared, &job, &body, self.abort.clone())
                    .await;
            lane.release();
            return waited(lane, &name, job, &end);
        }
        // The caller hears 202 only once the job is on disk; a caller that hangs up meanwhile
        // cannot cancel the write (this runs in a task of its own).
        let recorded = match &self.queue {
            Backend::Local(store) => {
                let record = NewJob {
                    id: job.clone(),
                    route: name.clone(),
                    headers: readable_headers(&headers),
                    payload: body.to_vec(),
                };
                let recorded = store.insert(record).await;
                if recorded.is_err() {
                    lane.release();
                }
                recorded
            }
            Backend::Redis(queue) => {
                let now = super::queue::db::now_ms();
                let entry = Entry {
                    id: job.clone(),
                    route: name.clone(),
                    attempts: 0,
                    headers: readable_headers(&headers),
                    payload: String::from_utf8_lossy(&body).into_owned(),
                    created_ms: now,
                    updated_ms: now,
                    last_result: None,
                };
                match queue.add(&entry, lane.capacity()).await {
                    Ok(true) => Ok(()),
                    Ok(false) => return full(),
                    Err(error) => Err(error),
                }
            }
        };
        if let Err(error) = recorded {
            return Reply {
                retry_after: true,
                ..Reply::error(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "not-recorded",
                    format!("the job could not be recorded, so it was not accepted: {error}"),
                )
                .route(&name)
            };
        }
        lane.wake.notify_one();
        let mut reply = Reply::json(
            StatusCode::ACCEPTED,
            "accepted",
            json!({ "status": "accepted", "route": name, "job": job }),
        )
        .route(&name);
        reply.job = Some(job);
        reply
    }

    /// The whole body, or 413 as soon as it is known to be too large.
    async fn read_body(&self, request: Request) -> Result<Bytes, Reply> {
        let too_large = || {
            Reply::error(
                StatusCode::PAYLOAD_TOO_LARGE,
                "too-large",
                format!("the body is larger than {} bytes", self.max_body),
            )
        };
        let declared = request
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.parse::<u64>().ok());
        if declared.is_some_and(|length| length > self.max_body as u64) {
            return Err(too_large());
        }
        let slow = || {
            Reply::error(
                StatusCode::REQUEST_TIMEOUT,
                "slow-body",
                format!(
                    "the body did not arrive within {} s",
                    self.body_timeout.as_secs()
                ),
            )
        };
        let busy = || Reply {
            retry_after: true,
            ..Reply::error(
                StatusCode::SERVICE_UNAVAILABLE,
                "busy",
                "too many request bodies are being read at once; try again shortly".into(),
            )
        };
        let deadline = tokio::time::Instant::now() + self.body_timeout;
        let mut stream = request.into_body().into_data_stream();
        let mut body = BytesMut::new();
        // Every byte held counts against the global budget until the body is dropped, so
        // slow or unfinished bodies cannot pile up memory.
        let mut held = Vec::new();
        loop {
            let chunk = match tokio::time::timeout_at(deadline, stream.next()).await {
                Err(_) => return Err(slow()),
                Ok(None) => break,
                Ok(Some(chunk)) => chunk,
            };
            let chunk = chunk.map_err(|error| {
                Reply::error(
                    StatusCode::BAD_REQUEST,
                    "bad-body",
                    format!("could not read the body: {error}"),
                )
            })?;
            if body.len() + chunk.len() > self.max_body {
                return Err(too_large());
            }
            let size = u32::try_from(chunk.len()).unwrap_or(u32::MAX);
            if size > 0 {
                let permit = Arc::clone(&self.body_budget)
                    .try_acquire_many_owned(size)
                    .map_err(|_| busy())?;
                held.push(permit);
            }
            body.extend_from_slice(&chunk);
        }
        drop(held);
        Ok(body.freeze())
    }
}

/// The answer to a --wait delivery: the command's result.
fn waited(lane: &Lane, name: &str, job: String, end: &JobEnd) -> Reply {
    let name = name.to_string();
    let (status, outcome, body) = match end {
        JobEnd::Exited(0) => (
            StatusCode::OK,
            "completed",
            json!({ "status": "completed", "route": name, "job": job, "exit_code": 0 }),
        ),
        JobEnd::Exited(code) => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "command-failed",
            json!({ "status": "failed", "route": name, "job": job, "exit_code": code }),
        ),
        JobEnd::Killed(signal) => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "command-failed",
            json!({ "status": "failed", "route": name, "job": job, "signal": signal }),
        ),
        JobEnd::TimedOut => (
            StatusCode::GATEWAY_TIMEOUT,
            "timed-out",
            json!({ "status": "timed-out", "route": name, "job": job,
                        "timeout_seconds": lane.route.timeout.as_secs() }),
        ),
        JobEnd::Aborted => (
            StatusCode::SERVICE_UNAVAILABLE,
            "aborted",
            json!({ "status": "aborted", "route": name, "job": job }),
        ),
        JobEnd::Failed(detail) => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "command-failed",
            json!({ "status": "failed", "route": name, "job": job, "error": detail }),
        ),
    };
    let mut reply = Reply::json(status, outcome, body).route(&name);
    reply.job = Some(job);
    reply
}

/// Request headers a command may read later (`ward webhook jobs show`): the content type,
/// the user agent and the sender's `X-*` headers, never the secret.
fn readable_headers(headers: &HeaderMap) -> String {
    let mut kept = Map::new();
    for (name, value) in headers {
        let name = name.as_str();
        let wanted = name == "content-type"
            || name == "user-agent"
            || (name.starts_with("x-") && name != super::secret::HEADER);
        if let (true, Ok(value)) = (wanted, value.to_str()) {
            kept.insert(name.to_string(), Value::String(value.to_string()));
        }
    }
    Value::Object(kept).to_string()
}

/// A job's id, given to the command as WARD_JOB_ID: milliseconds since the epoch then 64
/// random bits, so ids sort by arrival and never collide in practice.
fn job_id() -> String {
    format!(
        "{:011x}{:016x}",
        super::queue::db::now_ms(),
        fastrand::u64(..)
    )
}
