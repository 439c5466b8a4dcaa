//! One request: the route, then the range as the public service answers it, with its
//! validators, padding and compression; `/healthz` and `/metrics` beside it.

use std::collections::HashSet;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri};
use bytes::Bytes;
use serde::Serialize;
use serde_json::json;
use tokio::sync::watch;

use super::access::Access;
use super::cache::{Bodies, Checksums, Key};
use super::encoding::{self, Coding};
use super::metrics::{Kind, Metrics};
use super::ranges::{self, Found, Located, Source, Unavailable};
use crate::output::Printer;
use crate::serve::http1::{self, Answer, Answers, Bounds, Head};
use crate::serve::listen::{Accept, Connection, Hooks, Io, Protocol};
use crate::serve::log::Logger;
use crate::store::manifest::Manifest;
use crate::store::Store;
use ward_client::passwords::HashMode;

/// The bodies of the public service's refusals, word for word.
pub(super) const BAD_LENGTH: &str = "The hash prefix was not in a valid format";
pub(super) const BAD_HEX: &str = "The hash prefix was not valid hexadecimal";
const NOT_FOUND: &str = "Not found: ranges are served at /range/{the first 5 hex characters of a hash}; /healthz and /metrics beside them";
const WRONG_METHOD: &str = "Method not allowed";
const MISSING: &str =
    "This server's store does not hold the range for this prefix yet; try again later";
const DAMAGED: &str = "This server's copy of the range for this prefix is damaged; try again later";
const UNREADABLE: &str =
    "This server cannot read its copy of the range for this prefix just now; try again shortly";
const REPLACING: &str =
    "This server's copy of the range for this prefix is being replaced; try again shortly";

/// Bytes of range bodies kept in memory at most: about 600 ranges of the full corpus in
/// two codings, whatever the store's size, so the hottest ranges are sent without a read;
/// with the shards' dates (8 MiB for both modes) and the kept table entries (3 MiB) the
/// server stays under 64 MB of memory even when the allocator is left with holes the
/// bodies of another size cannot use.
const CACHE_BYTES: usize = 24 << 20;

/// Range table entries kept at most (3 MiB): a 304 for one of them needs no look at its
/// shard file's table, and a read of its bytes no look first.
const CHECKSUMS: usize = 1 << 16;

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
    /// The checksums of the ranges answered last, for the opened files they are in.
    checksums: Checksums,
    pub metrics: Metrics,
    pub log: Option<Logger>,
    pub log_prefixes: bool,
    pub cache_control: HeaderValue,
    pub retry_after: HeaderValue,
    pub printer: Printer,
    warned: Mutex<HashSet<PathBuf>>,
    warned_missing: [AtomicBool; 2],
}

impl Answers for App {
    fn answer(&self, head: &Head, remote: SocketAddr) -> Answer {
        self.respond(&head.method, &head.uri, &head.headers, remote)
    }
}

impl Protocol for App {
    async fn serve_connection<IO: Io>(
        self: Arc<Self>,
        io: IO,
        remote: SocketAddr,
        accept: Accept,
        stopping: watch::Receiver<bool>,
    ) {
        let bounds = Bounds {
            wait: accept.headers,
            max_head: accept.max_head.unwrap_or(super::MAX_HEAD),
        };
        http1::serve(&*self, io, remote, bounds, stopping).await;
    }
}

impl Hooks for App {
    fn accept_failed(&self, _error: &std::io::Error) {
        self.metrics.accept_failures.fetch_add(1, Ordering::Relaxed);
    }

    fn warn(&self, message: &str) {
        self.printer.warn(message);
    }

    fn descriptors(&self) -> usize {
        self.source.descriptors()
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
    /// Built in the map the response takes over whole, in the order they are sent.
    headers: HeaderMap,
    body: Bytes,
    kind: Kind,
    detail: Option<String>,
}

impl Reply {
    fn text(status: StatusCode, body: &str) -> Self {
        let mut headers = HeaderMap::with_capacity(8);
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/plain"));
        Self {
            status,
            headers,
            body: Bytes::copy_from_slice(body.as_bytes()),
            kind: Kind::default(),
            detail: None,
        }
    }

    fn header(mut self, name: header::HeaderName, value: HeaderValue) -> Self {
        self.headers.append(name, value);
        self
    }

    /// The range answer as a 304: its validator, no body and no type.
    fn not_modified(mut self, tag: &str, asked: Asked) -> Self {
        let coding = if asked.padded {
            Coding::Identity
        } else {
            asked.coding
        };
        self.status = StatusCode::NOT_MODIFIED;
        self.headers.remove(header::CONTENT_TYPE);
        self.header(header::ETAG, etag(tag, coding, asked.padded))
    }

    /// The range answer with its body, in `coding`, and the validator of that body.
    fn with_range_body(mut self, body: Bytes, coding: Coding, tag: &str, padded: bool) -> Self {
        self.headers.append(header::ETAG, etag(tag, coding, padded));
        if let Some(name) = coding.name() {
            self.headers
                .append(header::CONTENT_ENCODING, HeaderValue::from_static(name));
        }
        self.kind.gzipped = matches!(coding, Coding::Gzip | Coding::GzipStored);
        self.kind.brotli = coding == Coding::Br;
        self.body = body;
        self
    }
}

/// What a range request asks for.
#[derive(Debug, Clone, Copy)]
struct Asked {
    mode: HashMode,
    prefix: u32,
    padded: bool,
    /// The coding the client prefers.
    coding: Coding,
}

/// Where an answer's body comes from: kept in memory, or the range's entry in its file
/// (read from the file's table, or kept from an earlier answer from the same file).
enum Stored {
    Kept(Bytes),
    At(Located),
}

impl App {
    pub(super) fn new(
        dir: PathBuf,
        printer: Printer,
        settings: &super::Settings,
        log: Option<Logger>,
    ) -> Self {
        Self {
            source: Source::new(&dir, settings.recheck),
            bodies: Bodies::new(CACHE_BYTES),
            checksums: Checksums::new(CHECKSUMS),
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
    ) -> Answer {
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
        Answer {
            status: reply.status,
            headers: reply.headers,
            body: reply.body,
        }
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
        let prefix = match parse_prefix(prefix_text) {
            Ok(prefix) => prefix,
            Err(refusal) => return Reply::text(StatusCode::BAD_REQUEST, refusal),
        };
        let asked = Asked {
            mode: mode_of(query),
            prefix,
            padded: padding_asked(headers),
            coding: encoding::negotiate(headers),
        };
        let mut tries = 0;
        loop {
            match self.range_of(asked, headers) {
                Err(Unavailable::Replaced) if tries < REPLACED_RETRIES => {
                    // Replaced since it was opened: the name is looked at again at once.
                    self.source.forget(asked.mode, asked.prefix);
                    tries += 1;
                }
                Err(why) => return self.unavailable(why, asked.mode, prefix_text),
                Ok(reply) => return reply,
            }
        }
    }

    /// The range's answer from the version of its shard file there is now.
    fn range_of(&self, asked: Asked, headers: &HeaderMap) -> Result<Reply, Unavailable> {
        let found = self.source.range(asked.mode, asked.prefix)?;
        // A padded body is made from the plain one each time.
        let coding = if asked.padded {
            Coding::Identity
        } else {
            asked.coding
        };
        let key = Key::new(asked.prefix, asked.mode, coding);
        // A body kept from this file tells the range's checksum without a look at the file.
        let (checksum, stored) = match self.bodies.get(key, found.file) {
            Some((body, checksum)) => (checksum, Stored::Kept(body)),
            None => {
                let located = match self.checksums.get(asked.prefix, asked.mode, found.file) {
                    Some(located) => located,
                    None => {
                        let located = found.locate()?;
                        self.checksums
                            .keep(asked.prefix, asked.mode, found.file, located);
                        located
                    }
                };
                (located.checksum, Stored::At(located))
            }
        };
        let tag = range_tag(asked.mode, checksum);
        let reply = self.range_head(asked, found.last_modified);
        if not_modified(headers, &tag, found.last_modified) {
            return Ok(reply.not_modified(&tag, asked));
        }
        let (body, coding) = match stored {
            Stored::Kept(body) => (body, coding),
            Stored::At(located) => self.stored_body(&found, &located, key)?,
        };
        let (body, coding) = if asked.padded {
            padded(&body, asked)
        } else {
            (body, coding)
        };
        Ok(reply.with_range_body(body, coding, &tag, asked.padded))
    }

    /// A range answer's headers but its validator and coding, which depend on the body.
    fn range_head(&self, asked: Asked, last_modified: SystemTime) -> Reply {
        let mut headers = HeaderMap::with_capacity(8);
        for (name, value) in [
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
            (header::LAST_MODIFIED, http_date(last_modified)),
        ] {
            headers.append(name, value);
        }
        Reply {
            status: StatusCode::OK,
            headers,
            body: Bytes::new(),
            kind: Kind {
                ntlm: Some(asked.mode == HashMode::Ntlm),
                padded: asked.padded,
                ..Kind::default()
            },
            detail: None,
        }
    }

    /// The body for `key` from the version of the range `located` describes: the plain one
    /// from memory or read, checked and written out anew (and kept once the range is asked
    /// for again, see `cache`), then compressed as asked and kept in turn; with the coding
    /// it is in.
    ///
    /// A client may ask for a compressed body only and refuse any other (mirroring tools
    /// do), so the first answer is in the coding asked for too. Compressing costs about
    /// 220 µs (gzip's quickest level) or 150 µs (br) of CPU for a 20 kB range against 26
    /// µs to send it, and a mirror walking every range asks for each once: so gzip for a
    /// range asked for the first time (within the body cache's reach) goes out in stored
    /// blocks (a checksum and a copy, see `encoding::gzip_stored`), and a range asked for
    /// again is in demand: it is compressed then, kept, and goes out compressed from
    /// memory.
    fn stored_body(
        &self,
        found: &Found,
        located: &Located,
        key: Key,
    ) -> Result<(Bytes, Coding), Unavailable> {
        let version = found.version(located);
        let plain_key = Key {
            coding: Coding::Identity,
            ..key
        };
        // A plain body was looked for already: the caller's own key.
        let kept = if key.coding == Coding::Identity {
            None
        } else {
            self.bodies.get(plain_key, found.file)
        };
        let (plain, in_demand) = match kept {
            Some((kept, _)) => (kept, true),
            None => {
                let mode = key.mode();
                let rendered = found.read_with(located, |bytes, rows| {
                    crate::store::text::render(bytes, rows, mode)
                })?;
                let Some(body) = rendered else {
                    return Err(Unavailable::Damaged {
                        file: self.dir.join(mode.name()),
                        why: "its counts do not decode".into(),
                    });
                };
                self.bodies.offer(plain_key, version, body)
            }
        };
        if key.coding == Coding::Gzip && !in_demand {
            let stored = encoding::gzip_stored(&plain);
            return Ok((Bytes::from(stored), Coding::GzipStored));
        }
        // A body that could not be compressed is sent as it is, as the service would.
        Ok(match key.coding.compress(&plain) {
            Some(compressed) => (self.bodies.keep(key, version, compressed), key.coding),
            None => (plain, Coding::Identity),
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
            Unavailable::Unreadable { file, why } => {
                self.source.warn_unreadable(&self.printer, file, why);
                (
                    UNREADABLE,
                    format!("unreadable: {} {why}", file.display()),
                    Kind {
                        ntlm: Some(ntlm),
                        unreadable: true,
                        ..Kind::default()
                    },
                )
            }
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
                            "complete": ranges == u64::from(ward_client::passwords::PREFIX_COUNT),
                        }),
                    );
                }
                Err(error) => {
                    problems.push(format!("the {} store's manifest {error}", mode.name()))
                }
            }
        }
        problems.extend(self.source.health(&self.printer));
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
        reply.headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
        );
        reply.header(header::CACHE_CONTROL, HeaderValue::from_static("no-store"))
    }
}

fn json_reply(status: StatusCode, body: &impl Serialize) -> Reply {
    let mut text = serde_json::to_vec(body).unwrap_or_default();
    text.push(b'\n');
    let mut headers = HeaderMap::with_capacity(4);
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    Reply {
        status,
        headers,
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

/// The prefix of `/range/{prefix}`, or the public service's words refusing it (400).
fn parse_prefix(text: &str) -> Result<u32, &'static str> {
    if text.len() != 5 {
        return Err(BAD_LENGTH);
    }
    if !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(BAD_HEX);
    }
    u32::from_str_radix(text, 16).map_err(|_| BAD_HEX)
}

/// `Add-Padding: true`, the value in any case.
fn padding_asked(headers: &HeaderMap) -> bool {
    headers
        .get("add-padding")
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.trim().eq_ignore_ascii_case("true"))
}

/// The range's tag: its mode and its checksum in the store, `s-` or `n-` and 16 lowercase
/// hex digits (written out by hand: this is on every answer's path).
fn range_tag(mode: HashMode, checksum: u64) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut tag = String::with_capacity(18);
    tag.push(if mode == HashMode::Ntlm { 'n' } else { 's' });
    tag.push('-');
    for place in (0..16).rev() {
        tag.push(char::from(
            DIGITS[(checksum >> (4 * place)) as usize & 0x0F],
        ));
    }
    tag
}

/// The ETag of a body: strong and per coding for a range's own bytes, weak for a padded
/// one (its padding differs each time, its rows do not).
fn etag(tag: &str, coding: Coding, padded: bool) -> HeaderValue {
    let suffix = if padded { "" } else { coding.etag_suffix() };
    let mut text = String::with_capacity(tag.len() + suffix.len() + 4);
    if padded {
        text.push_str("W/");
    }
    text.push('"');
    text.push_str(tag);
    text.push_str(suffix);
    text.push('"');
    HeaderValue::try_from(text).unwrap_or_else(|_| HeaderValue::from_static("\"\""))
}

/// The range's own rows with 10 to 209 count-0 rows after them, in the coding asked for.
/// A padded body is new for every answer and cannot be kept, so it is compressed each
/// time (a body that could not be is sent as it is).
fn padded(body: &[u8], asked: Asked) -> (Bytes, Coding) {
    let mut padded = Vec::with_capacity(body.len() + ranges::PADDING_ROOM);
    padded.extend_from_slice(body);
    ranges::pad(&mut padded, asked.mode);
    match asked.coding.compress(&padded) {
        Some(compressed) => (Bytes::from(compressed), asked.coding),
        None => (Bytes::from(padded), Coding::Identity),
    }
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
            if encoding::without_coding(opaque) == tag {
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
    HeaderValue::try_from(httpdate::fmt_http_date(time))
        .unwrap_or_else(|_| HeaderValue::from_static("Thu, 01 Jan 1970 00:00:00 GMT"))
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
    fn tags_name_the_mode_the_checksum_and_the_coding() {
        assert_eq!(range_tag(HashMode::Sha1, 0xAB), "s-00000000000000ab");
        assert_eq!(range_tag(HashMode::Ntlm, u64::MAX), "n-ffffffffffffffff");
        assert_eq!(
            range_tag(HashMode::Sha1, 0x0123_4567_89AB_CDEF),
            "s-0123456789abcdef"
        );
        let tag = range_tag(HashMode::Sha1, 0xAB);
        assert_eq!(
            etag(&tag, Coding::Identity, false),
            "\"s-00000000000000ab\""
        );
        assert_eq!(
            etag(&tag, Coding::Gzip, false),
            "\"s-00000000000000ab-gzip\""
        );
        assert_eq!(
            etag(&tag, Coding::GzipStored, false),
            "\"s-00000000000000ab-gzip-stored\""
        );
        assert_eq!(etag(&tag, Coding::Br, false), "\"s-00000000000000ab-br\"");
        assert_eq!(etag(&tag, Coding::Br, true), "W/\"s-00000000000000ab\"");
    }

    #[test]
    fn validators_match_weakly_and_dates_by_the_second() {
        let time = httpdate::parse_http_date("Tue, 01 Jul 2025 10:00:00 GMT").unwrap();
        let tag = "s-00000000000000ab";
        for value in [
            "\"s-00000000000000ab\"",
            "W/\"s-00000000000000ab\"",
            "\"x\", \"s-00000000000000ab-gzip\"",
            "\"s-00000000000000ab-br\"",
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
