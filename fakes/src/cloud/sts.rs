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
/// The access token the fake Azure Pipelines endpoint accepts (`SYSTEM_ACCESSTOKEN`).
pub const AZURE_ACCESS_TOKEN: &str = "test-azure-job-token";
/// The service connection the fake Azure Pipelines endpoint knows.
pub const AZURE_SERVICE_CONNECTION: &str = "00000000-0000-0000-0000-0000000000sc";
/// The audience Azure Pipelines puts in every token.
pub const AZURE_AUDIENCE: &str = "api://AzureADTokenExchange";

/// Each CI system's issuer, as the provider's configuration would name it.
pub fn issuer(ci: &str) -> Option<&'static str> {
    Some(match ci {
        "github" => ISSUER,
        "gitlab" => "https://gitlab.com",
        "circleci" => "https://oidc.circleci.com/org/00000000-0000-0000-0000-000000000000",
        "buildkite" => "https://agent.buildkite.com",
        "bitbucket" => {
            "https://api.bitbucket.org/2.0/workspaces/acme/pipelines-config/identity/oidc"
        }
        "azure" => "https://vstoken.dev.azure.com/00000000-0000-0000-0000-000000000000",
        "generic" => "https://issuer.example.com",
        _ => return None,
    })
}

const CI_SYSTEMS: [&str; 7] = [
    "github",
    "gitlab",
    "circleci",
    "buildkite",
    "bitbucket",
    "azure",
    "generic",
];

/// An identity token as the CI system `ci` issues it (unknown names get GitHub's issuer).
pub fn ci_token(ci: &str, audience: &str, lifetime: u64, id: u64) -> String {
    let issued_at = now();
    jwt::sign(
        &json!({
            "jti": format!("jti-{ci}-{id}"),
            "sub": format!("{ci}:{SUBJECT}"),
            "aud": audience,
            "iss": issuer(ci).unwrap_or(ISSUER),
            "nbf": issued_at,
            "iat": issued_at,
            "exp": issued_at + lifetime,
        }),
        "fake-ci-key",
    )
}

/// `GET /ci-token/{ci}?audience=AUD&lifetime=SECONDS`: a token as that CI system would
/// hand it to a job (in a variable, a file or a command's output), for tests and benchmarks.
pub async fn mint_ci_token(
    Extract(state): Extract<Arc<State>>,
    axum::extract::Path(ci): axum::extract::Path<String>,
    RawQuery(query): RawQuery,
) -> Response {
    let query: HashMap<String, String> =
        url::form_urlencoded::parse(query.unwrap_or_default().as_bytes())
            .into_owned()
            .collect();
    if issuer(&ci).is_none() {
        return (axum::http::StatusCode::NOT_FOUND, "unknown CI system").into_response();
    }
    let default_audience = format!("https://iam.googleapis.com/{PROVIDER}");
    let audience = query.get("audience").unwrap_or(&default_audience);
    let lifetime = query
        .get("lifetime")
        .and_then(|value| value.parse().ok())
        .unwrap_or(300);
    ci_token(&ci, audience, lifetime, state.next_id()).into_response()
}

/// `POST /azure/oidc?api-version=7.1&serviceConnectionId=ID`: Azure Pipelines' OIDC
/// request URI, with the job's access token as bearer.
pub async fn azure_oidc(
    Extract(state): Extract<Arc<State>>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    if let Some(failure) = injected(&state, "azure") {
        return failure;
    }
    if bearer(&headers).as_deref() != Some(AZURE_ACCESS_TOKEN) {
        return (
            axum::http::StatusCode::UNAUTHORIZED,
            Json(
                json!({"message": "TF400813: The user is not authorized to access this resource."}),
            ),
        )
            .into_response();
    }
    let query: HashMap<String, String> =
        url::form_urlencoded::parse(query.unwrap_or_default().as_bytes())
            .into_owned()
            .collect();
    if query.get("api-version").map(String::as_str) != Some("7.1") {
        return (
            axum::http::StatusCode::BAD_REQUEST,
            Json(json!({"message": "api-version 7.1 is required"})),
        )
            .into_response();
    }
    if query.get("serviceConnectionId").map(String::as_str) != Some(AZURE_SERVICE_CONNECTION) {
        return (
            axum::http::StatusCode::NOT_FOUND,
            Json(json!({"message": "the service connection does not exist or is not authorized for this pipeline"})),
        )
            .into_response();
    }
    let token = ci_token("azure", AZURE_AUDIENCE, 600, state.next_id());
    Json(json!({"oidcToken": token})).into_response()
}

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
    let issuer = claims.get("iss").and_then(Value::as_str).unwrap_or("");
    let mut allowed = vec![format!("https://iam.googleapis.com/{PROVIDER}")];
    // The provider for Azure Pipelines allows the one audience Azure issues.
    if Some(issuer) == self::issuer("azure") {
        allowed.push(AZURE_AUDIENCE.to_string());
    }
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
    if !CI_SYSTEMS.iter().any(|ci| self::issuer(ci) == Some(issuer)) {
        return oauth_error(400, "invalid_grant", "unexpected issuer");
    }
    let subject = claims
        .get("sub")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string();
    state.count_exchange();
    let token = state.issue("fed", Issued::Federated { subject });
    Json(json!({
        "access_token": token,
        "issued_token_type": "urn:ietf:params:oauth:token-type:access_token",
        "token_type": "Bearer",
        "expires_in": state.token_lifetime(3599),
    }))
    .into_response()
}
