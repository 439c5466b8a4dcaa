//! IAM credentials: short-lived tokens and signatures of a service account.

use serde_json::{json, Map, Value};
use url::Url;

use super::{account_segment, field, object_of, secret_field, CloudClient};
use crate::http::{join, Request};
use crate::secret::Secret;
use crate::Result;

/// The service name used in messages.
pub const SERVICE: &str = "IAM credentials API";

/// `{base}/v1/projects/-/serviceAccounts/{account}:{method}`
pub fn method_url(base: &Url, account: &str, method: &str) -> Url {
    join(
        base,
        &format!(
            "/v1/projects/-/serviceAccounts/{}:{method}",
            account_segment(account)
        ),
    )
}

#[derive(Debug)]
/// An access token with its expiry.
pub struct AccessToken {
    /// The token itself.
    pub token: Secret,
    /// RFC 3339, as the service sent it.
    pub expire_time: String,
}

fn with_delegates(mut body: Map<String, Value>, delegates: &[String]) -> Value {
    if !delegates.is_empty() {
        body.insert("delegates".into(), json!(delegates));
    }
    Value::Object(body)
}

impl CloudClient {
    /// `{iam}/v1/projects/-/serviceAccounts/{account}:{method}`
    pub fn iam_method_url(&self, account: &str, method: &str) -> Result<Url> {
        Ok(method_url(self.urls.iam.url()?, account, method))
    }

    async fn iam_call(
        &self,
        url: Url,
        bearer: &Secret,
        body: &Value,
    ) -> Result<Map<String, Value>> {
        let request = Request::post(SERVICE, url)
            .bearer(bearer)
            .header("accept", "application/json")
            .json(body)
            .idempotent(true);
        let response = self.send(request).await?;
        object_of(&response)
    }

    /// An OAuth 2.0 access token of `account` with `scopes`, valid `lifetime` seconds.
    pub async fn generate_access_token(
        &self,
        account: &str,
        bearer: &Secret,
        scopes: &[String],
        lifetime: u64,
        delegates: &[String],
    ) -> Result<AccessToken> {
        let url = self.iam_method_url(account, "generateAccessToken")?;
        self.generate_access_token_at(url, bearer, scopes, lifetime, delegates)
            .await
    }

    /// The same, at a full method URL (a credentials file's
    /// `service_account_impersonation_url`).
    pub async fn generate_access_token_at(
        &self,
        url: Url,
        bearer: &Secret,
        scopes: &[String],
        lifetime: u64,
        delegates: &[String],
    ) -> Result<AccessToken> {
        let mut body = Map::new();
        body.insert("scope".into(), json!(scopes));
        body.insert("lifetime".into(), json!(format!("{lifetime}s")));
        let body = with_delegates(body, delegates);
        let map = self.iam_call(url, bearer, &body).await?;
        Ok(AccessToken {
            token: secret_field(&map, "accessToken", SERVICE)?,
            expire_time: field(&map, "expireTime", SERVICE)?,
        })
    }

    /// An OpenID Connect ID token of `account` for `audience`.
    pub async fn generate_id_token(
        &self,
        account: &str,
        bearer: &Secret,
        audience: &str,
        include_email: bool,
        delegates: &[String],
    ) -> Result<Secret> {
        let url = self.iam_method_url(account, "generateIdToken")?;
        self.generate_id_token_at(url, bearer, audience, include_email, delegates)
            .await
    }

    /// The same, at a full method URL (`…/serviceAccounts/{account}:generateIdToken`).
    pub async fn generate_id_token_at(
        &self,
        url: Url,
        bearer: &Secret,
        audience: &str,
        include_email: bool,
        delegates: &[String],
    ) -> Result<Secret> {
        let mut body = Map::new();
        body.insert("audience".into(), json!(audience));
        body.insert("includeEmail".into(), json!(include_email));
        let body = with_delegates(body, delegates);
        let map = self.iam_call(url, bearer, &body).await?;
        secret_field(&map, "token", SERVICE)
    }

    /// `claims` signed by the service account's Google-managed key.
    pub async fn sign_jwt(
        &self,
        account: &str,
        bearer: &Secret,
        claims: &Value,
        delegates: &[String],
    ) -> Result<Secret> {
        let mut body = Map::new();
        // The API wants the claims as a serialized JSON object, encoded once.
        body.insert("payload".into(), json!(claims.to_string()));
        let body = with_delegates(body, delegates);
        let url = self.iam_method_url(account, "signJwt")?;
        let map = self.iam_call(url, bearer, &body).await?;
        secret_field(&map, "signedJwt", SERVICE)
    }
}

/// The `generateIdToken` URL beside a `generateAccessToken` URL (what credentials files
/// name), or `None` when `url` is not a method URL of that shape.
pub fn id_token_url_beside(url: &Url) -> Option<Url> {
    let path = url.path().strip_suffix(":generateAccessToken")?;
    let mut beside = url.clone();
    beside.set_path(&format!("{path}:generateIdToken"));
    Some(beside)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn method_urls_keep_the_email() {
        let base = Url::parse("http://127.0.0.1:9/").unwrap();
        assert_eq!(
            method_url(&base, "ci@p.iam.gserviceaccount.com", "signJwt").as_str(),
            "http://127.0.0.1:9/v1/projects/-/serviceAccounts/ci@p.iam.gserviceaccount.com:signJwt"
        );
    }

    #[test]
    fn id_token_urls_sit_beside_access_token_urls() {
        let url =
            Url::parse("https://iam.example/v1/projects/-/serviceAccounts/a@b:generateAccessToken")
                .unwrap();
        assert_eq!(
            id_token_url_beside(&url).unwrap().as_str(),
            "https://iam.example/v1/projects/-/serviceAccounts/a@b:generateIdToken"
        );
        let other =
            Url::parse("https://iam.example/v1/projects/-/serviceAccounts/a@b:signJwt").unwrap();
        assert!(id_token_url_beside(&other).is_none());
    }
}
