//! What a credential source is asked for and what it gives back: shared by the chain and
//! every kind of credentials file.

use crate::environment::Env;
use ward_client::cloud::CloudClient;
use ward_client::secret::Secret;

/// The scope ward asks for when the caller names none: the whole platform, narrowed by the
/// service account's own permissions.
pub(crate) const CLOUD_PLATFORM_SCOPE: &str = "https://www.googleapis.com/auth/cloud-platform";

/// What the caller needs.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Want<'a> {
    /// An OAuth 2.0 access token; `scope` where the credentials let ward choose.
    Access { scope: &'a str },
    /// An OpenID Connect ID token for `audience`.
    Identity { audience: &'a str },
}

/// What reading credentials needs: the cloud's client and the run's environment.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CloudAndEnv<'a> {
    pub cloud: &'a CloudClient,
    pub env: &'a Env,
}

#[derive(Debug)]
pub(crate) struct Credential {
    pub token: Secret,
    /// Where it came from, for `-v` and messages.
    pub source: String,
    /// A credentials file's `quota_project_id`.
    pub quota_project: Option<String>,
}
