//! What the handler decided about a request, before it becomes a response and a log line.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use serde_json::{json, Value};

use crate::webhook_server::dispatch::Lane;
use crate::webhook_server::runner::JobEnd;

pub(super) struct Reply {
    pub status: StatusCode,
    pub body: ReplyBody,
    pub outcome: &'static str,
    pub route: Option<String>,
    pub job: Option<String>,
    pub detail: Option<String>,
    pub allow: Option<&'static str>,
    pub retry_after: bool,
    /// The delivery's identity, once it is known (for the status page).
    pub identity: Option<String>,
    /// A refusal's reason where the outcome alone does not tell it (for `/metrics`).
    pub refusal: Option<&'static str>,
}

pub(super) enum ReplyBody {
    Json(Value),
    Html(Bytes),
    Empty,
}

impl Reply {
    pub(super) fn json(status: StatusCode, outcome: &'static str, body: Value) -> Self {
        Self {
            status,
            body: ReplyBody::Json(body),
            outcome,
            route: None,
            job: None,
            detail: None,
            allow: None,
            retry_after: false,
            identity: None,
            refusal: None,
        }
    }

    pub(super) fn error(status: StatusCode, outcome: &'static str, message: String) -> Self {
        let mut reply = Self::json(status, outcome, json!({ "error": message }));
        reply.detail = Some(message);
        reply
    }

    /// 503 with `Retry-After`: the request may succeed if sent again shortly.
    pub(super) fn unavailable(outcome: &'static str, message: String) -> Self {
        Self {
            retry_after: true,
            ..Self::error(StatusCode::SERVICE_UNAVAILABLE, outcome, message)
        }
    }

    /// 405 with the methods `allow`ed instead.
    pub(super) fn wrong_method(allow: &'static str, message: String) -> Self {
        Self {
            allow: Some(allow),
            ..Self::error(StatusCode::METHOD_NOT_ALLOWED, "wrong-method", message)
        }
    }

    /// The landing page, or only its headers.
    pub(super) fn page(body: ReplyBody) -> Self {
        Self {
            body,
            ..Self::json(StatusCode::OK, "page", Value::Null)
        }
    }

    pub(super) fn route(mut self, name: &str) -> Self {
        self.route = Some(name.to_string());
        self
    }

    /// The same reply with another status; a 503 also gets `Retry-After`.
    pub(super) fn status(mut self, status: StatusCode) -> Self {
        self.retry_after |= status == StatusCode::SERVICE_UNAVAILABLE;
        self.status = status;
        self
    }

    /// Headers only (HEAD).
    pub(super) fn empty(mut self) -> Self {
        self.body = ReplyBody::Empty;
        self
    }

    pub(super) fn job(mut self, id: String) -> Self {
        self.job = Some(id);
        self
    }

    /// The log's detail, unless the reply has one of its own.
    pub(super) fn told(mut self, detail: Option<String>) -> Self {
        if self.detail.is_none() {
            self.detail = detail;
        }
        self
    }

    pub(super) fn identity(mut self, identity: &str) -> Self {
        self.identity = Some(identity.to_string());
        self
    }

    pub(super) fn refusal(mut self, reason: &'static str) -> Self {
        self.refusal = Some(reason);
        self
    }

    pub(super) fn detail(mut self, detail: String) -> Self {
        self.detail = Some(detail);
        self
    }

    pub(super) fn respond(self) -> Response {
        let mut response = match self.body {
            ReplyBody::Json(value) => (self.status, axum::Json(value)).into_response(),
            ReplyBody::Html(page) => (
                self.status,
                [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
                page,
            )
                .into_response(),
            ReplyBody::Empty => self.status.into_response(),
        };
        if let Some(allow) = self.allow {
            response
                .headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static(allow));
        }
        if self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("10"));
        }
        response
    }
}

/// The answer to a --wait delivery: the command's result.
pub(super) fn waited(lane: &Lane, name: &str, job: String, end: &JobEnd) -> Reply {
    let failed = |detail: Value| {
        let mut body = json!({ "status": "failed", "route": name, "job": job });
        if let (Value::Object(body), Value::Object(detail)) = (&mut body, detail) {
            body.extend(detail);
        }
        (StatusCode::INTERNAL_SERVER_ERROR, "command-failed", body)
    };
    let (status, outcome, body) = match end {
        JobEnd::Exited(0) => (
            StatusCode::OK,
            "completed",
            json!({ "status": "completed", "route": name, "job": job, "exit_code": 0 }),
        ),
        JobEnd::Exited(code) => failed(json!({ "exit_code": code })),
        JobEnd::Killed(signal) => failed(json!({ "signal": signal })),
        JobEnd::Failed(detail) => failed(json!({ "error": detail })),
        JobEnd::Answered { status, .. } if (200..300).contains(status) => (
            StatusCode::OK,
            "completed",
            json!({ "status": "completed", "route": name, "job": job, "status_code": status }),
        ),
        JobEnd::Answered { status, detail, .. } => {
            failed(json!({ "status_code": status, "error": detail }))
        }
        JobEnd::TimedOut => (
            StatusCode::GATEWAY_TIMEOUT,
            "timed-out",
            json!({ "status": "timed-out", "route": name, "job": job,
                        "timeout_seconds": lane.route.policy.timeout.as_secs() }),
        ),
        JobEnd::Aborted => (
            StatusCode::SERVICE_UNAVAILABLE,
            "aborted",
            json!({ "status": "aborted", "route": name, "job": job }),
        ),
    };
    Reply::json(status, outcome, body).route(name).job(job)
}
