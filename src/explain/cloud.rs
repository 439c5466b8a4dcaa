//! The cloud platform's token and policy clients and what their failures mean to a user.

use ward_client::http::HttpError;
use ward_client::{ClientError, ErrorKind};

use crate::error::Error;

/// OAuth token endpoints (the token service, the OAuth2 endpoint) refuse credentials with
/// 400 and an RFC 6749 error code. That is an authentication failure (exit 3), not bad
/// input: an expired or revoked grant, an unknown client, an identity the provider's
/// condition rejects.
pub(super) fn explain(error: ClientError) -> Error {
    let refused = error.status() == Some(400)
        && matches!(
            error.code(),
            Some("invalid_grant" | "invalid_client" | "unauthorized_client")
        );
    match error.kind {
        ErrorKind::Http(http @ HttpError::Status(_)) if refused => Error::Auth(http.to_string()),
        other => super::plain(other),
    }
}
