//! How a request failed, and what an error body says.

use std::time::Duration;

use reqwest::header::HeaderMap;
use reqwest::StatusCode;

/// How a request failed: the transport, or the service's answer.
#[derive(Debug, thiserror::Error)]
pub enum HttpError {
    /// No connection could be opened at all (refused, no such host, no connection within
    /// the connect timeout): nothing at that address is answering.
    #[error("could not reach {service} at {url}: {detail}")]
    Unreachable {
        /// The service's name.
        service: &'static str,
        /// The URL asked for.
        url: String,
        /// The transport's own words, causes included.
        detail: String,
        /// No connection within the connect timeout, rather than a refusal or an unknown
        /// host: it may pass by itself, as a timeout may.
        timed_out: bool,
    },
    /// A connection was opened but broke before the answer was whole.
    #[error("could not reach {service} at {url}: {detail}")]
    Connect {
        /// The service's name.
        service: &'static str,
        /// The URL asked for.
        url: String,
        /// The transport's own words, causes included.
        detail: String,
    },
    /// No answer within the timeout.
    #[error("{service} did not answer within {seconds} s ({url})")]
    Timeout {
        /// The service's name.
        service: &'static str,
        /// The URL asked for.
        url: String,
        /// The timeout.
        seconds: u64,
    },
    /// The service answered with an error status.
    #[error("{0}")]
    Status(Box<StatusError>),
    /// A 2xx body that is not what was expected.
    #[error("{service} sent a response ward could not read ({url}): {detail}")]
    Decode {
        /// The service's name.
        service: &'static str,
        /// The URL that answered.
        url: String,
        /// What was wrong with it.
        detail: String,
    },
    /// The body passed the service's maximum; nothing of it is used.
    #[error("{service} sent a response larger than ward accepts ({url}): over {limit}")]
    TooLarge {
        /// The service's name.
        service: &'static str,
        /// The URL that answered, credentials redacted.
        url: String,
        /// The maximum, in words (`1 MiB`).
        limit: String,
    },
    /// The request could not be built (a header value HTTP does not allow).
    #[error("could not build the request to {service}: {detail}")]
    Build {
        /// The service's name.
        service: &'static str,
        /// What was wrong.
        detail: String,
    },
}

/// An error status with what the service said about it.
#[derive(Debug, Clone)]
pub struct StatusError {
    /// The service's name.
    pub service: &'static str,
    /// The HTTP status.
    pub status: u16,
    /// The service's own message, or empty.
    pub message: String,
    /// Further messages of the body (validation errors).
    pub details: Vec<String>,
    /// The request ID the service or its edge gave, for support.
    pub request_id: Option<String>,
    /// The machine-readable error code of the body (`invalid_grant`, `NOT_FOUND`).
    pub code: Option<String>,
    /// The wait `Retry-After` asked for.
    pub retry_after: Option<Duration>,
    /// How many times the request was sent.
    pub attempts: u32,
}

impl std::fmt::Display for StatusError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&status_message(
            self.service,
            self.status,
            &self.message,
            &self.details,
            self.request_id.as_deref(),
        ))
    }
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
    /// The HTTP status, when the service answered.
    pub fn status(&self) -> Option<u16> {
        match self {
            Self::Status(error) => Some(error.status),
            _ => None,
        }
    }

    /// Whether nothing at the address answered at all, as opposed to one answer that
    /// failed: a caller sending many requests can tell an outage from a bad answer.
    pub fn unreachable(&self) -> bool {
        matches!(self, Self::Unreachable { .. })
    }

    /// How long the service asked to wait before sending again.
    pub fn retry_after(&self) -> Option<Duration> {
        match self {
            Self::Status(error) => error.retry_after,
            _ => None,
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

pub(super) fn request_id(headers: &HeaderMap) -> Option<String> {
    ["x-request-id", "x-amzn-requestid", "request-id", "cf-ray"]
        .iter()
        .find_map(|name| headers.get(*name)?.to_str().ok().map(str::to_string))
}

/// What an error body says, whatever its shape.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct ErrorSummary {
    /// The main message.
    pub message: String,
    /// Further messages.
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

/// The innermost cause of a transport failure, in plain words: the outer layers only
/// repeat the URL and the library's own wrapping ("client error (Connect)").
pub(super) fn innermost_cause(error: &(dyn std::error::Error + 'static)) -> String {
    let mut innermost: &dyn std::error::Error = error;
    while let Some(inner) = innermost.source() {
        innermost = inner;
    }
    if let Some(io) = innermost.downcast_ref::<std::io::Error>() {
        if let Some(words) = io_words(io.kind()) {
            return words.to_string();
        }
    }
    without_os_code(&innermost.to_string())
}

fn io_words(kind: std::io::ErrorKind) -> Option<&'static str> {
    use std::io::ErrorKind;
    Some(match kind {
        ErrorKind::ConnectionRefused => "connection refused",
        ErrorKind::ConnectionReset => "connection reset by the server",
        ErrorKind::ConnectionAborted => "connection aborted",
        ErrorKind::NotConnected => "not connected",
        ErrorKind::AddrNotAvailable => "address not available",
        ErrorKind::TimedOut => "timed out",
        ErrorKind::UnexpectedEof => "the server closed the connection early",
        ErrorKind::BrokenPipe => "the server closed the connection",
        ErrorKind::PermissionDenied => "permission denied",
        _ => return None,
    })
}

/// `text` without the ` (os error 111)` the platform appends, which means nothing to a user
/// and differs between systems.
fn without_os_code(text: &str) -> String {
    match text.rfind(" (os error ") {
        Some(start) if text.ends_with(')') => text[..start].to_string(),
        _ => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_platform_error_code_is_dropped() {
        assert_eq!(
            without_os_code("Connection refused (os error 111)"),
            "Connection refused"
        );
        assert_eq!(without_os_code("dns error"), "dns error");
    }

    #[tokio::test]
    async fn a_refused_connection_is_one_short_cause() {
        // Bind then drop a listener: its port is free, so connecting is refused.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .unwrap()
            .port();
        let error = reqwest::Client::new()
            .get(format!("http://127.0.0.1:{port}/x"))
            .send()
            .await
            .unwrap_err();
        assert_eq!(innermost_cause(&error), "connection refused");
    }
}
