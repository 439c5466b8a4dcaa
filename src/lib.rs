//! ward: one binary that keeps watch over a software team's supply chain and CI
//! credentials. `main.rs` parses and reports; everything else lives here.

// The habits ARCHITECTURE.md describes, kept by the compiler: the process's environment
// and streams are read in one place each (see clippy.toml), nothing prints around the
// Terminal, and nothing unwraps outside tests.
#![deny(clippy::disallowed_methods, clippy::print_stdout, clippy::print_stderr)]
#![warn(clippy::unwrap_used, unreachable_pub)]

#[cfg(test)]
mod architecture_tests;
pub mod auth;
pub(crate) mod auth_server;
pub mod cli;
pub(crate) mod cloud;
pub mod commands;
pub(crate) mod config;
pub mod environment;
pub mod error;
mod explain;
mod input;
pub mod interrupt;
pub mod output;
pub(crate) mod password_server;
pub(crate) mod passwords;
pub(crate) mod prompt;
pub mod run;
pub(crate) mod runtimes;
pub(crate) mod serve;
pub(crate) mod services;
pub mod store;
pub mod version;
pub(crate) mod views;
pub(crate) mod webhook_server;
