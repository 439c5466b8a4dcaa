use std::fmt::Write as _;

use axum::routing::get;
use axum::Router;
use serde_json::Value;
use ward_fakes::passwords::{
    fault_for, ntlm_hex, router, sha1_hex, PasswordOptions, PasswordStats,
};
use ward_fakes::{spawn, RequestLog, Running};

use crate::support::{Run, Sandbox};

struct Fake {
    running: Running,
    stats: PasswordStats,
    log: RequestLog,
}

fn fake(options: PasswordOptions) -> Fake {
    let (router, stats) = router(options);
    let log = RequestLog::new();
    let running = spawn(log.layer(router));
    Fake {
        running,
        stats,
        log,
    }
}

fn small(known: Vec<(String, u64)>) -> PasswordOptions {
    PasswordOptions {
        rows: 60,
        known,
        ..PasswordOptions::default()
    }
}

/// A sandbox whose runs ask the range API at `url`.
fn home(url: &str) -> Sandbox {
    Sandbox::new().var("WARD_PASSWORDS_URL", url)
}

fn ndjson(run: &Run) -> Vec<Value> {
    run.stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[test]
fn sha1_and_ntlm_vectors_are_found_by_their_prefix() {
    let fake = fake(small(vec![
        (
            "21BD12DC183F740EE76F27B78EB39C8AD972A757".to_string(),
            52_256,
        ),
        ("E19CCF75EE54E06B06A5907AF13CEF42".to_string(), 83_846),
    ]));
    let sandbox = home(&fake.running.url);
    let check = |args: &[&str], stdin: &str| {
        sandbox
            .cmd(["password", "check", "--stdin"])
            .args(args)
            .stdin(stdin)
            .run()
    };
    crate::ward_snapshot!("check_ndjson", check(&["-o", "ndjson"], "P@ssw0rd\n"));
    crate::ward_snapshot!(
        "check_ntlm_ndjson",
        check(&["--ntlm", "-o", "ndjson"], "P@ssw0rd")
    );
    let paths: Vec<String> = fake.log.all().iter().map(|r| r.path.clone()).collect();
    assert_eq!(paths, ["/range/21BD1", "/range/E19CC"]);
    assert_eq!(fake.log.all()[1].query.as_deref(), Some("mode=ntlm"));
    crate::ward_snapshot!("check_table", check(&[], "P@ssw0rd\nnot-in-the-range\n"));
    crate::ward_snapshot!(
        "check_json",
        check(&["-o", "json"], "P@ssw0rd\nnot-in-the-range\n")
    );

    // Padding rows (count 0) are never shown; the count of hashes goes to stderr.
    crate::ward_snapshot!("range_table", sandbox.run(&["password", "range", "21bd1"]));
    crate::ward_snapshot!(
        "range_ntlm_json",
        sandbox.run(&["password", "range", "E19CC", "--ntlm", "-o", "json"])
    );
    crate::ward_snapshot!(
        "range_ndjson",
        sandbox.run(&["password", "range", "E19CC", "--ntlm", "-o", "ndjson"])
    );
}

#[test]
fn only_five_character_prefixes_ever_leave_the_machine() {
    let passwords = [
        "letmein-99",
        "correct horse battery staple",
        " spaced ",
        "pässwörd",
        "qwerty",
    ];
    let fake = fake(small(vec![(sha1_hex("letmein-99"), 9_545_824)]));
    let sandbox = home(&fake.running.url);
    let input: String = passwords.iter().map(|p| format!("{p}\n")).collect();
    let mut secrets: Vec<String> = passwords.iter().map(|p| p.to_string()).collect();
    for password in passwords {
        for hash in [sha1_hex(password), ntlm_hex(password)] {
            secrets.push(hash[5..].to_string());
            secrets.push(hash[5..].to_ascii_lowercase());
            secrets.push(hash);
        }
    }
    let mut outputs = Vec::new();
    for extra in [
        &[][..],
        &["--ntlm"][..],
        &["--no-padding", "-o", "json"][..],
    ] {
        // What -v logs comes from the binary's log subscriber: this runs the binary.
        let run = sandbox
            .cmd(["-v", "password", "check", "--stdin"])
            .args(extra)
            .stdin(input.clone())
            .run_process();
        run.expect_code(if extra.contains(&"--ntlm") { 0 } else { 10 });
        outputs.push(run);
    }
    let log = fake.log.all();
    assert_eq!(log.len(), 15);
    for request in &log {
        let prefix = request.path.strip_prefix("/range/").unwrap();
        assert!(
            prefix.len() == 5 && prefix.bytes().all(|b| b.is_ascii_hexdigit()),
            "{}",
            request.path
        );
        assert!(matches!(request.query.as_deref(), None | Some("mode=ntlm")));
        assert!(request.body.is_empty());
        let everything = format!("{} {:?} {:?}", request.path, request.query, request.headers);
        for secret in &secrets {
            assert!(
                !everything.contains(secret.as_str()),
                "a password or hash was sent"
            );
        }
    }
    // Padding is asked for by default, and not with --no-padding.
    assert!(log[..10]
        .iter()
        .all(|r| r.header("add-padding") == Some("true")));
    assert!(log[10..].iter().all(|r| r.header("add-padding").is_none()));
    for run in &outputs {
        let all = format!("{}{}", run.stdout, run.stderr);
        for secret in &secrets {
            assert!(
                !all.contains(secret.as_str()),
                "a password or hash was printed"
            );
        }
    }
    assert!(
        outputs[0].stderr.contains("/range/"),
        "{}",
        outputs[0].stderr
    );
    assert_eq!(
        outputs[0].stdout,
        "    LINE  PWNED  COUNT\n       1  yes    9545824\n       2  no     0\n       \
         3  no     0\n       4  no     0\n       5  no     0\n"
    );
    assert_eq!(
        outputs[2].stdout,
        "[\n  {\"line\":1,\"pwned\":true,\"count\":9545824},\n  \
         {\"line\":2,\"pwned\":false,\"count\":0},\n  {\"line\":3,\"pwned\":false,\"count\":0},\n  \
         {\"line\":4,\"pwned\":false,\"count\":0},\n  {\"line\":5,\"pwned\":false,\"count\":0}\n]\n"
    );
}

#[test]
fn prefixes_are_fetched_once_and_min_count_sets_the_threshold() {
    let fake = fake(small(vec![
        (sha1_hex("rare"), 5),
        (sha1_hex("common"), 5_000),
    ]));
    let sandbox = home(&fake.running.url);
    let run = sandbox
        .cmd(["password", "check", "--stdin", "--min-count", "10"])
        .args(["-o", "ndjson"])
        .stdin("rare\ncommon\nrare\r\nnever-seen\ncommon")
        .run();
    run.expect_code(10);
    let verdicts = ndjson(&run);
    let summary: Vec<(u64, bool, u64)> = verdicts
        .iter()
        .map(|v| {
            (
                v["line"].as_u64().unwrap(),
                v["pwned"].as_bool().unwrap(),
                v["count"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            (1, false, 5),
            (2, true, 5_000),
            (3, false, 5),
            (4, false, 0),
            (5, true, 5_000)
        ]
    );
    assert_eq!(fake.log.len(), 3, "each distinct prefix is fetched once");
    let run = sandbox
        .cmd(["password", "check", "--stdin", "--min-count", "10000"])
        .stdin("rare\ncommon\n")
        .run();
    crate::ward_snapshot!("above_every_count", run);
}

/// Serve the same body for every prefix.
fn fixed_body(body: &'static str, content_type: &'static str) -> Running {
    spawn(Router::new().route(
        "/range/{prefix}",
        get(move || async move { ([("content-type", content_type)], body) }),
    ))
}

#[test]
fn bodies_that_are_not_ranges_are_errors_never_not_pwned() {
    let html = "<!DOCTYPE html><html><head><title>Hotel Wi-Fi login</title></head></html>";
    let truncated = "0018A45C4D1DEF81644B54AB7F969B88D65:3\r\n00D4F6E8FA6E";
    for (name, body, content_type) in [
        ("html", html, "text/html"),
        ("truncated", truncated, "text/plain"),
        ("empty", "", "text/plain"),
    ] {
        let server = fixed_body(body, content_type);
        let sandbox = home(&server.url);
        let run = sandbox
            .cmd(["--retries", "1", "password", "check", "--stdin"])
            .stdin("password\n")
            .run();
        insta::with_settings!({filters => vec![(r"retrying in \d+ ms", "retrying in [DELAY] ms")]}, {
            crate::ward_snapshot!(format!("{name}_check"), run)
        });
        let run = sandbox.run(&["--retries", "0", "password", "range", "5BAA6"]);
        crate::ward_snapshot!(format!("{name}_range"), run);
    }
}

#[test]
fn bad_inputs_are_usage_errors() {
    let fake = fake(small(vec![]));
    let sandbox = home(&fake.running.url);
    for (name, prefix) in [
        ("four", "5BAA"),
        ("six", "5BAA61"),
        ("not_hex", "GHIJK"),
        ("signed", "+5BAA"),
        ("empty", ""),
    ] {
        let run = sandbox.run(&["password", "range", prefix]);
        crate::ward_snapshot!(format!("range_{name}"), run);
    }
    let run = sandbox.run(&["password", "check"]);
    crate::ward_snapshot!("check_without_stdin", run);
    // Values clap refuses, and a password on the command line, are parse errors: the
    // binary's exit status is the point.
    for (name, args) in [
        (
            "min_count_0",
            &["password", "check", "--stdin", "--min-count", "0"][..],
        ),
        (
            "concurrency_0",
            &["password", "check", "--stdin", "--concurrency", "0"][..],
        ),
        (
            "password_as_argument",
            &["password", "check", "hunter2"][..],
        ),
    ] {
        let run = sandbox.cmd(args).stdin("x\n").run_process();
        crate::ward_snapshot!(name, run);
    }
    let run = sandbox
        .cmd(["password", "check", "--stdin", "--ntlm"])
        .stdin(b"fine\n\xff\xfe\n".to_vec())
        .run();
    crate::ward_snapshot!("not_utf8", run);
    let run = sandbox
        .cmd(["password", "check", "--stdin"])
        .stdin("")
        .run();
    crate::ward_snapshot!("no_input", run);
    assert!(fake
        .log
        .all()
        .iter()
        .all(|r| r.path.len() == "/range/XXXXX".len()));
}

/// 10,000 passwords while the server fails the first attempt at one prefix in 25 (503s,
/// dropped connections, garbage 200 bodies): every failure is retried and every count is
/// exact.
#[test]
fn a_check_under_injected_faults_completes_with_exact_counts() {
    let passwords: Vec<String> = (0..10_000).map(|i| format!("fault-test-{i}")).collect();
    let known: Vec<(String, u64)> = passwords
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 7 == 0)
        .map(|(i, p)| (sha1_hex(p), i as u64 + 1))
        .collect();
    let fault_every = 25;
    let faulty: std::collections::HashSet<u32> = passwords
        .iter()
        .map(|p| u32::from_str_radix(&sha1_hex(p)[..5], 16).unwrap())
        .filter(|prefix| fault_for(*prefix, fault_every).is_some())
        .collect();
    let fake = fake(PasswordOptions {
        rows: 40,
        known,
        fault_every,
        ..PasswordOptions::default()
    });
    let mut input = String::new();
    for password in &passwords {
        writeln!(input, "{password}").unwrap();
    }
    let run = home(&fake.running.url)
        .cmd(["password", "check", "--stdin", "-o", "ndjson"])
        .args(["--concurrency", "16"])
        .stdin(input)
        .run();
    run.expect_code(10);
    let verdicts = ndjson(&run);
    assert_eq!(verdicts.len(), 10_000);
    for (index, verdict) in verdicts.iter().enumerate() {
        assert_eq!(verdict["line"], index as u64 + 1);
        let expected = if index % 7 == 0 { index as u64 + 1 } else { 0 };
        assert_eq!(verdict["count"], expected, "line {}", index + 1);
        assert_eq!(verdict["pwned"], expected > 0);
    }
    assert!(!faulty.is_empty());
    assert_eq!(fake.stats.faults(), faulty.len() as u64);
}

/// Every prefix exists on the range API, so a 404 means the base URL names some other
/// server: a failure (exit 1) saying so, not "not found" (exit 4) and never "not pwned".
#[test]
fn a_404_from_the_range_server_points_at_the_base_url() {
    let server = spawn(Router::new());
    let sandbox = home(&server.url);
    for (name, args) in [
        ("not_found_check", &["password", "check", "--stdin"][..]),
        ("not_found_range", &["password", "range", "5BAA6"][..]),
    ] {
        let run = sandbox
            .cmd(["--retries", "0"])
            .args(args)
            .stdin("password\n")
            .run();
        crate::ward_snapshot!(name, run);
    }
}

/// `--stdin` on a terminal would echo every typed password: refused, with the prompt offered.
/// `script` (util-linux) gives ward a pseudo-terminal as standard input: the terminal
/// itself is the point, so this runs the binary.
#[test]
fn stdin_on_a_terminal_is_refused_so_passwords_are_not_echoed() {
    let sandbox = Sandbox::new();
    let cache = sandbox.path().join("cache");
    let output = crate::support::ward_on_terminal(
        "password check --stdin",
        &[
            ("HOME", sandbox.path().as_os_str()),
            ("WARD_CACHE_DIR", cache.as_os_str()),
            ("WARD_PASSWORDS_URL", "http://127.0.0.1:9".as_ref()),
        ],
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(2), "{text}");
    assert!(
        text.contains("typed on a terminal they would be echoed"),
        "{text}"
    );
    assert!(text.contains("without --stdin"), "{text}");
}

#[test]
fn password_range_prints_the_suffixes() {
    let hash = sha1_hex("password").to_ascii_uppercase();
    let (router, _stats) = router(PasswordOptions {
        rows: 5,
        known: vec![(hash.clone(), 52_256)],
        ..PasswordOptions::default()
    });
    let server = ward_fakes::spawn(router);
    let run = Sandbox::new().var("WARD_PASSWORDS_URL", &server.url).run(&[
        "password",
        "range",
        &hash[..5].to_ascii_lowercase(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains(&format!("{}:52256\n", &hash[5..])),
        "{}",
        run.stdout
    );
    crate::ward_snapshot!(run);
}
