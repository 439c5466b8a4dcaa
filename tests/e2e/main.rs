//! End-to-end tests: the built `ward` binary against the fake servers in `fakes/`.
//! One test binary with a module per noun keeps link time down.

mod breach;
mod breach_limits;
mod breach_versions;
mod core;
mod password;
mod password_download;
mod paste;
mod support;
