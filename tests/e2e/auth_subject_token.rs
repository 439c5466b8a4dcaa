//! `ward auth subject-token`: the executable-sourced response client libraries read.

use base64::Engine as _;
use serde_json::{json, Value};

use crate::auth_support::{default_audience, CloudRunner};

/// 2100-01-01T00:00:00Z, the expiry of the tokens these tests make.
const EXP: u64 = 4_102_444_800;

/// An unsigned stand-in for a CI system's identity token, with these claims: ward reads
/// the claims of the token it hands on, and never checks the signature (the token
/// service does).
fn jwt(claims: &Value) -> String {
    let encode =
        |part: &Value| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(part.to_string());
    format!(
        "{}.{}.c2lnbmF0dXJl",
        encode(&json!({"alg": "RS256", "typ": "JWT"})),
        encode(claims)
    )
}

fn token_of(ci: &str, exp: u64) -> String {
    jwt(&json!({
        "iss": ward_fakes::cloud::issuer(ci).unwrap_or("https://issuer.example"),
        "aud": default_audience(),
        "sub": format!("{ci}:job"),
        "exp": exp,
    }))
}

#[test]
fn prints_the_executable_response_with_the_expiry_of_the_token() {
    let runner = CloudRunner::new();
    let token = token_of("gitlab", EXP);
    let run = runner
        .on_ci("gitlab")
        .env("GITLAB_OIDC_TOKEN", &token)
        .args(["auth", "subject-token", "--ci", "gitlab"])
        .run();
    crate::cloud_snapshot!(run);
    assert_eq!(run.json()["id_token"], token.as_str());
}

#[test]
fn an_expired_token_is_a_failure_response() {
    let runner = CloudRunner::new();
    let token = token_of("circleci", 1);
    let run = runner
        .on_ci("circleci")
        .env("CIRCLE_OIDC_TOKEN_V2", &token)
        .args(["auth", "subject-token"])
        .run();
    crate::cloud_snapshot!(run);
    assert!(!run.stdout.contains(&token));
}

#[test]
fn not_a_jwt_is_a_failure_response() {
    let runner = CloudRunner::new();
    let run = runner
        .on_ci("bitbucket")
        .env("BITBUCKET_STEP_OIDC_TOKEN", "opaque")
        .args(["auth", "subject-token", "--ci", "bitbucket"])
        .run();
    crate::cloud_snapshot!(run);
}

/// The agent is found on PATH by ward's own process, so these run the binary.
#[test]
fn buildkite_audience_from_the_client_library() {
    let runner = CloudRunner::new();
    let token = token_of("buildkite", EXP);
    let bin = runner.token_command("buildkite-agent", &token);
    let run = runner
        .on_ci("buildkite")
        .env("PATH", runner.path_with(&bin))
        .env(
            "GOOGLE_EXTERNAL_ACCOUNT_AUDIENCE",
            format!("//iam.googleapis.com/{}", ward_fakes::cloud::PROVIDER),
        )
        .args(["auth", "subject-token", "--ci", "buildkite"])
        .run_process();
    crate::cloud_snapshot!("buildkite_asked", run);
    assert_eq!(run.json()["id_token"], token.as_str());
    assert_eq!(
        runner.token_command_args("buildkite-agent"),
        ["oidc", "request-token", "--audience", &default_audience()]
    );

    let run = runner
        .on_ci("buildkite")
        .env("PATH", runner.path_with(&bin))
        .args(["auth", "subject-token", "--ci", "buildkite"])
        .run_process();
    crate::cloud_snapshot!("buildkite_no_audience", run);
}

#[test]
fn azure_asks_the_pipeline_for_the_token() {
    let runner = CloudRunner::new();
    let run = runner
        .on_ci("azure")
        .args(["auth", "subject-token", "--ci", "azure"])
        .run();
    // The token is the fake pipeline's, signed now: its expiry moves with the clock.
    insta::with_settings!({filters => vec![(r#""expiration_time":\d+"#, r#""expiration_time":[EXP]"#)]}, {
        crate::cloud_snapshot!(run);
    });
    assert_eq!(runner.requests_to("/azure/oidc").len(), 1);
}

/// The command is found on PATH by ward's own process, so this runs the binary.
#[test]
fn a_generic_command_gives_the_token() {
    let runner = CloudRunner::new();
    let token = token_of("generic", EXP);
    let bin = runner.token_command("issue-token", &token);
    let run = runner
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
        .run_process();
    crate::cloud_snapshot!(run);
    assert_eq!(run.json()["id_token"], token.as_str());
    assert_eq!(
        runner.token_command_args("issue-token"),
        ["--role", "deploy"]
    );
}
