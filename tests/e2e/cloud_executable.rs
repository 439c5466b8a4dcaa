//! `external_account` files whose subject token comes from a command
//! (`credential_source.executable`), run the way client libraries run it.
#![cfg(unix)]

use serde_json::{json, Value};
use ward_fakes::cloud::{identity_token, Issued, PROVIDER};

use crate::auth_support::{CloudRunner, SA};
use crate::cloud_chain::print_access;

const JWT_TYPE: &str = "urn:ietf:params:oauth:token-type:jwt";
const ALLOW: (&str, &str) = ("GOOGLE_EXTERNAL_ACCOUNT_ALLOW_EXECUTABLES", "1");

/// An executable stub printing `response` and recording what it was told.
fn stub(runner: &CloudRunner, name: &str, response: &Value) -> String {
    let seen = runner.sandbox.path().join(format!("{name}.seen"));
    let script = format!(
        "#!/bin/sh\nprintf '%s %s' \"$GOOGLE_EXTERNAL_ACCOUNT_AUDIENCE\" \"$GOOGLE_EXTERNAL_ACCOUNT_IMPERSONATED_EMAIL\" > '{}'\nprintf '%s' '{}'\n",
        seen.display(),
        response
    );
    let path = runner.sandbox.write(name, &script);
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path.display().to_string()
}

fn response() -> Value {
    json!({
        "version": 1,
        "success": true,
        "token_type": JWT_TYPE,
        "id_token": identity_token(&format!("https://iam.googleapis.com/{PROVIDER}"), 1),
        "expiration_time": 4_102_444_800u64,
    })
}

fn file(runner: &CloudRunner, name: &str, executable: Value) -> String {
    let document = json!({
        "type": "external_account",
        "audience": format!("//iam.googleapis.com/{PROVIDER}"),
        "subject_token_type": JWT_TYPE,
        "token_url": format!("{}/v1/token", runner.url()),
        "service_account_impersonation_url": format!(
            "{}/v1/projects/-/serviceAccounts/{SA}:generateAccessToken", runner.url()
        ),
        "credential_source": {"executable": executable},
    });
    runner
        .sandbox
        .write(name, &document.to_string())
        .display()
        .to_string()
}

#[test]
fn a_command_gives_the_subject_token_only_when_allowed() {
    let runner = CloudRunner::new();
    let command = stub(&runner, "token-cmd", &response());
    let path = file(&runner, "exe.json", json!({"command": command}));
    let vars = [("GOOGLE_APPLICATION_CREDENTIALS", path.as_str())];

    let run = runner
        .chain()
        .envs(vars)
        .args(["auth", "print-access-token"])
        .run();
    crate::cloud_snapshot!(run);
    assert!(!runner.sandbox.path().join("token-cmd.seen").exists());

    let token = print_access(&runner, &[vars[0], ALLOW]);
    assert!(matches!(
        runner.cloud.state.lookup(&token),
        Some(Issued::Access { ref account, .. }) if account == SA
    ));
    let seen = std::fs::read_to_string(runner.sandbox.path().join("token-cmd.seen")).unwrap();
    assert_eq!(seen, format!("//iam.googleapis.com/{PROVIDER} {SA}"));
}

#[test]
fn a_cached_response_is_used_and_a_reported_failure_is_an_auth_error() {
    let runner = CloudRunner::new();
    let cache = runner.sandbox.write("cache.json", &response().to_string());
    // The command would fail: only the unexpired cache can give the token.
    let path = file(
        &runner,
        "cached.json",
        json!({"command": "false", "output_file": cache.display().to_string(), "timeout_millis": 5000}),
    );
    print_access(&runner, &[("GOOGLE_APPLICATION_CREDENTIALS", &path), ALLOW]);

    let failing = stub(
        &runner,
        "failing-cmd",
        &json!({"version": 1, "success": false, "code": "401", "message": "not logged in"}),
    );
    let path = file(&runner, "failing.json", json!({"command": failing}));
    let run = runner
        .chain()
        .env("GOOGLE_APPLICATION_CREDENTIALS", &path)
        .envs([ALLOW])
        .args(["auth", "print-access-token"])
        .run();
    crate::cloud_snapshot!("reported_failure", run);

    let path = file(
        &runner,
        "slow.json",
        json!({"command": "true", "timeout_millis": 1000}),
    );
    let run = runner
        .chain()
        .env("GOOGLE_APPLICATION_CREDENTIALS", &path)
        .envs([ALLOW])
        .args(["auth", "print-access-token"])
        .run();
    crate::cloud_snapshot!("timeout_out_of_range", run);
}
