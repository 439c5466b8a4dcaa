//! The release tracker's client and what its failures mean to a user.

use ward_client::releases::SERVICE;
use ward_client::{ClientError, ErrorKind, Operation};

use crate::error::Error;

const RELEASE_HINT: &str = "check the version (`ward release list PROJECT` shows them; it must \
                            match exactly) and the ID or PROVIDER/NAME";

/// Exit codes and advice for the release tracker's failures.
pub(super) fn explain(error: ClientError) -> Error {
    let ClientError {
        operation, kind, ..
    } = error;
    match kind {
        ErrorKind::ProviderNotProject(id) => Error::usage(format!(
            "\"{id}\" is a provider, not a project ID; give PROVIDER/NAME such as \
             {id}/NAME, or list its projects with `ward project list --provider {id}`"
        )),
        ErrorKind::Http(http) => match http.status() {
            Some(401) => Error::Http(http).with_hint(
                "check the API key: `ward configure releases-key`, WARD_RELEASES_KEY or --api-key \
                 (keys are on the service's API keys settings page)",
            ),
            Some(403) => Error::Http(http).with_hint(
                "the key is not allowed to do this; a key only works from the networks listed as \
                 its authorized networks",
            ),
            Some(404) => {
                let (what, hint) = not_found(&operation);
                let message = format!("{what} not found on the {SERVICE}");
                // "Not found" (4) only where one named thing was asked for; a list or fixed
                // endpoint that is missing means the base URL leads elsewhere (1).
                if matches!(
                    operation.as_ref(),
                    Operation::Endpoint(_) | Operation::Token
                ) {
                    Error::runtime(message).with_hint(hint)
                } else {
                    Error::NotFound(message).with_hint(hint)
                }
            }
            _ => Error::Http(http),
        },
        other => super::plain(other),
    }
}

/// What a 404 was about, and the advice that fits it.
fn not_found(operation: &Operation) -> (String, &'static str) {
    const PROJECT_HINT: &str =
        "check the ID or PROVIDER/NAME; `ward project search NAME` finds projects";
    match operation {
        Operation::Project(project) => (format!("project {project}"), PROJECT_HINT),
        Operation::ProviderProjects(provider) => (
            format!("projects of provider \"{provider}\""),
            "`ward provider list` shows the providers",
        ),
        Operation::Release { project, version } => (
            format!("release {version} of project {project}"),
            RELEASE_HINT,
        ),
        Operation::ReleaseNote { project, version } => (
            format!("the note of release {version} of project {project}"),
            RELEASE_HINT,
        ),
        Operation::LatestRelease(project) => (
            format!("a latest release of project {project}"),
            "check the ID or PROVIDER/NAME; a project whose filters exclude every release \
             has no latest release (`ward release list PROJECT` shows them all)",
        ),
        Operation::Tag(id) => (format!("tag {id}"), "`ward tag list` shows the tag IDs"),
        Operation::Endpoint(what) | Operation::Lookup(what) | Operation::Range(what) => (
            what.clone(),
            "the service has no such endpoint; check WARD_RELEASES_URL or [releases] url \
             (the service root, such as https://api.newreleases.io)",
        ),
        Operation::Token => (
            "the request".to_string(),
            "check WARD_RELEASES_URL or [releases] url",
        ),
    }
}
