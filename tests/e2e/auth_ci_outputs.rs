//! Outputs for CI systems without step outputs: a dotenv file, `export` lines, JSON, and
//! `ward auth cleanup --file`.

use ward_fakes::cloud::PROVIDER;

use crate::auth_support::{CiAuth, CloudRunner};

/// `ward auth` in a GitLab job, as the service account.
fn gitlab_auth(runner: &CloudRunner) -> CiAuth<'_> {
    runner
        .ci_auth("gitlab")
        .token(&runner.ci_token("gitlab"))
        .impersonating()
}

#[test]
fn dotenv_file_has_the_variables_and_leaves_tokens_out() {
    let runner = CloudRunner::new();
    let dotenv = runner.sandbox.path().join("auth.env");
    let run = gitlab_auth(&runner)
        .args(["--token-format", "access_token", "--env-file"])
        .arg(&dotenv)
        .args(["-o", "json"])
        .run();
    crate::cloud_snapshot!(run);
    let outputs = run.json();
    let token = outputs["access_token"].as_str().unwrap();
    let text = std::fs::read_to_string(&dotenv).unwrap();
    assert!(!text.contains(token));
    let path = outputs["credentials_file_path"].as_str().unwrap();
    assert!(text.contains(&format!("GOOGLE_APPLICATION_CREDENTIALS={path}\n")));
    assert!(text.contains("GOOGLE_EXTERNAL_ACCOUNT_ALLOW_EXECUTABLES=1\n"));
    assert!(text.contains("GOOGLE_CLOUD_PROJECT=test-project\n"));
    assert!(text.lines().all(|line| line.split_once('=').is_some()));
    #[cfg(unix)]
    assert_eq!(crate::auth_support::mode_of(&dotenv), 0o600);
}

#[cfg(unix)]
#[test]
fn export_lines_survive_eval() {
    use crate::support::SpawnChild as _;
    let runner = CloudRunner::new();
    let run = gitlab_auth(&runner).arg("--export").run();
    crate::cloud_snapshot!(run);
    let lines = run.stdout;
    let evaluated = std::process::Command::new("sh")
        .args([
            "-c",
            "eval \"$LINES\"; printf '%s|%s' \"$GOOGLE_APPLICATION_CREDENTIALS\" \"$CLOUDSDK_CORE_PROJECT\"",
        ])
        .env("LINES", &lines)
        .output_child()
        .unwrap();
    let text = String::from_utf8(evaluated.stdout).unwrap();
    let (path, project) = text.split_once('|').unwrap();
    assert!(std::path::Path::new(path).is_file(), "{text}");
    assert_eq!(project, "test-project");
    // The old name still works.
    let run = gitlab_auth(&runner).arg("--print-env").run();
    crate::cloud_snapshot!("print_env", run);
}

#[test]
fn cleanup_removes_the_named_file() {
    let runner = CloudRunner::new();
    gitlab_auth(&runner).args(["-o", "json"]).succeeds();
    let files = runner.credentials_files();
    assert_eq!(files.len(), 1);
    let run = runner
        .on_ci("gitlab")
        .args(["auth", "cleanup", "--file"])
        .arg(&files[0])
        .run();
    crate::cloud_snapshot!(run);
    assert!(runner.credentials_files().is_empty());
}

#[test]
fn verbose_lines_in_action_mode_cannot_start_workflow_commands() {
    let runner = CloudRunner::new();
    let run = runner
        .github_action(&[("workload_identity_provider", PROVIDER)])
        .args(["-v", "--ci", "generic", "--oidc-token-file"])
        .arg(
            runner
                .sandbox
                .path()
                .join("no-such-file\n::set-output name=pwned::1"),
        )
        .arg("--credentials-dir")
        .arg(runner.workspace())
        // The -v lines are the binary's log (its subscriber is set up in main).
        .run_process();
    crate::cloud_snapshot!(run);
    let stderr = run.stderr;
    assert!(
        stderr
            .lines()
            .all(|line| !line.trim_start().starts_with("::")),
        "{stderr}"
    );
}
