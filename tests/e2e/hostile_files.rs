//! Files another local user or a careless script plants where ward reads, writes or
//! deletes: private devices made with `mknod`, FIFOs, links, files of another user. The
//! tests run as root on CI, which is what makes `mknod` and `chown` possible and what makes
//! these files dangerous: no permission check stops root.

use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::time::Duration;

use ward_fakes::cloud::REQUEST_TOKEN;

use crate::auth_support::{federation_inputs, CloudRunner};
use crate::support::{run_measured, stderr_of, Run, Sandbox, Ward};
use crate::support::{OutputChild as _, SpawnChild as _};

/// A test that outlives this ended in a block ward should never enter; it only bounds a
/// hang, nothing asserts how fast ward is.
const HANG_GUARD: Duration = Duration::from_secs(120);
/// The peak memory each hostile input may cost (the bench's goal).
const MAX_RSS_KIB: u64 = 64 * 1024;

/// A character device of this test's own (`1,3` is null, `1,5` zero), never the machine's.
fn device(dir: &Path, name: &str, minor: u32) -> PathBuf {
    let path = dir.join(name);
    let made = Process::new("mknod")
        .arg(&path)
        .args(["c", "1", &minor.to_string()])
        .status_child()
        .expect("mknod runs");
    assert!(
        made.success(),
        "mknod {} failed: these tests run as root, as on CI",
        path.display()
    );
    path
}

fn fifo(dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    let made = Process::new("mkfifo")
        .arg(&path)
        .status_child()
        .expect("mkfifo runs");
    assert!(made.success());
    path
}

fn is_char_device(path: &Path) -> bool {
    use std::os::unix::fs::FileTypeExt;
    std::fs::symlink_metadata(path).is_ok_and(|metadata| metadata.file_type().is_char_device())
}

fn chown_nobody(path: &Path) {
    let done = Process::new("chown")
        .arg("65534")
        .arg(path)
        .status_child()
        .expect("chown runs");
    assert!(done.success(), "chown 65534 needs root, as on CI");
}

fn key_json(runner: &CloudRunner) -> String {
    ward_fakes::cloud::service_account_key(&format!("{}/token", runner.url())).to_string()
}

/// `ward ARGS` in-process, pointed at the runner's fakes with its identity-token
/// variables, as `runner.job()` runs the binary.
fn at_runner<'r>(runner: &'r CloudRunner, args: &[&str]) -> Ward<'r> {
    let url = runner.url();
    runner
        .sandbox
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
        .env("GITHUB_WORKSPACE", runner.workspace())
}

/// `ward auth cleanup --credentials-file PATH`.
fn cleanup(runner: &CloudRunner, path: &Path) -> Run {
    at_runner(runner, &["auth", "cleanup", "--credentials-file"])
        .arg(path)
        .run()
}

#[test]
fn cleanup_never_removes_a_device_a_link_or_the_platforms_key() {
    let runner = CloudRunner::new();
    let null = device(runner.sandbox.path(), "null", 3);
    crate::ward_snapshot!("cleanup_device", cleanup(&runner, &null));
    assert!(is_char_device(&null), "the device is still there");
    // Named as ward names its own files, it is still a device.
    let named = device(&runner.workspace(), "ci-creds-00000000000000ab.json", 3);
    crate::ward_snapshot!("cleanup_device_named_like_a_key", cleanup(&runner, &named));
    assert!(is_char_device(&named), "the device is still there");

    // What the platform mounted and GOOGLE_APPLICATION_CREDENTIALS names when ward failed.
    let key = serde_json::to_string_pretty(
        &serde_json::from_str::<serde_json::Value>(&key_json(&runner)).unwrap(),
    )
    .unwrap();
    let platform = runner.sandbox.write("platform-key.json", &key);
    crate::ward_snapshot!("cleanup_platform_key", cleanup(&runner, &platform));
    assert!(platform.exists());
    // Even under ward's own name, a key ward did not write (a downloaded, pretty-printed
    // one) is not ward's.
    let renamed = runner.workspace().join("ci-creds-0123456789abcdef.json");
    std::fs::write(&renamed, &key).unwrap();
    crate::ward_snapshot!("cleanup_renamed_key", cleanup(&runner, &renamed));
    assert!(renamed.exists());

    let victim = runner.sandbox.write("victim.json", "{}");
    let link = runner.workspace().join("ci-creds-00000000000000aa.json");
    std::os::unix::fs::symlink(&victim, &link).unwrap();
    let run = at_runner(&runner, &["auth", "cleanup"])
        .env("STATE_credentials_path", &link)
        .run();
    crate::ward_snapshot!("cleanup_link", run);
    assert!(std::fs::symlink_metadata(&link).is_ok() && victim.exists());
}

#[test]
fn cleanup_refuses_a_file_of_another_user_or_with_foreign_contents() {
    let runner = CloudRunner::new();
    let inputs = [("credentials_json", key_json(&runner))];
    let inputs: Vec<(&str, &str)> = inputs.iter().map(|(n, v)| (*n, v.as_str())).collect();
    // The action shim is a process of its own.
    runner.action(&inputs).assert_child().success();
    let path = PathBuf::from(&runner.parsed("state")["credentials_path"]);
    chown_nobody(&path);
    let run = cleanup(&runner, &path);
    let name = path.file_name().unwrap().to_str().unwrap();
    insta::with_settings!({ filters => vec![(name, "[CREDENTIALS FILE]")] }, {
        crate::ward_snapshot!("cleanup_other_users_file", run);
    });
    assert!(path.exists());

    let notes = runner.workspace().join("ci-creds-0123456789abcdef.json");
    std::fs::write(&notes, "my notes, not credentials\n").unwrap();
    crate::ward_snapshot!("cleanup_foreign_contents", cleanup(&runner, &notes));
    assert!(notes.exists());
}

#[test]
fn configure_never_replaces_a_device_given_as_the_config() {
    let sandbox = Sandbox::new();
    let null = device(sandbox.path(), "null", 3);
    let run = sandbox
        .cmd(["--config"])
        .arg(&null)
        .args(["configure", "hub-token", "--stdin"])
        .stdin("hf_value")
        .run();
    crate::ward_snapshot!(run);
    assert!(is_char_device(&null), "the device was replaced");
    let beside: Vec<_> = std::fs::read_dir(sandbox.path())
        .unwrap()
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_name().to_string_lossy().starts_with(".null"))
        .collect();
    assert!(
        beside.is_empty(),
        "no lock or temporary file beside the device"
    );
}

#[test]
fn man_and_completions_do_not_write_through_planted_links() {
    let sandbox = Sandbox::new();
    let victim = sandbox.write("victim.txt", "precious\n");
    let dir = sandbox.path().join("out");
    std::fs::create_dir(&dir).unwrap();
    std::os::unix::fs::symlink(&victim, dir.join("ward.1")).unwrap();
    std::os::unix::fs::symlink(&victim, dir.join("ward.bash")).unwrap();
    for command in ["man", "completions"] {
        let run = sandbox.cmd([command, "--dir"]).arg(&dir).run();
        crate::ward_snapshot!(command, run);
    }
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
}

/// Each input ward reads whole, given an endless device of the test's own: refused at its
/// limit, with little memory.
#[test]
fn endless_inputs_are_refused_at_their_limit_with_little_memory() {
    let sandbox = Sandbox::new();
    let zero = device(sandbox.path(), "zero", 5);
    // HF_TOKEN_PATH names the device for every run; only `webhook list` reads it.
    let cases: [(&str, Vec<std::ffi::OsString>, &str); 3] = [
        (
            "project apply",
            vec!["project".into(), "apply".into(), zero.clone().into()],
            "16 MiB",
        ),
        (
            "breach account --file",
            vec![
                "breach".into(),
                "account".into(),
                "--file".into(),
                zero.clone().into(),
            ],
            "16 MiB",
        ),
        (
            "HF_TOKEN_PATH",
            vec!["webhook".into(), "list".into()],
            "64 KiB",
        ),
    ];
    for (what, args, limit) in cases {
        let mut command = sandbox.isolated_command();
        command
            .args(&args)
            .env("HF_TOKEN_PATH", &zero)
            .env("WARD_RELEASES_KEY", "test-key")
            .env("WARD_BREACHES_KEY", "0123456789abcdef0123456789abcdef")
            .env("WARD_RELEASES_URL", "http://127.0.0.1:9")
            .env("WARD_BREACHES_URL", "http://127.0.0.1:9")
            .env("WARD_HUB_URL", "http://127.0.0.1:9")
            .env("WARD_NO_PROMPT", "1");
        let run = run_measured(command);
        assert_eq!(run.code, Some(2), "{what}: {}", run.stderr);
        assert!(run.stderr.contains(limit), "{what}: {}", run.stderr);
        let peak = run.peak_rss_kib.expect("Linux reports peak memory");
        assert!(peak < MAX_RSS_KIB, "{what}: peak RSS {peak} KiB");
    }
}

#[test]
fn a_fifo_named_by_a_credentials_variable_does_not_block_forever() {
    let runner = CloudRunner::new();
    let pipe = fifo(runner.sandbox.path(), "creds.fifo");
    // A process, so a run that blocks on the FIFO ends at the guard instead of hanging
    // the test run.
    for variable in [
        "GOOGLE_APPLICATION_CREDENTIALS",
        "CLOUDSDK_AUTH_ACCESS_TOKEN_FILE",
    ] {
        let output = runner
            .job()
            .assert_cmd()
            .args(["auth", "print-access-token"])
            .env(variable, &pipe)
            .timeout(HANG_GUARD)
            .output_child()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(2),
            "{variable}: {}",
            stderr_of(&output)
        );
        assert!(
            stderr_of(&output).contains("not a regular file"),
            "{variable}: {}",
            stderr_of(&output)
        );
    }
}

#[test]
fn process_substitution_still_works_for_a_key() {
    let runner = CloudRunner::new();
    let key = runner.sandbox.write("key.json", &key_json(&runner));
    // bash with exactly the environment of an isolated ward run.
    let isolated = runner.sandbox.isolated_command();
    let mut shell = Process::new("bash");
    shell.env_clear().current_dir(runner.sandbox.path());
    for (name, value) in isolated.get_envs() {
        if let Some(value) = value {
            shell.env(name, value);
        }
    }
    crate::support::audit("process");
    let script =
        r#""$WARD" auth --credentials-json @<(cat "$KEY") --credentials-dir "$CREDS" --export"#;
    let output = shell
        .args(["-c", script])
        .env("WARD", assert_cmd::cargo::cargo_bin("ward"))
        .env("KEY", &key)
        .env("CREDS", runner.workspace())
        .output_child()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(String::from_utf8_lossy(&output.stdout)
        .contains("export GOOGLE_CLOUD_PROJECT='key-project'"));
}

#[test]
fn a_key_mode_run_that_fails_leaves_no_key_copy_and_no_half_written_env_file() {
    let runner = CloudRunner::new();
    let key = runner.sandbox.write("key.json", &key_json(&runner));
    let key = format!("@{}", key.display());
    // A value no dotenv file can hold (a space in the directory): refused before writing.
    let spaced = runner.workspace().join("with space");
    std::fs::create_dir(&spaced).unwrap();
    std::fs::write(spaced.join("README.md"), "checked out\n").unwrap();
    let dotenv = runner.sandbox.path().join("auth.env");
    let run = at_runner(&runner, &["auth", "--credentials-json", &key])
        .arg("--credentials-dir")
        .arg(&spaced)
        .arg("--env-file")
        .arg(&dotenv)
        .run();
    crate::ward_snapshot!("space_in_credentials_dir", run);
    let left: Vec<_> = std::fs::read_dir(&spaced)
        .unwrap()
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_name().to_string_lossy().starts_with("ci-creds-"))
        .collect();
    assert!(left.is_empty(), "the key copy stayed behind: {left:?}");
    assert!(!dotenv.exists());

    // A token call that is refused after the file was written: the file goes again.
    runner.cloud.fail("generateAccessToken", 403, 1);
    let run = at_runner(
        &runner,
        &[
            "auth",
            "--token-format",
            "access_token",
            "--credentials-json",
            &key,
        ],
    )
    .arg("--credentials-dir")
    .arg(runner.workspace())
    .arg("--env-file")
    .arg(&dotenv)
    .run();
    run.expect_code(3);
    assert!(runner.credentials_files().is_empty());
    assert!(!dotenv.exists());
}

#[test]
fn an_env_file_sourced_by_sh_runs_nothing() {
    let runner = CloudRunner::new();
    let key = runner.sandbox.write("key.json", &key_json(&runner));
    let key = format!("@{}", key.display());
    let dotenv = runner.sandbox.path().join("auth.env");
    let pwned = runner.sandbox.path().join("pwned");
    let hostile = format!("x$(touch {})", pwned.display());
    let run = at_runner(
        &runner,
        &["auth", "--project-id", &hostile, "--credentials-json", &key],
    )
    .arg("--credentials-dir")
    .arg(runner.workspace())
    .arg("--env-file")
    .arg(&dotenv)
    .run();
    crate::ward_snapshot!("hostile_project_id", run);
    if dotenv.exists() {
        Process::new("sh")
            .arg("-c")
            .arg(". \"$1\"")
            .arg("sh")
            .arg(&dotenv)
            .status_child()
            .unwrap();
    }
    assert!(!pwned.exists(), "sourcing the dotenv file ran a command");
    assert!(runner.credentials_files().is_empty());

    at_runner(
        &runner,
        &[
            "auth",
            "--project-id",
            "example.com:my-project",
            "--credentials-json",
            &key,
        ],
    )
    .arg("--credentials-dir")
    .arg(runner.workspace())
    .arg("--env-file")
    .arg(&dotenv)
    .run()
    .expect_success();
    let sourced = Process::new("sh")
        .arg("-c")
        .arg(". \"$1\"; printf '%s|%s' \"$GOOGLE_CLOUD_PROJECT\" \"$SERVICE_CI_CREDS_PATH\"")
        .arg("sh")
        .arg(&dotenv)
        .output_child()
        .unwrap();
    let text = String::from_utf8(sourced.stdout).unwrap();
    let (project, path) = text.split_once('|').unwrap();
    assert_eq!(project, "example.com:my-project");
    assert_eq!(runner.credentials_files(), vec![PathBuf::from(path)]);
    // The documented cleanup reads the path back from the file and removes it.
    at_runner(&runner, &["auth", "cleanup", "--file", path])
        .run()
        .expect_success();
    assert!(runner.credentials_files().is_empty());
    // When `ward auth` failed there is no dotenv file, and the line passes an empty name.
    crate::ward_snapshot!(
        "cleanup_of_no_file",
        at_runner(&runner, &["auth", "cleanup", "--file", ""]).run()
    );
}

#[test]
fn a_link_planted_at_a_runner_file_is_not_followed() {
    let runner = CloudRunner::new();
    let victim = runner.sandbox.write("victim.txt", "precious\n");
    std::os::unix::fs::symlink(&victim, runner.file("output")).unwrap();
    let output = runner.action(&federation_inputs()).output_child().unwrap();
    assert!(!output.status.success());
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
    assert!(format!(
        "{}{}",
        crate::support::stdout_of(&output),
        stderr_of(&output)
    )
    .contains("GITHUB_OUTPUT"));
}

#[test]
fn an_action_run_that_fails_keeps_the_file_only_where_a_later_step_finds_it() {
    let runner = CloudRunner::new();
    let key = key_json(&runner);
    let mut inputs = vec![
        ("credentials_json", key.as_str()),
        ("token_format", "access_token"),
        ("cleanup_credentials", "false"),
        ("export_environment_variables", "false"),
    ];
    runner.cloud.fail("generateAccessToken", 403, 1);
    let output = runner.action(&inputs).output_child().unwrap();
    assert_eq!(output.status.code(), Some(3), "{}", stderr_of(&output));
    assert!(
        runner.credentials_files().is_empty(),
        "neither the state nor the environment names the file"
    );
    // Exported to later steps (continue-on-error), the file stays.
    inputs.pop();
    runner.cloud.fail("generateAccessToken", 403, 1);
    let output = runner.action(&inputs).output_child().unwrap();
    assert_eq!(output.status.code(), Some(3), "{}", stderr_of(&output));
    let files = runner.credentials_files();
    assert_eq!(files.len(), 1);
    assert_eq!(
        runner.parsed("env")["GOOGLE_APPLICATION_CREDENTIALS"],
        files[0].display().to_string()
    );
}
