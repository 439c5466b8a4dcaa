//! The resource manager's `getIamPolicy` (v3) of organizations, folders and projects. Known
//! organizations: one with conditional bindings and audit configs, one without conditions
//! (answered in version 1 whatever is asked), one with an empty policy; a folder and a
//! project (by ID and by number) with conditional bindings and a `deleted:` member. Tests
//! set or replace any resource's policy with [`super::Cloud::set_policy`]. Every other
//! resource answers 403, as the real service does for one that does not exist, so that
//! existence is not leaked.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path, State as Extract};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use super::{bearer, content_type, google_error, injected, Issued, State};

pub const CONDITIONAL_ORG: &str = "111111111111";
pub const PLAIN_ORG: &str = "222222222222";
pub const EMPTY_ORG: &str = "333333333333";
/// The organization of ward's README examples, so they work against this fake.
pub const EXAMPLE_ORG: &str = "123456789012";
/// A folder and a project (its ID and its number name the same project).
pub const FOLDER: &str = "folders/444444444444";
pub const PROJECT: &str = "projects/drift-project";
pub const PROJECT_NUMBER: &str = "projects/555555555555";

/// Scopes that allow reading an organization's policy (spec 3 §5.3).
const READ_SCOPES: [&str; 4] = [
    "https://www.googleapis.com/auth/cloud-platform",
    "https://www.googleapis.com/auth/cloud-platform.read-only",
    "https://www.googleapis.com/auth/cloudplatformorganizations",
    "https://www.googleapis.com/auth/cloudplatformorganizations.readonly",
];

pub fn conditional_policy() -> Value {
    json!({
        "version": 3,
        "bindings": [
            {"role": "roles/resourcemanager.organizationAdmin", "members": ["user:admin@example.com", "group:admins@example.com"]},
            {
                "role": "roles/resourcemanager.organizationViewer",
                "members": ["user:eve@example.com", "principalSet://iam.googleapis.com/projects/123456789/locations/global/workloadIdentityPools/ci-pool/attribute.repository/acme/app"],
                "condition": {
                    "title": "expirable access",
                    "description": "Does not grant access after Sep 2030",
                    "expression": "request.time < timestamp('2030-10-01T00:00:00.000Z')"
                }
            }
        ],
        "auditConfigs": [
            {"service": "allServices", "auditLogConfigs": [
                {"logType": "DATA_READ", "exemptedMembers": ["user:jose@example.com"]},
                {"logType": "ADMIN_READ"}
            ]}
        ],
        "etag": "BwWWja0YfJA="
    })
}

pub fn plain_policy() -> Value {
    json!({
        "version": 1,
        "bindings": [
            {"role": "roles/owner", "members": ["user:owner@example.com"]},
            {"role": "roles/viewer", "members": ["serviceAccount:deployer@test-project.iam.gserviceaccount.com", "user:eve@example.com"]}
        ],
        "etag": "BwXYZ1234AA="
    })
}

/// The policy of [`FOLDER`] and [`PROJECT`]: a conditional grant beside the same role without
/// a condition, a service account with a basic role, and a recently deleted user.
pub fn project_policy() -> Value {
    json!({
        "version": 3,
        "bindings": [
            {"role": "roles/owner", "members": ["user:owner@example.com", "serviceAccount:deployer@test-project.iam.gserviceaccount.com"]},
            {"role": "roles/viewer", "members": ["group:devs@example.com", "deleted:user:gone@example.com?uid=123456789012345678901"]},
            {
                "role": "roles/viewer",
                "members": ["user:contractor@partner.example.net"],
                "condition": {
                    "title": "expirable access",
                    "description": "Does not grant access after Sep 2030",
                    "expression": "request.time < timestamp('2030-10-01T00:00:00.000Z')"
                }
            }
        ],
        "etag": "BwYProJ3cTA="
    })
}

/// The policies served at start, by resource name.
pub(super) fn initial_policies() -> std::collections::HashMap<String, Value> {
    let plain_org = |id: &str| format!("organizations/{id}");
    [
        (plain_org(CONDITIONAL_ORG), conditional_policy()),
        (plain_org(PLAIN_ORG), plain_policy()),
        (plain_org(EXAMPLE_ORG), plain_policy()),
        (plain_org(EMPTY_ORG), json!({"etag": "ACAB"})),
        (FOLDER.to_string(), project_policy()),
        (PROJECT.to_string(), project_policy()),
        (PROJECT_NUMBER.to_string(), project_policy()),
    ]
    .into_iter()
    .collect()
}

/// Whether a policy holds a conditional binding, which only version 3 may show.
fn has_conditions(policy: &Value) -> bool {
    policy
        .get("bindings")
        .and_then(Value::as_array)
        .is_some_and(|bindings| bindings.iter().any(|b| b.get("condition").is_some()))
}

/// `POST /v3/{organizations|folders|projects}/{id}:getIamPolicy`
pub async fn get_iam_policy(
    Extract(state): Extract<Arc<State>>,
    Path((collection, target)): Path<(String, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let Some(id) = target.strip_suffix(":getIamPolicy") else {
        return google_error(404, "unknown method");
    };
    if !["organizations", "folders", "projects"].contains(&collection.as_str()) {
        return google_error(404, "unknown collection");
    }
    if let Some(failure) = injected(&state, "policy") {
        return failure;
    }
    if !content_type(&headers).starts_with("application/json") {
        return google_error(400, "Content-Type must be application/json");
    }
    let Some(token) = bearer(&headers) else {
        return google_error(401, "Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.");
    };
    let scopes = match state.lookup(&token) {
        Some(Issued::Access { scopes, .. }) => scopes,
        // A direct-federation principal's token carries the exchange's scope.
        Some(Issued::Federated { .. }) => vec![READ_SCOPES[0].to_string()],
        None => return google_error(401, "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential."),
    };
    if !scopes
        .iter()
        .any(|scope| READ_SCOPES.contains(&scope.as_str()))
    {
        return google_error(403, "Request had insufficient authentication scopes.");
    }
    let requested = if body.is_empty() {
        0
    } else {
        match serde_json::from_slice::<Value>(&body) {
            Ok(request) => request
                .pointer("/options/requestedPolicyVersion")
                .and_then(Value::as_i64)
                .unwrap_or(0),
            Err(_) => return google_error(400, "Invalid JSON payload received."),
        }
    };
    if ![0, 1, 3].contains(&requested) {
        return google_error(
            400,
            &format!("Invalid requested policy version {requested}: use 0, 1 or 3."),
        );
    }
    state.count_policy_read();
    let Some(policy) = state.policy(&format!("{collection}/{id}")) else {
        return google_error(403, "The caller does not have permission");
    };
    if requested < 3 && has_conditions(&policy) {
        return google_error(
            400,
            "The policy has conditional role bindings; request policy version 3 to read it.",
        );
    }
    Json(policy).into_response()
}
