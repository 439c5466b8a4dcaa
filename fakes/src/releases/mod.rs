//! A faithful fake of the release-tracking API (spec 1): every endpoint over an in-memory
//! store, X-Key or Basic (key in either field) auth, e-mail + password Basic for the key
//! list only, pagination with `total_pages`, the hourly rate-limit budget with its headers
//! and 429 + `Retry-After`, `Content-Type: application/json` required on POST, 400 with an
//! `errors` list for bad bodies, per-request latency, injectable faults and a request log.

mod projects;
mod publish;
mod serve;
mod server;
mod store;

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::Router;
use serde_json::{json, Value};

use crate::harness::RequestLog;
pub use publish::{Delivery, Webhook};
pub use serve::{seed, ServeArgs};
pub use store::{Store, PROVIDERS};

/// How the fake behaves.
#[derive(Debug, Clone)]
pub struct Options {
    /// Projects and releases per page.
    pub page_size: usize,
    /// Units per window (GET 1, others 10); `None` sends no rate-limit headers at all.
    pub rate_limit: Option<u64>,
    /// Length of the rate-limit window (an hour on the real service).
    pub window: Duration,
    /// When set, a window ends once this many requests arrived in it (answered or
    /// refused) instead of after `window`, and a 429 says `Retry-After: 1`: tests that
    /// must run into the limit then see it however slow the machine is.
    pub window_requests: Option<u64>,
    /// Delay before each answer.
    pub latency: Duration,
    /// The account login accepted by `/v1/auth/keys`.
    pub email: String,
    pub password: String,
    /// Answer the integration lists in the real service's shape (`chats` for chat B,
    /// `rooms` for matrix) instead of the spec's (`channels`, `webhooks`).
    pub real_envelopes: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            page_size: 10,
            rate_limit: None,
            window: Duration::from_secs(3600),
            window_requests: None,
            latency: Duration::ZERO,
            email: "me@example.com".to_string(),
            password: "correct horse".to_string(),
            real_envelopes: false,
        }
    }
}

/// An answer forced on upcoming requests, for error-path tests.
#[derive(Debug, Clone)]
pub struct Fault {
    pub status: u16,
    pub body: String,
    pub content_type: &'static str,
    pub retry_after: Option<u64>,
    /// Only requests with this method (any when `None`).
    pub method: Option<&'static str>,
    /// Only requests whose path contains this.
    pub path_contains: Option<String>,
    /// Matching requests let through before the fault starts.
    pub skip: usize,
    /// How many matching requests get it.
    pub times: usize,
}

impl Fault {
    /// `status` with the service's own message body, once.
    pub fn status(status: u16) -> Self {
        let message = match status {
            401 => "Unauthorized",
            403 => "Forbidden",
            404 => "Not Found",
            429 => "Too Many Requests",
            500 => "Internal Server Error",
            503 => "Maintenance",
            _ => "Error",
        };
        Self {
            status,
            body: json!({"message": message, "code": status}).to_string(),
            content_type: "application/json",
            retry_after: None,
            method: None,
            path_contains: None,
            skip: 0,
            times: 1,
        }
    }

    /// A 200 whose body is not the document (a captive portal page).
    pub fn malformed() -> Self {
        Self {
            body: "<html><head><title>Hotel Wi-Fi login</title></head></html>".to_string(),
            content_type: "text/html",
            ..Self::status(200)
        }
    }

    #[must_use]
    pub fn times(mut self, times: usize) -> Self {
        self.times = times;
        self
    }

    #[must_use]
    pub fn retry_after(mut self, seconds: u64) -> Self {
        self.retry_after = Some(seconds);
        self
    }

    #[must_use]
    pub fn on(mut self, method: &'static str, path_contains: &str) -> Self {
        self.method = Some(method);
        self.path_contains = Some(path_contains.to_string());
        self
    }

    #[must_use]
    pub fn after(mut self, skip: usize) -> Self {
        self.skip = skip;
        self
    }
}

struct RateState {
    remaining: u64,
    window_start: Instant,
    /// Requests that arrived in this window (for `Options::window_requests`).
    arrived: u64,
}

pub(crate) struct Inner {
    options: Mutex<Options>,
    store: Mutex<Store>,
    rate: Mutex<RateState>,
    faults: Mutex<VecDeque<Fault>>,
    rejected: Mutex<u64>,
    log: RequestLog,
    /// Releases published while running, as pushed (see `publish.rs`).
    published: Mutex<Vec<Value>>,
    webhook: Mutex<Option<Webhook>>,
}

/// The fake's state, shared by the router and the test that inspects it. Cheap to clone.
#[derive(Clone)]
pub struct ReleasesFake {
    inner: Arc<Inner>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl ReleasesFake {
    pub fn new(options: Options) -> Self {
        let remaining = options.rate_limit.unwrap_or(0);
        Self {
            inner: Arc::new(Inner {
                options: Mutex::new(options),
                store: Mutex::new(Store::default()),
                rate: Mutex::new(RateState {
                    remaining,
                    window_start: Instant::now(),
                    arrived: 0,
                }),
                faults: Mutex::new(VecDeque::new()),
                rejected: Mutex::new(0),
                log: RequestLog::new(),
                published: Mutex::new(Vec::new()),
                webhook: Mutex::new(None),
            }),
        }
    }

    /// The router, wrapped in the request log.
    pub fn router(&self) -> Router {
        self.inner.log.layer(server::router(self.clone()))
    }

    pub fn log(&self) -> RequestLog {
        self.inner.log.clone()
    }

    /// An API key the fake accepts.
    pub fn add_key(&self, name: &str, secret: &str, networks: &[&str]) {
        lock(&self.inner.store).add_key(name, secret, networks);
    }

    /// Track a project directly (no request, no rate cost); `settings` holds project fields.
    pub fn add_project(&self, provider: &str, name: &str, settings: Value) -> String {
        lock(&self.inner.store).insert_project(provider, name, &settings)
    }

    /// Add a release (newest first: add the newest last), with an optional note.
    pub fn add_release(&self, project_id: &str, release: Value, note: Option<Value>) {
        lock(&self.inner.store).add_release(project_id, release, note);
    }

    pub fn add_tag(&self, name: &str) -> String {
        lock(&self.inner.store).create_tag(name)
    }

    /// Add an integration to the list of the project field `field` (e.g. `chat_a_channels`).
    pub fn add_integration(&self, field: &str, item: Value) {
        lock(&self.inner.store).add_integration(field, item);
    }

    /// Every project as the API would answer, in insertion order.
    pub fn projects(&self) -> Vec<Value> {
        lock(&self.inner.store).all_projects()
    }

    pub fn tags(&self) -> Vec<(String, String)> {
        lock(&self.inner.store).tag_pairs()
    }

    /// Force the next matching answers.
    pub fn fail(&self, fault: Fault) {
        lock(&self.inner.faults).push_back(fault);
    }

    /// How many requests were refused with 429 by the rate limit (not by injected faults).
    pub fn rate_limited(&self) -> u64 {
        *lock(&self.inner.rejected)
    }

    pub fn set_rate_limit(&self, limit: Option<u64>, window: Duration) {
        let mut options = lock(&self.inner.options);
        options.rate_limit = limit;
        options.window = window;
        let mut rate = lock(&self.inner.rate);
        rate.remaining = limit.unwrap_or(0);
        rate.window_start = Instant::now();
        rate.arrived = 0;
    }
}
