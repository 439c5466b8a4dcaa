//! The credential chain for calling the cloud's APIs (`ward policy`, `ward auth
//! print-access-token`, `print-identity-token`). First found wins:
//!
//! 1. an access token: `--access-token`, then [`TOKEN_VARS`], then the file named by
//!    [`TOKEN_FILE_VAR`];
//! 2. the credentials file named by one of [`super::FILE_VARS`] (what `ward auth` exports);
//! 3. gcloud's application-default credentials file;
//! 4. the metadata server of the VM or runtime ward runs on.
//!
//! When none gives credentials, the error lists every step and why it was passed over.

use std::time::Duration;

use super::adc;
use super::credential::{CloudAndEnv, Credential, Want};
use super::fields::read_bounded;
use super::FILE_VARS;
use crate::environment::Env;
use crate::error::failed;
use crate::error::{Error, Result};
use ward_client::cloud::metadata::{self, MetadataClient, Probe};
use ward_client::cloud::CloudClient;
use ward_client::http::{Http, HttpSettings};
use ward_client::secret::Secret;

/// A read-only scope of spec 3 §5.3: enough to read policies, nothing more.
pub(crate) const READ_ONLY_SCOPE: &str = "https://www.googleapis.com/auth/cloud-platform.read-only";

/// Variables holding an access token: ward's own, then the two the vendor's tools read.
pub(crate) const TOKEN_VARS: [&str; 3] = [
    "WARD_ACCESS_TOKEN",
    "GOOGLE_OAUTH_ACCESS_TOKEN",
    "CLOUDSDK_AUTH_ACCESS_TOKEN",
];
/// The vendor CLI's variable: a file holding an access token.
pub(crate) const TOKEN_FILE_VAR: &str = "CLOUDSDK_AUTH_ACCESS_TOKEN_FILE";
/// Where the metadata server listens, when not at its usual address.
pub(crate) const METADATA_HOST_VAR: &str = "GCE_METADATA_HOST";
/// Off the cloud nothing answers at the metadata address and a connection attempt may
/// hang rather than be refused: this bounds what the last step costs there.
pub(crate) const METADATA_CONNECT_TIMEOUT: Duration = Duration::from_millis(250);
/// A metadata server answers from the same host; anything slower is not one.
pub(crate) const METADATA_TIMEOUT: Duration = Duration::from_secs(2);

/// A variable of the run's environment holding more than white space.
fn var(env: &Env, name: &str) -> Option<String> {
    env.var(name).filter(|value| !value.trim().is_empty())
}

/// An access token with `scope` (where the source lets ward choose) from the first source
/// that has credentials.
pub(crate) async fn access_token(
    cloud: &CloudClient,
    env: &Env,
    flag: Option<&Secret>,
    scope: &str,
) -> Result<Credential> {
    find(CloudAndEnv { cloud, env }, flag, Want::Access { scope })
        .await
        .inspect(logged)
}

/// An ID token for `audience` from the first source that has credentials.
pub(crate) async fn identity_token(
    cloud: &CloudClient,
    env: &Env,
    audience: &str,
) -> Result<Credential> {
    find(
        CloudAndEnv { cloud, env },
        None,
        Want::Identity { audience },
    )
    .await
    .inspect(logged)
}

fn logged(credential: &Credential) {
    tracing::debug!("cloud credentials from {}", credential.source);
}

/// An access token given as is: usable as an access token, never as an ID token.
fn direct(token: &str, source: &str, want: Want<'_>) -> Result<Credential> {
    if let Want::Identity { .. } = want {
        return Err(Error::usage(format!(
            "{source} holds an access token, which cannot give an ID token"
        ))
        .with_hint(format!("unset {source} so ward reads credentials that can mint ID tokens (a service account key, impersonation, or the metadata server)")));
    }
    Ok(Credential {
        token: Secret::new(token.trim()),
        source: source.to_string(),
        quota_project: None,
    })
}

async fn find(
    cloud_env: CloudAndEnv<'_>,
    flag: Option<&Secret>,
    want: Want<'_>,
) -> Result<Credential> {
    let env = cloud_env.env;
    if let Some(token) = flag.filter(|token| !token.expose().trim().is_empty()) {
        return direct(token.expose(), "--access-token", want);
    }
    for name in TOKEN_VARS {
        if let Some(token) = var(env, name) {
            return direct(&token, name, want);
        }
    }
    if let Some(path) = var(env, TOKEN_FILE_VAR) {
        let what = format!("the access-token file {path} named by {TOKEN_FILE_VAR}");
        let text = read_bounded(
            std::path::Path::new(&path),
            crate::input::Kind::Token,
            &what,
        )?;
        if text.expose().trim().is_empty() {
            return Err(Error::usage(format!("{what} is empty"))
                .with_hint(format!("write a token into it or unset {TOKEN_FILE_VAR}")));
        }
        return direct(text.expose(), TOKEN_FILE_VAR, want);
    }
    for name in FILE_VARS {
        if let Some(path) = var(env, name) {
            return adc::from_file(cloud_env, std::path::Path::new(&path), name, want).await;
        }
    }
    let mut tried = vec![format!(
        "{} (unset)",
        ["--access-token"]
            .into_iter()
            .chain(TOKEN_VARS)
            .chain([TOKEN_FILE_VAR])
            .chain(FILE_VARS)
            .collect::<Vec<_>>()
            .join(", ")
    )];
    match adc::gcloud_config_dir(env).map(|dir| dir.join(adc::ADC_FILE)) {
        Some(path) if path.is_file() => {
            return adc::from_file(cloud_env, &path, "application-default credentials", want).await;
        }
        Some(path) => tried.push(format!(
            "the application-default credentials file {} (absent)",
            path.display()
        )),
        None => tried.push(format!(
            "the application-default credentials file (no home directory; set {})",
            adc::CONFIG_VAR
        )),
    }
    let host = var(env, METADATA_HOST_VAR).unwrap_or_else(|| metadata::DEFAULT_HOST.to_string());
    match from_metadata(&host, want).await? {
        Probe::Found(credential) => return Ok(credential),
        Probe::Absent(why) => tried.push(format!("the metadata server at {host} ({why})")),
    }
    Err(Error::Auth(format!(
        "no cloud credentials found; tried {}",
        tried.join("; ")
    ))
    .with_hint("run `ward auth` (it exports SERVICE_APPLICATION_CREDENTIALS), `gcloud auth application-default login`, or set WARD_ACCESS_TOKEN"))
}

async fn from_metadata(host: &str, want: Want<'_>) -> Result<Probe<Credential>> {
    let base = metadata::base_url(host).map_err(|error| {
        Error::from(error).with_hint(format!(
            "set {METADATA_HOST_VAR} to the metadata server's host[:port], or unset it"
        ))
    })?;
    // Its own client: one quick attempt, whatever --timeout and --retries say, so being off
    // the cloud costs a fraction of a second.
    let http = Http::new(
        HttpSettings {
            timeout: METADATA_TIMEOUT,
            connect_timeout: METADATA_CONNECT_TIMEOUT,
            retries: 0,
            direct: false,
        },
        None,
    )?;
    let metadata = MetadataClient::new(http, base);
    let step = "getting a token from the metadata server failed";
    let source = format!("the metadata server at {host}");
    let token = match want {
        Want::Access { .. } => metadata.access_token().await.map(|probe| match probe {
            Probe::Found(token) => Probe::Found(token.access_token),
            Probe::Absent(why) => Probe::Absent(why),
        }),
        Want::Identity { audience } => metadata.identity_token(audience).await,
    }
    .map_err(|error| failed(step, error))?;
    Ok(match token {
        Probe::Found(token) => Probe::Found(Credential {
            token,
            source,
            quota_project: None,
        }),
        Probe::Absent(why) => Probe::Absent(why),
    })
}
