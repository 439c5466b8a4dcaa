//! Typed clients of the services ward talks to, over one HTTP layer.
//!
//! Every client is built the same way (an [`http::Http`], a base URL, its credentials) and
//! fails with one [`ClientError`]. This crate knows nothing of the command line: what an
//! error means to a user, and which exit code it gives, is decided by the application.
#![warn(missing_docs)]

pub mod breaches;
pub mod cloud;
mod error;
pub mod http;
pub mod hub;
pub mod passwords;
pub mod path;
pub mod releases;
pub mod secret;

pub use error::{ClientError, ErrorKind, Operation, Result, Service};
