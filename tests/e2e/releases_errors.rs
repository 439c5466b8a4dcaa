//! Authentication, errors of spec 1 §7, rate limits and retries.

use std::time::Duration;

use predicates::prelude::*;
use serde_json::json;
use ward_fakes::releases::{Fault, Options};

use crate::releases_fixture::{Fixture, KEY};
use crate::support::{json_of, stderr_of};

#[test]
fn a_missing_key_is_reported_before_any_request() {
    let fixture = Fixture::new();
    fixture
        .ward_without_key()
        .args(["project", "list"])
        .assert()
        .code(3)
        .stderr(
            predicate::str::contains("no release-tracker API key")
                .and(predicate::str::contains("ward configure releases-key"))
                .and(predicate::str::contains("WARD_RELEASES_KEY")),
        );
    assert!(fixture.requests().is_empty());
}

#[test]
fn the_key_comes_from_the_flag_or_the_config_file() {
    let fixture = Fixture::new();
    fixture
        .ward_without_key()
        .args(["tag", "list", "--api-key", KEY])
        .assert()
        .success();
    assert_eq!(fixture.last().header("x-key"), Some(KEY));
    fixture
        .ward_without_key()
        .args(["configure", "releases-key", "--stdin"])
        .write_stdin(format!("{KEY}\n"))
        .assert()
        .success();
    fixture
        .ward_without_key()
        .args(["tag", "list"])
        .assert()
        .success();
    assert_eq!(fixture.last().header("x-key"), Some(KEY));
}

#[test]
fn a_refused_key_exits_3_with_a_hint() {
    let fixture = Fixture::new();
    fixture
        .ward()
        .env("WARD_RELEASES_KEY", "wrong")
        .args(["project", "list"])
        .assert()
        .code(3)
        .stderr(
            predicate::str::contains("401")
                .and(predicate::str::contains("hint:"))
                .and(predicate::str::contains("ward configure releases-key")),
        );
    fixture.fake.fail(Fault::status(403));
    fixture
        .ward()
        .args(["project", "list"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("authorized networks"));
}

#[test]
fn a_400_shows_the_errors_list() {
    let fixture = Fixture::new();
    let output = fixture
        .ward()
        .args(["project", "add", "nosuchprovider", "x", "--tag", "missing"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = stderr_of(&output);
    assert!(stderr.contains("400"), "{stderr}");
    assert!(stderr.contains("unsupported provider"), "{stderr}");
    assert!(stderr.contains("unknown tag missing"), "{stderr}");
}

#[test]
fn not_found_exits_4_and_bad_references_exit_2() {
    let fixture = Fixture::new();
    fixture
        .ward()
        .args(["project", "get", "github/no/such"])
        .assert()
        .code(4)
        .stderr(predicate::str::contains("project github/no/such not found"));
    fixture
        .ward()
        .args(["release", "latest", "abc"])
        .assert()
        .code(4);
    let before = fixture.requests().len();
    for bad in ["github/", "github//x", "github/../x"] {
        fixture
            .ward()
            .args(["project", "get", bad])
            .assert()
            .code(2);
    }
    assert_eq!(fixture.requests().len(), before);
}

#[test]
fn server_errors_and_malformed_bodies_exit_1() {
    let fixture = Fixture::new();
    fixture.seed_projects(1);
    fixture.fake.fail(Fault::status(500));
    fixture
        .ward()
        .args(["project", "list", "--retries", "0"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("500"));
    fixture.fake.fail(Fault::status(503).times(2));
    fixture
        .ward()
        .args(["project", "list", "--retries", "1"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("Maintenance"));
    fixture.fake.log().clear();
    fixture.fake.fail(Fault::malformed());
    fixture
        .ward()
        .args(["project", "get", "github/org/repo-000"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("Hotel Wi-Fi login"));
}

#[test]
fn a_503_with_retry_after_is_waited_out() {
    let fixture = Fixture::new();
    fixture.seed_projects(1);
    fixture.fake.fail(Fault::status(503).retry_after(1));
    let output = fixture
        .ward()
        .args(["project", "list", "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(json_of(&output)["projects"][0]["name"], "org/repo-000");
    assert_eq!(fixture.requests().len(), 2);
}

#[test]
fn a_429_is_retried_after_retry_after_even_for_a_post() {
    let fixture = Fixture::new();
    fixture.fake.fail(Fault::status(429).retry_after(1));
    let output = fixture
        .ward()
        .args(["tag", "create", "later", "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(json_of(&output)["name"], "later");
    let requests = fixture.requests();
    assert_eq!(requests.len(), 2);
    assert_eq!(requests[1].body_json(), Some(json!({"name": "later"})));
    assert!(stderr_of(&output).contains("429"));

    fixture
        .fake
        .fail(Fault::status(429).retry_after(1).times(5));
    fixture
        .ward()
        .args(["tag", "list", "--retries", "0"])
        .assert()
        .code(5)
        .stderr(predicate::str::contains("429"));
}

#[test]
fn list_all_paces_itself_inside_a_small_budget() {
    let fixture = Fixture::with(Options {
        page_size: 1,
        rate_limit: Some(4),
        window: Duration::from_secs(1),
        ..Options::default()
    });
    fixture.seed_projects(10);
    let output = fixture
        .ward()
        .args(["project", "list", "--all", "-o", "json", "-v"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(json_of(&output)["projects"].as_array().unwrap().len(), 10);
    assert_eq!(fixture.fake.rate_limited(), 0, "no request ran into a 429");
    assert_eq!(fixture.requests().len(), 10);
    // -v shows the budget after each answer.
    assert!(
        stderr_of(&output).contains("rate-limit"),
        "{}",
        stderr_of(&output)
    );
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
    for _ in 0..3 {
        fixture
            .ward()
            .args(["project", "get", "github/org/repo-000"])
            .assert()
            .success();
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
