//! `ward auth` on other CI systems: what is refused before any exchange, how a refused
//! token is described, and what `-v` says about detection.

use crate::auth_support::CloudRunner;
use crate::support::stderr_of;

#[test]
fn a_command_with_spaces_in_an_argument_cannot_go_into_the_file() {
    let runner = CloudRunner::new();
    let (auth, _) = runner.ci_auth_issue_token();
    auth.args(["--oidc-token-command", "issue-token 'ci deploy'"])
        .credentials_in_workspace()
        .fails(2, "split that command on spaces");
    assert!(runner.credentials_files().is_empty());
}

#[test]
fn a_refused_token_is_described_by_its_claims_never_shown() {
    let runner = CloudRunner::new();
    let token = ward_fakes::cloud::ci_token("gitlab", "https://wrong.example", 300, 1);
    let output = runner
        .ci_auth("gitlab")
        .token(&token)
        .no_credentials_file()
        .output();
    assert_eq!(output.status.code(), Some(3), "{}", stderr_of(&output));
    let stderr = stderr_of(&output);
    assert!(stderr.contains("aud https://wrong.example"), "{stderr}");
    assert!(stderr.contains("iss https://gitlab.com"), "{stderr}");
    assert!(!stderr.contains(&token));
    assert!(!String::from_utf8_lossy(&output.stdout).contains(&token));
}

#[test]
fn a_token_that_is_not_a_jwt_is_refused_before_the_exchange() {
    let runner = CloudRunner::new();
    let stderr = runner
        .ci_auth("gitlab")
        .token("glpat-opaque-secret")
        .no_credentials_file()
        .fails(2, "$GITLAB_OIDC_TOKEN is not a JWT");
    assert!(!stderr.contains("glpat-opaque-secret"));
    assert!(runner.requests_to("/v1/token").is_empty());
}

#[test]
fn audience_applies_only_where_ward_asks_for_the_token() {
    let runner = CloudRunner::new();
    runner
        .ci_auth("circleci")
        .token(&runner.ci_token("circleci"))
        .args(["--audience", "x"])
        .fails(2, "--audience does not apply on circleci");
}

#[test]
fn verbose_says_what_was_detected_and_conflicts_warn() {
    let runner = CloudRunner::new();
    let token = runner.ci_token("gitlab");
    let output = runner
        .ci_auth_after("gitlab", &["-v"])
        .token(&token)
        .env("CIRCLECI", "true")
        .no_credentials_file()
        .succeeds();
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains(
            "CI system: gitlab ($GITLAB_CI is true); identity token from $GITLAB_OIDC_TOKEN"
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains("the marker variables of circleci are set too"),
        "{stderr}"
    );
    assert!(
        stderr.contains("aud https://iam.googleapis.com/"),
        "{stderr}"
    );
    assert!(!stderr.contains(&token));

    let output = runner
        .ci_auth_after("gitlab", &["-v"])
        .env("CIRCLECI", "true")
        .env("CIRCLE_OIDC_TOKEN", runner.ci_token("circleci"))
        .args(["--ci", "circleci"])
        .no_credentials_file()
        .succeeds();
    assert!(stderr_of(&output).contains("CI system: circleci (--ci circleci)"));
}

#[test]
fn token_flags_of_another_system_are_refused() {
    let runner = CloudRunner::new();
    runner
        .ci_auth("none")
        .args(["--ci", "bitbucket", "--oidc-token-file", "t"])
        .fails(2, "--oidc-token-file applies only with --ci generic");
}

#[test]
fn generic_jobs_need_a_credentials_directory() {
    let runner = CloudRunner::new();
    runner
        .ci_auth("none")
        .env("MY_OIDC", runner.ci_token("generic"))
        .args(["--oidc-token-env", "MY_OIDC"])
        .fails(2, "generic jobs have no known checkout variable");
    assert!(runner.requests().is_empty());
}
