//! Verified senders: deliveries signed by the vendors' own libraries (Standard Webhooks,
//! Stripe, Slack, run as a Python subprocess) and by HMACs written here are accepted,
//! and the same deliveries tampered with, signed with another secret, outside the replay
//! window or without their header are refused with 401 and never queued. Start-up
//! refuses routes whose scheme or secrets are wrong.

// The receiver test is Unix-only (its routes are shell lines); the helpers stay for the rest.
#![cfg_attr(not(unix), allow(dead_code))]

use std::path::PathBuf;
use std::process::Stdio;
use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};

use crate::support::SpawnChild as _;
use crate::support::{eventually, Sandbox};
#[cfg(unix)]
use crate::webhook_serve_support::lines_of;
use crate::webhook_serve_support::{sandbox, Receiver, LOG_FILTERS};

const BODY: &str = r#"{"event":{"action":"update","scope":"repo"},"repo":{"type":"model","name":"acme/bert"},"id":"evt_1"}"#;
const GITHUB_SECRET: &str = "gh-secret-31f4";
/// Standard Webhooks secrets are base64 after `whsec_`; the route holds an old one first.
const STANDARD_OLD: &str = "whsec_b2xkLXNlY3JldC1vbGQtc2VjcmV0";
const STANDARD_SECRET: &str = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const STRIPE_SECRET: &str = "whsec_stripe_8e1d";
const SLACK_SECRET: &str = "8f742231b10e8888abcd99yyyzzz85a5";
const HMAC_SECRET: &str = "hmac-secret-77ab";
const GITLAB_TOKEN: &str = "gitlab-token-5d0e";
const HUB_OLD: &str = "hub-old-0b1c";
const HUB_NEW: &str = "hub-new-9a2f";
const ALL_SECRETS: [&str; 9] = [
    GITHUB_SECRET,
    "b2xkLXNlY3JldC1vbGQtc2VjcmV0",
    "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    STRIPE_SECRET,
    SLACK_SECRET,
    HMAC_SECRET,
    GITLAB_TOKEN,
    HUB_OLD,
    HUB_NEW,
];

/// The script that runs the vendors' libraries, beside this file.
fn senders_script() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/e2e/webhook_senders.py")
}

/// The Python of `scripts/test`'s environment, with the webhook senders' own libraries.
pub fn senders_python() -> std::process::Command {
    crate::support::test_python(
        "import standardwebhooks.webhooks, stripe, slack_sdk.signature",
        "the Python libraries standardwebhooks, stripe and slack_sdk",
    )
}

/// `webhook_senders.py ACTION SCHEME` with `spec` on its stdin; its one line of output.
pub fn senders(action: &str, scheme: &str, spec: &Value) -> String {
    let mut child = senders_python()
        .arg(senders_script())
        .args([action, scheme])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn_child()
        .expect("start webhook_senders.py");
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), spec.to_string().as_bytes()).unwrap();
    drop(child.stdin.take());
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "webhook_senders.py {action} {scheme} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap().trim().to_string()
}

/// The headers the vendor's library signs `body` with.
fn signed(scheme: &str, secret: &str, body: &str, timestamp: i64) -> Vec<(String, String)> {
    let spec = json!({ "secret": secret, "body": body, "timestamp": timestamp, "id": "msg_2Lq7" });
    let pairs: Vec<(String, String)> =
        serde_json::from_str(&senders("sign", scheme, &spec)).expect("a JSON list of headers");
    pairs
}

pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs()
        .try_into()
        .unwrap()
}

fn borrowed(pairs: &[(String, String)]) -> Vec<(&str, &str)> {
    pairs
        .iter()
        .map(|(name, value)| (name.as_str(), value.as_str()))
        .collect()
}

#[cfg(unix)]
const ROUTES: &str = r#"
[routes.gh]
command = "echo \"$WEBHOOK_ROUTE $WARD_WEBHOOK_SCHEME\" >> runs.txt"
shell = true
verify = "github"
secrets = [{ env = "GH_SECRET" }]

[routes.std]
command = "echo \"$WEBHOOK_ROUTE $WARD_WEBHOOK_SCHEME\" >> runs.txt"
shell = true
verify = "standard"
secrets = [{ env = "STD_OLD" }, { env = "STD_SECRET" }]

[routes.pay]
command = "echo \"$WEBHOOK_ROUTE $WARD_WEBHOOK_SCHEME\" >> runs.txt"
shell = true
verify = "stripe"
secrets = [{ file = "stripe-secret.txt" }]

[routes.chat]
command = "echo \"$WEBHOOK_ROUTE $WARD_WEBHOOK_SCHEME\" >> runs.txt"
shell = true
verify = "slack"
secrets = [{ env = "SLACK_SECRET" }]

[routes.custom]
command = "echo \"$WEBHOOK_ROUTE $WARD_WEBHOOK_SCHEME\" >> runs.txt"
shell = true
verify = "hmac"
hmac = { header = "X-Signature", algorithm = "sha512", encoding = "base64", prefix = "sha512=", timestamp_header = "X-Timestamp" }
secrets = [{ env = "HMAC_SECRET" }]

[routes.lab]
command = "echo \"$WEBHOOK_ROUTE $WARD_WEBHOOK_SCHEME\" >> runs.txt"
shell = true
verify = "gitlab"
secrets = [{ env = "GITLAB_TOKEN" }]

[routes.hub]
command = "echo \"$WEBHOOK_ROUTE $WARD_WEBHOOK_SCHEME ${GH_SECRET:-hidden}\" >> runs.txt"
shell = true
"#;

#[cfg(unix)]
#[test]
fn vendors_signatures_are_accepted_and_forgeries_replays_and_gaps_refused() {
    let sandbox = sandbox();
    let routes = sandbox.write("routes.toml", ROUTES);
    sandbox.write("stripe-secret.txt", &format!("{STRIPE_SECRET}\n"));
    // The receiver's own secret file: the hub route's two secrets, old then new.
    let hub_file = sandbox.write("hub-secrets.txt", &format!("{HUB_OLD}\n{HUB_NEW}\n"));
    let receiver = Receiver::start(
        &sandbox,
        &[
            "--routes",
            routes.to_str().unwrap(),
            "--secret-file",
            hub_file.to_str().unwrap(),
        ],
        &[
            ("GH_SECRET", GITHUB_SECRET),
            ("STD_OLD", STANDARD_OLD),
            ("STD_SECRET", STANDARD_SECRET),
            ("SLACK_SECRET", SLACK_SECRET),
            ("HMAC_SECRET", HMAC_SECRET),
            ("GITLAB_TOKEN", GITLAB_TOKEN),
        ],
    );
    let tampered = BODY.replace("acme/bert", "acme/evil");
    let mut answers = String::new();
    let mut accepted = 0;
    for (route, scheme, secret, timestamped) in [
        ("gh", "github", GITHUB_SECRET, false),
        ("std", "standard", STANDARD_SECRET, true),
        ("pay", "stripe", STRIPE_SECRET, true),
        ("chat", "slack", SLACK_SECRET, true),
        ("custom", "hmac-sha512", HMAC_SECRET, true),
    ] {
        let path = format!("/webhooks/{route}");
        let at = now();
        let good = signed(scheme, secret, BODY, at);
        let mut cases = vec![
            ("signed", good.clone(), BODY.to_string()),
            ("tampered body", good.clone(), tampered.clone()),
            (
                "another secret",
                signed(scheme, "whsec_AAAAAAAA", BODY, at),
                BODY.to_string(),
            ),
            ("no signature headers", Vec::new(), BODY.to_string()),
        ];
        if timestamped {
            // 301 s old is outside the window however long the request takes; the
            // future one, signed from a fresh reading of the clock, stays outside it
            // unless half a minute passes before the receiver reads its own.
            cases.push((
                "301 s old",
                signed(scheme, secret, BODY, at - 301),
                BODY.to_string(),
            ));
            cases.push((
                "330 s ahead",
                signed(scheme, secret, BODY, now() + 330),
                BODY.to_string(),
            ));
        }
        for (what, headers, body) in cases {
            let reply = receiver.post(&path, &borrowed(&headers), &body);
            if reply.status == 202 {
                accepted += 1;
            }
            let outcome = match reply.status {
                202 => "accepted".to_string(),
                _ => reply.json()["error"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string(),
            };
            answers.push_str(&format!("{scheme} {what}: {} {outcome}\n", reply.status));
        }
    }
    // GitLab sends its token itself; the hub route rotates between two secrets.
    for (what, path, headers) in [
        (
            "gitlab token",
            "/webhooks/lab",
            vec![("X-Gitlab-Token", GITLAB_TOKEN)],
        ),
        (
            "gitlab wrong token",
            "/webhooks/lab",
            vec![("X-Gitlab-Token", HUB_NEW)],
        ),
        (
            "hub new secret",
            "/webhooks/hub",
            vec![("X-Webhook-Secret", HUB_NEW)],
        ),
        (
            "hub old secret",
            "/webhooks/hub",
            vec![("X-Webhook-Secret", HUB_OLD)],
        ),
        (
            "hub wrong secret",
            "/webhooks/hub",
            vec![("X-Webhook-Secret", GITHUB_SECRET)],
        ),
    ] {
        let reply = receiver.post(path, &headers, BODY);
        if reply.status == 202 {
            accepted += 1;
        }
        answers.push_str(&format!("{what}: {} {}\n", reply.status, reply.body));
    }
    insta::with_settings!({
        omit_expression => true,
        filters => vec![(r"\b\d+ s (old|in the future)", "[N] s $1"), (r#""job":"[0-9a-f]+""#, r#""job":"[JOB]""#)],
    }, {
        insta::assert_snapshot!("answers", answers);
    });
    assert_eq!(accepted, 8, "{answers}");

    let runs = sandbox.path().join("runs.txt");
    eventually("every accepted delivery's command", || {
        lines_of(&runs).len() >= 8
    });
    let mut receiver = receiver;
    receiver.signal("TERM");
    assert_eq!(receiver.wait_exit(), Some(0));
    let mut ran = lines_of(&runs);
    ran.sort();
    assert_eq!(
        ran,
        vec![
            "chat slack",
            "custom hmac",
            "gh github",
            "hub hub hidden",
            "hub hub hidden",
            "lab gitlab",
            "pay stripe",
            "std standard",
        ],
        "each accepted delivery ran once, with its scheme and without the route secrets"
    );
    // Nothing refused was queued: the queue holds exactly the accepted jobs.
    let jobs = sandbox.cmd(["webhook", "jobs", "list", "-o", "json"]).run();
    jobs.expect_success();
    let listed = jobs.json()["jobs"].as_array().cloned().unwrap_or_default();
    assert_eq!(listed.len(), 8, "{}", jobs.stdout);
    // What is kept with each job (headers a command may read later) holds no secret: not
    // the hub's header, not GitLab's token.
    for job in listed {
        let id = job["id"].as_str().unwrap();
        let shown = sandbox
            .cmd(["webhook", "jobs", "show", id, "-o", "json"])
            .run();
        shown.expect_success();
        for secret in ALL_SECRETS {
            assert!(
                !shown.stdout.contains(secret),
                "{secret} in {}",
                shown.stdout
            );
        }
    }
    // The log names the secret that matched by position, never a secret itself.
    let log = receiver.stdout().join("\n");
    assert!(log.contains("verified standard, secret 2 of 2"), "{log}");
    assert!(log.contains("verified hub, secret 1 of 2"), "{log}");
    assert!(log.contains("verified hub, secret 2 of 2"), "{log}");
    assert!(log.contains("stale-signature"), "{log}");
    let everything = format!("{log}\n{}", receiver.stderr());
    for secret in ALL_SECRETS {
        assert!(!everything.contains(secret), "{secret} in {everything}");
    }
}

#[test]
fn a_flag_route_verifies_github_signatures_with_the_receivers_secret() {
    use hmac::Mac;
    let sandbox = sandbox();
    let mut receiver = Receiver::in_process(
        &sandbox,
        &["--route", "gh", "--verify", "github"],
        &[("WEBHOOK_SECRET", GITHUB_SECRET)],
    );
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(GITHUB_SECRET.as_bytes()).unwrap();
    mac.update(BODY.as_bytes());
    let signature = format!("sha256={}", hex::encode(mac.finalize().into_bytes()));
    let good = receiver.post("/webhooks/gh", &[("X-Hub-Signature-256", &signature)], BODY);
    assert_eq!(good.status, 200, "{}", good.body);
    for headers in [
        vec![("X-Hub-Signature-256", "sha256=00")],
        vec![("X-Hub-Signature-256", "md5=00")],
        vec![("X-Webhook-Secret", GITHUB_SECRET)],
    ] {
        assert_eq!(receiver.post("/webhooks/gh", &headers, BODY).status, 401);
    }
    eventually("four log lines", || receiver.stdout().len() >= 4);
    let run = receiver.stop();
    insta::with_settings!({ filters => LOG_FILTERS.to_vec() }, {
        crate::ward_snapshot!(run);
    });
}

/// `ward webhook serve --routes FILE` with `text` in FILE and `env`, run until it fails.
fn refused_start(sandbox: &Sandbox, text: &str, env: &[(&str, &str)]) -> crate::support::Run {
    let routes = sandbox.write("routes.toml", text);
    sandbox
        .cmd(["webhook", "serve", "--port", "0", "--routes"])
        .arg(&routes)
        .envs(env.iter().copied())
        .run()
}

#[test]
fn bad_schemes_and_secrets_stop_the_receiver_at_start() {
    let sandbox = sandbox();
    for (name, text, env, code) in [
        (
            "unknown_scheme",
            "[routes.a]\nverify = \"svix\"\n",
            vec![],
            2,
        ),
        (
            "standard_secret_not_base64",
            "[routes.a]\nverify = \"standard\"\nsecrets = [{ env = \"STD\" }]\n",
            vec![("STD", "whsec_not*base64")],
            2,
        ),
        (
            "secret_variable_missing",
            "[routes.a]\nverify = \"github\"\nsecrets = [{ env = \"GH_SECRET\" }]\n",
            vec![],
            2,
        ),
        (
            "signed_scheme_without_secret",
            "[routes.a]\nverify = \"slack\"\n",
            vec![],
            2,
        ),
        (
            "secret_in_the_file_itself",
            "[routes.a]\nverify = \"github\"\nsecrets = [\"s3cret-in-file\"]\n",
            vec![],
            2,
        ),
        (
            "hmac_without_header",
            "[routes.a]\nverify = \"hmac\"\nhmac = { algorithm = \"sha512\" }\n",
            vec![],
            2,
        ),
    ] {
        let run = refused_start(&sandbox, text, &env);
        assert_eq!(run.code, code, "{name}: {}", run.stderr);
        assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
        assert!(!run.stderr.contains("s3cret-in-file"), "{}", run.stderr);
        crate::ward_snapshot!(name, run);
    }
    let stray = sandbox
        .cmd([
            "webhook",
            "serve",
            "--port",
            "0",
            "--route",
            "a",
            "--algorithm",
            "sha512",
        ])
        .run();
    assert_eq!(stray.code, 2, "{}", stray.stderr);
    crate::ward_snapshot!("hmac_flags_without_hmac", stray);
}
