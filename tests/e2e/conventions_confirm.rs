//! The confirmation rule, command by command: removals ask on a terminal, refuse without
//! `--yes` elsewhere (exit 2), never ask for `--dry-run`, and a "no" changes nothing and
//! exits 1 with the same words everywhere (on a terminal: `conventions_terminal`).

use std::process::Output;

use crate::releases_fixture::Fixture;
use crate::support::stderr_of;
use crate::webhook_manage::setup;

/// Requests that could have changed something on the release tracker.
pub fn changes(fixture: &Fixture) -> usize {
    fixture
        .requests()
        .iter()
        .filter(|request| request.method != "GET")
        .count()
}

fn assert_refused(output: &Output) {
    let stderr = stderr_of(output);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.starts_with("ward: error: refusing to"), "{stderr}");
    assert!(stderr.contains("hint: pass --yes"), "{stderr}");
}

#[test]
fn removals_off_a_terminal_need_yes_and_change_nothing_without_it() {
    let fixture = Fixture::new();
    let ids = fixture.seed_projects(3);
    let tag = fixture.fake.add_tag("production");
    let file = fixture.sandbox.write(
        "one.toml",
        "[[projects]]\nprovider = \"github\"\nname = \"org/repo-000\"\n",
    );
    let file = file.to_str().unwrap();
    let refusals: [&[&str]; 4] = [
        &["project", "remove", &ids[1]],
        &["project", "remove", "github/org/repo-002"],
        &["tag", "delete", &tag],
        &["project", "apply", file, "--prune"],
    ];
    for args in refusals {
        assert_refused(&fixture.ward().args(args).output().unwrap());
    }
    let output = fixture
        .ward()
        .args(["project", "apply", file, "--prune"])
        .output()
        .unwrap();
    assert!(
        stderr_of(&output).contains("--dry-run"),
        "{}",
        stderr_of(&output)
    );
    assert_eq!(changes(&fixture), 0);
    assert_eq!(fixture.fake.projects().len(), 3);
    assert_eq!(fixture.fake.tags().len(), 1);

    // --dry-run never needs --yes and changes nothing.
    fixture
        .ward()
        .args(["project", "apply", file, "--prune", "--dry-run"])
        .assert()
        .success();
    assert_eq!(changes(&fixture), 0);

    // --yes (or -y) goes ahead.
    fixture
        .ward()
        .args(["project", "apply", file, "--prune", "--yes"])
        .assert()
        .success();
    assert_eq!(fixture.fake.projects().len(), 1);
    fixture
        .ward()
        .args(["tag", "delete", &tag, "-y"])
        .assert()
        .success();
    assert!(fixture.fake.tags().is_empty());
    fixture
        .ward()
        .args(["project", "remove", &ids[0], "--yes"])
        .assert()
        .success();
    assert!(fixture.fake.projects().is_empty());
}

#[test]
fn an_apply_that_removes_nothing_needs_no_yes_off_a_terminal() {
    let fixture = Fixture::new();
    let file = fixture.sandbox.write(
        "add.toml",
        "[[projects]]\nprovider = \"github\"\nname = \"acme/rocket\"\n",
    );
    fixture
        .ward()
        .args(["project", "apply", file.to_str().unwrap()])
        .assert()
        .success();
    assert_eq!(fixture.fake.projects().len(), 1);
}

#[test]
fn webhook_delete_off_a_terminal_needs_yes() {
    let setup = setup();
    let (first, _, _) = setup.seed();
    assert_refused(
        &setup
            .ward()
            .args(["webhook", "delete", &first])
            .output()
            .unwrap(),
    );
    assert!(setup.hub.webhook(&first).is_some());
}
