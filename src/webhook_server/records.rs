//! The webhook receiver's lines in the request log: one per request, one per finished
//! command.

use std::net::SocketAddr;
use std::time::Duration;

use serde::Serialize;

use crate::serve::log::{clipped, in_brackets, labelled, millis, Record, Request, RequestLine};

/// What happened to one request. Never holds the secret or the query string (a secret may
/// have been put in the URL). Its fields are the NDJSON line's, in order.
#[derive(Serialize)]
pub(crate) struct RequestRecord<'a> {
    pub remote: SocketAddr,
    pub method: &'a str,
    pub path: &'a str,
    pub status: u16,
    pub outcome: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub route: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub job: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "clipped")]
    pub detail: Option<&'a str>,
    #[serde(rename = "duration_ms", serialize_with = "millis")]
    pub elapsed: Duration,
}

#[derive(Serialize)]
pub(crate) struct JobRecord<'a> {
    pub route: &'a str,
    pub job: &'a str,
    /// `exited`, `killed`, `timed-out`, `aborted` or `failed`.
    pub result: &'a str,
    /// 1 for the first run of a job.
    pub attempt: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exit_code: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signal: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "clipped")]
    pub detail: Option<&'a str>,
    #[serde(rename = "duration_ms", serialize_with = "millis")]
    pub elapsed: Duration,
}

impl Request for RequestRecord<'_> {
    fn line(&self) -> RequestLine<'_> {
        let job = labelled(" job=", self.job);
        let detail = in_brackets(self.detail);
        RequestLine {
            asked: (self.remote, self.method, self.path),
            answer: format!(" {} {}{job}{detail}", self.status, self.outcome),
            elapsed: self.elapsed,
        }
    }
}

impl Record for JobRecord<'_> {
    const KIND: &'static str = "job";

    fn text(&self, now: &str) -> String {
        let (job, route, result) = (self.job, self.route, self.result);
        let exit = labelled(" exit=", self.exit_code);
        let signal = labelled(" signal=", self.signal);
        let attempt = labelled(" attempt=", Some(self.attempt).filter(|n| *n > 1));
        let detail = in_brackets(self.detail);
        let seconds = self.elapsed.as_secs_f64();
        format!(
            "{now} job {job} on {route} {result}{exit}{signal}{attempt}{detail} after {seconds:.3}s"
        )
    }
}
