//! Exactly one job per delivery: a sender's repeats (the same `webhook-id`, or the same
//! body to the same route) are answered 202 with the first job's ID and run nothing, across
//! a kill -9 and restart, and across two receivers sharing one Redis queue. And a route
//! that really is full says so.

use std::collections::BTreeSet;
use std::io::{Read, Write};
use std::net::TcpStream;
#[cfg(unix)]
use std::sync::atomic::{AtomicUsize, Ordering};
#[cfg(unix)]
use std::sync::Arc;
use std::sync::Mutex;
use std::time::Duration;

use serde_json::Value;

use crate::support::{eventually, Sandbox};
use crate::webhook_serve_support::{lines_of, sandbox, Receiver, PAYLOAD};

/// How often the one delivery is sent, and by how many senders at once (the tests that do
/// kill a receiver with -9, which needs Unix).
#[cfg(unix)]
const SENDS: usize = 1000;
#[cfg(unix)]
const SENDERS: usize = 16;

/// One POST; the status and JSON answer, or None when the receiver is not there (killed,
/// restarting) or hung up mid-answer.
fn send(addr: &str, path: &str, headers: &[(&str, &str)], body: &str) -> Option<(u16, Value)> {
    let mut stream = TcpStream::connect(addr).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .ok()?;
    let mut head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).ok()?;
    stream.write_all(body.as_bytes()).ok()?;
    let mut raw = String::new();
    stream.read_to_string(&mut raw).ok()?;
    let status = raw.split_whitespace().nth(1)?.parse().ok()?;
    let value = serde_json::from_str(raw.split_once("\r\n\r\n")?.1).ok()?;
    Some((status, value))
}

/// Send until the receiver answers (it may be down for a moment); the job ID of its 202.
fn accepted(addr: &Mutex<String>, path: &str, headers: &[(&str, &str)], body: &str) -> String {
    let (status, value) = eventually("the receiver to answer", || {
        let now = addr.lock().unwrap().clone();
        send(&now, path, headers, body)
    });
    assert_eq!(status, 202, "{value}");
    value["job"].as_str().expect("a job ID").to_string()
}

/// The IDs of the jobs `ward webhook jobs list ARGS` finds.
#[cfg(unix)]
fn listed(sandbox: &Sandbox, args: &[&str]) -> Vec<String> {
    let run = sandbox.run(
        &[
            &["webhook", "jobs", "list", "--limit", "100000", "-o", "json"],
            args,
        ]
        .concat(),
    );
    run.expect_success();
    run.json()["jobs"]
        .as_array()
        .expect("a list of jobs")
        .iter()
        .map(|job| job["id"].as_str().expect("an id").to_string())
        .collect()
}

/// Job IDs and delivery IDs the route's command wrote, one line per run.
fn runs(sandbox: &Sandbox) -> Vec<(String, String)> {
    lines_of(&sandbox.path().join("runs.txt"))
        .iter()
        .filter_map(|line| line.split_once(' '))
        .map(|(job, delivery)| (job.to_string(), delivery.to_string()))
        .collect()
}

const RECORD: &str = r#"rec=echo "$WARD_JOB_ID $WARD_DELIVERY_ID" >> runs.txt"#;

/// `SENDERS` threads send the same delivery `SENDS` times in all; once a third of the
/// answers are in, `restart` is called (to kill and start a receiver). Every answer must
/// be a 202 naming the same job.
#[cfg(unix)]
fn send_one_delivery_many_times(
    addresses: &[Arc<Mutex<String>>],
    headers: &'static [(&'static str, &'static str)],
    restart: impl FnOnce(),
) -> String {
    let answered = Arc::new(AtomicUsize::new(0));
    let next = Arc::new(AtomicUsize::new(0));
    let jobs = Arc::new(Mutex::new(BTreeSet::new()));
    let senders: Vec<_> = (0..SENDERS)
        .map(|sender| {
            let addr = Arc::clone(&addresses[sender % addresses.len()]);
            let (answered, next, jobs) =
                (Arc::clone(&answered), Arc::clone(&next), Arc::clone(&jobs));
            std::thread::spawn(move || {
                while next.fetch_add(1, Ordering::AcqRel) < SENDS {
                    let job = accepted(&addr, "/webhooks/rec", headers, PAYLOAD);
                    jobs.lock().unwrap().insert(job);
                    answered.fetch_add(1, Ordering::AcqRel);
                }
            })
        })
        .collect();
    eventually("a third of the deliveries to be answered", || {
        answered.load(Ordering::Acquire) >= SENDS / 3
    });
    restart();
    for sender in senders {
        sender.join().unwrap();
    }
    assert_eq!(answered.load(Ordering::Acquire), SENDS);
    let jobs = jobs.lock().unwrap().clone();
    assert_eq!(jobs.len(), 1, "every answer names the first job: {jobs:?}");
    jobs.into_iter().next().unwrap()
}

#[cfg(unix)]
#[test]
fn one_delivery_sent_a_thousand_times_across_a_kill_9_is_one_job() {
    let sandbox = sandbox();
    let args = ["--shell", "--route", RECORD];
    let receiver = Arc::new(Mutex::new(Receiver::start(&sandbox, &args, &[])));
    let addr = Arc::new(Mutex::new(receiver.lock().unwrap().addr.clone()));
    let job = send_one_delivery_many_times(
        &[Arc::clone(&addr)],
        &[("webhook-id", "msg_2Lq9nUz8")],
        || {
            let mut old = receiver.lock().unwrap();
            old.signal("KILL");
            assert_eq!(old.wait_exit(), None, "killed by a signal");
            let new = Receiver::start(&sandbox, &args, &[]);
            *addr.lock().unwrap() = new.addr.clone();
            *old = new;
        },
    );
    eventually("the job to run", || !runs(&sandbox).is_empty());
    drop(receiver);
    // A job running at the kill runs again (at least once): still the one job.
    let ran: BTreeSet<_> = runs(&sandbox).into_iter().collect();
    assert_eq!(
        ran,
        BTreeSet::from([(job.clone(), "msg_2Lq9nUz8".to_string())])
    );
    assert_eq!(listed(&sandbox, &[]), vec![job]);
}

#[cfg(unix)]
#[test]
fn one_delivery_to_two_receivers_on_one_redis_queue_is_one_job() {
    let sandbox = sandbox();
    let redis = crate::webhook_redis::Redis::start(sandbox.path());
    // A job running on the killed receiver is taken over soon.
    let args = [
        "--shell",
        "--route",
        RECORD,
        "--queue",
        &redis.url,
        "--visibility-timeout",
        "5",
    ];
    let first = Arc::new(Mutex::new(Receiver::start(&sandbox, &args, &[])));
    let second = Receiver::start(&sandbox, &args, &[]);
    let first_addr = Arc::new(Mutex::new(first.lock().unwrap().addr.clone()));
    let second_addr = Arc::new(Mutex::new(second.addr.clone()));
    // No delivery header: the route and the exact body are the delivery's identity.
    let job = send_one_delivery_many_times(
        &[Arc::clone(&first_addr), Arc::clone(&second_addr)],
        &[],
        || {
            let mut old = first.lock().unwrap();
            old.signal("KILL");
            assert_eq!(old.wait_exit(), None, "killed by a signal");
            let new = Receiver::start(&sandbox, &args, &[]);
            *first_addr.lock().unwrap() = new.addr.clone();
            *old = new;
        },
    );
    eventually("the job to run", || !runs(&sandbox).is_empty());
    let ran: BTreeSet<String> = runs(&sandbox).into_iter().map(|(job, _)| job).collect();
    assert_eq!(ran, BTreeSet::from([job.clone()]));
    let delivery = &runs(&sandbox)[0].1;
    assert!(delivery.starts_with("sha256:"), "{delivery}");
    eventually("the job to be listed as done", || {
        listed(&sandbox, &["--queue", &redis.url, "--state", "succeeded"]) == vec![job.clone()]
    });
    assert_eq!(listed(&sandbox, &["--queue", &redis.url]), vec![job]);
    drop(second);
}

#[test]
fn other_deliveries_other_routes_and_no_retention_are_new_jobs() {
    let sandbox = sandbox();
    let args = ["--shell", "--route", RECORD, "--route", "other=true"];
    let receiver = Receiver::start(&sandbox, &args, &[]);
    let addr = Mutex::new(receiver.addr.clone());
    let post = |path: &str, headers: &[(&str, &str)]| accepted(&addr, path, headers, PAYLOAD);
    let first = post("/webhooks/rec", &[("X-GitHub-Delivery", "gh-1")]);
    let second = post("/webhooks/rec", &[("X-GitHub-Delivery", "gh-2")]);
    assert_ne!(first, second, "two deliveries");
    assert_eq!(
        post("/webhooks/rec", &[("X-GitHub-Delivery", "gh-1")]),
        first
    );
    // No header: the same body to the same route is one delivery, to another route two.
    let plain = post("/webhooks/rec", &[]);
    assert_eq!(post("/webhooks/rec", &[]), plain);
    let elsewhere = post("/webhooks/other", &[]);
    assert_ne!(plain, elsewhere);
    let repeat = send(
        &receiver.addr,
        "/webhooks/rec",
        &[("X-GitHub-Delivery", "gh-2")],
        PAYLOAD,
    )
    .expect("an answer");
    assert_eq!(repeat.0, 202);
    assert_eq!(repeat.1["duplicate"], true);
    assert_eq!(repeat.1["job"], second.as_str());
    eventually("three jobs to run", || runs(&sandbox).len() >= 3);
    eventually("the repeat to be logged", || {
        receiver.stdout().iter().any(|line| {
            line.contains(" 202 duplicate job=") && line.contains("header x-github-delivery")
        })
    });
    drop(receiver);
    let ran: BTreeSet<_> = runs(&sandbox).into_iter().collect();
    let digest = ran
        .iter()
        .find(|(job, _)| *job == plain)
        .map(|(_, delivery)| delivery.clone())
        .expect("the plain delivery ran");
    assert!(digest.starts_with("sha256:"), "{digest}");
    assert_eq!(
        ran,
        BTreeSet::from([
            (first, "gh-1".to_string()),
            (second, "gh-2".to_string()),
            (plain, digest)
        ])
    );

    // With no retention every delivery is a job of its own.
    let forgetful = Receiver::start(
        &sandbox,
        &["--route", "rec=true", "--dedup-retention", "0"],
        &[],
    );
    let addr = Mutex::new(forgetful.addr.clone());
    let once = accepted(&addr, "/webhooks/rec", &[("webhook-id", "m")], PAYLOAD);
    let twice = accepted(&addr, "/webhooks/rec", &[("webhook-id", "m")], PAYLOAD);
    assert_ne!(once, twice);
}

#[test]
fn a_repeat_after_the_retention_is_a_new_job() {
    let sandbox = sandbox();
    let args = ["--shell", "--route", RECORD, "--dedup-retention", "1"];
    let receiver = Receiver::start(&sandbox, &args, &[]);
    let addr = Mutex::new(receiver.addr.clone());
    let headers = [("webhook-id", "msg_late")];
    let first = accepted(&addr, "/webhooks/rec", &headers, PAYLOAD);
    // Whenever the second elapses on this machine, the repeat from then on is a new job;
    // before it, the first job's ID. Only the end is checked, never when it came.
    let mut again = first.clone();
    eventually("the retention to end", || {
        again = accepted(&addr, "/webhooks/rec", &headers, PAYLOAD);
        if again == first {
            std::thread::sleep(Duration::from_millis(100));
        }
        again != first
    });
    eventually("both jobs to run", || runs(&sandbox).len() >= 2);
    drop(receiver);
    let ran: BTreeSet<_> = runs(&sandbox).into_iter().collect();
    assert_eq!(
        ran,
        BTreeSet::from([
            (first, "msg_late".to_string()),
            (again, "msg_late".to_string())
        ])
    );
}

#[test]
fn a_full_route_answers_503_and_says_so_once_until_it_takes_a_job() {
    let sandbox = sandbox();
    let hold = r#"hold=touch "started-$WARD_JOB_ID"; while [ ! -e release ]; do sleep 0.02; done"#;
    let args = [
        "--shell",
        "--route",
        hold,
        "--concurrency",
        "1",
        "--queue",
        "0",
    ];
    let receiver = Receiver::start(&sandbox, &args, &[]);
    let first = receiver.post("/webhooks/hold", &[], PAYLOAD);
    assert_eq!(first.status, 202, "{}", first.body);
    let job = first.json()["job"].as_str().unwrap().to_string();
    eventually("the command to start", || {
        sandbox.path().join(format!("started-{job}")).exists()
    });
    for _ in 0..3 {
        let refused = receiver.post("/webhooks/hold", &[], PAYLOAD);
        assert_eq!(refused.status, 503, "{}", refused.body);
        assert!(refused.header("retry-after").is_some());
    }
    let told = |receiver: &Receiver| receiver.stderr().matches("route hold is full").count();
    eventually("the notice", || told(&receiver) >= 1);
    std::fs::write(sandbox.path().join("release"), "").unwrap();
    // Once the route has room and takes a job, the next time it is full is told again.
    let mut taken = None;
    eventually("the route to take a job again", || {
        let reply = receiver.post("/webhooks/hold", &[], PAYLOAD);
        if reply.status == 202 {
            taken = Some(reply);
        }
        taken.is_some()
    });
    eventually("that job to end", || {
        receiver
            .stdout()
            .iter()
            .filter(|line| line.contains(" exited exit=0"))
            .count()
            >= 2
    });
    std::fs::remove_file(sandbox.path().join("release")).unwrap();
    let blocker = receiver.post("/webhooks/hold", &[], PAYLOAD);
    assert_eq!(blocker.status, 202, "{}", blocker.body);
    let blocker = blocker.json()["job"].as_str().unwrap().to_string();
    eventually("its command to start", || {
        sandbox.path().join(format!("started-{blocker}")).exists()
    });
    assert_eq!(told(&receiver), 1, "{}", receiver.stderr());
    assert_eq!(receiver.post("/webhooks/hold", &[], PAYLOAD).status, 503);
    eventually("the second notice", || told(&receiver) == 2);
    std::fs::write(sandbox.path().join("release"), "").unwrap();
    // No command is left waiting in a sandbox about to be removed.
    eventually("the last command to end", || {
        let ended = receiver.stdout();
        ended
            .iter()
            .filter(|line| line.contains(" exited exit=0"))
            .count()
            >= 3
    });
}

#[test]
fn routes_keep_deliveries_for_their_own_retention() {
    let sandbox = sandbox();
    sandbox.write(
        "routes.toml",
        "[routes.hour]\ncommand = \"true\"\ndedup_retention = \"1h\"\n\n[routes.none]\ncommand = \"true\"\ndedup_retention = 0\n\n[routes.flag]\ncommand = \"true\"\n",
    );
    // The flag remembers nothing; `hour` keeps its own hour, `flag` follows the flag.
    let args = ["--routes", "routes.toml", "--dedup-retention", "0"];
    let receiver = Receiver::start(&sandbox, &args, &[]);
    let addr = Mutex::new(receiver.addr.clone());
    let twice = |route: &str| {
        let path = format!("/webhooks/{route}");
        let headers = [("webhook-id", "msg_same")];
        (
            accepted(&addr, &path, &headers, PAYLOAD),
            accepted(&addr, &path, &headers, PAYLOAD),
        )
    };
    let (first, again) = twice("hour");
    assert_eq!(first, again, "remembered for the route's hour");
    let (first, again) = twice("none");
    assert_ne!(first, again, "the route remembers none");
    let (first, again) = twice("flag");
    assert_ne!(first, again, "the flag's 0");
    drop(receiver);

    let bad = sandbox.write("routes.toml", "[routes.r]\ndedup_retention = \"1y\"\n");
    let run = sandbox.run(&["webhook", "serve", "--routes", bad.to_str().unwrap()]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("route \"r\": dedup_retention = \"1y\" is not a retention")
            && run.stderr.trim_end().lines().count() <= 2,
        "{}",
        run.stderr
    );
}
