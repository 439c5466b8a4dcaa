//! `service_account` key files: a self-signed JWT exchanged with the jwt-bearer grant.

use std::time::{SystemTime, UNIX_EPOCH};

use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde::Serialize;
use serde_json::Value;

use super::{field, oauth};
use crate::error::{Error, Result};
use crate::http::Http;
use crate::secret::Secret;

const JWT_BEARER: &str = "urn:ietf:params:oauth:grant-type:jwt-bearer";

#[derive(Serialize)]
struct Claims<'a> {
    iss: &'a str,
    scope: &'a str,
    aud: &'a str,
    iat: u64,
    exp: u64,
}

pub async fn token(
    http: &Http,
    document: &Value,
    scope: &str,
    default_token_uri: &str,
) -> Result<Secret> {
    let client_email = field(document, "client_email")?;
    let private_key = field(document, "private_key")?;
    let token_uri = document
        .get("token_uri")
        .and_then(Value::as_str)
        .filter(|uri| !uri.is_empty())
        .unwrap_or(default_token_uri);
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs());
    let claims = Claims {
        iss: client_email,
        scope,
        aud: token_uri,
        iat: now,
        exp: now + 3600,
    };
    let mut header = Header::new(Algorithm::RS256);
    header.kid = document
        .get("private_key_id")
        .and_then(Value::as_str)
        .map(str::to_string);
    let key = EncodingKey::from_rsa_pem(private_key.as_bytes()).map_err(|error| {
        Error::usage(format!(
            "the \"private_key\" field is not an RSA private key in PEM form ({error})"
        ))
    })?;
    let assertion = jsonwebtoken::encode(&header, &claims, &key)
        .map_err(|error| Error::runtime(format!("could not sign the token request: {error}")))?;
    oauth::form_grant(
        http,
        "OAuth2 token endpoint",
        token_uri,
        &[("grant_type", JWT_BEARER), ("assertion", &assertion)],
    )
    .await
}
