//! Every invalid input is a usage error (exit 2) before any network call.

use ward_fakes::cloud::PROVIDER;

use crate::auth_support::{federation_inputs, CloudRunner, SA};
use crate::support::stderr_of;

fn refused(runner: &CloudRunner, inputs: &[(&str, &str)], expected: &str) {
    let output = runner.action(inputs).output().unwrap();
    let stderr = stderr_of(&output);
    assert_eq!(output.status.code(), Some(2), "{inputs:?}: {stderr}");
    assert!(stderr.contains(expected), "{expected:?} not in {stderr}");
    assert_eq!(
        stderr
            .lines()
            .filter(|l| l.starts_with("ward: error:"))
            .count(),
        1
    );
    assert!(
        runner.requests().is_empty(),
        "{inputs:?} reached the network"
    );
    assert!(runner.credentials_files().is_empty());
}

#[test]
fn invalid_inputs_fail_before_the_network() {
    let runner = CloudRunner::new();
    let with = |extra: &[(&'static str, &'static str)]| {
        let mut inputs = federation_inputs();
        inputs.extend_from_slice(extra);
        inputs
    };
    let cases: Vec<(Vec<(&str, &str)>, &str)> = vec![
        (vec![], "exactly one of the \"workload_identity_provider\" input or the \"credentials_json\" input"),
        (with(&[("credentials_json", "{\"type\":\"service_account\"}")]), "has no \"client_email\""),
        (with(&[("token_format", "refresh_token")]), "unknown token format \"refresh_token\""),
        (with(&[("token_format", "id_token")]), "the \"id_token_audience\" input is required"),
        (with(&[("token_format", "access_token"), ("access_token_lifetime", "13h")]), "over the maximum of 12 hours"),
        (with(&[("token_format", "access_token"), ("access_token_lifetime", "7200s"), ("access_token_subject", "u@example.com")]), "at most 1 hour (3600s), even where"),
        (with(&[("access_token_scopes", "https://www.googleapis.com/auth/drive")]), "applies only with the \"token_format\" input access_token"),
        (with(&[("id_token_include_email", "true")]), "applies only with the \"token_format\" input id_token"),
        (with(&[("create_credentials_file", "yes")]), "invalid boolean value \"yes\""),
        (with(&[("token_format", "access_token"), ("access_token_lifetime", "1 day")]), "unsupported character \"d\""),
        (vec![("workload_identity_provider", PROVIDER), ("token_format", "access_token")], "direct federation"),
        (vec![("credentials_json", "{\"type\": \"service_account\", ")], "failed to parse the service account key JSON"),
        (vec![("credentials_json", "{\"type\":\"authorized_user\"}")], "expected \"service_account\""),
        (vec![("workload_identity_provider", "projects/my-project/locations/global/workloadIdentityPools/p/providers/g")], "project number"),
    ];
    for (inputs, expected) in cases {
        refused(&runner, &inputs, expected);
    }
}

#[test]
fn missing_runner_variables_explain_the_permission() {
    let runner = CloudRunner::new();
    let output = runner
        .action(&federation_inputs())
        .env_remove("ACTIONS_ID_TOKEN_REQUEST_TOKEN")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("did not inject $ACTIONS_ID_TOKEN_REQUEST_TOKEN"),
        "{stderr}"
    );
    assert!(
        stderr.contains("hint: give the job `permissions: id-token: write`"),
        "{stderr}"
    );

    let output = runner
        .action(&federation_inputs())
        .env_remove("GITHUB_WORKSPACE")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr_of(&output).contains("$GITHUB_WORKSPACE is not set"));

    let output = runner
        .action(&federation_inputs())
        .env_remove("GITHUB_OUTPUT")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr_of(&output).contains("$GITHUB_OUTPUT is not set"));
    assert!(runner.requests().is_empty());
}

#[test]
fn flags_are_named_as_flags_outside_the_action() {
    let runner = CloudRunner::new();
    let output = runner
        .ward()
        .args([
            "auth",
            "--workload-identity-provider",
            PROVIDER,
            "--service-account",
            SA,
        ])
        .args([
            "--token-format",
            "access_token",
            "--access-token-lifetime",
            "2h",
            "--access-token-subject",
            "u@example.com",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("--access-token-lifetime is 7200s"),
        "{stderr}"
    );
    assert!(runner.requests().is_empty());
}

#[test]
fn malformed_key_is_never_echoed() {
    let runner = CloudRunner::new();
    let output = runner
        .ward()
        .args([
            "auth",
            "--credentials-json",
            "{\"private_key\": \"very-secret-material\"",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = stderr_of(&output);
    assert!(stderr.contains("failed to parse"), "{stderr}");
    assert!(!stderr.contains("very-secret-material"));
}
