//! `ward webhook serve` spoken to over HTTP: in-process where only its answers and log are
//! the point, as a process where signals are or its commands' environment is.

use std::io::{Read, Write};
use std::net::TcpStream;

use serde_json::Value;
use ward::interrupt::Interrupts;

use crate::support::{eventually, Sandbox, PATIENCE};
use crate::webhook_serve_support::{
    lines_of, request, sandbox, Receiver, JOB_FILTERS, LOG_FILTERS, PAYLOAD,
};

const SECRET: &str = "s3cret-value";
const RECORD: &str = r#"rec=echo "$WEBHOOK_JOB_ID $WEBHOOK_REPO_NAME $WEBHOOK_EVENT_ACTION $WEBHOOK_REPO_HEAD_SHA ${WEBHOOK_SECRET:-nosecret}" >> runs.txt; cat > "payload-$WEBHOOK_JOB_ID.json""#;

fn secret_header() -> [(&'static str, &'static str); 1] {
    [("X-Webhook-Secret", SECRET)]
}

#[test]
fn only_good_deliveries_run_the_command_exactly_once() {
    let sandbox = sandbox();
    let receiver = Receiver::start(
        &sandbox,
        &["--shell", "--route", RECORD, "--max-body", "1000"],
        &[("WEBHOOK_SECRET", SECRET)],
    );
    eventually("the route list", || {
        receiver.stderr().contains("/webhooks/rec")
    });

    // Every refusal, whole: status and body. The secret is checked before the body is
    // even looked at.
    let huge = format!(r#"{{"pad":"{}"}}"#, "x".repeat(5000));
    let wrong = [("X-Webhook-Secret", "guess")];
    let mut answers = String::new();
    for (what, path, headers, body) in [
        ("no secret", "/webhooks/rec", &[][..], PAYLOAD),
        ("wrong secret", "/webhooks/rec", &wrong[..], PAYLOAD),
        ("no secret, bad body", "/webhooks/rec", &[][..], "{not json"),
        (
            "unknown route",
            "/webhooks/other",
            &secret_header()[..],
            PAYLOAD,
        ),
        (
            "outside /webhooks",
            "/elsewhere",
            &secret_header()[..],
            PAYLOAD,
        ),
        (
            "not JSON",
            "/webhooks/rec",
            &secret_header()[..],
            "{not json",
        ),
        (
            "not an object",
            "/webhooks/rec",
            &secret_header()[..],
            "[1,2]",
        ),
        (
            "over --max-body",
            "/webhooks/rec",
            &secret_header()[..],
            &huge,
        ),
    ] {
        let reply = receiver.post(path, headers, body);
        answers.push_str(&format!(
            "POST {path} ({what}): {} {}\n",
            reply.status, reply.body
        ));
    }
    let get = request(
        &receiver.addr,
        "GET",
        "/webhooks/rec",
        &secret_header(),
        b"",
    );
    answers.push_str(&format!(
        "GET /webhooks/rec: {} allow={:?} {}\n",
        get.status,
        get.header("allow"),
        get.body
    ));
    insta::with_settings!({ omit_expression => true }, {
        insta::assert_snapshot!("refusals", answers);
    });

    let accepted = receiver.post("/webhooks/rec", &secret_header(), PAYLOAD);
    assert_eq!(accepted.status, 202, "{}", accepted.body);
    let job = accepted.json()["job"].as_str().unwrap().to_string();
    let runs = sandbox.path().join("runs.txt");
    eventually("the command to run", || !lines_of(&runs).is_empty());
    let payload_file = sandbox.path().join(format!("payload-{job}.json"));
    eventually("the payload file", || {
        std::fs::read_to_string(&payload_file).is_ok_and(|text| !text.is_empty())
    });

    // The page lists the route; the log has one line per request and never the secret.
    let page = request(&receiver.addr, "GET", "/", &[], b"");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("/webhooks/rec"));
    eventually("the log lines", || receiver.stdout().len() >= 11);
    let log = receiver.stdout();
    assert!(log.iter().all(|line| !line.contains(SECRET)), "{log:?}");
    assert!(log.iter().any(|line| line.contains(" 413 ")), "{log:?}");

    receiver.signal("TERM");
    let mut receiver = receiver;
    assert_eq!(receiver.wait_exit(), Some(0));
    assert_eq!(
        lines_of(&runs),
        vec![format!("{job} acme/bert update abc123 nosecret")],
        "exactly one run, for the one accepted delivery, without the secret in its environment"
    );
    let stdin: Value =
        serde_json::from_str(&std::fs::read_to_string(payload_file).unwrap()).unwrap();
    assert_eq!(stdin, serde_json::from_str::<Value>(PAYLOAD).unwrap());
}

#[test]
fn without_a_secret_routes_are_open_and_a_warning_is_printed() {
    let sandbox = sandbox();
    let mut receiver =
        Receiver::in_process(&sandbox, &["--route", "log-only", "-o", "ndjson"], &[]);
    let reply = receiver.post("/webhooks/log-only", &[], PAYLOAD);
    assert_eq!(reply.status, 200);
    assert_eq!(reply.json()["status"], "received");
    eventually("the log line", || !receiver.stdout().is_empty());
    let run = receiver.stop();
    let line: Value = serde_json::from_str(&run.stdout).expect("one NDJSON log line");
    assert_eq!(line["type"], "request");
    assert_eq!(line["path"], "/webhooks/log-only");
    assert_eq!(line["status"], 200);
    assert_eq!(line["route"], "log-only");
    // The whole banner, warning, log line and shutdown, less the clock.
    insta::with_settings!({ filters => LOG_FILTERS.to_vec() }, {
        crate::ward_snapshot!(run);
    });
}

#[test]
fn the_secret_can_come_from_a_file_and_the_page_from_another() {
    let sandbox = sandbox();
    let secret = sandbox.write("secret", &format!("{SECRET}\n"));
    let page = sandbox.write("page.html", "<h1>Our hooks</h1>");
    let mut receiver = Receiver::in_process(
        &sandbox,
        &[
            "--route",
            "x",
            "--secret-file",
            secret.to_str().unwrap(),
            "--page",
            page.to_str().unwrap(),
        ],
        &[("WEBHOOK_SECRET", "not-this-one")],
    );
    assert_eq!(
        receiver
            .post("/webhooks/x", &secret_header(), PAYLOAD)
            .status,
        200
    );
    let other = [("X-Webhook-Secret", "not-this-one")];
    assert_eq!(receiver.post("/webhooks/x", &other, PAYLOAD).status, 403);
    let page = request(&receiver.addr, "GET", "/", &[], b"");
    assert_eq!(page.status, 200);
    assert_eq!(page.body, "<h1>Our hooks</h1>");
    assert!(page
        .header("content-type")
        .unwrap()
        .starts_with("text/html"));
    assert_eq!(request(&receiver.addr, "POST", "/", &[], b"{}").status, 405);
    let run = receiver.stop();
    run.expect_success();
    assert!(!run.stdout.contains(SECRET) && !run.stderr.contains(SECRET));
}

/// A routes file in the sandbox whose commands run there (`workdir = "."`).
fn routes(sandbox: &Sandbox, text: &str) -> String {
    let file = sandbox.write("routes.toml", text);
    file.to_str().unwrap().to_string()
}

#[test]
fn filters_from_the_routes_file_decide_which_deliveries_run() {
    let sandbox = sandbox();
    let file = routes(
        &sandbox,
        r#"
[routes.datasets]
command = "sh -c 'echo \"$WEBHOOK_REPO_NAME\" >> runs.txt'"
workdir = "."
actions = ["update"]
repo_types = ["dataset"]
scopes = ["repo"]
repos = ["acme/*"]
wait = true
"#,
    );
    let receiver = Receiver::in_process(&sandbox, &["--routes", &file], &[]);
    let body = |action: &str, kind: &str, name: &str| {
        format!(
            r#"{{"event":{{"action":"{action}","scope":"repo.content"}},"repo":{{"type":"{kind}","name":"{name}"}}}}"#
        )
    };
    // Each delivery's answer, whole: only the last passes every filter and runs.
    let mut answers = String::new();
    for (action, kind, name) in [
        ("update", "model", "acme/a"),
        ("create", "dataset", "acme/b"),
        ("update", "dataset", "other/c"),
        ("update", "dataset", "acme/d"),
    ] {
        let reply = receiver.post("/webhooks/datasets", &[], &body(action, kind, name));
        answers.push_str(&format!(
            "{action} {kind} {name}: {} {}\n",
            reply.status, reply.body
        ));
    }
    insta::with_settings!({ filters => JOB_FILTERS.to_vec(), omit_expression => true }, {
        insta::assert_snapshot!("filtered_answers", answers);
    });
    assert_eq!(lines_of(&sandbox.path().join("runs.txt")), vec!["acme/d"]);
}

#[test]
fn wait_reports_exit_status_and_timeouts() {
    let sandbox = sandbox();
    let file = routes(
        &sandbox,
        r#"
[routes.fails]
command = ["sh", "-c", "exit 3"]

[routes.slow]
command = "sleep 30"
timeout = 1
"#,
    );
    let mut receiver = Receiver::in_process(&sandbox, &["--routes", &file, "--wait"], &[]);
    let failed = receiver.post("/webhooks/fails", &[], PAYLOAD);
    let slow = receiver.post("/webhooks/slow", &[], PAYLOAD);
    let answers = format!(
        "fails: {} {}\nslow: {} {}\n",
        failed.status, failed.body, slow.status, slow.body
    );
    insta::with_settings!({ filters => JOB_FILTERS.to_vec(), omit_expression => true }, {
        insta::assert_snapshot!("waited_answers", answers);
    });
    let run = receiver.stop();
    assert!(
        run.stdout.lines().any(|line| line.contains("timed-out")),
        "{}",
        run.stdout
    );
}

#[test]
fn concurrency_limit_queues_then_refuses() {
    let sandbox = sandbox();
    // Each run marks itself busy, notes any overlap, and waits for the test's go-ahead.
    let file = routes(
        &sandbox,
        r#"
[routes.serial]
command = """
if [ -e busy ]; then echo overlap >> runs.txt; fi
touch busy; touch "started-$WEBHOOK_JOB_ID"
while [ ! -e release ]; do sleep 0.02; done
rm busy; echo "$WEBHOOK_JOB_ID" >> runs.txt
"""
shell = true
workdir = "."
concurrency = 1
queue = 1
"#,
    );
    let receiver = Receiver::in_process(&sandbox, &["--routes", &file], &[]);
    let first = receiver.post("/webhooks/serial", &[], PAYLOAD);
    assert_eq!(first.status, 202);
    let first_job = first.json()["job"].as_str().unwrap().to_string();
    eventually("the first run to start", || {
        sandbox.path().join(format!("started-{first_job}")).exists()
    });
    let second = receiver.post("/webhooks/serial", &[], PAYLOAD);
    assert_eq!(second.status, 202, "one delivery may wait");
    let third = receiver.post("/webhooks/serial", &[], PAYLOAD);
    assert_eq!(third.status, 503, "{}", third.body);
    assert!(third.header("retry-after").is_some());

    std::fs::write(sandbox.path().join("release"), "").unwrap();
    let runs = sandbox.path().join("runs.txt");
    eventually("both runs", || lines_of(&runs).len() >= 2);
    let second_job = second.json()["job"].as_str().unwrap().to_string();
    assert_eq!(lines_of(&runs), vec![first_job, second_job]);
}

#[test]
fn shutdown_lets_a_running_command_finish_and_exits_0() {
    let sandbox = sandbox();
    let route = r#"hold=touch started; while [ ! -e release ]; do sleep 0.02; done; echo finished >> runs.txt"#;
    let mut receiver = Receiver::start(
        &sandbox,
        &["--shell", "--route", route, "--concurrency", "1"],
        &[],
    );
    assert_eq!(receiver.post("/webhooks/hold", &[], PAYLOAD).status, 202);
    eventually("the command to start", || {
        sandbox.path().join("started").exists()
    });
    assert_eq!(receiver.post("/webhooks/hold", &[], PAYLOAD).status, 202);
    receiver.signal("TERM");
    eventually("the shutdown notice", || {
        receiver.stderr().contains("shutting down")
    });
    // New connections are refused while the command still runs.
    eventually("the listener to close", || {
        std::net::TcpStream::connect(&receiver.addr).is_err()
    });
    assert!(lines_of(&sandbox.path().join("runs.txt")).is_empty());
    std::fs::write(sandbox.path().join("release"), "").unwrap();
    let run = receiver.finished(&sandbox);
    assert_eq!(lines_of(&sandbox.path().join("runs.txt")), vec!["finished"]);
    // The notice names the running command and the queued job; the log ends with the
    // command's end.
    insta::with_settings!({ filters => shutdown_filters() }, {
        crate::ward_snapshot!(run);
    });
}

/// The receiver's log and notices less the clock, durations and job IDs.
fn shutdown_filters() -> Vec<(&'static str, &'static str)> {
    [LOG_FILTERS, JOB_FILTERS].concat()
}

#[test]
fn shutdown_is_bounded_when_a_command_never_ends() {
    let sandbox = sandbox();
    let mut receiver = Receiver::start(
        &sandbox,
        &[
            "--shell",
            "--route",
            "forever=touch started; exec sleep 600",
            "--shutdown-timeout",
            "1",
        ],
        &[],
    );
    assert_eq!(receiver.post("/webhooks/forever", &[], PAYLOAD).status, 202);
    // Running, not only accepted, when the signal comes.
    eventually("the command to start", || {
        sandbox.path().join("started").exists()
    });
    receiver.signal("INT");
    let run = receiver.finished(&sandbox);
    insta::with_settings!({ filters => shutdown_filters() }, {
        crate::ward_snapshot!(run);
    });
}

#[test]
fn a_second_signal_stops_waiting_for_commands() {
    let sandbox = sandbox();
    let mut receiver = Receiver::start(
        &sandbox,
        &[
            "--shell",
            "--route",
            "forever=touch started; exec sleep 600",
        ],
        &[],
    );
    assert_eq!(receiver.post("/webhooks/forever", &[], PAYLOAD).status, 202);
    eventually("the command to start", || {
        sandbox.path().join("started").exists()
    });
    receiver.signal("TERM");
    eventually("the shutdown notice", || {
        receiver.stderr().contains("shutting down")
    });
    receiver.signal("INT");
    let run = receiver.finished(&sandbox);
    insta::with_settings!({ filters => shutdown_filters() }, {
        crate::ward_snapshot!(run);
    });
}

#[test]
fn bad_setups_fail_before_listening() {
    let sandbox = sandbox();
    let missing = sandbox.path().join("missing.toml");
    let bad = sandbox.write("bad.toml", "[routes.a]\ncommand = 5\n");
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    for (name, args) in [
        ("no_routes", vec![]),
        (
            "program_not_found",
            vec!["--route", "a=no-such-program-for-ward"],
        ),
        ("bad_route_name", vec!["--route", "bad/name=true"]),
        (
            "route_twice",
            vec!["--route", "a=true", "--route", "a=true"],
        ),
        ("unclosed_quote", vec!["--route", "a='open"]),
        (
            "routes_file_missing",
            vec!["--routes", missing.to_str().unwrap()],
        ),
        ("routes_file_bad", vec!["--routes", bad.to_str().unwrap()]),
        ("port_taken", vec!["--route", "a", "--port", &port]),
    ] {
        let run = sandbox
            .cmd(["webhook", "serve"])
            .args(if name == "port_taken" {
                &[][..]
            } else {
                &["--port", "0"][..]
            })
            .args(&args)
            .run();
        assert!(
            !run.stderr.contains("listening on"),
            "{name}: {}",
            run.stderr
        );
        crate::ward_snapshot!(format!("refused_{name}"), run);
    }
}

const IN_PROCESS_SECRET: &str = "in-process-secret";

/// POST an empty JSON object to `/webhooks/audit`; the response's status code.
fn deliver(address: &str, secret: Option<&str>) -> u16 {
    let mut stream = TcpStream::connect(address).expect("connect to the receiver");
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    let header = secret.map_or_else(String::new, |secret| {
        format!("X-Webhook-Secret: {secret}\r\n")
    });
    let request = format!(
        "POST /webhooks/audit HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n{header}Content-Length: 2\r\nConnection: close\r\n\r\n{{}}"
    );
    stream.write_all(request.as_bytes()).unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let status = response.split(' ').nth(1).unwrap_or_default();
    status
        .parse()
        .unwrap_or_else(|_| panic!("not an HTTP response: {response}"))
}

/// The receiver run in-process: the run's environment gives it its secret, the captured
/// terminal shows its address, notices and request log, and the run's interrupts stop it.
#[test]
fn the_receiver_logs_to_the_captured_terminal_and_stops_on_the_runs_interrupt() {
    let sandbox = Sandbox::new().var("WEBHOOK_SECRET", IN_PROCESS_SECRET);
    let state = sandbox.path().join("state");
    let (interrupts, trigger) = Interrupts::manual();
    let receiver = sandbox
        .cmd(["webhook", "serve", "--host", "127.0.0.1", "--port", "0"])
        .args(["--route", "audit", "--state-dir"])
        .arg(&state)
        .interrupts(interrupts)
        .start();

    let address = eventually("the listening address", || {
        let stderr = receiver.stderr();
        let (_, rest) = stderr.split_once("listening on http://")?;
        Some(rest.lines().next()?.trim().to_string())
    });
    // The secret comes from the run's environment, not the process's.
    assert_eq!(deliver(&address, None), 401);
    assert_eq!(deliver(&address, Some(IN_PROCESS_SECRET)), 200);
    let log = eventually("both log lines", || {
        let stdout = receiver.stdout();
        (stdout.lines().count() >= 2).then_some(stdout)
    });
    trigger.interrupt();
    let run = receiver.finish();
    assert_eq!(
        run.stdout, log,
        "nothing more is logged after the interrupt"
    );
    // Both log lines, the start-up notices and the shutdown, less the clock.
    insta::with_settings!({ filters => LOG_FILTERS.to_vec() }, {
        crate::ward_snapshot!(run);
    });
    assert!(!run.stdout.contains(IN_PROCESS_SECRET) && !run.stderr.contains(IN_PROCESS_SECRET));
}
