//! The standard cloud credential chain, for commands that call cloud APIs as the user:
//! an access token given directly, then a credentials file named by the environment (what
//! `ward auth` exports), then the cloud CLI's application-default credentials file.

mod authorized_user;
mod external_account;
mod oauth;
mod service_account;

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::config::Service;
use crate::error::{Error, Result};
use crate::secret::Secret;
use crate::Ctx;

/// Variables holding a ready access token, in the order they are tried.
pub const TOKEN_VARIABLES: [&str; 3] = [
    "WARD_ACCESS_TOKEN",
    "CLOUDSDK_AUTH_ACCESS_TOKEN",
    "GOOGLE_OAUTH_ACCESS_TOKEN",
];

/// Variables naming a credentials file, in the order they are tried: the spec's name
/// first, then the names the vendor's libraries and CLI read.
pub const FILE_VARIABLES: [&str; 3] = [
    "SERVICE_APPLICATION_CREDENTIALS",
    "GOOGLE_APPLICATION_CREDENTIALS",
    "CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE",
];

/// An access token and a description of where it came from (for `-v` and errors).
#[derive(Debug, Clone)]
pub struct AccessToken {
    pub token: Secret,
    pub source: String,
}

/// Find credentials and turn them into an access token with `scope`.
pub async fn access_token(ctx: &Ctx, flag: Option<&Secret>, scope: &str) -> Result<AccessToken> {
    if let Some(token) = flag {
        return Ok(AccessToken {
            token: token.clone(),
            source: "--access-token".to_string(),
        });
    }
    for name in TOKEN_VARIABLES {
        if let Some(value) = non_empty_env(name) {
            return Ok(AccessToken {
                token: Secret::new(value.trim()),
                source: format!("environment variable {name}"),
            });
        }
    }
    for name in FILE_VARIABLES {
        if let Some(value) = non_empty_env(name) {
            let path = PathBuf::from(value);
            let source = format!("{} (from {name})", path.display());
            return token_from_file(ctx, &path, scope)
                .await
                .map(|token| AccessToken { token, source });
        }
    }
    let well_known = well_known_file();
    if let Some(path) = well_known.as_ref().filter(|path| path.is_file()) {
        let source = format!("{} (application-default credentials)", path.display());
        return token_from_file(ctx, path, scope)
            .await
            .map(|token| AccessToken { token, source });
    }
    let mut tried = vec!["--access-token".to_string()];
    tried.extend(TOKEN_VARIABLES.iter().map(|name| (*name).to_string()));
    tried.extend(FILE_VARIABLES.iter().map(|name| (*name).to_string()));
    if let Some(path) = well_known {
        tried.push(path.display().to_string());
    }
    Err(Error::Auth(format!(
        "no cloud credentials found (tried {})",
        tried.join(", ")
    ))
    .with_hint(
        "run `ward auth` (it exports SERVICE_APPLICATION_CREDENTIALS), set \
         GOOGLE_APPLICATION_CREDENTIALS to a credentials file, or set WARD_ACCESS_TOKEN",
    ))
}

/// Read a credentials file and exchange what it holds for an access token.
pub async fn token_from_file(ctx: &Ctx, path: &Path, scope: &str) -> Result<Secret> {
    let text = std::fs::read_to_string(path).map_err(|error| {
        Error::io(
            format!("could not read the credentials file {}", path.display()),
            error,
        )
    })?;
    let document: Value = serde_json::from_str(&text).map_err(|error| {
        Error::usage(format!(
            "the credentials file {} is not valid JSON ({error})",
            path.display()
        ))
    })?;
    let kind = document.get("type").and_then(Value::as_str).unwrap_or("");
    let what = format!("the {kind} credentials in {}", path.display());
    let result = match kind {
        "external_account" => external_account::token(ctx, &document, scope).await,
        "service_account" => {
            let default_uri = oauth_token_url(ctx)?;
            service_account::token(&ctx.http, &document, scope, &default_uri).await
        }
        "authorized_user" => {
            let default_uri = oauth_token_url(ctx)?;
            authorized_user::token(&ctx.http, &document, &default_uri).await
        }
        "" => Err(Error::usage(format!(
            "the credentials file {} has no \"type\" field",
            path.display()
        ))),
        other => Err(Error::usage(format!(
            "the credentials file {} is of type \"{other}\"; ward reads external_account, \
             service_account and authorized_user files",
            path.display()
        ))),
    };
    result.map_err(|error| error.context(format!("could not get an access token from {what}")))
}

/// The OAuth2 token endpoint for files that do not name one.
fn oauth_token_url(ctx: &Ctx) -> Result<String> {
    Ok(crate::http::join(&ctx.config.base_url(Service::OAuth2)?, "/token").to_string())
}

/// The cloud CLI's application-default credentials file.
fn well_known_file() -> Option<PathBuf> {
    let dir = non_empty_env("CLOUDSDK_CONFIG")
        .map(PathBuf::from)
        .or_else(|| dirs::config_dir().map(|dir| dir.join("gcloud")))?;
    Some(dir.join("application_default_credentials.json"))
}

fn non_empty_env(name: &str) -> Option<String> {
    std::env::var(name)
        .ok()
        .filter(|value| !value.trim().is_empty())
}

/// A required string field of a credentials document.
fn field<'a>(document: &'a Value, name: &str) -> Result<&'a str> {
    document
        .get(name)
        .and_then(Value::as_str)
        .filter(|value| !value.is_empty())
        .ok_or_else(|| Error::usage(format!("the \"{name}\" field is missing or empty")))
}
