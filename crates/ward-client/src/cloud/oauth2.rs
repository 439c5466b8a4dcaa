//! The OAuth2 token endpoint: JWT-bearer and refresh-token grants.

use serde_json::{Map, Value};
use url::Url;

use super::{object_of, secret_field, CloudClient};
use crate::http::{join, Request};
use crate::secret::Secret;
use crate::Result;

/// The service name used in messages.
pub const SERVICE: &str = "OAuth2 token endpoint";
/// The grant type of a JWT assertion (RFC 7523).
pub const JWT_BEARER: &str = "urn:ietf:params:oauth:grant-type:jwt-bearer";

/// `{base}/token`
pub fn token_url(base: &Url) -> Url {
    join(base, "/token")
}

#[derive(Debug)]
/// An access token of a grant.
pub struct Token {
    /// The token itself.
    pub access_token: Secret,
    /// Seconds until it expires, when the endpoint says.
    pub expires_in: Option<u64>,
}

impl CloudClient {
    /// `{oauth2}/token`: the endpoint, and the audience of the JWTs exchanged there.
    pub fn oauth2_token_url(&self) -> Result<Url> {
        self.urls.oauth2.url().map(token_url)
    }

    async fn grant(&self, url: Url, form: &[(&str, &str)]) -> Result<Map<String, Value>> {
        let request = Request::post(SERVICE, url)
            .header("accept", "application/json")
            .form(form)
            .idempotent(true);
        let response = self.send(request).await?;
        object_of(&response)
    }

    async fn access_grant(&self, url: Url, form: &[(&str, &str)]) -> Result<Token> {
        let map = self.grant(url, form).await?;
        Ok(Token {
            access_token: secret_field(&map, "access_token", SERVICE)?,
            expires_in: map.get("expires_in").and_then(Value::as_u64),
        })
    }

    /// Exchange a signed JWT assertion for an access token at the token endpoint `url`
    /// (a key's `token_uri`, or [`Self::oauth2_token_url`]).
    pub async fn jwt_bearer(&self, url: Url, assertion: &Secret) -> Result<Token> {
        self.access_grant(
            url,
            &[
                ("grant_type", JWT_BEARER),
                ("assertion", assertion.expose()),
            ],
        )
        .await
    }

    /// Exchange a signed JWT assertion carrying `target_audience` for an ID token of the
    /// assertion's service account.
    pub async fn jwt_bearer_id_token(&self, url: Url, assertion: &Secret) -> Result<Secret> {
        let map = self
            .grant(
                url,
                &[
                    ("grant_type", JWT_BEARER),
                    ("assertion", assertion.expose()),
                ],
            )
            .await?;
        secret_field(&map, "id_token", SERVICE)
    }

    /// Exchange a user's refresh token (an `authorized_user` credentials file).
    pub async fn refresh_token(
        &self,
        url: Url,
        client_id: &str,
        client_secret: &Secret,
        refresh_token: &Secret,
    ) -> Result<Token> {
        self.access_grant(
            url,
            &[
                ("grant_type", "refresh_token"),
                ("client_id", client_id),
                ("client_secret", client_secret.expose()),
                ("refresh_token", refresh_token.expose()),
            ],
        )
        .await
    }
}
