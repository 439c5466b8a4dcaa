//! The cloud's answers (token service, IAM credentials, OAuth 2.0 token endpoint, resource
//! manager) as their own client libraries, discovery documents and issue threads publish
//! them (see `tests/fixtures/real/SOURCES.md`), served unchanged by a scripted fake: every
//! read command over them in table, JSON and NDJSON, and their error bodies as ward
//! reports them.

use std::path::PathBuf;

use serde_json::{json, Value};
use ward_fakes::cloud::{authorized_user, service_account_key};
use ward_fakes::scripted::{router, Canned};
use ward_fakes::{spawn, Running};

use crate::auth_support::closed_host;
use crate::support::{Run, Sandbox};

const ORGANIZATION: &str = "organizations/123456789012";
/// The audience of the published ID token (its `aud` claim).
const AUDIENCE: &str = "https://foo.bar";
const IMPERSONATED: &str = "sa@example-project.iam.gserviceaccount.com";

fn fixture(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/real/cloud")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

fn document(name: &str) -> Value {
    serde_json::from_str(&fixture(name)).expect("the fixture is JSON")
}

fn canned(status: u16, file: &str) -> Canned {
    Canned::new(status, &fixture(file)).header("content-type", "application/json; charset=UTF-8")
}

/// One server standing in for every cloud service, answering `script` in order.
fn cloud(script: Vec<Canned>) -> Running {
    spawn(router(script))
}

/// A sandbox whose runs reach only `server`: every cloud URL points at it, and the
/// metadata server is a closed port.
fn sandbox(server: &Running) -> Sandbox {
    Sandbox::new()
        .var("WARD_STS_URL", &server.url)
        .var("WARD_IAMCREDENTIALS_URL", &server.url)
        .var("WARD_OAUTH2_URL", &server.url)
        .var("WARD_RESOURCEMANAGER_URL", &server.url)
        .var("GCE_METADATA_HOST", closed_host())
}

fn write(sandbox: &Sandbox, name: &str, document: &Value) -> String {
    sandbox
        .write(name, &document.to_string())
        .display()
        .to_string()
}

/// An `external_account` file reading its subject token from a file, exchanged at
/// `server`, and impersonating a service account when `impersonate`.
fn external_account(sandbox: &Sandbox, server: &Running, impersonate: bool) -> String {
    let subject = sandbox.write(
        "subject-token.txt",
        "HEADER.SUBJECT_TOKEN_PAYLOAD.SIGNATURE",
    );
    let mut file = json!({
        "type": "external_account",
        "audience": "//iam.googleapis.com/projects/123456/locations/global/workloadIdentityPools/pool/providers/provider",
        "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
        "token_url": format!("{}/v1/token", server.url),
        "credential_source": {"file": subject.display().to_string(), "format": {"type": "text"}},
    });
    if impersonate {
        file["service_account_impersonation_url"] = json!(format!(
            "{}/v1/projects/-/serviceAccounts/{IMPERSONATED}:generateAccessToken",
            server.url
        ));
    }
    write(sandbox, "external.json", &file)
}

/// `ward policy get` over `file` in every format, each pinned as `{name}_{format}`.
fn check_policy(name: &str, file: &str) {
    let sent = document(file);
    for format in ["table", "json", "ndjson"] {
        let server = cloud(vec![canned(200, file)]);
        let run = sandbox(&server)
            .cmd(["policy", "get", ORGANIZATION, "-o", format])
            .env("WARD_ACCESS_TOKEN", "ya29.test-only")
            .run();
        run.expect_success();
        match format {
            "json" => assert_eq!(run.json(), sent, "{file}: JSON is the policy as sent"),
            "ndjson" => {
                let lines: Vec<Value> = run
                    .stdout
                    .lines()
                    .map(|line| serde_json::from_str(line).expect("each line is JSON"))
                    .collect();
                // One line per member of each binding, in the policy's order, with the
                // binding's condition exactly as sent (its description too).
                let members: Vec<Value> = sent["bindings"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .flat_map(|binding| {
                        let members = binding["members"].as_array().unwrap().clone();
                        members.into_iter().map(move |member| {
                            let mut row = json!({"role": binding["role"], "member": member});
                            if let Some(condition) = binding.get("condition") {
                                row["condition"] = condition.clone();
                            }
                            row
                        })
                    })
                    .collect();
                assert_eq!(lines, members, "{file}: NDJSON");
            }
            _ => {}
        }
        crate::ward_snapshot!(format!("{name}_{format}"), run);
    }
}

#[test]
fn every_cloud_fixture_is_json_and_named_in_the_sources() {
    let sources = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real/SOURCES.md"),
    )
    .unwrap();
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real/cloud");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let file = entry.unwrap().file_name().into_string().unwrap();
        if file.ends_with(".yaml") {
            yaml_rust2::YamlLoader::load_from_str(&fixture(&file))
                .unwrap_or_else(|error| panic!("{file}: {error}"));
        } else {
            document(&file);
        }
        assert!(
            sources.contains(&format!("`cloud/{file}`")),
            "cloud/{file} has no source"
        );
        count += 1;
    }
    assert!(count >= 10);
}

#[test]
fn policy_get_of_the_documented_conditional_policy() {
    check_policy("policy_conditional", "policy-conditional.json");
}

#[test]
fn policy_get_of_a_live_version_1_policy() {
    check_policy("policy_live_v1", "policy-live-v1.json");
}

/// No version and no bindings: the table says so, NDJSON prints nothing.
#[test]
fn policy_get_of_an_empty_policy() {
    check_policy("policy_empty", "policy-empty.json");
}

#[test]
fn jq_selects_from_the_policy_as_sent() {
    let server = cloud(vec![canned(200, "policy-conditional.json")]);
    let run = sandbox(&server)
        .cmd(["policy", "get", ORGANIZATION])
        .args(["--jq", ".bindings[1].condition.description"])
        .env("WARD_ACCESS_TOKEN", "ya29.test-only")
        .run();
    run.expect_success();
    assert_eq!(run.stdout, "Does not grant access after Sep 2020\n");
}

#[test]
fn policy_get_reports_a_permission_denied_body() {
    let server = cloud(vec![canned(403, "permission-denied.json")]);
    let run = sandbox(&server)
        .cmd(["policy", "get", ORGANIZATION, "--retries", "0"])
        .env("WARD_ACCESS_TOKEN", "ya29.test-only")
        .run();
    assert!(
        run.stderr.contains("The caller does not have permission"),
        "{}",
        run.stderr
    );
    crate::ward_snapshot!("policy_permission_denied", run);
}

/// `ward auth` in key mode, minting a token from IAM credentials' answer.
fn auth_with_key(script: Vec<Canned>, token_args: &[&str], format: &str) -> Run {
    let server = cloud(script);
    let sandbox = sandbox(&server);
    let key = write(
        &sandbox,
        "key.json",
        &service_account_key(&format!("{}/token", server.url)),
    );
    sandbox
        .cmd(["auth", "--credentials-json", &format!("@{key}")])
        .args(token_args)
        .args([
            "--create-credentials-file=false",
            "--retries",
            "0",
            "-o",
            format,
        ])
        .run()
}

#[test]
fn auth_access_token_from_generate_access_token() {
    let args = ["--token-format", "access_token"];
    for format in ["table", "json", "ndjson"] {
        let run = auth_with_key(
            vec![canned(200, "generate-access-token.json")],
            &args,
            format,
        );
        run.expect_success();
        if format == "json" {
            let outputs = run.json();
            assert_eq!(outputs["access_token"], "SA_ACCESS_TOKEN");
            assert_eq!(outputs["access_token_expiration"], "2025-01-01T00:00:00Z");
        }
        crate::ward_snapshot!(format!("auth_access_token_{format}"), run);
    }
}

#[test]
fn auth_id_token_from_generate_id_token() {
    let args = [
        "--token-format",
        "id_token",
        "--id-token-audience",
        AUDIENCE,
    ];
    let sent = document("generate-id-token.json");
    for format in ["table", "json", "ndjson"] {
        let run = auth_with_key(vec![canned(200, "generate-id-token.json")], &args, format);
        run.expect_success();
        if format == "json" {
            assert_eq!(run.json()["id_token"], sent["token"]);
        }
        crate::ward_snapshot!(format!("auth_id_token_{format}"), run);
    }
}

#[test]
fn auth_reports_a_permission_denied_body_of_iam_credentials() {
    let run = auth_with_key(
        vec![canned(403, "permission-denied.json")],
        &["--token-format", "access_token"],
        "table",
    );
    assert!(
        run.stderr.contains("The caller does not have permission"),
        "{}",
        run.stderr
    );
    crate::ward_snapshot!("auth_permission_denied", run);
}

/// `ward auth print-access-token|print-identity-token` with the credentials file `file`
/// (written by `make`) over `script`, in every format.
fn print_token(
    name: &str,
    script: &[(u16, &str)],
    make: impl Fn(&Sandbox, &Running) -> String,
    args: &[&str],
    expected: &str,
) {
    for format in ["table", "json", "ndjson"] {
        let server = cloud(
            script
                .iter()
                .map(|(status, file)| canned(*status, file))
                .collect(),
        );
        let sandbox = sandbox(&server);
        let file = make(&sandbox, &server);
        let run = sandbox
            .cmd(args)
            .args(["--retries", "0", "-o", format])
            .env("GOOGLE_APPLICATION_CREDENTIALS", &file)
            .run();
        run.expect_success();
        let printed = match format {
            "table" => run.stdout.trim_end().to_string(),
            _ => {
                let field = if args.contains(&"print-identity-token") {
                    "id_token"
                } else {
                    "access_token"
                };
                let line: Value = serde_json::from_str(run.stdout.trim_end()).unwrap();
                line[field].as_str().unwrap().to_string()
            }
        };
        assert_eq!(printed, expected, "{name} -o {format}");
        crate::ward_snapshot!(format!("{name}_{format}"), run);
    }
}

#[test]
fn print_access_token_from_an_oauth2_refresh_answer() {
    print_token(
        "print_access_user",
        &[(200, "oauth2-refresh.json")],
        |sandbox, server| {
            write(
                sandbox,
                "user.json",
                &authorized_user(&format!("{}/token", server.url)),
            )
        },
        &["auth", "print-access-token"],
        "token",
    );
}

#[test]
fn print_access_token_from_a_token_service_answer() {
    print_token(
        "print_access_federated",
        &[(200, "sts-token.json")],
        |sandbox, server| external_account(sandbox, server, false),
        &["auth", "print-access-token"],
        "ACCESS_TOKEN",
    );
}

#[test]
fn print_access_token_through_the_token_service_and_impersonation() {
    print_token(
        "print_access_impersonated",
        &[(200, "sts-token.json"), (200, "generate-access-token.json")],
        |sandbox, server| external_account(sandbox, server, true),
        &["auth", "print-access-token"],
        "SA_ACCESS_TOKEN",
    );
}

#[test]
fn print_identity_token_through_the_token_service_and_impersonation() {
    let token = document("generate-id-token.json")["token"]
        .as_str()
        .unwrap()
        .to_string();
    print_token(
        "print_identity_impersonated",
        &[(200, "sts-token.json"), (200, "generate-id-token.json")],
        |sandbox, server| external_account(sandbox, server, true),
        &["auth", "print-identity-token", "--audience", AUDIENCE],
        &token,
    );
}

/// The error bodies of the token service and the OAuth 2.0 token endpoint.
#[test]
fn token_endpoint_errors_are_reported_with_their_description() {
    let server = cloud(vec![canned(400, "sts-error.json")]);
    let home = sandbox(&server);
    let file = external_account(&home, &server, false);
    let run = home
        .cmd(["auth", "print-access-token", "--retries", "0"])
        .env("GOOGLE_APPLICATION_CREDENTIALS", &file)
        .run();
    assert!(
        run.stderr.contains("Invalid subject token"),
        "{}",
        run.stderr
    );
    crate::ward_snapshot!("sts_invalid_request", run);

    let server = cloud(vec![canned(400, "oauth2-invalid-grant.json")]);
    let home = sandbox(&server);
    let file = write(
        &home,
        "user.json",
        &authorized_user(&format!("{}/token", server.url)),
    );
    let run = home
        .cmd(["auth", "print-access-token", "--retries", "0"])
        .env("GOOGLE_APPLICATION_CREDENTIALS", &file)
        .run();
    assert!(
        run.stderr.contains("Token has been expired or revoked."),
        "{}",
        run.stderr
    );
    crate::ward_snapshot!("oauth2_invalid_grant", run);
}

/// `ward policy ARGS` over the published policy `live`, served unchanged, with the cache
/// off so each run compares.
fn drift_run(live: &str, args: &[&str]) -> Run {
    let server = cloud(vec![canned(200, live)]);
    let sandbox = sandbox(&server);
    let fixtures = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real/cloud");
    let args: Vec<String> = args
        .iter()
        .map(|arg| match arg.strip_prefix('@') {
            Some(file) => fixtures.join(file).display().to_string(),
            None => (*arg).to_string(),
        })
        .collect();
    sandbox
        .cmd(["policy"])
        .args(&args)
        .args(["--no-cache"])
        .env("WARD_ACCESS_TOKEN", "ya29.test-only")
        .run()
}

#[test]
fn the_documented_policy_matches_its_documented_yaml_form() {
    // The provider publishes one policy in JSON and in YAML: as live policy and baseline,
    // in either direction, they hold the same grants.
    let run = drift_run(
        "policy-conditional.json",
        &[
            "diff",
            ORGANIZATION,
            "--baseline",
            "@policy-conditional.yaml",
        ],
    );
    crate::ward_snapshot!("drift_documented_yaml", run);
    drift_run(
        "policy-conditional.json",
        &[
            "diff",
            ORGANIZATION,
            "--baseline",
            "@policy-conditional.json",
        ],
    )
    .expect_success();
}

#[test]
fn deleted_principals_are_reported_as_such() {
    for format in ["table", "json", "markdown"] {
        let run = drift_run(
            "policy-deleted-members.json",
            &[
                "diff",
                ORGANIZATION,
                "--baseline",
                "@policy-conditional.json",
                "-o",
                format,
            ],
        );
        crate::ward_snapshot!(format!("drift_deleted_{format}"), run);
    }
    let run = drift_run(
        "policy-deleted-members.json",
        &[
            "diff",
            ORGANIZATION,
            "--baseline",
            "@policy-conditional.json",
            "-o",
            "ndjson",
        ],
    );
    run.expect_code(10);
    let deleted = run
        .stdout
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .filter(|line| line["deleted"] == true && line["change"] == "added")
        .count();
    assert_eq!(deleted, 3, "{}", run.stdout);
}

#[test]
fn a_conditional_binding_beside_the_same_one_without_is_two_grants() {
    // python-api-core's policy holds roles/viewer for the same members with and without a
    // condition; a baseline without the conditional binding misses exactly those two grants.
    let run = drift_run(
        "policy-api-core-bindings.json",
        &[
            "diff",
            ORGANIZATION,
            "--baseline",
            "@policy-api-core-bindings.json",
        ],
    );
    run.expect_success();
    let server = cloud(vec![canned(200, "policy-api-core-bindings.json")]);
    let sandbox = sandbox(&server);
    let mut baseline = document("policy-api-core-bindings.json");
    baseline["bindings"].as_array_mut().unwrap().pop();
    let path = write(&sandbox, "baseline.json", &baseline);
    let run = sandbox
        .cmd([
            "policy",
            "diff",
            ORGANIZATION,
            "--no-cache",
            "--baseline",
            &path,
            "-o",
            "json",
        ])
        .env("WARD_ACCESS_TOKEN", "ya29.test-only")
        .run();
    crate::ward_snapshot!("drift_conditional_beside_plain", run);
    let run = drift_run(
        "policy-api-core-bindings.json",
        &["check", ORGANIZATION, "--preset", "recommended"],
    );
    crate::ward_snapshot!("check_api_core_recommended", run);
}
