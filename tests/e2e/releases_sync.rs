//! `ward project export|apply|import` against the release-tracker fake.

use std::time::Duration;

use serde_json::{json, Value};
use ward_fakes::releases::{Fault, Options};

use crate::releases_fixture::Fixture;

const FILE: &str = r#"
[[tags]]
name = "prod"

[[projects]]
provider = "github"
name = "golang/go"
email_notification = "daily"
chat_a_channels = ["ca1"]
matrix_rooms = ["room1"]
exclude_prereleases = true
exclude_version_regexp = [{ value = "rc", inverse = false }, { value = "^1\\.", inverse = true }]
note = "core"
tags = ["prod", "lang"]

[[projects]]
provider = "npm"
name = "@scope/pkg"

[[projects]]
provider = "pypi"
name = "requests"
webhooks = ["wh1"]
"#;

/// Project IDs the fake gave in the order concurrent writes arrived are shown as
/// `[PROJECT ID]`.
macro_rules! with_added_ids {
    ($snapshot:expr) => {
        insta::with_settings!({filters => vec![
            (r#"("id": ?)"[0-9a-f]{26}""#, r#"$1"[PROJECT ID]""#),
            (r#"id = "[0-9a-f]{26}""#, r#"id = "[PROJECT ID]""#),
        ]}, {
            $snapshot
        })
    };
}

fn fixture() -> Fixture {
    let fixture = Fixture::new();
    fixture.fake.add_integration(
        "chat_a_channels",
        json!({"id": "ca1", "channel": "c", "team_name": "t"}),
    );
    fixture
        .fake
        .add_integration("matrix_rooms", json!({"id": "room1", "name": "r"}));
    fixture
        .fake
        .add_integration("webhooks", json!({"id": "wh1", "name": "w"}));
    fixture
}

fn writes(fixture: &Fixture) -> usize {
    fixture.writes()
}

fn path_of(path: &std::path::Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

#[test]
fn dry_run_prints_the_plan_and_changes_nothing() {
    let fixture = fixture();
    fixture
        .fake
        .add_project("npm", "@scope/pkg", json!({"note": "old"}));
    fixture.fake.add_project("cargo", "serde", json!({}));
    let path = fixture.sandbox.write("projects.toml", FILE);
    let apply = ["project", "apply", path_of(&path)];
    crate::ward_snapshot!(
        "dry_run_json",
        fixture
            .cmd(apply)
            .args(["--prune", "--dry-run", "-o", "json"])
            .run()
    );
    crate::ward_snapshot!(
        "dry_run_ndjson",
        fixture
            .cmd(apply)
            .args(["--prune", "--dry-run", "-o", "ndjson"])
            .run()
    );
    crate::ward_snapshot!(
        "dry_run_table",
        fixture.cmd(apply).args(["--dry-run"]).run()
    );
    assert_eq!(writes(&fixture), 0);
    assert_eq!(fixture.fake.projects().len(), 2);
}

#[test]
fn apply_then_export_round_trips_and_a_second_apply_is_a_no_op() {
    let fixture = fixture();
    let path = fixture.sandbox.write("projects.toml", FILE);
    crate::ward_snapshot!(
        "round_trip_apply",
        fixture.run(&["project", "apply", path_of(&path)])
    );
    let tags = fixture.fake.tags();
    assert_eq!(
        tags.iter().map(|(_, n)| n.as_str()).collect::<Vec<_>>(),
        ["prod", "lang"]
    );

    // Tags travel by ID on the wire.
    let added = fixture
        .requests()
        .into_iter()
        .find(|r| r.method == "POST" && r.body_text().contains("golang/go"))
        .unwrap();
    let body = added.body_json().unwrap();
    assert_eq!(body["tags"], json!([tags[0].0, tags[1].0]));
    assert_eq!(body["matrix_rooms"], json!(["room1"]));
    let npm = fixture
        .requests()
        .into_iter()
        .find(|r| r.method == "POST" && r.body_text().contains("@scope/pkg"))
        .unwrap();
    assert_eq!(
        npm.body_json().unwrap(),
        json!({"provider": "npm", "name": "@scope/pkg"})
    );

    // The fake numbers projects in the order the concurrent writes arrived.
    let run = fixture.run(&["project", "export", "-o", "json"]);
    with_added_ids!(crate::ward_snapshot!("round_trip_export_json", run));
    assert_eq!(
        run.json()["tags"][0]["id"],
        Value::String(tags[0].0.clone())
    );
    with_added_ids!(crate::ward_snapshot!(
        "round_trip_export_ndjson",
        fixture.run(&["project", "export", "-o", "ndjson"])
    ));

    // The TOML export applies back with nothing to do.
    let run = fixture.run(&["project", "export"]);
    with_added_ids!(crate::ward_snapshot!("round_trip_export_toml", run));
    let exported = fixture.sandbox.write("exported.toml", &run.stdout);
    fixture.fake.log().clear();
    for (name, file) in [("again", &path), ("exported", &exported)] {
        crate::ward_snapshot!(
            format!("round_trip_apply_{name}"),
            fixture.run(&["project", "apply", path_of(file), "--prune"])
        );
    }
    assert_eq!(writes(&fixture), 0);
}

#[test]
fn prune_removes_only_with_the_flag() {
    let fixture = fixture();
    fixture.fake.add_project("cargo", "serde", json!({}));
    let path = fixture
        .sandbox
        .write("p.toml", "[[projects]]\nprovider = \"npm\"\nname = \"x\"\n");
    crate::ward_snapshot!(
        "prune_apply",
        fixture.run(&["project", "apply", path_of(&path)])
    );
    assert_eq!(fixture.fake.projects().len(), 2);
    crate::ward_snapshot!(
        "prune_again_ndjson",
        fixture.run(&["project", "apply", path_of(&path), "-o", "ndjson"])
    );
    crate::ward_snapshot!(
        "prune_prune_json",
        fixture.run(&[
            "project",
            "apply",
            path_of(&path),
            "--prune",
            "--yes",
            "-o",
            "json"
        ])
    );
    let names: Vec<Value> = fixture
        .fake
        .projects()
        .iter()
        .map(|p| p["name"].clone())
        .collect();
    assert_eq!(names, [json!("x")]);
    assert_eq!(fixture.last().method, "DELETE");
}

#[test]
fn writes_pace_themselves_inside_a_small_budget() {
    // 35 units a window of one second (a write costs 10). Ward waits for the reset the
    // fake announced (rounded up to whole seconds), so a slower run only spreads its
    // writes over more windows: it cannot meet the budget's 429 however loaded the
    // machine is, and a fast one must wait.
    let fixture = Fixture::with(Options {
        rate_limit: Some(35),
        window: Duration::from_secs(1),
        ..Options::default()
    });
    let list: String = (0..7).map(|n| format!("github/org/repo-{n}\n")).collect();
    let path = fixture.sandbox.write("list.txt", &list);
    // A 429 that still happens (another client spent the budget) is waited out.
    fixture.fake.fail(
        Fault::status(429)
            .retry_after(1)
            .on("POST", "/v1/projects")
            .after(2),
    );
    let run = fixture.run(&["project", "import", path_of(&path)]);
    run.expect_success();
    assert_eq!(fixture.fake.projects().len(), 7);
    assert_eq!(
        fixture.fake.rate_limited(),
        0,
        "no write ran into the budget's 429"
    );
}

#[test]
fn a_failure_in_the_middle_is_reported_and_a_rerun_finishes_the_job() {
    let fixture = fixture();
    let path = fixture.sandbox.write("projects.toml", FILE);
    fixture
        .fake
        .fail(Fault::status(500).on("POST", "/v1/projects").after(1));
    let run = fixture.run(&["project", "apply", path_of(&path), "-o", "json"]);
    run.expect_code(1);
    let report = run.json();
    assert_eq!(report["failed"], 1);
    let statuses: Vec<&str> = report["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses.iter().filter(|s| **s == "done").count(), 2);
    assert_eq!(statuses.iter().filter(|s| **s == "failed").count(), 1);
    let stderr = &run.stderr;
    assert!(
        stderr.contains("500") && stderr.contains("run the same command again"),
        "{stderr}"
    );
    assert_eq!(fixture.fake.projects().len(), 2);

    // Which write met the 500 depends on the order the concurrent writes arrived in.
    let run = fixture.run(&["project", "apply", path_of(&path)]);
    run.expect_success();
    assert!(
        run.stderr.ends_with(
            "ward: done: 1 added, 0 updated, 0 removed, 2 unchanged, 0 tag(s) created\n"
        ),
        "{}",
        run.stderr
    );
    assert_eq!(fixture.fake.projects().len(), 3);
}

#[test]
fn import_adds_what_is_missing_and_leaves_the_rest() {
    let fixture = fixture();
    fixture
        .fake
        .add_project("github", "golang/go", json!({"note": "keep me"}));
    let path = fixture.sandbox.write(
        "deps.txt",
        "# dependencies\ngithub/golang/go\nnpm/@scope/pkg  # scoped\n\n",
    );
    crate::ward_snapshot!(
        "import_list",
        fixture.run(&["project", "import", path_of(&path)])
    );
    let projects = fixture.fake.projects();
    assert_eq!(projects.len(), 2);
    assert_eq!(projects[0]["note"], "keep me");
    assert_eq!(writes(&fixture), 1);

    // The export format works too, settings and tags included.
    let full = fixture.sandbox.write("projects.toml", FILE);
    crate::ward_snapshot!(
        "import_json",
        fixture.run(&["project", "import", path_of(&full), "-o", "json"])
    );
    let projects = fixture.fake.projects();
    assert_eq!(projects.len(), 3);
    assert_eq!(
        projects[0]["note"], "keep me",
        "present projects are left alone"
    );
    assert_eq!(projects[2]["webhooks"], json!(["wh1"]));

    let bad = fixture.sandbox.write("bad.txt", "github/ok\njustanid\n");
    crate::ward_snapshot!(
        "import_bad",
        fixture.run(&["project", "import", path_of(&bad)])
    );
}

#[test]
fn bad_files_are_usage_errors_before_any_request() {
    let fixture = fixture();
    let typo = fixture.sandbox.write(
        "typo.toml",
        "[[projects]]\nprovider = \"npm\"\nname = \"x\"\nemail = \"daily\"\n",
    );
    crate::ward_snapshot!(
        "bad_file_typo",
        fixture.run(&["project", "apply", path_of(&typo)])
    );
    let missing = fixture.sandbox.path().join("missing.toml");
    crate::ward_snapshot!(
        "bad_file_missing",
        fixture.run(&["project", "apply", path_of(&missing)])
    );
    assert!(fixture.requests().is_empty());
}

/// An account holding fields ward does not model (an integration list and settings of the
/// real service): export keeps them, applying the export sends nothing, a second export is
/// byte-identical, and a changed value travels back exactly as written.
#[test]
fn fields_ward_does_not_model_survive_export_and_apply() {
    let fixture = Fixture::new();
    let tag = fixture.fake.add_tag("prod");
    fixture.fake.add_project(
        "github",
        "golang/go",
        json!({
            "email_notification": "daily",
            "tags": [tag],
            "ntfy_topics": ["n1", "n2"],
            "digest": {"hour": 7, "weight": 1.5, "days": ["mon", "fri"]},
            "big_counter": 12_345_678_901_234_567_890_u64,
            "muted": true
        }),
    );
    fixture
        .fake
        .add_project("npm", "left-pad", json!({"ntfy_topics": ["n3"]}));

    let export = |args: &[&str]| {
        let run = fixture.cmd(["project", "export"]).args(args).run();
        run.expect_success();
        run
    };
    let run = export(&[]);
    crate::ward_snapshot!("unmodelled_toml", run);
    let toml_text = run.stdout;
    let run = export(&["-o", "json"]);
    crate::ward_snapshot!("unmodelled_json", run);
    let json_text = run.stdout;

    fixture.fake.log().clear();
    for (name, text) in [("a.toml", &toml_text), ("a.json", &json_text)] {
        let path = fixture.sandbox.write(name, text);
        crate::ward_snapshot!(
            format!("unmodelled_apply_{name}"),
            fixture.run(&["project", "apply", path_of(&path), "--prune"])
        );
    }
    assert_eq!(writes(&fixture), 0);
    assert_eq!(export(&[]).stdout, toml_text);
    assert_eq!(export(&["-o", "json"]).stdout, json_text);

    // A changed unmodelled value is sent back as written, and only that field.
    let edited = toml_text.replace("\"n3\"", "\"n3\", \"n4\"");
    assert_ne!(edited, toml_text);
    let path = fixture.sandbox.write("b.toml", &edited);
    crate::ward_snapshot!(
        "unmodelled_apply_edited",
        fixture.run(&["project", "apply", path_of(&path)])
    );
    let posted: Vec<Value> = fixture
        .requests()
        .iter()
        .filter(|r| r.method == "POST")
        .map(|r| r.body_json().unwrap())
        .collect();
    assert_eq!(posted, [json!({"ntfy_topics": ["n3", "n4"]})]);
    let document = export(&["-o", "json"]).json();
    assert_eq!(
        document["projects"][1]["unmodelled"],
        json!({"ntfy_topics": ["n3", "n4"]})
    );
}
