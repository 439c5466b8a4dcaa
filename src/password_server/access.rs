//! The access log's line for one request. It never holds the query string, and holds a
//! range's prefix only when the server was asked to log prefixes: a prefix narrows the
//! password behind it down to about one in a million.

use std::net::SocketAddr;
use std::time::Duration;

use serde::Serialize;

use crate::serve::log::{millis, Request, RequestLine};

/// Its fields are the NDJSON line's, in order.
#[derive(Serialize)]
pub(super) struct Access<'a> {
    pub remote: SocketAddr,
    pub method: &'a str,
    pub path: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<&'a str>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub padded: bool,
    pub status: u16,
    pub bytes: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<&'a str>,
    #[serde(rename = "duration_ms", serialize_with = "millis")]
    pub elapsed: Duration,
}

impl Request for Access<'_> {
    fn line(&self) -> RequestLine<'_> {
        let mode = self
            .mode
            .map_or_else(String::new, |mode| format!(" {mode}"));
        let padded = if self.padded { " padded" } else { "" };
        let detail = self
            .detail
            .map_or_else(String::new, |detail| format!(" ({detail})"));
        RequestLine {
            asked: (self.remote, self.method, self.path),
            answer: format!("{mode}{padded} {} {}B{detail}", self.status, self.bytes),
            elapsed: self.elapsed,
        }
    }
}
