//! Release-tracker benchmark: `cargo bench --bench releases`.
//!
//! Prints wall times; asserts nothing about them. Measures
//! - `ward project list --all` over 200 pages with 50 ms of server latency per request,
//!   next to a sequential baseline (the same client fetching one page after another),
//!   and checks both stay inside the fake's rate-limit budget;
//! - the median wall time of `ward --version` and of `ward project get` against a local fake.

use std::process::Command;
use std::time::{Duration, Instant};

use ward::clients::releases::{Credentials, ProjectQuery, RateBudget, ReleasesClient};
use ward::http::{Http, HttpSettings};
use ward::secret::Secret;
use ward_fakes::releases::{seed, Options, ReleasesFake};

const KEY: &str = "bench-key";
const PAGES: usize = 200;
const PAGE_SIZE: usize = 10;
const LATENCY: Duration = Duration::from_millis(50);
const BUDGET: u64 = 1000;
const RUNS: usize = 31;

fn ward() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ward"));
    for (name, _) in std::env::vars_os() {
        if name.to_string_lossy().starts_with("WARD_") {
            command.env_remove(name);
        }
    }
    command
        .env("WARD_NO_PROMPT", "1")
        .env("WARD_RELEASES_KEY", KEY);
    command
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn ms(duration: Duration) -> String {
    format!("{:.1} ms", duration.as_secs_f64() * 1000.0)
}

fn main() {
    let fake = ReleasesFake::new(Options {
        page_size: PAGE_SIZE,
        rate_limit: Some(BUDGET),
        window: Duration::from_secs(3600),
        latency: LATENCY,
        ..Options::default()
    });
    seed(&fake, KEY, PAGES * PAGE_SIZE, 0);
    let server = ward_fakes::spawn(fake.router());
    println!(
        "release tracker fake: {} projects in {PAGES} pages of {PAGE_SIZE}, {} latency per request, budget {BUDGET} units/window",
        PAGES * PAGE_SIZE,
        ms(LATENCY)
    );

    // Concurrent: the binary with --all.
    let started = Instant::now();
    let output = ward()
        .env("WARD_RELEASES_URL", &server.url)
        .args(["project", "list", "--all", "-o", "json"])
        .output()
        .expect("run ward");
    let concurrent = started.elapsed();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let document: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let count = document["projects"].as_array().map_or(0, Vec::len);
    assert_eq!(count, PAGES * PAGE_SIZE);
    let concurrent_429 = fake.rate_limited();
    let requests = fake.log().len();

    // Sequential baseline: the same client, one page after another, with a fresh budget.
    fake.set_rate_limit(Some(BUDGET), Duration::from_secs(3600));
    fake.log().clear();
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let sequential = runtime.block_on(async {
        let http = Http::new(HttpSettings::default(), None).expect("client");
        let client = ReleasesClient::new(
            http,
            server.url.parse().expect("url"),
            Credentials::Key(Secret::new(KEY)),
            RateBudget::new(None),
        );
        let query = ProjectQuery::default();
        let started = Instant::now();
        let mut total = 0;
        for page in 1..=PAGES as u64 {
            total += client
                .projects_page(&query, page)
                .await
                .expect("page")
                .projects
                .len();
        }
        assert_eq!(total, PAGES * PAGE_SIZE);
        started.elapsed()
    });
    let sequential_429 = fake.rate_limited() - concurrent_429;

    println!(
        "project list --all ({PAGES} pages, {requests} requests): {}",
        ms(concurrent)
    );
    println!(
        "sequential baseline ({PAGES} pages one after another): {}",
        ms(sequential)
    );
    println!(
        "speed-up: {:.1}x (target >= 5x); 429 answers: {concurrent_429} concurrent, {sequential_429} sequential; {requests} of {BUDGET} budget units used",
        sequential.as_secs_f64() / concurrent.as_secs_f64()
    );
    drop(server);

    // Latency of single commands against a fake without delay.
    let quick = ReleasesFake::new(Options::default());
    seed(&quick, KEY, 5, 0);
    let server = ward_fakes::spawn(quick.router());
    let mut version = Vec::new();
    let mut get = Vec::new();
    for _ in 0..RUNS {
        let started = Instant::now();
        let status = ward().arg("--version").output().expect("run ward").status;
        version.push(started.elapsed());
        assert!(status.success());
        let started = Instant::now();
        let output = ward()
            .env("WARD_RELEASES_URL", &server.url)
            .args(["project", "get", "github/group/project-0", "-o", "json"])
            .output()
            .expect("run ward");
        get.push(started.elapsed());
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    println!(
        "ward --version median of {RUNS}: {} (target < 5 ms)",
        ms(median(version))
    );
    println!("ward project get median of {RUNS}: {}", ms(median(get)));
}
