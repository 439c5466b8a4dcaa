//! `ward password serve` under a flood of idle connections, with a real open-file limit
//! (`prlimit`, util-linux): the connection cap keeps descriptors for the store, a shard
//! that cannot be opened while descriptors run out is answered 503 and reported by
//! `/healthz` but not remembered as damaged, and the warnings come once, then summed up.
//! The process is the point: its own descriptor limit, and its stderr over time.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::password_serve::{
    addr_of, download, get, parse, target, upstream, Answer, NTLM_RANGE, SHA1_RANGE,
};
use crate::support::{Sandbox, SpawnChild as _};

const PATIENCE: Duration = Duration::from_secs(30);
/// The open-file limit the server starts with, soft and hard: a common default.
const LIMIT: usize = 1024;
/// Idle connections the attacker opens: more than the limit.
const FLOOD: usize = 1100;
/// Descriptors kept for the store (256 shard files for each of the two modes) and the
/// server's own files: the documented reserve.
const KEPT: usize = 2 * 256 + 64;
/// The open-file limit later set under the running server, below what it holds during
/// the flood, so descriptors run out whatever the cap.
const LOWERED: usize = 100;

/// The server's stderr as it comes, line by line.
type Lines = Arc<Mutex<Vec<String>>>;

fn prlimit(args: &[&str]) -> Command {
    let mut command = Command::new("prlimit");
    command.args(args);
    command
}

/// The test itself holds more connections than a default limit allows.
fn raise_own_limit() {
    use nix::sys::resource::{getrlimit, setrlimit, Resource};
    let (soft, hard) = getrlimit(Resource::RLIMIT_NOFILE).unwrap();
    let wanted = 4 * (FLOOD as u64);
    if soft < wanted {
        setrlimit(Resource::RLIMIT_NOFILE, wanted, hard.max(wanted))
            .expect("the test needs 4,400 open files (ulimit -n)");
    }
}

/// `ward password serve corpus` as a process under `prlimit --nofile=LIMIT:LIMIT`.
fn start(sandbox: &Sandbox) -> (Child, String, Lines) {
    let ward = sandbox
        .cmd([
            "password",
            "serve",
            "corpus",
            "--listen",
            "127.0.0.1:0",
            "--no-access-log",
            // Idle connections stay open for the whole test.
            "--header-timeout",
            "300",
        ])
        .process();
    let mut command = prlimit(&[&format!("--nofile={LIMIT}:{LIMIT}"), "--"]);
    command
        .arg(ward.get_program())
        .args(ward.get_args())
        .env_clear()
        .current_dir(ward.get_current_dir().unwrap())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (name, value) in ward.get_envs() {
        if let Some(value) = value {
            command.env(name, value);
        }
    }
    let mut child = command
        .spawn_child()
        .expect("prlimit (util-linux) must be installed to run this test");
    let lines: Lines = Arc::default();
    let stderr = BufReader::new(child.stderr.take().unwrap());
    let sink = Arc::clone(&lines);
    std::thread::spawn(move || {
        for line in stderr.lines() {
            let Ok(line) = line else { break };
            sink.lock().unwrap().push(line);
        }
    });
    let listening = wait_for(&lines, "listening on http://");
    let addr = listening
        .split("listening on http://")
        .nth(1)
        .unwrap()
        .trim()
        .to_string();
    (child, addr, lines)
}

/// The first stderr line containing `text`, once written.
fn wait_for(lines: &Lines, text: &str) -> String {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(line) = lines.lock().unwrap().iter().find(|l| l.contains(text)) {
            return line.clone();
        }
        assert!(
            Instant::now() < deadline,
            "no line with {text:?} on stderr:\n{}",
            lines.lock().unwrap().join("\n")
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn count(lines: &Lines, text: &str) -> usize {
    lines
        .lock()
        .unwrap()
        .iter()
        .filter(|l| l.contains(text))
        .count()
}

/// A keep-alive connection opened before the flood, on which requests still go through.
fn connect(addr: &str) -> TcpStream {
    let stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    stream
}

/// `GET target` on an open keep-alive connection.
fn ask(stream: &mut TcpStream, addr: &str, target: &str) -> Answer {
    write!(stream, "GET {target} HTTP/1.1\r\nHost: {addr}\r\n\r\n").unwrap();
    let mut bytes = Vec::new();
    let mut byte = [0u8; 1];
    while !bytes.ends_with(b"\r\n\r\n") {
        assert_eq!(stream.read(&mut byte).unwrap(), 1, "closed: {bytes:?}");
        bytes.push(byte[0]);
    }
    let head = parse(&bytes, true);
    let length: usize = head.header("content-length").unwrap().parse().unwrap();
    let mut body = vec![0u8; length];
    stream.read_exact(&mut body).unwrap();
    bytes.extend_from_slice(&body);
    parse(&bytes, false)
}

fn metric(stream: &mut TcpStream, addr: &str, name: &str) -> u64 {
    let text = ask(stream, addr, "/metrics").text();
    text.lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
        .unwrap_or_else(|| panic!("no {name} in\n{text}"))
}

/// Polls `done` until it holds, failing with `what` after [`PATIENCE`].
fn until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !done() {
        assert!(Instant::now() < deadline, "{what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn a_descriptor_flood_neither_disables_shards_nor_floods_the_log() {
    raise_own_limit();
    let sandbox = Sandbox::new();
    let fake = upstream(20);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    let sha1 = target(SHA1_RANGE.0, false);
    let ntlm = target(NTLM_RANGE.0, true);
    let expected = |target: &str| {
        let answer = get(addr_of(&fake.running.url), target);
        assert_eq!(answer.status, 200);
        answer.body
    };
    let (sha1_body, ntlm_body) = (expected(&sha1), expected(&ntlm));
    let (mut child, addr, lines) = start(&sandbox);
    // The cap is lowered below the limit, keeping descriptors for the store's files.
    let cap = LIMIT - KEPT;
    let lowered = wait_for(&lines, "connections at once");
    assert!(
        lowered.contains(&format!(
            "at most {cap} connections at once, not 1024: the open-file limit is {LIMIT}"
        )),
        "{lowered}"
    );
    let mut ranges = connect(&addr);
    let mut health = connect(&addr);

    // The flood: every connection is held or refused, and none costs the store a file.
    let mut flood: Vec<TcpStream> = (0..FLOOD)
        .map(|_| TcpStream::connect(&addr).unwrap())
        .collect();
    until("the server did not take in the whole flood", || {
        metric(&mut health, &addr, "ward_password_serve_connections_total")
            + metric(
                &mut health,
                &addr,
                "ward_password_serve_connections_refused_total",
            )
            >= (FLOOD + 2) as u64
    });
    assert_eq!(
        metric(&mut health, &addr, "ward_password_serve_connections_open"),
        cap as u64
    );
    let first = ask(&mut ranges, &addr, &sha1);
    assert_eq!(first.status, 200, "{}", first.text());
    assert_eq!(first.body, sha1_body);
    assert_eq!(ask(&mut health, &addr, "/healthz").status, 200);

    // Descriptors run out all the same (the limit lowered under the running server): a
    // shard first asked for now cannot be opened.
    let pid = child.id().to_string();
    let lower = format!("--nofile={LOWERED}:{LIMIT}");
    assert!(prlimit(&["--pid", &pid, &lower])
        .status_child()
        .unwrap()
        .success());
    let failing_since = Instant::now();
    let refused = ask(&mut ranges, &addr, &ntlm);
    assert_eq!(refused.status, 503, "{}", refused.text());
    assert!(refused.header("retry-after").is_some());
    assert!(refused.text().contains("cannot read"), "{}", refused.text());
    // What was opened before is still served.
    assert_eq!(ask(&mut ranges, &addr, &sha1).body, sha1_body);
    let sick = ask(&mut health, &addr, "/healthz");
    assert_eq!(sick.status, 503, "{}", sick.text());
    assert!(sick.text().contains("88.shard"), "{}", sick.text());
    // New connections cannot be accepted: the loop retries 20 times a second.
    let pending: Vec<TcpStream> = (0..20)
        .map(|_| TcpStream::connect(&addr).unwrap())
        .collect();
    for _ in 0..5 {
        assert_eq!(ask(&mut ranges, &addr, &ntlm).status, 503);
    }
    until("accepts did not fail", || {
        metric(
            &mut health,
            &addr,
            "ward_password_serve_accept_failures_total",
        ) >= 20
    });
    // Each warning is said once, then at most once every 10 s.
    let windows = 2 + failing_since.elapsed().as_secs() as usize / 10;
    for (text, what) in [
        ("could not accept a connection", "accept"),
        ("could not open", "open"),
    ] {
        let said = count(&lines, text);
        assert!(
            (1..=windows).contains(&said),
            "{said} {what} warnings:\n{}",
            lines.lock().unwrap().join("\n")
        );
    }
    assert!(wait_for(&lines, "could not accept a connection:").contains("summed up"));
    // The summary of the failures not told of comes when its interval is over.
    let summary = wait_for(&lines, "more times since the last warning");
    assert!(summary.contains("Too many open files"), "{summary}");

    // The flood ends: the shard answers with its exact body, and health is back.
    drop(flood.drain(..));
    drop(pending);
    let mut answer = None;
    until("the shard did not answer 200 after the flood", || {
        let now = get(&addr, &ntlm);
        let done = now.status == 200;
        answer = Some(now);
        done
    });
    assert_eq!(answer.unwrap().body, ntlm_body);
    until("/healthz did not come back to 200", || {
        get(&addr, "/healthz").status == 200
    });
    assert!(
        !lines.lock().unwrap().iter().any(|l| l.contains("damaged")),
        "{}",
        lines.lock().unwrap().join("\n")
    );
    child.kill().unwrap();
    child.wait().unwrap();
}
