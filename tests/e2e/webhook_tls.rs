//! `ward webhook serve --tls-cert --tls-key`: senders' real clients deliver over HTTPS with
//! a test CA (tests/fixtures/tls: `ca.pem` signed `localhost.pem`, `ca-renewed.pem`
//! signed `renewed.pem`, both for localhost and 127.0.0.1), and a renewed pair replaces
//! the old one under load without a failed request. Unix only: the renewal is also told
//! with SIGHUP.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

use crate::support::SpawnChild as _;
use crate::support::{eventually, test_python, Sandbox};
use crate::webhook_serve_support::{sandbox, Receiver, PAYLOAD};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("fixtures")
        .join("tls")
        .join(name)
}

/// The pair the receiver is started with, as copies a renewal may replace.
fn pair_in(sandbox: &Sandbox) -> (PathBuf, PathBuf) {
    let (cert, key) = (
        sandbox.path().join("cert.pem"),
        sandbox.path().join("key.pem"),
    );
    std::fs::copy(fixture("localhost.pem"), &cert).unwrap();
    std::fs::copy(fixture("localhost-key.pem"), &key).unwrap();
    (cert, key)
}

/// As a renewal tool does: the new file written beside the old, then renamed over it.
fn replace(with: &Path, path: &Path) {
    let next = path.with_extension("next");
    std::fs::copy(with, &next).unwrap();
    std::fs::rename(&next, path).unwrap();
}

fn https_receiver(sandbox: &Sandbox, cert: &Path, key: &Path) -> Receiver {
    let receiver = Receiver::start(
        sandbox,
        &[
            "--route",
            "inbox",
            "--tls-cert",
            cert.to_str().unwrap(),
            "--tls-key",
            key.to_str().unwrap(),
        ],
        &[],
    );
    eventually("the route list", || {
        receiver.stderr().contains("POST https://")
    });
    receiver
}

fn url(receiver: &Receiver) -> String {
    // The certificates name localhost and 127.0.0.1; the receiver listens on the latter.
    format!("https://{}/webhooks/inbox", receiver.addr)
}

/// A client trusting `cas` only; `fresh` opens a connection (and a handshake) per request.
fn client(cas: &[&str], fresh: bool) -> reqwest::Client {
    let mut builder = reqwest::Client::builder().tls_built_in_root_certs(false);
    for ca in cas {
        let pem = std::fs::read(fixture(ca)).unwrap();
        builder = builder.add_root_certificate(reqwest::Certificate::from_pem(&pem).unwrap());
    }
    if fresh {
        builder = builder.pool_max_idle_per_host(0);
    }
    builder.build().unwrap()
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(4)
        .enable_all()
        .build()
        .unwrap()
}

/// One delivery's status, or the error that kept it from being answered.
async fn deliver(client: &reqwest::Client, url: &str, key: &str) -> Result<u16, String> {
    client
        .post(url)
        .header("Content-Type", "application/json")
        .header("Idempotency-Key", key)
        .body(PAYLOAD)
        .send()
        .await
        .map(|response| response.status().as_u16())
        .map_err(|error| format!("{error:?}"))
}

#[test]
fn python_requests_and_curl_deliver_over_https_with_a_test_ca() {
    let sandbox = sandbox();
    let (cert, key) = pair_in(&sandbox);
    let receiver = https_receiver(&sandbox, &cert, &key);
    let ca = fixture("ca.pem");

    let script = r#"
import sys, requests
url, ca = sys.argv[1], sys.argv[2]
response = requests.post(url, data=sys.stdin.buffer.read(), verify=ca,
    headers={"Content-Type": "application/json", "Idempotency-Key": "python-1"})
print(response.status_code, response.json()["status"])
"#;
    let output = test_python("import requests", "requests")
        .args(["-c", script, &url(&receiver), ca.to_str().unwrap()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn_child()
        .and_then(|mut child| {
            use std::io::Write as _;
            child.stdin.take().unwrap().write_all(PAYLOAD.as_bytes())?;
            child.wait_with_output()
        })
        .unwrap();
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(said.trim(), "200 received");

    let curl = std::process::Command::new("curl")
        .args(["-sS", "--cacert", ca.to_str().unwrap()])
        .args(["-H", "Content-Type: application/json"])
        .args(["-H", "Idempotency-Key: curl-1"])
        .args(["-d", PAYLOAD, "-w", "\n%{http_code}", &url(&receiver)])
        .output_child()
        .unwrap();
    let said = String::from_utf8_lossy(&curl.stdout);
    assert!(
        curl.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&curl.stderr)
    );
    assert!(said.ends_with("\n200"), "{said}");

    // A client that does not trust the test CA is refused the handshake.
    let untrusting = std::process::Command::new("curl")
        .args(["-sS", "-o", "/dev/null", "-d", PAYLOAD, &url(&receiver)])
        .output_child()
        .unwrap();
    assert!(!untrusting.status.success());

    // The request log has both deliveries, and the refused handshake made no request.
    eventually("both deliveries logged", || {
        receiver
            .stdout()
            .iter()
            .filter(|line| line.contains("POST /webhooks/inbox 200"))
            .count()
            == 2
    });
}

#[test]
fn a_renewed_pair_replaces_the_old_under_load_without_a_failed_request() {
    let sandbox = sandbox();
    let (cert, key) = pair_in(&sandbox);
    let receiver = https_receiver(&sandbox, &cert, &key);
    let url = url(&receiver);
    let runtime = runtime();

    // 32 connections: half keep theirs open across the swap, half open one per request,
    // so handshakes happen while the pair is replaced. They trust both CAs.
    let stop = Arc::new(AtomicBool::new(false));
    let sent = Arc::new(AtomicU64::new(0));
    let mut load = Vec::new();
    for connection in 0..32 {
        let client = client(&["ca.pem", "ca-renewed.pem"], connection % 2 == 1);
        let (url, stop, sent) = (url.clone(), Arc::clone(&stop), Arc::clone(&sent));
        load.push(runtime.spawn(async move {
            let mut failures = Vec::new();
            while !stop.load(Ordering::Relaxed) {
                let n = sent.fetch_add(1, Ordering::Relaxed);
                match deliver(&client, &url, &format!("load-{n}")).await {
                    Ok(200) => {}
                    other => failures.push(format!("delivery {n}: {other:?}")),
                }
            }
            failures
        }));
    }
    let answered = |count: u64| {
        let from = sent.load(Ordering::Relaxed);
        eventually("deliveries under load", || {
            sent.load(Ordering::Relaxed) >= from + count
        });
    };
    answered(200);
    replace(&fixture("renewed.pem"), &cert);
    replace(&fixture("renewed-key.pem"), &key);
    eventually("the renewed pair to be read", || {
        receiver.stderr().contains("read again (its files changed)")
    });
    answered(200);
    receiver.signal("HUP");
    eventually("the pair to be read on SIGHUP", || {
        receiver.stderr().contains("read again (SIGHUP)")
    });
    answered(200);
    stop.store(true, Ordering::Relaxed);
    let failures: Vec<String> = runtime.block_on(async {
        let mut all = Vec::new();
        for task in load {
            all.extend(task.await.unwrap());
        }
        all
    });
    assert!(
        failures.is_empty(),
        "{} failed: {failures:#?}",
        failures.len()
    );

    // New connections get the renewed certificate: only its CA is trusted now.
    let renewed = runtime.block_on(deliver(&client(&["ca-renewed.pem"], true), &url, "new-1"));
    assert_eq!(renewed, Ok(200));
    let old = runtime.block_on(deliver(&client(&["ca.pem"], true), &url, "old-1"));
    assert!(old.is_err(), "{old:?}");

    // A key that is not the certificate's keeps the renewed pair in use, and says why.
    replace(&fixture("localhost-key.pem"), &key);
    let warning = eventually("the bad pair to be refused", || {
        let stderr = receiver.stderr();
        stderr
            .lines()
            .find(|line| line.contains("TLS certificate not replaced"))
            .map(str::to_string)
    });
    assert!(
        warning.contains("is not the key of the certificate")
            && warning.starts_with("ward: warning:"),
        "{warning}"
    );
    let kept = runtime.block_on(deliver(&client(&["ca-renewed.pem"], true), &url, "kept-1"));
    assert_eq!(kept, Ok(200));
    // Once the right key is back, the pair is read again.
    replace(&fixture("renewed-key.pem"), &key);
    eventually("the pair to be read once it is whole", || {
        receiver
            .stderr()
            .matches("read again (its files changed)")
            .count()
            >= 2
    });
}

#[test]
fn a_key_that_is_not_the_certificates_is_a_start_up_error() {
    let sandbox = sandbox();
    let (cert, key) = (fixture("localhost.pem"), fixture("renewed-key.pem"));
    let run = sandbox
        .cmd(["webhook", "serve", "--port", "0", "--route", "inbox"])
        .args(["--tls-cert", cert.to_str().unwrap()])
        .args(["--tls-key", key.to_str().unwrap()])
        .run_process();
    run.expect_code(2);
    assert!(
        run.stderr.contains("is not the key of the certificate"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("listening"), "{}", run.stderr);
    let run = sandbox
        .cmd(["webhook", "serve", "--port", "0", "--route", "inbox"])
        .args(["--tls-key", key.to_str().unwrap()])
        .run_process();
    run.expect_code(2);
    assert!(run.stderr.contains("--tls-cert"), "{}", run.stderr);
}
