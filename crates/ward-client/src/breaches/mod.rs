//! The breach and paste API (spec 2 §4): breached accounts, breaches, data classes and
//! pastes, in API version 2 (three ways to select it) or version 3 (URL only, with a key).

mod limiter;
pub mod model;

use std::sync::Arc;

use serde::de::DeserializeOwned;
use serde_json::Value;
use url::Url;

use crate::http::{self, Http, Pacer, Request, Response};
use crate::path::Segment;
use crate::secret::Secret;
use crate::{ClientError, ErrorKind, Operation, Result, Service};

pub use limiter::{FileLimiter, DEFAULT_INTERVAL};

/// The service name used in messages.
pub const SERVICE: &str = "breach API";

/// The vendor name in the content-negotiation media type.
const VENDOR: &str = "haveibeenpwned";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
/// The breach API version a client speaks.
pub enum ApiVersion {
    /// Version 2: no key needed.
    V2,
    /// Version 3: account and paste searches need a key.
    V3,
}

impl ApiVersion {
    /// The version number as it appears in paths and headers.
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
    /// In the path: `/api/v2/...`.
    Url,
    /// In an `api-version` header.
    Header,
    /// In the `Accept` media type.
    Accept,
}

/// The query parameters of a breached-account search, always sent explicitly because
/// versions 2 and 3 have opposite defaults.
#[derive(Debug, Clone, Default)]
pub struct AccountQuery {
    /// Ask for breach names only.
    pub truncate: bool,
    /// Only breaches of this domain.
    pub domain: Option<String>,
    /// Include breaches the service has not verified.
    pub include_unverified: bool,
}

#[derive(Clone)]
/// A client of the breach and paste API.
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
        return Err(ClientError::new(
            Service::Breaches,
            Operation::Lookup("an account".to_string()),
            ErrorKind::InvalidInput(
                "an account to search for is empty; give an e-mail address or a username"
                    .to_string(),
            ),
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
    /// A client of the API at `base`, in `version` selected `via`, its requests spaced by
    /// `pacer`; without a key until [`BreachesClient::with_key`] gives one.
    pub fn new(
        http: Http,
        base: Url,
        version: ApiVersion,
        via: VersionVia,
        pacer: Arc<dyn Pacer>,
    ) -> Self {
        Self {
            http,
            base,
            version,
            via,
            key: None,
            pacer,
        }
    }

    /// The client with `key` for the searches version 3 needs one for (none: no key).
    pub fn with_key(self, key: Option<Secret>) -> Self {
        Self { key, ..self }
    }

    /// The API version this client speaks.
    pub fn version(&self) -> ApiVersion {
        self.version
    }

    fn request(&self, service: &str, parameter: Option<&Segment>) -> Request {
        let mut path = match (self.version, self.via) {
            (ApiVersion::V2, VersionVia::Header | VersionVia::Accept) => format!("/api/{service}"),
            (version, _) => format!("/api/v{}/{service}", version.number()),
        };
        if let Some(parameter) = parameter {
            path.push('/');
            path.push_str(parameter.as_str());
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
        let operation = Operation::Lookup(format!("the account \"{account}\""));
        // An e-mail address may hold `/` in its local part: sent as `%2F`, one segment.
        let segment = Segment::with_slashes(account)
            .map_err(|error| ClientError::new(Service::Breaches, operation.clone(), error))?;
        let mut request = self
            .keyed(self.request("breachedaccount", Some(&segment)))?
            .query("truncateResponse", bool_text(query.truncate))
            .query("includeUnverified", bool_text(query.include_unverified));
        if let Some(domain) = &query.domain {
            request = request.query("domain", domain);
        }
        self.optional(self.http.execute(request).await, operation)
    }

    /// Pastes holding `email`, or `None` when there are none (404).
    pub async fn paste_account(&self, email: &str) -> Result<Option<Vec<Value>>> {
        let operation = Operation::Lookup(format!("the e-mail address \"{email}\""));
        let segment = Segment::with_slashes(email)
            .map_err(|error| ClientError::new(Service::Breaches, operation.clone(), error))?;
        let request = self.keyed(self.request("pasteaccount", Some(&segment)))?;
        self.optional(self.http.execute(request).await, operation)
    }

    /// Every breach, or those of `domain`.
    pub async fn breaches(&self, domain: Option<&str>) -> Result<Vec<Value>> {
        let mut request = self.request("breaches", None);
        if let Some(domain) = domain {
            request = request.query("domain", domain);
        }
        let operation = Operation::Endpoint("the breach list".to_string());
        decode(self.http.execute(request).await, operation)
    }

    /// One breach by its Name, or `None` when there is no such breach.
    pub async fn breach(&self, name: &str) -> Result<Option<Value>> {
        let operation = Operation::Lookup(format!("the breach name \"{name}\""));
        let segment = Segment::new(name)
            .map_err(|error| ClientError::new(Service::Breaches, operation.clone(), error))?;
        let response = self
            .http
            .execute(self.request("breach", Some(&segment)))
            .await;
        self.optional(response, operation)
    }

    /// Every data class a breach can expose.
    pub async fn dataclasses(&self) -> Result<Vec<String>> {
        let operation = Operation::Endpoint("the data class list".to_string());
        decode(
            self.http.execute(self.request("dataclasses", None)).await,
            operation,
        )
    }

    /// A 404 is "none", not a failure, for searches and single breaches.
    fn optional<T: DeserializeOwned>(
        &self,
        response: std::result::Result<Response, http::HttpError>,
        operation: Operation,
    ) -> Result<Option<T>> {
        if matches!(&response, Ok(response) if response.status.as_u16() == 404) {
            return Ok(None);
        }
        decode(response, operation).map(Some)
    }
}

/// A 2xx decoded as `T`; anything else as a [`ClientError`] naming what was asked.
fn decode<T: DeserializeOwned>(
    response: std::result::Result<Response, http::HttpError>,
    operation: Operation,
) -> Result<T> {
    let fail = |error| ClientError::new(Service::Breaches, operation.clone(), error);
    let response = response.map_err(fail)?;
    if !response.is_success() {
        return Err(fail(response.into_error()));
    }
    response.json().map_err(fail)
}

fn bool_text(value: bool) -> &'static str {
    if value {
        "true"
    } else {
        "false"
    }
}

/// The error of an account or paste search in version 3 without a key.
pub fn missing_key_error() -> ClientError {
    ClientError::new(
        Service::Breaches,
        Operation::Lookup("an account".to_string()),
        ErrorKind::MissingCredentials(
            "API version 3 needs an API key for account and paste searches, and none is set"
                .to_string(),
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accounts_are_trimmed_and_empty_ones_refused() {
        assert_eq!(normalize_account("  a@b.io \t").unwrap(), "a@b.io");
        assert!(matches!(
            normalize_account(" \n").unwrap_err().kind,
            ErrorKind::InvalidInput(_)
        ));
    }

    #[test]
    fn only_email_addresses_are_paste_accounts() {
        for (account, email) in [
            ("someone@example.com", true),
            ("first.last+tag@mail.example.co.uk", true),
            ("someone", false),
            ("someone@localhost", false),
            ("@example.com", false),
            ("some one@example.com", false),
            ("someone@.com", false),
        ] {
            assert_eq!(is_email(account), email, "{account}");
        }
    }

    fn client(version: ApiVersion, via: VersionVia) -> BreachesClient {
        let http = Http::new(crate::http::HttpSettings::default(), None).unwrap();
        let dir = std::env::temp_dir();
        BreachesClient::new(
            http,
            Url::parse("http://127.0.0.1:9/").unwrap(),
            version,
            via,
            Arc::new(FileLimiter::new(&dir, DEFAULT_INTERVAL)),
        )
    }

    fn seg(value: &str) -> Segment {
        Segment::new(value).unwrap()
    }

    #[test]
    fn every_version_selection_builds_its_request() {
        let request = client(ApiVersion::V2, VersionVia::Url).request(
            "breachedaccount",
            Some(&Segment::with_slashes("a b/c@d.io").unwrap()),
        );
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
        let request =
            client(ApiVersion::V3, VersionVia::Url).request("breach", Some(&seg("Adobe")));
        assert_eq!(request.url.path(), "/api/v3/breach/Adobe");
    }

    #[test]
    fn version_3_account_searches_need_a_key() {
        let client = client(ApiVersion::V3, VersionVia::Url);
        let error = client
            .keyed(client.request("breachedaccount", Some(&seg("a@b.io"))))
            .unwrap_err();
        assert!(matches!(error.kind, ErrorKind::MissingCredentials(_)));
    }
}
