//! Minting tokens. An [`Identity`] is how ward reaches the service account (a federated
//! workflow identity or a key); the token-format steps on top are the same for both.

use std::sync::Mutex;

use serde_json::{json, Value};

use super::inputs::{Federation, TokenFormat, TokenRequest};
use super::subject;
use crate::cloud::key::ServiceAccountKey;
use crate::cloud::CLOUD_PLATFORM_SCOPE;
use crate::environment::Env;
use crate::error::{failed, Result};
use ward_client::cloud::sts::FederatedToken;
use ward_client::cloud::{self, CloudClient};
use ward_client::http::BoxFuture;
use ward_client::secret::Secret;

/// Called with every token as soon as it exists, before anything could print it.
pub(crate) type Mask<'a> = &'a (dyn Fn(&Secret) + Sync);

/// A way to act as the service account.
pub(crate) trait Identity: Send + Sync {
    /// The bearer credential for IAM credentials calls: the federated token, or a JWT
    /// self-signed with the key.
    fn bearer(&self) -> BoxFuture<'_, Result<Secret>>;

    /// `claims` signed as the service account, for domain-wide delegation.
    fn sign<'a>(&'a self, account: &'a str, claims: &'a Value) -> BoxFuture<'a, Result<Secret>>;
}

pub(crate) struct FederatedIdentity<'a> {
    pub cloud: &'a CloudClient,
    /// Where a token named by a variable is read.
    pub env: &'a Env,
    pub federation: &'a Federation,
    pub delegates: &'a [String],
    pub mask: Mask<'a>,
    /// One exchange per run: the DWD path needs the token twice.
    cached: Mutex<Option<Secret>>,
}

impl<'a> FederatedIdentity<'a> {
    pub(crate) fn new(
        cloud: &'a CloudClient,
        env: &'a Env,
        federation: &'a Federation,
        delegates: &'a [String],
        mask: Mask<'a>,
    ) -> Self {
        Self {
            cloud,
            env,
            federation,
            delegates,
            mask,
            cached: Mutex::new(None),
        }
    }

    async fn federated_token(&self) -> Result<Secret> {
        if let Some(token) = self.cached.lock().ok().and_then(|cached| cached.clone()) {
            return Ok(token);
        }
        let (federated, _) = exchange(
            self.cloud,
            self.env,
            self.federation,
            CLOUD_PLATFORM_SCOPE,
            self.mask,
        )
        .await?;
        if let Ok(mut cached) = self.cached.lock() {
            *cached = Some(federated.token.clone());
        }
        Ok(federated.token)
    }
}

/// One token exchange: the CI system's identity token, fetched now, for a federated token
/// with `scope` (scopes separated by spaces). The identity token's claims come with it:
/// nothing derived from it outlives it.
pub(crate) async fn exchange(
    cloud: &CloudClient,
    env: &Env,
    federation: &Federation,
    scope: &str,
    mask: Mask<'_>,
) -> Result<(FederatedToken, subject::Claims)> {
    let identity_token =
        subject::fetch(cloud.http(), &federation.source, &federation.audience, env).await?;
    mask(&identity_token);
    let claims = subject::claims(&identity_token, &federation.source.describe())?;
    tracing::debug!(
        "identity token from {}: {}",
        federation.source.describe(),
        claims.describe()
    );
    let audience = federation.sts_audience();
    let federated = cloud
        .exchange(&audience, scope, &identity_token)
        .await
        .map_err(|error| {
            let error = crate::error::Error::from(error);
            // Only a refusal says something about the provider; a network failure or a
            // server error keeps its own advice.
            let refused = matches!(error.status(), Some(400 | 401 | 403))
                || error.exit_code() == crate::error::exit::AUTH;
            let error = failed(&format!("failed to generate the federated token for {audience}"), error);
            if refused {
                error.with_hint(format!("the token service refused the workflow's identity ({}): check the provider name (project number, pool, provider), its allowed audiences, issuer and attribute condition", claims.describe()))
            } else {
                error
            }
        })?;
    mask(&federated.token);
    Ok((federated, claims))
}

impl Identity for FederatedIdentity<'_> {
    fn bearer(&self) -> BoxFuture<'_, Result<Secret>> {
        Box::pin(self.federated_token())
    }

    /// signJwt does not accept every federated token, so sign with an access token of the
    /// service account itself, minted with the federated token.
    fn sign<'a>(&'a self, account: &'a str, claims: &'a Value) -> BoxFuture<'a, Result<Secret>> {
        Box::pin(async move {
            let federated = self.federated_token().await?;
            let account_token = self
                .cloud
                .generate_access_token(
                    account,
                    &federated,
                    &[CLOUD_PLATFORM_SCOPE.to_string()],
                    600,
                    self.delegates,
                )
                .await
                .map_err(|error| {
                    failed(
                        &format!("failed to generate an access token for {account} to sign with"),
                        error,
                    )
                })?;
            (self.mask)(&account_token.token);
            let signed = self
                .cloud
                .sign_jwt(account, &account_token.token, claims, self.delegates)
                .await
                .map_err(|error| failed(&format!("failed to sign a JWT as {account}"), error))?;
            (self.mask)(&signed);
            Ok(signed)
        })
    }
}

pub(crate) struct KeyIdentity<'a> {
    pub cloud: &'a CloudClient,
    pub key: &'a ServiceAccountKey,
    pub delegates: &'a [String],
    pub mask: Mask<'a>,
}

impl Identity for KeyIdentity<'_> {
    fn bearer(&self) -> BoxFuture<'_, Result<Secret>> {
        Box::pin(async move {
            // The audience is the IAM credentials service's origin, with a trailing slash.
            let iam = self.cloud.urls().iam.url()?;
            let audience = format!("{}/", iam.as_str().trim_end_matches('/'));
            let token = self.key.self_signed(&audience, cloud::now())?;
            (self.mask)(&token);
            Ok(token)
        })
    }

    /// The key signs for its own account; claims for another account (`--service-account`
    /// naming one the key's account may act as) are signed by that account through IAM.
    fn sign<'a>(&'a self, account: &'a str, claims: &'a Value) -> BoxFuture<'a, Result<Secret>> {
        Box::pin(async move {
            let token = if account == self.key.client_email {
                self.key.sign(claims)?
            } else {
                let bearer = self.bearer().await?;
                self.cloud
                    .sign_jwt(account, &bearer, claims, self.delegates)
                    .await
                    .map_err(|error| failed(&format!("failed to sign a JWT as {account}"), error))?
            };
            (self.mask)(&token);
            Ok(token)
        })
    }
}

#[derive(Debug, Default)]
pub(crate) struct Tokens {
    pub access_token: Option<Secret>,
    /// RFC 3339 UTC.
    pub access_token_expiration: Option<String>,
    pub id_token: Option<Secret>,
}

/// Mint what `request` asks for as the service account `account`, through `delegates`.
pub(crate) async fn mint(
    cloud: &CloudClient,
    request: &TokenRequest,
    account: &str,
    delegates: &[String],
    identity: &dyn Identity,
    mask: Mask<'_>,
) -> Result<Tokens> {
    let mut tokens = Tokens::default();
    match request.format {
        TokenFormat::None => {
            // Proves the setup works now rather than in a later step.
            identity.bearer().await?;
        }
        TokenFormat::AccessToken if request.subject.is_some() => {
            let now = cloud::now();
            let token_url = cloud.oauth2_token_url()?;
            let mut claims = json!({
                "iss": account,
                "aud": token_url.as_str(),
                "iat": now,
                "exp": now + request.lifetime,
                "scope": request.scopes.join(" "),
            });
            if let (Some(subject), Value::Object(map)) = (&request.subject, &mut claims) {
                map.insert("sub".into(), json!(subject));
            }
            let assertion = identity.sign(account, &claims).await?;
            let token = cloud
                .jwt_bearer(token_url, &assertion)
                .await
                .map_err(|error| {
                    failed(
                        "failed to generate the domain-wide delegation access token",
                        error,
                    )
                })?;
            mask(&token.access_token);
            tokens.access_token_expiration = Some(cloud::rfc3339(
                now + token.expires_in.unwrap_or(request.lifetime),
            ));
            tokens.access_token = Some(token.access_token);
        }
        TokenFormat::AccessToken => {
            let bearer = identity.bearer().await?;
            let token = cloud
                .generate_access_token(
                    account,
                    &bearer,
                    &request.scopes,
                    request.lifetime,
                    delegates,
                )
                .await
                .map_err(failed_to_generate("an OAuth 2.0 access token", account))?;
            mask(&token.token);
            tokens.access_token = Some(token.token);
            tokens.access_token_expiration = Some(token.expire_time);
        }
        TokenFormat::IdToken => {
            let bearer = identity.bearer().await?;
            let audience = request.id_token_audience.as_deref().unwrap_or_default();
            let token = cloud
                .generate_id_token(account, &bearer, audience, request.include_email, delegates)
                .await
                .map_err(failed_to_generate("an OpenID Connect ID token", account))?;
            mask(&token);
            tokens.id_token = Some(token);
        }
    }
    Ok(tokens)
}

/// The step that failed when minting `what` for `account` failed.
fn failed_to_generate(
    what: &str,
    account: &str,
) -> impl FnOnce(ward_client::ClientError) -> crate::error::Error {
    let step = format!("failed to generate {what} for {account}");
    move |error| failed(&step, error)
}
