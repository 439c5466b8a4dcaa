//! Whether the receiver can take jobs right now: what `/healthz` answers, and what a
//! delivery hears instead of 202 while the queue is out of reach. The change of state is
//! told once, not at every failed call.

use std::sync::Mutex;

use super::notices::Notices;

pub(crate) struct Health {
    /// Why the queue cannot take jobs; None while it can.
    problem: Mutex<Option<String>>,
    notices: Notices,
}

impl Health {
    pub(crate) fn new(notices: Notices) -> Self {
        Self {
            problem: Mutex::new(None),
            notices,
        }
    }

    pub(crate) fn problem(&self) -> Option<String> {
        self.problem.lock().map_or_else(
            |poisoned| poisoned.into_inner().clone(),
            |guard| guard.clone(),
        )
    }

    /// The queue failed: deliveries get 503 until it answers again.
    pub(crate) fn failed(&self, problem: &str) {
        let was = {
            let mut guard = match self.problem.lock() {
                Ok(guard) => guard,
                Err(poisoned) => poisoned.into_inner(),
            };
            guard.replace(problem.to_string())
        };
        if was.is_none() {
            self.notices.warn(&format!(
                "the job queue is out of reach ({problem}); deliveries get 503 and /healthz fails until it is back"
            ));
        }
    }

    /// The queue answered again.
    pub(crate) fn recovered(&self) {
        let was = match self.problem.lock() {
            Ok(mut guard) => guard.take(),
            Err(poisoned) => poisoned.into_inner().take(),
        };
        if was.is_some() {
            self.notices
                .info("the job queue is reachable again; deliveries are accepted");
        }
    }
}
