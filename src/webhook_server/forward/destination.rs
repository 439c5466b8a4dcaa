//! What a forwarding route says about its destination (`forward`, `pass_headers`,
//! `add_headers` in the routes file), checked at start-up, and its pooled client.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::{Arc, OnceLock};

use axum::http::{HeaderName, HeaderValue};

use crate::error::{Error, Result};

/// Headers ward sets itself or that describe one hop only: passing or adding them would
/// break the request or let a route's settings speak for ward.
const RESERVED: &[&str] = &[
    "host",
    "content-length",
    "transfer-encoding",
    "connection",
    "keep-alive",
    "upgrade",
    "te",
    "trailer",
    "proxy-connection",
    "idempotency-key",
];

/// Where a forwarding route sends its deliveries, and which headers go with them.
#[derive(Clone)]
pub(crate) struct Destination {
    pub url: url::Url,
    /// Delivery headers passed on (lower case); `Content-Type` always is.
    pub pass: Vec<HeaderName>,
    /// Headers added to every request, with the values the routes file gives.
    pub add: Vec<(HeaderName, HeaderValue)>,
    /// One pooled client per route, made at the first delivery: reading the routes file
    /// starts nothing, since the receiver may still start itself again after it.
    client: Arc<OnceLock<reqwest::Client>>,
}

impl fmt::Debug for Destination {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter
            .debug_struct("Destination")
            .field("url", &self.shown())
            .field("pass", &self.pass)
            .field(
                "add",
                &self.add.iter().map(|(name, _)| name).collect::<Vec<_>>(),
            )
            .finish()
    }
}

/// What the routes file says of a route's destination, as read.
pub(crate) struct Entry<'a> {
    pub url: &'a str,
    pub pass: &'a [String],
    pub add: &'a BTreeMap<String, String>,
}

/// The keys of a route in the routes file that concern forwarding.
pub(crate) struct FileKeys<'a> {
    pub forward: Option<&'a str>,
    /// Whether the route also names a command.
    pub command: bool,
    pub pass: &'a [String],
    pub add: &'a BTreeMap<String, String>,
}

/// The route's destination, if it forwards; a route does one thing with a delivery.
pub(crate) fn from_file(keys: FileKeys<'_>, context: &str) -> Result<Option<Destination>> {
    let Some(url) = keys.forward else {
        if !keys.pass.is_empty() || !keys.add.is_empty() {
            return Err(Error::usage(format!(
                "{context}: pass_headers and add_headers only apply to a route that forwards"
            ))
            .with_hint("add forward = \"https://HOST/PATH\", or remove them"));
        }
        return Ok(None);
    };
    if keys.command {
        return Err(Error::usage(format!(
            "{context}: it names both a command and forward; a route either runs a command or forwards"
        ))
        .with_hint("keep one of them, or make two routes"));
    }
    Destination::parse(
        &Entry {
            url,
            pass: keys.pass,
            add: keys.add,
        },
        context,
    )
    .map(Some)
}

impl Destination {
    /// The destination a route's `forward` names; `context` names the route in errors. A
    /// URL is never echoed whole, since it may hold a password or a token in its query.
    pub(crate) fn parse(entry: &Entry<'_>, context: &str) -> Result<Self> {
        let url = url::Url::parse(entry.url.trim()).map_err(|error| {
            Error::usage(format!("{context}: forward is not a URL ({error})"))
                .with_hint("give the destination as forward = \"https://HOST/PATH\"")
        })?;
        if !matches!(url.scheme(), "http" | "https") {
            return Err(Error::usage(format!(
                "{context}: forward uses the scheme \"{}\"; a destination must be an http:// or https:// URL",
                url.scheme()
            ))
            .with_hint("give the destination as forward = \"https://HOST/PATH\""));
        }
        if url.host_str().is_none_or(str::is_empty) {
            return Err(Error::usage(format!(
                "{context}: forward names no host; give forward = \"https://HOST/PATH\""
            )));
        }
        if !url.username().is_empty() || url.password().is_some() {
            return Err(Error::usage(format!(
                "{context}: forward holds a user name or password, which would be logged with the URL"
            ))
            .with_hint("send credentials as a header instead: add_headers = { Authorization = \"...\" }"));
        }
        let mut pass = vec![HeaderName::from_static("content-type")];
        for name in entry.pass {
            let header = header_name(name, "pass_headers", context)?;
            if crate::webhook_server::verify::is_secret_header(header.as_str()) {
                return Err(Error::usage(format!(
                    "{context}: pass_headers names {name}, which carries the route's secret; a secret is never passed on"
                ))
                .with_hint("leave it out, or add a header of the destination's own with add_headers"));
            }
            if !pass.contains(&header) {
                pass.push(header);
            }
        }
        let mut add = Vec::new();
        for (name, value) in entry.add {
            let header = header_name(name, "add_headers", context)?;
            // The value is not echoed: it may be a credential.
            let value = HeaderValue::from_str(value).map_err(|_| {
                Error::usage(format!(
                    "{context}: add_headers: the value of {name} is not a valid header value (a control character or a non-ASCII byte)"
                ))
            })?;
            add.push((header, value));
        }
        Ok(Self {
            url,
            pass,
            add,
            client: Arc::new(OnceLock::new()),
        })
    }

    /// The URL without its query or fragment, which may carry a token: for messages and logs.
    pub(crate) fn shown(&self) -> String {
        let mut shown = self.url.clone();
        shown.set_query(None);
        shown.set_fragment(None);
        let mut text = shown.to_string();
        if self.url.query().is_some() {
            text.push_str("?…");
        }
        text
    }

    /// The route's pooled client, made once: `timeout` bounds a whole request (connect,
    /// send, answer), `pool` is how many idle connections it keeps (the route's
    /// concurrency). No proxy from the environment and no redirects: a body that a
    /// signature vouched for goes where the routes file says and nowhere else.
    pub(super) fn client(
        &self,
        timeout: std::time::Duration,
        pool: usize,
    ) -> std::result::Result<&reqwest::Client, String> {
        if let Some(client) = self.client.get() {
            return Ok(client);
        }
        let client = reqwest::Client::builder()
            .timeout(timeout)
            .connect_timeout(timeout.min(std::time::Duration::from_secs(10)))
            .pool_max_idle_per_host(pool)
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .no_gzip()
            .user_agent(concat!("ward/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|error| format!("could not make the HTTP client: {error}"))?;
        Ok(self.client.get_or_init(|| client))
    }
}

/// 429 and 5xx may pass; every other answer but a 2xx will be the same next time.
pub(crate) fn retryable(status: u16) -> bool {
    status == 429 || status >= 500
}

fn header_name(name: &str, key: &str, context: &str) -> Result<HeaderName> {
    let header = HeaderName::from_bytes(name.trim().as_bytes()).map_err(|_| {
        Error::usage(format!(
            "{context}: {key}: \"{}\" is not a header name",
            name.escape_debug()
        ))
    })?;
    if RESERVED.contains(&header.as_str()) || header.as_str().starts_with("x-ward-") {
        return Err(Error::usage(format!(
            "{context}: {key}: {name} is set by ward for each request and cannot be given"
        )));
    }
    Ok(header)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The routes-file example of docs/webhook-serve.md's "HTTP destinations" loads as it
    /// reads.
    #[test]
    fn the_documented_example_loads() {
        use crate::webhook_server::routes::{load, tests};
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/webhook-serve.md");
        let docs = std::fs::read_to_string(path).unwrap();
        let section = docs.split_once("## HTTP destinations").unwrap().1;
        let block = section.split_once("```toml\n").unwrap().1;
        let block = block.split_once("```").unwrap().0;
        let (_dir, path) = tests::routes_file(block);
        let routes = load(&[], Some(&path), &tests::defaults(), tests::lookup()).unwrap();
        let orders = &routes[0];
        let destination = orders.forward.as_ref().unwrap();
        assert!(orders.command.is_none() && orders.runs_jobs());
        assert_eq!(
            destination.shown(),
            "https://orders.internal.example/webhooks/ward"
        );
        let passed: Vec<&str> = destination.pass.iter().map(HeaderName::as_str).collect();
        assert_eq!(
            passed,
            [
                "content-type",
                "webhook-id",
                "webhook-timestamp",
                "x-request-source"
            ]
        );
        assert_eq!(destination.add.len(), 1);
        assert_eq!(orders.policy.timeout, std::time::Duration::from_secs(10));
        assert_eq!(orders.policy.concurrency, 32);
        assert_eq!(orders.policy.retries, 8);
    }

    #[test]
    fn only_429_and_5xx_are_retried() {
        for status in [429, 500, 502, 503, 504, 599] {
            assert!(retryable(status), "{status}");
        }
        for status in [200, 301, 400, 401, 404, 409, 422] {
            assert!(!retryable(status), "{status}");
        }
    }

    fn parse(url: &str, pass: &[&str], add: &[(&str, &str)]) -> Result<Destination> {
        let pass: Vec<String> = pass.iter().map(|name| name.to_string()).collect();
        let add: BTreeMap<String, String> = add
            .iter()
            .map(|(name, value)| (name.to_string(), value.to_string()))
            .collect();
        Destination::parse(
            &Entry {
                url,
                pass: &pass,
                add: &add,
            },
            "route \"r\"",
        )
    }

    #[test]
    fn destinations_are_http_urls_with_checked_headers() {
        let destination = parse(
            "https://hooks.internal:8443/in?token=abc",
            &["X-GitHub-Event", "content-type"],
            &[("X-Team", "payments")],
        )
        .unwrap();
        assert_eq!(destination.shown(), "https://hooks.internal:8443/in?…");
        assert_eq!(destination.pass.len(), 2);
        assert!(!format!("{destination:?}").contains("abc"));
        assert!(!format!("{destination:?}").contains("payments"));

        for (url, pass, add, expected) in [
            ("ftp://host/x", &[][..], &[][..], "scheme \"ftp\""),
            ("file:///etc/passwd", &[], &[], "scheme \"file\""),
            ("not a url", &[], &[], "forward is not a URL"),
            ("https://u:pw@host/", &[], &[], "user name or password"),
            (
                "http://h/",
                &["X-Webhook-Secret"],
                &[],
                "carries the route's secret",
            ),
            (
                "http://h/",
                &["X-Gitlab-Token"],
                &[],
                "carries the route's secret",
            ),
            ("http://h/", &["Host"], &[], "set by ward"),
            ("http://h/", &["bad header"], &[], "not a header name"),
            ("http://h/", &[], &[("X-Ward-Job", "1")], "set by ward"),
            (
                "http://h/",
                &[],
                &[("X-A", "line\nbreak")],
                "not a valid header value",
            ),
        ] {
            let error = parse(url, pass, add).unwrap_err();
            assert_eq!(error.exit_code(), crate::error::exit::USAGE, "{url}");
            let message = error.to_string();
            assert!(message.contains(expected), "{url}: {message}");
            assert!(
                !message.contains("pw") && !message.contains("line\nbreak"),
                "{message}"
            );
        }
    }
}
