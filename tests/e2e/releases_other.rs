//! `ward release|provider|integration|tag|key ...` against the release-tracker fake.

use serde_json::json;
use ward_fakes::releases::Options;

use crate::releases_fixture::{body_of, Fixture, KEY};

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
fn release_list_in_every_form() {
    let fixture = Fixture::new();
    let id = with_releases(&fixture);
    crate::ward_snapshot!(
        "list_table",
        fixture.run(&["release", "list", "github/golang/go"])
    );
    assert_eq!(
        fixture.last().path,
        "/v1/projects/github/golang/go/releases"
    );
    crate::ward_snapshot!(
        "list_json",
        fixture.run(&["release", "list", &id, "-o", "json"])
    );
    assert_eq!(fixture.last().path, format!("/v1/projects/{id}/releases"));
    crate::ward_snapshot!(
        "list_ndjson",
        fixture.run(&["release", "list", &id, "-o", "ndjson"])
    );
    crate::ward_snapshot!(
        "list_not_found",
        fixture.run(&["release", "list", "github/no/such"])
    );
}

#[test]
fn release_get_sends_a_version_with_a_slash_as_one_segment() {
    let fixture = Fixture::new();
    with_releases(&fixture);
    let get = ["release", "get", "github/golang/go", "release/v1.1.0"];
    crate::ward_snapshot!("get_json", fixture.cmd(get).args(["-o", "json"]).run());
    assert_eq!(
        fixture.last().path,
        "/v1/projects/github/golang/go/releases/release%2Fv1.1.0"
    );
    crate::ward_snapshot!("get_table", fixture.cmd(get).run());
    crate::ward_snapshot!("get_ndjson", fixture.cmd(get).args(["-o", "ndjson"]).run());
    crate::ward_snapshot!(
        "get_not_found",
        fixture.run(&["release", "get", "github/golang/go", "v9.9.9"])
    );
}

#[test]
fn release_latest_is_the_newest_not_excluded() {
    let fixture = Fixture::new();
    with_releases(&fixture);
    crate::ward_snapshot!(
        "latest_table",
        fixture.run(&["release", "latest", "github/golang/go"])
    );
    assert_eq!(
        fixture.last().path,
        "/v1/projects/github/golang/go/latest-release"
    );
    crate::ward_snapshot!(
        "latest_json",
        fixture.run(&["release", "latest", "github/golang/go", "-o", "json"])
    );
    crate::ward_snapshot!(
        "latest_ndjson",
        fixture.run(&["release", "latest", "github/golang/go", "-o", "ndjson"])
    );
}

#[test]
fn release_note_is_rendered_as_text() {
    let fixture = Fixture::new();
    let id = with_releases(&fixture);
    crate::ward_snapshot!(
        "note_text",
        fixture.run(&["release", "note", "github/golang/go", "release/v1.1.0"])
    );
    assert_eq!(
        fixture.last().path,
        "/v1/projects/github/golang/go/releases/release%2Fv1.1.0/note"
    );
    crate::ward_snapshot!(
        "note_json",
        fixture.run(&["release", "note", &id, "release/v1.1.0", "-o", "json"])
    );
    crate::ward_snapshot!(
        "note_ndjson",
        fixture.run(&["release", "note", &id, "release/v1.1.0", "-o", "ndjson"])
    );
    crate::ward_snapshot!(
        "note_none",
        fixture.run(&["release", "note", "github/golang/go", "v2.0.0-rc1"])
    );
}

#[test]
fn release_list_all_over_many_pages() {
    let fixture = Fixture::with(Options {
        page_size: 2,
        ..Options::default()
    });
    let id = fixture.fake.add_project("pypi", "requests", json!({}));
    for n in 0..5 {
        fixture
            .fake
            .add_release(&id, json!({"version": format!("1.{n}")}), None);
    }
    crate::ward_snapshot!(fixture.run(&[
        "release",
        "list",
        "pypi/requests",
        "--all",
        "-o",
        "ndjson"
    ]));
    assert_eq!(fixture.requests().len(), 3);
}

#[test]
fn providers_all_and_added() {
    let fixture = Fixture::new();
    fixture.fake.add_project("npm", "left-pad", json!({}));
    crate::ward_snapshot!("providers_table", fixture.run(&["provider", "list"]));
    crate::ward_snapshot!(
        "providers_json",
        fixture.run(&["provider", "list", "-o", "json"])
    );
    crate::ward_snapshot!(
        "providers_ndjson",
        fixture.run(&["provider", "list", "-o", "ndjson"])
    );
    crate::ward_snapshot!(
        "providers_added_json",
        fixture.run(&["provider", "list", "--added", "-o", "json"])
    );
    assert_eq!(fixture.last().query.as_deref(), Some("added"));
    crate::ward_snapshot!(
        "providers_added_ndjson",
        fixture.run(&["provider", "list", "--added", "-o", "ndjson"])
    );
}

fn with_integrations(fixture: &Fixture) {
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
}

#[test]
fn integrations_of_one_kind() {
    let fixture = Fixture::new();
    with_integrations(&fixture);
    crate::ward_snapshot!(
        "chat_b_json",
        fixture.run(&["integration", "list", "chat-b", "-o", "json"])
    );
    assert_eq!(fixture.last().path, "/v1/chat-b-chats");
    crate::ward_snapshot!(
        "chat_b_table",
        fixture.run(&["integration", "list", "chat-b"])
    );
    crate::ward_snapshot!(
        "matrix_table",
        fixture.run(&["integration", "list", "matrix"])
    );
    crate::ward_snapshot!(
        "matrix_ndjson",
        fixture.run(&["integration", "list", "matrix", "-o", "ndjson"])
    );
}

#[test]
fn integrations_of_all_kinds() {
    let fixture = Fixture::new();
    with_integrations(&fixture);
    crate::ward_snapshot!(
        "all_kinds_json",
        fixture.run(&["integration", "list", "-o", "json"])
    );
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
    crate::ward_snapshot!(
        "all_kinds_ndjson",
        fixture.run(&["integration", "list", "-o", "ndjson"])
    );
    crate::ward_snapshot!("all_kinds_table", fixture.run(&["integration", "list"]));
}

#[test]
fn tags_lifecycle() {
    let fixture = Fixture::new();
    let run = fixture.run(&["tag", "create", "production", "-o", "json"]);
    crate::ward_snapshot!("tag_create_json", run);
    let id = run.json()["id"].as_str().unwrap().to_string();
    assert_eq!(body_of(&fixture.last()), json!({"name": "production"}));
    crate::ward_snapshot!("tag_create_table", fixture.run(&["tag", "create", "qa"]));
    let run = fixture.run(&["tag", "create", "dev", "-o", "ndjson"]);
    crate::ward_snapshot!("tag_create_ndjson", run);
    let dev = run.json()["id"].as_str().unwrap().to_string();

    crate::ward_snapshot!("tag_get_table", fixture.run(&["tag", "get", &id]));
    assert_eq!(fixture.last().path, format!("/v1/tags/{id}"));
    crate::ward_snapshot!(
        "tag_get_json",
        fixture.run(&["tag", "get", &id, "-o", "json"])
    );

    crate::ward_snapshot!(
        "tag_rename_table",
        fixture.run(&["tag", "rename", &id, "prod"])
    );
    crate::ward_snapshot!(
        "tag_rename_json",
        fixture.run(&["tag", "rename", &id, "staging", "-o", "json"])
    );
    assert_eq!(fixture.last().method, "POST");

    crate::ward_snapshot!("tag_list_table", fixture.run(&["tag", "list"]));
    crate::ward_snapshot!("tag_list_json", fixture.run(&["tag", "list", "-o", "json"]));
    crate::ward_snapshot!(
        "tag_list_ndjson",
        fixture.run(&["tag", "list", "-o", "ndjson"])
    );

    crate::ward_snapshot!("tag_exists", fixture.run(&["tag", "create", "staging"]));
    crate::ward_snapshot!("tag_delete", fixture.run(&["tag", "delete", &id, "--yes"]));
    crate::ward_snapshot!(
        "tag_delete_json",
        fixture.run(&["tag", "delete", &dev, "--yes", "-o", "json"])
    );
    assert_eq!(fixture.last().method, "DELETE");
    crate::ward_snapshot!("tag_get_deleted", fixture.run(&["tag", "get", &id]));
    crate::ward_snapshot!("tag_create_blank", fixture.run(&["tag", "create", "  "]));
}

#[test]
fn key_list_signs_in_with_the_login_never_the_api_key() {
    let fixture = Fixture::new();
    let run = fixture
        .cmd(["key", "list", "--email", "me@example.com"])
        .env("WARD_RELEASES_PASSWORD", "correct horse")
        .run();
    crate::ward_snapshot!("key_table", run);
    assert!(!run.stdout.contains(KEY), "secrets are masked");
    let request = fixture.last();
    assert_eq!(request.path, "/v1/auth/keys");
    assert!(request.header("x-key").is_none());
    assert!(request
        .header("authorization")
        .unwrap()
        .starts_with("Basic "));

    // JSON is the service's document whole: the secret is the point of asking for it.
    let login = fixture
        .cmd(["key", "list"])
        .env("WARD_RELEASES_PASSWORD", "correct horse")
        .env("WARD_RELEASES_EMAIL", "me@example.com");
    crate::ward_snapshot!("key_json", login.args(["-o", "json"]).run());
    let login = fixture
        .cmd(["key", "list", "-o", "ndjson"])
        .env("WARD_RELEASES_PASSWORD", "correct horse")
        .env("WARD_RELEASES_EMAIL", "me@example.com");
    crate::ward_snapshot!("key_ndjson", login.run());

    crate::ward_snapshot!(
        "key_refused",
        fixture
            .cmd(["key", "list", "--email", "me@example.com"])
            .env("WARD_RELEASES_PASSWORD", "wrong")
            .run()
    );
    let before = fixture.requests().len();
    crate::ward_snapshot!(
        "key_no_password",
        fixture.run(&["key", "list", "--email", "me@example.com"])
    );
    crate::ward_snapshot!(
        "key_no_email",
        fixture
            .cmd(["key", "list"])
            .env("WARD_RELEASES_PASSWORD", "x")
            .run()
    );
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

    crate::ward_snapshot!(
        "real_matrix_json",
        fixture.run(&["integration", "list", "matrix", "-o", "json"])
    );
    crate::ward_snapshot!(
        "real_matrix_table",
        fixture.run(&["integration", "list", "matrix"])
    );
    crate::ward_snapshot!(
        "real_chat_b_ndjson",
        fixture.run(&["integration", "list", "chat-b", "-o", "ndjson"])
    );
    for format in ["table", "json", "ndjson"] {
        crate::ward_snapshot!(
            format!("real_all_{format}"),
            fixture.run(&["integration", "list", "-o", format])
        );
    }
}

/// An answer with neither the spec's key nor the real service's: the error names both.
#[test]
fn an_integration_list_without_either_key_names_both() {
    let fixture = Fixture::new();
    fixture.fake.fail(ward_fakes::releases::Fault {
        body: "{\"items\": []}".to_string(),
        ..ward_fakes::releases::Fault::status(200)
    });
    crate::ward_snapshot!(fixture.run(&["integration", "list", "matrix"]));
}
