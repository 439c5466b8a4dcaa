//! One accept path per core: each core gets its own listening socket and its own
//! single-threaded runtime, so a connection is accepted, read, answered and freed on one
//! thread. With one runtime of several workers, the workers park on and wake each other
//! for every connection, and memory allocated on one is freed on another; that left the
//! range server's machine idle a sixth of the time while clients waited.
//!
//! Where the kernel spreads connections over several sockets bound to one port
//! (`SO_REUSEPORT` on Linux), every core has a socket of its own. Elsewhere (macOS gives
//! every connection to the last socket bound, Windows has no such option) there is one
//! socket, served by one runtime with a worker per core.
//!
//! Every path shares the server's one connection cap, and all of them stop on the same
//! signal, each finishing its own requests in flight within the grace given.

use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use socket2::{Domain, Protocol, Socket, Type};
use tokio::sync::{oneshot, watch};
use tokio_rustls::TlsAcceptor;

use super::listen::{self, Accept};
use crate::runtimes::{self, cores};

/// The listening sockets of one server, all on one address.
pub(crate) struct Listeners {
    sockets: Vec<std::net::TcpListener>,
    address: SocketAddr,
}

impl Listeners {
    /// Sockets on `address` (port 0: any free port, the same for all): one per core where
    /// the kernel spreads connections over them, one otherwise.
    pub(crate) fn bind(address: SocketAddr) -> io::Result<Self> {
        let first = socket(address)?;
        let address = first.local_addr()?;
        let mut sockets = vec![first];
        if spreads() {
            for _ in 1..cores() {
                sockets.push(socket(address)?);
            }
        }
        Ok(Self { sockets, address })
    }

    pub(crate) fn address(&self) -> SocketAddr {
        self.address
    }
}

/// The accept paths once started: each ends when its requests in flight are finished.
pub(crate) struct Paths {
    ended: Vec<oneshot::Receiver<()>>,
}

impl Paths {
    /// Resolves once every path has stopped accepting and finished (or given up on) its
    /// requests in flight.
    pub(crate) async fn finished(self) {
        for ended in self.ended {
            let _ = ended.await;
        }
    }
}

/// Serve `site` on every socket of `listeners`, each on a thread and runtime of its own,
/// until `stopping`; then each path has `grace` to finish its requests in flight.
pub(crate) fn start<S: listen::Protocol>(
    listeners: Listeners,
    site: Arc<S>,
    accept: Accept,
    tls: Option<TlsAcceptor>,
    stopping: watch::Receiver<bool>,
    grace: Duration,
) -> io::Result<Paths> {
    let slots = listen::slots(&*site, accept);
    let workers = if listeners.sockets.len() == 1 {
        cores()
    } else {
        1
    };
    let mut ended = Vec::new();
    for (index, socket) in listeners.sockets.into_iter().enumerate() {
        let runtime = runtimes::runtime(workers)?;
        let (done, end) = oneshot::channel();
        let (site, tls, slots, stopping) = (
            Arc::clone(&site),
            tls.clone(),
            Arc::clone(&slots),
            stopping.clone(),
        );
        std::thread::Builder::new()
            .name(format!("accept-{index}"))
            .spawn(move || {
                runtime.block_on(async move {
                    let Ok(listener) = tokio::net::TcpListener::from_std(socket) else {
                        return;
                    };
                    let graceful =
                        listen::serve_with(listener, site, accept, tls, slots, stopping).await;
                    let _ = tokio::time::timeout(grace, graceful.shutdown()).await;
                });
                let _ = done.send(());
            })?;
        ended.push(end);
    }
    Ok(Paths { ended })
}

/// A listening socket on `address`, non-blocking, sharing its port with the other paths'
/// where the kernel spreads connections over them.
fn socket(address: SocketAddr) -> io::Result<std::net::TcpListener> {
    let socket = Socket::new(
        Domain::for_address(address),
        Type::STREAM,
        Some(Protocol::TCP),
    )?;
    #[cfg(unix)]
    socket.set_reuse_address(true)?;
    #[cfg(any(target_os = "linux", target_os = "android"))]
    socket.set_reuse_port(true)?;
    socket.set_nonblocking(true)?;
    socket.bind(&address.into())?;
    socket.listen(1024)?;
    Ok(socket.into())
}

/// Whether the kernel spreads the connections of one port over every socket bound to it.
fn spreads() -> bool {
    cfg!(any(target_os = "linux", target_os = "android"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_socket_shares_the_first_ones_port() {
        let listeners = Listeners::bind("127.0.0.1:0".parse().unwrap()).unwrap();
        assert_ne!(listeners.address().port(), 0);
        for socket in &listeners.sockets {
            assert_eq!(socket.local_addr().unwrap(), listeners.address());
        }
        let expected = if spreads() { cores() } else { 1 };
        assert_eq!(listeners.sockets.len(), expected);
    }

    #[test]
    fn a_taken_port_is_an_error_not_a_shared_socket() {
        let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let error = Listeners::bind(taken.local_addr().unwrap());
        assert!(error.is_err());
    }
}
