//! The cloud credential chain end to end: every source in order, every credentials-file
//! kind, the metadata server, and `ward auth print-access-token` / `print-identity-token`.

use std::path::Path;
use std::process::Output;

use base64::Engine as _;
use serde_json::{json, Value};
use ward_fakes::cloud::{
    authorized_user, service_account_key, Issued, DELEGATE, KEY_ACCOUNT, PROVIDER, USER,
};

use crate::auth_support::{CloudRunner, SA};
use crate::support::{json_of, stderr_of, stdout_of};

pub(crate) const CLOUD_PLATFORM: &str = "https://www.googleapis.com/auth/cloud-platform";
pub(crate) const AUDIENCE: &str = "https://svc.example.run.app";

/// `127.0.0.1:PORT` where nothing listens (a listener bound, then dropped).
pub(crate) fn closed_host() -> String {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("pick a port")
        .port();
    format!("127.0.0.1:{port}")
}

/// `ward ARGS` with the fakes' URLs, `vars`, and no metadata server unless `vars` names one.
pub(crate) fn ward(runner: &CloudRunner, vars: &[(&str, &str)], args: &[&str]) -> Output {
    let mut command = runner.sandbox.ward();
    command
        .env("WARD_OAUTH2_URL", runner.url())
        .env("WARD_RESOURCEMANAGER_URL", runner.url())
        .env("GCE_METADATA_HOST", closed_host());
    for (name, value) in vars {
        command.env(name, value);
    }
    command.args(args).output().expect("run ward")
}

pub(crate) fn print_access(runner: &CloudRunner, vars: &[(&str, &str)]) -> String {
    let output = ward(runner, vars, &["auth", "print-access-token"]);
    assert!(output.status.success(), "{vars:?}: {}", stderr_of(&output));
    let text = stdout_of(&output);
    assert!(
        text.ends_with('\n') && text.lines().count() == 1,
        "{text:?}"
    );
    text.trim_end().to_string()
}

pub(crate) fn print_identity(runner: &CloudRunner, vars: &[(&str, &str)]) -> Value {
    let output = ward(
        runner,
        vars,
        &["auth", "print-identity-token", "--audience", AUDIENCE],
    );
    assert!(output.status.success(), "{vars:?}: {}", stderr_of(&output));
    claims_of(stdout_of(&output).trim_end())
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
    let mut command = runner.ward();
    command.args([
        "auth",
        "--workload-identity-provider",
        PROVIDER,
        "--credentials-dir",
    ]);
    command.arg(runner.workspace()).args(["-o", "json"]);
    if let Some(account) = service_account {
        command.args(["--service-account", account]);
    }
    let output = command.output().unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    json_of(&output)["credentials_file_path"]
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
    let output = ward(
        &runner,
        &[(
            "CLOUDSDK_AUTH_ACCESS_TOKEN_FILE",
            &file.display().to_string(),
        )],
        &["-v", "auth", "print-access-token", "-o", "json"],
    );
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(
        json_of(&output),
        json!({"access_token": "from-file", "source": "CLOUDSDK_AUTH_ACCESS_TOKEN_FILE"})
    );
    assert!(stderr_of(&output).contains("cloud credentials from CLOUDSDK_AUTH_ACCESS_TOKEN_FILE"));
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
    let output = ward(&runner, &[], &["-v", "policy", "get", "222222222222"]);
    assert!(output.status.success(), "{}", stderr_of(&output));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("cloud credentials from application-default credentials (authorized_user)"),
        "{stderr}"
    );
    let call = &runner.requests_to(":getIamPolicy")[0];
    assert_eq!(
        call.header("x-goog-user-project"),
        Some("user-quota-project")
    );
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
    let output = ward(&runner, &[], &["auth", "print-access-token"]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr_of(&output));
    assert!(stderr_of(&output).contains("has type \"unknown_kind\""));
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
    for args in [
        vec!["policy", "get", "222222222222"],
        vec!["auth", "print-access-token"],
        vec!["auth", "print-identity-token", "--audience", AUDIENCE],
    ] {
        let host = closed_host();
        let output = ward(
            &runner,
            &[("GCE_METADATA_HOST", &host)],
            &[&args[..], &["--retries", "3"]].concat(),
        );
        assert_eq!(output.status.code(), Some(3), "{args:?}");
        let stderr = stderr_of(&output);
        let adc = gcloud_dir(&runner).join("application_default_credentials.json");
        for step in [
            "WARD_ACCESS_TOKEN, GOOGLE_OAUTH_ACCESS_TOKEN, CLOUDSDK_AUTH_ACCESS_TOKEN, CLOUDSDK_AUTH_ACCESS_TOKEN_FILE",
            "SERVICE_APPLICATION_CREDENTIALS",
            "GOOGLE_APPLICATION_CREDENTIALS",
            &format!("the application-default credentials file {} (absent)", adc.display()),
            &format!("the metadata server at {host} ("),
            "hint: run `ward auth`",
        ] {
            assert!(stderr.contains(step), "{step}: {stderr}");
        }
        assert_eq!(
            stderr.lines().count(),
            2,
            "one error line and one hint: {stderr}"
        );
        // One attempt only, whatever --retries says: off the cloud this step must be cheap.
        assert!(!stderr.contains("retrying"), "{stderr}");
        assert!(stdout_of(&output).is_empty());
    }
    assert!(runner.requests().is_empty());
}
