//! The hub's webhook answers as its own client library, docs and issue threads publish them
//! (see `tests/fixtures/real/SOURCES.md`), served unchanged by a scripted fake, with every
//! read command over them in table, JSON and NDJSON, and its error bodies as ward reports
//! them.

use std::path::PathBuf;

use serde_json::Value;
use ward_fakes::hub::TOKEN;
use ward_fakes::scripted::{router, Canned};
use ward_fakes::{spawn, Running};

use crate::support::{Run, Sandbox};

fn fixture(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/real/hub")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

fn document(name: &str) -> Value {
    serde_json::from_str(&fixture(name)).expect("the fixture is JSON")
}

/// A hub answering every request with `file` and `status`, plus `headers`.
fn hub(status: u16, file: &str, headers: &[(&'static str, &str)]) -> Running {
    let mut canned = Canned::new(status, &fixture(file)).header("content-type", "application/json");
    for (name, value) in headers {
        canned = canned.header(name, value);
    }
    spawn(router(vec![canned]))
}

/// `ward ARGS -o FORMAT` against `server`, with a token and no retries.
fn run_over(server: &Running, args: &[&str], format: &str) -> Run {
    let sandbox = Sandbox::new();
    sandbox
        .cmd(args)
        .args(["-o", format, "--retries", "0"])
        .env("WARD_HUB_URL", &server.url)
        .env("HF_TOKEN", TOKEN)
        .run()
}

/// `document` as ward prints it: every webhook's `secret` shown as `***`.
fn redacted(mut document: Value) -> Value {
    let hooks = match &mut document {
        Value::Array(items) => items.iter_mut().collect(),
        Value::Object(object) if object.contains_key("webhook") => {
            object.get_mut("webhook").into_iter().collect()
        }
        other => vec![other],
    };
    for hook in hooks {
        if let Some(secret) = hook.get_mut("secret") {
            *secret = Value::from("***");
        }
    }
    document
}

/// `args` over the hub answering `file`, in every format, each output pinned as
/// `{name}_{format}`: JSON is the document as sent (envelope, nulls and all) but for the
/// secret the hub echoes, which is never printed, and NDJSON is one line per webhook of a
/// list, or the document itself.
fn check(name: &str, file: &str, args: &[&str]) {
    let sent = redacted(document(file));
    let server = hub(200, file, &[]);

    let table = run_over(&server, args, "table");
    table.expect_success();
    crate::ward_snapshot!(format!("{name}_table"), table);

    let json = run_over(&server, args, "json");
    json.expect_success();
    assert_eq!(json.json(), sent, "{file}: JSON is the document as sent");
    crate::ward_snapshot!(format!("{name}_json"), json);

    let ndjson = run_over(&server, args, "ndjson");
    ndjson.expect_success();
    let lines: Vec<Value> = ndjson
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect();
    let wanted = match &sent {
        Value::Array(items) => items.clone(),
        other => vec![other.clone()],
    };
    assert_eq!(lines, wanted, "{file}: NDJSON");
    crate::ward_snapshot!(format!("{name}_ndjson"), ndjson);

    // The documented answers carry the webhook's secret as `my-secret`.
    for run in [&table, &json, &ndjson] {
        assert!(!run.stdout.contains("my-secret"), "{file}: {}", run.stdout);
    }
}

#[test]
fn every_hub_fixture_is_json_and_named_in_the_sources() {
    let sources = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real/SOURCES.md"),
    )
    .unwrap();
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real/hub");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let file = entry.unwrap().file_name().into_string().unwrap();
        document(&file);
        assert!(
            sources.contains(&format!("`hub/{file}`")),
            "hub/{file} has no source"
        );
        count += 1;
    }
    assert!(count >= 7);
}

#[test]
fn list_of_the_documented_webhook() {
    check("list", "webhooks-list.json", &["webhook", "list"]);
}

#[test]
fn get_of_a_url_webhook_in_its_envelope() {
    check(
        "get",
        "webhook-get.json",
        &["webhook", "get", "654bbbc16f2ec14d77f109cc"],
    );
}

/// The table shows `(job)` for the URL and nothing of the job itself (image, command,
/// flavor): those are in `-o json`, which `--jq` reads.
#[test]
fn get_of_a_job_webhook_with_a_null_url() {
    check(
        "get_job",
        "webhook-job.json",
        &["webhook", "get", "654bbbc16f2ec14d77f109cc"],
    );
    let server = hub(200, "webhook-job.json", &[]);
    let run = Sandbox::new()
        .cmd(["webhook", "get", "654bbbc16f2ec14d77f109cc"])
        .args(["--jq", ".webhook | [.url, .job.dockerImage, .job.flavor]"])
        .env("WARD_HUB_URL", &server.url)
        .env("HF_TOKEN", TOKEN)
        .run();
    run.expect_success();
    assert_eq!(
        serde_json::from_str::<Value>(&run.stdout).unwrap(),
        serde_json::json!([null, "ubuntu", "cpu-basic"])
    );
}

#[test]
fn get_and_disable_of_a_disabled_webhook() {
    check(
        "get_disabled",
        "webhook-disabled.json",
        &["webhook", "get", "654bbbc16f2ec14d77f109cc"],
    );
    let server = hub(200, "webhook-disabled.json", &[]);
    let run = run_over(
        &server,
        &["webhook", "disable", "654bbbc16f2ec14d77f109cc"],
        "table",
    );
    run.expect_success();
    crate::ward_snapshot!("disable_table", run);
}

/// The string state, as a bare object (the shape that client read; ward reads both).
#[test]
fn get_of_a_webhook_suspended_after_failure() {
    check(
        "get_suspended",
        "webhook-suspended.json",
        &["webhook", "get", "wh-abc123"],
    );
}

#[test]
fn a_401_body_is_reported_with_the_hubs_message() {
    let server = hub(401, "error-invalid-credentials.json", &[]);
    for format in ["table", "json"] {
        let run = run_over(&server, &["webhook", "list"], format);
        assert!(
            run.stderr
                .contains("Invalid credentials in Authorization header"),
            "{}",
            run.stderr
        );
        crate::ward_snapshot!(format!("error_401_{format}"), run);
    }
}

#[test]
fn a_429_body_and_rate_limit_headers_are_reported() {
    let server = hub(
        429,
        "error-rate-limit.json",
        &[
            ("ratelimit", "\"api\";r=99794;t=241"),
            (
                "ratelimit-policy",
                "\"fixed window\";\"api\";q=100000;w=300",
            ),
        ],
    );
    let run = run_over(
        &server,
        &["webhook", "get", "654bbbc16f2ec14d77f109cc"],
        "table",
    );
    assert!(run.stderr.contains("repository creation"), "{}", run.stderr);
    crate::ward_snapshot!("error_429_table", run);
}

/// The receiver over the hub's documented delivery: accepted with the secret in the
/// header the hub sends it in, the command sees the documented fields as `WEBHOOK_*`
/// variables (no head sha on a discussion event) and the payload unchanged on stdin.
#[test]
fn serve_runs_the_route_for_the_documented_pull_request_delivery() {
    use crate::support::eventually;
    use crate::webhook_serve_support::{lines_of, sandbox, Receiver};

    const SECRET: &str = "s3cret-value";
    let dir = sandbox();
    let route = r#"rec=env | grep '^WEBHOOK_' | grep -v '^WEBHOOK_JOB_ID=' | sort > "env-$WEBHOOK_JOB_ID.txt"; cat > "payload-$WEBHOOK_JOB_ID.json""#;
    let receiver = Receiver::start(
        &dir,
        &["--shell", "--route", route],
        &[("WEBHOOK_SECRET", SECRET)],
    );
    let payload = fixture("payload-pull-request-opened.json");
    let accepted = receiver.post("/webhooks/rec", &[("X-Webhook-Secret", SECRET)], &payload);
    assert_eq!(accepted.status, 202, "{}", accepted.body);
    let job = accepted.json()["job"].as_str().unwrap().to_string();
    let payload_file = dir.path().join(format!("payload-{job}.json"));
    eventually("the payload file", || {
        std::fs::read_to_string(&payload_file)
            .is_ok_and(|text| serde_json::from_str::<Value>(&text).is_ok())
    });
    let mut receiver = receiver;
    receiver.signal("TERM");
    assert_eq!(receiver.wait_exit(), Some(0));

    assert_eq!(
        lines_of(&dir.path().join(format!("env-{job}.txt"))),
        [
            "WEBHOOK_DISCUSSION_IS_PR=true",
            "WEBHOOK_DISCUSSION_NUM=19",
            "WEBHOOK_EVENT_ACTION=create",
            "WEBHOOK_EVENT_SCOPE=discussion",
            "WEBHOOK_ID=6390e855e30d9209411de93b",
            "WEBHOOK_REPO_ID=openai-community/gpt2",
            "WEBHOOK_REPO_NAME=openai-community/gpt2",
            "WEBHOOK_REPO_TYPE=model",
            "WEBHOOK_ROUTE=rec",
        ]
    );
    let stdin: Value =
        serde_json::from_str(&std::fs::read_to_string(payload_file).unwrap()).unwrap();
    assert_eq!(stdin, document("payload-pull-request-opened.json"));
}
