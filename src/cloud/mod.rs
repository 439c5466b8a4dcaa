//! The cloud's credentials and client: the credential chain that `ward policy get`,
//! `ward auth print-access-token` and `print-identity-token` read, the credentials files it
//! understands (application-default, service-account keys, external accounts), and the one
//! place a cloud client is built from the config.
//!
//! Nothing here knows the command line or the CI action: `crate::auth` (the action) builds
//! on this module, never the other way round.

pub(crate) mod adc;
pub(crate) mod chain;
mod credential;
mod executable;
mod external;
mod fields;
pub(crate) mod jwt_crypto;
pub(crate) mod key;

use crate::config::{Config, Service};
use ward_client::cloud::{CloudClient, CloudUrls, Endpoint};
use ward_client::http::Http;

pub(crate) use credential::{Credential, CLOUD_PLATFORM_SCOPE};

/// Variables naming the credentials file: `ward auth` exports them all, and the credential
/// chain reads them in this order.
pub(crate) const FILE_VARS: [&str; 5] = [
    "CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE",
    "SERVICE_APPLICATION_CREDENTIALS",
    "SERVICE_CI_CREDS_PATH",
    "GOOGLE_APPLICATION_CREDENTIALS",
    "GOOGLE_GHA_CREDS_PATH",
];

/// A client of the cloud's token and policy services at the configured URLs. A URL that
/// is not usable is reported (exit 2) by the first call to its service, so a mistake in
/// the address of a service a command does not call does not stop it.
pub(crate) fn cloud_client(http: &Http, config: &Config) -> CloudClient {
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
