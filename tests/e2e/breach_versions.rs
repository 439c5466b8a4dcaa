//! Choosing the API version: all three ways of selecting version 2, and version 3 with
//! its key.

use std::time::Duration;

use ward_fakes::breaches::BreachOptions;

use crate::breach::{fake_with, fast_fake, names, ward, KEY};
use crate::support::{json_of, stderr_of, Sandbox};

#[test]
fn every_version_selection_method_works() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let mut answers = Vec::new();
    for via in ["url", "header", "accept"] {
        let output = ward(&sandbox, &fake)
            .args([
                "breach",
                "account",
                "account-exists@example.com",
                "--json",
                "--version-via",
                via,
            ])
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(10),
            "{via}: {}",
            stderr_of(&output)
        );
        answers.push(json_of(&output));
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
    ward(&sandbox, &fake)
        .env("WARD_BREACHES_VERSION_VIA", "header")
        .args(["breach", "dataclasses", "--json"])
        .assert()
        .success();
    let config = sandbox.write("config.toml", "[breaches]\nversion_via = \"accept\"\n");
    ward(&sandbox, &fake)
        .args([
            "--config",
            config.to_str().unwrap(),
            "breach",
            "list",
            "--json",
        ])
        .assert()
        .success();
    let log = fake.log.all();
    assert_eq!(log[3].path, "/api/dataclasses");
    assert_eq!(log[3].header("api-version"), Some("2"));
    assert_eq!(log[4].path, "/api/breaches");
    assert!(log[4]
        .header("accept")
        .unwrap()
        .contains("vnd.haveibeenpwned.v2"));

    let bad = sandbox.write("bad.toml", "[breaches]\nversion_via = \"carrier-pigeon\"\n");
    ward(&sandbox, &fake)
        .args(["--config", bad.to_str().unwrap(), "breach", "dataclasses"])
        .assert()
        .code(2);
}

#[test]
fn version_3_needs_a_key_before_any_request_and_sends_it() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let output = ward(&sandbox, &fake)
        .args([
            "breach",
            "account",
            "account-exists@example.com",
            "--api-version",
            "3",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(3));
    assert!(stderr_of(&output).contains("ward configure breach-key"));
    ward(&sandbox, &fake)
        .args([
            "paste",
            "account",
            "account-exists@example.com",
            "--api-version",
            "3",
        ])
        .assert()
        .code(3);
    ward(&sandbox, &fake)
        .env("WARD_BREACHES_KEY", "not-a-key")
        .args(["breach", "account", "a@example.com", "--api-version", "3"])
        .assert()
        .code(2);
    ward(&sandbox, &fake)
        .args([
            "breach",
            "list",
            "--api-version",
            "3",
            "--version-via",
            "header",
        ])
        .assert()
        .code(2);
    assert!(fake.log.is_empty(), "no request may be made without a key");

    let output = ward(&sandbox, &fake)
        .env("HIBP_API_KEY", KEY)
        .env("WARD_BREACHES_API_VERSION", "3")
        .args([
            "breach",
            "account",
            "multiple-breaches@example.com",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    // Defaults differ in version 3, so both flags are sent explicitly.
    assert_eq!(names(&json_of(&output)[0]["breaches"]), ["Adobe", "Gawker"]);
    let request = &fake.log.all()[0];
    assert_eq!(
        request.path,
        "/api/v3/breachedaccount/multiple-breaches%40example.com"
    );
    assert_eq!(request.header("hibp-api-key"), Some(KEY));
    assert!(!stderr_of(&output).contains(KEY));

    let output = ward(&sandbox, &fake)
        .env("WARD_BREACHES_KEY", KEY)
        .args([
            "paste",
            "account",
            "account-exists@example.com",
            "--api-version",
            "3",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));

    // A well-formed key the service refuses: 401, exit 3, the key never printed.
    let strict = fake_with(BreachOptions {
        window: Duration::from_millis(100),
        api_key: Some("f".repeat(32)),
        ..BreachOptions::default()
    });
    let output = ward(&sandbox, &strict)
        .env("WARD_BREACHES_KEY", KEY)
        .args(["breach", "account", "a@example.com", "--api-version", "3"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(3));
    assert!(stderr_of(&output).contains("refused the API key (401)"));
    assert!(!stderr_of(&output).contains(KEY));
    // A key is never needed or sent for the breach list.
    ward(&sandbox, &fake)
        .env("WARD_BREACHES_KEY", KEY)
        .args(["breach", "list", "--api-version", "3", "--json"])
        .assert()
        .success();
    assert_eq!(fake.log.all().last().unwrap().header("hibp-api-key"), None);
}
