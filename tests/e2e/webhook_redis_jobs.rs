//! `ward webhook jobs --queue redis://...`: the jobs of receivers sharing a Redis queue are
//! listed, shown, retried and purged like those of the embedded queue.

use serde_json::Value;

use crate::support::{eventually, Run, Sandbox};
use crate::webhook_redis::Redis;
use crate::webhook_serve_support::{lines_of, sandbox, Receiver, JOB_FILTERS, PAYLOAD};

/// `ward webhook jobs ARGS --queue QUEUE`, in-process.
fn jobs(sandbox: &Sandbox, queue: &str, args: &[&str]) -> Run {
    sandbox
        .cmd(["webhook", "jobs"])
        .args(args)
        .args(["--queue", queue])
        .run()
}

/// The same with `-o json`: the document, or null when stdout is none.
fn jobs_json(sandbox: &Sandbox, queue: &str, args: &[&str]) -> Value {
    let run = jobs(sandbox, queue, &[args, &["-o", "json"]].concat());
    serde_json::from_str(&run.stdout).unwrap_or(Value::Null)
}

fn states(list: &Value) -> Vec<(String, String)> {
    list["jobs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|job| {
            (
                job["id"].as_str().unwrap().to_string(),
                job["state"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn jobs_lists_shows_retries_and_purges_a_redis_queue() {
    let sandbox = sandbox();
    let redis = Redis::start(sandbox.path());
    let routes = r#"
[routes.ok]
command = 'echo "$WARD_JOB_ID" >> ok.txt'
shell = true
workdir = "."

[routes.bad]
command = 'echo "$WARD_JOB_ID" >> bad.txt; [ -e fixed ]'
shell = true
workdir = "."

[routes.hold]
command = 'touch held; while [ ! -e release ]; do sleep 0.02; done'
shell = true
workdir = "."
concurrency = 1
"#;
    let routes = sandbox.write("routes.toml", routes);
    // Only what it answers and records matters here: it runs in-process.
    let receiver = Receiver::in_process(
        &sandbox,
        &["--routes", routes.to_str().unwrap(), "--queue", &redis.url],
        &[],
    );
    // Each a delivery named by its sender, so the listings show the same IDs every run.
    let post = |route: &str, delivery: &str| {
        // Jobs are listed by the millisecond they arrived: keep each in its own.
        std::thread::sleep(std::time::Duration::from_millis(3));
        let reply = receiver.post(
            &format!("/webhooks/{route}"),
            &[("X-Delivery", "d-1"), ("webhook-id", delivery)],
            PAYLOAD,
        );
        assert_eq!(reply.status, 202, "{}", reply.body);
        reply.json()["job"].as_str().unwrap().to_string()
    };
    let ok = post("ok", "msg_ok");
    let bad = post("bad", "msg_bad");
    let held = post("hold", "msg_held");
    eventually("the held job to start", || {
        sandbox.path().join("held").exists()
    });
    let waiting = post("hold", "msg_waiting");
    eventually("the first two to end", || {
        lines_of(&sandbox.path().join("ok.txt")).len() == 1
            && lines_of(&sandbox.path().join("bad.txt")).len() == 1
    });

    let queue = redis.url.as_str();
    let mut list = Value::Null;
    eventually("every job in its state", || {
        list = jobs_json(&sandbox, queue, &["list"]);
        let found = states(&list);
        let state = |id: &str| {
            found
                .iter()
                .find(|(job, _)| job == id)
                .map(|(_, s)| s.clone())
        };
        found.len() == 4
            && state(&ok).as_deref() == Some("succeeded")
            && state(&bad).as_deref() == Some("dead")
            && state(&held).as_deref() == Some("running")
            && state(&waiting).as_deref() == Some("queued")
    });
    let ids: Vec<String> = states(&list).into_iter().map(|(id, _)| id).collect();
    assert_eq!(
        ids,
        vec![waiting.clone(), held.clone(), bad.clone(), ok.clone()],
        "newest first"
    );
    insta::with_settings!({ filters => JOB_FILTERS.to_vec() }, {
        crate::ward_snapshot!("list_table", jobs(&sandbox, queue, &["list"]));
        crate::ward_snapshot!(
            "list_ndjson",
            jobs(&sandbox, queue, &["list", "-o", "ndjson"])
        );
        crate::ward_snapshot!(
            "list_dead_json",
            jobs(&sandbox, queue, &["list", "--state", "dead", "-o", "json"])
        );
        crate::ward_snapshot!(
            "list_of_route_table",
            jobs(&sandbox, queue, &["list", "--route", "ok"])
        );
        crate::ward_snapshot!("show_table", jobs(&sandbox, queue, &["show", &bad]));
        crate::ward_snapshot!(
            "show_json",
            jobs(&sandbox, queue, &["show", &bad, "-o", "json"])
        );
        // A running job cannot be queued again; a dead one can, and runs again.
        crate::ward_snapshot!(
            "retry_refused_running",
            jobs(&sandbox, queue, &["retry", &held])
        );
    });
    std::fs::write(sandbox.path().join("fixed"), "").unwrap();
    let retried = jobs(&sandbox, queue, &["retry", &bad, "-o", "json"]);
    insta::with_settings!({ filters => JOB_FILTERS.to_vec() }, {
        crate::ward_snapshot!("retry_json", retried);
    });
    eventually("the retried job to run and succeed", || {
        jobs_json(&sandbox, queue, &["show", &bad])["state"] == "succeeded"
    });
    assert_eq!(
        lines_of(&sandbox.path().join("bad.txt")),
        vec![bad.clone(), bad.clone()]
    );

    crate::ward_snapshot!(
        "show_unknown",
        jobs(&sandbox, queue, &["show", "no-such-job"])
    );

    // Purge removes finished jobs only; the held and waiting ones stay.
    insta::with_settings!({ filters => JOB_FILTERS.to_vec() }, {
        crate::ward_snapshot!(
            "purge_table",
            jobs(
                &sandbox,
                queue,
                &["purge", "--older-than", "2099-01-01T00:00:00Z"],
            )
        );
    });
    let left = jobs_json(&sandbox, queue, &["list"]);
    assert_eq!(
        states(&left),
        vec![
            (waiting.clone(), "queued".to_string()),
            (held.clone(), "running".to_string())
        ]
    );
    std::fs::write(sandbox.path().join("release"), "").unwrap();
}

#[test]
fn jobs_names_an_unreachable_redis_and_masks_its_password() {
    let sandbox = sandbox();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("redis://user:hunter2@127.0.0.1:{port}/0");
    let run = jobs(&sandbox, &url, &["list"]);
    assert!(!run.stderr.contains("hunter2"), "{}", run.stderr);
    crate::ward_snapshot!(run);
}
