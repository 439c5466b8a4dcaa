//! `ward webhook update|enable|disable|delete`, token sources and hub errors.

use predicates::prelude::*;
use serde_json::{json, Value};
use ward_fakes::hub::TOKEN;

use crate::support::{json_of, stderr_of, stdout_of};
use crate::webhook_manage::setup;

#[test]
fn update_keeps_watched_domains_and_secret_when_only_the_url_changes() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    let before = setup.hub.webhook(&first).unwrap();
    let output = setup
        .ward()
        .args([
            "webhook",
            "update",
            &first,
            "--url",
            "https://example.com/new",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let after = setup.hub.webhook(&first).unwrap();
    assert_eq!(after["url"], "https://example.com/new");
    assert_eq!(after["watched"], before["watched"]);
    assert_eq!(after["domains"], json!(["repo"]));
    assert_eq!(after["secret"], "old-secret");

    let requests = setup.log.all();
    assert_eq!(requests[0].method, "GET");
    assert_eq!(requests[1].method, "POST");
    assert_eq!(requests[1].path, format!("/api/settings/webhooks/{first}"));
    assert_eq!(json_of(&output)["webhook"]["watched"], before["watched"]);
}

#[test]
fn update_edits_the_watched_list() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    setup
        .ward()
        .args([
            "webhook",
            "update",
            &first,
            "--add-watch",
            "dataset:acme/reviews",
        ])
        .args(["--remove-watch", "org:acme", "--domain", "repo,discussion"])
        .assert()
        .success();
    let hook = setup.hub.webhook(&first).unwrap();
    assert_eq!(
        hook["watched"],
        json!([
            {"type": "model", "name": "acme/bert"},
            {"type": "dataset", "name": "acme/reviews"}
        ])
    );
    assert_eq!(hook["domains"], json!(["repo", "discussion"]));

    setup
        .ward()
        .args(["webhook", "update", &first, "--watch", "user:bob"])
        .assert()
        .success();
    assert_eq!(
        setup.hub.webhook(&first).unwrap()["watched"],
        json!([{"type": "user", "name": "bob"}])
    );

    setup
        .ward()
        .args(["webhook", "update", &first, "--remove-watch", "org:nobody"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("does not watch"));
    setup
        .ward()
        .args(["webhook", "update", &first])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("nothing to update"));
}

#[test]
fn watch_edits_split_on_commas_and_do_not_go_with_watch() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    setup
        .ward()
        .args(["webhook", "update", &first])
        .args(["--add-watch", "dataset:acme/a,space:acme/b"])
        .args(["--remove-watch", "org:acme,model:acme/bert"])
        .assert()
        .success();
    assert_eq!(
        setup.hub.webhook(&first).unwrap()["watched"],
        json!([
            {"type": "dataset", "name": "acme/a"},
            {"type": "space", "name": "acme/b"}
        ])
    );
    for flag in ["--add-watch", "--remove-watch"] {
        setup
            .ward()
            .args([
                "webhook", "update", &first, "--watch", "user:bob", flag, "org:x",
            ])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(format!(
                "'--watch <TYPE:NAME>' cannot be used with '{flag} <TYPE:NAME>'"
            )));
    }
}

#[test]
fn a_bad_watch_edit_names_the_flag_it_came_from() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    for flag in ["--add-watch", "--remove-watch", "--watch"] {
        setup
            .ward()
            .args(["webhook", "update", &first, flag, "acme"])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(format!(
                "{flag} \"acme\" is not TYPE:NAME"
            )));
    }
    assert!(
        setup.log.all().is_empty(),
        "a bad value is refused before any request"
    );
}

#[test]
fn disable_and_enable_change_the_state() {
    let setup = setup();
    let (first, _, third) = setup.seed();
    let output = setup
        .ward()
        .args(["webhook", "disable", &first])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(stdout_of(&output).contains("disabled"));
    assert_eq!(setup.hub.webhook(&first).unwrap()["disabled"], true);

    let output = setup
        .ward()
        .args(["webhook", "enable", &third, "-o", "json"])
        .output()
        .unwrap();
    assert_eq!(json_of(&output)["webhook"]["disabled"], false);
    assert_eq!(setup.hub.webhook(&third).unwrap()["disabled"], false);

    let requests = setup.log.all();
    assert_eq!(
        requests[0].path,
        format!("/api/settings/webhooks/{first}/disable")
    );
    assert_eq!(
        requests[1].path,
        format!("/api/settings/webhooks/{third}/enable")
    );
    assert!(requests.iter().all(|request| request.method == "POST"));

    setup
        .ward()
        .args(["webhook", "enable", "nope"])
        .assert()
        .code(4);
}

#[test]
fn delete_needs_confirmation_or_yes() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    setup
        .ward()
        .args(["webhook", "delete", &first])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--yes"));
    assert!(setup.hub.webhook(&first).is_some());
    assert!(setup.log.is_empty());

    let output = setup
        .ward()
        .args(["webhook", "delete", &first, "--yes", "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(json_of(&output), json!({"id": first, "deleted": true}));
    assert!(setup.hub.webhook(&first).is_none());
    assert_eq!(setup.log.all()[0].method, "DELETE");

    setup
        .ward()
        .args(["webhook", "delete", &first, "-y"])
        .assert()
        .code(4);
}

#[test]
fn token_sources_and_refusals() {
    let setup = setup();
    // A wrong token: 401 -> exit 3 with the hub's message.
    setup
        .sandbox
        .ward()
        .env("WARD_HUB_URL", &setup.server.url)
        .env("HF_TOKEN", "hf_wrong")
        .args(["webhook", "list"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("Invalid credentials"));

    // No token anywhere, no terminal: missing credentials (3), saying where to put one.
    setup
        .sandbox
        .ward()
        .env("WARD_HUB_URL", &setup.server.url)
        .args(["webhook", "list"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("HF_TOKEN"));

    // The hub's older variable name, still set by many CI setups.
    setup
        .sandbox
        .ward()
        .env("WARD_HUB_URL", &setup.server.url)
        .env("HUGGING_FACE_HUB_TOKEN", TOKEN)
        .args(["webhook", "list"])
        .assert()
        .success();

    // The hub's own token file, found through HF_HOME; HF_ENDPOINT names the hub.
    let hf_home = setup.sandbox.path().join("hf-home");
    setup.sandbox.write("hf-home/token", &format!("{TOKEN}\n"));
    setup
        .sandbox
        .ward()
        .env("HF_ENDPOINT", &setup.server.url)
        .env("HF_HOME", &hf_home)
        .args(["webhook", "list"])
        .assert()
        .success();

    // The config file.
    let config = setup.sandbox.write(
        "ward.toml",
        &format!(
            "[hub]\ntoken = \"{TOKEN}\"\nurl = \"{}\"\n",
            setup.server.url
        ),
    );
    setup
        .sandbox
        .ward()
        .arg("--config")
        .arg(&config)
        .args(["webhook", "list"])
        .assert()
        .success();
}

#[test]
fn server_errors_and_garbage_are_reported() {
    let setup = setup();
    setup
        .hub
        .fail_next(500, json!({"error": "Internal error, please retry"}));
    setup
        .ward()
        .args(["webhook", "list", "--retries", "0"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("Internal error, please retry"));
    setup.hub.fail_next(200, Value::String("<html>".into()));
    setup
        .ward()
        .args(["webhook", "list"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("could not read"));
    setup.hub.fail_next(
        403,
        json!({"error": "You don't have the rights to manage webhooks"}),
    );
    setup
        .ward()
        .args(["webhook", "list"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("manage webhooks"));
}

#[test]
fn empty_or_malformed_ids_are_refused_before_any_request() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    // An unset variable in a script (`ward webhook delete "$ID" --yes`) must not reach the
    // hub as /api/settings/webhooks/, the list itself.
    for args in [
        vec!["get", ""],
        vec!["get", "  "],
        vec!["enable", ""],
        vec!["disable", ""],
        vec!["delete", "", "--yes"],
        vec!["update", "", "--url", "https://example.com/x"],
        vec!["get", "a/b"],
    ] {
        setup
            .ward()
            .arg("webhook")
            .args(&args)
            .assert()
            .code(2)
            .stderr(
                predicate::str::contains("webhook ID")
                    .and(predicate::str::contains("ward webhook list")),
            );
    }
    assert!(setup.log.is_empty(), "{:?}", setup.log.all());
    assert!(setup.hub.webhook(&first).is_some());
}
