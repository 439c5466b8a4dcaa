//! `ward project add|update` against the release-tracker fake.

use serde_json::json;

use crate::releases_fixture::{body_of, Fixture};

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
    let run = fixture.run(&[
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
    ]);
    crate::ward_snapshot!("add_json", run);
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

    // Nothing but the two required fields when no setting is given.
    crate::ward_snapshot!(
        "add_ndjson",
        fixture.run(&["project", "add", "cargo", "serde", "-o", "ndjson"])
    );
    crate::ward_snapshot!(
        "add_already_tracked",
        fixture.run(&["project", "add", "cargo", "serde"])
    );
    crate::ward_snapshot!(
        "add_table",
        fixture.run(&["project", "add", "pypi", "requests"])
    );
    assert_eq!(
        body_of(&fixture.last()),
        json!({"provider": "pypi", "name": "requests"})
    );
}

#[test]
fn update_sends_only_what_was_given() {
    let fixture = Fixture::new();
    fixture.seed_projects(1);
    crate::ward_snapshot!(
        "update_table",
        fixture.run(&[
            "project",
            "update",
            "github/org/repo-000",
            "--email-notification",
            "weekly",
        ])
    );
    let request = fixture.last();
    assert_eq!(request.path, "/v1/projects/github/org/repo-000");
    assert_eq!(body_of(&request), json!({"email_notification": "weekly"}));
    assert_eq!(fixture.requests().len(), 1, "no fetch is needed");

    crate::ward_snapshot!(
        "update_ndjson",
        fixture.run(&[
            "project",
            "update",
            "github/org/repo-000",
            "--note",
            "",
            "-o",
            "ndjson"
        ])
    );
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
    let run = fixture.run(&[
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
    ]);
    crate::ward_snapshot!("lists_json", run);
    let requests = fixture.requests();
    assert_eq!(requests.len(), 2);
    assert_eq!(requests[0].method, "GET");
    assert_eq!(
        body_of(&requests[1]),
        json!({"chat_a_channels": ["c2"], "webhooks": [],
               "exclude_version_regexp": [{"value": "^v1", "inverse": true}],
               "tags": [keep, new]})
    );
    let document = run.json();
    assert_eq!(document["tags"], json!([keep, new]));
    assert!(
        document.get("webhooks").is_none(),
        "cleared lists are omitted: {document}"
    );

    // Removing something absent warns but still succeeds.
    crate::ward_snapshot!(
        "lists_absent",
        fixture.run(&["project", "update", &id, "--remove-tag", "nope"])
    );
}

#[test]
fn update_without_settings_is_a_usage_error_before_any_request() {
    let fixture = Fixture::new();
    fixture.seed_projects(1);
    crate::ward_snapshot!(
        "usage_nothing",
        fixture.run(&["project", "update", "github/org/repo-000"])
    );
    // Setting and clearing one list at once is refused by the parser.
    crate::ward_snapshot!(
        "usage_conflict",
        fixture
            .cmd([
                "project",
                "update",
                "github/org/repo-000",
                "--tag",
                "a",
                "--clear-tags",
            ])
            .run_process()
    );
    assert!(fixture.requests().is_empty());

    crate::ward_snapshot!(
        "usage_not_found",
        fixture.run(&["project", "update", "github/no/such", "--note", "x"])
    );
}
