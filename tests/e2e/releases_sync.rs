//! `ward project export|apply|import` against the release-tracker fake.

use std::time::Duration;

use predicates::prelude::*;
use serde_json::{json, Value};
use ward_fakes::releases::{Fault, Options};

use crate::releases_fixture::Fixture;
use crate::support::{json_of, stderr_of, stdout_of};

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
    fixture
        .requests()
        .iter()
        .filter(|r| r.method != "GET")
        .count()
}

#[test]
fn dry_run_prints_the_plan_and_changes_nothing() {
    let fixture = fixture();
    fixture
        .fake
        .add_project("npm", "@scope/pkg", json!({"note": "old"}));
    fixture.fake.add_project("cargo", "serde", json!({}));
    let path = fixture.sandbox.write("projects.toml", FILE);
    let output = fixture
        .ward()
        .args([
            "project",
            "apply",
            path.to_str().unwrap(),
            "--prune",
            "--dry-run",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let plan = json_of(&output);
    assert_eq!(plan["dry_run"], true);
    assert_eq!(plan["tags_to_create"], json!(["prod", "lang"]));
    let actions: Vec<(String, String)> = plan["plan"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| {
            (
                item["action"].as_str().unwrap().into(),
                item["name"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        actions,
        [
            ("add".into(), "golang/go".into()),
            ("update".into(), "@scope/pkg".into()),
            ("add".into(), "requests".into()),
            ("remove".into(), "serde".into()),
        ]
    );
    assert_eq!(
        plan["plan"][1]["changes"],
        json!([{"field": "note", "from": "old", "to": ""}])
    );
    let output = fixture
        .ward()
        .args(["project", "apply", path.to_str().unwrap(), "--dry-run"])
        .output()
        .unwrap();
    let stdout = stdout_of(&output);
    assert!(
        stdout.contains("create tag") && stdout.contains("note: \"old\" -> \"\""),
        "{stdout}"
    );
    assert!(stderr_of(&output).contains("--prune removes them"));
    assert_eq!(writes(&fixture), 0);
    assert_eq!(fixture.fake.projects().len(), 2);
}

#[test]
fn apply_then_export_round_trips_and_a_second_apply_is_a_no_op() {
    let fixture = fixture();
    let path = fixture.sandbox.write("projects.toml", FILE);
    let output = fixture
        .ward()
        .args(["project", "apply", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(
        stderr_of(&output).contains("3 added"),
        "{}",
        stderr_of(&output)
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

    let output = fixture
        .ward()
        .args(["project", "export", "-o", "json"])
        .output()
        .unwrap();
    let exported = json_of(&output);
    let go = exported["projects"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "golang/go")
        .unwrap();
    assert_eq!(go["tags"], json!(["prod", "lang"]));
    assert_eq!(go["email_notification"], "daily");
    assert_eq!(
        go["exclude_version_regexp"][1],
        json!({"value": "^1\\.", "inverse": true})
    );
    assert_eq!(exported["tags"][0]["id"], Value::String(tags[0].0.clone()));

    // The TOML export applies back with nothing to do.
    let output = fixture.ward().args(["project", "export"]).output().unwrap();
    let exported = fixture.sandbox.write("exported.toml", &stdout_of(&output));
    fixture.fake.log().clear();
    for file in [path.to_str().unwrap(), exported.to_str().unwrap()] {
        fixture
            .ward()
            .args(["project", "apply", file, "--prune"])
            .assert()
            .success()
            .stderr(predicate::str::contains("nothing to do"));
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
    fixture
        .ward()
        .args(["project", "apply", path.to_str().unwrap()])
        .assert()
        .success();
    assert_eq!(fixture.fake.projects().len(), 2);
    let output = fixture
        .ward()
        .args([
            "project",
            "apply",
            path.to_str().unwrap(),
            "--prune",
            "--yes",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let report = json_of(&output);
    assert_eq!(report["results"][1]["action"], "remove");
    assert_eq!(report["results"][1]["status"], "done");
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
    let output = fixture
        .ward()
        .args(["project", "import", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
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
    let output = fixture
        .ward()
        .args(["project", "apply", path.to_str().unwrap(), "-o", "json"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let report = json_of(&output);
    assert_eq!(report["failed"], 1);
    let statuses: Vec<&str> = report["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses.iter().filter(|s| **s == "done").count(), 2);
    assert_eq!(statuses.iter().filter(|s| **s == "failed").count(), 1);
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("500") && stderr.contains("run the same command again"),
        "{stderr}"
    );
    assert_eq!(fixture.fake.projects().len(), 2);

    let output = fixture
        .ward()
        .args(["project", "apply", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(
        stderr_of(&output).contains("1 added"),
        "{}",
        stderr_of(&output)
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
    let output = fixture
        .ward()
        .args(["project", "import", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let projects = fixture.fake.projects();
    assert_eq!(projects.len(), 2);
    assert_eq!(projects[0]["note"], "keep me");
    assert_eq!(writes(&fixture), 1);

    // The export format works too, settings and tags included.
    let full = fixture.sandbox.write("projects.toml", FILE);
    fixture
        .ward()
        .args(["project", "import", full.to_str().unwrap()])
        .assert()
        .success();
    let projects = fixture.fake.projects();
    assert_eq!(projects.len(), 3);
    assert_eq!(
        projects[0]["note"], "keep me",
        "present projects are left alone"
    );
    assert_eq!(projects[2]["webhooks"], json!(["wh1"]));

    let bad = fixture.sandbox.write("bad.txt", "github/ok\njustanid\n");
    fixture
        .ward()
        .args(["project", "import", bad.to_str().unwrap()])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("line 2"));
}

#[test]
fn bad_files_are_usage_errors_before_any_request() {
    let fixture = fixture();
    let typo = fixture.sandbox.write(
        "typo.toml",
        "[[projects]]\nprovider = \"npm\"\nname = \"x\"\nemail = \"daily\"\n",
    );
    fixture
        .ward()
        .args(["project", "apply", typo.to_str().unwrap()])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown setting \"email\""));
    fixture
        .ward()
        .args(["project", "apply", "missing.toml"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("missing.toml"));
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
        let output = fixture
            .ward()
            .args(["project", "export"])
            .args(args)
            .output()
            .unwrap();
        assert!(output.status.success(), "{}", stderr_of(&output));
        stdout_of(&output)
    };
    let toml_text = export(&[]);
    assert!(toml_text.contains("ntfy_topics"), "{toml_text}");
    assert!(toml_text.contains("12345678901234567890"), "{toml_text}");
    let json_text = export(&["-o", "json"]);
    let document: Value = serde_json::from_str(&json_text).unwrap();
    let go = &document["projects"][0];
    assert_eq!(go["unmodelled"]["digest"]["weight"], json!(1.5));
    assert_eq!(go["unmodelled"]["muted"], json!(true));

    fixture.fake.log().clear();
    for (name, text) in [("a.toml", &toml_text), ("a.json", &json_text)] {
        let path = fixture.sandbox.write(name, text);
        let output = fixture
            .ward()
            .args(["project", "apply", path.to_str().unwrap(), "--prune"])
            .output()
            .unwrap();
        assert!(output.status.success(), "{}", stderr_of(&output));
        assert!(
            stderr_of(&output).contains("nothing to do"),
            "{}",
            stderr_of(&output)
        );
    }
    assert_eq!(writes(&fixture), 0);
    assert_eq!(export(&[]), toml_text);
    assert_eq!(export(&["-o", "json"]), json_text);

    // A changed unmodelled value is sent back as written, and only that field.
    let edited = toml_text.replace("\"n3\"", "\"n3\", \"n4\"");
    assert_ne!(edited, toml_text);
    let path = fixture.sandbox.write("b.toml", &edited);
    fixture
        .ward()
        .args(["project", "apply", path.to_str().unwrap()])
        .assert()
        .success();
    let posted: Vec<Value> = fixture
        .requests()
        .iter()
        .filter(|r| r.method == "POST")
        .map(|r| r.body_json().unwrap())
        .collect();
    assert_eq!(posted, [json!({"ntfy_topics": ["n3", "n4"]})]);
    let document: Value = serde_json::from_str(&export(&["-o", "json"])).unwrap();
    assert_eq!(
        document["projects"][1]["unmodelled"],
        json!({"ntfy_topics": ["n3", "n4"]})
    );
}
