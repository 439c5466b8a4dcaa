//! The hourly rate-limit budget (spec 1 §8): a GET costs 1 unit, anything else 10. The
//! budget is learnt from `X-Ratelimit-*` headers; requests wait for the window to reset
//! rather than run into 429 when it is spent. Shared by every request of one run, so
//! concurrent page fetches and bulk writes pace themselves together.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use reqwest::header::HeaderMap;
use reqwest::StatusCode;

use crate::http::{human_duration, BoxFuture, Notifier, Pacer};

/// Budget units a GET costs.
pub const GET_COST: u64 = 1;
/// Budget units any other request costs.
pub const WRITE_COST: u64 = 10;

const RECHECK: Duration = Duration::from_millis(250);

/// What the last responses said about the budget, for `-v` and bulk commands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BudgetSnapshot {
    /// Units per window.
    pub limit: u64,
    /// Units left in this window.
    pub remaining: u64,
    /// Time until the window resets.
    pub reset_in: Duration,
}

#[derive(Debug)]
struct State {
    /// `None` until a response carries `X-Ratelimit-Limit`; without it nothing is enforced.
    limit: Option<u64>,
    /// Units left, with the cost of requests already sent but not answered taken off.
    remaining: u64,
    reset_at: Instant,
    in_flight: u64,
    /// Set by a 429: nobody sends before this.
    blocked_until: Option<Instant>,
    announced_until: Option<Instant>,
    /// The window rolled over locally; the next answer tells when the new one ends.
    rolled_over: bool,
}

/// The rate-limit budget of one run, shared by every request.
pub struct RateBudget {
    state: Mutex<State>,
    notifier: Option<Notifier>,
}

impl std::fmt::Debug for RateBudget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RateBudget").finish_non_exhaustive()
    }
}

impl RateBudget {
    /// An empty budget, learnt from the first answer; `notifier` hears about waits.
    pub fn new(notifier: Option<Notifier>) -> Arc<Self> {
        Arc::new(Self {
            state: Mutex::new(State {
                limit: None,
                remaining: 0,
                reset_at: Instant::now(),
                in_flight: 0,
                blocked_until: None,
                announced_until: None,
                rolled_over: false,
            }),
            notifier,
        })
    }

    /// A pacer charging `cost` units per attempt against this budget.
    pub fn pacer(self: &Arc<Self>, cost: u64) -> Arc<dyn Pacer> {
        Arc::new(CostPacer {
            budget: Arc::clone(self),
            cost,
        })
    }

    /// What the budget looks like now, once an answer has told.
    pub fn snapshot(&self) -> Option<BudgetSnapshot> {
        let state = self.state.lock().ok()?;
        Some(BudgetSnapshot {
            limit: state.limit?,
            remaining: state.remaining,
            reset_in: state.reset_at.saturating_duration_since(Instant::now()),
        })
    }

    /// Reserve `cost` units, or say how long to wait before asking again.
    fn try_reserve(&self, cost: u64) -> Option<Duration> {
        let Ok(mut state) = self.state.lock() else {
            return None;
        };
        let now = Instant::now();
        if let Some(until) = state.blocked_until {
            if until > now {
                let wait = until - now;
                self.announce(&mut state, until, wait, "the service answered 429");
                return Some(wait);
            }
            state.blocked_until = None;
        }
        if let Some(limit) = state.limit {
            if now >= state.reset_at {
                // A new window: the whole budget is back, less what is still on the way.
                state.remaining = limit.saturating_sub(state.in_flight);
                state.reset_at = now + Duration::from_secs(3600);
                state.rolled_over = true;
            }
            if state.remaining < cost {
                if state.rolled_over {
                    // The window's end is unknown until an answer of the new one arrives.
                    return Some(RECHECK);
                }
                let until = state.reset_at;
                let wait = until.saturating_duration_since(now) + Duration::from_millis(50);
                let reason = format!(
                    "the rate-limit budget is spent ({} of {limit} units left)",
                    state.remaining
                );
                self.announce(&mut state, until, wait, &reason);
                return Some(wait);
            }
            state.remaining -= cost;
        }
        state.in_flight += cost;
        None
    }

    fn announce(&self, state: &mut State, until: Instant, wait: Duration, reason: &str) {
        if wait < Duration::from_secs(1) || state.announced_until == Some(until) {
            return;
        }
        state.announced_until = Some(until);
        if let Some(notify) = &self.notifier {
            notify(&format!(
                "{reason}; waiting {} for the release tracker's window to reset",
                human_duration(wait)
            ));
        }
    }

    fn learn(&self, cost: u64, status: StatusCode, headers: &HeaderMap) {
        let Ok(mut state) = self.state.lock() else {
            return;
        };
        let now = Instant::now();
        state.in_flight = state.in_flight.saturating_sub(cost);
        let number =
            |name: &str| -> Option<u64> { headers.get(name)?.to_str().ok()?.trim().parse().ok() };
        if let (Some(limit), Some(remaining)) =
            (number("x-ratelimit-limit"), number("x-ratelimit-remaining"))
        {
            let reset_at = now + Duration::from_secs(number("x-ratelimit-reset").unwrap_or(3600));
            // An answer from before a reset says so by a later window end (beyond the
            // latency tolerance).
            let new_window = state.limit.is_none()
                || state.rolled_over
                || reset_at > state.reset_at + Duration::from_secs(2);
            state.rolled_over = false;
            state.limit = Some(limit);
            let others = state.in_flight;
            if new_window {
                state.remaining = remaining.saturating_sub(others);
                state.reset_at = reset_at;
            } else {
                // Answers arrive out of order: never trust a larger figure from an older one.
                state.remaining = state.remaining.min(remaining);
            }
        }
        if status == StatusCode::TOO_MANY_REQUESTS {
            let wait = number("retry-after").unwrap_or(1).max(1);
            let until = now + Duration::from_secs(wait);
            state.blocked_until = Some(state.blocked_until.map_or(until, |old| old.max(until)));
            state.remaining = 0;
            state.reset_at = state.reset_at.max(until);
        }
    }
}

struct CostPacer {
    budget: Arc<RateBudget>,
    cost: u64,
}

impl Pacer for CostPacer {
    fn before_attempt(&self) -> BoxFuture<'_, ()> {
        Box::pin(async move {
            while let Some(wait) = self.budget.try_reserve(self.cost) {
                // Answers arriving meanwhile may move the reset; look again soon rather
                // than sleep on a deadline that went stale.
                tokio::time::sleep(wait.min(RECHECK)).await;
            }
        })
    }

    fn after_response(&self, status: StatusCode, headers: &HeaderMap) {
        self.budget.learn(self.cost, status, headers);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::HeaderValue;

    fn headers(limit: u64, remaining: u64, reset: u64) -> HeaderMap {
        let mut map = HeaderMap::new();
        map.insert("x-ratelimit-limit", HeaderValue::from(limit));
        map.insert("x-ratelimit-remaining", HeaderValue::from(remaining));
        map.insert("x-ratelimit-reset", HeaderValue::from(reset));
        map
    }

    #[test]
    fn nothing_is_enforced_without_headers() {
        let budget = RateBudget::new(None);
        for _ in 0..100 {
            assert!(budget.try_reserve(WRITE_COST).is_none());
        }
    }

    /// A budget that has sent one GET and heard `remaining` of 100 are left.
    fn after_one_get(remaining: u64) -> Arc<RateBudget> {
        let budget = RateBudget::new(None);
        assert!(budget.try_reserve(GET_COST).is_none());
        budget.learn(GET_COST, StatusCode::OK, &headers(100, remaining, 60));
        budget
    }

    #[test]
    fn waits_when_the_budget_is_spent() {
        let budget = after_one_get(12);
        assert!(budget.try_reserve(WRITE_COST).is_none());
        // 2 left: a write must wait for the reset, a GET may go.
        assert!(budget.try_reserve(WRITE_COST).is_some());
        assert!(budget.try_reserve(GET_COST).is_none());
        let snapshot = budget.snapshot().unwrap();
        assert_eq!((snapshot.limit, snapshot.remaining), (100, 1));
    }

    #[test]
    fn an_older_answer_does_not_raise_the_estimate() {
        let budget = after_one_get(50);
        assert!(budget.try_reserve(GET_COST).is_none());
        assert!(budget.try_reserve(GET_COST).is_none());
        budget.learn(GET_COST, StatusCode::OK, &headers(100, 48, 60));
        budget.learn(GET_COST, StatusCode::OK, &headers(100, 49, 60));
        assert_eq!(budget.snapshot().unwrap().remaining, 48);
    }

    #[test]
    fn a_429_blocks_everyone_for_retry_after() {
        let budget = RateBudget::new(None);
        assert!(budget.try_reserve(GET_COST).is_none());
        let mut map = headers(100, 0, 30);
        map.insert("retry-after", HeaderValue::from(5u64));
        budget.learn(GET_COST, StatusCode::TOO_MANY_REQUESTS, &map);
        let wait = budget.try_reserve(GET_COST).unwrap();
        assert!(wait > Duration::from_secs(3));
    }
}
