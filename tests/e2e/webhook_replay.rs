//! A captured delivery is worth one job. Replayed within the replay window with new ID
//! headers (which no signature covers), it is the same delivery; replayed under the ID of
//! another delivery, it does not make that delivery's real arrival a repeat. Svix messages
//! are told apart by their signed `svix-id`, not by their bodies.

use serde_json::json;

use crate::support::{eventually, Sandbox};
use crate::webhook_serve_support::{lines_of, request, sandbox, Receiver, Reply};
use crate::webhook_verify::{now, senders};

const GITHUB_SECRET: &str = "gh-secret-31f4-a96c0e";
const STANDARD_SECRET: &str = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const STRIPE_SECRET: &str = "whsec_stripe_8e1d_5b7f03";
const SLACK_SECRET: &str = "8f742231b10e8888abcd99yyyzzz85a5";
const HMAC_SECRET: &str = "hmac-secret-77ab-41e2c9";

/// Every route records its deliveries: the route, then the identity the command got.
const ROUTES: &str = r#"
[routes.gh]
command = "echo \"$WEBHOOK_ROUTE $WARD_DELIVERY_ID\" >> runs.txt"
shell = true
verify = "github"
secrets = [{ env = "GH_SECRET" }]

[routes.std]
command = "echo \"$WEBHOOK_ROUTE $WARD_DELIVERY_ID\" >> runs.txt"
shell = true
verify = "standard"
secrets = [{ env = "STD_SECRET" }]

[routes.pay]
command = "echo \"$WEBHOOK_ROUTE $WARD_DELIVERY_ID\" >> runs.txt"
shell = true
verify = "stripe"
secrets = [{ env = "STRIPE_SECRET" }]

[routes.chat]
command = "echo \"$WEBHOOK_ROUTE $WARD_DELIVERY_ID\" >> runs.txt"
shell = true
verify = "slack"
secrets = [{ env = "SLACK_SECRET" }]

[routes.custom]
command = "echo \"$WEBHOOK_ROUTE $WARD_DELIVERY_ID\" >> runs.txt"
shell = true
verify = "hmac"
hmac = { header = "X-Signature", algorithm = "sha512", encoding = "base64", prefix = "sha512=", timestamp_header = "X-Timestamp" }
secrets = [{ env = "HMAC_SECRET" }]
"#;

/// The receiver with every signed route, as a process (the secrets' variables are hidden
/// by a restart, as in production).
fn receiver(sandbox: &Sandbox) -> Receiver {
    let routes = sandbox.write("routes.toml", ROUTES);
    Receiver::start(
        sandbox,
        &["--routes", routes.to_str().unwrap()],
        &[
            ("GH_SECRET", GITHUB_SECRET),
            ("STD_SECRET", STANDARD_SECRET),
            ("STRIPE_SECRET", STRIPE_SECRET),
            ("SLACK_SECRET", SLACK_SECRET),
            ("HMAC_SECRET", HMAC_SECRET),
        ],
    )
}

/// The headers the sender's own library signs `body` with, as message `id`, now.
fn signed(scheme: &str, secret: &str, body: &str, id: &str) -> Vec<(String, String)> {
    let spec = json!({ "secret": secret, "body": body, "timestamp": now(), "id": id });
    serde_json::from_str(&senders("sign", scheme, &spec)).expect("a JSON list of headers")
}

/// `signed` with `extra` headers after the signed ones.
fn with(signed: &[(String, String)], extra: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut all = signed.to_vec();
    all.extend(
        extra
            .iter()
            .map(|(name, value)| (name.to_string(), value.to_string())),
    );
    all
}

fn post(receiver: &Receiver, route: &str, headers: &[(String, String)], body: &str) -> Reply {
    let borrowed: Vec<(&str, &str)> = headers
        .iter()
        .map(|(name, value)| (name.as_str(), value.as_str()))
        .collect();
    // Not `Receiver::post`, which names each delivery with an `Idempotency-Key` of its own.
    request(
        &receiver.addr,
        "POST",
        &format!("/webhooks/{route}"),
        &borrowed,
        body.as_bytes(),
    )
}

/// A Stripe-shaped event: its `id` is what Stripe keeps the same across retries.
fn event(id: &str, name: &str) -> String {
    format!(r#"{{"id":"{id}","object":"event","repo":{{"type":"model","name":"acme/{name}"}}}}"#)
}

/// The routes (schemes as `webhook_senders.py` names them) and their secrets.
const SCHEMES: [(&str, &str, &str); 6] = [
    ("gh", "github", GITHUB_SECRET),
    ("std", "standard", STANDARD_SECRET),
    ("std", "svix", STANDARD_SECRET),
    ("pay", "stripe", STRIPE_SECRET),
    ("chat", "slack", SLACK_SECRET),
    ("custom", "hmac-sha512", HMAC_SECRET),
];

/// Stops the receiver and gives what the commands ran, sorted, once `expected` ran; the
/// queue must hold no other job.
fn ran(sandbox: &Sandbox, mut receiver: Receiver, expected: usize) -> Vec<String> {
    let runs = sandbox.path().join("runs.txt");
    eventually("every accepted delivery's command", || {
        lines_of(&runs).len() >= expected
    });
    receiver.signal("TERM");
    assert_eq!(receiver.wait_exit(), Some(0), "{}", receiver.stderr());
    let jobs = sandbox.cmd(["webhook", "jobs", "list", "-o", "json"]).run();
    jobs.expect_success();
    let listed = jobs.json()["jobs"].as_array().cloned().unwrap_or_default();
    assert_eq!(listed.len(), expected, "{}", jobs.stdout);
    let mut ran = lines_of(&runs);
    ran.sort();
    ran
}

#[test]
fn a_signed_delivery_replayed_with_new_id_headers_runs_once() {
    let sandbox = sandbox();
    let receiver = receiver(&sandbox);
    let mut expected = Vec::new();
    for (index, (route, scheme, secret)) in SCHEMES.into_iter().enumerate() {
        let id = format!("msg_replay{index}");
        let body = event(&format!("evt_replay{index}"), scheme);
        let headers = signed(scheme, secret, &body, &id);
        let first = post(&receiver, route, &headers, &body);
        assert_eq!(first.status, 202, "{scheme}: {}", first.body);
        let job = first.json()["job"].clone();
        // The attacker's copies: every ID header a receiver might read, new each time,
        // beside the signed ones (which a Standard Webhooks signature covers).
        for attempt in 0..3 {
            let fresh = format!("attacker-{index}-{attempt}");
            let mut extra = vec![
                ("Idempotency-Key", fresh.as_str()),
                ("X-GitHub-Delivery", fresh.as_str()),
                ("X-Gitlab-Event-UUID", fresh.as_str()),
            ];
            if !matches!(scheme, "standard" | "svix") {
                extra.extend([("webhook-id", fresh.as_str()), ("svix-id", fresh.as_str())]);
            }
            let again = post(&receiver, route, &with(&headers, &extra), &body);
            assert_eq!(again.status, 202, "{scheme}: {}", again.body);
            assert_eq!(again.json()["duplicate"], true, "{scheme}: {}", again.body);
            assert_eq!(again.json()["job"], job, "{scheme}");
        }
        let identity = match scheme {
            "standard" | "svix" => id,
            "stripe" => format!("evt_replay{index}"),
            _ => "sha256:".to_string(),
        };
        expected.push(format!("{route} {identity}"));
    }
    let ran = ran(&sandbox, receiver, SCHEMES.len());
    // The body-signing schemes' identity is the body's digest, whatever it is.
    let shown: Vec<String> = ran
        .iter()
        .map(|line| match line.split_once(" sha256:") {
            Some((route, digest)) if digest.len() == 64 => format!("{route} sha256:"),
            _ => line.clone(),
        })
        .collect();
    expected.sort();
    assert_eq!(shown, expected, "each delivery ran once");
}

#[test]
fn a_captured_body_under_another_deliverys_id_does_not_suppress_it() {
    let sandbox = sandbox();
    let receiver = receiver(&sandbox);
    // The IDs each sender names its delivery B by, which the attacker copies onto the
    // captured delivery A.
    let cases = [
        (
            "gh",
            "github",
            GITHUB_SECRET,
            "X-GitHub-Delivery",
            "72d3162e-cc78-11e3-81ab-4c9367dc0958",
        ),
        ("pay", "stripe", STRIPE_SECRET, "Idempotency-Key", "evt_b"),
        ("std", "svix", STANDARD_SECRET, "Idempotency-Key", "msg_b"),
    ];
    for (route, scheme, secret, header, b_id) in cases {
        let b_ids = [(header, b_id)];
        let (a_body, b_body) = (event("evt_a", scheme), event("evt_b", scheme));
        let a = signed(scheme, secret, &a_body, "msg_a");
        let sent = post(&receiver, route, &a, &a_body);
        assert_eq!(sent.status, 202, "{scheme}: {}", sent.body);
        // The attacker's copy of A, named as B.
        let attack = post(&receiver, route, &with(&a, &b_ids), &a_body);
        // B's real (re)delivery is a delivery of its own.
        let b = with(&signed(scheme, secret, &b_body, "msg_b"), &b_ids);
        let real = post(&receiver, route, &b, &b_body);
        assert_eq!(real.status, 202, "{scheme}: {}", real.body);
        assert_eq!(
            real.json().get("duplicate"),
            None,
            "{scheme}: {}",
            real.body
        );
        // And the attacker's copy was A again, which ran nothing new.
        assert_eq!(
            attack.json()["duplicate"],
            true,
            "{scheme}: {}",
            attack.body
        );
    }
    // A Standard Webhooks ID is signed: A's signature under B's ID is refused outright.
    let a_body = event("evt_a2", "standard");
    let a = signed("standard", STANDARD_SECRET, &a_body, "msg_a2");
    let renamed: Vec<(String, String)> = a
        .iter()
        .map(|(name, value)| match name.as_str() {
            "webhook-id" => (name.clone(), "msg_b2".to_string()),
            _ => (name.clone(), value.clone()),
        })
        .collect();
    assert_eq!(post(&receiver, "std", &renamed, &a_body).status, 401);
    let b_body = event("evt_b2", "standard");
    let b = signed("standard", STANDARD_SECRET, &b_body, "msg_b2");
    let real = post(&receiver, "std", &b, &b_body);
    assert_eq!(real.status, 202, "{}", real.body);
    assert_eq!(real.json().get("duplicate"), None, "{}", real.body);
    let ran = ran(&sandbox, receiver, 2 * cases.len() + 1);
    let count = |prefix: &str| ran.iter().filter(|line| line.starts_with(prefix)).count();
    assert_eq!(
        (count("gh "), count("pay "), count("std ")),
        (2, 2, 3),
        "{ran:?}"
    );
    for identity in [
        "pay evt_a",
        "pay evt_b",
        "std msg_a",
        "std msg_b",
        "std msg_b2",
    ] {
        assert!(
            ran.iter().any(|line| line == identity),
            "{identity}: {ran:?}"
        );
    }
}

#[test]
fn svix_messages_are_told_apart_by_their_signed_id() {
    let sandbox = sandbox();
    let receiver = receiver(&sandbox);
    let body = event("evt_same", "svix");
    // Two messages whose payloads happen to be equal.
    for id in ["msg_svix_one", "msg_svix_two"] {
        let reply = post(
            &receiver,
            "std",
            &signed("svix", STANDARD_SECRET, &body, id),
            &body,
        );
        assert_eq!(reply.status, 202, "{}", reply.body);
        assert_eq!(reply.json().get("duplicate"), None, "{id}: {}", reply.body);
    }
    // Svix's retry of the first, signed again: the same message.
    let retry = post(
        &receiver,
        "std",
        &signed("svix", STANDARD_SECRET, &body, "msg_svix_one"),
        &body,
    );
    assert_eq!(retry.json()["duplicate"], true, "{}", retry.body);
    eventually("the repeat to be logged with its source", || {
        receiver
            .stdout()
            .iter()
            .any(|line| line.contains(" 202 duplicate ") && line.contains("header svix-id"))
    });
    let ran = ran(&sandbox, receiver, 2);
    assert_eq!(ran, vec!["std msg_svix_one", "std msg_svix_two"]);
}
