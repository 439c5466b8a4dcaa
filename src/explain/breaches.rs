//! The breach API's client and what its failures mean to a user.

use ward_client::http::{HttpError, StatusError};
use ward_client::{ClientError, ErrorKind, Operation};

use crate::error::Error;

/// One message per status the service documents, in words a user can act on.
pub(super) fn explain(error: ClientError) -> Error {
    let ClientError {
        operation, kind, ..
    } = error;
    let (what, value) = match operation.as_ref() {
        // A request carrying an account, an address or a name the user gave.
        Operation::Lookup(what) => (what.clone(), true),
        Operation::Endpoint(what) => (what.clone(), false),
        _ => ("the request".to_string(), false),
    };
    let http = match kind {
        ErrorKind::MissingCredentials(message) => {
            return Error::Auth(message).with_hint(
                "store one with `ward configure breach-key`, or set WARD_BREACHES_KEY (or HIBP_API_KEY)",
            )
        }
        ErrorKind::Http(http) => http,
        other => return super::plain(other),
    };
    let HttpError::Status(details) = &http else {
        return Error::Http(http);
    };
    let StatusError {
        status,
        message,
        request_id,
        retry_after,
        attempts,
        ..
    } = details.as_ref();
    let said = if message.is_empty() {
        String::new()
    } else {
        format!(": {message}")
    };
    if retired_version(message) {
        // The real service answers version 2 this way since version 3 replaced it.
        return Error::runtime(format!(
            "the breach API no longer answers version 2 ({status}){said}"
        ))
        .with_hint(
            "store a key with `ward configure breach-key` (or set WARD_BREACHES_KEY) and ward uses version 3; or pass --api-version 3",
        );
    }
    match status {
        400 if value => Error::usage(format!(
            "the breach API refused {what} as not in an acceptable format (400){said}"
        ))
        .with_hint("check the value: an e-mail address or a username, without surrounding quotes"),
        // A request without a value of the user's cannot be malformed by them: the base
        // URL names some other service.
        400 => Error::usage(format!(
            "the breach API refused the request for {what} (400){said}"
        ))
        .with_hint("check that WARD_BREACHES_URL (or breaches.url in the config) names the breach API's root, e.g. https://haveibeenpwned.com"),
        401 => Error::Auth(format!("the breach API refused the API key (401){said}")).with_hint(
            "store a valid 32-character key with `ward configure breach-key`, or set WARD_BREACHES_KEY",
        ),
        403 => {
            let ray = request_id
                .as_ref()
                .map(|ray| format!(" (Ray ID: {ray})"))
                .unwrap_or_default();
            Error::Auth(format!("the breach API refused the request (403){said}{ray}")).with_hint(
                "the service blocks requests without a descriptive User-Agent and networks that exceed its rate limit; if this continues, contact the service with the Ray ID",
            )
        }
        429 => {
            let wait = retry_after
                .map(|wait| format!(", retry after {} s", wait.as_secs()))
                .unwrap_or_default();
            let retries = attempts.saturating_sub(1);
            Error::RateLimited(format!(
                "the breach API is still rate limiting after {retries} retries (429{wait})"
            ))
            .with_hint(
                "ward spaces its requests 1.6 s apart, so another client on this network may be using the API; wait and run again, or raise --retries",
            )
        }
        // Only a lookup of one named thing can be "not found" (4); a fixed endpoint that is
        // missing means the base URL leads to some other server.
        404 if !value => Error::runtime(format!(
            "the breach API did not find {what} (404){said}"
        ))
        .with_hint("check that WARD_BREACHES_URL (or breaches.url in the config) names the breach API's root, e.g. https://haveibeenpwned.com"),
        503 => Error::runtime(format!(
            "the breach API is unavailable (503){said}; its edge defences may be blocking this address after too many requests"
        ))
        .with_hint("wait a few minutes before trying again"),
        _ => Error::Http(http),
    }
}

/// The answer the service gives to a version it has retired: "This version of the API
/// has been discontinued, please use V3".
fn retired_version(message: &str) -> bool {
    let message = message.to_ascii_lowercase();
    message.contains("discontinued") && message.contains("v3")
}

#[cfg(test)]
mod tests {
    use super::retired_version;

    #[test]
    fn the_retired_version_answer_is_recognised() {
        assert!(retired_version(
            "This version of the API has been discontinued, please use V3"
        ));
        assert!(!retired_version(
            "Access denied due to invalid hibp-api-key."
        ));
    }
}
