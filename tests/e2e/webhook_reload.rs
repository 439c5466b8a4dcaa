//! `ward webhook serve` reading its routes again, on SIGHUP and `ward webhook serve
//! --reload`: routes added, removed and changed while deliveries keep coming, a bad file
//! that keeps the old routes, and no delivery refused or run twice under a reload a
//! second.

use std::path::{Path, PathBuf};

use crate::support::{Run, Sandbox};
use crate::webhook_serve_support::{request, sandbox, Receiver, JOB_FILTERS, LOG_FILTERS, PAYLOAD};

/// Written beside and renamed over, as an editor or a deploy tool does, so the receiver
/// never reads half a file.
fn put(path: &Path, text: &str) {
    let next = path.with_extension("next");
    std::fs::write(&next, text).unwrap();
    std::fs::rename(&next, path).unwrap();
}

fn state_dir(sandbox: &Sandbox) -> PathBuf {
    sandbox.path().join("state")
}

/// `ward webhook serve --reload` for the receiver of the sandbox's state directory.
fn reload(sandbox: &Sandbox) -> Run {
    let dir = state_dir(sandbox);
    sandbox
        .cmd(["webhook", "serve", "--reload", "--state-dir"])
        .args([dir.to_str().unwrap()])
        .run()
}

/// A run pinned whole, with the receiver's clock, durations and job IDs filtered (and
/// `more`); its stdout sorted, since jobs end in their own time among the requests.
fn pin(name: &str, run: &Run, sort_stdout: bool, more: &[(&str, &str)]) {
    let mut run = run.clone();
    if sort_stdout {
        let mut lines: Vec<&str> = run.stdout.lines().collect();
        lines.sort_by_key(|line| sort_key(line));
        run.stdout = lines.iter().map(|line| format!("{line}\n")).collect();
    }
    let text = crate::support::snapshot::text(&run);
    let mut settings = insta::Settings::clone_current();
    for (pattern, replacement) in crate::support::snapshot::FILTERS
        .iter()
        .chain(LOG_FILTERS)
        .chain(JOB_FILTERS)
        .chain(more)
    {
        settings.add_filter(pattern, *replacement);
    }
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!(name, text));
}

/// A log line without what differs between runs: the time, the caller's port, job IDs.
fn sort_key(line: &str) -> String {
    let words: Vec<&str> = line
        .split(' ')
        .skip(1)
        .map(|word| {
            let hex = |text: &str| text.len() >= 20 && text.chars().all(|c| c.is_ascii_hexdigit());
            if word.starts_with("127.0.0.1:") {
                "[PEER]"
            } else if hex(word) || word.strip_prefix("job=").is_some_and(hex) {
                "[JOB]"
            } else {
                word
            }
        })
        .collect();
    words.join(" ")
}

fn status(receiver: &Receiver, route: &str) -> u16 {
    receiver
        .post(&format!("/webhooks/{route}"), &[], PAYLOAD)
        .status
}

#[test]
fn reload_adds_and_removes_routes_and_a_bad_file_keeps_the_old_ones() {
    let sandbox = sandbox();
    let routes = sandbox.path().join("routes.toml");
    let dir = state_dir(&sandbox);
    put(&routes, "[routes.alpha]\n\n[routes.beta]\n");

    // No receiver yet: nothing to reach, and nothing is sent.
    let nobody = reload(&sandbox);
    nobody.expect_code(2);
    pin("no_receiver", &nobody, false, &[]);

    let mut receiver = Receiver::in_process(
        &sandbox,
        &[
            "--routes",
            routes.to_str().unwrap(),
            "--state-dir",
            dir.to_str().unwrap(),
        ],
        &[],
    );
    assert_eq!(status(&receiver, "beta"), 200);
    assert_eq!(status(&receiver, "gamma"), 404);

    put(&routes, "[routes.alpha]\n\n[routes.gamma]\n");
    let added = reload(&sandbox);
    added.expect_code(0);
    pin("added_and_removed", &added, false, &[]);
    assert_eq!(status(&receiver, "gamma"), 200);
    let gone = receiver.post("/webhooks/beta", &[], PAYLOAD);
    assert_eq!(gone.status, 404);
    assert_eq!(gone.json()["error"], "no route named \"beta\"");
    let page = request(&receiver.addr, "GET", "/", &[], b"");
    assert!(page.body.contains("/webhooks/gamma"), "{}", page.body);
    assert!(!page.body.contains("/webhooks/beta"), "{}", page.body);

    // A file that does not parse, then one naming a program that does not exist: each is
    // refused with its place and fix, and the routes in use stay.
    put(&routes, "[routes.alpha]\n\n[routes.delta\n");
    let unparsed = reload(&sandbox);
    unparsed.expect_code(2);
    pin("refused_not_toml", &unparsed, false, &[]);
    put(
        &routes,
        "[routes.alpha]\ncommand = [\"no-such-program-ward-test\"]\n",
    );
    let missing = reload(&sandbox);
    missing.expect_code(2);
    pin("refused_missing_program", &missing, false, &[]);
    assert_eq!(status(&receiver, "alpha"), 200);
    assert_eq!(status(&receiver, "gamma"), 200);
    assert_eq!(status(&receiver, "delta"), 404);

    let stopped = receiver.stop();
    pin("receiver_output", &stopped, false, &[]);
    // Its record went with it.
    assert!(!dir.join("webhook-serve.reload.json").exists());
    reload(&sandbox).expect_code(2);
}

#[test]
fn reload_is_refused_a_record_or_token_that_is_not_the_receivers() {
    let sandbox = sandbox();
    let dir = state_dir(&sandbox);
    let receiver = Receiver::in_process(
        &sandbox,
        &["--route", "alpha", "--state-dir", dir.to_str().unwrap()],
        &[],
    );
    let record = dir.join("webhook-serve.reload.json");
    let text = std::fs::read_to_string(&record).unwrap();
    let recorded: serde_json::Value = serde_json::from_str(&text).unwrap();
    let address = recorded["ward_webhook_serve"]["address"].as_str().unwrap();
    let token = recorded["ward_webhook_serve"]["token"].as_str().unwrap();
    assert_eq!(token.len(), 64, "{text}");

    // The control port takes nothing without the token: a wrong one, an HTTP request,
    // an endless line.
    for sent in [
        format!("RELOAD {}\n", "0".repeat(64)),
        format!("RELOAD {}x\n", token),
        "GET / HTTP/1.1\r\nHost: x\r\n\r\n".to_string(),
        "x".repeat(10_000),
    ] {
        use std::io::{Read as _, Write as _};
        let mut stream = std::net::TcpStream::connect(address).unwrap();
        stream
            .set_read_timeout(Some(crate::support::PATIENCE))
            .unwrap();
        let _ = stream.write_all(sent.as_bytes());
        let _ = stream.shutdown(std::net::Shutdown::Write);
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer);
        assert_eq!(
            answer,
            "{\"reloaded\":false,\"message\":\"not a reload request with this receiver's token\",\"usage\":true}\n"
        );
    }
    assert!(
        !receiver.stderr().contains("routes read again"),
        "{}",
        receiver.stderr()
    );

    // A record that is not ward's is not trusted with the token.
    let elsewhere = text.replace(address, "192.0.2.1:9");
    std::fs::write(&record, elsewhere).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::set_permissions(&record, std::fs::Permissions::from_mode(0o600)).unwrap();
    }
    let refused = reload(&sandbox);
    refused.expect_code(2);
    pin("not_loopback", &refused, false, &[]);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::write(&record, &text).unwrap();
        std::fs::set_permissions(&record, std::fs::Permissions::from_mode(0o644)).unwrap();
        let readable = reload(&sandbox);
        readable.expect_code(2);
        pin(
            "readable_by_others",
            &readable,
            false,
            &[(r"(user|owner) \d+", "$1 [UID]")],
        );
    }
}

/// Unix: the routes run shell lines, and the reload is also told with SIGHUP.
#[cfg(unix)]
mod jobs {
    use std::collections::BTreeMap;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    use super::{pin, put, reload, state_dir};
    use crate::support::{eventually, eventually_within, Sandbox};
    use crate::webhook_serve_support::{lines_of, request, sandbox, Receiver, PAYLOAD};

    /// A route whose jobs say they started, wait for the file `release`, then write `tag`.
    fn waiting(name: &str, tag: &str, extra: &str) -> String {
        format!(
            "[routes.{name}]\ncommand = [\"sh\", \"-c\", \"echo \\\"start $WARD_JOB_ID\\\" >> runs.txt; while [ ! -e release ]; do sleep 0.02; done; echo \\\"{tag} $WARD_JOB_ID\\\" >> runs.txt\"]\n{extra}\n"
        )
    }

    fn posted(receiver: &Receiver, route: &str) -> String {
        let reply = receiver.post(&format!("/webhooks/{route}"), &[], PAYLOAD);
        assert_eq!(reply.status, 202, "{}", reply.body);
        reply.json()["job"].as_str().unwrap().to_string()
    }

    fn reloads_seen(receiver: &Receiver) -> usize {
        receiver
            .stderr()
            .matches("routes read again (SIGHUP)")
            .count()
    }

    fn hang_up(receiver: &Receiver) {
        let before = reloads_seen(receiver);
        receiver.signal("HUP");
        eventually("the routes to be read again", || {
            reloads_seen(receiver) > before
        });
    }

    #[test]
    fn sighup_changes_a_command_while_its_running_job_finishes_under_the_old_one() {
        let sandbox = sandbox();
        let routes = sandbox.path().join("routes.toml");
        let runs = sandbox.path().join("runs.txt");
        let dir = state_dir(&sandbox);
        let held = waiting("held", "held", "concurrency = 1");
        put(
            &routes,
            &format!("{}{held}", waiting("build", "old", "concurrency = 1")),
        );
        let mut receiver = Receiver::start(
            &sandbox,
            &[
                "--routes",
                "routes.toml",
                "--state-dir",
                dir.to_str().unwrap(),
            ],
            &[],
        );
        let first = posted(&receiver, "build");
        let running = posted(&receiver, "held");
        let queued = posted(&receiver, "held");
        eventually("both routes' first job to start", || {
            let lines = lines_of(&runs);
            lines.contains(&format!("start {first}")) && lines.contains(&format!("start {running}"))
        });

        // build runs another command, two at a time; held is gone; extra is new.
        put(
            &routes,
            "[routes.build]\ncommand = [\"sh\", \"-c\", \"echo \\\"new $WARD_JOB_ID\\\" >> runs.txt\"]\nconcurrency = 2\n\n[routes.extra]\n",
        );
        hang_up(&receiver);
        assert_eq!(
            receiver.post("/webhooks/held", &[], PAYLOAD).status,
            404,
            "a removed route is unknown"
        );
        assert_eq!(
            request(
                &receiver.addr,
                "POST",
                "/webhooks/extra",
                &[],
                PAYLOAD.as_bytes()
            )
            .status,
            200
        );
        let second = posted(&receiver, "build");
        eventually("the new command to run", || {
            lines_of(&runs).contains(&format!("new {second}"))
        });

        // The running jobs end under the routes they started with; the queued job of the
        // removed route waits.
        std::fs::write(sandbox.path().join("release"), "").unwrap();
        eventually("the running jobs to finish", || {
            let lines = lines_of(&runs);
            lines.contains(&format!("old {first}")) && lines.contains(&format!("held {running}"))
        });
        assert!(
            !lines_of(&runs).iter().any(|line| line.contains(&queued)),
            "{:?}",
            lines_of(&runs)
        );

        // held is back: its queued job runs, once.
        put(
            &routes,
            &format!("[routes.build]\ncommand = [\"sh\", \"-c\", \"echo \\\"new $WARD_JOB_ID\\\" >> runs.txt\"]\nconcurrency = 2\n\n{held}"),
        );
        hang_up(&receiver);
        eventually("the removed route's job to run once it is back", || {
            lines_of(&runs).contains(&format!("held {queued}"))
        });

        // A bad file keeps all of that.
        put(&routes, "[routes.build]\nconcurrency = 0\n");
        receiver.signal("HUP");
        eventually("the refusal", || {
            receiver.stderr().contains("routes not read again (SIGHUP)")
        });
        let third = posted(&receiver, "build");
        eventually("the kept route to run", || {
            lines_of(&runs).contains(&format!("new {third}"))
        });

        // Every job's end logged, so the shutdown finds none running.
        eventually("the last job's end to be logged", || {
            receiver
                .stdout()
                .iter()
                .filter(|line| line.contains(" exited exit=0 "))
                .count()
                == 5
        });
        receiver.signal("TERM");
        let finished = receiver.finished(&sandbox);
        // A job's end is logged a moment before its lane lets go of it, so the shutdown
        // may still count the last one as queued.
        pin(
            "sighup_output",
            &finished,
            true,
            &[(r"; \d+ queued job\(s\)", "; [N] queued job(s)")],
        );
        let mut lines = lines_of(&runs);
        lines.sort();
        let mut expected = vec![
            format!("start {first}"),
            format!("old {first}"),
            format!("start {running}"),
            format!("held {running}"),
            format!("start {queued}"),
            format!("held {queued}"),
            format!("new {second}"),
            format!("new {third}"),
        ];
        expected.sort();
        assert_eq!(
            lines, expected,
            "each job once, under the route it ran under"
        );
    }

    /// 32 connections deliver for as long as ten reloads take, a second apart, told by
    /// SIGHUP and `--reload` in turn; every other one gives the route other workers. None
    /// is refused and every accepted delivery runs once.
    fn load_through_reloads(sandbox: &Sandbox, queue: &[&str]) {
        let routes = sandbox.path().join("routes.toml");
        let runs = sandbox.path().join("runs.txt");
        let dir = state_dir(sandbox);
        let version = |turn: usize| {
            let (concurrency, other) = if turn.is_multiple_of(2) {
                (4, "[routes.other]\n")
            } else {
                (8, "")
            };
            format!(
                "[routes.load]\ncommand = [\"sh\", \"-c\", \"echo $WARD_JOB_ID >> runs.txt\"]\nconcurrency = {concurrency}\n\n{other}"
            )
        };
        put(&routes, &version(0));
        let mut args = vec![
            "--routes",
            "routes.toml",
            "--state-dir",
            dir.to_str().unwrap(),
        ];
        args.extend_from_slice(queue);
        let receiver = Receiver::start(sandbox, &args, &[]);

        let stop = Arc::new(AtomicBool::new(false));
        let accepted = Arc::new(Mutex::new(Vec::new()));
        let refused = Arc::new(Mutex::new(BTreeMap::<String, usize>::new()));
        let senders: Vec<_> = (0..32)
            .map(|_| {
                let (addr, stop) = (receiver.addr.clone(), Arc::clone(&stop));
                let (accepted, refused) = (Arc::clone(&accepted), Arc::clone(&refused));
                std::thread::spawn(move || {
                    while !stop.load(Ordering::Relaxed) {
                        let reply = request_once(&addr);
                        match reply {
                            Ok(job) => accepted.lock().unwrap().push(job),
                            Err(what) => *refused.lock().unwrap().entry(what).or_default() += 1,
                        }
                    }
                })
            })
            .collect();
        for turn in 1..=10 {
            std::thread::sleep(Duration::from_secs(1));
            put(&routes, &version(turn));
            if turn.is_multiple_of(2) {
                hang_up(&receiver);
            } else {
                let told = reload(sandbox);
                told.expect_code(0);
            }
        }
        stop.store(true, Ordering::Relaxed);
        for sender in senders {
            sender.join().unwrap();
        }
        let refused = refused.lock().unwrap().clone();
        assert!(refused.is_empty(), "refused: {refused:?}");
        let mut accepted = accepted.lock().unwrap().clone();
        assert!(accepted.len() > 100, "only {} accepted", accepted.len());
        accepted.sort();
        eventually_within(
            Duration::from_secs(300),
            "every accepted delivery to run",
            || lines_of(&runs).len() >= accepted.len(),
        );
        let mut ran = lines_of(&runs);
        ran.sort();
        assert_eq!(ran.len(), accepted.len(), "no job runs twice");
        assert!(ran == accepted, "the jobs run are the jobs accepted");
        let stderr = receiver.stderr();
        assert_eq!(
            stderr.matches("routes read again (").count(),
            10,
            "{stderr}"
        );
        let warnings: Vec<&str> = stderr
            .lines()
            .filter(|line| line.contains("warning:"))
            .collect();
        assert_eq!(
            warnings,
            ["ward: warning: no webhook secret is set, so these endpoints are open to everyone; set WEBHOOK_SECRET or --secret-file"],
            "{stderr}"
        );
    }

    /// One delivery on a connection of its own: its job, or what kept it from a 202.
    fn request_once(addr: &str) -> Result<String, String> {
        use std::io::{Read as _, Write as _};
        static SENT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let key = SENT.fetch_add(1, Ordering::Relaxed);
        let mut stream =
            std::net::TcpStream::connect(addr).map_err(|error| format!("connect: {error}"))?;
        stream
            .set_read_timeout(Some(crate::support::PATIENCE))
            .unwrap();
        let head = format!(
            "POST /webhooks/load HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nIdempotency-Key: load-{key}\r\nContent-Length: {}\r\n\r\n{PAYLOAD}",
            PAYLOAD.len()
        );
        stream
            .write_all(head.as_bytes())
            .map_err(|error| format!("write: {error}"))?;
        let mut raw = String::new();
        stream
            .read_to_string(&mut raw)
            .map_err(|error| format!("read: {error}"))?;
        let status = raw.get(..12).unwrap_or(&raw).to_string();
        if status != "HTTP/1.1 202" {
            return Err(status);
        }
        let body = raw.split_once("\r\n\r\n").map_or("", |(_, body)| body);
        let value: serde_json::Value =
            serde_json::from_str(body).map_err(|_| format!("not JSON: {body}"))?;
        value["job"]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| format!("no job: {body}"))
    }

    #[test]
    fn under_load_a_reload_a_second_refuses_nothing_and_runs_each_job_once() {
        load_through_reloads(&sandbox(), &[]);
    }

    #[test]
    fn on_a_redis_queue_a_reload_a_second_refuses_nothing_and_runs_each_job_once() {
        let sandbox = sandbox();
        let redis = crate::webhook_redis::Redis::start(sandbox.path());
        load_through_reloads(&sandbox, &["--queue", &redis.url]);
    }
}
