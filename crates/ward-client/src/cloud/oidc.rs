//! The CI runner's identity-token issuer (`ACTIONS_ID_TOKEN_REQUEST_URL`).

use url::Url;

use super::fail;
use super::{object_of, secret_field, send};
use crate::http::{Http, Request, Response};
use crate::secret::Secret;
use crate::{ErrorKind, Result};

/// The service name used in messages.
pub const SERVICE: &str = "identity-token issuer";

/// The request URL with `audience` set (an existing `audience` is replaced, other
/// parameters such as `api-version` are kept). The same URL goes into the credentials file
/// so client libraries can fetch fresh tokens later.
pub fn token_url(request_url: &str, audience: &str) -> Result<Url> {
    let mut url = Url::parse(request_url).map_err(|error| {
        fail(ErrorKind::InvalidInput(format!(
            "ACTIONS_ID_TOKEN_REQUEST_URL is not a valid URL ({error})"
        )))
    })?;
    let kept: Vec<(String, String)> = url
        .query_pairs()
        .filter(|(name, _)| name != "audience")
        .map(|(name, value)| (name.into_owned(), value.into_owned()))
        .collect();
    url.query_pairs_mut()
        .clear()
        .extend_pairs(kept)
        .append_pair("audience", audience);
    Ok(url)
}

/// A client of the CI runner's identity-token issuer, whose address and credentials the
/// runner hands to each job (so they come with each call, not at construction).
#[derive(Debug, Clone)]
pub struct IssuerClient {
    http: Http,
}

impl IssuerClient {
    /// A client over `http`.
    pub fn new(http: Http) -> Self {
        Self { http }
    }

    /// Send a request to an issuer, retried like a token request.
    pub async fn send(&self, request: Request) -> Result<Response> {
        send(&self.http, request).await
    }

    /// Fetch the workflow's identity token (a JWT) at `url` (see [`token_url`]).
    pub async fn fetch(&self, url: Url, request_token: &Secret) -> Result<Secret> {
        let request = Request::get(SERVICE, url)
            .bearer(request_token)
            .header("accept", "application/json");
        let response = self.send(request).await?;
        let body = object_of(&response)?;
        secret_field(&body, "value", SERVICE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_url_keeps_api_version_and_replaces_audience() {
        let url = token_url(
            "https://runner.example/token?api-version=2.0&audience=old",
            "https://iam.googleapis.com/projects/1/x",
        )
        .unwrap();
        assert_eq!(
            url.as_str(),
            "https://runner.example/token?api-version=2.0&audience=https%3A%2F%2Fiam.googleapis.com%2Fprojects%2F1%2Fx"
        );
        let url = token_url("https://example.com/", "my-aud").unwrap();
        assert_eq!(url.as_str(), "https://example.com/?audience=my-aud");
    }
}
