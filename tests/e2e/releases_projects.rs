//! `ward project ...` against the release-tracker fake.

use predicates::prelude::*;
use serde_json::json;
use ward_fakes::releases::Options;

use crate::releases_fixture::{Fixture, KEY};
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
    let config = fixture.sandbox.path().join("config");
    let output = crate::support::ward_on_terminal(
        "project list",
        &[
            ("HOME", fixture.sandbox.path().as_os_str()),
            ("XDG_CONFIG_HOME", config.as_os_str()),
            ("WARD_RELEASES_URL", fixture.url().as_ref()),
            ("WARD_RELEASES_KEY", crate::releases_fixture::KEY.as_ref()),
        ],
    );
    assert!(stdout_of(&output).contains('│'), "{}", stdout_of(&output));
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
        .args(["project", "remove", "github/org/repo-001", "--yes"])
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "stopped tracking project github/org/repo-001",
        ));
    assert_eq!(fixture.last().method, "DELETE");
    assert_eq!(fixture.fake.projects().len(), 3);
    let output = fixture
        .ward()
        .args([
            "project",
            "remove",
            "github/org/repo-002",
            "-o",
            "json",
            "-y",
        ])
        .output()
        .unwrap();
    assert_eq!(json_of(&output), json!({"message": "OK", "code": 200}));
    fixture
        .ward()
        .args(["project", "remove", "github/org/repo-002", "--yes"])
        .assert()
        .code(4);
}
