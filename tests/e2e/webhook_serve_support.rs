//! A `ward webhook serve` process for the receiver tests, and a tiny HTTP/1.1 client.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Generous: only a hung receiver ever waits this long.
const PATIENCE: Duration = Duration::from_secs(30);

pub struct Receiver {
    child: Child,
    pub addr: String,
    stdout: Arc<Mutex<Vec<String>>>,
    stderr: Arc<Mutex<Vec<String>>>,
    pub dir: PathBuf,
}

/// The built binary with a clean environment: nothing of the developer's leaks in.
pub fn ward_command(dir: &Path) -> Command {
    let mut command = Command::new(assert_cmd::cargo::cargo_bin("ward"));
    command.env_clear();
    for name in crate::support::STARTUP_VARS {
        if let Some(value) = std::env::var_os(name) {
            command.env(name, value);
        }
    }
    command
        .env("HOME", dir)
        .env("XDG_CONFIG_HOME", dir.join("config"))
        // Windows' folders for the same: a receiver's state stays in its directory.
        .env("USERPROFILE", dir)
        .env("APPDATA", dir.join("config"))
        .env("LOCALAPPDATA", dir.join("local"))
        .env("WARD_NO_PROMPT", "1")
        .current_dir(dir);
    command
}

fn collect(
    reader: impl Read + Send + 'static,
    into: Arc<Mutex<Vec<String>>>,
    ready: Option<mpsc::Sender<String>>,
) {
    std::thread::spawn(move || {
        for line in BufReader::new(reader).lines() {
            let Ok(line) = line else { break };
            if let Some(ready) = &ready {
                if let Some(at) = line.find("listening on http://") {
                    let _ =
                        ready.send(line[at + "listening on http://".len()..].trim().to_string());
                }
            }
            into.lock().unwrap().push(line);
        }
    });
}

impl Receiver {
    /// Start `ward webhook serve --port 0 ARGS` in `dir` with extra environment.
    pub fn start(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Self {
        let mut command = ward_command(dir);
        command
            .args(["webhook", "serve", "--port", "0"])
            .args(args)
            .envs(env.iter().copied())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = command.spawn().expect("start ward webhook serve");
        let stdout = Arc::new(Mutex::new(Vec::new()));
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let (ready_tx, ready_rx) = mpsc::channel();
        collect(child.stdout.take().unwrap(), Arc::clone(&stdout), None);
        collect(
            child.stderr.take().unwrap(),
            Arc::clone(&stderr),
            Some(ready_tx),
        );
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
            child,
            addr,
            stdout,
            stderr,
            dir: dir.to_path_buf(),
        }
    }

    pub fn post(&self, path: &str, headers: &[(&str, &str)], body: &str) -> Reply {
        request(&self.addr, "POST", path, headers, body.as_bytes())
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn stdout(&self) -> Vec<String> {
        self.stdout.lock().unwrap().clone()
    }

    pub fn stderr(&self) -> String {
        self.stderr.lock().unwrap().join("\n")
    }

    pub fn signal(&self, name: &str) {
        let status = Command::new("kill")
            .arg(format!("-{name}"))
            .arg(self.child.id().to_string())
            .status()
            .expect("run kill");
        assert!(status.success());
    }

    /// Wait for the process to exit by itself and return its exit code.
    pub fn wait_exit(&mut self) -> Option<i32> {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().expect("poll the receiver") {
                // Give the reader threads a moment to drain the pipes.
                std::thread::sleep(Duration::from_millis(50));
                return status.code();
            }
            assert!(Instant::now() < deadline, "the receiver did not exit");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Receiver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
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

/// Poll until `check` holds; panics after a long while (never asserts on timing).
pub fn eventually(what: &str, mut check: impl FnMut() -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !check() {
        assert!(Instant::now() < deadline, "gave up waiting for {what}");
        std::thread::sleep(Duration::from_millis(20));
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
pub fn try_post(addr: &str, path: &str) -> Option<String> {
    let mut stream = TcpStream::connect(addr).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .ok()?;
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{PAYLOAD}",
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
