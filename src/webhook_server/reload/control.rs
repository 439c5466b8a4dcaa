//! How `ward webhook serve --reload` reaches a running receiver on every system (Windows
//! has no SIGHUP, and a signal cannot say whether the new routes were taken): the receiver
//! listens on a loopback port of its own for one kind of request, `RELOAD TOKEN`, and
//! writes the port and a random token in a record in its state directory that only its
//! user may read. The answer is one JSON line: what changed, or why nothing did.
//!
//! The port takes nothing without the token, which never leaves the record and the
//! request; the record is written only in a state directory no other user may change, and
//! the caller reads it only when it is its own user's and private.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use subtle::ConstantTimeEq as _;
use tokio::io::{AsyncRead, AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, oneshot, Semaphore};
use ward_client::secret::Secret;

use crate::error::{exit, Error, Result};
use crate::webhook_server::notices::Notices;
use crate::webhook_server::queue::state_dir;

/// The record, beside the queue in the state directory.
pub(crate) const RECORD: &str = "webhook-serve.reload.json";
/// A record is a couple of hundred bytes; anything larger is not one.
const MAX_RECORD: u64 = 4096;
/// `RELOAD ` and 64 hex digits, with room to spare; longer requests are refused.
const MAX_REQUEST: usize = 256;
/// An answer is one notice; anything larger is not one.
const MAX_ANSWER: u64 = 64 * 1024;
/// Time for a caller to send its request once connected.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(5);
/// Time for the receiver to answer: a reload reads files and may prepare Redis streams,
/// each bounded well below this.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(120);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// Callers served at once; more are closed at once.
const AT_ONCE: usize = 4;

#[derive(Serialize, Deserialize)]
struct Record {
    ward_webhook_serve: Control,
}

#[derive(Serialize, Deserialize)]
struct Control {
    pid: u32,
    address: SocketAddr,
    token: String,
}

/// The receiver's answer to a request.
#[derive(Serialize, Deserialize)]
struct Answer {
    reloaded: bool,
    /// What changed, or the error.
    message: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    hint: Option<String>,
    /// The error is in what was read (exit 2), not in reaching something (exit 1).
    #[serde(default)]
    usage: bool,
}

/// A reload asked for by a caller, answered when it is done.
pub(crate) struct Request {
    pub reply: oneshot::Sender<Result<String>>,
}

/// The listener and its record, both gone when this is dropped (the receiver stopped).
pub(crate) struct Listening {
    record: PathBuf,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Listening {
    fn drop(&mut self) {
        self.task.abort();
        let me = std::process::id();
        // Another receiver's record (one started later on the same directory) stays.
        let _ = ward_files::remove_own(&self.record, MAX_RECORD, |bytes| {
            parse(bytes).is_some_and(|control| control.pid == me)
        });
    }
}

/// Listens for reloads and writes the record in `dir`. When it cannot, the receiver
/// still reloads on SIGHUP; it says why `--reload` will not reach it.
pub(crate) fn listen(
    dir: &Path,
    notices: &Notices,
) -> (Option<Listening>, mpsc::Receiver<Request>) {
    let (requests, received) = mpsc::channel(AT_ONCE);
    match start(dir, requests) {
        Ok(listening) => (Some(listening), received),
        Err(why) => {
            notices.warn(&format!(
                "ward webhook serve --reload cannot reach this receiver ({why}); SIGHUP still reloads it"
            ));
            (None, received)
        }
    }
}

fn start(dir: &Path, requests: mpsc::Sender<Request>) -> std::result::Result<Listening, String> {
    // A directory others may change lets them put their own record in place, and so
    // learn the token of the next --reload.
    state_dir::create(dir).map_err(|error| error.to_string())?;
    if let Some(reason) = state_dir::shared_reason(dir).map_err(|error| error.to_string())? {
        return Err(format!(
            "the state directory {} is not private: {reason}",
            dir.display()
        ));
    }
    let listener = std::net::TcpListener::bind((std::net::Ipv4Addr::LOCALHOST, 0))
        .and_then(|listener| listener.set_nonblocking(true).map(|()| listener))
        .and_then(TcpListener::from_std)
        .map_err(|error| format!("could not listen on a loopback port: {error}"))?;
    let address = listener
        .local_addr()
        .map_err(|error| format!("could not read the loopback port: {error}"))?;
    let token = token()?;
    let record = dir.join(RECORD);
    let text = serde_json::to_vec(&Record {
        ward_webhook_serve: Control {
            pid: std::process::id(),
            address,
            token: token.expose().to_string(),
        },
    })
    .map_err(|error| error.to_string())?;
    ward_files::write_private(&record, &text)
        .map_err(|error| format!("could not write {}: {error}", record.display()))?;
    let task = tokio::spawn(serve(listener, Arc::new(token), requests));
    Ok(Listening { record, task })
}

/// 32 random bytes from the system's generator, in hex.
fn token() -> std::result::Result<Secret, String> {
    let mut bytes = [0u8; 32];
    ring::rand::SecureRandom::fill(&ring::rand::SystemRandom::new(), &mut bytes)
        .map_err(|_| "the system's random generator failed".to_string())?;
    Ok(Secret::new(hex::encode(bytes)))
}

async fn serve(listener: TcpListener, token: Arc<Secret>, requests: mpsc::Sender<Request>) {
    let places = Arc::new(Semaphore::new(AT_ONCE));
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            // Out of descriptors, say: the next accept may work once some are let go.
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let Ok(place) = Arc::clone(&places).try_acquire_owned() else {
            continue;
        };
        let (token, requests) = (Arc::clone(&token), requests.clone());
        tokio::spawn(async move {
            answer(stream, &token, &requests).await;
            drop(place);
        });
    }
}

async fn answer(mut stream: TcpStream, token: &Secret, requests: &mpsc::Sender<Request>) {
    let line = tokio::time::timeout(REQUEST_TIMEOUT, read_line(&mut stream, MAX_REQUEST)).await;
    let given = match &line {
        Ok(Some(line)) => line.strip_prefix("RELOAD "),
        _ => None,
    };
    let answer = match given {
        Some(given) if same(given, token.expose()) => reload(requests).await,
        _ => Answer {
            reloaded: false,
            message: "not a reload request with this receiver's token".into(),
            hint: None,
            usage: true,
        },
    };
    let mut text = serde_json::to_vec(&answer).unwrap_or_default();
    text.push(b'\n');
    let _ = stream.write_all(&text).await;
    let _ = stream.shutdown().await;
}

/// In constant time, so the answer's timing tells nothing of the token.
fn same(given: &str, token: &str) -> bool {
    given.len() == token.len() && bool::from(given.as_bytes().ct_eq(token.as_bytes()))
}

async fn reload(requests: &mpsc::Sender<Request>) -> Answer {
    let (reply, replied) = oneshot::channel();
    let outcome = match requests.send(Request { reply }).await {
        Ok(()) => replied.await.unwrap_or_else(|_| Err(stopping())),
        Err(_) => Err(stopping()),
    };
    match outcome {
        Ok(summary) => Answer {
            reloaded: true,
            message: summary,
            hint: None,
            usage: false,
        },
        Err(error) => Answer {
            reloaded: false,
            message: error.to_string(),
            hint: error.hint(),
            usage: error.exit_code() == exit::USAGE,
        },
    }
}

fn stopping() -> Error {
    Error::runtime("the receiver is stopping")
}

/// The first line of what `stream` sends, without its line break; None when it sends more
/// than `limit` bytes without one, or text that is not UTF-8.
async fn read_line(stream: &mut (impl AsyncRead + Unpin), limit: usize) -> Option<String> {
    let mut line = Vec::new();
    let mut chunk = [0u8; 256];
    loop {
        let read = stream.read(&mut chunk).await.ok()?;
        if read == 0 {
            break;
        }
        line.extend_from_slice(&chunk[..read]);
        if line.contains(&b'\n') || line.len() > limit {
            break;
        }
    }
    let end = line.iter().position(|byte| *byte == b'\n')?;
    line.truncate(end);
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    (line.len() <= limit).then_some(())?;
    String::from_utf8(line).ok()
}

fn parse(bytes: &[u8]) -> Option<Control> {
    serde_json::from_slice::<Record>(bytes)
        .ok()
        .map(|record| record.ward_webhook_serve)
}

/// Asks the receiver of the state directory `dir` to read its routes again; what changed,
/// or the receiver's reason for keeping the old routes (exit 2 when it is in what was read).
pub(crate) async fn ask(dir: &Path) -> Result<String> {
    let path = dir.join(RECORD);
    let control = read_record(&path)?;
    if !control.address.ip().is_loopback() {
        return Err(Error::usage(format!(
            "{} names {}, which is not a loopback address; it is not a record ward wrote",
            path.display(),
            control.address
        )));
    }
    let gone = |why: String| {
        Error::runtime(format!(
            "the receiver recorded in {} (process {}) does not answer at {}: {why}",
            path.display(),
            control.pid,
            control.address
        ))
        .with_hint("it has stopped; start it again with ward webhook serve")
    };
    let mut stream =
        match tokio::time::timeout(CONNECT_TIMEOUT, TcpStream::connect(control.address)).await {
            Ok(Ok(stream)) => stream,
            Ok(Err(error)) => return Err(gone(error.to_string())),
            Err(_) => return Err(gone("timed out".into())),
        };
    let request = format!("RELOAD {}\n", control.token);
    stream
        .write_all(request.as_bytes())
        .await
        .map_err(|error| gone(error.to_string()))?;
    let mut raw = Vec::new();
    let mut bounded = (&mut stream).take(MAX_ANSWER);
    match tokio::time::timeout(ANSWER_TIMEOUT, bounded.read_to_end(&mut raw)).await {
        Ok(Ok(_)) => {}
        Ok(Err(error)) => return Err(gone(error.to_string())),
        Err(_) => {
            return Err(Error::runtime(format!(
                "the receiver did not answer within {} s",
                ANSWER_TIMEOUT.as_secs()
            )))
        }
    }
    let answer: Answer = serde_json::from_slice(&raw).map_err(|_| {
        Error::runtime(format!(
            "what answers at {} is not the receiver recorded in {}",
            control.address,
            path.display()
        ))
    })?;
    if answer.reloaded {
        return Ok(answer.message);
    }
    let message = format!(
        "the routes were not read again; the ones in use stay: {}",
        answer.message
    );
    let error = if answer.usage {
        Error::usage(message)
    } else {
        Error::runtime(message)
    };
    Err(match answer.hint {
        Some(hint) => error.with_hint(hint),
        None => error,
    })
}

/// The record at `path`, when it is this user's own and no one else may read it.
fn read_record(path: &Path) -> Result<Control> {
    let dir = path.parent().unwrap_or(path);
    let metadata = std::fs::symlink_metadata(path).map_err(|error| {
        if error.kind() == std::io::ErrorKind::NotFound {
            Error::usage(format!(
                "no receiver runs on the state directory {} (it holds no {RECORD})",
                dir.display()
            ))
            .with_hint("give the --state-dir the receiver runs with, or send it SIGHUP")
        } else {
            Error::io(format!("could not read {}", path.display()), error)
        }
    })?;
    let not_ours = |why: String| {
        Error::usage(format!(
            "{} is not a record of a receiver of yours: {why}",
            path.display()
        ))
        .with_hint("run --reload as the user the receiver runs as; nothing was sent")
    };
    if !metadata.file_type().is_file() {
        return Err(not_ours("it is not a regular file".into()));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        let me = nix::unistd::geteuid().as_raw();
        if metadata.uid() != me || metadata.mode() & 0o077 != 0 {
            return Err(not_ours(format!(
                "it must belong to user {me} and be readable by that user only (owner {}, mode {:o})",
                metadata.uid(),
                metadata.mode() & 0o7777
            )));
        }
    }
    let bytes = ward_files::read_bounded(path, MAX_RECORD)
        .map_err(|error| Error::io(format!("could not read {}", path.display()), error))?;
    parse(&bytes).ok_or_else(|| not_ours("it does not hold a receiver's address and token".into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_request_line_is_bounded_and_ends_at_its_line_break() {
        let mut two = &b"RELOAD abc\r\nmore"[..];
        assert_eq!(read_line(&mut two, 64).await.as_deref(), Some("RELOAD abc"));
        let mut long = &[b'x'; 300][..];
        assert_eq!(read_line(&mut long, 256).await, None);
        let mut unended = &b"RELOAD abc"[..];
        assert_eq!(read_line(&mut unended, 64).await, None);
        let mut binary = &b"\xff\xfe\n"[..];
        assert_eq!(read_line(&mut binary, 64).await, None);
    }

    #[test]
    fn only_the_whole_token_matches() {
        assert!(same("abcd", "abcd"));
        assert!(!same("abc", "abcd"));
        assert!(!same("abce", "abcd"));
        assert!(!same("", "abcd"));
    }
}
