//! SIGHUP, the signal that tells a server to read its files again (certificates, routes),
//! handed to every part of it that reads files: each gets its own [`Hangups`] and sees
//! every signal sent after it was made.
//!
//! Watched from start-up on, like the signals that stop a server: a hangup's default
//! action ends the process, so one sent right after the server says where it listens must
//! find the watch in place. Only a server run as its own process watches the signal (a
//! test running servers in-process shares the process's signals with all of them); there,
//! and on Windows, which has no SIGHUP, none come.

use std::sync::Arc;

use tokio::sync::watch;

use crate::error::Result;
use crate::interrupt::Interrupts;

/// Where hangups come from; [`Hangup::subscribe`] hands them out.
pub(crate) struct Hangup {
    count: Arc<watch::Sender<u64>>,
}

impl Hangup {
    /// SIGHUP of the process when `interrupts` are the process's own (Unix), else none.
    /// Must be called from within the runtime.
    pub(crate) fn watch(interrupts: &Interrupts) -> Result<Self> {
        let (count, _) = watch::channel(0u64);
        let hangup = Self {
            count: Arc::new(count),
        };
        #[cfg(unix)]
        if interrupts.is_ctrl_c() {
            use tokio::signal::unix::{signal, SignalKind};
            let mut signals = signal(SignalKind::hangup())
                .map_err(|error| crate::error::Error::io("could not watch for SIGHUP", error))?;
            let count = Arc::clone(&hangup.count);
            tokio::spawn(async move {
                while signals.recv().await.is_some() {
                    count.send_modify(|count| *count = count.wrapping_add(1));
                }
            });
        }
        #[cfg(not(unix))]
        let _ = interrupts;
        Ok(hangup)
    }

    /// The hangups from now on.
    pub(crate) fn subscribe(&self) -> Hangups {
        let mut receiver = self.count.subscribe();
        receiver.mark_unchanged();
        Hangups {
            receiver,
            _keep: Arc::clone(&self.count),
        }
    }
}

/// One part's view of the hangups.
pub(crate) struct Hangups {
    receiver: watch::Receiver<u64>,
    /// Holds the sender, so the channel never closes under a waiting part.
    _keep: Arc<watch::Sender<u64>>,
}

impl Hangups {
    /// Resolves on the next hangup (several sent while the part was busy count as one).
    pub(crate) async fn next(&mut self) {
        if self.receiver.changed().await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}
