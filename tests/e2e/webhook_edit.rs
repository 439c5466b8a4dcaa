//! `ward webhook update|enable|disable|delete`, token sources and hub errors.

use serde_json::{json, Value};
use ward_fakes::hub::TOKEN;

use crate::webhook_manage::setup;

#[test]
fn update_keeps_watched_domains_and_secret_when_only_the_url_changes() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    let before = setup.hub.webhook(&first).unwrap();
    let run = setup
        .cmd(&[
            "webhook",
            "update",
            &first,
            "--url",
            "https://example.com/new",
            "-o",
            "json",
        ])
        .run();
    crate::ward_snapshot!("update_json", run);
    let after = setup.hub.webhook(&first).unwrap();
    assert_eq!(after["url"], "https://example.com/new");
    assert_eq!(after["watched"], before["watched"]);
    assert_eq!(after["domains"], json!(["repo"]));
    assert_eq!(after["secret"], "old-secret");

    let requests = setup.log.all();
    assert_eq!(requests[0].method, "GET");
    assert_eq!(requests[1].method, "POST");
    assert_eq!(requests[1].path, format!("/api/settings/webhooks/{first}"));
}

#[test]
fn update_edits_the_watched_list() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    let run = setup
        .cmd(&[
            "webhook",
            "update",
            &first,
            "--add-watch",
            "dataset:acme/reviews",
        ])
        .args(["--remove-watch", "org:acme", "--domain", "repo,discussion"])
        .run();
    crate::ward_snapshot!("update_table", run);
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
        .cmd(&["webhook", "update", &first, "--watch", "user:bob"])
        .run()
        .expect_success();
    assert_eq!(
        setup.hub.webhook(&first).unwrap()["watched"],
        json!([{"type": "user", "name": "bob"}])
    );

    let requests = setup.log.len();
    crate::ward_snapshot!(
        "update_refused_not_watched",
        setup
            .cmd(&["webhook", "update", &first, "--remove-watch", "org:nobody"])
            .run()
    );
    crate::ward_snapshot!(
        "update_refused_nothing_to_update",
        setup.cmd(&["webhook", "update", &first]).run()
    );
    // Reading the webhook is all either may do: nothing is written.
    assert!(setup
        .log
        .all()
        .iter()
        .skip(requests)
        .all(|request| request.method == "GET"));
    assert_eq!(
        setup.hub.webhook(&first).unwrap()["watched"],
        json!([{"type": "user", "name": "bob"}])
    );
}

#[test]
fn watch_edits_split_on_commas_and_do_not_go_with_watch() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    setup
        .cmd(&["webhook", "update", &first])
        .args(["--add-watch", "dataset:acme/a,space:acme/b"])
        .args(["--remove-watch", "org:acme,model:acme/bert"])
        .run()
        .expect_success();
    assert_eq!(
        setup.hub.webhook(&first).unwrap()["watched"],
        json!([
            {"type": "dataset", "name": "acme/a"},
            {"type": "space", "name": "acme/b"}
        ])
    );
    // A conflict between flags is clap's usage error: the binary's exit status is the point.
    for (name, flag) in [
        ("watch_with_add_watch", "--add-watch"),
        ("watch_with_remove_watch", "--remove-watch"),
    ] {
        let run = setup
            .cmd(&[
                "webhook", "update", &first, "--watch", "user:bob", flag, "org:x",
            ])
            .run_process();
        crate::ward_snapshot!(name, run);
    }
}

#[test]
fn a_bad_watch_edit_names_the_flag_it_came_from() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    for flag in ["--add-watch", "--remove-watch", "--watch"] {
        let run = setup
            .cmd(&["webhook", "update", &first, flag, "acme"])
            .run();
        crate::ward_snapshot!(format!("bad_value_of{}", flag.replace('-', "_")), run);
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
    crate::ward_snapshot!(
        "disable_table",
        setup.cmd(&["webhook", "disable", &first]).run()
    );
    assert_eq!(setup.hub.webhook(&first).unwrap()["disabled"], true);

    crate::ward_snapshot!(
        "enable_json",
        setup
            .cmd(&["webhook", "enable", &third, "-o", "json"])
            .run()
    );
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

    crate::ward_snapshot!(
        "enable_unknown",
        setup.cmd(&["webhook", "enable", "nope"]).run()
    );
}

#[test]
fn delete_needs_confirmation_or_yes() {
    let setup = setup();
    let (first, second, _) = setup.seed();
    crate::ward_snapshot!(
        "delete_without_yes",
        setup.cmd(&["webhook", "delete", &first]).run()
    );
    assert!(setup.hub.webhook(&first).is_some());
    assert!(setup.log.is_empty());

    let run = setup
        .cmd(&["webhook", "delete", &first, "--yes", "-o", "json"])
        .run();
    crate::ward_snapshot!("delete_json", run);
    assert_eq!(run.json(), json!({"id": first, "deleted": true}));
    assert!(setup.hub.webhook(&first).is_none());
    assert_eq!(setup.log.all()[0].method, "DELETE");

    crate::ward_snapshot!(
        "delete_table",
        setup.cmd(&["webhook", "delete", &second, "--yes"]).run()
    );
    assert!(setup.hub.webhook(&second).is_none());

    crate::ward_snapshot!(
        "delete_unknown",
        setup.cmd(&["webhook", "delete", &first, "-y"]).run()
    );
}

#[test]
fn token_sources_and_refusals() {
    let setup = setup();
    let url = setup.server.url.as_str();
    let list = || setup.sandbox.cmd(["webhook", "list"]);
    // A wrong token: 401 -> exit 3 with the hub's message.
    crate::ward_snapshot!(
        "token_refused",
        list()
            .env("WARD_HUB_URL", url)
            .env("HF_TOKEN", "hf_wrong")
            .run()
    );

    // No token anywhere, no terminal: missing credentials (3), saying where to put one.
    crate::ward_snapshot!("token_missing", list().env("WARD_HUB_URL", url).run());
    assert_eq!(setup.log.len(), 1, "only the wrong token reached the hub");

    // The hub's older variable name, still set by many CI setups.
    list()
        .env("WARD_HUB_URL", url)
        .env("HUGGING_FACE_HUB_TOKEN", TOKEN)
        .run()
        .expect_success();

    // The hub's own token file, found through HF_HOME; HF_ENDPOINT names the hub.
    let hf_home = setup.sandbox.path().join("hf-home");
    setup.sandbox.write("hf-home/token", &format!("{TOKEN}\n"));
    list()
        .env("HF_ENDPOINT", url)
        .env("HF_HOME", &hf_home)
        .run()
        .expect_success();

    // The config file.
    let config = setup.sandbox.write(
        "ward.toml",
        &format!("[hub]\ntoken = \"{TOKEN}\"\nurl = \"{url}\"\n"),
    );
    setup
        .sandbox
        .cmd(["--config"])
        .arg(&config)
        .args(["webhook", "list"])
        .run()
        .expect_success();
    let accepted = setup.log.all();
    assert_eq!(accepted.len(), 4);
    assert!(accepted[1..].iter().all(|request| {
        request.header("authorization") == Some(format!("Bearer {TOKEN}").as_str())
    }));
}

#[test]
fn server_errors_and_garbage_are_reported() {
    let setup = setup();
    setup
        .hub
        .fail_next(500, json!({"error": "Internal error, please retry"}));
    crate::ward_snapshot!(
        "hub_error",
        setup.cmd(&["webhook", "list", "--retries", "0"]).run()
    );
    setup.hub.fail_next(200, Value::String("<html>".into()));
    crate::ward_snapshot!("hub_garbage", setup.cmd(&["webhook", "list"]).run());
    setup.hub.fail_next(
        403,
        json!({"error": "You don't have the rights to manage webhooks"}),
    );
    crate::ward_snapshot!("hub_forbidden", setup.cmd(&["webhook", "list"]).run());
}

#[test]
fn empty_or_malformed_ids_are_refused_before_any_request() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    // An unset variable in a script (`ward webhook delete "$ID" --yes`) must not reach the
    // hub as /api/settings/webhooks/, the list itself.
    for (name, args) in [
        ("get_empty", vec!["get", ""]),
        ("get_blank", vec!["get", "  "]),
        ("enable_empty", vec!["enable", ""]),
        ("disable_empty", vec!["disable", ""]),
        ("delete_empty", vec!["delete", "", "--yes"]),
        (
            "update_empty",
            vec!["update", "", "--url", "https://example.com/x"],
        ),
        ("get_with_slash", vec!["get", "a/b"]),
    ] {
        let run = setup.cmd(&["webhook"]).args(&args).run();
        crate::ward_snapshot!(format!("bad_id_{name}"), run);
    }
    assert!(setup.log.is_empty(), "{:?}", setup.log.all());
    assert!(setup.hub.webhook(&first).is_some());
}
