//! The metadata server's paths, answered as the cloud's own server answers them: every
//! request must carry `Metadata-Flavor: Google` (403 without it), every answer carries it,
//! a request relayed by a proxy (`X-Forwarded-For`) is refused, and anything else is 404.

use std::collections::BTreeMap;
use std::time::Instant;

use axum::body::Body;
use hyper::header::{HeaderMap, HeaderValue, CONTENT_TYPE};
use hyper::{Method, Response, StatusCode, Uri};
use serde_json::{json, Map, Value};

use super::identity::{Cached, Want};
use super::App;

const PREFIX: &str = "/computeMetadata/v1/";

/// What the log says of an answer; never a token.
pub(super) struct Answered {
    pub response: Response<Body>,
    /// The identity the request named, when it named one.
    pub identity: Option<String>,
}

fn reply(status: StatusCode, kind: &'static str, body: impl Into<Body>) -> Response<Body> {
    let mut response = Response::new(body.into());
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert("metadata-flavor", HeaderValue::from_static("Google"));
    headers.insert(CONTENT_TYPE, HeaderValue::from_static(kind));
    headers.insert("server", HeaderValue::from_static("Metadata Server for VM"));
    headers.insert("x-xss-protection", HeaderValue::from_static("0"));
    headers.insert("x-frame-options", HeaderValue::from_static("SAMEORIGIN"));
    response
}

fn text(status: StatusCode, body: impl Into<String>) -> Response<Body> {
    reply(status, "application/text", body.into())
}

fn json_reply(value: &Value) -> Response<Body> {
    reply(StatusCode::OK, "application/json", value.to_string())
}

fn not_found() -> Response<Body> {
    // The real server's 404 is an HTML page; its status is what clients read.
    reply(
        StatusCode::NOT_FOUND,
        "text/html; charset=UTF-8",
        "<!DOCTYPE html>\n<title>Error 404 (Not Found)</title>\n<p>The requested URL was not found on this server.</p>\n",
    )
}

fn query(uri: &Uri) -> BTreeMap<String, String> {
    uri.query()
        .map(|query| {
            url::form_urlencoded::parse(query.as_bytes())
                .into_owned()
                .collect()
        })
        .unwrap_or_default()
}

/// `true`, as the server reads a boolean query parameter.
fn truthy(value: Option<&String>) -> bool {
    value.is_some_and(|value| matches!(value.as_str(), "true" | "1" | "True" | "TRUE"))
}

pub(super) async fn answer(app: &App, method: &Method, uri: &Uri, headers: &HeaderMap) -> Answered {
    let plain = |response| Answered {
        response,
        identity: None,
    };
    if headers.contains_key("x-forwarded-for") {
        return plain(text(
            StatusCode::FORBIDDEN,
            "Request denied: X-Forwarded-For header present\n",
        ));
    }
    let flavor = headers
        .get("metadata-flavor")
        .and_then(|value| value.to_str().ok());
    if flavor != Some("Google") {
        return plain(text(
            StatusCode::FORBIDDEN,
            "Missing required header: \"Metadata-Flavor\"\n",
        ));
    }
    if method != Method::GET && method != Method::HEAD {
        return plain(text(StatusCode::METHOD_NOT_ALLOWED, "Method not allowed\n"));
    }
    let path = uri.path();
    let query = query(uri);
    let recursive = truthy(query.get("recursive"));
    if path == "/" {
        return plain(text(StatusCode::OK, "computeMetadata/\n"));
    }
    if path == "/computeMetadata/" {
        return plain(text(StatusCode::OK, "v1/\n"));
    }
    let Some(rest) = path.strip_prefix(PREFIX) else {
        return plain(not_found());
    };
    match rest {
        "project/project-id" => {
            return plain(match &app.project_id {
                Some(project) => text(StatusCode::OK, project.clone()),
                None => not_found(),
            })
        }
        "project/numeric-project-id" => {
            return plain(match &app.project_number {
                Some(number) => text(StatusCode::OK, number.clone()),
                None => not_found(),
            })
        }
        "instance/service-accounts" | "instance/service-accounts/" => {
            return plain(accounts(app, recursive))
        }
        _ => {}
    }
    let Some(account) = rest.strip_prefix("instance/service-accounts/") else {
        return plain(not_found());
    };
    let (name, leaf) = account.split_once('/').unwrap_or((account, ""));
    let Some(cached) = app.identity(name) else {
        return plain(not_found());
    };
    let response = match leaf {
        "" if recursive => json_reply(&account_info(app, cached)),
        "" => text(StatusCode::OK, "aliases\nemail\nidentity\nscopes\ntoken\n"),
        "email" => text(StatusCode::OK, cached.source.email.clone()),
        "aliases" => text(StatusCode::OK, aliases(app, cached).join("\n")),
        "scopes" => text(StatusCode::OK, cached.source.scopes().join("\n") + "\n"),
        "token" => token(cached, &query).await,
        "identity" => identity(cached, &query).await,
        _ => not_found(),
    };
    Answered {
        response,
        identity: Some(cached.source.email.clone()),
    }
}

fn aliases(app: &App, cached: &Cached) -> Vec<&'static str> {
    if std::ptr::eq(app.default_identity(), cached) {
        vec!["default"]
    } else {
        Vec::new()
    }
}

fn account_info(app: &App, cached: &Cached) -> Value {
    json!({
        "aliases": aliases(app, cached),
        "email": cached.source.email,
        "scopes": cached.source.scopes(),
    })
}

fn accounts(app: &App, recursive: bool) -> Response<Body> {
    if recursive {
        let mut listing = Map::new();
        listing.insert("default".into(), account_info(app, app.default_identity()));
        for cached in app.all() {
            listing.insert(cached.source.email.clone(), account_info(app, cached));
        }
        return json_reply(&Value::Object(listing));
    }
    let mut names = vec!["default/".to_string()];
    names.extend(app.all().map(|cached| format!("{}/", cached.source.email)));
    text(StatusCode::OK, names.join("\n") + "\n")
}

fn unavailable(why: &str) -> Response<Body> {
    text(
        StatusCode::SERVICE_UNAVAILABLE,
        format!("could not get a token: {why}\n"),
    )
}

/// `…/token[?scopes=a,b]`: the JSON the real server answers, `expires_in` counting down.
async fn token(cached: &Cached, query: &BTreeMap<String, String>) -> Response<Body> {
    let mut scopes: Vec<String> = query
        .get("scopes")
        .map(|scopes| {
            scopes
                .split(',')
                .map(str::trim)
                .filter(|scope| !scope.is_empty())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    scopes.sort();
    scopes.dedup();
    if scopes.as_slice() == cached.source.scopes() {
        scopes.clear();
    }
    match cached.token(Want::Access(scopes)).await {
        Ok(minted) => {
            // Rounded up: a token still valid never reads as 0 seconds (expired) to a client.
            let left = minted.expires.saturating_duration_since(Instant::now());
            let seconds = left.as_secs() + u64::from(left.subsec_nanos() > 0);
            json_reply(&json!({
                "access_token": minted.token.expose(),
                "expires_in": seconds,
                "token_type": "Bearer",
            }))
        }
        Err(why) => unavailable(&why.0),
    }
}

/// `…/identity?audience=AUD[&format=full]`: the JWT as text.
async fn identity(cached: &Cached, query: &BTreeMap<String, String>) -> Response<Body> {
    let Some(audience) = query
        .get("audience")
        .filter(|audience| !audience.is_empty())
    else {
        return text(
            StatusCode::BAD_REQUEST,
            "non-empty audience parameter required\n",
        );
    };
    if cached.source.direct() {
        // As the cloud's server answers a workload that has no service account.
        return text(StatusCode::NOT_FOUND, cached.refuse_id_token() + "\n");
    }
    let full = query.get("format").map(String::as_str) == Some("full");
    match cached.token(Want::Id(audience.clone(), full)).await {
        Ok(minted) => text(StatusCode::OK, minted.token.expose().to_string()),
        Err(why) => unavailable(&why.0),
    }
}
