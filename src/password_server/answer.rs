//! One request: the route, then the range as the public service answers it, with its
//! validators, padding and compression; `/healthz` and `/metrics` beside it.

use std::collections::HashSet;
use std::future::Future;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, Method, Response, StatusCode, Uri};
use bytes::Bytes;
use hyper::body::Incoming;
use serde::Serialize;
use serde_json::json;

use super::access::Access;
use super::cache::{Bodies, Key};
use super::metrics::{Kind, Metrics};
use super::ranges::{self, Found, Located, Source, Unavailable};
use crate::clients::passwords::HashMode;
use crate::output::Printer;
use crate::server::listen::{Connection, Site};
use crate::server::log::Logger;
use crate::store::manifest::Manifest;
use crate::store::Store;

/// The bodies of the public service's refusals, word for word.
pub(super) const BAD_LENGTH: &str = "The hash prefix was not in a valid format";
pub(super) const BAD_HEX: &str = "The hash prefix was not valid hexadecimal";
const NOT_FOUND: &str = "Not found: ranges are served at /range/{the first 5 hex characters of a hash}; /healthz and /metrics beside them";
const WRONG_METHOD: &str = "Method not allowed";
const MISSING: &str =
    "This server's store does not hold the range for this prefix yet; try again later";
const DAMAGED: &str = "This server's copy of the range for this prefix is damaged; try again later";
const REPLACING: &str =
    "This server's copy of the range for this prefix is being replaced; try again shortly";

/// Bytes of range bodies kept in memory at most: about a thousand ranges of the full
/// corpus, whatever the store's size, so the hottest ranges are sent without a read.
const CACHE_BYTES: usize = 32 << 20;

/// How often a request starts again when a download replaces the range's shard file
/// between its look and its read (only where files are not kept open).
const REPLACED_RETRIES: usize = 3;

/// The most damaged files warned about (each once); later ones are still answered 503
/// and logged, not warned about again.
const WARNED_FILES: usize = 1024;

pub(super) struct App {
    pub dir: PathBuf,
    pub source: Source,
    /// Range bodies as last sent, for the versions of the ranges they were made from.
    pub bodies: Bodies,
    pub metrics: Metrics,
    pub log: Option<Logger>,
    pub log_prefixes: bool,
    pub cache_control: HeaderValue,
    pub retry_after: HeaderValue,
    pub printer: Printer,
    warned: Mutex<HashSet<PathBuf>>,
    warned_missing: [AtomicBool; 2],
}

impl Site for App {
    const REFUSAL: &'static [u8] = b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 40\r\n\r\ntoo many open connections; retry shortly";

    type Body = Body;

    fn answer(
        self: Arc<Self>,
        request: hyper::Request<Incoming>,
        remote: SocketAddr,
    ) -> impl Future<Output = Response<Body>> + Send + 'static {
        std::future::ready(self.respond(request.method(), request.uri(), request.headers(), remote))
    }

    fn accept_failed(&self, error: &std::io::Error) {
        self.printer
            .warn(&format!("could not accept a connection: {error}"));
    }

    fn connection(&self, event: Connection) {
        let metrics = &self.metrics;
        match event {
            Connection::Opened => {
                metrics.connections_total.fetch_add(1, Ordering::Relaxed);
                metrics.connections_open.fetch_add(1, Ordering::Relaxed);
            }
            Connection::Closed => {
                metrics.connections_open.fetch_sub(1, Ordering::Relaxed);
            }
            Connection::Refused => {
                metrics.connections_refused.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}

/// What was decided, before it becomes a response, a count and a log line.
struct Reply {
    status: StatusCode,
    headers: Vec<(header::HeaderName, HeaderValue)>,
    body: Bytes,
    kind: Kind,
    detail: Option<String>,
}

impl Reply {
    fn text(status: StatusCode, body: &str) -> Self {
        Self {
            status,
            headers: vec![(header::CONTENT_TYPE, HeaderValue::from_static("text/plain"))],
            body: Bytes::copy_from_slice(body.as_bytes()),
            kind: Kind::default(),
            detail: None,
        }
    }

    fn header(mut self, name: header::HeaderName, value: HeaderValue) -> Self {
        self.headers.push((name, value));
        self
    }
}

impl App {
    pub(super) fn new(
        dir: PathBuf,
        printer: Printer,
        settings: &super::Settings,
        log: Option<Logger>,
    ) -> Self {
        Self {
            source: Source::new(&dir),
            bodies: Bodies::new(CACHE_BYTES),
            dir,
            metrics: Metrics::default(),
            log,
            log_prefixes: settings.log_prefixes,
            cache_control: HeaderValue::from_str(&format!("public, max-age={}", settings.max_age))
                .unwrap_or_else(|_| HeaderValue::from_static("no-cache")),
            retry_after: HeaderValue::from(settings.retry_after),
            printer,
            warned: Mutex::new(HashSet::new()),
            warned_missing: [AtomicBool::new(false), AtomicBool::new(false)],
        }
    }

    /// The answer to one request, counted and logged.
    pub(super) fn respond(
        &self,
        method: &Method,
        uri: &Uri,
        headers: &HeaderMap,
        remote: SocketAddr,
    ) -> Response<Body> {
        let started = Instant::now();
        let reply = self.decide(method, uri, headers);
        let elapsed = started.elapsed();
        let head = *method == Method::HEAD;
        let sent = if head { 0 } else { reply.body.len() };
        self.metrics
            .record(reply.status.as_u16(), reply.kind, sent, elapsed);
        if let Some(log) = &self.log {
            let path = self.logged_path(uri.path());
            log.write(&Access {
                remote,
                method: method.as_str(),
                path: &path,
                mode: reply
                    .kind
                    .ntlm
                    .map(|ntlm| if ntlm { "ntlm" } else { "sha1" }),
                padded: reply.kind.padded,
                status: reply.status.as_u16(),
                bytes: sent,
                detail: reply.detail.as_deref(),
                elapsed,
            });
        }
        let length = reply.body.len();
        let mut response = Response::new(if head {
            Body::empty()
        } else {
            Body::from(reply.body)
        });
        *response.status_mut() = reply.status;
        let map = response.headers_mut();
        for (name, value) in reply.headers {
            map.append(name, value);
        }
        if head {
            map.insert(header::CONTENT_LENGTH, HeaderValue::from(length));
        }
        response
    }

    /// The path as the access log shows it: a range's prefix left out unless asked for.
    fn logged_path(&self, path: &str) -> String {
        const MAX: usize = 256;
        let mut shown = match path.strip_prefix("/range/") {
            Some(_) if !self.log_prefixes => "/range/*".to_string(),
            _ => path.to_string(),
        };
        if shown.len() > MAX {
            let mut end = MAX;
            while !shown.is_char_boundary(end) {
                end -= 1;
            }
            shown.truncate(end);
        }
        shown
    }

    fn decide(&self, method: &Method, uri: &Uri, headers: &HeaderMap) -> Reply {
        let path = uri.path();
        let allow = |reply: Reply, methods: &'static str| {
            reply.header(header::ALLOW, HeaderValue::from_static(methods))
        };
        if let Some(prefix) = path.strip_prefix("/range/") {
            return match *method {
                Method::GET | Method::HEAD => self.range(prefix, uri.query(), headers),
                Method::OPTIONS => preflight(),
                _ => allow(
                    Reply::text(StatusCode::METHOD_NOT_ALLOWED, WRONG_METHOD),
                    "GET, HEAD, OPTIONS",
                ),
            };
        }
        let known = match path {
            "/healthz" => Some(Self::healthz as fn(&Self) -> Reply),
            "/metrics" => Some(Self::metrics as fn(&Self) -> Reply),
            _ => None,
        };
        match known {
            None => Reply::text(StatusCode::NOT_FOUND, NOT_FOUND),
            Some(answer) if matches!(*method, Method::GET | Method::HEAD) => answer(self),
            Some(_) => allow(
                Reply::text(StatusCode::METHOD_NOT_ALLOWED, WRONG_METHOD),
                "GET, HEAD",
            ),
        }
    }

    fn range(&self, prefix_text: &str, query: Option<&str>, headers: &HeaderMap) -> Reply {
        if prefix_text.len() != 5 {
            return Reply::text(StatusCode::BAD_REQUEST, BAD_LENGTH);
        }
        if !prefix_text.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Reply::text(StatusCode::BAD_REQUEST, BAD_HEX);
        }
        let Ok(prefix) = u32::from_str_radix(prefix_text, 16) else {
            return Reply::text(StatusCode::BAD_REQUEST, BAD_HEX);
        };
        let mode = mode_of(query);
        let padded = headers
            .get("add-padding")
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| value.trim().eq_ignore_ascii_case("true"));
        let gzip = accepts_gzip(headers);
        let mut tries = 0;
        loop {
            match self.range_of(mode, prefix, padded, gzip, headers) {
                Err(Unavailable::Replaced) if tries < REPLACED_RETRIES => tries += 1,
                Err(why) => return self.unavailable(why, mode, prefix_text),
                Ok(reply) => return reply,
            }
        }
    }

    /// The range's answer from the version of its shard file there is now.
    fn range_of(
        &self,
        mode: HashMode,
        prefix: u32,
        padded: bool,
        gzip: bool,
        headers: &HeaderMap,
    ) -> Result<Reply, Unavailable> {
        let ntlm = mode == HashMode::Ntlm;
        let found = self.source.range(mode, prefix)?;
        // A body kept from this file tells the range's checksum without a look at the file.
        let wanted = Key::new(prefix, mode, gzip && !padded);
        let kept = self.bodies.get(wanted, found.file);
        let (checksum, located) = match &kept {
            Some((_, checksum)) => (*checksum, None),
            None => {
                let located = found.locate()?;
                (located.checksum, Some(located))
            }
        };
        let tag = format!("{}-{checksum:016x}", if ntlm { "n" } else { "s" });
        let etag = match (padded, gzip) {
            (true, _) => format!("W/\"{tag}\""),
            (false, true) => format!("\"{tag}-gzip\""),
            (false, false) => format!("\"{tag}\""),
        };
        let kind = Kind {
            ntlm: Some(ntlm),
            padded,
            gzipped: false,
            ..Kind::default()
        };
        let mut reply = Reply {
            status: StatusCode::OK,
            headers: Vec::with_capacity(8),
            body: Bytes::new(),
            kind,
            detail: None,
        };
        reply.headers.extend([
            (header::CONTENT_TYPE, HeaderValue::from_static("text/plain")),
            (header::CACHE_CONTROL, self.cache_control.clone()),
            (
                header::ACCESS_CONTROL_ALLOW_ORIGIN,
                HeaderValue::from_static("*"),
            ),
            (
                header::VARY,
                HeaderValue::from_static("Accept-Encoding, Add-Padding"),
            ),
            (header::LAST_MODIFIED, http_date(found.last_modified)),
        ]);
        if let Ok(value) = HeaderValue::from_str(&etag) {
            reply.headers.push((header::ETAG, value));
        }
        if not_modified(headers, &tag, found.last_modified) {
            reply.status = StatusCode::NOT_MODIFIED;
            reply
                .headers
                .retain(|(name, _)| *name != header::CONTENT_TYPE);
            return Ok(reply);
        }
        let (body, compressed) = match (kept, located) {
            (Some((body, _)), _) => (body, wanted.gzip),
            (None, Some(located)) => self.stored_body(&found, &located, wanted)?,
            (None, None) => return Err(Unavailable::Missing),
        };
        let (body, compressed) = if padded {
            let mut padded = Vec::with_capacity(body.len() + ranges::PADDING_ROOM);
            padded.extend_from_slice(&body);
            ranges::pad(&mut padded, mode);
            // A body that could not be compressed is sent as it is, as the service would.
            match gzip.then(|| gzipped(&padded)).flatten() {
                Some(compressed) => (Bytes::from(compressed), true),
                None => (Bytes::from(padded), false),
            }
        } else {
            (body, compressed)
        };
        if compressed {
            reply.kind.gzipped = true;
            reply
                .headers
                .push((header::CONTENT_ENCODING, HeaderValue::from_static("gzip")));
        }
        reply.body = body;
        Ok(reply)
    }

    /// The body for `key` from the version of the range `located` describes, kept for the
    /// next request: the plain one from memory or read, checked and written out anew, and
    /// compressed when asked; and whether it is compressed.
    fn stored_body(
        &self,
        found: &Found,
        located: &Located,
        key: Key,
    ) -> Result<(Bytes, bool), Unavailable> {
        let version = found.version(located);
        let plain_key = Key { gzip: false, ..key };
        let plain = match self.bodies.get(plain_key, found.file) {
            Some((kept, _)) => kept,
            None => {
                let (bytes, rows) = found.read(located)?;
                let mode = if key.ntlm {
                    HashMode::Ntlm
                } else {
                    HashMode::Sha1
                };
                let Some(body) = ranges::render(&bytes, rows, mode) else {
                    return Err(Unavailable::Damaged {
                        file: self.dir.join(mode.name()),
                        why: "its counts do not decode".into(),
                    });
                };
                self.bodies.keep(plain_key, version, body)
            }
        };
        if !key.gzip {
            return Ok((plain, false));
        }
        // A body that could not be compressed is sent as it is, as the service would.
        Ok(match gzipped(&plain) {
            Some(compressed) => (self.bodies.keep(key, version, compressed), true),
            None => (plain, false),
        })
    }

    /// 503 with Retry-After for a range that is missing or damaged, said once on stderr.
    fn unavailable(&self, why: Unavailable, mode: HashMode, prefix: &str) -> Reply {
        let ntlm = mode == HashMode::Ntlm;
        let (body, detail, kind) = match &why {
            Unavailable::Missing => {
                if !self.warned_missing[usize::from(ntlm)].swap(true, Ordering::Relaxed) {
                    self.printer.warn(&format!(
                        "the {} store in {} lacks ranges that were asked for; they are answered 503 until a download adds them",
                        mode.name(),
                        self.dir.display()
                    ));
                }
                (
                    MISSING,
                    "missing".to_string(),
                    Kind {
                        ntlm: Some(ntlm),
                        missing: true,
                        ..Kind::default()
                    },
                )
            }
            Unavailable::Replaced => (
                REPLACING,
                "replaced while read".to_string(),
                Kind {
                    ntlm: Some(ntlm),
                    missing: true,
                    ..Kind::default()
                },
            ),
            Unavailable::Damaged { file, why } => {
                let first = {
                    let mut warned = self.warned.lock().unwrap_or_else(|p| p.into_inner());
                    warned.len() < WARNED_FILES && warned.insert(file.clone())
                };
                if first {
                    let which = if self.log_prefixes {
                        format!("the range for prefix {} in ", prefix.to_ascii_uppercase())
                    } else {
                        "a range in ".to_string()
                    };
                    self.printer.warn(&format!(
                        "{which}{} is damaged ({why}); its ranges are answered 503 until `ward password download {}{}` fetches them again",
                        file.display(),
                        self.dir.display(),
                        if ntlm { " --ntlm" } else { "" }
                    ));
                }
                (
                    DAMAGED,
                    format!("damaged: {} {why}", file.display()),
                    Kind {
                        ntlm: Some(ntlm),
                        damaged: true,
                        ..Kind::default()
                    },
                )
            }
        };
        let mut reply = Reply::text(StatusCode::SERVICE_UNAVAILABLE, body)
            .header(header::RETRY_AFTER, self.retry_after.clone())
            .header(header::CACHE_CONTROL, HeaderValue::from_static("no-store"))
            .header(
                header::ACCESS_CONTROL_ALLOW_ORIGIN,
                HeaderValue::from_static("*"),
            );
        reply.kind = kind;
        reply.detail = Some(detail);
        reply
    }

    /// 200 while at least one store is there, private and holds ranges; 503 otherwise.
    fn healthz(&self) -> Reply {
        let mut stores = serde_json::Map::new();
        let mut problems = Vec::new();
        let mut serving = false;
        for mode in [HashMode::Sha1, HashMode::Ntlm] {
            let Some(store) = Store::existing(&self.dir, mode) else {
                stores.insert(mode.name().into(), serde_json::Value::Null);
                continue;
            };
            if let Err(error) = store.check_private() {
                problems.push(error.to_string());
                continue;
            }
            match Manifest::read(&store) {
                Ok(manifest) => {
                    let ranges = manifest.map_or(0, |manifest| manifest.ranges());
                    serving |= ranges > 0;
                    stores.insert(
                        mode.name().into(),
                        json!({
                            "ranges": ranges,
                            "complete": ranges == u64::from(crate::clients::passwords::PREFIX_COUNT),
                        }),
                    );
                }
                Err(error) => {
                    problems.push(format!("the {} store's manifest {error}", mode.name()))
                }
            }
        }
        if !serving && problems.is_empty() {
            problems.push(format!(
                "no store in {} holds any range",
                self.dir.display()
            ));
        }
        let healthy = serving && problems.is_empty();
        let body = json!({
            "status": if healthy { "ok" } else { "unavailable" },
            "stores": stores,
            "problems": problems,
        });
        let status = if healthy {
            StatusCode::OK
        } else {
            StatusCode::SERVICE_UNAVAILABLE
        };
        let mut reply = json_reply(status, &body)
            .header(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        if !healthy {
            reply = reply.header(header::RETRY_AFTER, self.retry_after.clone());
            reply.detail = problems.first().cloned();
        }
        reply
    }

    fn metrics(&self) -> Reply {
        let mut reply = Reply::text(StatusCode::OK, &self.metrics.render());
        reply.headers[0].1 = HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8");
        reply.header(header::CACHE_CONTROL, HeaderValue::from_static("no-store"))
    }
}

fn json_reply(status: StatusCode, body: &impl Serialize) -> Reply {
    let mut text = serde_json::to_vec(body).unwrap_or_default();
    text.push(b'\n');
    Reply {
        status,
        headers: vec![(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        body: Bytes::from(text),
        kind: Kind::default(),
        detail: None,
    }
}

/// A browser's preflight for `Add-Padding` and `If-None-Match`, which are not simple headers.
fn preflight() -> Reply {
    let mut reply = Reply::text(StatusCode::NO_CONTENT, "");
    reply.headers.clear();
    reply
        .header(
            header::ACCESS_CONTROL_ALLOW_ORIGIN,
            HeaderValue::from_static("*"),
        )
        .header(
            header::ACCESS_CONTROL_ALLOW_METHODS,
            HeaderValue::from_static("GET, HEAD, OPTIONS"),
        )
        .header(
            header::ACCESS_CONTROL_ALLOW_HEADERS,
            HeaderValue::from_static("Add-Padding, If-None-Match, If-Modified-Since"),
        )
        .header(
            header::ACCESS_CONTROL_MAX_AGE,
            HeaderValue::from_static("86400"),
        )
}

/// NTLM only for exactly `mode=ntlm` (the first `mode` given), as on the public service;
/// any other value is SHA-1.
pub(super) fn mode_of(query: Option<&str>) -> HashMode {
    let ntlm = query.is_some_and(|query| {
        url::form_urlencoded::parse(query.as_bytes())
            .find(|(name, _)| name == "mode")
            .is_some_and(|(_, value)| value == "ntlm")
    });
    if ntlm {
        HashMode::Ntlm
    } else {
        HashMode::Sha1
    }
}

/// Whether `Accept-Encoding` takes gzip (by name or `*`) with a weight above 0.
pub(super) fn accepts_gzip(headers: &HeaderMap) -> bool {
    let mut gzip = None;
    let mut any = None;
    for value in headers.get_all(header::ACCEPT_ENCODING) {
        let Ok(value) = value.to_str() else { continue };
        for item in value.split(',') {
            let mut parts = item.split(';');
            let coding = parts.next().unwrap_or("").trim().to_ascii_lowercase();
            let weight = parts
                .find_map(|part| {
                    let (name, value) = part.split_once('=')?;
                    (name.trim().eq_ignore_ascii_case("q"))
                        .then(|| value.trim().parse::<f32>().ok())?
                })
                .unwrap_or(1.0);
            match coding.as_str() {
                "gzip" | "x-gzip" => gzip = Some(weight > 0.0),
                "*" => any = Some(weight > 0.0),
                _ => {}
            }
        }
    }
    gzip.or(any).unwrap_or(false)
}

/// `If-None-Match` (any of its tags, weakly compared, or `*`) or, without it,
/// `If-Modified-Since` at or after the range's Last-Modified.
fn not_modified(headers: &HeaderMap, tag: &str, last_modified: SystemTime) -> bool {
    let mut conditional = false;
    for value in headers.get_all(header::IF_NONE_MATCH) {
        conditional = true;
        let Ok(value) = value.to_str() else { continue };
        for candidate in value.split(',') {
            let candidate = candidate.trim();
            if candidate == "*" {
                return true;
            }
            let opaque = candidate
                .strip_prefix("W/")
                .unwrap_or(candidate)
                .trim_matches('"');
            if opaque == tag || opaque.strip_suffix("-gzip") == Some(tag) {
                return true;
            }
        }
    }
    if conditional {
        return false;
    }
    let since = headers
        .get(header::IF_MODIFIED_SINCE)
        .and_then(|value| value.to_str().ok())
        .and_then(|text| httpdate::parse_http_date(text).ok());
    since.is_some_and(|since| whole_seconds(last_modified) <= whole_seconds(since))
}

fn whole_seconds(time: SystemTime) -> u64 {
    time.duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs())
}

fn http_date(time: SystemTime) -> HeaderValue {
    let time = UNIX_EPOCH + Duration::from_secs(whole_seconds(time));
    HeaderValue::from_str(&httpdate::fmt_http_date(time))
        .unwrap_or_else(|_| HeaderValue::from_static("Thu, 01 Jan 1970 00:00:00 GMT"))
}

fn gzipped(body: &[u8]) -> Option<Vec<u8>> {
    use std::io::Write as _;
    let mut encoder = flate2::write::GzEncoder::new(
        Vec::with_capacity(body.len() / 2 + 64),
        flate2::Compression::fast(),
    );
    encoder.write_all(body).ok()?;
    encoder.finish().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_static(value));
        }
        map
    }

    #[test]
    fn only_the_exact_mode_ntlm_switches_mode() {
        assert_eq!(mode_of(Some("mode=ntlm")), HashMode::Ntlm);
        assert_eq!(mode_of(Some("x=1&mode=%6Etlm")), HashMode::Ntlm);
        for query in [
            None,
            Some("mode=NTLM"),
            Some("mode=sha1"),
            Some("mode=ntlm2"),
            Some("mode=sha1&mode=ntlm"),
            Some(""),
        ] {
            assert_eq!(mode_of(query), HashMode::Sha1, "{query:?}");
        }
    }

    #[test]
    fn gzip_is_taken_only_when_accepted() {
        assert!(accepts_gzip(&headers(&[(
            "accept-encoding",
            "gzip, deflate, br"
        )])));
        assert!(accepts_gzip(&headers(&[(
            "accept-encoding",
            "br;q=1, GZIP;q=0.5"
        )])));
        assert!(accepts_gzip(&headers(&[("accept-encoding", "*")])));
        assert!(!accepts_gzip(&headers(&[("accept-encoding", "gzip;q=0")])));
        assert!(!accepts_gzip(&headers(&[(
            "accept-encoding",
            "*, gzip;q=0"
        )])));
        assert!(!accepts_gzip(&headers(&[("accept-encoding", "identity")])));
        assert!(!accepts_gzip(&HeaderMap::new()));
    }

    #[test]
    fn validators_match_weakly_and_dates_by_the_second() {
        let time = httpdate::parse_http_date("Tue, 01 Jul 2025 10:00:00 GMT").unwrap();
        let tag = "s-00000000000000ab";
        for value in [
            "\"s-00000000000000ab\"",
            "W/\"s-00000000000000ab\"",
            "\"x\", \"s-00000000000000ab-gzip\"",
            "*",
        ] {
            let map = {
                let mut map = HeaderMap::new();
                map.insert(header::IF_NONE_MATCH, HeaderValue::from_str(value).unwrap());
                map
            };
            assert!(not_modified(&map, tag, time), "{value}");
        }
        let other = headers(&[
            ("if-none-match", "\"s-00000000000000ac\""),
            ("if-modified-since", "Tue, 01 Jul 2025 10:00:00 GMT"),
        ]);
        assert!(
            !not_modified(&other, tag, time),
            "If-None-Match wins over the date"
        );
        assert!(not_modified(
            &headers(&[("if-modified-since", "Tue, 01 Jul 2025 10:00:00 GMT")]),
            tag,
            time + Duration::from_millis(500)
        ));
        assert!(!not_modified(
            &headers(&[("if-modified-since", "Mon, 30 Jun 2025 10:00:00 GMT")]),
            tag,
            time
        ));
        assert!(!not_modified(
            &headers(&[("if-modified-since", "yesterday")]),
            tag,
            time
        ));
        assert_eq!(http_date(time), "Tue, 01 Jul 2025 10:00:00 GMT");
    }
}
