//! A fake of a cloud VM's metadata server: the default service account's access token,
//! ID tokens and e-mail, each only with `Metadata-Flavor: Google`, as the real one.
//!
//! Access tokens are minted by the cloud fake it is given (a JWT-bearer grant signed with
//! the committed test key, sent in-process), so the resource-manager fake accepts them
//! exactly like tokens from any other source.

use std::collections::HashMap;

use axum::body::{to_bytes, Body};
use axum::extract::{Query, State as Extract};
use axum::http::{HeaderMap, HeaderValue, Request, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde_json::{json, Value};
use tower::ServiceExt as _;

use crate::cloud::{Cloud, SERVICE_ACCOUNT, TEST_PRIVATE_KEY_PEM};
use crate::RequestLog;

// The same RS256 provider as the cloud fake and ward itself; the cloud fake's copy is
// private to it, and installing the provider twice is harmless.
#[allow(clippy::duplicate_mod)]
#[path = "../../src/cloud/jwt_crypto.rs"]
mod jwt_crypto;

/// The VM's default service account.
pub const ACCOUNT: &str = SERVICE_ACCOUNT;
/// Scopes of the VM when the request names none.
pub const DEFAULT_SCOPE: &str = "https://www.googleapis.com/auth/cloud-platform";
/// The issuer of the ID tokens it signs.
pub const ID_TOKEN_ISSUER: &str = "https://accounts.google.com";
const PREFIX: &str = "/computeMetadata/v1/instance/service-accounts/default";

/// The fake metadata server and its request log.
#[derive(Clone)]
pub struct Metadata {
    cloud: Cloud,
    pub log: RequestLog,
}

impl Metadata {
    /// A metadata server whose tokens `cloud` issues.
    pub fn new(cloud: Cloud) -> Self {
        Self {
            cloud,
            log: RequestLog::new(),
        }
    }

    pub fn router(&self) -> Router {
        let router = Router::new()
            .route(
                "/",
                get(|| async { flavored(StatusCode::OK, "computeMetadata/\n") }),
            )
            .route(&format!("{PREFIX}/token"), get(token))
            .route(&format!("{PREFIX}/identity"), get(identity))
            .route(&format!("{PREFIX}/email"), get(email))
            .fallback(|| async { flavored(StatusCode::NOT_FOUND, "not found\n") })
            .with_state(self.cloud.clone());
        self.log.layer(router)
    }
}

/// Every answer carries the header clients use to tell the metadata server from anything
/// else listening at its address.
fn flavored(status: StatusCode, body: impl Into<Body>) -> Response {
    let mut response = (status, body.into()).into_response();
    response
        .headers_mut()
        .insert("metadata-flavor", HeaderValue::from_static("Google"));
    response
}

fn refused(headers: &HeaderMap) -> Option<Response> {
    let flavor = headers
        .get("metadata-flavor")
        .and_then(|value| value.to_str().ok());
    (flavor != Some("Google")).then(|| {
        flavored(
            StatusCode::FORBIDDEN,
            "Missing required header: Metadata-Flavor\n",
        )
    })
}

fn sign(claims: &Value) -> Option<String> {
    jwt_crypto::install();
    let key = EncodingKey::from_rsa_pem(TEST_PRIVATE_KEY_PEM.as_bytes()).ok()?;
    let mut header = Header::new(Algorithm::RS256);
    header.kid = Some("fake-metadata-key".to_string());
    jsonwebtoken::encode(&header, claims, &key).ok()
}

fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs())
}

/// `GET …/default/token[?scopes=a,b]`
async fn token(
    Extract(cloud): Extract<Cloud>,
    headers: HeaderMap,
    Query(query): Query<HashMap<String, String>>,
) -> Response {
    if let Some(response) = refused(&headers) {
        return response;
    }
    let scope = query
        .get("scopes")
        .map_or(DEFAULT_SCOPE.to_string(), |scopes| scopes.replace(',', " "));
    let issued_at = now();
    let Some(assertion) = sign(&json!({
        "iss": ACCOUNT,
        "aud": "https://oauth2.googleapis.com/token",
        "scope": scope,
        "iat": issued_at,
        "exp": issued_at + 3600,
    })) else {
        return flavored(StatusCode::INTERNAL_SERVER_ERROR, "could not sign\n");
    };
    let form = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("grant_type", "urn:ietf:params:oauth:grant-type:jwt-bearer")
        .append_pair("assertion", &assertion)
        .finish();
    let request = Request::post("/token")
        .header("content-type", "application/x-www-form-urlencoded")
        .header("host", "oauth2.googleapis.com")
        .body(Body::from(form));
    let Ok(request) = request else {
        return flavored(StatusCode::INTERNAL_SERVER_ERROR, "bad request\n");
    };
    let Ok(answer) = cloud.router().oneshot(request).await;
    let status = answer.status();
    let body = to_bytes(answer.into_body(), 1 << 20)
        .await
        .unwrap_or_default();
    let mut response = flavored(status, body);
    response
        .headers_mut()
        .insert("content-type", HeaderValue::from_static("application/json"));
    response
}

/// `GET …/default/identity?audience=AUD[&format=full]`
async fn identity(headers: HeaderMap, Query(query): Query<HashMap<String, String>>) -> Response {
    if let Some(response) = refused(&headers) {
        return response;
    }
    let Some(audience) = query.get("audience").filter(|aud| !aud.is_empty()) else {
        return flavored(
            StatusCode::BAD_REQUEST,
            "non-empty audience parameter required\n",
        );
    };
    let issued_at = now();
    let mut claims = json!({
        "iss": ID_TOKEN_ISSUER,
        "aud": audience,
        "azp": "100000000000000000002",
        "sub": "100000000000000000002",
        "iat": issued_at,
        "exp": issued_at + 3600,
    });
    if query.get("format").map(String::as_str) == Some("full") {
        claims["email"] = json!(ACCOUNT);
        claims["email_verified"] = json!(true);
    }
    match sign(&claims) {
        Some(token) => flavored(StatusCode::OK, token),
        None => flavored(StatusCode::INTERNAL_SERVER_ERROR, "could not sign\n"),
    }
}

/// `GET …/default/email`
async fn email(headers: HeaderMap) -> Response {
    refused(&headers).unwrap_or_else(|| flavored(StatusCode::OK, ACCOUNT))
}
