//! Secrets the receiver is given stay out of its commands' reach, and the Redis URL's
//! password is never printed, however the URL is spelled.

use crate::webhook_serve_support::ward_command;
#[cfg(target_os = "linux")]
use crate::webhook_serve_support::{eventually, request, Receiver};

/// A command that copies its parent's start-up environment (what any process of the same
/// user can read) and its own.
#[cfg(target_os = "linux")]
const SNOOP: &str =
    r#"rec=tr '\0' '\n' < /proc/$PPID/environ > parent.txt; env > own.txt; echo done > done.txt"#;

#[cfg(target_os = "linux")]
fn snooped(dir: &std::path::Path) -> String {
    eventually("the command to run", || dir.join("done.txt").exists());
    let parent = std::fs::read_to_string(dir.join("parent.txt")).unwrap();
    let own = std::fs::read_to_string(dir.join("own.txt")).unwrap();
    assert!(parent.contains("PATH="), "{parent}");
    format!("{parent}\n{own}")
}

#[cfg(target_os = "linux")]
#[test]
fn hidden_variables_are_not_in_the_receivers_environment_either() {
    let dir = tempfile::tempdir().unwrap();
    let receiver = Receiver::start(
        dir.path(),
        &["--shell", "--route", SNOOP, "--hide-env", "DEPLOY_TOKEN"],
        &[
            ("WEBHOOK_SECRET", "secret-b7e1"),
            ("DEPLOY_TOKEN", "token-93fa"),
            ("KEPT", "kept-value"),
        ],
    );
    // The secret still guards the route after the receiver hid it.
    let wrong = receiver.post("/webhooks/rec", &[("X-Webhook-Secret", "nope")], "{}");
    assert_eq!(wrong.status, 403);
    let right = receiver.post(
        "/webhooks/rec",
        &[("X-Webhook-Secret", "secret-b7e1")],
        "{}",
    );
    assert_eq!(right.status, 202, "{}", right.body);
    let seen = snooped(dir.path());
    assert!(!seen.contains("secret-b7e1"), "{seen}");
    assert!(!seen.contains("token-93fa"), "{seen}");
    assert!(seen.contains("KEPT=kept-value"), "{seen}");
}

#[cfg(target_os = "linux")]
#[test]
fn the_redis_url_may_come_from_a_variable_and_is_hidden_too() {
    let dir = tempfile::tempdir().unwrap();
    let redis = crate::webhook_redis::Redis::start(dir.path());
    // The test Redis has no password; a query parameter stands in as the marker to look for.
    let url = format!("{}/0?marker=url-5c2d", redis.url);
    let receiver = Receiver::start(
        dir.path(),
        &["--shell", "--route", SNOOP],
        &[("WARD_QUEUE_URL", &url)],
    );
    eventually("the receiver to name its Redis queue", || {
        receiver.stderr().contains("Redis streams, shared")
    });
    assert_eq!(
        request(&receiver.addr, "GET", "/healthz", &[], b"").status,
        200
    );
    assert_eq!(receiver.post("/webhooks/rec", &[], "{}").status, 202);
    let seen = snooped(dir.path());
    assert!(!seen.contains("url-5c2d"), "{seen}");
}

#[test]
fn a_redis_password_is_masked_whatever_the_spelling() {
    let dir = tempfile::tempdir().unwrap();
    for url in [
        "reddis://user:PW-7f3a@127.0.0.1:1",
        "REDIS://user:PW-7f3a@127.0.0.1:1",
        " redis://user:PW-7f3a@127.0.0.1:1",
        "http://user:PW-7f3a@127.0.0.1:1",
        "redis+unix:///nowhere.sock?pass=PW-7f3a",
    ] {
        let serve = ward_command(dir.path())
            .args(["webhook", "serve", "--port", "0", "--route", "a=true"])
            .args(["--queue", url])
            .output()
            .unwrap();
        let jobs = ward_command(dir.path())
            .args(["webhook", "jobs", "list", "--queue", url])
            .output()
            .unwrap();
        for output in [serve, jobs] {
            let text = format!(
                "{}{}",
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            );
            assert!(!output.status.success(), "{url}: {text}");
            assert!(!text.contains("PW-7f3a"), "{url}: {text}");
        }
    }
    // From a file: the host is named, the password is not.
    std::fs::write(
        dir.path().join("queue-url"),
        "redis://u:PW-7f3a@127.0.0.1:1\n",
    )
    .unwrap();
    let jobs = ward_command(dir.path())
        .args(["webhook", "jobs", "list", "--queue-file", "queue-url"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&jobs.stderr);
    assert!(
        !jobs.status.success() && text.contains("127.0.0.1"),
        "{text}"
    );
    assert!(!text.contains("PW-7f3a"), "{text}");
}

#[cfg(unix)]
#[test]
fn files_that_never_end_are_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    assert!(std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    for (flag, path) in [
        ("--secret-file", fifo.to_str().unwrap()),
        ("--page", "/dev/zero"),
        ("--routes", fifo.to_str().unwrap()),
    ] {
        let mut args = vec!["webhook", "serve", "--port", "0", flag, path];
        if flag != "--routes" {
            args.extend(["--route", "a=true"]);
        }
        let output = ward_command(dir.path()).args(&args).output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{flag}: {stderr}");
        assert!(stderr.contains("not a regular file"), "{flag}: {stderr}");
    }
}
