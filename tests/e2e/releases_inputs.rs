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
