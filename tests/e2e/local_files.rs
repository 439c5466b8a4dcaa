//! Local files and inputs another user or a careless script controls: config writes under
//! a lock, a broken config file, symbolic links at state files, bounded reads and ranges.

use std::path::PathBuf;

use ward_fakes::cloud::{Cloud, REQUEST_TOKEN};
use ward_fakes::Running;

use crate::support::{Sandbox, Ward};

/// Separate processes writing the config at once: the file lock between processes is the
/// point, so each writer is the binary.
#[test]
fn concurrent_configure_writers_lose_no_update() {
    const WRITERS: usize = 4;
    const WRITES: usize = 40;
    let sandbox = Sandbox::new();
    let settings = ["releases-key", "releases-email", "breach-key", "hub-token"];
    let last: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = settings
            .iter()
            .map(|setting| {
                let sandbox = &sandbox;
                scope.spawn(move || {
                    let mut value = String::new();
                    for write in 0..WRITES {
                        value = format!("{setting}-value-{write}");
                        sandbox
                            .cmd(["configure", setting, "--stdin"])
                            .stdin(value.clone())
                            .run_process()
                            .expect_success();
                    }
                    value
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| handle.join().unwrap())
            .collect()
    });
    assert_eq!(last.len(), WRITERS);
    let text = std::fs::read_to_string(sandbox.config_path()).unwrap();
    for value in &last {
        assert!(
            text.contains(&format!("\"{value}\"")),
            "{value} lost:\n{text}"
        );
    }
}

#[test]
fn a_broken_config_file_stops_only_the_commands_that_read_it() {
    let sandbox = Sandbox::new();
    sandbox.write_config("[releases]\napi_key = \"ok\"\nbroken = = 1\n");
    sandbox.run(&["completions", "bash"]).expect_success();
    sandbox.run(&["man"]).expect_success();
    // `--version` is answered by the binary before any config is read.
    sandbox.cmd(["--version"]).run_process().expect_success();
    crate::ward_snapshot!(sandbox.run(&["configure", "--show"]));
}

#[cfg(unix)]
#[test]
fn an_unreadable_config_file_does_not_stop_completions() {
    use std::os::unix::fs::PermissionsExt;
    let sandbox = Sandbox::new();
    let path = sandbox.config_path();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    // A directory where the file should be cannot be read by anyone, root included.
    std::fs::create_dir(&path).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).unwrap();
    sandbox.run(&["completions", "zsh"]).expect_success();
    let run = sandbox.run(&["configure", "--show"]);
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o700)).unwrap();
    crate::ward_snapshot!(run);
}

#[cfg(unix)]
#[test]
fn a_symlink_at_the_breach_limiter_state_is_not_followed() {
    let sandbox = Sandbox::new();
    let fake = crate::conventions_errors::breach_fake();
    let cache = sandbox.path().join("cache").join("ward");
    std::fs::create_dir_all(&cache).unwrap();
    let victim = sandbox.write("victim.txt", "precious\n");
    std::os::unix::fs::symlink(&victim, cache.join("breach-api.next")).unwrap();
    // The limiter degrades to no pacing when its state is unusable; what matters is that
    // the link's target is never written. One request: the interval is never waited.
    fake.cmd(
        &sandbox,
        &["-vv", "breach", "account", "someone@example.com"],
    )
    .env("WARD_BREACHES_INTERVAL_MS", "150")
    .env("WARD_BREACHES_KEY", "0123456789abcdef0123456789abcdef")
    .run();
    assert_eq!(fake.log.len(), 1, "the lookup was made");
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
    assert!(std::fs::symlink_metadata(cache.join("breach-api.next"))
        .unwrap()
        .file_type()
        .is_symlink());
}

#[cfg(unix)]
#[test]
fn a_symlink_at_the_config_lock_is_not_followed() {
    let sandbox = Sandbox::new();
    let path = sandbox.config_path();
    let dir = path.parent().unwrap();
    std::fs::create_dir_all(dir).unwrap();
    let victim = sandbox.write("victim.txt", "precious\n");
    std::os::unix::fs::symlink(&victim, dir.join(".config.toml.lock")).unwrap();
    let run = sandbox
        .cmd(["configure", "hub-token", "--stdin"])
        .stdin("hf_value")
        .run();
    crate::ward_snapshot!(run);
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
}

#[test]
fn configure_stdin_is_bounded() {
    let sandbox = Sandbox::new();
    let run = sandbox
        .cmd(["configure", "hub-token", "--stdin"])
        .stdin("x".repeat(2 * 1024 * 1024))
        .run();
    crate::ward_snapshot!(run);
    assert!(!sandbox.config_path().exists());
}

/// Out-of-range numbers are refused by the parser: the binary's exit status.
#[test]
fn numeric_options_are_range_checked_at_parse_time() {
    let sandbox = Sandbox::new();
    for (name, args) in [
        ("retries_u32_max", ["--retries", "4294967295"]),
        ("retries_11", ["--retries", "11"]),
        ("timeout_0", ["--timeout", "0"]),
        ("timeout_1e9", ["--timeout", "1e9"]),
    ] {
        let run = sandbox
            .cmd(args)
            .args(["completions", "bash"])
            .run_process();
        crate::ward_snapshot!(name, run);
    }
    sandbox
        .run(&["--retries", "10", "--timeout", "0.5", "completions", "bash"])
        .expect_success();
}

/// The cloud fake, and a CI runner's workspace and file-command files in a sandbox.
struct Runner {
    _cloud: Cloud,
    server: Running,
    sandbox: Sandbox,
}

impl Runner {
    fn new() -> Self {
        let cloud = Cloud::new();
        let server = ward_fakes::spawn(cloud.router());
        let sandbox = Sandbox::new();
        sandbox.write("workspace/README.md", "checked out\n");
        Self {
            _cloud: cloud,
            server,
            sandbox,
        }
    }

    fn workspace(&self) -> PathBuf {
        self.sandbox.path().join("workspace")
    }

    #[cfg(unix)]
    fn file(&self, name: &str) -> PathBuf {
        self.sandbox.path().join(format!("runner-{name}"))
    }

    fn key_json(&self) -> String {
        ward_fakes::cloud::service_account_key(&format!("{}/token", self.server.url)).to_string()
    }

    /// `ward ARGS` pointed at the fakes, with the runner's identity-token variables.
    fn cmd(&self, args: &[&str]) -> Ward<'_> {
        let url = &self.server.url;
        self.sandbox
            .cmd(args)
            .env("WARD_STS_URL", url)
            .env("WARD_IAMCREDENTIALS_URL", url)
            .env("WARD_OAUTH2_URL", url)
            .env("WARD_RESOURCEMANAGER_URL", url)
            .env(
                "ACTIONS_ID_TOKEN_REQUEST_URL",
                format!("{url}/oidc?api-version=2.0"),
            )
            .env("ACTIONS_ID_TOKEN_REQUEST_TOKEN", REQUEST_TOKEN)
            .env("GITHUB_WORKSPACE", self.workspace())
    }

    /// `ward auth --github-action` with `inputs` as `INPUT_*` variables.
    #[cfg(unix)]
    fn action(&self, inputs: &[(&str, &str)]) -> Ward<'_> {
        let mut ward = self
            .cmd(&["auth", "--github-action"])
            .env("GITHUB_OUTPUT", self.file("output"))
            .env("GITHUB_ENV", self.file("env"))
            .env("GITHUB_STATE", self.file("state"));
        for (name, value) in inputs {
            ward = ward.env(&format!("INPUT_{}", name.to_ascii_uppercase()), *value);
        }
        ward
    }
}

/// `--github-action` turns on workflow-command escaping for the whole process (a static in
/// ward), so these runs are the binary's: in-process they would change how every other
/// test's stderr is escaped.
#[cfg(unix)]
#[test]
fn workflow_files_created_by_ward_are_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let runner = Runner::new();
    let key = runner.key_json();
    runner
        .action(&[("credentials_json", &key), ("token_format", "access_token")])
        .run_process()
        .expect_success();
    let output = std::fs::read_to_string(runner.file("output")).unwrap_or_default();
    assert!(output.contains("access_token"), "{output}");
    for name in ["output", "env", "state"] {
        if let Ok(metadata) = std::fs::metadata(runner.file(name)) {
            assert_eq!(metadata.permissions().mode() & 0o777, 0o600, "{name}");
        }
    }
}

/// A process of its own, as `workflow_files_created_by_ward_are_owner_only` says.
#[cfg(unix)]
#[test]
fn a_credentials_dir_writable_by_others_is_refused() {
    use std::os::unix::fs::PermissionsExt;
    let runner = Runner::new();
    let key = runner.key_json();
    std::fs::set_permissions(runner.workspace(), std::fs::Permissions::from_mode(0o777)).unwrap();
    let run = runner.action(&[("credentials_json", &key)]).run_process();
    crate::ward_snapshot!(run);
    let created: Vec<_> = std::fs::read_dir(runner.workspace())
        .unwrap()
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_name().to_string_lossy().starts_with("ci-creds-"))
        .collect();
    assert!(created.is_empty(), "{created:?}");
}

#[cfg(unix)]
#[test]
fn a_credentials_json_file_is_read_only_up_to_the_limit() {
    let runner = Runner::new();
    crate::ward_snapshot!(runner
        .cmd(&["auth", "--credentials-json", "@/dev/zero", "--print-env"])
        .run());
}

#[test]
fn credentials_json_on_stdin_is_bounded() {
    let runner = Runner::new();
    crate::ward_snapshot!(runner
        .cmd(&["auth", "--credentials-json", "-", "--print-env"])
        .stdin(" ".repeat(1024 * 1024))
        .run());
}

#[test]
fn literal_credentials_json_warns_and_a_file_does_not() {
    let runner = Runner::new();
    let key = runner.key_json();
    let run = runner
        .cmd(&["auth", "--credentials-json", &key, "--print-env"])
        .run();
    run.expect_success();
    // The access token and expiry vary: the warning's line is checked, not the output.
    let warning = run
        .stderr
        .lines()
        .find(|line| line.contains("process list"))
        .unwrap_or_else(|| panic!("a warning naming the process list: {}", run.stderr));
    assert!(warning.starts_with("ward: warning: "), "{}", run.stderr);
    let path = runner.sandbox.write("key.json", &key);
    let from_file = format!("@{}", path.display());
    let run = runner
        .cmd(&["auth", "--credentials-json", &from_file, "--print-env"])
        .run();
    run.expect_success();
    assert!(!run.stderr.contains("process list"), "{}", run.stderr);
}

#[test]
fn an_overlong_password_line_is_an_error_naming_its_line() {
    let sandbox = Sandbox::new();
    let mut input = String::from("first\nsecond\n");
    input.push_str(&"x".repeat(1024 * 1024));
    let run = sandbox
        .cmd(["password", "check", "--stdin"])
        .env("WARD_PASSWORDS_URL", "http://127.0.0.1:9")
        .stdin(input)
        .run();
    crate::ward_snapshot!(run);
}
