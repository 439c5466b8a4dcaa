//! The admin listener behind the shared accept loop: its paths, the checks that keep other
//! sites from reading the page or pressing its buttons, and the answers.
//!
//! A page on another site can make a browser send requests to a loopback address, and a
//! name that resolves to 127.0.0.1 (DNS rebinding) even lets it read the answers. So every
//! request must name the listener by IP address or `localhost` in `Host` (unless the
//! operator allowed a remote address and put a proxy in front), and a POST must come from
//! the page itself: same-origin by `Sec-Fetch-Site` and `Origin`, with the per-process
//! token the page's form carries.

use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, Method, Request, Response, StatusCode};
use hyper::body::Incoming;
use subtle::ConstantTimeEq;
use tokio::net::TcpListener;
use tokio::sync::watch;

use super::jobs::Retried;
use super::metrics::{self, Gauges};
use super::page::{self, RouteRow, Status};
use super::{Admin, CONNECTIONS, HEADERS};
use crate::error::{Error, Result};
use crate::serve::listen::{serve, Accept, Hooks, Site};
use crate::webhook_server::queue::{Backend, State};

/// Largest retry form read; the form holds one token.
const FORM_MAX: usize = 4096;

/// Time for a retry form's body to arrive.
const FORM_TIME: Duration = Duration::from_secs(10);

/// Bytes of a payload the payload page shows at most.
const PAYLOAD_MAX: usize = 64 * 1024;

/// Failed and dead jobs listed at most, of each state.
const ATTENTION: usize = 50;

/// How long a scrape waits for Redis to count a route's jobs.
const COUNT_TIME: Duration = Duration::from_secs(2);

/// The form token: 32 random bytes from the system's generator, in hex.
pub(super) fn new_token() -> Result<String> {
    let mut bytes = [0u8; 32];
    ring::rand::SecureRandom::fill(&ring::rand::SystemRandom::new(), &mut bytes).map_err(|_| {
        Error::runtime("could not draw a random token for the admin listener's forms")
    })?;
    Ok(hex::encode(bytes))
}

pub(super) async fn run(listener: TcpListener, admin: Arc<Admin>, stopping: watch::Receiver<bool>) {
    let accept = Accept {
        connections: CONNECTIONS,
        headers: HEADERS,
        max_head: Some(16 * 1024),
    };
    serve(listener, admin, accept, None, stopping)
        .await
        .shutdown()
        .await;
}

impl Site for Admin {
    type Body = Body;

    fn answer(
        self: Arc<Self>,
        request: hyper::Request<Incoming>,
        _remote: SocketAddr,
    ) -> impl Future<Output = hyper::Response<Self::Body>> + Send + 'static {
        answered(self, request.map(Body::new))
    }
}

impl Hooks for Admin {
    fn accept_failed(&self, _error: &std::io::Error) {}

    fn warn(&self, message: &str) {
        self.shared
            .notices
            .warn(&format!("admin listener: {message}"));
    }
}

/// One request, answered in a future that owns the listener's state.
async fn answered(admin: Arc<Admin>, request: Request<Body>) -> Response<Body> {
    admin.route(request).await
}

/// An answer with the headers every admin answer carries: nothing is cached, sniffed,
/// framed or sent to other sites as a referrer; HTML also gets the
/// Content-Security-Policy.
fn respond(status: StatusCode, content_type: &'static str, body: String) -> Response<Body> {
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    // "same-origin", not "no-referrer": under no-referrer a browser sends `Origin: null`
    // with the page's own form, which the cross-site check must refuse.
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    if content_type.starts_with("text/html") {
        if let Ok(policy) = HeaderValue::from_str(&page::policy()) {
            headers.insert(header::CONTENT_SECURITY_POLICY, policy);
        }
    }
    response
}

const HTML: &str = "text/html; charset=utf-8";
const TEXT: &str = "text/plain; charset=utf-8";

fn html_message(status: StatusCode, title: &str, text: &str) -> Response<Body> {
    respond(status, HTML, page::message(title, text))
}

fn no_such_job(id: &str) -> Response<Body> {
    html_message(
        StatusCode::NOT_FOUND,
        "No such job",
        &format!("no job {id} in the queue"),
    )
}

fn queue_out_of_reach(text: &str) -> Response<Body> {
    html_message(StatusCode::SERVICE_UNAVAILABLE, "Queue out of reach", text)
}

fn forbidden(text: &str) -> Response<Body> {
    html_message(StatusCode::FORBIDDEN, "Refused", text)
}

fn wrong_method(allow: &'static str) -> Response<Body> {
    let mut response = respond(
        StatusCode::METHOD_NOT_ALLOWED,
        TEXT,
        format!("this path answers {allow} only\n"),
    );
    response
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static(allow));
    response
}

/// A job ID as the queue makes them (hex); anything else names no job and is not echoed.
fn job_id(text: &str) -> Option<&str> {
    (!text.is_empty() && text.len() <= 64 && text.bytes().all(|b| b.is_ascii_alphanumeric()))
        .then_some(text)
}

fn header(headers: &HeaderMap, name: header::HeaderName) -> Option<&str> {
    headers.get(name).and_then(|value| value.to_str().ok())
}

/// `Host` names the listener by IP address or as localhost, with or without a port.
fn addressed_directly(host: &str) -> bool {
    let name = if let Some(rest) = host.strip_prefix('[') {
        rest.split_once(']').map_or("", |(name, _)| name)
    } else {
        host.rsplit_once(':').map_or(host, |(name, _)| name)
    };
    name.eq_ignore_ascii_case("localhost") || name.parse::<IpAddr>().is_ok()
}

impl Admin {
    async fn route(&self, request: Request<Body>) -> Response<Body> {
        let host = header(request.headers(), header::HOST).unwrap_or("");
        if !self.allow_remote && !addressed_directly(host) {
            return forbidden("the admin listener answers requests addressed to it by IP address or as localhost only");
        }
        let path = request.uri().path().to_string();
        let method = request.method().clone();
        let read = method == Method::GET || method == Method::HEAD;
        match path.as_str() {
            "/" if read => self.status(request.uri().query()).await,
            "/metrics" if read => self.metrics().await,
            "/healthz" if read => self.healthz(),
            "/" | "/metrics" | "/healthz" => wrong_method("GET, HEAD"),
            _ => self.job_path(&path, request).await,
        }
    }

    /// `/jobs/ID/payload` (GET) and `/jobs/ID/retry` (POST).
    async fn job_path(&self, path: &str, request: Request<Body>) -> Response<Body> {
        let parts = path
            .strip_prefix("/jobs/")
            .and_then(|rest| rest.split_once('/'))
            .and_then(|(id, action)| Some((job_id(id)?, action)));
        let method = request.method().clone();
        match parts {
            Some((id, "payload")) if method == Method::GET || method == Method::HEAD => {
                self.payload(id).await
            }
            Some((_, "payload")) => wrong_method("GET, HEAD"),
            Some((id, "retry")) if method == Method::POST => self.retry(id, request).await,
            Some((_, "retry")) => wrong_method("POST"),
            _ => respond(
                StatusCode::NOT_FOUND,
                TEXT,
                "not found; the admin listener serves /, /metrics, /healthz and the status page's job links\n".into(),
            ),
        }
    }

    /// Unfinished jobs of each route that runs commands; None for a route Redis did not
    /// count in time.
    async fn depths(&self) -> Vec<(String, Option<usize>)> {
        let routing = self.lanes.current();
        let mut names: Vec<&String> = routing
            .lanes
            .iter()
            .filter(|(_, lane)| lane.route.runs_jobs())
            .map(|(name, _)| name)
            .collect();
        names.sort();
        let mut depths = Vec::with_capacity(names.len());
        for name in names {
            let depth = match &self.shared.queue {
                Backend::Local(_) => routing
                    .lanes
                    .get(name)
                    .map(|lane| lane.pending.load(Ordering::Acquire)),
                Backend::Redis(queue) => {
                    tokio::time::timeout(COUNT_TIME, queue.queued(std::slice::from_ref(name)))
                        .await
                        .ok()
                        .and_then(Result::ok)
                }
            };
            depths.push((name.clone(), depth));
        }
        depths
    }

    async fn metrics(&self) -> Response<Body> {
        let gauges = Gauges {
            depth: self
                .depths()
                .await
                .into_iter()
                .filter_map(|(name, depth)| Some((name, depth?)))
                .collect(),
            running: self.shared.running.load(Ordering::Acquire),
            backend: if self.backend == "Redis" {
                "redis"
            } else {
                "sqlite"
            },
            reachable: self.health.problem().is_none(),
        };
        let text = metrics::render(&self.shared.stats.counters(), &gauges);
        respond(
            StatusCode::OK,
            "text/plain; version=0.0.4; charset=utf-8",
            text,
        )
    }

    /// As the public `/healthz`: 200 while the queue takes jobs, else 503 with the reason.
    fn healthz(&self) -> Response<Body> {
        let (status, body) = match self.health.problem() {
            None => (StatusCode::OK, serde_json::json!({ "status": "ok" })),
            Some(problem) => (
                StatusCode::SERVICE_UNAVAILABLE,
                serde_json::json!({ "error": format!("the job queue is out of reach: {problem}") }),
            ),
        };
        let mut response = respond(status, "application/json", body.to_string());
        if status == StatusCode::SERVICE_UNAVAILABLE {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("10"));
        }
        response
    }

    async fn status(&self, query: Option<&str>) -> Response<Body> {
        let depths: std::collections::HashMap<String, Option<usize>> =
            self.depths().await.into_iter().collect();
        let routing = self.lanes.current();
        let mut names: Vec<&String> = routing.lanes.keys().collect();
        names.sort();
        let routes = names
            .into_iter()
            .filter_map(|name| {
                let lane = routing.lanes.get(name)?;
                Some(RouteRow {
                    name: name.clone(),
                    scheme: lane.route.verify.scheme_name(),
                    runs: lane.route.runs_jobs(),
                    concurrency: lane.route.policy.concurrency,
                    depth: depths.get(name).copied().flatten(),
                    figures: self.shared.stats.figures(name),
                })
            })
            .collect();
        let notice = query
            .into_iter()
            .flat_map(|query| url::form_urlencoded::parse(query.as_bytes()))
            .find(|(key, _)| key == "retried")
            .and_then(|(_, id)| job_id(&id).map(str::to_string))
            .map(|id| {
                format!("job {id} was queued again; it runs when a worker of its route is free")
            });
        let page = Status {
            backend: self.backend,
            problem: self.health.problem(),
            running: self.shared.running.load(Ordering::Acquire),
            routes,
            attention: self.jobs.attention(ATTENTION).await,
            recent: self.shared.stats.recent(),
            token: &self.token,
            notice,
        };
        respond(StatusCode::OK, HTML, page::status(&page))
    }

    async fn payload(&self, id: &str) -> Response<Body> {
        match self.jobs.get(id).await {
            Ok(Some(job)) => respond(StatusCode::OK, HTML, page::payload(&job, PAYLOAD_MAX)),
            Ok(None) => no_such_job(id),
            Err(error) => queue_out_of_reach(&format!("could not read job {id}: {error}")),
        }
    }

    /// Why a POST is not the status page's own form, if it is not.
    fn cross_site(&self, headers: &HeaderMap) -> Option<String> {
        let site = header(headers, header::HeaderName::from_static("sec-fetch-site"));
        let origin = header(headers, header::ORIGIN);
        if site.is_none() && origin.is_none() {
            return Some("the request carries neither Origin nor Sec-Fetch-Site; use the retry button of the status page, or `ward webhook jobs retry`".into());
        }
        if let Some(site) = site.filter(|site| *site != "same-origin") {
            return Some(format!(
                "a request from another site (Sec-Fetch-Site: {site}) cannot retry jobs"
            ));
        }
        let host = header(headers, header::HOST).unwrap_or("");
        if let Some(origin) = origin.filter(|origin| *origin != format!("http://{host}")) {
            return Some(format!(
                "a request from another origin ({origin}) cannot retry jobs"
            ));
        }
        None
    }

    async fn retry(&self, id: &str, request: Request<Body>) -> Response<Body> {
        if let Some(reason) = self.cross_site(request.headers()) {
            return forbidden(&reason);
        }
        let body = tokio::time::timeout(
            FORM_TIME,
            axum::body::to_bytes(request.into_body(), FORM_MAX),
        )
        .await;
        let Ok(Ok(body)) = body else {
            return forbidden(
                "the form did not arrive whole; reload the status page and try again",
            );
        };
        let token = url::form_urlencoded::parse(&body)
            .find(|(key, _)| key == "csrf")
            .map(|(_, value)| value.into_owned())
            .unwrap_or_default();
        if !bool::from(token.as_bytes().ct_eq(self.token.as_bytes())) {
            return forbidden("the form's token is missing or not this receiver's; reload the status page and try again");
        }
        match self.jobs.retry(id).await {
            Ok(Retried::Queued { route, was }) => {
                if let Some(lane) = self.lanes.get(&route) {
                    // A finished job left its route's count; waiting to retry, it never did.
                    if matches!(self.shared.queue, Backend::Local(_))
                        && matches!(was, State::Succeeded | State::Dead)
                    {
                        lane.pending.fetch_add(1, Ordering::AcqRel);
                    }
                    lane.wake.notify_one();
                }
                self.shared.notices.info(&format!(
                    "job {id} of route {route} was queued again from the status page"
                ));
                let mut response = respond(StatusCode::SEE_OTHER, TEXT, String::new());
                if let Ok(location) = HeaderValue::from_str(&format!("/?retried={id}")) {
                    response.headers_mut().insert(header::LOCATION, location);
                }
                response
            }
            Ok(Retried::Refused(state)) => html_message(
                StatusCode::CONFLICT,
                "Not queued again",
                &format!(
                    "job {id} is {}; only succeeded, failed or dead jobs can be queued again",
                    state.as_str()
                ),
            ),
            Ok(Retried::Missing) => no_such_job(id),
            Err(error) => queue_out_of_reach(&format!("could not queue job {id} again: {error}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_by_address_or_localhost_only() {
        for good in [
            "127.0.0.1:9100",
            "[::1]:9100",
            "localhost:9100",
            "LOCALHOST",
            "10.0.0.1",
        ] {
            assert!(addressed_directly(good), "{good}");
        }
        for bad in [
            "",
            "evil.example:9100",
            "127.0.0.1.nip.io:80",
            "[::1",
            "localhost.evil:1",
        ] {
            assert!(!addressed_directly(bad), "{bad}");
        }
        assert_eq!(job_id("abc123"), Some("abc123"));
        assert_eq!(job_id("../x"), None);
        assert_eq!(job_id(""), None);
    }
}
