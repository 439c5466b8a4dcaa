//! The cloud platform's token and policy APIs: the workflow identity-token issuer, the token
//! service (STS), IAM credentials, the OAuth2 token endpoint and the resource manager, all
//! reached through one [`CloudClient`]. The metadata server of a VM is another server with
//! its own transport settings, so it has its own [`metadata::MetadataClient`]; the CI
//! runner's identity-token issuer is named by the runner, not configured, so it has
//! [`oidc::IssuerClient`].
//!
//! Token responses are read field by field instead of through `Response::json`, whose
//! decode errors quote the start of the body: for these services that could be a token.

pub mod iam;
pub mod metadata;
pub mod oauth2;
pub mod oidc;
pub mod resource_manager;
pub mod sts;

use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::{Map, Value};
use url::Url;

use crate::http::{Http, Request, Response};
use crate::secret::Secret;
use crate::{ClientError, ErrorKind, Operation, Result, Service};

/// Where the cloud's token and policy services live.
#[derive(Debug, Clone)]
pub struct CloudUrls {
    /// The token service (STS).
    pub sts: Endpoint,
    /// IAM credentials.
    pub iam: Endpoint,
    /// The OAuth2 token endpoint's origin (the endpoint is `{oauth2}/token`).
    pub oauth2: Endpoint,
    /// The resource manager.
    pub resource_manager: Endpoint,
}

/// One service's base URL, or why the address given for it cannot be used. The reason is
/// reported by the first call that needs this service and by no other, so a bad address
/// for one service does not stop work that never calls it.
#[derive(Debug, Clone)]
pub enum Endpoint {
    /// The service's base URL.
    At(Url),
    /// Why there is no usable base URL, in words the caller chose.
    Unusable {
        /// What is wrong with the address given.
        reason: String,
        /// How to give a usable one.
        advice: Option<String>,
    },
}

impl Endpoint {
    /// The base URL, or the reason there is none as an invalid-input error (nothing is
    /// sent).
    pub fn url(&self) -> Result<&Url> {
        match self {
            Self::At(url) => Ok(url),
            Self::Unusable { reason, advice } => Err(fail(ErrorKind::UnusableAddress {
                reason: reason.clone(),
                advice: advice.clone(),
            })),
        }
    }
}

impl From<Url> for Endpoint {
    fn from(url: Url) -> Self {
        Self::At(url)
    }
}

/// A client of the cloud's token and policy services. The credentials change from call to
/// call within one sign-in (a workflow token, then a federated token, then the service
/// account's), so each call takes the bearer it is made with.
#[derive(Debug, Clone)]
pub struct CloudClient {
    http: Http,
    urls: CloudUrls,
}

impl CloudClient {
    /// A client of the services at `urls`, over `http`.
    pub fn new(http: Http, urls: CloudUrls) -> Self {
        Self { http, urls }
    }

    /// Where the services live.
    pub fn urls(&self) -> &CloudUrls {
        &self.urls
    }

    /// The HTTP layer the client sends with.
    pub fn http(&self) -> &Http {
        &self.http
    }

    /// Send a token request. A bare 500 is retried too (besides what every request
    /// retries): token exchanges are safe to repeat, and a user whose CI step fails on one
    /// flaky 500 has to rerun the whole job.
    pub async fn send(&self, request: Request) -> Result<Response> {
        send(&self.http, request).await
    }
}

pub(crate) async fn send(http: &Http, request: Request) -> Result<Response> {
    http.send(request.transient_server_errors())
        .await
        .map_err(fail)
}

/// A cloud failure: every call is a token or policy call.
pub(crate) fn fail(kind: impl Into<ErrorKind>) -> ClientError {
    ClientError::new(Service::Cloud, Operation::Token, kind)
}

/// The JSON object of a token response, without ever quoting the body in an error.
pub(crate) fn object_of(response: &Response) -> Result<Map<String, Value>> {
    match serde_json::from_slice::<Value>(&response.body) {
        Ok(Value::Object(map)) => Ok(map),
        _ => Err(fail(ErrorKind::UnexpectedAnswer(format!(
            "{} sent a response that is not a JSON object ({} bytes of {}) from {}",
            response.service,
            response.body.len(),
            if response.content_type().is_empty() {
                "unknown type"
            } else {
                response.content_type()
            },
            response.url
        )))),
    }
}

/// A required string field of a token response, as a secret when it is one.
pub(crate) fn field(map: &Map<String, Value>, name: &str, service: &str) -> Result<String> {
    match map.get(name) {
        Some(Value::String(text)) if !text.is_empty() => Ok(text.clone()),
        _ => Err(fail(ErrorKind::UnexpectedAnswer(format!(
            "the response of the {service} has no \"{name}\" field"
        )))),
    }
}

pub(crate) fn secret_field(map: &Map<String, Value>, name: &str, service: &str) -> Result<Secret> {
    field(map, name, service).map(Secret::new)
}

/// Whether `text` has the shape of a compact JWT (three base64url parts, the first two
/// non-empty); nothing is decoded or verified.
pub fn looks_like_jwt(text: &str) -> bool {
    let parts: Vec<&str> = text.split('.').collect();
    parts.len() == 3
        && !parts[0].is_empty()
        && !parts[1].is_empty()
        && parts.iter().all(|part| {
            part.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        })
}

/// Seconds since the Unix epoch.
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs())
}

/// `seconds` since the epoch as an RFC 3339 UTC timestamp (`2030-01-01T00:00:00Z`); a time
/// beyond what RFC 3339 can write is written as its last second.
pub fn rfc3339(seconds: u64) -> String {
    use time::format_description::well_known::Rfc3339;
    const LAST: i64 = 253_402_300_799; // 9999-12-31T23:59:59Z
    let seconds = i64::try_from(seconds).unwrap_or(LAST).min(LAST);
    time::OffsetDateTime::from_unix_timestamp(seconds)
        .ok()
        .and_then(|at| at.format(&Rfc3339).ok())
        .unwrap_or_else(|| "9999-12-31T23:59:59Z".to_string())
}

/// A service-account path segment: an e-mail or unique ID, kept readable (`@` is allowed
/// in a path segment) and with everything else unsafe escaped.
pub fn account_segment(account: &str) -> String {
    const SEGMENT: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
        .remove(b'-')
        .remove(b'_')
        .remove(b'.')
        .remove(b'~')
        .remove(b'@')
        .remove(b'+');
    percent_encoding::utf8_percent_encode(account, SEGMENT).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_rfc3339_timestamps() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(1_893_456_000), "2030-01-01T00:00:00Z");
        assert_eq!(rfc3339(951_782_400 + 3661), "2000-02-29T01:01:01Z");
        assert_eq!(rfc3339(u64::MAX), "9999-12-31T23:59:59Z");
    }

    #[test]
    fn jwt_shapes_are_recognised() {
        assert!(looks_like_jwt("eyJh.eyJz.sig-_"));
        assert!(looks_like_jwt("a.b."));
        assert!(!looks_like_jwt("a.b"));
        assert!(!looks_like_jwt(".b.c"));
        assert!(!looks_like_jwt("a.b.c\u{1b}"));
        assert!(!looks_like_jwt("<html>.x.y"));
    }

    #[test]
    fn account_segment_keeps_emails_readable() {
        assert_eq!(
            account_segment("ci@proj.iam.gserviceaccount.com"),
            "ci@proj.iam.gserviceaccount.com"
        );
        assert_eq!(account_segment("a/b c"), "a%2Fb%20c");
    }
}
