//! The breach API's rate limit: 429s waited out or reported, and ward's own limiter shared
//! by processes run one after the other or side by side.
//!
//! Nothing here depends on how fast the machine is. A 429 comes from a limiter window far
//! longer than any run, or from a script; the pacing is checked against a bound that holds
//! however slowly anything runs: a request is sent after its process starts, and the
//! requests ward sends are at least an interval apart, so the k-th request to arrive came
//! at least k-1 intervals after the first process started.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ward_fakes::breaches::BreachOptions;
use ward_fakes::scripted::{self, Canned};
use ward_fakes::RequestLog;

use crate::breach::{fake_with, home};
use crate::support::Sandbox;
use crate::support::SpawnChild as _;

#[test]
fn a_rate_limit_answer_is_reported_without_retries() {
    // A window no run outlasts: the second search is limited, whatever the machine's speed.
    let fake = fake_with(BreachOptions {
        window: Duration::from_secs(600),
        ..BreachOptions::default()
    });
    let run = home(&fake).run(&[
        "--retries",
        "0",
        "breach",
        "account",
        "gawker-fan",
        "account-exists@example.com",
    ]);
    crate::ward_snapshot!(run);
    assert_eq!(fake.stats.rate_limited(), 1);
    assert_eq!(fake.stats.served(), 1);
}

#[test]
fn a_rate_limit_answer_is_waited_out_and_the_search_completes() {
    // The second search is answered 429 once, then as usual.
    let gawker = r#"[{"Name":"Gawker","Title":"Gawker","Domain":"gawker.com"}]"#;
    let log = RequestLog::new();
    let server = ward_fakes::spawn(log.layer(scripted::router(vec![
        Canned::new(200, gawker).header("content-type", "application/json"),
        Canned::new(429, r#"{"statusCode":429,"message":"Rate limit is exceeded."}"#)
            .header("content-type", "application/json")
            .header("retry-after", "1"),
        Canned::new(200, gawker).header("content-type", "application/json"),
    ])));
    let run = Sandbox::new()
        .var("WARD_BREACHES_URL", &server.url)
        .var("WARD_BREACHES_INTERVAL_MS", "0")
        .run(&[
            "breach",
            "account",
            "gawker-fan",
            "account-exists@example.com",
            "--json",
        ]);
    // The pause is the Retry-After and a random jitter.
    insta::with_settings!({filters => vec![(r"retrying in [0-9.]+ s", "retrying in [DELAY] s")]}, {
        crate::ward_snapshot!(run)
    });
    let paths: Vec<String> = log.all().iter().map(|r| r.path.clone()).collect();
    assert_eq!(
        paths,
        [
            "/api/v2/breachedaccount/gawker-fan",
            "/api/v2/breachedaccount/account-exists%40example.com",
            "/api/v2/breachedaccount/account-exists%40example.com",
        ]
    );
}

/// A breach fake without a limiter that notes when each request arrives.
fn timed_fake() -> (ward_fakes::Running, Arc<Mutex<Vec<Instant>>>) {
    let (router, _stats) = ward_fakes::breaches::router(BreachOptions {
        window: Duration::ZERO,
        ..BreachOptions::default()
    });
    let arrivals = Arc::new(Mutex::new(Vec::new()));
    let noted = arrivals.clone();
    let router = router.layer(axum::middleware::from_fn(
        move |request: axum::extract::Request, next: axum::middleware::Next| {
            noted.lock().unwrap().push(Instant::now());
            next.run(request)
        },
    ));
    (ward_fakes::spawn(router), arrivals)
}

/// Fails unless the k-th request arrived at least k-1 `interval`s after `start`.
fn assert_paced(start: Instant, arrivals: &[Instant], interval: Duration) {
    let mut arrivals = arrivals.to_vec();
    arrivals.sort();
    for (k, arrival) in arrivals.iter().enumerate() {
        let after = arrival.duration_since(start);
        let k = u32::try_from(k).unwrap();
        assert!(
            after >= interval * k,
            "request {} arrived {after:?} after the first process started, before {:?}",
            k + 1,
            interval * k
        );
    }
}

/// The real rule (ward's default pacing, no override): separate processes one after the
/// other, as a shell loop would run them, never send two searches closer than the
/// service's 1,500 ms.
#[test]
fn back_to_back_processes_keep_the_services_pace() {
    let (server, arrivals) = timed_fake();
    let sandbox = Sandbox::new().var("WARD_BREACHES_URL", &server.url);
    let start = Instant::now();
    for round in 0..4 {
        let run = sandbox
            .cmd(["breach", "account", "account-exists@example.com", "-q"])
            .run_process();
        assert_eq!(run.code, 10, "round {round}: {}", run.stderr);
    }
    let arrivals = arrivals.lock().unwrap().clone();
    assert_eq!(arrivals.len(), 4);
    assert_paced(start, &arrivals, Duration::from_millis(1_500));
}

/// Processes started together share the limiter through the cache directory.
#[test]
fn parallel_processes_share_the_limiter() {
    let (server, arrivals) = timed_fake();
    let sandbox = Sandbox::new()
        .var("WARD_BREACHES_URL", &server.url)
        .var("WARD_BREACHES_INTERVAL_MS", "400");
    let start = Instant::now();
    let children: Vec<_> = (0..6)
        .map(|_| {
            sandbox
                .cmd(["breach", "account", "account-exists@example.com", "-q"])
                .process()
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn_child()
                .unwrap()
        })
        .collect();
    for mut child in children {
        assert_eq!(child.wait().unwrap().code(), Some(10));
    }
    let arrivals = arrivals.lock().unwrap().clone();
    assert_eq!(arrivals.len(), 6);
    assert_paced(start, &arrivals, Duration::from_millis(400));
}
