//! Faithful fake servers of the services ward talks to, for tests and benchmarks.
//!
//! Each service module exposes a `router(...)` building an axum router over in-memory
//! state. [`spawn`] serves a router on a loopback port from its own thread and runtime, so
//! a test can run the `ward` binary as a subprocess against it; [`RequestLog`] records
//! everything a fake received so tests can assert what was sent.

pub mod harness;
pub mod hold;
pub mod hostile;
pub mod hub;
pub mod metadata;
pub mod releases;
pub mod scripted;

pub use harness::{spawn, spawn_on, Recorded, RequestLog, Running};
pub mod all;
pub mod breaches;
mod breaches_data;
pub mod cloud;
pub mod passwords;
mod passwords_ranges;
