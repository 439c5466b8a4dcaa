//! One request, in a fixed order: path and method, route, the sender's headers (before the
//! body is read), body size, signature, JSON, filters, then the command. No rejected
//! request reaches a command.

mod accept;
mod body;
mod reply;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::Request;
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use serde_json::{json, Value};
use tokio::sync::{watch, Semaphore};

use super::dispatch::{Lane, Shared};
use super::health::Health;
use super::log::{Logger, RequestRecord};
use super::payload::Fields;
use super::queue::Backend;
use super::verify::{Presented, Refusal, Verifier};
use reply::{Reply, ReplyBody};

pub(super) struct App {
    pub lanes: HashMap<String, Arc<Lane>>,
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
    pub health: Arc<Health>,
}

pub(super) async fn handle(app: Arc<App>, remote: SocketAddr, request: Request) -> Response {
    // Decided in a task of its own, so a caller that hangs up (say, while a --wait route
    // runs its command) still gets its request logged.
    let task = tokio::spawn(async move {
        let started = Instant::now();
        let method = request.method().clone();
        let path = request.uri().path().to_string();
        let reply = app.decide(request).await;
        app.log.write(&RequestRecord {
            remote,
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
        Ok(reply) => reply.respond(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

impl App {
    async fn decide(&self, request: Request) -> Reply {
        let path = request.uri().path();
        if path == "/" {
            // Load balancers that check the landing page also see a receiver that cannot
            // take jobs as down.
            let status = match self.health.problem() {
                Some(_) => StatusCode::SERVICE_UNAVAILABLE,
                None => StatusCode::OK,
            };
            return match *request.method() {
                Method::GET => Reply::page(ReplyBody::Html(self.page.clone())).status(status),
                Method::HEAD => Reply::page(ReplyBody::Empty).status(status),
                _ => Reply::wrong_method("GET, HEAD", "the landing page only answers GET".into()),
            };
        }
        if path == "/healthz" {
            return match *request.method() {
                Method::GET | Method::HEAD => self.healthz(request.method() == Method::HEAD),
                _ => Reply::wrong_method("GET, HEAD", "/healthz only answers GET".into()),
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
            return Reply::wrong_method(
                "POST",
                format!("webhooks are delivered with POST, not {}", request.method()),
            );
        }
        let Some(lane) = self.lanes.get(&name) else {
            return Reply::error(
                StatusCode::NOT_FOUND,
                "unknown-route",
                format!("no route named \"{name}\""),
            );
        };
        // The headers are checked before the body is read, the signature on the body's
        // exact bytes before it is parsed: nothing unverified reaches the queue.
        let verifier = lane.route.verify.verifier.as_deref();
        let presented = match verifier.map(|check| check.present(request.headers(), unix_now())) {
            None => None,
            Some(Ok(presented)) => Some(presented),
            Some(Err(refusal)) => return refused(refusal).route(&name),
        };
        let headers = request.headers().clone();
        let body = match self.read_body(request).await {
            Ok(body) => body,
            Err(reply) => return reply.route(&name),
        };
        let matched = match (verifier, presented) {
            (Some(check), Some(Presented::Signed(signed))) => match check.finish(&signed, &body) {
                Ok(matched) => Some(matched),
                Err(refusal) => return refused(refusal).route(&name),
            },
            (_, Some(Presented::Done(matched))) => Some(matched),
            _ => None,
        };
        // Which secret verified, when there is a choice or a signature to tell of.
        let told = matched
            .filter(|_| verifier.is_some_and(Verifier::tells))
            .map(|matched| matched.to_string());
        let bad_payload =
            |message: String| Reply::error(StatusCode::BAD_REQUEST, "bad-payload", message);
        let payload: Value = match serde_json::from_slice(&body) {
            Ok(Value::Object(object)) => Value::Object(object),
            Ok(_) => return bad_payload("the payload must be a JSON object".into()).route(&name),
            Err(error) => {
                return bad_payload(format!("the body is not valid JSON: {error}")).route(&name)
            }
        };
        let fields = Fields::of(&payload);
        if let Some(reason) = fields.rejected_by(&lane.route.filters) {
            return Reply::json(
                StatusCode::OK,
                "ignored",
                json!({ "status": "ignored", "route": name, "reason": reason }),
            )
            .route(&name)
            .detail(reason);
        }
        if lane.route.command.is_none() {
            return Reply::json(
                StatusCode::OK,
                "received",
                json!({ "status": "received", "route": name }),
            )
            .route(&name)
            .told(told);
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
        self.accept(lane, &name, &headers, body).await.told(told)
    }

    /// 200 while the queue takes jobs, else 503 with the reason and Retry-After.
    fn healthz(&self, head: bool) -> Reply {
        let reply = match self.health.problem() {
            None => Reply::json(StatusCode::OK, "healthy", json!({ "status": "ok" })),
            Some(problem) => Reply::unavailable(
                "unhealthy",
                format!("the job queue is out of reach: {problem}"),
            ),
        };
        if head {
            reply.empty()
        } else {
            reply
        }
    }
}

/// A delivery that failed its route's verification: nothing of it is kept.
fn refused(refusal: Refusal) -> Reply {
    Reply::error(refusal.status, refusal.outcome, refusal.reason)
}

/// The receiver's clock in Unix seconds, for signatures' timestamps.
fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| {
            i64::try_from(elapsed.as_secs()).unwrap_or(i64::MAX)
        })
}
