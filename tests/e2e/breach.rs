use std::time::Duration;

use serde_json::Value;
use ward::interrupt::Interrupts;
use ward_fakes::breaches::{router, BreachOptions, BreachStats};
use ward_fakes::hold::Hold;
use ward_fakes::{spawn, RequestLog, Running};

use crate::support::Sandbox;

pub const KEY: &str = "0123456789abcdef0123456789abcdef";

pub struct Fake {
    pub running: Running,
    pub stats: BreachStats,
    pub log: RequestLog,
}

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

/// A breach fake without its rate limiter, for tests that are not about the limiter: no
/// answer depends on how fast requests follow one another.
pub fn fast_fake() -> Fake {
    fake_with(BreachOptions {
        window: Duration::ZERO,
        ..BreachOptions::default()
    })
}

/// A sandbox whose runs search `fake`, with ward's own pacing off (the fake's limiter is
/// off too unless a test is about it).
pub fn home(fake: &Fake) -> Sandbox {
    Sandbox::new()
        .var("WARD_BREACHES_URL", &fake.running.url)
        .var("WARD_BREACHES_INTERVAL_MS", "0")
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
    let fake = fast_fake();
    let sandbox = home(&fake);
    // Sorted by title; sensitive and retired breaches are never returned, unverified ones
    // only on request; the data's licence is named on stderr.
    let run = sandbox.run(&["breach", "account", "multiple-breaches@example.com"]);
    crate::ward_snapshot!(run);

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
    let fake = fast_fake();
    let sandbox = home(&fake);
    // The service's own objects, HTML descriptions as sent; no attribution in machine
    // output, and nothing but the document on stdout.
    let run = sandbox.run(&[
        "breach",
        "account",
        "multiple-breaches@example.com",
        "-o",
        "json",
    ]);
    crate::ward_snapshot!("breached_json", run);
    let run = sandbox.run(&["breach", "account", "nobody@example.com", "--json"]);
    crate::ward_snapshot!("clean_json", run);
    let run = sandbox.run(&["breach", "account", "nobody@example.com"]);
    crate::ward_snapshot!("clean_table", run);
    // Only sensitive and retired breaches: the service answers 404.
    let run = sandbox.run(&["breach", "account", "sensitive-only@example.com"]);
    crate::ward_snapshot!("sensitive_only_table", run);
}

#[test]
fn query_flags_are_sent_and_honoured() {
    let fake = fast_fake();
    let sandbox = home(&fake);
    let run = |args: &[&str]| {
        let run = sandbox
            .cmd(["breach", "account", "multiple-breaches@example.com"])
            .args(["-o", "json"])
            .args(args)
            .run();
        run.expect_code(10);
        run.json()[0]["breaches"].clone()
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
    let run = sandbox.run(&[
        "breach",
        "account",
        "multiple-breaches@example.com",
        "--truncate",
    ]);
    crate::ward_snapshot!("truncated_table", run);
}

#[test]
fn accounts_are_trimmed_encoded_deduplicated_and_read_from_files() {
    let fake = fast_fake();
    let sandbox = home(&fake);
    let run = sandbox.run(&[
        "breach",
        "account",
        "  Odd/Name+Tag@Example.com \t",
        "--json",
    ]);
    run.expect_code(10);
    assert_eq!(
        fake.log.all()[0].path,
        "/api/v2/breachedaccount/Odd%2FName%2BTag%40Example.com"
    );

    crate::ward_snapshot!("blank", sandbox.run(&["breach", "account", "  "]));
    crate::ward_snapshot!(
        "empty",
        sandbox.run(&["breach", "account", "a@example.com", ""])
    );
    let empty = sandbox.write("empty.txt", "\n  \n");
    let run = sandbox
        .cmd(["breach", "account", "--file"])
        .arg(&empty)
        .run();
    crate::ward_snapshot!("empty_file", run);
    let missing = sandbox.path().join("missing.txt");
    let run = sandbox
        .cmd(["breach", "account", "--file"])
        .arg(&missing)
        .run();
    crate::ward_snapshot!("missing_file", run);
    assert_eq!(fake.log.len(), 1);

    let list = sandbox.write(
        "accounts.txt",
        "gawker-fan\n\nnobody@example.com\r\nGAWKER-FAN\n",
    );
    let run = sandbox
        .cmd(["breach", "account", "--file"])
        .arg(&list)
        .args(["--truncate", "--json"])
        .run();
    run.expect_code(10);
    assert_eq!(
        run.json(),
        serde_json::json!([
            {"account": "gawker-fan", "pwned": true, "breaches": [{"Name": "Gawker"}]},
            {"account": "nobody@example.com", "pwned": false, "breaches": []},
        ])
    );
    let run = sandbox
        .cmd(["breach", "account", "--file", "-", "-o", "ndjson"])
        .stdin("nobody@example.com\nother@example.com\n")
        .run();
    crate::ward_snapshot!("clean_ndjson", run);
    let run = sandbox
        .cmd(["breach", "account", "-o", "ndjson"])
        .args(["gawker-fan", "multiple-breaches@example.com", "--truncate"])
        .run();
    crate::ward_snapshot!("breached_ndjson", run);

    // A file saved with a byte-order mark: the mark is not part of the first account.
    let marked = sandbox.write("marked.txt", "\u{feff}gawker-fan\r\nnobody@example.com\r\n");
    let before = fake.log.len();
    let run = sandbox
        .cmd(["breach", "account", "--json", "--file"])
        .arg(&marked)
        .run();
    run.expect_code(10);
    assert_eq!(run.json()[0]["account"], "gawker-fan");
    assert_eq!(run.json()[0]["pwned"], true);
    assert_eq!(
        fake.log.all()[before].path,
        "/api/v2/breachedaccount/gawker-fan"
    );

    // `-` as the account reads accounts from standard input; it is never searched itself.
    let before = fake.log.len();
    let run = sandbox
        .cmd(["breach", "account", "-", "--json"])
        .stdin("gawker-fan\nnobody@example.com\n")
        .run();
    run.expect_code(10);
    let searched: Vec<Value> = run
        .json()
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
    let fake = fast_fake();
    let sandbox = home(&fake);
    // Every breach, its flags (sensitive, retired, spam list, fabricated, unverified)
    // shown; the attribution on stderr.
    crate::ward_snapshot!("list_table", sandbox.run(&["breach", "list"]));
    crate::ward_snapshot!("list_json", sandbox.run(&["breach", "list", "--json"]));
    crate::ward_snapshot!(
        "list_ndjson",
        sandbox.run(&["breach", "list", "-o", "ndjson"])
    );
    // The HTML description is rendered to text, links kept.
    crate::ward_snapshot!("get_table", sandbox.run(&["breach", "get", "Adobe"]));
    crate::ward_snapshot!(
        "get_json",
        sandbox.run(&["breach", "get", "Adobe", "-o", "json"])
    );
    crate::ward_snapshot!(
        "get_ndjson",
        sandbox.run(&["breach", "get", "Gawker", "-o", "ndjson"])
    );
    crate::ward_snapshot!(
        "get_not_found",
        sandbox.run(&["breach", "get", "NoSuchBreach"])
    );
    // Sorted, as the service sends them.
    crate::ward_snapshot!("dataclasses_table", sandbox.run(&["breach", "dataclasses"]));
    crate::ward_snapshot!(
        "dataclasses_json",
        sandbox.run(&["breach", "dataclasses", "-o", "json"])
    );
    crate::ward_snapshot!(
        "dataclasses_ndjson",
        sandbox.run(&["breach", "dataclasses", "-o", "ndjson"])
    );
}

#[test]
fn refusals_each_get_their_own_message() {
    // A Cloudflare block page: its title and ray id, never its HTML.
    let blocked = fake_with(BreachOptions {
        block: true,
        ..BreachOptions::default()
    });
    let run = home(&blocked).run(&["breach", "account", "a@example.com"]);
    crate::ward_snapshot!("blocked", run);

    let unavailable = fake_with(BreachOptions {
        unavailable: true,
        ..BreachOptions::default()
    });
    let run = home(&unavailable).run(&["--retries", "0", "breach", "list"]);
    crate::ward_snapshot!("unavailable", run);
}

/// A 400 from the service (an account it cannot take) is a usage error with its own message.
#[test]
fn an_account_the_service_refuses_is_a_usage_error() {
    use axum::http::StatusCode;
    let server = ward_fakes::spawn(axum::Router::new().fallback(|| async {
        (
            StatusCode::BAD_REQUEST,
            "Bad request: the account is not in an acceptable format.",
        )
    }));
    let sandbox = Sandbox::new()
        .var("WARD_BREACHES_URL", &server.url)
        .var("WARD_BREACHES_INTERVAL_MS", "0");
    crate::ward_snapshot!("account", sandbox.run(&["breach", "account", "x@y"]));
    // A request with no value of the user's: the 400 points at the base URL instead.
    crate::ward_snapshot!("list", sandbox.run(&["breach", "list"]));
}

/// A batch that fails part-way (here a 503 on the third request) still shows the accounts
/// searched before the failure, then exits with the failure's code.
#[test]
fn a_batch_that_fails_part_way_keeps_what_was_searched() {
    use axum::http::StatusCode;
    use axum::response::IntoResponse;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;
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
    for (command, format) in [
        ("breach", "table"),
        ("breach", "json"),
        ("breach", "ndjson"),
        ("paste", "table"),
        ("paste", "json"),
    ] {
        let server = serve();
        let run = Sandbox::new()
            .var("WARD_BREACHES_URL", &server.url)
            .var("WARD_BREACHES_INTERVAL_MS", "0")
            .cmd(["--retries", "0", "-o", format, command, "account"])
            .args(accounts)
            .run();
        crate::ward_snapshot!(format!("{command}_{format}"), run);
    }
}

#[test]
fn breach_account_prints_a_table_and_the_attribution() {
    let fake = fast_fake();
    let run = home(&fake).run(&["breach", "account", "multiple-breaches@example.com"]);
    assert_eq!(run.code, ward::error::exit::COMPROMISED, "{}", run.stderr);
    crate::ward_snapshot!("attribution_table", run);
    // The attribution is for people: JSON output goes without it.
    let run = home(&fake).run(&["breach", "account", "nobody@example.com", "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    crate::ward_snapshot!("attribution_json", run);
}

/// An interrupt part-way through a batch: what was searched is written as the one JSON
/// document, then the run ends with 130.
#[test]
fn an_interrupted_batch_writes_what_was_searched() {
    let (router, _stats) = router(BreachOptions {
        window: Duration::ZERO,
        ..BreachOptions::default()
    });
    let log = RequestLog::new();
    // The first search is answered; the second waits at the fake until the test is done.
    let hold = Hold::after(1);
    let server = ward_fakes::spawn(hold.layer(log.layer(router)));
    let (interrupts, trigger) = Interrupts::manual();
    let held = hold.clone();
    let ended = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let run_ended = ended.clone();
    let watcher = std::thread::spawn(move || {
        // Once the second search is sent, the first answer has been taken in. A run that
        // ends before that (a failure the asserts below report) is not waited on.
        while held.held() == 0 && !run_ended.load(std::sync::atomic::Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(5));
        }
        trigger.interrupt();
        log
    });
    let sandbox = Sandbox::new()
        .var("WARD_BREACHES_URL", &server.url)
        .var("WARD_BREACHES_INTERVAL_MS", "0");
    let run = sandbox
        .cmd([
            "breach",
            "account",
            "account-exists@example.com",
            "nobody@example.com",
            "gawker-fan",
            "--json",
        ])
        .interrupts(interrupts)
        .run();
    ended.store(true, std::sync::atomic::Ordering::SeqCst);
    let log = watcher.join().unwrap();
    hold.release();
    assert_eq!(log.len(), 1);
    crate::ward_snapshot!(run);
}

/// `--stdin` and `-` read the run's own standard input, not the test process's.
#[test]
fn piped_passwords_and_accounts_come_from_the_runs_stdin() {
    let hash = ward_fakes::passwords::sha1_hex("password").to_ascii_uppercase();
    let (router, _stats) = ward_fakes::passwords::router(ward_fakes::passwords::PasswordOptions {
        rows: 5,
        known: vec![(hash, 52_256)],
        ..ward_fakes::passwords::PasswordOptions::default()
    });
    let server = ward_fakes::spawn(router);
    let sandbox = Sandbox::new().var("WARD_PASSWORDS_URL", &server.url);
    let run = sandbox
        .cmd(["password", "check", "--stdin", "-o", "ndjson"])
        .stdin(b"\xef\xbb\xbfpassword\nnot-a-known-one\n".as_slice())
        .run();
    crate::ward_snapshot!("passwords", run);

    let breaches = fast_fake();
    let sandbox = home(&breaches);
    let run = sandbox
        .cmd(["breach", "account", "-", "--json"])
        .stdin(b"\xef\xbb\xbfnobody@example.com\n".as_slice())
        .run();
    crate::ward_snapshot!("accounts", run);
}

#[test]
fn a_terminal_gets_a_drawn_table_and_colour_that_no_color_turns_off() {
    let fake = fast_fake();
    let home = home(&fake);
    let account = ["breach", "account", "multiple-breaches@example.com"];
    let run = home.cmd(account).terminal(120).run();
    // A drawn table, in colour: a terminal without NO_COLOR.
    crate::ward_snapshot!("colour", run);
    assert!(run.stdout.contains("\x1b["), "{}", run.stdout);
    assert!(run.stdout.lines().all(|line| line.chars().count() <= 120));

    let run = home.cmd(account).terminal(120).env("NO_COLOR", "1").run();
    crate::ward_snapshot!("no_color", run);
    assert!(!run.stdout.contains("\x1b["), "{}", run.stdout);
}

#[test]
fn pipes_get_plain_columns_unless_colour_is_forced() {
    let fake = fast_fake();
    let home = home(&fake);
    let run = home.run(&["breach", "account", "multiple-breaches@example.com"]);
    crate::ward_snapshot!("plain", run);
    assert!(!run.stdout.contains('│') && !run.stdout.contains("\x1b["));
    // Colour in plain columns marks the flags worth attention: unverified ones here.
    let unverified = [
        "breach",
        "account",
        "multiple-breaches@example.com",
        "--include-unverified",
    ];
    crate::ward_snapshot!("unverified_plain", home.run(&unverified));
    crate::ward_snapshot!(
        "unverified_forced",
        home.cmd(unverified).env("CLICOLOR_FORCE", "1").run()
    );
    crate::ward_snapshot!(
        "unverified_never",
        home.cmd(["--color", "never"])
            .args(unverified)
            .env("CLICOLOR_FORCE", "1")
            .run()
    );
}

#[test]
fn a_narrow_terminal_wraps_the_table_to_its_width() {
    let fake = fast_fake();
    let home = home(&fake);
    let run = home
        .cmd([
            "--color",
            "never",
            "breach",
            "account",
            "multiple-breaches@example.com",
        ])
        .terminal(60)
        .run();
    crate::ward_snapshot!(run);
    for line in run.stdout.lines() {
        assert!(line.chars().count() <= 60, "{line}");
    }
}
