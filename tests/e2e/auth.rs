//! `ward auth` flows end to end against the fake cloud and a fake CI runner.

use serde_json::Value;
use ward_fakes::cloud::{Cloud, Issued, DELEGATE, PROVIDER, REQUEST_TOKEN, SERVICE_ACCOUNT};

#[cfg(unix)]
use crate::auth_support::mode_of;
use crate::auth_support::{bearer_of, federation_inputs, CloudRunner, SA};
use crate::support::Sandbox;

const SPEC_VARS: [&str; 8] = [
    "CLOUDSDK_PROJECT",
    "CLOUDSDK_CORE_PROJECT",
    "SERVICE_PROJECT",
    "SERVICE_CLI_PROJECT",
    "SERVICE_CLOUD_PROJECT",
    "CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE",
    "SERVICE_APPLICATION_CREDENTIALS",
    "SERVICE_CI_CREDS_PATH",
];
const VENDOR_VARS: [&str; 5] = [
    "GCP_PROJECT",
    "GCLOUD_PROJECT",
    "GOOGLE_CLOUD_PROJECT",
    "GOOGLE_APPLICATION_CREDENTIALS",
    "GOOGLE_GHA_CREDS_PATH",
];

#[test]
fn federation_access_token_in_action_mode() {
    let runner = CloudRunner::new();
    let mut inputs = federation_inputs();
    inputs.push(("token_format", "access_token"));
    inputs.push(("access_token_lifetime", "30m"));
    let run = runner.github_action(&inputs).run();
    crate::cloud_snapshot!(run);

    let outputs = runner.parsed("output");
    assert_eq!(outputs["project_id"], "test-project");
    let access_token = &outputs["access_token"];
    assert!(access_token.starts_with("sa-"), "{access_token}");
    assert!(outputs["access_token_expiration"].ends_with('Z'));
    let path = std::path::PathBuf::from(&outputs["credentials_file_path"]);
    assert_eq!(runner.credentials_files(), vec![path.clone()]);
    #[cfg(unix)]
    assert_eq!(mode_of(&path), 0o600);

    // Every token was masked before the step's outputs were written.
    let stdout = &run.stdout;
    assert!(
        stdout.contains(&format!("::add-mask::{access_token}")),
        "{stdout}"
    );
    let federated = bearer_of(&runner.requests_to(":generateAccessToken")[0]);
    assert!(stdout.contains(&format!("::add-mask::{federated}")));
    let identity_token = runner.requests_to("/v1/token")[0].body_json().unwrap()["subjectToken"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(stdout.contains(&format!("::add-mask::{identity_token}")));
    assert!(!run.stderr.contains(access_token.as_str()));

    let env = runner.parsed("env");
    for name in SPEC_VARS.iter().chain(VENDOR_VARS.iter()) {
        assert!(env.contains_key(*name), "{name} not exported: {env:?}");
    }
    assert_eq!(
        env["SERVICE_APPLICATION_CREDENTIALS"],
        path.display().to_string()
    );
    assert_eq!(env["GOOGLE_CLOUD_PROJECT"], "test-project");
    assert_eq!(
        runner.parsed("state")["credentials_path"],
        path.display().to_string()
    );

    // What was sent, step by step.
    let oidc = &runner.requests_to("/oidc")[0];
    assert_eq!(
        oidc.header("authorization"),
        Some(format!("Bearer {REQUEST_TOKEN}").as_str())
    );
    assert!(oidc.query.as_deref().unwrap().starts_with(
        "api-version=2.0&audience=https%3A%2F%2Fiam.googleapis.com%2Fprojects%2F123456789"
    ));
    let sts = runner.requests_to("/v1/token")[0].body_json().unwrap();
    assert_eq!(sts["audience"], format!("//iam.googleapis.com/{PROVIDER}"));
    assert_eq!(
        sts["grantType"],
        "urn:ietf:params:oauth:grant-type:token-exchange"
    );
    assert!(runner.requests_to("/v1/token")[0]
        .header("authorization")
        .is_none());
    let generate = runner.requests_to(":generateAccessToken")[0]
        .body_json()
        .unwrap();
    assert_eq!(generate["lifetime"], "1800s");
    assert_eq!(
        generate["scope"],
        serde_json::json!(["https://www.googleapis.com/auth/cloud-platform"])
    );

    // The file is the external-account document, refreshing through the runner.
    let file: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(file["type"], "external_account");
    assert_eq!(file["token_url"], format!("{}/v1/token", runner.url()));
    assert_eq!(
        file["credential_source"]["headers"]["Authorization"],
        format!("Bearer {REQUEST_TOKEN}")
    );
    assert!(file["credential_source"]["url"]
        .as_str()
        .unwrap()
        .contains("audience="));
    assert_eq!(
        file["service_account_impersonation_url"],
        format!(
            "{}/v1/projects/-/serviceAccounts/{SA}:generateAccessToken",
            runner.url()
        )
    );
}

#[test]
fn federation_id_token_with_email_and_normalised_delegates() {
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
            "id_token",
            "--id-token-audience",
            "https://svc.example",
        ])
        .args([
            "--id-token-include-email",
            "--delegates",
            DELEGATE,
            "--create-credentials-file",
            "false",
            "-o",
            "json",
        ])
        .run();
    crate::cloud_snapshot!(run);
    let json = run.json();
    let id_token = json["id_token"].as_str().unwrap();
    let payload = id_token.split('.').nth(1).unwrap();
    use base64::Engine as _;
    let claims: Value = serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(payload)
            .unwrap(),
    )
    .unwrap();
    assert_eq!(claims["email"], SA);
    assert_eq!(claims["aud"], "https://svc.example");
    let body = runner.requests_to(":generateIdToken")[0]
        .body_json()
        .unwrap();
    assert_eq!(
        body["delegates"],
        serde_json::json!([format!("projects/-/serviceAccounts/{DELEGATE}")])
    );
    assert_eq!(body["includeEmail"], true);
    assert!(runner.credentials_files().is_empty());
}

#[test]
fn direct_federation_writes_a_file_without_impersonation() {
    let runner = CloudRunner::new();
    let run = runner
        .github_action(&[("workload_identity_provider", PROVIDER)])
        .run();
    crate::cloud_snapshot!(run);
    let outputs = runner.parsed("output");
    assert!(!outputs.contains_key("project_id"));
    let file: Value =
        serde_json::from_str(&std::fs::read_to_string(&outputs["credentials_file_path"]).unwrap())
            .unwrap();
    assert!(
        file.get("service_account_impersonation_url").is_none(),
        "{file}"
    );
    // The federation itself was exercised, nothing more.
    assert_eq!(runner.requests_to("/v1/token").len(), 1);
    assert!(runner.requests_to(":generateAccessToken").is_empty());
    assert!(!runner.parsed("env").contains_key("CLOUDSDK_PROJECT"));
}

#[test]
fn domain_wide_delegation_under_federation_signs_with_an_account_token() {
    let runner = CloudRunner::new();
    let mut inputs = federation_inputs();
    inputs.extend([
        ("token_format", "access_token"),
        ("access_token_subject", "admin@example.com"),
        (
            "access_token_scopes",
            "https://www.googleapis.com/auth/admin.directory.user.readonly",
        ),
    ]);
    let run = runner.github_action(&inputs).run();
    crate::cloud_snapshot!(run);
    let access_token = runner.parsed("output")["access_token"].clone();
    assert!(access_token.starts_with("dwd-"), "{access_token}");
    match runner.cloud.state.lookup(&access_token) {
        Some(Issued::Access {
            subject, scopes, ..
        }) => {
            assert_eq!(subject.as_deref(), Some("admin@example.com"));
            assert_eq!(
                scopes,
                vec!["https://www.googleapis.com/auth/admin.directory.user.readonly"]
            );
        }
        other => panic!("unexpected token {other:?}"),
    }
    let sign = &runner.requests_to(":signJwt")[0];
    let signer = runner.cloud.state.lookup(&bearer_of(sign));
    assert!(
        matches!(signer, Some(Issued::Access { ref account, .. }) if account == SA),
        "{signer:?}"
    );
    let payload = sign.body_json().unwrap()["payload"]
        .as_str()
        .unwrap()
        .to_string();
    let claims: Value = serde_json::from_str(&payload).unwrap();
    assert!(claims.is_object(), "payload encoded once: {payload}");
    assert_eq!(claims["aud"], format!("{}/token", runner.url()));
    assert!(run.stdout.contains(&format!("::add-mask::{access_token}")));
}

#[test]
fn a_project_id_that_could_inject_a_variable_is_refused_before_anything_is_written() {
    let runner = CloudRunner::new();
    let hostile = "p1\nghadelimiter_0123456789abcdef\nINJECTED<<EOF\nevil\nEOF\nALSO=evil";
    let mut inputs = federation_inputs();
    inputs.push(("project_id", hostile));
    let run = runner.github_action(&inputs).run();
    crate::cloud_snapshot!(run);
    assert!(runner.parsed("env").is_empty());
    assert!(runner.parsed("output").is_empty());
    assert!(runner.credentials_files().is_empty());
}

#[test]
fn retries_flaky_token_calls_and_names_the_failing_step() {
    let runner = CloudRunner::new();
    runner.cloud.fail("oidc", 503, 2);
    runner.cloud.fail("sts", 500, 1);
    runner.cloud.fail("generateAccessToken", 502, 1);
    let mut inputs = federation_inputs();
    inputs.push(("token_format", "access_token"));
    let run = runner.github_action(&inputs).run();
    crate::cloud_snapshot!("recovered", run);
    assert_eq!(runner.requests_to("/oidc").len(), 3);
    assert_eq!(runner.requests_to("/v1/token").len(), 2);

    let runner = CloudRunner::new();
    runner.cloud.fail("generateAccessToken", 403, 1);
    let run = runner.github_action(&inputs).run();
    crate::cloud_snapshot!("refused", run);
    // The file was written before the failure, for continue-on-error users.
    assert_eq!(runner.credentials_files().len(), 1);
}

#[test]
fn an_unknown_provider_is_refused_by_the_token_service() {
    let runner = CloudRunner::new();
    let other = "projects/42/locations/global/workloadIdentityPools/ci-pool/providers/github";
    let run = runner
        .job()
        .args([
            "auth",
            "--workload-identity-provider",
            other,
            "--create-credentials-file=false",
        ])
        .run();
    crate::cloud_snapshot!(run);
}

#[test]
fn a_refused_identity_exits_3_with_the_provider_hint() {
    let runner = CloudRunner::new();
    // An audience the provider does not accept: STS answers 400 invalid_grant.
    let run = runner
        .job()
        .args([
            "auth",
            "--workload-identity-provider",
            PROVIDER,
            "--audience",
            "not-the-provider",
            "--create-credentials-file=false",
        ])
        .run();
    crate::cloud_snapshot!(run);
}

#[test]
fn a_token_service_outage_is_not_blamed_on_the_provider() {
    let runner = CloudRunner::new();
    runner.cloud.fail("sts", 503, 20);
    let run = runner
        .job()
        .args([
            "auth",
            "--workload-identity-provider",
            PROVIDER,
            "--create-credentials-file=false",
            "--retries=1",
        ])
        .run();
    crate::cloud_snapshot!(run);
    assert_eq!(runner.requests_to("/v1/token").len(), 2);
}

#[test]
fn custom_audience_is_used_for_the_identity_token_and_the_file() {
    let runner = CloudRunner::new();
    runner.cloud.allow_audience("my-audience");
    let run = runner
        .job()
        .args([
            "auth",
            "--workload-identity-provider",
            PROVIDER,
            "--audience",
            "my-audience",
            "-o",
            "json",
        ])
        .run();
    crate::cloud_snapshot!(run);
    let path = run.json()["credentials_file_path"]
        .as_str()
        .unwrap()
        .to_string();
    let file: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert!(file["credential_source"]["url"]
        .as_str()
        .unwrap()
        .ends_with("audience=my-audience"));
    assert!(runner.requests_to("/oidc")[0]
        .query
        .as_deref()
        .unwrap()
        .ends_with("audience=my-audience"));
}

#[test]
fn export_and_file_switches() {
    let runner = CloudRunner::new();
    let mut inputs = federation_inputs();
    inputs.push(("export_environment_variables", "false"));
    let run = runner.github_action(&inputs).run();
    crate::cloud_snapshot!("no_export", run);
    assert!(runner.parsed("env").is_empty());
    assert_eq!(runner.credentials_files().len(), 1);

    let runner = CloudRunner::new();
    let mut inputs = federation_inputs();
    inputs.extend([
        ("create_credentials_file", "false"),
        ("cleanup_credentials", "true"),
    ]);
    let run = runner.github_action(&inputs).run();
    crate::cloud_snapshot!("no_file", run);
    assert!(runner.credentials_files().is_empty());
    assert!(runner.parsed("state").is_empty());
    let env = runner.parsed("env");
    assert!(env.contains_key("CLOUDSDK_PROJECT") && !env.contains_key("SERVICE_CI_CREDS_PATH"));
    assert!(!runner
        .parsed("output")
        .contains_key("credentials_file_path"));

    let runner = CloudRunner::new();
    let mut inputs = federation_inputs();
    inputs.push(("cleanup_credentials", "false"));
    runner.github_action(&inputs).run().expect_success();
    assert!(
        runner.parsed("state").is_empty(),
        "nothing for the post step to remove"
    );
}

#[test]
fn warns_when_the_workspace_is_empty() {
    let runner = CloudRunner::new();
    std::fs::remove_file(runner.workspace().join("README.md")).unwrap();
    let run = runner.github_action(&federation_inputs()).run();
    crate::cloud_snapshot!("empty", run);
    let runner = CloudRunner::new();
    let run = runner.github_action(&federation_inputs()).run();
    crate::cloud_snapshot!("checked_out", run);
}

#[test]
fn table_output_lists_the_outputs() {
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
        .run();
    crate::cloud_snapshot!(run);
}

#[test]
fn json_and_ndjson_list_the_outputs() {
    let runner = CloudRunner::new();
    for (name, format) in [("json", &["--json"][..]), ("ndjson", &["-o", "ndjson"][..])] {
        let run = runner
            .job()
            .args([
                "auth",
                "--workload-identity-provider",
                PROVIDER,
                "--service-account",
                SA,
                "--token-format",
                "access_token",
            ])
            .args(format)
            .run();
        crate::cloud_snapshot!(name, run);
    }
}

#[test]
fn verbose_logs_never_show_tokens() {
    let runner = CloudRunner::new();
    let mut inputs = federation_inputs();
    inputs.extend([
        ("token_format", "access_token"),
        ("access_token_subject", "admin@example.com"),
    ]);
    // The request log is the binary's (its tracing subscriber is set up in main).
    let run = runner.github_action(&inputs).arg("-vv").run_process();
    run.expect_success();
    let stderr = &run.stderr;
    assert!(
        stderr.contains("/v1/token"),
        "the log shows requests: {stderr}"
    );
    let issued = runner.cloud.state.issued();
    assert!(issued.len() >= 3);
    for (token, _) in issued {
        assert!(!stderr.contains(&token), "{token} leaked into {stderr}");
    }
    assert!(!stderr.contains(REQUEST_TOKEN));
    let identity_token = runner.requests_to("/v1/token")[0].body_json().unwrap()["subjectToken"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(!stderr.contains(&identity_token));
}

#[test]
fn auth_federates_with_the_runner_variables_of_the_runs_environment() {
    let cloud = Cloud::new();
    let server = ward_fakes::spawn(cloud.router());
    let home = Sandbox::new();
    let workspace = home.path().join("workspace");
    std::fs::create_dir_all(&workspace).expect("the workspace");
    std::fs::write(workspace.join("README.md"), "checked out\n").expect("a checkout");
    let workspace_text = workspace.to_string_lossy().into_owned();
    let issuer = format!("{}/oidc?api-version=2.0", server.url);
    // None of these is set in the test process: ward can only have them from the run.
    let home = home
        .var("WARD_STS_URL", &server.url)
        .var("WARD_IAMCREDENTIALS_URL", &server.url)
        .var("WARD_OAUTH2_URL", &server.url)
        .var("WARD_RESOURCEMANAGER_URL", &server.url)
        .var("ACTIONS_ID_TOKEN_REQUEST_URL", &issuer)
        .var("ACTIONS_ID_TOKEN_REQUEST_TOKEN", REQUEST_TOKEN)
        .var("GITHUB_WORKSPACE", &workspace_text);
    let run = home.run(&[
        "auth",
        "--workload-identity-provider",
        PROVIDER,
        "--service-account",
        SERVICE_ACCOUNT,
        "--token-format",
        "access_token",
        "-o",
        "json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let outputs = run.json();
    assert!(outputs["access_token"].is_string(), "{outputs}");
    let file = outputs["credentials_file_path"]
        .as_str()
        .expect("a credentials file");
    assert!(file.starts_with(&workspace_text), "{file}");
    let contents = std::fs::read_to_string(file).expect("the credentials file");
    assert!(contents.contains(&server.url), "{contents}");
}
