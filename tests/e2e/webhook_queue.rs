//! `ward webhook serve` with its durable queue: nothing answered 202 is lost to a kill -9,
//! failed jobs retry then die, and `ward webhook jobs` reads and manages the queue.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use serde_json::Value;

use crate::webhook_serve_support::{
    eventually, lines_of, try_post, ward_command, Receiver, PAYLOAD,
};

fn jobs(dir: &Path, args: &[&str]) -> (Option<i32>, Value, String) {
    let output = ward_command(dir)
        .args(["webhook", "jobs"])
        .args(args)
        .args(["-o", "json"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).to_string();
    let value = serde_json::from_str(&stdout).unwrap_or(Value::Null);
    (
        output.status.code(),
        value,
        String::from_utf8_lossy(&output.stderr).to_string(),
    )
}

#[test]
fn kill_9_mid_load_loses_no_accepted_delivery() {
    let dir = tempfile::tempdir().unwrap();
    let route = r#"rec=echo "$WARD_JOB_ID start" >> runs.txt; sleep 0.01; echo "$WARD_JOB_ID done" >> runs.txt"#;
    let args = ["--shell", "--route", route, "--concurrency", "2"];
    let accepted = Arc::new(Mutex::new(BTreeSet::new()));
    let rounds = 3;
    for _ in 0..rounds {
        let mut receiver = Receiver::start(dir.path(), &args, &[]);
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
    let receiver = Receiver::start(dir.path(), &args, &[]);
    let accepted = accepted.lock().unwrap().clone();
    let runs = dir.path().join("runs.txt");
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
        let (code, listed, stderr) = jobs(
            dir.path(),
            &["list", "--state", "succeeded", "--limit", "100000"],
        );
        assert_eq!(code, Some(0), "{stderr}");
        let listed: BTreeSet<String> = listed["jobs"]
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
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("routes.toml"),
        r#"
[routes.flaky]
command = "echo \"$WARD_JOB_ID\" >> runs.txt; exit 3"
shell = true
retries = 1
backoff = 1
"#,
    )
    .unwrap();
    let receiver = Receiver::start(dir.path(), &["--routes", "routes.toml"], &[]);
    let reply = receiver.post("/webhooks/flaky", &[("X-Delivery", "d1")], PAYLOAD);
    assert_eq!(reply.status, 202, "{}", reply.body);
    let job = reply.json()["job"].as_str().unwrap().to_string();
    let runs = dir.path().join("runs.txt");
    eventually("the retry", || lines_of(&runs).len() >= 2);
    eventually("the job to die", || {
        jobs(dir.path(), &["show", &job]).1["state"] == "dead"
    });
    assert_eq!(lines_of(&runs), vec![job.clone(), job.clone()]);
    let (code, shown, _) = jobs(dir.path(), &["show", &job]);
    assert_eq!(code, Some(0));
    assert_eq!(shown["attempts"], 2);
    assert_eq!(shown["last_result"], "exited exit=3");
    assert_eq!(shown["headers"]["x-delivery"], "d1");
    assert_eq!(
        shown["payload"],
        serde_json::from_str::<Value>(PAYLOAD).unwrap()
    );

    let (code, _, stderr) = jobs(dir.path(), &["retry", &job]);
    assert_eq!(code, Some(0), "{stderr}");
    eventually("the queued-again job to run twice more", || {
        lines_of(&runs).len() >= 4
    });
    eventually("the job to die again", || {
        jobs(dir.path(), &["show", &job]).1["state"] == "dead"
    });

    let (code, _, stderr) = jobs(dir.path(), &["show", "nope"]);
    assert_eq!(code, Some(4), "{stderr}");
    let (code, _, stderr) = jobs(dir.path(), &["purge", "--older-than", "soon"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--older-than"), "{stderr}");
    let (code, purged, _) = jobs(dir.path(), &["purge", "--older-than", "1h"]);
    assert_eq!((code, purged["removed"].as_u64()), (Some(0), Some(0)));
    let (code, purged, _) = jobs(dir.path(), &["purge", "--older-than", "0s"]);
    assert_eq!((code, purged["removed"].as_u64()), (Some(0), Some(1)));
}
