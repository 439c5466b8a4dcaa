//! What the service clients' failures mean to a user: one `explain` per service turns a
//! `ClientError` into the application's error, with its exit code and advice in the command
//! line's words. The clients themselves know nothing of the command line.

mod breaches;
mod cloud;
mod hub;
mod passwords;
mod releases;

use ward_client::http::HttpError;
use ward_client::path::SegmentError;
use ward_client::{ClientError, ErrorKind, Operation, Service};

use crate::error::Error;

/// `?` on a client call gives the failure as `explain` tells it. The conversion lives here,
/// beside what it calls, so `error` does not depend on the services it explains.
impl From<ClientError> for Error {
    fn from(error: ClientError) -> Self {
        explain(error)
    }
}

/// A client failure as the user sees it, by the service's own `explain`.
pub(crate) fn explain(error: ClientError) -> Error {
    // The same for every service: the limit is fixed, so no service-specific advice helps.
    if let ErrorKind::Http(http @ HttpError::TooLarge { .. }) = error.kind {
        return Error::Http(http).with_hint(
            "the server is broken or hostile, or the base URL points at the wrong service",
        );
    }
    if let ErrorKind::PathSegment(refusal) = &error.kind {
        return segment(error.service, &error.operation, refusal);
    }
    match error.service {
        Service::Releases => releases::explain(error),
        Service::Breaches => breaches::explain(error),
        Service::Passwords => passwords::explain(error),
        Service::Cloud => cloud::explain(error),
        Service::Hub => hub::explain(error),
    }
}

/// The meaning of a failure no service gives special advice for.
fn plain(kind: ErrorKind) -> Error {
    match kind {
        ErrorKind::Http(error) => Error::Http(error),
        ErrorKind::InvalidInput(message) => Error::Usage(message),
        ErrorKind::UnusableAddress { reason, advice } => match advice {
            Some(advice) => Error::Usage(reason).with_hint(advice),
            None => Error::Usage(reason),
        },
        ErrorKind::PathSegment(refusal) => Error::Usage(format!(
            "a value cannot be placed in the request path: {refusal}"
        )),
        ErrorKind::MissingCredentials(message) => Error::Auth(message),
        ErrorKind::ProviderNotProject(id) => {
            Error::Usage(format!("\"{id}\" is a provider, not a project ID"))
        }
        ErrorKind::UnexpectedAnswer(message) => Error::Runtime(message),
        ErrorKind::UnusableBody { detail, attempts } => Error::Runtime(format!(
            "the service sent an unusable answer after {}: {detail}",
            crate::output::counted(u64::from(attempts), "attempt", "attempts")
        )),
    }
}

/// A value refused as a URL path segment, named as the argument the user gave, with what
/// to give instead; nothing was sent.
fn segment(service: Service, operation: &Operation, refusal: &SegmentError) -> Error {
    let argument = match (service, operation) {
        (Service::Hub, Operation::Lookup(id)) => format!("the webhook ID \"{id}\""),
        (_, Operation::Lookup(what)) => what.clone(),
        (_, Operation::Tag(id)) => format!("the tag ID \"{id}\""),
        (_, Operation::ProviderProjects(provider)) => format!("the provider \"{provider}\""),
        (_, Operation::Release { version, .. } | Operation::ReleaseNote { version, .. }) => {
            format!("the version \"{version}\"")
        }
        (_, Operation::Project(project) | Operation::LatestRelease(project)) => {
            format!("the project \"{project}\"")
        }
        (_, Operation::Range(prefix)) => format!("the range prefix \"{prefix}\""),
        (_, Operation::Endpoint(what)) => what.clone(),
        (_, Operation::Token) => "the organization".to_string(),
    };
    // The refused value may hold a control character: shown escaped, the error stays one line.
    let argument: String = argument
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect();
    let fix = match refusal {
        SegmentError::Empty => "give a non-empty value",
        SegmentError::Dot(_) => "give the real value",
        SegmentError::Separator(_) => {
            "one path segment is meant (no `/` or `\\`, also not as %2F or %5C)"
        }
        SegmentError::Control => "remove the control character",
    };
    let list = match service {
        Service::Hub => "; `ward webhook list` shows the IDs",
        Service::Releases if matches!(operation, Operation::Tag(_)) => {
            "; `ward tag list` shows the IDs"
        }
        _ => "",
    };
    Error::Usage(format!("{argument} was not sent: {refusal}; {fix}{list}"))
}
