//! `ward project ...` against the release-tracker fake.

use predicates::prelude::*;
use serde_json::json;
use ward_fakes::releases::Options;

use crate::releases_fixture::{body_of, Fixture, KEY};
use crate::support::{json_of, stderr_of, stdout_of};

#[test]
fn list_shows_the_first_page_with_a_hint_and_sends_the_key() {
    let fixture = Fixture::new();
    fixture.seed_projects(25);
    let output = fixture.ward().args(["project", "list"]).output().unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let stdout = stdout_of(&output);
    assert!(stdout.starts_with("ID"), "{stdout}");
    assert_eq!(
        stdout.lines().count(),
        11,
        "header + one page of 10:\n{stdout}"
    );
    assert!(stdout.contains("org/repo-024"));
    assert!(stderr_of(&output).contains("page 1 of 3"));
    assert!(stderr_of(&output).contains("--all"));
    let request = fixture.last();
    assert_eq!(request.path, "/v1/projects");
    assert_eq!(request.header("x-key"), Some(KEY));
    assert!(request.header("user-agent").unwrap().starts_with("ward/"));
}

#[test]
fn list_all_keeps_the_envelope_with_every_page_in_order() {
    let fixture = Fixture::with(Options {
        page_size: 3,
        ..Options::default()
    });
    fixture.seed_projects(40);
    let output = fixture
        .ward()
        .args(["project", "list", "--all", "--order", "name", "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let document = json_of(&output);
    assert_eq!(document["total_pages"], 14);
    let names: Vec<String> = document["projects"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    let expected: Vec<String> = (0..40).map(|n| format!("org/repo-{n:03}")).collect();
    assert_eq!(names, expected);
    assert_eq!(fixture.requests().len(), 14);
    // Page 1 has no page parameter; the others each once.
    let mut pages: Vec<String> = fixture
        .requests()
        .iter()
        .map(|r| r.query.clone().unwrap_or_default())
        .collect();
    pages.sort();
    assert!(pages.contains(&"order=name".to_string()));
    assert!(pages.contains(&"order=name&page=14".to_string()));

    let output = fixture
        .ward()
        .args(["project", "list", "--all", "-o", "ndjson"])
        .output()
        .unwrap();
    let stdout = stdout_of(&output);
    assert_eq!(stdout.lines().count(), 40);
    for line in stdout.lines() {
        let item: serde_json::Value = serde_json::from_str(line).unwrap();
        assert!(item["id"].is_string());
    }
}

#[test]
fn list_sends_order_reverse_tag_and_page_and_filters_by_provider() {
    let fixture = Fixture::new();
    let tag = fixture.fake.add_tag("prod");
    fixture
        .fake
        .add_project("github", "a/one", json!({"tags": [tag]}));
    fixture.fake.add_project("npm", "two", json!({}));
    let output = fixture
        .ward()
        .args([
            "project",
            "list",
            "--order",
            "added",
            "--reverse",
            "--tag",
            &tag,
            "--page",
            "1",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(json_of(&output)["projects"][0]["name"], "a/one");
    assert_eq!(json_of(&output)["projects"].as_array().unwrap().len(), 1);
    assert_eq!(
        fixture.last().query.as_deref(),
        Some(format!("order=added&reverse&tag={tag}").as_str())
    );
    let output = fixture
        .ward()
        .args([
            "project",
            "list",
            "--provider",
            "npm",
            "--page",
            "2",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success());
    assert_eq!(fixture.last().path, "/v1/projects/npm");
    assert_eq!(fixture.last().query.as_deref(), Some("page=2"));
    fixture
        .ward()
        .args(["project", "list", "--page", "0"])
        .assert()
        .code(2);
}

#[test]
fn get_by_id_and_by_name_with_slashes_keeps_every_field() {
    let fixture = Fixture::new();
    fixture.fake.add_integration(
        "matrix_rooms",
        json!({"id": "room1", "name": "ops", "homeserver_url": "https://m.org", "internal_room_id": "!x:m.org"}),
    );
    let id = fixture.fake.add_project(
        "gitlab",
        "group/sub group/project",
        json!({"matrix_rooms": ["room1"], "note": "watch closely", "email_notification": "hourly"}),
    );
    let output = fixture
        .ward()
        .args([
            "project",
            "get",
            "gitlab/group/sub group/project",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let document = json_of(&output);
    assert_eq!(document["id"], id.as_str());
    assert_eq!(document["matrix_rooms"], json!(["room1"]));
    assert_eq!(
        document["url"],
        "https://gitlab.example/group/sub group/project/releases"
    );
    // The name's `/` are path separators; the space is escaped inside its segment.
    assert_eq!(
        fixture.last().path,
        "/v1/projects/gitlab/group/sub%20group/project"
    );

    let output = fixture
        .ward()
        .args(["project", "get", &id])
        .output()
        .unwrap();
    assert!(output.status.success());
    let stdout = stdout_of(&output);
    assert!(
        stdout.contains("MATRIX ROOMS") && stdout.contains("room1"),
        "{stdout}"
    );
    assert!(stdout.contains("hourly") && stdout.contains("watch closely"));
    assert_eq!(fixture.last().path, format!("/v1/projects/{id}"));
}

#[test]
fn tables_use_box_drawing_on_a_terminal() {
    let fixture = Fixture::new();
    fixture.seed_projects(2);
    let output = fixture
        .ward()
        .env("WARD_FORCE_TTY", "1")
        .args(["project", "list"])
        .output()
        .unwrap();
    assert!(stdout_of(&output).contains('│'), "{}", stdout_of(&output));
}

#[test]
fn add_sends_every_setting_given() {
    let fixture = Fixture::new();
    let tag = fixture.fake.add_tag("prod");
    for (field, id) in [
        ("chat_a_channels", "ca"),
        ("chat_b_chats", "cb"),
        ("chat_c_channels", "cc"),
        ("chat_d_webhooks", "cd"),
        ("chat_e_webhooks", "ce"),
        ("chat_f_webhooks", "cf"),
        ("chat_g_webhooks", "cg"),
        ("matrix_rooms", "mr"),
        ("webhooks", "wh"),
    ] {
        fixture
            .fake
            .add_integration(field, json!({"id": id, "name": id}));
    }
    let output = fixture
        .ward()
        .args([
            "project",
            "add",
            "npm",
            "@scope/pkg",
            "--email-notification",
            "daily",
            "--chat-a",
            "ca",
            "--chat-b",
            "cb",
            "--chat-c",
            "cc",
            "--chat-d",
            "cd",
            "--chat-e",
            "ce",
            "--chat-f",
            "cf",
            "--chat-g",
            "cg",
            "--matrix",
            "mr",
            "--webhook",
            "wh",
            "--exclude-regex",
            "-rc",
            "--include-regex",
            "^v2\\.",
            "--exclude-prereleases",
            "--exclude-updated=false",
            "--note",
            "n",
            "--tag",
            &tag,
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let request = fixture.last();
    assert_eq!(request.method, "POST");
    assert_eq!(request.path, "/v1/projects");
    assert!(request
        .header("content-type")
        .unwrap()
        .starts_with("application/json"));
    assert_eq!(
        body_of(&request),
        json!({
            "provider": "npm", "name": "@scope/pkg", "email_notification": "daily",
            "chat_a_channels": ["ca"], "chat_b_chats": ["cb"], "chat_c_channels": ["cc"],
            "chat_d_webhooks": ["cd"], "chat_e_webhooks": ["ce"], "chat_f_webhooks": ["cf"],
            "chat_g_webhooks": ["cg"], "matrix_rooms": ["mr"], "webhooks": ["wh"],
            "exclude_version_regexp": [{"value": "-rc", "inverse": false}, {"value": "^v2\\.", "inverse": true}],
            "exclude_prereleases": true, "exclude_updated": false, "note": "n", "tags": [tag],
        })
    );
    assert_eq!(json_of(&output)["matrix_rooms"], json!(["mr"]));

    // Nothing but the two required fields when no setting is given.
    fixture
        .ward()
        .args(["project", "add", "pypi", "requests"])
        .assert()
        .success()
        .stdout(predicate::str::contains("requests"));
    assert_eq!(
        body_of(&fixture.last()),
        json!({"provider": "pypi", "name": "requests"})
    );
}

#[test]
fn update_sends_only_what_was_given() {
    let fixture = Fixture::new();
    fixture.seed_projects(1);
    fixture
        .ward()
        .args([
            "project",
            "update",
            "github/org/repo-000",
            "--email-notification",
            "weekly",
        ])
        .assert()
        .success();
    let request = fixture.last();
    assert_eq!(request.path, "/v1/projects/github/org/repo-000");
    assert_eq!(body_of(&request), json!({"email_notification": "weekly"}));
    assert_eq!(fixture.requests().len(), 1, "no fetch is needed");

    fixture
        .ward()
        .args(["project", "update", "github/org/repo-000", "--note", ""])
        .assert()
        .success();
    assert_eq!(body_of(&fixture.last()), json!({"note": ""}));
}

#[test]
fn update_edits_lists_by_fetching_and_sending_them_whole() {
    let fixture = Fixture::new();
    let keep = fixture.fake.add_tag("keep");
    let drop = fixture.fake.add_tag("drop");
    let new = fixture.fake.add_tag("new");
    for id in ["c1", "c2"] {
        fixture.fake.add_integration(
            "chat_a_channels",
            json!({"id": id, "channel": id, "team_name": "t"}),
        );
    }
    fixture
        .fake
        .add_integration("webhooks", json!({"id": "w1", "name": "w"}));
    let id = fixture.fake.add_project(
        "github",
        "org/app",
        json!({"tags": [keep, drop], "chat_a_channels": ["c1", "c2"], "webhooks": ["w1"],
               "exclude_version_regexp": [{"value": "beta", "inverse": false}]}),
    );
    let output = fixture
        .ward()
        .args([
            "project",
            "update",
            &id,
            "--add-tag",
            &new,
            "--remove-tag",
            &drop,
            "--remove-chat-a",
            "c1",
            "--clear-webhook",
            "--add-include-regex",
            "^v1",
            "--remove-regex",
            "beta",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let requests = fixture.requests();
    assert_eq!(requests.len(), 2);
    assert_eq!(requests[0].method, "GET");
    assert_eq!(
        body_of(&requests[1]),
        json!({"chat_a_channels": ["c2"], "webhooks": [],
               "exclude_version_regexp": [{"value": "^v1", "inverse": true}],
               "tags": [keep, new]})
    );
    let document = json_of(&output);
    assert_eq!(document["tags"], json!([keep, new]));
    assert!(
        document.get("webhooks").is_none(),
        "cleared lists are omitted: {document}"
    );

    // Removing something absent warns but still succeeds.
    fixture
        .ward()
        .args(["project", "update", &id, "--remove-tag", "nope"])
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "nope was not in the project's tag list",
        ));
}

#[test]
fn update_without_settings_is_a_usage_error_before_any_request() {
    let fixture = Fixture::new();
    fixture.seed_projects(1);
    fixture
        .ward()
        .args(["project", "update", "github/org/repo-000"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("nothing to change"));
    fixture
        .ward()
        .args([
            "project",
            "update",
            "github/org/repo-000",
            "--tag",
            "a",
            "--clear-tags",
        ])
        .assert()
        .code(2);
    assert!(fixture.requests().is_empty());
}

#[test]
fn remove_and_search() {
    let fixture = Fixture::new();
    fixture.seed_projects(3);
    fixture.fake.add_project("npm", "repo-tools", json!({}));
    let output = fixture
        .ward()
        .args([
            "project",
            "search",
            "repo-00",
            "--provider",
            "github",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let document = json_of(&output);
    assert_eq!(document["q"], "repo-00");
    assert_eq!(document["projects"].as_array().unwrap().len(), 3);
    assert_eq!(fixture.last().path, "/v1/projects/search");
    assert_eq!(
        fixture.last().query.as_deref(),
        Some("q=repo-00&provider=github")
    );

    let output = fixture
        .ward()
        .args(["project", "search", "nothing", "like", "this"])
        .output()
        .unwrap();
    assert!(output.status.success());
    assert!(stdout_of(&output).is_empty());
    assert!(stderr_of(&output).contains("no tracked project matches \"nothing like this\""));

    fixture
        .ward()
        .args(["project", "remove", "github/org/repo-001"])
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "stopped tracking project github/org/repo-001",
        ));
    assert_eq!(fixture.last().method, "DELETE");
    assert_eq!(fixture.fake.projects().len(), 3);
    let output = fixture
        .ward()
        .args(["project", "remove", "github/org/repo-002", "-o", "json"])
        .output()
        .unwrap();
    assert_eq!(json_of(&output), json!({"message": "OK", "code": 200}));
    fixture
        .ward()
        .args(["project", "remove", "github/org/repo-002"])
        .assert()
        .code(4);
}
