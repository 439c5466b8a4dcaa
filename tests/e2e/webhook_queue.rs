//! `ward webhook serve` with its durable queue: nothing answered 202 is lost to a kill -9,
//! failed jobs retry then die, and `ward webhook jobs` reads and manages the queue.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use serde_json::Value;

use crate::support::{eventually, Run, Sandbox};
use crate::webhook_serve_support::{lines_of, sandbox, try_post, Receiver, JOB_FILTERS, PAYLOAD};

/// `ward webhook jobs ARGS` on the sandbox's default queue, in-process.
fn jobs(sandbox: &Sandbox, args: &[&str]) -> Run {
    sandbox.cmd(["webhook", "jobs"]).args(args).run()
}

/// The same with `-o json`: the document, or null when stdout is none.
fn jobs_json(sandbox: &Sandbox, args: &[&str]) -> Value {
    let run = jobs(sandbox, &[args, &["-o", "json"]].concat());
    serde_json::from_str(&run.stdout).unwrap_or(Value::Null)
}

#[test]
fn kill_9_mid_load_loses_no_accepted_delivery() {
    let sandbox = sandbox();
    let route = r#"rec=echo "$WARD_JOB_ID start" >> runs.txt; sleep 0.01; echo "$WARD_JOB_ID done" >> runs.txt"#;
    let args = ["--shell", "--route", route, "--concurrency", "2"];
    let accepted = Arc::new(Mutex::new(BTreeSet::new()));
    let rounds = 3;
    for _ in 0..rounds {
        let mut receiver = Receiver::start(&sandbox, &args, &[]);
        let stop = Arc::new(AtomicBool::new(false));
        let clients: Vec<_> = (0..4)
            .map(|_| {
                let addr = receiver.addr.clone();
                let stop = Arc::clone(&stop);
                let accepted = Arc::clone(&accepted);
                std::thread::spawn(move || {
                    while !stop.load(Ordering::Acquire) {
                        if let Some(job) = try_post(&addr, "/webhooks/rec") {
                            accepted.lock().unwrap().insert(job);
                        }
                    }
                })
            })
            .collect();
        let before = accepted.lock().unwrap().len();
        eventually("deliveries to be accepted", || {
            accepted.lock().unwrap().len() >= before + 150
        });
        receiver.signal("KILL");
        assert_eq!(receiver.wait_exit(), None, "killed by a signal");
        stop.store(true, Ordering::Release);
        for client in clients {
            client.join().unwrap();
        }
    }
    // The last start runs whatever is left; then every accepted job must have run.
    let receiver = Receiver::start(&sandbox, &args, &[]);
    let accepted = accepted.lock().unwrap().clone();
    let runs = sandbox.path().join("runs.txt");
    let done = |lines: &[String]| -> BTreeSet<String> {
        lines
            .iter()
            .filter_map(|line| line.strip_suffix(" done"))
            .map(str::to_string)
            .collect()
    };
    eventually("every accepted job to run", || {
        accepted.is_subset(&done(&lines_of(&runs)))
    });
    assert!(
        receiver.stderr().contains("resuming"),
        "{}",
        receiver.stderr()
    );
    let mut starts: BTreeMap<String, usize> = BTreeMap::new();
    for line in lines_of(&runs) {
        if let Some(job) = line.strip_suffix(" start") {
            *starts.entry(job.to_string()).or_default() += 1;
        }
    }
    // Only a job running at a kill runs again: at most 2 commands at each of the kills.
    let repeated: Vec<_> = starts.iter().filter(|(_, count)| **count > 1).collect();
    assert!(
        repeated.len() <= 2 * rounds,
        "{} jobs ran more than once: {repeated:?}",
        repeated.len()
    );
    assert!(starts.values().all(|count| *count <= 1 + rounds));
    assert!(accepted.len() >= 150 * rounds);
    eventually("every accepted job to be recorded as succeeded", || {
        let run = jobs(
            &sandbox,
            &[
                "list",
                "--state",
                "succeeded",
                "--limit",
                "100000",
                "-o",
                "json",
            ],
        );
        run.expect_success();
        let listed: BTreeSet<String> = run.json()["jobs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|job| job["id"].as_str().unwrap().to_string())
            .collect();
        accepted.is_subset(&listed)
    });
    drop(receiver);
}

#[test]
fn failed_jobs_retry_then_die_and_can_be_queued_again() {
    let sandbox = sandbox();
    let routes = sandbox.write(
        "routes.toml",
        r#"
[routes.flaky]
command = "echo \"$WARD_JOB_ID\" >> runs.txt; exit 3"
shell = true
workdir = "."
retries = 1
backoff = 1
"#,
    );
    // Only what it answers and records matters here: it runs in-process.
    let receiver = Receiver::in_process(&sandbox, &["--routes", routes.to_str().unwrap()], &[]);
    let reply = receiver.post(
        "/webhooks/flaky",
        &[("X-GitHub-Delivery", "gh-d1")],
        PAYLOAD,
    );
    assert_eq!(reply.status, 202, "{}", reply.body);
    let job = reply.json()["job"].as_str().unwrap().to_string();
    let runs = sandbox.path().join("runs.txt");
    eventually("the retry", || lines_of(&runs).len() >= 2);
    eventually("the job to die", || {
        jobs_json(&sandbox, &["show", &job])["state"] == "dead"
    });
    assert_eq!(lines_of(&runs), vec![job.clone(), job.clone()]);
    let shown = jobs(&sandbox, &["show", &job, "-o", "json"]);
    let document = shown.json();
    assert_eq!(
        document["payload"],
        serde_json::from_str::<Value>(PAYLOAD).unwrap()
    );
    assert_eq!(document["delivery"], "gh-d1");
    insta::with_settings!({ filters => JOB_FILTERS.to_vec() }, {
        crate::ward_snapshot!("show_json", shown);
        crate::ward_snapshot!("show_table", jobs(&sandbox, &["show", &job]));
        crate::ward_snapshot!("list_table", jobs(&sandbox, &["list"]));
        crate::ward_snapshot!("list_json", jobs(&sandbox, &["list", "-o", "json"]));
        crate::ward_snapshot!("list_ndjson", jobs(&sandbox, &["list", "-o", "ndjson"]));
    });

    let retried = jobs(&sandbox, &["retry", &job]);
    insta::with_settings!({ filters => JOB_FILTERS.to_vec() }, {
        crate::ward_snapshot!("retry_table", retried);
    });
    eventually("the queued-again job to run twice more", || {
        lines_of(&runs).len() >= 4
    });
    eventually("the job to die again", || {
        jobs_json(&sandbox, &["show", &job])["state"] == "dead"
    });

    crate::ward_snapshot!("show_unknown", jobs(&sandbox, &["show", "nope"]));
    crate::ward_snapshot!("retry_unknown", jobs(&sandbox, &["retry", "nope"]));
    crate::ward_snapshot!(
        "purge_refused_bad_age",
        jobs(&sandbox, &["purge", "--older-than", "soon"])
    );
    insta::with_settings!({ filters => JOB_FILTERS.to_vec() }, {
        crate::ward_snapshot!(
            "purge_table_nothing",
            jobs(&sandbox, &["purge", "--older-than", "1h"])
        );
        crate::ward_snapshot!(
            "purge_json",
            jobs(&sandbox, &["purge", "--older-than", "0s", "-o", "json"])
        );
    });
    assert_eq!(
        jobs_json(&sandbox, &["list"])["jobs"],
        serde_json::json!([])
    );
}
