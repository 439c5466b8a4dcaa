//! The resource manager (v3): an organization's IAM policy.

use serde::Deserialize;
use serde_json::{json, Value};
use url::Url;

use super::send;
use crate::http::{join, Http, Request};
use crate::secret::Secret;
use crate::{ErrorKind, Result};

pub const SERVICE: &str = "resource manager";

/// `{base}/v3/organizations/{id}:getIamPolicy`
pub fn get_iam_policy_url(base: &Url, organization: &str) -> Url {
    join(
        base,
        &format!(
            "/v3/organizations/{}:getIamPolicy",
            crate::http::escape_segment(organization)
        ),
    )
}

/// The policy document exactly as the service returned it (the caller prints it as-is).
pub async fn get_iam_policy(
    http: &Http,
    base: &Url,
    organization: &str,
    version: u8,
    token: &Secret,
    quota_project: Option<&str>,
) -> Result<Value> {
    let mut request = Request::post(SERVICE, get_iam_policy_url(base, organization))
        .bearer(token)
        .header("accept", "application/json")
        .json(&json!({"options": {"requestedPolicyVersion": version}}))
        // Reading a policy changes nothing: safe to send again.
        .idempotent(true);
    if let Some(project) = quota_project {
        request = request.header("x-goog-user-project", project);
    }
    let response = send(http, request).await?;
    let policy: Value = response.json().map_err(super::fail)?;
    if !policy.is_object() {
        return Err(super::fail(ErrorKind::UnexpectedAnswer(format!(
            "the {SERVICE} answered with JSON that is not a policy object"
        ))));
    }
    Ok(policy)
}

/// A typed view of a policy for tables; every field may be absent.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Policy {
    pub version: Option<i64>,
    pub bindings: Vec<Binding>,
    pub audit_configs: Vec<AuditConfig>,
    pub etag: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct Binding {
    pub role: String,
    pub members: Vec<String>,
    pub condition: Option<Expr>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct Expr {
    pub title: Option<String>,
    pub description: Option<String>,
    pub expression: Option<String>,
    pub location: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct AuditConfig {
    pub service: String,
    pub audit_log_configs: Vec<AuditLogConfig>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct AuditLogConfig {
    pub log_type: String,
    pub exempted_members: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_policy_field_is_optional() {
        let policy: Policy = serde_json::from_str(r#"{"etag":"ACAB"}"#).unwrap();
        assert!(policy.bindings.is_empty() && policy.version.is_none());
        let policy: Policy = serde_json::from_str(
            r#"{"version":3,"bindings":[{"role":"roles/viewer","members":["user:a@b"],"condition":{"title":"t"}}],"auditConfigs":[{"service":"allServices","auditLogConfigs":[{"logType":"DATA_READ"}]}]}"#,
        )
        .unwrap();
        assert_eq!(
            policy.bindings[0]
                .condition
                .as_ref()
                .unwrap()
                .title
                .as_deref(),
            Some("t")
        );
        assert_eq!(
            policy.audit_configs[0].audit_log_configs[0].log_type,
            "DATA_READ"
        );
    }

    #[test]
    fn url_has_the_transcoded_method() {
        let base = Url::parse("https://cloudresourcemanager.googleapis.com").unwrap();
        assert_eq!(
            get_iam_policy_url(&base, "123").as_str(),
            "https://cloudresourcemanager.googleapis.com/v3/organizations/123:getIamPolicy"
        );
    }
}
