//! Inputs that must be read as meant: project files in every export format, plain lists
//! with comments, and references that would reach another path.

use serde_json::json;

use crate::releases_fixture::Fixture;
use crate::support::{stderr_of, stdout_of};

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
    let output = fixture
        .ward()
        .args(["project", "export", "-o", "ndjson"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let path = fixture
        .sandbox
        .write("projects.ndjson", &stdout_of(&output));
    let before = fixture.requests().len();
    let output = fixture
        .ward()
        .args(["project", "apply", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(
        stderr_of(&output).contains("nothing to do"),
        "{}",
        stderr_of(&output)
    );
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
    let output = fixture
        .ward()
        .args(["project", "import", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let projects = fixture.fake.projects();
    assert_eq!(projects.len(), 1);
    assert_eq!(projects[0]["name"], "serde");
}

#[test]
fn dot_versions_tag_ids_and_reserved_words_are_refused_before_any_request() {
    let fixture = Fixture::new();
    let id = fixture.fake.add_project("github", "golang/go", json!({}));
    let cases: [&[&str]; 6] = [
        &["release", "get", "github/golang/go", ".."],
        &["release", "note", "github/golang/go", "."],
        &["release", "get", &id, ".."],
        &["tag", "delete", ".."],
        &["tag", "rename", ".", "x"],
        &["project", "get", "search"],
    ];
    for args in cases {
        let output = fixture.ward().args(args).output().unwrap();
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}",
            stderr_of(&output)
        );
        assert_eq!(
            stderr_of(&output)
                .lines()
                .next()
                .map(|l| l.starts_with("ward: error: ")),
            Some(true)
        );
    }
    assert!(fixture.requests().is_empty(), "{:?}", fixture.requests());
}

#[test]
fn a_provider_given_as_a_project_id_is_explained() {
    let fixture = Fixture::new();
    fixture.fake.add_project("github", "golang/go", json!({}));
    fixture
        .ward()
        .args(["project", "get", "github"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "`ward project list --provider github`",
        ));
}

#[test]
fn not_found_hints_fit_what_was_missing() {
    let fixture = Fixture::new();
    fixture.fake.add_project("github", "golang/go", json!({}));
    let cases: [(&[&str], &str); 4] = [
        (&["tag", "get", "0123456789ab"], "`ward tag list`"),
        (
            &["tag", "delete", "0123456789ab", "--yes"],
            "`ward tag list`",
        ),
        (
            &["release", "get", "github/golang/go", "v9.9.9"],
            "`ward release list PROJECT`",
        ),
        (
            &["project", "list", "--provider", "nosuch"],
            "`ward provider list`",
        ),
    ];
    for (args, hint) in cases {
        let output = fixture.ward().args(args).output().unwrap();
        assert_eq!(output.status.code(), Some(4), "{args:?}");
        let stderr = stderr_of(&output);
        assert!(stderr.contains(hint), "{args:?}: {stderr}");
        assert!(!stderr.contains("project search"), "{args:?}: {stderr}");
    }
    // A base URL that does not lead to the service says so.
    let output = fixture
        .ward()
        .env(
            "WARD_RELEASES_URL",
            format!("{}/nothing-here", fixture.url()),
        )
        .args(["tag", "list"])
        .output()
        .unwrap();
    // A list asks for no single named thing: a failure (1), not "not found" (4).
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr_of(&output).contains("WARD_RELEASES_URL"),
        "{}",
        stderr_of(&output)
    );
}

#[test]
fn a_refused_setting_is_not_blamed_on_a_transient_failure() {
    let fixture = Fixture::new();
    let path = fixture.sandbox.write(
        "projects.toml",
        "[[projects]]\nprovider = \"github\"\nname = \"golang/go\"\nwebhooks = [\"no-such-webhook\"]\n\n[[projects]]\nprovider = \"npm\"\nname = \"left-pad\"\n",
    );
    let output = fixture
        .ward()
        .args(["project", "apply", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = stderr_of(&output);
    assert!(stderr.contains("no-such-webhook"), "{stderr}");
    assert!(stderr.contains("fix the settings named above"), "{stderr}");
    assert!(!stderr.contains("to finish the job"), "{stderr}");
    assert_eq!(
        fixture.fake.projects().len(),
        1,
        "the other project is added"
    );
}

#[test]
fn verbose_logs_are_plain_text_when_stderr_is_not_a_terminal() {
    let fixture = Fixture::new();
    let output = fixture.ward().args(["-v", "tag", "list"]).output().unwrap();
    assert!(output.status.success());
    let stderr = stderr_of(&output);
    assert!(stderr.contains("GET "), "{stderr}");
    assert!(!stderr.contains('\u{1b}'), "{stderr:?}");
    assert!(!stderr.contains(crate::releases_fixture::KEY), "{stderr}");
}

#[test]
fn prune_with_an_empty_file_removes_nothing_unless_the_file_says_so() {
    let fixture = Fixture::new();
    fixture.fake.add_project("github", "golang/go", json!({}));
    fixture.fake.add_project("npm", "left-pad", json!({}));
    let empty = fixture.sandbox.write("empty.toml", "");
    let output = fixture
        .ward()
        .args([
            "project",
            "apply",
            empty.to_str().unwrap(),
            "--prune",
            "--yes",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr_of(&output));
    assert!(
        stderr_of(&output).contains("projects = []"),
        "{}",
        stderr_of(&output)
    );
    assert!(fixture.requests().is_empty());
    assert_eq!(fixture.fake.projects().len(), 2);

    let explicit = fixture.sandbox.write("none.toml", "projects = []\n");
    let output = fixture
        .ward()
        .args([
            "project",
            "apply",
            explicit.to_str().unwrap(),
            "--prune",
            "--yes",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(fixture.fake.projects().is_empty());
}

#[test]
fn a_byte_order_mark_is_not_part_of_the_first_provider() {
    let fixture = Fixture::new();
    let path = fixture
        .sandbox
        .write("deps.txt", "\u{feff}cargo/serde\nnpm/left-pad\n");
    let output = fixture
        .ward()
        .args(["project", "import", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
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
    let default = fixture.ward().args(["project", "export"]).output().unwrap();
    let toml = fixture
        .ward()
        .args(["project", "export", "-o", "toml"])
        .output()
        .unwrap();
    assert!(toml.status.success());
    assert_eq!(toml.stdout, default.stdout);

    fixture.fake.log().clear();
    fixture
        .ward()
        .args(["tag", "list", "-o", "toml"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "only accepted by `ward project export`",
        ));
    assert!(fixture.fake.log().is_empty());
}

/// On a terminal the plan is shown before a real run even with `--yes`, which only skips
/// the question. `script` (util-linux) gives ward a pseudo-terminal.
#[test]
fn apply_on_a_terminal_shows_the_plan_before_running_even_with_yes() {
    let fixture = Fixture::new();
    let file = fixture.sandbox.write(
        "projects.toml",
        "[[projects]]\nprovider = \"github\"\nname = \"acme/rocket\"\n",
    );
    let config = fixture.sandbox.path().join("config");
    let output = crate::support::ward_on_terminal(
        &format!("project apply {} --yes", file.display()),
        &[
            ("HOME", fixture.sandbox.path().as_os_str()),
            ("XDG_CONFIG_HOME", config.as_os_str()),
            ("WARD_RELEASES_URL", fixture.url().as_ref()),
            ("WARD_RELEASES_KEY", crate::releases_fixture::KEY.as_ref()),
        ],
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{text}");
    let plan = text.find("plan: ").expect("the plan summary is shown");
    assert!(!text.contains("Make these changes?"), "{text}");
    assert!(text[..plan].contains("acme/rocket"), "{text}");
    assert!(fixture
        .requests()
        .iter()
        .any(|r| r.method == "POST" && r.path == "/v1/projects"));
}
