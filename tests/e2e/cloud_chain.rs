//! The cloud credential chain end to end: every source in order, every credentials-file
//! kind, the metadata server, and `ward auth print-access-token` / `print-identity-token`.

use std::path::Path;
use std::process::Output;

use base64::Engine as _;
use serde_json::{json, Value};
use ward_fakes::cloud::{
    authorized_user, service_account_key, Issued, DELEGATE, KEY_ACCOUNT, PROVIDER, USER,
};
use ward_fakes::metadata::Metadata;
use ward_fakes::Running;

use crate::auth_support::{CloudRunner, SA};
use crate::support::{json_of, stderr_of, stdout_of, ward_on_terminal};

const CLOUD_PLATFORM: &str = "https://www.googleapis.com/auth/cloud-platform";
const AUDIENCE: &str = "https://svc.example.run.app";

/// `127.0.0.1:PORT` where nothing listens (a listener bound, then dropped).
pub(crate) fn closed_host() -> String {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("pick a port")
        .port();
    format!("127.0.0.1:{port}")
}

/// A cloud fake with a metadata server issuing its tokens.
struct Vm {
    runner: CloudRunner,
    metadata: Metadata,
    server: Running,
}

impl Vm {
    fn new() -> Self {
        let runner = CloudRunner::new();
        let metadata = Metadata::new(runner.cloud.clone());
        let server = ward_fakes::spawn(metadata.router());
        Self {
            runner,
            metadata,
            server,
        }
    }

    fn host(&self) -> String {
        self.server.url.trim_start_matches("http://").to_string()
    }
}

/// `ward ARGS` with the fakes' URLs, `vars`, and no metadata server unless `vars` names one.
fn ward(runner: &CloudRunner, vars: &[(&str, &str)], args: &[&str]) -> Output {
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

fn print_access(runner: &CloudRunner, vars: &[(&str, &str)]) -> String {
    let output = ward(runner, vars, &["auth", "print-access-token"]);
    assert!(output.status.success(), "{vars:?}: {}", stderr_of(&output));
    let text = stdout_of(&output);
    assert!(
        text.ends_with('\n') && text.lines().count() == 1,
        "{text:?}"
    );
    text.trim_end().to_string()
}

fn print_identity(runner: &CloudRunner, vars: &[(&str, &str)]) -> Value {
    let output = ward(
        runner,
        vars,
        &["auth", "print-identity-token", "--audience", AUDIENCE],
    );
    assert!(output.status.success(), "{vars:?}: {}", stderr_of(&output));
    claims_of(stdout_of(&output).trim_end())
}

/// The payload of a JWT, undecoded signature aside.
fn claims_of(jwt: &str) -> Value {
    let payload = jwt.split('.').nth(1).expect("a JWT has three parts");
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload)
        .expect("base64url payload");
    serde_json::from_slice(&bytes).expect("JSON claims")
}

fn access_of(runner: &CloudRunner, token: &str) -> (String, Vec<String>) {
    match runner.cloud.state.lookup(token) {
        Some(Issued::Access {
            account, scopes, ..
        }) => (account, scopes),
        other => panic!("{token} is not an access token the fake issued: {other:?}"),
    }
}

fn write(path: &Path, document: &Value) -> String {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).unwrap();
    }
    std::fs::write(path, document.to_string()).unwrap();
    path.display().to_string()
}

fn impersonated(runner: &CloudRunner, source: Value) -> Value {
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
fn federation_file(runner: &CloudRunner, service_account: Option<&str>) -> String {
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

#[test]
fn application_default_credentials_are_read_from_the_gcloud_config_dir() {
    let runner = CloudRunner::new();
    let token_uri = format!("{}/token", runner.url());
    let home_adc = runner
        .sandbox
        .path()
        .join(".config/gcloud/application_default_credentials.json");
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
fn print_identity_token_works_with_every_kind_that_can_mint_one() {
    let vm = Vm::new();
    let runner = &vm.runner;
    let token_uri = format!("{}/token", runner.url());
    let dir = runner.sandbox.path();

    let key = write(&dir.join("key.json"), &service_account_key(&token_uri));
    let claims = print_identity(runner, &[("GOOGLE_APPLICATION_CREDENTIALS", &key)]);
    assert_eq!(
        (claims["aud"].as_str(), claims["azp"].as_str()),
        (Some(AUDIENCE), Some(KEY_ACCOUNT))
    );

    let chained = write(
        &dir.join("impersonated.json"),
        &impersonated(runner, service_account_key(&token_uri)),
    );
    let claims = print_identity(runner, &[("GOOGLE_APPLICATION_CREDENTIALS", &chained)]);
    assert_eq!(
        (claims["aud"].as_str(), claims["email"].as_str()),
        (Some(AUDIENCE), Some(DELEGATE))
    );

    let federated = federation_file(runner, Some(SA));
    let claims = print_identity(runner, &[("GOOGLE_APPLICATION_CREDENTIALS", &federated)]);
    assert_eq!(
        (claims["aud"].as_str(), claims["email"].as_str()),
        (Some(AUDIENCE), Some(SA))
    );
    assert_eq!(runner.requests_to(":generateIdToken").len(), 2);

    let host = vm.host();
    let claims = print_identity(runner, &[("GCE_METADATA_HOST", &host)]);
    assert_eq!(
        (claims["aud"].as_str(), claims["email"].as_str()),
        (Some(AUDIENCE), Some(SA))
    );
    let identity = &vm.metadata.log.all()[0];
    assert_eq!(identity.header("metadata-flavor"), Some("Google"));

    // Credentials that cannot mint ID tokens are refused with the reason.
    let user = write(&dir.join("user.json"), &authorized_user(&token_uri));
    let direct = federation_file(runner, None);
    for (vars, expected) in [
        (
            vec![("GOOGLE_APPLICATION_CREDENTIALS", user.as_str())],
            "cannot mint ID tokens",
        ),
        (
            vec![("GOOGLE_APPLICATION_CREDENTIALS", direct.as_str())],
            "federated token, which cannot mint ID tokens",
        ),
        (
            vec![("WARD_ACCESS_TOKEN", "t")],
            "WARD_ACCESS_TOKEN holds an access token",
        ),
    ] {
        let output = ward(
            runner,
            &vars,
            &["auth", "print-identity-token", "--audience", AUDIENCE],
        );
        assert_eq!(
            output.status.code(),
            Some(2),
            "{vars:?}: {}",
            stderr_of(&output)
        );
        assert!(
            stderr_of(&output).contains(expected),
            "{}",
            stderr_of(&output)
        );
        assert!(stdout_of(&output).is_empty());
    }
}

#[test]
fn the_metadata_server_is_the_last_step() {
    let vm = Vm::new();
    let runner = &vm.runner;
    let host = vm.host();
    let output = ward(
        runner,
        &[("GCE_METADATA_HOST", &host)],
        &["-v", "policy", "get", "222222222222", "-o", "json"],
    );
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(stderr_of(&output).contains(&format!(
        "cloud credentials from the metadata server at {host}"
    )));
    let token = print_access(runner, &[("GCE_METADATA_HOST", &host)]);
    assert_eq!(
        access_of(runner, &token),
        (SA.to_string(), vec![CLOUD_PLATFORM.to_string()])
    );
    for request in vm.metadata.log.all() {
        assert_eq!(
            request.header("metadata-flavor"),
            Some("Google"),
            "{request:?}"
        );
    }

    // Any earlier source wins without asking the metadata server.
    vm.metadata.log.clear();
    assert_eq!(
        print_access(
            runner,
            &[("GCE_METADATA_HOST", &host), ("WARD_ACCESS_TOKEN", "given")]
        ),
        "given"
    );
    assert!(vm.metadata.log.is_empty());
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
        let adc = runner
            .sandbox
            .path()
            .join(".config")
            .join("gcloud")
            .join("application_default_credentials.json");
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

#[test]
fn a_silent_metadata_address_costs_only_the_short_timeout() {
    // A listener that never accepts: connections complete in the backlog and no answer
    // ever comes, as with a firewall that swallows packets. The step ends at its own short
    // timeout, not at --timeout's.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let host = silent.local_addr().unwrap().to_string();
    let runner = CloudRunner::new();
    let output = ward(
        &runner,
        &[("GCE_METADATA_HOST", &host)],
        &["auth", "print-access-token", "--timeout", "120"],
    );
    assert_eq!(output.status.code(), Some(3), "{}", stderr_of(&output));
    assert!(
        stderr_of(&output).contains(&format!(
            "the metadata server at {host} (no answer within 2 s)"
        )),
        "{}",
        stderr_of(&output)
    );
}

#[test]
fn something_else_at_the_metadata_address_is_not_trusted() {
    // Without the Metadata-Flavor header the answer is not a metadata server's: its token
    // is not used.
    let impostor = ward_fakes::spawn(axum::Router::new().fallback(|| async {
        axum::Json(json!({"access_token": "impostor", "expires_in": 3600}))
    }));
    let host = impostor.url.trim_start_matches("http://").to_string();
    let runner = CloudRunner::new();
    let output = ward(
        &runner,
        &[("GCE_METADATA_HOST", &host)],
        &["auth", "print-access-token"],
    );
    assert_eq!(output.status.code(), Some(3), "{}", stderr_of(&output));
    assert!(stderr_of(&output).contains("without the Metadata-Flavor: Google header"));
    assert!(!stdout_of(&output).contains("impostor"));
}

#[test]
fn tokens_printed_to_a_terminal_come_with_a_warning() {
    let piped = ward(
        &CloudRunner::new(),
        &[("WARD_ACCESS_TOKEN", "tok-123")],
        &["auth", "print-access-token"],
    );
    assert!(stderr_of(&piped).is_empty(), "{}", stderr_of(&piped));
    let home = tempfile::tempdir().unwrap();
    let output = ward_on_terminal(
        "auth print-access-token",
        &[
            ("WARD_ACCESS_TOKEN", "tok-123".as_ref()),
            ("HOME", home.path().as_os_str()),
        ],
    );
    let text = stdout_of(&output);
    assert!(
        text.contains("warning") && text.contains(": printing a bearer token to a terminal"),
        "{text}"
    );
    assert!(text.contains("tok-123"), "{text}");
}
