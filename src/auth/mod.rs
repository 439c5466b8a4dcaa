//! The CI action behind `ward auth`: its inputs, the CI system and its identity token,
//! federation and key flows, the credentials file and the runner's file commands
//! (outputs, environment, masks, state). The cloud credential chain other commands read
//! lives in `crate::cloud`.

pub(crate) mod ci;
pub(crate) mod credfile;
pub(crate) mod flow;
pub(crate) mod github;
pub(crate) mod inputs;
pub(crate) mod parse;
pub mod raw;
pub(crate) mod subject;
pub(crate) mod token_source;

/// Variables naming the project: the spec's names, then the vendor's real ones, which its
/// CLI and client libraries read.
pub const PROJECT_VARS: [&str; 8] = [
    "CLOUDSDK_PROJECT",
    "CLOUDSDK_CORE_PROJECT",
    "SERVICE_PROJECT",
    "SERVICE_CLI_PROJECT",
    "SERVICE_CLOUD_PROJECT",
    "GCP_PROJECT",
    "GCLOUD_PROJECT",
    "GOOGLE_CLOUD_PROJECT",
];

/// The state entry the post step reads (as `STATE_credentials_path`).
pub const STATE_CREDENTIALS_PATH: &str = "credentials_path";
