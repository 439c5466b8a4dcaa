//! The accept loop every server shares (`webhook serve`, `password serve`, `auth serve`): HTTP/1.1
//! connections with keep-alive, a cap on how many are open (more are answered 503 and
//! closed at once), a deadline for each request's headers (which also closes idle
//! keep-alive connections and bounds a TLS handshake), TLS when given an acceptor, and
//! graceful shutdown that finishes the requests in flight.
//!
//! The cap is kept below the process's open-file limit with a reserve (see
//! [`descriptors`]): a flood of idle connections must not leave the server unable to open
//! what it serves. Failed accepts are warned of once, then summed up (see [`Repeats`]).

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, Semaphore};
use tokio_rustls::TlsAcceptor;

use super::descriptors;
use super::repeats::{Repeats, INTERVAL};

/// How a server takes connections.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Accept {
    /// Open connections at most; more are answered [`Hooks::REFUSAL`] and closed at once.
    /// Fewer when the open-file limit cannot hold them (see [`descriptors::fit`]).
    pub connections: usize,
    /// Time for a request's headers (and a TLS handshake) to arrive, from the connection's
    /// start or from the end of the previous response (so it is also the keep-alive idle
    /// timeout).
    pub headers: Duration,
    /// Bytes of a request's head buffered at most; hyper's own bound when `None`.
    pub max_head: Option<usize>,
}

/// What happened to a connection, for a server that counts them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Connection {
    Opened,
    Closed,
    /// Over the cap: answered 503 and closed.
    Refused,
}

/// A server behind the accept loop: what it is told of its connections, and how it
/// answers one (see [`Site`] and [`Protocol`]).
pub(crate) trait Hooks: Send + Sync + 'static {
    /// The whole answer to a connection over the cap, status line to body: plain text
    /// unless the server's clients expect another shape.
    const REFUSAL: &'static [u8] = b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 40\r\n\r\ntoo many open connections; retry shortly";

    /// A connection could not be accepted (out of descriptors and the like); told of every
    /// failure, for counting. What the person running the server reads goes to [`Hooks::warn`].
    fn accept_failed(&self, error: &std::io::Error);

    /// A warning for the person running the server, already limited in rate: the cap on
    /// connections lowered at start, accepts failing.
    fn warn(&self, _message: &str) {}

    /// Descriptors the server may keep open besides its connections (the files it
    /// serves), kept out of the connections' share of the open-file limit.
    fn descriptors(&self) -> usize {
        0
    }

    /// Whether to serve a connection from `remote` to `local` at all, decided in the
    /// connection's own task before a byte of it is read (so a slow decision never holds
    /// the loop, nor other connections); a refused connection is closed at once.
    fn admit(
        self: Arc<Self>,
        _remote: SocketAddr,
        _local: SocketAddr,
    ) -> impl Future<Output = bool> + Send + 'static {
        std::future::ready(true)
    }

    fn connection(&self, _event: Connection) {}
}

/// A server that answers through hyper: each request handed over as hyper's, its answer
/// a body hyper sends.
pub(crate) trait Site: Hooks {
    type Body: hyper::body::Body<Data = Bytes, Error: Into<Box<dyn std::error::Error + Send + Sync>>>
        + Send
        + 'static;

    fn answer(
        self: Arc<Self>,
        request: hyper::Request<Incoming>,
        remote: SocketAddr,
    ) -> impl Future<Output = hyper::Response<Self::Body>> + Send + 'static;
}

/// A connection's bytes, plain or behind TLS.
pub(crate) trait Io: AsyncRead + AsyncWrite + Unpin + Send + 'static {}

impl<T: AsyncRead + AsyncWrite + Unpin + Send + 'static> Io for T {}

/// How a server speaks HTTP on one connection: through hyper for every [`Site`], or a way
/// of its own (the range server's, see [`super::http1`]).
pub(crate) trait Protocol: Hooks {
    /// Serve `io` until it ends; once `stopping` turns true, finish the request in flight
    /// and close.
    fn serve_connection<IO: Io>(
        self: Arc<Self>,
        io: IO,
        remote: SocketAddr,
        accept: Accept,
        stopping: watch::Receiver<bool>,
    ) -> impl Future<Output = ()> + Send;
}

impl<S: Site> Protocol for S {
    async fn serve_connection<IO: Io>(
        self: Arc<Self>,
        io: IO,
        remote: SocketAddr,
        accept: Accept,
        mut stopping: watch::Receiver<bool>,
    ) {
        let mut http = hyper::server::conn::http1::Builder::new();
        http.timer(TokioTimer::new())
            .header_read_timeout(accept.headers)
            .keep_alive(true);
        if let Some(max_head) = accept.max_head {
            http.max_buf_size(max_head);
        }
        let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
            let answer = Arc::clone(&self).answer(request, remote);
            async move { Ok::<_, std::convert::Infallible>(answer.await) }
        });
        let connection = http.serve_connection(TokioIo::new(io), service);
        tokio::pin!(connection);
        tokio::select! {
            _ = connection.as_mut() => {}
            () = async { let _ = stopping.wait_for(|stop| *stop).await; } => {
                connection.as_mut().graceful_shutdown();
                let _ = connection.await;
            }
        }
    }
}

/// What an accept path leaves once it stops accepting: its connections, told to stop.
pub(crate) struct Drain {
    stop: watch::Sender<bool>,
}

impl Drain {
    /// Tells every connection of the path to stop after its request in flight, and
    /// resolves once all have closed.
    pub(crate) async fn shutdown(self) {
        self.stop.send_replace(true);
        self.stop.closed().await;
    }
}

/// Accept until `stopping`, then stop accepting; the returned drain finishes the
/// connections still open.
pub(crate) async fn serve<S: Protocol>(
    listener: TcpListener,
    site: Arc<S>,
    accept: Accept,
    tls: Option<TlsAcceptor>,
    stopping: watch::Receiver<bool>,
) -> Drain {
    let slots = slots(&*site, accept);
    serve_with(listener, site, accept, tls, slots, stopping).await
}

/// The connections' share of the open-file limit, as slots: one per open connection,
/// shared by every accept path of one server. A cap lowered to fit is told once.
pub(crate) fn slots<S: Hooks>(site: &S, accept: Accept) -> Arc<Semaphore> {
    let (connections, lowered) = descriptors::fit(accept.connections, site.descriptors());
    if let Some(lowered) = lowered {
        site.warn(&lowered);
    }
    Arc::new(Semaphore::new(connections))
}

/// [`serve`] on one of several accept paths that share `slots`.
pub(crate) async fn serve_with<S: Protocol>(
    listener: TcpListener,
    site: Arc<S>,
    accept: Accept,
    tls: Option<TlsAcceptor>,
    slots: Arc<Semaphore>,
    mut stopping: watch::Receiver<bool>,
) -> Drain {
    let mut failures = AcceptFailures::new();
    // The path's own stop for its connections: each waits on it between requests, and one
    // shared by every path would have the cores contend for it on every request.
    let (stop, _) = watch::channel(false);
    let local = listener.local_addr().ok();
    loop {
        let summary_due = failures.due();
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = stopping.wait_for(|stop| *stop) => break,
            () = tokio::time::sleep_until(summary_due.unwrap_or_else(Instant::now).into()),
                if summary_due.is_some() => {
                failures.summarize(&*site);
                continue;
            }
        };
        let (stream, remote) = match accepted {
            Ok(pair) => pair,
            Err(error) => {
                // Out of descriptors and the like: pause instead of spinning.
                failures.failed(&*site, &error, Instant::now());
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Ok(slot) = Arc::clone(&slots).try_acquire_owned() else {
            site.connection(Connection::Refused);
            refuse(stream, S::REFUSAL);
            continue;
        };
        let _ = stream.set_nodelay(true);
        site.connection(Connection::Opened);
        let told = stop.subscribe();
        let tls = tls.clone();
        let site = Arc::clone(&site);
        tokio::spawn(async move {
            let admitted = match local {
                Some(local) => Arc::clone(&site).admit(remote, local).await,
                None => true,
            };
            match tls {
                _ if !admitted => drop(stream),
                None => {
                    Arc::clone(&site)
                        .serve_connection(stream, remote, accept, told)
                        .await;
                }
                // The handshake has the headers' deadline: a client that never finishes
                // it holds a connection no longer than one that never sends a request.
                Some(tls) => {
                    if let Ok(Ok(stream)) =
                        tokio::time::timeout(accept.headers, tls.accept(stream)).await
                    {
                        Arc::clone(&site)
                            .serve_connection(stream, remote, accept, told)
                            .await;
                    }
                }
            }
            site.connection(Connection::Closed);
            drop(slot);
        });
    }
    // Closing the listener first: new connections are refused while requests in flight end.
    drop(listener);
    Drain { stop }
}

/// Accepts that failed, told of as they begin and then summed up at most once per
/// [`INTERVAL`]: while the process is out of descriptors, every retry fails.
struct AcceptFailures {
    repeats: Repeats,
    last: String,
}

impl AcceptFailures {
    fn new() -> Self {
        Self {
            repeats: Repeats::new(INTERVAL),
            last: String::new(),
        }
    }

    fn due(&self) -> Option<Instant> {
        self.repeats.due()
    }

    fn failed<S: Hooks>(&mut self, site: &S, error: &std::io::Error, now: Instant) {
        site.accept_failed(error);
        // The summary's timer may lag on a busy runtime while the retried accept is ready at
        // once: a summary due now is said here, so the count always comes in the same line.
        self.summarize_at(site, now);
        self.last = error.to_string();
        // After the summary, a line is due only for the first failure after a quiet spell.
        if self.repeats.occurred(now).is_some() {
            site.warn(&format!(
                "could not accept a connection: {}; further failures are summed up every {} s at most",
                self.last,
                INTERVAL.as_secs()
            ));
        }
    }

    fn summarize<S: Hooks>(&mut self, site: &S) {
        self.summarize_at(site, Instant::now());
    }

    fn summarize_at<S: Hooks>(&mut self, site: &S, now: Instant) {
        if let Some(count) = self.repeats.summary(now) {
            site.warn(&format!(
                "accepting a connection failed {count} more times since the last warning (last: {})",
                self.last
            ));
        }
    }
}

/// A quick 503 for a connection over the cap, without waiting on the peer.
fn refuse(stream: TcpStream, refusal: &[u8]) {
    let _ = stream.try_write(refusal);
    drop(stream);
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;

    #[derive(Default)]
    struct Said(Mutex<Vec<String>>);

    impl Hooks for Said {
        fn accept_failed(&self, _error: &std::io::Error) {}

        fn warn(&self, message: &str) {
            self.0.lock().unwrap().push(message.to_string());
        }
    }

    #[test]
    fn failures_that_go_on_are_summed_up_once_an_interval_whatever_the_timer() {
        let said = Said::default();
        let mut failures = AcceptFailures::new();
        let error = std::io::Error::from_raw_os_error(24);
        let start = Instant::now();
        // Retried twenty times a second for 25 s; the summary's timer never fires.
        for tick in 0..500u32 {
            failures.failed(&said, &error, start + Duration::from_millis(50) * tick);
        }
        let said = said.0.into_inner().unwrap();
        assert_eq!(said.len(), 3, "{said:#?}");
        assert!(said[0].starts_with("could not accept a connection: "));
        assert!(said[0].ends_with("further failures are summed up every 10 s at most"));
        // The failure at 10 s is counted after the summary it brings: 199 then 200.
        for (summary, count) in said[1..].iter().zip([199, 200]) {
            let expected = format!(
                "accepting a connection failed {count} more times since the last warning (last: "
            );
            assert!(summary.starts_with(&expected), "{summary}");
        }
    }
}
