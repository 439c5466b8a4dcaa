//! `ward webhook serve` for the receiver tests, as a process (where signals, kills or the
//! process's own environment are the point) or in-process (where only what it answers and
//! logs is), and a tiny HTTP/1.1 client.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use ward::interrupt::{Interrupts, Trigger};

use crate::support::SpawnChild as _;
use crate::support::{eventually, Run, Sandbox, Ward, PATIENCE};

pub struct Receiver {
    pub addr: String,
    how: How,
}

enum How {
    Process {
        child: Child,
        stdout: Arc<Mutex<Vec<String>>>,
        stderr: Arc<Mutex<Vec<String>>>,
        readers: Vec<JoinHandle<()>>,
    },
    InProcess {
        started: Option<crate::support::Started>,
        trigger: Trigger,
    },
}

/// A sandbox whose runs see the test process's PATH, as a receiver process does: a
/// receiver run in-process looks its commands up the same way.
pub fn sandbox() -> Sandbox {
    Sandbox::new().var("PATH", std::env::var_os("PATH").unwrap_or_default())
}

/// `ward webhook serve --port 0 ARGS` in `sandbox`, with extra environment.
fn serve<'s>(sandbox: &'s Sandbox, args: &[&str], env: &[(&str, &str)]) -> Ward<'s> {
    sandbox
        .cmd(["webhook", "serve", "--port", "0"])
        .args(args)
        .envs(env.iter().copied())
}

fn collect(
    reader: impl Read + Send + 'static,
    into: Arc<Mutex<Vec<String>>>,
    ready: Option<mpsc::Sender<String>>,
) -> JoinHandle<()> {
    std::thread::spawn(move || {
        for line in BufReader::new(reader).lines() {
            let Ok(line) = line else { break };
            if let Some(ready) = &ready {
                if let Some(address) = listening_on(&line) {
                    let _ = ready.send(address);
                }
            }
            into.lock().unwrap().push(line);
        }
    })
}

/// The address of a `listening on http://ADDRESS` (or `https://`) line.
fn listening_on(line: &str) -> Option<String> {
    let (_, rest) = line
        .split_once("listening on http://")
        .or_else(|| line.split_once("listening on https://"))?;
    Some(rest.lines().next()?.trim().to_string())
}

impl Receiver {
    /// The built binary, `ward webhook serve --port 0 ARGS`, in `sandbox` (its working
    /// directory) with extra environment; ready once it names its address.
    pub fn start(sandbox: &Sandbox, args: &[&str], env: &[(&str, &str)]) -> Self {
        let mut command = serve(sandbox, args, env).process();
        command
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = command.spawn_child().expect("start ward webhook serve");
        let stdout = Arc::new(Mutex::new(Vec::new()));
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let (ready_tx, ready_rx) = mpsc::channel();
        let readers = vec![
            collect(child.stdout.take().unwrap(), Arc::clone(&stdout), None),
            collect(
                child.stderr.take().unwrap(),
                Arc::clone(&stderr),
                Some(ready_tx),
            ),
        ];
        let addr = match ready_rx.recv_timeout(PATIENCE) {
            Ok(addr) => addr,
            Err(_) => {
                let _ = child.kill();
                panic!(
                    "the receiver did not start; stderr:\n{}",
                    stderr.lock().unwrap().join("\n")
                );
            }
        };
        Self {
            addr,
            how: How::Process {
                child,
                stdout,
                stderr,
                readers,
            },
        }
    }

    /// The same receiver run in this process: it sees only the sandbox's and `env`'s
    /// variables, and its commands run in the test process's working directory, so give
    /// them absolute paths. [`Receiver::stop`] ends it as Ctrl-C would.
    pub fn in_process(sandbox: &Sandbox, args: &[&str], env: &[(&str, &str)]) -> Self {
        let (interrupts, trigger) = Interrupts::manual();
        let started = serve(sandbox, args, env).interrupts(interrupts).start();
        // Its address, or None once it has ended without one.
        let listening = eventually("the receiver to listen", || {
            listening_on(&started.stderr())
                .map(Some)
                .or_else(|| started.is_finished().then_some(None))
        });
        let Some(addr) = listening else {
            let run = started.finish();
            panic!(
                "the receiver did not start (exit {}):\n{}",
                run.code, run.stderr
            );
        };
        Self {
            addr,
            how: How::InProcess {
                started: Some(started),
                trigger,
            },
        }
    }

    /// One delivery: unless `headers` name it, it gets an `Idempotency-Key` of its own, so
    /// posting the same body twice is two deliveries (a key the receiver does not keep
    /// among the headers a command may read, so stored jobs look as they did).
    pub fn post(&self, path: &str, headers: &[(&str, &str)], body: &str) -> Reply {
        static POSTED: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let named = headers.iter().any(|(name, _)| {
            [
                "webhook-id",
                "x-github-delivery",
                "idempotency-key",
                "x-gitlab-event-uuid",
            ]
            .iter()
            .any(|known| name.eq_ignore_ascii_case(known))
        });
        let key = format!(
            "post-{}",
            POSTED.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
        );
        let mut all = headers.to_vec();
        if !named {
            all.push(("Idempotency-Key", &key));
        }
        request(&self.addr, "POST", path, &all, body.as_bytes())
    }

    fn child(&self) -> &Child {
        match &self.how {
            How::Process { child, .. } => child,
            How::InProcess { .. } => panic!("an in-process receiver has no process"),
        }
    }

    pub fn pid(&self) -> u32 {
        self.child().id()
    }

    /// The lines it has logged to stdout so far.
    pub fn stdout(&self) -> Vec<String> {
        match &self.how {
            How::Process { stdout, .. } => stdout.lock().unwrap().clone(),
            How::InProcess { started, .. } => started
                .as_ref()
                .map(|started| started.stdout().lines().map(str::to_string).collect())
                .unwrap_or_default(),
        }
    }

    /// What it has written to stderr so far.
    pub fn stderr(&self) -> String {
        match &self.how {
            How::Process { stderr, .. } => stderr.lock().unwrap().join("\n"),
            How::InProcess { started, .. } => started
                .as_ref()
                .map(crate::support::Started::stderr)
                .unwrap_or_default(),
        }
    }

    pub fn signal(&self, name: &str) {
        let status = std::process::Command::new("kill")
            .arg(format!("-{name}"))
            .arg(self.pid().to_string())
            .status_child()
            .expect("run kill");
        assert!(status.success());
    }

    /// Wait for the process to exit by itself and return its exit code, once everything
    /// it printed has been read.
    pub fn wait_exit(&mut self) -> Option<i32> {
        let How::Process { child, readers, .. } = &mut self.how else {
            panic!("an in-process receiver is stopped with stop()")
        };
        let status = eventually("the receiver to exit", || {
            child.try_wait().expect("poll the receiver")
        });
        // The pipes end when the last process holding them does: the receiver, and any
        // command of its still running.
        for reader in readers.drain(..) {
            eventually("what the receiver started to let go of its output", || {
                reader.is_finished()
            });
        }
        status.code()
    }

    /// Waits for the process to exit by itself (a signal's work); everything it printed,
    /// as a run to pin.
    pub fn finished(&mut self, sandbox: &Sandbox) -> Run {
        let code = self
            .wait_exit()
            .expect("an exit code, not death by a signal");
        let lines =
            |lines: Vec<String>| -> String { lines.into_iter().map(|line| line + "\n").collect() };
        let stderr = match &self.how {
            How::Process { stderr, .. } => stderr.lock().unwrap().clone(),
            How::InProcess { .. } => unreachable!("wait_exit refuses an in-process receiver"),
        };
        Run {
            code: u8::try_from(code).expect("an exit code in 0..=255"),
            stdout: lines(self.stdout()),
            stderr: lines(stderr),
            sandbox: sandbox.path().to_path_buf(),
        }
    }

    /// Interrupts an in-process receiver, as Ctrl-C would, and waits for its end.
    pub fn stop(&mut self) -> Run {
        let How::InProcess { started, trigger } = &mut self.how else {
            panic!("a receiver process is stopped with signal()")
        };
        trigger.interrupt();
        started.take().expect("running").finish()
    }
}

impl Drop for Receiver {
    fn drop(&mut self) {
        match &mut self.how {
            How::Process { child, .. } => {
                let _ = child.kill();
                let _ = child.wait();
            }
            How::InProcess { started, trigger } => {
                trigger.interrupt();
                if let Some(started) = started.take() {
                    // A failing test must not hide its own panic behind this one.
                    if !std::thread::panicking() {
                        started.finish();
                    }
                }
            }
        }
    }
}

#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Reply {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body)
            .unwrap_or_else(|error| panic!("not JSON ({error}): {}", self.body))
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }
}

/// One HTTP/1.1 request on a fresh connection (`Connection: close`).
pub fn request(
    addr: &str,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> Reply {
    let mut stream = TcpStream::connect(addr).expect("connect to the receiver");
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).unwrap();
    // The receiver may answer (413) before reading a large body and close; that is fine.
    let _ = stream.write_all(body);
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|line| line.split_whitespace().nth(1))
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("no HTTP status in: {text:?}"));
    let headers = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_string(), value.trim().to_string()))
        .collect();
    Reply {
        status,
        headers,
        body: body.to_string(),
    }
}

/// Lines of a file the commands append to; empty when it does not exist yet.
pub fn lines_of(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .map(|text| text.lines().map(str::to_string).collect())
        .unwrap_or_default()
}

pub const PAYLOAD: &str = r#"{"event":{"action":"update","scope":"repo.content"},"repo":{"type":"model","name":"acme/bert","id":"1","headSha":"abc123"},"webhook":{"id":"w1","version":3}}"#;

/// One POST that may fail (the receiver is being killed): the job id of a 202, else None.
/// Each call is a delivery of its own (its own `Idempotency-Key`), so none is taken for
/// a repeat of another.
pub fn try_post(addr: &str, path: &str) -> Option<String> {
    static SENT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let delivery = SENT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut stream = TcpStream::connect(addr).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .ok()?;
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nIdempotency-Key: try-{delivery}\r\nContent-Length: {}\r\n\r\n{PAYLOAD}",
        PAYLOAD.len()
    );
    stream.write_all(head.as_bytes()).ok()?;
    let mut raw = String::new();
    stream.read_to_string(&mut raw).ok()?;
    if !raw.starts_with("HTTP/1.1 202") {
        return None;
    }
    let body = raw.split_once("\r\n\r\n")?.1;
    let value: serde_json::Value = serde_json::from_str(body).ok()?;
    value["job"].as_str().map(str::to_string)
}

/// Snapshot filters for what differs between runs of the job commands: the job IDs ward
/// draws and the times jobs were made. The rest of their output is pinned.
pub const JOB_FILTERS: &[(&str, &str)] = &[
    (r"\b[0-9a-f]{20,32}\b", "[JOB]"),
    (r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", "[TIME]"),
];

/// Snapshot filters for the receiver's log: the clock and how long each request took.
pub const LOG_FILTERS: &[(&str, &str)] = &[
    (r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", "[TIME]"),
    (r"\b\d+\.\d\dms\b", "[DURATION]"),
    (r#""duration_ms":[0-9.]+"#, r#""duration_ms":[DURATION]"#),
    (r"\bafter \d+(\.\d+)?s\b", "after [DURATION]"),
];
