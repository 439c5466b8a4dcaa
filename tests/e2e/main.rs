//! End-to-end tests: ward's commands against the fake servers in `fakes/`, run through
//! one builder (`support::Ward`): in-process with a captured terminal by default, as the
//! built binary where the process is the point. One test binary with a module per noun
//! keeps link time down.

mod auth;
mod auth_action_yml;
mod auth_ci;
mod auth_ci_outputs;
mod auth_ci_real_client;
mod auth_ci_rules;
mod auth_cleanup;
mod auth_key;
mod auth_real_client;
mod auth_serve;
#[cfg(target_os = "linux")]
mod auth_serve_hostile;
mod auth_subject_token;
mod auth_support;
mod auth_validation;
mod breach;
mod breach_limits;
mod breach_shapes;
mod breach_versions;
mod cloud_chain;
mod cloud_executable;
mod cloud_hostile;
mod cloud_metadata;
mod cloud_tokens;
mod cloud_urls;
mod conventions_confirm;
mod conventions_errors;
#[cfg(target_os = "linux")]
mod conventions_terminal;
mod core;
mod help_snapshots;
mod hostile_bodies;
#[cfg(target_os = "linux")]
mod hostile_files;
mod http_client;
mod jq_bounds;
mod local_files;
mod password;
mod password_audit;
mod password_bulk;
mod password_download;
mod password_serve;
// prlimit (util-linux) sets the server's open-file limit.
#[cfg(target_os = "linux")]
mod password_serve_flood;
mod password_store;
mod password_store_filter;
mod password_store_hostile;
mod password_store_manifest;
mod paste;
mod path_segments;
mod policy;
mod policy_drift;
mod policy_errors;
mod readme_local;
mod real_payloads;
mod real_payloads_cloud;
mod real_payloads_hub;
mod release_watch;
mod releases_errors;
mod releases_fixture;
mod releases_inputs;
mod releases_other;
mod releases_projects;
mod releases_sync;
mod releases_update;
mod support;
mod terminal_escapes;
mod webhook_admin;
// A real Chromium (Debian's package) driven by Playwright.
#[cfg(unix)]
mod webhook_admin_browser;
mod webhook_dedup;
mod webhook_edit;
mod webhook_forward;
mod webhook_hardening;
mod webhook_limits;
mod webhook_manage;
#[cfg(target_os = "linux")]
mod webhook_memory;
mod webhook_queue;
// redis-server has no Windows build (the shared queue needs Redis 5 streams).
#[cfg(not(windows))]
mod webhook_redis;
#[cfg(not(windows))]
mod webhook_redis_faults;
#[cfg(not(windows))]
mod webhook_redis_jobs;
// Its routes run shell lines.
mod webhook_reload;
#[cfg(unix)]
mod webhook_replay;
mod webhook_secrets;
mod webhook_serve;
mod webhook_serve_support;
mod webhook_sign;
mod webhook_state_dir;
#[cfg(unix)]
mod webhook_tls;
mod webhook_verify;
