//! The request log every server shares: one line per record (a request, a finished job,
//! a refused connection), on the run's stdout, as text or NDJSON. A writer thread batches lines so logging never blocks a
//! request on the output.

use std::fmt::Display;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, SystemTime};

use serde::{Serialize, Serializer};
use serde_json::json;

use crate::output::{sanitize, Terminal};

/// Lines held for a blocked stdout before new ones are dropped (and counted).
const BACKLOG: usize = 8192;

/// Bytes gathered before they are written, unless the batch ends first.
const BATCH: usize = 64 * 1024;

/// How long the writer lets lines gather after writing a batch. A writer that waits for
/// the next line at once is woken by every line (a futex call in the request's thread and
/// a context switch in the writer's), which under load cost the receiver more than the
/// writing did; lines are at most this much later on stdout.
const LINGER: Duration = Duration::from_millis(2);

enum Message {
    Line(String),
    Stop,
}

#[derive(Clone)]
pub(crate) struct Logger {
    tx: mpsc::SyncSender<Message>,
    ndjson: bool,
    dropped: Arc<AtomicU64>,
    thread: Arc<Mutex<Option<JoinHandle<()>>>>,
}

/// A line of the log, as NDJSON (the record's fields, in order) or as text.
pub(crate) trait Record: Serialize {
    /// The NDJSON line's `type`.
    const KIND: &'static str;

    /// The text line, starting with the time `now`.
    fn text(&self, now: &str) -> String;
}

/// A request's record. Every server's request line starts with who asked for what and
/// ends with how long it took; the server's answer goes between. Its NDJSON line is the
/// record's own fields (`remote`, `method` and `path` first, `duration_ms` last).
pub(crate) trait Request: Serialize {
    fn line(&self) -> RequestLine<'_>;
}

/// The parts of a request's text line.
pub(crate) struct RequestLine<'a> {
    /// The caller's address, the method and the path (never its query).
    pub asked: (SocketAddr, &'a str, &'a str),
    /// The server's own fields, as they go after the path.
    pub answer: String,
    pub elapsed: Duration,
}

impl<T: Request> Record for T {
    const KIND: &'static str = "request";

    fn text(&self, now: &str) -> String {
        let RequestLine {
            asked: (remote, method, path),
            answer,
            elapsed,
        } = self.line();
        let millis = elapsed.as_secs_f64() * 1000.0;
        format!("{now} {remote} {method} {path}{answer} {millis:.2}ms")
    }
}

/// An NDJSON line: the time and the kind of record first.
#[derive(Serialize)]
struct Stamped<'a, T> {
    ts: String,
    #[serde(rename = "type")]
    kind: &'static str,
    #[serde(flatten)]
    record: &'a T,
}

pub(crate) fn clipped<S: Serializer>(
    detail: &Option<&str>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    detail.map(clip).serialize(serializer)
}

pub(crate) fn millis<S: Serializer>(elapsed: &Duration, serializer: S) -> Result<S::Ok, S::Error> {
    round3(elapsed.as_secs_f64() * 1000.0).serialize(serializer)
}

impl Logger {
    /// Start the writer; lines go to `out`'s stdout, gathered into batches so a busy
    /// receiver writes (and takes the stream's lock) once per batch, not once per line.
    pub(crate) fn start(ndjson: bool, out: Terminal) -> Self {
        let (tx, rx) = mpsc::sync_channel::<Message>(BACKLOG);
        let dropped = Arc::new(AtomicU64::new(0));
        let counter = Arc::clone(&dropped);
        let thread = std::thread::spawn(move || {
            let mut batch = Vec::with_capacity(BATCH);
            // A stdout that fails has nowhere to report it; the lines are lost either way.
            let write = |batch: &mut Vec<u8>| {
                let _ = out.write_stdout(batch);
                batch.clear();
            };
            while let Ok(message) = rx.recv() {
                let mut stop = false;
                let mut next = Some(message);
                while let Some(message) = next.take() {
                    match message {
                        Message::Line(line) => {
                            batch.extend_from_slice(line.as_bytes());
                            if batch.len() >= BATCH {
                                write(&mut batch);
                            }
                        }
                        Message::Stop => stop = true,
                    }
                    if !stop {
                        next = rx.try_recv().ok();
                    }
                }
                let lost = counter.swap(0, Ordering::AcqRel);
                if lost > 0 {
                    batch.extend_from_slice(dropped_line(ndjson, lost).as_bytes());
                }
                if !batch.is_empty() {
                    write(&mut batch);
                }
                if stop {
                    break;
                }
                std::thread::sleep(LINGER);
            }
        });
        Self {
            tx,
            ndjson,
            dropped,
            thread: Arc::new(Mutex::new(Some(thread))),
        }
    }

    /// Never waits: when the writer is behind (stdout blocked), the line is dropped and
    /// counted, and the count is written once the writer catches up.
    fn send(&self, line: String) {
        if self.tx.try_send(Message::Line(line)).is_err() {
            self.dropped.fetch_add(1, Ordering::AcqRel);
        }
    }

    /// One line for `record`, stamped with the time now.
    pub(crate) fn write<R: Record>(&self, record: &R) {
        let now = timestamp(SystemTime::now());
        let line = if self.ndjson {
            let stamped = Stamped {
                ts: now,
                kind: R::KIND,
                record,
            };
            // Strings, numbers and options only: serialising cannot fail.
            let mut line = serde_json::to_string(&stamped).unwrap_or_default();
            line.push('\n');
            line
        } else {
            text_line(&record.text(&now))
        };
        self.send(line);
    }

    /// Write out everything logged so far and stop the writer.
    pub(crate) fn close(&self) {
        let _ = self.tx.send(Message::Stop);
        let handle = self.thread.lock().ok().and_then(|mut slot| slot.take());
        if let Some(handle) = handle {
            let _ = handle.join();
        }
    }
}

/// `label` and the value when there is one; nothing otherwise.
pub(crate) fn labelled(label: &str, value: Option<impl Display>) -> String {
    value.map_or_else(String::new, |value| format!("{label}{value}"))
}

/// A text line's detail, clipped and in brackets, when there is one.
pub(crate) fn in_brackets(detail: Option<&str>) -> String {
    detail.map_or_else(String::new, |detail| format!(" ({})", clip(detail)))
}

fn round3(value: f64) -> f64 {
    (value * 1000.0).round() / 1000.0
}

/// Details can quote payload values; a log line stays short however large they are.
fn clip(text: &str) -> &str {
    const MAX: usize = 512;
    if text.len() <= MAX {
        return text;
    }
    let mut end = MAX;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

fn dropped_line(ndjson: bool, lost: u64) -> String {
    let now = timestamp(SystemTime::now());
    if ndjson {
        format!(
            "{}\n",
            json!({ "ts": now, "type": "dropped", "lines": lost })
        )
    } else {
        format!("{now} log: {lost} line(s) dropped while the output was blocked\n")
    }
}

/// A whole text log line, escaped once it is assembled so no field (method, path, payload
/// detail, job ID) can slip past: newline and tab as `\x0a` and `\x09`, so one request is
/// always one line, and every other control character by the terminal sanitiser (ESC as
/// `\e`, the rest as `\xNN`), so no escape sequence reaches a terminal showing the log.
pub(crate) fn text_line(line: &str) -> String {
    let mut out = if line.contains(['\n', '\t']) {
        sanitize(&line.replace('\n', "\\x0a").replace('\t', "\\x09")).into_owned()
    } else {
        sanitize(line).into_owned()
    };
    out.push('\n');
    out
}

/// RFC 3339 UTC with milliseconds.
pub(crate) fn timestamp(time: SystemTime) -> String {
    let t = time::OffsetDateTime::from(time);
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        t.year(),
        u8::from(t.month()),
        t.day(),
        t.hour(),
        t.minute(),
        t.second(),
        t.millisecond()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn details_are_clipped_on_a_character_boundary() {
        assert_eq!(clip("short"), "short");
        let long = "é".repeat(400);
        assert_eq!(clip(&long).len(), 512);
        assert!(clip(&long).chars().all(|c| c == 'é'));
    }

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(text_line("plain"), "plain\n");
        assert_eq!(
            text_line("a\nb\x1b]52;c;SGk=\x07\tc\u{9b}"),
            "a\\x0ab\\e]52;c;SGk=\\x07\\x09c\\u{9b}\n"
        );
    }

    #[test]
    fn timestamps_are_rfc3339_utc() {
        assert_eq!(timestamp(std::time::UNIX_EPOCH), "1970-01-01T00:00:00.000Z");
        let time = std::time::UNIX_EPOCH + Duration::from_millis(1_700_000_000_123);
        assert_eq!(timestamp(time), "2023-11-14T22:13:20.123Z");
        let leap = std::time::UNIX_EPOCH + Duration::from_secs(951_782_400);
        assert_eq!(timestamp(leap), "2000-02-29T00:00:00.000Z");
    }
}
