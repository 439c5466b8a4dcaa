//! `ward project list|get|search|remove` against the release-tracker fake.

use serde_json::json;
use ward_fakes::releases::Options;

use crate::releases_fixture::{Fixture, KEY};

#[test]
fn list_shows_the_first_page_with_a_hint_and_sends_the_key() {
    let fixture = Fixture::new();
    fixture.seed_projects(25);
    crate::ward_snapshot!(fixture.run(&["project", "list"]));
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
    fixture.seed_projects(8);
    crate::ward_snapshot!(
        "all_json",
        fixture.run(&["project", "list", "--all", "--order", "name", "-o", "json"])
    );
    assert_eq!(fixture.requests().len(), 3);
    // Page 1 has no page parameter; the others each once.
    let mut pages: Vec<String> = fixture
        .requests()
        .iter()
        .map(|r| r.query.clone().unwrap_or_default())
        .collect();
    pages.sort();
    assert_eq!(
        pages,
        ["order=name", "order=name&page=2", "order=name&page=3"]
    );

    crate::ward_snapshot!(
        "all_ndjson",
        fixture.run(&["project", "list", "--all", "--order", "name", "-o", "ndjson"])
    );
    crate::ward_snapshot!(
        "all_table",
        fixture.run(&["project", "list", "--all", "--order", "name"])
    );
}

#[test]
fn list_all_over_many_pages_keeps_their_order() {
    let fixture = Fixture::with(Options {
        page_size: 3,
        ..Options::default()
    });
    fixture.seed_projects(40);
    let run = fixture.run(&["project", "list", "--all", "--order", "name", "-o", "json"]);
    run.expect_success();
    let document = run.json();
    assert_eq!(document["total_pages"], 14);
    let names: Vec<&str> = document["projects"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    let expected: Vec<String> = (0..40).map(|n| format!("org/repo-{n:03}")).collect();
    assert_eq!(names, expected);
    assert_eq!(fixture.requests().len(), 14);
}

#[test]
fn list_sends_order_reverse_tag_and_page_and_filters_by_provider() {
    let fixture = Fixture::new();
    let tag = fixture.fake.add_tag("prod");
    fixture
        .fake
        .add_project("github", "a/one", json!({"tags": [tag]}));
    fixture.fake.add_project("npm", "two", json!({}));
    let run = fixture.run(&[
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
    ]);
    crate::ward_snapshot!("list_tagged", run);
    assert_eq!(
        fixture.last().query.as_deref(),
        Some(format!("order=added&reverse&tag={tag}").as_str())
    );
    let run = fixture.run(&[
        "project",
        "list",
        "--provider",
        "npm",
        "--page",
        "2",
        "-o",
        "json",
    ]);
    crate::ward_snapshot!("list_provider_page_2", run);
    assert_eq!(fixture.last().path, "/v1/projects/npm");
    assert_eq!(fixture.last().query.as_deref(), Some("page=2"));
    let before = fixture.requests().len();
    crate::ward_snapshot!(
        "list_page_0",
        fixture
            .cmd(["project", "list", "--page", "0"])
            .run_process()
    );
    assert_eq!(fixture.requests().len(), before);
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
    crate::ward_snapshot!(
        "get_json",
        fixture.run(&[
            "project",
            "get",
            "gitlab/group/sub group/project",
            "-o",
            "json",
        ])
    );
    // The name's `/` are path separators; the space is escaped inside its segment.
    assert_eq!(
        fixture.last().path,
        "/v1/projects/gitlab/group/sub%20group/project"
    );

    crate::ward_snapshot!("get_table", fixture.run(&["project", "get", &id]));
    assert_eq!(fixture.last().path, format!("/v1/projects/{id}"));
    crate::ward_snapshot!(
        "get_ndjson",
        fixture.run(&["project", "get", &id, "-o", "ndjson"])
    );
}

#[test]
fn tables_use_box_drawing_on_a_terminal() {
    let fixture = Fixture::new();
    fixture.seed_projects(2);
    let run = fixture
        .cmd(["--color", "never", "project", "list"])
        .terminal(100)
        .run();
    crate::ward_snapshot!(run);
}

#[test]
fn remove_and_search() {
    let fixture = Fixture::new();
    fixture.seed_projects(3);
    fixture.fake.add_project("npm", "repo-tools", json!({}));
    crate::ward_snapshot!(
        "search_json",
        fixture.run(&[
            "project",
            "search",
            "repo-00",
            "--provider",
            "github",
            "-o",
            "json",
        ])
    );
    assert_eq!(fixture.last().path, "/v1/projects/search");
    assert_eq!(
        fixture.last().query.as_deref(),
        Some("q=repo-00&provider=github")
    );
    crate::ward_snapshot!("search_table", fixture.run(&["project", "search", "repo"]));
    crate::ward_snapshot!(
        "search_ndjson",
        fixture.run(&["project", "search", "repo", "-o", "ndjson"])
    );
    crate::ward_snapshot!(
        "search_nothing",
        fixture.run(&["project", "search", "nothing", "like", "this"])
    );

    crate::ward_snapshot!(
        "remove",
        fixture.run(&["project", "remove", "github/org/repo-001", "--yes"])
    );
    assert_eq!(fixture.last().method, "DELETE");
    assert_eq!(fixture.fake.projects().len(), 3);
    crate::ward_snapshot!(
        "remove_json",
        fixture.run(&[
            "project",
            "remove",
            "github/org/repo-002",
            "-o",
            "json",
            "-y",
        ])
    );
    crate::ward_snapshot!(
        "remove_ndjson",
        fixture.run(&[
            "project",
            "remove",
            "github/org/repo-000",
            "-o",
            "ndjson",
            "-y"
        ])
    );
    crate::ward_snapshot!(
        "remove_missing",
        fixture.run(&["project", "remove", "github/org/repo-002", "--yes"])
    );
}
