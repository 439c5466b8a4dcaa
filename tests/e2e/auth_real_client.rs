//! The credentials files `ward auth` writes, loaded and refreshed by the vendor's own
//! client library (google-auth from PyPI) against the fakes.

use std::collections::BTreeMap;

use ward_fakes::cloud::{service_account_key, Issued, KEY_ACCOUNT};

use crate::auth_support::{federation_inputs, CloudRunner, SA};
use crate::support::SpawnChild as _;
use crate::support::{google_auth_python, stderr_of};

/// Run the check script with exactly the variables ward exported.
fn google_auth(exported: &BTreeMap<String, String>) -> serde_json::Value {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/google_auth_check.py");
    let mut command = google_auth_python();
    command.arg(script);
    for (name, _) in std::env::vars() {
        if name.starts_with("GOOGLE_")
            || name.starts_with("CLOUDSDK_")
            || name.starts_with("GCLOUD")
            || name == "GCP_PROJECT"
        {
            command.env_remove(name);
        }
    }
    command.envs(exported);
    let output = command.output_child().unwrap();
    assert!(
        output.status.success(),
        "google-auth failed:\n{}",
        stderr_of(&output)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

#[test]
fn google_auth_refreshes_the_external_account_file() {
    let runner = CloudRunner::new();
    runner
        .github_action(&federation_inputs())
        .run()
        .expect_success();
    let identity_fetches = runner.requests_to("/oidc").len();

    let result = google_auth(&runner.parsed("env"));
    assert_eq!(result["project"], "test-project");
    assert_eq!(result["valid"], true);
    let token = result["token"].as_str().unwrap();
    assert!(
        matches!(runner.cloud.state.lookup(token), Some(Issued::Access { ref account, .. }) if account == SA),
        "{result}"
    );
    // The library fetched its own identity token and used the form-encoded exchange.
    assert_eq!(runner.requests_to("/oidc").len(), identity_fetches + 1);
    let exchange = runner.requests_to("/v1/token").pop().unwrap();
    assert!(exchange
        .header("content-type")
        .unwrap()
        .starts_with("application/x-www-form-urlencoded"));
}

#[test]
fn google_auth_refreshes_the_direct_federation_file() {
    let runner = CloudRunner::new();
    runner
        .github_action(&[
            ("workload_identity_provider", ward_fakes::cloud::PROVIDER),
            ("project_id", "direct-project"),
        ])
        .run()
        .expect_success();
    let result = google_auth(&runner.parsed("env"));
    let token = result["token"].as_str().unwrap();
    assert!(
        matches!(
            runner.cloud.state.lookup(token),
            Some(Issued::Federated { .. })
        ),
        "{result}"
    );
    assert_eq!(result["project"], "direct-project");
}

#[test]
fn google_auth_refreshes_the_key_file() {
    let runner = CloudRunner::new();
    let key = service_account_key(&format!("{}/token", runner.url())).to_string();
    runner
        .github_action(&[("credentials_json", &key)])
        .run()
        .expect_success();
    let result = google_auth(&runner.parsed("env"));
    assert_eq!(result["project"], "key-project");
    assert!(
        result["class"]
            .as_str()
            .unwrap()
            .contains("service_account"),
        "{result}"
    );
    let token = result["token"].as_str().unwrap();
    assert!(
        matches!(runner.cloud.state.lookup(token), Some(Issued::Access { ref account, .. }) if account == KEY_ACCOUNT),
        "{result}"
    );
}
