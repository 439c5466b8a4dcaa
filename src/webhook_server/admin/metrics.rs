//! `/metrics` in the Prometheus text format (version 0.0.4), written by hand: a few
//! families whose labels are configured routes and fixed words only.

use std::fmt::Write as _;

use super::stats::{Counters, BUCKETS};

/// What is read at the moment of the scrape rather than counted.
pub(super) struct Gauges {
    /// Unfinished jobs per configured route; a route missing here could not be counted.
    pub depth: Vec<(String, usize)>,
    pub running: usize,
    /// `sqlite` or `redis`.
    pub backend: &'static str,
    pub reachable: bool,
}

/// A label value as the format wants it: backslash, quote and newline escaped.
fn label(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

fn family(out: &mut String, name: &str, kind: &str, help: &str) {
    let _ = writeln!(
        out,
        "# HELP ward_webhook_{name} {help}\n# TYPE ward_webhook_{name} {kind}"
    );
}

pub(super) fn render(counters: &Counters, gauges: &Gauges) -> String {
    let mut out = String::with_capacity(4096);
    family(&mut out, "deliveries_total", "counter", "Requests to /webhooks/NAME, by route, the route's scheme and the HTTP status answered; route=\"(unknown)\" for a name no route has.");
    for ((route, scheme, status), count) in &counters.deliveries {
        let _ = writeln!(
            out,
            "ward_webhook_deliveries_total{{route=\"{}\",scheme=\"{scheme}\",status=\"{status}\"}} {count}",
            label(route)
        );
    }
    family(&mut out, "refusals_total", "counter", "Deliveries refused, by route and reason: signature, replay_window, size, queue_full, body_budget, queue_unavailable.");
    for ((route, reason), count) in &counters.refusals {
        let _ = writeln!(
            out,
            "ward_webhook_refusals_total{{route=\"{}\",reason=\"{reason}\"}} {count}",
            label(route)
        );
    }
    family(
        &mut out,
        "duplicates_total",
        "counter",
        "Deliveries answered with the job of an earlier delivery of the same identity, by route.",
    );
    for (route, count) in &counters.duplicates {
        let _ = writeln!(
            out,
            "ward_webhook_duplicates_total{{route=\"{}\"}} {count}",
            label(route)
        );
    }
    family(
        &mut out,
        "queue_depth",
        "gauge",
        "Unfinished jobs (queued, running or waiting to retry), by route.",
    );
    for (route, depth) in &gauges.depth {
        let _ = writeln!(
            out,
            "ward_webhook_queue_depth{{route=\"{}\"}} {depth}",
            label(route)
        );
    }
    family(&mut out, "jobs_running", "gauge", "Commands running now.");
    let _ = writeln!(out, "ward_webhook_jobs_running {}", gauges.running);
    family(&mut out, "jobs_total", "counter", "Job runs that ended, by route and outcome: succeeded, exit_nonzero, killed, timed_out, aborted, not_started.");
    for ((route, outcome), count) in &counters.jobs {
        let _ = writeln!(
            out,
            "ward_webhook_jobs_total{{route=\"{}\",outcome=\"{outcome}\"}} {count}",
            label(route)
        );
    }
    family(
        &mut out,
        "job_duration_seconds",
        "histogram",
        "How long job runs took, by route.",
    );
    for (route, histogram) in &counters.durations {
        let route = label(route);
        let mut cumulative = 0;
        for (bound, count) in BUCKETS.iter().zip(&histogram.buckets) {
            cumulative += count;
            let _ = writeln!(
                out,
                "ward_webhook_job_duration_seconds_bucket{{route=\"{route}\",le=\"{bound}\"}} {cumulative}"
            );
        }
        let _ = writeln!(
            out,
            "ward_webhook_job_duration_seconds_bucket{{route=\"{route}\",le=\"+Inf\"}} {}\nward_webhook_job_duration_seconds_sum{{route=\"{route}\"}} {}\nward_webhook_job_duration_seconds_count{{route=\"{route}\"}} {}",
            histogram.count, histogram.sum, histogram.count
        );
    }
    family(&mut out, "queue_reachable", "gauge", "1 while the job queue answers (Redis is checked every second; the embedded queue is always reachable), else 0.");
    let _ = writeln!(
        out,
        "ward_webhook_queue_reachable{{backend=\"{}\"}} {}",
        gauges.backend,
        u8::from(gauges.reachable)
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::webhook_server::admin::stats::{Request, Stats};
    use std::time::Duration;

    #[test]
    fn every_sample_belongs_to_a_declared_family() {
        let stats = Stats::default();
        stats.request(&Request {
            route: "deploy",
            scheme: "github",
            status: 202,
            outcome: "accepted",
            refusal: None,
            identity: None,
            job: None,
            elapsed: Duration::from_millis(1),
        });
        stats.job(
            "deploy",
            "j",
            "succeeded",
            "exited exit=0",
            Duration::from_millis(7),
        );
        let gauges = Gauges {
            depth: vec![("deploy".into(), 3)],
            running: 1,
            backend: "sqlite",
            reachable: true,
        };
        let text = render(&stats.counters(), &gauges);
        for line in [
            "ward_webhook_deliveries_total{route=\"deploy\",scheme=\"github\",status=\"202\"} 1",
            "ward_webhook_queue_depth{route=\"deploy\"} 3",
            "ward_webhook_job_duration_seconds_bucket{route=\"deploy\",le=\"0.01\"} 1",
            "ward_webhook_job_duration_seconds_bucket{route=\"deploy\",le=\"+Inf\"} 1",
            "ward_webhook_queue_reachable{backend=\"sqlite\"} 1",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
        }
        crate::serve::metrics_checks::assert_families_declared(&text);
        assert_eq!(label("a\"b\\c\nd"), "a\\\"b\\\\c\\nd");
    }
}
