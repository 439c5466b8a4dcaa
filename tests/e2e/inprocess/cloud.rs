//! The cloud and hub nouns: auth, policy, webhook.

use serde_json::json;
use ward_fakes::cloud::policy::{conditional_policy, CONDITIONAL_ORG};
use ward_fakes::cloud::{service_account_key, Cloud};
use ward_fakes::hub::{Hub, TOKEN};

use crate::support::Sandbox;

const SUCCESS: u8 = 0;

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

#[test]
fn webhook_list_prints_the_hubs_webhooks() {
    let hub = Hub::new(TOKEN);
    let id = hub.insert(json!({
        "url": "https://example.com/hook",
        "watched": [{"type": "model", "name": "org/model"}],
        "domains": ["repo"],
        "disabled": false,
    }));
    let server = ward_fakes::spawn(hub.router());
    let home = Sandbox::new()
        .var("WARD_HUB_URL", &server.url)
        .var("WARD_HUB_TOKEN", TOKEN);
    let run = home.run(&["webhook", "list"]);
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    assert!(
        run.stdout.contains(&id) && run.stdout.contains("https://example.com/hook"),
        "{}",
        run.stdout
    );
}
