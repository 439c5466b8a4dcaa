//! The one error every service client returns.
//!
//! It says which service failed, what was being asked for and how it failed, with the
//! status, the server's own message and error code, `Retry-After` and the source chain kept
//! as data. Turning it into words for a user, advice and an exit code is the application's
//! business, not the client's.

use std::time::Duration;

use crate::http::HttpError;

/// The services this crate talks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Service {
    /// The release-tracking API.
    Releases,
    /// The breach and paste API.
    Breaches,
    /// The password range API.
    Passwords,
    /// The cloud platform's token and policy APIs.
    Cloud,
    /// The hub's webhook management API.
    Hub,
}

impl Service {
    /// The name used in messages.
    pub fn name(self) -> &'static str {
        match self {
            Self::Releases => crate::releases::SERVICE,
            Self::Breaches => crate::breaches::SERVICE,
            Self::Passwords => crate::passwords::SERVICE,
            Self::Cloud => "cloud platform",
            Self::Hub => crate::hub::SERVICE,
        }
    }
}

/// What a failed call was about: decides which advice fits a failure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Operation {
    /// A fixed endpoint, named in words ("projects", "the breach list"). A 404 there means
    /// the base URL does not lead to the service.
    Endpoint(String),
    /// One project of the release tracker, by its reference as the user wrote it.
    Project(String),
    /// The projects of one provider.
    ProviderProjects(String),
    /// One release of a project.
    Release {
        /// The project reference.
        project: String,
        /// The version asked for.
        version: String,
    },
    /// The latest release of a project.
    LatestRelease(String),
    /// The note of one release.
    ReleaseNote {
        /// The project reference.
        project: String,
        /// The version asked for.
        version: String,
    },
    /// One tag by its ID.
    Tag(String),
    /// A request carrying a value the user gave (an account, an e-mail address, a breach
    /// name), described in words.
    Lookup(String),
    /// One range of the password range API, by its 5-character prefix.
    Range(String),
    /// A call to a token or policy endpoint of the cloud platform.
    Token,
}

/// How a call failed.
#[derive(Debug, thiserror::Error)]
pub enum ErrorKind {
    /// The transport failed or the service answered with an error status.
    #[error(transparent)]
    Http(#[from] HttpError),
    /// An argument was refused before anything was sent.
    #[error("{0}")]
    InvalidInput(String),
    /// The address given for the service cannot be used; nothing was sent.
    #[error("{reason}")]
    UnusableAddress {
        /// What is wrong with the address, in words its giver chose.
        reason: String,
        /// How to give a usable one, where the giver said.
        advice: Option<String>,
    },
    /// A value meant for one URL path segment would have changed the path; nothing was sent.
    #[error(transparent)]
    PathSegment(#[from] crate::path::SegmentError),
    /// The call needs credentials that were not given.
    #[error("{0}")]
    MissingCredentials(String),
    /// A release-tracker reference named a provider where a project was expected.
    #[error("\"{0}\" is a provider, not a project ID")]
    ProviderNotProject(String),
    /// The service answered 2xx with something that is not what the call expects.
    #[error("{0}")]
    UnexpectedAnswer(String),
    /// Every attempt got a 2xx body that could not be used (a proxy page, a cut-off
    /// transfer).
    #[error("sent an unusable answer after {}: {detail}", attempts_text(*.attempts))]
    UnusableBody {
        /// Why the last body was refused.
        detail: String,
        /// How many times the request was sent.
        attempts: u32,
    },
}

/// A failed call of a service client.
#[derive(Debug)]
pub struct ClientError {
    /// The service that was called.
    pub service: Service,
    /// What was asked for (boxed: errors stay small on the happy path's stack).
    pub operation: Box<Operation>,
    /// How it failed; the source of this error.
    pub kind: ErrorKind,
}

impl ClientError {
    /// An error of `service` while doing `operation`.
    pub fn new(service: Service, operation: Operation, kind: impl Into<ErrorKind>) -> Self {
        Self {
            service,
            operation: Box::new(operation),
            kind: kind.into(),
        }
    }

    /// The HTTP failure underneath, if any.
    pub fn http(&self) -> Option<&HttpError> {
        match &self.kind {
            ErrorKind::Http(error) => Some(error),
            _ => None,
        }
    }

    /// The HTTP status of the answer, when the service answered with an error status.
    pub fn status(&self) -> Option<u16> {
        self.http().and_then(HttpError::status)
    }

    /// The service's own error message, when it sent one.
    pub fn server_message(&self) -> Option<&str> {
        match self.http()? {
            HttpError::Status(error) if !error.message.is_empty() => Some(&error.message),
            _ => None,
        }
    }

    /// The service's machine-readable error code (`invalid_grant`, `PERMISSION_DENIED`),
    /// when it sent one.
    pub fn code(&self) -> Option<&str> {
        match self.http()? {
            HttpError::Status(error) => error.code.as_deref(),
            _ => None,
        }
    }

    /// How long the service asked to wait, from `Retry-After`.
    pub fn retry_after(&self) -> Option<Duration> {
        match self.http()? {
            HttpError::Status(error) => error.retry_after,
            _ => None,
        }
    }
}

impl std::fmt::Display for ClientError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.kind.fmt(f)
    }
}

impl std::error::Error for ClientError {
    /// The HTTP failure underneath, so a chain walk reaches the transport's own error.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            ErrorKind::Http(error) => Some(error),
            _ => None,
        }
    }
}

/// A client call's result.
pub type Result<T, E = ClientError> = std::result::Result<T, E>;

/// "1 attempt", "3 attempts".
fn attempts_text(attempts: u32) -> String {
    if attempts == 1 {
        "1 attempt".to_string()
    } else {
        format!("{attempts} attempts")
    }
}
