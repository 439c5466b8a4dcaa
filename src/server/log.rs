//! The request log: one line per request and one per finished command, on stdout, as text
//! or NDJSON. A writer thread batches lines so logging never blocks a request on stdout.

use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, SystemTime};

use serde_json::{json, Map, Value};

use crate::output::sanitize;

/// Lines held for a blocked stdout before new ones are dropped (and counted).
const BACKLOG: usize = 8192;

enum Message {
    Line(String),
    Stop,
}

#[derive(Clone)]
pub struct Logger {
    tx: mpsc::SyncSender<Message>,
    ndjson: bool,
    dropped: Arc<AtomicU64>,
    thread: Arc<Mutex<Option<JoinHandle<()>>>>,
}

/// What happened to one request. Never holds the secret or the query string (a secret may
/// have been put in the URL).
pub struct RequestRecord<'a> {
    pub remote: &'a str,
    pub method: &'a str,
    pub path: &'a str,
    pub status: u16,
    pub outcome: &'a str,
    pub route: Option<&'a str>,
    pub job: Option<&'a str>,
    pub detail: Option<&'a str>,
    pub elapsed: Duration,
}

pub struct JobRecord<'a> {
    pub route: &'a str,
    pub job: &'a str,
    /// `exited`, `killed`, `timed-out`, `aborted` or `failed`.
    pub result: &'a str,
    pub exit_code: Option<i32>,
    pub signal: Option<i32>,
    pub detail: Option<&'a str>,
    /// 1 for the first run of a job.
    pub attempt: u32,
    pub elapsed: Duration,
}

impl Logger {
    pub fn start(ndjson: bool) -> Self {
        let (tx, rx) = mpsc::sync_channel::<Message>(BACKLOG);
        let dropped = Arc::new(AtomicU64::new(0));
        let counter = Arc::clone(&dropped);
        let thread = std::thread::spawn(move || {
            let stdout = std::io::stdout();
            let mut out = std::io::BufWriter::with_capacity(64 * 1024, stdout.lock());
            while let Ok(message) = rx.recv() {
                let mut stop = false;
                let mut next = Some(message);
                while let Some(message) = next.take() {
                    match message {
                        Message::Line(line) => {
                            let _ = out.write_all(line.as_bytes());
                        }
                        Message::Stop => stop = true,
                    }
                    if !stop {
                        next = rx.try_recv().ok();
                    }
                }
                let lost = counter.swap(0, Ordering::AcqRel);
                if lost > 0 {
                    let _ = out.write_all(dropped_line(ndjson, lost).as_bytes());
                }
                let _ = out.flush();
                if stop {
                    break;
                }
            }
            let _ = out.flush();
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

    pub fn request(&self, record: &RequestRecord<'_>) {
        let millis = record.elapsed.as_secs_f64() * 1000.0;
        let line = if self.ndjson {
            let mut object = Map::new();
            object.insert("ts".into(), json!(timestamp(SystemTime::now())));
            object.insert("type".into(), json!("request"));
            object.insert("remote".into(), json!(record.remote));
            object.insert("method".into(), json!(record.method));
            object.insert("path".into(), json!(record.path));
            object.insert("status".into(), json!(record.status));
            object.insert("outcome".into(), json!(record.outcome));
            insert_some(&mut object, "route", record.route);
            insert_some(&mut object, "job", record.job);
            insert_some(&mut object, "detail", record.detail.map(clip));
            object.insert("duration_ms".into(), json!(round3(millis)));
            format!("{}\n", Value::Object(object))
        } else {
            let mut line = format!(
                "{} {} {} {} {} {}",
                timestamp(SystemTime::now()),
                record.remote,
                record.method,
                record.path,
                record.status,
                record.outcome
            );
            if let Some(job) = record.job {
                line.push_str(&format!(" job={job}"));
            }
            if let Some(detail) = record.detail {
                line.push_str(&format!(" ({})", clip(detail)));
            }
            line.push_str(&format!(" {millis:.2}ms"));
            text_line(&line)
        };
        self.send(line);
    }

    pub fn job(&self, record: &JobRecord<'_>) {
        let seconds = record.elapsed.as_secs_f64();
        let line = if self.ndjson {
            let mut object = Map::new();
            object.insert("ts".into(), json!(timestamp(SystemTime::now())));
            object.insert("type".into(), json!("job"));
            object.insert("route".into(), json!(record.route));
            object.insert("job".into(), json!(record.job));
            object.insert("result".into(), json!(record.result));
            object.insert("attempt".into(), json!(record.attempt));
            if let Some(code) = record.exit_code {
                object.insert("exit_code".into(), json!(code));
            }
            if let Some(signal) = record.signal {
                object.insert("signal".into(), json!(signal));
            }
            insert_some(&mut object, "detail", record.detail.map(clip));
            object.insert("duration_ms".into(), json!(round3(seconds * 1000.0)));
            format!("{}\n", Value::Object(object))
        } else {
            let mut line = format!(
                "{} job {} on {} {}",
                timestamp(SystemTime::now()),
                record.job,
                record.route,
                record.result
            );
            if let Some(code) = record.exit_code {
                line.push_str(&format!(" exit={code}"));
            }
            if let Some(signal) = record.signal {
                line.push_str(&format!(" signal={signal}"));
            }
            if record.attempt > 1 {
                line.push_str(&format!(" attempt={}", record.attempt));
            }
            if let Some(detail) = record.detail {
                line.push_str(&format!(" ({})", clip(detail)));
            }
            line.push_str(&format!(" after {seconds:.3}s"));
            text_line(&line)
        };
        self.send(line);
    }

    /// Write out everything logged so far and stop the writer.
    pub fn close(&self) {
        let _ = self.tx.send(Message::Stop);
        let handle = self.thread.lock().ok().and_then(|mut slot| slot.take());
        if let Some(handle) = handle {
            let _ = handle.join();
        }
    }
}

fn insert_some(object: &mut Map<String, Value>, key: &str, value: Option<&str>) {
    if let Some(value) = value {
        object.insert(key.into(), json!(value));
    }
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
pub fn text_line(line: &str) -> String {
    let mut out = if line.contains(['\n', '\t']) {
        sanitize(&line.replace('\n', "\\x0a").replace('\t', "\\x09")).into_owned()
    } else {
        sanitize(line).into_owned()
    };
    out.push('\n');
    out
}

/// RFC 3339 UTC with milliseconds.
pub fn timestamp(time: SystemTime) -> String {
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
