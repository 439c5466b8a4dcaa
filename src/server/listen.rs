//! The listener: HTTP/1.1 connections with a cap on how many are open, a deadline for
//! each request's headers (which also closes idle keep-alive connections), and graceful
//! shutdown that finishes the requests in flight.

use std::sync::Arc;
use std::time::Duration;

use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, Semaphore};

use super::handler::{self, App};
use super::Limits;

const REFUSAL: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 52\r\n\r\n{\"error\":\"too many open connections; retry shortly\"}";

pub(super) async fn run(
    listener: TcpListener,
    app: Arc<App>,
    limits: Limits,
    mut stopping: watch::Receiver<bool>,
) {
    let slots = Arc::new(Semaphore::new(limits.connections));
    let graceful = GracefulShutdown::new();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.headers)
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
                app.shared
                    .notices
                    .warn(&format!("could not accept a connection: {error}"));
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Ok(slot) = Arc::clone(&slots).try_acquire_owned() else {
            refuse(stream);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let app = Arc::clone(&app);
        let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
            let app = Arc::clone(&app);
            async move {
                let request = request.map(axum::body::Body::new);
                Ok::<_, std::convert::Infallible>(handler::handle(app, remote, request).await)
            }
        });
        let connection = http.serve_connection(TokioIo::new(stream), service);
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            let _ = connection.await;
            drop(slot);
        });
    }
    // Closing the listener first: new connections are refused while requests in flight end.
    drop(listener);
    graceful.shutdown().await;
}

/// A quick 503 for a connection over the cap, without waiting on the peer.
fn refuse(stream: TcpStream) {
    let _ = stream.try_write(REFUSAL);
    drop(stream);
}
