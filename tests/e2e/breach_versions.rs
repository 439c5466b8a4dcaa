//! Choosing the API version: all three ways of selecting version 2, and version 3 with
//! its key.

use ward_fakes::breaches::BreachOptions;

use crate::breach::{fake_with, fast_fake, home, names, KEY};

#[test]
fn every_version_selection_method_works() {
    let fake = fast_fake();
    let sandbox = home(&fake);
    let mut answers = Vec::new();
    for via in ["url", "header", "accept"] {
        let run = sandbox
            .cmd(["breach", "account", "account-exists@example.com", "--json"])
            .args(["--version-via", via])
            .run();
        assert_eq!(run.code, 10, "{via}: {}", run.stderr);
        answers.push(run.json());
    }
    assert!(answers.iter().all(|answer| *answer == answers[0]));
    let log = fake.log.all();
    assert_eq!(
        log[0].path,
        "/api/v2/breachedaccount/account-exists%40example.com"
    );
    assert_eq!(
        log[1].path,
        "/api/breachedaccount/account-exists%40example.com"
    );
    assert_eq!(log[1].header("api-version"), Some("2"));
    assert_eq!(
        log[2].path,
        "/api/breachedaccount/account-exists%40example.com"
    );
    assert_eq!(
        log[2].header("accept"),
        Some("application/vnd.haveibeenpwned.v2+json")
    );

    // The same choice from the environment and from the config file.
    sandbox
        .cmd(["breach", "dataclasses", "--json"])
        .env("WARD_BREACHES_VERSION_VIA", "header")
        .run()
        .expect_success();
    let config = sandbox.write("config.toml", "[breaches]\nversion_via = \"accept\"\n");
    sandbox
        .cmd(["breach", "list", "--json", "--config"])
        .arg(&config)
        .run()
        .expect_success();
    let log = fake.log.all();
    assert_eq!(log[3].path, "/api/dataclasses");
    assert_eq!(log[3].header("api-version"), Some("2"));
    assert_eq!(log[4].path, "/api/breaches");
    assert!(log[4]
        .header("accept")
        .unwrap()
        .contains("vnd.haveibeenpwned.v2"));

    let bad = sandbox.write("bad.toml", "[breaches]\nversion_via = \"carrier-pigeon\"\n");
    let run = sandbox
        .cmd(["breach", "dataclasses", "--config"])
        .arg(&bad)
        .run();
    crate::ward_snapshot!("bad_version_via", run);
}

#[test]
fn version_3_needs_a_key_before_any_request_and_sends_it() {
    let fake = fast_fake();
    let sandbox = home(&fake);
    let v3 = ["--api-version", "3"];
    let run = sandbox
        .cmd(["breach", "account", "account-exists@example.com"])
        .args(v3)
        .run();
    crate::ward_snapshot!("breach_without_key", run);
    let run = sandbox
        .cmd(["paste", "account", "account-exists@example.com"])
        .args(v3)
        .run();
    crate::ward_snapshot!("paste_without_key", run);
    let run = sandbox
        .cmd(["breach", "account", "a@example.com"])
        .args(v3)
        .env("WARD_BREACHES_KEY", "not-a-key")
        .run();
    crate::ward_snapshot!("malformed_key", run);
    let run = sandbox
        .cmd(["breach", "list", "--version-via", "header"])
        .args(v3)
        .run();
    crate::ward_snapshot!("header_with_version_3", run);
    assert!(fake.log.is_empty(), "no request may be made without a key");

    let run = sandbox
        .cmd([
            "breach",
            "account",
            "multiple-breaches@example.com",
            "--json",
        ])
        .env("HIBP_API_KEY", KEY)
        .env("WARD_BREACHES_API_VERSION", "3")
        .run();
    run.expect_code(10);
    // Defaults differ in version 3, so both flags are sent explicitly.
    assert_eq!(names(&run.json()[0]["breaches"]), ["Adobe", "Gawker"]);
    let request = &fake.log.all()[0];
    assert_eq!(
        request.path,
        "/api/v3/breachedaccount/multiple-breaches%40example.com"
    );
    assert_eq!(request.header("hibp-api-key"), Some(KEY));
    assert!(!run.stderr.contains(KEY));

    sandbox
        .cmd(["paste", "account", "account-exists@example.com"])
        .args(v3)
        .env("WARD_BREACHES_KEY", KEY)
        .run()
        .expect_code(10);

    // A well-formed key the service refuses: 401, exit 3, the key never printed.
    let strict = fake_with(BreachOptions {
        window: std::time::Duration::ZERO,
        api_key: Some("f".repeat(32)),
        ..BreachOptions::default()
    });
    let run = home(&strict)
        .cmd(["breach", "account", "a@example.com"])
        .args(v3)
        .env("WARD_BREACHES_KEY", KEY)
        .run();
    crate::ward_snapshot!("key_refused", run);
    assert!(!run.stderr.contains(KEY));
    // A key is never needed or sent for the breach list.
    sandbox
        .cmd(["breach", "list", "--json"])
        .args(v3)
        .env("WARD_BREACHES_KEY", KEY)
        .run()
        .expect_success();
    assert_eq!(fake.log.all().last().unwrap().header("hibp-api-key"), None);
}
