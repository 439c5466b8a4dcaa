//! The metadata server of a cloud VM (or of a serverless runtime): the attached service
//! account's access token and ID tokens, with no credentials file at all.
//!
//! Off the cloud nothing answers at its address, so the caller gives it a client with a
//! short timeout and no retries; [`Probe::Absent`] tells "no metadata server here" apart
//! from a metadata server that answered with an error.

use url::Url;

use super::{fail, object_of, secret_field};
use crate::http::{join, Http, HttpError, Request, Response};
use crate::secret::Secret;
use crate::{ErrorKind, Result};

/// The service name used in messages.
pub const SERVICE: &str = "metadata server";
/// Where it listens on every VM; an address, so no DNS lookup is paid off the cloud.
pub const DEFAULT_HOST: &str = "169.254.169.254";
/// The header every request must carry and every answer carries back.
pub const FLAVOR_HEADER: &str = "metadata-flavor";
/// Its value.
pub const FLAVOR: &str = "Google";

/// `http://{host}/` for `GCE_METADATA_HOST`'s value (`host` or `host:port`).
pub fn base_url(host: &str) -> Result<Url> {
    let host = host.trim().trim_end_matches('/');
    let text = if host.contains("://") {
        host.to_string()
    } else {
        format!("http://{host}")
    };
    Url::parse(&text)
        .ok()
        .filter(|url| url.has_host() && matches!(url.scheme(), "http" | "https"))
        .ok_or_else(|| {
            fail(ErrorKind::InvalidInput(format!(
                "GCE_METADATA_HOST \"{host}\" is not a host or host:port"
            )))
        })
}

fn account_url(base: &Url, leaf: &str) -> Url {
    join(
        base,
        &format!("/computeMetadata/v1/instance/service-accounts/default/{leaf}"),
    )
}

/// What a request to the metadata server found.
#[derive(Debug)]
pub enum Probe<T> {
    /// The metadata server answered.
    Found(T),
    /// Nothing answered like a metadata server (refused, timed out, or something else
    /// answered without its header): the reason, in words.
    Absent(String),
}

/// A client of the metadata server at `base` (see [`base_url`]). Give it an [`Http`] with a
/// short timeout and no retries: off the cloud nothing answers, and that must cost little.
#[derive(Debug, Clone)]
pub struct MetadataClient {
    http: Http,
    base: Url,
}

impl MetadataClient {
    /// A client of the metadata server at `base`, over `http`.
    pub fn new(http: Http, base: Url) -> Self {
        Self { http, base }
    }

    async fn get(&self, url: Url) -> Result<Probe<Response>> {
        let request = Request::get(SERVICE, url).header(FLAVOR_HEADER, FLAVOR);
        let response = match self.http.execute(request).await {
            Ok(response) => response,
            Err(HttpError::Connect { detail, .. } | HttpError::Unreachable { detail, .. }) => {
                return Ok(Probe::Absent(detail))
            }
            Err(HttpError::Timeout { seconds, .. }) => {
                return Ok(Probe::Absent(format!("no answer within {seconds} s")))
            }
            Err(error) => return Err(fail(error)),
        };
        // A proxy or captive portal answering at that address is not a metadata server, and
        // must not be handed anything nor believed.
        if response.header(FLAVOR_HEADER) != Some(FLAVOR) {
            return Ok(Probe::Absent(format!(
                "something answered HTTP {} without the Metadata-Flavor: {FLAVOR} header, so it is not a metadata server",
                response.status.as_u16()
            )));
        }
        response.ok().map(Probe::Found).map_err(fail)
    }

    /// An access token of the VM's service account (its scopes are the VM's).
    pub async fn access_token(&self) -> Result<Probe<super::oauth2::Token>> {
        let response = match self.get(account_url(&self.base, "token")).await? {
            Probe::Found(response) => response,
            Probe::Absent(why) => return Ok(Probe::Absent(why)),
        };
        let map = object_of(&response)?;
        Ok(Probe::Found(super::oauth2::Token {
            access_token: secret_field(&map, "access_token", SERVICE)?,
            expires_in: map.get("expires_in").and_then(serde_json::Value::as_u64),
        }))
    }

    /// An ID token of the VM's service account for `audience` (with its e-mail claims).
    pub async fn identity_token(&self, audience: &str) -> Result<Probe<Secret>> {
        let mut url = account_url(&self.base, "identity");
        url.query_pairs_mut()
            .append_pair("audience", audience)
            .append_pair("format", "full");
        let response = match self.get(url).await? {
            Probe::Found(response) => response,
            Probe::Absent(why) => return Ok(Probe::Absent(why)),
        };
        let token = String::from_utf8_lossy(&response.body).trim().to_string();
        if !super::looks_like_jwt(&token) {
            return Err(fail(ErrorKind::UnexpectedAnswer(format!(
                "the {SERVICE} answered the identity request with something that is not a JWT ({} bytes)",
                response.body.len()
            ))));
        }
        Ok(Probe::Found(Secret::new(token)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_become_base_urls() {
        assert_eq!(
            base_url("169.254.169.254").unwrap().as_str(),
            "http://169.254.169.254/"
        );
        assert_eq!(
            base_url("127.0.0.1:8080").unwrap().as_str(),
            "http://127.0.0.1:8080/"
        );
        assert_eq!(
            account_url(&base_url("h:1").unwrap(), "token").as_str(),
            "http://h:1/computeMetadata/v1/instance/service-accounts/default/token"
        );
        assert!(base_url("").is_err());
        assert!(base_url("a b").is_err());
    }
}
