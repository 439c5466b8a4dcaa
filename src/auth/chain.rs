//! The standard credential chain for calling the cloud's APIs (used by `ward policy`):
//! an access token given directly, else the credentials file named by the environment
//! (what `ward auth` exports), else an error listing what was tried.

use std::path::{Path, PathBuf};

use reqwest::header::{HeaderName, HeaderValue};
use serde_json::{Map, Value};
use url::Url;

use super::key::ServiceAccountKey;
use crate::clients::cloud::{self, iam, oauth2, sts};
use crate::config::Service;
use crate::error::failed;
use crate::error::{Error, Result};
use crate::http::Request;
use crate::secret::Secret;
use crate::Ctx;

/// A read-only scope of spec 3 §5.3: enough to read policies, nothing more.
pub const READ_ONLY_SCOPE: &str = "https://www.googleapis.com/auth/cloud-platform.read-only";
const CLOUD_PLATFORM_SCOPE: &str = super::inputs::CLOUD_PLATFORM_SCOPE;

pub const TOKEN_VARS: [&str; 1] = ["WARD_ACCESS_TOKEN"];
/// The vendor CLI's variable: a file holding an access token.
pub const TOKEN_FILE_VAR: &str = "CLOUDSDK_AUTH_ACCESS_TOKEN_FILE";
/// Credentials-file variables, the spec's first, then the vendor's.
pub const FILE_VARS: [&str; 3] = [
    "SERVICE_APPLICATION_CREDENTIALS",
    "GOOGLE_APPLICATION_CREDENTIALS",
    "CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE",
];

#[derive(Debug)]
pub struct Credential {
    pub token: Secret,
    /// Where it came from, for `-v` and messages.
    pub source: String,
    /// A credentials file's `quota_project_id`.
    pub quota_project: Option<String>,
}

fn env(name: &str) -> Option<String> {
    std::env::var(name)
        .ok()
        .filter(|value| !value.trim().is_empty())
}

/// An access token from the first source that has one.
pub async fn access_token(ctx: &Ctx, flag: Option<&Secret>) -> Result<Credential> {
    let direct = |token: Secret, source: &str| Credential {
        token,
        source: source.to_string(),
        quota_project: None,
    };
    if let Some(token) = flag.filter(|token| !token.expose().trim().is_empty()) {
        return Ok(direct(Secret::new(token.expose().trim()), "--access-token"));
    }
    for name in TOKEN_VARS {
        if let Some(token) = env(name) {
            return Ok(direct(Secret::new(token.trim()), name));
        }
    }
    if let Some(path) = env(TOKEN_FILE_VAR) {
        let text = std::fs::read_to_string(&path).map_err(|error| {
            Error::io(
                format!("could not read the access-token file {path} named by {TOKEN_FILE_VAR}"),
                error,
            )
        })?;
        if text.trim().is_empty() {
            return Err(Error::usage(format!(
                "the access-token file {path} named by {TOKEN_FILE_VAR} is empty"
            )));
        }
        return Ok(direct(Secret::new(text.trim()), TOKEN_FILE_VAR));
    }
    for name in FILE_VARS {
        if let Some(path) = env(name) {
            return from_file(ctx, Path::new(&path), name).await;
        }
    }
    let tried = ["--access-token", TOKEN_VARS[0], TOKEN_FILE_VAR]
        .into_iter()
        .chain(FILE_VARS)
        .collect::<Vec<_>>()
        .join(", ");
    Err(Error::Auth(format!("no cloud credentials found; tried {tried}"))
        .with_hint("run `ward auth` first (it exports SERVICE_APPLICATION_CREDENTIALS), or set WARD_ACCESS_TOKEN"))
}

fn text(map: &Map<String, Value>, name: &str) -> Option<String> {
    map.get(name)
        .and_then(Value::as_str)
        .filter(|value| !value.trim().is_empty())
        .map(str::to_string)
}

fn url_field(map: &Map<String, Value>, name: &str, what: &str) -> Result<Option<Url>> {
    text(map, name)
        .map(|value| {
            Url::parse(&value).map_err(|error| {
                Error::usage(format!(
                    "the {what}'s \"{name}\" is not a valid URL ({error})"
                ))
            })
        })
        .transpose()
}

async fn from_file(ctx: &Ctx, path: &Path, var: &str) -> Result<Credential> {
    let what = format!("credentials file {} (from {var})", path.display());
    let contents = std::fs::read_to_string(path)
        .map(Secret::new)
        .map_err(|error| Error::io(format!("could not read the {what}"), error))?;
    let Ok(Value::Object(map)) = serde_json::from_str::<Value>(contents.expose()) else {
        return Err(Error::usage(format!("the {what} is not a JSON object")));
    };
    let kind = text(&map, "type").unwrap_or_default();
    let token = match kind.as_str() {
        "external_account" => external_account(ctx, &map, &what).await?,
        "service_account" => service_account(ctx, &contents, &what).await?,
        "authorized_user" => authorized_user(ctx, &map, &what).await?,
        other => {
            return Err(Error::usage(format!(
                "the {what} has type \"{other}\"; ward reads external_account, service_account and authorized_user files"
            )))
        }
    };
    tracing::debug!("using the {kind} credentials in {}", path.display());
    Ok(Credential {
        token,
        source: format!("{var} ({kind})"),
        quota_project: text(&map, "quota_project_id"),
    })
}

async fn external_account(ctx: &Ctx, map: &Map<String, Value>, what: &str) -> Result<Secret> {
    let missing = |field: &str| Error::usage(format!("the {what} has no \"{field}\""));
    let audience = text(map, "audience").ok_or_else(|| missing("audience"))?;
    let token_url = url_field(map, "token_url", what)?.ok_or_else(|| missing("token_url"))?;
    let subject_type =
        text(map, "subject_token_type").ok_or_else(|| missing("subject_token_type"))?;
    let impersonation = url_field(map, "service_account_impersonation_url", what)?;
    let source = map
        .get("credential_source")
        .and_then(Value::as_object)
        .ok_or_else(|| missing("credential_source"))?;
    let subject = subject_token(ctx, source, what).await.map_err(|error| {
        failed(
            &format!("fetching the subject token for the {what} failed"),
            error,
        )
    })?;
    // Impersonation needs the broad scope on the federated token; the final token is narrow.
    let scope = if impersonation.is_some() {
        CLOUD_PLATFORM_SCOPE
    } else {
        READ_ONLY_SCOPE
    };
    let federated = sts::exchange_form(
        &ctx.http,
        token_url.clone(),
        &audience,
        scope,
        &subject,
        &subject_type,
    )
    .await
    .map_err(|error| {
        failed(
            &format!("exchanging the subject token at {token_url} failed"),
            error,
        )
    })?;
    let Some(url) = impersonation else {
        return Ok(federated);
    };
    let lifetime = map
        .get("service_account_impersonation")
        .and_then(|settings| settings.get("token_lifetime_seconds"))
        .and_then(Value::as_u64)
        .unwrap_or(3600);
    iam::generate_access_token_at(
        &ctx.http,
        url,
        &federated,
        &[READ_ONLY_SCOPE.to_string()],
        lifetime,
        &[],
    )
    .await
    .map(|token| token.token)
    .map_err(|error| {
        failed(
            "impersonating the credentials file's service account failed",
            error,
        )
    })
}

/// The external identity's token, from a URL or a file, as text or a JSON field.
async fn subject_token(ctx: &Ctx, source: &Map<String, Value>, what: &str) -> Result<Secret> {
    let body = if let Some(url) = url_field(source, "url", what)? {
        let mut request = Request::get("credential source", url);
        if let Some(headers) = source.get("headers").and_then(Value::as_object) {
            for (name, value) in headers {
                let (Ok(name), Some(Ok(mut value))) = (
                    HeaderName::from_bytes(name.as_bytes()),
                    value.as_str().map(HeaderValue::from_str),
                ) else {
                    return Err(Error::usage(format!(
                        "the {what} has an invalid credential_source header \"{name}\""
                    )));
                };
                value.set_sensitive(true);
                request.headers.insert(name, value);
            }
        }
        let response = cloud::send(&ctx.http, request).await?;
        Secret::new(String::from_utf8_lossy(&response.body).into_owned())
    } else if let Some(file) = text(source, "file") {
        let path = PathBuf::from(&file);
        std::fs::read_to_string(&path)
            .map(Secret::new)
            .map_err(|error| {
                Error::io(
                    format!("could not read the subject token file {file}"),
                    error,
                )
            })?
    } else {
        return Err(Error::usage(format!(
            "the {what}'s credential_source has neither \"url\" nor \"file\"; ward reads those two kinds"
        )));
    };
    let format = source.get("format").and_then(Value::as_object);
    match format.and_then(|format| text(format, "type")).as_deref() {
        None | Some("text") => Ok(Secret::new(body.expose().trim())),
        Some("json") => {
            let field = format
                .and_then(|format| text(format, "subject_token_field_name"))
                .ok_or_else(|| {
                    Error::usage(format!(
                        "the {what}'s credential_source format has no subject_token_field_name"
                    ))
                })?;
            let Ok(Value::Object(document)) = serde_json::from_str::<Value>(body.expose()) else {
                return Err(Error::runtime(
                    "the credential source did not answer with a JSON object",
                ));
            };
            text(&document, &field).map(Secret::new).ok_or_else(|| {
                Error::runtime(format!(
                    "the credential source's answer has no \"{field}\" field"
                ))
            })
        }
        Some(other) => Err(Error::usage(format!(
            "the {what}'s credential_source format \"{other}\" is not supported (use text or json)"
        ))),
    }
}

async fn service_account(ctx: &Ctx, contents: &Secret, what: &str) -> Result<Secret> {
    let key = ServiceAccountKey::parse(&format!("the {what}"), contents)?;
    let token_url = match &key.token_uri {
        Some(uri) => Url::parse(uri).map_err(|error| {
            Error::usage(format!(
                "the {what}'s \"token_uri\" is not a valid URL ({error})"
            ))
        })?,
        None => oauth2::token_url(&ctx.config.base_url(Service::OAuth2)?),
    };
    let now = cloud::now();
    let assertion = key.sign(&serde_json::json!({
        "iss": key.client_email,
        "aud": token_url.as_str(),
        "scope": READ_ONLY_SCOPE,
        "iat": now,
        "exp": now + 3600,
    }))?;
    oauth2::jwt_bearer(&ctx.http, token_url, &assertion)
        .await
        .map(|token| token.access_token)
        .map_err(|error| {
            failed(
                &format!("getting an access token for {} failed", key.client_email),
                error,
            )
        })
}

async fn authorized_user(ctx: &Ctx, map: &Map<String, Value>, what: &str) -> Result<Secret> {
    let missing = |field: &str| Error::usage(format!("the {what} has no \"{field}\""));
    let client_id = text(map, "client_id").ok_or_else(|| missing("client_id"))?;
    let client_secret =
        Secret::new(text(map, "client_secret").ok_or_else(|| missing("client_secret"))?);
    let refresh = Secret::new(text(map, "refresh_token").ok_or_else(|| missing("refresh_token"))?);
    let token_url = match url_field(map, "token_uri", what)? {
        Some(url) => url,
        None => oauth2::token_url(&ctx.config.base_url(Service::OAuth2)?),
    };
    oauth2::refresh_token(&ctx.http, token_url, &client_id, &client_secret, &refresh)
        .await
        .map(|token| token.access_token)
        .map_err(|error| {
            failed("refreshing the user's access token failed", error).with_hint(
                "the refresh token may be revoked or expired: log in again to write a new file",
            )
        })
}
