//! The webhook receiver behind the shared accept loop: how it answers, refuses and warns.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

use hyper::body::Incoming;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio_rustls::TlsAcceptor;

use super::handler::{self, App};
use super::Limits;
use crate::serve::listen::{serve, Accept, Hooks, Site};

impl Hooks for App {
    const REFUSAL: &'static [u8] = b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 52\r\n\r\n{\"error\":\"too many open connections; retry shortly\"}";

    fn accept_failed(&self, _error: &std::io::Error) {}

    fn warn(&self, message: &str) {
        self.shared.notices.warn(message);
    }
}

impl Site for App {
    type Body = axum::body::Body;

    fn answer(
        self: Arc<Self>,
        request: hyper::Request<Incoming>,
        remote: SocketAddr,
    ) -> impl Future<Output = hyper::Response<Self::Body>> + Send + 'static {
        handler::handle(self, remote, request.map(axum::body::Body::new))
    }
}

/// The webhook receiver's listener: until `stopping`, then the requests in flight finish.
pub(super) async fn run(
    listener: TcpListener,
    app: Arc<App>,
    limits: Limits,
    tls: Option<TlsAcceptor>,
    stopping: watch::Receiver<bool>,
) {
    let accept = Accept {
        connections: limits.connections,
        headers: limits.headers,
        max_head: None,
    };
    serve(listener, app, accept, tls, stopping)
        .await
        .shutdown()
        .await;
}
