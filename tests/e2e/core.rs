//! The commands that need no service (`configure`, `completions`, `man`), the binary's
//! own `--version`, and global options.

use crate::support::Sandbox;

/// `--version` and clap's help are answered by the binary before any command runs.
#[test]
fn version_and_help_list_exit_codes() {
    let sandbox = Sandbox::new();
    let run = sandbox.cmd(["--version"]).run_process();
    run.expect_success();
    assert!(run.stdout.starts_with("ward "), "{}", run.stdout);
    let run = sandbox.cmd(["--help"]).run_process();
    run.expect_success();
    assert!(
        run.stdout
            .contains("10  a check found something compromised"),
        "{}",
        run.stdout
    );
}

/// A parse error is the binary's exit status.
#[test]
fn unknown_command_is_a_usage_error() {
    crate::ward_snapshot!(Sandbox::new().cmd(["frobnicate"]).run_process());
}

#[test]
fn configure_from_stdin_writes_a_private_file_and_show_never_prints_secrets() {
    let sandbox = Sandbox::new();
    crate::ward_snapshot!(
        "set",
        sandbox
            .cmd(["configure", "releases-key", "--stdin"])
            .stdin("sekrit-key\n")
            .run()
    );
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
    let shows = [
        (
            "show_json",
            sandbox.run(&["configure", "--show", "-o", "json"]),
        ),
        (
            "show_ndjson",
            sandbox.run(&["configure", "--show", "-o", "ndjson"]),
        ),
        ("show_table", sandbox.run(&["configure", "--show"])),
    ];
    for (name, run) in shows {
        crate::ward_snapshot!(name, run);
        assert!(!run.stdout.contains("sekrit-key") && !run.stderr.contains("sekrit-key"));
    }

    crate::ward_snapshot!(
        "unset",
        sandbox.run(&["configure", "releases-key", "--unset"])
    );
    assert!(!std::fs::read_to_string(&path)
        .unwrap()
        .contains("sekrit-key"));
}

#[test]
fn configure_without_a_terminal_explains_how_to_pipe_the_value() {
    crate::ward_snapshot!(Sandbox::new().run(&["configure", "hub-token"]));
}

#[test]
fn global_options_are_accepted_after_the_command() {
    let sandbox = Sandbox::new();
    let run = sandbox.run(&["configure", "--show", "--json", "-q"]);
    run.expect_success();
    assert_eq!(
        run.json(),
        sandbox.run(&["--json", "configure", "--show"]).json()
    );
    // A negative timeout is refused by the parser: the binary's exit status.
    crate::ward_snapshot!(
        "negative_timeout",
        sandbox
            .cmd(["--timeout", "-1", "configure", "--show"])
            .run_process()
    );
}

#[test]
fn malformed_config_file_is_reported_with_its_path() {
    let sandbox = Sandbox::new();
    let path = sandbox.write("bad.toml", "[releases\n");
    crate::ward_snapshot!(sandbox.run(&[
        "--config",
        path.to_str().unwrap(),
        "configure",
        "--show"
    ]));
}

/// The committed completion scripts must match what the binary generates; run with
/// `UPDATE_COMPLETIONS=1` (or `ward completions --dir completions`) to refresh them.
#[test]
fn committed_completions_are_fresh() {
    let sandbox = Sandbox::new();
    let generated = sandbox.path().join("completions");
    sandbox
        .run(&["completions", "--dir", generated.to_str().unwrap()])
        .expect_success();
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
        .run(&["man", "--dir", generated.to_str().unwrap()])
        .expect_success();
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

/// `--version` is answered by the binary, in JSON too.
#[test]
fn version_names_the_commit_and_target_and_speaks_json() {
    let sandbox = Sandbox::new();
    let run = sandbox.cmd(["--version"]).run_process();
    run.expect_success();
    let line = run.stdout;
    let expected = format!("ward {} (", env!("CARGO_PKG_VERSION"));
    assert!(line.starts_with(&expected), "{line}");
    assert!(line.trim_end().ends_with(')'), "{line}");
    let words: Vec<&str> = line
        .trim_end()
        .trim_end_matches(')')
        .split(['(', ' '])
        .collect();
    for args in [
        &["--version", "-o", "json"][..],
        &["-o", "ndjson", "--version"][..],
        &["--json", "-V"][..],
    ] {
        let run = sandbox.cmd(args).run_process();
        run.expect_success();
        // The commit and target vary by build: the whole document is compared with the
        // words of the plain line.
        assert_eq!(
            run.json(),
            serde_json::json!({
                "name": "ward",
                "version": env!("CARGO_PKG_VERSION"),
                "commit": words[words.len() - 2],
                "target": words[words.len() - 1],
            }),
            "{args:?}"
        );
        assert!(run.stderr.is_empty(), "{}", run.stderr);
    }
}

#[test]
fn configure_show_reads_the_injected_environment_only() {
    let home = Sandbox::new()
        .var("WARD_RELEASES_KEY", "sekrit")
        .var("WARD_BREACHES_URL", "http://127.0.0.1:8/");
    home.write_config("[hub]\ntoken = \"hf_x\"\n");
    let run = home.run(&["configure", "--show", "--json"]);
    crate::ward_snapshot!("configure_show", run);
    assert!(!run.stdout.contains("sekrit") && !run.stdout.contains("hf_x"));
}

#[test]
fn a_secret_typed_at_the_prompt_is_stored() {
    let home = Sandbox::new();
    let run = home
        .cmd(["configure", "hub-token"])
        .terminal(100)
        .answers(&["hf_typed_token"])
        .run();
    crate::ward_snapshot!(run);
    assert!(!run.stderr.contains("hf_typed_token"), "{}", run.stderr);
    let stored = std::fs::read_to_string(home.config_path()).expect("the config file");
    assert!(stored.contains("hf_typed_token"), "{stored}");
}

#[test]
fn no_prompt_in_the_runs_environment_keeps_the_secret_unasked() {
    let home = Sandbox::new().var("WARD_NO_PROMPT", "1");
    let run = home
        .cmd(["configure", "hub-token"])
        .terminal(100)
        .answers(&["hf_typed_token"])
        .run();
    crate::ward_snapshot!(run);
    assert!(!home.config_path().exists());
}

#[test]
fn man_and_completions_write_to_the_runs_stdout() {
    let home = Sandbox::new();
    let run = home.run(&["man"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let first = run.stdout.lines().next().unwrap_or_default();
    assert!(first.starts_with(".ie"), "{first}");
    let run = home.run(&["completions", "bash"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("_ward()"), "{}", run.stdout);
}
