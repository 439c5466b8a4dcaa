//! Limits that hold: what `--env-max` accepts can start its command, `jobs list` reads a
//! Redis queue a page at a time and skips what is not a job, and a database another
//! program holds answers 503 instead of hanging.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use crate::support::eventually;
use crate::support::SpawnChild as _;
use crate::webhook_serve_support::{lines_of, request, sandbox, Receiver};

#[test]
fn env_max_stops_where_the_kernel_does() {
    let sandbox = sandbox();
    // Out of range is clap's usage error: the binary's exit status is the point.
    let refused = sandbox
        .cmd(["webhook", "serve", "--port", "0", "--route", "a=true"])
        .args(["--env-max", "131072"])
        .run_process();
    crate::ward_snapshot!("env_max_over_the_kernels_limit", refused);

    // The largest accepted value, under the longest variable name, starts its command.
    let routes = sandbox.write(
        "routes.toml",
        r#"
[routes.rec]
command = '''printf '%s' "${#WEBHOOK_REPO_NAME}" > length.txt'''
shell = true
workdir = "."
"#,
    );
    // What it accepts and starts is the point, not its process: it runs in-process.
    let receiver = Receiver::in_process(
        &sandbox,
        &["--routes", routes.to_str().unwrap(), "--env-max", "131046"],
        &[],
    );
    let name = "n".repeat(131_046);
    let body = format!(r#"{{"repo":{{"type":"model","name":"{name}"}}}}"#);
    let reply = request(
        &receiver.addr,
        "POST",
        "/webhooks/rec",
        &[],
        body.as_bytes(),
    );
    assert_eq!(reply.status, 202, "{}", reply.body);
    let length = sandbox.path().join("length.txt");
    // The file exists from the redirection on; the command is done once it has text.
    eventually("the command to run", || {
        std::fs::read_to_string(&length).is_ok_and(|text| !text.is_empty())
    });
    assert_eq!(std::fs::read_to_string(length).unwrap(), "131046");
}

// redis-server has no Windows build: the Redis tests are Unix-only, like webhook_redis.
#[cfg(not(windows))]
fn redis_cli(port: &str, args: &[&str]) -> String {
    let output = Command::new("redis-cli")
        .args(["-p", port])
        .args(args)
        .output_child()
        .expect("run redis-cli (installed with redis-server)");
    assert!(output.status.success());
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[cfg(not(windows))]
#[test]
fn jobs_list_pages_through_redis_and_skips_what_is_not_a_job() {
    let sandbox = sandbox();
    let redis = crate::webhook_redis::Redis::start(sandbox.path());
    let port = redis.url.rsplit(':').next().unwrap().to_string();
    let job = |id: &str, created: i64| {
        format!(
            r#"{{"id":"{id}","route":"rec","attempts":1,"headers":"{{}}","payload":"{{}}","created_ms":{created},"updated_ms":{created}}}"#
        )
    };
    for n in 0..5 {
        redis_cli(
            &port,
            &[
                "LPUSH",
                "ward:webhook:rec:done",
                &job(&format!("done{n}"), 1000 + n),
            ],
        );
    }
    redis_cli(&port, &["LPUSH", "ward:webhook:rec:dead", "not a job"]);
    redis_cli(
        &port,
        &[
            "ZADD",
            "ward:webhook:rec:retry",
            "1.5e12",
            "{\"also\":\"not a job\"}",
        ],
    );
    redis_cli(
        &port,
        &[
            "ZADD",
            "ward:webhook:rec:retry",
            "2000",
            &job("retry0", 2000),
        ],
    );

    let list = |args: &[&str]| {
        sandbox
            .cmd(["webhook", "jobs", "list", "--queue", &redis.url])
            .args(args)
            .run()
    };
    // The entries that are not jobs are counted, once, whatever the page.
    crate::ward_snapshot!("first_page", list(&["--limit", "1"]));
    crate::ward_snapshot!(
        "page_of_one_state_json",
        list(&["--limit", "3", "--state", "succeeded", "-o", "json"])
    );
    crate::ward_snapshot!("all_table", list(&[]));
}

/// Holds the job database with a write transaction until dropped.
struct Holder {
    child: std::process::Child,
}

impl Holder {
    fn hold(database: &Path) -> Self {
        let mut child = Command::new("python3")
            .args([
                "-c",
                "import sqlite3, sys\n\
                 c = sqlite3.connect(sys.argv[1], isolation_level=None)\n\
                 c.execute('BEGIN IMMEDIATE')\n\
                 print('held', flush=True)\n\
                 sys.stdin.read()\n\
                 c.execute('ROLLBACK')",
            ])
            .arg(database)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn_child()
            .expect("run python3");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        assert_eq!(line.trim(), "held");
        Self { child }
    }
}

impl Drop for Holder {
    fn drop(&mut self) {
        if let Some(mut stdin) = self.child.stdin.take() {
            let _ = stdin.flush();
        }
        let _ = self.child.wait();
    }
}

#[test]
fn a_database_held_by_another_program_answers_503_and_loses_no_outcome() {
    let sandbox = sandbox();
    let state = sandbox.path().join("state");
    let routes = sandbox.write(
        "routes.toml",
        r#"
[routes.rec]
command = 'echo "$WARD_JOB_ID start" >> runs.txt; while [ ! -e release ]; do sleep 0.02; done'
shell = true
workdir = "."
"#,
    );
    let args = [
        "--routes",
        routes.to_str().unwrap(),
        "--state-dir",
        state.to_str().unwrap(),
    ];
    // Only what it answers and records matters here: it runs in-process.
    let mut receiver = Receiver::in_process(&sandbox, &args, &[]);
    let first = receiver.post("/webhooks/rec", &[], "{}");
    assert_eq!(first.status, 202, "{}", first.body);
    eventually("the job to start", || {
        !lines_of(&sandbox.path().join("runs.txt")).is_empty()
    });

    let holder = Holder::hold(&state.join("webhook-jobs.sqlite3"));
    let refused = receiver.post("/webhooks/rec", &[], "{}");
    assert_eq!(refused.status, 503, "{}", refused.body);
    assert!(refused.header("retry-after").is_some());
    // The job ends while the database is held: its end is written once it is free.
    std::fs::write(sandbox.path().join("release"), "").unwrap();
    eventually("the receiver to try to record the end", || {
        receiver.stdout().iter().any(|line| line.contains("exit=0"))
    });
    drop(holder);
    let after = receiver.post("/webhooks/rec", &[], "{}");
    assert_eq!(after.status, 202, "{}", after.body);
    eventually("both jobs to run", || {
        lines_of(&sandbox.path().join("runs.txt")).len() == 2
    });
    receiver.stop().expect_success();

    // Nothing was left marked running, so a new start runs nothing again.
    let value = sandbox
        .cmd(["webhook", "jobs", "list", "--state-dir"])
        .arg(&state)
        .args(["-o", "json"])
        .run()
        .json();
    let states: Vec<&str> = value["jobs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|job| job["state"].as_str().unwrap())
        .collect();
    assert_eq!(states, ["succeeded", "succeeded"], "{value}");
}
