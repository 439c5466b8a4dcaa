use std::time::Duration;

use serde_json::Value;
use ward_fakes::breaches::{router, BreachOptions, BreachStats};
use ward_fakes::{spawn, RequestLog, Running};

use crate::support::{json_of, stderr_of, stdout_of, Sandbox};

pub const KEY: &str = "0123456789abcdef0123456789abcdef";

pub struct Fake {
    pub running: Running,
    pub stats: BreachStats,
    pub log: RequestLog,
}

/// A breach fake with a short limiter window, so tests that are not about the limiter
/// stay fast; `ward` is told the matching interval.
pub fn fake_with(options: BreachOptions) -> Fake {
    let (router, stats) = router(options);
    let log = RequestLog::new();
    let running = spawn(log.layer(router));
    Fake {
        running,
        stats,
        log,
    }
}

pub fn fast_fake() -> Fake {
    fake_with(BreachOptions {
        window: Duration::from_millis(100),
        ..BreachOptions::default()
    })
}

pub fn ward(sandbox: &Sandbox, fake: &Fake) -> assert_cmd::Command {
    let mut command = sandbox.ward();
    command
        .env("WARD_BREACHES_URL", &fake.running.url)
        .env("WARD_BREACHES_INTERVAL_MS", "150");
    command
}

pub fn names(document: &Value) -> Vec<String> {
    document
        .as_array()
        .expect("an array")
        .iter()
        .map(|breach| breach["Name"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn breached_account_exits_10_with_a_sorted_table_and_attribution() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let output = ward(&sandbox, &fake)
        .args(["breach", "account", "multiple-breaches@example.com"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    let stdout = stdout_of(&output);
    let adobe = stdout.find("Adobe").unwrap();
    let gawker = stdout.find("Gawker").unwrap();
    assert!(adobe < gawker, "{stdout}");
    // Sensitive and retired breaches are never returned; unverified ones only on request.
    for hidden in ["Private Club", "Old Store", "Shady Shop", "Fake Forum"] {
        assert!(!stdout.contains(hidden), "{stdout}");
    }
    assert!(stdout.contains("152,445,165") && stdout.contains("verified"));
    assert!(stderr_of(&output).contains("Have I Been Pwned (https://haveibeenpwned.com)"));
    assert!(stderr_of(&output).contains("CC BY 4.0"));

    let request = &fake.log.all()[0];
    assert_eq!(
        request.path,
        "/api/v2/breachedaccount/multiple-breaches%40example.com"
    );
    let query = request.query.clone().unwrap();
    assert!(query.contains("truncateResponse=false"), "{query}");
    assert!(query.contains("includeUnverified=false"), "{query}");
    assert!(request.header("user-agent").unwrap().starts_with("ward/"));
}

#[test]
fn json_wraps_the_services_own_objects_even_for_one_account() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let output = ward(&sandbox, &fake)
        .args([
            "breach",
            "account",
            "multiple-breaches@example.com",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10));
    let wrapped = json_of(&output);
    assert_eq!(wrapped[0]["account"], "multiple-breaches@example.com");
    assert_eq!(wrapped[0]["pwned"], true);
    assert_eq!(wrapped.as_array().unwrap().len(), 1);
    let document = wrapped[0]["breaches"].clone();
    assert_eq!(names(&document), ["Adobe", "Gawker"]);
    assert!(document[0]["Description"]
        .as_str()
        .unwrap()
        .contains("<em>"));
    assert_eq!(document[0]["IsVerified"], true);
    // No attribution in machine output, and nothing but the document on stdout.
    assert!(!stderr_of(&output).contains("CC BY"));

    let output = ward(&sandbox, &fake)
        .args(["breach", "account", "nobody@example.com", "--json"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", stderr_of(&output));
    assert_eq!(
        json_of(&output),
        serde_json::json!([{"account": "nobody@example.com", "pwned": false, "breaches": []}])
    );

    let output = ward(&sandbox, &fake)
        .args(["breach", "account", "nobody@example.com"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert!(stdout_of(&output).contains("not pwned"));
    // Only sensitive and retired breaches: the service answers 404.
    ward(&sandbox, &fake)
        .args(["breach", "account", "sensitive-only@example.com"])
        .assert()
        .code(0);
}

#[test]
fn query_flags_are_sent_and_honoured() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let run = |args: &[&str]| {
        let output = ward(&sandbox, &fake)
            .args([
                "breach",
                "account",
                "multiple-breaches@example.com",
                "-o",
                "json",
            ])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
        json_of(&output)[0]["breaches"].clone()
    };
    assert_eq!(
        names(&run(&["--include-unverified"])),
        ["Adobe", "Fake Forum", "Gawker", "Shady Shop"]
            .iter()
            .map(|t| t.replace(' ', ""))
            .collect::<Vec<_>>()
    );
    let truncated = run(&["--truncate"]);
    assert_eq!(
        truncated,
        serde_json::json!([{"Name": "Adobe"}, {"Name": "Gawker"}])
    );
    assert_eq!(names(&run(&["--domain", "adobe.com"])), ["Adobe"]);
    let queries: Vec<String> = fake
        .log
        .all()
        .iter()
        .filter_map(|r| r.query.clone())
        .collect();
    assert!(queries[0].contains("includeUnverified=true"));
    assert!(queries[1].contains("truncateResponse=true"));
    assert!(queries[2].contains("domain=adobe.com"));
}

#[test]
fn accounts_are_trimmed_encoded_deduplicated_and_read_from_files() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let output = ward(&sandbox, &fake)
        .args([
            "breach",
            "account",
            "  Odd/Name+Tag@Example.com \t",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    assert_eq!(
        fake.log.all()[0].path,
        "/api/v2/breachedaccount/Odd%2FName%2BTag%40Example.com"
    );

    ward(&sandbox, &fake)
        .args(["breach", "account", "  "])
        .assert()
        .code(2);
    ward(&sandbox, &fake)
        .args(["breach", "account", "a@example.com", ""])
        .assert()
        .code(2);
    let empty = sandbox.write("empty.txt", "\n  \n");
    ward(&sandbox, &fake)
        .args(["breach", "account", "--file", empty.to_str().unwrap()])
        .assert()
        .code(2);
    ward(&sandbox, &fake)
        .args(["breach", "account", "--file", "missing.txt"])
        .assert()
        .code(2);
    assert_eq!(fake.log.len(), 1);

    let list = sandbox.write(
        "accounts.txt",
        "gawker-fan\n\nnobody@example.com\r\nGAWKER-FAN\n",
    );
    let output = ward(&sandbox, &fake)
        .args([
            "breach",
            "account",
            "--file",
            list.to_str().unwrap(),
            "--truncate",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10));
    assert_eq!(
        json_of(&output),
        serde_json::json!([
            {"account": "gawker-fan", "pwned": true, "breaches": [{"Name": "Gawker"}]},
            {"account": "nobody@example.com", "pwned": false, "breaches": []},
        ])
    );
    let output = ward(&sandbox, &fake)
        .args(["breach", "account", "--file", "-", "-o", "ndjson"])
        .write_stdin("nobody@example.com\nother@example.com\n")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    let lines: Vec<Value> = stdout_of(&output)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[1]["account"], "other@example.com");
    assert_eq!(lines[1]["pwned"], false);

    // A file saved with a byte-order mark: the mark is not part of the first account.
    let marked = sandbox.write("marked.txt", "\u{feff}gawker-fan\r\nnobody@example.com\r\n");
    let before = fake.log.len();
    let output = ward(&sandbox, &fake)
        .args([
            "breach",
            "account",
            "--file",
            marked.to_str().unwrap(),
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    assert_eq!(json_of(&output)[0]["account"], "gawker-fan");
    assert_eq!(json_of(&output)[0]["pwned"], true);
    assert_eq!(
        fake.log.all()[before].path,
        "/api/v2/breachedaccount/gawker-fan"
    );

    // `-` as the account reads accounts from standard input; it is never searched itself.
    let before = fake.log.len();
    let output = ward(&sandbox, &fake)
        .args(["breach", "account", "-", "--json"])
        .write_stdin("gawker-fan\nnobody@example.com\n")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    let searched: Vec<Value> = json_of(&output)
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["account"].clone())
        .collect();
    assert_eq!(searched, ["gawker-fan", "nobody@example.com"]);
    let paths: Vec<String> = fake.log.all()[before..]
        .iter()
        .map(|r| r.path.clone())
        .collect();
    assert_eq!(
        paths,
        [
            "/api/v2/breachedaccount/gawker-fan",
            "/api/v2/breachedaccount/nobody%40example.com"
        ]
    );
}

#[test]
fn breach_list_get_and_dataclasses() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let output = ward(&sandbox, &fake)
        .args(["breach", "list", "--json"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let all = names(&json_of(&output));
    assert_eq!(all.len(), 7);
    assert_eq!(all[0], "Adobe");

    let output = ward(&sandbox, &fake)
        .args(["breach", "list"])
        .output()
        .unwrap();
    let stdout = stdout_of(&output);
    for flag in [
        "sensitive",
        "retired",
        "spam list",
        "fabricated",
        "unverified",
    ] {
        assert!(stdout.contains(flag), "{flag} missing:\n{stdout}");
    }
    assert!(stderr_of(&output).contains("CC BY 4.0"));

    let output = ward(&sandbox, &fake)
        .args(["breach", "get", "Adobe"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let stdout = stdout_of(&output);
    // The HTML description is rendered to text, links kept.
    assert!(stdout.contains("encrypted password"), "{stdout}");
    assert!(!stdout.contains("<em>"));
    assert!(stdout.contains("(https://krebsonsecurity.com/"));
    assert!(stderr_of(&output).contains("haveibeenpwned.com"));

    let output = ward(&sandbox, &fake)
        .args(["breach", "get", "Adobe", "-o", "json"])
        .output()
        .unwrap();
    assert_eq!(json_of(&output)["PwnCount"], 152_445_165);
    let output = ward(&sandbox, &fake)
        .args(["breach", "get", "NoSuchBreach"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(4));
    assert!(stderr_of(&output).contains("NoSuchBreach"));

    let output = ward(&sandbox, &fake)
        .args(["breach", "dataclasses", "-o", "json"])
        .output()
        .unwrap();
    let classes = json_of(&output);
    let classes: Vec<&str> = classes
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    let mut sorted = classes.clone();
    sorted.sort_unstable();
    assert_eq!(classes, sorted);
    assert!(classes.contains(&"Password hints"));
}

#[test]
fn refusals_each_get_their_own_message() {
    let sandbox = Sandbox::new();
    let blocked = fake_with(BreachOptions {
        block: true,
        ..BreachOptions::default()
    });
    let output = ward(&sandbox, &blocked)
        .args(["breach", "account", "a@example.com"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(3));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("403") && stderr.contains("Attention Required! | Cloudflare"),
        "{stderr}"
    );
    assert!(stderr.contains("8a1b2c3d4e5f6789-AMS"), "{stderr}");
    assert!(
        !stderr.contains("<html") && !stderr.contains("Error 1020"),
        "{stderr}"
    );

    let unavailable = fake_with(BreachOptions {
        unavailable: true,
        ..BreachOptions::default()
    });
    let output = ward(&sandbox, &unavailable)
        .args(["--retries", "0", "breach", "list"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr_of(&output).contains("unavailable (503)"),
        "{}",
        stderr_of(&output)
    );
}

/// A 400 from the service (an account it cannot take) is a usage error with its own message.
#[test]
fn an_account_the_service_refuses_is_a_usage_error() {
    use axum::http::StatusCode;
    let sandbox = Sandbox::new();
    let server = ward_fakes::spawn(axum::Router::new().fallback(|| async {
        (
            StatusCode::BAD_REQUEST,
            "Bad request: the account is not in an acceptable format.",
        )
    }));
    let output = sandbox
        .ward()
        .env("WARD_BREACHES_URL", &server.url)
        .env("WARD_BREACHES_INTERVAL_MS", "0")
        .args(["breach", "account", "x@y"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("refused the account \"x@y\" as not in an acceptable format (400)"),
        "{stderr}"
    );
    // A request with no value of the user's: the 400 points at the base URL instead.
    let output = sandbox
        .ward()
        .env("WARD_BREACHES_URL", &server.url)
        .env("WARD_BREACHES_INTERVAL_MS", "0")
        .args(["breach", "list"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("refused the request for the breach list (400)")
            && stderr.contains("WARD_BREACHES_URL")
            && !stderr.contains("username"),
        "{stderr}"
    );
}

/// A batch that fails part-way (here a 503 on the third request) still shows the accounts
/// searched before the failure, then exits with the failure's code.
#[test]
fn a_batch_that_fails_part_way_keeps_what_was_searched() {
    use axum::http::StatusCode;
    use axum::response::IntoResponse;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;
    let sandbox = Sandbox::new();
    let serve = || {
        let seen = Arc::new(AtomicUsize::new(0));
        ward_fakes::spawn(axum::Router::new().fallback(move || {
            let seen = seen.clone();
            async move {
                match seen.fetch_add(1, Ordering::SeqCst) {
                    0 => (
                        [("content-type", "application/json")],
                        r#"[{"Name":"Adobe","Title":"Adobe","Domain":"adobe.com"}]"#,
                    )
                        .into_response(),
                    1 => StatusCode::NOT_FOUND.into_response(),
                    _ => (StatusCode::SERVICE_UNAVAILABLE, "Service Unavailable").into_response(),
                }
            }
        }))
    };
    let accounts = ["one@example.com", "two@example.com", "three@example.com"];
    for (command, format) in [("breach", "table"), ("breach", "json"), ("paste", "json")] {
        let server = serve();
        let output = sandbox
            .ward()
            .env("WARD_BREACHES_URL", &server.url)
            .env("WARD_BREACHES_INTERVAL_MS", "0")
            .args(["--retries", "0", "-o", format, command, "account"])
            .args(accounts)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{}", stderr_of(&output));
        let stderr = stderr_of(&output);
        assert!(stderr.contains("503"), "{stderr}");
        assert!(stderr.contains("only 2 "), "{stderr}");
        let stdout = stdout_of(&output);
        if format == "json" {
            let document: Value = serde_json::from_str(&stdout).unwrap();
            let searched: Vec<(&str, bool)> = document
                .as_array()
                .unwrap()
                .iter()
                .map(|e| {
                    (
                        e["account"].as_str().unwrap(),
                        e["pwned"].as_bool().unwrap(),
                    )
                })
                .collect();
            assert_eq!(
                searched,
                [("one@example.com", true), ("two@example.com", false)]
            );
        } else {
            assert!(stdout.contains("one@example.com") && stdout.contains("Adobe"));
            assert!(stdout.contains("two@example.com"), "{stdout}");
            assert!(!stdout.contains("three@example.com"), "{stdout}");
        }
    }
}
