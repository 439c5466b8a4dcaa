//! `ward auth cleanup`, the action's post step.

use crate::auth_support::{federation_inputs, CloudRunner};

#[test]
fn removes_the_file_recorded_in_state() {
    let runner = CloudRunner::new();
    runner
        .github_action(&federation_inputs())
        .run()
        .expect_success();
    let path = runner.parsed("state")["credentials_path"].clone();
    assert!(std::path::Path::new(&path).exists());
    let cleanup = |runner: &CloudRunner| {
        runner
            .job()
            .args(["auth", "cleanup"])
            .env("STATE_credentials_path", &path)
            .run()
    };
    crate::cloud_snapshot!("removed", cleanup(&runner));
    assert!(runner.credentials_files().is_empty());
    // A second run finds nothing, which is fine.
    crate::cloud_snapshot!("already_gone", cleanup(&runner));
}

#[test]
fn honours_the_inputs_and_refuses_foreign_files() {
    let runner = CloudRunner::new();
    let other = runner
        .sandbox
        .write("workspace/ci-creds-0123456789abcdef.json", "{}");
    let run = runner
        .job()
        .args(["auth", "cleanup"])
        .env("STATE_credentials_path", &other)
        .env("INPUT_CLEANUP_CREDENTIALS", "false")
        .run();
    crate::cloud_snapshot!("kept_by_input", run);
    assert!(other.exists(), "cleanup_credentials: false keeps the file");

    let precious = runner.sandbox.write("workspace/notes.txt", "keep me");
    let run = runner
        .job()
        .args(["auth", "cleanup"])
        .env("SERVICE_CI_CREDS_PATH", &precious)
        .run();
    crate::cloud_snapshot!("foreign_in_variable", run);
    assert!(precious.exists());

    // Naming the file does not make it ward's.
    let run = runner
        .job()
        .args(["auth", "cleanup", "--credentials-file"])
        .arg(&precious)
        .run();
    crate::cloud_snapshot!("foreign_named", run);
    assert!(precious.exists());

    let run = runner.job().args(["auth", "cleanup"]).run();
    crate::cloud_snapshot!("nothing", run);
}

#[test]
fn a_directory_at_the_recorded_path_is_refused_and_kept() {
    let runner = CloudRunner::new();
    let dir = runner.workspace().join("ci-creds-0123456789abcdef.json");
    std::fs::create_dir_all(dir.join("inner")).unwrap();
    let run = runner
        .job()
        .args(["auth", "cleanup"])
        .env("STATE_credentials_path", &dir)
        .run();
    crate::cloud_snapshot!(run);
    assert!(dir.join("inner").is_dir());
}
