//! `ward policy get` through the whole credential chain, against the fakes.

use std::collections::BTreeMap;

use ward_fakes::cloud::policy::{conditional_policy, CONDITIONAL_ORG, EMPTY_ORG, PLAIN_ORG};
use ward_fakes::cloud::{authorized_user, service_account_key, Issued, KEY_ACCOUNT, PROVIDER};

use crate::auth_support::{bearer_of, federation_inputs, CloudRunner, SA};
use crate::support::Ward;

pub(crate) const READ_ONLY: &str = "https://www.googleapis.com/auth/cloud-platform.read-only";

/// `ward policy get` with the credentials `vars` name (and no runner variables).
pub(crate) fn policy_get<'r>(runner: &'r CloudRunner, vars: &BTreeMap<String, String>) -> Ward<'r> {
    runner.chain().envs(vars).args(["policy", "get"])
}

/// `WARD_ACCESS_TOKEN` set to `token`.
fn access_token(token: String) -> BTreeMap<String, String> {
    BTreeMap::from([("WARD_ACCESS_TOKEN".to_string(), token)])
}

/// `NAME` set to `path`.
fn naming(name: &str, path: &std::path::Path) -> BTreeMap<String, String> {
    BTreeMap::from([(name.to_string(), path.display().to_string())])
}

pub(crate) fn token_with_scopes(runner: &CloudRunner, scopes: &str) -> String {
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
            "--access-token-scopes",
            scopes,
            "--create-credentials-file=false",
            "-o",
            "json",
        ])
        .run();
    run.expect_success();
    run.json()["access_token"].as_str().unwrap().to_string()
}

#[test]
fn federation_file_from_ward_auth_reads_a_policy_through_the_whole_chain() {
    let runner = CloudRunner::new();
    runner
        .github_action(&federation_inputs())
        .run()
        .expect_success();
    let exported = runner.parsed("env");
    runner.cloud.log.clear();

    let run = policy_get(&runner, &exported)
        .args([
            &format!("organizations/{CONDITIONAL_ORG}"),
            "-o",
            "json",
            "-vv",
        ])
        // The request log is the binary's (its tracing subscriber is set up in main).
        .run_process();
    run.expect_success();
    assert_eq!(run.json(), conditional_policy());
    let log = &run.stderr;
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
        .github_action(&[("workload_identity_provider", PROVIDER)])
        .run()
        .expect_success();
    let run = policy_get(&runner, &runner.parsed("env"))
        .arg(PLAIN_ORG)
        .run();
    run.expect_success();
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
        .github_action(&[("credentials_json", &key)])
        .run()
        .expect_success();
    let run = policy_get(&runner, &runner.parsed("env"))
        .arg(PLAIN_ORG)
        .run();
    // A policy without conditions comes back as version 1.
    crate::cloud_snapshot!(run);
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
    let vars = naming("GOOGLE_APPLICATION_CREDENTIALS", &file);
    let run = policy_get(&runner, &vars)
        .args([EMPTY_ORG, "-o", "json"])
        .run();
    crate::cloud_snapshot!("user_json", run);
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
    let vars = naming("GOOGLE_APPLICATION_CREDENTIALS", &revoked);
    let run = policy_get(&runner, &vars).arg(EMPTY_ORG).run();
    // The token endpoint answers 400 invalid_grant: a refused credential, not bad input.
    crate::cloud_snapshot!("user_revoked", run);
}

#[test]
fn access_token_sources_come_first() {
    let runner = CloudRunner::new();
    let token = token_with_scopes(&runner, READ_ONLY);
    let token_file = runner.sandbox.write("token.txt", &format!("{token}\n"));
    let broken_file = runner.sandbox.write("broken.json", "not json");
    let mut given = access_token(token.clone());
    given.extend(naming("SERVICE_APPLICATION_CREDENTIALS", &broken_file));
    for (name, vars) in [
        ("source_variable", given),
        (
            "source_file",
            naming("CLOUDSDK_AUTH_ACCESS_TOKEN_FILE", &token_file),
        ),
    ] {
        let run = policy_get(&runner, &vars).arg(EMPTY_ORG).run();
        crate::cloud_snapshot!(name, run);
    }
    let run = policy_get(&runner, &BTreeMap::new())
        .args([EMPTY_ORG, "--access-token", &token, "-o", "json"])
        .run();
    crate::cloud_snapshot!("source_flag", run);
    let run = policy_get(
        &runner,
        &naming("SERVICE_APPLICATION_CREDENTIALS", &broken_file),
    )
    .arg(EMPTY_ORG)
    .run();
    crate::cloud_snapshot!("source_broken_file", run);
}

#[test]
fn filters_ndjson_and_audit_configs() {
    let runner = CloudRunner::new();
    let vars = access_token(token_with_scopes(&runner, READ_ONLY));
    let run = policy_get(&runner, &vars)
        .args([CONDITIONAL_ORG, "--member", "eve@example.com"])
        .run();
    crate::cloud_snapshot!("member_table", run);

    let run = policy_get(&runner, &vars)
        .args([
            CONDITIONAL_ORG,
            "--role",
            "roles/resourcemanager.organizationAdmin",
            "-o",
            "ndjson",
        ])
        .run();
    crate::cloud_snapshot!("role_ndjson", run);

    let run = policy_get(&runner, &vars)
        .args([
            CONDITIONAL_ORG,
            "--member",
            "user:eve@example.com",
            "-o",
            "json",
        ])
        .run();
    crate::cloud_snapshot!("member_json", run);

    let run = policy_get(&runner, &vars)
        .args([
            PLAIN_ORG,
            "--policy-version",
            "1",
            "--quota-project",
            "billing-proj",
        ])
        .run();
    crate::cloud_snapshot!("version_1_table", run);
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
    let run = policy_get(&runner, &naming("SERVICE_APPLICATION_CREDENTIALS", &path))
        .args([PLAIN_ORG, "-o", "ndjson"])
        .run();
    crate::cloud_snapshot!("external_ndjson", run);
    let form = runner.requests_to("/v1/token")[0].body_text();
    assert!(
        form.contains("scope=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcloud-platform.read-only"),
        "{form}"
    );

    let broken = serde_json::json!({"type": "external_account", "audience": "a", "subject_token_type": "t", "token_url": "not a url", "credential_source": {}});
    let path = runner
        .sandbox
        .write("broken-external.json", &broken.to_string());
    let run = policy_get(&runner, &naming("GOOGLE_APPLICATION_CREDENTIALS", &path))
        .arg(PLAIN_ORG)
        .run();
    crate::cloud_snapshot!("external_broken", run);
}
