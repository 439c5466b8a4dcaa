//! Error kinds and the one place that maps them to exit codes and hints.

use crate::http::HttpError;

/// Exit codes, documented in the README and in `ward --help`.
pub mod exit {
    pub const SUCCESS: u8 = 0;
    pub const FAILURE: u8 = 1;
    pub const USAGE: u8 = 2;
    pub const AUTH: u8 = 3;
    pub const NOT_FOUND: u8 = 4;
    pub const RATE_LIMITED: u8 = 5;
    pub const COMPROMISED: u8 = 10;
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Bad flags, arguments or input: the user can fix it and run again.
    #[error("{0}")]
    Usage(String),
    /// Credentials missing, refused or not allowed to do this.
    #[error("{0}")]
    Auth(String),
    /// The thing asked for does not exist.
    #[error("{0}")]
    NotFound(String),
    /// Still rate limited after every retry.
    #[error("{0}")]
    RateLimited(String),
    /// Anything else that went wrong at run time.
    #[error("{0}")]
    Runtime(String),
    #[error(transparent)]
    Http(#[from] HttpError),
    #[error("{context}: {source}")]
    Io {
        context: String,
        #[source]
        source: std::io::Error,
    },
    /// Any error with a line of advice shown after it.
    #[error("{error}")]
    Hinted { error: Box<Error>, hint: String },
}

impl Error {
    pub fn usage(message: impl Into<String>) -> Self {
        Self::Usage(message.into())
    }

    pub fn runtime(message: impl Into<String>) -> Self {
        Self::Runtime(message.into())
    }

    pub fn io(context: impl Into<String>, source: std::io::Error) -> Self {
        Self::Io {
            context: context.into(),
            source,
        }
    }

    /// Attach advice shown as `hint: ...` under the error.
    #[must_use]
    pub fn with_hint(self, hint: impl Into<String>) -> Self {
        Self::Hinted {
            error: Box::new(self),
            hint: hint.into(),
        }
    }

    pub fn exit_code(&self) -> u8 {
        match self {
            Self::Usage(_) => exit::USAGE,
            Self::Auth(_) => exit::AUTH,
            Self::NotFound(_) => exit::NOT_FOUND,
            Self::RateLimited(_) => exit::RATE_LIMITED,
            Self::Runtime(_) | Self::Io { .. } => exit::FAILURE,
            Self::Http(error) => error.exit_code(),
            Self::Hinted { error, .. } => error.exit_code(),
        }
    }

    /// Advice for the user, the innermost explicit hint first.
    pub fn hint(&self) -> Option<String> {
        match self {
            Self::Hinted { hint, .. } => Some(hint.clone()),
            Self::Http(error) => error.default_hint(),
            _ => None,
        }
    }

    /// The HTTP status behind this error, if it came from a service.
    pub fn status(&self) -> Option<u16> {
        match self {
            Self::Http(error) => error.status(),
            Self::Hinted { error, .. } => error.status(),
            _ => None,
        }
    }
}

/// How a command that ran to the end finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Success, and nothing compromised.
    Clean,
    /// A check found something compromised (a pwned password, a breached account).
    Compromised,
}

impl Outcome {
    pub fn exit_code(self) -> u8 {
        match self {
            Self::Clean => exit::SUCCESS,
            Self::Compromised => exit::COMPROMISED,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hinted_errors_keep_the_inner_exit_code() {
        let error = Error::NotFound("no such tag".into()).with_hint("run `ward tag list`");
        assert_eq!(error.exit_code(), exit::NOT_FOUND);
        assert_eq!(error.hint().as_deref(), Some("run `ward tag list`"));
        assert_eq!(error.to_string(), "no such tag");
    }
}
