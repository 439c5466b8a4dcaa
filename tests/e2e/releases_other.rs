//! `ward release|provider|integration|tag|key ...` against the release-tracker fake.

use predicates::prelude::*;
use serde_json::json;
use ward_fakes::releases::Options;

use crate::releases_fixture::{body_of, Fixture};
use crate::support::{json_of, stderr_of, stdout_of};

fn with_releases(fixture: &Fixture) -> String {
    let id = fixture.fake.add_project("github", "golang/go", json!({}));
    fixture.fake.add_release(
        &id,
        json!({"version": "release/v1.1.0", "date": "2024-01-02T03:04:05Z", "cve": ["CVE-2024-0001"]}),
        Some(json!({"title": "  Version 1.1  ", "message": "<h2>Changes</h2><ul><li>Faster &amp; safer</li></ul><p>See <a href=\"https://go.dev\">go.dev</a></p>", "url": "https://example.com/1.1"})),
    );
    fixture.fake.add_release(
        &id,
        json!({"version": "v2.0.0-rc1", "date": "2024-02-01T00:00:00Z", "is_prerelease": true, "is_excluded": true, "has_note": true}),
        None,
    );
    id
}

#[test]
fn release_list_get_latest_and_note() {
    let fixture = Fixture::new();
    let id = with_releases(&fixture);
    let output = fixture
        .ward()
        .args(["release", "list", "github/golang/go"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let stdout = stdout_of(&output);
    assert!(stdout.starts_with("VERSION"));
    assert!(
        stdout.lines().nth(1).unwrap().starts_with("v2.0.0-rc1"),
        "{stdout}"
    );
    assert!(stdout.contains("CVE-2024-0001"));
    assert_eq!(
        fixture.last().path,
        "/v1/projects/github/golang/go/releases"
    );

    let output = fixture
        .ward()
        .args(["release", "list", &id, "-o", "json"])
        .output()
        .unwrap();
    let document = json_of(&output);
    assert_eq!(document["total_pages"], 1);
    assert_eq!(document["releases"][0]["is_prerelease"], true);
    assert_eq!(document["releases"][1]["cve"], json!(["CVE-2024-0001"]));

    // A version with `/` travels as one escaped segment.
    let output = fixture
        .ward()
        .args([
            "release",
            "get",
            "github/golang/go",
            "release/v1.1.0",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(json_of(&output)["version"], "release/v1.1.0");
    assert_eq!(
        fixture.last().path,
        "/v1/projects/github/golang/go/releases/release%2Fv1.1.0"
    );

    // The latest release that is not excluded.
    let output = fixture
        .ward()
        .args(["release", "latest", "github/golang/go"])
        .output()
        .unwrap();
    assert!(
        stdout_of(&output).contains("release/v1.1.0"),
        "{}",
        stdout_of(&output)
    );
    assert_eq!(
        fixture.last().path,
        "/v1/projects/github/golang/go/latest-release"
    );

    let output = fixture
        .ward()
        .args(["release", "note", "github/golang/go", "release/v1.1.0"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let text = stdout_of(&output);
    assert!(text.starts_with("Version 1.1\n\n"), "{text}");
    assert!(text.contains("Faster & safer"), "{text}");
    assert!(!text.contains('<'), "HTML is rendered: {text}");
    assert!(text.trim_end().ends_with("https://example.com/1.1"));
    assert_eq!(
        fixture.last().path,
        "/v1/projects/github/golang/go/releases/release%2Fv1.1.0/note"
    );
    let output = fixture
        .ward()
        .args(["release", "note", &id, "release/v1.1.0", "-o", "json"])
        .output()
        .unwrap();
    assert!(json_of(&output)["message"]
        .as_str()
        .unwrap()
        .contains("<li>"));

    fixture
        .ward()
        .args(["release", "note", "github/golang/go", "v2.0.0-rc1"])
        .assert()
        .code(4);
}

#[test]
fn release_list_all_over_many_pages() {
    let fixture = Fixture::with(Options {
        page_size: 2,
        ..Options::default()
    });
    let id = fixture.fake.add_project("pypi", "requests", json!({}));
    for n in 0..9 {
        fixture
            .fake
            .add_release(&id, json!({"version": format!("1.{n}")}), None);
    }
    let output = fixture
        .ward()
        .args(["release", "list", "pypi/requests", "--all", "-o", "ndjson"])
        .output()
        .unwrap();
    let versions: Vec<String> = stdout_of(&output)
        .lines()
        .map(|line| {
            serde_json::from_str::<serde_json::Value>(line).unwrap()["version"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    let expected: Vec<String> = (0..9).rev().map(|n| format!("1.{n}")).collect();
    assert_eq!(versions, expected);
}

#[test]
fn providers_all_and_added() {
    let fixture = Fixture::new();
    fixture.fake.add_project("npm", "left-pad", json!({}));
    let output = fixture.ward().args(["provider", "list"]).output().unwrap();
    assert!(stdout_of(&output).contains("github"));
    let output = fixture
        .ward()
        .args(["provider", "list", "--added", "-o", "json"])
        .output()
        .unwrap();
    assert_eq!(json_of(&output), json!({"providers": ["npm"]}));
    assert_eq!(fixture.last().query.as_deref(), Some("added"));
    let output = fixture
        .ward()
        .args(["provider", "list", "--added", "-o", "ndjson"])
        .output()
        .unwrap();
    assert_eq!(stdout_of(&output), "{\"provider\":\"npm\"}\n");
}

#[test]
fn integrations_of_one_kind_and_of_all_kinds() {
    let fixture = Fixture::new();
    fixture.fake.add_integration(
        "chat_a_channels",
        json!({"id": "a1", "channel": "releases", "team_name": "acme"}),
    );
    fixture.fake.add_integration(
        "chat_b_chats",
        json!({"id": "b1", "type": "group", "name": "ops"}),
    );
    fixture.fake.add_integration(
        "matrix_rooms",
        json!({"id": "m1", "name": "room", "homeserver_url": "https://matrix.example", "internal_room_id": "!r:matrix.example"}),
    );
    fixture
        .fake
        .add_integration("webhooks", json!({"id": "w1", "name": "deploy"}));

    let output = fixture
        .ward()
        .args(["integration", "list", "chat-b", "-o", "json"])
        .output()
        .unwrap();
    assert_eq!(
        json_of(&output),
        json!({"channels": [{"id": "b1", "type": "group", "name": "ops"}]})
    );
    assert_eq!(fixture.last().path, "/v1/chat-b-chats");

    let output = fixture
        .ward()
        .args(["integration", "list", "matrix"])
        .output()
        .unwrap();
    let stdout = stdout_of(&output);
    assert!(
        stdout.contains("HOMESERVER URL") && stdout.contains("!r:matrix.example"),
        "{stdout}"
    );

    fixture.fake.log().clear();
    let output = fixture
        .ward()
        .args(["integration", "list", "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let document = json_of(&output);
    assert_eq!(document["chat_a_channels"][0]["team_name"], "acme");
    assert_eq!(document["matrix_rooms"][0]["id"], "m1");
    assert_eq!(document["chat_g_webhooks"], json!([]));
    let mut paths: Vec<String> = fixture.requests().iter().map(|r| r.path.clone()).collect();
    paths.sort();
    assert_eq!(
        paths,
        [
            "/v1/chat-a-channels",
            "/v1/chat-b-chats",
            "/v1/chat-c-channels",
            "/v1/chat-d-webhooks",
            "/v1/chat-e-webhooks",
            "/v1/chat-f-webhooks",
            "/v1/chat-g-webhooks",
            "/v1/matrix-rooms",
            "/v1/webhooks",
        ]
    );
    let output = fixture
        .ward()
        .args(["integration", "list", "-o", "ndjson"])
        .output()
        .unwrap();
    let stdout = stdout_of(&output);
    assert_eq!(stdout.lines().count(), 4);
    assert!(stdout.contains("{\"kind\":\"webhook\",\"id\":\"w1\",\"name\":\"deploy\"}"));
    let output = fixture
        .ward()
        .args(["integration", "list"])
        .output()
        .unwrap();
    let stdout = stdout_of(&output);
    assert!(stdout.starts_with("KIND"));
    assert!(stdout.contains("chat-a") && stdout.contains("acme"));
}

#[test]
fn tags_lifecycle() {
    let fixture = Fixture::new();
    let output = fixture
        .ward()
        .args(["tag", "create", "production", "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let tag = json_of(&output);
    let id = tag["id"].as_str().unwrap().to_string();
    assert_eq!(body_of(&fixture.last()), json!({"name": "production"}));

    let output = fixture.ward().args(["tag", "get", &id]).output().unwrap();
    assert!(stdout_of(&output).contains("production"));
    assert_eq!(fixture.last().path, format!("/v1/tags/{id}"));

    let output = fixture
        .ward()
        .args(["tag", "rename", &id, "staging", "-o", "json"])
        .output()
        .unwrap();
    assert_eq!(json_of(&output)["name"], "staging");
    assert_eq!(fixture.last().method, "POST");

    let output = fixture
        .ward()
        .args(["tag", "list", "-o", "json"])
        .output()
        .unwrap();
    assert_eq!(
        json_of(&output),
        json!({"tags": [{"id": id, "name": "staging"}]})
    );

    fixture
        .ward()
        .args(["tag", "create", "staging"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("already exists"));
    fixture
        .ward()
        .args(["tag", "delete", &id, "--yes"])
        .assert()
        .success()
        .stderr(predicate::str::contains("deleted tag"));
    assert_eq!(fixture.last().method, "DELETE");
    fixture.ward().args(["tag", "get", &id]).assert().code(4);
    fixture
        .ward()
        .args(["tag", "create", "  "])
        .assert()
        .code(2);
}

#[test]
fn key_list_signs_in_with_the_login_never_the_api_key() {
    let fixture = Fixture::new();
    let output = fixture
        .ward()
        .env("WARD_RELEASES_PASSWORD", "correct horse")
        .args(["key", "list", "--email", "me@example.com"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let stdout = stdout_of(&output);
    assert!(stdout.contains("ci") && stdout.contains("0.0.0.0/0"));
    assert!(!stdout.contains("key-0123"), "secrets are masked: {stdout}");
    let request = fixture.last();
    assert_eq!(request.path, "/v1/auth/keys");
    assert!(request.header("x-key").is_none());
    assert!(request
        .header("authorization")
        .unwrap()
        .starts_with("Basic "));

    let output = fixture
        .ward()
        .env("WARD_RELEASES_PASSWORD", "correct horse")
        .env("WARD_RELEASES_EMAIL", "me@example.com")
        .args(["key", "list", "-o", "json"])
        .output()
        .unwrap();
    assert_eq!(
        json_of(&output)["keys"][0]["secret"],
        crate::releases_fixture::KEY
    );

    fixture
        .ward()
        .env("WARD_RELEASES_PASSWORD", "wrong")
        .args(["key", "list", "--email", "me@example.com"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("refused the e-mail and password"));
    let before = fixture.requests().len();
    fixture
        .ward()
        .args(["key", "list", "--email", "me@example.com"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("WARD_RELEASES_PASSWORD"));
    fixture
        .ward()
        .env("WARD_RELEASES_PASSWORD", "x")
        .args(["key", "list"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("WARD_RELEASES_EMAIL"));
    assert_eq!(fixture.requests().len(), before);
}

/// The real service answers matrix rooms under `rooms` and chat B under `chats`, where the
/// spec writes `webhooks` and `channels`: both shapes are read, one kind or all at once.
#[test]
fn integrations_in_the_real_services_shape() {
    let fixture = Fixture::with(Options {
        real_envelopes: true,
        ..Options::default()
    });
    fixture.fake.add_integration(
        "chat_b_chats",
        json!({"id": "b1", "type": "supergroup", "name": "ops", "extra": null}),
    );
    fixture.fake.add_integration(
        "matrix_rooms",
        json!({"id": "m1", "name": "room", "homeserver_url": "https://matrix.example", "internal_room_id": "!r:matrix.example", "members": 12_345_678_901_234_567_u64}),
    );

    let output = fixture
        .ward()
        .args(["integration", "list", "matrix", "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(
        stdout_of(&output),
        "{\n  \"rooms\": [\n    {\n      \"id\": \"m1\",\n      \"name\": \"room\",\n      \"homeserver_url\": \"https://matrix.example\",\n      \"internal_room_id\": \"!r:matrix.example\",\n      \"members\": 12345678901234567\n    }\n  ]\n}\n"
    );
    let output = fixture
        .ward()
        .args(["integration", "list", "matrix"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(stdout_of(&output).contains("!r:matrix.example"));

    let output = fixture
        .ward()
        .args(["integration", "list", "chat-b", "-o", "ndjson"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(
        stdout_of(&output),
        "{\"id\":\"b1\",\"type\":\"supergroup\",\"name\":\"ops\",\"extra\":null}\n"
    );

    for format in ["table", "json", "ndjson"] {
        let output = fixture
            .ward()
            .args(["integration", "list", "-o", format])
            .output()
            .unwrap();
        assert!(output.status.success(), "{format}: {}", stderr_of(&output));
        let stdout = stdout_of(&output);
        assert!(stdout.contains("m1") && stdout.contains("b1"), "{stdout}");
    }
    let output = fixture
        .ward()
        .args(["integration", "list", "-o", "json"])
        .output()
        .unwrap();
    let document = json_of(&output);
    assert_eq!(
        document["matrix_rooms"][0]["members"],
        json!(12345678901234567u64)
    );
    assert_eq!(document["chat_b_chats"][0]["extra"], json!(null));
}

/// An answer with neither the spec's key nor the real service's: the error names both.
#[test]
fn an_integration_list_without_either_key_names_both() {
    let fixture = Fixture::new();
    fixture.fake.fail(ward_fakes::releases::Fault {
        body: "{\"items\": []}".to_string(),
        ..ward_fakes::releases::Fault::status(200)
    });
    let output = fixture
        .ward()
        .args(["integration", "list", "matrix"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("no \"webhooks\" or \"rooms\" list"),
        "{stderr}"
    );
}
