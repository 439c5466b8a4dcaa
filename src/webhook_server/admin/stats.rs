//! What the receiver has seen since it started, for `/metrics` and the status page:
//! counters by route, the job duration histogram, each route's recent rates and failures,
//! and the last deliveries. Every key is a configured route (or [`UNKNOWN`]) and a label
//! from a closed set, so nothing a sender sends adds a series or grows memory.

use std::collections::{BTreeMap, VecDeque};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The route label of a request for a route that is not configured: the name a sender
/// chose is never kept. Route names cannot hold parentheses, so it never meets a real one.
pub(crate) const UNKNOWN: &str = "(unknown)";

/// Upper bounds of the job duration buckets, in seconds: commands take from milliseconds
/// (a script) to many minutes (a deploy).
pub(crate) const BUCKETS: [f64; 14] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 300.0,
];

/// Deliveries kept for the status page.
const RECENT: usize = 100;

/// Failed job runs kept per route.
const FAILURES: usize = 5;

/// The rate window: this many slots of [`SLOT`] seconds.
const SLOTS: usize = 30;
const SLOT: u64 = 10;

/// Longest delivery identity kept; a sender's header could be of any length.
const IDENTITY_MAX: usize = 128;

/// One delivery as the status page lists it.
#[derive(Clone, Debug)]
pub(crate) struct Seen {
    pub at_ms: i64,
    pub route: String,
    pub identity: Option<String>,
    pub scheme: &'static str,
    pub status: u16,
    pub outcome: &'static str,
    pub job: Option<String>,
    pub elapsed: Duration,
    /// How the job's last run ended, once it has run here.
    pub ran: Option<Ran>,
}

#[derive(Clone, Debug)]
pub(crate) struct Ran {
    pub succeeded: bool,
    pub summary: String,
    pub elapsed: Duration,
}

/// A failed run of a route's job.
#[derive(Clone, Debug)]
pub(crate) struct Failure {
    pub at_ms: i64,
    pub job: String,
    pub summary: String,
}

/// Counts in the last [`SLOTS`] × [`SLOT`] seconds, by slot.
#[derive(Default, Clone)]
struct Window {
    slots: [(u64, u64); SLOTS],
}

impl Window {
    fn add(&mut self, now_s: u64) {
        let slot = now_s / SLOT;
        let cell = &mut self.slots[usize::try_from(slot).unwrap_or(0) % SLOTS];
        if cell.0 != slot {
            *cell = (slot, 0);
        }
        cell.1 += 1;
    }

    /// Events in the last `seconds` (rounded to slots).
    fn within(&self, now_s: u64, seconds: u64) -> u64 {
        let newest = now_s / SLOT;
        let oldest = newest.saturating_sub((seconds / SLOT).saturating_sub(1));
        self.slots
            .iter()
            .filter(|(slot, _)| (oldest..=newest).contains(slot))
            .map(|(_, count)| count)
            .sum()
    }
}

/// A histogram of job durations.
#[derive(Default, Clone)]
pub(crate) struct Histogram {
    pub buckets: [u64; BUCKETS.len()],
    pub sum: f64,
    pub count: u64,
}

impl Histogram {
    fn observe(&mut self, elapsed: Duration) {
        let seconds = elapsed.as_secs_f64();
        if let Some(index) = BUCKETS.iter().position(|bound| seconds <= *bound) {
            self.buckets[index] += 1;
        }
        self.sum += seconds;
        self.count += 1;
    }
}

/// One route's live state.
#[derive(Default, Clone)]
struct Live {
    deliveries: Window,
    failures: Window,
    last_failures: VecDeque<Failure>,
}

/// The counters, as `/metrics` renders them.
#[derive(Default, Clone)]
pub(crate) struct Counters {
    /// (route, scheme, status) -> deliveries.
    pub deliveries: BTreeMap<(String, &'static str, u16), u64>,
    /// (route, reason) -> refusals.
    pub refusals: BTreeMap<(String, &'static str), u64>,
    pub duplicates: BTreeMap<String, u64>,
    /// (route, outcome) -> job runs.
    pub jobs: BTreeMap<(String, &'static str), u64>,
    pub durations: BTreeMap<String, Histogram>,
}

#[derive(Default)]
struct Inner {
    counters: Counters,
    live: BTreeMap<String, Live>,
    recent: VecDeque<Seen>,
}

/// What the handler and the workers report, read by the admin listener.
#[derive(Default)]
pub(crate) struct Stats {
    inner: Mutex<Inner>,
}

/// A route's figures for the status page.
pub(crate) struct RouteFigures {
    pub last_minute: u64,
    pub last_five_minutes: u64,
    pub failures_five_minutes: u64,
    pub last_failures: Vec<Failure>,
}

/// A request to `/webhooks/NAME`, as the handler decided it.
pub(crate) struct Request<'a> {
    /// A configured route, or [`UNKNOWN`].
    pub route: &'a str,
    pub scheme: &'static str,
    pub status: u16,
    pub outcome: &'static str,
    /// Set by the handler when a delivery is refused for being full.
    pub refusal: Option<&'static str>,
    pub identity: Option<&'a str>,
    pub job: Option<&'a str>,
    pub elapsed: Duration,
}

pub(crate) fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| {
            i64::try_from(elapsed.as_millis()).unwrap_or(i64::MAX)
        })
}

fn now_s() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs())
}

/// Why a delivery was refused, from the handler's outcome: one of a fixed set, or None
/// for an answer that is not a refusal.
pub(crate) fn reason_of(outcome: &str) -> Option<&'static str> {
    Some(match outcome {
        "no-signature" | "bad-signature" | "wrong-signature" | "no-secret" | "wrong-secret" => {
            "signature"
        }
        "stale-signature" => "replay_window",
        "too-large" | "field-too-large" => "size",
        // A full route is told apart by the handler (`Request::refusal`): this "busy" is
        // the receiver's budget of memory for request bodies.
        "busy" => "body_budget",
        "queue-unreachable" | "not-recorded" => "queue_unavailable",
        _ => return None,
    })
}

/// The job outcome label of a run: `succeeded`, or how it failed.
pub(crate) fn job_outcome(succeeded: bool, result: &str) -> &'static str {
    match (succeeded, result) {
        (true, _) => "succeeded",
        (false, "exited") => "exit_nonzero",
        (false, "killed") => "killed",
        (false, "timed-out") => "timed_out",
        (false, "aborted") => "aborted",
        _ => "not_started",
    }
}

impl Stats {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        match self.inner.lock() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// A request to a route (or to an unknown one) was answered.
    pub(crate) fn request(&self, request: &Request<'_>) {
        let route = request.route.to_string();
        let mut inner = self.lock();
        *inner
            .counters
            .deliveries
            .entry((route.clone(), request.scheme, request.status))
            .or_default() += 1;
        if let Some(reason) = request.refusal.or_else(|| reason_of(request.outcome)) {
            *inner
                .counters
                .refusals
                .entry((route.clone(), reason))
                .or_default() += 1;
        }
        if request.outcome == "duplicate" {
            *inner.counters.duplicates.entry(route.clone()).or_default() += 1;
        }
        inner
            .live
            .entry(route.clone())
            .or_default()
            .deliveries
            .add(now_s());
        if inner.recent.len() == RECENT {
            inner.recent.pop_front();
        }
        inner.recent.push_back(Seen {
            at_ms: now_ms(),
            route,
            identity: request.identity.map(clip),
            scheme: request.scheme,
            status: request.status,
            outcome: request.outcome,
            job: request.job.map(str::to_string),
            elapsed: request.elapsed,
            ran: None,
        });
    }

    /// A run of a route's job ended.
    pub(crate) fn job(
        &self,
        route: &str,
        job: &str,
        outcome: &'static str,
        summary: &str,
        elapsed: Duration,
    ) {
        let mut inner = self.lock();
        *inner
            .counters
            .jobs
            .entry((route.to_string(), outcome))
            .or_default() += 1;
        inner
            .counters
            .durations
            .entry(route.to_string())
            .or_default()
            .observe(elapsed);
        let succeeded = outcome == "succeeded";
        if !succeeded {
            let live = inner.live.entry(route.to_string()).or_default();
            live.failures.add(now_s());
            if live.last_failures.len() == FAILURES {
                live.last_failures.pop_front();
            }
            live.last_failures.push_back(Failure {
                at_ms: now_ms(),
                job: job.to_string(),
                summary: summary.to_string(),
            });
        }
        // The newest delivery that made the job: a duplicate names the same job.
        if let Some(seen) = inner
            .recent
            .iter_mut()
            .rev()
            .find(|seen| seen.job.as_deref() == Some(job) && seen.outcome != "duplicate")
        {
            seen.ran = Some(Ran {
                succeeded,
                summary: summary.to_string(),
                elapsed,
            });
        }
    }

    pub(crate) fn counters(&self) -> Counters {
        self.lock().counters.clone()
    }

    /// The last deliveries, newest first.
    pub(crate) fn recent(&self) -> Vec<Seen> {
        self.lock().recent.iter().rev().cloned().collect()
    }

    pub(crate) fn figures(&self, route: &str) -> RouteFigures {
        let inner = self.lock();
        let now = now_s();
        let live = inner.live.get(route).cloned().unwrap_or_default();
        RouteFigures {
            last_minute: live.deliveries.within(now, 60),
            last_five_minutes: live.deliveries.within(now, 300),
            failures_five_minutes: live.failures.within(now, 300),
            last_failures: live.last_failures.iter().rev().cloned().collect(),
        }
    }
}

/// A delivery identity cut to [`IDENTITY_MAX`] bytes, at a character boundary.
fn clip(text: &str) -> String {
    if text.len() <= IDENTITY_MAX {
        return text.to_string();
    }
    let mut end = IDENTITY_MAX;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request<'a>(route: &'a str, outcome: &'static str, status: u16) -> Request<'a> {
        Request {
            route,
            scheme: "github",
            status,
            outcome,
            refusal: None,
            identity: Some("d-1"),
            job: matches!(outcome, "accepted" | "duplicate").then_some("j1"),
            elapsed: Duration::from_millis(2),
        }
    }

    #[test]
    fn requests_and_jobs_are_counted_by_fixed_labels() {
        let stats = Stats::default();
        stats.request(&request("deploy", "accepted", 202));
        stats.request(&request("deploy", "duplicate", 202));
        stats.request(&request("deploy", "wrong-signature", 401));
        stats.request(&request("deploy", "stale-signature", 401));
        stats.request(&Request {
            refusal: Some("queue_full"),
            ..request("deploy", "busy", 503)
        });
        stats.job(
            "deploy",
            "j1",
            "exit_nonzero",
            "exited exit=1",
            Duration::from_millis(30),
        );
        let counters = stats.counters();
        assert_eq!(counters.deliveries[&("deploy".into(), "github", 202)], 2);
        assert_eq!(counters.refusals[&("deploy".into(), "signature")], 1);
        assert_eq!(counters.refusals[&("deploy".into(), "replay_window")], 1);
        assert_eq!(counters.refusals[&("deploy".into(), "queue_full")], 1);
        assert!(!counters
            .refusals
            .contains_key(&("deploy".into(), "body_budget")));
        assert_eq!(counters.duplicates["deploy"], 1);
        assert_eq!(counters.jobs[&("deploy".into(), "exit_nonzero")], 1);
        assert_eq!(counters.durations["deploy"].buckets[3], 1);
        let recent = stats.recent();
        let first = recent
            .iter()
            .find(|seen| seen.outcome == "accepted")
            .unwrap();
        assert!(first.ran.as_ref().is_some_and(|ran| !ran.succeeded));
        let figures = stats.figures("deploy");
        assert_eq!((figures.last_minute, figures.failures_five_minutes), (5, 1));
        assert_eq!(figures.last_failures[0].summary, "exited exit=1");
    }

    #[test]
    fn memory_is_bounded_whatever_is_sent() {
        let stats = Stats::default();
        let long = "x".repeat(10_000);
        for _ in 0..(RECENT * 3) {
            stats.request(&Request {
                identity: Some(&long),
                ..request(UNKNOWN, "unknown-route", 404)
            });
        }
        let recent = stats.recent();
        assert_eq!(recent.len(), RECENT);
        assert!(recent[0].identity.as_ref().unwrap().len() <= IDENTITY_MAX + 3);
        assert_eq!(stats.counters().deliveries.len(), 1);
    }

    #[test]
    fn the_window_forgets_old_slots() {
        let mut window = Window::default();
        window.add(1000);
        window.add(1005);
        assert_eq!(window.within(1005, 60), 2);
        assert_eq!(window.within(1070, 60), 0);
        assert_eq!(window.within(1070, 300), 2);
        // 1300 takes the slot of 1000 over: five minutes later, that one is gone.
        window.add(1300);
        assert_eq!(window.within(1300, 300), 1);
    }
}
