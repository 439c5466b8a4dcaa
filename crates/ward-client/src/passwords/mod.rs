//! The password range API: local hashing, `/range/{prefix}` fetches and strict parsing of
//! the `SUFFIX:COUNT` bodies. Only the 5-character prefix of a hash is ever sent.

pub mod hash;
pub mod range;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use bytes::Bytes;
use url::Url;

use crate::http::{self, BoxFuture, CheckedError, Http, Pacer, Request};
use crate::{ClientError, ErrorKind, Operation, Result, Service};

pub use hash::{parse_prefix, prefix_hex, HashMode, PasswordHash, PREFIX_COUNT, PREFIX_LEN};
pub use range::{RangeStats, Strictness};

/// The service name used in messages.
pub const SERVICE: &str = "password range API";

/// A client of one range server.
#[derive(Clone)]
pub struct PasswordsClient {
    http: Http,
    base: Url,
    padding: bool,
    counters: Option<Arc<Counters>>,
}

impl std::fmt::Debug for PasswordsClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PasswordsClient")
            .field("base", &self.base.as_str())
            .field("padding", &self.padding)
            .finish_non_exhaustive()
    }
}

/// Attempts and cache hits seen by the HTTP layer, for a download's summary.
#[derive(Debug, Default)]
pub struct Counters {
    /// Requests sent, retries included.
    pub attempts: AtomicU64,
    /// Answers served from the CDN's cache.
    pub cache_hits: AtomicU64,
}

impl Pacer for Counters {
    fn before_attempt(&self) -> BoxFuture<'_, ()> {
        self.attempts.fetch_add(1, Ordering::Relaxed);
        Box::pin(async {})
    }

    fn after_response(&self, _status: reqwest::StatusCode, headers: &reqwest::header::HeaderMap) {
        let hit = headers
            .get("cf-cache-status")
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| value.eq_ignore_ascii_case("hit"));
        if hit {
            self.cache_hits.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// The answer to a download request.
#[derive(Debug)]
pub enum Fetched {
    /// The stored copy is current (304 to `If-None-Match`).
    NotModified,
    /// A new or changed range.
    Body {
        /// The range as the server sent it.
        body: Bytes,
        /// How many rows it holds.
        rows: usize,
        /// The entity tag to ask with next time.
        etag: Option<String>,
        /// The `Last-Modified` date, as sent.
        last_modified: Option<String>,
    },
}

/// A range body that passed [`range::validate`].
#[derive(Debug, Clone)]
pub struct CheckedRange {
    body: Bytes,
    stats: RangeStats,
}

impl CheckedRange {
    /// The count of `suffix` (hex, the mode's suffix length); 0 when absent or padding.
    pub fn count_of(&self, suffix: &[u8]) -> u64 {
        range::count_in(&self.body, &self.stats, suffix)
    }
}

impl PasswordsClient {
    /// `padding` asks the server to append count-0 rows so the size of the answer says less
    /// about which bucket was asked for.
    pub fn new(http: Http, base: Url, padding: bool) -> Self {
        Self {
            http,
            base,
            padding,
            counters: None,
        }
    }

    /// Count attempts and cache hits of every request made through this client.
    #[must_use]
    pub fn with_counters(mut self, counters: Arc<Counters>) -> Self {
        self.counters = Some(counters);
        self
    }

    fn get(&self, prefix: u32, mode: HashMode) -> Request {
        // Ranges are many small GETs: to a plain-HTTP mirror they go over ward's own
        // connections (http/direct.rs).
        let mut request = Request::get(SERVICE, self.range_url(prefix, mode)).direct();
        if self.padding {
            request = request.header("add-padding", "true");
        }
        if let Some(counters) = &self.counters {
            request = request.pacer(counters.clone());
        }
        request
    }

    /// One range for the offline store: never padded, verified strictly (sorted rows, no
    /// count 0, the mode's suffix length, the server's MD5 when it sends one), and asked
    /// for with `If-None-Match` when a stored copy has an ETag.
    pub async fn fetch_for_store(
        &self,
        prefix: u32,
        mode: HashMode,
        etag: Option<&str>,
    ) -> Result<Fetched> {
        let request = || {
            let request = self.get(prefix, mode);
            match etag {
                Some(etag) => request.header("if-none-match", etag),
                None => request,
            }
        };
        self.fetch_checked(prefix, request, |response| {
            if response.status.as_u16() == 304 {
                return Ok(Ok(Fetched::NotModified));
            }
            if !response.is_success() {
                return Err(range_error(prefix, response.into_error()));
            }
            let checked = range::validate(&response.body, mode, Strictness::Unpadded)
                .and_then(|stats| check_md5(&response).map(|()| stats));
            Ok(checked.map(|stats| Fetched::Body {
                rows: stats.rows,
                etag: response.header("etag").map(str::to_string),
                last_modified: response.header("last-modified").map(str::to_string),
                body: response.body,
            }))
        })
        .await
    }

    /// The URL of one range.
    pub fn range_url(&self, prefix: u32, mode: HashMode) -> Url {
        let mut url = http::join(&self.base, &format!("/range/{}", prefix_hex(prefix)));
        if mode == HashMode::Ntlm {
            url.query_pairs_mut().append_pair("mode", "ntlm");
        }
        url
    }

    /// The validated body of one range. Transport failures and 5xx are retried by the
    /// HTTP layer; a 200 whose body is not a range (a proxy page, a cut-off transfer) is
    /// fetched again too, and is an error once the retries are spent.
    pub async fn fetch(&self, prefix: u32, mode: HashMode) -> Result<Bytes> {
        self.fetch_counts(prefix, mode, &[])
            .await
            .map(|(body, _)| body)
    }

    /// Like [`PasswordsClient::fetch`], also giving the counts of `suffixes` (uppercase hex)
    /// found while validating, so each body is read once.
    pub async fn fetch_counts(
        &self,
        prefix: u32,
        mode: HashMode,
        suffixes: &[&[u8]],
    ) -> Result<(Bytes, Vec<u64>)> {
        self.fetch_successful(prefix, mode, |body| {
            range::validate_and_count(&body, mode, Strictness::Padded, suffixes)
                .map(|(_, counts)| (body, counts))
        })
        .await
    }

    /// One padded (or not, as the client was made) range for a bulk check, validated in
    /// the task that fetched it so the caller only looks suffixes up.
    pub async fn fetch_range(&self, prefix: u32, mode: HashMode) -> Result<CheckedRange> {
        self.fetch_successful(prefix, mode, |body| {
            range::validate(&body, mode, Strictness::Padded)
                .map(|stats| CheckedRange { body, stats })
        })
        .await
    }

    /// One range whose 200 body `validate` turns into a value or the reason it is unusable;
    /// any other status is the service's refusal.
    async fn fetch_successful<T>(
        &self,
        prefix: u32,
        mode: HashMode,
        validate: impl Fn(Bytes) -> std::result::Result<T, String>,
    ) -> Result<T> {
        self.fetch_checked(
            prefix,
            || self.get(prefix, mode),
            |response| {
                if !response.is_success() {
                    return Err(range_error(prefix, response.into_error()));
                }
                Ok(validate(response.body))
            },
        )
        .await
    }

    /// Send `request()` until `check` accepts the answer. `check` gives a hard error (a
    /// refused status), a value, or the reason a 200 body is unusable; unusable bodies (a
    /// proxy page, a cut-off transfer) are fetched again under the one retry policy.
    async fn fetch_checked<T>(
        &self,
        prefix: u32,
        request: impl Fn() -> Request,
        check: impl FnMut(http::Response) -> Result<std::result::Result<T, String>>,
    ) -> Result<T> {
        self.http
            .execute_checked(request(), check)
            .await
            .map_err(|error| match error {
                CheckedError::Refused(error) => error,
                CheckedError::Http(error) => range_error(prefix, error),
                CheckedError::Unusable { detail, attempts } => ClientError::new(
                    Service::Passwords,
                    Operation::Range(prefix_hex(prefix)),
                    ErrorKind::UnusableBody { detail, attempts },
                ),
            })
    }
}

/// The service's per-range MD5 (`hibp-range-md5`, base64 or hex), when it sends one.
fn check_md5(response: &http::Response) -> std::result::Result<(), String> {
    use base64::Engine as _;
    use md5::Digest as _;
    let Some(expected) = response
        .header("hibp-range-md5")
        .or_else(|| response.header("content-md5"))
    else {
        return Ok(());
    };
    let actual = md5::Md5::digest(&response.body);
    let expected = expected.trim();
    let matches = hex::decode(expected)
        .ok()
        .or_else(|| {
            base64::engine::general_purpose::STANDARD
                .decode(expected)
                .ok()
        })
        .is_some_and(|bytes| bytes.as_slice() == &actual[..]);
    if matches {
        Ok(())
    } else {
        Err(
            "the body does not match the MD5 digest the server sent (a corrupted transfer)"
                .to_string(),
        )
    }
}

fn range_error(prefix: u32, error: http::HttpError) -> ClientError {
    ClientError::new(
        Service::Passwords,
        Operation::Range(prefix_hex(prefix)),
        error,
    )
}
