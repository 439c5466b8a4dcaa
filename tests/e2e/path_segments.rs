//! IDs and names that would change the request path (`.`, `..`, separators, control
//! characters, their percent-encoded forms) are refused with exit 2 before any request.

use crate::conventions_errors::{breach_fake, hub_fake};
use crate::releases_fixture::Fixture;
use crate::support::{Run, Sandbox};

/// Values no command may place in a URL path as one segment.
const HOSTILE: &[&str] = &["..", ".", "%2e%2e", "a/b", "a%2Fb", "a\\b", "a\nb"];

/// Hundreds of refusals, each checked for its form: exit 2, one `ward: error:` line naming
/// the argument, hints after it.
#[track_caller]
fn assert_refused(run: &Run, argument: &str, value: &str) {
    let stderr = &run.stderr;
    assert_eq!(run.code, 2, "{value:?}: {stderr}");
    let mut lines = stderr.lines();
    let first = lines.next().unwrap_or_default();
    assert!(first.starts_with("ward: error:"), "{value:?}: {stderr}");
    assert!(stderr.contains(argument), "{value:?}: {stderr}");
    if !value.contains('\n') {
        assert!(
            lines.all(|line| line.starts_with("hint:")),
            "{value:?}: one error line expected: {stderr}"
        );
    }
}

#[test]
fn webhook_commands_refuse_ids_that_change_the_path() {
    let hub = hub_fake();
    let sandbox = Sandbox::new();
    for value in HOSTILE {
        let commands: [Vec<&str>; 5] = [
            vec!["webhook", "get", value],
            vec!["webhook", "update", value, "--url", "https://example.com/x"],
            vec!["webhook", "enable", value],
            vec!["webhook", "disable", value],
            vec!["webhook", "delete", value, "--yes"],
        ];
        for args in commands {
            let run = hub.cmd(&sandbox, &args).run();
            assert_refused(&run, "webhook ID", value);
        }
    }
    assert_eq!(hub.log.len(), 0, "{:?}", hub.log.all());
}

#[test]
fn breach_and_paste_lookups_refuse_values_that_change_the_path() {
    let sandbox = Sandbox::new();
    let fake = breach_fake();
    for value in HOSTILE {
        let run = fake.cmd(&sandbox, &["breach", "get", value]).run();
        assert_refused(&run, "breach name", value);
        if value.contains('/') || value.contains("%2F") {
            // An e-mail address may hold `/`: it is sent as `%2F`, within one segment.
            continue;
        }
        let run = fake.cmd(&sandbox, &["breach", "account", value]).run();
        assert_refused(&run, "account", value);
        let run = fake.cmd(&sandbox, &["paste", "account", value]).run();
        assert_refused(&run, "e-mail address", value);
    }
    assert_eq!(fake.log.len(), 0, "{:?}", fake.log.all());
}

#[test]
fn release_tracker_commands_refuse_values_that_change_the_path() {
    let fixture = Fixture::new();
    for value in HOSTILE {
        let mut runs: Vec<(Vec<String>, &str)> = Vec::new();
        for command in ["get", "update", "remove"] {
            let mut args = vec!["project".to_string(), command.to_string()];
            if !value.contains('/') {
                args.push((*value).to_string());
                runs.push((args.clone(), "project"));
                args.pop();
            }
            if value.contains('/') {
                // A `/` inside a name is the documented PROVIDER/NAME addressing.
                continue;
            }
            args.push(format!("github/golang/{value}"));
            if command == "update" {
                args.extend(["--email-notification".into(), "daily".into()]);
            }
            runs.push((args, "name part"));
        }
        for command in ["list", "latest"] {
            if value.contains('/') {
                continue;
            }
            runs.push((
                vec![
                    "release".into(),
                    command.into(),
                    format!("github/{value}/x"),
                ],
                "name part",
            ));
        }
        for command in ["get", "note"] {
            // A version may hold `/` (sent as `%2F`), so only the other refusals apply.
            if !value.contains('/') && !value.contains("%2F") {
                runs.push((
                    vec![
                        "release".into(),
                        command.into(),
                        "github/golang/go".into(),
                        (*value).to_string(),
                    ],
                    "version",
                ));
            }
        }
        for args in [
            vec!["tag", "get", value],
            vec!["tag", "rename", value, "staging"],
            vec!["tag", "delete", value],
        ] {
            runs.push((args.iter().map(|a| a.to_string()).collect(), "tag ID"));
        }
        runs.push((
            vec![
                "project".into(),
                "list".into(),
                "--provider".into(),
                (*value).to_string(),
            ],
            "provider",
        ));
        for (args, argument) in runs {
            let run = fixture.cmd(&args).run();
            assert_refused(&run, argument, &args.join(" "));
        }
    }
    assert!(fixture.requests().is_empty(), "{:?}", fixture.requests());
}

/// The whole refusal, once per kind of argument.
#[test]
fn a_refusal_reads_in_full() {
    let fixture = Fixture::new();
    let hub = hub_fake();
    let breaches = breach_fake();
    let sandbox = &fixture.sandbox;
    crate::ward_snapshot!(
        "webhook_id",
        hub.cmd(sandbox, &["webhook", "get", ".."]).run()
    );
    crate::ward_snapshot!(
        "breach_name",
        breaches.cmd(sandbox, &["breach", "get", "a/b"]).run()
    );
    crate::ward_snapshot!("project", fixture.run(&["project", "get", "%2e%2e"]));
    crate::ward_snapshot!(
        "name_part",
        fixture.run(&["release", "list", "github/a\\b/x"])
    );
    crate::ward_snapshot!(
        "version",
        fixture.run(&["release", "get", "github/golang/go", "a\nb"])
    );
    crate::ward_snapshot!("tag_id", fixture.run(&["tag", "get", "a%2Fb"]));
    crate::ward_snapshot!(
        "provider",
        fixture.run(&["project", "list", "--provider", "."])
    );
    assert!(fixture.requests().is_empty());
}
