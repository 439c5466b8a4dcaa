//! The breach and paste API (spec 2 §4): breached accounts, breaches, data classes and
//! pastes, in API version 2 (three ways to select it) or version 3 (URL only, with a key).

mod limiter;
pub mod model;

use std::sync::Arc;

use serde::de::DeserializeOwned;
use serde_json::Value;
use url::Url;

use crate::error::{Error, Result};
use crate::http::{self, Http, Pacer, Request, Response};
use crate::secret::Secret;

pub use limiter::{FileLimiter, DEFAULT_INTERVAL};

const SERVICE: &str = "breach API";

/// The vendor name in the content-negotiation media type.
const VENDOR: &str = "haveibeenpwned";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ApiVersion {
    V2,
    V3,
}

impl ApiVersion {
    pub fn number(self) -> u8 {
        match self {
            Self::V2 => 2,
            Self::V3 => 3,
        }
    }
}

/// How the version is selected on each request (spec 2 §4). Version 3 only knows the URL.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VersionVia {
    Url,
    Header,
    Accept,
}

/// The query parameters of a breached-account search, always sent explicitly because
/// versions 2 and 3 have opposite defaults.
#[derive(Debug, Clone, Default)]
pub struct AccountQuery {
    pub truncate: bool,
    pub domain: Option<String>,
    pub include_unverified: bool,
}

#[derive(Clone)]
pub struct BreachesClient {
    http: Http,
    base: Url,
    version: ApiVersion,
    via: VersionVia,
    key: Option<Secret>,
    pacer: Arc<dyn Pacer>,
}

impl std::fmt::Debug for BreachesClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BreachesClient")
            .field("base", &self.base.as_str())
            .field("version", &self.version)
            .field("via", &self.via)
            .finish_non_exhaustive()
    }
}

/// Trim an account and reject an empty one; the service compares case-insensitively.
pub fn normalize_account(account: &str) -> Result<String> {
    let trimmed = account.trim();
    if trimmed.is_empty() {
        return Err(Error::usage(
            "an account to search for is empty; give an e-mail address or a username",
        ));
    }
    Ok(trimmed.to_string())
}

/// Pastes can only be searched by e-mail address: `local@domain.tld`.
pub fn is_email(account: &str) -> bool {
    let Some((local, domain)) = account.rsplit_once('@') else {
        return false;
    };
    let Some((host, tld)) = domain.rsplit_once('.') else {
        return false;
    };
    !local.is_empty()
        && !host.is_empty()
        && !tld.is_empty()
        && !account.chars().any(char::is_whitespace)
        && !domain.contains('@')
}

impl BreachesClient {
    pub fn new(
        http: Http,
        base: Url,
        version: ApiVersion,
        via: VersionVia,
        key: Option<Secret>,
        pacer: Arc<dyn Pacer>,
    ) -> Self {
        Self {
            http,
            base,
            version,
            via,
            key,
            pacer,
        }
    }

    pub fn version(&self) -> ApiVersion {
        self.version
    }

    fn request(&self, service: &str, parameter: Option<&str>) -> Request {
        let mut path = match (self.version, self.via) {
            (ApiVersion::V2, VersionVia::Header | VersionVia::Accept) => format!("/api/{service}"),
            (version, _) => format!("/api/v{}/{service}", version.number()),
        };
        if let Some(parameter) = parameter {
            path.push('/');
            path.push_str(&http::escape_segment(parameter));
        }
        let mut request =
            Request::get(SERVICE, http::join(&self.base, &path)).pacer(self.pacer.clone());
        request = match (self.version, self.via) {
            (ApiVersion::V2, VersionVia::Header) => request
                .header("api-version", "2")
                .header("accept", "application/json"),
            (ApiVersion::V2, VersionVia::Accept) => {
                request.header("accept", &format!("application/vnd.{VENDOR}.v2+json"))
            }
            _ => request.header("accept", "application/json"),
        };
        request
    }

    fn keyed(&self, request: Request) -> Result<Request> {
        match (self.version, &self.key) {
            (ApiVersion::V2, _) => Ok(request),
            (ApiVersion::V3, Some(key)) => Ok(request.secret_header("hibp-api-key", key)),
            (ApiVersion::V3, None) => Err(missing_key_error()),
        }
    }

    /// The breaches of `account`, or `None` when it is not in any (404).
    pub async fn breached_account(
        &self,
        account: &str,
        query: &AccountQuery,
    ) -> Result<Option<Vec<Value>>> {
        let mut request = self
            .keyed(self.request("breachedaccount", Some(account)))?
            .query("truncateResponse", bool_text(query.truncate))
            .query("includeUnverified", bool_text(query.include_unverified));
        if let Some(domain) = &query.domain {
            request = request.query("domain", domain);
        }
        let response = self.http.execute(request).await?;
        self.optional(response, &format!("the account \"{account}\""), true)
    }

    /// Pastes holding `email`, or `None` when there are none (404).
    pub async fn paste_account(&self, email: &str) -> Result<Option<Vec<Value>>> {
        let request = self.keyed(self.request("pasteaccount", Some(email)))?;
        let response = self.http.execute(request).await?;
        self.optional(response, &format!("the e-mail address \"{email}\""), true)
    }

    pub async fn breaches(&self, domain: Option<&str>) -> Result<Vec<Value>> {
        let mut request = self.request("breaches", None);
        if let Some(domain) = domain {
            request = request.query("domain", domain);
        }
        let response = self.http.execute(request).await?;
        self.decode(response, "the breach list", false)
    }

    /// One breach by its Name, or `None` when there is no such breach.
    pub async fn breach(&self, name: &str) -> Result<Option<Value>> {
        let response = self
            .http
            .execute(self.request("breach", Some(name)))
            .await?;
        self.optional(response, &format!("the breach name \"{name}\""), true)
    }

    pub async fn dataclasses(&self) -> Result<Vec<String>> {
        let response = self.http.execute(self.request("dataclasses", None)).await?;
        self.decode(response, "the data class list", false)
    }

    /// `what` names the request; `value` says whether it carries a value the user gave
    /// (an account, an address, a name), which is what a 400 is about.
    fn optional<T: DeserializeOwned>(
        &self,
        response: Response,
        what: &str,
        value: bool,
    ) -> Result<Option<T>> {
        if response.status.as_u16() == 404 {
            return Ok(None);
        }
        self.decode(response, what, value).map(Some)
    }

    fn decode<T: DeserializeOwned>(
        &self,
        response: Response,
        what: &str,
        value: bool,
    ) -> Result<T> {
        if !response.is_success() {
            return Err(status_error(
                response,
                what,
                value,
                self.http.settings().retries,
            ));
        }
        Ok(response.json()?)
    }
}

fn bool_text(value: bool) -> &'static str {
    if value {
        "true"
    } else {
        "false"
    }
}

pub fn missing_key_error() -> Error {
    Error::Auth(
        "API version 3 needs an API key for account and paste searches, and none is set"
            .to_string(),
    )
    .with_hint(
        "store one with `ward configure breach-key`, or set WARD_BREACHES_KEY (or HIBP_API_KEY)",
    )
}

/// One message per status the service documents, in words a user can act on.
fn status_error(response: Response, what: &str, value: bool, retries: u32) -> Error {
    let status = response.status.as_u16();
    let (message, _) = http::summarize_error_body(response.content_type(), &response.body);
    let said = if message.is_empty() {
        String::new()
    } else {
        format!(": {message}")
    };
    match status {
        400 if value => Error::usage(format!(
            "the breach API refused {what} as not in an acceptable format (400){said}"
        ))
        .with_hint("check the value: an e-mail address or a username, without surrounding quotes"),
        // A request without a value of the user's cannot be malformed by them: the base
        // URL names some other service.
        400 => Error::usage(format!(
            "the breach API refused the request for {what} (400){said}"
        ))
        .with_hint("check that WARD_BREACHES_URL (or breaches.url in the config) names the breach API's root, e.g. https://haveibeenpwned.com"),
        401 => Error::Auth(format!("the breach API refused the API key (401){said}")).with_hint(
            "store a valid 32-character key with `ward configure breach-key`, or set WARD_BREACHES_KEY",
        ),
        403 => {
            let ray = response
                .header("cf-ray")
                .map(|ray| format!(" (Ray ID: {ray})"))
                .unwrap_or_default();
            Error::Auth(format!("the breach API refused the request (403){said}{ray}")).with_hint(
                "the service blocks requests without a descriptive User-Agent and networks that exceed its rate limit; if this continues, contact the service with the Ray ID",
            )
        }
        429 => {
            let wait = response
                .retry_after()
                .map(|seconds| format!(", retry after {seconds} s"))
                .unwrap_or_default();
            Error::RateLimited(format!(
                "the breach API is still rate limiting after {retries} retries (429{wait})"
            ))
            .with_hint(
                "ward spaces its requests 1.6 s apart, so another client on this network may be using the API; wait and run again, or raise --retries",
            )
        }
        503 => Error::runtime(format!(
            "the breach API is unavailable (503){said}; its edge defences may be blocking this address after too many requests"
        ))
        .with_hint("wait a few minutes before trying again"),
        _ => Error::from(response.into_error()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accounts_are_trimmed_and_empty_ones_refused() {
        assert_eq!(normalize_account("  a@b.io \t").unwrap(), "a@b.io");
        assert_eq!(normalize_account(" \n").unwrap_err().exit_code(), 2);
    }

    #[test]
    fn only_email_addresses_are_paste_accounts() {
        assert!(is_email("someone@example.com"));
        assert!(is_email("first.last+tag@mail.example.co.uk"));
        assert!(!is_email("someone"));
        assert!(!is_email("someone@localhost"));
        assert!(!is_email("@example.com"));
        assert!(!is_email("some one@example.com"));
        assert!(!is_email("someone@.com"));
    }

    fn client(version: ApiVersion, via: VersionVia) -> BreachesClient {
        let http = Http::new(crate::http::HttpSettings::default(), None).unwrap();
        let dir = std::env::temp_dir();
        BreachesClient::new(
            http,
            Url::parse("http://127.0.0.1:9/").unwrap(),
            version,
            via,
            None,
            Arc::new(FileLimiter::new(&dir, DEFAULT_INTERVAL)),
        )
    }

    #[test]
    fn every_version_selection_builds_its_request() {
        let request =
            client(ApiVersion::V2, VersionVia::Url).request("breachedaccount", Some("a b/c@d.io"));
        assert_eq!(
            request.url.as_str(),
            "http://127.0.0.1:9/api/v2/breachedaccount/a%20b%2Fc%40d.io"
        );
        let request = client(ApiVersion::V2, VersionVia::Header).request("breaches", None);
        assert_eq!(request.url.path(), "/api/breaches");
        assert_eq!(request.headers["api-version"], "2");
        let request = client(ApiVersion::V2, VersionVia::Accept).request("dataclasses", None);
        assert_eq!(request.url.path(), "/api/dataclasses");
        assert_eq!(
            request.headers["accept"],
            "application/vnd.haveibeenpwned.v2+json"
        );
        let request = client(ApiVersion::V3, VersionVia::Url).request("breach", Some("Adobe"));
        assert_eq!(request.url.path(), "/api/v3/breach/Adobe");
    }

    #[test]
    fn version_3_account_searches_need_a_key() {
        let client = client(ApiVersion::V3, VersionVia::Url);
        let error = client
            .keyed(client.request("breachedaccount", Some("a@b.io")))
            .unwrap_err();
        assert_eq!(error.exit_code(), 3);
    }
}
