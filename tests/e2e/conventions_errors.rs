//! The exit-code and error-line rules across commands: missing credentials are 3, "not
//! found" (4) only for one named thing, every error line starts `ward: error:` (clap's
//! too), one line per error with the innermost cause, notices start `ward:`, a missing
//! named file is bad input (2), and TOML errors name line and column.

use crate::releases_fixture::Fixture;
use crate::support::{stderr_of, Sandbox};
use crate::webhook_manage::setup;

/// The one `ward: error:` line and the hint lines after it; nothing else.
fn assert_one_error_line(stderr: &str) {
    let mut lines = stderr.lines().filter(|line| !line.starts_with("ward: "));
    assert!(
        lines.all(|line| line.starts_with("hint: ")),
        "one error line expected: {stderr}"
    );
    assert_eq!(
        stderr.matches("ward: error:").count(),
        1,
        "one error line expected: {stderr}"
    );
}

#[test]
fn missing_credentials_exit_3_with_a_hint_naming_how_to_give_them() {
    let fixture = Fixture::new();
    let hub = setup();
    let runs = [
        (
            fixture
                .ward_without_key()
                .args(["project", "list"])
                .output(),
            "WARD_RELEASES_KEY",
        ),
        (
            fixture
                .ward_without_key()
                .args(["tag", "delete", "x", "--yes"])
                .output(),
            "WARD_RELEASES_KEY",
        ),
        (
            fixture
                .ward()
                .args(["key", "list", "--email", "me@example.com"])
                .output(),
            "WARD_RELEASES_PASSWORD",
        ),
        (
            fixture
                .ward()
                .env("WARD_RELEASES_PASSWORD", "pw")
                .args(["key", "list"])
                .output(),
            "WARD_RELEASES_EMAIL",
        ),
        (
            hub.sandbox
                .ward()
                .env("WARD_HUB_URL", &hub.server.url)
                .args(["webhook", "list"])
                .output(),
            "HF_TOKEN",
        ),
        (
            hub.sandbox
                .ward()
                .env("WARD_HUB_URL", &hub.server.url)
                .args(["webhook", "delete", "abc", "--yes"])
                .output(),
            "HF_TOKEN",
        ),
    ];
    for (output, needle) in runs {
        let output = output.unwrap();
        let stderr = stderr_of(&output);
        assert_eq!(output.status.code(), Some(3), "{stderr}");
        assert!(stderr.starts_with("ward: error:"), "{stderr}");
        let hint = stderr.lines().find(|line| line.starts_with("hint: "));
        assert!(hint.is_some_and(|hint| hint.contains(needle)), "{stderr}");
    }
    assert!(fixture.requests().is_empty());
    assert!(hub.log.is_empty());
}

#[test]
fn not_found_is_only_for_one_named_thing() {
    let hub = setup();
    let wrong = format!("{}/not-the-hub", hub.server.url);
    let output = hub
        .ward()
        .env("WARD_HUB_URL", &wrong)
        .args(["webhook", "list"])
        .output()
        .unwrap();
    let stderr = stderr_of(&output);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("WARD_HUB_URL"), "{stderr}");
    let output = hub
        .ward()
        .args(["webhook", "get", "000000000000000000000000"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(4), "{}", stderr_of(&output));

    let fixture = Fixture::new();
    for args in [
        &["project", "list"][..],
        &["tag", "list"],
        &["provider", "list"],
    ] {
        let output = fixture
            .ward()
            .env("WARD_RELEASES_URL", format!("{}/elsewhere", fixture.url()))
            .args(args)
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(1),
            "{args:?}: {}",
            stderr_of(&output)
        );
    }
    fixture
        .ward()
        .args(["project", "get", "github/no/such"])
        .assert()
        .code(4);

    let breaches = crate::breach::fast_fake();
    let sandbox = Sandbox::new();
    let output = crate::breach::ward(&sandbox, &breaches)
        .env(
            "WARD_BREACHES_URL",
            format!("{}/elsewhere", breaches.running.url),
        )
        .args(["breach", "list"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1), "{}", stderr_of(&output));
    crate::breach::ward(&sandbox, &breaches)
        .args(["breach", "get", "NoSuchBreach"])
        .assert()
        .code(4);
}

#[test]
fn usage_errors_from_the_parser_carry_the_prefix_and_exit_2() {
    let sandbox = Sandbox::new();
    for args in [
        &["project", "frobnicate"][..],
        &["tag", "delete"],
        &["--retries", "lots", "tag", "list"],
        &["webhook", "delete", "x", "--yes=maybe"],
    ] {
        let output = sandbox.ward().args(args).output().unwrap();
        let stderr = stderr_of(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.starts_with("ward: error: "), "{args:?}: {stderr}");
        assert!(!stderr.contains("\nerror:"), "{args:?}: {stderr}");
    }
    // Help and version are not errors.
    sandbox.ward().arg("--version").assert().success();
}

/// A port nothing listens on: bound, then released.
fn closed_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

#[test]
fn an_unreachable_server_is_one_line_with_the_innermost_cause() {
    let sandbox = Sandbox::new();
    let url = format!("http://127.0.0.1:{}", closed_port());
    let output = sandbox
        .ward()
        .env("WARD_RELEASES_URL", &url)
        .env("WARD_RELEASES_KEY", crate::releases_fixture::KEY)
        .args(["--retries", "0", "tag", "list"])
        .output()
        .unwrap();
    let stderr = stderr_of(&output);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert_one_error_line(&stderr);
    let error = stderr.lines().next().unwrap_or_default();
    assert!(error.ends_with(": connection refused"), "{stderr}");
    assert_eq!(error.matches(&url).count(), 1, "{stderr}");
    for noise in [
        "error sending request",
        "client error",
        "tcp connect",
        "os error",
    ] {
        assert!(!stderr.contains(noise), "{noise}: {stderr}");
    }
}

#[test]
fn retry_notices_start_with_ward() {
    let sandbox = Sandbox::new();
    let output = sandbox
        .ward()
        .env(
            "WARD_HUB_URL",
            format!("http://127.0.0.1:{}", closed_port()),
        )
        .env("HF_TOKEN", ward_fakes::hub::TOKEN)
        .args(["--retries", "1", "webhook", "list"])
        .output()
        .unwrap();
    let stderr = stderr_of(&output);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    let notice = stderr
        .lines()
        .find(|line| line.contains("retrying in"))
        .unwrap_or_else(|| panic!("a retry notice: {stderr}"));
    assert!(notice.starts_with("ward: could not reach"), "{stderr}");
    assert_one_error_line(&stderr);
}

#[test]
fn a_named_file_that_does_not_exist_is_bad_input() {
    let fixture = Fixture::new();
    let hub = setup();
    let runs = [
        fixture
            .ward()
            .args(["project", "apply", "missing.toml"])
            .output(),
        fixture
            .ward()
            .args(["project", "import", "missing.txt"])
            .output(),
        hub.ward()
            .args(["webhook", "create", "--url", "https://example.com/h"])
            .args(["--watch", "org:acme", "--secret-file", "missing.txt"])
            .output(),
        hub.sandbox
            .ward()
            .args(["webhook", "serve", "--routes", "missing.toml"])
            .output(),
        hub.sandbox
            .ward()
            .args(["auth", "--credentials-json", "@missing.json"])
            .output(),
        hub.sandbox
            .ward()
            .args(["password", "check", "--hashes", "missing.txt"])
            .output(),
    ];
    for output in runs {
        let output = output.unwrap();
        let stderr = stderr_of(&output);
        assert_eq!(output.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains("missing."), "{stderr}");
        assert!(stderr.contains("no such file or directory"), "{stderr}");
        assert_one_error_line(&stderr);
    }
    assert!(fixture.requests().is_empty());
    assert!(hub.log.is_empty());
}

#[test]
fn toml_errors_in_apply_files_and_the_config_name_line_and_column() {
    let fixture = Fixture::new();
    let file = fixture.sandbox.write(
        "bad.toml",
        "[[projects]]\nprovider = \"github\"\nname = = \"x\"\n",
    );
    let output = fixture
        .ward()
        .args(["project", "apply", file.to_str().unwrap()])
        .output()
        .unwrap();
    let stderr = stderr_of(&output);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("at line 3, column 8"), "{stderr}");
    assert_one_error_line(&stderr);

    let routes = fixture
        .sandbox
        .write("routes.toml", "[routes.a]\ncommand = = 1\n");
    let output = fixture
        .sandbox
        .ward()
        .args(["webhook", "serve", "--routes", routes.to_str().unwrap()])
        .output()
        .unwrap();
    let stderr = stderr_of(&output);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("at line 2, column"), "{stderr}");
    assert_one_error_line(&stderr);

    let config = fixture.sandbox.write("config.toml", "[releases]\nurl = \n");
    let output = fixture
        .ward()
        .args(["--config", config.to_str().unwrap(), "tag", "list"])
        .output()
        .unwrap();
    let stderr = stderr_of(&output);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("at line 2, column"), "{stderr}");
    assert_one_error_line(&stderr);
}

#[test]
fn a_multi_line_server_message_is_still_one_error_line() {
    let hub = setup();
    hub.hub.fail_next(
        500,
        serde_json::json!({"error": "first line\nsecond line\nthird"}),
    );
    let output = hub
        .ward()
        .args(["--retries", "0", "webhook", "list"])
        .output()
        .unwrap();
    let stderr = stderr_of(&output);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert_one_error_line(&stderr);
    assert!(
        stderr.contains("first line\\nsecond line\\nthird"),
        "{stderr}"
    );
}
