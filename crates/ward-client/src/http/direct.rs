//! Requests to a plain-HTTP server over HTTP/1.1 connections of ward's own.
//!
//! A bulk check sends one small GET per prefix, tens of thousands a minute, to one host,
//! often a mirror on the same network. Through reqwest each cost about 11 µs more CPU
//! than through hyper's own connections: its redirect layer parses every URL again, its
//! retry layer clones every request, and its pool and decompression layers add their
//! own work. On a machine the check shares with the mirror, that time is the check's
//! wall-clock (bench/password-check.sh). This transport keeps what such requests need:
//! the timeouts, the body limit, a pool of keep-alive connections, and a fresh connection
//! when a pooled one turns out closed. Everything else stays with reqwest: TLS, proxies,
//! redirects, credentials in the URL and compression. So it carries only requests that
//! ask for it ([`Request::direct`]), to `http://` URLs without credentials, from a client
//! whose settings allow it (no proxy configured).
//!
//! It asks for no compression. A plain-HTTP mirror is near; compressing and inflating
//! would cost both ends more CPU than the bytes it saves. An answer compressed anyway
//! is not decoded: the caller's check finds the body unusable.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

use bytes::Bytes;
use http_body_util::{BodyExt as _, Empty};
use hyper::client::conn::http1::SendRequest;
use reqwest::header::{HeaderValue, ACCEPT, CONTENT_LENGTH, HOST, USER_AGENT};
use tokio::net::TcpStream;
use url::{Position, Url};

use super::body::{body_limit, redact_url, Gathered, ReadFailure};
use super::transport::{failure_of, AttemptFailure, Fault};
use super::{HttpSettings, Request, Response};

/// Idle connections kept for reuse, as reqwest keeps per host.
const IDLE: usize = 64;

/// The pool of idle connections, shared by the clones of one client.
#[derive(Default)]
pub(super) struct Direct {
    idle: Mutex<Vec<Connection>>,
    /// A server answered with a redirect (to `https://`, say): reqwest follows those, so
    /// from then on every request goes through it.
    redirected: AtomicBool,
}

struct Connection {
    /// `host:port`, the pool's key.
    authority: String,
    sender: SendRequest<Empty<Bytes>>,
}

/// Whether `request` asks for this transport and needs nothing only reqwest does.
fn suits(request: &Request) -> bool {
    let url = &request.url;
    request.direct
        && request.body.is_none()
        && url.scheme() == "http"
        && url.username().is_empty()
        && url.password().is_none()
        && url.host().is_some()
}

/// Why an attempt failed, holding what the shared words of [`Fault`] borrow.
enum Failure {
    /// No connection could be opened: nothing was sent.
    Connect(std::io::Error),
    ConnectTimedOut,
    /// The connection failed once the request was on its way.
    Exchange(hyper::Error),
    TooLarge,
    Unsendable(String),
}

impl Direct {
    /// Whether `request` goes over this transport.
    pub(super) fn carries(&self, request: &Request, settings: &HttpSettings) -> bool {
        settings.direct && !self.redirected.load(Ordering::Relaxed) && suits(request)
    }

    /// Leaves this answer's request, and every later one, to reqwest.
    pub(super) fn redirected(&self) {
        self.redirected.store(true, Ordering::Relaxed);
    }

    /// One attempt of `request`, whose whole exchange may take `settings.timeout`.
    pub(super) async fn attempt(
        &self,
        request: &Request,
        settings: &HttpSettings,
    ) -> Result<Response, AttemptFailure> {
        let limit = body_limit(request.service);
        let exchange = self.exchange(request, settings, limit);
        let failure = match tokio::time::timeout(settings.timeout, exchange).await {
            Ok(Ok(response)) => return Ok(response),
            Ok(Err(failure)) => failure,
            Err(_) => return Err(failure_of(request, settings, Fault::TimedOut)),
        };
        let fault = match &failure {
            Failure::Connect(error) => Fault::Unreachable(error),
            Failure::ConnectTimedOut => Fault::ConnectTimedOut,
            Failure::Exchange(error) => Fault::Broken(error),
            Failure::TooLarge => Fault::TooLarge(&request.url),
            Failure::Unsendable(detail) => Fault::Unsendable(detail.clone()),
        };
        Err(failure_of(request, settings, fault))
    }

    async fn exchange(
        &self,
        request: &Request,
        settings: &HttpSettings,
        limit: u64,
    ) -> Result<Response, Failure> {
        let authority = authority(&request.url);
        let (mut connection, mut reused) = match self.checkout(&authority).await {
            Some(connection) => (connection, true),
            None => (connect(authority.clone(), settings).await?, false),
        };
        let answer = loop {
            match connection.sender.send_request(outgoing(request)?).await {
                Ok(answer) => break answer,
                // A pooled connection the server closed while it sat idle: the request
                // did not get through, so one that may be sent twice goes again on a new
                // connection, as reqwest's pool and Go's transport do.
                Err(error) if reused && request.idempotent && closed_under(&error) => {
                    connection = connect(authority.clone(), settings).await?;
                    reused = false;
                }
                Err(error) => return Err(Failure::Exchange(error)),
            }
        };
        let (parts, mut incoming) = answer.into_parts();
        let declared = parts
            .headers
            .get(CONTENT_LENGTH)
            .and_then(|value| value.to_str().ok()?.parse().ok());
        let mut body = Gathered::new(declared, limit).map_err(gather_failure)?;
        while let Some(frame) = incoming.frame().await {
            let frame = frame.map_err(Failure::Exchange)?;
            if let Ok(data) = frame.into_data() {
                body.push(data).map_err(gather_failure)?;
            }
        }
        self.give_back(connection);
        Ok(Response {
            service: request.service,
            attempts: 1,
            status: parts.status,
            headers: parts.headers,
            body: body.finish(),
            url: request.url.clone(),
        })
    }

    /// An idle connection to `authority` still open, if one is kept.
    async fn checkout(&self, authority: &str) -> Option<Connection> {
        loop {
            let mut connection = {
                let mut idle = self.idle.lock().unwrap_or_else(PoisonError::into_inner);
                let place = idle
                    .iter()
                    .rposition(|connection| connection.authority == authority)?;
                idle.swap_remove(place)
            };
            // Its last answer was read whole, so it is ready at once unless it closed.
            if connection.sender.ready().await.is_ok() {
                return Some(connection);
            }
        }
    }

    fn give_back(&self, connection: Connection) {
        let mut idle = self.idle.lock().unwrap_or_else(PoisonError::into_inner);
        if idle.len() < IDLE && !connection.sender.is_closed() {
            idle.push(connection);
        }
    }
}

/// Whether a reused connection was found closed by the server before any of the answer
/// came: closed before the request went (canceled), at its end of file, or reset. A
/// server that closes while the request is on its way resets the connection, since the
/// request lies unread on its side; that is as common as the other two when the close
/// and the next request cross, and says no more about the request than they do.
fn closed_under(error: &hyper::Error) -> bool {
    use std::io::ErrorKind::{BrokenPipe, ConnectionAborted, ConnectionReset};
    if error.is_canceled() || error.is_incomplete_message() {
        return true;
    }
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        if let Some(io) = cause.downcast_ref::<std::io::Error>() {
            return matches!(io.kind(), ConnectionReset | BrokenPipe | ConnectionAborted);
        }
        source = cause.source();
    }
    false
}

fn gather_failure(failure: ReadFailure<std::convert::Infallible>) -> Failure {
    match failure {
        ReadFailure::TooLarge => Failure::TooLarge,
        ReadFailure::Transport(never) => match never {},
    }
}

/// `host:port` of `url` (plain HTTP: port 80 unless the URL names one), as a connection
/// is opened to it and pooled by it.
fn authority(url: &Url) -> String {
    let host = url.host_str().unwrap_or_default();
    format!("{host}:{}", url.port_or_known_default().unwrap_or(80))
}

/// A new connection for `authority`, its driving task spawned beside the caller's.
async fn connect(authority: String, settings: &HttpSettings) -> Result<Connection, Failure> {
    let limit = settings.connect_timeout.min(settings.timeout);
    let stream = match tokio::time::timeout(limit, TcpStream::connect(authority.as_str())).await {
        Ok(Ok(stream)) => stream,
        Ok(Err(error)) => return Err(Failure::Connect(error)),
        Err(_) => return Err(Failure::ConnectTimedOut),
    };
    // Requests are small and answered at once: Nagle's wait would only delay them.
    stream.set_nodelay(true).map_err(Failure::Connect)?;
    let (sender, driver) =
        hyper::client::conn::http1::handshake(hyper_util::rt::TokioIo::new(stream))
            .await
            .map_err(Failure::Exchange)?;
    // The driver ends with the connection; its errors reach the sender's caller.
    tokio::spawn(driver);
    Ok(Connection { authority, sender })
}

/// The request as it goes on the wire: the URL's path and query, its host, ward's user
/// agent, and the request's own headers.
fn outgoing(request: &Request) -> Result<hyper::Request<Empty<Bytes>>, Failure> {
    let url = &request.url;
    let unsendable = |what: &str| {
        Failure::Unsendable(format!("{what} of {} is not valid HTTP", redact_url(url)))
    };
    let mut outgoing = hyper::Request::new(Empty::new());
    *outgoing.method_mut() = request.method.clone();
    *outgoing.uri_mut() = url[Position::BeforePath..Position::AfterQuery]
        .parse()
        .map_err(|_| unsendable("the path"))?;
    let host = HeaderValue::from_str(&url[Position::BeforeHost..Position::AfterPort])
        .map_err(|_| unsendable("the host"))?;
    let headers = outgoing.headers_mut();
    headers.insert(HOST, host);
    headers.insert(USER_AGENT, HeaderValue::from_static(super::USER_AGENT));
    headers.insert(ACCEPT, HeaderValue::from_static("*/*"));
    for (name, value) in &request.headers {
        headers.insert(name, value.clone());
    }
    Ok(outgoing)
}
