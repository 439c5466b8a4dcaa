//! Release-tracker benchmark: `cargo bench --bench releases`.
//!
//! Prints wall times; asserts nothing about them. Measures
//! - `ward project list --all` over 200 pages with 50 ms of server latency per request,
//!   next to an `xargs -P32 curl`-style baseline (32 workers, each fetching the next page
//!   as soon as it has one, no pacing) and a sequential baseline (the same client fetching
//!   one page after another), with the 429 answers each got;
//! - the median wall time of `ward --version` and of `ward project get` against a local fake,
//!   and of the same `project get` with `--jq` (the start-up cost of the expression).

use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use ward_client::http::{Http, HttpSettings};
use ward_client::releases::{Credentials, ProjectQuery, RateBudget, ReleasesClient};
use ward_client::secret::Secret;
use ward_fakes::releases::{seed, Options, ReleasesFake};

const KEY: &str = "bench-key";
const PAGES: usize = 200;
const PAGE_SIZE: usize = 10;
const LATENCY: Duration = Duration::from_millis(50);
const BUDGET: u64 = 1000;
const RUNS: usize = 31;
/// Workers of the `xargs -P32 curl`-style baseline.
const PARALLEL: usize = 32;

/// Fetch pages 1..=PAGES with `PARALLEL` workers taking the next page number as soon as
/// they are free, as `seq 1 200 | xargs -P32 -I{} curl ...?page={}` does: no budget, no
/// retries. Bounded: each page is asked for once.
async fn parallel_baseline(base: &str) -> (Duration, usize) {
    let client = reqwest::Client::new();
    let next = Arc::new(AtomicU64::new(1));
    let started = Instant::now();
    let workers: Vec<_> = (0..PARALLEL)
        .map(|_| {
            let client = client.clone();
            let next = Arc::clone(&next);
            let base = base.trim_end_matches('/').to_string();
            tokio::spawn(async move {
                let mut projects = 0;
                loop {
                    let page = next.fetch_add(1, Ordering::Relaxed);
                    if page > PAGES as u64 {
                        return projects;
                    }
                    let response = client
                        .get(format!("{base}/v1/projects?page={page}"))
                        .header("x-key", KEY)
                        .send()
                        .await
                        .expect("request");
                    let document: serde_json::Value = response.json().await.unwrap_or_default();
                    projects += document["projects"].as_array().map_or(0, Vec::len);
                }
            })
        })
        .collect();
    let mut projects = 0;
    for worker in workers {
        projects += worker.await.expect("worker");
    }
    (started.elapsed(), projects)
}

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

    // `xargs -P32 curl`-style baseline, with a fresh budget.
    fake.set_rate_limit(Some(BUDGET), Duration::from_secs(3600));
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let before = fake.rate_limited();
    let (parallel, parallel_projects) = runtime.block_on(parallel_baseline(&server.url));
    let parallel_429 = fake.rate_limited() - before;

    // Sequential baseline: the same client, one page after another, with a fresh budget.
    fake.set_rate_limit(Some(BUDGET), Duration::from_secs(3600));
    fake.log().clear();
    let before = fake.rate_limited();
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
    let sequential_429 = fake.rate_limited() - before;

    println!(
        "project list --all ({PAGES} pages, {requests} requests): {}",
        ms(concurrent)
    );
    println!(
        "xargs -P{PARALLEL} curl-style baseline ({PAGES} pages, {parallel_projects} projects): {}",
        ms(parallel)
    );
    println!(
        "sequential baseline ({PAGES} pages one after another): {}",
        ms(sequential)
    );
    println!(
        "ward vs xargs -P{PARALLEL}: {:.2}x its time (target <= 1.00x); ward vs sequential: {:.1}x faster (target >= 5x)",
        concurrent.as_secs_f64() / parallel.as_secs_f64(),
        sequential.as_secs_f64() / concurrent.as_secs_f64()
    );
    println!(
        "429 answers: ward {concurrent_429}, xargs-style {parallel_429}, sequential {sequential_429}; ward used {requests} of {BUDGET} budget units"
    );
    drop(server);

    // Latency of single commands against a fake without delay.
    let quick = ReleasesFake::new(Options::default());
    seed(&quick, KEY, 5, 0);
    let server = ward_fakes::spawn(quick.router());
    let mut version = Vec::new();
    let mut get = Vec::new();
    let mut jq = Vec::new();
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
        let started = Instant::now();
        let output = ward()
            .env("WARD_RELEASES_URL", &server.url)
            .args(["project", "get", "github/group/project-0"])
            .args(["--jq", "{name, provider} | .name"])
            .output()
            .expect("run ward");
        jq.push(started.elapsed());
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
    let (get, jq) = (median(get), median(jq));
    println!("ward project get median of {RUNS}: {}", ms(get));
    println!(
        "ward project get --jq median of {RUNS}: {} ({} for compiling and running the expression)",
        ms(jq),
        ms(jq.saturating_sub(get))
    );
}
