//! Resource manager v3 fake: `POST /v3/organizations/ID:getIamPolicy`.
//!
//! Follows the real service: bearer token required (and checked against the tokens the
//! fake token endpoints issued, with one of the four allowed scopes), JSON body required,
//! `requestedPolicyVersion` 0, 1 or 3 only, 403 for unknown organizations (the real API
//! does not tell "missing" from "forbidden"), policies without conditions answered as
//! version 1, conditional bindings folded into `_withcond_` roles for versions below 3.

use std::collections::HashMap;
use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use serde_json::{json, Value};

use crate::tokens::TokenRegistry;

pub const ALLOWED_SCOPES: [&str; 4] = [
    "https://www.googleapis.com/auth/cloud-platform",
    "https://www.googleapis.com/auth/cloud-platform.read-only",
    "https://www.googleapis.com/auth/cloudplatformorganizations",
    "https://www.googleapis.com/auth/cloudplatformorganizations.readonly",
];

#[derive(Clone)]
struct AppState {
    policies: Arc<HashMap<String, Value>>,
    tokens: TokenRegistry,
}

/// Policies of three sample organizations: 111 with a conditional binding and audit
/// configs, 222 with plain bindings, 333 with an empty policy.
pub fn sample_policies() -> HashMap<String, Value> {
    let mut policies = HashMap::new();
    policies.insert(
        "111".to_string(),
        json!({
            "version": 3,
            "bindings": [
                {"role": "roles/owner", "members": ["user:alice@example.com", "group:admins@example.com"]},
                {"role": "roles/resourcemanager.organizationViewer",
                 "members": ["user:eve@example.com", "principalSet://iam.googleapis.com/projects/1/locations/global/workloadIdentityPools/ci/attribute.repository/acme/app"],
                 "condition": {"title": "expirable access", "description": "Does not grant access after Sep 2030",
                               "expression": "request.time < timestamp('2030-10-01T00:00:00.000Z')"}}
            ],
            "auditConfigs": [
                {"service": "allServices", "auditLogConfigs": [
                    {"logType": "DATA_READ", "exemptedMembers": ["user:jose@example.com"]},
                    {"logType": "ADMIN_READ"}
                ]}
            ],
            "etag": "BwWWja0YfJA="
        }),
    );
    policies.insert(
        "222".to_string(),
        json!({
            "version": 1,
            "bindings": [
                {"role": "roles/viewer", "members": ["serviceAccount:ci@proj.iam.gserviceaccount.com"]}
            ],
            "etag": "BwXYZ123abc="
        }),
    );
    policies.insert("333".to_string(), json!({"etag": "ACAB"}));
    policies
}

pub fn router(policies: HashMap<String, Value>, tokens: TokenRegistry) -> Router {
    let state = AppState {
        policies: Arc::new(policies),
        tokens,
    };
    Router::new()
        .route("/v3/organizations/{name}", post(get_iam_policy))
        .with_state(state)
}

fn error(status: StatusCode, canonical: &str, message: &str) -> Response {
    (
        status,
        Json(json!({"error": {"code": status.as_u16(), "message": message, "status": canonical}})),
    )
        .into_response()
}

async fn get_iam_policy(
    State(state): State<AppState>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: String,
) -> Response {
    let Some(id) = name.strip_suffix(":getIamPolicy") else {
        return error(StatusCode::NOT_FOUND, "NOT_FOUND", "Unknown method.");
    };
    let token = headers
        .get("authorization")
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "));
    let Some(scopes) = token.and_then(|token| state.tokens.scopes(token)) else {
        return error(
            StatusCode::UNAUTHORIZED,
            "UNAUTHENTICATED",
            "Request had invalid authentication credentials. Expected OAuth 2 access token.",
        );
    };
    if !scopes
        .iter()
        .any(|scope| ALLOWED_SCOPES.contains(&scope.as_str()))
    {
        return error(
            StatusCode::FORBIDDEN,
            "PERMISSION_DENIED",
            "Request had insufficient authentication scopes.",
        );
    }
    let json_body = headers
        .get("content-type")
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("application/json"));
    if !json_body {
        return error(
            StatusCode::BAD_REQUEST,
            "INVALID_ARGUMENT",
            "Content-Type must be application/json.",
        );
    }
    let request: Value = if body.trim().is_empty() {
        json!({})
    } else {
        match serde_json::from_str(&body) {
            Ok(value) => value,
            Err(_) => {
                return error(
                    StatusCode::BAD_REQUEST,
                    "INVALID_ARGUMENT",
                    "Invalid JSON payload received.",
                )
            }
        }
    };
    let version = request
        .pointer("/options/requestedPolicyVersion")
        .and_then(Value::as_i64)
        .unwrap_or(0);
    if ![0, 1, 3].contains(&version) {
        return error(
            StatusCode::BAD_REQUEST,
            "INVALID_ARGUMENT",
            &format!("Invalid requested policy version {version}. Valid versions are 0, 1 and 3."),
        );
    }
    let Some(policy) = state.policies.get(id) else {
        return error(
            StatusCode::FORBIDDEN,
            "PERMISSION_DENIED",
            &format!("The caller does not have permission (or organizations/{id} does not exist)"),
        );
    };
    (StatusCode::OK, Json(shape_for_version(policy, version))).into_response()
}

/// The policy as the real service formats it for `requested` version.
fn shape_for_version(policy: &Value, requested: i64) -> Value {
    let mut policy = policy.clone();
    let has_conditions = policy
        .get("bindings")
        .and_then(Value::as_array)
        .is_some_and(|bindings| {
            bindings
                .iter()
                .any(|binding| binding.get("condition").is_some())
        });
    let Some(object) = policy.as_object_mut() else {
        return policy;
    };
    if object.contains_key("version") {
        let version = if has_conditions && requested == 3 {
            3
        } else {
            1
        };
        object.insert("version".to_string(), json!(version));
    }
    if has_conditions && requested < 3 {
        if let Some(bindings) = object.get_mut("bindings").and_then(Value::as_array_mut) {
            for binding in bindings.iter_mut() {
                if let Some(binding) = binding.as_object_mut() {
                    if binding.remove("condition").is_some() {
                        let role = binding
                            .get("role")
                            .and_then(Value::as_str)
                            .unwrap_or_default();
                        binding.insert("role".to_string(), json!(format!("{role}_withcond_5e2b")));
                    }
                }
            }
        }
    }
    policy
}
