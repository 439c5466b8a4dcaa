//! `ward webhook jobs --queue redis://...`: the jobs of receivers sharing a Redis queue are
//! listed, shown, retried and purged like those of the embedded queue.

use std::path::Path;

use serde_json::Value;

use crate::webhook_redis::Redis;
use crate::webhook_serve_support::{eventually, lines_of, ward_command, Receiver, PAYLOAD};

fn jobs(dir: &Path, queue: &str, args: &[&str]) -> (Option<i32>, Value, String) {
    let output = ward_command(dir)
        .args(["webhook", "jobs"])
        .args(args)
        .args(["--queue", queue, "-o", "json"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).to_string();
    (
        output.status.code(),
        serde_json::from_str(&stdout).unwrap_or(Value::Null),
        String::from_utf8_lossy(&output.stderr).to_string(),
    )
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
    let dir = tempfile::tempdir().unwrap();
    let redis = Redis::start(dir.path());
    let routes = r#"
[routes.ok]
command = 'echo "$WARD_JOB_ID" >> ok.txt'
shell = true

[routes.bad]
command = 'echo "$WARD_JOB_ID" >> bad.txt; [ -e fixed ]'
shell = true

[routes.hold]
command = 'touch held; while [ ! -e release ]; do sleep 0.02; done'
shell = true
concurrency = 1
"#;
    std::fs::write(dir.path().join("routes.toml"), routes).unwrap();
    let receiver = Receiver::start(
        dir.path(),
        &["--routes", "routes.toml", "--queue", &redis.url],
        &[],
    );
    let post = |route: &str| {
        // Jobs are listed by the millisecond they arrived: keep each in its own.
        std::thread::sleep(std::time::Duration::from_millis(3));
        let reply = receiver.post(
            &format!("/webhooks/{route}"),
            &[("X-Delivery", "d-1")],
            PAYLOAD,
        );
        assert_eq!(reply.status, 202, "{}", reply.body);
        reply.json()["job"].as_str().unwrap().to_string()
    };
    let ok = post("ok");
    let bad = post("bad");
    let held = post("hold");
    eventually("the held job to start", || dir.path().join("held").exists());
    let waiting = post("hold");
    eventually("the first two to end", || {
        lines_of(&dir.path().join("ok.txt")).len() == 1
            && lines_of(&dir.path().join("bad.txt")).len() == 1
    });

    let queue = redis.url.as_str();
    let mut list = Value::Null;
    eventually("every job in its state", || {
        let (code, value, _) = jobs(dir.path(), queue, &["list"]);
        list = value;
        code == Some(0) && states(&list).len() == 4 && {
            let found = states(&list);
            let state = |id: &str| {
                found
                    .iter()
                    .find(|(job, _)| job == id)
                    .map(|(_, s)| s.clone())
            };
            state(&ok).as_deref() == Some("succeeded")
                && state(&bad).as_deref() == Some("dead")
                && state(&held).as_deref() == Some("running")
                && state(&waiting).as_deref() == Some("queued")
        }
    });
    let ids: Vec<String> = states(&list).into_iter().map(|(id, _)| id).collect();
    assert_eq!(
        ids,
        vec![waiting.clone(), held.clone(), bad.clone(), ok.clone()],
        "newest first"
    );

    let (code, dead, _) = jobs(dir.path(), queue, &["list", "--state", "dead"]);
    assert_eq!(code, Some(0));
    assert_eq!(states(&dead), vec![(bad.clone(), "dead".to_string())]);
    let (_, of_route, _) = jobs(dir.path(), queue, &["list", "--route", "ok"]);
    assert_eq!(
        states(&of_route),
        vec![(ok.clone(), "succeeded".to_string())]
    );

    let (code, shown, _) = jobs(dir.path(), queue, &["show", &bad]);
    assert_eq!(code, Some(0));
    assert_eq!(shown["route"], "bad");
    assert_eq!(shown["attempts"], 1);
    assert_eq!(shown["last_result"], "exited exit=1");
    assert_eq!(shown["headers"]["x-delivery"], "d-1");
    assert_eq!(shown["payload"]["repo"]["name"], "acme/bert");

    // A running job cannot be queued again; a dead one can, and runs again.
    let (code, _, stderr) = jobs(dir.path(), queue, &["retry", &held]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("is running"), "{stderr}");
    std::fs::write(dir.path().join("fixed"), "").unwrap();
    let (code, retried, stderr) = jobs(dir.path(), queue, &["retry", &bad]);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(retried["state"], "queued");
    eventually("the retried job to run and succeed", || {
        let (_, shown, _) = jobs(dir.path(), queue, &["show", &bad]);
        shown["state"] == "succeeded"
    });
    assert_eq!(
        lines_of(&dir.path().join("bad.txt")),
        vec![bad.clone(), bad.clone()]
    );

    let (code, _, stderr) = jobs(dir.path(), queue, &["show", "no-such-job"]);
    assert_eq!(code, Some(4), "{stderr}");

    // Purge removes finished jobs only; the held and waiting ones stay.
    let (code, purged, _) = jobs(
        dir.path(),
        queue,
        &["purge", "--older-than", "2099-01-01T00:00:00Z"],
    );
    assert_eq!(code, Some(0));
    assert_eq!(purged["removed"], 2);
    let (_, left, _) = jobs(dir.path(), queue, &["list"]);
    assert_eq!(
        states(&left),
        vec![
            (waiting.clone(), "queued".to_string()),
            (held.clone(), "running".to_string())
        ]
    );
    std::fs::write(dir.path().join("release"), "").unwrap();
}

#[test]
fn jobs_names_an_unreachable_redis_and_masks_its_password() {
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("redis://user:hunter2@127.0.0.1:{port}/0");
    let (code, _, stderr) = jobs(dir.path(), &url, &["list"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("could not connect to Redis"), "{stderr}");
    assert!(!stderr.contains("hunter2"), "{stderr}");
}
