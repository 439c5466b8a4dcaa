//! What the service clients' failures mean to a user: one `explain` per service turns a
//! `ClientError` into the application's error, with its exit code and advice in the command
//! line's words. The clients themselves know nothing of the command line.

mod breaches;
mod cloud;
mod hub;
mod passwords;
mod releases;

use ward_client::{ClientError, ErrorKind, Service};

use crate::error::Error;

/// A client failure as the user sees it, by the service's own `explain`.
pub fn explain(error: ClientError) -> Error {
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
        ErrorKind::MissingCredentials(message) => Error::Auth(message),
        ErrorKind::ProviderNotProject(id) => {
            Error::Usage(format!("\"{id}\" is a provider, not a project ID"))
        }
        ErrorKind::UnexpectedAnswer(message) => Error::Runtime(message),
        ErrorKind::UnusableBody { detail, attempts } => Error::Runtime(format!(
            "the service sent an unusable answer after {attempts} attempts: {detail}"
        )),
    }
}
