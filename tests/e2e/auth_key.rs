//! `ward auth` in key mode, end to end against the fake cloud.

use ward_fakes::cloud::policy::{conditional_policy, CONDITIONAL_ORG};
use ward_fakes::cloud::{service_account_key, Cloud, DELEGATE, KEY_ACCOUNT};

use crate::auth_support::{bearer_of, CloudRunner};
use crate::support::Sandbox;

fn key_json(runner: &CloudRunner) -> String {
    service_account_key(&format!("{}/token", runner.url())).to_string()
}

#[test]
fn key_mode_access_token_uses_a_self_signed_jwt_and_writes_the_key() {
    let runner = CloudRunner::new();
    let key = key_json(&runner);
    use base64::Engine as _;
    let encoded = base64::engine::general_purpose::STANDARD.encode(&key);
    let run = runner
        .github_action(&[
            ("credentials_json", &encoded),
            ("token_format", "access_token"),
        ])
        .run();
    crate::cloud_snapshot!(run);
    let outputs = runner.parsed("output");
    assert_eq!(outputs["project_id"], "key-project");
    assert_eq!(
        std::fs::read_to_string(&outputs["credentials_file_path"]).unwrap(),
        key
    );
    let call = &runner.requests_to(":generateAccessToken")[0];
    assert!(call.path.contains(KEY_ACCOUNT));
    assert!(
        bearer_of(call).matches('.').count() == 2,
        "a JWT was the credential"
    );
    assert!(runner.requests_to("/oidc").is_empty());
}

#[test]
fn key_mode_domain_wide_delegation_goes_straight_to_the_token_endpoint() {
    let runner = CloudRunner::new();
    let key_path = runner.sandbox.write("key.json", &key_json(&runner));
    let run = runner
        .job()
        .args([
            "auth",
            "--credentials-json",
            &format!("@{}", key_path.display()),
        ])
        .args([
            "--token-format",
            "access_token",
            "--access-token-subject",
            "admin@example.com",
            "-o",
            "json",
        ])
        .run();
    crate::cloud_snapshot!(run);
    assert_eq!(runner.requests().len(), 1, "only the token endpoint");
    let form = runner.requests_to("/token")[0].body_text();
    assert!(
        form.contains("grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer"),
        "{form}"
    );
}

#[test]
fn key_mode_without_a_token_needs_no_network_and_reads_stdin() {
    let runner = CloudRunner::new();
    let run = runner
        .job()
        .args(["auth", "--credentials-json", "-", "--print-env"])
        .stdin(key_json(&runner))
        .run();
    crate::cloud_snapshot!(run);
    assert!(runner.requests().is_empty());
}

#[test]
fn key_mode_id_token_through_iam_credentials() {
    let runner = CloudRunner::new();
    let run = runner
        .job()
        .args(["auth", "--credentials-json", &key_json(&runner)])
        .args([
            "--token-format",
            "id_token",
            "--id-token-audience",
            "https://svc.example",
        ])
        .args(["--create-credentials-file", "false", "-o", "json"])
        .run();
    crate::cloud_snapshot!(run);
    let call = &runner.requests_to(":generateIdToken")[0];
    assert!(call.path.contains(KEY_ACCOUNT));
    assert_eq!(call.body_json().unwrap()["audience"], "https://svc.example");
    assert!(runner.requests_to("/oidc").is_empty());
}

#[test]
fn key_mode_delegation_for_another_account_is_signed_by_that_account() {
    let runner = CloudRunner::new();
    let key_path = runner.sandbox.write("key.json", &key_json(&runner));
    let run = runner
        .job()
        .args([
            "auth",
            "--credentials-json",
            &format!("@{}", key_path.display()),
            "--service-account",
            DELEGATE,
            "--token-format",
            "access_token",
            "--access-token-subject",
            "admin@example.com",
            "-o",
            "json",
        ])
        .run();
    crate::cloud_snapshot!(run);
    // The key is not DELEGATE's: IAM signs the claims as DELEGATE, with the key's
    // self-signed JWT as the credential.
    let sign = runner.requests_to(":signJwt");
    assert_eq!(sign.len(), 1);
    assert!(sign[0].path.contains(DELEGATE), "{}", sign[0].path);
    assert_eq!(bearer_of(&sign[0]).matches('.').count(), 2);
    let payload: serde_json::Value = serde_json::from_str(
        serde_json::from_str::<serde_json::Value>(&sign[0].body_text()).unwrap()["payload"]
            .as_str()
            .unwrap(),
    )
    .unwrap();
    assert_eq!(payload["iss"], DELEGATE);
    assert_eq!(payload["sub"], "admin@example.com");
    assert_eq!(runner.requests_to("/token").len(), 1);
}

/// A home whose every cloud URL names the fake.
fn cloud_home(url: &str) -> Sandbox {
    Sandbox::new()
        .var("WARD_STS_URL", url)
        .var("WARD_IAMCREDENTIALS_URL", url)
        .var("WARD_OAUTH2_URL", url)
        .var("WARD_RESOURCEMANAGER_URL", url)
}

#[test]
fn auth_with_a_key_prints_a_token_that_reads_a_policy() {
    let cloud = Cloud::new();
    let server = ward_fakes::spawn(cloud.router());
    let home = cloud_home(&server.url);
    let key = home.path().join("key.json");
    std::fs::write(
        &key,
        service_account_key(&format!("{}/token", server.url)).to_string(),
    )
    .unwrap();
    let key_argument = format!("@{}", key.display());
    let run = home.run(&[
        "auth",
        "--credentials-json",
        &key_argument,
        "--token-format",
        "access_token",
        "--access-token-scopes",
        "https://www.googleapis.com/auth/cloud-platform.read-only",
        "--create-credentials-file=false",
        "-o",
        "json",
    ]);
    crate::cloud_snapshot!("auth_with_a_key", run);
    let token = run.json()["access_token"]
        .as_str()
        .expect("an access token")
        .to_string();

    let organization = format!("organizations/{CONDITIONAL_ORG}");
    let run = home.run(&[
        "policy",
        "get",
        &organization,
        "--access-token",
        &token,
        "-o",
        "json",
    ]);
    crate::cloud_snapshot!("policy_get_with_its_token", run);
    assert_eq!(run.json(), conditional_policy());
    assert!(!run.stderr.contains(&token), "{}", run.stderr);
}
