//! Reading the policies of many resources at once, in their order.

use futures_util::stream::{self, StreamExt, TryStreamExt};
use serde_json::Value;
use ward_client::cloud::resource_manager::Container;
use ward_client::cloud::CloudClient;
use ward_client::secret::Secret;

use super::Resource;
use crate::error::{failed, Error, Result};

const ORGANIZATION_HINT: &str = "reading it needs resourcemanager.organizations.getIamPolicy on the organization (for example roles/resourcemanager.organizationViewer) and a token with one of the scopes cloud-platform, cloud-platform.read-only, cloudplatformorganizations or cloudplatformorganizations.readonly; the service answers 403 for an organization that does not exist, too";

const SCOPES_HINT: &str = "reading it needs the getIamPolicy permission on it (resourcemanager.organizations.getIamPolicy, resourcemanager.folders.getIamPolicy or resourcemanager.projects.getIamPolicy; roles/iam.securityReviewer holds all three) and a token with the scope cloud-platform or cloud-platform.read-only; the service answers 403 for a resource that does not exist, too";

/// Where and how policies are read: the client, the token, the project billed.
pub(crate) struct Reader<'a> {
    pub cloud: &'a CloudClient,
    pub token: &'a Secret,
    pub quota_project: Option<&'a str>,
    /// Where the token came from, for the hint of a refused token.
    pub source: &'a str,
}

impl Reader<'_> {
    /// The policy of `resource` in format `version`, as the service sent it.
    pub(crate) async fn read(&self, resource: &Resource, version: u8) -> Result<Value> {
        self.cloud
            .get_iam_policy(
                resource.container,
                &resource.id,
                version,
                self.token,
                self.quota_project,
            )
            .await
            .map_err(|error| explain(error.into(), resource, self.source))
    }

    /// The version-3 policies of `resources`, at most `jobs` read at once, in the order
    /// given; the first failure (in that order) stops the whole read, so no report is made
    /// of part of the resources.
    pub(crate) async fn read_all(&self, resources: &[Resource], jobs: usize) -> Result<Vec<Value>> {
        stream::iter(resources.iter().map(|resource| self.read(resource, 3)))
            .buffered(jobs.max(1))
            .try_collect()
            .await
    }
}

fn explain(error: Error, resource: &Resource, source: &str) -> Error {
    let status = error.status();
    let error = failed(
        &format!("reading the IAM policy of {resource} failed"),
        error,
    );
    match status {
        Some(403) if resource.container == Container::Organization => {
            error.with_hint(ORGANIZATION_HINT)
        }
        Some(403) => error.with_hint(SCOPES_HINT),
        Some(401) => error.with_hint(format!(
            "the access token from {source} was refused; it may have expired: get a fresh one (run `ward auth` again)"
        )),
        Some(404) if resource.container == Container::Organization => {
            error.with_hint("check the organization ID")
        }
        Some(404) => error.with_hint("check the resource's ID"),
        _ => error,
    }
}
