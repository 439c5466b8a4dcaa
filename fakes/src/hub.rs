//! The hub's webhook management API (`/api/settings/webhooks`), in memory.
//!
//! Follows the reference: list answers a bare array, every single-webhook answer is
//! `{"webhook": {...}}`, update is a POST that replaces `watched`, `domains` and `url`,
//! enable/disable are POSTs without a body, bearer auth on everything, a request id on
//! every answer, `{"error": "..."}` bodies on failure.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use axum::extract::{Path, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Map, Value};

/// The token the fake accepts unless told otherwise.
pub const TOKEN: &str = "hf_fake_hub_token";

const WATCH_TYPES: [&str; 5] = ["dataset", "model", "org", "space", "user"];
const DOMAINS: [&str; 2] = ["repo", "discussion"];

#[derive(Clone)]
pub struct Hub {
    inner: Arc<Inner>,
}

struct Inner {
    token: String,
    hooks: Mutex<Vec<Map<String, Value>>>,
    forced: Mutex<VecDeque<(u16, Value)>>,
    next_id: AtomicU64,
    next_request: AtomicU64,
}

type Reply = (StatusCode, Json<Value>);

fn error(status: StatusCode, message: &str) -> Reply {
    (status, Json(json!({ "error": message })))
}

impl Default for Hub {
    fn default() -> Self {
        Self::new(TOKEN)
    }
}

impl Hub {
    pub fn new(token: &str) -> Self {
        Self {
            inner: Arc::new(Inner {
                token: token.to_string(),
                hooks: Mutex::new(Vec::new()),
                forced: Mutex::new(VecDeque::new()),
                next_id: AtomicU64::new(1),
                next_request: AtomicU64::new(1),
            }),
        }
    }

    fn new_id(&self) -> String {
        let n = self.inner.next_id.fetch_add(1, Ordering::Relaxed);
        format!("654bbbc16f2e{n:012x}")
    }

    /// Seed a webhook; missing fields get the hub's defaults. Returns its id.
    pub fn insert(&self, hook: Value) -> String {
        let mut object = hook.as_object().cloned().unwrap_or_default();
        let id = match object.get("id").and_then(Value::as_str) {
            Some(id) => id.to_string(),
            None => self.new_id(),
        };
        let mut stored = Map::new();
        stored.insert("id".into(), json!(id));
        for (key, default) in [
            ("url", Value::Null),
            ("watched", json!([])),
            ("domains", json!(["repo", "discussion"])),
        ] {
            stored.insert(key.into(), object.remove(key).unwrap_or(default));
        }
        if let Some(secret) = object.remove("secret") {
            stored.insert("secret".into(), secret);
        }
        stored.insert(
            "disabled".into(),
            object.remove("disabled").unwrap_or(json!(false)),
        );
        object.remove("id");
        stored.extend(object);
        self.lock().push(stored);
        id
    }

    /// Every stored webhook as the hub would describe it.
    pub fn webhooks(&self) -> Vec<Value> {
        self.lock().iter().cloned().map(Value::Object).collect()
    }

    pub fn webhook(&self, id: &str) -> Option<Value> {
        self.lock()
            .iter()
            .find(|hook| hook["id"] == id)
            .cloned()
            .map(Value::Object)
    }

    /// Answer the next request with this status and body, whatever it asks.
    pub fn fail_next(&self, status: u16, body: Value) {
        if let Ok(mut forced) = self.inner.forced.lock() {
            forced.push_back((status, body));
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Map<String, Value>>> {
        self.inner
            .hooks
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub fn router(&self) -> Router {
        Router::new()
            .route("/api/settings/webhooks", get(list).post(create))
            .route(
                "/api/settings/webhooks/{id}",
                get(read).post(update).delete(remove),
            )
            .route("/api/settings/webhooks/{id}/{action}", post(switch))
            .layer(middleware::from_fn_with_state(self.clone(), guard))
            .with_state(self.clone())
    }
}

/// Request id, forced failures and bearer auth, in front of every route.
async fn guard(State(hub): State<Hub>, request: Request, next: Next) -> Response {
    let n = hub.inner.next_request.fetch_add(1, Ordering::Relaxed);
    let request_id = format!("Root=1-fake-{n:08x}");
    let forced = hub
        .inner
        .forced
        .lock()
        .ok()
        .and_then(|mut forced| forced.pop_front());
    let mut response = if let Some((status, body)) = forced {
        let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        (status, Json(body)).into_response()
    } else {
        let expected = format!("Bearer {}", hub.inner.token);
        match request.headers().get("authorization") {
            None => {
                error(StatusCode::UNAUTHORIZED, "Authorization header is required").into_response()
            }
            Some(value) if value.as_bytes() != expected.as_bytes() => error(
                StatusCode::UNAUTHORIZED,
                "Invalid credentials in Authorization header",
            )
            .into_response(),
            Some(_) => next.run(request).await,
        }
    };
    if let Ok(value) = HeaderValue::from_str(&request_id) {
        response.headers_mut().insert("x-request-id", value);
    }
    response
}

async fn list(State(hub): State<Hub>) -> Reply {
    (StatusCode::OK, Json(Value::Array(hub.webhooks())))
}

async fn read(State(hub): State<Hub>, Path(id): Path<String>) -> Reply {
    match hub.webhook(&id) {
        Some(hook) => (StatusCode::OK, Json(json!({ "webhook": hook }))),
        None => error(StatusCode::NOT_FOUND, "Webhook not found"),
    }
}

/// The JSON object body of a POST, or the hub's 400.
fn body_object(headers: &HeaderMap, body: &Bytes) -> Result<Map<String, Value>, Reply> {
    let json_type = headers
        .get("content-type")
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("application/json"));
    if !json_type {
        return Err(error(
            StatusCode::BAD_REQUEST,
            "Content-Type must be application/json",
        ));
    }
    match serde_json::from_slice(body) {
        Ok(Value::Object(object)) => Ok(object),
        _ => Err(error(StatusCode::BAD_REQUEST, "Invalid JSON body")),
    }
}

fn check_watched(body: &Map<String, Value>, allow_empty: bool) -> Result<Value, Reply> {
    let Some(Value::Array(items)) = body.get("watched") else {
        return Err(error(StatusCode::BAD_REQUEST, "\"watched\" is required"));
    };
    if items.is_empty() && !allow_empty {
        return Err(error(
            StatusCode::BAD_REQUEST,
            "\"watched\" must not be empty",
        ));
    }
    for item in items {
        let kind = item.get("type").and_then(Value::as_str).unwrap_or("");
        let name = item.get("name").and_then(Value::as_str).unwrap_or("");
        if !WATCH_TYPES.contains(&kind) {
            return Err(error(
                StatusCode::BAD_REQUEST,
                &format!("Invalid watched type \"{kind}\""),
            ));
        }
        if name.is_empty() {
            return Err(error(StatusCode::BAD_REQUEST, "Watched items need a name"));
        }
    }
    Ok(Value::Array(items.clone()))
}

fn check_domains(body: &Map<String, Value>, required: bool) -> Result<Option<Value>, Reply> {
    match body.get("domains") {
        None if required => Err(error(StatusCode::BAD_REQUEST, "\"domains\" is required")),
        None => Ok(None),
        Some(Value::Array(items)) => {
            for item in items {
                if !item
                    .as_str()
                    .is_some_and(|domain| DOMAINS.contains(&domain))
                {
                    return Err(error(
                        StatusCode::BAD_REQUEST,
                        &format!("Invalid domain {item}, expected repo or discussion"),
                    ));
                }
            }
            Ok(Some(Value::Array(items.clone())))
        }
        Some(_) => Err(error(StatusCode::BAD_REQUEST, "\"domains\" must be a list")),
    }
}

fn check_url(body: &Map<String, Value>, required: bool) -> Result<Option<Value>, Reply> {
    match body.get("url") {
        None if required => Err(error(StatusCode::BAD_REQUEST, "\"url\" is required")),
        None => Ok(None),
        Some(Value::String(url)) if url.starts_with("http://") || url.starts_with("https://") => {
            Ok(Some(Value::String(url.clone())))
        }
        Some(_) => Err(error(
            StatusCode::BAD_REQUEST,
            "\"url\" must be an http(s) URL",
        )),
    }
}

fn check_secret(body: &Map<String, Value>) -> Result<Option<Value>, Reply> {
    match body.get("secret") {
        None => Ok(None),
        Some(Value::String(secret)) if secret.is_ascii() => Ok(Some(json!(secret))),
        Some(_) => Err(error(
            StatusCode::BAD_REQUEST,
            "\"secret\" must be an ASCII string",
        )),
    }
}

async fn create(State(hub): State<Hub>, headers: HeaderMap, body: Bytes) -> Reply {
    let result = (|| {
        let body = body_object(&headers, &body)?;
        let watched = check_watched(&body, false)?;
        let url = check_url(&body, true)?;
        let domains = check_domains(&body, false)?.unwrap_or(json!(["repo", "discussion"]));
        let mut hook = json!({ "url": url, "watched": watched, "domains": domains });
        if let Some(secret) = check_secret(&body)? {
            hook["secret"] = secret;
        }
        Ok(hook)
    })();
    match result {
        Ok(hook) => {
            let id = hub.insert(hook);
            (StatusCode::OK, Json(json!({ "webhook": hub.webhook(&id) })))
        }
        Err(reply) => reply,
    }
}

async fn update(
    State(hub): State<Hub>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Reply {
    let parsed = (|| {
        let body = body_object(&headers, &body)?;
        // Like the real endpoint, a full replacement: an empty list is taken at its word.
        let watched = check_watched(&body, true)?;
        let domains = check_domains(&body, true)?;
        let url = check_url(&body, false)?;
        let secret = check_secret(&body)?;
        Ok((watched, domains, url, secret))
    })();
    let (watched, domains, url, secret) = match parsed {
        Ok(parsed) => parsed,
        Err(reply) => return reply,
    };
    let mut hooks = hub.lock();
    let Some(hook) = hooks.iter_mut().find(|hook| hook["id"] == id.as_str()) else {
        return error(StatusCode::NOT_FOUND, "Webhook not found");
    };
    hook.insert("watched".into(), watched);
    if let Some(domains) = domains {
        hook.insert("domains".into(), domains);
    }
    if let Some(url) = url {
        hook.insert("url".into(), url);
    }
    if let Some(secret) = secret {
        hook.insert("secret".into(), secret);
    }
    let hook = Value::Object(hook.clone());
    (StatusCode::OK, Json(json!({ "webhook": hook })))
}

async fn switch(State(hub): State<Hub>, Path((id, action)): Path<(String, String)>) -> Reply {
    let disabled = match action.as_str() {
        "enable" => false,
        "disable" => true,
        _ => return error(StatusCode::NOT_FOUND, "Not Found"),
    };
    let mut hooks = hub.lock();
    let Some(hook) = hooks.iter_mut().find(|hook| hook["id"] == id.as_str()) else {
        return error(StatusCode::NOT_FOUND, "Webhook not found");
    };
    hook.insert("disabled".into(), json!(disabled));
    let hook = Value::Object(hook.clone());
    (StatusCode::OK, Json(json!({ "webhook": hook })))
}

async fn remove(State(hub): State<Hub>, Path(id): Path<String>) -> Reply {
    let mut hooks = hub.lock();
    let before = hooks.len();
    hooks.retain(|hook| hook["id"] != id.as_str());
    if hooks.len() == before {
        return error(StatusCode::NOT_FOUND, "Webhook not found");
    }
    (StatusCode::OK, Json(json!({})))
}
