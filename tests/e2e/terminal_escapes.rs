//! Escape sequences in server data and inputs never reach the terminal raw, JSON keeps them
//! exactly, and `--github-action` stderr cannot carry a workflow command.

use serde_json::json;
use ward_fakes::hub::TOKEN;

use crate::auth_support::{federation_inputs, CloudRunner};
use crate::releases_fixture::{Fixture, KEY};
use crate::support::OutputChild as _;
use crate::support::{stderr_of, stdout_of, Run, Ward};
use crate::webhook_manage::{setup, Setup};

/// Clipboard write (OSC 52) and window title sequences, plus a C1 CSI and DEL.
const OSC52: &str = "\x1b]52;c;cm0gLXJmIH4=\x07";
const TITLE: &str = "\x1b]0;owned\x07";

fn assert_no_raw_controls(run: &Run) {
    for (stream, text) in [("stdout", &run.stdout), ("stderr", &run.stderr)] {
        let raw: Vec<char> = text
            .chars()
            .filter(|c| c.is_control() && *c != '\n' && *c != '\t')
            .collect();
        assert!(raw.is_empty(), "raw {raw:?} on {stream}: {text:?}");
    }
}

/// `ward ARGS` against the release tracker's fake, with its key.
fn releases<'f>(fixture: &'f Fixture, args: &[&str]) -> Ward<'f> {
    fixture
        .sandbox
        .cmd(args)
        .env("WARD_RELEASES_URL", fixture.url())
        .env("WARD_RELEASES_KEY", KEY)
}

/// `ward ARGS` against the hub's fake, with its token.
fn hub<'s>(setup: &'s Setup, args: &[&str]) -> Ward<'s> {
    setup
        .sandbox
        .cmd(args)
        .env("WARD_HUB_URL", &setup.server.url)
        .env("HF_TOKEN", TOKEN)
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

    let run = releases(&fixture, &["release", "note", "github/golang/go", "v1.0.0"]).run();
    assert_no_raw_controls(&run);
    crate::ward_snapshot!("release_note_table", run);

    let run = releases(
        &fixture,
        &[
            "release",
            "note",
            "github/golang/go",
            "v1.0.0",
            "-o",
            "json",
        ],
    )
    .run();
    run.expect_success();
    let document = run.json();
    assert_eq!(document["title"], title.as_str());
    assert_eq!(document["message"], message);
    assert_eq!(document["url"], url.as_str());
}

#[test]
fn tag_names_in_tables_are_escaped_and_json_is_exact() {
    let fixture = Fixture::new();
    let name = format!("prod{TITLE}");
    fixture.fake.add_tag(&name);

    let run = releases(&fixture, &["tag", "list"]).run();
    assert_no_raw_controls(&run);
    crate::ward_snapshot!("tag_table", run);

    let run = releases(&fixture, &["tag", "list", "-o", "json"]).run();
    crate::ward_snapshot!("tag_json", run);
    let document = run.json();
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

    let run = hub(&setup, &["webhook", "list"]).run();
    assert_no_raw_controls(&run);
    crate::ward_snapshot!("webhook_table", run);

    let run = hub(&setup, &["webhook", "list", "-o", "ndjson"]).run();
    run.expect_success();
    let line: serde_json::Value = serde_json::from_str(run.stdout.lines().next().unwrap()).unwrap();
    assert_eq!(line["url"], url.as_str());
}

/// The action shim reads its inputs from the process environment and writes workflow
/// commands: this runs the binary.
#[test]
fn action_mode_stderr_cannot_carry_a_workflow_command() {
    let runner = CloudRunner::new();
    let mut inputs = federation_inputs();
    let hostile = "x\n::set-output name=pwned::1\r\n::add-mask::%41";
    inputs.push(("token_format", hostile));
    let output = runner.action(&inputs).output_child().unwrap();
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
