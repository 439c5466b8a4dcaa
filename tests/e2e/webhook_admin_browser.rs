//! The status page of `ward webhook serve --admin-listen` in a real browser: Debian's
//! Chromium, headless, driven by Playwright (`playwright-core`, which scripts/test installs
//! with npm into target/test-node; Chromium comes from apt). It checks that the page
//! shows the routes and the recent deliveries, holds no secret, refuses a retry posted
//! from another site, and that a dead job retried from the page runs again once.
//! `UPDATE_SCREENSHOTS=1` also saves the page as docs/img/webhook-status.png.

use std::path::Path;

use crate::support::SpawnChild as _;
use crate::support::{eventually, Sandbox};
use crate::webhook_admin::{admin_address, borrowed, flaky_route, github, secret_file, SECRET};
use crate::webhook_serve_support::{lines_of, request, sandbox, Receiver};

/// Node with playwright-core on its module path; the test fails, naming what is missing,
/// without it or without Chromium.
fn playwright_node() -> std::process::Command {
    let mut command = crate::support::node_with("playwright-core");
    let chromium =
        std::env::var_os("WARD_TEST_CHROMIUM").unwrap_or_else(|| "/usr/bin/chromium".into());
    assert!(
        Path::new(&chromium).exists(),
        "this test needs Chromium at {}; scripts/test installs it (apt-get install chromium), \
         or name another with WARD_TEST_CHROMIUM",
        Path::new(&chromium).display()
    );
    command.env("WARD_TEST_CHROMIUM", chromium);
    command
}

fn job_state(sandbox: &Sandbox, state: &Path, job: &str) -> String {
    let run = sandbox
        .cmd(["webhook", "jobs", "show", job, "-o", "json", "--state-dir"])
        .arg(state)
        .run();
    run.expect_success();
    run.json()["state"].as_str().unwrap().to_string()
}

#[test]
fn the_status_page_shows_routes_and_deliveries_and_retries_a_dead_job_once() {
    let sandbox = sandbox();
    let secret = secret_file(&sandbox);
    let state = sandbox.path().join("state");
    let (flaky, runs, ok) = flaky_route(&sandbox);
    let receiver = Receiver::start(
        &sandbox,
        &[
            "--shell",
            "--route",
            "deploy=true",
            "--route",
            &flaky,
            "--route",
            "inbox",
            "--verify",
            "github",
            "--secret-file",
            secret.to_str().unwrap(),
            "--state-dir",
            state.to_str().unwrap(),
            "--admin-listen",
            "127.0.0.1:0",
        ],
        &[],
    );
    let admin = admin_address(&receiver);
    let post = |route: &str, delivery: &str, body: &str| {
        request(
            &receiver.addr,
            "POST",
            &format!("/webhooks/{route}"),
            &borrowed(&github(body, delivery)),
            body.as_bytes(),
        )
    };
    let body = r#"{"ref":"refs/heads/main"}"#;
    for n in 1..=3 {
        let body = format!(r#"{{"ref":"refs/heads/main","n":{n}}}"#);
        let delivery = format!("72d3162e-cc78-11e3-81ab-4c9367dc095{n}");
        assert_eq!(post("deploy", &delivery, &body).status, 202);
    }
    assert_eq!(post("inbox", "inbox-delivery-1", body).status, 200);
    let hostile = r#"{"ref":"refs/heads/main","note":"<script>alert(1)</script><img src=x onerror=alert(2)>"}"#;
    let accepted = post("flaky", "flaky-delivery-1", hostile);
    assert_eq!(accepted.status, 202, "{}", accepted.body);
    let job = accepted.json()["job"].as_str().unwrap().to_string();
    eventually("the flaky job to die", || {
        lines_of(&runs).len() == 1 && job_state(&sandbox, &state, &job) == "dead"
    });
    std::fs::write(&ok, "").unwrap();

    let screenshot = (std::env::var_os("UPDATE_SCREENSHOTS").as_deref() == Some("1".as_ref()))
        .then(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/img/webhook-status.png"));
    let public_port = receiver.addr.rsplit_once(':').unwrap().1.to_string();
    let output = playwright_node()
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e/webhook_admin_browser.js"))
        .args([&admin, &public_port, &job, SECRET])
        .args(screenshot.iter())
        .output_child()
        .unwrap();
    assert!(
        output.status.success(),
        "the browser script failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let seen: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();

    assert_eq!(seen["status"], 200, "{seen:#}");
    let csp = seen["csp"].as_str().unwrap_or_default();
    assert!(
        csp.starts_with("default-src 'none'; style-src 'sha256-"),
        "{csp}"
    );
    let routes: Vec<&str> = seen["routes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row[0].as_str().unwrap())
        .collect();
    assert_eq!(routes, ["deploy", "flaky", "inbox"], "{seen:#}");
    let deliveries = seen["deliveries"].as_array().unwrap();
    assert_eq!(deliveries.len(), 5, "{seen:#}");
    // Newest first: the flaky delivery with its identity, scheme, answer and how it ran.
    let newest: Vec<&str> = deliveries[0]
        .as_array()
        .unwrap()
        .iter()
        .map(|cell| cell.as_str().unwrap())
        .collect();
    // A GitHub delivery's identity is the digest of what its signature covers.
    assert_eq!(newest[1], "flaky", "{newest:?}");
    assert!(
        newest[2].starts_with("sha256:") && newest[2].len() == 71,
        "{newest:?}"
    );
    assert_eq!(
        &newest[3..6],
        ["github", "202 accepted", job.as_str()],
        "{newest:?}"
    );
    assert!(newest[6].starts_with("exited exit=1 in "), "{newest:?}");
    let deploys: std::collections::BTreeSet<&str> = deliveries
        .iter()
        .filter(|row| row[1] == "deploy")
        .map(|row| row[2].as_str().unwrap())
        .collect();
    assert_eq!(deploys.len(), 3, "{deliveries:?}");
    assert_eq!(seen["failed"], serde_json::json!([job]), "{seen:#}");
    assert_eq!(seen["secret_in_page"], false);
    assert_eq!(seen["secret_in_payload_page"], false);
    assert_eq!(
        seen["payload_in_page"], false,
        "a payload is shown only on request"
    );
    assert_eq!(seen["payload"], hostile, "shown as text, escaped");
    assert_eq!(seen["dialogs"], 0, "nothing of the payload ran");

    assert_eq!(seen["cross_site_status"], 403, "{seen:#}");
    assert_eq!(seen["failed_after_cross_site"], serde_json::json!([job]));
    assert_eq!(seen["retry_status"], 200);
    let notice = seen["notice"].as_str().unwrap_or_default();
    assert!(
        notice.contains(&format!("job {job} was queued again")),
        "{notice}"
    );

    eventually("the retried job to succeed", || {
        job_state(&sandbox, &state, &job) == "succeeded"
    });
    assert_eq!(
        lines_of(&runs),
        [job.clone(), job.clone()],
        "ran once more, no more"
    );

    // Without Origin and Sec-Fetch-Site, or with a token not the page's: 403, nothing queued.
    let form = b"csrf=0000";
    let path = format!("/jobs/{job}/retry");
    let bare = request(
        &admin,
        "POST",
        &path,
        &[("Content-Type", "application/x-www-form-urlencoded")],
        form,
    );
    assert_eq!(bare.status, 403, "{}", bare.body);
    assert!(
        bare.body.contains("neither Origin nor Sec-Fetch-Site"),
        "{}",
        bare.body
    );
    let origin = format!("http://{admin}");
    let guessed = request(
        &admin,
        "POST",
        &path,
        &[("Origin", &origin), ("Sec-Fetch-Site", "same-origin")],
        form,
    );
    assert_eq!(guessed.status, 403, "{}", guessed.body);
    assert!(
        guessed
            .body
            .contains("token is missing or not this receiver"),
        "{}",
        guessed.body
    );
    assert_eq!(job_state(&sandbox, &state, &job), "succeeded");
}
