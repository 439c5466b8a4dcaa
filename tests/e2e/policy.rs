use predicates::prelude::*;
use serde_json::json;
use ward_fakes::tokens::TokenRegistry;
use ward_fakes::{resourcemanager, token_endpoints, RequestLog, Running};

use crate::support::{json_of, stderr_of, stdout_of, Sandbox};

const READ_ONLY: &str = "https://www.googleapis.com/auth/cloud-platform.read-only";

struct Cloud {
    server: Running,
    tokens: TokenRegistry,
    log: RequestLog,
}

fn cloud() -> Cloud {
    let tokens = TokenRegistry::new();
    let log = RequestLog::new();
    let router = resourcemanager::router(resourcemanager::sample_policies(), tokens.clone())
        .merge(token_endpoints::router(tokens.clone()));
    let server = ward_fakes::spawn(log.layer(router));
    Cloud {
        server,
        tokens,
        log,
    }
}

impl Cloud {
    /// `ward` pointed at the fake with a registered read-only access token in WARD_ACCESS_TOKEN.
    fn ward_with_token(&self, sandbox: &Sandbox) -> assert_cmd::Command {
        self.tokens.insert("ya29.preset", &[READ_ONLY]);
        let mut command = self.ward(sandbox);
        command.env("WARD_ACCESS_TOKEN", "ya29.preset");
        command
    }

    fn ward(&self, sandbox: &Sandbox) -> assert_cmd::Command {
        let mut command = sandbox.ward();
        command
            .env("WARD_RESOURCEMANAGER_URL", &self.server.url)
            .env("WARD_OAUTH2_URL", &self.server.url)
            .env("WARD_STS_URL", &self.server.url);
        command
    }

    fn policy_requests(&self) -> Vec<ward_fakes::Recorded> {
        self.log
            .all()
            .into_iter()
            .filter(|r| r.path.starts_with("/v3/"))
            .collect()
    }
}

#[test]
fn table_flattens_bindings_and_shows_conditions_and_audit_configs() {
    let cloud = cloud();
    let sandbox = Sandbox::new();
    let output = cloud
        .ward_with_token(&sandbox)
        .args(["policy", "get", "organizations/111"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let stdout = stdout_of(&output);
    let has_row = |cells: &[&str]| {
        stdout
            .lines()
            .any(|line| cells.iter().all(|cell| line.contains(cell)))
    };
    assert!(
        has_row(&["roles/owner", "user:alice@example.com"]),
        "{stdout}"
    );
    assert!(
        has_row(&["roles/owner", "group:admins@example.com"]),
        "{stdout}"
    );
    assert!(
        has_row(&[
            "organizationViewer",
            "user:eve@example.com",
            "expirable access: request.time < timestamp"
        ]),
        "{stdout}"
    );
    assert!(
        has_row(&["allServices", "DATA_READ", "user:jose@example.com"]),
        "{stdout}"
    );
    assert!(has_row(&["allServices", "ADMIN_READ"]), "{stdout}");
    assert!(stderr_of(&output).contains("policy version 3, etag BwWWja0YfJA="));

    let request = &cloud.policy_requests()[0];
    assert_eq!(request.method, "POST");
    assert_eq!(request.path, "/v3/organizations/111:getIamPolicy");
    assert_eq!(
        request.body_json().unwrap(),
        json!({"options": {"requestedPolicyVersion": 3}})
    );
    assert_eq!(request.header("authorization"), Some("Bearer ya29.preset"));
}

#[test]
fn json_is_the_policy_as_returned_and_versions_are_passed_through() {
    let cloud = cloud();
    let sandbox = Sandbox::new();
    let output = cloud
        .ward_with_token(&sandbox)
        .args(["policy", "get", "111", "-o", "json"])
        .output()
        .unwrap();
    let policy = json_of(&output);
    assert_eq!(policy["version"], 3);
    assert_eq!(policy["etag"], "BwWWja0YfJA=");
    assert_eq!(
        policy["bindings"][1]["condition"]["title"],
        "expirable access"
    );
    assert_eq!(
        policy["auditConfigs"][0]["auditLogConfigs"][1],
        json!({"logType": "ADMIN_READ"})
    );

    let output = cloud
        .ward_with_token(&sandbox)
        .args(["policy", "get", "111", "--policy-version", "1", "--json"])
        .output()
        .unwrap();
    let policy = json_of(&output);
    assert_eq!(policy["version"], 1);
    assert!(policy["bindings"][1]["role"]
        .as_str()
        .unwrap()
        .contains("_withcond_"));
    assert_eq!(
        cloud.policy_requests()[1].body_json().unwrap()["options"]["requestedPolicyVersion"],
        1
    );

    // No conditions: asking for 3 is answered with version 1.
    let policy = json_of(
        &cloud
            .ward_with_token(&sandbox)
            .args(["policy", "get", "222", "--json"])
            .output()
            .unwrap(),
    );
    assert_eq!(policy["version"], 1);
}

#[test]
fn an_empty_policy_is_shown_as_empty() {
    let cloud = cloud();
    let sandbox = Sandbox::new();
    let output = cloud
        .ward_with_token(&sandbox)
        .args(["policy", "get", "333"])
        .output()
        .unwrap();
    assert!(output.status.success());
    assert_eq!(stdout_of(&output), "");
    assert!(stderr_of(&output).contains("organizations/333 has no bindings"));
    let policy = json_of(
        &cloud
            .ward_with_token(&sandbox)
            .args(["policy", "get", "333", "-o", "json"])
            .output()
            .unwrap(),
    );
    assert_eq!(policy, json!({"etag": "ACAB"}));
}

#[test]
fn role_and_member_filters_apply_to_every_format() {
    let cloud = cloud();
    let sandbox = Sandbox::new();
    let output = cloud
        .ward_with_token(&sandbox)
        .args(["policy", "get", "111", "--role", "owner", "-o", "ndjson"])
        .output()
        .unwrap();
    let lines: Vec<serde_json::Value> = stdout_of(&output)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert!(lines.iter().all(|row| row["role"] == "roles/owner"));

    let output = cloud
        .ward_with_token(&sandbox)
        .args([
            "policy",
            "get",
            "111",
            "--member",
            "eve@example.com",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    let policy = json_of(&output);
    assert_eq!(policy["bindings"].as_array().unwrap().len(), 1);
    assert_eq!(
        policy["bindings"][0]["members"],
        json!(["user:eve@example.com"])
    );
    assert_eq!(policy["etag"], "BwWWja0YfJA=");
}

#[test]
fn bad_input_is_refused_before_any_request() {
    let cloud = cloud();
    let sandbox = Sandbox::new();
    for args in [
        vec!["policy", "get", "projects/123"],
        vec!["policy", "get", "acme"],
        vec!["policy", "get", "111", "--policy-version", "2"],
    ] {
        cloud.ward_with_token(&sandbox).args(&args).assert().code(2);
    }
    assert!(cloud.log.is_empty());
}

#[test]
fn permission_denied_explains_the_permission_and_scopes() {
    let cloud = cloud();
    let sandbox = Sandbox::new();
    cloud
        .ward_with_token(&sandbox)
        .args(["policy", "get", "444"])
        .assert()
        .code(3)
        .stderr(
            predicate::str::contains(
                "permission denied reading the IAM policy of organizations/444",
            )
            .and(predicate::str::contains(
                "resourcemanager.organizations.getIamPolicy",
            ))
            .and(predicate::str::contains("cloud-platform.read-only")),
        );

    // A token without an allowed scope is refused the same way.
    cloud.tokens.insert(
        "ya29.storage-only",
        &["https://www.googleapis.com/auth/devstorage.read_only"],
    );
    cloud
        .ward(&sandbox)
        .env("WARD_ACCESS_TOKEN", "ya29.storage-only")
        .args(["policy", "get", "111"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains(
            "insufficient authentication scopes",
        ));

    cloud
        .ward(&sandbox)
        .env("WARD_ACCESS_TOKEN", "ya29.forged")
        .args(["policy", "get", "111"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("401").and(predicate::str::contains("ward auth")));
}

#[test]
fn no_credentials_lists_what_was_tried() {
    let cloud = cloud();
    let sandbox = Sandbox::new();
    cloud
        .ward(&sandbox)
        .args(["policy", "get", "111"])
        .assert()
        .code(3)
        .stderr(
            predicate::str::contains("no cloud credentials found")
                .and(predicate::str::contains("WARD_ACCESS_TOKEN"))
                .and(predicate::str::contains("GOOGLE_APPLICATION_CREDENTIALS"))
                .and(predicate::str::contains(
                    "application_default_credentials.json",
                )),
        );
    assert!(cloud.log.is_empty());
}

#[test]
fn authorized_user_file_uses_the_refresh_token_grant() {
    let cloud = cloud();
    let sandbox = Sandbox::new();
    let file = sandbox.write(
        "adc.json",
        &json!({
            "type": "authorized_user",
            "client_id": token_endpoints::CLIENT_ID,
            "client_secret": token_endpoints::CLIENT_SECRET,
            "refresh_token": token_endpoints::REFRESH_TOKEN,
        })
        .to_string(),
    );
    let output = cloud
        .ward(&sandbox)
        .env("GOOGLE_APPLICATION_CREDENTIALS", &file)
        .args(["policy", "get", "222", "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(json_of(&output)["bindings"][0]["role"], "roles/viewer");
    let grant = cloud
        .log
        .all()
        .into_iter()
        .find(|r| r.path == "/token")
        .unwrap();
    assert!(grant.body_text().contains("grant_type=refresh_token"));

    // The cloud CLI's own file location is found without any variable.
    let gcloud = sandbox.path().join("config").join("gcloud");
    std::fs::create_dir_all(&gcloud).unwrap();
    std::fs::copy(&file, gcloud.join("application_default_credentials.json")).unwrap();
    cloud
        .ward(&sandbox)
        .args(["policy", "get", "222"])
        .assert()
        .success();

    let wrong = sandbox.write(
        "wrong.json",
        &json!({"type": "authorized_user", "client_id": "x", "client_secret": "y", "refresh_token": "z"}).to_string(),
    );
    cloud
        .ward(&sandbox)
        .env("GOOGLE_APPLICATION_CREDENTIALS", &wrong)
        .args(["policy", "get", "222"])
        .assert()
        .code(3)
        .stderr(
            predicate::str::contains("invalid_grant").and(predicate::str::contains("wrong.json")),
        );
}

#[test]
fn service_account_key_file_signs_a_jwt_with_the_read_only_scope() {
    let cloud = cloud();
    let sandbox = Sandbox::new();
    let key = json!({
        "type": "service_account",
        "project_id": "proj",
        "private_key_id": "kid-1",
        "private_key": token_endpoints::TEST_PRIVATE_KEY,
        "client_email": "reader@proj.iam.gserviceaccount.com",
        "token_uri": format!("{}/token", cloud.server.url),
    });
    let file = sandbox.write("key.json", &key.to_string());
    let output = cloud
        .ward(&sandbox)
        .env("SERVICE_APPLICATION_CREDENTIALS", &file)
        .args(["policy", "get", "111", "--role", "roles/owner"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(stdout_of(&output).contains("user:alice@example.com"));
    let grant = cloud
        .log
        .all()
        .into_iter()
        .find(|r| r.path == "/token")
        .unwrap();
    assert!(grant.body_text().contains("grant-type%3Ajwt-bearer"));

    let mut broken = key.clone();
    broken["private_key"] =
        json!("-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n");
    let file = sandbox.write("broken.json", &broken.to_string());
    cloud
        .ward(&sandbox)
        .env("SERVICE_APPLICATION_CREDENTIALS", &file)
        .args(["policy", "get", "111"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("private_key"));
}

fn external_account(cloud: &Cloud, impersonate: bool) -> serde_json::Value {
    let url = &cloud.server.url;
    let mut file = json!({
        "type": "external_account",
        "audience": "//iam.googleapis.com/projects/1/locations/global/workloadIdentityPools/ci/providers/gh",
        "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
        "token_url": format!("{url}/v1/token"),
        "credential_source": {
            "url": format!("{url}/oidc?api-version=2.0&audience=ward-test"),
            "headers": {"Authorization": format!("Bearer {}", token_endpoints::REQUEST_TOKEN)},
            "format": {"type": "json", "subject_token_field_name": "value"}
        }
    });
    if impersonate {
        file["service_account_impersonation_url"] = json!(format!(
            "{url}/v1/projects/-/serviceAccounts/reader@proj.iam.gserviceaccount.com:generateAccessToken"
        ));
    }
    file
}

#[test]
fn external_account_file_walks_the_federation_chain() {
    let cloud = cloud();
    let sandbox = Sandbox::new();
    let file = sandbox.write("creds.json", &external_account(&cloud, true).to_string());
    let output = cloud
        .ward(&sandbox)
        .env("SERVICE_APPLICATION_CREDENTIALS", &file)
        .args(["policy", "get", "organizations/222", "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let paths: Vec<String> = cloud.log.all().into_iter().map(|r| r.path).collect();
    assert_eq!(
        paths,
        [
            "/oidc",
            "/v1/token",
            "/v1/projects/-/serviceAccounts/reader@proj.iam.gserviceaccount.com:generateAccessToken",
            "/v3/organizations/222:getIamPolicy"
        ]
    );
    let impersonation = &cloud.log.all()[2];
    assert_eq!(
        impersonation.body_json().unwrap()["scope"],
        json!([READ_ONLY])
    );

    // Direct federation: the federated token itself carries the read-only scope.
    let direct = sandbox.write("direct.json", &external_account(&cloud, false).to_string());
    cloud
        .ward(&sandbox)
        .env("GOOGLE_APPLICATION_CREDENTIALS", &direct)
        .args(["policy", "get", "222"])
        .assert()
        .success();
}

#[test]
fn credential_file_problems_name_the_file_and_the_step() {
    let cloud = cloud();
    let sandbox = Sandbox::new();
    cloud
        .ward(&sandbox)
        .env(
            "GOOGLE_APPLICATION_CREDENTIALS",
            sandbox.path().join("missing.json"),
        )
        .args(["policy", "get", "111"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("missing.json"));
    let garbage = sandbox.write("garbage.json", "{not json");
    cloud
        .ward(&sandbox)
        .env("GOOGLE_APPLICATION_CREDENTIALS", &garbage)
        .args(["policy", "get", "111"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("not valid JSON"));
    let mut bad_source = external_account(&cloud, true);
    bad_source["credential_source"]["headers"]["Authorization"] = json!("Bearer wrong");
    let file = sandbox.write("bad-source.json", &bad_source.to_string());
    cloud
        .ward(&sandbox)
        .env("GOOGLE_APPLICATION_CREDENTIALS", &file)
        .args(["policy", "get", "111"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains(
            "fetching the subject token failed",
        ));
}
