//! The confirmation rule on a terminal: the question names what goes, a "no" (or an empty
//! answer, or end of input) changes nothing and exits 1 with the same words everywhere, a
//! "yes" goes ahead. `script` (util-linux) gives ward a pseudo-terminal.

use std::ffi::OsStr;
use std::io::Write as _;
use std::process::{Output, Stdio};

use crate::conventions_confirm::changes;
use crate::releases_fixture::{Fixture, KEY};
use crate::webhook_manage::setup;

const CANCELLED: &str = "cancelled; nothing was changed";

/// `ward ARGS` on a pseudo-terminal (`script` from util-linux) with `answer` typed in.
fn on_terminal(args: &str, env: &[(&str, &OsStr)], answer: &str) -> Output {
    let ward = assert_cmd::cargo::cargo_bin("ward");
    let mut command = std::process::Command::new("script");
    command
        .args(["-qec", &format!("{} {args}", ward.display()), "/dev/null"])
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("TERM", "dumb")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (name, value) in env {
        command.env(name, value);
    }
    let mut child = command.spawn().expect("`script` from util-linux runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    stdin
        .write_all(answer.as_bytes())
        .expect("the answer is typed");
    drop(stdin);
    child.wait_with_output().expect("`script` finishes")
}

fn releases_env(fixture: &Fixture) -> Vec<(&'static str, std::ffi::OsString)> {
    vec![
        ("HOME", fixture.sandbox.path().into()),
        (
            "XDG_CONFIG_HOME",
            fixture.sandbox.path().join("config").into(),
        ),
        (
            "WARD_CACHE_DIR",
            fixture.sandbox.path().join("cache").into(),
        ),
        ("WARD_RELEASES_URL", fixture.url().into()),
        ("WARD_RELEASES_KEY", KEY.into()),
    ]
}

fn borrowed<'a>(env: &'a [(&'static str, std::ffi::OsString)]) -> Vec<(&'static str, &'a OsStr)> {
    env.iter()
        .map(|(name, value)| (*name, value.as_os_str()))
        .collect()
}

#[test]
fn declining_on_a_terminal_changes_nothing_and_exits_1() {
    let fixture = Fixture::new();
    let ids = fixture.seed_projects(2);
    let tag = fixture.fake.add_tag("production");
    let file = fixture.sandbox.write(
        "one.toml",
        "[[projects]]\nprovider = \"github\"\nname = \"org/repo-000\"\n",
    );
    let env = releases_env(&fixture);
    let runs = [
        (format!("project remove {}", ids[1]), "n\n"),
        (format!("tag delete {tag}"), "\n"),
        (format!("project apply {} --prune", file.display()), "no\n"),
    ];
    for (args, answer) in runs {
        let output = on_terminal(&args, &borrowed(&env), answer);
        let text = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(1), "{args}: {text}");
        assert!(text.contains("Continue? [y/N]: "), "{args}: {text}");
        assert!(
            text.contains(&format!("ward: error: {CANCELLED}")),
            "{args}: {text}"
        );
    }
    // The question names what goes: the tag by name, the project by name and ID.
    let output = on_terminal(&format!("tag delete {tag}"), &borrowed(&env), "n\n");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("About to delete tag \"production\""),
        "{text}"
    );
    let output = on_terminal(
        &format!("project remove {}", ids[1]),
        &borrowed(&env),
        "n\n",
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("stop tracking project github/org/repo-001 ("),
        "{text}"
    );
    assert_eq!(changes(&fixture), 0);
    assert_eq!(fixture.fake.projects().len(), 2);
    assert_eq!(fixture.fake.tags().len(), 1);
}

#[test]
fn yes_on_a_terminal_goes_ahead_and_the_plan_is_shown_first() {
    let fixture = Fixture::new();
    fixture.seed_projects(2);
    let file = fixture.sandbox.write(
        "one.toml",
        "[[projects]]\nprovider = \"github\"\nname = \"org/repo-000\"\n",
    );
    let env = releases_env(&fixture);
    let output = on_terminal(
        &format!("project apply {} --prune", file.display()),
        &borrowed(&env),
        "y\n",
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{text}");
    let question = text.find("Continue?").expect("the question is asked");
    assert!(text[..question].contains("org/repo-001"), "{text}");
    assert!(
        text[..question].contains("stop tracking 1 project(s)"),
        "{text}"
    );
    assert_eq!(fixture.fake.projects().len(), 1);
}

#[test]
fn webhook_delete_declined_on_a_terminal_keeps_the_webhook() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    let env: Vec<(&str, std::ffi::OsString)> = vec![
        ("HOME", setup.sandbox.path().into()),
        (
            "XDG_CONFIG_HOME",
            setup.sandbox.path().join("config").into(),
        ),
        ("WARD_HUB_URL", setup.server.url.clone().into()),
        ("HF_TOKEN", ward_fakes::hub::TOKEN.into()),
    ];
    let output = on_terminal(&format!("webhook delete {first}"), &borrowed(&env), "");
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(text.contains(CANCELLED), "{text}");
    assert!(text.contains("https://example.com/a"), "{text}");
    assert!(setup.hub.webhook(&first).is_some());
}
