//! The one HTTP client every service client uses.
//!
//! It owns the user agent, timeouts, compression, the retry policy ([`RetryPolicy`]),
//! `Retry-After`, optional per-service pacing, status -> error mapping and the `-v` request
//! log. Header values are never logged, so credentials cannot leak through `-v`.

mod body;
mod direct;
mod error;
mod request;
mod retry;
mod transport;

use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, Instant};

use reqwest::header::HeaderMap;
use reqwest::StatusCode;
use url::Url;

pub use body::{body_limit, human_size, redact_in, redact_url, BODY_LIMITS, DEFAULT_BODY_LIMIT};
pub use error::{
    describe_body, retry_after, summarize_error, summarize_error_body, ErrorSummary, HttpError,
    StatusError,
};
pub use request::{Body, Request, Response};
pub use retry::{Attempt, RetryPolicy, MAX_RETRY_AFTER};
use transport::log_response;

/// The `User-Agent` of every request.
pub const USER_AGENT: &str = concat!("ward/", env!("CARGO_PKG_VERSION"));

/// A boxed future, for the object-safe [`Pacer`].
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// Per-service pacing: waits before each attempt and learns from each response.
pub trait Pacer: Send + Sync {
    /// Wait until this attempt may leave.
    fn before_attempt(&self) -> BoxFuture<'_, ()>;
    /// Learn from an answer (rate-limit headers, a 429).
    fn after_response(&self, _status: StatusCode, _headers: &HeaderMap) {}
}

/// Receives one-line notices (waits, retries) for the user's stderr.
pub type Notifier = Arc<dyn Fn(&str) + Send + Sync>;

/// Timeouts and the retry budget of the shared client.
#[derive(Debug, Clone)]
pub struct HttpSettings {
    /// The longest a whole request may take.
    pub timeout: Duration,
    /// The longest opening a connection may take.
    pub connect_timeout: Duration,
    /// Retries after the first attempt.
    pub retries: u32,
    /// Whether requests that allow it ([`Request::direct`]) go to plain-HTTP servers over
    /// ward's own connections; only when no proxy is configured, since those connections
    /// never go through one.
    pub direct: bool,
}

impl Default for HttpSettings {
    fn default() -> Self {
        Self {
            timeout: Duration::from_secs(30),
            connect_timeout: Duration::from_secs(10),
            retries: 3,
            direct: false,
        }
    }
}

/// A failure of [`Http::execute_checked`].
#[derive(Debug)]
pub enum CheckedError<E> {
    /// The transport failed.
    Http(HttpError),
    /// The check refused the answer for good.
    Refused(E),
    /// Every attempt got a body the check could not use.
    Unusable {
        /// Why the last body was refused.
        detail: String,
        /// How many times the request was sent.
        attempts: u32,
    },
}

/// The shared client. Cheap to clone.
#[derive(Clone)]
pub struct Http {
    client: reqwest::Client,
    settings: HttpSettings,
    policy: RetryPolicy,
    notifier: Option<Notifier>,
    direct: Arc<direct::Direct>,
}

impl fmt::Debug for Http {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Http")
            .field("settings", &self.settings)
            .finish_non_exhaustive()
    }
}

impl Http {
    /// A client with `settings`; `notifier` hears about waits and retries.
    pub fn new(settings: HttpSettings, notifier: Option<Notifier>) -> Result<Self, HttpError> {
        let client = reqwest::Client::builder()
            .user_agent(USER_AGENT)
            .timeout(settings.timeout)
            .connect_timeout(settings.connect_timeout.min(settings.timeout))
            .gzip(true)
            .pool_max_idle_per_host(64)
            .build()
            .map_err(|error| HttpError::Build {
                service: "ward",
                detail: error.to_string(),
            })?;
        Ok(Self {
            client,
            policy: RetryPolicy {
                retries: settings.retries,
            },
            settings,
            notifier,
            direct: Arc::default(),
        })
    }

    /// The settings this client was built with.
    pub fn settings(&self) -> &HttpSettings {
        &self.settings
    }

    fn notify(&self, message: &str) {
        if let Some(notifier) = &self.notifier {
            // A notice is a line of ward's own among a command's output: named like errors.
            notifier(&format!("ward: {message}"));
        }
    }

    /// Send with retries and return the final response, whatever its status.
    pub async fn execute(&self, request: Request) -> Result<Response, HttpError> {
        self.execute_checked(request, |response| Ok::<_, HttpError>(Ok(response)))
            .await
            .map_err(|error| match error {
                CheckedError::Http(error) | CheckedError::Refused(error) => error,
                CheckedError::Unusable { detail, .. } => HttpError::Decode {
                    service: "ward",
                    url: String::new(),
                    detail,
                },
            })
    }

    /// Send with retries until `check` takes the final response: `Ok(Ok(value))` accepts
    /// it, `Ok(Err(reason))` calls a 2xx body unusable (it is fetched again under the same
    /// policy), `Err` refuses it for good.
    pub async fn execute_checked<T, E>(
        &self,
        request: Request,
        mut check: impl FnMut(Response) -> Result<Result<T, String>, E>,
    ) -> Result<T, CheckedError<E>> {
        if let Some(detail) = request.invalid() {
            return Err(CheckedError::Http(HttpError::Build {
                service: request.service,
                detail: detail.to_string(),
            }));
        }
        let mut retry: u32 = 0;
        loop {
            if let Some(pacer) = &request.pacer {
                pacer.before_attempt().await;
            }
            let started = Instant::now();
            tracing::debug!("> {} {}", request.method, redact_url(&request.url));
            let (delay, notice) = match self.attempt(&request).await {
                Ok(mut response) => {
                    log_response(&response, started);
                    if let Some(pacer) = &request.pacer {
                        pacer.after_response(response.status, &response.headers);
                    }
                    response.attempts = retry + 1;
                    let outcome = Attempt::Status {
                        status: response.status.as_u16(),
                        retry_after: response.retry_after(),
                    };
                    let delay = self.policy.delay(
                        retry + 1,
                        outcome,
                        request.idempotent,
                        request.transient_500,
                    );
                    if delay.is_none() || response.is_success() {
                        match check(response).map_err(CheckedError::Refused)? {
                            Ok(value) => return Ok(value),
                            Err(detail) => {
                                tracing::debug!(
                                    "< unusable body from {}: {detail}",
                                    redact_url(&request.url)
                                );
                                let Some(delay) = self.policy.delay(
                                    retry + 1,
                                    Attempt::UnusableBody,
                                    true,
                                    false,
                                ) else {
                                    return Err(CheckedError::Unusable {
                                        detail,
                                        attempts: retry + 1,
                                    });
                                };
                                (delay, None)
                            }
                        }
                    } else {
                        let delay = delay.unwrap_or_default();
                        let notice =
                            format!("{} answered {}", request.service, outcome_status(outcome));
                        (delay, Some(notice))
                    }
                }
                Err(failure) => {
                    tracing::debug!("< {} failed: {}", redact_url(&request.url), failure.error);
                    if failure.fatal {
                        return Err(CheckedError::Http(failure.error));
                    }
                    let outcome = Attempt::Transport {
                        not_sent: failure.not_sent,
                    };
                    match self.policy.delay(
                        retry + 1,
                        outcome,
                        request.idempotent,
                        request.transient_500,
                    ) {
                        Some(delay) => (delay, Some(failure.error.to_string())),
                        None => return Err(CheckedError::Http(failure.error)),
                    }
                }
            };
            retry += 1;
            if let Some(notice) = notice {
                self.notify(&format!(
                    "{notice}; retrying in {} (attempt {} of {})",
                    human_duration(delay),
                    retry + 1,
                    self.policy.retries + 1
                ));
            }
            tokio::time::sleep(delay).await;
        }
    }

    /// Send with retries; any status other than 2xx becomes an error.
    pub async fn send(&self, request: Request) -> Result<Response, HttpError> {
        self.execute(request).await?.ok()
    }

    /// Send with retries and decode a 2xx JSON body.
    pub async fn send_json<T: serde::de::DeserializeOwned>(
        &self,
        request: Request,
    ) -> Result<T, HttpError> {
        self.send(request).await?.json()
    }
}

fn outcome_status(outcome: Attempt) -> u16 {
    match outcome {
        Attempt::Status { status, .. } => status,
        Attempt::Transport { .. } | Attempt::UnusableBody => 0,
    }
}

/// A wait in words: milliseconds under a second, else seconds.
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
    use reqwest::header::HeaderValue;

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
