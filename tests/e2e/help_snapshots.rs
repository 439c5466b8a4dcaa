//! The `-h` and `--help` text of every command, compared with one snapshot file per command
//! under `tests/snapshots/help/`. The command list comes from walking the clap tree, so a
//! new command gets a snapshot without anyone remembering to add it.
//!
//! `UPDATE_SNAPSHOTS=1 cargo test --test e2e help_snapshots` rewrites the files (and removes
//! those of commands that no longer exist); review the diff and commit it.

use std::collections::BTreeMap;
use std::path::PathBuf;

use clap::CommandFactory;
use predicates::prelude::*;

use crate::support::OutputChild as _;
use crate::support::Sandbox;

/// A fixed width, so the snapshots do not depend on the terminal the tests run in.
const COLUMNS: &str = "100";

fn snapshot_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("snapshots")
        .join("help")
}

/// Every command line that has help of its own: `ward`, `ward project`, `ward project add`...
fn command_paths() -> Vec<Vec<String>> {
    fn walk(command: &clap::Command, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(path.clone());
        for sub in command.get_subcommands() {
            if sub.get_name() == "help" {
                continue;
            }
            path.push(sub.get_name().to_string());
            walk(sub, path, out);
            path.pop();
        }
    }
    let mut out = Vec::new();
    walk(&ward::cli::Cli::command(), &mut Vec::new(), &mut out);
    out
}

fn render(sandbox: &Sandbox, path: &[String]) -> String {
    let mut text = String::new();
    for flag in ["-h", "--help"] {
        let output = sandbox
            .cmd(path)
            .assert_cmd()
            .arg(flag)
            .env("COLUMNS", COLUMNS)
            .output_child()
            .expect("run ward");
        assert!(
            output.status.success(),
            "ward {} {flag} failed: {}",
            path.join(" "),
            String::from_utf8_lossy(&output.stderr)
        );
        let shown = String::from_utf8_lossy(&output.stdout)
            .replace("\r\n", "\n")
            // clap names the binary after the file it was run from.
            .replace("ward.exe", "ward");
        let line = std::iter::once("ward")
            .chain(path.iter().map(String::as_str))
            .chain(std::iter::once(flag))
            .collect::<Vec<_>>()
            .join(" ");
        text.push_str(&format!("$ {line}\n{shown}\n"));
    }
    text
}

fn file_name(path: &[String]) -> String {
    std::iter::once("ward")
        .chain(path.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join("-")
        + ".txt"
}

#[test]
fn help_snapshots() {
    let update = std::env::var_os("UPDATE_SNAPSHOTS").is_some_and(|value| value != "0");
    let dir = snapshot_dir();
    let sandbox = Sandbox::new();
    let expected: BTreeMap<String, String> = command_paths()
        .iter()
        .map(|path| (file_name(path), render(&sandbox, path)))
        .collect();
    let mut problems = Vec::new();
    if update {
        std::fs::create_dir_all(&dir).expect("create the snapshot directory");
    }
    for (name, text) in &expected {
        let file = dir.join(name);
        let stored = std::fs::read_to_string(&file)
            .map(|stored| stored.replace("\r\n", "\n"))
            .ok();
        if stored.as_deref() == Some(text.as_str()) {
            continue;
        }
        if update {
            std::fs::write(&file, text).expect("write a snapshot");
        } else if stored.is_none() {
            problems.push(format!("{name}: no snapshot yet"));
        } else {
            problems.push(format!("{name}: help text differs from the snapshot"));
        }
    }
    for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if expected.contains_key(&name) {
            continue;
        }
        if update {
            std::fs::remove_file(entry.path()).expect("remove a stale snapshot");
        } else {
            problems.push(format!(
                "{name}: snapshot of a command that no longer exists"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "{}\nrun `UPDATE_SNAPSHOTS=1 cargo test --test e2e help_snapshots` and review the diff",
        problems.join("\n")
    );
}

/// Examples are printed as written: a re-wrapped command line breaks when pasted.
#[test]
fn examples_are_not_rewrapped_on_a_narrow_terminal() {
    let output = Sandbox::new()
        .cmd::<[&str; 0], &str>([])
        .assert_cmd()
        .args(["auth", "-h"])
        .env("COLUMNS", "60")
        .output_child()
        .expect("run ward");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains(
            "\n  ward auth --credentials-json @key.json --credentials-dir . --print-env\n"
        ),
        "{text}"
    );
}

/// Global options appear once in subcommand help, after the command's own options.
#[test]
fn subcommand_help_lists_its_own_options_before_the_global_block() {
    let output = Sandbox::new()
        .cmd::<[&str; 0], &str>([])
        .assert_cmd()
        .args(["project", "list", "--help"])
        .env("COLUMNS", COLUMNS)
        .output_child()
        .expect("run ward");
    let text = String::from_utf8_lossy(&output.stdout);
    let page = text.find("--page").expect("--page is listed");
    let global = text.find("Global options").expect("a global block");
    assert!(page < global, "{text}");
    assert_eq!(text.matches("--timeout").count(), 1, "{text}");
    assert!(!text.contains("toml"), "{text}");
}

#[test]
fn conflicting_format_flags_are_a_usage_error() {
    Sandbox::new()
        .cmd::<[&str; 0], &str>([])
        .assert_cmd()
        .args(["tag", "list", "--json", "-o", "ndjson"])
        .assert_child()
        .code(2)
        .stderr(predicate::str::contains(
            "ward: error: --json and -o ndjson",
        ));
}

/// `WARD_OUTPUT` is a default: `--json` on the line overrides it rather than conflicting.
#[test]
fn json_flag_overrides_the_output_variable() {
    Sandbox::new()
        .cmd::<[&str; 0], &str>([])
        .assert_cmd()
        .args(["tag", "list", "--json"])
        .env("WARD_OUTPUT", "ndjson")
        .assert_child()
        .stderr(predicate::str::contains("different formats").not());
}

#[test]
fn agreeing_format_flags_are_accepted() {
    Sandbox::new()
        .cmd::<[&str; 0], &str>([])
        .assert_cmd()
        .args(["tag", "list", "--json", "-o", "json"])
        .assert_child()
        .stderr(predicate::str::contains("different formats").not());
}
