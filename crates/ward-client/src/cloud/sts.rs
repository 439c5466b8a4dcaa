//! The token service (STS): exchanges an external identity token for a federated token.

use serde_json::json;
use url::Url;

use super::{object_of, secret_field, CloudClient};
use crate::http::{join, Request};
use crate::secret::Secret;
use crate::Result;

/// The service name used in messages.
pub const SERVICE: &str = "token service (STS)";
/// The grant type of a token exchange (RFC 8693).
pub const GRANT_TYPE: &str = "urn:ietf:params:oauth:grant-type:token-exchange";
/// The token type asked for: an access token.
pub const ACCESS_TOKEN_TYPE: &str = "urn:ietf:params:oauth:token-type:access_token";
/// The token type given: a JWT.
pub const JWT_TOKEN_TYPE: &str = "urn:ietf:params:oauth:token-type:jwt";

/// `{base}/v1/token`, also written into credentials files as `token_url`.
pub fn token_url(base: &Url) -> Url {
    join(base, "/v1/token")
}

impl CloudClient {
    /// `{sts}/v1/token`, also written into credentials files as `token_url`.
    pub fn sts_token_url(&self) -> Result<Url> {
        self.urls.sts.url().map(token_url)
    }

    /// Exchange `subject_token` (a JWT) for a federated access token valid for `audience`
    /// (the provider as `//iam.googleapis.com/projects/...`). No Authorization header: the
    /// subject token is the credential.
    pub async fn exchange(
        &self,
        audience: &str,
        scope: &str,
        subject_token: &Secret,
    ) -> Result<Secret> {
        let body = json!({
            "audience": audience,
            "grantType": GRANT_TYPE,
            "requestedTokenType": ACCESS_TOKEN_TYPE,
            "scope": scope,
            "subjectTokenType": JWT_TOKEN_TYPE,
            "subjectToken": subject_token.expose(),
        });
        let request = Request::post(SERVICE, self.sts_token_url()?)
            .header("accept", "application/json")
            .json(&body)
            .idempotent(true);
        let response = self.send(request).await?;
        let body = object_of(&response)?;
        secret_field(&body, "access_token", SERVICE)
    }

    /// The RFC 8693 form exchange at a credentials file's `token_url`, as client libraries
    /// do it.
    pub async fn exchange_form(
        &self,
        url: Url,
        audience: &str,
        scope: &str,
        subject_token: &Secret,
        subject_token_type: &str,
    ) -> Result<Secret> {
        let request = Request::post(SERVICE, url)
            .header("accept", "application/json")
            .form(&[
                ("grant_type", GRANT_TYPE),
                ("audience", audience),
                ("scope", scope),
                ("requested_token_type", ACCESS_TOKEN_TYPE),
                ("subject_token", subject_token.expose()),
                ("subject_token_type", subject_token_type),
            ])
            .idempotent(true);
        let response = self.send(request).await?;
        let body = object_of(&response)?;
        secret_field(&body, "access_token", SERVICE)
    }
}
