//! `ward webhook serve --admin-listen`: the admin listener's address checks (whole output
//! pinned), and `/metrics` read by the Prometheus client's own text parser (Python
//! `prometheus_client`), its counters agreeing with what the test sent.

#![allow(dead_code)]

use std::path::PathBuf;

use hmac::Mac as _;

use crate::support::Sandbox;
use crate::webhook_serve_support::sandbox;
#[cfg(unix)]
use crate::webhook_serve_support::{request, Receiver};

pub const SECRET: &str = "admin-page-must-never-show-this-7f3a9c";

/// The secret file the receivers of these tests verify GitHub signatures with.
pub fn secret_file(sandbox: &Sandbox) -> PathBuf {
    let path = sandbox.path().join("secret.txt");
    std::fs::write(&path, format!("{SECRET}\n")).unwrap();
    path
}

/// GitHub's headers for `body`: its signature under [`SECRET`] and the delivery's GUID.
/// A `--route` value for a route named `flaky` that writes each run's job ID to the
/// first path and fails until the second exists: a job that goes dead, then succeeds
/// when retried. Returns the value and the two paths.
pub fn flaky_route(sandbox: &Sandbox) -> (String, PathBuf, PathBuf) {
    let runs = sandbox.path().join("runs.txt");
    let ok = sandbox.path().join("ok");
    let route = format!(
        "flaky=echo \"$WARD_JOB_ID\" >> '{}'; test -f '{}'",
        runs.display(),
        ok.display()
    );
    (route, runs, ok)
}

pub fn github(body: &str, delivery: &str) -> Vec<(String, String)> {
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(SECRET.as_bytes()).unwrap();
    mac.update(body.as_bytes());
    vec![
        (
            "X-Hub-Signature-256".into(),
            format!("sha256={}", hex::encode(mac.finalize().into_bytes())),
        ),
        ("X-GitHub-Delivery".into(), delivery.into()),
        ("X-GitHub-Event".into(), "push".into()),
        ("Content-Type".into(), "application/json".into()),
    ]
}

pub fn borrowed(pairs: &[(String, String)]) -> Vec<(&str, &str)> {
    pairs
        .iter()
        .map(|(name, value)| (name.as_str(), value.as_str()))
        .collect()
}

/// The admin listener's address, from its start-up line.
#[cfg(unix)]
pub fn admin_address(receiver: &Receiver) -> String {
    crate::support::eventually("the admin listener's address", || {
        let stderr = receiver.stderr();
        let line = stderr
            .lines()
            .find(|line| line.starts_with("admin listening on http://"))?
            .to_string();
        let rest = line.strip_prefix("admin listening on http://")?;
        Some(rest.split_whitespace().next()?.to_string())
    })
}

#[test]
fn an_admin_address_other_than_loopback_is_refused_without_allow_remote() {
    let sandbox = sandbox();
    let serve = |args: &[&str]| {
        sandbox
            .cmd(["webhook", "serve", "--port", "0", "--route", "inbox"])
            .args(args)
            .run()
    };
    let run = serve(&["--admin-listen", "0.0.0.0:9100"]);
    run.expect_code(2);
    crate::ward_snapshot!("admin_not_loopback", run);
    let run = serve(&["--admin-listen", "admin.example:9100"]);
    run.expect_code(2);
    crate::ward_snapshot!("admin_not_an_address", run);
}

/// `/metrics` parsed by prometheus_client: `NAME{label="value",...} VALUE` per sample,
/// labels sorted.
#[cfg(unix)]
fn scraped(admin: &str) -> std::collections::BTreeMap<String, f64> {
    use crate::support::SpawnChild as _;
    let script = r#"
import sys, urllib.request
from prometheus_client.parser import text_string_to_metric_families
text = urllib.request.urlopen("http://" + sys.argv[1] + "/metrics").read().decode()
for family in text_string_to_metric_families(text):
    for sample in family.samples:
        labels = ",".join('%s="%s"' % (k, v) for k, v in sorted(sample.labels.items()))
        print("%s{%s} %r" % (sample.name, labels, sample.value))
"#;
    let output = crate::support::test_python(
        "import prometheus_client.parser",
        "the Prometheus client's parser (prometheus_client)",
    )
    .args(["-c", script, admin])
    .output_child()
    .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| {
            let (name, value) = line.rsplit_once(' ').unwrap();
            (name.to_string(), value.parse().unwrap())
        })
        .collect()
}

#[cfg(unix)]
#[test]
fn metrics_parse_with_the_prometheus_client_and_agree_with_what_was_sent() {
    let sandbox = sandbox();
    let secret = secret_file(&sandbox);
    let state = sandbox.path().join("state");
    let receiver = Receiver::start(
        &sandbox,
        &[
            "--route",
            "deploy=true",
            "--route",
            "broken=false",
            "--verify",
            "github",
            "--secret-file",
            secret.to_str().unwrap(),
            "--max-body",
            "1024",
            "--state-dir",
            state.to_str().unwrap(),
            "--admin-listen",
            "127.0.0.1:0",
        ],
        &[],
    );
    let admin = admin_address(&receiver);
    let body = r#"{"ref":"refs/heads/main"}"#;
    let post = |route: &str, headers: &[(String, String)], body: &str| {
        request(
            &receiver.addr,
            "POST",
            &format!("/webhooks/{route}"),
            &borrowed(headers),
            body.as_bytes(),
        )
        .status
    };
    // GitHub deliveries are told apart by what the signature covers: the body.
    let numbered = |n: u32| format!(r#"{{"ref":"refs/heads/main","n":{n}}}"#);
    for n in 0..3 {
        let body = numbered(n);
        assert_eq!(
            post("deploy", &github(&body, &format!("d-{n}")), &body),
            202
        );
    }
    // The same delivery again, two bad signatures, one body too large, one unknown route.
    assert_eq!(
        post("deploy", &github(&numbered(0), "d-0"), &numbered(0)),
        202
    );
    let mut forged = github(body, "d-9");
    forged[0].1 = format!("sha256={}", "0".repeat(64));
    assert_eq!(post("deploy", &forged, body), 401);
    assert_eq!(post("deploy", &forged, body), 401);
    let large = format!(r#"{{"pad":"{}"}}"#, "x".repeat(2000));
    assert_eq!(post("deploy", &github(&large, "d-big"), &large), 413);
    assert_eq!(post("no-such-route-3b1f", &github(body, "d-x"), body), 404);
    assert_eq!(post("broken", &github(body, "b-1"), body), 202);

    let metrics = crate::support::eventually("every job to end", || {
        let metrics = scraped(&admin);
        let ended = |key: &str| metrics.get(key).copied().unwrap_or(0.0);
        (ended(r#"ward_webhook_jobs_total{outcome="succeeded",route="deploy"}"#) == 3.0
            && ended(r#"ward_webhook_jobs_total{outcome="exit_nonzero",route="broken"}"#) == 1.0)
            .then_some(metrics)
    });
    let expected = [
        (
            r#"ward_webhook_deliveries_total{route="deploy",scheme="github",status="202"}"#,
            4.0,
        ),
        (
            r#"ward_webhook_deliveries_total{route="deploy",scheme="github",status="401"}"#,
            2.0,
        ),
        (
            r#"ward_webhook_deliveries_total{route="deploy",scheme="github",status="413"}"#,
            1.0,
        ),
        (
            r#"ward_webhook_deliveries_total{route="broken",scheme="github",status="202"}"#,
            1.0,
        ),
        (
            r#"ward_webhook_deliveries_total{route="(unknown)",scheme="none",status="404"}"#,
            1.0,
        ),
        (
            r#"ward_webhook_refusals_total{reason="signature",route="deploy"}"#,
            2.0,
        ),
        (
            r#"ward_webhook_refusals_total{reason="size",route="deploy"}"#,
            1.0,
        ),
        (r#"ward_webhook_duplicates_total{route="deploy"}"#, 1.0),
        (r#"ward_webhook_queue_depth{route="deploy"}"#, 0.0),
        (r#"ward_webhook_queue_depth{route="broken"}"#, 0.0),
        (
            r#"ward_webhook_job_duration_seconds_count{route="deploy"}"#,
            3.0,
        ),
        (
            r#"ward_webhook_job_duration_seconds_bucket{le="+Inf",route="deploy"}"#,
            3.0,
        ),
        (r#"ward_webhook_queue_reachable{backend="sqlite"}"#, 1.0),
    ];
    for (key, value) in expected {
        assert_eq!(metrics.get(key), Some(&value), "{key} in {metrics:#?}");
    }
    // The sender's route name made no series of its own.
    assert!(
        !metrics.keys().any(|key| key.contains("no-such-route")),
        "{metrics:#?}"
    );

    let health = request(&admin, "GET", "/healthz", &[], b"");
    assert_eq!(
        (health.status, health.body.as_str()),
        (200, r#"{"status":"ok"}"#)
    );
    // The public port serves no metrics, and the admin port no webhooks.
    assert_eq!(
        request(&receiver.addr, "GET", "/metrics", &[], b"").status,
        404
    );
    assert_eq!(
        request(&admin, "POST", "/webhooks/deploy", &[], b"{}").status,
        404
    );
    // A name that resolves to loopback is not how the listener is addressed (DNS rebinding).
    let rebound = {
        use std::io::{Read as _, Write as _};
        let mut stream = std::net::TcpStream::connect(&admin).unwrap();
        stream
            .write_all(b"GET /metrics HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
            .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        answer
    };
    assert!(rebound.starts_with("HTTP/1.1 403"), "{rebound}");
}

/// Stripe's `Stripe-Signature` for `body` signed at `timestamp` under `secret`: `t=` and
/// `v1=`, the hex HMAC-SHA256 of `TIMESTAMP.BODY` (Stripe's documented scheme).
fn stripe(secret: &str, body: &str, timestamp: i64) -> Vec<(String, String)> {
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{timestamp}.{body}").as_bytes());
    let signature = hex::encode(mac.finalize().into_bytes());
    vec![
        (
            "Stripe-Signature".into(),
            format!("t={timestamp},v1={signature}"),
        ),
        ("Content-Type".into(), "application/json".into()),
    ]
}

/// The refusals a sender causes by timing (a timestamp outside the replay window) and by
/// volume (a full route) are counted in /metrics exactly as they were answered.
#[cfg(unix)]
#[test]
fn replay_window_and_queue_full_refusals_are_counted_as_sent() {
    let sandbox = sandbox();
    let secret = "whsec_metrics_refusals_5d2c";
    let secret_path = sandbox.path().join("stripe-secret.txt");
    std::fs::write(&secret_path, format!("{secret}\n")).unwrap();
    let hold = r#"hold=touch "started-$WARD_JOB_ID"; while [ ! -e release ]; do sleep 0.02; done"#;
    let receiver = Receiver::start(
        &sandbox,
        &[
            "--shell",
            "--route",
            hold,
            "--verify",
            "stripe",
            "--secret-file",
            secret_path.to_str().unwrap(),
            "--concurrency",
            "1",
            "--queue",
            "0",
            "--admin-listen",
            "127.0.0.1:0",
        ],
        &[],
    );
    let admin = admin_address(&receiver);
    let now = || {
        let since = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap();
        i64::try_from(since.as_secs()).unwrap()
    };
    // Stripe deliveries are told apart by the event's id.
    let event = |n: u32| format!(r#"{{"id":"evt_{n}","type":"charge.succeeded"}}"#);
    let post = |body: &str, signed_at: i64| {
        receiver
            .post(
                "/webhooks/hold",
                &borrowed(&stripe(secret, body, signed_at)),
                body,
            )
            .status
    };
    let first = receiver.post(
        "/webhooks/hold",
        &borrowed(&stripe(secret, &event(0), now())),
        &event(0),
    );
    assert_eq!(first.status, 202, "{}", first.body);
    let job = first.json()["job"].as_str().unwrap().to_string();
    crate::support::eventually("the command to start", || {
        sandbox.path().join(format!("started-{job}")).exists()
    });
    // The route holds its one job: two new deliveries find it full.
    for n in 1..=2 {
        assert_eq!(post(&event(n), now()), 503);
    }
    // Signed 301 s ago and 330 s ahead: outside the 300 s window whatever the request's
    // own timing, and refused before the route's fullness is looked at.
    for n in 3..=5 {
        assert_eq!(post(&event(n), now() - 301), 401);
    }
    assert_eq!(post(&event(6), now() + 330), 401);
    // A fresh timestamp under another secret is a signature refusal, not a replay one.
    let forged = stripe("whsec_not_the_routes", &event(7), now());
    assert_eq!(
        receiver
            .post("/webhooks/hold", &borrowed(&forged), &event(7))
            .status,
        401
    );
    std::fs::write(sandbox.path().join("release"), "").unwrap();
    let metrics = crate::support::eventually("the held job to end", || {
        let metrics = scraped(&admin);
        let key = r#"ward_webhook_jobs_total{outcome="succeeded",route="hold"}"#;
        (metrics.get(key) == Some(&1.0)).then_some(metrics)
    });
    let expected = [
        (
            r#"ward_webhook_refusals_total{reason="replay_window",route="hold"}"#,
            4.0,
        ),
        (
            r#"ward_webhook_refusals_total{reason="queue_full",route="hold"}"#,
            2.0,
        ),
        (
            r#"ward_webhook_refusals_total{reason="signature",route="hold"}"#,
            1.0,
        ),
        (
            r#"ward_webhook_deliveries_total{route="hold",scheme="stripe",status="202"}"#,
            1.0,
        ),
        (
            r#"ward_webhook_deliveries_total{route="hold",scheme="stripe",status="503"}"#,
            2.0,
        ),
        (
            r#"ward_webhook_deliveries_total{route="hold",scheme="stripe",status="401"}"#,
            5.0,
        ),
    ];
    for (key, value) in expected {
        assert_eq!(metrics.get(key), Some(&value), "{key} in {metrics:#?}");
    }
    // No other reason was counted for what this test sent.
    let refusals: f64 = metrics
        .iter()
        .filter(|(key, _)| key.starts_with("ward_webhook_refusals_total{"))
        .map(|(_, value)| value)
        .sum();
    assert_eq!(refusals, 7.0, "{metrics:#?}");
}

/// The status page's retry on a queue other receivers share: the same form, the job moved
/// back onto its Redis stream and run again once.
#[cfg(unix)]
#[test]
fn a_dead_job_on_redis_is_retried_from_the_page_once() {
    let sandbox = sandbox();
    let redis = crate::webhook_redis::Redis::start(sandbox.path());
    let secret = secret_file(&sandbox);
    let (flaky, runs, ok) = flaky_route(&sandbox);
    let receiver = Receiver::start(
        &sandbox,
        &[
            "--shell",
            "--route",
            &flaky,
            "--verify",
            "github",
            "--secret-file",
            secret.to_str().unwrap(),
            "--queue",
            &redis.url,
            "--admin-listen",
            "127.0.0.1:0",
        ],
        &[],
    );
    let admin = admin_address(&receiver);
    let body = r#"{"ref":"refs/heads/main"}"#;
    let accepted = request(
        &receiver.addr,
        "POST",
        "/webhooks/flaky",
        &borrowed(&github(body, "r-1")),
        body.as_bytes(),
    );
    assert_eq!(accepted.status, 202, "{}", accepted.body);
    let job = accepted.json()["job"].as_str().unwrap().to_string();
    let page = crate::support::eventually("the dead job on the page", || {
        let page = request(&admin, "GET", "/", &[], b"").body;
        page.contains(&format!("data-job=\"{job}\""))
            .then_some(page)
    });
    std::fs::write(&ok, "").unwrap();
    let token = page
        .split("name=\"csrf\" value=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap()
        .to_string();
    let origin = format!("http://{admin}");
    let retried = request(
        &admin,
        "POST",
        &format!("/jobs/{job}/retry"),
        &[
            ("Origin", &origin),
            ("Sec-Fetch-Site", "same-origin"),
            ("Content-Type", "application/x-www-form-urlencoded"),
        ],
        format!("csrf={token}").as_bytes(),
    );
    assert_eq!(retried.status, 303, "{}", retried.body);
    assert_eq!(
        retried.header("Location"),
        Some(format!("/?retried={job}").as_str())
    );
    crate::support::eventually("the retried job to run", || {
        crate::webhook_serve_support::lines_of(&runs).len() == 2
    });
    crate::support::eventually("the job to leave the page", || {
        !request(&admin, "GET", "/", &[], b"")
            .body
            .contains(&format!("data-job=\"{job}\""))
    });
    assert_eq!(
        crate::webhook_serve_support::lines_of(&runs),
        [job.clone(), job.clone()]
    );
}
