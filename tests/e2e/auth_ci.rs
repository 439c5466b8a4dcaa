//! `ward auth` on CI systems other than GitHub Actions: each system's identity token
//! through the token service (and impersonation) against the fakes.

use serde_json::Value;

use crate::auth_support::{default_audience, CiAuth, CloudRunner, SA};

/// `ward auth` acting as the service account, with an access token, as JSON.
fn impersonate(auth: CiAuth) -> Value {
    auth.impersonating()
        .args(["--token-format", "access_token"])
        .json()
}

fn assert_access_token_of_sa(runner: &CloudRunner, outputs: &Value) {
    let token = outputs["access_token"].as_str().unwrap();
    assert!(runner.is_access_token_of_sa(token), "{outputs}");
}

fn credentials(outputs: &Value) -> Value {
    let path = outputs["credentials_file_path"].as_str().unwrap();
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn executable_command(outputs: &Value) -> String {
    credentials(outputs)["credential_source"]["executable"]["command"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn gitlab_id_token_from_the_conventional_variable() {
    let runner = CloudRunner::new();
    let token = runner.ci_token("gitlab");
    let run = runner
        .ci_auth("gitlab")
        .token(&token)
        .impersonating()
        .args(["--token-format", "access_token", "-o", "json"])
        .run();
    crate::cloud_snapshot!(run);
    let outputs = run.json();
    assert_access_token_of_sa(&runner, &outputs);
    assert_eq!(runner.last_subject_token(), token);
    let command = executable_command(&outputs);
    assert!(
        command.ends_with(" auth subject-token --ci gitlab --oidc-token-env GITLAB_OIDC_TOKEN"),
        "{command}"
    );
    let file = credentials(&outputs);
    assert!(file["service_account_impersonation_url"]
        .as_str()
        .unwrap()
        .ends_with(&format!("{SA}:generateAccessToken")));
    assert_eq!(
        file["credential_source"]["executable"]["timeout_millis"],
        30000
    );
    // The file lives in the job's checkout.
    assert!(outputs["credentials_file_path"]
        .as_str()
        .unwrap()
        .starts_with(runner.workspace().to_str().unwrap()));
}

#[test]
fn gitlab_variable_named_by_the_user() {
    let runner = CloudRunner::new();
    let token = runner.ci_token("gitlab");
    let outputs = impersonate(
        runner
            .ci_auth("gitlab")
            .env("GCP_ID_TOKEN", &token)
            .args(["--oidc-token-env", "GCP_ID_TOKEN"]),
    );
    assert_access_token_of_sa(&runner, &outputs);
    assert!(executable_command(&outputs).ends_with("--oidc-token-env GCP_ID_TOKEN"));
}

#[test]
fn gitlab_without_the_variable_says_how_to_declare_it() {
    let runner = CloudRunner::new();
    crate::cloud_snapshot!(runner.ci_auth("gitlab").run());
    assert!(runner.requests().is_empty());
}

#[test]
fn circleci_prefers_the_v2_token_and_falls_back_to_v1() {
    let runner = CloudRunner::new();
    let v2 = runner.ci_token("circleci");
    let v1 = ward_fakes::cloud::ci_token("circleci", &default_audience(), 300, 2);
    let outputs = impersonate(
        runner
            .ci_auth("circleci")
            .env("CIRCLE_OIDC_TOKEN_V2", &v2)
            .token(&v1),
    );
    assert_access_token_of_sa(&runner, &outputs);
    assert_eq!(runner.last_subject_token(), v2);
    assert!(executable_command(&outputs).ends_with(" auth subject-token --ci circleci"));

    let outputs = impersonate(runner.ci_auth("circleci").token(&v1));
    assert_access_token_of_sa(&runner, &outputs);
    assert_eq!(runner.last_subject_token(), v1);
}

#[test]
fn bitbucket_step_token_with_direct_federation() {
    let runner = CloudRunner::new();
    let token = runner.ci_token("bitbucket");
    let run = runner
        .ci_auth("bitbucket")
        .token(&token)
        .args(["--project-id", "project-1", "-o", "json"])
        .run();
    crate::cloud_snapshot!(run);
    let outputs = run.json();
    assert_eq!(runner.last_subject_token(), token);
    assert!(credentials(&outputs)
        .get("service_account_impersonation_url")
        .is_none());
    assert!(executable_command(&outputs).ends_with("--ci bitbucket"));
}

#[test]
fn buildkite_asks_the_agent_for_the_provider_audience() {
    let runner = CloudRunner::new();
    let token = runner.ci_token("buildkite");
    let bin = runner.token_command("buildkite-agent", &token);
    let outputs = impersonate(runner.ci_auth("buildkite").path_first(&bin));
    assert_access_token_of_sa(&runner, &outputs);
    assert_eq!(runner.last_subject_token(), token);
    assert_eq!(
        runner.token_command_args("buildkite-agent"),
        ["oidc", "request-token", "--audience", &default_audience()]
    );
    assert!(executable_command(&outputs)
        .ends_with(&format!("--ci buildkite --audience {}", default_audience())));
}

#[test]
fn buildkite_custom_audience_reaches_the_agent() {
    let runner = CloudRunner::new();
    runner.cloud.allow_audience("custom-aud");
    let token = ward_fakes::cloud::ci_token("buildkite", "custom-aud", 300, 1);
    let bin = runner.token_command("buildkite-agent", &token);
    let outputs = impersonate(
        runner
            .ci_auth("buildkite")
            .path_first(&bin)
            .args(["--audience", "custom-aud"]),
    );
    assert_access_token_of_sa(&runner, &outputs);
    assert_eq!(
        runner.token_command_args("buildkite-agent").last().unwrap(),
        "custom-aud"
    );
}

#[test]
fn buildkite_without_the_agent_says_so() {
    let runner = CloudRunner::new();
    let empty = runner.sandbox.path().join("empty-bin");
    std::fs::create_dir_all(&empty).unwrap();
    let run = runner
        .ci_auth("buildkite")
        .path_first(&empty)
        .env("PATH", &empty)
        .run();
    crate::cloud_snapshot!(run);
}

#[test]
fn azure_pipelines_oidc_request_for_the_service_connection() {
    let runner = CloudRunner::new();
    let outputs = impersonate(runner.ci_auth("azure"));
    assert_access_token_of_sa(&runner, &outputs);
    let request = runner.requests_to("/azure/oidc").pop().unwrap();
    assert_eq!(request.method, "POST");
    assert_eq!(
        request.header("authorization"),
        Some(format!("Bearer {}", ward_fakes::cloud::AZURE_ACCESS_TOKEN).as_str())
    );
    let query = request.query.clone().unwrap_or_default();
    assert!(query.contains("api-version=7.1"), "{query}");
    assert!(
        query.contains(&format!(
            "serviceConnectionId={}",
            ward_fakes::cloud::AZURE_SERVICE_CONNECTION
        )),
        "{query}"
    );
    let command = executable_command(&outputs);
    assert!(
        command.ends_with(&format!(
            "--ci azure --azure-service-connection-id {}",
            ward_fakes::cloud::AZURE_SERVICE_CONNECTION
        )),
        "{command}"
    );
}

#[test]
fn azure_pipelines_without_the_access_token_says_how_to_map_it() {
    let runner = CloudRunner::new();
    let run = runner
        .ci_auth("azure")
        .env_remove("SYSTEM_ACCESSTOKEN")
        .run();
    crate::cloud_snapshot!(run);
}

#[test]
fn azure_pipelines_refused_job_token() {
    let runner = CloudRunner::new();
    let run = runner
        .ci_auth("azure")
        .env("SYSTEM_ACCESSTOKEN", "wrong")
        .run();
    crate::cloud_snapshot!(run);
}

#[test]
fn generic_file_source_is_read_again_by_client_libraries() {
    let runner = CloudRunner::new();
    let token = runner.ci_token("generic");
    let path = runner.sandbox.write("oidc/token", &format!("{token}\n"));
    let outputs = runner
        .ci_auth("none")
        .impersonating()
        .arg("--oidc-token-file")
        .arg(&path)
        .credentials_in_workspace()
        .json();
    assert_eq!(runner.last_subject_token(), token);
    let source = &credentials(&outputs)["credential_source"];
    // Compared as paths: Windows may write the separators of the given one either way.
    assert_eq!(
        std::path::Path::new(source["file"].as_str().unwrap()),
        path.as_path()
    );
    assert_eq!(source["format"]["type"], "text");
}

#[test]
fn generic_command_and_variable_sources() {
    let runner = CloudRunner::new();
    let (auth, token) = runner.ci_auth_issue_token();
    auth.args(["--oidc-token-command", "issue-token --role 'ci deploy'"])
        .no_credentials_file()
        .json();
    assert_eq!(runner.last_subject_token(), token);
    assert_eq!(
        runner.token_command_args("issue-token"),
        ["--role", "ci deploy"]
    );

    let outputs = runner
        .ci_auth("none")
        .env("MY_OIDC", &token)
        .args(["--oidc-token-env", "MY_OIDC"])
        .credentials_in_workspace()
        .json();
    assert!(executable_command(&outputs).ends_with("--ci generic --oidc-token-env MY_OIDC"));
}
