//! The runtime an online bulk check runs on: its own, on a thread of its own, with half
//! the machine's cores (one on two cores). The range fetches, their connections and the
//! pipeline that answers them then share fewer threads than the whole runtime has, so a
//! range's answer mostly wakes a task on the thread that read it rather than moving
//! between threads. On two cores, beside the server it fetches from, the check's CPU per
//! range fell from 44 to 33 microseconds this way (bench/password-check.sh), and its wall
//! time with it, as the server keeps the other core. Half the cores rather than one, so
//! that a check against a fast mirror on a large machine still spreads its fetches.

use std::future::Future;

use crate::error::Result;
use crate::runtimes;

/// Run `work`, the online check, to its end on its own runtime.
pub(crate) async fn run_apart<F>(work: F) -> Result<F::Output>
where
    F: Future + Send + 'static,
    F::Output: Send + 'static,
{
    let workers = (runtimes::cores() / 2).max(1);
    runtimes::run_apart("bulk check", workers, work).await
}
