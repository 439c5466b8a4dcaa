//! Every service's client against a hostile server: oversized bodies, gzip bombs, endless
//! and trickling bodies end in the documented error with bounded memory, and credentials
//! in a base URL never reach the output.

use std::time::Duration;

use ward_fakes::hostile::{router, Mode};
use ward_fakes::{spawn, Running};

use crate::support::{run_measured, Measured as Run, Sandbox};

/// Far above a bounded read (the largest limit is 16 MiB), far below what the bodies
/// would take if read whole (512 MiB and more).
const MAX_RSS_KIB: u64 = 200 * 1024;

/// `ward ARGS` with only `env` set (plus a private home), run as a process of its own so
/// that its peak memory can be measured (and, with -v, its log subscriber is installed).
/// Inflating a bomb is slow on a loaded machine, so the deadline is one only a hung run
/// reaches: the limit, not the clock, must refuse it.
fn measured(sandbox: &Sandbox, env: &[(&str, &str)], args: &[&str]) -> Run {
    run_measured(
        sandbox
            .cmd(args)
            .envs(env.iter().copied())
            .env("WARD_TIMEOUT", "600")
            .process(),
    )
}

fn assert_refused(run: &Run, limit: &str) {
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(
        run.stderr.contains("larger than ward accepts"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains(&format!("over {limit}")),
        "{}",
        run.stderr
    );
    assert_bounded(run);
}

fn assert_bounded(run: &Run) {
    if let Some(peak) = run.peak_rss_kib {
        assert!(
            peak < MAX_RSS_KIB,
            "peak RSS {peak} KiB; stderr: {}",
            run.stderr
        );
    }
}

fn password_range(server: &Running) -> Run {
    measured(
        &Sandbox::new(),
        &[("WARD_PASSWORDS_URL", &server.url)],
        &["password", "range", "5BAA6", "--retries", "0"],
    )
}

fn project_list(server: &Running) -> Run {
    measured(
        &Sandbox::new(),
        &[
            ("WARD_RELEASES_URL", &server.url),
            ("WARD_RELEASES_KEY", "key"),
        ],
        &["project", "list", "--retries", "0"],
    )
}

fn breach_list(server: &Running) -> Run {
    measured(
        &Sandbox::new(),
        &[
            ("WARD_BREACHES_URL", &server.url),
            ("WARD_BREACHES_INTERVAL_MS", "0"),
        ],
        &["breach", "list", "--retries", "0"],
    )
}

fn webhook_list(server: &Running) -> Run {
    measured(
        &Sandbox::new(),
        &[("WARD_HUB_URL", &server.url), ("HF_TOKEN", "hf_token")],
        &["webhook", "list", "--retries", "0"],
    )
}

#[test]
fn a_gzip_bomb_is_refused_by_every_service_with_bounded_memory() {
    let server = spawn(router(Mode::GzipBomb { gib: 1 }));
    assert_refused(&password_range(&server), "1 MiB");
    assert_refused(&project_list(&server), "16 MiB");
    assert_refused(&breach_list(&server), "16 MiB");
    assert_refused(&webhook_list(&server), "8 MiB");
}

#[test]
fn an_endless_body_is_refused_by_every_service_with_bounded_memory() {
    let server = spawn(router(Mode::Endless));
    assert_refused(&password_range(&server), "1 MiB");
    assert_refused(&project_list(&server), "16 MiB");
    assert_refused(&breach_list(&server), "16 MiB");
    assert_refused(&webhook_list(&server), "8 MiB");
}

#[test]
fn a_declared_oversized_body_is_refused_before_it_is_read() {
    let server = spawn(router(Mode::Oversized { bytes: 512 << 20 }));
    assert_refused(&password_range(&server), "1 MiB");
    assert_refused(&webhook_list(&server), "8 MiB");
}

#[test]
fn a_trickling_body_ends_at_the_timeout() {
    let server = spawn(router(Mode::Trickle {
        interval: Duration::from_millis(200),
    }));
    let run = measured(
        &Sandbox::new(),
        &[("WARD_PASSWORDS_URL", &server.url)],
        &[
            "password",
            "range",
            "5BAA6",
            "--retries",
            "0",
            "--timeout",
            "2",
        ],
    );
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(
        run.stderr.contains("did not answer within 2 s"),
        "{}",
        run.stderr
    );
    assert_bounded(&run);
}

fn with_password(url: &str) -> String {
    url.replacen("http://", "http://user:S3cretPass@", 1)
}

#[test]
fn a_password_in_a_base_url_is_redacted_in_request_logs_and_errors() {
    let server = spawn(router(Mode::Endless));
    let url = with_password(&server.url);
    let run = measured(
        &Sandbox::new(),
        &[("WARD_HUB_URL", &url), ("HF_TOKEN", "hf_token")],
        &["-v", "webhook", "list", "--retries", "0"],
    );
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(!run.stderr.contains("S3cretPass"), "{}", run.stderr);
    assert!(!run.stderr.contains("user:"), "{}", run.stderr);
    assert!(
        run.stderr.contains("> GET http://***@127.0.0.1"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("larger than ward accepts (http://"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_password_in_a_base_url_is_redacted_in_retry_notices_and_connection_errors() {
    // Bind then drop a listener: a loopback port nothing answers on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("pick a port")
        .port();
    let url = with_password(&format!("http://127.0.0.1:{port}"));
    let run = measured(
        &Sandbox::new(),
        &[("WARD_HUB_URL", &url), ("HF_TOKEN", "hf_token")],
        &["-v", "webhook", "list", "--retries", "1"],
    );
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(run.stderr.contains("retrying in"), "{}", run.stderr);
    assert!(
        run.stderr
            .contains("could not reach hub at http://***@127.0.0.1"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("S3cretPass"), "{}", run.stderr);
}
