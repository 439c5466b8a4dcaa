//! Secrets the receiver is given stay out of its commands' reach, and the Redis URL's
//! password is never printed, however the URL is spelled.

#[cfg(target_os = "linux")]
use crate::support::eventually;
#[cfg(target_os = "linux")]
use crate::webhook_serve_support::request;
use crate::webhook_serve_support::{sandbox, Receiver};

/// A command that copies its parent's start-up environment (what any process of the same
/// user can read) and its own.
#[cfg(target_os = "linux")]
const SNOOP: &str =
    r#"rec=tr '\0' '\n' < /proc/$PPID/environ > parent.txt; env > own.txt; echo done > done.txt"#;

#[cfg(target_os = "linux")]
fn snooped(dir: &std::path::Path) -> String {
    eventually("the command to run", || dir.join("done.txt").exists());
    let parent = std::fs::read_to_string(dir.join("parent.txt")).unwrap();
    let own = std::fs::read_to_string(dir.join("own.txt")).unwrap();
    assert!(parent.contains("PATH="), "{parent}");
    format!("{parent}\n{own}")
}

#[cfg(target_os = "linux")]
#[test]
fn hidden_variables_are_not_in_the_receivers_environment_either() {
    let sandbox = sandbox();
    let receiver = Receiver::start(
        &sandbox,
        &["--shell", "--route", SNOOP, "--hide-env", "DEPLOY_TOKEN"],
        &[
            ("WEBHOOK_SECRET", "secret-b7e1"),
            ("DEPLOY_TOKEN", "token-93fa"),
            ("KEPT", "kept-value"),
        ],
    );
    // The secret still guards the route after the receiver hid it.
    let wrong = receiver.post("/webhooks/rec", &[("X-Webhook-Secret", "nope")], "{}");
    assert_eq!(wrong.status, 403);
    let right = receiver.post(
        "/webhooks/rec",
        &[("X-Webhook-Secret", "secret-b7e1")],
        "{}",
    );
    assert_eq!(right.status, 202, "{}", right.body);
    let seen = snooped(sandbox.path());
    assert!(!seen.contains("secret-b7e1"), "{seen}");
    assert!(!seen.contains("token-93fa"), "{seen}");
    assert!(seen.contains("KEPT=kept-value"), "{seen}");
}

#[cfg(target_os = "linux")]
#[test]
fn the_redis_url_may_come_from_a_variable_and_is_hidden_too() {
    let sandbox = sandbox();
    let redis = crate::webhook_redis::Redis::start(sandbox.path());
    // The test Redis has no password; a query parameter stands in as the marker to look for.
    let url = format!("{}/0?marker=url-5c2d", redis.url);
    let receiver = Receiver::start(
        &sandbox,
        &["--shell", "--route", SNOOP],
        &[("WARD_QUEUE_URL", &url)],
    );
    eventually("the receiver to name its Redis queue", || {
        receiver.stderr().contains("Redis streams, shared")
    });
    assert_eq!(
        request(&receiver.addr, "GET", "/healthz", &[], b"").status,
        200
    );
    assert_eq!(receiver.post("/webhooks/rec", &[], "{}").status, 202);
    let seen = snooped(sandbox.path());
    assert!(!seen.contains("url-5c2d"), "{seen}");
}

#[test]
fn a_redis_password_is_masked_whatever_the_spelling() {
    let sandbox = sandbox();
    for (name, url) in [
        ("misspelt_scheme", "reddis://user:PW-7f3a@127.0.0.1:1"),
        ("capital_scheme", "REDIS://user:PW-7f3a@127.0.0.1:1"),
        ("leading_space", " redis://user:PW-7f3a@127.0.0.1:1"),
        ("http_scheme", "http://user:PW-7f3a@127.0.0.1:1"),
        ("socket_query", "redis+unix:///nowhere.sock?pass=PW-7f3a"),
    ] {
        let serve = sandbox
            .cmd(["webhook", "serve", "--port", "0", "--route", "a=true"])
            .args(["--queue", url])
            .run();
        let jobs = sandbox
            .cmd(["webhook", "jobs", "list", "--queue", url])
            .run();
        for (command, run) in [("serve", serve), ("jobs", jobs)] {
            let text = format!("{}{}", run.stdout, run.stderr);
            assert!(!text.contains("PW-7f3a"), "{url}: {text}");
            crate::ward_snapshot!(format!("{command}_{name}"), run);
        }
    }
    // From a file: the host is named, the password is not.
    let file = sandbox.write("queue-url", "redis://u:PW-7f3a@127.0.0.1:1\n");
    let run = sandbox
        .cmd(["webhook", "jobs", "list", "--queue-file"])
        .arg(&file)
        .run();
    assert!(!run.stderr.contains("PW-7f3a"), "{}", run.stderr);
    crate::ward_snapshot!("jobs_queue_file", run);
}

#[cfg(unix)]
#[test]
fn files_that_never_end_are_refused_at_once() {
    use crate::support::SpawnChild as _;
    let sandbox = sandbox();
    let fifo = sandbox.path().join("fifo");
    assert!(std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status_child()
        .unwrap()
        .success());
    for (name, flag, path) in [
        ("secret_file_fifo", "--secret-file", fifo.to_str().unwrap()),
        ("page_dev_zero", "--page", "/dev/zero"),
        ("routes_fifo", "--routes", fifo.to_str().unwrap()),
    ] {
        let mut args = vec!["webhook", "serve", "--port", "0", flag, path];
        if flag != "--routes" {
            args.extend(["--route", "a=true"]);
        }
        crate::ward_snapshot!(name, sandbox.cmd(args).run());
    }
}

/// Secrets of spaces, or set to nothing, would verify whatever is sent with them: the
/// receiver refuses to start with them, naming the variable or the file and line, never a
/// value. Variables are given to the process itself, which hides them by starting again.
#[test]
fn blank_secrets_stop_the_receiver_at_start() {
    let sandbox = sandbox();
    let spaces = sandbox.write("spaces.txt", "kept-secret-4f0e2c9a\n   \n");
    let crlf = sandbox.write("crlf.txt", " \t\r\n");
    let routes = sandbox.write(
        "routes.toml",
        "[routes.own]\nverify = \"github\"\nsecrets = [{ file = \"spaces.txt\" }]\n",
    );
    let routes_env = sandbox.write(
        "routes-env.toml",
        "[routes.own]\nverify = \"github\"\nsecrets = [{ env = \"GH_SECRET\" }]\n",
    );
    let (spaces, crlf) = (spaces.to_str().unwrap(), crlf.to_str().unwrap());
    let (routes, routes_env) = (routes.to_str().unwrap(), routes_env.to_str().unwrap());
    // A port already taken: a receiver that wrongly took the secret fails to listen at
    // once rather than serving until the test times out.
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let serve = |args: &[&str]| {
        sandbox
            .cmd(["webhook", "serve", "--host", "127.0.0.1", "--port", &port])
            .args(args.iter().copied())
    };
    for (name, run) in [
        (
            "secret_file_line_of_spaces",
            serve(&["--route", "a", "--secret-file", spaces]).run(),
        ),
        (
            "secret_file_line_of_blanks_and_cr",
            serve(&["--route", "a", "--verify", "slack", "--secret-file", crlf]).run(),
        ),
        (
            "route_secret_file_line_of_spaces",
            serve(&["--routes", routes]).run(),
        ),
        (
            "webhook_secret_of_a_space",
            serve(&["--route", "a", "--verify", "github"])
                .env("WEBHOOK_SECRET", " ")
                .run_process(),
        ),
        (
            "webhook_secret_of_a_space_for_the_hub",
            serve(&["--route", "a"])
                .env("WEBHOOK_SECRET", " ")
                .run_process(),
        ),
        (
            "webhook_secret_set_empty_for_the_hub",
            serve(&["--route", "a"])
                .env("WEBHOOK_SECRET", "")
                .run_process(),
        ),
        (
            "webhook_secret_set_empty_for_github",
            serve(&["--route", "a", "--verify", "github"])
                .env("WEBHOOK_SECRET", "")
                .run_process(),
        ),
        (
            "route_secret_variable_of_tabs",
            serve(&["--routes", routes_env])
                .env("GH_SECRET", "\t\t")
                .run_process(),
        ),
    ] {
        assert_eq!(run.code, 2, "{name}: {}", run.stderr);
        assert!(
            !run.stderr.contains("kept-secret"),
            "{name}: {}",
            run.stderr
        );
        assert_eq!(run.stderr.lines().count(), 2, "{name}: {}", run.stderr);
        crate::ward_snapshot!(name, run);
    }
}

/// A secret short enough to guess starts the receiver, with a warning naming where it was
/// read (a Standard Webhooks secret by its decoded key), once however many routes use it.
#[test]
fn short_secrets_are_warned_of_at_start() {
    let sandbox = sandbox();
    let std_file = sandbox.write(
        "std.txt",
        "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw\nwhsec_AAECAw==\n",
    );
    let routes = sandbox.write(
        "routes.toml",
        "[routes.std]\nverify = \"standard\"\nsecrets = [{ file = \"std.txt\" }]\n\n[routes.hub]\n\n[routes.gh]\nverify = \"github\"\n",
    );
    let mut receiver = Receiver::in_process(
        &sandbox,
        &["--routes", routes.to_str().unwrap()],
        &[("WEBHOOK_SECRET", "s3cret")],
    );
    let run = receiver.stop();
    let warnings: Vec<&str> = run
        .stderr
        .lines()
        .filter(|line| line.starts_with("ward: warning: the secret from"))
        .collect();
    assert_eq!(
        warnings,
        vec![
            "ward: warning: the secret from WEBHOOK_SECRET is 6 bytes, shorter than 16: it can be guessed from one signed delivery; use 32 random bytes or more (openssl rand -hex 32)",
            &format!("ward: warning: the secret from line 2 of {} is 4 bytes, shorter than 16: it can be guessed from one signed delivery; use 32 random bytes or more (openssl rand -hex 32)", std_file.display()),
        ],
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("s3cret"), "{}", run.stderr);
}
