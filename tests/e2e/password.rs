use std::fmt::Write as _;

use axum::routing::get;
use axum::Router;
use serde_json::Value;
use ward_fakes::passwords::{
    fault_for, ntlm_hex, router, sha1_hex, PasswordOptions, PasswordStats,
};
use ward_fakes::{spawn, RequestLog, Running};

use crate::support::{json_of, stderr_of, stdout_of, Sandbox};

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

fn ward(sandbox: &Sandbox, url: &str) -> assert_cmd::Command {
    let mut command = sandbox.ward();
    command.env("WARD_PASSWORDS_URL", url);
    command
}

fn ndjson(output: &std::process::Output) -> Vec<Value> {
    stdout_of(output)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[test]
fn sha1_and_ntlm_vectors_are_found_by_their_prefix() {
    let sandbox = Sandbox::new();
    let fake = fake(small(vec![
        (
            "21BD12DC183F740EE76F27B78EB39C8AD972A757".to_string(),
            52_256,
        ),
        ("E19CCF75EE54E06B06A5907AF13CEF42".to_string(), 83_846),
    ]));
    let url = &fake.running.url;
    let output = ward(&sandbox, url)
        .args(["password", "check", "--stdin", "-o", "ndjson"])
        .write_stdin("P@ssw0rd\n")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    assert_eq!(
        ndjson(&output),
        [serde_json::json!({"line": 1, "pwned": true, "count": 52_256})]
    );
    let output = ward(&sandbox, url)
        .args(["password", "check", "--stdin", "--ntlm", "-o", "ndjson"])
        .write_stdin("P@ssw0rd")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10));
    assert_eq!(ndjson(&output)[0]["count"], 83_846);
    let paths: Vec<String> = fake.log.all().iter().map(|r| r.path.clone()).collect();
    assert_eq!(paths, ["/range/21BD1", "/range/E19CC"]);
    assert_eq!(fake.log.all()[1].query.as_deref(), Some("mode=ntlm"));

    let output = ward(&sandbox, url)
        .args(["password", "range", "21bd1"])
        .output()
        .unwrap();
    assert!(output.status.success());
    assert!(stdout_of(&output).contains("2DC183F740EE76F27B78EB39C8AD972A757:52256\n"));
    // Padding rows (count 0) are never shown.
    assert!(!stdout_of(&output).contains(":0\n"));
    let output = ward(&sandbox, url)
        .args(["password", "range", "E19CC", "--ntlm", "-o", "json"])
        .output()
        .unwrap();
    let document = json_of(&output);
    assert_eq!(document["prefix"], "E19CC");
    assert_eq!(document["mode"], "ntlm");
    assert!(document["entries"]
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["suffix"] == "F75EE54E06B06A5907AF13CEF42" && e["count"] == 83_846));
}

#[test]
fn only_five_character_prefixes_ever_leave_the_machine() {
    let sandbox = Sandbox::new();
    let passwords = [
        "letmein-99",
        "correct horse battery staple",
        " spaced ",
        "pässwörd",
        "qwerty",
    ];
    let fake = fake(small(vec![(sha1_hex("letmein-99"), 9_545_824)]));
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
        let output = ward(&sandbox, &fake.running.url)
            .args(["-v", "password", "check", "--stdin"])
            .args(extra)
            .write_stdin(input.clone())
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(if extra.contains(&"--ntlm") { 0 } else { 10 })
        );
        outputs.push(output);
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
    for output in &outputs {
        let all = format!("{}{}", stdout_of(output), stderr_of(output));
        for secret in &secrets {
            assert!(
                !all.contains(secret.as_str()),
                "a password or hash was printed"
            );
        }
    }
    let table = stdout_of(&outputs[0]);
    assert!(table.starts_with("    LINE  PWNED  COUNT\n"), "{table}");
    assert!(table.contains("       1  yes    9545824\n"), "{table}");
    let document = json_of(&outputs[2]);
    assert_eq!(document.as_array().unwrap().len(), 5);
    assert_eq!(
        document[0],
        serde_json::json!({"line": 1, "pwned": true, "count": 9_545_824})
    );
    assert_eq!(document[3]["pwned"], false);
}

#[test]
fn prefixes_are_fetched_once_and_min_count_sets_the_threshold() {
    let sandbox = Sandbox::new();
    let fake = fake(small(vec![
        (sha1_hex("rare"), 5),
        (sha1_hex("common"), 5_000),
    ]));
    let output = ward(&sandbox, &fake.running.url)
        .args([
            "password",
            "check",
            "--stdin",
            "--min-count",
            "10",
            "-o",
            "ndjson",
        ])
        .write_stdin("rare\ncommon\nrare\r\nnever-seen\ncommon")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10));
    let verdicts = ndjson(&output);
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
    let output = ward(&sandbox, &fake.running.url)
        .args(["password", "check", "--stdin", "--min-count", "10000"])
        .write_stdin("rare\ncommon\n")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert!(stderr_of(&output).contains("0 pwned"));
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
    let sandbox = Sandbox::new();
    let html = "<!DOCTYPE html><html><head><title>Hotel Wi-Fi login</title></head></html>";
    let truncated = "0018A45C4D1DEF81644B54AB7F969B88D65:3\r\n00D4F6E8FA6E";
    for (body, content_type, expect) in [
        (html, "text/html", "Hotel Wi-Fi login"),
        (truncated, "text/plain", "line 2"),
        ("", "text/plain", "empty"),
    ] {
        let server = fixed_body(body, content_type);
        let output = ward(&sandbox, &server.url)
            .args(["--retries", "1", "password", "check", "--stdin"])
            .write_stdin("password\n")
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{}", stderr_of(&output));
        let stderr = stderr_of(&output);
        assert!(
            stderr.contains("unusable answer") && stderr.contains(expect),
            "{stderr}"
        );
        assert!(
            !stdout_of(&output).contains(" no "),
            "never reported as not pwned"
        );
        let output = ward(&sandbox, &server.url)
            .args(["--retries", "0", "password", "range", "5BAA6"])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1));
    }
}

#[test]
fn bad_inputs_are_usage_errors() {
    let sandbox = Sandbox::new();
    let fake = fake(small(vec![]));
    let url = &fake.running.url;
    for prefix in ["5BAA", "5BAA61", "GHIJK", "+5BAA", ""] {
        let output = ward(&sandbox, url)
            .args(["password", "range", prefix])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{prefix}");
        assert!(stderr_of(&output).contains("5 hexadecimal characters"));
    }
    let output = ward(&sandbox, url)
        .args(["password", "check"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr_of(&output).contains("--stdin"));
    for args in [
        &["password", "check", "--stdin", "--min-count", "0"][..],
        &["password", "check", "--stdin", "--concurrency", "0"][..],
        &["password", "check", "hunter2"][..],
    ] {
        ward(&sandbox, url)
            .args(args)
            .write_stdin("x\n")
            .assert()
            .code(2);
    }
    let output = ward(&sandbox, url)
        .args(["password", "check", "--stdin", "--ntlm"])
        .write_stdin(b"fine\n\xff\xfe\n".to_vec())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr_of(&output).contains("line 2"),
        "{}",
        stderr_of(&output)
    );
    ward(&sandbox, url)
        .args(["password", "check", "--stdin"])
        .write_stdin("")
        .assert()
        .code(2);
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
    let sandbox = Sandbox::new();
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
    let output = ward(&sandbox, &fake.running.url)
        .args([
            "password",
            "check",
            "--stdin",
            "-o",
            "ndjson",
            "--concurrency",
            "16",
        ])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    let verdicts = ndjson(&output);
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
    let sandbox = Sandbox::new();
    let server = spawn(Router::new());
    for args in [
        &["password", "check", "--stdin"][..],
        &["password", "range", "5BAA6"][..],
    ] {
        let output = ward(&sandbox, &server.url)
            .args(["--retries", "0"])
            .args(args)
            .write_stdin("password\n")
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        let stderr = stderr_of(&output);
        assert!(
            stderr.contains("404") && stderr.contains("WARD_PASSWORDS_URL"),
            "{stderr}"
        );
        assert!(!stdout_of(&output).contains(" no "));
    }
}

/// `--stdin` on a terminal would echo every typed password: refused, with the prompt offered.
/// `script` (util-linux) gives ward a pseudo-terminal as standard input.
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
fn status_lines_start_with_ward() {
    let fake = fake(small(vec![]));
    let sandbox = Sandbox::new();
    let output = ward(&sandbox, &fake.running.url)
        .args(["password", "range", "5BAA6"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let stderr = stderr_of(&output);
    assert!(
        stderr
            .lines()
            .any(|line| line.starts_with("ward: ") && line.contains("hashes under 5BAA6")),
        "{stderr}"
    );
}
