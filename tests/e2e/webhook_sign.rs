//! `ward webhook sign`: its headers are accepted by the vendors' own verifiers and by the
//! receiver, its outputs are pinned whole, and the secret is never printed.

use serde_json::{json, Value};

use crate::webhook_serve_support::{sandbox, Receiver};
use crate::webhook_verify::{now, senders};

const BODY: &str =
    r#"{"event":{"action":"update","scope":"repo"},"repo":{"type":"model","name":"acme/bert"}}"#;
const SECRET: &str = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

/// The headers of `ward webhook sign --scheme SCHEME -o json`, signed now.
fn sign(sandbox: &crate::support::Sandbox, scheme: &str) -> Value {
    let run = sandbox
        .cmd(["webhook", "sign", "--scheme", scheme, "-o", "json"])
        .env("WEBHOOK_SECRET", SECRET)
        .stdin(BODY)
        .run();
    run.expect_success();
    assert!(!run.stdout.contains(SECRET) && !run.stderr.contains(SECRET));
    run.json()["headers"].clone()
}

/// The headers of a `-o json` run, in order.
fn headers_of(run: &crate::support::Run) -> Vec<(String, String)> {
    run.json()["headers"]
        .as_object()
        .expect("a headers object")
        .iter()
        .map(|(name, value)| (name.clone(), value.as_str().unwrap().to_string()))
        .collect()
}

fn pairs_of(headers: &[(String, String)]) -> Vec<(&str, &str)> {
    headers
        .iter()
        .map(|(name, value)| (name.as_str(), value.as_str()))
        .collect()
}

#[test]
fn signatures_are_accepted_by_the_vendors_own_verifiers() {
    let sandbox = sandbox();
    for scheme in ["standard", "stripe", "slack", "github"] {
        let headers = sign(&sandbox, scheme);
        let verdict = |body: &str| {
            senders(
                "verify",
                scheme,
                &json!({ "secret": SECRET, "body": body, "headers": headers }),
            )
        };
        assert_eq!(verdict(BODY), "valid", "{scheme}: {headers}");
        // The verifier can say no: the same headers over another body.
        let other = verdict(&BODY.replace("bert", "gpt"));
        assert!(other.starts_with("invalid"), "{scheme}: {other}");
    }
    // A signature made 301 s ago is refused by the vendors' verifiers too.
    let run = sandbox
        .cmd(["webhook", "sign", "--scheme", "standard", "-o", "json"])
        .arg("--timestamp")
        .arg((now() - 301).to_string())
        .env("WEBHOOK_SECRET", SECRET)
        .stdin(BODY)
        .run();
    let headers = run.json()["headers"].clone();
    let old = senders(
        "verify",
        "standard",
        &json!({ "secret": SECRET, "body": BODY, "headers": headers }),
    );
    assert!(old.starts_with("invalid"), "{old}");
}

#[test]
fn the_receiver_accepts_what_sign_makes() {
    let sandbox = sandbox();
    let routes = sandbox.write(
        "routes.toml",
        "[routes.std]\nverify = \"standard\"\ntolerance = 60\n\n[routes.mac]\nverify = \"hmac\"\nhmac = { header = \"X-Sig\", algorithm = \"sha1\", encoding = \"base64\", timestamp_header = \"X-Time\", signed = \"{timestamp}:{body}\" }\n",
    );
    let mut receiver = Receiver::in_process(
        &sandbox,
        &["--routes", routes.to_str().unwrap()],
        &[("WEBHOOK_SECRET", SECRET)],
    );
    for (route, args) in [
        ("std", vec!["--scheme", "standard"]),
        (
            "mac",
            vec![
                "--scheme",
                "hmac",
                "--signature-header",
                "X-Sig",
                "--algorithm",
                "sha1",
                "--encoding",
                "base64",
                "--timestamp-header",
                "X-Time",
                "--signed",
                "{timestamp}:{body}",
            ],
        ),
    ] {
        let run = sandbox
            .cmd(["webhook", "sign", "-o", "json"])
            .args(args)
            .env("WEBHOOK_SECRET", SECRET)
            .stdin(BODY)
            .run();
        run.expect_success();
        let headers = headers_of(&run);
        let pairs = pairs_of(&headers);
        let reply = receiver.post(&format!("/webhooks/{route}"), &pairs, BODY);
        assert_eq!(reply.status, 200, "{route}: {}", reply.body);
        let forged = receiver.post(&format!("/webhooks/{route}"), &pairs, "{}");
        assert_eq!(forged.status, 401, "{route}: {}", forged.body);
    }
    // The route's own window: a minute, so a delivery signed two minutes ago is stale.
    let run = sandbox
        .cmd(["webhook", "sign", "--scheme", "standard", "-o", "json"])
        .arg("--timestamp")
        .arg((now() - 120).to_string())
        .env("WEBHOOK_SECRET", SECRET)
        .stdin(BODY)
        .run();
    let headers = headers_of(&run);
    let pairs = pairs_of(&headers);
    let stale = receiver.post("/webhooks/std", &pairs, BODY);
    assert_eq!(stale.status, 401, "{}", stale.body);
    assert!(stale.body.contains("at most 60 s"), "{}", stale.body);
    receiver.stop().expect_success();
}

#[test]
fn outputs_are_pinned_whole_and_never_hold_the_secret() {
    let sandbox = sandbox();
    let fixed = ["--timestamp", "1700000000", "--id", "msg_2Lq7"];
    let cases: Vec<(&str, Vec<&str>)> = vec![
        ("github_table", vec!["--scheme", "github"]),
        ("standard_json", vec!["--scheme", "standard", "-o", "json"]),
        ("stripe_table", vec!["--scheme", "stripe"]),
        ("slack_json", vec!["--scheme", "slack", "-o", "json"]),
        (
            "hmac_table",
            vec![
                "--scheme",
                "hmac",
                "--signature-header",
                "X-Signature",
                "--algorithm",
                "sha512",
                "--encoding",
                "base64",
                "--signature-prefix",
                "sha512=",
                "--timestamp-header",
                "X-Timestamp",
            ],
        ),
        ("hub_table", vec!["--scheme", "hub"]),
        (
            "github_curl",
            vec![
                "--scheme",
                "github",
                "--curl",
                "http://127.0.0.1:7860/webhooks/build",
            ],
        ),
        (
            "hub_curl",
            vec![
                "--scheme",
                "hub",
                "--curl",
                "http://127.0.0.1:7860/webhooks/build",
            ],
        ),
    ];
    for (name, args) in cases {
        let run = sandbox
            .cmd(["webhook", "sign"])
            .args(args)
            .args(fixed)
            .env("WEBHOOK_SECRET", SECRET)
            .stdin(BODY)
            .run();
        run.expect_success();
        assert!(
            !run.stdout.contains("MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"),
            "{}",
            run.stdout
        );
        crate::ward_snapshot!(name, run);
    }
}

/// A plaintext scheme's header is the secret itself, so it is left to the shell: read
/// from where the secret is, never printed.
#[test]
fn a_plaintext_secret_from_a_file_is_left_to_the_shell() {
    let sandbox = sandbox();
    let secret_file = sandbox.write("lab-token.txt", "gitlab-token-5d0e\n");
    let gitlab = sandbox
        .cmd(["webhook", "sign", "--scheme", "gitlab", "--secret-file"])
        .arg(&secret_file)
        .stdin(BODY)
        .run();
    assert!(!gitlab.stdout.contains("gitlab-token-5d0e"));
    crate::ward_snapshot!("gitlab_secret_file", gitlab);
}

#[test]
fn bad_input_gets_one_clear_line() {
    let sandbox = sandbox();
    for (name, args, env, code) in [
        ("no_secret_variable", vec!["--scheme", "github"], vec![], 3),
        (
            "other_variable_missing",
            vec!["--scheme", "github", "--secret-env", "GH_SECRET"],
            vec![("WEBHOOK_SECRET", "set-but-not-asked")],
            3,
        ),
        (
            "hmac_options_elsewhere",
            vec!["--scheme", "github", "--algorithm", "sha512"],
            vec![("WEBHOOK_SECRET", "s")],
            2,
        ),
        (
            "hmac_without_header",
            vec!["--scheme", "hmac"],
            vec![("WEBHOOK_SECRET", "s")],
            2,
        ),
        (
            "standard_secret_not_base64",
            vec!["--scheme", "standard"],
            vec![("WEBHOOK_SECRET", "whsec_***")],
            2,
        ),
    ] {
        let run = sandbox
            .cmd(["webhook", "sign"])
            .args(args)
            .envs(env)
            .stdin(BODY)
            .run();
        assert_eq!(run.code, code, "{name}: {}", run.stderr);
        assert!(!run.stderr.contains("set-but-not-asked"));
        crate::ward_snapshot!(name, run);
    }
    let unknown = sandbox
        .cmd(["webhook", "sign", "--scheme", "svix"])
        .run_process();
    assert_eq!(unknown.code, 2);
    crate::ward_snapshot!("unknown_scheme", unknown);
}
