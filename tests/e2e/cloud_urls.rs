//! The cloud's four base URLs are resolved when a call needs them: a bad address for a
//! service a command never calls does not stop it, and one for the service it calls is bad
//! input (exit 2) said on one line.

use ward_fakes::cloud::policy::{conditional_policy, CONDITIONAL_ORG};
use ward_fakes::cloud::{service_account_key, KEY_ACCOUNT};

use crate::auth_support::CloudRunner;
use crate::policy::{token_with_scopes, READ_ONLY};

const NOT_A_URL: &str = "not a url";

fn organization() -> String {
    format!("organizations/{CONDITIONAL_ORG}")
}

#[test]
fn a_bad_url_of_an_unused_service_does_not_stop_policy_get() {
    let runner = CloudRunner::new();
    let token = token_with_scopes(&runner, READ_ONLY);
    let run = runner
        .job()
        .env("WARD_STS_URL", NOT_A_URL)
        .env("WARD_IAMCREDENTIALS_URL", "ftp://127.0.0.1/")
        .env("WARD_OAUTH2_URL", NOT_A_URL)
        .args(["policy", "get", &organization(), "--access-token", &token])
        .args(["-o", "json"])
        .run();
    run.expect_success();
    assert_eq!(run.json(), conditional_policy());
}

#[test]
fn a_bad_url_of_an_unused_service_does_not_stop_auth_with_a_key() {
    let runner = CloudRunner::new();
    let key = runner.sandbox.write(
        "key.json",
        &service_account_key(&format!("{}/token", runner.url())).to_string(),
    );
    let run = runner
        .job()
        .env("WARD_STS_URL", NOT_A_URL)
        .env("WARD_RESOURCEMANAGER_URL", NOT_A_URL)
        .args(["auth", "--credentials-json"])
        .arg(format!("@{}", key.display()))
        .args(["--token-format", "access_token"])
        .args(["--create-credentials-file=false", "-o", "json"])
        .run();
    crate::cloud_snapshot!(run);
    assert!(!runner
        .requests_to(&format!("{KEY_ACCOUNT}:generateAccessToken"))
        .is_empty());
}

#[test]
fn a_bad_url_of_the_service_called_is_bad_input_with_the_usual_hint() {
    let runner = CloudRunner::new();
    let run = runner
        .job()
        .env("WARD_RESOURCEMANAGER_URL", NOT_A_URL)
        .args(["policy", "get", &organization(), "--access-token", "tok"])
        .run();
    // The same two lines as a bad URL of any other service: the error, then the hint.
    crate::cloud_snapshot!(run);
    assert!(runner.requests().is_empty(), "nothing is sent");
}
