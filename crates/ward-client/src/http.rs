//! The one HTTP client every service client uses.
//!
//! It owns the user agent, timeouts, compression, bounded retries with backoff and jitter,
//! `Retry-After`, optional per-service pacing, status -> error mapping and the `-v` request
//! log. Header values are never logged, so credentials cannot leak through `-v`.
#![allow(missing_docs)]

use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use reqwest::header::{HeaderMap, HeaderName, HeaderValue, CONTENT_TYPE};
use reqwest::{Method, StatusCode};
use serde::de::DeserializeOwned;
use url::Url;

use crate::secret::Secret;

pub const USER_AGENT: &str = concat!("ward/", env!("CARGO_PKG_VERSION"));

/// The longest `Retry-After` ward waits out by itself; a longer one is reported instead.
pub const MAX_RETRY_AFTER: Duration = Duration::from_secs(300);
const BACKOFF_BASE: Duration = Duration::from_millis(250);
const BACKOFF_CAP: Duration = Duration::from_secs(8);

pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// Per-service pacing: waits before each attempt and learns from each response.
pub trait Pacer: Send + Sync {
    fn before_attempt(&self) -> BoxFuture<'_, ()>;
    fn after_response(&self, _status: StatusCode, _headers: &HeaderMap) {}
}

/// Receives one-line notices (waits, retries) for the user's stderr.
pub type Notifier = Arc<dyn Fn(&str) + Send + Sync>;

#[derive(Debug, Clone)]
pub struct HttpSettings {
    pub timeout: Duration,
    pub connect_timeout: Duration,
    pub retries: u32,
}

impl Default for HttpSettings {
    fn default() -> Self {
        Self {
            timeout: Duration::from_secs(30),
            connect_timeout: Duration::from_secs(10),
            retries: 3,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum HttpError {
    #[error("could not reach {service} at {url}: {detail}")]
    Connect {
        service: &'static str,
        url: String,
        detail: String,
    },
    #[error("{service} did not answer within {seconds} s ({url})")]
    Timeout {
        service: &'static str,
        url: String,
        seconds: u64,
    },
    #[error("{}", status_message(.service, *.status, .message, .details, .request_id.as_deref()))]
    Status {
        service: &'static str,
        status: u16,
        message: String,
        details: Vec<String>,
        request_id: Option<String>,
        /// The machine-readable error code of the body (`invalid_grant`, `NOT_FOUND`).
        code: Option<String>,
        retry_after: Option<Duration>,
        /// How many times the request was sent.
        attempts: u32,
    },
    #[error("{service} sent a response ward could not read ({url}): {detail}")]
    Decode {
        service: &'static str,
        url: String,
        detail: String,
    },
    #[error("could not build the request to {service}: {detail}")]
    Build {
        service: &'static str,
        detail: String,
    },
}

fn status_message(
    service: &str,
    status: u16,
    message: &str,
    details: &[String],
    request_id: Option<&str>,
) -> String {
    let reason = StatusCode::from_u16(status)
        .ok()
        .and_then(|code| code.canonical_reason())
        .unwrap_or("");
    let mut text = format!("{service} answered {status} {reason}");
    if !message.is_empty() && !message.eq_ignore_ascii_case(reason) {
        text.push_str(": ");
        text.push_str(message);
    }
    if !details.is_empty() {
        text.push_str(" (");
        text.push_str(&details.join("; "));
        text.push(')');
    }
    if let Some(id) = request_id {
        text.push_str(" [request id ");
        text.push_str(id);
        text.push(']');
    }
    text
}

impl HttpError {
    pub fn status(&self) -> Option<u16> {
        match self {
            Self::Status { status, .. } => Some(*status),
            _ => None,
        }
    }

    /// How long the service asked to wait before sending again.
    pub fn retry_after(&self) -> Option<Duration> {
        match self {
            Self::Status { retry_after, .. } => *retry_after,
            _ => None,
        }
    }
}

/// A request body with its content type.
#[derive(Clone)]
pub struct Body {
    pub bytes: Bytes,
    pub content_type: &'static str,
}

/// One request, described before it is sent so it can be sent again on retry.
#[derive(Clone)]
pub struct Request {
    pub service: &'static str,
    pub method: Method,
    pub url: Url,
    pub headers: HeaderMap,
    pub body: Option<Body>,
    /// Whether sending it twice is harmless; decides which failures are retried.
    pub idempotent: bool,
    pub pacer: Option<Arc<dyn Pacer>>,
    /// Why the request cannot be sent (a header value HTTP does not allow, a body that
    /// would not serialise), reported at send time so builders stay chainable.
    invalid: Option<String>,
}

impl fmt::Debug for Request {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Header values may be credentials: only their names are shown.
        f.debug_struct("Request")
            .field("service", &self.service)
            .field("method", &self.method)
            .field("url", &self.url.as_str())
            .field("headers", &self.headers.keys().collect::<Vec<_>>())
            .finish_non_exhaustive()
    }
}

impl Request {
    pub fn new(service: &'static str, method: Method, url: Url) -> Self {
        let idempotent = matches!(
            method,
            Method::GET | Method::HEAD | Method::PUT | Method::DELETE | Method::OPTIONS
        );
        Self {
            service,
            method,
            url,
            headers: HeaderMap::new(),
            body: None,
            idempotent,
            pacer: None,
            invalid: None,
        }
    }

    pub fn get(service: &'static str, url: Url) -> Self {
        Self::new(service, Method::GET, url)
    }

    pub fn post(service: &'static str, url: Url) -> Self {
        Self::new(service, Method::POST, url)
    }

    pub fn delete(service: &'static str, url: Url) -> Self {
        Self::new(service, Method::DELETE, url)
    }

    /// Add a header. A value that is not valid HTTP is a bug in ward (or hostile input), so
    /// the request is refused at send time rather than sent without it.
    #[must_use]
    pub fn header(self, name: &'static str, value: &str) -> Self {
        self.insert_header(HeaderName::from_static(name), value, false)
    }

    /// Add a header whose value is a secret; marked sensitive so hyper never logs it.
    #[must_use]
    pub fn secret_header(self, name: &'static str, value: &Secret) -> Self {
        self.insert_header(HeaderName::from_static(name), value.expose(), true)
    }

    fn insert_header(mut self, name: HeaderName, value: &str, sensitive: bool) -> Self {
        match HeaderValue::from_str(value) {
            Ok(mut value) => {
                value.set_sensitive(sensitive);
                self.headers.insert(name, value);
            }
            Err(_) => {
                self.invalid = Some(format!(
                    "the value of header {name} holds characters HTTP does not allow"
                ));
            }
        }
        self
    }

    #[must_use]
    pub fn bearer(self, token: &Secret) -> Self {
        self.secret_header(
            "authorization",
            &Secret::new(format!("Bearer {}", token.expose())),
        )
    }

    #[must_use]
    pub fn basic(self, user: &str, password: &Secret) -> Self {
        use base64::Engine as _;
        let raw = format!("{user}:{}", password.expose());
        let encoded = base64::engine::general_purpose::STANDARD.encode(raw);
        self.secret_header("authorization", &Secret::new(format!("Basic {encoded}")))
    }

    #[must_use]
    pub fn json<T: serde::Serialize + ?Sized>(mut self, value: &T) -> Self {
        match serde_json::to_vec(value) {
            Ok(bytes) => {
                self.body = Some(Body {
                    bytes: Bytes::from(bytes),
                    content_type: "application/json",
                });
            }
            Err(error) => self.invalid = Some(format!("the JSON body: {error}")),
        }
        self
    }

    #[must_use]
    pub fn form(mut self, pairs: &[(&str, &str)]) -> Self {
        let encoded = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(pairs)
            .finish();
        self.body = Some(Body {
            bytes: Bytes::from(encoded),
            content_type: "application/x-www-form-urlencoded",
        });
        self
    }

    #[must_use]
    pub fn query(mut self, name: &str, value: &str) -> Self {
        self.url.query_pairs_mut().append_pair(name, value);
        self
    }

    #[must_use]
    pub fn pacer(mut self, pacer: Arc<dyn Pacer>) -> Self {
        self.pacer = Some(pacer);
        self
    }

    #[must_use]
    pub fn idempotent(mut self, idempotent: bool) -> Self {
        self.idempotent = idempotent;
        self
    }
}

/// A response with its whole body read.
#[derive(Debug, Clone)]
pub struct Response {
    pub service: &'static str,
    /// How many times the request was sent to get this answer.
    pub attempts: u32,
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Bytes,
    pub url: Url,
}

impl Response {
    pub fn is_success(&self) -> bool {
        self.status.is_success()
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|value| value.to_str().ok())
    }

    /// The body as JSON of type `T`; a body that does not parse (an HTML captive portal,
    /// a truncated document) is an error, never an empty result.
    pub fn json<T: DeserializeOwned>(&self) -> Result<T, HttpError> {
        serde_json::from_slice(&self.body).map_err(|error| HttpError::Decode {
            service: self.service,
            url: self.url.to_string(),
            detail: format!(
                "{error}; {}",
                describe_body(self.content_type(), &self.body)
            ),
        })
    }

    pub fn text(&self) -> Result<&str, HttpError> {
        std::str::from_utf8(&self.body).map_err(|_| HttpError::Decode {
            service: self.service,
            url: self.url.to_string(),
            detail: "the body is not UTF-8 text".to_string(),
        })
    }

    pub fn content_type(&self) -> &str {
        self.header("content-type").unwrap_or("")
    }

    /// The wait a `Retry-After` header asks for, given in seconds or as an HTTP date.
    pub fn retry_after(&self) -> Option<Duration> {
        retry_after(&self.headers)
    }

    /// This response as an error with the service's own message.
    pub fn into_error(self) -> HttpError {
        let summary = summarize_error(self.content_type(), &self.body);
        HttpError::Status {
            service: self.service,
            status: self.status.as_u16(),
            message: summary.message,
            details: summary.details,
            request_id: request_id(&self.headers),
            code: summary.code,
            retry_after: retry_after(&self.headers),
            attempts: self.attempts,
        }
    }

    /// The response if it is a success, its error otherwise.
    pub fn ok(self) -> Result<Self, HttpError> {
        if self.is_success() {
            Ok(self)
        } else {
            Err(self.into_error())
        }
    }
}

/// `Retry-After` in either of its forms (RFC 9110 §10.2.3): delay seconds or an HTTP date.
/// A date in the past means "now".
pub fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    let value = headers.get("retry-after")?.to_str().ok()?.trim();
    if let Ok(seconds) = value.parse::<u64>() {
        return Some(Duration::from_secs(seconds));
    }
    let at = httpdate::parse_http_date(value).ok()?;
    Some(
        at.duration_since(std::time::SystemTime::now())
            .unwrap_or(Duration::ZERO),
    )
}

fn request_id(headers: &HeaderMap) -> Option<String> {
    ["x-request-id", "x-amzn-requestid", "request-id", "cf-ray"]
        .iter()
        .find_map(|name| headers.get(*name)?.to_str().ok().map(str::to_string))
}

/// What an error body says, whatever its shape.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct ErrorSummary {
    pub message: String,
    pub details: Vec<String>,
    /// A machine-readable code: an OAuth `error`, a `status` or `code` string.
    pub code: Option<String>,
}

/// The service's error message and details out of an error body of any shape.
pub fn summarize_error_body(content_type: &str, body: &[u8]) -> (String, Vec<String>) {
    let summary = summarize_error(content_type, body);
    (summary.message, summary.details)
}

/// The service's error message, details and code out of an error body of any shape.
pub fn summarize_error(content_type: &str, body: &[u8]) -> ErrorSummary {
    let text = String::from_utf8_lossy(body);
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return ErrorSummary::default();
    }
    if let Ok(serde_json::Value::Object(object)) = serde_json::from_str(trimmed) {
        let (message, details) = summarize_json_error(&object);
        return ErrorSummary {
            message,
            details,
            code: json_error_code(&object),
        };
    }
    let message = if looks_like_html(content_type, trimmed) {
        describe_html(trimmed)
    } else {
        truncate(trimmed.lines().next().unwrap_or_default(), 300)
    };
    ErrorSummary {
        message,
        ..ErrorSummary::default()
    }
}

fn json_error_code(object: &serde_json::Map<String, serde_json::Value>) -> Option<String> {
    use serde_json::Value;
    let text = |value: Option<&Value>| value.and_then(Value::as_str).map(str::to_string);
    match object.get("error") {
        Some(Value::String(code)) => Some(code.clone()),
        Some(Value::Object(inner)) => text(inner.get("status")),
        _ => text(object.get("code")),
    }
}

fn summarize_json_error(
    object: &serde_json::Map<String, serde_json::Value>,
) -> (String, Vec<String>) {
    use serde_json::Value;
    let text_of = |key: &str| object.get(key).and_then(Value::as_str).map(str::to_string);
    let mut details: Vec<String> = object
        .get("errors")
        .and_then(Value::as_array)
        .map(|errors| {
            errors
                .iter()
                .map(|item| match item {
                    Value::String(text) => text.clone(),
                    Value::Object(inner) => inner
                        .get("message")
                        .and_then(Value::as_str)
                        .map_or_else(|| item.to_string(), str::to_string),
                    other => other.to_string(),
                })
                .collect()
        })
        .unwrap_or_default();
    let message = match object.get("error") {
        Some(Value::Object(inner)) => inner
            .get("message")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string(),
        Some(Value::String(code)) => {
            if let Some(description) = text_of("error_description") {
                details.insert(0, description);
            }
            code.clone()
        }
        _ => text_of("message")
            .or_else(|| text_of("detail"))
            .or_else(|| text_of("error_description"))
            .unwrap_or_default(),
    };
    (message, details)
}

fn looks_like_html(content_type: &str, text: &str) -> bool {
    content_type.contains("html") || {
        let head = text
            .get(..text.len().min(256))
            .unwrap_or(text)
            .to_ascii_lowercase();
        head.contains("<!doctype html") || head.contains("<html")
    }
}

fn describe_html(text: &str) -> String {
    let lower = text.to_ascii_lowercase();
    let title = lower.find("<title>").and_then(|start| {
        let from = start + "<title>".len();
        let end = lower[from..].find("</title>")? + from;
        Some(text[from..end].trim().to_string())
    });
    match title {
        Some(title) if !title.is_empty() => {
            format!("an HTML page titled \"{}\"", truncate(&title, 120))
        }
        _ => "an HTML page".to_string(),
    }
}

/// A short, safe description of a body for error messages.
pub fn describe_body(content_type: &str, body: &[u8]) -> String {
    let text = String::from_utf8_lossy(body);
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return "the body was empty".to_string();
    }
    if looks_like_html(content_type, trimmed) {
        return format!("the body was {}", describe_html(trimmed));
    }
    let snippet: String = trimmed
        .chars()
        .take(80)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    format!("the body starts with \"{snippet}\"")
}

fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let cut: String = text.chars().take(max).collect();
        format!("{cut}...")
    }
}

/// The shared client. Cheap to clone.
#[derive(Clone)]
pub struct Http {
    client: reqwest::Client,
    settings: HttpSettings,
    notifier: Option<Notifier>,
}

impl fmt::Debug for Http {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Http")
            .field("settings", &self.settings)
            .finish_non_exhaustive()
    }
}

impl Http {
    pub fn new(settings: HttpSettings, notifier: Option<Notifier>) -> Result<Self, HttpError> {
        let client = reqwest::Client::builder()
            .user_agent(USER_AGENT)
            .timeout(settings.timeout)
            .connect_timeout(settings.connect_timeout.min(settings.timeout))
            .gzip(true)
            .brotli(true)
            .pool_max_idle_per_host(64)
            .build()
            .map_err(|error| HttpError::Build {
                service: "ward",
                detail: error.to_string(),
            })?;
        Ok(Self {
            client,
            settings,
            notifier,
        })
    }

    pub fn settings(&self) -> &HttpSettings {
        &self.settings
    }

    fn notify(&self, message: &str) {
        if let Some(notifier) = &self.notifier {
            notifier(message);
        }
    }

    /// Send with retries and return the final response, whatever its status.
    pub async fn execute(&self, request: Request) -> Result<Response, HttpError> {
        if let Some(detail) = &request.invalid {
            return Err(HttpError::Build {
                service: request.service,
                detail: detail.clone(),
            });
        }
        let mut attempt: u32 = 0;
        loop {
            if let Some(pacer) = &request.pacer {
                pacer.before_attempt().await;
            }
            let started = Instant::now();
            tracing::debug!("> {} {}", request.method, request.url);
            match self.attempt(&request).await {
                Ok(response) => {
                    log_response(&response, started);
                    if let Some(pacer) = &request.pacer {
                        pacer.after_response(response.status, &response.headers);
                    }
                    match self.retry_delay(&request, &response, attempt) {
                        Some(delay) => {
                            attempt += 1;
                            self.notify(&format!(
                                "{} answered {}; retrying in {} (attempt {} of {})",
                                request.service,
                                response.status.as_u16(),
                                human_duration(delay),
                                attempt + 1,
                                self.settings.retries + 1
                            ));
                            tokio::time::sleep(delay).await;
                        }
                        None => {
                            return Ok(Response {
                                attempts: attempt + 1,
                                ..response
                            })
                        }
                    }
                }
                Err(failure) => {
                    tracing::debug!("< {} failed: {}", request.url, failure.error);
                    let retryable = failure.not_sent || request.idempotent;
                    if retryable && attempt < self.settings.retries {
                        attempt += 1;
                        let delay = backoff(attempt);
                        self.notify(&format!(
                            "{}; retrying in {} (attempt {} of {})",
                            failure.error,
                            human_duration(delay),
                            attempt + 1,
                            self.settings.retries + 1
                        ));
                        tokio::time::sleep(delay).await;
                    } else {
                        return Err(failure.error);
                    }
                }
            }
        }
    }

    /// Send with retries; any status other than 2xx becomes an error.
    pub async fn send(&self, request: Request) -> Result<Response, HttpError> {
        self.execute(request).await?.ok()
    }

    /// Send with retries and decode a 2xx JSON body.
    pub async fn send_json<T: DeserializeOwned>(&self, request: Request) -> Result<T, HttpError> {
        self.send(request).await?.json()
    }

    async fn attempt(&self, request: &Request) -> Result<Response, AttemptFailure> {
        let mut builder = self
            .client
            .request(request.method.clone(), request.url.clone())
            .headers(request.headers.clone());
        if let Some(body) = &request.body {
            builder = builder
                .header(CONTENT_TYPE, body.content_type)
                .body(body.bytes.clone());
        }
        let response = builder
            .send()
            .await
            .map_err(|error| self.transport_failure(request, &error))?;
        let status = response.status();
        let headers = response.headers().clone();
        let url = response.url().clone();
        let body = response
            .bytes()
            .await
            .map_err(|error| self.transport_failure(request, &error))?;
        Ok(Response {
            service: request.service,
            attempts: 1,
            status,
            headers,
            body,
            url,
        })
    }

    fn transport_failure(&self, request: &Request, error: &reqwest::Error) -> AttemptFailure {
        let url = request.url.to_string();
        let not_sent = error.is_connect();
        let error = if error.is_timeout() {
            HttpError::Timeout {
                service: request.service,
                url,
                seconds: self.settings.timeout.as_secs(),
            }
        } else {
            HttpError::Connect {
                service: request.service,
                url,
                detail: error_chain(error),
            }
        };
        AttemptFailure { error, not_sent }
    }

    /// How long to wait before sending again, or `None` to hand the response back.
    fn retry_delay(
        &self,
        request: &Request,
        response: &Response,
        attempt: u32,
    ) -> Option<Duration> {
        if attempt >= self.settings.retries {
            return None;
        }
        let status = response.status.as_u16();
        let retry_after = response.retry_after();
        let delay = match status {
            // A 429 was refused before processing, so even a POST may be sent again.
            429 => retry_after.map_or_else(|| backoff(attempt + 1), |wait| wait + jitter()),
            503 if retry_after.is_some() => retry_after.unwrap_or_default() + jitter(),
            502..=504 if request.idempotent => backoff(attempt + 1),
            _ => return None,
        };
        (delay <= MAX_RETRY_AFTER).then_some(delay)
    }
}

struct AttemptFailure {
    error: HttpError,
    /// The request never left: safe to send again even when not idempotent.
    not_sent: bool,
}

fn log_response(response: &Response, started: Instant) {
    let mut budget = String::new();
    if let (Some(remaining), Some(limit)) = (
        response.header("x-ratelimit-remaining"),
        response.header("x-ratelimit-limit"),
    ) {
        budget = format!(" rate-limit {remaining}/{limit} left");
        if let Some(reset) = response.header("x-ratelimit-reset") {
            budget.push_str(&format!(", resets in {reset} s"));
        }
    }
    tracing::debug!(
        "< {} {} ({} ms, {} bytes){budget}",
        response.status.as_u16(),
        response.url,
        started.elapsed().as_millis(),
        response.body.len()
    );
}

fn error_chain(error: &reqwest::Error) -> String {
    use std::error::Error as _;
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(inner) = source {
        let part = inner.to_string();
        if !text.contains(&part) {
            text.push_str(": ");
            text.push_str(&part);
        }
        source = inner.source();
    }
    text
}

/// Exponential backoff with full jitter: 250 ms, 500 ms, 1 s, ... capped at 8 s.
fn backoff(attempt: u32) -> Duration {
    let exponent = attempt.saturating_sub(1).min(10);
    let ceiling = BACKOFF_BASE.saturating_mul(1 << exponent).min(BACKOFF_CAP);
    let millis = u64::try_from(ceiling.as_millis()).unwrap_or(u64::MAX);
    Duration::from_millis(millis / 2 + fastrand::u64(0..=millis / 2))
}

fn jitter() -> Duration {
    Duration::from_millis(fastrand::u64(0..=100))
}

pub fn human_duration(duration: Duration) -> String {
    if duration < Duration::from_secs(1) {
        format!("{} ms", duration.as_millis())
    } else {
        format!("{:.1} s", duration.as_secs_f64())
    }
}

/// Percent-encode one path segment (a `/` inside it is encoded too).
pub fn escape_segment(segment: &str) -> String {
    const SEGMENT: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
        .remove(b'-')
        .remove(b'_')
        .remove(b'.')
        .remove(b'~');
    percent_encoding::utf8_percent_encode(segment, SEGMENT).to_string()
}

/// `base` with `path` (already escaped, starting with `/`) appended to its own path.
pub fn join(base: &Url, path: &str) -> Url {
    let mut url = base.clone();
    let joined = format!("{}{}", base.path().trim_end_matches('/'), path);
    url.set_path(&joined);
    url
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summarizes_each_error_body_shape() {
        let (message, details) = summarize_error_body(
            "application/json",
            br#"{"message":"Bad Request","code":400,"errors":["name is required"]}"#,
        );
        assert_eq!(message, "Bad Request");
        assert_eq!(details, vec!["name is required"]);

        let (message, _) = summarize_error_body(
            "application/json",
            br#"{"error":{"code":403,"message":"The caller does not have permission","status":"PERMISSION_DENIED"}}"#,
        );
        assert_eq!(message, "The caller does not have permission");

        let (message, details) = summarize_error_body(
            "application/json",
            br#"{"error":"invalid_grant","error_description":"Invalid JWT"}"#,
        );
        assert_eq!(message, "invalid_grant");
        assert_eq!(details, vec!["Invalid JWT"]);

        let (message, _) = summarize_error_body(
            "text/html",
            b"<!DOCTYPE html><html><head><title>Access denied | Cloudflare</title></head><body>...</body></html>",
        );
        assert_eq!(
            message,
            "an HTML page titled \"Access denied | Cloudflare\""
        );
    }

    #[test]
    fn escape_segment_encodes_slashes_and_spaces() {
        assert_eq!(escape_segment("v1.0/beta 2"), "v1.0%2Fbeta%202");
    }

    #[test]
    fn join_keeps_the_base_path() {
        let base = Url::parse("http://127.0.0.1:9000/prefix/").unwrap();
        assert_eq!(
            join(&base, "/v1/projects").as_str(),
            "http://127.0.0.1:9000/prefix/v1/projects"
        );
    }

    #[test]
    fn backoff_grows_and_is_capped() {
        for attempt in 1..20 {
            assert!(backoff(attempt) <= BACKOFF_CAP);
        }
        assert!(backoff(1) <= BACKOFF_BASE);
    }

    #[test]
    fn retry_after_reads_seconds_and_http_dates() {
        let mut headers = HeaderMap::new();
        headers.insert("retry-after", HeaderValue::from_static("120"));
        assert_eq!(retry_after(&headers), Some(Duration::from_secs(120)));
        let later = std::time::SystemTime::now() + Duration::from_secs(90);
        let date = httpdate::fmt_http_date(later);
        headers.insert("retry-after", HeaderValue::from_str(&date).unwrap());
        let wait = retry_after(&headers).unwrap();
        assert!(
            wait > Duration::from_secs(80) && wait <= Duration::from_secs(90),
            "{wait:?}"
        );
        headers.insert(
            "retry-after",
            HeaderValue::from_static("Wed, 21 Oct 2015 07:28:00 GMT"),
        );
        assert_eq!(retry_after(&headers), Some(Duration::ZERO));
        headers.insert("retry-after", HeaderValue::from_static("soon"));
        assert_eq!(retry_after(&headers), None);
    }

    #[test]
    fn an_unserialisable_body_is_refused_at_send_time() {
        let mut map = std::collections::HashMap::new();
        map.insert(vec![1u8], 1);
        let request = Request::get("svc", Url::parse("http://127.0.0.1:9/").unwrap()).json(&map);
        assert!(request.invalid.is_some());
        assert!(request.body.is_none());
    }

    #[test]
    fn error_codes_are_read_from_each_body_shape() {
        let oauth = summarize_error("application/json", br#"{"error":"invalid_grant"}"#);
        assert_eq!(oauth.code.as_deref(), Some("invalid_grant"));
        let google = summarize_error(
            "application/json",
            br#"{"error":{"code":403,"message":"no","status":"PERMISSION_DENIED"}}"#,
        );
        assert_eq!(google.code.as_deref(), Some("PERMISSION_DENIED"));
    }
}
