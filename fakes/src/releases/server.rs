//! Request handling: latency, faults, the rate limit, auth, then the endpoint.

// An early answer is the natural error of a handler step; their size does not matter here.
#![allow(clippy::result_large_err)]

use std::sync::Arc;
use std::time::Instant;

use axum::body::{to_bytes, Body};
use axum::extract::Request;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Router;
use base64::Engine as _;
use serde_json::{json, Map, Value};

use super::projects::{add_project, list_projects, project_route};
use super::store::{Store, LIST_FIELDS, PROVIDERS};
use super::{lock, Fault, Inner, ReleasesFake};

pub(crate) fn router(fake: ReleasesFake) -> Router {
    Router::new().fallback(move |request: Request| {
        let fake = fake.clone();
        async move { handle(fake, request).await }
    })
}

pub(crate) fn reply(status: u16, body: &Value) -> Response {
    Response::builder()
        .status(status)
        .header("content-type", "application/json; charset=utf-8")
        .body(Body::from(body.to_string()))
        .unwrap_or_default()
}

pub(crate) fn message(status: u16) -> Response {
    let text = StatusCode::from_u16(status)
        .ok()
        .and_then(|code| code.canonical_reason())
        .unwrap_or("Error");
    reply(status, &json!({"message": text, "code": status}))
}

pub(crate) fn bad_request(errors: Vec<String>) -> Response {
    reply(
        400,
        &json!({"message": "Bad Request", "code": 400, "errors": errors}),
    )
}

async fn handle(fake: ReleasesFake, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let body = to_bytes(body, 16 * 1024 * 1024).await.unwrap_or_default();
    if let Some((status, answer)) =
        super::publish::admin(&fake, parts.method.as_str(), parts.uri.path(), &body)
    {
        return reply(status, &answer);
    }
    let inner = Arc::clone(&fake.inner);
    let latency = lock(&inner.options).latency;
    if !latency.is_zero() {
        tokio::time::sleep(latency).await;
    }
    let method = parts.method.as_str().to_string();
    let path = parts.uri.path().to_string();
    if let Some(fault) = take_fault(&inner, &method, &path) {
        let mut builder = Response::builder()
            .status(fault.status)
            .header("content-type", fault.content_type);
        if let Some(seconds) = fault.retry_after {
            builder = builder.header("retry-after", seconds.to_string());
        }
        return builder.body(Body::from(fault.body)).unwrap_or_default();
    }
    let cost = if method == "GET" { 1 } else { 10 };
    let rate_headers = match charge(&inner, cost) {
        Ok(headers) => headers,
        Err(response) => return response,
    };
    let mut response = route(
        &inner,
        &method,
        &path,
        parts.uri.query(),
        &parts.headers,
        &body,
    );
    for (name, value) in rate_headers {
        if let Ok(value) = value.parse() {
            response.headers_mut().insert(name, value);
        }
    }
    response
}

fn take_fault(inner: &Inner, method: &str, path: &str) -> Option<Fault> {
    let mut faults = lock(&inner.faults);
    let index = faults.iter().position(|fault| {
        fault.method.is_none_or(|m| m == method)
            && fault
                .path_contains
                .as_deref()
                .is_none_or(|p| path.contains(p))
    })?;
    let fault = &mut faults[index];
    if fault.skip > 0 {
        fault.skip -= 1;
        return None;
    }
    let chosen = fault.clone();
    fault.times = fault.times.saturating_sub(1);
    if fault.times == 0 {
        faults.remove(index);
    }
    Some(chosen)
}

type RateHeaders = Vec<(&'static str, String)>;

fn charge(inner: &Inner, cost: u64) -> Result<RateHeaders, Response> {
    let (limit, window, window_requests) = {
        let options = lock(&inner.options);
        (options.rate_limit, options.window, options.window_requests)
    };
    let Some(limit) = limit else {
        return Ok(Vec::new());
    };
    let mut rate = lock(&inner.rate);
    let now = Instant::now();
    let reset = match window_requests {
        Some(requests) => {
            if rate.arrived >= requests {
                rate.window_start = now;
                rate.remaining = limit;
                rate.arrived = 0;
            }
            rate.arrived += 1;
            1
        }
        None => {
            if now.duration_since(rate.window_start) >= window {
                rate.window_start = now;
                rate.remaining = limit;
            }
            let left = window.saturating_sub(now.duration_since(rate.window_start));
            left.as_secs() + u64::from(left.subsec_nanos() > 0)
        }
    };
    if rate.remaining < cost {
        *lock(&inner.rejected) += 1;
        let mut response = message(429);
        let headers = response.headers_mut();
        for (name, value) in [
            ("x-ratelimit-limit", limit.to_string()),
            ("x-ratelimit-remaining", rate.remaining.to_string()),
            ("x-ratelimit-reset", reset.to_string()),
            ("retry-after", reset.max(1).to_string()),
        ] {
            if let Ok(value) = value.parse() {
                headers.insert(name, value);
            }
        }
        return Err(response);
    }
    rate.remaining -= cost;
    Ok(vec![
        ("x-ratelimit-limit", limit.to_string()),
        ("x-ratelimit-remaining", rate.remaining.to_string()),
        ("x-ratelimit-reset", reset.to_string()),
    ])
}

/// `(user, password)` of a Basic header.
fn basic(headers: &HeaderMap) -> Option<(String, String)> {
    let value = headers.get("authorization")?.to_str().ok()?;
    let encoded = value
        .strip_prefix("Basic ")
        .or_else(|| value.strip_prefix("basic "))?;
    let decoded = base64::engine::general_purpose::STANDARD
        .decode(encoded.trim())
        .ok()?;
    let text = String::from_utf8(decoded).ok()?;
    let (user, password) = text.split_once(':')?;
    Some((user.to_string(), password.to_string()))
}

fn key_auth(store: &Store, headers: &HeaderMap) -> bool {
    if let Some(key) = headers.get("x-key").and_then(|v| v.to_str().ok()) {
        return store.key_is_valid(key);
    }
    basic(headers)
        .is_some_and(|(user, password)| store.key_is_valid(&user) || store.key_is_valid(&password))
}

fn segments(path: &str) -> Option<Vec<String>> {
    let rest = path.strip_prefix("/v1/")?;
    rest.split('/').map(percent_decode).collect()
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

fn query_pairs(query: Option<&str>) -> Vec<(String, String)> {
    url::form_urlencoded::parse(query.unwrap_or("").as_bytes())
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

fn route(
    inner: &Inner,
    method: &str,
    path: &str,
    query: Option<&str>,
    headers: &HeaderMap,
    body: &[u8],
) -> Response {
    let Some(parts) = segments(path) else {
        return message(404);
    };
    let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
    let options = lock(&inner.options).clone();
    let mut store = lock(&inner.store);
    if parts == ["auth", "keys"] {
        let login = basic(headers)
            .is_some_and(|(user, password)| user == options.email && password == options.password);
        if !login {
            return message(401);
        }
        if method != "GET" {
            return message(405);
        }
        return reply(200, &json!({"keys": store.keys}));
    }
    if !key_auth(&store, headers) {
        return message(401);
    }
    let query = query_pairs(query);
    let param = |name: &str| {
        query
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    };
    let page = match param("page").map(|p| p.parse::<usize>()) {
        None => 1,
        Some(Ok(page)) if page >= 1 => page,
        Some(_) => return bad_request(vec!["invalid page number".into()]),
    };
    let json_body = || -> Result<Map<String, Value>, Response> {
        let content_type = headers
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        if !content_type.starts_with("application/json") {
            return Err(bad_request(vec![
                "Content-Type must be application/json".into()
            ]));
        }
        match serde_json::from_slice::<Value>(body) {
            Ok(Value::Object(map)) => Ok(map),
            Ok(_) => Err(bad_request(vec!["the body must be a JSON object".into()])),
            Err(error) => Err(bad_request(vec![format!("invalid JSON body: {error}")])),
        }
    };
    match (method, parts.as_slice()) {
        ("GET", ["providers"]) => {
            let providers: Vec<&str> = if param("added").is_some() {
                PROVIDERS
                    .iter()
                    .copied()
                    .filter(|p| store.projects.iter().any(|project| project.provider == *p))
                    .collect()
            } else {
                PROVIDERS.to_vec()
            };
            reply(200, &json!({"providers": providers}))
        }
        ("GET", ["tags"]) => {
            let tags: Vec<Value> = store
                .tags
                .iter()
                .map(|(id, name)| json!({"id": id, "name": name}))
                .collect();
            reply(200, &json!({"tags": tags}))
        }
        ("POST", ["tags"]) => match json_body() {
            Ok(map) => match tag_name(&store, &map, None) {
                Ok(name) => {
                    let id = store.create_tag(&name);
                    reply(200, &json!({"id": id, "name": name}))
                }
                Err(errors) => bad_request(errors),
            },
            Err(response) => response,
        },
        (_, ["tags", id]) => {
            let Some(index) = store.tags.iter().position(|(tag, _)| tag == id) else {
                return message(404);
            };
            match method {
                "GET" => {
                    let (id, name) = &store.tags[index];
                    reply(200, &json!({"id": id, "name": name}))
                }
                "POST" => match json_body() {
                    Ok(map) => match tag_name(&store, &map, Some(id)) {
                        Ok(name) => {
                            store.tags[index].1 = name.clone();
                            reply(200, &json!({"id": id, "name": name}))
                        }
                        Err(errors) => bad_request(errors),
                    },
                    Err(response) => response,
                },
                "DELETE" => {
                    store.tags.remove(index);
                    for project in &mut store.projects {
                        if let Some(Value::Array(tags)) = project.settings.get_mut("tags") {
                            tags.retain(|tag| tag != id);
                        }
                    }
                    message(200)
                }
                _ => message(405),
            }
        }
        ("GET", [list]) if integration_field(list).is_some() => {
            let field = integration_field(list).unwrap_or_default();
            let envelope = match field {
                "chat_b_chats" if options.real_envelopes => "chats",
                "matrix_rooms" if options.real_envelopes => "rooms",
                "chat_a_channels" | "chat_b_chats" | "chat_c_channels" => "channels",
                _ => "webhooks",
            };
            let items = store.integrations.get(field).cloned().unwrap_or_default();
            reply(200, &json!({ envelope: items }))
        }
        ("GET", ["projects"]) => list_projects(&store, &options, None, &param, page),
        ("POST", ["projects"]) => match json_body() {
            Ok(map) => add_project(&mut store, &map),
            Err(response) => response,
        },
        ("GET", ["projects", "search"]) => {
            let Some(q) = param("q").filter(|q| !q.is_empty()) else {
                return bad_request(vec!["q is required".into()]);
            };
            let provider = param("provider").unwrap_or_default();
            let needle = q.to_lowercase();
            let projects: Vec<Value> = store
                .projects
                .iter()
                .filter(|p| p.name.to_lowercase().contains(&needle))
                .filter(|p| provider.is_empty() || p.provider == provider)
                .map(super::store::StoredProject::document)
                .collect();
            reply(
                200,
                &json!({"q": q, "provider": provider, "projects": projects}),
            )
        }
        ("GET", ["projects", provider]) if PROVIDERS.contains(provider) => {
            list_projects(&store, &options, Some(provider), &param, page)
        }
        (_, ["projects", rest @ ..]) => {
            project_route(&mut store, &options, method, rest, page, &json_body)
        }
        _ => message(404),
    }
}

fn integration_field(path: &str) -> Option<&'static str> {
    LIST_FIELDS.iter().copied().find(|field| {
        let expected = match *field {
            "matrix_rooms" => "matrix-rooms".to_string(),
            "webhooks" => "webhooks".to_string(),
            other => other.replace('_', "-"),
        };
        expected == path
    })
}

fn tag_name(
    store: &Store,
    map: &Map<String, Value>,
    renaming: Option<&str>,
) -> Result<String, Vec<String>> {
    let Some(name) = map
        .get("name")
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|n| !n.is_empty())
    else {
        return Err(vec!["tag name is required".into()]);
    };
    if store
        .tags
        .iter()
        .any(|(id, existing)| existing == name && Some(id.as_str()) != renaming)
    {
        return Err(vec![format!("tag \"{name}\" already exists")]);
    }
    Ok(name.to_string())
}
