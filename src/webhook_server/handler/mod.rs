//! One request, in a fixed order: path and method, route, the sender's headers (before the
//! body is read), body size, signature, JSON, filters, then the command. No rejected
//! request reaches a command.

mod accept;
mod body;
mod counted;
mod reply;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::Request;
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use serde_json::json;
use tokio::sync::{watch, Semaphore};

use super::dispatch::{Lane, Shared};
use super::health::Health;
use super::payload::Fields;
use super::queue::Backend;
use super::records::RequestRecord;
use super::reload::Table;
use super::verify::{Presented, Refusal, Scheme, Verifier};
use crate::serve::log::Logger;
use crate::services::release_events::ReleaseEvent;
use reply::{Reply, ReplyBody};

pub(super) struct App {
    /// The routes' lanes and the landing page, replaced whole when the routes are read again.
    pub lanes: Table,
    pub max_body: usize,
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
        app.counted(&path, &reply, started.elapsed());
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
            return self.landing(request.method());
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
        self.deliver(name, request).await
    }

    /// Load balancers that check the landing page also see a receiver that cannot take jobs
    /// as down.
    fn landing(&self, method: &Method) -> Reply {
        let status = match self.health.problem() {
            Some(_) => StatusCode::SERVICE_UNAVAILABLE,
            None => StatusCode::OK,
        };
        match *method {
            Method::GET => Reply::page(ReplyBody::Html(self.lanes.page())).status(status),
            Method::HEAD => Reply::page(ReplyBody::Empty).status(status),
            _ => Reply::wrong_method("GET, HEAD", "the landing page only answers GET".into()),
        }
    }

    /// A delivery to the route `name`, checked in order (method, route, verification, JSON,
    /// filters, size of the command's environment) before it reaches the command.
    async fn deliver(&self, name: String, request: Request) -> Reply {
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
        // Held until the delivery is answered, whatever a reload puts in its place.
        let lane = &*lane;
        let (headers, body, told) = match self.read_verified(lane, request).await {
            Ok(verified) => verified,
            Err(reply) => return reply.route(&name),
        };
        let fields = match Fields::parse(&body) {
            Ok(fields) => fields,
            Err(message) => {
                return Reply::error(StatusCode::BAD_REQUEST, "bad-payload", message).route(&name)
            }
        };
        if let Some(reason) = fields.rejected_by(&lane.route.filters) {
            return ignored(&name, reason);
        }
        if lane.route.verify.scheme == Scheme::NewReleases {
            let event = match ReleaseEvent::parse(&body) {
                Ok(event) => event,
                Err(message) => {
                    return Reply::error(StatusCode::BAD_REQUEST, "bad-payload", message)
                        .route(&name)
                }
            };
            if let Some(reason) = lane.route.release.rejects(&event) {
                return ignored(&name, reason);
            }
        }
        if !lane.route.runs_jobs() {
            return Reply::json(
                StatusCode::OK,
                "received",
                json!({ "status": "received", "route": name }),
            )
            .route(&name)
            .told(told);
        }
        // A destination gets the body only, not an environment of its fields.
        if lane.route.forward.is_none() {
            if let Some(reply) = self.too_large_for_env(&fields, &name) {
                return reply;
            }
        }
        self.accept(lane, &name, &headers, body).await.told(told)
    }

    /// The headers are checked before the body is read, the signature on the body's exact
    /// bytes before it is parsed: nothing unverified reaches the queue. Gives the headers,
    /// the body and which secret verified, when there is a choice or a signature to tell of.
    async fn read_verified(
        &self,
        lane: &Lane,
        request: Request,
    ) -> Result<(HeaderMap, Bytes, Option<String>), Reply> {
        let verifier = lane.route.verify.verifier.as_deref();
        let presented = match verifier.map(|check| check.present(request.headers(), unix_now())) {
            None => None,
            Some(Ok(presented)) => Some(presented),
            Some(Err(refusal)) => return Err(refused(refusal)),
        };
        let headers = request.headers().clone();
        let body = self.read_body(request).await?;
        let matched = match (verifier, presented) {
            (Some(check), Some(Presented::Signed(signed))) => match check.finish(&signed, &body) {
                Ok(matched) => Some(matched),
                Err(refusal) => return Err(refused(refusal)),
            },
            (_, Some(Presented::Done(matched))) => Some(matched),
            _ => None,
        };
        let told = matched
            .filter(|_| verifier.is_some_and(Verifier::tells))
            .map(|matched| matched.to_string());
        Ok((headers, body, told))
    }

    /// Payload values reach the command as environment variables, which systems cap in size.
    fn too_large_for_env(&self, fields: &Fields, name: &str) -> Option<Reply> {
        let (field, size) = fields.oversized(self.env_max)?;
        Some(
            Reply::error(
                StatusCode::PAYLOAD_TOO_LARGE,
                "field-too-large",
                format!(
                    "{field} is {size} bytes; values passed to the command's environment may be at most {} bytes",
                    self.env_max
                ),
            )
            .route(name),
        )
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

/// A delivery the route's filters turn away: answered 200 so the sender does not retry it.
fn ignored(name: &str, reason: String) -> Reply {
    Reply::json(
        StatusCode::OK,
        "ignored",
        json!({ "status": "ignored", "route": name, "reason": reason }),
    )
    .route(name)
    .detail(reason)
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
