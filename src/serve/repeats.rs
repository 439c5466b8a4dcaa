//! A warning that can come many times a second (an accept failing while the process is out
//! of descriptors, a shard file that cannot be opened) is said once, then summed up at most
//! once an interval: whoever provokes the failure must not be able to flood the log, and
//! the person running the server must still learn how often it happened.

use std::time::{Duration, Instant};

/// The least time between two lines about the same failure.
pub(crate) const INTERVAL: Duration = Duration::from_secs(10);

#[derive(Debug)]
pub(crate) struct Repeats {
    interval: Duration,
    /// When a line about the failure was last said.
    said: Option<Instant>,
    /// Failures since then that no line has told of yet.
    unsaid: u64,
}

impl Repeats {
    pub(crate) fn new(interval: Duration) -> Self {
        Self {
            interval,
            said: None,
            unsaid: 0,
        }
    }

    /// One more failure at `now`: `Some(n)` when a line is to be said for it now, `n`
    /// being the failures before it that none told of; `None` when it is only counted.
    pub(crate) fn occurred(&mut self, now: Instant) -> Option<u64> {
        if self
            .said
            .is_some_and(|said| now.saturating_duration_since(said) < self.interval)
        {
            self.unsaid += 1;
            return None;
        }
        self.said = Some(now);
        Some(std::mem::take(&mut self.unsaid))
    }

    /// When the failures counted but not told of may be summed up.
    pub(crate) fn due(&self) -> Option<Instant> {
        if self.unsaid == 0 {
            return None;
        }
        self.said.map(|said| said + self.interval)
    }

    /// The failures not told of yet, once their summary is due at `now`.
    pub(crate) fn summary(&mut self, now: Instant) -> Option<u64> {
        let due = self.due()?;
        if now < due {
            return None;
        }
        self.said = Some(now);
        Some(std::mem::take(&mut self.unsaid))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_is_said_then_one_summary_an_interval() {
        let start = Instant::now();
        let second = Duration::from_secs(1);
        let mut repeats = Repeats::new(INTERVAL);
        assert_eq!(repeats.due(), None);
        assert_eq!(repeats.occurred(start), Some(0));
        // Twenty a second for five seconds: counted, not said.
        for tick in 1..100u32 {
            assert_eq!(repeats.occurred(start + second * tick / 20), None);
        }
        assert_eq!(repeats.due(), Some(start + INTERVAL));
        assert_eq!(repeats.summary(start + INTERVAL - second), None);
        assert_eq!(repeats.summary(start + INTERVAL), Some(99));
        assert_eq!(repeats.summary(start + INTERVAL * 3), None, "nothing new");
        // A failure within the interval of the summary waits for the next one.
        assert_eq!(repeats.occurred(start + INTERVAL + second), None);
        assert_eq!(repeats.due(), Some(start + INTERVAL * 2));
        // One after a quiet interval is said at once, with the count before it.
        assert_eq!(repeats.occurred(start + INTERVAL * 5), Some(1));
        assert_eq!(repeats.due(), None);
    }
}
