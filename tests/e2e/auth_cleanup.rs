//! `ward auth cleanup`, the action's post step.

use crate::auth_support::{federation_inputs, CloudRunner};
use crate::support::stderr_of;

#[test]
fn removes_the_file_recorded_in_state() {
    let runner = CloudRunner::new();
    runner.action(&federation_inputs()).assert().success();
    let path = runner.parsed("state")["credentials_path"].clone();
    assert!(std::path::Path::new(&path).exists());
    let cleanup = |runner: &CloudRunner| {
        runner
            .ward()
            .args(["auth", "cleanup"])
            .env("STATE_credentials_path", &path)
            .output()
            .unwrap()
    };
    let output = cleanup(&runner);
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(stderr_of(&output).contains("removed the credentials file"));
    assert!(runner.credentials_files().is_empty());
    // A second run finds nothing, which is fine.
    let output = cleanup(&runner);
    assert!(output.status.success());
    assert!(stderr_of(&output).contains("already gone"));
}

#[test]
fn honours_the_inputs_and_refuses_foreign_files() {
    let runner = CloudRunner::new();
    let other = runner
        .sandbox
        .write("workspace/ci-creds-0123456789abcdef.json", "{}");
    runner
        .ward()
        .args(["auth", "cleanup"])
        .env("STATE_credentials_path", &other)
        .env("INPUT_CLEANUP_CREDENTIALS", "false")
        .assert()
        .success();
    assert!(other.exists(), "cleanup_credentials: false keeps the file");

    let precious = runner.sandbox.write("workspace/notes.txt", "keep me");
    let output = runner
        .ward()
        .args(["auth", "cleanup"])
        .env("SERVICE_CI_CREDS_PATH", &precious)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr_of(&output).contains("refusing to remove"));
    assert!(precious.exists());

    // Naming the file does not make it ward's.
    let output = runner
        .ward()
        .args(["auth", "cleanup", "--credentials-file"])
        .arg(&precious)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr_of(&output).contains("refusing to remove"));
    assert!(precious.exists());

    let output = runner.ward().args(["auth", "cleanup"]).output().unwrap();
    assert!(output.status.success());
    assert!(stderr_of(&output).contains("nothing to clean up"));
}

#[test]
fn a_directory_at_the_recorded_path_is_refused_and_kept() {
    let runner = CloudRunner::new();
    let dir = runner.workspace().join("ci-creds-0123456789abcdef.json");
    std::fs::create_dir_all(dir.join("inner")).unwrap();
    let output = runner
        .ward()
        .args(["auth", "cleanup"])
        .env("STATE_credentials_path", &dir)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr_of(&output).contains("not a regular file"),
        "{}",
        stderr_of(&output)
    );
    assert!(dir.join("inner").is_dir());
}
