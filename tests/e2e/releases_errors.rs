//! Authentication, errors of spec 1 §7, rate limits and retries.

use std::time::Duration;

use serde_json::json;
use ward_fakes::releases::{Fault, Options};

use crate::releases_fixture::{Fixture, KEY};

/// A retry's wait has random jitter: the notice shows it as `[WAIT]`.
macro_rules! snapshot_with_waits {
    ($name:expr, $run:expr) => {
        insta::with_settings!({filters => vec![
            (r"retrying in \d+(\.\d+)? m?s", "retrying in [WAIT]"),
        ]}, {
            crate::ward_snapshot!($name, $run)
        })
    };
}

#[test]
fn a_missing_key_is_reported_before_any_request() {
    let fixture = Fixture::new();
    let run = fixture.cmd_without_key(["project", "list"]).run();
    crate::ward_snapshot!(run);
    assert!(fixture.requests().is_empty());
}

#[test]
fn the_key_comes_from_the_flag_or_the_config_file() {
    let fixture = Fixture::new();
    fixture
        .cmd_without_key(["tag", "list", "--api-key", KEY])
        .run()
        .expect_success();
    assert_eq!(fixture.last().header("x-key"), Some(KEY));
    let run = fixture
        .cmd_without_key(["configure", "releases-key", "--stdin"])
        .stdin(format!("{KEY}\n"))
        .run();
    crate::ward_snapshot!("configure", run);
    fixture
        .cmd_without_key(["tag", "list"])
        .run()
        .expect_success();
    assert_eq!(fixture.last().header("x-key"), Some(KEY));
    // The key is stored, never printed.
    let stored = std::fs::read_to_string(fixture.sandbox.config_path()).expect("the config");
    assert!(stored.contains(KEY), "{stored}");
    assert!(!run.stdout.contains(KEY) && !run.stderr.contains(KEY));
}

#[test]
fn a_refused_key_exits_3_with_a_hint() {
    let fixture = Fixture::new();
    let run = fixture
        .cmd(["project", "list"])
        .env("WARD_RELEASES_KEY", "wrong")
        .run();
    crate::ward_snapshot!("401", run);
    fixture.fake.fail(Fault::status(403));
    crate::ward_snapshot!("403", fixture.run(&["project", "list"]));
}

#[test]
fn a_400_shows_the_errors_list() {
    let fixture = Fixture::new();
    let run = fixture.run(&["project", "add", "nosuchprovider", "x", "--tag", "missing"]);
    crate::ward_snapshot!(run);
}

#[test]
fn not_found_exits_4_and_bad_references_exit_2() {
    let fixture = Fixture::new();
    crate::ward_snapshot!(
        "project_get",
        fixture.run(&["project", "get", "github/no/such"])
    );
    crate::ward_snapshot!("release_latest", fixture.run(&["release", "latest", "abc"]));
    let before = fixture.requests().len();
    for (name, bad) in [
        ("no_name", "github/"),
        ("empty_part", "github//x"),
        ("dot_dot", "github/../x"),
    ] {
        crate::ward_snapshot!(name, fixture.run(&["project", "get", bad]));
    }
    assert_eq!(fixture.requests().len(), before);
}

#[test]
fn server_errors_and_malformed_bodies_exit_1() {
    let fixture = Fixture::new();
    fixture.seed_projects(1);
    fixture.fake.fail(Fault::status(500));
    crate::ward_snapshot!("500", fixture.run(&["project", "list", "--retries", "0"]));
    fixture.fake.fail(Fault::status(503).times(2));
    snapshot_with_waits!("503", fixture.run(&["project", "list", "--retries", "1"]));
    fixture.fake.log().clear();
    fixture.fake.fail(Fault::malformed());
    crate::ward_snapshot!(
        "malformed",
        fixture.run(&["project", "get", "github/org/repo-000"])
    );
}

#[test]
fn a_503_with_retry_after_is_waited_out() {
    let fixture = Fixture::new();
    fixture.seed_projects(1);
    fixture.fake.fail(Fault::status(503).retry_after(1));
    let run = fixture.run(&["project", "list", "-o", "json"]);
    snapshot_with_waits!("retry_after_503", run);
    assert_eq!(fixture.requests().len(), 2);
}

#[test]
fn a_429_is_retried_after_retry_after_even_for_a_post() {
    let fixture = Fixture::new();
    fixture.fake.fail(Fault::status(429).retry_after(1));
    let run = fixture.run(&["tag", "create", "later", "-o", "json"]);
    snapshot_with_waits!("retried", run);
    let requests = fixture.requests();
    assert_eq!(requests.len(), 2);
    assert_eq!(requests[1].body_json(), Some(json!({"name": "later"})));

    fixture
        .fake
        .fail(Fault::status(429).retry_after(1).times(5));
    crate::ward_snapshot!("given_up", fixture.run(&["tag", "list", "--retries", "0"]));
}

#[test]
fn list_all_paces_itself_inside_a_small_budget() {
    // Four units a window of one second. Ward waits for the reset the fake announced
    // (rounded up to whole seconds), so a slower run only spreads its pages over more
    // windows: it cannot meet the budget's 429 however loaded the machine is.
    let fixture = Fixture::with(Options {
        page_size: 1,
        rate_limit: Some(4),
        window: Duration::from_secs(1),
        ..Options::default()
    });
    fixture.seed_projects(10);
    let run = fixture.run(&["project", "list", "--all", "-o", "json"]);
    run.expect_success();
    let document = run.json();
    let names: Vec<&str> = document["projects"]
        .as_array()
        .unwrap()
        .iter()
        .map(|project| project["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 10, "{names:?}");
    assert_eq!(fixture.fake.rate_limited(), 0, "no request ran into a 429");
    assert_eq!(fixture.requests().len(), 10);
}

/// `-v` logs the budget after each answer: logging is set up by the binary.
#[test]
fn verbose_shows_the_budget_after_each_answer() {
    let fixture = Fixture::with(Options {
        rate_limit: Some(100),
        ..Options::default()
    });
    fixture.seed_projects(1);
    let run = fixture.cmd(["-v", "project", "list"]).run_process();
    run.expect_success();
    assert!(run.stderr.contains("rate-limit"), "{}", run.stderr);
}

#[test]
fn a_rate_limited_window_is_recovered_from() {
    // A window of two answers that ends at its fourth request, however long the runs take.
    let fixture = Fixture::with(Options {
        rate_limit: Some(2),
        window_requests: Some(3),
        ..Options::default()
    });
    fixture.seed_projects(1);
    // Separate runs cannot share the budget estimate: the third runs into the service's
    // 429, waits for Retry-After and gets its answer in the next window.
    for n in 0..3 {
        let run = fixture.run(&["project", "get", "github/org/repo-000", "-o", "json"]);
        snapshot_with_waits!(format!("run_{n}"), run);
    }
    assert_eq!(fixture.fake.rate_limited(), 1);
    assert_eq!(fixture.requests().len(), 4);
}

/// One raw HTTP/1.1 exchange, for what ward itself never sends.
fn raw(url: &str, request: &str) -> String {
    use std::io::{Read, Write};
    let address = url.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(address).unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
}

#[test]
fn the_fake_requires_json_posts_and_accepts_the_key_in_basic_auth() {
    use base64::Engine as _;
    let fixture = Fixture::new();
    let answer = raw(
        fixture.url(),
        &format!(
            "POST /v1/tags HTTP/1.1\r\nHost: fake\r\nX-Key: {KEY}\r\nContent-Type: text/plain\r\nContent-Length: 14\r\nConnection: close\r\n\r\n{{\"name\":\"abc\"}}"
        ),
    );
    assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
    assert!(
        answer.contains("Content-Type must be application/json"),
        "{answer}"
    );
    let answer = raw(
        fixture.url(),
        &format!(
            "POST /v1/tags HTTP/1.1\r\nHost: fake\r\nX-Key: {KEY}\r\nContent-Type: application/json\r\nContent-Length: 7\r\nConnection: close\r\n\r\n{{\"nam\":"
        ),
    );
    assert!(
        answer.starts_with("HTTP/1.1 400") && answer.contains("\"errors\""),
        "{answer}"
    );
    for credentials in [format!("{KEY}:"), format!(":{KEY}")] {
        let basic = base64::engine::general_purpose::STANDARD.encode(credentials);
        let answer = raw(
            fixture.url(),
            &format!("GET /v1/tags HTTP/1.1\r\nHost: fake\r\nAuthorization: Basic {basic}\r\nConnection: close\r\n\r\n"),
        );
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    }
    let answer = raw(
        fixture.url(),
        "GET /v1/tags HTTP/1.1\r\nHost: fake\r\nConnection: close\r\n\r\n",
    );
    assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
    // The key list takes the login only, never a key.
    let answer = raw(
        fixture.url(),
        &format!(
            "GET /v1/auth/keys HTTP/1.1\r\nHost: fake\r\nX-Key: {KEY}\r\nConnection: close\r\n\r\n"
        ),
    );
    assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
}
