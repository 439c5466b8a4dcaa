//! Answers published by the services' own clients (see `tests/fixtures/real/SOURCES.md`),
//! served unchanged, with every read command over them in table, JSON and NDJSON. This is
//! the suite that catches the next difference between a spec and a service.

use std::path::PathBuf;

use serde_json::Value;
use ward_fakes::scripted::{router, Canned};
use ward_fakes::spawn;

use crate::releases_fixture::KEY;
use crate::support::{stderr_of, stdout_of, Sandbox};

fn fixture(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/real")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// The list inside `document` that NDJSON prints one item per line of.
fn items(document: &Value) -> Vec<Value> {
    match document {
        Value::Object(fields) => fields
            .values()
            .find_map(Value::as_array)
            .cloned()
            .unwrap_or_else(|| vec![document.clone()]),
        other => vec![other.clone()],
    }
}

/// `args` over the release tracker answering `file`, in every format: JSON is the file's
/// document exactly, NDJSON its items, and the table shows `expected`.
fn check(file: &str, args: &[&str], expected: &str, list: bool) {
    let body = fixture(file);
    let document: Value = serde_json::from_str(&body).expect("the fixture is JSON");
    let server = spawn(router(vec![
        Canned::new(200, &body).header("content-type", "application/json")
    ]));
    let sandbox = Sandbox::new();
    let run = |format: &str| {
        let output = sandbox
            .ward()
            .env("WARD_RELEASES_URL", &server.url)
            .env("WARD_RELEASES_KEY", KEY)
            .args(args)
            .args(["-o", format])
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{file} {args:?} -o {format}: {}",
            stderr_of(&output)
        );
        stdout_of(&output)
    };
    let table = run("table");
    assert!(table.contains(expected), "{file} {args:?}: {table}");
    let json: Value = serde_json::from_str(&run("json")).unwrap();
    assert_eq!(json, document, "{file} {args:?}: JSON is the document as sent");
    let lines: Vec<Value> = run("ndjson")
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let wanted = if list { items(&document) } else { vec![document] };
    assert_eq!(lines, wanted, "{file} {args:?}: NDJSON");
}

#[test]
fn every_fixture_is_json_and_named_in_the_sources() {
    let sources = fixture("SOURCES.md");
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real/releases");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let text = fixture(&format!("releases/{name}"));
        serde_json::from_str::<Value>(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(sources.contains(&format!("`releases/{name}`")), "{name} has no source");
        count += 1;
    }
    assert!(count >= 7);
}

#[test]
fn project_list_and_get() {
    check(
        "releases/projects-page-1.json",
        &["project", "list"],
        "golang/go",
        true,
    );
    check(
        "releases/project.json",
        &["project", "get", "pf4w494lbjsd3ydp5hnf4gsptw"],
        "hourly",
        false,
    );
}

#[test]
fn release_list_get_and_note() {
    check(
        "releases/releases-page-1.json",
        &["release", "list", "github/nodejs/node"],
        "CVE-2020-11080",
        true,
    );
    check(
        "releases/release.json",
        &["release", "get", "github/nodejs/node", "v11.12.0"],
        "v11.12.0",
        false,
    );
    check(
        "releases/release-note.json",
        &["release", "note", "github/nodejs/node", "v11.12.0"],
        "Notable Changes",
        false,
    );
}

#[test]
fn integration_lists_in_the_real_shape() {
    check(
        "releases/matrix-rooms.json",
        &["integration", "list", "matrix"],
        "!CkgGilbIulFwycshYK:matrix.org",
        true,
    );
    check(
        "releases/chats.json",
        &["integration", "list", "chat-b"],
        "My Telegram Chat",
        true,
    );
}
