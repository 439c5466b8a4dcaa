//! Runtimes on threads of their own: each accept path of a server, and the online bulk
//! check, run on one, so that their tasks wake each other on the threads that run them.

use std::future::Future;

use tokio::sync::oneshot;

use crate::error::{Error, Result};

/// The cores this process may use (1 when that cannot be known).
pub(crate) fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

/// A runtime of `workers` threads; on one, the thread that drives it is its only one.
pub(crate) fn runtime(workers: usize) -> std::io::Result<tokio::runtime::Runtime> {
    if workers <= 1 {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
    } else {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(workers)
            .enable_all()
            .build()
    }
}

/// Run `work` to its end on a runtime of `workers` threads, built on a thread named
/// `name`; `Err` when that runtime could not start or `work` panicked.
pub(crate) async fn run_apart<F>(name: &str, workers: usize, work: F) -> Result<F::Output>
where
    F: Future + Send + 'static,
    F::Output: Send + 'static,
{
    let (done, ended) = oneshot::channel();
    std::thread::Builder::new()
        .name(name.to_string())
        .spawn(move || {
            // Built, run and dropped on this thread: a runtime may not be dropped from
            // inside another's tasks.
            let _ = done.send(runtime(workers).map(|runtime| runtime.block_on(work)));
        })
        .map_err(|error| Error::io(format!("could not start the {name} thread"), error))?;
    match ended.await {
        Ok(Ok(output)) => Ok(output),
        Ok(Err(error)) => Err(Error::io(
            format!("could not start the {name} runtime"),
            error,
        )),
        Err(_) => Err(Error::runtime(format!(
            "the {name} thread stopped unexpectedly"
        ))),
    }
}
