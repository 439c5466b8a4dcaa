//! Minimal token endpoints for the credential chain: OAuth2 `/token` (jwt-bearer and
//! refresh-token grants), STS `/v1/token`, IAM credentials `generateAccessToken`, and an
//! identity-token issuer at `/oidc`. Every token issued is recorded in a [`TokenRegistry`].

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::tokens::TokenRegistry;

pub const TEST_PUBLIC_KEY: &str = include_str!("../fixtures/test-only-rsa-public-key.pem");
pub const TEST_PRIVATE_KEY: &str = include_str!("../fixtures/test-only-rsa-private-key.pem");
/// The bearer token the identity-token issuer expects (the CI runner's request token).
pub const REQUEST_TOKEN: &str = "request-token-for-tests";
/// The refresh-token grant accepted for `authorized_user` files.
pub const CLIENT_ID: &str = "test-client.apps.example.com";
pub const CLIENT_SECRET: &str = "test-client-secret";
pub const REFRESH_TOKEN: &str = "1//test-refresh-token";

#[derive(Clone)]
struct AppState {
    tokens: TokenRegistry,
    subject_tokens: Arc<Mutex<HashSet<String>>>,
}

pub fn router(tokens: TokenRegistry) -> Router {
    let state = AppState {
        tokens,
        subject_tokens: Arc::default(),
    };
    Router::new()
        .route("/token", post(oauth_token))
        .route("/v1/token", post(sts_token))
        .route("/oidc", get(identity_token))
        .route(
            "/v1/projects/-/serviceAccounts/{name}",
            post(service_account_method),
        )
        .with_state(state)
}

fn oauth_error(status: StatusCode, error: &str, description: &str) -> Response {
    (
        status,
        Json(json!({"error": error, "error_description": description})),
    )
        .into_response()
}

fn form(headers: &HeaderMap, body: &str) -> Option<Vec<(String, String)>> {
    let content_type = headers.get("content-type")?.to_str().ok()?;
    if content_type.starts_with("application/x-www-form-urlencoded") {
        Some(
            url::form_urlencoded::parse(body.as_bytes())
                .into_owned()
                .collect(),
        )
    } else if content_type.starts_with("application/json") {
        let value: Value = serde_json::from_str(body).ok()?;
        Some(
            value
                .as_object()?
                .iter()
                .map(|(key, value)| {
                    (
                        camel_to_snake(key),
                        value
                            .as_str()
                            .map_or_else(|| value.to_string(), str::to_string),
                    )
                })
                .collect(),
        )
    } else {
        None
    }
}

fn camel_to_snake(key: &str) -> String {
    let mut out = String::new();
    for c in key.chars() {
        if c.is_ascii_uppercase() {
            out.push('_');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

fn field<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    pairs
        .iter()
        .find(|(key, _)| key == name)
        .map(|(_, value)| value.as_str())
}

#[derive(Deserialize)]
struct JwtClaims {
    iss: String,
    scope: Option<String>,
}

async fn oauth_token(State(state): State<AppState>, headers: HeaderMap, body: String) -> Response {
    let Some(pairs) = form(&headers, &body) else {
        return oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "expected a form body",
        );
    };
    match field(&pairs, "grant_type") {
        Some("urn:ietf:params:oauth:grant-type:jwt-bearer") => {
            let Some(assertion) = field(&pairs, "assertion") else {
                return oauth_error(
                    StatusCode::BAD_REQUEST,
                    "invalid_request",
                    "missing assertion",
                );
            };
            let Ok(key) = DecodingKey::from_rsa_pem(TEST_PUBLIC_KEY.as_bytes()) else {
                return oauth_error(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "server_error",
                    "bad test key",
                );
            };
            let mut validation = Validation::new(Algorithm::RS256);
            validation.validate_aud = false;
            validation.set_required_spec_claims(&["exp", "iss"]);
            match jsonwebtoken::decode::<JwtClaims>(assertion, &key, &validation) {
                Ok(data) if !data.claims.iss.is_empty() => {
                    let scopes: Vec<String> = data
                        .claims
                        .scope
                        .unwrap_or_default()
                        .split_whitespace()
                        .map(str::to_string)
                        .collect();
                    let token = state.tokens.issue("sa", &scopes);
                    Json(json!({"access_token": token, "expires_in": 3599, "token_type": "Bearer"}))
                        .into_response()
                }
                _ => oauth_error(
                    StatusCode::BAD_REQUEST,
                    "invalid_grant",
                    "Invalid JWT Signature.",
                ),
            }
        }
        Some("refresh_token") => {
            let valid = field(&pairs, "client_id") == Some(CLIENT_ID)
                && field(&pairs, "client_secret") == Some(CLIENT_SECRET)
                && field(&pairs, "refresh_token") == Some(REFRESH_TOKEN);
            if !valid {
                return oauth_error(StatusCode::BAD_REQUEST, "invalid_grant", "Bad Request");
            }
            let token = state.tokens.issue(
                "user",
                &["https://www.googleapis.com/auth/cloud-platform".to_string()],
            );
            Json(json!({"access_token": token, "expires_in": 3599, "token_type": "Bearer"}))
                .into_response()
        }
        _ => oauth_error(
            StatusCode::BAD_REQUEST,
            "unsupported_grant_type",
            "Invalid grant_type",
        ),
    }
}

async fn sts_token(State(state): State<AppState>, headers: HeaderMap, body: String) -> Response {
    let Some(pairs) = form(&headers, &body) else {
        return oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "expected a form or JSON body",
        );
    };
    if field(&pairs, "grant_type") != Some("urn:ietf:params:oauth:grant-type:token-exchange") {
        return oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "Invalid value for \"grant_type\"",
        );
    }
    let subject = field(&pairs, "subject_token").unwrap_or_default();
    let known = state
        .subject_tokens
        .lock()
        .map(|tokens| tokens.contains(subject))
        .unwrap_or(false);
    if !known || field(&pairs, "audience").is_none_or(str::is_empty) {
        return oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_grant",
            "The subject token is invalid.",
        );
    }
    let scopes: Vec<String> = field(&pairs, "scope")
        .unwrap_or_default()
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let token = state.tokens.issue("federated", &scopes);
    Json(json!({
        "access_token": token,
        "issued_token_type": "urn:ietf:params:oauth:token-type:access_token",
        "token_type": "Bearer",
        "expires_in": 3600
    }))
    .into_response()
}

#[derive(Deserialize)]
struct OidcQuery {
    audience: Option<String>,
}

async fn identity_token(
    State(state): State<AppState>,
    Query(query): Query<OidcQuery>,
    headers: HeaderMap,
) -> Response {
    let authorized = headers
        .get("authorization")
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value == format!("Bearer {REQUEST_TOKEN}"));
    if !authorized {
        return (StatusCode::UNAUTHORIZED, "bad request token").into_response();
    }
    let audience = query.audience.unwrap_or_default();
    let token = format!("eyJ.identity.{}", audience.len());
    if let Ok(mut tokens) = state.subject_tokens.lock() {
        tokens.insert(token.clone());
    }
    Json(json!({"count": 1, "value": token})).into_response()
}

async fn service_account_method(
    State(state): State<AppState>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: String,
) -> Response {
    let error = |status: StatusCode, message: &str| {
        (
            status,
            Json(json!({"error": {"code": status.as_u16(), "message": message}})),
        )
            .into_response()
    };
    let Some(_account) = name.strip_suffix(":generateAccessToken") else {
        return error(StatusCode::NOT_FOUND, "unknown method");
    };
    let caller = headers
        .get("authorization")
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
        .and_then(|token| state.tokens.scopes(token));
    if !caller.is_some_and(|scopes| {
        scopes
            .iter()
            .any(|scope| scope.ends_with("/cloud-platform"))
    }) {
        return error(
            StatusCode::UNAUTHORIZED,
            "Request had invalid authentication credentials.",
        );
    }
    let Ok(request) = serde_json::from_str::<Value>(&body) else {
        return error(StatusCode::BAD_REQUEST, "Invalid JSON payload received.");
    };
    let scopes: Vec<String> = request
        .get("scope")
        .and_then(Value::as_array)
        .map(|scopes| {
            scopes
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    if scopes.is_empty() {
        return error(StatusCode::BAD_REQUEST, "Scope required.");
    }
    let token = state.tokens.issue("impersonated", &scopes);
    Json(json!({"accessToken": token, "expireTime": "2030-01-01T00:00:00Z"})).into_response()
}
