//! `ward webhook serve` under hostile clients and inputs: slow or idle connections, too
//! many of them, unfinished bodies, oversized fields, blocked stdout, hostile flags.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use crate::support::eventually;
use crate::webhook_serve_support::{lines_of, sandbox, Receiver, LOG_FILTERS, PAYLOAD};

/// The receiver's log less the clock, durations and the client's port.
fn log_filters() -> Vec<(&'static str, &'static str)> {
    let mut filters = LOG_FILTERS.to_vec();
    filters.push((r"127\.0\.0\.1:\d+", "127.0.0.1:[PORT]"));
    filters
}

/// Read until the peer closes; true when it did (not our own read timeout).
fn closed_by_peer(stream: &mut TcpStream) -> (bool, String) {
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let mut raw = Vec::new();
    let closed = match stream.read_to_end(&mut raw) {
        Ok(_) => true,
        Err(error) => error.kind() == std::io::ErrorKind::ConnectionReset,
    };
    (closed, String::from_utf8_lossy(&raw).into_owned())
}

#[test]
fn slow_idle_and_excess_connections_are_cut_off() {
    let sandbox = sandbox();
    // Only how it answers connections matters: it runs in-process.
    let receiver = Receiver::in_process(
        &sandbox,
        &[
            "--route",
            "a",
            "--header-timeout",
            "5",
            "--body-timeout",
            "5",
            "--max-connections",
            "3",
        ],
        &[],
    );
    // Half a header, then nothing.
    let mut slow = TcpStream::connect(&receiver.addr).unwrap();
    slow.write_all(b"POST /webhooks/a HTTP/1.1\r\nHost: x\r\n")
        .unwrap();
    // Nothing at all.
    let mut idle = TcpStream::connect(&receiver.addr).unwrap();
    // Headers, then half the body.
    let mut unfinished = TcpStream::connect(&receiver.addr).unwrap();
    unfinished
        .write_all(b"POST /webhooks/a HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{\"a\":")
        .unwrap();
    // The cap is reached: the receiver takes connections in the order they came, each
    // holding its slot from then on, so one more is answered 503 at once. The timeouts
    // leave a loaded machine seconds to get there before the first slot frees.
    let mut extra = TcpStream::connect(&receiver.addr).unwrap();
    let (closed, answer) = closed_by_peer(&mut extra);
    assert!(closed);
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");

    let (closed, _) = closed_by_peer(&mut slow);
    assert!(closed, "half a header is not held open");
    let (closed, _) = closed_by_peer(&mut idle);
    assert!(closed, "an idle connection is not held open");
    let (closed, answer) = closed_by_peer(&mut unfinished);
    assert!(closed, "an unfinished body is not held open");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");

    // With those gone, real deliveries get through.
    eventually("a free connection slot", || {
        receiver.post("/webhooks/a", &[], PAYLOAD).status == 200
    });
}

#[test]
fn oversized_fields_are_refused_before_acceptance_and_logs_are_escaped() {
    let sandbox = sandbox();
    std::fs::write(
        sandbox.path().join("routes.toml"),
        r#"
[routes.rec]
command = "echo \"${WEBHOOK_SECRET:-none} ${DEPLOY_TOKEN:-none}\" >> runs.txt"
shell = true
actions = ["update"]
"#,
    )
    .unwrap();
    let receiver = Receiver::start(
        &sandbox,
        &["--routes", "routes.toml", "--hide-env", "DEPLOY_TOKEN"],
        &[("WEBHOOK_SECRET", "s"), ("DEPLOY_TOKEN", "t0ken")],
    );
    let huge = format!(
        r#"{{"event":{{"action":"update"}},"repo":{{"name":"{}"}}}}"#,
        "x".repeat(140_000)
    );
    let refused = receiver.post("/webhooks/rec", &[("X-Webhook-Secret", "s")], &huge);
    assert_eq!(refused.status, 413, "{}", refused.body);
    assert!(refused.body.contains("repo.name"), "{}", refused.body);

    let hostile = r#"{"event":{"action":"evil\nFAKE 202 accepted\u001b[31m\u009b2J"}}"#;
    let ignored = receiver.post("/webhooks/rec", &[("X-Webhook-Secret", "s")], hostile);
    assert_eq!(ignored.status, 200);
    eventually("the log line", || {
        receiver
            .stdout()
            .iter()
            .any(|line| line.contains("ignored"))
    });
    let log = receiver.stdout();
    assert!(log.iter().all(|line| !line.starts_with("FAKE")), "{log:?}");
    assert!(log.iter().all(|line| !line.contains('\u{1b}')), "{log:?}");
    assert!(log.iter().all(|line| !line.contains('\u{9b}')), "{log:?}");
    // Both lines whole: escapes are shown the way the terminal sanitiser shows them
    // everywhere else.
    insta::with_settings!({ filters => log_filters(), omit_expression => true }, {
        insta::assert_snapshot!("refused_and_escaped_log", log.join("\n"));
    });

    let accepted = receiver.post("/webhooks/rec", &[("X-Webhook-Secret", "s")], PAYLOAD);
    assert_eq!(accepted.status, 202);
    let runs = sandbox.path().join("runs.txt");
    eventually("the command", || !lines_of(&runs).is_empty());
    assert_eq!(lines_of(&runs), vec!["none none"]);
}

#[test]
fn hostile_flags_are_usage_errors_not_panics() {
    let sandbox = sandbox();
    for (flag, value) in [
        ("--queue", "9999999999999999999"),
        ("--queue", "18446744073709551615"),
        ("--concurrency", "99999999999"),
        ("--concurrency", "0"),
        ("--shutdown-timeout", "99999999999999"),
        ("--command-timeout", "0"),
        ("--max-body", "0"),
        ("--max-connections", "0"),
        ("--env-max", "99999999"),
        ("--retries", "1000"),
    ] {
        // Out-of-range values are clap's usage errors: the binary's exit status is the point.
        let run = sandbox
            .cmd(["webhook", "serve", "--port", "0", "--route", "a=true"])
            .args([flag, value])
            .run_process();
        let name = format!("hostile{}_{value}", flag.replace('-', "_"));
        crate::ward_snapshot!(name, run);
    }
    let run = sandbox
        .cmd(["webhook", "serve", "--port", "0", "--route", "a=true"])
        .args(["--max-body", "4000000", "--body-budget", "2000000"])
        .run();
    crate::ward_snapshot!("body_budget_under_max_body", run);
}

/// Resident memory of a process in kB, from /proc.
#[cfg(target_os = "linux")]
fn rss_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|kb| kb.parse().ok())
        .unwrap()
}

#[cfg(target_os = "linux")]
#[test]
fn a_blocked_stdout_drops_and_counts_log_lines_with_bounded_memory() {
    use crate::support::SpawnChild as _;
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;

    let sandbox = sandbox();
    let mut child = sandbox
        .cmd(["webhook", "serve", "--port", "0", "--route", "a"])
        .env("WEBHOOK_SECRET", "right")
        .process()
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn_child()
        .unwrap();
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    let addr = loop {
        line.clear();
        assert!(stderr.read_line(&mut line).unwrap() > 0, "no address");
        if let Some(at) = line.find("listening on http://") {
            break line[at + "listening on http://".len()..].trim().to_string();
        }
    };
    // Nobody reads stdout while 20,000 wrong-secret requests each ask for a log line.
    let mut stream = TcpStream::connect(&addr).unwrap();
    let request = "POST /webhooks/a HTTP/1.1\r\nHost: x\r\nX-Webhook-Secret: wrong\r\nContent-Length: 0\r\n\r\n";
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    for _ in 0..20_000 {
        stream.write_all(request.as_bytes()).unwrap();
        let mut length = 0;
        loop {
            line.clear();
            reader.read_line(&mut line).unwrap();
            if let Some(value) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                length = value.trim().parse().unwrap();
            }
            if line == "\r\n" {
                break;
            }
        }
        let mut body = vec![0; length];
        reader.read_exact(&mut body).unwrap();
    }
    let rss = rss_kb(child.id());
    assert!(rss < 100_000, "{rss} kB resident with a blocked stdout");
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut dropped = false;
    while !dropped {
        line.clear();
        assert!(stdout.read_line(&mut line).unwrap() > 0, "no drop count");
        dropped = line.contains("line(s) dropped");
    }
    let _ = child.kill();
    let _ = child.wait();
}
