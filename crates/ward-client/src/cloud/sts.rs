//! The token service (STS): exchanges an external identity token for a federated token.

use serde_json::{json, Map, Value};
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

/// A federated token and how long the token service says it lives.
#[derive(Debug)]
pub struct FederatedToken {
    /// The token itself.
    pub token: Secret,
    /// Seconds from the answer, from its `expires_in`; `None` when the answer had none.
    pub expires_in: Option<u64>,
}

/// The exchange's answer: `access_token` is required; `expires_in` is a number of seconds
/// (some proxies pass it on as a string of digits).
fn federated_token(body: &Map<String, Value>) -> Result<FederatedToken> {
    let token = secret_field(body, "access_token", SERVICE)?;
    let expires_in = match body.get("expires_in") {
        Some(Value::Number(number)) => number.as_u64(),
        Some(Value::String(text)) => text.trim().parse().ok(),
        _ => None,
    };
    Ok(FederatedToken { token, expires_in })
}

impl CloudClient {
    /// `{sts}/v1/token`, also written into credentials files as `token_url`.
    pub fn sts_token_url(&self) -> Result<Url> {
        self.urls.sts.url().map(token_url)
    }

    /// Exchange `subject_token` (a JWT) for a federated access token valid for `audience`
    /// (the provider as `//iam.googleapis.com/projects/...`). No Authorization header: the
    /// subject token is the credential. `scope` is one scope or several separated by spaces.
    pub async fn exchange(
        &self,
        audience: &str,
        scope: &str,
        subject_token: &Secret,
    ) -> Result<FederatedToken> {
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
        federated_token(&body)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(text: &str) -> Map<String, Value> {
        match serde_json::from_str(text) {
            Ok(Value::Object(map)) => map,
            other => panic!("not an object: {other:?}"),
        }
    }

    #[test]
    fn the_exchange_gives_the_token_and_its_lifetime() {
        let token = federated_token(&answer(
            r#"{"access_token":"fed","token_type":"Bearer","expires_in":3599}"#,
        ))
        .unwrap();
        assert_eq!(token.token.expose(), "fed");
        assert_eq!(token.expires_in, Some(3599));
        let quoted = federated_token(&answer(r#"{"access_token":"fed","expires_in":"300"}"#));
        assert_eq!(quoted.unwrap().expires_in, Some(300));
        for odd in [r#""soon""#, "-5", "1.5", "null"] {
            let text = format!(r#"{{"access_token":"fed","expires_in":{odd}}}"#);
            assert_eq!(
                federated_token(&answer(&text)).unwrap().expires_in,
                None,
                "{odd}"
            );
        }
        assert!(federated_token(&answer(r#"{"expires_in":3599}"#)).is_err());
    }
}
