//! End-to-end tests: the built `ward` binary against the fake servers in `fakes/`.
//! One test binary with a module per noun keeps link time down.

mod auth;
mod auth_action_yml;
mod auth_cleanup;
mod auth_key;
mod auth_real_client;
mod auth_support;
mod auth_validation;
mod breach;
mod breach_limits;
mod breach_versions;
mod core;
mod hostile_bodies;
mod http_client;
mod local_files;
mod password;
mod password_download;
mod password_store;
mod password_store_filter;
mod paste;
mod path_segments;
mod policy;
mod policy_errors;
mod releases_errors;
mod releases_fixture;
mod releases_inputs;
mod releases_other;
mod releases_projects;
mod releases_sync;
mod releases_update;
mod support;
mod terminal_escapes;
mod webhook_hardening;
mod webhook_manage;
mod webhook_manage_edit;
#[cfg(target_os = "linux")]
mod webhook_memory;
mod webhook_queue;
mod webhook_redis;
mod webhook_redis_jobs;
mod webhook_serve;
mod webhook_serve_support;
