//! Credentials files written on CI systems other than GitHub, loaded and refreshed by the
//! vendor's own client library (google-auth): the executable source (`ward auth
//! subject-token`) and the file source, refreshed again after the first token expired.

use std::collections::BTreeMap;
use std::process::Command;

use ward_fakes::cloud::{Issued, PROVIDER};

use crate::auth_support::{CloudRunner, SA};
use crate::support::stderr_of;

/// Seconds the fakes' federated and access tokens live in these tests.
const SHORT: u64 = 2;

fn client_missing() -> bool {
    let ok = Command::new("python3")
        .args([
            "-c",
            "import google.auth, google.auth.transport.requests, requests",
        ])
        .output()
        .is_ok_and(|output| output.status.success());
    if !ok {
        eprintln!("skipping the google-auth check: python3 with google-auth and requests is not available");
    }
    !ok
}

fn dotenv(path: &std::path::Path) -> BTreeMap<String, String> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter_map(|line| line.split_once('='))
        .map(|(name, value)| (name.to_string(), value.to_string()))
        .collect()
}

/// The check script, refreshing twice, with `env` on top of a clean environment.
fn refresh_twice(env: &BTreeMap<String, String>) -> serde_json::Value {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/google_auth_check.py");
    let mut command = Command::new("python3");
    command.args([script, "--refresh-after-expiry"]);
    for (name, _) in std::env::vars() {
        if name.starts_with("GOOGLE_") || name.starts_with("CLOUDSDK_") || name.starts_with("WARD_")
        {
            command.env_remove(name);
        }
    }
    command.envs(env);
    let output = command.output().unwrap();
    assert!(
        output.status.success(),
        "google-auth failed:\n{}",
        stderr_of(&output)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

fn form_exchanges(runner: &CloudRunner) -> usize {
    runner
        .requests_to("/v1/token")
        .iter()
        .filter(|r| {
            r.header("content-type")
                .is_some_and(|t| t.starts_with("application/x-www-form-urlencoded"))
        })
        .count()
}

#[test]
fn google_auth_runs_ward_for_each_refresh_of_an_impersonated_gitlab_file() {
    if client_missing() {
        return;
    }
    let runner = CloudRunner::new();
    runner.cloud.short_lifetimes(SHORT);
    let token = runner.ci_token("gitlab");
    let env_file = runner.sandbox.path().join("auth.env");
    let output = runner
        .on_ci("gitlab")
        .env("GITLAB_OIDC_TOKEN", &token)
        .args([
            "auth",
            "--workload-identity-provider",
            PROVIDER,
            "--service-account",
            SA,
        ])
        .arg("--env-file")
        .arg(&env_file)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let mut env = dotenv(&env_file);
    env.insert("GITLAB_OIDC_TOKEN".into(), token);

    let result = refresh_twice(&env);
    assert_eq!(result["expired_before_second_refresh"], true, "{result}");
    let tokens: Vec<&str> = result["tokens"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|t| t.as_str())
        .collect();
    assert_eq!(tokens.len(), 2);
    assert_ne!(tokens[0], tokens[1]);
    for token in tokens {
        assert!(
            matches!(runner.cloud.state.lookup(token), Some(Issued::Access { ref account, .. }) if account == SA),
            "{result}"
        );
    }
    assert_eq!(result["project"], "test-project");
    // Each refresh ran `ward auth subject-token` and exchanged its token again.
    assert_eq!(form_exchanges(&runner), 2);
}

#[test]
fn google_auth_rereads_the_token_file_after_expiry() {
    if client_missing() {
        return;
    }
    let runner = CloudRunner::new();
    runner.cloud.short_lifetimes(SHORT);
    let token_path = runner
        .sandbox
        .write("oidc-token", &runner.ci_token("generic"));
    let env_file = runner.sandbox.path().join("auth.env");
    let output = runner
        .on_ci("none")
        .args([
            "auth",
            "--workload-identity-provider",
            PROVIDER,
            "--project-id",
            "direct-project",
        ])
        .arg("--oidc-token-file")
        .arg(&token_path)
        .arg("--credentials-dir")
        .arg(runner.workspace())
        .arg("--env-file")
        .arg(&env_file)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let env = dotenv(&env_file);
    assert!(!env.contains_key("GOOGLE_EXTERNAL_ACCOUNT_ALLOW_EXECUTABLES"));

    let result = refresh_twice(&env);
    assert_eq!(result["expired_before_second_refresh"], true, "{result}");
    let tokens = result["tokens"].as_array().unwrap();
    assert_eq!(tokens.len(), 2);
    for token in tokens {
        assert!(
            matches!(
                runner.cloud.state.lookup(token.as_str().unwrap()),
                Some(Issued::Federated { .. })
            ),
            "{result}"
        );
    }
    assert_eq!(result["project"], "direct-project");
    assert_eq!(form_exchanges(&runner), 2);
}

#[test]
fn google_auth_asks_azure_pipelines_for_a_fresh_token_on_each_refresh() {
    if client_missing() {
        return;
    }
    let runner = CloudRunner::new();
    runner.cloud.short_lifetimes(SHORT);
    let env_file = runner.sandbox.path().join("auth.env");
    let output = runner
        .on_ci("azure")
        .args([
            "auth",
            "--workload-identity-provider",
            PROVIDER,
            "--service-account",
            SA,
        ])
        .arg("--env-file")
        .arg(&env_file)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let requests_by_ward = runner.requests_to("/azure/oidc").len();
    let mut env = dotenv(&env_file);
    env.insert(
        "SYSTEM_OIDCREQUESTURI".into(),
        format!("{}/azure/oidc", runner.url()),
    );
    env.insert(
        "SYSTEM_ACCESSTOKEN".into(),
        ward_fakes::cloud::AZURE_ACCESS_TOKEN.into(),
    );

    let result = refresh_twice(&env);
    assert_eq!(result["expired_before_second_refresh"], true, "{result}");
    let tokens = result["tokens"].as_array().unwrap();
    assert_ne!(tokens[0], tokens[1]);
    for token in tokens {
        assert!(
            matches!(runner.cloud.state.lookup(token.as_str().unwrap()), Some(Issued::Access { ref account, .. }) if account == SA),
            "{result}"
        );
    }
    assert_eq!(
        runner.requests_to("/azure/oidc").len(),
        requests_by_ward + 2
    );
}
