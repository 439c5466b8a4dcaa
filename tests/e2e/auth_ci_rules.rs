//! `ward auth` on other CI systems: what is refused before any exchange, how a refused
//! token is described, and what `-v` says about detection.

use crate::auth_support::CloudRunner;

#[test]
fn a_command_with_spaces_in_an_argument_cannot_go_into_the_file() {
    let runner = CloudRunner::new();
    let run = runner
        .ci_auth("none")
        .args(["--oidc-token-command", "issue-token 'ci deploy'"])
        .credentials_in_workspace()
        .run();
    crate::cloud_snapshot!(run);
    assert!(runner.credentials_files().is_empty());
}

#[test]
fn a_refused_token_is_described_by_its_claims_never_shown() {
    let runner = CloudRunner::new();
    let token = ward_fakes::cloud::ci_token("gitlab", "https://wrong.example", 300, 1);
    let run = runner
        .ci_auth("gitlab")
        .token(&token)
        .no_credentials_file()
        .run();
    crate::cloud_snapshot!(run);
    assert!(!run.stderr.contains(&token));
    assert!(!run.stdout.contains(&token));
}

#[test]
fn a_token_that_is_not_a_jwt_is_refused_before_the_exchange() {
    let runner = CloudRunner::new();
    let run = runner
        .ci_auth("gitlab")
        .token("glpat-opaque-secret")
        .no_credentials_file()
        .run();
    crate::cloud_snapshot!(run);
    assert!(!run.stderr.contains("glpat-opaque-secret"));
    assert!(runner.requests_to("/v1/token").is_empty());
}

#[test]
fn audience_applies_only_where_ward_asks_for_the_token() {
    let runner = CloudRunner::new();
    let run = runner
        .ci_auth("circleci")
        .token(&runner.ci_token("circleci"))
        .args(["--audience", "x"])
        .run();
    crate::cloud_snapshot!(run);
}

/// The -v lines are the binary's log (its subscriber is set up in main).
#[test]
fn verbose_says_what_was_detected_and_conflicts_warn() {
    let runner = CloudRunner::new();
    let token = runner.ci_token("gitlab");
    let run = runner
        .ci_auth_after("gitlab", &["-v"])
        .token(&token)
        .env("CIRCLECI", "true")
        .no_credentials_file()
        .in_a_process()
        .run();
    crate::cloud_snapshot!("detected", run);
    assert!(!run.stderr.contains(&token));

    let run = runner
        .ci_auth_after("gitlab", &["-v"])
        .env("CIRCLECI", "true")
        .env("CIRCLE_OIDC_TOKEN", runner.ci_token("circleci"))
        .args(["--ci", "circleci"])
        .no_credentials_file()
        .in_a_process()
        .run();
    crate::cloud_snapshot!("chosen", run);
}

#[test]
fn token_flags_of_another_system_are_refused() {
    let runner = CloudRunner::new();
    let run = runner
        .ci_auth("none")
        .args(["--ci", "bitbucket", "--oidc-token-file", "t"])
        .run();
    crate::cloud_snapshot!(run);
}

#[test]
fn generic_jobs_need_a_credentials_directory() {
    let runner = CloudRunner::new();
    let run = runner
        .ci_auth("none")
        .env("MY_OIDC", runner.ci_token("generic"))
        .args(["--oidc-token-env", "MY_OIDC"])
        .run();
    crate::cloud_snapshot!(run);
    assert!(runner.requests().is_empty());
}
