//! Credentials files: the one a variable names, or gcloud's application-default
//! credentials file. Four kinds are read: `authorized_user` (a refresh token),
//! `service_account` (a key), `external_account` (federation, see `external`) and
//! `impersonated_service_account` (any of the others, then impersonation).

use std::path::{Path, PathBuf};

use serde_json::{Map, Value};
use url::Url;

use super::credential::{CloudAndEnv, Credential, Want, CLOUD_PLATFORM_SCOPE};
use super::external;
use super::fields::{missing, read_bounded, required, text, url_field};
use super::key::ServiceAccountKey;
use crate::environment::Env;
use crate::error::failed;
use crate::error::{Error, Result};
use crate::input::Kind;
use ward_client::cloud::{self, CloudClient};
use ward_client::secret::Secret;

/// gcloud's name for the file `gcloud auth application-default login` writes.
pub(crate) const ADC_FILE: &str = "application_default_credentials.json";
/// Names gcloud's configuration directory, overriding the platform's default.
pub(crate) const CONFIG_VAR: &str = "CLOUDSDK_CONFIG";

/// gcloud's configuration directory: `CLOUDSDK_CONFIG`, else `%APPDATA%\gcloud` on
/// Windows and `~/.config/gcloud` elsewhere (gcloud ignores XDG_CONFIG_HOME, so ward
/// does too). Every variable comes from the run's environment.
pub(crate) fn gcloud_config_dir(env: &Env) -> Option<PathBuf> {
    let var = |name: &str| env.var_os(name).filter(|value| !value.is_empty());
    if let Some(dir) = var(CONFIG_VAR) {
        return Some(PathBuf::from(dir));
    }
    #[cfg(windows)]
    {
        var("APPDATA")
            .map(|dir| PathBuf::from(dir).join("gcloud"))
            .or_else(|| {
                env.var_os("SystemDrive").map(|drive| {
                    PathBuf::from(format!("{}\\", drive.to_string_lossy())).join("gcloud")
                })
            })
    }
    #[cfg(not(windows))]
    {
        // What the platform lookup reads first, taken from the run's environment.
        var("HOME")
            .map(PathBuf::from)
            .or_else(|| env.home_dir())
            .map(|home| home.join(".config").join("gcloud"))
    }
}

/// The credentials in `path`; `source` says where its name came from.
pub(crate) async fn from_file(
    cloud_env: CloudAndEnv<'_>,
    path: &Path,
    source: &str,
    want: Want<'_>,
) -> Result<Credential> {
    let what = format!("credentials file {} (from {source})", path.display());
    let contents = read_bounded(path, Kind::Credentials, &format!("the {what}"))?;
    let Ok(Value::Object(map)) = serde_json::from_str::<Value>(contents.expose()) else {
        return Err(Error::usage(format!("the {what} is not a JSON object")));
    };
    let kind = text(&map, "type").unwrap_or_default();
    let token = match kind.as_str() {
        "impersonated_service_account" => impersonated(cloud_env, &map, &what, want).await?,
        _ => token_of(cloud_env, &map, &contents, &what, want).await?,
    };
    tracing::debug!("using the {kind} credentials in {}", path.display());
    let quota_project = text(&map, "quota_project_id").or_else(|| {
        map.get("source_credentials")
            .and_then(Value::as_object)
            .and_then(|source| text(source, "quota_project_id"))
    });
    Ok(Credential {
        token,
        source: format!("{source} ({kind})"),
        quota_project,
    })
}

/// The token of a file of one of the three direct kinds.
async fn token_of(
    cloud_env: CloudAndEnv<'_>,
    map: &Map<String, Value>,
    contents: &Secret,
    what: &str,
    want: Want<'_>,
) -> Result<Secret> {
    let cloud = cloud_env.cloud;
    match text(map, "type").unwrap_or_default().as_str() {
        "external_account" => external::token(cloud_env, map, what, want).await,
        "service_account" => service_account(cloud, contents, what, want).await,
        "authorized_user" => match want {
            Want::Access { .. } => authorized_user(cloud, map, what).await,
            Want::Identity { .. } => Err(Error::usage(format!(
                "the {what} holds a user's refresh token, which cannot mint ID tokens for an audience"
            ))
            .with_hint("impersonate a service account (gcloud auth application-default login --impersonate-service-account EMAIL) or use a service account key")),
        },
        other => Err(Error::usage(format!(
            "the {what} has type \"{other}\"; ward reads authorized_user, service_account, external_account and impersonated_service_account files"
        ))),
    }
}

/// gcloud's `--impersonate-service-account` file: the source credentials' broad token is
/// traded for the target account's.
async fn impersonated(
    cloud_env: CloudAndEnv<'_>,
    map: &Map<String, Value>,
    what: &str,
    want: Want<'_>,
) -> Result<Secret> {
    let url = url_field(map, "service_account_impersonation_url", what)?
        .ok_or_else(|| missing(what, "service_account_impersonation_url"))?;
    let source = map
        .get("source_credentials")
        .and_then(Value::as_object)
        .ok_or_else(|| missing(what, "source_credentials"))?;
    let source_what = format!("source_credentials of the {what}");
    if text(source, "type").as_deref() == Some("impersonated_service_account") {
        return Err(Error::usage(format!(
            "the {source_what} are impersonated themselves; list the chain in \"delegates\" instead"
        )));
    }
    let source_contents = Secret::new(Value::Object(source.clone()).to_string());
    let bearer = token_of(
        cloud_env,
        source,
        &source_contents,
        &source_what,
        Want::Access {
            scope: CLOUD_PLATFORM_SCOPE,
        },
    )
    .await?;
    let delegates: Vec<String> = map
        .get("delegates")
        .and_then(Value::as_array)
        .map(|list| {
            list.iter()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    external::impersonate(cloud_env.cloud, url, &bearer, want, 3600, &delegates, what).await
}

async fn service_account(
    cloud: &CloudClient,
    contents: &Secret,
    what: &str,
    want: Want<'_>,
) -> Result<Secret> {
    let key = ServiceAccountKey::parse(&format!("the {what}"), contents)?;
    let token_url = match &key.token_uri {
        Some(uri) => Url::parse(uri).map_err(|error| {
            Error::usage(format!(
                "the {what}'s \"token_uri\" is not a valid URL ({error})"
            ))
        })?,
        None => cloud.oauth2_token_url()?,
    };
    let now = cloud::now();
    let mut claims = serde_json::json!({
        "iss": key.client_email,
        "aud": token_url.as_str(),
        "iat": now,
        "exp": now + 3600,
    });
    match want {
        Want::Access { scope } => claims["scope"] = scope.into(),
        Want::Identity { audience } => claims["target_audience"] = audience.into(),
    }
    let assertion = key.sign(&claims)?;
    let step = format!("getting a token for {} failed", key.client_email);
    match want {
        Want::Access { .. } => cloud
            .jwt_bearer(token_url, &assertion)
            .await
            .map(|token| token.access_token),
        Want::Identity { .. } => cloud.jwt_bearer_id_token(token_url, &assertion).await,
    }
    .map_err(|error| failed(&step, error))
}

async fn authorized_user(
    cloud: &CloudClient,
    map: &Map<String, Value>,
    what: &str,
) -> Result<Secret> {
    let client_id = required(map, "client_id", what)?;
    let client_secret = Secret::new(required(map, "client_secret", what)?);
    let refresh = Secret::new(required(map, "refresh_token", what)?);
    let token_url = match url_field(map, "token_uri", what)? {
        Some(url) => url,
        None => cloud.oauth2_token_url()?,
    };
    cloud
        .refresh_token(token_url, &client_id, &client_secret, &refresh)
        .await
        .map(|token| token.access_token)
        .map_err(|error| {
            // Only a refusal by the token service says the grant itself is bad; a network
            // failure or an unusable answer is not fixed by logging in again.
            let refused = matches!(error.status(), Some(400 | 401));
            let error = failed("refreshing the user's access token failed", error);
            if refused {
                error.with_hint(
                    "the refresh token may be revoked or expired: run `gcloud auth application-default login` again",
                )
            } else {
                error
            }
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn oversized_credentials_files_are_refused_unread() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.json");
        std::fs::write(
            &path,
            vec![b' '; crate::input::MAX_SECRET_BYTES as usize + 1],
        )
        .unwrap();
        let error = read_bounded(&path, Kind::Credentials, "the file").unwrap_err();
        assert_eq!(error.exit_code(), 2);
        assert!(error.to_string().contains("larger than 256 KiB"), "{error}");
        std::fs::write(&path, "{}").unwrap();
        assert_eq!(
            read_bounded(&path, Kind::Credentials, "the file")
                .unwrap()
                .expose(),
            "{}"
        );
    }
}
