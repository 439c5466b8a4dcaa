//! The README's "Try ward locally" examples, run as written against `ward-fakes all` with
//! the variables it exports. A line ending `# exit N` must exit N, every other line 0.
//! The examples are POSIX shell lines, so they run where there is one.

#![cfg(unix)]

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use crate::support::Sandbox;
use crate::support::SpawnChild as _;

/// The shell lines of the first `sh` block after the "Try ward locally" heading.
fn readme_examples() -> Vec<String> {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("read README.md");
    let section = readme
        .split_once("## Try ward locally")
        .map(|(_, rest)| rest)
        .expect("README.md has a \"Try ward locally\" section");
    let block = section
        .split_once("```sh\n")
        .and_then(|(_, rest)| rest.split_once("```"))
        .map(|(block, _)| block)
        .expect("the section has a ```sh block");
    block
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(str::to_string)
        .collect()
}

fn expected_exit(line: &str) -> i32 {
    line.rsplit_once("# exit ")
        .and_then(|(_, code)| code.trim().parse().ok())
        .unwrap_or(0)
}

/// The command a line runs (`breach`, `policy`...), read past a leading `printf ... |`.
fn noun(line: &str) -> String {
    let command = line.rsplit_once("| ").map_or(line, |(_, command)| command);
    command.split_whitespace().nth(1).unwrap_or("").to_string()
}

struct Run {
    line: String,
    code: Option<i32>,
    output: String,
}

fn run_line(line: &str, env: &BTreeMap<String, String>) -> Run {
    let output = Command::new("sh")
        .args(["-c", line])
        .env_clear()
        .envs(env)
        .output_child()
        .expect("run sh");
    Run {
        line: line.to_string(),
        code: output.status.code(),
        output: format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ),
    }
}

#[test]
fn readme_try_locally_examples_work_against_the_fakes() {
    let sandbox = Sandbox::new();
    let fakes = ward_fakes::all::start("127.0.0.1", 0, &sandbox.path().join("fakes"))
        .expect("start every fake");
    crate::support::audit("process");
    let ward = assert_cmd::cargo::cargo_bin("ward");
    let ward_dir = ward.parent().expect("the binary's directory");
    let mut env: BTreeMap<String, String> = fakes
        .variables()
        .into_iter()
        .map(|(name, value)| (name.to_string(), value))
        .collect();
    let path = std::env::var("PATH").unwrap_or_default();
    let home = sandbox.path().display().to_string();
    for (name, value) in [
        ("PATH", format!("{}:{path}", ward_dir.display())),
        ("HOME", home.clone()),
        ("XDG_CONFIG_HOME", format!("{home}/config")),
        ("XDG_CACHE_HOME", format!("{home}/cache")),
        ("WARD_NO_PROMPT", "1".to_string()),
    ] {
        env.insert(name.to_string(), value);
    }

    let examples = readme_examples();
    assert!(examples.len() >= 10, "too few examples: {examples:?}");
    // Commands of one noun run in order (`tag create` before `tag list`; the breach fake
    // paces its callers); different nouns run side by side to keep the test short.
    let mut by_noun: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in &examples {
        by_noun.entry(noun(line)).or_default().push(line.clone());
    }
    let runs: Vec<Run> = std::thread::scope(|scope| {
        let handles: Vec<_> = by_noun
            .values()
            .map(|lines| scope.spawn(|| lines.iter().map(|line| run_line(line, &env)).collect()))
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| handle.join().unwrap_or_else(|_| Vec::<Run>::new()))
            .collect()
    });
    assert_eq!(runs.len(), examples.len(), "every example ran");
    let failures: Vec<String> = runs
        .iter()
        .filter(|run| run.code != Some(expected_exit(&run.line)))
        .map(|run| format!("$ {}\nexit {:?}\n{}", run.line, run.code, run.output))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn expected_exit_reads_the_trailing_comment() {
    assert_eq!(
        expected_exit("ward breach account a@example.com   # exit 10"),
        10
    );
    assert_eq!(expected_exit("ward tag list"), 0);
    assert_eq!(
        noun("printf 'x\\n' | ward password check --stdin"),
        "password"
    );
}
