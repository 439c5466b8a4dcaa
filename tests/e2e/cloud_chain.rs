//! The cloud credential chain end to end: every source in order, every credentials-file
//! kind, the metadata server, and `ward auth print-access-token` / `print-identity-token`.

use std::path::Path;

use base64::Engine as _;
use serde_json::{json, Value};
use ward_fakes::cloud::{
    authorized_user, service_account_key, Issued, DELEGATE, KEY_ACCOUNT, PROVIDER, USER,
};

use crate::auth_support::{bearer_of, CloudRunner, SA};

pub(crate) const CLOUD_PLATFORM: &str = "https://www.googleapis.com/auth/cloud-platform";
pub(crate) const AUDIENCE: &str = "https://svc.example.run.app";

/// `ward auth print-access-token` through the chain with `vars`: the token it printed,
/// alone on its line.
pub(crate) fn print_access(runner: &CloudRunner, vars: &[(&str, &str)]) -> String {
    let run = runner
        .chain()
        .envs(vars.iter().copied())
        .args(["auth", "print-access-token"])
        .run();
    assert_eq!(run.code, 0, "{vars:?}: {}", run.stderr);
    assert!(
        run.stdout.ends_with('\n') && run.stdout.lines().count() == 1,
        "{:?}",
        run.stdout
    );
    run.stdout.trim_end().to_string()
}

/// The claims of the token `ward auth print-identity-token` printed with `vars`.
pub(crate) fn print_identity(runner: &CloudRunner, vars: &[(&str, &str)]) -> Value {
    let run = runner
        .chain()
        .envs(vars.iter().copied())
        .args(["auth", "print-identity-token", "--audience", AUDIENCE])
        .run();
    assert_eq!(run.code, 0, "{vars:?}: {}", run.stderr);
    claims_of(run.stdout.trim_end())
}

/// The payload of a JWT, undecoded signature aside.
pub(crate) fn claims_of(jwt: &str) -> Value {
    let payload = jwt.split('.').nth(1).expect("a JWT has three parts");
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload)
        .expect("base64url payload");
    serde_json::from_slice(&bytes).expect("JSON claims")
}

pub(crate) fn access_of(runner: &CloudRunner, token: &str) -> (String, Vec<String>) {
    match runner.cloud.state.lookup(token) {
        Some(Issued::Access {
            account, scopes, ..
        }) => (account, scopes),
        other => panic!("{token} is not an access token the fake issued: {other:?}"),
    }
}

pub(crate) fn write(path: &Path, document: &Value) -> String {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).unwrap();
    }
    std::fs::write(path, document.to_string()).unwrap();
    path.display().to_string()
}

pub(crate) fn impersonated(runner: &CloudRunner, source: Value) -> Value {
    json!({
        "type": "impersonated_service_account",
        "service_account_impersonation_url": format!(
            "{}/v1/projects/-/serviceAccounts/{DELEGATE}:generateAccessToken", runner.url()
        ),
        "source_credentials": source,
        "delegates": [],
        "quota_project_id": "impersonation-quota",
    })
}

/// The credentials file `ward auth` writes in federation mode, with or without a service
/// account to impersonate.
pub(crate) fn federation_file(runner: &CloudRunner, service_account: Option<&str>) -> String {
    let mut ward = runner
        .job()
        .args([
            "auth",
            "--workload-identity-provider",
            PROVIDER,
            "--credentials-dir",
        ])
        .arg(runner.workspace())
        .args(["-o", "json"]);
    if let Some(account) = service_account {
        ward = ward.args(["--service-account", account]);
    }
    let run = ward.run();
    run.expect_success();
    run.json()["credentials_file_path"]
        .as_str()
        .expect("a credentials file path")
        .to_string()
}

#[test]
fn token_variables_come_first_in_their_documented_order() {
    let runner = CloudRunner::new();
    let broken = runner.sandbox.write("broken.json", "not json");
    let broken = broken.display().to_string();
    assert_eq!(
        print_access(
            &runner,
            &[
                ("GOOGLE_OAUTH_ACCESS_TOKEN", "from-google"),
                ("CLOUDSDK_AUTH_ACCESS_TOKEN", "from-cloudsdk"),
                ("GOOGLE_APPLICATION_CREDENTIALS", &broken),
            ]
        ),
        "from-google"
    );
    assert_eq!(
        print_access(
            &runner,
            &[
                ("CLOUDSDK_AUTH_ACCESS_TOKEN", "from-cloudsdk"),
                ("GOOGLE_APPLICATION_CREDENTIALS", &broken),
            ]
        ),
        "from-cloudsdk"
    );
    assert_eq!(
        print_access(
            &runner,
            &[
                ("WARD_ACCESS_TOKEN", "from-ward"),
                ("GOOGLE_OAUTH_ACCESS_TOKEN", "from-google"),
            ]
        ),
        "from-ward"
    );
    let file = runner.sandbox.write("token.txt", "from-file\n");
    let run = runner
        .chain()
        .env("CLOUDSDK_AUTH_ACCESS_TOKEN_FILE", &file)
        .args(["auth", "print-access-token", "-o", "json"])
        .run();
    crate::cloud_snapshot!(run);
    assert!(
        runner.requests().is_empty(),
        "a given token needs no request"
    );
}

/// gcloud's configuration folder in the sandbox: `%APPDATA%\gcloud` on Windows (the
/// sandbox's `config` folder), `~/.config/gcloud` elsewhere.
fn gcloud_dir(runner: &CloudRunner) -> std::path::PathBuf {
    let config = if cfg!(windows) { "config" } else { ".config" };
    runner.sandbox.path().join(config).join("gcloud")
}

#[test]
fn application_default_credentials_are_read_from_the_gcloud_config_dir() {
    let runner = CloudRunner::new();
    let token_uri = format!("{}/token", runner.url());
    let home_adc = gcloud_dir(&runner).join("application_default_credentials.json");
    write(&home_adc, &authorized_user(&token_uri));

    // policy get with nothing but the file gcloud writes (the reproduction).
    let run = runner.chain().args(["policy", "get", "222222222222"]).run();
    crate::cloud_snapshot!("adc_policy_get", run);
    let call = &runner.requests_to(":getIamPolicy")[0];
    assert_eq!(
        call.header("x-goog-user-project"),
        Some("user-quota-project")
    );
    assert_eq!(access_of(&runner, &bearer_of(call)).0, USER);
    let token = print_access(&runner, &[]);
    assert_eq!(access_of(&runner, &token).0, USER);

    // CLOUDSDK_CONFIG names another directory, which then wins over the home one.
    let other = runner.sandbox.path().join("other-gcloud");
    write(
        &other.join("application_default_credentials.json"),
        &service_account_key(&token_uri),
    );
    let other = other.display().to_string();
    let token = print_access(&runner, &[("CLOUDSDK_CONFIG", &other)]);
    assert_eq!(
        access_of(&runner, &token),
        (KEY_ACCOUNT.to_string(), vec![CLOUD_PLATFORM.to_string()])
    );

    // A variable naming a file comes before the application-default file.
    let named = runner.sandbox.path().join("named.json");
    let named = write(
        &named,
        &impersonated(&runner, service_account_key(&token_uri)),
    );
    let token = print_access(
        &runner,
        &[
            ("CLOUDSDK_CONFIG", &other),
            ("GOOGLE_APPLICATION_CREDENTIALS", &named),
        ],
    );
    assert_eq!(access_of(&runner, &token).0, DELEGATE);

    // A broken application-default file is an error, not a step passed over.
    std::fs::write(&home_adc, "{\"type\": \"unknown_kind\"}").unwrap();
    let run = runner.chain().args(["auth", "print-access-token"]).run();
    crate::cloud_snapshot!("adc_broken", run);
}

#[test]
fn print_access_token_works_with_every_credentials_file_kind() {
    let runner = CloudRunner::new();
    let token_uri = format!("{}/token", runner.url());
    let dir = runner.sandbox.path();
    let cases = [
        (authorized_user(&token_uri), USER),
        (service_account_key(&token_uri), KEY_ACCOUNT),
        (
            impersonated(&runner, service_account_key(&token_uri)),
            DELEGATE,
        ),
    ];
    for (index, (document, account)) in cases.into_iter().enumerate() {
        let path = write(&dir.join(format!("kind-{index}.json")), &document);
        let token = print_access(&runner, &[("SERVICE_APPLICATION_CREDENTIALS", &path)]);
        assert_eq!(access_of(&runner, &token).0, account, "{document}");
    }

    // external_account, as `ward auth` writes it: impersonating, and direct federation.
    let path = federation_file(&runner, Some(SA));
    let token = print_access(&runner, &[("GOOGLE_APPLICATION_CREDENTIALS", &path)]);
    assert_eq!(
        access_of(&runner, &token),
        (SA.to_string(), vec![CLOUD_PLATFORM.to_string()])
    );
    let path = federation_file(&runner, None);
    let token = print_access(&runner, &[("GOOGLE_APPLICATION_CREDENTIALS", &path)]);
    assert!(matches!(
        runner.cloud.state.lookup(&token),
        Some(Issued::Federated { .. })
    ));
}

#[test]
fn nothing_found_lists_every_step_and_exits_3() {
    let runner = CloudRunner::new();
    for (name, args) in [
        (
            "nothing_found_policy_get",
            vec!["policy", "get", "222222222222"],
        ),
        (
            "nothing_found_print_access_token",
            vec!["auth", "print-access-token"],
        ),
        (
            "nothing_found_print_identity_token",
            vec!["auth", "print-identity-token", "--audience", AUDIENCE],
        ),
    ] {
        // One attempt only, whatever --retries says: off the cloud this step must be cheap.
        let run = runner.chain().args(args).args(["--retries", "3"]).run();
        crate::cloud_snapshot!(name, run);
    }
    assert!(runner.requests().is_empty());
}
