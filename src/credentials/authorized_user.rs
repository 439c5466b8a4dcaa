//! `authorized_user` files (a user's refresh token, as the cloud CLI writes them).

use serde_json::Value;

use super::{field, oauth};
use crate::error::Result;
use crate::http::Http;
use crate::secret::Secret;

pub async fn token(http: &Http, document: &Value, default_token_uri: &str) -> Result<Secret> {
    let client_id = field(document, "client_id")?;
    let client_secret = field(document, "client_secret")?;
    let refresh_token = field(document, "refresh_token")?;
    let token_uri = document
        .get("token_uri")
        .and_then(Value::as_str)
        .filter(|uri| !uri.is_empty())
        .unwrap_or(default_token_uri);
    oauth::form_grant(
        http,
        "OAuth2 token endpoint",
        token_uri,
        &[
            ("grant_type", "refresh_token"),
            ("client_id", client_id),
            ("client_secret", client_secret),
            ("refresh_token", refresh_token),
        ],
    )
    .await
}
