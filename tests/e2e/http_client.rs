//! The shared HTTP client's rules, in process against a scripted fake.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::Value;
use url::Url;
use ward::error::HttpExitCode as _;
use ward_client::http::{Http, HttpError, HttpSettings, Request};
use ward_fakes::scripted::{self, Canned};
use ward_fakes::{RequestLog, Running};

fn serve(script: Vec<Canned>) -> (Running, RequestLog) {
    let log = RequestLog::new();
    let server = ward_fakes::spawn(log.layer(scripted::router(script)));
    (server, log)
}

fn client(retries: u32) -> (Http, Arc<Mutex<Vec<String>>>) {
    let notices = Arc::new(Mutex::new(Vec::new()));
    let sink = Arc::clone(&notices);
    let http = Http::new(
        // Patience only a hung exchange runs out of: every answer here is local.
        HttpSettings {
            timeout: Duration::from_secs(60),
            connect_timeout: Duration::from_secs(30),
            retries,
        },
        Some(Arc::new(move |message: &str| {
            sink.lock().unwrap().push(message.to_string())
        })),
    )
    .unwrap();
    (http, notices)
}

/// `text` pinned whole, the fake's port written `[PORT]`.
fn pin(name: &str, text: &str) {
    let mut settings = insta::Settings::clone_current();
    for (pattern, replacement) in crate::support::snapshot::FILTERS {
        settings.add_filter(pattern, *replacement);
    }
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!(name, text));
}

fn url(server: &Running) -> Url {
    Url::parse(&format!("{}/thing", server.url)).unwrap()
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

#[test]
fn get_is_retried_on_503_then_succeeds_and_sends_the_user_agent() {
    let (server, log) = serve(vec![
        Canned::new(503, "busy"),
        Canned::new(200, r#"{"ok":true}"#),
    ]);
    let (http, notices) = client(3);
    let value: Value = runtime()
        .block_on(http.send_json(Request::get("svc", url(&server))))
        .unwrap();
    assert_eq!(value["ok"], true);
    assert_eq!(log.len(), 2);
    let agent = log.all()[0].header("user-agent").unwrap().to_string();
    assert!(agent.starts_with("ward/"), "{agent}");
    assert_eq!(notices.lock().unwrap().len(), 1);
}

#[test]
fn retry_after_on_429_is_honoured_even_for_post() {
    let (server, log) = serve(vec![
        Canned::new(429, "slow down").header("retry-after", "1"),
        Canned::new(201, "{}"),
    ]);
    let (http, notices) = client(2);
    let response = runtime()
        .block_on(http.send(Request::post("svc", url(&server)).json(&serde_json::json!({"a": 1}))))
        .unwrap();
    assert_eq!(response.status.as_u16(), 201);
    assert_eq!(log.len(), 2);
    // The wait has random jitter: the notice is read up to it.
    let notice = notices.lock().unwrap()[0].clone();
    assert!(
        notice.starts_with("ward: svc answered 429; retrying in "),
        "{notice}"
    );
}

#[test]
fn post_is_not_retried_on_502_because_it_may_have_been_processed() {
    let (server, log) = serve(vec![
        Canned::new(502, "bad gateway"),
        Canned::new(200, "{}"),
    ]);
    let (http, _) = client(3);
    let error = runtime()
        .block_on(http.send(Request::post("svc", url(&server)).json(&serde_json::json!({}))))
        .unwrap_err();
    assert_eq!(error.status(), Some(502));
    assert_eq!(log.len(), 1);
}

#[test]
fn retries_are_bounded_and_the_last_error_is_reported() {
    let (server, log) = serve(vec![Canned::new(
        429,
        r#"{"message":"Too Many Requests","code":429}"#,
    )
    .header("retry-after", "0")]);
    let (http, _) = client(2);
    let error = runtime()
        .block_on(http.send(Request::get("svc", url(&server))))
        .unwrap_err();
    assert_eq!(log.len(), 3);
    assert_eq!(error.exit_code(), 5);
    pin("too_many_requests", &error.to_string());
}

#[test]
fn a_200_that_is_not_json_is_an_error_not_an_empty_result() {
    let (server, _) = serve(vec![Canned::new(
        200,
        "<html><head><title>Hotel Wi-Fi login</title></head></html>",
    )
    .header("content-type", "text/html")]);
    let (http, _) = client(0);
    let error = runtime()
        .block_on(http.send_json::<Value>(Request::get("svc", url(&server))))
        .unwrap_err();
    assert!(matches!(error, HttpError::Decode { .. }));
    pin("not_json", &error.to_string());
}

#[test]
fn connection_refused_is_retried_then_reported() {
    // Bind and drop a listener to get a port nothing listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let (http, notices) = client(1);
    let url = Url::parse(&format!("http://127.0.0.1:{port}/x")).unwrap();
    let error = runtime()
        .block_on(http.send(Request::post("svc", url)))
        .unwrap_err();
    assert!(matches!(error, HttpError::Unreachable { .. }), "{error}");
    pin("connection_refused", &error.to_string());
    assert_eq!(error.exit_code(), 1);
    assert_eq!(notices.lock().unwrap().len(), 1);
}

#[test]
fn error_bodies_carry_the_service_message_and_request_id() {
    let (server, _) = serve(vec![Canned::new(
        400,
        r#"{"message":"Bad Request","code":400,"errors":["name is required"]}"#,
    )
    .header("x-request-id", "req-42")]);
    let (http, _) = client(0);
    let error = runtime()
        .block_on(http.send(Request::get("svc", url(&server))))
        .unwrap_err();
    pin("bad_request", &error.to_string());
    assert_eq!(error.exit_code(), 2);
}
