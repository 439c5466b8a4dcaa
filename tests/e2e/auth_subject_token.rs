//! `ward auth subject-token`: the executable-sourced response client libraries read.

use serde_json::Value;

use crate::auth_support::{default_audience, CloudRunner};
use crate::support::stderr_of;

fn response(output: &std::process::Output) -> Value {
    serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|_| panic!("not JSON: {}", String::from_utf8_lossy(&output.stdout)))
}

fn exp_of(token: &str) -> u64 {
    use base64::Engine as _;
    let payload = token.split('.').nth(1).unwrap();
    let claims: Value = serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(payload)
            .unwrap(),
    )
    .unwrap();
    claims["exp"].as_u64().unwrap()
}

#[test]
fn prints_the_executable_response_with_the_expiry_of_the_token() {
    let runner = CloudRunner::new();
    let token = runner.ci_token("gitlab");
    let output = runner
        .on_ci("gitlab")
        .env("GITLAB_OIDC_TOKEN", &token)
        .args(["auth", "subject-token", "--ci", "gitlab"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(output.stderr.is_empty(), "{}", stderr_of(&output));
    let response = response(&output);
    assert_eq!(response["version"], 1);
    assert_eq!(response["success"], true);
    assert_eq!(
        response["token_type"],
        "urn:ietf:params:oauth:token-type:jwt"
    );
    assert_eq!(response["id_token"], token.as_str());
    assert_eq!(response["expiration_time"], exp_of(&token));
}

#[test]
fn an_expired_token_is_a_failure_response() {
    let runner = CloudRunner::new();
    let token = ward_fakes::cloud::ci_token("circleci", &default_audience(), 0, 1);
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let output = runner
        .on_ci("circleci")
        .env("CIRCLE_OIDC_TOKEN_V2", &token)
        .args(["auth", "subject-token"])
        .output()
        .unwrap();
    assert_ne!(output.status.code(), Some(0));
    let response = response(&output);
    assert_eq!(response["success"], false);
    assert!(response["message"]
        .as_str()
        .unwrap()
        .contains("has expired"));
    assert!(!String::from_utf8_lossy(&output.stdout).contains(&token));
}

#[test]
fn not_a_jwt_is_a_failure_response() {
    let runner = CloudRunner::new();
    let output = runner
        .on_ci("bitbucket")
        .env("BITBUCKET_STEP_OIDC_TOKEN", "opaque")
        .args(["auth", "subject-token", "--ci", "bitbucket"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let response = response(&output);
    assert_eq!(response["success"], false);
    assert_eq!(response["code"], "WARD_EXIT_2");
    assert!(response["message"].as_str().unwrap().contains("not a JWT"));
}

#[test]
fn buildkite_audience_from_the_client_library() {
    let runner = CloudRunner::new();
    let token = runner.ci_token("buildkite");
    let bin = runner.token_command("buildkite-agent", &token);
    let output = runner
        .on_ci("buildkite")
        .env("PATH", runner.path_with(&bin))
        .env(
            "GOOGLE_EXTERNAL_ACCOUNT_AUDIENCE",
            format!("//iam.googleapis.com/{}", ward_fakes::cloud::PROVIDER),
        )
        .args(["auth", "subject-token", "--ci", "buildkite"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(response(&output)["id_token"], token.as_str());
    assert_eq!(
        runner.token_command_args("buildkite-agent"),
        ["oidc", "request-token", "--audience", &default_audience()]
    );

    let output = runner
        .on_ci("buildkite")
        .env("PATH", runner.path_with(&bin))
        .args(["auth", "subject-token", "--ci", "buildkite"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(response(&output)["message"]
        .as_str()
        .unwrap()
        .contains("none was given"));
}

#[test]
fn azure_and_generic_command_sources() {
    let runner = CloudRunner::new();
    let output = runner
        .on_ci("azure")
        .args(["auth", "subject-token", "--ci", "azure"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(response(&output)["success"], true);
    assert_eq!(runner.requests_to("/azure/oidc").len(), 1);

    let token = runner.ci_token("generic");
    let bin = runner.token_command("issue-token", &token);
    let output = runner
        .on_ci("none")
        .env("PATH", runner.path_with(&bin))
        .args([
            "auth",
            "subject-token",
            "--",
            "issue-token",
            "--role",
            "deploy",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(response(&output)["id_token"], token.as_str());
    assert_eq!(
        runner.token_command_args("issue-token"),
        ["--role", "deploy"]
    );
}
