//! The one retry policy every request follows: which failures are sent again, and after
//! how long.
//!
//! - A 429 was refused before any processing, so it is retried whatever the method.
//! - A 503 with `Retry-After`, and 502-504 of an idempotent request, are retried; a 500
//!   only when the request says the service's 500s are transient (token exchanges).
//! - A connection that never opened is retried whatever the method; any other transport
//!   failure only when the request is idempotent.
//! - A 2xx whose body the caller cannot use (a proxy page, a cut-off transfer) is retried.
//! - `Retry-After` (seconds or HTTP date) is honoured with a little jitter; otherwise the
//!   wait is exponential backoff with jitter. A wait beyond [`MAX_RETRY_AFTER`] is not sat
//!   out: the failure is handed back instead.

use std::time::Duration;

/// The longest wait sat out before sending again; a longer one is reported instead.
pub const MAX_RETRY_AFTER: Duration = Duration::from_secs(300);
const BACKOFF_BASE: Duration = Duration::from_millis(250);
const BACKOFF_CAP: Duration = Duration::from_secs(8);

/// What happened to one attempt, as far as retrying is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Attempt {
    /// The service answered with this status and maybe a `Retry-After`.
    Status {
        /// The HTTP status.
        status: u16,
        /// The wait the service asked for.
        retry_after: Option<Duration>,
    },
    /// The transport failed; `not_sent` when the request never left.
    Transport {
        /// The connection never opened, so the service saw nothing.
        not_sent: bool,
    },
    /// A 2xx whose body could not be used.
    UnusableBody,
}

/// How many times, and after how long, a request is sent again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Retries after the first attempt.
    pub retries: u32,
}

impl RetryPolicy {
    /// The wait before retry number `retry` (1 for the first), or `None` to stop and hand
    /// the outcome back. `idempotent` and `transient_500` describe the request.
    pub fn delay(
        &self,
        retry: u32,
        outcome: Attempt,
        idempotent: bool,
        transient_500: bool,
    ) -> Option<Duration> {
        if retry > self.retries {
            return None;
        }
        let delay = match outcome {
            Attempt::Status {
                status: 429,
                retry_after,
            } => retry_after.map_or_else(|| backoff(retry), |wait| wait + jitter()),
            Attempt::Status {
                status: 503,
                retry_after: Some(wait),
            } => wait + jitter(),
            Attempt::Status {
                status: 502..=504, ..
            } if idempotent => backoff(retry),
            Attempt::Status { status: 500, .. } if idempotent && transient_500 => backoff(retry),
            Attempt::Transport { not_sent } if not_sent || idempotent => backoff(retry),
            Attempt::UnusableBody => backoff(retry),
            Attempt::Status { .. } | Attempt::Transport { .. } => return None,
        };
        (delay <= MAX_RETRY_AFTER).then_some(delay)
    }
}

/// Exponential backoff with jitter: about 250 ms, 500 ms, 1 s, ... capped at 8 s.
pub(crate) fn backoff(retry: u32) -> Duration {
    let exponent = retry.saturating_sub(1).min(10);
    let ceiling = BACKOFF_BASE.saturating_mul(1 << exponent).min(BACKOFF_CAP);
    let millis = u64::try_from(ceiling.as_millis()).unwrap_or(u64::MAX);
    Duration::from_millis(millis / 2 + fastrand::u64(0..=millis / 2))
}

fn jitter() -> Duration {
    Duration::from_millis(fastrand::u64(0..=100))
}

#[cfg(test)]
mod tests {
    use super::*;

    const POLICY: RetryPolicy = RetryPolicy { retries: 3 };

    fn status(status: u16, retry_after: Option<u64>) -> Attempt {
        Attempt::Status {
            status,
            retry_after: retry_after.map(Duration::from_secs),
        }
    }

    #[test]
    fn backoff_grows_and_is_capped() {
        for retry in 1..20 {
            assert!(backoff(retry) <= BACKOFF_CAP);
        }
        assert!(backoff(1) <= BACKOFF_BASE);
    }

    #[test]
    fn a_429_is_retried_whatever_the_method_after_its_retry_after() {
        let wait = POLICY.delay(1, status(429, Some(2)), false, false).unwrap();
        assert!(wait >= Duration::from_secs(2) && wait <= Duration::from_millis(2100));
    }

    #[test]
    fn a_wait_beyond_the_cap_is_handed_back() {
        assert_eq!(POLICY.delay(1, status(429, Some(3600)), true, false), None);
    }

    #[test]
    fn server_errors_are_retried_only_when_safe() {
        assert!(POLICY.delay(1, status(502, None), true, false).is_some());
        assert!(POLICY.delay(1, status(502, None), false, false).is_none());
        assert!(POLICY.delay(1, status(500, None), true, false).is_none());
        assert!(POLICY.delay(1, status(500, None), true, true).is_some());
        assert!(POLICY.delay(1, status(503, None), false, false).is_none());
        assert!(POLICY
            .delay(1, status(503, Some(1)), false, false)
            .is_some());
        assert!(POLICY.delay(1, status(404, None), true, true).is_none());
    }

    #[test]
    fn transport_failures_are_retried_when_nothing_was_sent_or_it_is_safe() {
        let refused = Attempt::Transport { not_sent: true };
        let reset = Attempt::Transport { not_sent: false };
        assert!(POLICY.delay(1, refused, false, false).is_some());
        assert!(POLICY.delay(1, reset, false, false).is_none());
        assert!(POLICY.delay(1, reset, true, false).is_some());
    }

    #[test]
    fn retries_stop_when_spent() {
        assert!(POLICY
            .delay(3, Attempt::UnusableBody, true, false)
            .is_some());
        assert!(POLICY
            .delay(4, Attempt::UnusableBody, true, false)
            .is_none());
    }
}
