//! `ward policy get` and every token exchange of the cloud chain against hostile servers:
//! oversized and compressed-bomb bodies end in the documented error with bounded memory,
//! and escape sequences in a policy or a token never reach the terminal raw.

use serde_json::json;
use ward_fakes::cloud::{authorized_user, service_account_key, PROVIDER};
use ward_fakes::hostile::{router, Mode};
use ward_fakes::scripted::{self, Canned};
use ward_fakes::{spawn, Running};

use crate::auth_support::closed_host;
use crate::support::{run_measured, Measured, Run, Sandbox};

/// Far above a bounded read (the largest cloud limit is 16 MiB), far below the bodies
/// read whole (1 GiB).
const MAX_RSS_KIB: u64 = 200 * 1024;

/// `ward ARGS` with only `env` (plus a private home and no metadata server), as the binary
/// whose peak memory is measured. Inflating a bomb is slow on a loaded machine, so the
/// deadline is one only a hung run reaches: the limit, not the clock, must refuse it.
fn measured(sandbox: &Sandbox, env: &[(&str, &str)], args: &[&str]) -> Measured {
    let ward = sandbox
        .cmd(args)
        .args(["--retries", "0", "--timeout", "600"])
        .env("GCE_METADATA_HOST", closed_host())
        .envs(env.iter().copied());
    run_measured(ward.process())
}

/// `ward ARGS` with only `env` (plus a private home and no metadata server), in-process.
fn run(sandbox: &Sandbox, env: &[(&str, &str)], args: &[&str]) -> Run {
    sandbox
        .cmd(args)
        .args(["--retries", "0"])
        .env("GCE_METADATA_HOST", closed_host())
        .envs(env.iter().copied())
        .run()
}

/// The refusal, pinned as `NAME`, and the peak memory it took.
fn assert_refused(sandbox: &Sandbox, measured: Measured, name: &str) {
    if let Some(peak) = measured.peak_rss_kib {
        assert!(peak < MAX_RSS_KIB, "{name}: peak RSS {peak} KiB");
    }
    let code = measured.code.expect("ward exits, not killed by a signal");
    let run = Run {
        code: u8::try_from(code).expect("an exit code in 0..=255"),
        stdout: measured.stdout,
        stderr: measured.stderr,
        sandbox: sandbox.path().to_path_buf(),
    };
    crate::ward_snapshot!(name, run);
}

/// What is called, the variables that point it at the server, the command.
type Case<'a> = (&'a str, Vec<(&'a str, &'a str)>, &'a [&'a str]);

/// Each cloud request of the chain (those named in `only`, if given) pointed at `server`,
/// refused at its documented limit; the snapshots are named `body`_`what`.
fn every_cloud_call(server: &Running, body: &str, only: Option<&[&str]>) {
    let sandbox = Sandbox::new();
    let cloud = ward_fakes::cloud::Cloud::new();
    let good = spawn(cloud.router());
    let url = &server.url;
    let token_uri = format!("{url}/token");
    let file = |name: &str, document: serde_json::Value| {
        sandbox
            .write(name, &document.to_string())
            .display()
            .to_string()
    };
    let user = file("user.json", authorized_user(&token_uri));
    let key = file("key.json", service_account_key(&token_uri));
    let sts = file(
        "sts.json",
        json!({
            "type": "external_account",
            "audience": format!("//iam.googleapis.com/{PROVIDER}"),
            "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
            "token_url": format!("{url}/v1/token"),
            "credential_source": {"file": sandbox.write("subject.jwt", "a.b.c").display().to_string()},
        }),
    );
    let source = file(
        "source.json",
        json!({
            "type": "external_account",
            "audience": "//iam.googleapis.com/x",
            "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
            "token_url": format!("{url}/v1/token"),
            "credential_source": {"url": format!("{url}/oidc")},
        }),
    );
    let impersonation = file(
        "impersonated.json",
        json!({
            "type": "impersonated_service_account",
            "service_account_impersonation_url": format!("{url}/v1/projects/-/serviceAccounts/sa@p.iam.gserviceaccount.com:generateAccessToken"),
            "source_credentials": authorized_user(&format!("{}/token", good.url)),
        }),
    );
    let host = url.trim_start_matches("http://");
    let policy = ["policy", "get", "222222222222"];
    let print = ["auth", "print-access-token"];
    let identity = ["auth", "print-identity-token", "--audience", "aud"];
    let cases: [Case<'_>; 8] = [
        (
            "resource manager",
            vec![
                ("WARD_RESOURCEMANAGER_URL", url),
                ("WARD_ACCESS_TOKEN", "t"),
            ],
            &policy,
        ),
        (
            "refresh grant",
            vec![("GOOGLE_APPLICATION_CREDENTIALS", &user)],
            &print,
        ),
        (
            "JWT-bearer grant",
            vec![("GOOGLE_APPLICATION_CREDENTIALS", &key)],
            &print,
        ),
        (
            "ID-token grant",
            vec![("GOOGLE_APPLICATION_CREDENTIALS", &key)],
            &identity,
        ),
        (
            "token service",
            vec![("GOOGLE_APPLICATION_CREDENTIALS", &sts)],
            &print,
        ),
        (
            "credential source URL",
            vec![("GOOGLE_APPLICATION_CREDENTIALS", &source)],
            &print,
        ),
        (
            "IAM credentials",
            vec![("GOOGLE_APPLICATION_CREDENTIALS", &impersonation)],
            &identity,
        ),
        ("metadata server", vec![("GCE_METADATA_HOST", host)], &print),
    ];
    for (what, env, args) in cases {
        if only.is_some_and(|names| !names.contains(&what)) {
            continue;
        }
        let name = format!("{body}_{}", what.replace([' ', '-'], "_"));
        assert_refused(&sandbox, measured(&sandbox, &env, args), &name);
    }
}

#[test]
fn a_gzip_bomb_is_refused_by_cloud_calls_with_bounded_memory() {
    // Inflating the bomb is slow in the fake, so a few calls stand for the shared reader
    // (the metadata server's 2 s budget would end first on a busy machine); the endless
    // body below goes through every one.
    every_cloud_call(
        &spawn(router(Mode::GzipBomb { gib: 1 })),
        "gzip_bomb",
        Some(&["refresh grant", "credential source URL"]),
    );
}

#[test]
fn an_endless_body_is_refused_by_every_cloud_call_with_bounded_memory() {
    every_cloud_call(&spawn(router(Mode::Endless)), "endless", None);
}

#[test]
fn escape_sequences_in_a_policy_are_shown_escaped_and_kept_exact_in_json() {
    let hostile = "user:\u{1b}]52;c;ZXZpbA==\u{7}eve@example.com";
    let policy = json!({
        "version": 1,
        "bindings": [{"role": "roles/\u{1b}[2Jowner", "members": [hostile]}],
        "etag": "\u{1b}]0;title\u{7}",
    });
    let canned =
        || Canned::new(200, &policy.to_string()).header("content-type", "application/json");
    let server = spawn(scripted::router(vec![canned(), canned()]));
    let sandbox = Sandbox::new();
    let env = [
        ("WARD_RESOURCEMANAGER_URL", server.url.as_str()),
        ("WARD_ACCESS_TOKEN", "t"),
    ];
    let table = run(&sandbox, &env, &["policy", "get", "222222222222"]);
    crate::ward_snapshot!("table", table);
    for text in [&table.stdout, &table.stderr] {
        assert!(
            !text.contains('\u{1b}') && !text.contains('\u{7}'),
            "{text:?}"
        );
    }
    let run = run(
        &sandbox,
        &env,
        &["policy", "get", "222222222222", "-o", "json"],
    );
    assert_eq!(run.json(), policy);
}

#[test]
fn a_token_with_control_characters_is_never_printed() {
    let server = spawn(scripted::router(vec![Canned::new(
        200,
        &json!({"access_token": "tok\u{1b}]52;c;ZXZpbA==\u{7}", "expires_in": 3600}).to_string(),
    )
    .header("content-type", "application/json")]));
    let sandbox = Sandbox::new();
    let user = sandbox
        .write(
            "user.json",
            &authorized_user(&format!("{}/token", server.url)).to_string(),
        )
        .display()
        .to_string();
    let run = run(
        &sandbox,
        &[("GOOGLE_APPLICATION_CREDENTIALS", &user)],
        &["auth", "print-access-token"],
    );
    crate::ward_snapshot!(run);
    assert!(!run.stderr.contains('\u{1b}'), "{:?}", run.stderr);
}
