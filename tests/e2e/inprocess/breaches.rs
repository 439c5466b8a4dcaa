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

/// The breach fake without its limiter: no answer depends on how fast requests follow
/// each other.
fn breach_api() -> Running {
    let (router, _stats) = router(BreachOptions {
        window: Duration::ZERO,
        ..BreachOptions::default()
    });
    ward_fakes::spawn(router)
}

fn home(server: &Running) -> Sandbox {
    Sandbox::new()
        .var("WARD_BREACHES_URL", &server.url)
        .var("WARD_BREACHES_INTERVAL_MS", "0")
}

#[test]
fn breach_account_prints_a_table_and_the_attribution() {
    let server = breach_api();
    let run = home(&server).run(&["breach", "account", "multiple-breaches@example.com"]);
    assert_eq!(run.code, COMPROMISED, "{}", run.stderr);
    crate::ward_snapshot!("breach_table", run);
    // The attribution is for people: JSON output goes without it.
    let run = home(&server).run(&["breach", "account", "nobody@example.com", "--json"]);
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    crate::ward_snapshot!("breach_json", run);
}

#[test]
fn paste_account_prints_the_wrapped_shape() {
    let server = breach_api();
    let run = home(&server).run(&["paste", "account", "account-exists@example.com", "--json"]);
    assert_eq!(run.code, COMPROMISED, "{}", run.stderr);
    crate::ward_snapshot!(run);
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
    crate::ward_snapshot!(run);
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
    crate::ward_snapshot!("passwords", run);

    let breaches = breach_api();
    let sandbox = home(&breaches);
    let run = sandbox
        .cmd(["breach", "account", "-", "--json"])
        .stdin(b"\xef\xbb\xbfnobody@example.com\n".as_slice())
        .run();
    crate::ward_snapshot!("accounts", run);
}
