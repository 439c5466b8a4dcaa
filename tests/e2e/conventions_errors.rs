//! The exit-code and error-line rules across commands: missing credentials are 3, "not
//! found" (4) only for one named thing, every error line starts `ward: error:` (clap's
//! too), one line per error with the innermost cause, notices start `ward:`, a missing
//! named file is bad input (2), and TOML errors name line and column.

use ward_fakes::breaches::{router as breach_router, BreachOptions};
use ward_fakes::hub::{Hub, TOKEN};
use ward_fakes::{spawn, RequestLog, Running};

use crate::releases_fixture::Fixture;
use crate::support::{Sandbox, Ward};

/// The hub fake, with every request it received.
pub struct HubFake {
    pub hub: Hub,
    pub log: RequestLog,
    pub server: Running,
}

pub fn hub_fake() -> HubFake {
    let hub = Hub::default();
    let log = RequestLog::new();
    let server = spawn(log.layer(hub.router()));
    HubFake { hub, log, server }
}

impl HubFake {
    /// `ward ARGS` in `sandbox`, pointed at the hub with its token.
    pub fn cmd<'s>(&self, sandbox: &'s Sandbox, args: &[&str]) -> Ward<'s> {
        self.without_token(sandbox, args).env("HF_TOKEN", TOKEN)
    }

    /// `ward ARGS` in `sandbox`, pointed at the hub with no token.
    pub fn without_token<'s>(&self, sandbox: &'s Sandbox, args: &[&str]) -> Ward<'s> {
        sandbox.cmd(args).env("WARD_HUB_URL", &self.server.url)
    }
}

/// The breach fake without its limiter (these tests are not about pacing), with every
/// request it received.
pub struct BreachFake {
    pub log: RequestLog,
    pub server: Running,
}

pub fn breach_fake() -> BreachFake {
    let (router, _stats) = breach_router(BreachOptions {
        window: std::time::Duration::ZERO,
        ..BreachOptions::default()
    });
    let log = RequestLog::new();
    let server = spawn(log.layer(router));
    BreachFake { log, server }
}

impl BreachFake {
    /// `ward ARGS` in `sandbox`, pointed at the breach fake with no pause between requests.
    pub fn cmd<'s>(&self, sandbox: &'s Sandbox, args: &[&str]) -> Ward<'s> {
        sandbox
            .cmd(args)
            .env("WARD_BREACHES_URL", &self.server.url)
            .env("WARD_BREACHES_INTERVAL_MS", "0")
    }
}

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
    let hub = hub_fake();
    let sandbox = Sandbox::new();
    let runs = [
        (
            "project_list",
            fixture.cmd_without_key(["project", "list"]).run(),
        ),
        (
            "tag_delete",
            fixture
                .cmd_without_key(["tag", "delete", "x", "--yes"])
                .run(),
        ),
        (
            "key_list_password",
            fixture.run(&["key", "list", "--email", "me@example.com"]),
        ),
        (
            "key_list_email",
            fixture
                .cmd(["key", "list"])
                .env("WARD_RELEASES_PASSWORD", "pw")
                .run(),
        ),
        (
            "webhook_list",
            hub.without_token(&sandbox, &["webhook", "list"]).run(),
        ),
        (
            "webhook_delete",
            hub.without_token(&sandbox, &["webhook", "delete", "abc", "--yes"])
                .run(),
        ),
    ];
    for (name, run) in runs {
        crate::ward_snapshot!(name, run);
    }
    assert!(fixture.requests().is_empty());
    assert!(hub.log.is_empty());
}

#[test]
fn not_found_is_only_for_one_named_thing() {
    let hub = hub_fake();
    let sandbox = Sandbox::new();
    let wrong = format!("{}/not-the-hub", hub.server.url);
    crate::ward_snapshot!(
        "webhook_list_elsewhere",
        hub.cmd(&sandbox, &["webhook", "list"])
            .env("WARD_HUB_URL", &wrong)
            .run()
    );
    crate::ward_snapshot!(
        "webhook_get",
        hub.cmd(&sandbox, &["webhook", "get", "000000000000000000000000"])
            .run()
    );

    let fixture = Fixture::new();
    for args in [
        &["project", "list"][..],
        &["tag", "list"],
        &["provider", "list"],
    ] {
        crate::ward_snapshot!(
            format!("{}_elsewhere", args[0]),
            fixture
                .cmd(args)
                .env("WARD_RELEASES_URL", format!("{}/elsewhere", fixture.url()))
                .run()
        );
    }
    crate::ward_snapshot!(
        "project_get",
        fixture.run(&["project", "get", "github/no/such"])
    );

    let breaches = breach_fake();
    crate::ward_snapshot!(
        "breach_list_elsewhere",
        breaches
            .cmd(&sandbox, &["breach", "list"])
            .env(
                "WARD_BREACHES_URL",
                format!("{}/elsewhere", breaches.server.url)
            )
            .run()
    );
    crate::ward_snapshot!(
        "breach_get",
        breaches
            .cmd(&sandbox, &["breach", "get", "NoSuchBreach"])
            .run()
    );
}

/// Parse errors are the binary's own exit status: clap stops the process.
#[test]
fn usage_errors_from_the_parser_carry_the_prefix_and_exit_2() {
    let sandbox = Sandbox::new();
    for (name, args) in [
        ("unknown_subcommand", &["project", "frobnicate"][..]),
        ("missing_argument", &["tag", "delete"]),
        ("bad_number", &["--retries", "lots", "tag", "list"]),
        ("bad_flag_value", &["webhook", "delete", "x", "--yes=maybe"]),
    ] {
        crate::ward_snapshot!(name, sandbox.cmd(args).run_process());
    }
    // Help and version are not errors.
    sandbox.cmd(["--version"]).run_process().expect_success();
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
    let run = sandbox
        .cmd(["--retries", "0", "tag", "list"])
        .env("WARD_RELEASES_URL", &url)
        .env("WARD_RELEASES_KEY", crate::releases_fixture::KEY)
        .run();
    crate::ward_snapshot!(run);
}

#[test]
fn retry_notices_start_with_ward() {
    let sandbox = Sandbox::new();
    let run = sandbox
        .cmd(["--retries", "1", "webhook", "list"])
        .env(
            "WARD_HUB_URL",
            format!("http://127.0.0.1:{}", closed_port()),
        )
        .env("HF_TOKEN", TOKEN)
        .run();
    // The notice's wait has jitter: the lines' forms are checked, not their text.
    let stderr = &run.stderr;
    assert_eq!(run.code, 1, "{stderr}");
    let notice = stderr
        .lines()
        .find(|line| line.contains("retrying in"))
        .unwrap_or_else(|| panic!("a retry notice: {stderr}"));
    assert!(notice.starts_with("ward: could not reach"), "{stderr}");
    assert_one_error_line(stderr);
}

#[test]
fn a_named_file_that_does_not_exist_is_bad_input() {
    let fixture = Fixture::new();
    let hub = hub_fake();
    let sandbox = &fixture.sandbox;
    let missing = |name: &str| sandbox.path().join(name).to_string_lossy().into_owned();
    let (toml, txt, json) = (
        missing("missing.toml"),
        missing("missing.txt"),
        missing("missing.json"),
    );
    let credentials = format!("@{json}");
    let runs = [
        ("project_apply", fixture.run(&["project", "apply", &toml])),
        ("project_import", fixture.run(&["project", "import", &txt])),
        (
            "webhook_create",
            hub.cmd(
                sandbox,
                &[
                    "webhook",
                    "create",
                    "--url",
                    "https://example.com/h",
                    "--watch",
                    "org:acme",
                    "--secret-file",
                    &txt,
                ],
            )
            .run(),
        ),
        (
            "webhook_serve",
            sandbox.run(&["webhook", "serve", "--routes", &toml]),
        ),
        (
            "auth",
            sandbox.run(&["auth", "--credentials-json", &credentials]),
        ),
        (
            "password_check",
            sandbox.run(&["password", "check", "--hashes", &txt]),
        ),
    ];
    for (name, run) in runs {
        crate::ward_snapshot!(name, run);
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
    crate::ward_snapshot!(
        "apply",
        fixture.run(&["project", "apply", file.to_str().unwrap()])
    );

    let routes = fixture
        .sandbox
        .write("routes.toml", "[routes.a]\ncommand = = 1\n");
    crate::ward_snapshot!(
        "routes",
        fixture
            .sandbox
            .run(&["webhook", "serve", "--routes", routes.to_str().unwrap()])
    );

    let config = fixture.sandbox.write("config.toml", "[releases]\nurl = \n");
    crate::ward_snapshot!(
        "config",
        fixture.run(&["--config", config.to_str().unwrap(), "tag", "list"])
    );
}

#[test]
fn a_multi_line_server_message_is_still_one_error_line() {
    let hub = hub_fake();
    let sandbox = Sandbox::new();
    hub.hub.fail_next(
        500,
        serde_json::json!({"error": "first line\nsecond line\nthird"}),
    );
    crate::ward_snapshot!(hub
        .cmd(&sandbox, &["--retries", "0", "webhook", "list"])
        .run());
}

/// An error run in-process shows what the binary shows, the `hint:` line included.
#[test]
fn an_error_reads_as_the_binary_prints_it() {
    let sandbox = Sandbox::new();
    let run = sandbox.run(&["project", "list"]);
    crate::ward_snapshot!(run);
    let binary = sandbox.cmd(["project", "list"]).run_process();
    assert_eq!(
        (binary.code, binary.stdout.as_str(), binary.stderr.as_str()),
        (run.code, run.stdout.as_str(), run.stderr.as_str())
    );
}
