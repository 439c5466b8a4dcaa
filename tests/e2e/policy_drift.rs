//! `ward policy diff` and `ward policy check` over organizations, folders and projects,
//! against the cloud fake: every output form, the exit codes, bad input, the etag cache
//! over many resources, and the provider's published example policies.

use std::collections::BTreeMap;

use serde_json::{json, Value};
use ward_fakes::cloud::policy::{project_policy, FOLDER, PROJECT, PROJECT_NUMBER};

use crate::auth_support::CloudRunner;
use crate::policy::{token_with_scopes, READ_ONLY};
use crate::support::Ward;

/// A runner and the variables of a read-only token.
fn setup() -> (CloudRunner, BTreeMap<String, String>) {
    let runner = CloudRunner::new();
    let token = token_with_scopes(&runner, READ_ONLY);
    let vars = BTreeMap::from([("WARD_ACCESS_TOKEN".to_string(), token)]);
    (runner, vars)
}

fn policy<'r>(runner: &'r CloudRunner, vars: &BTreeMap<String, String>) -> Ward<'r> {
    runner.chain().envs(vars).arg("policy")
}

/// The project's policy after a day of changes made by hand: a public viewer added, the
/// service account's owner grant removed, the conditional grant's expiry moved (a
/// different grant), and the deleted user restored under its plain name.
fn drifted() -> Value {
    json!({
        "version": 3,
        "bindings": [
            {"role": "roles/viewer", "members": ["user:gone@example.com", "allUsers", "group:devs@example.com"]},
            {"role": "roles/owner", "members": ["user:owner@example.com"]},
            {
                "role": "roles/viewer",
                "members": ["user:contractor@partner.example.net"],
                "condition": {
                    "title": "expirable access",
                    "description": "Does not grant access after Sep 2031",
                    "expression": "request.time < timestamp('2031-10-01T00:00:00.000Z')"
                }
            }
        ],
        "etag": "BwYDr1fTed0="
    })
}

#[test]
fn get_reads_folders_and_projects_by_id_and_number() {
    let (runner, vars) = setup();
    for resource in [FOLDER, PROJECT, PROJECT_NUMBER] {
        let run = policy(&runner, &vars)
            .args(["get", resource, "-o", "json"])
            .run();
        run.expect_success();
        assert_eq!(run.json(), project_policy(), "{resource}");
    }
    let paths: Vec<String> = runner
        .requests_to(":getIamPolicy")
        .iter()
        .map(|r| r.path.clone())
        .collect();
    assert_eq!(
        paths,
        [FOLDER, PROJECT, PROJECT_NUMBER].map(|r| format!("/v3/{r}:getIamPolicy"))
    );
    let run = policy(&runner, &vars).args(["get", PROJECT]).run();
    crate::cloud_snapshot!("project_table", run);
    // A project the caller may not read, or that does not exist: 403 either way.
    let run = policy(&runner, &vars)
        .args(["get", "projects/someone-elses"])
        .run();
    crate::cloud_snapshot!("project_forbidden", run);
}

#[test]
fn diff_reports_drift_in_every_form_and_exits_10() {
    let (runner, vars) = setup();
    let baseline = runner.sandbox.path().join("iam").join("project.json");
    let run = policy(&runner, &vars)
        .args(["diff", PROJECT, "--baseline"])
        .arg(&baseline)
        .arg("--write-baseline")
        .run();
    crate::cloud_snapshot!("write_first_baseline", run);
    let written: Value =
        serde_json::from_str(&std::fs::read_to_string(&baseline).unwrap()).unwrap();
    assert_eq!(written["resource"], PROJECT);
    assert_eq!(written["bindings"], project_policy()["bindings"]);

    let run = policy(&runner, &vars)
        .args(["diff", PROJECT, "--baseline"])
        .arg(&baseline)
        .run();
    crate::cloud_snapshot!("no_drift", run);

    runner.cloud.set_policy(PROJECT, drifted());
    for format in ["table", "json", "ndjson", "markdown"] {
        let run = policy(&runner, &vars)
            .args(["diff", PROJECT, "--no-cache", "--baseline"])
            .arg(&baseline)
            .args(["-o", format])
            .run();
        crate::cloud_snapshot!(format!("drift_{format}"), run);
    }
    let run = policy(&runner, &vars)
        .args(["diff", PROJECT, "--no-cache", "--baseline"])
        .arg(&baseline)
        .args(["-o", "ndjson"])
        .run();
    let lines: Vec<Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(lines.iter().any(|l| l["change"] == "removed"
        && l["member"] == "deleted:user:gone@example.com?uid=123456789012345678901"
        && l["deleted"] == true));
}

#[test]
fn hand_written_baselines_in_toml_and_yaml_match_in_any_order() {
    let (runner, vars) = setup();
    let toml = runner.sandbox.write(
        "project.toml",
        r#"resource = "projects/drift-project"

[[bindings]]
role = "roles/viewer"
members = ["deleted:user:gone@example.com?uid=123456789012345678901", "group:devs@example.com"]

[[bindings]]
role = "roles/viewer"
members = ["user:contractor@partner.example.net"]
condition = { title = "expirable access", description = "Does not grant access after Sep 2030", expression = "request.time < timestamp('2030-10-01T00:00:00.000Z')" }

[[bindings]]
role = "roles/owner"
members = ["serviceAccount:deployer@test-project.iam.gserviceaccount.com", "user:owner@example.com"]
"#,
    );
    let yaml = runner.sandbox.write(
        "project.yaml",
        r#"resource: projects/drift-project
bindings:
  - role: roles/owner
    members:
      - user:owner@example.com
  - role: roles/owner
    members: [serviceAccount:deployer@test-project.iam.gserviceaccount.com]
  - role: roles/viewer
    members:
      - group:devs@example.com
      - deleted:user:gone@example.com?uid=123456789012345678901
  - role: roles/viewer
    members: [user:contractor@partner.example.net]
    condition:
      title: expirable access
      description: Does not grant access after Sep 2030
      expression: request.time < timestamp('2030-10-01T00:00:00.000Z')
"#,
    );
    for file in [&toml, &yaml] {
        let run = policy(&runner, &vars)
            .args(["diff", PROJECT, "--no-cache", "--baseline"])
            .arg(file)
            .args(["-o", "json"])
            .run();
        run.expect_success();
        assert_eq!(run.json()["summary"]["findings"], 0, "{}", file.display());
    }
    // The same grant without its condition is another grant: one added, one removed.
    let unconditional = std::fs::read_to_string(&yaml)
        .unwrap()
        .replace("    condition:\n      title: expirable access\n      description: Does not grant access after Sep 2030\n      expression: request.time < timestamp('2030-10-01T00:00:00.000Z')\n", "");
    let file = runner.sandbox.write("unconditional.yml", &unconditional);
    let run = policy(&runner, &vars)
        .args(["diff", PROJECT, "--no-cache", "--baseline"])
        .arg(&file)
        .args(["-o", "ndjson"])
        .run();
    run.expect_code(10);
    let changes: Vec<Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(changes.len(), 2, "{}", run.stdout);
    assert!(changes
        .iter()
        .any(|c| c["change"] == "added" && c["condition"]["title"] == "expirable access"));
    assert!(changes
        .iter()
        .any(|c| c["change"] == "removed" && c.get("condition").is_none()));
}

#[test]
fn bad_input_is_refused_with_its_line_and_no_report() {
    let (runner, vars) = setup();
    let cases: Vec<(&str, &str, &str)> = vec![
        ("bad_yaml_line", "b.yaml", "resource: projects/drift-project\nbindings:\n  - role: roles/viewer\n    members: [user:a@example.com]\n  - role: roles/owner\n    memebrs: [user:b@example.com]\n"),
        ("bad_json_line", "b.json", "{\n  \"bindings\": [\n    {\"role\": \"roles/viewer\", \"members\": \"user:a@example.com\"}\n  ]\n}\n"),
        ("bad_toml_line", "b.toml", "resource = \"projects/drift-project\"\n[[bindings]]\nrole = \"roles/viewer\"\nmembers = [\"user:a@example.com\"\n"),
        ("other_resource", "other.json", "{\"resource\": \"projects/another-project\", \"bindings\": []}"),
        ("newer_baseline", "newer.toml", "version = 4\n"),
    ];
    for (name, file, text) in cases {
        let path = runner.sandbox.write(file, text);
        let run = policy(&runner, &vars)
            .args(["diff", PROJECT, "--baseline"])
            .arg(&path)
            .run();
        assert!(run.stdout.is_empty(), "{name}: {}", run.stdout);
        crate::cloud_snapshot!(name, run);
    }
    let rules = runner.sandbox.write(
        "rules.toml",
        "[[rule]]\nkind = \"public-members\"\n\n[[rule]]\nkind = \"no-owners\"\n",
    );
    let run = policy(&runner, &vars)
        .args(["check", PROJECT, "--rules"])
        .arg(&rules)
        .run();
    crate::cloud_snapshot!("unknown_rule", run);
    let run = policy(&runner, &vars)
        .args(["check", "buckets/x", "--preset", "recommended"])
        .run();
    crate::cloud_snapshot!("unknown_resource_form", run);
    let run = policy(&runner, &vars)
        .args(["get", PROJECT, "-o", "markdown"])
        .run();
    crate::cloud_snapshot!("markdown_elsewhere", run);
    assert!(
        runner.requests_to(":getIamPolicy").is_empty(),
        "bad input reads nothing"
    );

    // A live policy in a version ward does not know: nothing is compared or reported.
    let mut newer = project_policy();
    newer["version"] = json!(4);
    runner.cloud.set_policy(PROJECT, newer);
    let run = policy(&runner, &vars)
        .args(["check", PROJECT, "--preset", "recommended"])
        .run();
    assert!(run.stdout.is_empty());
    crate::cloud_snapshot!("newer_live_policy", run);
}

#[test]
fn check_finds_each_rule_kind() {
    let (runner, vars) = setup();
    runner.cloud.set_policy(PROJECT, drifted());
    let run = policy(&runner, &vars)
        .args(["check", PROJECT, FOLDER, "--preset", "recommended"])
        .run();
    crate::cloud_snapshot!("check_presets_table", run);
    let rules = runner.sandbox.write(
        "rules.toml",
        r#"presets = ["public-members"]

[[rule]]
kind = "allowed-domains"
domains = ["example.com", "gserviceaccount.com"]

[[rule]]
name = "owners-are-admins"
kind = "restricted-roles"
roles = ["roles/owner"]
members = ["group:admins@example.com"]
"#,
    );
    let run = policy(&runner, &vars)
        .args(["check", PROJECT, "--rules"])
        .arg(&rules)
        .args(["-o", "json"])
        .run();
    crate::cloud_snapshot!("check_rules_json", run);
    let run = policy(&runner, &vars)
        .args(["check", FOLDER, "--rules"])
        .arg(&rules)
        .args(["-o", "markdown"])
        .run();
    crate::cloud_snapshot!("check_rules_markdown", run);
}

#[test]
fn a_hundred_unchanged_resources_are_read_once_each_and_not_compared() {
    let (runner, vars) = setup();
    let mut list = String::from("# every project of the team\n");
    for n in 0..100 {
        let resource = format!("projects/team-app-{n:03}");
        let mut document = project_policy();
        document["etag"] = json!(format!("etag-{n:03}"));
        runner.cloud.set_policy(&resource, document);
        list.push_str(&resource);
        list.push('\n');
    }
    let file = runner.sandbox.write("resources.txt", &list);
    let check = || {
        policy(&runner, &vars)
            .args(["check", "--preset", "recommended", "--resources"])
            .arg(&file)
            .args(["-o", "json"])
            .run()
    };
    let first = check();
    first.expect_code(10);
    let reads = runner.cloud.state.policy_reads();
    assert_eq!(reads, 100);
    let second = check();
    second.expect_code(10);
    assert_eq!(runner.cloud.state.policy_reads() - reads, 100);
    let report = second.json();
    let resources = report["resources"].as_array().unwrap();
    assert_eq!(resources.len(), 100);
    for (n, entry) in resources.iter().enumerate() {
        assert_eq!(entry["resource"], format!("projects/team-app-{n:03}"));
        assert_eq!(entry["compared"], false, "{entry}");
    }
    // The skipped comparison still reports what the last one found.
    assert_eq!(
        report["resources"],
        first.json()["resources"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                let mut e = e.clone();
                e["compared"] = json!(false);
                e
            })
            .collect::<Value>()
    );
    assert_eq!(report["summary"]["notComparedAgain"], 100);

    // One changed policy is compared again, the others not.
    let mut changed = project_policy();
    changed["etag"] = json!("etag-changed");
    changed["bindings"][0]["members"] = json!(["user:owner@example.com"]);
    runner.cloud.set_policy("projects/team-app-042", changed);
    let third = check().json();
    let compared: Vec<&Value> = third["resources"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["compared"] == true)
        .collect();
    assert_eq!(compared.len(), 1);
    assert_eq!(compared[0]["resource"], "projects/team-app-042");
}

#[test]
fn several_resources_share_a_baseline_folder() {
    let (runner, vars) = setup();
    let folder = runner.sandbox.path().join("baselines");
    let diff = |extra: &[&str]| {
        policy(&runner, &vars)
            .args(["diff", PROJECT, FOLDER, "--baseline"])
            .arg(&folder)
            .args(extra)
            .run()
    };
    let run = diff(&[]);
    crate::cloud_snapshot!("folder_missing_baseline", run);
    diff(&["--write-baseline"]).expect_success();
    assert!(folder.join("projects-drift-project.json").is_file());
    assert!(folder.join("folders-444444444444.json").is_file());
    runner.cloud.set_policy(PROJECT, drifted());
    let run = diff(&["-o", "markdown"]);
    crate::cloud_snapshot!("folder_drift_markdown", run);
}
