//! End-to-end tests: the built `ward` binary against the fake servers in `fakes/`.
//! One test binary with a module per noun keeps link time down.

mod core;
mod support;
mod webhook_manage;
mod webhook_manage_edit;
mod webhook_serve;
mod webhook_serve_support;
