//! Ctrl-C as a value a run is given: the process's own signal, or one a test fires, so
//! what a command does when interrupted can be tested in-process on every platform.

use tokio::sync::watch;
use tokio::task::JoinHandle;

/// Where a run's interrupts come from.
#[derive(Debug, Clone, Default)]
pub struct Interrupts {
    /// `None` is Ctrl-C (SIGINT, or Ctrl-C/Ctrl-Break on Windows).
    manual: Option<watch::Receiver<bool>>,
}

/// Fires the interrupt of [`Interrupts::manual`].
#[derive(Debug)]
pub struct Trigger(watch::Sender<bool>);

impl Trigger {
    /// Interrupt the run, as Ctrl-C would.
    pub fn interrupt(&self) {
        self.0.send_replace(true);
    }
}

impl Interrupts {
    /// The process's Ctrl-C.
    pub fn ctrl_c() -> Self {
        Self::default()
    }

    /// Interrupts fired by the returned trigger only.
    pub fn manual() -> (Self, Trigger) {
        let (tell, seen) = watch::channel(false);
        (Self { manual: Some(seen) }, Trigger(tell))
    }

    /// Whether these are the process's own Ctrl-C, so a long-running command may also
    /// watch the process's other stop signals (SIGTERM, Ctrl-Break); with a test's manual
    /// interrupts it must install no signal handler of its own.
    pub fn is_ctrl_c(&self) -> bool {
        self.manual.is_none()
    }

    /// Start watching, for the length of a batch. Ctrl-C's handler is installed only
    /// now, so outside a batch it keeps its default effect; the interrupt is latched, so
    /// one that arrives between two steps is not lost.
    pub fn watch(&self) -> Watch {
        if let Some(seen) = &self.manual {
            return Watch {
                seen: seen.clone(),
                task: None,
            };
        }
        let (tell, seen) = watch::channel(false);
        let task = tokio::spawn(async move {
            if tokio::signal::ctrl_c().await.is_ok() {
                tell.send_replace(true);
            } else {
                // Without a handler Ctrl-C keeps its default effect; never report one.
                tell.closed().await;
            }
        });
        Watch {
            seen,
            task: Some(task),
        }
    }
}

/// Interrupts being watched; dropping it stops watching.
#[derive(Debug)]
pub struct Watch {
    seen: watch::Receiver<bool>,
    task: Option<JoinHandle<()>>,
}

impl Watch {
    /// Ready once an interrupt has arrived; never ready without one.
    pub async fn interrupted(&mut self) {
        if self.seen.wait_for(|seen| *seen).await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        if let Some(task) = &self.task {
            task.abort();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Interrupts;

    #[tokio::test]
    async fn a_manual_interrupt_is_latched() {
        let (interrupts, trigger) = Interrupts::manual();
        let mut watch = interrupts.watch();
        trigger.interrupt();
        // Fired before anyone waited: still seen.
        watch.interrupted().await;
        let mut later = interrupts.watch();
        later.interrupted().await;
    }
}
