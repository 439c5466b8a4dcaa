//! The pwned-password range API as commands use it: its client at the configured URL.

use crate::config::{Config, Service};
use crate::error::Result;
use ward_client::http::Http;
use ward_client::passwords::PasswordsClient;

/// The range API's client at the configured URL; `padding` asks the service to pad its
/// answers. The one place a password client is built.
pub(crate) fn client(config: &Config, http: &Http, padding: bool) -> Result<PasswordsClient> {
    Ok(PasswordsClient::new(
        http.clone(),
        config.base_url(Service::Passwords)?,
        padding,
    ))
}
