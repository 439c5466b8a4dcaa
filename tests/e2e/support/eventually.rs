//! Waiting for what a server does in its own time: the one poll every test uses, so none
//! waits on the clock and a hung server fails the test instead of hanging it.

use std::time::{Duration, Instant};

/// Only a hung server ever makes a test wait this long.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// What a check found: a condition that holds (`bool`), or a value read once it is there
/// (`Option`).
pub trait Found {
    type Value;
    fn found(self) -> Option<Self::Value>;
}

impl Found for bool {
    type Value = ();
    fn found(self) -> Option<()> {
        self.then_some(())
    }
}

impl<T> Found for Option<T> {
    type Value = T;
    fn found(self) -> Option<T> {
        self
    }
}

/// Checks until `check` finds something and returns it; panics, naming `what`, once
/// [`PATIENCE`] has run out.
pub fn eventually<F: Found>(what: &str, check: impl FnMut() -> F) -> F::Value {
    eventually_within(PATIENCE, what, check)
}

/// [`eventually`] with a patience of its own, for a wait known to be longer.
pub fn eventually_within<F: Found>(
    patience: Duration,
    what: &str,
    mut check: impl FnMut() -> F,
) -> F::Value {
    let deadline = Instant::now() + patience;
    loop {
        if let Some(value) = check().found() {
            return value;
        }
        assert!(Instant::now() < deadline, "gave up waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}
