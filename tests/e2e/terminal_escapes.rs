//! Escape sequences in server data and inputs never reach the terminal raw, JSON keeps them
//! exactly, and `--github-action` stderr cannot carry a workflow command.

use serde_json::json;

use crate::auth_support::{federation_inputs, CloudRunner};
use crate::releases_fixture::Fixture;
use crate::support::{json_of, stderr_of, stdout_of};
use crate::webhook_manage::setup;

/// Clipboard write (OSC 52) and window title sequences, plus a C1 CSI and DEL.
const OSC52: &str = "\x1b]52;c;cm0gLXJmIH4=\x07";
const TITLE: &str = "\x1b]0;owned\x07";

fn assert_no_raw_controls(output: &std::process::Output) {
    for (stream, text) in [("stdout", stdout_of(output)), ("stderr", stderr_of(output))] {
        let raw: Vec<char> = text
            .chars()
            .filter(|c| c.is_control() && *c != '\n' && *c != '\t')
            .collect();
        assert!(raw.is_empty(), "raw {raw:?} on {stream}: {text:?}");
    }
}

#[test]
fn release_note_escapes_are_shown_escaped_and_json_is_exact() {
    let fixture = Fixture::new();
    let id = fixture.fake.add_project("github", "golang/go", json!({}));
    let message = "<p>Fixed&#27;]52;c;cm0=&#7;</p><p>&#x1b;]0;title&#x07;\u{9b}2J\u{7f}</p>";
    let title = format!("v1 {OSC52}");
    let url = format!("https://example.com/{TITLE}");
    fixture.fake.add_release(
        &id,
        json!({"version": "v1.0.0", "date": "2024-01-02T03:04:05Z"}),
        Some(json!({"title": title, "message": message, "url": url})),
    );

    let output = fixture
        .ward()
        .args(["release", "note", "github/golang/go", "v1.0.0"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_no_raw_controls(&output);
    let text = stdout_of(&output);
    assert!(text.contains("v1 \\e]52;c;cm0gLXJmIH4=\\x07"), "{text}");
    assert!(text.contains("Fixed\\e]52;c;cm0=\\x07"), "{text}");
    assert!(text.contains("\\e]0;title\\x07\\u{9b}2J\\x7f"), "{text}");
    assert!(
        text.contains("https://example.com/\\e]0;owned\\x07"),
        "{text}"
    );

    let output = fixture
        .ward()
        .args([
            "release",
            "note",
            "github/golang/go",
            "v1.0.0",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let document = json_of(&output);
    assert_eq!(document["title"], title.as_str());
    assert_eq!(document["message"], message);
    assert_eq!(document["url"], url.as_str());
}

#[test]
fn tag_names_in_tables_are_escaped_and_json_is_exact() {
    let fixture = Fixture::new();
    let name = format!("prod{TITLE}");
    fixture.fake.add_tag(&name);

    let output = fixture.ward().args(["tag", "list"]).output().unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_no_raw_controls(&output);
    assert!(
        stdout_of(&output).contains("prod\\e]0;owned\\x07"),
        "{}",
        stdout_of(&output)
    );

    let output = fixture
        .ward()
        .args(["tag", "list", "-o", "json"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(
        stdout_of(&output).contains("\\u001b]0;owned\\u0007"),
        "{}",
        stdout_of(&output)
    );
    let document = json_of(&output);
    let names: Vec<&str> = document
        .as_array()
        .or_else(|| document["tags"].as_array())
        .unwrap()
        .iter()
        .filter_map(|tag| tag["name"].as_str())
        .collect();
    assert_eq!(names, [name.as_str()]);
}

#[test]
fn webhook_urls_in_tables_are_escaped_and_ndjson_is_exact() {
    let setup = setup();
    let url = format!("https://example.com/{OSC52}");
    setup.hub.insert(json!({
        "url": url,
        "watched": [{"type": "org", "name": "acme"}],
        "domains": ["repo"],
    }));

    let output = setup.ward().args(["webhook", "list"]).output().unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_no_raw_controls(&output);
    assert!(
        stdout_of(&output).contains("https://example.com/\\e]52;c;cm0gLXJmIH4=\\x07"),
        "{}",
        stdout_of(&output)
    );

    let output = setup
        .ward()
        .args(["webhook", "list", "-o", "ndjson"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    let line: serde_json::Value =
        serde_json::from_str(stdout_of(&output).lines().next().unwrap()).unwrap();
    assert_eq!(line["url"], url.as_str());
}

#[test]
fn action_mode_stderr_cannot_carry_a_workflow_command() {
    let runner = CloudRunner::new();
    let mut inputs = federation_inputs();
    let hostile = "x\n::set-output name=pwned::1\r\n::add-mask::%41";
    inputs.push(("token_format", hostile));
    let output = runner.action(&inputs).output().unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr_of(&output));
    let stderr = stderr_of(&output);
    for line in stderr.lines().chain(stdout_of(&output).lines()) {
        assert!(!line.trim_start().starts_with("::set-output"), "{line:?}");
        assert!(
            !line.trim_start().starts_with("::add-mask::%41"),
            "{line:?}"
        );
        assert!(!line.contains('\r'), "{line:?}");
    }
    assert!(
        stderr.contains("x%0A::set-output name=pwned::1%0D%0A::add-mask::%2541"),
        "{stderr}"
    );
    assert!(
        stdout_of(&output).contains("::error::unknown token format"),
        "{}",
        stdout_of(&output)
    );
}
