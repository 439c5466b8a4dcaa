//! Local files and inputs another user or a careless script controls: config writes under
//! a lock, a broken config file, symbolic links at state files, bounded reads and ranges.

#[cfg(unix)]
use crate::auth_support::mode_of;
use crate::auth_support::CloudRunner;
#[cfg(unix)]
use crate::breach::{fast_fake, ward as breach_ward, KEY};
#[cfg(unix)]
use crate::support::stdout_of;
use crate::support::{stderr_of, Sandbox};

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
                            .ward()
                            .args(["configure", setting, "--stdin"])
                            .write_stdin(value.clone())
                            .assert()
                            .success();
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
    let path = sandbox.config_path();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, "[releases]\napi_key = \"ok\"\nbroken = = 1\n").unwrap();
    sandbox
        .ward()
        .args(["completions", "bash"])
        .assert()
        .success();
    sandbox.ward().arg("man").assert().success();
    sandbox.ward().arg("--version").assert().success();
    let output = sandbox
        .ward()
        .args(["configure", "--show"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = stderr_of(&output);
    assert!(stderr.contains("line 3, column"), "{stderr}");
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
    sandbox
        .ward()
        .args(["completions", "zsh"])
        .assert()
        .success();
    sandbox
        .ward()
        .args(["configure", "--show"])
        .assert()
        .failure();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o700)).unwrap();
}

#[cfg(unix)]
#[test]
fn a_symlink_at_the_breach_limiter_state_is_not_followed() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let cache = sandbox.path().join("cache").join("ward");
    std::fs::create_dir_all(&cache).unwrap();
    let victim = sandbox.write("victim.txt", "precious\n");
    std::os::unix::fs::symlink(&victim, cache.join("breach-api.next")).unwrap();
    // The limiter degrades to no pacing when its state is unusable; what matters is that
    // the link's target is never written.
    breach_ward(&sandbox, &fake)
        .env("WARD_BREACHES_KEY", KEY)
        .args(["-vv", "breach", "account", "someone@example.com"])
        .output()
        .unwrap();
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
    sandbox
        .ward()
        .args(["configure", "hub-token", "--stdin"])
        .write_stdin("hf_value")
        .assert()
        .failure();
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
}

#[test]
fn configure_stdin_is_bounded() {
    let sandbox = Sandbox::new();
    let output = sandbox
        .ward()
        .args(["configure", "hub-token", "--stdin"])
        .write_stdin("x".repeat(2 * 1024 * 1024))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr_of(&output));
    assert!(
        stderr_of(&output).contains("64 KiB"),
        "{}",
        stderr_of(&output)
    );
    assert!(!sandbox.config_path().exists());
}

#[test]
fn numeric_options_are_range_checked_at_parse_time() {
    let sandbox = Sandbox::new();
    for args in [
        ["--retries", "4294967295"],
        ["--retries", "11"],
        ["--timeout", "0"],
        ["--timeout", "1e9"],
    ] {
        let output = sandbox
            .ward()
            .args(args)
            .args(["completions", "bash"])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            stderr_of(&output).contains(args[0]),
            "{}",
            stderr_of(&output)
        );
    }
    sandbox
        .ward()
        .args(["--retries", "10", "--timeout", "0.5", "completions", "bash"])
        .assert()
        .success();
}

fn key_json(runner: &CloudRunner) -> String {
    ward_fakes::cloud::service_account_key(&format!("{}/token", runner.url())).to_string()
}

#[cfg(unix)]
#[test]
fn workflow_files_created_by_ward_are_owner_only() {
    let runner = CloudRunner::new();
    let key = key_json(&runner);
    let output = runner
        .action(&[("credentials_json", &key), ("token_format", "access_token")])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(runner.parsed("output").contains_key("access_token"));
    for name in ["output", "env", "state"] {
        if runner.file(name).exists() {
            assert_eq!(mode_of(&runner.file(name)), 0o600, "{name}");
        }
    }
}

#[cfg(unix)]
#[test]
fn a_credentials_dir_writable_by_others_is_refused() {
    use std::os::unix::fs::PermissionsExt;
    let runner = CloudRunner::new();
    let key = key_json(&runner);
    std::fs::set_permissions(runner.workspace(), std::fs::Permissions::from_mode(0o777)).unwrap();
    let output = runner
        .action(&[("credentials_json", &key)])
        .output()
        .unwrap();
    let all = format!("{}{}", stdout_of(&output), stderr_of(&output));
    assert!(!output.status.success(), "{all}");
    assert!(all.contains("writable by other users"), "{all}");
    assert!(all.contains("::error"), "{all}");
    assert!(runner.credentials_files().is_empty());
}

#[cfg(unix)]
#[test]
fn a_credentials_json_file_is_read_only_up_to_the_limit() {
    let runner = CloudRunner::new();
    let output = runner
        .ward()
        .args(["auth", "--credentials-json", "@/dev/zero", "--print-env"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr_of(&output));
    assert!(
        stderr_of(&output).contains("256 KiB"),
        "{}",
        stderr_of(&output)
    );
}

#[test]
fn credentials_json_on_stdin_is_bounded() {
    let runner = CloudRunner::new();
    let output = runner
        .ward()
        .args(["auth", "--credentials-json", "-", "--print-env"])
        .write_stdin(" ".repeat(1024 * 1024))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr_of(&output));
    assert!(
        stderr_of(&output).contains("256 KiB"),
        "{}",
        stderr_of(&output)
    );
}

#[test]
fn literal_credentials_json_warns_and_a_file_does_not() {
    let runner = CloudRunner::new();
    let key = key_json(&runner);
    let output = runner
        .ward()
        .args(["auth", "--credentials-json", &key, "--print-env"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let stderr = stderr_of(&output);
    let warning = stderr
        .lines()
        .find(|line| line.contains("process list"))
        .unwrap_or_else(|| panic!("a warning naming the process list: {stderr}"));
    assert!(warning.starts_with("ward: warning: "), "{stderr}");
    let path = runner.sandbox.write("key.json", &key);
    let output = runner
        .ward()
        .args(["auth", "--credentials-json"])
        .arg(format!("@{}", path.display()))
        .arg("--print-env")
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(
        !stderr_of(&output).contains("process list"),
        "{}",
        stderr_of(&output)
    );
}

#[test]
fn an_overlong_password_line_is_an_error_naming_its_line() {
    let sandbox = Sandbox::new();
    let mut input = String::from("first\nsecond\n");
    input.push_str(&"x".repeat(1024 * 1024));
    let output = sandbox
        .ward()
        .env("WARD_PASSWORDS_URL", "http://127.0.0.1:9")
        .args(["password", "check", "--stdin"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr_of(&output));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("line 3") && stderr.contains("4096 bytes"),
        "{stderr}"
    );
}
