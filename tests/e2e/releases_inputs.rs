//! Inputs that must be read as meant: project files in every export format, plain lists
//! with comments, and references that would reach another path.

use serde_json::json;

use crate::releases_fixture::{Fixture, KEY};

fn path_of(path: &std::path::Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

#[test]
fn an_ndjson_export_applies_back_unchanged() {
    let fixture = Fixture::new();
    let tag = fixture.fake.add_tag("prod");
    fixture.fake.add_project(
        "github",
        "golang/go",
        json!({"note": "core", "exclude_prereleases": true, "tags": [tag]}),
    );
    fixture.fake.add_project("npm", "@scope/pkg", json!({}));
    let run = fixture.run(&["project", "export", "-o", "ndjson"]);
    crate::ward_snapshot!("export", run);
    let path = fixture.sandbox.write("projects.ndjson", &run.stdout);
    let before = fixture.requests().len();
    crate::ward_snapshot!("apply", fixture.run(&["project", "apply", path_of(&path)]));
    let writes = fixture.requests()[before..]
        .iter()
        .filter(|r| r.method != "GET")
        .count();
    assert_eq!(writes, 0);
}

#[test]
fn import_skips_comments_whatever_they_say() {
    let fixture = Fixture::new();
    let path = fixture.sandbox.write(
        "deps.txt",
        "# pinned = true, see [deps]\ncargo/serde  # >= 1.0\n",
    );
    crate::ward_snapshot!(fixture.run(&["project", "import", path_of(&path)]));
    let projects = fixture.fake.projects();
    assert_eq!(projects.len(), 1);
    assert_eq!(projects[0]["name"], "serde");
}

#[test]
fn dot_versions_tag_ids_and_reserved_words_are_refused_before_any_request() {
    let fixture = Fixture::new();
    let id = fixture.fake.add_project("github", "golang/go", json!({}));
    let cases: [(&str, &[&str]); 6] = [
        (
            "refused_release_get",
            &["release", "get", "github/golang/go", ".."],
        ),
        (
            "refused_release_note",
            &["release", "note", "github/golang/go", "."],
        ),
        ("refused_release_get_by_id", &["release", "get", &id, ".."]),
        ("refused_tag_delete", &["tag", "delete", ".."]),
        ("refused_tag_rename", &["tag", "rename", ".", "x"]),
        ("refused_project_get_search", &["project", "get", "search"]),
    ];
    for (name, args) in cases {
        crate::ward_snapshot!(name, fixture.run(args));
    }
    assert!(fixture.requests().is_empty(), "{:?}", fixture.requests());
}

#[test]
fn a_provider_given_as_a_project_id_is_explained() {
    let fixture = Fixture::new();
    fixture.fake.add_project("github", "golang/go", json!({}));
    crate::ward_snapshot!(fixture.run(&["project", "get", "github"]));
}

#[test]
fn not_found_hints_fit_what_was_missing() {
    let fixture = Fixture::new();
    fixture.fake.add_project("github", "golang/go", json!({}));
    let cases: [(&str, &[&str]); 4] = [
        ("not_found_tag_get", &["tag", "get", "0123456789ab"]),
        (
            "not_found_tag_delete",
            &["tag", "delete", "0123456789ab", "--yes"],
        ),
        (
            "release_get",
            &["release", "get", "github/golang/go", "v9.9.9"],
        ),
        (
            "not_found_provider",
            &["project", "list", "--provider", "nosuch"],
        ),
    ];
    for (name, args) in cases {
        crate::ward_snapshot!(name, fixture.run(args));
    }
    // A base URL that does not lead to the service says so; a list asks for no single
    // named thing: a failure (1), not "not found" (4).
    let run = fixture
        .cmd(["tag", "list"])
        .env(
            "WARD_RELEASES_URL",
            format!("{}/nothing-here", fixture.url()),
        )
        .run();
    crate::ward_snapshot!("not_found_wrong_base_url", run);
}

#[test]
fn a_refused_setting_is_not_blamed_on_a_transient_failure() {
    let fixture = Fixture::new();
    let path = fixture.sandbox.write(
        "projects.toml",
        "[[projects]]\nprovider = \"github\"\nname = \"golang/go\"\nwebhooks = [\"no-such-webhook\"]\n\n[[projects]]\nprovider = \"npm\"\nname = \"left-pad\"\n",
    );
    crate::ward_snapshot!(fixture.run(&["project", "apply", path_of(&path)]));
    assert_eq!(
        fixture.fake.projects().len(),
        1,
        "the other project is added"
    );
}

/// Logging is set up by the binary, so the log is read from its process.
#[test]
fn verbose_logs_are_plain_text_when_stderr_is_not_a_terminal() {
    let fixture = Fixture::new();
    let run = fixture.cmd(["-v", "tag", "list"]).run_process();
    run.expect_success();
    // The log's timings vary; what it must and must not hold does not.
    let stderr = &run.stderr;
    assert!(stderr.contains("GET "), "{stderr}");
    assert!(!stderr.contains('\u{1b}'), "{stderr:?}");
    assert!(!stderr.contains(KEY), "{stderr}");
}

#[test]
fn prune_with_an_empty_file_removes_nothing_unless_the_file_says_so() {
    let fixture = Fixture::new();
    fixture.fake.add_project("github", "golang/go", json!({}));
    fixture.fake.add_project("npm", "left-pad", json!({}));
    let empty = fixture.sandbox.write("empty.toml", "");
    crate::ward_snapshot!(
        "empty",
        fixture.run(&["project", "apply", path_of(&empty), "--prune", "--yes"])
    );
    assert!(fixture.requests().is_empty());
    assert_eq!(fixture.fake.projects().len(), 2);

    let explicit = fixture.sandbox.write("none.toml", "projects = []\n");
    crate::ward_snapshot!(
        "explicit",
        fixture.run(&["project", "apply", path_of(&explicit), "--prune", "--yes"])
    );
    assert!(fixture.fake.projects().is_empty());
}

#[test]
fn a_byte_order_mark_is_not_part_of_the_first_provider() {
    let fixture = Fixture::new();
    let path = fixture
        .sandbox
        .write("deps.txt", "\u{feff}cargo/serde\nnpm/left-pad\n");
    fixture
        .run(&["project", "import", path_of(&path)])
        .expect_success();
    // Imports are written concurrently, so the fake may see them in either order.
    let mut providers: Vec<_> = fixture
        .fake
        .projects()
        .iter()
        .map(|project| project["provider"].as_str().unwrap().to_string())
        .collect();
    providers.sort();
    assert_eq!(providers, ["cargo", "npm"]);
}

#[test]
fn export_accepts_o_toml_and_other_commands_refuse_it() {
    let fixture = Fixture::new();
    fixture.seed_projects(3);
    let default = fixture.run(&["project", "export"]);
    crate::ward_snapshot!("toml", default);
    let toml = fixture.run(&["project", "export", "-o", "toml"]);
    assert_eq!(toml.stdout, default.stdout);

    fixture.fake.log().clear();
    crate::ward_snapshot!("tag_list", fixture.run(&["tag", "list", "-o", "toml"]));
    assert!(fixture.fake.log().is_empty());
}

/// On a terminal the plan is shown before a real run even with `--yes`, which only skips
/// the question.
#[test]
fn apply_on_a_terminal_shows_the_plan_before_running_even_with_yes() {
    let fixture = Fixture::new();
    let file = fixture.sandbox.write(
        "projects.toml",
        "[[projects]]\nprovider = \"github\"\nname = \"acme/rocket\"\n",
    );
    let run = fixture
        .cmd([
            "--color",
            "never",
            "project",
            "apply",
            path_of(&file),
            "--yes",
        ])
        .terminal(100)
        // A person's terminal, with no answer to give: --yes asks nothing.
        .answers(&[])
        .run();
    crate::ward_snapshot!(run);
    assert!(fixture
        .requests()
        .iter()
        .any(|r| r.method == "POST" && r.path == "/v1/projects"));
}
