//! End-to-end tests: the built `ward` binary against the fake servers in `fakes/`.
//! One test binary with a module per noun keeps link time down.

mod core;
mod releases_errors;
mod releases_fixture;
mod releases_other;
mod releases_projects;
mod releases_sync;
mod releases_update;
mod support;
