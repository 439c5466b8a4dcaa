//! Counters for `/metrics`, in the Prometheus text format: lock-free, fixed in size.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The statuses counted one by one; any other is counted as `other`.
const STATUSES: [u16; 8] = [200, 204, 304, 400, 404, 405, 500, 503];

/// Upper bounds of the latency buckets, in seconds.
const BUCKETS: [f64; 12] = [
    0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0,
];

#[derive(Default)]
pub(super) struct Metrics {
    statuses: [AtomicU64; STATUSES.len()],
    other_status: AtomicU64,
    /// Range answers by mode: SHA-1, NTLM.
    ranges: [AtomicU64; 2],
    padded: AtomicU64,
    gzipped: AtomicU64,
    brotli: AtomicU64,
    missing: AtomicU64,
    damaged: AtomicU64,
    unreadable: AtomicU64,
    buckets: [AtomicU64; BUCKETS.len()],
    latency_micros: AtomicU64,
    latency_count: AtomicU64,
    body_bytes: AtomicU64,
    pub connections_refused: AtomicU64,
    pub connections_open: AtomicU64,
    pub connections_total: AtomicU64,
    pub accept_failures: AtomicU64,
}

/// What one range answer was, for the counters by kind.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Kind {
    pub ntlm: Option<bool>,
    pub padded: bool,
    pub gzipped: bool,
    pub brotli: bool,
    pub missing: bool,
    pub damaged: bool,
    /// Its shard file could not be opened or read just now (not damage).
    pub unreadable: bool,
}

impl Metrics {
    pub(super) fn record(&self, status: u16, kind: Kind, body: usize, elapsed: Duration) {
        match STATUSES.iter().position(|known| *known == status) {
            Some(index) => self.statuses[index].fetch_add(1, Ordering::Relaxed),
            None => self.other_status.fetch_add(1, Ordering::Relaxed),
        };
        if let Some(ntlm) = kind.ntlm {
            self.ranges[usize::from(ntlm)].fetch_add(1, Ordering::Relaxed);
        }
        for (flag, counter) in [
            (kind.padded, &self.padded),
            (kind.gzipped, &self.gzipped),
            (kind.brotli, &self.brotli),
            (kind.missing, &self.missing),
            (kind.damaged, &self.damaged),
            (kind.unreadable, &self.unreadable),
        ] {
            if flag {
                counter.fetch_add(1, Ordering::Relaxed);
            }
        }
        let seconds = elapsed.as_secs_f64();
        if let Some(index) = BUCKETS.iter().position(|bound| seconds <= *bound) {
            self.buckets[index].fetch_add(1, Ordering::Relaxed);
        }
        self.latency_micros.fetch_add(
            u64::try_from(elapsed.as_micros()).unwrap_or(u64::MAX),
            Ordering::Relaxed,
        );
        self.latency_count.fetch_add(1, Ordering::Relaxed);
        self.body_bytes.fetch_add(body as u64, Ordering::Relaxed);
    }

    /// Answers with `status` so far.
    pub(super) fn count(&self, status: u16) -> u64 {
        STATUSES
            .iter()
            .position(|known| *known == status)
            .map_or(0, |index| self.statuses[index].load(Ordering::Relaxed))
    }

    /// The Prometheus text exposition of every counter.
    pub(super) fn render(&self) -> String {
        let load = |counter: &AtomicU64| counter.load(Ordering::Relaxed);
        let mut out = String::with_capacity(4096);
        out.push_str(
            "# HELP ward_password_serve_requests_total Requests answered, by HTTP status.\n# TYPE ward_password_serve_requests_total counter\n",
        );
        for (status, counter) in STATUSES.iter().zip(&self.statuses) {
            let _ = writeln!(
                out,
                "ward_password_serve_requests_total{{code=\"{status}\"}} {}",
                load(counter)
            );
        }
        let _ = writeln!(
            out,
            "ward_password_serve_requests_total{{code=\"other\"}} {}",
            load(&self.other_status)
        );
        let simple: [(&str, &str, u64); 8] = [
            (
                "not_modified_total",
                "Conditional requests answered 304 Not Modified.",
                self.count(304),
            ),
            (
                "unavailable_total",
                "Range requests answered 503 because the range is missing, damaged or unreadable.",
                load(&self.missing) + load(&self.damaged) + load(&self.unreadable),
            ),
            (
                "missing_total",
                "Range requests for a range the store does not hold (yet).",
                load(&self.missing),
            ),
            (
                "damaged_total",
                "Range requests for a range whose shard or bytes failed their checksum.",
                load(&self.damaged),
            ),
            (
                "unreadable_total",
                "Range requests whose shard file could not be opened or read just then (out of descriptors, EIO, ESTALE); not remembered.",
                load(&self.unreadable),
            ),
            (
                "padded_total",
                "Range answers padded with count-0 rows (Add-Padding: true).",
                load(&self.padded),
            ),
            (
                "gzip_total",
                "Range answers sent gzip-compressed.",
                load(&self.gzipped),
            ),
            (
                "br_total",
                "Range answers sent brotli-compressed.",
                load(&self.brotli),
            ),
        ];
        for (name, help, value) in simple {
            let _ = writeln!(
                out,
                "# HELP ward_password_serve_{name} {help}\n# TYPE ward_password_serve_{name} counter\nward_password_serve_{name} {value}"
            );
        }
        let _ = writeln!(
            out,
            "# HELP ward_password_serve_range_requests_total Range requests, by hash mode.\n# TYPE ward_password_serve_range_requests_total counter"
        );
        for (mode, counter) in ["sha1", "ntlm"].iter().zip(&self.ranges) {
            let _ = writeln!(
                out,
                "ward_password_serve_range_requests_total{{mode=\"{mode}\"}} {}",
                load(counter)
            );
        }
        let _ = writeln!(
            out,
            "# HELP ward_password_serve_response_body_bytes_total Bytes of response bodies sent.\n# TYPE ward_password_serve_response_body_bytes_total counter\nward_password_serve_response_body_bytes_total {}",
            load(&self.body_bytes)
        );
        let _ = writeln!(
            out,
            "# HELP ward_password_serve_request_duration_seconds Time from a request's headers to its answer.\n# TYPE ward_password_serve_request_duration_seconds histogram"
        );
        let mut cumulative = 0;
        for (bound, counter) in BUCKETS.iter().zip(&self.buckets) {
            cumulative += load(counter);
            let _ = writeln!(
                out,
                "ward_password_serve_request_duration_seconds_bucket{{le=\"{bound}\"}} {cumulative}"
            );
        }
        let count = load(&self.latency_count);
        let _ = writeln!(
            out,
            "ward_password_serve_request_duration_seconds_bucket{{le=\"+Inf\"}} {count}\nward_password_serve_request_duration_seconds_sum {}\nward_password_serve_request_duration_seconds_count {count}",
            load(&self.latency_micros) as f64 / 1e6
        );
        let _ = writeln!(
            out,
            "# HELP ward_password_serve_connections_open Connections open now.\n# TYPE ward_password_serve_connections_open gauge\nward_password_serve_connections_open {}",
            load(&self.connections_open)
        );
        let _ = writeln!(
            out,
            "# HELP ward_password_serve_connections_total Connections accepted.\n# TYPE ward_password_serve_connections_total counter\nward_password_serve_connections_total {}",
            load(&self.connections_total)
        );
        let _ = writeln!(
            out,
            "# HELP ward_password_serve_connections_refused_total Connections refused over the connection cap.\n# TYPE ward_password_serve_connections_refused_total counter\nward_password_serve_connections_refused_total {}",
            load(&self.connections_refused)
        );
        let _ = writeln!(
            out,
            "# HELP ward_password_serve_accept_failures_total Connections that could not be accepted (out of descriptors and the like).\n# TYPE ward_password_serve_accept_failures_total counter\nward_password_serve_accept_failures_total {}",
            load(&self.accept_failures)
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_render_in_the_prometheus_text_format() {
        let metrics = Metrics::default();
        let kind = Kind {
            ntlm: Some(true),
            ..Kind::default()
        };
        metrics.record(200, kind, 100, Duration::from_micros(300));
        metrics.record(304, Kind::default(), 0, Duration::from_millis(3));
        metrics.record(418, Kind::default(), 0, Duration::from_secs(5));
        let text = metrics.render();
        for line in [
            "ward_password_serve_requests_total{code=\"200\"} 1",
            "ward_password_serve_requests_total{code=\"other\"} 1",
            "ward_password_serve_not_modified_total 1",
            "ward_password_serve_range_requests_total{mode=\"ntlm\"} 1",
            "ward_password_serve_request_duration_seconds_bucket{le=\"0.0005\"} 1",
            "ward_password_serve_request_duration_seconds_bucket{le=\"0.005\"} 2",
            "ward_password_serve_request_duration_seconds_bucket{le=\"1\"} 2",
            "ward_password_serve_request_duration_seconds_bucket{le=\"+Inf\"} 3",
            "ward_password_serve_request_duration_seconds_count 3",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
        }
        crate::serve::metrics_checks::assert_families_declared(&text);
    }
}
