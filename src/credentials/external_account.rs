//! `external_account` files (workload identity federation, what `ward auth` writes):
//! fetch the subject token, exchange it at the token service, then optionally impersonate
//! a service account.

use serde::Deserialize;
use serde_json::{json, Value};

use super::{field, oauth};
use crate::config::Service;
use crate::error::{Error, Result};
use crate::http::{self, Request};
use crate::secret::Secret;
use crate::Ctx;

const TOKEN_EXCHANGE: &str = "urn:ietf:params:oauth:grant-type:token-exchange";
const ACCESS_TOKEN_TYPE: &str = "urn:ietf:params:oauth:token-type:access_token";
/// Impersonation needs the federated token to carry the broad scope; the narrow one is
/// asked for on the impersonated token.
const CLOUD_PLATFORM: &str = "https://www.googleapis.com/auth/cloud-platform";

pub async fn token(ctx: &Ctx, document: &Value, scope: &str) -> Result<Secret> {
    let audience = field(document, "audience")?;
    let subject_token_type = field(document, "subject_token_type")?;
    let source = document
        .get("credential_source")
        .ok_or_else(|| Error::usage("the \"credential_source\" field is missing"))?;
    let subject_token = subject_token(ctx, source)
        .await
        .map_err(|error| error.context("fetching the subject token failed"))?;

    let token_url = match document.get("token_url").and_then(Value::as_str) {
        Some(url) if !url.is_empty() => url.to_string(),
        _ => http::join(&ctx.config.base_url(Service::Sts)?, "/v1/token").to_string(),
    };
    let impersonation_url = document
        .get("service_account_impersonation_url")
        .and_then(Value::as_str)
        .filter(|url| !url.is_empty());
    let exchange_scope = if impersonation_url.is_some() {
        CLOUD_PLATFORM
    } else {
        scope
    };
    let options = document
        .get("workforce_pool_user_project")
        .and_then(Value::as_str)
        .map(|project| json!({ "userProject": project }).to_string());
    let mut form = vec![
        ("grant_type", TOKEN_EXCHANGE),
        ("audience", audience),
        ("scope", exchange_scope),
        ("requested_token_type", ACCESS_TOKEN_TYPE),
        ("subject_token_type", subject_token_type),
        ("subject_token", subject_token.expose()),
    ];
    if let Some(options) = &options {
        form.push(("options", options));
    }
    let federated = oauth::form_grant(&ctx.http, "token service (STS)", &token_url, &form)
        .await
        .map_err(|error| {
            error.context("exchanging the subject token at the token service failed")
        })?;

    let Some(impersonation_url) = impersonation_url else {
        return Ok(federated);
    };
    let lifetime = document
        .pointer("/service_account_impersonation/token_lifetime_seconds")
        .and_then(Value::as_u64)
        .unwrap_or(3600);
    impersonate(ctx, impersonation_url, &federated, scope, lifetime)
        .await
        .map_err(|error| error.context("impersonating the service account failed"))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct GenerateAccessTokenResponse {
    access_token: String,
}

async fn impersonate(
    ctx: &Ctx,
    url: &str,
    federated: &Secret,
    scope: &str,
    lifetime: u64,
) -> Result<Secret> {
    let body = json!({ "scope": [scope], "lifetime": format!("{lifetime}s") });
    let request = Request::post("IAM credentials API", oauth::parse_url(url)?)
        .bearer(federated)
        .json(&body)
        .idempotent(true);
    let response: GenerateAccessTokenResponse = ctx.http.send_json(request).await?;
    oauth::non_empty(response.access_token, "IAM credentials API")
}

/// The subject token from a `url` or `file` credential source, as text or a JSON field.
async fn subject_token(ctx: &Ctx, source: &Value) -> Result<Secret> {
    let raw = if let Some(url) = source.get("url").and_then(Value::as_str) {
        let mut request = Request::get("identity token issuer", oauth::parse_url(url)?);
        if let Some(headers) = source.get("headers").and_then(Value::as_object) {
            for (name, value) in headers {
                request = request.header_named(name, value.as_str().unwrap_or_default());
            }
        }
        let response = ctx.http.send(request).await?;
        response.text()?.to_string()
    } else if let Some(path) = source.get("file").and_then(Value::as_str) {
        std::fs::read_to_string(path).map_err(|error| {
            Error::io(
                format!("could not read the subject token file {path}"),
                error,
            )
        })?
    } else {
        let kind = ["executable", "environment_id", "certificate"]
            .into_iter()
            .find(|key| source.get(key).is_some())
            .unwrap_or("an unknown kind of");
        return Err(Error::usage(format!(
            "the credential source uses {kind} source; ward reads \"url\" and \"file\" sources"
        )));
    };
    let format = source
        .pointer("/format/type")
        .and_then(Value::as_str)
        .unwrap_or("text");
    let token = match format {
        "text" => raw.trim().to_string(),
        "json" => {
            let field_name = source
                .pointer("/format/subject_token_field_name")
                .and_then(Value::as_str)
                .ok_or_else(|| {
                    Error::usage("a json credential source needs format.subject_token_field_name")
                })?;
            let parsed: Value = serde_json::from_str(&raw).map_err(|error| {
                Error::runtime(format!(
                    "the subject token response is not JSON ({error}); {}",
                    http::describe_body("", raw.as_bytes())
                ))
            })?;
            parsed
                .get(field_name)
                .and_then(Value::as_str)
                .ok_or_else(|| {
                    Error::runtime(format!(
                        "the subject token response has no \"{field_name}\" field"
                    ))
                })?
                .to_string()
        }
        other => {
            return Err(Error::usage(format!(
                "the credential source format \"{other}\" is not text or json"
            )))
        }
    };
    if token.is_empty() {
        return Err(Error::runtime("the subject token is empty"));
    }
    Ok(Secret::new(token))
}
