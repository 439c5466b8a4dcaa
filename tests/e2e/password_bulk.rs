//! Bulk checks: prefixes grouped across the whole input and fetched once, answers in
//! input order, what was checked kept on a failure or Ctrl-C.

use std::collections::HashSet;
use std::fmt::Write as _;

use serde_json::Value;
use ward_fakes::passwords::{router, sha1_hex, PasswordOptions};
use ward_fakes::{spawn, RequestLog, Running};

use crate::support::{Run, Sandbox};

fn fake(options: PasswordOptions) -> (Running, RequestLog) {
    let (router, _) = router(options);
    let log = RequestLog::new();
    let running = spawn(log.layer(router));
    (running, log)
}

fn prefix_of(password: &str) -> String {
    sha1_hex(password)[..5].to_string()
}

fn lines(run: &Run) -> Vec<(u64, u64)> {
    run.stdout
        .lines()
        .map(|line| {
            let value: Value = serde_json::from_str(line).unwrap();
            (
                value["line"].as_u64().unwrap(),
                value["count"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// 20,000 lines cycling through 300 passwords: every repeat lies far beyond any chunk of
/// lines, and still each prefix is asked for once, with every answer in input order.
#[test]
fn each_prefix_is_fetched_once_across_the_whole_input_and_answers_keep_input_order() {
    let sandbox = Sandbox::new();
    let passwords: Vec<String> = (0..300).map(|i| format!("bulk-{i}")).collect();
    let known = passwords
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 3 == 0)
        .map(|(i, p)| (sha1_hex(p), i as u64 + 1))
        .collect();
    let (running, log) = fake(PasswordOptions {
        rows: 20,
        known,
        ..PasswordOptions::default()
    });
    let mut input = String::new();
    for line in 0..20_000 {
        writeln!(input, "{}", passwords[line % 300]).unwrap();
    }
    let run = sandbox
        .cmd(["password", "check", "--stdin", "-o", "ndjson"])
        .args(["--concurrency", "8"])
        .env("WARD_PASSWORDS_URL", &running.url)
        .stdin(input)
        .run();
    run.expect_code(10);
    let found = lines(&run);
    assert_eq!(found.len(), 20_000);
    for (index, (line, count)) in found.iter().enumerate() {
        assert_eq!(*line, index as u64 + 1);
        let password = index % 300;
        let expected = if password % 3 == 0 {
            password as u64 + 1
        } else {
            0
        };
        assert_eq!(*count, expected, "line {line}");
    }
    let distinct: HashSet<String> = passwords.iter().map(|p| prefix_of(p)).collect();
    assert_eq!(log.len(), distinct.len(), "one request per distinct prefix");
    assert_eq!(
        run.stderr,
        format!(
            "ward: checked 20,000 passwords ({n} ranges fetched for {n} distinct prefixes, \
             {n} requests): 6,667 pwned\n",
            n = distinct.len()
        )
    );
    for request in log.all() {
        let prefix = request.path.trim_start_matches("/range/");
        assert_eq!(prefix.len(), 5, "{}", request.path);
    }
}

/// The prefix of line 40 always fails: the run fails (exit 1), and the lines before it,
/// answered meanwhile, are printed in order with nothing after the gap.
#[test]
fn a_failing_prefix_keeps_the_lines_answered_before_it() {
    let sandbox = Sandbox::new();
    let passwords: Vec<String> = (0..60).map(|i| format!("partial-{i}")).collect();
    let failing = u32::from_str_radix(&prefix_of(&passwords[39]), 16).unwrap();
    let earlier: HashSet<String> = passwords[..39].iter().map(|p| prefix_of(p)).collect();
    assert!(!earlier.contains(&prefix_of(&passwords[39])));
    let (running, _) = fake(PasswordOptions {
        rows: 10,
        always_fail: HashSet::from([failing]),
        ..PasswordOptions::default()
    });
    let run = sandbox
        .cmd(["password", "check", "--stdin", "-o", "ndjson"])
        .args(["--retries", "1"])
        .env("WARD_PASSWORDS_URL", &running.url)
        .stdin(passwords.join("\n"))
        .run();
    run.expect_code(1);
    let found = lines(&run);
    let numbers: Vec<u64> = found.iter().map(|(line, _)| *line).collect();
    assert_eq!(numbers, (1..=39).collect::<Vec<_>>(), "{}", run.stderr);
    insta::with_settings!({filters => vec![(r"retrying in \d+ ms", "retrying in [DELAY] ms")]}, {
        crate::ward_snapshot!(run)
    });
}

/// Ctrl-C part-way: the JSON written is a complete array of the lines answered before it,
/// and the exit code is 130. A real SIGINT to the process is the point.
#[cfg(unix)]
#[test]
fn ctrl_c_during_a_check_writes_what_was_finished_and_exits_130() {
    use crate::support::{eventually, SpawnChild as _};
    use std::io::Write as _;
    use std::process::{Command, Stdio};
    use ward_fakes::hold::Hold;
    let sandbox = Sandbox::new();
    // Five ranges are answered; the sixth request waits at the fake until ward is done.
    let hold = Hold::after(5);
    let (router, _) = router(PasswordOptions {
        rows: 10,
        ..PasswordOptions::default()
    });
    let log = RequestLog::new();
    let running = spawn(hold.layer(log.layer(router)));
    let mut child = sandbox
        .cmd(["password", "check", "--stdin", "-o", "json"])
        .args(["--concurrency", "1"])
        .env("WARD_PASSWORDS_URL", &running.url)
        .process()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn_child()
        .unwrap();
    let input: String = (0..400).map(|i| format!("interrupted-{i}\n")).collect();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    // Interrupt once a few ranges have been served and the next is asked for.
    eventually("ward to ask for its sixth range", || {
        if let Some(status) = child.try_wait().unwrap() {
            panic!("ward ended before its sixth range: {status}");
        }
        hold.held() > 0
    });
    let signalled = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status_child()
        .unwrap();
    assert!(signalled.success());
    let output = child.wait_with_output().unwrap();
    hold.release();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(130), "{stderr}");
    let document: Value = serde_json::from_slice(&output.stdout).unwrap();
    let entries = document.as_array().unwrap();
    assert!(entries.len() < 400);
    for (index, entry) in entries.iter().enumerate() {
        assert_eq!(entry["line"], index as u64 + 1);
    }
    assert!(stderr.contains("interrupted"), "{stderr}");
}
