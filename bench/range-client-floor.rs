//! The client-side floor for `bench/password-check.sh`: what fetching the same ranges
//! costs an HTTP client that does nothing with the answers, so the bench can say how much
//! of `ward password check`'s cost is the HTTP stack and how much is ward's own work
//! (validating each body, finding the lines' suffixes, writing the results).
//!
//! Three stacks, chosen by the first argument:
//! - `reqwest`: the library ward's clients are built on, one pooled client, one task per
//!   request with at most CONCURRENCY in flight;
//! - `reqwest-workers`: the same client, CONCURRENCY tasks each sending its requests one
//!   after the other (as ward runs its fetches), with ward's timeout and gzip settings;
//! - `hyper`: CONCURRENCY HTTP/1.1 connections, each sending its requests one after the
//!   other with no pool, no URL parsing and no redirect or timeout layers: the least a
//!   Rust client on tokio can do.
//!
//! Both run on tokio's multi-thread runtime, as ward does; with FLOOR_CURRENT_THREAD set,
//! on one thread instead, which shows what the hops between threads cost.
//!
//! Not a product and not a model for one: no retries, no checks beyond the status.
//!
//!   cargo run --release --example range-client-floor -- reqwest|reqwest-workers|hyper URL PREFIXES CONCURRENCY
//!
//! PREFIXES is a file of 5-hex-digit prefixes, one per line; each is fetched once with
//! `Add-Padding: true`. Prints the number of answers and body bytes on one line.

use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use bytes::Bytes;
use http_body_util::{BodyExt as _, Empty};
use tokio::task::JoinSet;

type Failure = Box<dyn std::error::Error + Send + Sync>;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [stack, url, prefixes, concurrency] = args.as_slice() else {
        eprintln!(
            "usage: range-client-floor reqwest|reqwest-workers|hyper URL PREFIXES CONCURRENCY"
        );
        return ExitCode::from(2);
    };
    let prefixes = match std::fs::read_to_string(prefixes) {
        Ok(text) => text.lines().map(str::to_string).collect::<Vec<_>>(),
        Err(error) => {
            eprintln!("range-client-floor: could not read {prefixes}: {error}");
            return ExitCode::from(2);
        }
    };
    let Ok(concurrency) = concurrency.parse::<usize>() else {
        eprintln!("range-client-floor: CONCURRENCY must be a number, not {concurrency:?}");
        return ExitCode::from(2);
    };
    let mut builder = if std::env::var_os("FLOOR_CURRENT_THREAD").is_some() {
        tokio::runtime::Builder::new_current_thread()
    } else {
        tokio::runtime::Builder::new_multi_thread()
    };
    let runtime = match builder.enable_all().build() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("range-client-floor: could not start the runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    let base = url.trim_end_matches('/').to_string();
    let fetched = match stack.as_str() {
        "reqwest" if std::env::var_os("FLOOR_SPAWNED").is_some() => runtime.block_on(async move {
            tokio::spawn(with_reqwest(base, prefixes, concurrency.max(1)))
                .await
                .map_err(Failure::from)
                .and_then(|r| r)
        }),
        "reqwest" => runtime.block_on(with_reqwest(base, prefixes, concurrency.max(1))),
        "hyper" => runtime.block_on(with_hyper(base, prefixes, concurrency.max(1))),
        "reqwest-workers" => {
            runtime.block_on(with_reqwest_workers(base, prefixes, concurrency.max(1)))
        }
        other => {
            eprintln!(
                "range-client-floor: the stack is reqwest, reqwest-workers or hyper, not {other:?}"
            );
            return ExitCode::from(2);
        }
    };
    match fetched {
        Ok((answers, bytes)) => {
            println!("{answers} answers, {bytes} body bytes");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("range-client-floor: {error}");
            ExitCode::FAILURE
        }
    }
}

async fn with_reqwest(
    base: String,
    prefixes: Vec<String>,
    concurrency: usize,
) -> Result<(usize, usize), Failure> {
    let client = reqwest::Client::new();
    let mut tasks = JoinSet::new();
    let (mut answers, mut bytes) = (0, 0);
    for prefix in prefixes {
        if tasks.len() >= concurrency {
            if let Some(done) = tasks.join_next().await {
                bytes += done??;
                answers += 1;
            }
        }
        let request = client
            .get(format!("{base}/range/{prefix}"))
            .header("Add-Padding", "true");
        tasks.spawn(async move {
            let response = request.send().await?.error_for_status()?;
            Ok::<_, Failure>(response.bytes().await?.len())
        });
    }
    while let Some(done) = tasks.join_next().await {
        bytes += done??;
        answers += 1;
    }
    Ok((answers, bytes))
}

async fn with_reqwest_workers(
    base: String,
    prefixes: Vec<String>,
    concurrency: usize,
) -> Result<(usize, usize), Failure> {
    let client = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(30))
        .gzip(true)
        .build()?;
    let base = reqwest::Url::parse(&base)?;
    let prefixes = Arc::new(prefixes);
    let next = Arc::new(AtomicUsize::new(0));
    let mut workers = JoinSet::new();
    for _ in 0..concurrency {
        let (client, base, prefixes, next) = (
            client.clone(),
            base.clone(),
            Arc::clone(&prefixes),
            Arc::clone(&next),
        );
        workers.spawn(async move {
            let (mut answers, mut bytes) = (0, 0);
            while let Some(prefix) = prefixes.get(next.fetch_add(1, Ordering::Relaxed)) {
                let mut url = base.clone();
                url.set_path(&format!("/range/{prefix}"));
                let response = client
                    .get(url)
                    .header("Add-Padding", "true")
                    .send()
                    .await?
                    .error_for_status()?;
                bytes += response.bytes().await?.len();
                answers += 1;
            }
            Ok::<_, Failure>((answers, bytes))
        });
    }
    let (mut answers, mut bytes) = (0, 0);
    while let Some(done) = workers.join_next().await {
        let (a, b) = done??;
        answers += a;
        bytes += b;
    }
    Ok((answers, bytes))
}

async fn with_hyper(
    base: String,
    prefixes: Vec<String>,
    concurrency: usize,
) -> Result<(usize, usize), Failure> {
    let authority = base
        .strip_prefix("http://")
        .ok_or("the hyper stack speaks plain http:// only")?
        .to_string();
    let paths: Arc<Vec<String>> = Arc::new(
        prefixes
            .iter()
            .map(|prefix| format!("/range/{prefix}"))
            .collect(),
    );
    let next = Arc::new(AtomicUsize::new(0));
    let mut connections = JoinSet::new();
    for _ in 0..concurrency {
        let (authority, paths, next) = (authority.clone(), Arc::clone(&paths), Arc::clone(&next));
        connections.spawn(async move {
            let stream = tokio::net::TcpStream::connect(&authority).await?;
            stream.set_nodelay(true)?;
            let (mut sender, connection) =
                hyper::client::conn::http1::handshake(hyper_util::rt::TokioIo::new(stream)).await?;
            tokio::spawn(connection);
            let (mut answers, mut bytes) = (0, 0);
            loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(path) = paths.get(index) else {
                    return Ok::<_, Failure>((answers, bytes));
                };
                let request = hyper::Request::get(path.as_str())
                    .header("Host", authority.as_str())
                    .header("Add-Padding", "true")
                    .body(Empty::<Bytes>::new())?;
                let response = sender.send_request(request).await?;
                if !response.status().is_success() {
                    return Err(format!("{path} answered {}", response.status()).into());
                }
                bytes += response.into_body().collect().await?.to_bytes().len();
                answers += 1;
            }
        });
    }
    let (mut answers, mut bytes) = (0, 0);
    while let Some(done) = connections.join_next().await {
        let (a, b) = done??;
        answers += a;
        bytes += b;
    }
    Ok((answers, bytes))
}
