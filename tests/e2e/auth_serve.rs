//! `ward auth serve`: the metadata server on loopback, asked by raw HTTP and by the cloud
//! vendor's own Python library, with tokens from the fakes.

use std::collections::BTreeMap;
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Barrier};

use ward::interrupt::{Interrupts, Trigger};
use ward_fakes::cloud::{service_account_key, Issued, KEY_ACCOUNT, PROVIDER};

use crate::auth_support::{CloudRunner, SA};
use crate::support::SpawnChild as _;
use crate::support::{
    eventually, eventually_within, google_auth_python, stderr_of, Run, Started, Ward, PATIENCE,
};

pub(crate) const V1: &str = "/computeMetadata/v1";

/// A server running in this process, and the variables it exported.
pub(crate) struct Served {
    pub(crate) addr: String,
    exported: BTreeMap<String, String>,
    trigger: Trigger,
    started: Started,
}

impl Served {
    pub(crate) fn stop(self) -> Run {
        self.trigger.interrupt();
        self.started.finish()
    }
}

fn env_file(runner: &CloudRunner) -> PathBuf {
    runner.sandbox.path().join("serve.env")
}

/// `ward auth serve` with `ward`'s arguments, on a free port, exporting to a dotenv file.
fn serve(runner: &CloudRunner, ward: Ward<'_>) -> Served {
    let (interrupts, trigger) = Interrupts::manual();
    let file = env_file(runner);
    let started = ward
        .args(["--listen", "127.0.0.1:0", "--env-file"])
        .arg(file.as_os_str())
        .interrupts(interrupts)
        .start();
    let addr = eventually("the server to listen and write its variables", || {
        let stderr = started.stderr();
        if let Some(at) = stderr.find("listening on http://") {
            let rest = &stderr[at + "listening on http://".len()..];
            let addr = rest.lines().next().unwrap().trim().to_string();
            if file.exists() {
                return Some(addr);
            }
        }
        assert!(
            !started.is_finished(),
            "the server did not start:\n{stderr}"
        );
        None
    });
    let exported = std::fs::read_to_string(&file)
        .unwrap()
        .lines()
        .filter_map(|line| line.split_once('='))
        .map(|(name, value)| (name.to_string(), value.to_string()))
        .collect();
    Served {
        addr,
        exported,
        trigger,
        started,
    }
}

pub(crate) fn key_file(runner: &CloudRunner) -> PathBuf {
    let path = runner.sandbox.path().join("key.json");
    let key = service_account_key(&format!("{}/token", runner.url()));
    std::fs::write(&path, key.to_string()).unwrap();
    path
}

/// The server with the test key as its only identity.
pub(crate) fn serve_key(runner: &CloudRunner) -> Served {
    let key = format!("@{}", key_file(runner).display());
    let ward = runner
        .on_ci("none")
        .args(["auth", "serve", "--credentials-json", &key]);
    serve(runner, ward)
}

/// The server on GitLab: federation through the fake provider as the default identity.
fn serve_gitlab(runner: &CloudRunner, extra: &[&str]) -> Served {
    let ward = runner
        .on_ci("gitlab")
        .env("GITLAB_OIDC_TOKEN", runner.ci_token("gitlab"))
        .args([
            "auth",
            "serve",
            "--workload-identity-provider",
            PROVIDER,
            "--service-account",
            SA,
            "--project-id",
            "test-project",
        ])
        .args(extra);
    serve(runner, ward)
}

pub(crate) struct Answer {
    pub(crate) status: u16,
    headers: Vec<(String, String)>,
    body: String,
}

impl Answer {
    fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|_| panic!("not JSON: {}", self.body))
    }
}

/// `METHOD TARGET` with `headers`, on a connection of its own.
fn request(addr: &str, method: &str, target: &str, headers: &[(&str, &str)]) -> Answer {
    let bytes = crate::support::raw_http(addr, method, target, headers, PATIENCE);
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").expect("a complete head");
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .map(|line| {
            let (name, value) = line.split_once(':').unwrap();
            (name.trim().to_ascii_lowercase(), value.trim().to_string())
        })
        .collect();
    Answer {
        status,
        headers,
        body: body.to_string(),
    }
}

pub(crate) fn get(addr: &str, target: &str) -> Answer {
    request(addr, "GET", target, &[("Metadata-Flavor", "Google")])
}

/// Every token the fake cloud issued so far.
fn issued_tokens(runner: &CloudRunner) -> Vec<String> {
    runner
        .cloud
        .state
        .issued()
        .into_iter()
        .map(|(token, _)| token)
        .collect()
}

#[test]
fn auth_serve_answers_the_metadata_paths_as_the_real_server() {
    let runner = CloudRunner::new();
    let served = serve_key(&runner);
    let flavor = [("Metadata-Flavor", "Google")];
    type Asked<'a> = (&'a str, String, Vec<(&'a str, &'a str)>);
    let asked: Vec<Asked> = vec![
        ("GET", "/".into(), flavor.to_vec()),
        ("GET", "/".into(), vec![]),
        (
            "GET",
            format!("{V1}/project/project-id"),
            vec![("Metadata-Flavor", "Other")],
        ),
        ("GET", format!("{V1}/project/project-id"), flavor.to_vec()),
        (
            "GET",
            format!("{V1}/project/numeric-project-id"),
            flavor.to_vec(),
        ),
        (
            "GET",
            format!("{V1}/instance/service-accounts/"),
            flavor.to_vec(),
        ),
        (
            "GET",
            format!("{V1}/instance/service-accounts/?recursive=true"),
            flavor.to_vec(),
        ),
        (
            "GET",
            format!("{V1}/instance/service-accounts/default/?recursive=true"),
            flavor.to_vec(),
        ),
        (
            "GET",
            format!("{V1}/instance/service-accounts/default/"),
            flavor.to_vec(),
        ),
        (
            "GET",
            format!("{V1}/instance/service-accounts/{KEY_ACCOUNT}/email"),
            flavor.to_vec(),
        ),
        (
            "GET",
            format!("{V1}/instance/service-accounts/default/scopes"),
            flavor.to_vec(),
        ),
        (
            "GET",
            format!("{V1}/instance/service-accounts/default/identity"),
            flavor.to_vec(),
        ),
        (
            "GET",
            format!("{V1}/instance/service-accounts/nobody@example.com/token"),
            flavor.to_vec(),
        ),
        ("GET", format!("{V1}/instance/zone"), flavor.to_vec()),
        (
            "POST",
            format!("{V1}/instance/service-accounts/default/token"),
            flavor.to_vec(),
        ),
        (
            "GET",
            format!("{V1}/instance/service-accounts/default/token"),
            vec![
                ("Metadata-Flavor", "Google"),
                ("X-Forwarded-For", "10.0.0.1"),
            ],
        ),
    ];
    let mut transcript = String::new();
    for (method, target, headers) in &asked {
        let answer = request(&served.addr, method, target, headers);
        let names: Vec<String> = headers
            .iter()
            .map(|(name, value)| format!("{name}: {value}"))
            .collect();
        transcript.push_str(&format!(
            "> {method} {target} [{}]\n< {}\n",
            names.join(", "),
            answer.status
        ));
        for (name, value) in &answer.headers {
            if name != "date" {
                transcript.push_str(&format!("< {name}: {value}\n"));
            }
        }
        transcript.push_str(&format!("{}\n\n", answer.body.trim_end()));
    }

    // A token: the JSON the libraries read, counting down from the fake's lifetime.
    let token = get(
        &served.addr,
        &format!("{V1}/instance/service-accounts/default/token"),
    );
    assert_eq!(token.status, 200);
    let body = token.json();
    assert_eq!(body["token_type"], "Bearer");
    let expires_in = body["expires_in"].as_u64().unwrap();
    assert!((3000..=3600).contains(&expires_in), "{body}");
    assert!(matches!(
        runner.cloud.state.lookup(body["access_token"].as_str().unwrap()),
        Some(Issued::Access { ref account, .. }) if account == KEY_ACCOUNT
    ));
    let id = get(
        &served.addr,
        &format!("{V1}/instance/service-accounts/default/identity?audience=https://svc.example&format=full"),
    );
    assert_eq!(id.status, 200, "{}", id.body);
    assert_eq!(id.body.split('.').count(), 3);

    let run = served.stop();
    assert_eq!(run.code, 0, "{}", run.stderr);
    for token in issued_tokens(&runner) {
        assert!(
            !run.stdout.contains(&token) && !run.stderr.contains(&token),
            "a token was logged"
        );
    }
    assert!(!run.stdout.contains(&id.body), "an ID token was logged");
    let pinned = Run {
        code: run.code,
        stdout: transcript,
        stderr: run.stderr.clone(),
        sandbox: run.sandbox.clone(),
    };
    crate::ward_snapshot!(pinned);
}

#[test]
fn auth_serve_mints_once_for_fifty_concurrent_requests() {
    let runner = CloudRunner::new();
    let served = serve_gitlab(&runner, &[]);
    let barrier = Arc::new(Barrier::new(50));
    let threads: Vec<_> = (0..50)
        .map(|_| {
            let (addr, barrier) = (served.addr.clone(), Arc::clone(&barrier));
            std::thread::spawn(move || {
                barrier.wait();
                get(
                    &addr,
                    &format!("{V1}/instance/service-accounts/default/token"),
                )
                .json()["access_token"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
        })
        .collect();
    let tokens: Vec<String> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    assert!(tokens.iter().all(|token| *token == tokens[0]));
    assert_eq!(runner.requests_to("/v1/token").len(), 1, "one exchange");
    assert_eq!(runner.requests_to(":generateAccessToken").len(), 1);
    let run = served.stop();
    assert!(
        run.stderr.contains(&format!("{SA}: 1 token mints")),
        "{}",
        run.stderr
    );
}

/// A vendor's own client library, and the script that asks the server through it.
#[derive(Clone, Copy)]
enum Library {
    /// google-auth, in Python.
    Python,
    /// google-auth-library, in Node.
    Node,
}

impl Library {
    fn check(self) -> (std::process::Command, &'static str) {
        match self {
            Self::Python => (
                google_auth_python(),
                concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/tests/google_auth_metadata_check.py"
                ),
            ),
            Self::Node => (
                google_auth_node(),
                concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/tests/google_auth_node_check.js"
                ),
            ),
        }
    }
}

/// Run `library`'s check script with exactly the variables ward exported, and a home of
/// its own, so no gcloud configuration of this machine is found; what it printed, as JSON.
fn vendor_check(
    runner: &CloudRunner,
    library: Library,
    exported: &BTreeMap<String, String>,
    args: &[&str],
) -> serde_json::Value {
    let (mut command, script) = library.check();
    command.arg(script).args(args);
    for (name, _) in std::env::vars() {
        if name.starts_with("GOOGLE_")
            || name.starts_with("GCE_")
            || name.starts_with("CLOUDSDK_")
            || name.starts_with("GCLOUD")
            || name == "GCP_PROJECT"
            || name == "METADATA_SERVER_DETECTION"
        {
            command.env_remove(name);
        }
    }
    command
        .env("HOME", runner.sandbox.path())
        .env("USERPROFILE", runner.sandbox.path())
        .env("APPDATA", runner.sandbox.path())
        .envs(exported);
    let output = command.output_child().unwrap();
    assert!(
        output.status.success(),
        "{script} failed:\n{}",
        stderr_of(&output)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

fn jwt_claims(token: &str) -> serde_json::Value {
    use base64::Engine as _;
    let payload = token.split('.').nth(1).unwrap();
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload.trim_end_matches('='))
        .unwrap();
    serde_json::from_slice(&bytes).unwrap()
}

#[test]
fn auth_serve_gives_google_auth_two_identities_from_two_sources() {
    let runner = CloudRunner::new();
    let key = format!("{KEY_ACCOUNT}=key:@{}", key_file(&runner).display());
    let served = serve_gitlab(&runner, &["--identity", &key]);
    for name in [
        "GCE_METADATA_HOST",
        "GCE_METADATA_IP",
        "METADATA_SERVER_DETECTION",
    ] {
        assert!(served.exported.contains_key(name), "{:?}", served.exported);
    }
    let result = vendor_check(
        &runner,
        Library::Python,
        &served.exported,
        &["https://svc.example", KEY_ACCOUNT],
    );

    assert_eq!(
        result["class"],
        "google.auth.compute_engine.credentials.Credentials"
    );
    assert_eq!(result["project"], "test-project");
    assert_eq!(result["valid"], true);
    assert_eq!(result["email"], SA);
    assert!(matches!(
        runner.cloud.state.lookup(result["token"].as_str().unwrap()),
        Some(Issued::Access { ref account, .. }) if account == SA
    ));
    let id = jwt_claims(result["id_token"].as_str().unwrap());
    assert_eq!(id["aud"], "https://svc.example", "{id}");

    assert_eq!(result["named_email"], KEY_ACCOUNT);
    assert!(matches!(
        runner.cloud.state.lookup(result["named_token"].as_str().unwrap()),
        Some(Issued::Access { ref account, .. }) if account == KEY_ACCOUNT
    ));
    let named = jwt_claims(result["named_id_token"].as_str().unwrap());
    assert_eq!(named["aud"], "https://svc.example", "{named}");
    assert_eq!(named["email"], KEY_ACCOUNT, "{named}");

    let run = served.stop();
    assert_eq!(run.code, 0, "{}", run.stderr);
    // Nothing holding a token or a key was written: no credentials file, in the job's
    // folders or the temporary one.
    let mut secrets = issued_tokens(&runner);
    secrets.push("BEGIN PRIVATE KEY".into());
    let key_path = key_file(&runner);
    for dir in [runner.sandbox.path().to_path_buf(), std::env::temp_dir()] {
        for file in files_under(&dir, if dir == std::env::temp_dir() { 1 } else { 8 }) {
            if file == key_path {
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&file) else {
                continue;
            };
            for secret in &secrets {
                assert!(
                    !text.contains(secret.as_str()),
                    "{} holds a secret",
                    file.display()
                );
            }
        }
    }
}

fn files_under(dir: &Path, depth: usize) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return files;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        match entry.file_type() {
            Ok(kind) if kind.is_dir() && depth > 1 => files.extend(files_under(&path, depth - 1)),
            Ok(kind) if kind.is_file() && entry.metadata().is_ok_and(|m| m.len() < 1 << 20) => {
                files.push(path)
            }
            _ => {}
        }
    }
    files
}

#[test]
fn auth_serve_refreshes_short_tokens_and_never_serves_an_expired_one() {
    let runner = CloudRunner::new();
    runner.cloud.short_lifetimes(3);
    let served = serve_gitlab(&runner, &[]);
    let path = format!("{V1}/instance/service-accounts/default/token");
    let first = get(&served.addr, &path).json();
    let first_token = first["access_token"].as_str().unwrap().to_string();
    // Ask until a new token comes; every answer has life left.
    eventually("a refreshed token", || {
        let answer = get(&served.addr, &path).json();
        assert!(answer["expires_in"].as_u64().unwrap() <= 3, "{answer}");
        answer["access_token"] != first_token.as_str()
    });
    // The token service now refuses: once the token has expired, 503, never the old one.
    runner.cloud.fail("sts", 503, 1000);
    let refused = eventually("expired tokens to be refused", || {
        let answer = get(&served.addr, &path);
        if answer.status == 503 {
            return Some(answer);
        }
        assert_eq!(answer.status, 200);
        None
    });
    assert!(
        refused.body.starts_with("could not get a token"),
        "{}",
        refused.body
    );
    let run = served.stop();
    // The failure is reported, without the token.
    assert!(
        run.stderr.contains(&format!(
            "the access token of {SA} failed: failed to generate the federated token"
        )),
        "{}",
        run.stderr
    );
}

#[test]
fn auth_serve_refuses_an_address_off_loopback() {
    let runner = CloudRunner::new();
    let key = format!("@{}", key_file(&runner).display());
    let run = runner
        .on_ci("none")
        .args([
            "auth",
            "serve",
            "--credentials-json",
            &key,
            "--listen",
            "0.0.0.0:0",
        ])
        .run();
    run.expect_code(2);
    crate::cloud_snapshot!(run);
}

/// What the operating system says of a taken port differs between systems; that ward
/// names the address and exits 1 does not.
const TAKEN_PORT_FILTERS: &[(&str, &str)] =
    &[(r"(could not listen on \S+): [^\n]+", "$1: [ADDRESS IN USE]")];

#[test]
fn auth_serve_on_a_taken_port_fails_naming_the_address() {
    let runner = CloudRunner::new();
    let key = format!("@{}", key_file(&runner).display());
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let listen = taken.local_addr().unwrap().to_string();
    let run = runner
        .on_ci("none")
        .args([
            "auth",
            "serve",
            "--credentials-json",
            &key,
            "--listen",
            &listen,
        ])
        .run();
    run.expect_code(1);
    insta::with_settings!({ filters => TAKEN_PORT_FILTERS.to_vec() }, {
        crate::cloud_snapshot!(run);
    });
}

/// The server on GitLab with direct federation: the provider, no service account.
fn serve_direct(runner: &CloudRunner, extra: &[&str]) -> Served {
    let ward = runner
        .on_ci("gitlab")
        .env("GITLAB_OIDC_TOKEN", runner.ci_token("gitlab"))
        .args([
            "auth",
            "serve",
            "--workload-identity-provider",
            PROVIDER,
            "--project-id",
            "test-project",
        ])
        .args(extra);
    serve(runner, ward)
}

/// The pool's ID in the fake provider's name, which a federated principal answers to.
const POOL: &str = "ci-pool";

#[test]
fn auth_serve_answers_with_the_federated_token_under_direct_federation() {
    let runner = CloudRunner::new();
    // The token service's lifetime, not the default hour, is what the server counts down.
    runner.cloud.short_lifetimes(1000);
    let served = serve_direct(&runner, &[]);
    let accounts = get(&served.addr, &format!("{V1}/instance/service-accounts/"));
    assert_eq!(accounts.body, format!("default/\n{POOL}/\n"));
    for target in [
        format!("{V1}/instance/service-accounts/default/email"),
        format!("{V1}/instance/service-accounts/{POOL}/email"),
    ] {
        assert_eq!(get(&served.addr, &target).body, POOL, "{target}");
    }

    let token = get(
        &served.addr,
        &format!("{V1}/instance/service-accounts/default/token"),
    );
    assert_eq!(token.status, 200, "{}", token.body);
    let body = token.json();
    let expires_in = body["expires_in"].as_u64().unwrap();
    assert!((990..=1000).contains(&expires_in), "{body}");
    assert!(matches!(
        runner
            .cloud
            .state
            .lookup(body["access_token"].as_str().unwrap()),
        Some(Issued::Federated { .. })
    ));
    assert_eq!(runner.requests_to(":generateAccessToken").len(), 0);

    // Scopes of its own: an exchange of its own, with those scopes.
    let scoped = get(
        &served.addr,
        &format!("{V1}/instance/service-accounts/default/token?scopes=b,a"),
    );
    assert_eq!(scoped.status, 200, "{}", scoped.body);
    assert_ne!(scoped.json()["access_token"], body["access_token"]);
    let exchanges = runner.requests_to("/v1/token");
    assert_eq!(exchanges.len(), 2);
    let asked: serde_json::Value = serde_json::from_slice(&exchanges[1].body).unwrap();
    assert_eq!(asked["scope"], "a b");

    // No ID token: 404 with the reason, as for a workload without a service account.
    for audience in ["https://svc.example", "https://other.example"] {
        let id = get(
            &served.addr,
            &format!("{V1}/instance/service-accounts/default/identity?audience={audience}"),
        );
        assert_eq!(id.status, 404);
        assert!(id.body.contains("cannot have an ID token"), "{}", id.body);
    }

    let run = served.stop();
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr.contains("direct federation from gitlab"),
        "{}",
        run.stderr
    );
    // Said once, however often asked.
    assert_eq!(
        run.stderr
            .matches("cannot have an ID token: direct workload identity federation")
            .count(),
        1,
        "{}",
        run.stderr
    );
    for token in issued_tokens(&runner) {
        assert!(
            !run.stdout.contains(&token) && !run.stderr.contains(&token),
            "a token was logged"
        );
    }
}

#[test]
fn auth_serve_impersonates_named_accounts_through_the_pools_principal() {
    let runner = CloudRunner::new();
    let served = serve_direct(&runner, &["--identity", SA]);
    let named = get(
        &served.addr,
        &format!("{V1}/instance/service-accounts/{SA}/token"),
    );
    assert_eq!(named.status, 200, "{}", named.body);
    assert!(matches!(
        runner.cloud.state.lookup(named.json()["access_token"].as_str().unwrap()),
        Some(Issued::Access { ref account, .. }) if account == SA
    ));
    // The named account has what the principal has not: ID tokens.
    let id = get(
        &served.addr,
        &format!("{V1}/instance/service-accounts/{SA}/identity?audience=https://svc.example"),
    );
    assert_eq!(id.status, 200, "{}", id.body);
    assert_eq!(jwt_claims(&id.body)["aud"], "https://svc.example");
    let default = get(
        &served.addr,
        &format!("{V1}/instance/service-accounts/default/token"),
    );
    assert!(matches!(
        runner
            .cloud
            .state
            .lookup(default.json()["access_token"].as_str().unwrap()),
        Some(Issued::Federated { .. })
    ));
    let run = served.stop();
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn auth_serve_gives_google_auth_the_federated_token_under_direct_federation() {
    let runner = CloudRunner::new();
    // Over the 225 s before expiry that google-auth already counts as expired.
    runner.cloud.short_lifetimes(1000);
    let served = serve_direct(&runner, &[]);
    // The vendor's library takes the federated token as a VM's, and reports the refusal.
    let result = vendor_check(
        &runner,
        Library::Python,
        &served.exported,
        &["https://svc.example"],
    );
    assert_eq!(
        result["class"],
        "google.auth.compute_engine.credentials.Credentials"
    );
    assert_eq!(result["email"], POOL);
    assert_eq!(result["project"], "test-project");
    assert_eq!(result["valid"], true);
    assert!(matches!(
        runner.cloud.state.lookup(result["token"].as_str().unwrap()),
        Some(Issued::Federated { .. })
    ));
    let refused = result["id_token_error"].as_str().unwrap_or_default();
    assert!(
        refused.contains("404") && refused.contains("cannot have an ID token"),
        "{result}"
    );

    let run = served.stop();
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn auth_serve_refuses_delegates_without_a_service_account() {
    let runner = CloudRunner::new();
    let run = runner
        .on_ci("gitlab")
        .env("GITLAB_OIDC_TOKEN", runner.ci_token("gitlab"))
        .args([
            "auth",
            "serve",
            "--workload-identity-provider",
            PROVIDER,
            "--delegates",
            "a@p.iam.gserviceaccount.com",
        ])
        .run();
    run.expect_code(2);
    crate::cloud_snapshot!(run);
}

/// Node with the vendor's `google-auth-library` on its module path (scripts/test installs
/// it); a test that needs it fails without it.
fn google_auth_node() -> std::process::Command {
    crate::support::node_with("google-auth-library")
}

#[test]
fn auth_serve_gives_google_auth_library_for_node_both_identities() {
    let runner = CloudRunner::new();
    let key = format!("{KEY_ACCOUNT}=key:@{}", key_file(&runner).display());
    let served = serve_gitlab(&runner, &["--identity", &key]);
    let result = vendor_check(
        &runner,
        Library::Node,
        &served.exported,
        &["https://svc.example", KEY_ACCOUNT],
    );

    assert_eq!(result["class"], "Compute", "{result}");
    assert_eq!(result["project"], "test-project");
    assert!(matches!(
        runner.cloud.state.lookup(result["token"].as_str().unwrap()),
        Some(Issued::Access { ref account, .. }) if account == SA
    ));
    // An ID token through the library's ID token client, which a federation credentials
    // file cannot give.
    let id = jwt_claims(result["id_token"].as_str().unwrap());
    assert_eq!(id["aud"], "https://svc.example", "{id}");
    assert!(matches!(
        runner.cloud.state.lookup(result["named_token"].as_str().unwrap()),
        Some(Issued::Access { ref account, .. }) if account == KEY_ACCOUNT
    ));
    let named = jwt_claims(result["named_id_token"].as_str().unwrap());
    assert_eq!(named["azp"], KEY_ACCOUNT, "{named}");
    let run = served.stop();
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn auth_serve_gives_google_auth_library_for_node_the_federated_token_under_direct_federation() {
    let runner = CloudRunner::new();
    let served = serve_direct(&runner, &[]);
    let result = vendor_check(
        &runner,
        Library::Node,
        &served.exported,
        &["https://svc.example"],
    );

    // The library takes the federated token as a VM's, and reports the refused ID token.
    assert_eq!(result["class"], "Compute", "{result}");
    assert_eq!(result["project"], "test-project");
    assert!(matches!(
        runner.cloud.state.lookup(result["token"].as_str().unwrap()),
        Some(Issued::Federated { .. })
    ));
    assert!(result.get("id_token").is_none(), "{result}");
    let refused = result["id_token_error"].as_str().unwrap_or_default();
    assert!(refused.contains("cannot have an ID token"), "{result}");
    let run = served.stop();
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn auth_serve_detaches_exports_and_stops() {
    let runner = CloudRunner::new();
    let key = format!("@{}", key_file(&runner).display());
    let log = runner.sandbox.path().join("serve.log");
    let run = runner
        .on_ci("none")
        .args([
            "auth",
            "serve",
            "--detach",
            "--export",
            "--credentials-json",
            &key,
            "--log-file",
        ])
        .arg(log.as_os_str())
        .run_process();
    run.expect_success();
    let exported: BTreeMap<String, String> = run
        .stdout
        .lines()
        .filter_map(|line| line.strip_prefix("export ")?.split_once('='))
        .map(|(name, value)| (name.to_string(), value.trim_matches('\'').to_string()))
        .collect();
    let addr = exported["GCE_METADATA_HOST"].clone();
    let pid = exported["WARD_AUTH_SERVE_PID"].clone();
    let token = get(
        &addr,
        &format!("{V1}/instance/service-accounts/default/token"),
    )
    .json();
    let token = token["access_token"].as_str().unwrap().to_string();

    let stop = runner
        .on_ci("none")
        .args(["auth", "serve", "--stop", "--pid", &pid])
        .run_process();
    stop.expect_success();
    assert!(stop
        .stderr
        .contains(&format!("stopped the metadata server (process {pid})")));
    eventually("the server to stop answering", || {
        TcpStream::connect(&addr).is_err()
    });
    // Its log has the request, and no token. A stopped server writes a last line, except
    // on Windows, where `--stop` ends the process outright and the request is the last line.
    let request = "/instance/service-accounts/default/token 200";
    let last = if cfg!(windows) { request } else { "stopped" };
    let text = eventually("the log's last line", || {
        let text = std::fs::read_to_string(&log).unwrap_or_default();
        text.contains(last).then_some(text)
    });
    assert!(text.contains(request), "{text}");
    assert!(!text.contains(&token), "the log holds the token");
}

#[test]
fn auth_serve_refuses_bad_identities_with_the_form_to_use() {
    let runner = CloudRunner::new();
    let key = format!("@{}", key_file(&runner).display());
    for (name, identity) in [
        ("not_an_email", "not-an-email"),
        ("unknown_source", "a@p.iam.gserviceaccount.com=file:x"),
        ("given_twice", KEY_ACCOUNT),
    ] {
        let run = runner
            .on_ci("none")
            .args([
                "auth",
                "serve",
                "--credentials-json",
                &key,
                "--identity",
                identity,
            ])
            .run();
        run.expect_code(2);
        crate::cloud_snapshot!(format!("identity_{name}"), run);
    }
}

#[test]
fn auth_serve_stop_without_a_server_says_so() {
    let runner = CloudRunner::new();
    let run = runner.on_ci("none").args(["auth", "serve", "--stop"]).run();
    run.expect_success();
    crate::cloud_snapshot!("nothing_to_stop", run);
    let run = runner
        .on_ci("none")
        .env("WARD_AUTH_SERVE_PID", "twelve")
        .args(["auth", "serve", "--stop"])
        .run();
    run.expect_code(2);
    crate::cloud_snapshot!("pid_not_a_number", run);
}

#[cfg(target_os = "linux")]
#[test]
fn auth_serve_stop_leaves_a_process_that_is_not_a_server_alone() {
    use crate::support::SpawnChild as _;
    let runner = CloudRunner::new();
    let mut other = std::process::Command::new("sleep")
        .arg("30")
        .spawn_child()
        .unwrap();
    let run = runner
        .on_ci("none")
        .args(["auth", "serve", "--stop", "--pid", &other.id().to_string()])
        .run();
    let still_running = other.try_wait().unwrap().is_none();
    let _ = other.kill();
    let _ = other.wait();
    run.expect_code(2);
    assert!(
        run.stderr.contains("is not a ward auth serve server"),
        "{}",
        run.stderr
    );
    assert!(still_running);
}

#[test]
fn auth_serve_stops_by_itself_once_the_jobs_identity_token_and_its_tokens_expired() {
    let runner = CloudRunner::new();
    runner.cloud.short_lifetimes(2);
    let audience = crate::auth_support::default_audience();
    let ward = runner
        .on_ci("gitlab")
        .env(
            "GITLAB_OIDC_TOKEN",
            ward_fakes::cloud::ci_token("gitlab", &audience, 3, 1),
        )
        .args([
            "auth",
            "serve",
            "--workload-identity-provider",
            PROVIDER,
            "--service-account",
            SA,
        ]);
    let served = serve(&runner, ward);
    let answer = get(
        &served.addr,
        &format!("{V1}/instance/service-accounts/default/token"),
    );
    assert_eq!(answer.status, 200, "{}", answer.body);
    eventually("the server to stop by itself", || {
        served.started.is_finished()
    });
    let run = served.started.finish();
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "the job's identity token ($GITLAB_OIDC_TOKEN) has expired, and every token served has expired: stopping"
        ),
        "{}",
        run.stderr
    );
}

#[test]
fn auth_serve_stops_by_itself_once_the_issuer_is_gone_and_its_tokens_expired() {
    let runner = CloudRunner::new();
    runner.cloud.short_lifetimes(2);
    // The runner's identity-token endpoint on a server of its own, which goes away as a
    // runner's does at the job's end.
    let issuer = ward_fakes::spawn(runner.cloud.router());
    let ward = runner
        .job()
        .env(
            "ACTIONS_ID_TOKEN_REQUEST_URL",
            format!("{}/oidc?api-version=2.0", issuer.url),
        )
        .args([
            "auth",
            "serve",
            "--workload-identity-provider",
            PROVIDER,
            "--service-account",
            SA,
        ]);
    let served = serve(&runner, ward);
    let answer = get(
        &served.addr,
        &format!("{V1}/instance/service-accounts/default/token"),
    );
    assert_eq!(answer.status, 200, "{}", answer.body);
    drop(issuer);
    eventually_within(2 * PATIENCE, "the server to stop by itself", || {
        served.started.is_finished()
    });
    let run = served.started.finish();
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("the runner's identity-token endpoint can no longer be asked (")
            && run
                .stderr
                .contains("), and every token served has expired: stopping"),
        "{}",
        run.stderr
    );
}

#[test]
fn auth_serve_serves_a_new_audience_past_the_cache_bound() {
    let runner = CloudRunner::new();
    let served = serve_key(&runner);
    // The cache keeps 256 slots per identity; the 257th audience and the first one again
    // (its slot made room) are each served, never refused.
    for n in (1..=257).chain([1]) {
        let id = get(
            &served.addr,
            &format!(
                "{V1}/instance/service-accounts/default/identity?audience=https://svc{n}.example"
            ),
        );
        assert_eq!(id.status, 200, "audience {n}: {}", id.body);
        assert_eq!(
            jwt_claims(&id.body)["aud"],
            format!("https://svc{n}.example")
        );
    }
    let run = served.stop();
    assert_eq!(run.code, 0, "{}", run.stderr);
}
