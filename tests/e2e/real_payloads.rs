//! Answers published by the services' own clients (see `tests/fixtures/real/SOURCES.md`),
//! served unchanged, with every read command over them in table, JSON and NDJSON. This is
//! the suite that catches the next difference between a spec and a service.

use std::path::PathBuf;

use serde_json::Value;
use ward_fakes::scripted::{router, Canned};
use ward_fakes::spawn;

use crate::releases_fixture::KEY;
use crate::support::SpawnChild as _;
use crate::support::{Run, Sandbox};

fn fixture(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/real")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// The list inside `document` that NDJSON prints one item per line of; `provider list`
/// prints each name of `providers` as `{"provider": NAME}`.
fn items(document: &Value) -> Vec<Value> {
    let providers = document.get("providers").is_some();
    let items = match document {
        Value::Object(fields) => fields
            .values()
            .find_map(Value::as_array)
            .cloned()
            .unwrap_or_else(|| vec![document.clone()]),
        Value::Array(items) => items.clone(),
        other => vec![other.clone()],
    };
    items
        .into_iter()
        .map(|item| match item {
            Value::String(name) if providers => serde_json::json!({ "provider": name }),
            other => other,
        })
        .collect()
}

/// `args` over the release tracker answering `file`, in every format: JSON is the file's
/// document exactly, NDJSON its items, and the table (pinned whole) shows `expected`.
fn check(file: &str, args: &[&str], expected: &str, list: bool) {
    let body = fixture(file);
    let document: Value = serde_json::from_str(&body).expect("the fixture is JSON");
    let server = spawn(router(vec![
        Canned::new(200, &body).header("content-type", "application/json")
    ]));
    let sandbox = Sandbox::new()
        .var("WARD_RELEASES_URL", &server.url)
        .var("WARD_RELEASES_KEY", KEY)
        .var("WARD_RELEASES_PASSWORD", "password12345")
        .var("WARD_BREACHES_URL", &server.url)
        .var("WARD_BREACHES_INTERVAL_MS", "0");
    let run = |format: &str| {
        let run = sandbox.cmd(args).args(["-o", format]).run();
        assert_eq!(run.code, 0, "{file} {args:?} -o {format}: {}", run.stderr);
        run
    };
    let table = run("table");
    assert!(
        table.stdout.contains(expected),
        "{file} {args:?}: {}",
        table.stdout
    );
    let name = file.trim_end_matches(".json").replace(['/', '-'], "_");
    crate::ward_snapshot!(format!("{name}_table"), table);
    let json: Value = serde_json::from_str(&run("json").stdout).unwrap();
    assert_eq!(
        json, document,
        "{file} {args:?}: JSON is the document as sent"
    );
    let lines: Vec<Value> = run("ndjson")
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let wanted = if list {
        items(&document)
    } else {
        vec![document]
    };
    assert_eq!(lines, wanted, "{file} {args:?}: NDJSON");
}

#[test]
fn every_fixture_parses_and_is_named_in_the_sources() {
    let sources = fixture("SOURCES.md");
    let mut count = 0;
    for service in ["releases", "breaches", "passwords"] {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/real")
            .join(service);
        for entry in std::fs::read_dir(dir).unwrap() {
            let name = format!(
                "{service}/{}",
                entry.unwrap().file_name().into_string().unwrap()
            );
            let text = fixture(&name);
            if name.ends_with(".json") {
                serde_json::from_str::<Value>(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            } else {
                // A password range: SUFFIX:COUNT rows.
                for row in text.lines() {
                    let (suffix, count) = row.split_once(':').expect("SUFFIX:COUNT");
                    assert!(
                        suffix.len() == 35 && count.parse::<u64>().is_ok(),
                        "{name}: {row}"
                    );
                }
            }
            assert!(
                sources.contains(&format!("`{name}`")),
                "{name} has no source"
            );
            count += 1;
        }
    }
    assert!(count >= 9);
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
fn breach_get_and_dataclasses() {
    check(
        "breaches/adobe.json",
        &["breach", "get", "Adobe"],
        "152,445,165",
        false,
    );
    check(
        "breaches/dataclasses.json",
        &["breach", "dataclasses"],
        "Years of professional experience",
        true,
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

/// Per-account searches print one object per account searched, holding the service's
/// answer unchanged under `breaches` or `pastes`; a hit exits 10 in every format.
#[test]
fn account_searches_hold_the_answer_as_sent() {
    for (file, args, key, expected) in [
        (
            "breaches/account-truncated.json",
            &["breach", "account", "toni.tester@domain.tld", "--truncate"][..],
            "breaches",
            "DemandScience",
        ),
        (
            "breaches/pastes.json",
            &["paste", "account", "toni.tester@domain.tld"][..],
            "pastes",
            "X5VHhh4q",
        ),
    ] {
        let document: Value = serde_json::from_str(&fixture(file)).unwrap();
        let run = |format: &str| {
            let run = run_over(file, &[args, &["-o", format]].concat());
            assert_eq!(run.code, 10, "{file} -o {format}: {}", run.stderr);
            run
        };
        let table = run("table");
        assert!(table.stdout.contains(expected), "{}", table.stdout);
        let name = file.trim_end_matches(".json").replace(['/', '-'], "_");
        crate::ward_snapshot!(format!("{name}_table"), table);
        let json = run("json").json();
        assert_eq!(json[0]["account"], "toni.tester@domain.tld");
        assert_eq!(json[0][key], document, "{file}: the answer as sent");
        let ndjson = run("ndjson");
        let line: Value = serde_json::from_str(ndjson.stdout.trim_end()).unwrap();
        assert_eq!(line, json[0], "{file}: one line per account");
    }
}

/// The whole breach list as the service sent it: 871 breaches, each with 18 fields.
#[test]
fn every_breach_of_the_service() {
    let document: Value = serde_json::from_str(&fixture("breaches/all.json")).unwrap();
    let breaches = document.as_array().unwrap();
    assert_eq!(breaches.len(), 871);
    assert!(breaches
        .iter()
        .all(|breach| breach.as_object().unwrap().len() == 18));
    let by_name = |items: &[Value]| {
        let mut items = items.to_vec();
        items.sort_by_key(|item| item["Name"].as_str().unwrap_or_default().to_string());
        items
    };
    let title = |item: &Value| {
        let title = item["Title"].as_str().unwrap_or_default();
        let title = if title.is_empty() {
            item["Name"].as_str().unwrap_or_default()
        } else {
            title
        };
        title.to_lowercase()
    };
    let run = |format: &str| {
        let run = run_over("breaches/all.json", &["breach", "list", "-o", format]);
        run.expect_success();
        run
    };
    let table = run("table");
    assert_eq!(
        table.stdout.lines().count(),
        872,
        "a header and one row per breach"
    );
    crate::ward_snapshot!("breaches_all_table", table);
    // Every breach exactly as sent, in title order (the one reordering ward does, stated
    // in docs/output-and-jq.md).
    let json = run("json").json();
    let printed = json.as_array().unwrap();
    assert_eq!(by_name(printed), by_name(breaches));
    assert!(printed
        .windows(2)
        .all(|pair| title(&pair[0]) <= title(&pair[1])));
    let lines: Vec<Value> = run("ndjson")
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(&lines, printed);
}

/// A range of the password API as a Go client keeps it (with the padding rows the service
/// adds when asked), served with the CRLF line ends the service uses: every real row is
/// read, the padding is dropped, in every format.
#[test]
fn a_padded_password_range_over_crlf() {
    let body = fixture("passwords/range-padded.txt");
    let rows: Vec<&str> = body.lines().collect();
    assert_eq!(rows.len(), 1073);
    let real: Vec<(String, u64)> = rows
        .iter()
        .filter_map(|row| {
            let (suffix, count) = row.split_once(':')?;
            let count: u64 = count.parse().ok()?;
            (count > 0).then(|| (suffix.to_string(), count))
        })
        .collect();
    assert_eq!(real.len(), 1073 - 68, "68 padding rows");
    let crlf = body.replace('\n', "\r\n");
    let server = spawn(router(vec![
        Canned::new(200, &crlf).header("content-type", "text/plain")
    ]));
    let sandbox = Sandbox::new().var("WARD_PASSWORDS_URL", &server.url);
    let run = |format: &str| {
        let run = sandbox
            .cmd(["password", "range", "7f0f3", "-o", format])
            .run();
        run.expect_success();
        run
    };
    // Every counted row, in the service's order, as SUFFIX:COUNT; nothing of the padding.
    let expected: String = real
        .iter()
        .map(|(suffix, count)| format!("{suffix}:{count}\n"))
        .collect();
    assert_eq!(run("table").stdout, expected);
    let entries: Vec<Value> = real
        .iter()
        .map(|(suffix, count)| serde_json::json!({"suffix": suffix, "count": count}))
        .collect();
    let json = run("json").json();
    assert_eq!(json["prefix"], "7F0F3");
    assert_eq!(json["mode"], "sha1");
    assert_eq!(json["entries"], Value::from(entries.clone()));
    let lines: Vec<Value> = run("ndjson")
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines, entries);
}

#[test]
fn breaches_of_a_domain_with_an_empty_breach_date() {
    check(
        "breaches/domain-adobe.json",
        &["breach", "list", "--domain", "adobe.com"],
        "152,445,165",
        true,
    );
}

#[test]
fn tags_providers_keys_and_the_spec_shaped_integration_lists() {
    check("releases/tags.json", &["tag", "list"], "Awesome", true);
    check(
        "releases/tag.json",
        &["tag", "get", "db733f1254b9"],
        "Awesome",
        false,
    );
    check(
        "releases/providers.json",
        &["provider", "list"],
        "packagist",
        true,
    );
    // The keys are what `key list` is asked for: its JSON holds them as sent.
    check(
        "releases/auth-keys.json",
        &["key", "list", "--email", "me@example.com"],
        "2001:19f0:5:5f0:5400:ff:fe72:ce59/128",
        true,
    );
    check(
        "releases/channels.json",
        &["integration", "list", "chat-a"],
        "My Slack Team",
        true,
    );
    check(
        "releases/webhooks.json",
        &["integration", "list", "webhook"],
        "My Webhook",
        true,
    );
}

/// `ward` over `file` with `args`; its output, stderr and exit code.
fn run_over(file: &str, args: &[&str]) -> Run {
    let body = fixture(file);
    let server = spawn(router(vec![
        Canned::new(200, &body).header("content-type", "application/json")
    ]));
    Sandbox::new()
        .var("WARD_RELEASES_URL", &server.url)
        .var("WARD_RELEASES_KEY", KEY)
        .var("WARD_BREACHES_URL", &server.url)
        .var("WARD_BREACHES_INTERVAL_MS", "0")
        .cmd(args)
        .run()
}

#[test]
fn jq_selects_from_the_json_document_and_prints_strings_raw() {
    let output = run_over(
        "releases/releases-page-1.json",
        &[
            "release",
            "list",
            "github/nodejs/node",
            "--jq",
            ".releases[].version",
        ],
    );
    output.expect_success();
    assert_eq!(output.stdout, "v11.12.0\nv11.11.0\nv10.15.3\n");

    // Each NDJSON line on its own.
    let output = run_over(
        "releases/matrix-rooms.json",
        &[
            "integration",
            "list",
            "matrix",
            "-o",
            "ndjson",
            "--jq",
            ".internal_room_id",
        ],
    );
    assert_eq!(output.stdout, "!CkgGilbIulFwycshYK:matrix.org\n");

    let output = run_over(
        "releases/project.json",
        &[
            "project",
            "get",
            "pf4w494lbjsd3ydp5hnf4gsptw",
            "--jq",
            "{name, exclude_updated}",
        ],
    );
    assert_eq!(
        output.stdout,
        "{\n  \"name\": \"golang/go\",\n  \"exclude_updated\": true\n}\n"
    );
}

#[test]
fn a_bad_jq_expression_is_a_usage_error_before_any_request() {
    let run = Sandbox::new()
        // Nothing listens here: a request would fail differently.
        .var("WARD_RELEASES_URL", "http://127.0.0.1:9")
        .var("WARD_RELEASES_KEY", KEY)
        .run(&["project", "list", "--jq", ".projects[ | nosuch"]);
    crate::ward_snapshot!(run);
}

#[test]
fn jq_leaves_the_exit_code_of_the_command() {
    let server = spawn(router(vec![Canned::new(
        404,
        "{\"message\": \"Not Found\", \"code\": 404}",
    )
    .header("content-type", "application/json")]));
    let run = Sandbox::new()
        .var("WARD_RELEASES_URL", &server.url)
        .var("WARD_RELEASES_KEY", KEY)
        .run(&["project", "get", "nosuchproject", "--jq", ".name"]);
    crate::ward_snapshot!(run);
}

/// Expressions over ward's own JSON output give the same bytes as `jq -r` (when Debian's jq
/// is installed). The known differences of jaq are listed in docs/output-and-jq.md, each
/// with its reason, and left out here.
#[test]
fn jq_matches_jq_r_over_wards_output() {
    let cases: &[(&str, &[&str])] = &[
        (
            "releases/releases-page-1.json",
            &["release", "list", "github/nodejs/node"],
        ),
        ("releases/projects-page-1.json", &["project", "list"]),
        (
            "releases/matrix-rooms.json",
            &["integration", "list", "matrix"],
        ),
        (
            "releases/release-note.json",
            &["release", "note", "github/nodejs/node", "v1"],
        ),
    ];
    let expressions = [
        ".",
        "keys",
        "keys[]",
        "length",
        "[.[]] | length",
        "to_entries | map(.key)",
        ".. | strings",
        "[.. | numbers]",
        "[.. | booleans]",
        "paths | map(tostring) | join(\"/\")",
        ".[]? | arrays | length",
        "[.[] | type]",
        "map_values(type)",
        "tojson",
        "tojson | fromjson",
        "[paths] | length",
        "del(.total_pages)",
        "with_entries(.key |= ascii_upcase)",
        ".releases[]?.version",
        ".releases[]? | select(.is_prerelease) | .version",
        "[.releases[]? | .date] | sort",
        "[.releases[]? | .version] | join(\",\")",
        ".releases[]? | \"\\(.version) \\(.date)\"",
        ".releases | length? // \"none\"",
        ".releases[0]? | keys_unsorted",
        ".projects[]? | .name",
        ".projects[]? | {id, name}",
        ".projects[]? | .url | split(\"/\") | .[2]",
        ".projects[]? | .email_notification | test(\"our\")",
        ".rooms[]?.homeserver_url | ltrimstr(\"https://\")",
        ".rooms[]? | .internal_room_id | ascii_downcase",
        ".title? | select(. != null) | length",
        ".message? | select(. != null) | gsub(\"<[^>]*>\"; \"\")",
        "[.. | strings | select(startswith(\"http\"))]",
        "[.[] | tostring] | sort",
        "{a: 1, b: [1, 2, {c: null}]}",
        "\"tab\\there\"",
        "\"a&b\" | @html",
        "\"a b\" | @uri",
        "\"hi\" | @base64",
        "[range(5)] | add",
        "[range(3)] | map(. * 2)",
        "null",
        "empty",
        "[limit(2; .[]?)] | length",
        "any(.[]?; type == \"array\")",
        "all(.[]?; type != \"null\")",
        "if type == \"object\" then \"obj\" else \"other\" end",
        "reduce (.. | numbers) as $n (0; . + $n)",
        "[splits(\"a\")?] | length",
        "getpath([\"releases\", 0, \"version\"])?",
        "[.[]? | objects] | length",
        "first(.[]?) | type",
        "(.releases // .projects // .rooms // []) | map(keys | length)",
        "@json",
        "@text",
        "unique_by(type)? | length",
        "[.. | select(type == \"boolean\")] | unique",
        "min_by(length)? | type",
        "[to_entries[] | .value | type] | group_by(.) | map(length)",
        "env | type",
        "[.[] | tojson | length] | max",
        "ascii? // \"no\"",
        "[\"b\", \"a\"] | sort | reverse",
        "[1, 2.5, -3, 100000000000]",
        "[.[]? | type] | unique | join(\" \")",
        "walk(if type == \"string\" then ascii_upcase else . end)",
        ".[]? | strings",
        "[.[]? | length?]",
        "\"x\" * 3",
        "[1, [2, [3]]] | flatten",
        "{\"a\": {\"b\": 1}} | [paths(type == \"number\")]",
        "[\"a\", \"b\"] | index(\"b\")",
        "\"abc\" | .[1:]",
        "[.[]?] | .[-1:] | length",
        "splits(\", \")? // empty",
        "\"2019-03-15T21:16:54Z\" | fromdateiso8601",
        "1 / 3 | . * 3 | floor",
        "[3, 1, 2] | sort_by(-.)",
        "{} | .a.b.c",
        "[.[] | numbers] | add // 0",
        "to_entries | from_entries | keys",
        "\"ÄÖü\" | ascii_downcase",
        "\"ÄÖü\" | length",
        "\"ÄÖü\" | utf8bytelength",
        "[\"a\", null, 1] | map(values)",
        "[\"1\", \"2\"] | map(tonumber) | add",
        "(\"x\" | test(\"X\"; \"i\"))",
        "\"a-b-c\" | sub(\"-\"; \"+\")",
        "\"foo bar\" | capture(\"(?<first>\\\\w+)\")",
        "[\"a\",\"b\"] | combinations? // empty | tostring",
        "[[1,2],[3,4]] | transpose",
        "{\"k\": [1,2]} | .k |= map(. + 1)",
        "[.[]?] | first? // \"none\" | type",
        "try error(\"boom\") catch .",
        "label $out | 1, break $out, 2",
        "[range(0; 10; 3)]",
        "{\"a\":1} + {\"b\":2}",
        "[1,2,3] - [2]",
        "\"a,b\" / \",\"",
        "@sh \"echo \\(.title? // \"none\")\"",
    ];
    // No skip: without jq the comparison cannot be made, and that is a failure the test
    // command (scripts/test, which installs jq) never meets.
    let jq = std::process::Command::new("jq")
        .arg("--version")
        .output_child();
    assert!(
        jq.is_ok_and(|output| output.status.success()),
        "jq is not on PATH: install it (scripts/test does) so --jq can be compared with jq -r"
    );
    let mut compared = 0;
    let mut differences = Vec::new();
    for (file, args) in cases {
        let document = run_over(file, &[*args, &["-o", "json"][..]].concat()).stdout;
        for expr in expressions {
            let ours = run_over(file, &[*args, &["--jq", expr][..]].concat());
            let mut child = std::process::Command::new("jq")
                .args(["-r", expr])
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn_child()
                .unwrap();
            {
                use std::io::Write;
                child
                    .stdin
                    .take()
                    .unwrap()
                    .write_all(document.as_bytes())
                    .unwrap();
            }
            let theirs = child.wait_with_output().unwrap();
            if theirs.status.success() != (ours.code == 0)
                || (theirs.status.success() && theirs.stdout != ours.stdout.as_bytes())
            {
                differences.push(format!(
                    "{file} {expr}: jq -r {:?} vs ward --jq {:?} ({})",
                    String::from_utf8_lossy(&theirs.stdout),
                    ours.stdout,
                    ours.stderr.trim()
                ));
            }
            compared += 1;
        }
    }
    assert!(compared >= 100 * cases.len(), "{compared}");
    assert!(differences.is_empty(), "{}", differences.join("\n"));
}

/// `password check` streams its results rather than printing one document: `--jq` still
/// applies to each NDJSON line, or to the whole JSON array, and the exit code stays 10.
#[test]
fn jq_applies_to_streamed_password_results() {
    use ward_fakes::passwords::{router as passwords, sha1_hex, PasswordOptions};
    let (router, _) = passwords(PasswordOptions {
        rows: 60,
        known: vec![(sha1_hex("common"), 5_000)],
        ..PasswordOptions::default()
    });
    let server = spawn(router);
    let sandbox = Sandbox::new().var("WARD_PASSWORDS_URL", &server.url);
    let run = |name: &str, args: &[&str]| {
        let run = sandbox
            .cmd(["password", "check", "--stdin"])
            .args(args)
            .stdin("rare\ncommon\nnever\n")
            .run();
        crate::ward_snapshot!(name, run);
    };
    run(
        "password_ndjson_jq",
        &["-o", "ndjson", "--jq", "select(.pwned) | .line"],
    );
    run("password_json_jq", &["--jq", "map(.count) | add"]);
}

/// A FIELD / VALUE table on a narrow terminal: values wrap at spaces and after the
/// separators of URLs and dates, never inside a word that fits.
#[test]
fn a_narrow_terminal_wraps_a_release_at_word_boundaries() {
    let body = fixture("releases/release.json");
    let server = spawn(router(vec![
        Canned::new(200, &body).header("content-type", "application/json")
    ]));
    let run = Sandbox::new()
        .var("WARD_RELEASES_URL", &server.url)
        .var("WARD_RELEASES_KEY", KEY)
        .cmd([
            "--color",
            "never",
            "release",
            "get",
            "github/nodejs/node",
            "v11.12.0",
        ])
        .terminal(30)
        .run();
    run.expect_success();
    crate::ward_snapshot!("release_get_narrow", run);
    for line in run.stdout.lines() {
        assert!(line.chars().count() <= 30, "{line}");
    }
}
