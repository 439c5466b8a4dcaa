//! The shared HTTP client's rules, in process against a scripted fake.

use std::io::{BufRead as _, BufReader, Write as _};
use std::net::TcpListener;
use std::sync::atomic::{AtomicUsize, Ordering};
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
    client_with(HttpSettings {
        // Patience only a hung exchange runs out of: every answer here is local.
        timeout: Duration::from_secs(60),
        connect_timeout: Duration::from_secs(30),
        retries,
        direct: true,
    })
}

fn client_with(settings: HttpSettings) -> (Http, Arc<Mutex<Vec<String>>>) {
    let notices = Arc::new(Mutex::new(Vec::new()));
    let sink = Arc::clone(&notices);
    let http = Http::new(
        settings,
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

/// A GET, through reqwest or (`direct`) ward's own connections: the client's rules hold
/// for both.
fn get(server: &Running, direct: bool) -> Request {
    let request = Request::get("svc", url(server));
    if direct {
        request.direct()
    } else {
        request
    }
}

#[test]
fn get_is_retried_on_503_then_succeeds_and_sends_the_user_agent() {
    for direct in [false, true] {
        let (server, log) = serve(vec![
            Canned::new(503, "busy"),
            Canned::new(200, r#"{"ok":true}"#),
        ]);
        let (http, notices) = client(3);
        let value: Value = runtime()
            .block_on(http.send_json(get(&server, direct)))
            .unwrap();
        assert_eq!(value["ok"], true);
        assert_eq!(log.len(), 2);
        let agent = log.all()[0].header("user-agent").unwrap().to_string();
        assert!(agent.starts_with("ward/"), "{agent}");
        assert_eq!(notices.lock().unwrap().len(), 1);
    }
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
    for direct in [false, true] {
        let (server, log) = serve(vec![Canned::new(
            429,
            r#"{"message":"Too Many Requests","code":429}"#,
        )
        .header("retry-after", "0")]);
        let (http, _) = client(2);
        let error = runtime()
            .block_on(http.send(get(&server, direct)))
            .unwrap_err();
        assert_eq!(log.len(), 3);
        assert_eq!(error.exit_code(), 5);
        pin("too_many_requests", &error.to_string());
    }
}

#[test]
fn a_200_that_is_not_json_is_an_error_not_an_empty_result() {
    let (server, _) = serve(vec![Canned::new(
        200,
        "<html><head><title>Hotel Wi-Fi login</title></head></html>",
    )
    .header("content-type", "text/html")]);
    let (http, _) = client(0);
    for direct in [false, true] {
        let error = runtime()
            .block_on(http.send_json::<Value>(get(&server, direct)))
            .unwrap_err();
        assert!(matches!(error, HttpError::Decode { .. }));
        pin("not_json", &error.to_string());
    }
}

#[test]
fn connection_refused_is_retried_then_reported() {
    // Bind and drop a listener to get a port nothing listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = Url::parse(&format!("http://127.0.0.1:{port}/x")).unwrap();
    for request in [
        Request::post("svc", url.clone()),
        Request::get("svc", url.clone()).direct(),
    ] {
        let (http, notices) = client(1);
        let error = runtime().block_on(http.send(request)).unwrap_err();
        assert!(matches!(error, HttpError::Unreachable { .. }), "{error}");
        pin("connection_refused", &error.to_string());
        assert_eq!(error.exit_code(), 1);
        assert_eq!(notices.lock().unwrap().len(), 1);
    }
}

#[test]
fn error_bodies_carry_the_service_message_and_request_id() {
    let (server, _) = serve(vec![Canned::new(
        400,
        r#"{"message":"Bad Request","code":400,"errors":["name is required"]}"#,
    )
    .header("x-request-id", "req-42")]);
    let (http, _) = client(0);
    for direct in [false, true] {
        let error = runtime()
            .block_on(http.send(get(&server, direct)))
            .unwrap_err();
        pin("bad_request", &error.to_string());
        assert_eq!(error.exit_code(), 2);
    }
}

/// What a [`bare_server`] does with a connection once it has answered on it.
#[derive(Clone, Copy, Debug)]
enum AfterAnswer {
    /// Keeps it for more requests.
    Keep,
    /// Closes it at once without saying so, as a server whose keep-alive ran out does.
    Close,
    /// Closes it only once the next request has come, unread: the close and the request
    /// cross, and the client reads a reset instead of an end of file.
    CloseOnNext,
}

/// A server on a bare socket answering every request `ok`, doing `after` with each
/// connection once it has answered. Gives its port and how many connections it took.
fn bare_server(after: AfterAnswer) -> (u16, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let accepted = Arc::new(AtomicUsize::new(0));
    let count = Arc::clone(&accepted);
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { return };
            count.fetch_add(1, Ordering::SeqCst);
            std::thread::spawn(move || {
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                loop {
                    let mut line = String::new();
                    // The request's head, up to its blank line.
                    loop {
                        line.clear();
                        match reader.read_line(&mut line) {
                            Ok(0) | Err(_) => return,
                            Ok(_) if line == "\r\n" => break,
                            Ok(_) => {}
                        }
                    }
                    let answer = "HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok";
                    if stream.write_all(answer.as_bytes()).is_err() {
                        return;
                    }
                    match after {
                        AfterAnswer::Keep => {}
                        AfterAnswer::Close => return,
                        AfterAnswer::CloseOnNext => {
                            // Waits for the next request without taking it off the socket.
                            let _ = stream.peek(&mut [0u8; 1]);
                            return;
                        }
                    }
                }
            });
        }
    });
    (port, accepted)
}

#[test]
fn direct_requests_reuse_their_connection_and_replace_one_the_server_closed() {
    for (after, connections) in [
        (AfterAnswer::Keep, 1),
        (AfterAnswer::Close, 3),
        (AfterAnswer::CloseOnNext, 3),
    ] {
        let (port, accepted) = bare_server(after);
        let url = Url::parse(&format!("http://127.0.0.1:{port}/r")).unwrap();
        let (http, notices) = client(0);
        let runtime = runtime();
        for _ in 0..3 {
            let response = runtime
                .block_on(http.send(Request::get("svc", url.clone()).direct()))
                .unwrap_or_else(|error| panic!("{after:?}: {error}"));
            assert_eq!(&response.body[..], b"ok");
        }
        // A closed connection is replaced without a retry: no notice, no error.
        assert!(notices.lock().unwrap().is_empty(), "{after:?}");
        assert_eq!(accepted.load(Ordering::SeqCst), connections, "{after:?}");
    }
}

#[test]
fn a_server_that_never_answers_times_out_the_same_on_both_transports() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let url = Url::parse(&format!("http://127.0.0.1:{port}/r")).unwrap();
    let mut texts = Vec::new();
    for request in [
        Request::get("svc", url.clone()),
        Request::get("svc", url.clone()).direct(),
    ] {
        let (http, _) = client_with(HttpSettings {
            timeout: Duration::from_secs(1),
            connect_timeout: Duration::from_secs(1),
            retries: 0,
            direct: true,
        });
        let error = runtime().block_on(http.send(request)).unwrap_err();
        assert!(matches!(error, HttpError::Timeout { .. }), "{error}");
        texts.push(error.to_string());
    }
    assert_eq!(texts[0], texts[1]);
    drop(listener);
}

#[test]
fn a_body_over_the_service_limit_is_refused_once_on_both_transports() {
    for direct in [false, true] {
        let (server, log) = serve(vec![Canned::new(200, &"0".repeat(1_100_000))]);
        let (http, _) = client(3);
        let request = Request::get("password range API", url(&server));
        let request = if direct { request.direct() } else { request };
        let error = runtime().block_on(http.send(request)).unwrap_err();
        assert!(matches!(error, HttpError::TooLarge { .. }), "{error}");
        assert_eq!(log.len(), 1, "direct {direct}");
    }
}

#[test]
fn direct_requests_go_through_reqwest_unless_the_client_allows_them() {
    let (server, log) = serve(vec![Canned::new(200, "ok")]);
    let (http, _) = client_with(HttpSettings {
        direct: false,
        ..HttpSettings::default()
    });
    runtime().block_on(http.send(get(&server, true))).unwrap();
    // reqwest asks for gzip; ward's own connections ask for no compression.
    assert_eq!(log.all()[0].header("accept-encoding"), Some("gzip"));
    runtime()
        .block_on(client(0).0.send(get(&server, true)))
        .unwrap();
    assert_eq!(log.all()[1].header("accept-encoding"), None);
}

#[test]
fn a_mirror_that_redirects_is_followed_through_reqwest_from_then_on() {
    let (target, target_log) = serve(vec![Canned::new(200, "ok")]);
    let (mirror, mirror_log) = serve(vec![
        Canned::new(301, "").header("location", &format!("{}/moved", target.url))
    ]);
    let (http, notices) = client(0);
    let runtime = runtime();
    for _ in 0..2 {
        let response = runtime.block_on(http.send(get(&mirror, true))).unwrap();
        assert_eq!(&response.body[..], b"ok");
    }
    // The first request went direct, met the redirect and went again through reqwest,
    // which followed it; the second went through reqwest alone.
    assert_eq!(mirror_log.len(), 3);
    assert_eq!(mirror_log.all()[0].header("accept-encoding"), None);
    assert_eq!(mirror_log.all()[2].header("accept-encoding"), Some("gzip"));
    assert_eq!(target_log.len(), 2);
    assert!(notices.lock().unwrap().is_empty());
}
