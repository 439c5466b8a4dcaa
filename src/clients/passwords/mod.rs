//! The password range API: local hashing, `/range/{prefix}` fetches and strict parsing of
//! the `SUFFIX:COUNT` bodies. Only the 5-character prefix of a hash is ever sent.

pub mod hash;
pub mod range;

use std::time::Duration;

use bytes::Bytes;
use url::Url;

use crate::error::{Error, Result};
use crate::http::{self, Http, Request};

pub use hash::{parse_prefix, prefix_hex, HashMode, PasswordHash, PREFIX_COUNT, PREFIX_LEN};
pub use range::{RangeStats, Strictness};

const SERVICE: &str = "password range API";

/// A client of one range server.
#[derive(Debug, Clone)]
pub struct PasswordsClient {
    http: Http,
    base: Url,
    padding: bool,
}

impl PasswordsClient {
    /// `padding` asks the server to append count-0 rows so the size of the answer says less
    /// about which bucket was asked for.
    pub fn new(http: Http, base: Url, padding: bool) -> Self {
        Self {
            http,
            base,
            padding,
        }
    }

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
        let retries = self.http.settings().retries;
        let mut attempt = 0;
        loop {
            let mut request = Request::get(SERVICE, self.range_url(prefix, mode));
            if self.padding {
                request = request.header("add-padding", "true");
            }
            let response = self.http.execute(request).await?;
            if !response.is_success() {
                return Err(range_status_error(response.into_error()));
            }
            match range::validate(&response.body, mode, Strictness::Padded) {
                Ok(_) => return Ok(response.body),
                Err(detail) if attempt >= retries => {
                    return Err(Error::runtime(format!(
                        "the {SERVICE} sent an unusable answer for prefix {} after {} attempts: {detail}",
                        prefix_hex(prefix),
                        attempt + 1
                    ))
                    .with_hint(
                        "a proxy or captive portal may be answering instead of the service; check the network or WARD_PASSWORDS_URL",
                    ));
                }
                Err(detail) => {
                    attempt += 1;
                    tracing::debug!(
                        "unusable range body for {}: {detail}; fetching again",
                        prefix_hex(prefix)
                    );
                    let millis = 100 * u64::from(attempt) + fastrand::u64(0..=100);
                    tokio::time::sleep(Duration::from_millis(millis)).await;
                }
            }
        }
    }
}

fn range_status_error(error: http::HttpError) -> Error {
    match error.status() {
        Some(400) => Error::from(error).with_hint(
            "the server refused the prefix; ward only sends 5 hex characters, so WARD_PASSWORDS_URL may point at the wrong service",
        ),
        _ => Error::from(error),
    }
}
