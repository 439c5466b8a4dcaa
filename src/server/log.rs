//! The request log: one line per request and one per finished command, on stdout, as text
//! or NDJSON. A writer thread batches lines so logging never blocks a request on stdout.

use std::io::Write;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::{json, Map, Value};

enum Message {
    Line(String),
    Stop,
}

#[derive(Clone)]
pub struct Logger {
    tx: mpsc::Sender<Message>,
    ndjson: bool,
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
    pub elapsed: Duration,
}

impl Logger {
    pub fn start(ndjson: bool) -> Self {
        let (tx, rx) = mpsc::channel::<Message>();
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
            thread: Arc::new(Mutex::new(Some(thread))),
        }
    }

    fn send(&self, line: String) {
        let _ = self.tx.send(Message::Line(line));
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
            insert_some(&mut object, "detail", record.detail);
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
                line.push_str(&format!(" ({detail})"));
            }
            line.push_str(&format!(" {millis:.2}ms\n"));
            line
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
            if let Some(code) = record.exit_code {
                object.insert("exit_code".into(), json!(code));
            }
            if let Some(signal) = record.signal {
                object.insert("signal".into(), json!(signal));
            }
            insert_some(&mut object, "detail", record.detail);
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
            if let Some(detail) = record.detail {
                line.push_str(&format!(" ({detail})"));
            }
            line.push_str(&format!(" after {seconds:.3}s\n"));
            line
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

/// RFC 3339 UTC with milliseconds, without a date library.
pub fn timestamp(time: SystemTime) -> String {
    let since = time.duration_since(UNIX_EPOCH).unwrap_or_default();
    let secs = since.as_secs();
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (year, month, day) = civil_from_days(days as i64);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60,
        since.subsec_millis()
    )
}

/// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_rfc3339_utc() {
        assert_eq!(timestamp(UNIX_EPOCH), "1970-01-01T00:00:00.000Z");
        let time = UNIX_EPOCH + Duration::from_millis(1_700_000_000_123);
        assert_eq!(timestamp(time), "2023-11-14T22:13:20.123Z");
        let leap = UNIX_EPOCH + Duration::from_secs(951_782_400);
        assert_eq!(timestamp(leap), "2000-02-29T00:00:00.000Z");
    }
}
