//! `external_account` credentials files: an external identity's token (from a URL, a file
//! or a command) exchanged at the token service, then optionally a service account impersonated.

use std::path::Path;

use reqwest::header::{HeaderName, HeaderValue};
use serde_json::{Map, Value};

use super::credential::{CloudAndEnv, Want, CLOUD_PLATFORM_SCOPE};
use super::executable::{self, impersonated_email, Exchange};
use super::fields::{missing, read_bounded, required, text, url_field};
use crate::error::failed;
use crate::error::{Error, Result};
use ward_client::cloud::{iam, CloudClient};
use ward_client::http::Request;
use ward_client::secret::Secret;

pub(super) async fn token(
    cloud_env: CloudAndEnv<'_>,
    map: &Map<String, Value>,
    what: &str,
    want: Want<'_>,
) -> Result<Secret> {
    let cloud = cloud_env.cloud;
    let audience = required(map, "audience", what)?;
    let token_url = url_field(map, "token_url", what)?.ok_or_else(|| missing(what, "token_url"))?;
    let subject_type = required(map, "subject_token_type", what)?;
    let impersonation = url_field(map, "service_account_impersonation_url", what)?;
    if let (Want::Identity { .. }, None) = (want, &impersonation) {
        return Err(Error::usage(format!(
            "the {what} gives a federated token, which cannot mint ID tokens"
        ))
        .with_hint("add service_account_impersonation_url (ward auth --service-account writes it) so ID tokens come from the service account"));
    }
    let source = map
        .get("credential_source")
        .and_then(Value::as_object)
        .ok_or_else(|| missing(what, "credential_source"))?;
    let subject = match source.get("executable").and_then(Value::as_object) {
        Some(executable) => {
            let exchange = Exchange {
                audience: &audience,
                subject_token_type: &subject_type,
                impersonated: impersonation.as_ref().and_then(impersonated_email),
            };
            executable::subject_token(executable, cloud_env.env, &exchange, what).await
        }
        None => subject_token(cloud, source, what).await,
    }
    .map_err(|error| {
        failed(
            &format!("fetching the subject token for the {what} failed"),
            error,
        )
    })?;
    // Impersonation needs the broad scope on the federated token; the final token is narrow.
    let scope = match (want, &impersonation) {
        (Want::Access { scope }, None) => scope,
        _ => CLOUD_PLATFORM_SCOPE,
    };
    let federated = cloud
        .exchange_form(token_url.clone(), &audience, scope, &subject, &subject_type)
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
    impersonate(cloud, url, &federated, want, lifetime, &[], what).await
}

/// The impersonated account's token: an access token with the wanted scope, or an ID token
/// from the `generateIdToken` method beside the file's `generateAccessToken` URL.
pub(super) async fn impersonate(
    cloud: &CloudClient,
    url: url::Url,
    bearer: &Secret,
    want: Want<'_>,
    lifetime: u64,
    delegates: &[String],
    what: &str,
) -> Result<Secret> {
    let step = "impersonating the credentials file's service account failed";
    match want {
        Want::Access { scope } => cloud
            .generate_access_token_at(url, bearer, &[scope.to_string()], lifetime, delegates)
            .await
            .map(|token| token.token)
            .map_err(|error| failed(step, error)),
        Want::Identity { audience } => {
            let url = iam::id_token_url_beside(&url).ok_or_else(|| {
                Error::usage(format!(
                    "the {what}'s service_account_impersonation_url does not end in :generateAccessToken, so ward cannot find where to ask for an ID token"
                ))
            })?;
            cloud
                .generate_id_token_at(url, bearer, audience, true, delegates)
                .await
                .map_err(|error| failed(step, error))
        }
    }
}

/// The external identity's token, from a URL or a file, as text or a JSON field.
async fn subject_token(
    cloud: &CloudClient,
    source: &Map<String, Value>,
    what: &str,
) -> Result<Secret> {
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
        let response = cloud.send(request).await?;
        Secret::new(String::from_utf8_lossy(&response.body).into_owned())
    } else if let Some(file) = text(source, "file") {
        read_bounded(
            Path::new(&file),
            crate::input::Kind::Token,
            &format!("the subject token file {file}"),
        )?
    } else {
        return Err(Error::usage(format!(
            "the {what}'s credential_source has no \"url\", \"file\" or \"executable\"; ward reads those three kinds"
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
