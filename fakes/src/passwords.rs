//! A fake of the password range API (spec 2 §2.3, §4 rule 3): deterministic ranges for
//! every one of the 1,048,576 prefixes, SHA-1 or NTLM (`?mode=ntlm`), `Add-Padding`
//! honoured the way the real service pads (count-0 rows appended, unsorted), known hashes
//! merged into their range, `ETag`/`Last-Modified`/`If-None-Match` -> 304, the per-range
//! MD5 header on unpadded bodies, ranges that change on demand, an optional delay, and
//! fault injection (503, dropped connections, garbage 200s, prefixes that always fail).

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Router;
use md4::Md4;
use sha1::{Digest, Sha1};

pub use crate::passwords_ranges::render_range;
use crate::passwords_ranges::Rng;

#[derive(Debug, Clone)]
pub struct PasswordOptions {
    /// Generated rows per range (the real service averages several hundred).
    pub rows: usize,
    /// Full hashes (40 hex for SHA-1, 32 for NTLM) and their counts, served in their range.
    pub known: Vec<(String, u64)>,
    /// Fail the first attempt at one prefix in this many (0: never); the kind of failure
    /// cycles through 503, a dropped connection and a garbage 200 body.
    pub fault_every: u32,
    /// Prefixes that fail every time (503).
    pub always_fail: HashSet<u32>,
    /// Wait this long before answering each request.
    pub delay: Duration,
}

impl Default for PasswordOptions {
    fn default() -> Self {
        Self {
            rows: 800,
            known: Vec::new(),
            fault_every: 0,
            always_fail: HashSet::new(),
            delay: Duration::ZERO,
        }
    }
}

/// How a faulty first attempt fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    Unavailable,
    Dropped,
    Garbage,
}

/// The fault (if any) the first request for `prefix` gets under `fault_every`.
pub fn fault_for(prefix: u32, fault_every: u32) -> Option<Fault> {
    if fault_every == 0 || !prefix.is_multiple_of(fault_every) {
        return None;
    }
    Some(match (prefix / fault_every) % 3 {
        0 => Fault::Unavailable,
        1 => Fault::Dropped,
        _ => Fault::Garbage,
    })
}

/// (ntlm, prefix) -> the known rows of that range, (suffix, count).
type KnownRows = HashMap<(bool, u32), Vec<(String, u64)>>;

struct Inner {
    options: PasswordOptions,
    /// (ntlm, prefix) -> known rows (suffix, count); more are added while running.
    known: Mutex<KnownRows>,
    attempts: Mutex<HashMap<(bool, u32), u32>>,
    faults: AtomicU64,
    requests: AtomicU64,
    not_modified: AtomicU64,
    /// How many times each prefix has changed since the start.
    generations: Mutex<HashMap<u32, u64>>,
    /// The `If-None-Match` values received, for tests.
    conditional: AtomicU64,
}

#[derive(Clone)]
pub struct PasswordStats(Arc<Inner>);

impl PasswordStats {
    /// Faults injected so far.
    pub fn faults(&self) -> u64 {
        self.0.faults.load(Ordering::SeqCst)
    }

    /// Range requests received.
    pub fn requests(&self) -> u64 {
        self.0.requests.load(Ordering::SeqCst)
    }

    /// Requests answered 304.
    pub fn not_modified(&self) -> u64 {
        self.0.not_modified.load(Ordering::SeqCst)
    }

    /// Requests that carried `If-None-Match`.
    pub fn conditional(&self) -> u64 {
        self.0.conditional.load(Ordering::SeqCst)
    }

    /// Give `prefix` new contents (and a new ETag), in both modes.
    pub fn change(&self, prefix: u32) {
        let mut generations = self.0.generations.lock().unwrap_or_else(|p| p.into_inner());
        *generations.entry(prefix).or_insert(0) += 1;
    }

    /// Serve `hash` (40 hex for SHA-1, 32 for NTLM) with `count` from now on, as a breach
    /// added to the corpus would: its range changes (new rows, new ETag). A hash already
    /// served gets the new count. `false` when `hash` is not a hash.
    pub fn add_known(&self, hash: &str, count: u64) -> bool {
        let Some((ntlm, prefix, suffix)) = split_hash(hash) else {
            return false;
        };
        {
            let mut known = self.0.known.lock().unwrap_or_else(|p| p.into_inner());
            let rows = known.entry((ntlm, prefix)).or_default();
            rows.retain(|(existing, _)| *existing != suffix);
            rows.push((suffix, count));
        }
        self.change(prefix);
        true
    }
}

/// (ntlm, prefix, suffix) of a 40- or 32-character hex hash.
fn split_hash(hash: &str) -> Option<(bool, u32, String)> {
    let hash = hash.trim().to_ascii_uppercase();
    if !(hash.len() == 40 || hash.len() == 32) || !hash.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let prefix = u32::from_str_radix(&hash[..5], 16).ok()?;
    Some((hash.len() == 32, prefix, hash[5..].to_string()))
}

/// `POST /fake/change`, the fake's own control (no such path on the real service): each
/// line of the body is a 5-hex prefix to change, or `HASH:COUNT` to add to the corpus.
/// Answers how many lines it applied, or 400 naming the first line it could not.
fn control(inner: &Arc<Inner>, body: &[u8]) -> Response {
    let stats = PasswordStats(inner.clone());
    let mut applied = 0u64;
    for (number, line) in String::from_utf8_lossy(body).lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let done = match line.split_once(':') {
            Some((hash, count)) => count
                .trim()
                .parse()
                .is_ok_and(|count| stats.add_known(hash, count)),
            None => match u32::from_str_radix(line, 16) {
                Ok(prefix) if line.len() == 5 => {
                    stats.change(prefix);
                    true
                }
                _ => false,
            },
        };
        if !done {
            return (
                StatusCode::BAD_REQUEST,
                format!(
                    "line {} is neither a 5-hex prefix nor HASH:COUNT\n",
                    number + 1
                ),
            )
                .into_response();
        }
        applied += 1;
    }
    (StatusCode::OK, format!("{applied}\n")).into_response()
}

pub fn router(options: PasswordOptions) -> (Router, PasswordStats) {
    let mut known: KnownRows = HashMap::new();
    for (hash, count) in &options.known {
        if let Some((ntlm, prefix, suffix)) = split_hash(hash) {
            known
                .entry((ntlm, prefix))
                .or_default()
                .push((suffix, *count));
        }
    }
    let inner = Arc::new(Inner {
        options,
        known: Mutex::new(known),
        attempts: Mutex::new(HashMap::new()),
        faults: AtomicU64::new(0),
        requests: AtomicU64::new(0),
        not_modified: AtomicU64::new(0),
        generations: Mutex::new(HashMap::new()),
        conditional: AtomicU64::new(0),
    });
    let router = Router::new().fallback(handle).with_state(inner.clone());
    (router, PasswordStats(inner))
}

/// SHA-1 of a password in uppercase hex, for tests building `known`.
pub fn sha1_hex(password: &str) -> String {
    hex::encode_upper(Sha1::digest(password.as_bytes()))
}

/// NTLM (MD4 of UTF-16LE) of a password in uppercase hex.
pub fn ntlm_hex(password: &str) -> String {
    let bytes: Vec<u8> = password.encode_utf16().flat_map(u16::to_le_bytes).collect();
    hex::encode_upper(Md4::digest(&bytes))
}

fn plain(status: StatusCode, body: &'static str) -> Response {
    (status, [("content-type", "text/plain")], body).into_response()
}

async fn handle(State(inner): State<Arc<Inner>>, request: Request) -> Response {
    if request.method() == axum::http::Method::POST && request.uri().path() == "/fake/change" {
        return match axum::body::to_bytes(request.into_body(), 64 << 20).await {
            Ok(body) => control(&inner, &body),
            Err(_) => plain(StatusCode::PAYLOAD_TOO_LARGE, "Too large"),
        };
    }
    if request.method() != axum::http::Method::GET {
        return plain(StatusCode::METHOD_NOT_ALLOWED, "Method not allowed");
    }
    let Some(prefix_text) = request.uri().path().strip_prefix("/range/") else {
        return plain(StatusCode::BAD_REQUEST, "Invalid API query");
    };
    if prefix_text.len() != 5 {
        return plain(
            StatusCode::BAD_REQUEST,
            "The hash prefix was not in a valid format",
        );
    }
    let Ok(prefix) = u32::from_str_radix(prefix_text, 16) else {
        return plain(
            StatusCode::BAD_REQUEST,
            "The hash prefix was not valid hexadecimal",
        );
    };
    if !prefix_text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return plain(
            StatusCode::BAD_REQUEST,
            "The hash prefix was not valid hexadecimal",
        );
    }
    // Only the exact value `ntlm` switches mode, as on the real service.
    let ntlm = request.uri().query().is_some_and(|q| {
        url::form_urlencoded::parse(q.as_bytes()).any(|(k, v)| k == "mode" && v == "ntlm")
    });
    let padded = request
        .headers()
        .get("add-padding")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("true"));
    inner.requests.fetch_add(1, Ordering::Relaxed);
    if !inner.options.delay.is_zero() {
        tokio::time::sleep(inner.options.delay).await;
    }
    let if_none_match = request
        .headers()
        .get("if-none-match")
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);

    if inner.options.always_fail.contains(&prefix) {
        inner.faults.fetch_add(1, Ordering::SeqCst);
        return plain(StatusCode::SERVICE_UNAVAILABLE, "Service Unavailable");
    }
    if let Some(fault) = fault_for(prefix, inner.options.fault_every) {
        let first = {
            let mut attempts = inner.attempts.lock().unwrap_or_else(|p| p.into_inner());
            let seen = attempts.entry((ntlm, prefix)).or_insert(0);
            *seen += 1;
            *seen == 1
        };
        if first {
            inner.faults.fetch_add(1, Ordering::SeqCst);
            return match fault {
                Fault::Unavailable => plain(StatusCode::SERVICE_UNAVAILABLE, "Service Unavailable"),
                Fault::Garbage => (
                    StatusCode::OK,
                    [("content-type", "text/html")],
                    "<!DOCTYPE html><html><head><title>Hotel Wi-Fi login</title></head><body>Sign in</body></html>",
                )
                    .into_response(),
                Fault::Dropped => {
                    let body = range_body(&inner, prefix, ntlm, false, 0);
                    let half = body[..body.len() / 2].to_vec();
                    let chunks: Vec<Result<Vec<u8>, std::io::Error>> = vec![
                        Ok(half),
                        Err(std::io::Error::new(std::io::ErrorKind::ConnectionReset, "dropped")),
                    ];
                    (
                        StatusCode::OK,
                        [("content-type", "text/plain")],
                        Body::from_stream(futures_util::stream::iter(chunks)),
                    )
                        .into_response()
                }
            };
        }
    }
    let generation = {
        let generations = inner.generations.lock().unwrap_or_else(|p| p.into_inner());
        generations.get(&prefix).copied().unwrap_or(0)
    };
    let etag = format!(
        "\"{:016x}\"",
        Rng(u64::from(prefix) ^ (generation << 32) ^ u64::from(ntlm)).next()
    );
    let last_modified = format!("Tue, {:02} Jul 2025 10:00:00 GMT", 1 + generation % 28);
    let cache = if prefix % 2 == 0 { "HIT" } else { "MISS" };
    if let Some(tag) = if_none_match {
        inner.conditional.fetch_add(1, Ordering::Relaxed);
        if tag == etag {
            inner.not_modified.fetch_add(1, Ordering::Relaxed);
            return (
                StatusCode::NOT_MODIFIED,
                [
                    ("etag", etag),
                    ("last-modified", last_modified),
                    ("cf-cache-status", cache.to_string()),
                ],
            )
                .into_response();
        }
    }
    let body = range_body(&inner, prefix, ntlm, padded, generation);
    let mut response = (
        StatusCode::OK,
        [
            ("content-type", "text/plain"),
            ("cache-control", "public, max-age=2678400"),
            ("access-control-allow-origin", "*"),
            ("cf-cache-status", cache),
        ],
        [("etag", etag), ("last-modified", last_modified)],
    )
        .into_response();
    if !padded {
        // Like the service's per-range MD5: only an unpadded body can match it.
        use base64::Engine as _;
        use md5::Digest as _;
        let digest = base64::engine::general_purpose::STANDARD.encode(md5::Md5::digest(&body));
        if let Ok(value) = digest.parse() {
            response.headers_mut().insert("hibp-range-md5", value);
        }
    }
    *response.body_mut() = Body::from(body);
    response
}

fn range_body(inner: &Inner, prefix: u32, ntlm: bool, padded: bool, generation: u64) -> Vec<u8> {
    let known = inner
        .known
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .get(&(ntlm, prefix))
        .cloned()
        .unwrap_or_default();
    // A changed range keeps its known rows and gets one more generated row per change.
    let rows = inner.options.rows + usize::try_from(generation).unwrap_or(0);
    render_range(rows, &known, prefix, ntlm, padded)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_are_deterministic_sorted_and_padded_after_the_rows() {
        let known = vec![("1E4C9B93F3F0682250B6CF8331B7EE68FD8".to_string(), 42)];
        let a = render_range(50, &known, 0x5BAA6, false, false);
        assert_eq!(a, render_range(50, &known, 0x5BAA6, false, false));
        let text = String::from_utf8(a).unwrap();
        let lines: Vec<&str> = text.split("\r\n").collect();
        assert_eq!(lines.len(), 51);
        assert!(lines.windows(2).all(|w| w[0] < w[1]));
        assert!(lines.contains(&"1E4C9B93F3F0682250B6CF8331B7EE68FD8:42"));
        let padded = String::from_utf8(render_range(50, &known, 0x5BAA6, false, true)).unwrap();
        assert!(padded.starts_with(&text));
        assert!(padded
            .split("\r\n")
            .skip(51)
            .all(|line| line.ends_with(":0")));
        assert_eq!(
            sha1_hex("password"),
            "5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8"
        );
        assert_eq!(ntlm_hex("password"), "8846F7EAEE8FB117AD06BDD830B7586C");
    }

    #[test]
    fn hashes_added_while_running_change_their_range() {
        let (_, stats) = router(PasswordOptions {
            rows: 3,
            ..PasswordOptions::default()
        });
        let hash = ntlm_hex("Winter2026!");
        let prefix = u32::from_str_radix(&hash[..5], 16).unwrap();
        let before = range_body(&stats.0, prefix, true, false, 0);
        assert!(stats.add_known(&hash, 12));
        assert!(!stats.add_known("not a hash", 1));
        let generation = stats.0.generations.lock().unwrap()[&prefix];
        let after =
            String::from_utf8(range_body(&stats.0, prefix, true, false, generation)).unwrap();
        assert_ne!(after.as_bytes(), &before[..]);
        assert!(after.contains(&format!("{}:12", &hash[5..])));
        let reply = control(&stats.0, b"00ABC\nnonsense\n");
        assert_eq!(reply.status(), StatusCode::BAD_REQUEST);
        assert_eq!(stats.0.generations.lock().unwrap()[&0x00ABC], 1);
    }
}
