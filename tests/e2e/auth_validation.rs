//! Every invalid input is a usage error (exit 2) before any network call.

use ward_fakes::cloud::{service_account_key, PROVIDER};

use crate::auth_support::{federation_inputs, CloudRunner, SA};

/// The action run with `inputs`, pinned as `name`; it must not have reached the network or
/// written a credentials file.
fn refused(runner: &CloudRunner, name: &str, inputs: &[(&str, &str)]) {
    let run = runner.github_action(inputs).run();
    crate::cloud_snapshot!(name, run);
    assert!(
        runner.requests().is_empty(),
        "{inputs:?} reached the network"
    );
    assert!(runner.credentials_files().is_empty());
}

/// The federation inputs and `extra`.
fn with<'a>(extra: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut inputs = federation_inputs();
    inputs.extend_from_slice(extra);
    inputs
}

#[test]
fn invalid_inputs_fail_before_the_network() {
    let runner = CloudRunner::new();
    let key = service_account_key(&format!("{}/token", runner.url())).to_string();
    let cases: Vec<(&str, Vec<(&str, &str)>)> = vec![
        ("no_mode", vec![]),
        ("both_modes", with(&[("credentials_json", &key)])),
        (
            "key_without_client_email",
            with(&[("credentials_json", "{\"type\":\"service_account\"}")]),
        ),
        (
            "unknown_token_format",
            with(&[("token_format", "refresh_token")]),
        ),
        (
            "id_token_without_audience",
            with(&[("token_format", "id_token")]),
        ),
        (
            "lifetime_over_12_hours",
            with(&[
                ("token_format", "access_token"),
                ("access_token_lifetime", "13h"),
            ]),
        ),
        (
            "delegated_lifetime_over_1_hour",
            with(&[
                ("token_format", "access_token"),
                ("access_token_lifetime", "7200s"),
                ("access_token_subject", "u@example.com"),
            ]),
        ),
        (
            "scopes_without_access_token",
            with(&[(
                "access_token_scopes",
                "https://www.googleapis.com/auth/drive",
            )]),
        ),
        (
            "email_without_id_token",
            with(&[("id_token_include_email", "true")]),
        ),
        ("bad_boolean", with(&[("create_credentials_file", "yes")])),
        (
            "bad_duration",
            with(&[
                ("token_format", "access_token"),
                ("access_token_lifetime", "1 day"),
            ]),
        ),
        (
            "access_token_under_direct_federation",
            vec![
                ("workload_identity_provider", PROVIDER),
                ("token_format", "access_token"),
            ],
        ),
        (
            "key_not_json",
            vec![("credentials_json", "{\"type\": \"service_account\", ")],
        ),
        (
            "key_of_another_type",
            vec![("credentials_json", "{\"type\":\"authorized_user\"}")],
        ),
        (
            "provider_without_project_number",
            vec![(
                "workload_identity_provider",
                "projects/my-project/locations/global/workloadIdentityPools/p/providers/g",
            )],
        ),
    ];
    for (name, inputs) in cases {
        refused(&runner, name, &inputs);
    }
}

#[test]
fn missing_runner_variables_explain_the_permission() {
    let runner = CloudRunner::new();
    for variable in [
        "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
        "GITHUB_WORKSPACE",
        "GITHUB_OUTPUT",
    ] {
        let run = runner
            .github_action(&federation_inputs())
            .env_remove(variable)
            .run();
        crate::cloud_snapshot!(variable, run);
    }
    assert!(runner.requests().is_empty());
}

#[test]
fn flags_are_named_as_flags_outside_the_action() {
    let runner = CloudRunner::new();
    let run = runner
        .job()
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
        .run();
    crate::cloud_snapshot!(run);
    assert!(runner.requests().is_empty());
}

#[test]
fn malformed_key_is_never_echoed() {
    let runner = CloudRunner::new();
    let run = runner
        .job()
        .args([
            "auth",
            "--credentials-json",
            "{\"private_key\": \"very-secret-material\"",
        ])
        .run();
    crate::cloud_snapshot!(run);
    assert!(!run.stderr.contains("very-secret-material"));
}
