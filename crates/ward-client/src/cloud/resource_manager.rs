//! The resource manager (v3): the IAM policy of an organization, a folder or a project.

use serde::Deserialize;
use serde_json::{json, Value};
use url::Url;

use super::CloudClient;
use crate::http::{join, Request};
use crate::path::Segment;
use crate::secret::Secret;
use crate::{ErrorKind, Result};

/// The service name used in messages.
pub const SERVICE: &str = "resource manager";

/// The kinds of resource that hold an IAM policy at the levels of the hierarchy; each is
/// read through the same `getIamPolicy` method of its own collection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Container {
    /// `organizations/{numeric id}`
    Organization,
    /// `folders/{numeric id}`
    Folder,
    /// `projects/{project id or number}`
    Project,
}

impl Container {
    /// The collection's name in resource names and paths.
    pub fn collection(self) -> &'static str {
        match self {
            Self::Organization => "organizations",
            Self::Folder => "folders",
            Self::Project => "projects",
        }
    }
}

/// `{base}/v3/{collection}/{id}:getIamPolicy`, refused before any request when the ID is
/// not one path segment.
pub fn get_iam_policy_url(base: &Url, container: Container, id: &str) -> Result<Url> {
    let segment = Segment::new(id).map_err(super::fail)?;
    Ok(join(
        base,
        &format!("/v3/{}/{segment}:getIamPolicy", container.collection()),
    ))
}

impl CloudClient {
    /// The IAM policy of `id` in `container` in policy format `version`, read with `token`
    /// and billed to `quota_project` when given: the document exactly as the service
    /// returned it (the caller prints it as-is).
    pub async fn get_iam_policy(
        &self,
        container: Container,
        id: &str,
        version: u8,
        token: &Secret,
        quota_project: Option<&str>,
    ) -> Result<Value> {
        let url = get_iam_policy_url(self.urls.resource_manager.url()?, container, id)?;
        let mut request = Request::post(SERVICE, url)
            .bearer(token)
            .header("accept", "application/json")
            .json(&json!({"options": {"requestedPolicyVersion": version}}))
            // Reading a policy changes nothing: safe to send again.
            .idempotent(true);
        if let Some(project) = quota_project {
            request = request.header("x-goog-user-project", project);
        }
        let response = self.send(request).await?;
        let policy: Value = response.json().map_err(super::fail)?;
        if !policy.is_object() {
            return Err(super::fail(ErrorKind::UnexpectedAnswer(format!(
                "the {SERVICE} answered with JSON that is not a policy object"
            ))));
        }
        Ok(policy)
    }
}

/// A typed view of a policy for tables; every field may be absent.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Policy {
    /// The policy format version.
    pub version: Option<i64>,
    /// Who holds which role.
    pub bindings: Vec<Binding>,
    /// Audit logging settings.
    pub audit_configs: Vec<AuditConfig>,
    /// The concurrency token of this version of the policy.
    pub etag: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
/// Members holding one role, maybe under a condition.
pub struct Binding {
    /// The role, such as `roles/viewer`.
    pub role: String,
    /// Principals such as `user:a@example.com`.
    pub members: Vec<String>,
    /// The condition limiting the binding.
    pub condition: Option<Expr>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
/// A condition expression.
pub struct Expr {
    /// Its short title.
    pub title: Option<String>,
    /// What it is for.
    pub description: Option<String>,
    /// The expression in the policy language.
    pub expression: Option<String>,
    /// Where it came from, for messages.
    pub location: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
/// Audit logging of one service.
pub struct AuditConfig {
    /// The service, or `allServices`.
    pub service: String,
    /// Which kinds of access are logged.
    pub audit_log_configs: Vec<AuditLogConfig>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
/// One kind of logged access.
pub struct AuditLogConfig {
    /// `ADMIN_READ`, `DATA_READ` or `DATA_WRITE`.
    pub log_type: String,
    /// Principals not logged.
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
            get_iam_policy_url(&base, Container::Organization, "123")
                .unwrap()
                .as_str(),
            "https://cloudresourcemanager.googleapis.com/v3/organizations/123:getIamPolicy"
        );
        assert_eq!(
            get_iam_policy_url(&base, Container::Folder, "456")
                .unwrap()
                .as_str(),
            "https://cloudresourcemanager.googleapis.com/v3/folders/456:getIamPolicy"
        );
        assert_eq!(
            get_iam_policy_url(&base, Container::Project, "my-app-1")
                .unwrap()
                .as_str(),
            "https://cloudresourcemanager.googleapis.com/v3/projects/my-app-1:getIamPolicy"
        );
    }

    #[test]
    fn an_organization_that_is_not_one_segment_is_refused() {
        let base = Url::parse("https://cloudresourcemanager.googleapis.com").unwrap();
        for organization in ["..", "1/2", ""] {
            assert!(
                get_iam_policy_url(&base, Container::Project, organization).is_err(),
                "{organization}"
            );
        }
    }
}
