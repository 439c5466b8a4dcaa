//! `ward webhook list|get|create` against the hub fake, and the setup shared with
//! `webhook_edit`.

use serde_json::json;
use ward_fakes::hub::{Hub, TOKEN};
use ward_fakes::{spawn, RequestLog, Running};

use crate::support::{Sandbox, Ward};

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
    /// `ward ARGS` against the fake hub, with its token.
    pub fn cmd(&self, args: &[&str]) -> Ward<'_> {
        self.sandbox
            .cmd(args)
            .env("WARD_HUB_URL", &self.server.url)
            .env("HF_TOKEN", TOKEN)
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
    setup.seed();
    crate::ward_snapshot!("list_table", setup.cmd(&["webhook", "list"]).run());
    let run = setup.cmd(&["webhook", "list", "-o", "json"]).run();
    crate::ward_snapshot!("list_json", run);
    // The bare array, as the hub sends it, but for the secret it echoes.
    let mut sent = json!(setup.hub.webhooks());
    assert_eq!(sent[0]["secret"], "old-secret");
    sent[0]["secret"] = json!("***");
    assert_eq!(run.json(), sent);
    crate::ward_snapshot!(
        "list_ndjson",
        setup.cmd(&["webhook", "list", "-o", "ndjson"]).run()
    );

    let request = &setup.log.all()[0];
    assert_eq!(request.method, "GET");
    assert_eq!(request.path, "/api/settings/webhooks");
    assert_eq!(
        request.header("authorization"),
        Some(format!("Bearer {TOKEN}").as_str())
    );
    assert!(request.header("user-agent").unwrap().starts_with("ward/"));
}

#[test]
fn empty_list_prints_a_hint() {
    let setup = setup();
    crate::ward_snapshot!(setup.cmd(&["webhook", "list"]).run());
}

#[test]
fn get_shows_one_webhook_without_printing_the_secret_in_the_table() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    let run = setup.cmd(&["webhook", "get", &first]).run();
    crate::ward_snapshot!("get_table", run);
    assert!(!run.stdout.contains("old-secret"), "{}", run.stdout);

    let run = setup.cmd(&["webhook", "get", &first, "--json"]).run();
    crate::ward_snapshot!("get_json", run);
    // The hub's document as sent, its envelope included, the secret redacted.
    let mut sent = json!({ "webhook": setup.hub.webhook(&first).unwrap() });
    sent["webhook"]["secret"] = json!("***");
    assert_eq!(run.json(), sent);
    assert!(!run.stdout.contains("old-secret"), "{}", run.stdout);
    assert_eq!(
        setup.log.all()[1].path,
        format!("/api/settings/webhooks/{first}")
    );
}

#[test]
fn get_unknown_id_exits_4_with_the_hub_message_and_request_id() {
    let setup = setup();
    crate::ward_snapshot!(setup
        .cmd(&["webhook", "get", "000000000000000000000000"])
        .run());
}

#[test]
fn create_sends_the_documented_body_with_the_secret_from_a_variable() {
    let setup = setup();
    let run = setup
        .cmd(&[
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
        .env("MY_HOOK_SECRET", "s3cret")
        .run();
    // The JSON form is the hub's document as sent, but for the secret it echoes back.
    crate::ward_snapshot!("create_json", run);
    assert_eq!(run.json()["webhook"]["secret"], "***");
    assert!(!run.stdout.contains("s3cret"), "{}", run.stdout);
    let id = run.json()["webhook"]["id"].as_str().unwrap().to_string();

    let request = setup.log.all().into_iter().last().unwrap();
    assert_eq!(request.method, "POST");
    assert_eq!(request.path, "/api/settings/webhooks");
    assert_eq!(request.header("content-type"), Some("application/json"));
    assert_eq!(
        request.body_json().unwrap(),
        json!({
            "url": "https://example.com/webhooks/build",
            "watched": [
                {"type": "org", "name": "acme"},
                {"type": "model", "name": "acme/bert"},
                {"type": "user", "name": "alice"}
            ],
            "domains": ["repo", "discussion"],
            "secret": "s3cret"
        })
    );
    assert_eq!(setup.hub.webhook(&id).unwrap()["secret"], "s3cret");
}

#[test]
fn create_reads_the_secret_from_a_file_and_maps_discussions_to_discussion() {
    let setup = setup();
    let file = setup.sandbox.write("secret.txt", "from-file\n");
    let run = setup
        .cmd(&[
            "webhook",
            "create",
            "--url",
            "http://example.com/x",
            "--watch",
            "space:acme/demo",
        ])
        .args(["--domain", "discussions", "--secret-file"])
        .arg(&file)
        .run();
    crate::ward_snapshot!("create_table", run);
    assert!(!run.stdout.contains("from-file"), "{}", run.stdout);
    let body = setup.log.all()[0].body_json().unwrap();
    assert_eq!(body["domains"], json!(["discussion"]));
    assert_eq!(body["secret"], "from-file");
}

#[test]
fn create_rejects_bad_input_before_calling_the_hub() {
    let setup = setup();
    for (name, args) in [
        ("watch_without_type", vec!["--watch", "acme"]),
        ("watch_of_unknown_type", vec!["--watch", "repo:acme"]),
        ("url_not_http", vec!["--watch", "org:acme"]),
        (
            "secret_variable_unset",
            vec!["--watch", "org:a", "--secret-env", "UNSET_VAR_X"],
        ),
        (
            "ask_secret_without_terminal",
            vec!["--watch", "org:a", "--ask-secret"],
        ),
    ] {
        let url = if name == "url_not_http" {
            "ftp://e.com"
        } else {
            "https://e.com"
        };
        let run = setup
            .cmd(&["webhook", "create", "--url", url])
            .args(&args)
            .run();
        crate::ward_snapshot!(format!("create_refused_{name}"), run);
    }
    // A domain outside the list is clap's usage error, with the binary's exit status.
    let run = setup
        .cmd(&[
            "webhook",
            "create",
            "--url",
            "https://e.com",
            "--watch",
            "org:a",
        ])
        .args(["--domain", "issues"])
        .run_process();
    crate::ward_snapshot!("create_refused_unknown_domain", run);
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
    let run = setup.cmd(&["webhook", "get", &id, "-o", "json"]).run();
    crate::ward_snapshot!("job_json", run);
    assert_eq!(
        run.json(),
        json!({ "webhook": setup.hub.webhook(&id).unwrap() })
    );
    crate::ward_snapshot!(
        "job_ndjson",
        setup.cmd(&["webhook", "list", "-o", "ndjson"]).run()
    );
    crate::ward_snapshot!("job_table", setup.cmd(&["webhook", "get", &id]).run());
}

/// The hub echoes a webhook's secret in every answer; no command prints it, in any format,
/// through `--jq` or not, and `update` still sends the real one back.
#[test]
fn a_secret_the_hub_echoes_is_never_printed() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    let file = setup.sandbox.write("secret.txt", "new-secret\n");
    let file = file.to_str().expect("the sandbox path is UTF-8");
    let commands: Vec<Vec<&str>> = vec![
        vec!["webhook", "list"],
        vec!["webhook", "get", &first],
        vec!["webhook", "enable", &first],
        vec![
            "webhook",
            "update",
            &first,
            "--url",
            "https://example.com/moved",
        ],
        vec![
            "webhook",
            "create",
            "--url",
            "https://example.com/new",
            "--watch",
            "org:acme",
            "--secret-file",
            file,
        ],
    ];
    for command in &commands {
        for format in [
            vec!["-o", "table"],
            vec!["-o", "json"],
            vec!["-o", "ndjson"],
            vec!["--jq", ".. | .secret? // empty"],
        ] {
            let run = setup.cmd(command).args(format.iter().copied()).run();
            run.expect_success();
            for secret in ["old-secret", "new-secret"] {
                assert!(
                    !run.stdout.contains(secret) && !run.stderr.contains(secret),
                    "{command:?} {format:?}: {}{}",
                    run.stdout,
                    run.stderr
                );
            }
            if format[0] == "--jq" {
                assert!(
                    run.stdout.lines().all(|line| line == "***"),
                    "{}",
                    run.stdout
                );
                assert!(
                    !run.stdout.is_empty(),
                    "{command:?}: no secret field printed"
                );
            }
        }
    }
    // What ward printed was redacted, not what it sent: the update kept the real secret.
    assert_eq!(setup.hub.webhook(&first).unwrap()["secret"], "old-secret");
}

/// On a terminal too narrow for the list, URLs wrap after their separators, names at
/// spaces, wide characters keep their two columns, and no line passes the width; on a wide
/// one the table is unchanged.
#[test]
fn a_narrow_terminal_wraps_the_list_at_word_boundaries() {
    use unicode_width::UnicodeWidthStr;

    let setup = setup();
    setup.hub.insert(json!({
        "id": "654bbbc16f2ec14d77f109cc",
        "url": "https://hooks.example.com/services/build-pipeline/trigger",
        "watched": [{"type": "org", "name": "acme"}, {"type": "model", "name": "acme/bert-base-uncased"}],
        "domains": ["repo", "discussion"]
    }));
    setup.hub.insert(json!({
        "id": "654bbbc16f2ec14d77f109cd",
        "url": "https://例え.テスト/フック/東京",
        "watched": [{"type": "user", "name": "山田太郎"}, {"type": "space", "name": "acme/demo-🚀"}],
        "domains": ["repo"],
        "disabled": "suspended-after-failure"
    }));
    for width in [60, 80] {
        let run = setup
            .cmd(&["--color", "never", "webhook", "list"])
            .terminal(width)
            .run();
        run.expect_success();
        crate::ward_snapshot!(format!("narrow_list_{width}"), run);
        let widths: Vec<usize> = run.stdout.lines().map(UnicodeWidthStr::width).collect();
        assert!(
            widths
                .iter()
                .all(|&line| line == widths[0] && line <= usize::from(width)),
            "{}",
            run.stdout
        );
        // Short columns are whole; the ID, a 24-letter piece, is whole only when every
        // column's longest piece fits (from 77 columns on), and is cut otherwise.
        for whole in ["suspended-", "discussion", "山田太郎", "pipeline/"] {
            assert!(run.stdout.contains(whole), "{whole}:\n{}", run.stdout);
        }
        let id_whole = run.stdout.contains("654bbbc16f2ec14d77f109cc");
        assert_eq!(id_whole, width >= 77, "{}", run.stdout);
    }
    let wide = setup
        .cmd(&["--color", "never", "webhook", "list"])
        .terminal(200)
        .run();
    crate::ward_snapshot!("wide_list", wide);
    assert!(wide
        .stdout
        .contains("┆ https://hooks.example.com/services/build-pipeline/trigger ┆"));
}

#[test]
fn webhook_list_prints_the_hubs_webhooks() {
    let hub = Hub::new(TOKEN);
    let id = hub.insert(json!({
        "url": "https://example.com/hook",
        "watched": [{"type": "model", "name": "org/model"}],
        "domains": ["repo"],
        "disabled": false,
    }));
    let server = ward_fakes::spawn(hub.router());
    let home = Sandbox::new()
        .var("WARD_HUB_URL", &server.url)
        .var("WARD_HUB_TOKEN", TOKEN);
    let run = home.run(&["webhook", "list"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains(&id) && run.stdout.contains("https://example.com/hook"),
        "{}",
        run.stdout
    );
}
