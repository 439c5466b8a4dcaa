//! `ward webhook list|get|create` against the hub fake, and the setup shared with
//! `webhook_manage_edit`.

use predicates::prelude::*;
use serde_json::json;
use ward_fakes::hub::{Hub, TOKEN};
use ward_fakes::{spawn, RequestLog, Running};

use crate::support::{json_of, stderr_of, stdout_of, Sandbox};

pub struct Setup {
    pub hub: Hub,
    pub log: RequestLog,
    pub server: Running,
    pub sandbox: Sandbox,
}

pub fn setup() -> Setup {
    let hub = Hub::default();
    let log = RequestLog::new();
    let server = spawn(log.layer(hub.router()));
    Setup {
        hub,
        log,
        server,
        sandbox: Sandbox::new(),
    }
}

impl Setup {
    pub fn ward(&self) -> assert_cmd::Command {
        let mut command = self.sandbox.ward();
        command
            .env("WARD_HUB_URL", &self.server.url)
            .env("HF_TOKEN", TOKEN);
        command
    }

    pub fn seed(&self) -> (String, String, String) {
        let first = self.hub.insert(json!({
            "url": "https://example.com/a",
            "watched": [{"type": "org", "name": "acme"}, {"type": "model", "name": "acme/bert"}],
            "domains": ["repo"],
            "secret": "old-secret"
        }));
        let second = self.hub.insert(json!({
            "url": "https://example.com/b",
            "watched": [{"type": "user", "name": "alice"}],
            "disabled": true
        }));
        let third = self.hub.insert(json!({
            "url": "https://example.com/c",
            "watched": [{"type": "dataset", "name": "acme/reviews"}],
            "disabled": "suspended-after-failure",
            "hasSecret": false
        }));
        (first, second, third)
    }
}

#[test]
fn list_shows_states_in_a_table_and_the_bare_array_as_json() {
    let setup = setup();
    let (first, second, third) = setup.seed();
    let output = setup.ward().args(["webhook", "list"]).output().unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let table = stdout_of(&output);
    for expected in [
        first.as_str(),
        second.as_str(),
        third.as_str(),
        "enabled",
        "disabled",
        "suspended-after-failure",
        "org:acme, model:acme/bert",
    ] {
        assert!(table.contains(expected), "{expected} missing in:\n{table}");
    }

    let output = setup
        .ward()
        .args(["webhook", "list", "-o", "json"])
        .output()
        .unwrap();
    let document = json_of(&output);
    let items = document.as_array().expect("a bare array, as the hub sends");
    assert_eq!(items.len(), 3);
    assert_eq!(items[1]["disabled"], true);
    assert_eq!(items[2]["disabled"], "suspended-after-failure");
    assert_eq!(items[2]["hasSecret"], false);

    let request = &setup.log.all()[0];
    assert_eq!(request.method, "GET");
    assert_eq!(request.path, "/api/settings/webhooks");
    assert_eq!(
        request.header("authorization"),
        Some(format!("Bearer {TOKEN}").as_str())
    );
    assert!(request.header("user-agent").unwrap().starts_with("ward/"));

    let output = setup
        .ward()
        .args(["webhook", "list", "-o", "ndjson"])
        .output()
        .unwrap();
    assert_eq!(stdout_of(&output).lines().count(), 3);
}

#[test]
fn empty_list_prints_a_hint() {
    let setup = setup();
    setup
        .ward()
        .args(["webhook", "list"])
        .assert()
        .success()
        .stderr(predicate::str::contains("ward webhook create"));
}

#[test]
fn get_shows_one_webhook_without_printing_the_secret_in_the_table() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    let output = setup
        .ward()
        .args(["webhook", "get", &first])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let table = stdout_of(&output);
    assert!(table.contains("https://example.com/a"), "{table}");
    assert!(table.contains("set"), "{table}");
    assert!(!table.contains("old-secret"), "{table}");

    let output = setup
        .ward()
        .args(["webhook", "get", &first, "--json"])
        .output()
        .unwrap();
    // The hub's document exactly as sent, its envelope included.
    let document = json_of(&output);
    assert_eq!(
        document,
        json!({ "webhook": setup.hub.webhook(&first).unwrap() })
    );
    let hook = &document["webhook"];
    assert_eq!(hook["id"], first.as_str());
    assert_eq!(hook["watched"][1]["name"], "acme/bert");
    assert_eq!(
        setup.log.all()[1].path,
        format!("/api/settings/webhooks/{first}")
    );
}

#[test]
fn get_unknown_id_exits_4_with_the_hub_message_and_request_id() {
    let setup = setup();
    let output = setup
        .ward()
        .args(["webhook", "get", "000000000000000000000000"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(4));
    let stderr = stderr_of(&output);
    assert!(stderr.contains("Webhook not found"), "{stderr}");
    assert!(stderr.contains("Root=1-fake-"), "{stderr}");
    assert!(stderr.contains("ward webhook list"), "{stderr}");
}

#[test]
fn create_sends_the_documented_body_with_the_secret_from_a_variable() {
    let setup = setup();
    let output = setup
        .ward()
        .env("MY_HOOK_SECRET", "s3cret")
        .args([
            "webhook",
            "create",
            "--url",
            "https://example.com/webhooks/build",
            "--watch",
            "org:acme",
            "--watch",
            "model:acme/bert,user:alice",
            "--secret-env",
            "MY_HOOK_SECRET",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let hook = json_of(&output)["webhook"].clone();
    let id = hook["id"].as_str().unwrap().to_string();
    assert_eq!(hook["disabled"], false);

    let request = setup.log.all().into_iter().last().unwrap();
    assert_eq!(request.method, "POST");
    assert_eq!(request.path, "/api/settings/webhooks");
    assert_eq!(request.header("content-type"), Some("application/json"));
    let body = request.body_json().unwrap();
    assert_eq!(body["url"], "https://example.com/webhooks/build");
    assert_eq!(
        body["watched"],
        json!([
            {"type": "org", "name": "acme"},
            {"type": "model", "name": "acme/bert"},
            {"type": "user", "name": "alice"}
        ])
    );
    assert_eq!(body["domains"], json!(["repo", "discussion"]));
    assert_eq!(body["secret"], "s3cret");
    assert_eq!(setup.hub.webhook(&id).unwrap()["secret"], "s3cret");
}

#[test]
fn create_reads_the_secret_from_a_file_and_maps_discussions_to_discussion() {
    let setup = setup();
    let file = setup.sandbox.write("secret.txt", "from-file\n");
    let output = setup
        .ward()
        .args([
            "webhook",
            "create",
            "--url",
            "http://example.com/x",
            "--watch",
            "space:acme/demo",
        ])
        .args(["--domain", "discussions", "--secret-file"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let body = setup.log.all()[0].body_json().unwrap();
    assert_eq!(body["domains"], json!(["discussion"]));
    assert_eq!(body["secret"], "from-file");
}

#[test]
fn create_rejects_bad_input_before_calling_the_hub() {
    let setup = setup();
    for (args, needle) in [
        (
            vec!["--url", "https://e.com", "--watch", "acme"],
            "TYPE:NAME",
        ),
        (
            vec!["--url", "https://e.com", "--watch", "repo:acme"],
            "not one of",
        ),
        (vec!["--url", "ftp://e.com", "--watch", "org:acme"], "http"),
        (
            vec![
                "--url",
                "https://e.com",
                "--watch",
                "org:a",
                "--domain",
                "issues",
            ],
            "issues",
        ),
        (
            vec![
                "--url",
                "https://e.com",
                "--watch",
                "org:a",
                "--secret-env",
                "UNSET_VAR_X",
            ],
            "UNSET_VAR_X",
        ),
        (
            vec!["--url", "https://e.com", "--watch", "org:a", "--ask-secret"],
            "terminal",
        ),
    ] {
        setup
            .ward()
            .args(["webhook", "create"])
            .args(&args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(needle));
    }
    assert!(setup.log.is_empty(), "no request may reach the hub");
}

/// A webhook that runs a job has `"url": null`: JSON output keeps the null, the envelope and
/// the fields ward does not model, byte for byte as the hub sent them.
#[test]
fn a_null_url_and_unmodelled_fields_stay_as_sent() {
    let setup = setup();
    let id = setup.hub.insert(json!({
        "url": null,
        "watched": [{"type": "user", "name": "alice"}],
        "job": {"dockerImage": "python:3.12", "command": ["python", "-c", "1"], "flavor": "cpu-basic"},
        "hasSecret": false,
        "size": 9007199254740993_u64
    }));
    let output = setup
        .ward()
        .args(["webhook", "get", &id, "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let stdout = stdout_of(&output);
    assert!(stdout.contains("\"url\": null"), "{stdout}");
    assert!(stdout.contains("9007199254740993"), "{stdout}");
    assert_eq!(
        json_of(&output),
        json!({ "webhook": setup.hub.webhook(&id).unwrap() })
    );

    let output = setup
        .ward()
        .args(["webhook", "list", "-o", "ndjson"])
        .output()
        .unwrap();
    let line = stdout_of(&output);
    assert!(
        line.contains("\"url\":null") && line.contains("\"dockerImage\""),
        "{line}"
    );
    let output = setup.ward().args(["webhook", "get", &id]).output().unwrap();
    assert!(stdout_of(&output).contains("(job)"));
}
