//! Token endpoint calls shared by the credential types.

use serde::Deserialize;
use url::Url;

use crate::error::{Error, Result};
use crate::http::{Http, Request};
use crate::secret::Secret;

#[derive(Deserialize)]
struct TokenResponse {
    access_token: String,
}

/// POST a form to an OAuth2-style token endpoint and read `access_token`.
pub async fn form_grant(
    http: &Http,
    service: &'static str,
    url: &str,
    form: &[(&str, &str)],
) -> Result<Secret> {
    let url = parse_url(url)?;
    // A token grant has no side effect worth guarding: retrying a 5xx is safe.
    let request = Request::post(service, url).form(form).idempotent(true);
    let response = http.execute(request).await?;
    if response.status.as_u16() == 400 {
        // OAuth2 answers 400 for refused credentials; that is an authentication failure,
        // not bad input on ward's command line.
        let error = response.into_error();
        let refused = matches!(
            &error,
            crate::http::HttpError::Status { message, .. }
                if ["invalid_grant", "invalid_client", "unauthorized_client", "access_denied"].contains(&message.as_str())
        );
        return Err(if refused {
            Error::Auth(error.to_string())
        } else {
            Error::Http(error)
        });
    }
    let response: TokenResponse = response.ok()?.json()?;
    non_empty(response.access_token, service)
}

pub fn parse_url(url: &str) -> Result<Url> {
    Url::parse(url).map_err(|error| Error::usage(format!("\"{url}\" is not a valid URL ({error})")))
}

pub fn non_empty(token: String, service: &str) -> Result<Secret> {
    if token.is_empty() {
        Err(Error::runtime(format!(
            "{service} answered with an empty token"
        )))
    } else {
        Ok(Secret::new(token))
    }
}
