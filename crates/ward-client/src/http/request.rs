//! A request described before it is sent, and a response read whole.

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use reqwest::{Method, StatusCode};
use serde::de::DeserializeOwned;
use url::Url;

use super::body::redact_url;
use super::error::{
    describe_body, request_id, retry_after, summarize_error, HttpError, StatusError,
};
use super::Pacer;
use crate::secret::Secret;

/// A request body with its content type.
#[derive(Clone)]
pub struct Body {
    /// The bytes sent.
    pub bytes: Bytes,
    /// Their `Content-Type`.
    pub content_type: &'static str,
}

/// One request, described before it is sent so it can be sent again on retry.
#[derive(Clone)]
pub struct Request {
    /// The service's name, for messages.
    pub service: &'static str,
    /// The HTTP method.
    pub method: Method,
    /// The full URL, query included.
    pub url: Url,
    /// Headers to send.
    pub headers: HeaderMap,
    /// The body, if any.
    pub body: Option<Body>,
    /// Whether sending it twice is harmless; decides which failures are retried.
    pub idempotent: bool,
    /// Paces the attempts of this request.
    pub pacer: Option<Arc<dyn Pacer>>,
    /// Whether a bare 500 from this service is worth another try.
    pub transient_500: bool,
    /// Whether it may go over ward's own HTTP/1.1 connections when the URL is plain
    /// `http://` and the client allows it (see `http/direct.rs`).
    pub direct: bool,
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
            .field("url", &redact_url(&self.url))
            .field("headers", &self.headers.keys().collect::<Vec<_>>())
            .finish_non_exhaustive()
    }
}

impl Request {
    /// A `method` request to `url`; idempotent when the method is.
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
            transient_500: false,
            direct: false,
        }
    }

    /// Let this request go over ward's own HTTP/1.1 connections to a plain-HTTP server
    /// (for the many small GETs of a bulk check; see `http/direct.rs`).
    #[must_use]
    pub fn direct(mut self) -> Self {
        self.direct = true;
        self
    }

    /// A GET request.
    pub fn get(service: &'static str, url: Url) -> Self {
        Self::new(service, Method::GET, url)
    }

    /// A POST request (not idempotent unless said so).
    pub fn post(service: &'static str, url: Url) -> Self {
        Self::new(service, Method::POST, url)
    }

    /// A DELETE request.
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

    /// `Authorization: Bearer` with `token`.
    #[must_use]
    pub fn bearer(self, token: &Secret) -> Self {
        self.secret_header(
            "authorization",
            &Secret::new(format!("Bearer {}", token.expose())),
        )
    }

    /// `Authorization: Basic` with `user` and `password`.
    #[must_use]
    pub fn basic(self, user: &str, password: &Secret) -> Self {
        use base64::Engine as _;
        let raw = format!("{user}:{}", password.expose());
        let encoded = base64::engine::general_purpose::STANDARD.encode(raw);
        self.secret_header("authorization", &Secret::new(format!("Basic {encoded}")))
    }

    /// `value` as a JSON body; a value that does not serialise fails the request at send
    /// time rather than sending an empty body.
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

    /// `pairs` as a form body.
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

    /// Append one query parameter.
    #[must_use]
    pub fn query(mut self, name: &str, value: &str) -> Self {
        self.url.query_pairs_mut().append_pair(name, value);
        self
    }

    /// Pace every attempt with `pacer`.
    #[must_use]
    pub fn pacer(mut self, pacer: Arc<dyn Pacer>) -> Self {
        self.pacer = Some(pacer);
        self
    }

    /// Say whether sending twice is harmless (a POST that only reads, for example).
    #[must_use]
    pub fn idempotent(mut self, idempotent: bool) -> Self {
        self.idempotent = idempotent;
        self
    }

    /// Retry a bare 500 too, for services whose 500s pass (token exchanges): a CI step
    /// failing on one flaky 500 makes its user rerun the whole job.
    #[must_use]
    pub fn transient_server_errors(mut self) -> Self {
        self.transient_500 = true;
        self
    }

    /// Why the request cannot be sent, if it cannot.
    pub fn invalid(&self) -> Option<&str> {
        self.invalid.as_deref()
    }
}

/// A response with its whole body read.
#[derive(Debug, Clone)]
pub struct Response {
    /// The service's name, for messages.
    pub service: &'static str,
    /// How many times the request was sent to get this answer.
    pub attempts: u32,
    /// The status.
    pub status: StatusCode,
    /// The headers.
    pub headers: HeaderMap,
    /// The whole body.
    pub body: Bytes,
    /// The URL that answered, after redirects.
    pub url: Url,
}

impl Response {
    /// Whether the status is 2xx.
    pub fn is_success(&self) -> bool {
        self.status.is_success()
    }

    /// A header's value, when it is text.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|value| value.to_str().ok())
    }

    /// The body as JSON of type `T`; a body that does not parse (an HTML captive portal,
    /// a truncated document) is an error, never an empty result.
    pub fn json<T: DeserializeOwned>(&self) -> Result<T, HttpError> {
        serde_json::from_slice(&self.body).map_err(|error| HttpError::Decode {
            service: self.service,
            url: redact_url(&self.url),
            detail: format!(
                "{error}; {}",
                describe_body(self.content_type(), &self.body)
            ),
        })
    }

    /// The body as UTF-8 text.
    pub fn text(&self) -> Result<&str, HttpError> {
        std::str::from_utf8(&self.body).map_err(|_| HttpError::Decode {
            service: self.service,
            url: redact_url(&self.url),
            detail: "the body is not UTF-8 text".to_string(),
        })
    }

    /// The `Content-Type`, or empty.
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
        HttpError::Status(Box::new(StatusError {
            service: self.service,
            status: self.status.as_u16(),
            message: summary.message,
            details: summary.details,
            request_id: request_id(&self.headers),
            code: summary.code,
            retry_after: retry_after(&self.headers),
            attempts: self.attempts,
        }))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unserialisable_body_is_refused_at_send_time() {
        let mut map = std::collections::HashMap::new();
        map.insert(vec![1u8], 1);
        let request = Request::get("svc", Url::parse("http://127.0.0.1:9/").unwrap()).json(&map);
        assert!(request.invalid().is_some());
        assert!(request.body.is_none());
    }

    #[test]
    fn an_invalid_header_value_is_refused_at_send_time() {
        let request =
            Request::get("svc", Url::parse("http://127.0.0.1:9/").unwrap()).header("x-a", "a\nb");
        assert!(request.invalid().unwrap().contains("x-a"));
        assert!(request.headers.is_empty());
    }
}
