//! Fakes of the cloud platform's token services on one router: the CI runner's identity-token
//! issuer (`GET /oidc`), Azure Pipelines' (`POST /azure/oidc`), tokens as other CI systems
//! hand them to jobs (`GET /ci-token/{ci}`), the token service (`POST /v1/token`), IAM credentials
//! (`POST /v1/projects/-/serviceAccounts/{account}:{method}`), the OAuth2 token endpoint
//! (`POST /token`) and the resource manager (`POST /v3/{organizations,folders,projects}/{id}:getIamPolicy`).
//!
//! Every token they issue is remembered with what it may do, every JWT they receive is
//! verified (RS256, against the public half of the committed test-only key), and every
//! request is recorded, so tests can assert both what ward sent and that it chained the
//! right tokens.

mod iam;
mod jwt;
mod oauth2;
pub mod policy;
mod sts;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};

use crate::RequestLog;

pub use jwt::{TEST_PRIVATE_KEY_PEM, TEST_PUBLIC_KEY_PEM};
pub use sts::{
    ci_token, identity_token, issuer, AZURE_ACCESS_TOKEN, AZURE_AUDIENCE, AZURE_SERVICE_CONNECTION,
};

pub const REQUEST_TOKEN: &str = "test-request-token";
pub const PROVIDER: &str =
    "projects/123456789/locations/global/workloadIdentityPools/ci-pool/providers/github";
pub const SERVICE_ACCOUNT: &str = "deployer@test-project.iam.gserviceaccount.com";
pub const DELEGATE: &str = "delegate@test-project.iam.gserviceaccount.com";
/// The account of the test-only key.
pub const KEY_ACCOUNT: &str = "ci@key-project.iam.gserviceaccount.com";
pub const KEY_ID: &str = "test-only-key-id";
/// The user of the fake's `authorized_user` credentials.
pub const USER: &str = "alice@example.com";
pub const USER_CLIENT_ID: &str = "fake-client.apps.example.com";
pub const USER_CLIENT_SECRET: &str = "fake-client-secret";
pub const USER_REFRESH_TOKEN: &str = "fake-refresh-token";

/// An `authorized_user` credentials document, with `token_uri` pointing at a fake.
pub fn authorized_user(token_uri: &str) -> Value {
    json!({
        "type": "authorized_user",
        "client_id": USER_CLIENT_ID,
        "client_secret": USER_CLIENT_SECRET,
        "refresh_token": USER_REFRESH_TOKEN,
        "token_uri": token_uri,
        "quota_project_id": "user-quota-project",
    })
}

/// A service-account key document for the test-only key, with `token_uri` pointing at a fake.
pub fn service_account_key(token_uri: &str) -> Value {
    json!({
        "type": "service_account",
        "project_id": "key-project",
        "private_key_id": KEY_ID,
        "private_key": TEST_PRIVATE_KEY_PEM,
        "client_email": KEY_ACCOUNT,
        "client_id": "100000000000000000001",
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": token_uri,
    })
}

/// What an issued token may be used for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Issued {
    /// From the token service, for the workflow identity `subject`.
    Federated { subject: String },
    /// An access token of `account` (with `subject` under domain-wide delegation).
    Access {
        account: String,
        scopes: Vec<String>,
        subject: Option<String>,
    },
}

#[derive(Debug, Default)]
pub struct State {
    /// Extra `aud` values the provider accepts besides its default.
    pub allowed_audiences: Mutex<Vec<String>>,
    /// Statuses to answer instead of serving, per endpoint (`oidc`, `sts`,
    /// `generateAccessToken`, `generateIdToken`, `signJwt`, `oauth2`, `policy`), first first.
    failures: Mutex<HashMap<String, Vec<u16>>>,
    tokens: Mutex<HashMap<String, Issued>>,
    counter: AtomicU64,
    /// Seconds federated and access tokens live, when shorter than asked (0: as asked).
    short_lifetime: AtomicU64,
    /// Token exchanges answered, and access tokens minted for each service account.
    exchanges: AtomicU64,
    minted: Mutex<HashMap<String, u64>>,
    /// The IAM policy of each readable resource (`folders/1`), and reads answered.
    policies: Mutex<Option<HashMap<String, Value>>>,
    policy_reads: AtomicU64,
}

impl State {
    fn next_id(&self) -> u64 {
        self.counter.fetch_add(1, Ordering::Relaxed) + 1
    }

    fn issue(&self, prefix: &str, issued: Issued) -> String {
        let token = format!("{prefix}-{:08}-{}", self.next_id(), std::process::id());
        if let Ok(mut tokens) = self.tokens.lock() {
            tokens.insert(token.clone(), issued);
        }
        token
    }

    /// `asked`, or the short lifetime set with [`Cloud::short_lifetimes`].
    pub fn token_lifetime(&self, asked: u64) -> u64 {
        match self.short_lifetime.load(Ordering::Relaxed) {
            0 => asked,
            short => short.min(asked),
        }
    }

    /// Counted by the token service and IAM as they answer.
    pub(crate) fn count_exchange(&self) {
        self.exchanges.fetch_add(1, Ordering::Relaxed);
    }

    pub(crate) fn count_minted(&self, account: &str) {
        if let Ok(mut minted) = self.minted.lock() {
            *minted.entry(account.to_string()).or_default() += 1;
        }
    }

    /// The policy of `resource` (`projects/x`), if the caller may read it.
    pub fn policy(&self, resource: &str) -> Option<Value> {
        let mut policies = self.policies.lock().ok()?;
        policies
            .get_or_insert_with(policy::initial_policies)
            .get(resource)
            .cloned()
    }

    pub(crate) fn count_policy_read(&self) {
        self.policy_reads.fetch_add(1, Ordering::Relaxed);
    }

    /// Policy reads answered (a 403 included).
    pub fn policy_reads(&self) -> u64 {
        self.policy_reads.load(Ordering::Relaxed)
    }

    pub fn lookup(&self, token: &str) -> Option<Issued> {
        self.tokens.lock().ok()?.get(token).cloned()
    }

    /// Every token issued so far.
    pub fn issued(&self) -> Vec<(String, Issued)> {
        self.tokens
            .lock()
            .map(|tokens| tokens.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
            .unwrap_or_default()
    }

    fn take_failure(&self, endpoint: &str) -> Option<u16> {
        let mut failures = self.failures.lock().ok()?;
        let queue = failures.get_mut(endpoint)?;
        (!queue.is_empty()).then(|| queue.remove(0))
    }
}

/// The fake cloud: its router, shared state and request log.
#[derive(Clone, Default)]
pub struct Cloud {
    pub state: Arc<State>,
    pub log: RequestLog,
}

impl Cloud {
    pub fn new() -> Self {
        Self::default()
    }

    /// Answer `status` to the next `times` requests to `endpoint`.
    pub fn fail(&self, endpoint: &str, status: u16, times: usize) {
        if let Ok(mut failures) = self.state.failures.lock() {
            failures
                .entry(endpoint.to_string())
                .or_default()
                .extend(std::iter::repeat_n(status, times));
        }
    }

    /// Issue federated and access tokens that expire after `seconds`, so clients must
    /// refresh within a test.
    pub fn short_lifetimes(&self, seconds: u64) {
        self.state.short_lifetime.store(seconds, Ordering::Relaxed);
    }

    pub fn allow_audience(&self, audience: &str) {
        if let Ok(mut audiences) = self.state.allowed_audiences.lock() {
            audiences.push(audience.to_string());
        }
    }

    /// Serve `policy` as the IAM policy of `resource` (`projects/x`, `folders/1`), readable
    /// from now on.
    pub fn set_policy(&self, resource: &str, policy: Value) {
        if let Ok(mut policies) = self.state.policies.lock() {
            policies
                .get_or_insert_with(policy::initial_policies)
                .insert(resource.to_string(), policy);
        }
    }

    pub fn router(&self) -> Router {
        let router = Router::new()
            .route("/oidc", get(sts::oidc))
            .route("/azure/oidc", post(sts::azure_oidc))
            .route("/ci-token/{ci}", get(sts::mint_ci_token))
            .route("/v1/token", post(sts::exchange))
            .route("/v1/projects/-/serviceAccounts/{target}", post(iam::call))
            .route("/token", post(oauth2::token))
            .route("/v3/{collection}/{target}", post(policy::get_iam_policy))
            .route("/stats", get(stats))
            .with_state(self.state.clone());
        self.log.layer(router)
    }
}

/// `GET /stats`: what the fake has answered, for benchmarks in another process.
async fn stats(axum::extract::State(state): axum::extract::State<Arc<State>>) -> Response {
    let minted = state
        .minted
        .lock()
        .map(|minted| minted.clone())
        .unwrap_or_default();
    Json(json!({
        "exchanges": state.exchanges.load(Ordering::Relaxed),
        "policy_reads": state.policy_reads(),
        "access_tokens": minted,
    }))
    .into_response()
}

pub(crate) fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs())
}

/// `seconds` since the epoch as `YYYY-MM-DDTHH:MM:SSZ`, the only form client libraries accept.
pub(crate) fn rfc3339(seconds: u64) -> String {
    let days = i64::try_from(seconds / 86_400).unwrap_or(0);
    let rest = seconds % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

/// The platform's error envelope.
pub(crate) fn google_error(status: u16, message: &str) -> Response {
    let code = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let canonical = match status {
        400 => "INVALID_ARGUMENT",
        401 => "UNAUTHENTICATED",
        403 => "PERMISSION_DENIED",
        404 => "NOT_FOUND",
        415 => "INVALID_ARGUMENT",
        429 => "RESOURCE_EXHAUSTED",
        503 => "UNAVAILABLE",
        _ => "INTERNAL",
    };
    (
        code,
        Json(json!({"error": {"code": status, "message": message, "status": canonical}})),
    )
        .into_response()
}

/// The OAuth error shape of the token endpoints.
pub(crate) fn oauth_error(status: u16, error: &str, description: &str) -> Response {
    let code = StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_REQUEST);
    (
        code,
        Json(json!({"error": error, "error_description": description})),
    )
        .into_response()
}

/// An injected failure for `endpoint`, if one is queued.
pub(crate) fn injected(state: &State, endpoint: &str) -> Option<Response> {
    state
        .take_failure(endpoint)
        .map(|status| google_error(status, &format!("injected failure of {endpoint}")))
}

pub(crate) fn bearer(headers: &HeaderMap) -> Option<String> {
    headers
        .get("authorization")?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::to_string)
}

pub(crate) fn content_type(headers: &HeaderMap) -> String {
    headers
        .get("content-type")
        .and_then(|value| value.to_str().ok())
        .unwrap_or("")
        .to_ascii_lowercase()
}

/// `http://HOST` as the client addressed this server.
pub(crate) fn origin(headers: &HeaderMap) -> String {
    let host = headers
        .get("host")
        .and_then(|value| value.to_str().ok())
        .unwrap_or("127.0.0.1");
    format!("http://{host}")
}

pub(crate) fn known_account(account: &str) -> bool {
    [SERVICE_ACCOUNT, DELEGATE, KEY_ACCOUNT].contains(&account)
}

#[cfg(test)]
mod tests {
    #[test]
    fn formats_timestamps() {
        assert_eq!(super::rfc3339(1_893_456_000), "2030-01-01T00:00:00Z");
    }
}
