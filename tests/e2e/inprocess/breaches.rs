//! The breach and password services' nouns: breach, paste, password.

use std::time::Duration;

use ward::interrupt::Interrupts;
use ward_fakes::breaches::{router, BreachOptions};
use ward_fakes::hold::Hold;
use ward_fakes::passwords::{self, PasswordOptions};
use ward_fakes::{RequestLog, Running};

use crate::support::Sandbox;

const SUCCESS: u8 = 0;
const COMPROMISED: u8 = ward::error::exit::COMPROMISED;

fn breach_api() -> Running {
    let (router, _stats) = router(BreachOptions {
        window: Duration::from_millis(50),
        ..BreachOptions::default()
    });
    ward_fakes::spawn(router)
}

fn home(server: &Running) -> Sandbox {
    Sandbox::new()
        .var("WARD_BREACHES_URL", &server.url)
        .var("WARD_BREACHES_INTERVAL_MS", "60")
}

#[test]
fn breach_account_prints_a_table_and_the_attribution() {
    let server = breach_api();
    let run = home(&server).run(&["breach", "account", "multiple-breaches@example.com"]);
    assert_eq!(run.code, COMPROMISED, "{}", run.stderr);
    let adobe = run.stdout.find("Adobe").expect("Adobe is listed");
    let gawker = run.stdout.find("Gawker").expect("Gawker is listed");
    assert!(adobe < gawker, "{}", run.stdout);
    assert!(run.stderr.contains("CC BY 4.0"), "{}", run.stderr);
    // The attribution is for people: JSON output goes without it.
    let run = home(&server).run(&["breach", "account", "nobody@example.com", "--json"]);
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    assert_eq!(
        run.json(),
        serde_json::json!([{"account": "nobody@example.com", "pwned": false, "breaches": []}])
    );
    assert!(!run.stderr.contains("CC BY"), "{}", run.stderr);
}

#[test]
fn paste_account_prints_the_wrapped_shape() {
    let server = breach_api();
    let run = home(&server).run(&["paste", "account", "account-exists@example.com", "--json"]);
    assert_eq!(run.code, COMPROMISED, "{}", run.stderr);
    let document = run.json();
    assert_eq!(document[0]["account"], "account-exists@example.com");
    assert!(!document[0]["pastes"].as_array().unwrap().is_empty());
}

#[test]
fn password_range_prints_the_suffixes() {
    let hash = passwords::sha1_hex("password").to_ascii_uppercase();
    let (router, _stats) = passwords::router(PasswordOptions {
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
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    assert!(
        run.stdout.contains(&format!("{}:52256\n", &hash[5..])),
        "{}",
        run.stdout
    );
}

/// An interrupt part-way through a batch: what was searched is written as the one JSON
/// document, then the run ends with 130.
#[test]
fn an_interrupted_batch_writes_what_was_searched() {
    let (router, _stats) = router(BreachOptions {
        window: Duration::from_millis(50),
        ..BreachOptions::default()
    });
    let log = RequestLog::new();
    // The first search is answered; the second waits at the fake until the test is done.
    let hold = Hold::after(1);
    let server = ward_fakes::spawn(hold.layer(log.layer(router)));
    let (interrupts, trigger) = Interrupts::manual();
    let held = hold.clone();
    let watcher = std::thread::spawn(move || {
        // Once the second search is sent, the first answer has been taken in.
        held.wait_until_holding();
        trigger.interrupt();
        log
    });
    let sandbox = Sandbox::new()
        .var("WARD_BREACHES_URL", &server.url)
        .var("WARD_BREACHES_INTERVAL_MS", "60");
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
    let log = watcher.join().unwrap();
    hold.release();
    assert_eq!(run.code, 130, "{}", run.stderr);
    assert_eq!(log.len(), 1);
    let document = run.json();
    assert_eq!(document.as_array().unwrap().len(), 1, "{document}");
    assert_eq!(document[0]["account"], "account-exists@example.com");
    assert!(
        run.stderr
            .contains("interrupted: 1 of 3 accounts were searched"),
        "{}",
        run.stderr
    );
}

/// `--stdin` and `-` read the run's own standard input, not the test process's.
#[test]
fn piped_passwords_and_accounts_come_from_the_runs_stdin() {
    let hash = passwords::sha1_hex("password").to_ascii_uppercase();
    let (router, _stats) = passwords::router(PasswordOptions {
        rows: 5,
        known: vec![(hash, 52_256)],
        ..PasswordOptions::default()
    });
    let server = ward_fakes::spawn(router);
    let sandbox = Sandbox::new().var("WARD_PASSWORDS_URL", &server.url);
    let run = sandbox
        .cmd(["password", "check", "--stdin", "-o", "ndjson"])
        .stdin(b"\xef\xbb\xbfpassword\nnot-a-known-one\n".as_slice())
        .run();
    assert_eq!(run.code, COMPROMISED, "{}", run.stderr);
    let counts: Vec<u64> = run
        .stdout
        .lines()
        .map(|line| {
            serde_json::from_str::<serde_json::Value>(line).unwrap()["count"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert_eq!(counts, [52_256, 0], "{}", run.stdout);

    let breaches = breach_api();
    let sandbox = home(&breaches);
    let run = sandbox
        .cmd(["breach", "account", "-", "--json"])
        .stdin(b"\xef\xbb\xbfnobody@example.com\n".as_slice())
        .run();
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    assert_eq!(run.json()[0]["account"], "nobody@example.com");
}
