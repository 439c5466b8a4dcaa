use predicates::prelude::*;

use crate::support::{json_of, Sandbox};

#[test]
fn version_and_help_list_exit_codes() {
    let sandbox = Sandbox::new();
    sandbox
        .ward()
        .arg("--version")
        .assert()
        .success()
        .stdout(predicate::str::starts_with("ward "));
    sandbox
        .ward()
        .arg("--help")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "10  a check found something compromised",
        ));
}

#[test]
fn unknown_command_is_a_usage_error() {
    Sandbox::new().ward().arg("frobnicate").assert().code(2);
}

#[test]
fn configure_from_stdin_writes_a_private_file_and_show_never_prints_secrets() {
    let sandbox = Sandbox::new();
    sandbox
        .ward()
        .args(["configure", "releases-key", "--stdin"])
        .write_stdin("sekrit-key\n")
        .assert()
        .success();
    let path = sandbox.config_path();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("api_key = \"sekrit-key\""), "{text}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(
            std::fs::metadata(&path).unwrap().permissions().mode() & 0o777,
            0o600
        );
    }
    let output = sandbox
        .ward()
        .args(["configure", "--show", "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success());
    assert!(!String::from_utf8_lossy(&output.stdout).contains("sekrit-key"));
    let document = json_of(&output);
    assert_eq!(document["settings"][0]["name"], "releases-key");
    assert_eq!(document["settings"][0]["set"], true);
    assert_eq!(document["settings"][1]["set"], false);

    sandbox
        .ward()
        .args(["configure", "releases-key", "--unset"])
        .assert()
        .success();
    assert!(!std::fs::read_to_string(&path)
        .unwrap()
        .contains("sekrit-key"));
}

#[test]
fn configure_without_a_terminal_explains_how_to_pipe_the_value() {
    Sandbox::new()
        .ward()
        .args(["configure", "hub-token"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--stdin"));
}

#[test]
fn global_options_are_accepted_after_the_command() {
    let sandbox = Sandbox::new();
    let output = sandbox
        .ward()
        .args(["configure", "--show", "--json", "-q"])
        .output()
        .unwrap();
    assert!(output.status.success());
    json_of(&output);
    sandbox
        .ward()
        .args(["--timeout", "-1", "configure", "--show"])
        .assert()
        .code(2);
}

#[test]
fn malformed_config_file_is_reported_with_its_path() {
    let sandbox = Sandbox::new();
    let path = sandbox.write("bad.toml", "[releases\n");
    sandbox
        .ward()
        .args(["--config", path.to_str().unwrap(), "configure", "--show"])
        .assert()
        .code(2)
        .stderr(
            predicate::str::contains("bad.toml").and(predicate::str::contains("not valid TOML")),
        );
}

/// The committed completion scripts must match what the binary generates; run with
/// `UPDATE_COMPLETIONS=1` (or `ward completions --dir completions`) to refresh them.
#[test]
fn committed_completions_are_fresh() {
    let sandbox = Sandbox::new();
    let generated = sandbox.path().join("completions");
    sandbox
        .ward()
        .args(["completions", "--dir", generated.to_str().unwrap()])
        .assert()
        .success();
    let committed = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("completions");
    let update = std::env::var_os("UPDATE_COMPLETIONS").is_some();
    let mut stale = Vec::new();
    for name in ["ward.bash", "_ward", "ward.fish", "_ward.ps1", "ward.elv"] {
        let fresh = std::fs::read_to_string(generated.join(name)).unwrap();
        let path = committed.join(name);
        if std::fs::read_to_string(&path).ok().as_deref() != Some(fresh.as_str()) {
            if update {
                std::fs::write(&path, fresh).unwrap();
            } else {
                stale.push(name);
            }
        }
    }
    assert!(
        stale.is_empty(),
        "completions/ is stale ({stale:?}); run `cargo run -- completions --dir completions`"
    );
}

/// The committed manual pages must match what `ward man --dir` generates; refresh them
/// with `cargo run -- man --dir man` (or `UPDATE_MAN=1`).
#[test]
fn committed_man_pages_are_fresh() {
    let sandbox = Sandbox::new();
    let generated = sandbox.path().join("man");
    sandbox
        .ward()
        .args(["man", "--dir", generated.to_str().unwrap()])
        .assert()
        .success();
    let committed = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("man");
    let update = std::env::var_os("UPDATE_MAN").is_some();
    let names = |dir: &std::path::Path| -> std::collections::BTreeSet<String> {
        std::fs::read_dir(dir)
            .map(|entries| {
                entries
                    .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default()
    };
    let fresh_names = names(&generated);
    assert!(fresh_names.contains("ward.1") && fresh_names.contains("ward-project-list.1"));
    let mut stale: Vec<String> = names(&committed)
        .difference(&fresh_names)
        .cloned()
        .collect();
    for name in &fresh_names {
        let fresh = std::fs::read_to_string(generated.join(name)).unwrap();
        let path = committed.join(name);
        if std::fs::read_to_string(&path).ok().as_deref() != Some(fresh.as_str()) {
            if update {
                std::fs::create_dir_all(&committed).unwrap();
                std::fs::write(&path, fresh).unwrap();
            } else {
                stale.push(name.clone());
            }
        }
    }
    assert!(
        stale.is_empty(),
        "man/ is stale ({stale:?}); run `cargo run -- man --dir man`"
    );
}

#[test]
fn version_names_the_commit_and_target_and_speaks_json() {
    let sandbox = Sandbox::new();
    let text = sandbox.ward().arg("--version").assert().success();
    let line = String::from_utf8(text.get_output().stdout.clone()).unwrap();
    let expected = format!("ward {} (", env!("CARGO_PKG_VERSION"));
    assert!(line.starts_with(&expected), "{line}");
    assert!(line.trim_end().ends_with(')'), "{line}");
    for args in [
        &["--version", "-o", "json"][..],
        &["-o", "ndjson", "--version"][..],
        &["--json", "-V"][..],
    ] {
        let out = sandbox.ward().args(args).assert().success();
        let value: serde_json::Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
        assert_eq!(value["name"], "ward");
        assert_eq!(value["version"], env!("CARGO_PKG_VERSION"));
        let words: Vec<&str> = line
            .trim_end()
            .trim_end_matches(')')
            .split(['(', ' '])
            .collect();
        assert_eq!(value["commit"], words[words.len() - 2], "{line}");
        assert_eq!(value["target"], words[words.len() - 1], "{line}");
    }
}
