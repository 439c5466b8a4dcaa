//! The confirmation rule, command by command: removals ask on a terminal, refuse without
//! `--yes` elsewhere (exit 2), never ask for `--dry-run`, and a "no" changes nothing and
//! exits 1 with the same words everywhere (on a pseudo-terminal: `conventions_terminal`).

use crate::conventions_errors::hub_fake;
use crate::releases_fixture::Fixture;
use crate::support::Sandbox;

/// Requests that could have changed something on the release tracker.
pub fn changes(fixture: &Fixture) -> usize {
    fixture.writes()
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
    let refusals: [(&str, &[&str]); 4] = [
        ("project_remove_by_id", &["project", "remove", &ids[1]]),
        (
            "project_remove_by_name",
            &["project", "remove", "github/org/repo-002"],
        ),
        ("tag_delete", &["tag", "delete", &tag]),
        ("apply_prune", &["project", "apply", file, "--prune"]),
    ];
    for (name, args) in refusals {
        crate::ward_snapshot!(name, fixture.run(args));
    }
    assert_eq!(changes(&fixture), 0);
    assert_eq!(fixture.fake.projects().len(), 3);
    assert_eq!(fixture.fake.tags().len(), 1);

    // --dry-run never needs --yes and changes nothing.
    fixture
        .run(&["project", "apply", file, "--prune", "--dry-run"])
        .expect_success();
    assert_eq!(changes(&fixture), 0);

    // --yes (or -y) goes ahead.
    crate::ward_snapshot!(
        "apply_prune_yes",
        fixture.run(&["project", "apply", file, "--prune", "--yes"])
    );
    assert_eq!(fixture.fake.projects().len(), 1);
    crate::ward_snapshot!("tag_delete_y", fixture.run(&["tag", "delete", &tag, "-y"]));
    assert!(fixture.fake.tags().is_empty());
    crate::ward_snapshot!(
        "project_remove_yes",
        fixture.run(&["project", "remove", &ids[0], "--yes"])
    );
    assert!(fixture.fake.projects().is_empty());
}

#[test]
fn an_apply_that_removes_nothing_needs_no_yes_off_a_terminal() {
    let fixture = Fixture::new();
    let file = fixture.sandbox.write(
        "add.toml",
        "[[projects]]\nprovider = \"github\"\nname = \"acme/rocket\"\n",
    );
    crate::ward_snapshot!(fixture.run(&["project", "apply", file.to_str().unwrap()]));
    assert_eq!(fixture.fake.projects().len(), 1);
}

#[test]
fn webhook_delete_off_a_terminal_needs_yes() {
    let hub = hub_fake();
    let sandbox = Sandbox::new();
    let first = hub.hub.insert(serde_json::json!({
        "url": "https://example.com/a",
        "watched": [{"type": "org", "name": "acme"}],
    }));
    let run = hub.cmd(&sandbox, &["webhook", "delete", &first]).run();
    crate::ward_snapshot!(run);
    assert!(hub.hub.webhook(&first).is_some());
}

fn tracker_with_tag(name: &str) -> (Fixture, String) {
    let fixture = Fixture::new();
    let id = fixture.fake.add_tag(name);
    (fixture, id)
}

#[test]
fn a_confirmation_answered_yes_deletes_the_tag() {
    let (fixture, id) = tracker_with_tag("staging");
    let run = fixture
        .cmd(["tag", "delete", &id])
        .terminal(100)
        .answers(&["y"])
        .run();
    crate::ward_snapshot!(run);
    assert!(fixture.fake.tags().is_empty(), "{:?}", fixture.fake.tags());
}

#[test]
fn a_confirmation_answered_no_changes_nothing() {
    let (fixture, id) = tracker_with_tag("staging");
    let run = fixture
        .cmd(["tag", "delete", &id])
        .terminal(100)
        .answers(&["n"])
        .run();
    crate::ward_snapshot!(run);
    assert_eq!(fixture.fake.tags().len(), 1);
    assert_eq!(changes(&fixture), 0);
}

#[test]
fn without_answers_a_confirmation_is_refused_not_asked() {
    let (fixture, id) = tracker_with_tag("staging");
    let run = fixture.cmd(["tag", "delete", &id]).terminal(100).run();
    crate::ward_snapshot!(run);
    assert_eq!(fixture.fake.tags().len(), 1);
}
