//! `ward policy get` through the whole credential chain, against the fakes.

use std::collections::BTreeMap;

use assert_cmd::Command;
use ward_fakes::cloud::policy::{conditional_policy, CONDITIONAL_ORG, EMPTY_ORG, PLAIN_ORG};
use ward_fakes::cloud::{authorized_user, service_account_key, Issued, KEY_ACCOUNT, PROVIDER};

use crate::auth_support::{bearer_of, federation_inputs, CloudRunner, SA};
use crate::support::{json_of, stderr_of, stdout_of};

pub(crate) const READ_ONLY: &str = "https://www.googleapis.com/auth/cloud-platform.read-only";

/// `ward` with nothing but the resource manager's URL and `vars` (no runner variables).
pub(crate) fn policy(runner: &CloudRunner, vars: &BTreeMap<String, String>) -> Command {
    let mut command = runner.sandbox.ward();
    command
        .env("WARD_RESOURCEMANAGER_URL", runner.url())
        .env("GCE_METADATA_HOST", crate::cloud_chain::closed_host())
        .envs(vars)
        .args(["policy", "get"]);
    command
}

pub(crate) fn token_with_scopes(runner: &CloudRunner, scopes: &str) -> String {
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
            "--access-token-scopes",
            scopes,
            "--create-credentials-file=false",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    json_of(&output)["access_token"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn federation_file_from_ward_auth_reads_a_policy_through_the_whole_chain() {
    let runner = CloudRunner::new();
    runner.action(&federation_inputs()).assert().success();
    let exported = runner.parsed("env");
    runner.cloud.log.clear();

    let output = policy(&runner, &exported)
        .args([
            &format!("organizations/{CONDITIONAL_ORG}"),
            "-o",
            "json",
            "-vv",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(json_of(&output), conditional_policy());
    let log = stderr_of(&output);
    assert!(log.contains(":getIamPolicy"), "{log}");
    for (token, _) in runner.cloud.state.issued() {
        assert!(!log.contains(&token), "{token} leaked into the log");
    }

    // identity token -> STS (form, as client libraries do) -> impersonation -> policy
    let paths: Vec<String> = runner.requests().iter().map(|r| r.path.clone()).collect();
    assert_eq!(
        paths,
        vec![
            "/oidc".to_string(),
            "/v1/token".to_string(),
            format!("/v1/projects/-/serviceAccounts/{SA}:generateAccessToken"),
            format!("/v3/organizations/{CONDITIONAL_ORG}:getIamPolicy"),
        ]
    );
    let exchange = &runner.requests_to("/v1/token")[0];
    assert!(exchange
        .header("content-type")
        .unwrap()
        .starts_with("application/x-www-form-urlencoded"));
    let call = &runner.requests_to(":getIamPolicy")[0];
    assert_eq!(
        call.body_json().unwrap(),
        serde_json::json!({"options": {"requestedPolicyVersion": 3}})
    );
    match runner.cloud.state.lookup(&bearer_of(call)) {
        Some(Issued::Access {
            account, scopes, ..
        }) => {
            assert_eq!(account, SA);
            assert_eq!(scopes, vec![READ_ONLY]);
        }
        other => panic!("policy read with {other:?}"),
    }
}

#[test]
fn direct_federation_file_uses_the_federated_token() {
    let runner = CloudRunner::new();
    runner
        .action(&[("workload_identity_provider", PROVIDER)])
        .assert()
        .success();
    let output = policy(&runner, &runner.parsed("env"))
        .arg(PLAIN_ORG)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let call = &runner.requests_to(":getIamPolicy")[0];
    assert!(matches!(
        runner.cloud.state.lookup(&bearer_of(call)),
        Some(Issued::Federated { .. })
    ));
    assert!(runner.requests_to(":generateAccessToken").is_empty());
}

#[test]
fn key_file_gets_a_token_with_a_jwt_bearer_grant() {
    let runner = CloudRunner::new();
    let key = service_account_key(&format!("{}/token", runner.url())).to_string();
    runner
        .action(&[("credentials_json", &key)])
        .assert()
        .success();
    let output = policy(&runner, &runner.parsed("env"))
        .arg(PLAIN_ORG)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let table = stdout_of(&output);
    assert!(table.lines().next().unwrap().starts_with("ROLE"), "{table}");
    assert!(
        table.contains("roles/owner") && table.contains("user:owner@example.com"),
        "{table}"
    );
    assert!(
        stderr_of(&output).contains("policy version 1"),
        "a policy without conditions comes back as version 1"
    );
    let call = &runner.requests_to(":getIamPolicy")[0];
    assert!(matches!(
        runner.cloud.state.lookup(&bearer_of(call)),
        Some(Issued::Access { ref account, ref scopes, .. }) if account == KEY_ACCOUNT && scopes == &vec![READ_ONLY.to_string()]
    ));
}

#[test]
fn authorized_user_file_refreshes_and_sends_its_quota_project() {
    let runner = CloudRunner::new();
    let file = runner.sandbox.write(
        "adc.json",
        &authorized_user(&format!("{}/token", runner.url())).to_string(),
    );
    let vars = BTreeMap::from([(
        "GOOGLE_APPLICATION_CREDENTIALS".to_string(),
        file.display().to_string(),
    )]);
    let output = policy(&runner, &vars)
        .args([EMPTY_ORG, "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(json_of(&output), serde_json::json!({"etag": "ACAB"}));
    let call = &runner.requests_to(":getIamPolicy")[0];
    assert_eq!(
        call.header("x-goog-user-project"),
        Some("user-quota-project")
    );
    assert!(runner.requests_to("/token")[0]
        .body_text()
        .contains("grant_type=refresh_token"));

    let revoked = runner.sandbox.write(
        "revoked.json",
        &authorized_user(&format!("{}/token", runner.url()))
            .to_string()
            .replace("fake-refresh-token", "old"),
    );
    let vars = BTreeMap::from([(
        "GOOGLE_APPLICATION_CREDENTIALS".to_string(),
        revoked.display().to_string(),
    )]);
    let output = policy(&runner, &vars).arg(EMPTY_ORG).output().unwrap();
    // The token endpoint answers 400 invalid_grant: a refused credential, not bad input.
    assert_eq!(output.status.code(), Some(3));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("refreshing the user's access token failed")
            && stderr.contains("expired or revoked"),
        "{stderr}"
    );
}

#[test]
fn access_token_sources_come_first() {
    let runner = CloudRunner::new();
    let token = token_with_scopes(&runner, READ_ONLY);
    let token_file = runner.sandbox.write("token.txt", &format!("{token}\n"));
    let broken_file = runner.sandbox.write("broken.json", "not json");
    for vars in [
        vec![
            ("WARD_ACCESS_TOKEN", token.clone()),
            (
                "SERVICE_APPLICATION_CREDENTIALS",
                broken_file.display().to_string(),
            ),
        ],
        vec![(
            "CLOUDSDK_AUTH_ACCESS_TOKEN_FILE",
            token_file.display().to_string(),
        )],
    ] {
        let vars: BTreeMap<String, String> =
            vars.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
        let output = policy(&runner, &vars).arg(EMPTY_ORG).output().unwrap();
        assert!(output.status.success(), "{vars:?}: {}", stderr_of(&output));
        assert!(stderr_of(&output).contains("the policy has no bindings"));
    }
    let output = policy(&runner, &BTreeMap::new())
        .args([EMPTY_ORG, "--access-token", &token, "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let output = policy(
        &runner,
        &BTreeMap::from([(
            "SERVICE_APPLICATION_CREDENTIALS".to_string(),
            broken_file.display().to_string(),
        )]),
    )
    .arg(EMPTY_ORG)
    .output()
    .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr_of(&output).contains("is not a JSON object"));
}

#[test]
fn filters_ndjson_and_audit_configs() {
    let runner = CloudRunner::new();
    let vars = BTreeMap::from([(
        "WARD_ACCESS_TOKEN".to_string(),
        token_with_scopes(&runner, READ_ONLY),
    )]);
    let output = policy(&runner, &vars)
        .args([CONDITIONAL_ORG, "--member", "eve@example.com"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let stdout = stdout_of(&output);
    let rows: Vec<&str> = stdout.lines().collect();
    assert!(
        rows[1].contains("roles/resourcemanager.organizationViewer")
            && rows[1].contains("expirable access: request.time <"),
        "{stdout}"
    );
    assert!(!stdout.contains("admin@example.com"));
    assert!(
        stdout.contains("SERVICE")
            && stdout.contains("DATA_READ")
            && stdout.contains("user:jose@example.com"),
        "{stdout}"
    );

    let output = policy(&runner, &vars)
        .args([
            CONDITIONAL_ORG,
            "--role",
            "roles/resourcemanager.organizationAdmin",
            "-o",
            "ndjson",
        ])
        .output()
        .unwrap();
    let lines: Vec<serde_json::Value> = stdout_of(&output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(
        lines[1],
        serde_json::json!({"role": "roles/resourcemanager.organizationAdmin", "member": "group:admins@example.com"})
    );

    let output = policy(&runner, &vars)
        .args([
            CONDITIONAL_ORG,
            "--member",
            "user:eve@example.com",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    let json = json_of(&output);
    assert_eq!(json["bindings"].as_array().unwrap().len(), 1);
    assert_eq!(
        json["bindings"][0]["members"],
        serde_json::json!(["user:eve@example.com"])
    );
    assert_eq!(json["etag"], "BwWWja0YfJA=");

    let output = policy(&runner, &vars)
        .args([
            PLAIN_ORG,
            "--policy-version",
            "1",
            "--quota-project",
            "billing-proj",
        ])
        .output()
        .unwrap();
    assert!(output.status.success());
    let call = runner.requests_to(":getIamPolicy").pop().unwrap();
    assert_eq!(
        call.body_json().unwrap()["options"]["requestedPolicyVersion"],
        1
    );
    assert_eq!(call.header("x-goog-user-project"), Some("billing-proj"));
}

#[test]
fn external_account_with_a_file_credential_source() {
    let runner = CloudRunner::new();
    let audience = format!("https://iam.googleapis.com/{PROVIDER}");
    let subject = runner.sandbox.write(
        "oidc-token.txt",
        &format!("{}\n", ward_fakes::cloud::identity_token(&audience, 1)),
    );
    let file = serde_json::json!({
        "type": "external_account",
        "audience": format!("//iam.googleapis.com/{PROVIDER}"),
        "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
        "token_url": format!("{}/v1/token", runner.url()),
        "credential_source": {"file": subject.display().to_string(), "format": {"type": "text"}},
    });
    let path = runner.sandbox.write("external.json", &file.to_string());
    let vars = BTreeMap::from([(
        "SERVICE_APPLICATION_CREDENTIALS".to_string(),
        path.display().to_string(),
    )]);
    let output = policy(&runner, &vars)
        .args([PLAIN_ORG, "-o", "ndjson"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(stdout_of(&output).lines().count(), 3);
    let form = runner.requests_to("/v1/token")[0].body_text();
    assert!(
        form.contains("scope=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcloud-platform.read-only"),
        "{form}"
    );

    let broken = serde_json::json!({"type": "external_account", "audience": "a", "subject_token_type": "t", "token_url": "not a url", "credential_source": {}});
    let path = runner
        .sandbox
        .write("broken-external.json", &broken.to_string());
    let vars = BTreeMap::from([(
        "GOOGLE_APPLICATION_CREDENTIALS".to_string(),
        path.display().to_string(),
    )]);
    let output = policy(&runner, &vars).arg(PLAIN_ORG).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr_of(&output).contains("\"token_url\" is not a valid URL"),
        "{}",
        stderr_of(&output)
    );
}
