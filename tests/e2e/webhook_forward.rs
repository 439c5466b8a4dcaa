//! Routes that forward each delivery to an HTTP destination instead of running a command:
//! the body and the chosen headers arrive unchanged with the delivery's identity, 429 and
//! 5xx are retried (honouring `Retry-After`), other answers are dead at once, a destination
//! that hangs or answers without end is a bounded failure, and every delivery reaches the
//! destination once. The destination is a small HTTP/1.1 server in the test.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::Value;

use crate::support::{eventually, Sandbox};
use crate::webhook_serve_support::{sandbox, Receiver};

/// One request the destination received.
#[derive(Debug, Clone)]
struct Seen {
    path: String,
    /// Names in lower case, as they arrived (a repeated name keeps its last value).
    headers: BTreeMap<String, String>,
    body: Vec<u8>,
}

/// What the destination does with a request.
enum Answer {
    Status(u16, Vec<(&'static str, String)>, &'static str),
    /// Reads the request and never answers, until the test ends.
    Hang,
    /// 200 with a body of a gigabyte, written until the client stops reading.
    Endless,
}

type Behaviour = dyn Fn(usize, &Seen) -> Answer + Send + Sync;

struct Destination {
    url: String,
    seen: Arc<Mutex<Vec<(Seen, u16)>>>,
    done: Arc<AtomicBool>,
}

impl Destination {
    /// Serves on a loopback port; `answer` is given each request's number (from 0) and
    /// the request.
    fn start(answer: impl Fn(usize, &Seen) -> Answer + Send + Sync + 'static) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}/hooks/in", listener.local_addr().unwrap());
        let seen = Arc::new(Mutex::new(Vec::new()));
        let done = Arc::new(AtomicBool::new(false));
        let answer: Arc<Behaviour> = Arc::new(answer);
        let count = Arc::new(AtomicUsize::new(0));
        {
            let (seen, done) = (Arc::clone(&seen), Arc::clone(&done));
            std::thread::spawn(move || {
                for stream in listener.incoming() {
                    let Ok(stream) = stream else { continue };
                    let (seen, done, answer, count) = (
                        Arc::clone(&seen),
                        Arc::clone(&done),
                        Arc::clone(&answer),
                        Arc::clone(&count),
                    );
                    std::thread::spawn(move || serve(stream, &seen, &done, &*answer, &count));
                }
            });
        }
        Self { url, seen, done }
    }

    fn seen(&self) -> Vec<(Seen, u16)> {
        self.seen.lock().unwrap().clone()
    }
}

impl Drop for Destination {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Release);
    }
}

/// One connection: requests one after another (the receiver keeps connections alive).
fn serve(
    stream: TcpStream,
    seen: &Mutex<Vec<(Seen, u16)>>,
    done: &AtomicBool,
    answer: &Behaviour,
    count: &AtomicUsize,
) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut writer = stream;
    while let Some(request) = read_request(&mut reader) {
        let index = count.fetch_add(1, Ordering::AcqRel);
        let answer = answer(index, &request);
        let status = match &answer {
            Answer::Status(status, ..) => *status,
            Answer::Hang => 0,
            Answer::Endless => 200,
        };
        seen.lock().unwrap().push((request, status));
        match answer {
            Answer::Status(status, headers, body) => {
                let mut head = format!(
                    "HTTP/1.1 {status} Answer\r\nContent-Length: {}\r\n",
                    body.len()
                );
                for (name, value) in headers {
                    head.push_str(&format!("{name}: {value}\r\n"));
                }
                head.push_str("\r\n");
                if writer.write_all(head.as_bytes()).is_err()
                    || writer.write_all(body.as_bytes()).is_err()
                {
                    return;
                }
            }
            Answer::Hang => {
                while !done.load(Ordering::Acquire) {
                    std::thread::sleep(Duration::from_millis(50));
                }
                return;
            }
            Answer::Endless => {
                let gigabyte = 1u64 << 30;
                let head = format!("HTTP/1.1 200 OK\r\nContent-Length: {gigabyte}\r\n\r\n");
                if writer.write_all(head.as_bytes()).is_err() {
                    return;
                }
                let chunk = vec![b'x'; 64 * 1024];
                let mut sent = 0u64;
                while sent < gigabyte && writer.write_all(&chunk).is_ok() {
                    sent += chunk.len() as u64;
                }
                return;
            }
        }
    }
}

fn read_request(reader: &mut BufReader<TcpStream>) -> Option<Seen> {
    let mut line = String::new();
    reader.read_line(&mut line).ok().filter(|read| *read > 0)?;
    let path = line.split_whitespace().nth(1)?.to_string();
    let mut headers = BTreeMap::new();
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).ok().filter(|read| *read > 0)?;
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        let (name, value) = line.split_once(':')?;
        headers.insert(name.trim().to_ascii_lowercase(), value.trim().to_string());
    }
    let length: usize = headers
        .get("content-length")
        .and_then(|value| value.parse().ok())
        .unwrap_or(0);
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    Some(Seen {
        path,
        headers,
        body,
    })
}

fn ok() -> Answer {
    Answer::Status(200, vec![], "{\"ok\":true}")
}

/// A routes file with one forwarding route `fwd` to `url`, and `extra` lines in it.
fn routes(sandbox: &Sandbox, url: &str, extra: &str) -> String {
    let text = format!("[routes.fwd]\nforward = \"{url}\"\n{extra}\n");
    let file = sandbox.write("routes.toml", &text);
    file.to_str().unwrap().to_string()
}

/// `ward webhook jobs show ID -o json`, once the job has the state `state`.
fn job_in_state(sandbox: &Sandbox, job: &str, state: &str) -> Value {
    eventually(&format!("job {job} to be {state}"), || {
        let run = sandbox.run(&["webhook", "jobs", "show", job, "-o", "json"]);
        let shown: Value = serde_json::from_str(&run.stdout).unwrap_or(Value::Null);
        (shown["state"] == state).then_some(shown)
    })
}

fn accepted_job(reply: &crate::webhook_serve_support::Reply) -> String {
    assert_eq!(reply.status, 202, "{}", reply.body);
    reply.json()["job"].as_str().expect("a job id").to_string()
}

const SECRET: &str = "forward-test-secret-0123456789abcdef";

#[test]
fn the_body_and_chosen_headers_arrive_unchanged_with_the_identity() {
    let destination = Destination::start(|_, _| ok());
    let sandbox = sandbox();
    let file = routes(
        &sandbox,
        &format!("{}?token=kept-out-of-logs", destination.url),
        "pass_headers = [\"Accept-Language\", \"X-GitHub-Event\"]\nadd_headers = { \"X-Team\" = \"payments\" }",
    );
    let receiver = Receiver::in_process(
        &sandbox,
        &["--routes", &file],
        &[("WEBHOOK_SECRET", SECRET)],
    );
    let body = "{ \"event\":{\"action\":\"update\"},\n  \"note\": \"h\\u00e9llo \u{e9}\"  }\n";
    let reply = receiver.post(
        "/webhooks/fwd",
        &[
            ("X-Webhook-Secret", SECRET),
            ("Content-Type", "application/vnd.test+json; charset=utf-8"),
            ("Accept-Language", "fr"),
            ("X-GitHub-Event", "push"),
            ("X-Not-Chosen", "1"),
            ("Idempotency-Key", "delivery-7f3a"),
        ],
        body,
    );
    let job = accepted_job(&reply);
    let shown = job_in_state(&sandbox, &job, "succeeded");
    assert_eq!(shown["attempts"], 1, "{shown}");
    assert_eq!(shown["last_result"], "delivered: HTTP 200", "{shown}");

    let seen = destination.seen();
    assert_eq!(seen.len(), 1, "{seen:?}");
    let (request, _) = &seen[0];
    assert_eq!(request.path, "/hooks/in?token=kept-out-of-logs");
    assert_eq!(request.body, body.as_bytes(), "the body byte for byte");
    let header = |name: &str| request.headers.get(name).map(String::as_str);
    assert_eq!(
        header("content-type"),
        Some("application/vnd.test+json; charset=utf-8")
    );
    assert_eq!(header("accept-language"), Some("fr"));
    assert_eq!(header("x-github-event"), Some("push"));
    assert_eq!(header("x-team"), Some("payments"));
    assert_eq!(header("idempotency-key"), Some("delivery-7f3a"));
    assert_eq!(header("x-ward-delivery"), Some("delivery-7f3a"));
    assert_eq!(header("x-ward-job"), Some(job.as_str()));
    assert_eq!(header("x-ward-route"), Some("fwd"));
    assert_eq!(header("x-ward-scheme"), Some("hub"));
    assert_eq!(header("x-ward-attempt"), Some("1"));
    assert_eq!(header("x-not-chosen"), None);
    assert!(
        request
            .headers
            .values()
            .all(|value| !value.contains(SECRET)),
        "the route's secret never reaches the destination: {:?}",
        request.headers
    );

    let mut receiver = receiver;
    let run = receiver.stop();
    run.expect_success();
    assert!(
        run.stderr.contains("forwards to http://") && run.stderr.contains("/hooks/in?…"),
        "{}",
        run.stderr
    );
    for text in [&run.stdout, &run.stderr] {
        assert!(
            !text.contains("kept-out-of-logs") && !text.contains(SECRET),
            "{text}"
        );
    }
}

#[test]
fn a_503_with_retry_after_is_retried_after_the_wait_it_asks_for() {
    // The first answer asks for one second; the route's own backoff is an hour, so only
    // Retry-After can bring the second attempt within the test's patience.
    let destination = Destination::start(|index, _| match index {
        0 => Answer::Status(503, vec![("Retry-After", "1".into())], "busy"),
        _ => ok(),
    });
    let sandbox = sandbox();
    let file = routes(&sandbox, &destination.url, "retries = 3\nbackoff = 3600");
    let receiver = Receiver::in_process(&sandbox, &["--routes", &file], &[]);
    let job = accepted_job(&receiver.post("/webhooks/fwd", &[], "{}"));
    let shown = job_in_state(&sandbox, &job, "succeeded");
    assert_eq!(shown["attempts"], 2, "{shown}");
    let seen = destination.seen();
    let statuses: Vec<u16> = seen.iter().map(|(_, status)| *status).collect();
    assert_eq!(statuses, vec![503, 200]);
    let keys: Vec<_> = seen
        .iter()
        .map(|(request, _)| request.headers.get("idempotency-key").cloned())
        .collect();
    assert_eq!(keys[0], keys[1], "both attempts carry the same identity");
    assert_eq!(
        seen[1].0.headers.get("x-ward-attempt").map(String::as_str),
        Some("2")
    );
    let log = receiver.stdout().join("\n");
    assert!(
        log.contains("answered (HTTP 503, Retry-After 1 s: busy)"),
        "{log}"
    );
}

#[test]
fn a_4xx_answer_is_dead_at_once_and_a_429_is_retried() {
    let destination = Destination::start(|_, request| {
        if request.body == b"{\"n\":1}" {
            Answer::Status(422, vec![], "{\"error\":\"unknown event\"}")
        } else if request.headers.get("x-ward-attempt").map(String::as_str) == Some("1") {
            Answer::Status(429, vec![("Retry-After", "0".into())], "")
        } else {
            ok()
        }
    });
    let sandbox = sandbox();
    let file = routes(&sandbox, &destination.url, "retries = 5\nbackoff = 3600");
    let receiver = Receiver::in_process(&sandbox, &["--routes", &file], &[]);
    let refused = accepted_job(&receiver.post("/webhooks/fwd", &[], "{\"n\":1}"));
    let limited = accepted_job(&receiver.post("/webhooks/fwd", &[], "{\"n\":2}"));
    let shown = job_in_state(&sandbox, &refused, "dead");
    assert_eq!(shown["attempts"], 1, "not retried: {shown}");
    assert_eq!(
        shown["last_result"],
        "answered: HTTP 422: {\"error\":\"unknown event\"}"
    );
    let shown = job_in_state(&sandbox, &limited, "succeeded");
    assert_eq!(shown["attempts"], 2, "{shown}");
    let refusals = destination
        .seen()
        .iter()
        .filter(|(request, _)| request.body == b"{\"n\":1}")
        .count();
    assert_eq!(refusals, 1);
}

#[test]
fn a_destination_that_hangs_times_out_and_the_job_dies_after_its_retries() {
    let destination = Destination::start(|_, _| Answer::Hang);
    let sandbox = sandbox();
    let file = routes(
        &sandbox,
        &destination.url,
        "timeout = 1\nretries = 1\nbackoff = 1",
    );
    let receiver = Receiver::in_process(&sandbox, &["--routes", &file], &[]);
    let job = accepted_job(&receiver.post("/webhooks/fwd", &[], "{}"));
    let shown = job_in_state(&sandbox, &job, "dead");
    assert_eq!(shown["attempts"], 2, "{shown}");
    assert_eq!(shown["last_result"], "timed-out");
    assert_eq!(destination.seen().len(), 2);
    // The receiver still answers while its destination hangs.
    let health = crate::webhook_serve_support::request(&receiver.addr, "GET", "/healthz", &[], b"");
    assert_eq!(health.status, 200);
}

#[test]
fn an_endless_answer_is_read_up_to_its_bound_and_fails() {
    let destination = Destination::start(|_, _| Answer::Endless);
    let sandbox = sandbox();
    let file = routes(&sandbox, &destination.url, "retries = 0");
    let receiver = Receiver::in_process(&sandbox, &["--routes", &file], &[]);
    let job = accepted_job(&receiver.post("/webhooks/fwd", &[], "{}"));
    let shown = job_in_state(&sandbox, &job, "dead");
    let result = shown["last_result"].as_str().unwrap_or_default();
    assert!(
        result.starts_with("failed: http://")
            && result.ends_with(
                "answered HTTP 200 with more than 1 MiB, which is not read; its answer must be smaller"
            ),
        "{shown}"
    );
    let health = crate::webhook_serve_support::request(&receiver.addr, "GET", "/healthz", &[], b"");
    assert_eq!(health.status, 200);
}

#[test]
fn concurrent_deliveries_reach_a_flaky_destination_exactly_once() {
    const DELIVERIES: usize = 400;
    const SENDERS: usize = 16;
    // Every tenth request fails with 503, retries included.
    let destination = Destination::start(|index, _| {
        if index % 10 == 3 {
            Answer::Status(503, vec![("Retry-After", "0".into())], "")
        } else {
            ok()
        }
    });
    let sandbox = sandbox();
    let file = routes(
        &sandbox,
        &destination.url,
        "retries = 20\nbackoff = 1\nconcurrency = 8",
    );
    let receiver = Receiver::in_process(&sandbox, &["--routes", &file], &[]);
    let next = Arc::new(AtomicUsize::new(0));
    let senders: Vec<_> = (0..SENDERS)
        .map(|_| {
            let (addr, next) = (receiver.addr.clone(), Arc::clone(&next));
            std::thread::spawn(move || loop {
                let n = next.fetch_add(1, Ordering::AcqRel);
                if n >= DELIVERIES {
                    return;
                }
                let key = format!("load-{n}");
                let reply = crate::webhook_serve_support::request(
                    &addr,
                    "POST",
                    "/webhooks/fwd",
                    &[("Idempotency-Key", &key)],
                    format!("{{\"n\":{n}}}").as_bytes(),
                );
                assert_eq!(reply.status, 202, "{}", reply.body);
            })
        })
        .collect();
    for sender in senders {
        sender.join().unwrap();
    }
    let delivered = || {
        let mut delivered: BTreeMap<String, usize> = BTreeMap::new();
        for (request, status) in destination.seen() {
            if status == 200 {
                let key = request
                    .headers
                    .get("idempotency-key")
                    .cloned()
                    .unwrap_or_default();
                *delivered.entry(key).or_default() += 1;
            }
        }
        delivered
    };
    eventually("every delivery to reach the destination", || {
        delivered().len() == DELIVERIES
    });
    let run = sandbox.run(&["webhook", "jobs", "list", "--limit", "100000", "-o", "json"]);
    let jobs = run.json()["jobs"].as_array().cloned().unwrap_or_default();
    eventually("every job to be recorded as succeeded", || {
        let run = sandbox.run(&[
            "webhook",
            "jobs",
            "list",
            "--state",
            "succeeded",
            "--limit",
            "100000",
            "-o",
            "json",
        ]);
        run.json()["jobs"].as_array().map(Vec::len) == Some(DELIVERIES)
    });
    assert_eq!(jobs.len(), DELIVERIES);
    let delivered = delivered();
    let twice: Vec<_> = delivered.iter().filter(|(_, count)| **count != 1).collect();
    assert!(twice.is_empty(), "delivered more than once: {twice:?}");
    for n in 0..DELIVERIES {
        assert!(delivered.contains_key(&format!("load-{n}")), "load-{n}");
    }
    let failed = destination
        .seen()
        .iter()
        .filter(|(_, status)| *status == 503)
        .count();
    assert!(failed >= DELIVERIES / 10, "{failed} failures were retried");
}

#[test]
fn bad_destinations_are_refused_at_start() {
    let sandbox = sandbox();
    for (name, text) in [
        ("scheme", "[routes.fwd]\nforward = \"ftp://files.example.com/in\"\n"),
        (
            "both",
            "[routes.fwd]\ncommand = \"true\"\nforward = \"https://hooks.example.com/in\"\n",
        ),
        (
            "secret_header",
            "[routes.fwd]\nforward = \"https://hooks.example.com/in\"\npass_headers = [\"X-Webhook-Secret\"]\n",
        ),
    ] {
        let file = sandbox.write("routes.toml", text);
        let run = sandbox
            .cmd(["webhook", "serve", "--port", "0", "--routes"])
            .arg(file)
            .run();
        assert!(!run.stderr.contains("listening on"), "{name}: {}", run.stderr);
        crate::ward_snapshot!(format!("refused_{name}"), run);
    }
}
