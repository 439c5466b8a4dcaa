//! The status page and the payload page: plain HTML with its style inline, every value
//! escaped. Nothing on them is a secret: no header, no command line, no queue URL.

use std::fmt::Write as _;
use std::time::Duration;

use base64::Engine as _;
use sha2::{Digest, Sha256};

use super::stats::{RouteFigures, Seen};
use crate::webhook_server::queue::Job;

/// The page's one style sheet; the Content-Security-Policy allows it by its hash, and no
/// other style, script, image or frame.
const STYLE: &str = "body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#1b1f24;background:#fff}\
h1{font-size:1.4em;margin:0 0 .2em}h2{font-size:1.1em;margin:1.6em 0 .4em}\
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3em .6em;border-bottom:1px solid #d8dee4;vertical-align:top}\
th{background:#f6f8fa;font-weight:600}td:first-child{white-space:nowrap}code{font-family:ui-monospace,monospace;font-size:.92em}\
.ok{color:#1a7f37}.bad{color:#cf222e}.muted{color:#656d76}.note{padding:.5em .8em;background:#ddf4ff;border:1px solid #54aeff;border-radius:6px}\
.err{padding:.5em .8em;background:#ffebe9;border:1px solid #ff8182;border-radius:6px}\
button{font:inherit;padding:.15em .8em;border:1px solid #afb8c1;border-radius:6px;background:#f6f8fa;cursor:pointer}\
pre{white-space:pre-wrap;word-break:break-all;background:#f6f8fa;padding:.8em;border-radius:6px}";

/// The Content-Security-Policy of every HTML answer.
pub(super) fn policy() -> String {
    let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(STYLE.as_bytes()));
    format!(
        "default-src 'none'; style-src 'sha256-{hash}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    )
}

pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// A Unix time in milliseconds as UTC, to the second.
fn time(ms: i64) -> String {
    time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000).map_or_else(
        |_| "?".into(),
        |at| {
            format!(
                "{:04}-{:02}-{:02} {:02}:{:02}:{:02}Z",
                at.year(),
                u8::from(at.month()),
                at.day(),
                at.hour(),
                at.minute(),
                at.second()
            )
        },
    )
}

fn millis(elapsed: Duration) -> String {
    let ms = elapsed.as_secs_f64() * 1000.0;
    if ms < 1000.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{:.2} s", ms / 1000.0)
    }
}

fn document(title: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\">\
<title>{}</title><style>{STYLE}</style></head>\n<body>\n{body}</body></html>\n",
        escape(title)
    )
}

/// One route's row.
pub(super) struct RouteRow {
    pub name: String,
    pub scheme: &'static str,
    pub runs: bool,
    pub concurrency: usize,
    /// None when the queue could not be asked.
    pub depth: Option<usize>,
    pub figures: RouteFigures,
}

/// Everything the status page shows.
pub(super) struct Status<'a> {
    pub backend: &'static str,
    /// Why the queue cannot take jobs, if it cannot.
    pub problem: Option<String>,
    pub running: usize,
    pub routes: Vec<RouteRow>,
    /// Failed and dead jobs, or why they could not be read.
    pub attention: Result<Vec<Job>, String>,
    pub recent: Vec<Seen>,
    pub token: &'a str,
    /// A message after a retry.
    pub notice: Option<String>,
}

pub(super) fn status(page: &Status<'_>) -> String {
    let mut body = String::new();
    let health = match &page.problem {
        None => "<span class=\"ok\">taking jobs</span>".to_string(),
        Some(problem) => format!(
            "<span class=\"bad\">not taking jobs: {}</span>",
            escape(problem)
        ),
    };
    let _ = write!(
        body,
        "<h1>ward webhook receiver</h1>\n<p class=\"muted\">job queue: {} · {health} · {} command(s) running · <a href=\"/\">refresh</a> · <a href=\"/metrics\">metrics</a></p>\n",
        page.backend, page.running
    );
    if let Some(notice) = &page.notice {
        let _ = writeln!(
            body,
            "<p class=\"note\" id=\"notice\">{}</p>",
            escape(notice)
        );
    }
    routes(&mut body, &page.routes);
    attention(&mut body, &page.attention, page.token);
    recent(&mut body, &page.recent);
    document("ward webhook receiver: status", &body)
}

fn routes(body: &mut String, rows: &[RouteRow]) {
    body.push_str("<h2>Routes</h2>\n<table id=\"routes\"><thead><tr><th>route</th><th>scheme</th><th>queue depth</th><th>deliveries last min</th><th>per min, last 5 min</th><th>failed runs, last 5 min</th><th>last failures</th></tr></thead><tbody>\n");
    for row in rows {
        let depth = match (row.runs, row.depth) {
            (false, _) => "<span class=\"muted\">accepts and logs</span>".to_string(),
            (true, Some(depth)) => format!(
                "{depth} <span class=\"muted\">(concurrency {})</span>",
                row.concurrency
            ),
            (true, None) => "<span class=\"bad\">unknown</span>".to_string(),
        };
        let failures: Vec<String> = row
            .figures
            .last_failures
            .iter()
            .map(|failure| {
                format!(
                    "{} <code>{}</code> {}",
                    time(failure.at_ms),
                    escape(&failure.job),
                    escape(&failure.summary)
                )
            })
            .collect();
        let figures = &row.figures;
        let _ = writeln!(
            body,
            "<tr data-route=\"{name}\"><td><code>{name}</code></td><td>{}</td><td>{depth}</td><td>{}</td><td>{:.1}</td><td>{}</td><td>{}</td></tr>",
            row.scheme,
            figures.last_minute,
            figures.last_five_minutes as f64 / 5.0,
            figures.failures_five_minutes,
            if failures.is_empty() { "<span class=\"muted\">none</span>".to_string() } else { failures.join("<br>") },
            name = escape(&row.name),
        );
    }
    body.push_str("</tbody></table>\n");
}

fn attention(body: &mut String, jobs: &Result<Vec<Job>, String>, token: &str) {
    body.push_str("<h2>Failed and dead jobs</h2>\n");
    let jobs = match jobs {
        Ok(jobs) if jobs.is_empty() => {
            body.push_str("<p class=\"muted\" id=\"no-failed\">none</p>\n");
            return;
        }
        Ok(jobs) => jobs,
        Err(error) => {
            let _ = writeln!(
                body,
                "<p class=\"err\">could not read the queue: {}</p>",
                escape(error)
            );
            return;
        }
    };
    body.push_str("<table id=\"failed\"><thead><tr><th>job</th><th>route</th><th>state</th><th>attempts</th><th>last result</th><th>updated</th><th>payload</th><th></th></tr></thead><tbody>\n");
    for job in jobs {
        let id = escape(&job.id);
        let _ = writeln!(
            body,
            "<tr data-job=\"{id}\"><td><code>{id}</code></td><td><code>{}</code></td><td class=\"bad\">{}</td><td>{}</td><td>{}</td><td>{}</td><td><a href=\"/jobs/{id}/payload\">show</a></td>\
<td><form method=\"post\" action=\"/jobs/{id}/retry\"><input type=\"hidden\" name=\"csrf\" value=\"{}\"><button type=\"submit\">Retry</button></form></td></tr>",
            escape(&job.route),
            job.state.as_str(),
            job.attempts,
            escape(job.last_result.as_deref().unwrap_or("")),
            time(job.updated_ms),
            escape(token),
        );
    }
    body.push_str("</tbody></table>\n");
}

fn recent(body: &mut String, seen: &[Seen]) {
    body.push_str("<h2>Recent deliveries</h2>\n");
    if seen.is_empty() {
        body.push_str(
            "<p class=\"muted\" id=\"no-deliveries\">none since the receiver started</p>\n",
        );
        return;
    }
    body.push_str("<table id=\"deliveries\"><thead><tr><th>time</th><th>route</th><th>delivery</th><th>scheme</th><th>answer</th><th>job</th><th>run</th><th>took</th></tr></thead><tbody>\n");
    for one in seen {
        let ran = match &one.ran {
            None => "<span class=\"muted\">-</span>".to_string(),
            Some(ran) => format!(
                "<span class=\"{}\">{}</span> in {}",
                if ran.succeeded { "ok" } else { "bad" },
                escape(&ran.summary),
                millis(ran.elapsed)
            ),
        };
        let _ = writeln!(
            body,
            "<tr><td>{}</td><td><code>{}</code></td><td><code>{}</code></td><td>{}</td><td>{} {}</td><td><code>{}</code></td><td>{ran}</td><td>{}</td></tr>",
            time(one.at_ms),
            escape(&one.route),
            escape(one.identity.as_deref().unwrap_or("-")),
            one.scheme,
            one.status,
            one.outcome,
            escape(one.job.as_deref().unwrap_or("-")),
            millis(one.elapsed),
        );
    }
    body.push_str("</tbody></table>\n");
}

/// A job's payload, at most `cap` bytes of it, as text.
pub(super) fn payload(job: &Job, cap: usize) -> String {
    let shown = &job.payload[..job.payload.len().min(cap)];
    let text = String::from_utf8_lossy(shown);
    let note = if job.payload.len() > cap {
        format!("{} bytes; the first {cap} are shown", job.payload.len())
    } else {
        format!("{} bytes", job.payload.len())
    };
    let body = format!(
        "<h1>Payload of job <code>{}</code></h1>\n<p class=\"muted\">route <code>{}</code> · {} · {note} · <a href=\"/\">back</a></p>\n<pre id=\"payload\">{}</pre>\n",
        escape(&job.id),
        escape(&job.route),
        job.state.as_str(),
        escape(&text)
    );
    document("ward webhook receiver: payload", &body)
}

/// A short page for an answer that is not the status page.
pub(super) fn message(title: &str, text: &str) -> String {
    let body = format!(
        "<h1>{}</h1>\n<p>{}</p>\n<p><a href=\"/\">back to the status page</a></p>\n",
        escape(title),
        escape(text)
    );
    document(title, &body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_escaped_and_the_policy_names_the_style() {
        assert_eq!(
            escape("<a href='x'>&\"</a>"),
            "&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;"
        );
        assert!(policy().starts_with("default-src 'none'; style-src 'sha256-"));
        let page = message("<t>", "<script>alert(1)</script>");
        assert!(!page.contains("<script>"));
        assert_eq!(time(0), "1970-01-01 00:00:00Z");
    }
}
