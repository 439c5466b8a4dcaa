//! The runner's identity-token issuer and the token service.

use std::collections::HashMap;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{RawQuery, State as Extract};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use super::{
    bearer, content_type, injected, jwt, now, oauth_error, Issued, State, PROVIDER, REQUEST_TOKEN,
};

pub const ISSUER: &str = "https://token.actions.githubusercontent.com";
pub const SUBJECT: &str = "repo:acme/app:ref:refs/heads/main";

/// `GET /oidc?api-version=2.0&audience=AUD` with the runner's request token.
pub async fn oidc(
    Extract(state): Extract<Arc<State>>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    if let Some(failure) = injected(&state, "oidc") {
        return failure;
    }
    if bearer(&headers).as_deref() != Some(REQUEST_TOKEN) {
        return (
            axum::http::StatusCode::UNAUTHORIZED,
            Json(json!({"message": "Bad credentials"})),
        )
            .into_response();
    }
    let query: HashMap<String, String> =
        url::form_urlencoded::parse(query.unwrap_or_default().as_bytes())
            .into_owned()
            .collect();
    let Some(audience) = query.get("audience").filter(|a| !a.is_empty()) else {
        return (
            axum::http::StatusCode::BAD_REQUEST,
            Json(json!({"message": "audience is required"})),
        )
            .into_response();
    };
    let token = identity_token(audience, state.next_id());
    Json(json!({"count": 1, "value": token})).into_response()
}

/// A workflow identity token for `audience`, as the runner's issuer signs it.
pub fn identity_token(audience: &str, id: u64) -> String {
    let issued_at = now();
    jwt::sign(
        &json!({
            "jti": format!("jti-{id}"),
            "sub": SUBJECT,
            "aud": audience,
            "repository": "acme/app",
            "repository_owner": "acme",
            "ref": "refs/heads/main",
            "run_id": "42",
            "iss": ISSUER,
            "nbf": issued_at,
            "iat": issued_at,
            "exp": issued_at + 300,
        }),
        "fake-runner-key",
    )
}

/// `POST /v1/token`: JSON with camelCase fields (as the action sends) or an RFC 8693 form
/// with snake_case fields (as client libraries send).
pub async fn exchange(
    Extract(state): Extract<Arc<State>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Some(failure) = injected(&state, "sts") {
        return failure;
    }
    let kind = content_type(&headers);
    let fields: HashMap<String, String> = if kind.starts_with("application/json") {
        let Ok(Value::Object(map)) = serde_json::from_slice::<Value>(&body) else {
            return oauth_error(400, "invalid_request", "the body is not a JSON object");
        };
        let pairs = [
            ("grantType", "grant_type"),
            ("audience", "audience"),
            ("scope", "scope"),
            ("requestedTokenType", "requested_token_type"),
            ("subjectToken", "subject_token"),
            ("subjectTokenType", "subject_token_type"),
        ];
        pairs
            .iter()
            .filter_map(|(camel, snake)| {
                map.get(*camel)
                    .and_then(Value::as_str)
                    .map(|value| ((*snake).to_string(), value.to_string()))
            })
            .collect()
    } else if kind.starts_with("application/x-www-form-urlencoded") {
        url::form_urlencoded::parse(&body).into_owned().collect()
    } else {
        return oauth_error(
            400,
            "invalid_request",
            "Content-Type must be application/json or application/x-www-form-urlencoded",
        );
    };
    let field = |name: &str| fields.get(name).map(String::as_str).unwrap_or("");
    if field("grant_type") != "urn:ietf:params:oauth:grant-type:token-exchange" {
        return oauth_error(
            400,
            "unsupported_grant_type",
            "grant_type must be token-exchange",
        );
    }
    if field("requested_token_type") != "urn:ietf:params:oauth:token-type:access_token" {
        return oauth_error(
            400,
            "invalid_request",
            "requested_token_type must be access_token",
        );
    }
    if field("subject_token_type") != "urn:ietf:params:oauth:token-type:jwt" {
        return oauth_error(400, "invalid_request", "subject_token_type must be jwt");
    }
    let expected = format!("//iam.googleapis.com/{PROVIDER}");
    if field("audience") != expected {
        return oauth_error(
            400,
            "invalid_target",
            "The target service indicated by the \"audience\" parameters is invalid. This might either be because the pool or provider is disabled or deleted or because it doesn't exist.",
        );
    }
    let claims = match jwt::verify(field("subject_token"), None) {
        Ok(claims) => claims,
        Err(error) => return oauth_error(400, "invalid_grant", &error),
    };
    let audience = claims.get("aud").and_then(Value::as_str).unwrap_or("");
    let mut allowed = vec![format!("https://iam.googleapis.com/{PROVIDER}")];
    if let Ok(extra) = state.allowed_audiences.lock() {
        allowed.extend(extra.iter().cloned());
    }
    if !allowed.iter().any(|a| a == audience) {
        return oauth_error(
            400,
            "invalid_grant",
            &format!("The audience in ID Token [{audience}] does not match the expected audience."),
        );
    }
    if claims.get("iss").and_then(Value::as_str) != Some(ISSUER) {
        return oauth_error(400, "invalid_grant", "unexpected issuer");
    }
    let subject = claims
        .get("sub")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string();
    let token = state.issue("fed", Issued::Federated { subject });
    Json(json!({
        "access_token": token,
        "issued_token_type": "urn:ietf:params:oauth:token-type:access_token",
        "token_type": "Bearer",
        "expires_in": 3599,
    }))
    .into_response()
}
