//! `ward auth`: federation and key flows, the credentials file and the CI runner's file
//! commands (outputs, environment, masks, state).

pub mod adc;
pub mod chain;
pub mod ci;
pub mod credfile;
mod executable;
mod external;
pub mod flow;
pub mod github;
pub mod hub_token;
pub mod inputs;
pub mod jwt_crypto;
pub mod key;
pub mod parse;
pub mod raw;
pub mod subject;
mod token_source;

use crate::clients::cloud::{CloudClient, CloudUrls, Endpoint};
use crate::config::{Config, Service};
use crate::http::Http;

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

/// Variables naming the credentials file: `ward auth` exports them all, and the credential
/// chain reads them in this order.
pub const FILE_VARS: [&str; 5] = [
    "CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE",
    "SERVICE_APPLICATION_CREDENTIALS",
    "SERVICE_CI_CREDS_PATH",
    "GOOGLE_APPLICATION_CREDENTIALS",
    "GOOGLE_GHA_CREDS_PATH",
];

/// A client of the cloud's token and policy services at the configured URLs. A URL that
/// is not usable is reported (exit 2) by the first call to its service, so a mistake in
/// the address of a service a command does not call does not stop it.
pub fn cloud_client(http: &Http, config: &Config) -> CloudClient {
    let endpoint = |service| match config.base_url(service) {
        Ok(url) => Endpoint::At(url),
        Err(error) => Endpoint::Unusable {
            reason: error.to_string(),
            advice: error.hint(),
        },
    };
    CloudClient::new(
        http.clone(),
        CloudUrls {
            sts: endpoint(Service::Sts),
            iam: endpoint(Service::IamCredentials),
            oauth2: endpoint(Service::OAuth2),
            resource_manager: endpoint(Service::ResourceManager),
        },
    )
}

/// The state entry the post step reads (as `STATE_credentials_path`).
pub const STATE_CREDENTIALS_PATH: &str = "credentials_path";
