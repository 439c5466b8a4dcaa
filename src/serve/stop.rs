//! What stops a server: SIGINT or SIGTERM (Ctrl-C or Ctrl-Break on Windows) of the
//! process, or the run's own interrupts when a test runs the server in-process; and the
//! drain after it, which a second request to stop cuts short.

use std::future::Future;
use std::time::Duration;

use crate::error::{Error, Result};
use crate::interrupt::{Interrupts, Watch};
use crate::output::Printer;
use crate::serve::listen::Drain;

pub(crate) enum Stop {
    Signals(Signals),
    /// A test's trigger fires once, so no second request to stop ever follows the first.
    Interrupts {
        watch: Watch,
        fired: bool,
    },
}

impl Stop {
    /// Watched from start-up on, so a request that arrives right after is not lost.
    pub(crate) fn watch(interrupts: &Interrupts) -> Result<Self> {
        if interrupts.is_ctrl_c() {
            return Signals::new().map(Self::Signals);
        }
        Ok(Self::Interrupts {
            watch: interrupts.watch(),
            fired: false,
        })
    }

    /// Resolves on the next request to stop.
    pub(crate) async fn next(&mut self) {
        match self {
            Self::Signals(signals) => signals.next().await,
            Self::Interrupts { watch, fired } => {
                if *fired {
                    std::future::pending::<()>().await;
                }
                watch.interrupted().await;
                *fired = true;
            }
        }
    }
}

impl Stop {
    /// `work` to its end, unless a second request to stop comes first: then it is
    /// dropped, the person running the server is told, and None is returned.
    pub(crate) async fn unless_again<F: Future>(
        &mut self,
        work: F,
        printer: &Printer,
    ) -> Option<F::Output> {
        tokio::select! {
            done = work => Some(done),
            () = self.next() => {
                printer.warn("second signal: not waiting any longer");
                None
            }
        }
    }

    /// Once a server takes no new connection: the requests in flight get `grace` to
    /// finish, unless a second request to stop says not to wait.
    pub(crate) async fn drain(
        &mut self,
        server: tokio::task::JoinHandle<Drain>,
        grace: Duration,
        printer: &Printer,
    ) {
        let finished = async {
            if let Ok(drain) = server.await {
                let _ = tokio::time::timeout(grace, drain.shutdown()).await;
            }
        };
        self.unless_again(finished, printer).await;
    }
}

/// SIGINT and SIGTERM (Ctrl-C and Ctrl-Break on Windows), watched from start-up on.
pub(crate) struct Signals {
    #[cfg(unix)]
    terminate: tokio::signal::unix::Signal,
    #[cfg(unix)]
    interrupt: tokio::signal::unix::Signal,
    #[cfg(windows)]
    ctrl_c: tokio::signal::windows::CtrlC,
    #[cfg(windows)]
    ctrl_break: tokio::signal::windows::CtrlBreak,
}

impl Signals {
    fn new() -> Result<Self> {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            Ok(Self {
                terminate: signal(SignalKind::terminate())
                    .map_err(|error| Error::io("could not watch for SIGTERM", error))?,
                interrupt: signal(SignalKind::interrupt())
                    .map_err(|error| Error::io("could not watch for SIGINT", error))?,
            })
        }
        #[cfg(windows)]
        {
            use tokio::signal::windows::{ctrl_break, ctrl_c};
            Ok(Self {
                ctrl_c: ctrl_c().map_err(|error| Error::io("could not watch for Ctrl-C", error))?,
                ctrl_break: ctrl_break()
                    .map_err(|error| Error::io("could not watch for Ctrl-Break", error))?,
            })
        }
    }

    /// Resolves on the next SIGINT or SIGTERM.
    async fn next(&mut self) {
        #[cfg(unix)]
        {
            tokio::select! {
                _ = self.terminate.recv() => {}
                _ = self.interrupt.recv() => {}
            }
        }
        #[cfg(windows)]
        {
            tokio::select! {
                _ = self.ctrl_c.recv() => {}
                _ = self.ctrl_break.recv() => {}
            }
        }
    }
}
