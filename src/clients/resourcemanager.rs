//! Resource manager v3: `organizations.getIamPolicy`.

use serde::{Deserialize, Serialize};
use url::Url;

use crate::http::{self, Http, HttpError, Request};
use crate::secret::Secret;

pub const SERVICE: &str = "resource manager";

/// The narrowest scope that can read an organization's policy.
pub const READ_ONLY_SCOPE: &str = "https://www.googleapis.com/auth/cloud-platform.read-only";

/// Every field may be absent: an organization without bindings answers `{"etag": ...}`.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Policy {
    #[serde(default)]
    pub version: Option<i64>,
    #[serde(default)]
    pub bindings: Vec<Binding>,
    #[serde(default)]
    pub audit_configs: Vec<AuditConfig>,
    #[serde(default)]
    pub etag: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
pub struct Binding {
    #[serde(default)]
    pub role: String,
    #[serde(default)]
    pub members: Vec<String>,
    #[serde(default)]
    pub condition: Option<Expr>,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
pub struct Expr {
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default)]
    pub expression: Option<String>,
    #[serde(default)]
    pub location: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AuditConfig {
    #[serde(default)]
    pub service: String,
    #[serde(default)]
    pub audit_log_configs: Vec<AuditLogConfig>,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AuditLogConfig {
    #[serde(default)]
    pub log_type: String,
    #[serde(default)]
    pub exempted_members: Vec<String>,
}

/// A policy both as the server sent it (for `-o json`, unchanged) and typed (for tables).
#[derive(Debug, Clone)]
pub struct FetchedPolicy {
    pub raw: serde_json::Value,
    pub policy: Policy,
}

pub struct ResourceManager<'a> {
    http: &'a Http,
    base: Url,
}

impl<'a> ResourceManager<'a> {
    pub fn new(http: &'a Http, base: Url) -> Self {
        Self { http, base }
    }

    /// POST `/v3/organizations/ID:getIamPolicy` asking for at most `version`.
    pub async fn organization_policy(
        &self,
        organization_id: &str,
        version: u8,
        token: &Secret,
        quota_project: Option<&str>,
    ) -> Result<FetchedPolicy, HttpError> {
        let path = format!(
            "/v3/organizations/{}:getIamPolicy",
            http::escape_segment(organization_id)
        );
        let body = serde_json::json!({ "options": { "requestedPolicyVersion": version } });
        // Reading a policy changes nothing, so the POST may be retried like a GET.
        let mut request = Request::post(SERVICE, http::join(&self.base, &path))
            .bearer(token)
            .json(&body)
            .idempotent(true);
        if let Some(project) = quota_project {
            request = request.header("x-goog-user-project", project);
        }
        let response = self.http.send(request).await?;
        let raw: serde_json::Value = response.json()?;
        let policy = serde_json::from_value(raw.clone()).map_err(|error| HttpError::Decode {
            service: SERVICE,
            url: response.url.to_string(),
            detail: format!("the policy has an unexpected shape: {error}"),
        })?;
        Ok(FetchedPolicy { raw, policy })
    }
}
