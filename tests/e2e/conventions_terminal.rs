//! The confirmation rule on a terminal: the question names what goes, a "no" (or an empty
//! answer, or end of input) changes nothing and exits 1 with the same words everywhere, a
//! "yes" goes ahead. The answers are typed in-process at a captured terminal; one run goes
//! through a real pseudo-terminal (`script` from util-linux) to show the binary asks there
//! too.

use std::io::Write as _;
use std::process::{Output, Stdio};

use crate::conventions_confirm::changes;
use crate::releases_fixture::{Fixture, KEY};
use crate::support::SpawnChild as _;
use crate::support::{Run, Ward};
use crate::webhook_manage::setup;

/// `ward ARGS` against the release tracker, at a terminal where `answers` are typed.
fn tracker_at_a_terminal(fixture: &Fixture, args: &[&str], answers: &[&str]) -> Run {
    fixture
        .sandbox
        .cmd(args)
        .env("WARD_RELEASES_URL", fixture.url())
        .env("WARD_RELEASES_KEY", KEY)
        .terminal(100)
        .answers(answers)
        .run()
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
    let file = file.to_str().unwrap();
    // The question names what goes: the project by name and ID, the tag by name.
    for (name, args, answer) in [
        ("project_remove_no", vec!["project", "remove", &ids[1]], "n"),
        ("tag_delete_empty_answer", vec!["tag", "delete", &tag], ""),
        (
            "project_apply_prune_no",
            vec!["project", "apply", file, "--prune"],
            "no",
        ),
    ] {
        let run = tracker_at_a_terminal(&fixture, &args, &[answer]);
        insta::with_settings!({ filters => vec![(ids[1].as_str(), "[PROJECT]"), (tag.as_str(), "[TAG]")] }, {
            crate::ward_snapshot!(name, run);
        });
    }
    // End of input before any answer.
    let run = tracker_at_a_terminal(&fixture, &["tag", "delete", &tag], &[]);
    insta::with_settings!({ filters => vec![(tag.as_str(), "[TAG]")] }, {
        crate::ward_snapshot!("tag_delete_end_of_input", run);
    });
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
    let run = tracker_at_a_terminal(
        &fixture,
        &["project", "apply", file.to_str().unwrap(), "--prune"],
        &["y"],
    );
    let removed = fixture.fake.projects();
    crate::ward_snapshot!(run);
    assert_eq!(removed.len(), 1);
}

/// `ward ARGS` as `ward` would run them, on a pseudo-terminal made by `script` (util-linux)
/// with `answer` typed in; everything ward printed comes back in the output's stdout.
fn on_a_pseudo_terminal(ward: Ward<'_>, answer: &str) -> Output {
    let binary = ward.env_remove("WARD_NO_PROMPT").process();
    // The arguments here are plain words: no quoting is needed for the shell `script` uses.
    let line = std::iter::once(binary.get_program())
        .chain(binary.get_args())
        .map(|part| part.to_str().expect("a plain argument"))
        .collect::<Vec<_>>()
        .join(" ");
    let mut command = std::process::Command::new("script");
    command
        .args(["-qec", &line, "/dev/null"])
        .env_clear()
        .env("TERM", "dumb")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(dir) = binary.get_current_dir() {
        command.current_dir(dir);
    }
    for (name, value) in binary.get_envs() {
        if let Some(value) = value {
            command.env(name, value);
        }
    }
    let mut child = command
        .spawn_child()
        .expect("`script` from util-linux runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    stdin
        .write_all(answer.as_bytes())
        .expect("the answer is typed");
    drop(stdin);
    child.wait_with_output().expect("`script` finishes")
}

#[test]
fn webhook_delete_declined_on_a_terminal_keeps_the_webhook() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    // In-process: the whole question and refusal.
    let run = setup
        .cmd(&["webhook", "delete", &first])
        .terminal(100)
        .answers(&["n"])
        .run();
    crate::ward_snapshot!(run);
    assert!(setup.hub.webhook(&first).is_some());

    // The binary on a real pseudo-terminal, its input ended without an answer.
    let output = on_a_pseudo_terminal(setup.cmd(&["webhook", "delete", &first]), "");
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(text.contains("https://example.com/a"), "{text}");
    assert!(
        text.contains("ward: error: cancelled; nothing was changed"),
        "{text}"
    );
    assert!(setup.hub.webhook(&first).is_some());
    assert!(setup
        .log
        .all()
        .iter()
        .all(|request| request.method == "GET"));
}
