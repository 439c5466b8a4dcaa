//! The OAuth2 token endpoint: JWT-bearer grants (service-account keys, domain-wide
//! delegation) checked against the test key.

use std::collections::HashMap;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::State as Extract;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

pub const REAL_TOKEN_URL: &str = "https://oauth2.googleapis.com/token";

use super::{
    content_type, injected, jwt, known_account, now, oauth_error, origin, Issued, State, USER,
    USER_CLIENT_ID, USER_CLIENT_SECRET, USER_REFRESH_TOKEN,
};

/// `POST /token`
pub async fn token(
    Extract(state): Extract<Arc<State>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Some(failure) = injected(&state, "oauth2") {
        return failure;
    }
    if !content_type(&headers).starts_with("application/x-www-form-urlencoded") {
        return oauth_error(
            400,
            "invalid_request",
            "Content-Type must be application/x-www-form-urlencoded",
        );
    }
    let form: HashMap<String, String> = url::form_urlencoded::parse(&body).into_owned().collect();
    match form.get("grant_type").map(String::as_str) {
        Some("urn:ietf:params:oauth:grant-type:jwt-bearer") => jwt_bearer(&state, &headers, &form),
        Some("refresh_token") => refresh(&state, &form),
        Some(other) => oauth_error(
            400,
            "unsupported_grant_type",
            &format!("Invalid grant_type: {other}"),
        ),
        None => oauth_error(
            400,
            "invalid_request",
            "Missing required parameter: grant_type",
        ),
    }
}

fn jwt_bearer(state: &State, headers: &HeaderMap, form: &HashMap<String, String>) -> Response {
    let Some(assertion) = form.get("assertion") else {
        return oauth_error(
            400,
            "invalid_request",
            "Missing required parameter: assertion",
        );
    };
    // Its own address, or the real endpoint's, which client libraries always name.
    let own = format!("{}/token", origin(headers));
    let claims = match jwt::verify(assertion, Some(&[own.as_str(), REAL_TOKEN_URL])) {
        Ok(claims) => claims,
        Err(error) => return oauth_error(400, "invalid_grant", &error),
    };
    let issuer = claims.get("iss").and_then(Value::as_str).unwrap_or("");
    if !known_account(issuer) {
        return oauth_error(
            400,
            "invalid_grant",
            "Invalid JWT Signature: unknown issuer",
        );
    }
    let issued_at = claims.get("iat").and_then(Value::as_u64).unwrap_or(0);
    let expires = claims.get("exp").and_then(Value::as_u64).unwrap_or(0);
    if expires.saturating_sub(issued_at) > 3600 {
        return oauth_error(400, "invalid_grant", "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe");
    }
    let subject = claims
        .get("sub")
        .and_then(Value::as_str)
        .filter(|sub| *sub != issuer)
        .map(str::to_string);
    if let Some(target) = claims.get("target_audience").and_then(Value::as_str) {
        let token = jwt::sign(
            &json!({"iss": "https://accounts.google.com", "aud": target, "azp": issuer, "iat": now(), "exp": now() + 3600}),
            "fake-managed-key",
        );
        return Json(json!({"id_token": token})).into_response();
    }
    let scopes: Vec<String> = claims
        .get("scope")
        .and_then(Value::as_str)
        .unwrap_or("")
        .split_whitespace()
        .map(str::to_string)
        .collect();
    if scopes.is_empty() {
        return oauth_error(
            400,
            "invalid_scope",
            "Invalid OAuth scope or ID token audience provided.",
        );
    }
    let token = state.issue(
        if subject.is_some() { "dwd" } else { "sa" },
        Issued::Access {
            account: issuer.to_string(),
            scopes,
            subject,
        },
    );
    Json(json!({"access_token": token, "expires_in": 3599, "token_type": "Bearer"})).into_response()
}

fn refresh(state: &State, form: &HashMap<String, String>) -> Response {
    let field = |name: &str| form.get(name).map(String::as_str).unwrap_or("");
    if field("client_id") != USER_CLIENT_ID || field("client_secret") != USER_CLIENT_SECRET {
        return oauth_error(401, "invalid_client", "The OAuth client was not found.");
    }
    if field("refresh_token") != USER_REFRESH_TOKEN {
        return oauth_error(400, "invalid_grant", "Token has been expired or revoked.");
    }
    let token = state.issue(
        "user",
        Issued::Access {
            account: USER.to_string(),
            scopes: vec!["https://www.googleapis.com/auth/cloud-platform".to_string()],
            subject: None,
        },
    );
    Json(json!({"access_token": token, "expires_in": 3599, "token_type": "Bearer", "scope": "https://www.googleapis.com/auth/cloud-platform"})).into_response()
}
