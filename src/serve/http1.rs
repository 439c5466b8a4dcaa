//! HTTP/1.1 for a server whose requests are heads alone and whose answers are whole in
//! memory before a byte is sent: the range server. Each connection is one loop that reads,
//! parses every whole request buffered, and writes each answer's head and body in one
//! vectored write.
//!
//! Why not hyper, as the other servers: its general machinery (a dispatcher and a service
//! per connection, a timer armed for every request, a body type polled frame by frame)
//! was where the range server spent most of what it spends above its floor's work (the
//! kernel's send, the read, the checksum and the rows' rendering). Without it the server
//! spends about 6 % less CPU per answer (docs/password-serve.md, Figures).
//! What hyper gave stays: keep-alive and pipelining, HTTP/1.0, the head's size bound (431)
//! and its deadline, `Date` on every answer, and a graceful stop that lets the request in
//! flight finish. And one thing more: an answer must also be taken by the client within the
//! headers' deadline, so a client that stops reading holds its connection no longer than
//! one that stops sending.
//!
//! A request with a body (none of the range API's has one) is answered, and its connection
//! closed once the answer is sent, after the body's bytes are read and dropped for a short
//! while, so the closing does not reset the connection before the client reads the answer.

use std::future::Future;
use std::io::IoSlice;
use std::net::SocketAddr;
use std::pin::Pin;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::http::{header, HeaderMap, HeaderName, HeaderValue, Method, StatusCode, Uri, Version};
use bytes::{Bytes, BytesMut};
use tokio::io::{AsyncRead, AsyncReadExt as _, AsyncWrite, AsyncWriteExt as _};
use tokio::sync::watch;
use tokio::time::{Instant, Sleep};

/// Header fields of one request at most; more are answered 431.
const MAX_HEADERS: usize = 64;

/// Bytes read at once; also the buffer's first size.
const READ_SIZE: usize = 8 * 1024;

/// How long, and how many bytes of, a request's body is read and dropped before its
/// connection is closed.
const DRAIN_TIME: Duration = Duration::from_secs(2);
const DRAIN_BYTES: usize = 64 * 1024;

/// A request's head, as the site reads it.
#[derive(Debug)]
pub(crate) struct Head {
    pub method: Method,
    pub uri: Uri,
    pub version: Version,
    pub headers: HeaderMap,
}

/// An answer, whole: the body is sent for every request but `HEAD`, and its length is
/// the `Content-Length` (added here) but for 204 and 304.
#[derive(Debug)]
pub(crate) struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Bytes,
}

/// A server answering through this module.
pub(crate) trait Answers: Send + Sync + 'static {
    fn answer(&self, head: &Head, remote: SocketAddr) -> Answer;
}

/// How long a connection waits, and how much of a head it holds.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Bounds {
    /// Time for a request's head to arrive (from the connection's start or the end of the
    /// previous answer), and for an answer to be taken.
    pub wait: Duration,
    /// Bytes of a request's head buffered at most.
    pub max_head: usize,
}

/// Serve one connection until the client closes it, a deadline passes, or `stopping`
/// turns true (then after the answer in flight).
pub(crate) async fn serve<A, IO>(
    site: &A,
    mut io: IO,
    remote: SocketAddr,
    bounds: Bounds,
    mut stopping: watch::Receiver<bool>,
) where
    A: Answers + ?Sized,
    IO: AsyncRead + AsyncWrite + Unpin,
{
    let mut deadline = Deadline::new(bounds.wait);
    let stop = async move {
        let _ = stopping.wait_for(|stop| *stop).await;
    };
    tokio::pin!(stop);
    let mut buffer = BytesMut::with_capacity(READ_SIZE);
    let mut writer = Writer::default();
    let mut fields = Vec::new();
    loop {
        match parse(&mut buffer, bounds.max_head, &mut fields) {
            Parsed::Whole(head, framing) => {
                let answer = site.answer(&head, remote);
                let keep = framing.keep_alive && !framing.has_body;
                // A stop asked for while answering: this answer is the connection's last.
                let keep = keep && !stop_asked(stop.as_mut());
                let sent = writer
                    .send(&mut io, &mut deadline, &head, answer, keep)
                    .await;
                if !sent {
                    return;
                }
                if !keep {
                    // The end told first, so a client reading to the end has it at once.
                    let _ = io.shutdown().await;
                    if framing.has_body {
                        drain(&mut io).await;
                    }
                    return;
                }
                deadline.restart();
                continue;
            }
            Parsed::Refused(status, why) => {
                let _ = writer.refuse(&mut io, &mut deadline, status, why).await;
                let _ = io.shutdown().await;
                return;
            }
            Parsed::Partial => {}
        }
        buffer.reserve(READ_SIZE);
        let read = tokio::select! {
            biased;
            read = io.read_buf(&mut buffer) => read,
            () = deadline.passed() => return,
            _ = stop.as_mut() => return,
        };
        match read {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
    }
}

/// Whether the stop has been asked for, without waiting.
fn stop_asked<F: Future>(stop: Pin<&mut F>) -> bool {
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    stop.poll(&mut context).is_ready()
}

/// How a request is framed: whether its connection may carry another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Framing {
    keep_alive: bool,
    /// The request says a body follows.
    has_body: bool,
}

#[derive(Debug)]
enum Parsed {
    /// A whole head, taken off the front of the buffer.
    Whole(Head, Framing),
    /// Not whole yet, and within the bound.
    Partial,
    /// Answered with this status and reason, and the connection closed.
    Refused(StatusCode, &'static str),
}

/// The first request's head in `buffer`, if whole; taken off the buffer's front. `fields`
/// is room kept for the connection, for the header fields' names and places.
fn parse(buffer: &mut BytesMut, max_head: usize, fields: &mut Vec<Field>) -> Parsed {
    let bad = |why| Parsed::Refused(StatusCode::BAD_REQUEST, why);
    let (length, method, version, target) = {
        let mut found = [httparse::EMPTY_HEADER; MAX_HEADERS];
        let mut request = httparse::Request::new(&mut found);
        let length = match request.parse(buffer) {
            Ok(httparse::Status::Complete(length)) if length <= max_head => length,
            Ok(httparse::Status::Complete(_)) => return too_large(),
            Ok(httparse::Status::Partial) if buffer.len() < max_head => return Parsed::Partial,
            Ok(httparse::Status::Partial) | Err(httparse::Error::TooManyHeaders) => {
                return too_large()
            }
            Err(_) => return bad("the request's head is not HTTP/1.1"),
        };
        let Some(method) = request
            .method
            .and_then(|method| Method::from_bytes(method.as_bytes()).ok())
        else {
            return bad("the request's method is not a token");
        };
        let version = if request.version == Some(0) {
            Version::HTTP_10
        } else {
            Version::HTTP_11
        };
        // Where each part lies in the buffer: the parts are made once the head is off it.
        let start = buffer.as_ptr() as usize;
        let place = |part: &[u8]| (part.as_ptr() as usize - start, part.len());
        let target = place(request.path.unwrap_or_default().as_bytes());
        fields.clear();
        for field in request.headers.iter() {
            let Ok(name) = HeaderName::from_bytes(field.name.as_bytes()) else {
                return bad("a header field's name of the request is malformed");
            };
            fields.push((name, place(field.value)));
        }
        (length, method, version, target)
    };
    // The head's bytes are shared by the parts made of them, not copied.
    let whole = buffer.split_to(length).freeze();
    let part = |(at, length): (usize, usize)| whole.slice(at..at + length);
    let Ok(uri) = Uri::from_maybe_shared(part(target)) else {
        return bad("the request's target is not a URI");
    };
    let mut headers = HeaderMap::with_capacity(fields.len());
    for (name, place) in fields.drain(..) {
        let Ok(value) = HeaderValue::from_maybe_shared(part(place)) else {
            return bad("a header field's value of the request is malformed");
        };
        headers.append(name, value);
    }
    let framing = match framing(version, &headers) {
        Ok(framing) => framing,
        Err(why) => return bad(why),
    };
    Parsed::Whole(
        Head {
            method,
            uri,
            version,
            headers,
        },
        framing,
    )
}

/// A header field's name, and where its value lies in the buffer.
type Field = (HeaderName, (usize, usize));

fn too_large() -> Parsed {
    Parsed::Refused(
        StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
        "the request's head is too large",
    )
}

/// Whether the connection stays open after this request, and whether a body follows it.
/// A length that is not one number, or a length beside a transfer coding, is refused: two
/// readers of the request could find it ending in two places.
fn framing(version: Version, headers: &HeaderMap) -> Result<Framing, &'static str> {
    let mut length = None;
    for value in headers.get_all(header::CONTENT_LENGTH) {
        let parsed = value
            .to_str()
            .ok()
            .filter(|text| !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit()))
            .and_then(|text| text.parse::<u64>().ok())
            .ok_or("the request's Content-Length is not a number")?;
        if length.is_some_and(|length| length != parsed) {
            return Err("the request has two different Content-Length values");
        }
        length = Some(parsed);
    }
    let coded = headers.contains_key(header::TRANSFER_ENCODING);
    if coded && length.is_some() {
        return Err("the request has both Content-Length and Transfer-Encoding");
    }
    let tokens = |token: &str| {
        headers
            .get_all(header::CONNECTION)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .any(|item| item.trim().eq_ignore_ascii_case(token))
    };
    let keep_alive = match version {
        Version::HTTP_10 => tokens("keep-alive"),
        _ => !tokens("close"),
    };
    Ok(Framing {
        keep_alive,
        has_body: coded || length.is_some_and(|length| length > 0),
    })
}

/// Read and drop what a client still sends, for a short while, before its connection is
/// closed: a close with unread bytes resets the connection, and the client may lose the
/// answer it has not read yet.
async fn drain<IO: AsyncRead + Unpin>(io: &mut IO) {
    let _ = tokio::time::timeout(DRAIN_TIME, async {
        let mut sink = [0u8; 4096];
        let mut dropped = 0;
        while dropped < DRAIN_BYTES {
            match io.read(&mut sink).await {
                Ok(0) | Err(_) => return,
                Ok(read) => dropped += read,
            }
        }
    })
    .await;
}

/// The connection's one timer, for the head's deadline and the answer's: armed once and
/// moved on only when it fires early, so a request costs no timer of its own.
struct Deadline {
    wait: Duration,
    at: Instant,
    sleep: Pin<Box<Sleep>>,
}

impl Deadline {
    fn new(wait: Duration) -> Self {
        let at = Instant::now() + wait;
        Self {
            wait,
            at,
            sleep: Box::pin(tokio::time::sleep_until(at)),
        }
    }

    fn restart(&mut self) {
        self.at = Instant::now() + self.wait;
    }

    /// Resolves once the deadline has passed.
    async fn passed(&mut self) {
        loop {
            self.sleep.as_mut().await;
            if Instant::now() >= self.at {
                return;
            }
            self.sleep.as_mut().reset(self.at);
        }
    }
}

/// Writes answers: the head is made in a buffer kept for the connection, and sent with
/// the body in one vectored write where the connection takes it whole.
#[derive(Default)]
struct Writer {
    head: Vec<u8>,
    date: Date,
}

impl Writer {
    /// Send `answer` to the request `head`; false when the connection failed or the client
    /// did not take it in time.
    async fn send<IO: AsyncWrite + Unpin>(
        &mut self,
        io: &mut IO,
        deadline: &mut Deadline,
        head: &Head,
        answer: Answer,
        keep: bool,
    ) -> bool {
        let bodiless = matches!(
            answer.status,
            StatusCode::NO_CONTENT | StatusCode::NOT_MODIFIED
        ) || answer.status.is_informational();
        self.head.clear();
        self.status_line(answer.status);
        for (name, value) in &answer.headers {
            self.field(name.as_str().as_bytes(), value.as_bytes());
        }
        if !bodiless && !answer.headers.contains_key(header::CONTENT_LENGTH) {
            let mut digits = itoa::Buffer::new();
            self.field(
                b"content-length",
                digits.format(answer.body.len()).as_bytes(),
            );
        }
        self.ending(head.version, keep);
        let body: &[u8] = if bodiless || head.method == Method::HEAD {
            &[]
        } else {
            &answer.body
        };
        deadline.restart();
        write_all(io, deadline, &self.head, body).await
    }

    /// A head the site never saw, answered with a plain reason, and the connection's last.
    async fn refuse<IO: AsyncWrite + Unpin>(
        &mut self,
        io: &mut IO,
        deadline: &mut Deadline,
        status: StatusCode,
        why: &str,
    ) -> bool {
        self.head.clear();
        self.status_line(status);
        self.field(b"content-type", b"text/plain");
        let mut digits = itoa::Buffer::new();
        self.field(b"content-length", digits.format(why.len()).as_bytes());
        self.ending(Version::HTTP_11, false);
        deadline.restart();
        write_all(io, deadline, &self.head, why.as_bytes()).await
    }

    fn status_line(&mut self, status: StatusCode) {
        self.head.extend_from_slice(b"HTTP/1.1 ");
        self.head.extend_from_slice(status.as_str().as_bytes());
        self.head.push(b' ');
        self.head
            .extend_from_slice(status.canonical_reason().unwrap_or("").as_bytes());
        self.head.extend_from_slice(b"\r\n");
    }

    fn field(&mut self, name: &[u8], value: &[u8]) {
        self.head.extend_from_slice(name);
        self.head.extend_from_slice(b": ");
        self.head.extend_from_slice(value);
        self.head.extend_from_slice(b"\r\n");
    }

    /// `Date`, what becomes of the connection, and the head's end.
    fn ending(&mut self, version: Version, keep: bool) {
        let date = *self.date.now();
        self.field(b"date", &date);
        match (keep, version) {
            (false, _) => self.field(b"connection", b"close"),
            (true, Version::HTTP_10) => self.field(b"connection", b"keep-alive"),
            (true, _) => {}
        }
        self.head.extend_from_slice(b"\r\n");
    }
}

/// `head` then `body`, whole, before the deadline.
async fn write_all<IO: AsyncWrite + Unpin>(
    io: &mut IO,
    deadline: &mut Deadline,
    head: &[u8],
    body: &[u8],
) -> bool {
    let mut written = 0;
    let total = head.len() + body.len();
    while written < total {
        let slices = if written < head.len() {
            [IoSlice::new(&head[written..]), IoSlice::new(body)]
        } else {
            [
                IoSlice::new(&body[written - head.len()..]),
                IoSlice::new(&[]),
            ]
        };
        let wrote = tokio::select! {
            biased;
            wrote = io.write_vectored(&slices) => wrote,
            () = deadline.passed() => return false,
        };
        match wrote {
            Ok(0) | Err(_) => return false,
            Ok(wrote) => written += wrote,
        }
    }
    // TLS keeps what it was given until flushed; a plain socket has nothing to flush.
    tokio::select! {
        biased;
        flushed = io.flush() => flushed.is_ok(),
        () = deadline.passed() => false,
    }
}

/// The `Date` field's value, made again only when the second changes.
#[derive(Default)]
struct Date {
    second: u64,
    text: [u8; 29],
}

impl Date {
    fn now(&mut self) -> &[u8; 29] {
        let second = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_secs());
        if second != self.second || self.text[0] == 0 {
            let text = httpdate::fmt_http_date(UNIX_EPOCH + Duration::from_secs(second));
            if let Ok(text) = <[u8; 29]>::try_from(text.as_bytes()) {
                self.text = text;
            }
            self.second = second;
        }
        &self.text
    }
}

#[cfg(test)]
#[path = "http1_tests.rs"]
mod tests;
