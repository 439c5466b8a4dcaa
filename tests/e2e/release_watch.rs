//! `ward release watch` and the receiver's `newreleases` scheme: a release published on
//! the release-tracker fake runs its command once whether it comes by push (signed as the
//! tracker signs, by the fake, with an HMAC written from the tracker's documentation), by
//! poll, or both, out of order, twice, and across a `kill -9` of the watcher.

use serde_json::{json, Value};

use crate::releases_fixture::Fixture;

fn events(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

/// `release watch --once` with the state in the sandbox, printing events.
fn watch_once(fixture: &Fixture, extra: &[&str]) -> crate::support::Run {
    let state = fixture.sandbox.path().join("state");
    let mut args = vec![
        "release",
        "watch",
        "--once",
        "--state-dir",
        state.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    fixture.cmd(args).run()
}

#[test]
fn the_first_pass_records_and_later_passes_print_each_new_release_once() {
    let fixture = Fixture::new();
    let go = fixture.fake.add_project("github", "golang/go", json!({}));
    fixture
        .fake
        .add_project("npm", "left-pad", json!({"exclude_prereleases": true}));
    fixture.fake.add_release(
        &go,
        json!({"version": "go1.21.0", "date": "2024-01-01T00:00:00Z"}),
        None,
    );
    let first = watch_once(&fixture, &[]);
    first.expect_success();
    assert_eq!(first.stdout, "", "the first run runs nothing");
    assert!(first.stderr.contains("first run"), "{}", first.stderr);

    fixture
        .fake
        .publish(
            "github",
            "golang/go",
            json!({"version": "go1.22.0", "cve": ["CVE-2024-24790"]}),
        )
        .unwrap();
    fixture
        .fake
        .publish(
            "npm",
            "left-pad",
            json!({"version": "2.0.0-rc.1", "is_prerelease": true}),
        )
        .unwrap();
    fixture
        .fake
        .publish("npm", "left-pad", json!({"version": "2.0.0"}))
        .unwrap();
    let second = watch_once(&fixture, &[]);
    second.expect_success();
    let printed = events(&second.stdout);
    let mut ids: Vec<&str> = printed
        .iter()
        .map(|event| event["event_id"].as_str().unwrap())
        .collect();
    ids.sort_unstable();
    assert_eq!(
        ids,
        [
            "release:github/golang/go/go1.22.0",
            "release:npm/left-pad/2.0.0"
        ],
        "the project's own exclusion leaves the prerelease out"
    );
    let go = printed
        .iter()
        .find(|event| event["release"]["provider"] == "github")
        .unwrap();
    assert_eq!(go["release"]["cve"], json!(["CVE-2024-24790"]));

    let third = watch_once(&fixture, &[]);
    third.expect_success();
    assert_eq!(third.stdout, "", "nothing runs twice");
}

#[test]
fn since_and_the_filters_choose_what_a_pass_runs() {
    let fixture = Fixture::new();
    let go = fixture.fake.add_project("github", "golang/go", json!({}));
    let pad = fixture.fake.add_project("npm", "left-pad", json!({}));
    for (project, version, date, extra) in [
        (&go, "1.20.0", "2023-02-01T00:00:00Z", json!({})),
        (
            &go,
            "1.22.0",
            "2024-02-06T00:00:00Z",
            json!({"cve": ["CVE-2024-1"]}),
        ),
        (
            &go,
            "1.23.0-rc.1",
            "2024-06-01T00:00:00Z",
            json!({"is_prerelease": true, "cve": ["CVE-2024-2"]}),
        ),
        (
            &go,
            "2.0.0",
            "2024-07-01T00:00:00Z",
            json!({"cve": ["CVE-2024-3"]}),
        ),
        (
            &go,
            "go1.21.9",
            "2024-07-02T00:00:00Z",
            json!({"cve": ["CVE-2024-5"]}),
        ),
        (
            &pad,
            "1.3.0",
            "2024-03-01T00:00:00Z",
            json!({"cve": ["CVE-2024-4"]}),
        ),
    ] {
        let mut release = json!({"version": version, "date": date});
        release
            .as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        fixture.fake.add_release(project, release, None);
    }
    let run = watch_once(
        &fixture,
        &[
            "--since",
            "2024-01-01",
            "--cve",
            "--no-prerelease",
            "--version",
            ">=1.22, <2",
            "--match",
            "^golang/",
        ],
    );
    run.expect_success();
    let ids: Vec<String> = events(&run.stdout)
        .iter()
        .map(|event| event["event_id"].as_str().unwrap().to_string())
        .collect();
    // go1.21.9 does not parse as a version, so it is outside the range.
    assert_eq!(ids, ["release:github/golang/go/1.22.0"], "{}", run.stderr);
    assert!(run.stderr.contains("4 filtered out"), "{}", run.stderr);
}

#[test]
fn unknown_projects_and_tags_and_bad_flags_are_named() {
    let fixture = Fixture::new();
    fixture.fake.add_project("github", "golang/go", json!({}));
    let unknown = watch_once(&fixture, &["--project", "github/nobody/nothing"]);
    assert_eq!(unknown.code, 4, "{}", unknown.stderr);
    assert!(
        unknown.stderr.contains("nobody/nothing"),
        "{}",
        unknown.stderr
    );
    let tag = watch_once(&fixture, &["--tag", "production"]);
    assert_eq!(tag.code, 4, "{}", tag.stderr);
    assert!(
        tag.stderr.contains("no tag named \"production\""),
        "{}",
        tag.stderr
    );
    for (flag, value, says) in [
        ("--version", ">=two", "--version \">=two\""),
        ("--match", "(", "--match \"(\""),
        ("--since", "yesterday", "--since \"yesterday\""),
        ("--exec", " ", "--exec is empty"),
    ] {
        let run = watch_once(&fixture, &[flag, value]);
        assert_eq!(run.code, 2, "{flag}: {}", run.stderr);
        assert!(run.stderr.contains(says), "{flag}: {}", run.stderr);
    }
    let state = fixture.sandbox.path().join("state");
    assert!(!state.join("release-watch.json").exists());
}

#[cfg(unix)]
#[test]
fn a_state_directory_others_may_write_to_is_refused() {
    use std::os::unix::fs::PermissionsExt as _;
    let fixture = Fixture::new();
    let state = fixture.sandbox.path().join("state");
    std::fs::create_dir(&state).unwrap();
    std::fs::set_permissions(&state, std::fs::Permissions::from_mode(0o777)).unwrap();
    let run = watch_once(&fixture, &[]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("is not private"), "{}", run.stderr);
    assert!(!state.join("release-watch.json").exists());
}

#[cfg(unix)]
mod receiver {
    use std::collections::BTreeMap;
    use std::time::{SystemTime, UNIX_EPOCH};

    use ward_fakes::releases::{Delivery, Webhook};

    use super::*;
    use crate::support::eventually;
    use crate::webhook_serve_support::{lines_of, Receiver};

    const ROUTES: &str = r#"
[routes.releases]
command = "read -r body; echo \"$WARD_RELEASE_EVENT_ID $WARD_RELEASE_VERSION $WARD_RELEASE_CVE $WARD_RELEASE_PRERELEASE ${TRACKER_SECRET:-hidden}\" >> runs.txt; echo \"$body\" >> bodies.txt"
shell = true
verify = "newreleases"
secrets = [{ env = "TRACKER_SECRET" }]
"#;

    const SECRET: &str = "tracker-webhook-secret-5e1f";

    fn now() -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_secs()
    }

    /// One delivery, sent again after a 503 as the tracker retries (the queue may be busy
    /// with a watcher's jobs for a moment).
    fn post(receiver: &Receiver, delivery: &Delivery) -> u16 {
        let headers: Vec<(&str, &str)> = delivery
            .headers
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str()))
            .collect();
        let body = std::str::from_utf8(&delivery.body).unwrap();
        let mut status = 0;
        for _ in 0..40 {
            status = receiver.post("/webhooks/releases", &headers, body).status;
            if status != 503 {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(250));
        }
        status
    }

    #[test]
    fn the_scheme_takes_the_trackers_signature_and_refuses_forgeries() {
        let fixture = Fixture::new();
        fixture.fake.add_project("github", "golang/go", json!({}));
        let routes = fixture.sandbox.write("routes.toml", ROUTES);
        let receiver = Receiver::start(
            &fixture.sandbox,
            &["--routes", routes.to_str().unwrap()],
            &[("TRACKER_SECRET", SECRET)],
        );
        // The fake pushes what it publishes, signed, as the tracker's integration does.
        fixture.fake.set_webhook(Some(Webhook {
            url: format!("http://{}/webhooks/releases", receiver.addr),
            secret: SECRET.into(),
        }));
        let published = fixture
            .fake
            .publish(
                "github",
                "golang/go",
                json!({"version": "go1.22.0", "cve": ["CVE-2024-1"]}),
            )
            .unwrap();
        let runs = fixture.sandbox.path().join("runs.txt");
        eventually("the pushed release's command", || {
            !lines_of(&runs).is_empty()
        });
        let body = published.body.clone();
        let good = Delivery::signed(body.clone(), SECRET, now());
        let mut tampered = good.clone();
        tampered.body = String::from_utf8(body.clone())
            .unwrap()
            .replace("go1.22.0", "go1.22.9")
            .into_bytes();
        let wrong = Delivery::signed(body.clone(), "not-the-secret", now());
        let stale = Delivery::signed(body.clone(), SECRET, now() - 301);
        let mut unsigned = good.clone();
        unsigned
            .headers
            .retain(|(name, _)| name != "X-NewReleases-Signature");
        let mut untimed = good.clone();
        untimed
            .headers
            .retain(|(name, _)| name != "X-NewReleases-Timestamp");
        let malformed = Delivery::signed(br#"{"provider":"github"}"#.to_vec(), SECRET, now());
        let answers: Vec<u16> = [
            &tampered, &wrong, &stale, &unsigned, &untimed, &malformed, &good, &good,
        ]
        .into_iter()
        .map(|delivery| post(&receiver, delivery))
        .collect();
        assert_eq!(answers, [401, 401, 401, 401, 401, 400, 202, 202]);
        let mut receiver = receiver;
        receiver.signal("TERM");
        assert_eq!(receiver.wait_exit(), Some(0));
        assert_eq!(
            lines_of(&runs),
            ["release:github/golang/go/go1.22.0 go1.22.0 CVE-2024-1 false hidden"],
            "one run for the push and its two redeliveries, with the release's variables"
        );
        let stdin: Value =
            serde_json::from_str(&lines_of(&fixture.sandbox.path().join("bodies.txt"))[0]).unwrap();
        assert_eq!(stdin, serde_json::from_slice::<Value>(&body).unwrap());
        let jobs = fixture
            .sandbox
            .cmd(["webhook", "jobs", "list", "-o", "json"])
            .run();
        jobs.expect_success();
        assert_eq!(
            jobs.json()["jobs"].as_array().unwrap().len(),
            1,
            "{}",
            jobs.stdout
        );
    }

    /// Pushes in shuffled order, some twice, polls while they arrive, one watcher killed
    /// with `kill -9` in its pass: every published release runs exactly once, checked
    /// against the fake's own log. Sized for CI (`bench/release-watch.sh` runs 2,000
    /// projects and 10,000 releases).
    #[test]
    fn push_and_poll_together_run_every_release_exactly_once() {
        const PROJECTS: usize = 60;
        const RELEASES: usize = 300;
        let fixture = Fixture::new();
        for index in 0..PROJECTS {
            fixture
                .fake
                .add_project("github", &format!("org/repo-{index:04}"), json!({}));
        }
        let state = fixture.sandbox.path().join("state");
        let state_arg = state.to_str().unwrap().to_string();
        // The first pass records what exists; the receiver then holds the directory.
        watch_once(&fixture, &[]).expect_success();
        let routes = fixture.sandbox.write("routes.toml", ROUTES);
        let receiver = Receiver::start(
            &fixture.sandbox,
            &[
                "--routes",
                routes.to_str().unwrap(),
                "--state-dir",
                &state_arg,
            ],
            &[("TRACKER_SECRET", SECRET)],
        );
        let mut deliveries = Vec::new();
        for number in 0..RELEASES {
            let project = format!("org/repo-{:04}", (number * 7) % PROJECTS);
            let delivery = fixture
                .fake
                .publish(
                    "github",
                    &project,
                    json!({"version": format!("v1.{number}.0")}),
                )
                .unwrap();
            // A third never arrives by push; the poll finds those.
            if number % 3 != 0 {
                deliveries.push(Delivery::signed(delivery.body, SECRET, now()));
            }
        }
        // Out of order, and every fifth twice.
        fastrand::seed(42);
        let mut shuffled = deliveries.clone();
        shuffled.extend(deliveries.iter().step_by(5).cloned());
        fastrand::shuffle(&mut shuffled);
        let (first_half, second_half) = shuffled.split_at(shuffled.len() / 2);
        for delivery in first_half {
            assert_eq!(post(&receiver, delivery), 202);
        }
        // A watcher killed part-way through its pass: what it queued stays, what it did not
        // is found by the next one.
        let mut killed = fixture
            .cmd(["release", "watch", "--once", "--state-dir", &state_arg])
            .process();
        killed
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null());
        let mut killed = crate::support::SpawnChild::spawn_child(&mut killed).unwrap();
        let releases_read = || {
            fixture
                .requests()
                .iter()
                .filter(|request| request.path.ends_with("/releases"))
                .count()
        };
        let before = releases_read();
        eventually("the watcher to be part-way through its pass", || {
            releases_read() >= before + PROJECTS / 3
        });
        killed.kill().unwrap();
        killed.wait().unwrap();
        // Polls overlapping the rest of the pushes.
        std::thread::scope(|scope| {
            scope.spawn(|| {
                for delivery in second_half {
                    assert_eq!(post(&receiver, delivery), 202);
                }
            });
            for _ in 0..2 {
                watch_once(&fixture, &[]).expect_success();
            }
        });
        let runs = fixture.sandbox.path().join("runs.txt");
        // Waited for as long as a hung receiver takes to show; what is missing then is
        // named below.
        let waited = std::time::Instant::now();
        while lines_of(&runs).len() < RELEASES && waited.elapsed() < crate::support::PATIENCE {
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        let mut receiver = receiver;
        receiver.signal("TERM");
        assert_eq!(receiver.wait_exit(), Some(0));
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        for line in lines_of(&runs) {
            let id = line.split_whitespace().next().unwrap().to_string();
            *counts.entry(id).or_default() += 1;
        }
        let published: Vec<String> = fixture
            .fake
            .published()
            .iter()
            .map(|release| {
                format!(
                    "release:github/{}/{}",
                    release["project"].as_str().unwrap(),
                    release["version"].as_str().unwrap()
                )
            })
            .collect();
        let missed: Vec<&String> = published
            .iter()
            .filter(|id| !counts.contains_key(*id))
            .collect();
        let twice: Vec<(&String, &usize)> = counts.iter().filter(|(_, n)| **n > 1).collect();
        let unknown: Vec<&String> = counts.keys().filter(|id| !published.contains(id)).collect();
        assert_eq!(
            (missed.len(), twice.len(), unknown.len()),
            (0, 0, 0),
            "missed {missed:?}, twice {twice:?}, never published {unknown:?}"
        );
        assert_eq!(published.len(), RELEASES);
    }
}
