//! Memory held for unfinished request bodies goes back once their connections close: the
//! receiver's resident size is read from /proc, so this runs on Linux only.

use std::io::Write;
use std::net::TcpStream;

use crate::support::eventually;
use crate::webhook_serve_support::{sandbox, Receiver, PAYLOAD};

/// Resident set size of a process in KiB, from /proc/PID/status.
fn rss_kib(pid: u32) -> u64 {
    status_kib(pid, "VmRSS")
}

/// A size in KiB from /proc/PID/status (`VmRSS`, `VmHWM`, its high-water mark).
fn status_kib(pid: u32, key: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|line| line.strip_prefix(key)?.strip_prefix(':'))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or_else(|| panic!("no {key} in /proc/{pid}/status"))
}

const BODY: usize = 1024 * 1024;
/// 60 MiB in all: under the default 64 MiB body budget, so every body is read and held.
const CONNECTIONS: usize = 60;
const MIB: u64 = 1024;

#[test]
fn memory_returns_after_unfinished_bodies_are_dropped() {
    let sandbox = sandbox();
    let receiver = Receiver::start(
        &sandbox,
        &["--route", "a", "--max-body", &BODY.to_string()],
        &[],
    );
    // A few complete deliveries first, so the baseline includes a warmed-up server.
    for _ in 0..20 {
        assert_eq!(receiver.post("/webhooks/a", &[], PAYLOAD).status, 200);
    }
    let baseline = rss_kib(receiver.pid());

    // Each connection sends all of a 1 MiB body but its last byte, then waits.
    let chunk = vec![b' '; 64 * 1024];
    let mut open = Vec::new();
    for _ in 0..CONNECTIONS {
        let mut stream = TcpStream::connect(&receiver.addr).unwrap();
        let head = format!(
            "POST /webhooks/a HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {BODY}\r\n\r\n"
        );
        stream.write_all(head.as_bytes()).unwrap();
        let mut sent = 0;
        while sent < BODY - 1 {
            let take = chunk.len().min(BODY - 1 - sent);
            stream.write_all(&chunk[..take]).unwrap();
            sent += take;
        }
        open.push(stream);
    }
    // The bodies are really held: the test is only meaningful if memory went up first.
    let held = CONNECTIONS as u64 * MIB * 4 / 5;
    eventually("the unfinished bodies to be read", || {
        rss_kib(receiver.pid()) > baseline + held
    });
    let peak = rss_kib(receiver.pid());

    drop(open);
    // Each cut-off body ends its request with a log line; after that nothing of it is held.
    eventually("every cut-off body to be dropped", || {
        receiver
            .stdout()
            .iter()
            .filter(|line| line.contains(" bad-body "))
            .count()
            == CONNECTIONS
    });

    // Most of it goes back once the connections are gone: allocator caches may keep a few
    // MiB, never the bodies themselves.
    let grown = peak - baseline;
    eventually("memory to return after the connections closed", || {
        rss_kib(receiver.pid()).saturating_sub(baseline) < grown / 2
    });
    // The server still works.
    assert_eq!(receiver.post("/webhooks/a", &[], PAYLOAD).status, 200);
    eprintln!(
        "rss: baseline {} MiB, with {CONNECTIONS} unfinished bodies {} MiB, after they closed {} MiB",
        baseline / MIB,
        peak / MIB,
        rss_kib(receiver.pid()) / MIB
    );
}

/// One accepted body as large as --max-body allows is held about once, not once per step it
/// goes through (the request, the check of its fields, the queue's write, the job's read,
/// the command's input): the receiver's resident high-water mark grows by at most 1.5
/// times the limit. It grew by five times the limit when each step had its own copy.
#[test]
fn an_accepted_body_as_large_as_allowed_is_held_about_once() {
    const MAX: usize = 32 * 1024 * 1024;
    let sandbox = sandbox();
    let done = sandbox.path().join("done");
    let route = format!("big=cat > /dev/null && touch '{}'", done.display());
    let receiver = Receiver::start(
        &sandbox,
        &["--shell", "--route", &route, "--max-body", &MAX.to_string()],
        &[],
    );
    // Warmed up by a small delivery run to its end, as the large one will be.
    assert_eq!(receiver.post("/webhooks/big", &[], PAYLOAD).status, 202);
    eventually("the first job to run", || done.exists());
    std::fs::remove_file(&done).unwrap();
    let baseline = rss_kib(receiver.pid());

    let head = &PAYLOAD[..PAYLOAD.len() - 1];
    let filler = MAX - head.len() - r#","data":""}"#.len();
    let body = format!(r#"{head},"data":"{}"}}"#, "x".repeat(filler));
    assert_eq!(body.len(), MAX);
    assert_eq!(receiver.post("/webhooks/big", &[], &body).status, 202);
    eventually("the large job to run", || done.exists());

    let grown = status_kib(receiver.pid(), "VmHWM").saturating_sub(baseline);
    let bound = (MAX as u64 / 1024) * 3 / 2;
    assert!(
        grown <= bound,
        "the peak grew by {} MiB for a body of {} MiB (at most {} MiB)",
        grown / MIB,
        MAX / 1024 / 1024,
        bound / MIB
    );
}
