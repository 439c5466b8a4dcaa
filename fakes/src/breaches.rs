//! A fake of the breach and paste API (spec 2 §4-§8): all three ways of selecting version
//! 2, version 3 with its key and flipped defaults, the visibility rules (sensitive and
//! retired breaches never returned for accounts, unverified ones only on request), 403
//! without a User-Agent, 400 for an empty account, 404 for clean accounts, and a strict
//! sliding rate limiter answering 429 with `Retry-After`.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use serde_json::{json, Value};

use crate::breaches_data;

#[derive(Debug, Clone)]
pub struct BreachOptions {
    /// The limit: one request per this long; zero turns the limiter off.
    pub window: Duration,
    /// Answer every request with a 403 HTML block page, as an edge firewall does.
    pub block: bool,
    /// Answer every request with 503, as edge defences do under sustained overuse.
    pub unavailable: bool,
    /// The one version 3 key accepted; any well-formed key when `None`.
    pub api_key: Option<String>,
}

impl Default for BreachOptions {
    fn default() -> Self {
        Self {
            window: Duration::from_millis(1_500),
            block: false,
            unavailable: false,
            api_key: None,
        }
    }
}

struct Inner {
    options: BreachOptions,
    last: Mutex<Option<Instant>>,
    served: AtomicU64,
    limited: AtomicU64,
}

/// What the fake did, for tests to assert on.
#[derive(Clone)]
pub struct BreachStats(Arc<Inner>);

impl BreachStats {
    /// Requests answered 429.
    pub fn rate_limited(&self) -> u64 {
        self.0.limited.load(Ordering::SeqCst)
    }

    /// Requests that got past the limiter.
    pub fn served(&self) -> u64 {
        self.0.served.load(Ordering::SeqCst)
    }
}

pub fn router(options: BreachOptions) -> (Router, BreachStats) {
    let inner = Arc::new(Inner {
        options,
        last: Mutex::new(None),
        served: AtomicU64::new(0),
        limited: AtomicU64::new(0),
    });
    let router = Router::new().fallback(handle).with_state(inner.clone());
    (router, BreachStats(inner))
}

fn text(status: StatusCode, body: &str) -> Response {
    (
        status,
        [("content-type", "text/plain; charset=utf-8")],
        body.to_string(),
    )
        .into_response()
}

fn json_response(value: &Value) -> Response {
    (
        StatusCode::OK,
        [
            ("content-type", "application/json; charset=utf-8"),
            ("cache-control", "public, max-age=300"),
        ],
        value.to_string(),
    )
        .into_response()
}

fn percent_decode(segment: &str) -> Option<String> {
    let bytes = segment.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] == b'%' {
            let hex = segment.get(index + 1..index + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            index += 3;
        } else {
            out.push(bytes[index]);
            index += 1;
        }
    }
    String::from_utf8(out).ok()
}

fn query_flag(query: &str, name: &str) -> Option<bool> {
    url::form_urlencoded::parse(query.as_bytes())
        .find(|(key, _)| key.eq_ignore_ascii_case(name))
        .map(|(_, value)| value.eq_ignore_ascii_case("true"))
}

fn query_value(query: &str, name: &str) -> Option<String> {
    url::form_urlencoded::parse(query.as_bytes())
        .find(|(key, _)| key.eq_ignore_ascii_case(name))
        .map(|(_, value)| value.into_owned())
}

/// The version a request selected: in the URL, by `api-version` or by `Accept`.
fn version_of(first: &str, headers: &HeaderMap) -> Result<(u8, bool), Box<Response>> {
    if let Some(number) = first.strip_prefix('v').and_then(|n| n.parse::<u8>().ok()) {
        return Ok((number, true));
    }
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    };
    if let Ok(number) = header("api-version").trim().parse::<u8>() {
        return Ok((number, false));
    }
    let accept = header("accept");
    if let Some(rest) = accept.split("application/vnd.haveibeenpwned.v").nth(1) {
        if let Some(number) = rest.split('+').next().and_then(|n| n.parse::<u8>().ok()) {
            return Ok((number, false));
        }
    }
    Err(Box::new(text(
        StatusCode::BAD_REQUEST,
        "No API version was selected: use /api/v2/..., the api-version header or the Accept header.",
    )))
}

async fn handle(State(inner): State<Arc<Inner>>, request: Request) -> Response {
    let headers = request.headers().clone();
    let path = request.uri().path().to_string();
    let query = request.uri().query().unwrap_or("").to_string();

    if headers
        .get("user-agent")
        .and_then(|v| v.to_str().ok())
        .is_none_or(|ua| ua.trim().is_empty())
    {
        return text(
            StatusCode::FORBIDDEN,
            "Forbidden: no user agent was specified.",
        );
    }
    if inner.options.block {
        return (
            StatusCode::FORBIDDEN,
            [("content-type", "text/html; charset=UTF-8"), ("cf-ray", "8a1b2c3d4e5f6789-AMS")],
            "<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head><body><h1>Sorry, you have been blocked</h1><p>You have been blocked from accessing this resource. Error 1020.</p></body></html>",
        )
            .into_response();
    }
    if inner.options.unavailable {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            [("content-type", "text/html; charset=UTF-8")],
            "<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>Checking your browser</body></html>",
        )
            .into_response();
    }
    if let Some(response) = limit(&inner) {
        return response;
    }
    inner.served.fetch_add(1, Ordering::SeqCst);

    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    if segments.first() != Some(&"api") || segments.len() < 2 {
        return text(StatusCode::NOT_FOUND, "Not found");
    }
    let (version, in_url) = match version_of(segments[1], &headers) {
        Ok(version) => version,
        Err(response) => return *response,
    };
    if !matches!(version, 2 | 3) || (version == 3 && !in_url) {
        return text(
            StatusCode::BAD_REQUEST,
            "This fake serves API version 2 (URL, header or Accept) and version 3 (URL only).",
        );
    }
    let rest = if in_url {
        &segments[2..]
    } else {
        &segments[1..]
    };
    let Some((service, parameters)) = rest.split_first() else {
        return text(StatusCode::NOT_FOUND, "Not found");
    };
    let parameter = match parameters {
        [] => None,
        [one] => match percent_decode(one) {
            Some(value) => Some(value),
            None => return text(StatusCode::BAD_REQUEST, "Bad request"),
        },
        _ => return text(StatusCode::NOT_FOUND, "Not found"),
    };
    match (*service, parameter) {
        ("breachedaccount", Some(account)) => {
            if let Err(response) = check_key(&inner.options, version, &headers) {
                return *response;
            }
            breached_account(version, &account, &query)
        }
        ("breachedaccount", None) => text(
            StatusCode::BAD_REQUEST,
            "Bad request: the account is empty.",
        ),
        ("pasteaccount", parameter) => {
            if let Err(response) = check_key(&inner.options, version, &headers) {
                return *response;
            }
            paste_account(parameter.as_deref().unwrap_or(""))
        }
        ("breaches", None) => {
            let domain = query_value(&query, "domain");
            let mut all = breaches_data::breaches();
            if let Some(domain) = domain.filter(|d| !d.is_empty()) {
                all.retain(|b| {
                    b["Domain"]
                        .as_str()
                        .is_some_and(|d| d.eq_ignore_ascii_case(&domain))
                });
            }
            sort_by_title(&mut all);
            json_response(&Value::Array(all))
        }
        ("breach", Some(name)) => breaches_data::breaches()
            .into_iter()
            .find(|b| {
                b["Name"]
                    .as_str()
                    .is_some_and(|n| n.eq_ignore_ascii_case(&name))
            })
            .map_or_else(
                || text(StatusCode::NOT_FOUND, "Not found"),
                |b| json_response(&b),
            ),
        ("dataclasses", None) => {
            let mut classes: Vec<String> = breaches_data::breaches()
                .iter()
                .flat_map(|b| b["DataClasses"].as_array().cloned().unwrap_or_default())
                .filter_map(|c| c.as_str().map(str::to_string))
                .collect();
            classes.sort();
            classes.dedup();
            json_response(&json!(classes))
        }
        _ => text(StatusCode::NOT_FOUND, "Not found"),
    }
}

/// Spec 2 §8: one request per window; a rejected request restarts the window, and
/// `Retry-After` holds the seconds left, rounded up.
fn limit(inner: &Inner) -> Option<Response> {
    let window = inner.options.window;
    if window.is_zero() {
        return None;
    }
    let mut last = inner
        .last
        .lock()
        .unwrap_or_else(|poison| poison.into_inner());
    let now = Instant::now();
    let limited = last.is_some_and(|previous| now.duration_since(previous) < window);
    *last = Some(now);
    if !limited {
        return None;
    }
    inner.limited.fetch_add(1, Ordering::SeqCst);
    let seconds = window.as_millis().div_ceil(1000);
    Some(
        (
            StatusCode::TOO_MANY_REQUESTS,
            [
                ("content-type", "application/json".to_string()),
                ("retry-after", seconds.to_string()),
            ],
            json!({"statusCode": 429, "message": format!("Rate limit is exceeded. Try again in {seconds} seconds.")}).to_string(),
        )
            .into_response(),
    )
}

fn check_key(
    options: &BreachOptions,
    version: u8,
    headers: &HeaderMap,
) -> Result<(), Box<Response>> {
    if version != 3 {
        return Ok(());
    }
    let key = headers
        .get("hibp-api-key")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let well_formed = key.len() == 32 && key.bytes().all(|b| b.is_ascii_hexdigit());
    if well_formed
        && options
            .api_key
            .as_deref()
            .is_none_or(|expected| expected == key)
    {
        return Ok(());
    }
    Err(Box::new(text(
        StatusCode::UNAUTHORIZED,
        "Your request to the API couldn't be authorised. Check you have the right value in the \"hibp-api-key\" header.",
    )))
}

fn sort_by_title(values: &mut [Value]) {
    values.sort_by_key(|b| b["Title"].as_str().unwrap_or("").to_lowercase());
}

fn breached_account(version: u8, account: &str, query: &str) -> Response {
    let account = account.trim().to_lowercase();
    if account.is_empty() {
        return text(
            StatusCode::BAD_REQUEST,
            "Bad request: the account is empty.",
        );
    }
    // Version 3 flipped both defaults.
    let truncate = query_flag(query, "truncateResponse").unwrap_or(version == 3);
    let unverified = query_flag(query, "includeUnverified").unwrap_or(version == 3);
    let domain = query_value(query, "domain").filter(|d| !d.is_empty());
    let Some((_, names)) = breaches_data::accounts()
        .into_iter()
        .find(|(a, _)| *a == account)
    else {
        return text(StatusCode::NOT_FOUND, "");
    };
    let mut found: Vec<Value> = breaches_data::breaches()
        .into_iter()
        .filter(|b| names.iter().any(|n| b["Name"] == *n))
        .filter(|b| b["IsSensitive"] != true && b["IsRetired"] != true)
        .filter(|b| unverified || b["IsVerified"] == true)
        .filter(|b| {
            domain.as_ref().is_none_or(|d| {
                b["Domain"]
                    .as_str()
                    .is_some_and(|bd| bd.eq_ignore_ascii_case(d))
            })
        })
        .collect();
    if found.is_empty() {
        return text(StatusCode::NOT_FOUND, "");
    }
    sort_by_title(&mut found);
    if truncate {
        found = found
            .into_iter()
            .map(|b| json!({"Name": b["Name"]}))
            .collect();
    }
    json_response(&Value::Array(found))
}

fn paste_account(email: &str) -> Response {
    let email = email.trim().to_lowercase();
    let valid = email
        .rsplit_once('@')
        .is_some_and(|(local, domain)| !local.is_empty() && domain.contains('.'));
    if !valid {
        return text(
            StatusCode::BAD_REQUEST,
            "Bad request: pastes are searched by e-mail address.",
        );
    }
    let Some((_, mut pastes)) = breaches_data::pastes()
        .into_iter()
        .find(|(a, _)| *a == email)
    else {
        return text(StatusCode::NOT_FOUND, "");
    };
    pastes.sort_by_key(|p| std::cmp::Reverse(p["Date"].as_str().unwrap_or("").to_string()));
    json_response(&Value::Array(pastes))
}
