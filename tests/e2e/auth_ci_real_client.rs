//! Credentials files written on CI systems other than GitHub, loaded and refreshed by the
//! vendor's own client library (google-auth): the executable source (`ward auth
//! subject-token`) and the file source, refreshed again after the first token expired.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use ward_fakes::cloud::Issued;

use crate::auth_support::{CiAuth, CloudRunner};
use crate::support::SpawnChild as _;
use crate::support::{google_auth_python, stderr_of};

/// Seconds the fakes' federated and access tokens live in these tests.
const SHORT: u64 = 2;

/// A runner whose tokens live `SHORT` seconds, and the file ward is to write its variables
/// to.
fn short_lived() -> (CloudRunner, PathBuf) {
    let runner = CloudRunner::new();
    runner.cloud.short_lifetimes(SHORT);
    let env_file = runner.sandbox.path().join("auth.env");
    (runner, env_file)
}

/// The variables `auth` writes to `env_file` (`--env-file`) in a run that must succeed.
fn exported(auth: CiAuth<'_>, env_file: &Path) -> BTreeMap<String, String> {
    auth.arg("--env-file").arg(env_file).succeeds();
    std::fs::read_to_string(env_file)
        .unwrap()
        .lines()
        .filter_map(|line| line.split_once('='))
        .map(|(name, value)| (name.to_string(), value.to_string()))
        .collect()
}

/// The check script, refreshing twice, with `env` on top of a clean environment.
fn refresh_twice(env: &BTreeMap<String, String>) -> serde_json::Value {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/google_auth_check.py");
    let mut command = google_auth_python();
    command.args([script, "--refresh-after-expiry"]);
    for (name, _) in std::env::vars() {
        if name.starts_with("GOOGLE_") || name.starts_with("CLOUDSDK_") || name.starts_with("WARD_")
        {
            command.env_remove(name);
        }
    }
    command.envs(env);
    let output = command.output_child().unwrap();
    assert!(
        output.status.success(),
        "google-auth failed:\n{}",
        stderr_of(&output)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

/// The tokens of the two refreshes, after checking the first had expired by the second.
fn refreshed_tokens(result: &serde_json::Value) -> Vec<&str> {
    assert_eq!(result["expired_before_second_refresh"], true, "{result}");
    result["tokens"]
        .as_array()
        .unwrap()
        .iter()
        .map(|token| token.as_str().unwrap())
        .collect()
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
    let (runner, env_file) = short_lived();
    let token = runner.ci_token("gitlab");
    let mut env = exported(
        // The file names ward itself as the executable google-auth runs: the binary.
        runner
            .ci_auth("gitlab")
            .token(&token)
            .impersonating()
            .in_a_process(),
        &env_file,
    );
    env.insert("GITLAB_OIDC_TOKEN".into(), token);

    let result = refresh_twice(&env);
    let tokens = refreshed_tokens(&result);
    assert_eq!(tokens.len(), 2);
    assert_ne!(tokens[0], tokens[1]);
    for token in tokens {
        assert!(runner.is_access_token_of_sa(token), "{result}");
    }
    assert_eq!(result["project"], "test-project");
    // Each refresh ran `ward auth subject-token` and exchanged its token again.
    assert_eq!(form_exchanges(&runner), 2);
}

#[test]
fn google_auth_rereads_the_token_file_after_expiry() {
    let (runner, env_file) = short_lived();
    let token_path = runner
        .sandbox
        .write("oidc-token", &runner.ci_token("generic"));
    let auth = runner
        .ci_auth("none")
        .args(["--project-id", "direct-project"])
        .arg("--oidc-token-file")
        .arg(&token_path)
        .credentials_in_workspace();
    let env = exported(auth, &env_file);
    assert!(!env.contains_key("GOOGLE_EXTERNAL_ACCOUNT_ALLOW_EXECUTABLES"));

    let result = refresh_twice(&env);
    let tokens = refreshed_tokens(&result);
    assert_eq!(tokens.len(), 2);
    for token in tokens {
        assert!(
            matches!(
                runner.cloud.state.lookup(token),
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
    let (runner, env_file) = short_lived();
    let mut env = exported(
        runner.ci_auth("azure").impersonating().in_a_process(),
        &env_file,
    );
    let requests_by_ward = runner.requests_to("/azure/oidc").len();
    env.insert(
        "SYSTEM_OIDCREQUESTURI".into(),
        format!("{}/azure/oidc", runner.url()),
    );
    env.insert(
        "SYSTEM_ACCESSTOKEN".into(),
        ward_fakes::cloud::AZURE_ACCESS_TOKEN.into(),
    );

    let result = refresh_twice(&env);
    let tokens = refreshed_tokens(&result);
    assert_ne!(tokens[0], tokens[1]);
    for token in tokens {
        assert!(runner.is_access_token_of_sa(token), "{result}");
    }
    assert_eq!(
        runner.requests_to("/azure/oidc").len(),
        requests_by_ward + 2
    );
}
