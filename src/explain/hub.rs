//! The hub's webhook client and what its failures mean to a user.

use ward_client::{ClientError, ErrorKind, Operation};

use crate::error::Error;

/// Exit codes and advice for the usual failures of the management API.
pub(super) fn explain(error: ClientError) -> Error {
    let status = error.status();
    let one = matches!(*error.operation, Operation::Lookup(_));
    let ErrorKind::Http(http) = error.kind else {
        return super::plain(error.kind);
    };
    let error = Error::Http(http);
    match status {
        Some(401) => error.with_hint(
            "the hub refused the token; check HF_TOKEN or run `ward configure hub-token`",
        ),
        Some(403) => error.with_hint("the token needs write access to webhooks (a fine-grained token with \"manage webhooks\", or a write token)"),
        Some(404) if one => {
            error.with_hint("run `ward webhook list` to see the IDs of your webhooks")
        }
        // No single named thing was asked for: the server is not the hub's API (exit 1, not 4).
        Some(404) => Error::runtime(error.to_string()).with_hint(
            "the hub has no such endpoint; check WARD_HUB_URL or HF_ENDPOINT (the hub's root, \
             such as https://huggingface.co)",
        ),
        _ => error,
    }
}
