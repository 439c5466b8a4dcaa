use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use axum::body::{to_bytes, Body};
use axum::extract::Request;
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::Router;
use tokio::sync::oneshot;

/// A fake server running on a loopback port; stopped when dropped.
pub struct Running {
    pub addr: SocketAddr,
    /// `http://127.0.0.1:PORT`, the value for ward's `WARD_*_URL` variables.
    pub url: String,
    shutdown: Option<oneshot::Sender<()>>,
    kill: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Running {
    /// Stop at once, as a server that crashed: the port closes and every open connection
    /// is dropped, answers under way (and requests a [`crate::hold::Hold`] keeps) included.
    pub fn kill(mut self) {
        if let Some(kill) = self.kill.take() {
            let _ = kill.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Serve `router` on `127.0.0.1` with an OS-chosen port.
pub fn spawn(router: Router) -> Running {
    spawn_on("127.0.0.1:0", router)
}

/// Serve `router` on `addr` from a dedicated thread with its own runtime.
///
/// # Panics
/// When the address cannot be bound: fakes are test fixtures, and a test cannot go on.
pub fn spawn_on(addr: &str, router: Router) -> Running {
    try_spawn_on(addr, router).expect("bind the fake server's port")
}

/// [`spawn_on`], with a port already in use reported rather than a panic.
pub fn try_spawn_on(addr: &str, router: Router) -> std::io::Result<Running> {
    let std_listener = std::net::TcpListener::bind(addr)?;
    std_listener.set_nonblocking(true)?;
    let addr = std_listener.local_addr()?;
    let (shutdown_tx, shutdown_rx) = oneshot::channel::<()>();
    let (kill_tx, kill_rx) = oneshot::channel::<()>();
    let thread = std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("start the fake server's runtime");
        runtime.block_on(async move {
            let listener =
                tokio::net::TcpListener::from_std(std_listener).expect("adopt the listener");
            let serve = axum::serve(listener, router).with_graceful_shutdown(async {
                let _ = shutdown_rx.await;
            });
            let killed = async {
                // Dropped without a kill (a plain drop): only the graceful stop applies.
                if kill_rx.await.is_err() {
                    std::future::pending::<()>().await;
                }
            };
            tokio::select! {
                _ = serve => {}
                () = killed => {}
            }
        });
        // Dropping the runtime drops every connection's task, and so its socket.
        drop(runtime);
    });
    Ok(Running {
        addr,
        url: format!("http://{addr}"),
        shutdown: Some(shutdown_tx),
        kill: Some(kill_tx),
        thread: Some(thread),
    })
}

/// One request as the fake received it.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub method: String,
    pub path: String,
    pub query: Option<String>,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Recorded {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    pub fn body_text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn body_json(&self) -> Option<serde_json::Value> {
        serde_json::from_slice(&self.body).ok()
    }
}

/// Every request a fake received, in order. Cheap to clone; clones share the log.
#[derive(Debug, Clone, Default)]
pub struct RequestLog(Arc<Mutex<Vec<Recorded>>>);

impl RequestLog {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn all(&self) -> Vec<Recorded> {
        self.0.lock().map(|log| log.clone()).unwrap_or_default()
    }

    pub fn len(&self) -> usize {
        self.0.lock().map(|log| log.len()).unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn clear(&self) {
        if let Ok(mut log) = self.0.lock() {
            log.clear();
        }
    }

    fn push(&self, recorded: Recorded) {
        if let Ok(mut log) = self.0.lock() {
            log.push(recorded);
        }
    }

    /// Wrap `router` so every request is recorded here before it is handled.
    pub fn layer(&self, router: Router) -> Router {
        let log = self.clone();
        router.layer(middleware::from_fn(move |request: Request, next: Next| {
            let log = log.clone();
            async move { record(log, request, next).await }
        }))
    }
}

/// Bodies larger than this are recorded truncated to nothing (the receiver tests send
/// oversized bodies on purpose).
const MAX_RECORDED_BODY: usize = 16 * 1024 * 1024;

async fn record(log: RequestLog, request: Request, next: Next) -> Response {
    let (parts, body) = request.into_parts();
    let bytes = to_bytes(body, MAX_RECORDED_BODY).await.unwrap_or_default();
    log.push(Recorded {
        method: parts.method.to_string(),
        path: parts.uri.path().to_string(),
        query: parts.uri.query().map(str::to_string),
        headers: parts
            .headers
            .iter()
            .map(|(name, value)| {
                (
                    name.to_string(),
                    String::from_utf8_lossy(value.as_bytes()).into_owned(),
                )
            })
            .collect(),
        body: bytes.to_vec(),
    });
    next.run(Request::from_parts(parts, Body::from(bytes)))
        .await
}
