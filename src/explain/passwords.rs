//! The password range API's client and what its failures mean to a user.

use ward_client::passwords::SERVICE;
use ward_client::{ClientError, ErrorKind, Operation};

use crate::error::Error;
use crate::output::counted;

/// Exit codes and advice for the range API's failures.
pub(super) fn explain(error: ClientError) -> Error {
    let prefix = match error.operation.as_ref() {
        Operation::Range(prefix) => prefix.clone(),
        _ => String::new(),
    };
    match error.kind {
        ErrorKind::Http(http) => match http.status() {
            Some(400) => Error::Http(http).with_hint(
                "the server refused the prefix; ward only sends 5 hex characters, so WARD_PASSWORDS_URL may point at the wrong service",
            ),
            // Every one of the 1,048,576 prefixes exists (spec 2 §4 rule 3): a 404 is not
            // "not found" but a server that is not the range API.
            Some(404) => Error::runtime(http.to_string()).with_hint(
                "the range API answers every prefix; WARD_PASSWORDS_URL (or passwords.url in the config) may name another server",
            ),
            _ => Error::Http(http),
        },
        ErrorKind::UnusableBody { detail, attempts } => Error::runtime(format!(
            "the {SERVICE} sent an unusable answer for prefix {prefix} after {}: {detail}",
            counted(u64::from(attempts), "attempt", "attempts")
        ))
        .with_hint(
            "a proxy or captive portal may be answering instead of the service; check the network or WARD_PASSWORDS_URL",
        ),
        other => super::plain(other),
    }
}
