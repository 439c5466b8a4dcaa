//! The listener: HTTP/1.1 with keep-alive, a cap on open connections, a deadline for each
//! request's headers (which also closes idle connections), bounded header buffers, and
//! graceful shutdown that finishes the requests in flight. As `webhook serve` does.

use std::convert::Infallible;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, Semaphore};
use tokio_rustls::TlsAcceptor;

use super::answer::App;

/// How much the server takes on at once, and how long it waits.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    /// Open connections at most; more are answered 503 and closed at once.
    pub connections: usize,
    /// Time for a request's headers to arrive, from the connection's start or from the end
    /// of the previous response (so it is also the keep-alive idle timeout).
    pub headers: Duration,
}

/// Bytes of a request's head buffered at most (hyper's smallest allowed buffer is 8 KiB).
const MAX_HEAD: usize = 16 * 1024;

const REFUSAL: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 40\r\n\r\ntoo many open connections; retry shortly";

/// Accept until `stopping`, then stop accepting; the returned shutdown finishes the
/// connections still open.
pub(super) async fn run(
    listener: TcpListener,
    app: Arc<App>,
    limits: Limits,
    tls: Option<TlsAcceptor>,
    mut stopping: watch::Receiver<bool>,
) -> GracefulShutdown {
    let slots = Arc::new(Semaphore::new(limits.connections));
    let graceful = GracefulShutdown::new();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.headers)
        .max_buf_size(MAX_HEAD)
        .keep_alive(true);
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = stopping.wait_for(|stop| *stop) => break,
        };
        let (stream, remote) = match accepted {
            Ok(pair) => pair,
            Err(error) => {
                // Out of descriptors and the like: pause instead of spinning.
                app.printer
                    .warn(&format!("could not accept a connection: {error}"));
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Ok(slot) = Arc::clone(&slots).try_acquire_owned() else {
            app.metrics
                .connections_refused
                .fetch_add(1, Ordering::Relaxed);
            refuse(stream);
            continue;
        };
        let _ = stream.set_nodelay(true);
        app.metrics
            .connections_total
            .fetch_add(1, Ordering::Relaxed);
        app.metrics.connections_open.fetch_add(1, Ordering::Relaxed);
        let served = Arc::clone(&app);
        let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
            let response =
                served.answer(request.method(), request.uri(), request.headers(), remote);
            std::future::ready(Ok::<_, Infallible>(response))
        });
        let watcher = graceful.watcher();
        let http = http.clone();
        let tls = tls.clone();
        let app = Arc::clone(&app);
        tokio::spawn(async move {
            match tls {
                None => {
                    let connection = http.serve_connection(TokioIo::new(stream), service);
                    let _ = watcher.watch(connection).await;
                }
                // The handshake has the headers' deadline: a client that never finishes
                // it holds a connection no longer than one that never sends a request.
                Some(tls) => {
                    if let Ok(Ok(stream)) =
                        tokio::time::timeout(limits.headers, tls.accept(stream)).await
                    {
                        let connection = http.serve_connection(TokioIo::new(stream), service);
                        let _ = watcher.watch(connection).await;
                    }
                }
            }
            app.metrics.connections_open.fetch_sub(1, Ordering::Relaxed);
            drop(slot);
        });
    }
    // Closing the listener first: new connections are refused while requests in flight end.
    drop(listener);
    graceful
}

/// A quick 503 for a connection over the cap, without waiting on the peer.
fn refuse(stream: TcpStream) {
    let _ = stream.try_write(REFUSAL);
    drop(stream);
}
