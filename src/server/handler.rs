//! One request, in a fixed order: path and method, secret (before the body is read),
//! route, body size, JSON, filters, then the command. No rejected request reaches a command.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use bytes::{Bytes, BytesMut};
use futures_util::StreamExt;
use serde_json::{json, Value};
use tokio::sync::{oneshot, watch};

use super::log::{Logger, RequestRecord};
use super::payload::Fields;
use super::runner::{JobEnd, RouteRunner, Tracker};
use super::secret::{Refusal, SecretCheck};

pub struct App {
    pub routes: HashMap<String, Arc<RouteRunner>>,
    pub secret: Option<SecretCheck>,
    pub max_body: usize,
    pub page: Bytes,
    pub tracker: Arc<Tracker>,
    pub abort: watch::Receiver<bool>,
    pub log: Logger,
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

pub async fn handle(
    State(app): State<Arc<App>>,
    ConnectInfo(remote): ConnectInfo<SocketAddr>,
    request: Request,
) -> Response {
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
        let Some(runner) = self.routes.get(&name) else {
            return Reply::error(
                StatusCode::NOT_FOUND,
                "unknown-route",
                format!("no route named \"{name}\""),
            );
        };
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
        if let Some(reason) = fields.rejected_by(&runner.route.filters) {
            let mut reply = Reply::json(
                StatusCode::OK,
                "ignored",
                json!({ "status": "ignored", "route": name, "reason": reason }),
            )
            .route(&name);
            reply.detail = Some(reason);
            return reply;
        }
        let Some(command) = runner.route.command.clone() else {
            return Reply::json(
                StatusCode::OK,
                "received",
                json!({ "status": "received", "route": name }),
            )
            .route(&name);
        };
        let Some(ticket) = runner.admit() else {
            return Reply {
                retry_after: true,
                ..Reply::error(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "busy",
                    format!(
                        "route \"{name}\" is busy: {} command(s) running and {} waiting",
                        runner.route.concurrency, runner.route.queue
                    ),
                )
                .route(&name)
            };
        };
        let job = job_id();
        let guard = self.tracker.start();
        let (done_tx, done_rx) = oneshot::channel();
        let task_runner = Arc::clone(runner);
        let task_job = job.clone();
        let abort = self.abort.clone();
        let log = self.log.clone();
        // The command runs in its own task so a caller that hangs up cannot cancel it.
        tokio::spawn(async move {
            let end = task_runner
                .run(&command, ticket, &task_job, body, &fields, abort, &log)
                .await;
            drop(guard);
            let _ = done_tx.send(end);
        });
        if !runner.route.wait {
            let mut reply = Reply::json(
                StatusCode::ACCEPTED,
                "accepted",
                json!({ "status": "accepted", "route": name, "job": job }),
            )
            .route(&name);
            reply.job = Some(job);
            return reply;
        }
        let end = done_rx
            .await
            .unwrap_or_else(|_| JobEnd::Failed("the job was lost".into()));
        let (status, outcome, body) = match &end {
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
                        "timeout_seconds": runner.route.timeout.as_secs() }),
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
        let mut stream = request.into_body().into_data_stream();
        let mut body = BytesMut::with_capacity(declared.unwrap_or(0) as usize);
        while let Some(chunk) = stream.next().await {
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
            body.extend_from_slice(&chunk);
        }
        Ok(body.freeze())
    }
}

/// A short random id for one delivery's job, given to the command as WEBHOOK_JOB_ID.
fn job_id() -> String {
    format!("{:016x}", fastrand::u64(..))
}
