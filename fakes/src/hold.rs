//! A gate in front of a fake: the first `n` requests go through, every later one waits
//! until the test releases the gate. A test that must act "part-way through" a run (kill
//! it, interrupt it) waits for [`Hold::wait_until_holding`] instead of sleeping and
//! hoping the run got far enough: once a request is held, exactly `n` were answered and
//! the client is waiting for the next, however fast or slow the machine is.

use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use axum::extract::Request;
use axum::middleware::{self, Next};
use axum::Router;
use tokio::sync::watch;

#[derive(Debug, Default)]
struct Counts {
    /// Requests let through.
    passed: usize,
    /// Requests waiting at the gate now.
    waiting: usize,
    /// Requests that have ever waited at the gate.
    held: usize,
}

#[derive(Debug)]
struct Inner {
    after: usize,
    counts: Mutex<Counts>,
    changed: Condvar,
    open: watch::Sender<bool>,
}

/// Lets `after` requests through, then holds the rest until [`Hold::release`]. Cheap to
/// clone; clones share the gate.
#[derive(Debug, Clone)]
pub struct Hold(Arc<Inner>);

fn lock(inner: &Inner) -> MutexGuard<'_, Counts> {
    inner
        .counts
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Hold {
    /// A gate that lets the first `after` requests through.
    pub fn after(after: usize) -> Self {
        Self(Arc::new(Inner {
            after,
            counts: Mutex::new(Counts::default()),
            changed: Condvar::new(),
            open: watch::channel(false).0,
        }))
    }

    /// Wrap `router` so its requests pass the gate first. Put it outside a request log to
    /// log held requests only once they are let through, inside to log them on arrival.
    pub fn layer(&self, router: Router) -> Router {
        let hold = self.clone();
        router.layer(middleware::from_fn(move |request: Request, next: Next| {
            let hold = hold.clone();
            async move {
                hold.pass().await;
                next.run(request).await
            }
        }))
    }

    async fn pass(&self) {
        let mut open = self.0.open.subscribe();
        {
            let mut counts = lock(&self.0);
            if counts.passed < self.0.after || *open.borrow() {
                counts.passed += 1;
                return;
            }
            counts.waiting += 1;
            counts.held += 1;
            self.0.changed.notify_all();
        }
        // The sender lives as long as the gate: `wait_for` only ends once it is open.
        let _ = open.wait_for(|open| *open).await;
        let mut counts = lock(&self.0);
        counts.waiting -= 1;
        counts.passed += 1;
    }

    /// Block until a request is waiting at the gate: the `after` requests before it were
    /// let through and the client has sent the next one.
    pub fn wait_until_holding(&self) {
        let mut counts = lock(&self.0);
        while counts.waiting == 0 {
            counts = self
                .0
                .changed
                .wait(counts)
                .unwrap_or_else(std::sync::PoisonError::into_inner);
        }
    }

    /// Open the gate for good: held requests go on, later ones are not held. Release
    /// before the fake is dropped, which waits for the requests it is answering.
    pub fn release(&self) {
        self.0.open.send_replace(true);
    }

    /// Requests let through so far.
    pub fn passed(&self) -> usize {
        lock(&self.0).passed
    }

    /// Requests that waited at the gate so far.
    pub fn held(&self) -> usize {
        lock(&self.0).held
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::routing::get;

    fn get_status(url: &str) -> std::io::Result<String> {
        use std::io::{Read, Write};
        let address = url.trim_start_matches("http://");
        let mut stream = std::net::TcpStream::connect(address)?;
        stream.write_all(b"GET / HTTP/1.1\r\nHost: fake\r\nConnection: close\r\n\r\n")?;
        let mut answer = String::new();
        stream.read_to_string(&mut answer)?;
        Ok(answer.lines().next().unwrap_or_default().to_string())
    }

    #[test]
    fn lets_n_through_then_holds_until_released() {
        let hold = Hold::after(2);
        let running = crate::spawn(hold.layer(Router::new().route("/", get(|| async { "ok" }))));
        for _ in 0..2 {
            assert_eq!(get_status(&running.url).unwrap(), "HTTP/1.1 200 OK");
        }
        assert_eq!((hold.passed(), hold.held()), (2, 0));
        let url = running.url.clone();
        let third = std::thread::spawn(move || get_status(&url));
        hold.wait_until_holding();
        assert_eq!((hold.passed(), hold.held()), (2, 1));
        assert!(!third.is_finished(), "a held request is not answered");
        hold.release();
        assert_eq!(third.join().unwrap().unwrap(), "HTTP/1.1 200 OK");
        assert_eq!(get_status(&running.url).unwrap(), "HTTP/1.1 200 OK");
        assert_eq!((hold.passed(), hold.held()), (4, 1));
    }
}
