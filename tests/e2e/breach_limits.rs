//! The breach API's rate limit: 429s waited out or reported, and ward's own limiter shared
//! by processes run one after the other or side by side.

use std::time::Duration;

use ward_fakes::breaches::BreachOptions;

use crate::breach::{fake_with, ward};
use crate::support::{json_of, stderr_of, Sandbox};

#[test]
fn rate_limit_answers_are_waited_out_or_reported() {
    let sandbox = Sandbox::new();
    let fake = fake_with(BreachOptions::default());
    // With ward's own pacing turned off, the second request trips the fake's limiter.
    let output = ward(&sandbox, &fake)
        .env("WARD_BREACHES_INTERVAL_MS", "0")
        .args([
            "--retries",
            "0",
            "breach",
            "account",
            "gawker-fan",
            "account-exists@example.com",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(5), "{}", stderr_of(&output));
    assert!(stderr_of(&output).contains("429"));
    assert_eq!(fake.stats.rate_limited(), 1);

    // With retries, the Retry-After is waited out and the search completes.
    let sandbox = Sandbox::new();
    let fake = fake_with(BreachOptions::default());
    let output = ward(&sandbox, &fake)
        .env("WARD_BREACHES_INTERVAL_MS", "0")
        .args([
            "breach",
            "account",
            "gawker-fan",
            "account-exists@example.com",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    assert_eq!(fake.stats.rate_limited(), 1);
    assert_eq!(json_of(&output).as_array().unwrap().len(), 2);
}

/// The real rule (1,500 ms + 100 ms), no override: 20 separate processes one after the
/// other, as a shell loop would run them, and not one 429.
#[test]
fn twenty_back_to_back_processes_never_trip_the_limiter() {
    let sandbox = Sandbox::new();
    let fake = fake_with(BreachOptions::default());
    for round in 0..20 {
        let output = sandbox
            .ward()
            .env("WARD_BREACHES_URL", &fake.running.url)
            .args(["breach", "account", "account-exists@example.com", "-q"])
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(10),
            "round {round}: {}",
            stderr_of(&output)
        );
    }
    assert_eq!(fake.stats.rate_limited(), 0);
    assert_eq!(fake.stats.served(), 20);
}

/// Processes started together share the limiter through the cache directory.
#[test]
fn parallel_processes_share_the_limiter() {
    let sandbox = Sandbox::new();
    let fake = fake_with(BreachOptions {
        window: Duration::from_millis(300),
        ..BreachOptions::default()
    });
    let children: Vec<_> = (0..6)
        .map(|_| {
            let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("ward"));
            let template = ward(&sandbox, &fake);
            for (name, value) in template.get_envs() {
                match value {
                    Some(value) => command.env(name, value),
                    None => command.env_remove(name),
                };
            }
            command
                .env("WARD_BREACHES_INTERVAL_MS", "400")
                .args(["breach", "account", "account-exists@example.com", "-q"])
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for mut child in children {
        assert_eq!(child.wait().unwrap().code(), Some(10));
    }
    assert_eq!(fake.stats.rate_limited(), 0);
    assert_eq!(fake.stats.served(), 6);
}
