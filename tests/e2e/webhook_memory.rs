//! Memory held for unfinished request bodies goes back once their connections close: the
//! receiver's resident size is read from /proc, so this runs on Linux only.

use std::io::Write;
use std::net::TcpStream;

use crate::webhook_serve_support::{eventually, sandbox, Receiver, PAYLOAD};

/// Resident set size of a process in KiB, from /proc/PID/status.
fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or_else(|| panic!("no VmRSS in /proc/{pid}/status"))
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
