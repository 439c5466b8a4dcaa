//! One behaviour whatever the input: the JSON shape of account searches, the service's
//! order for truncated answers, the API version chosen from the key, and Ctrl-C during a
//! batch.

use serde_json::json;
use ward_fakes::scripted::{router, Canned};

use crate::breach::{fast_fake, home, KEY};
use crate::support::Sandbox;

#[test]
fn ndjson_is_one_wrapped_object_per_account_whatever_the_count() {
    let fake = fast_fake();
    let sandbox = home(&fake);
    for command in ["breach", "paste"] {
        let run = sandbox
            .cmd([command, "account", "account-exists@example.com"])
            .args(["-o", "ndjson"])
            .run();
        crate::ward_snapshot!(command, run);
    }
}

#[test]
fn truncated_answers_keep_the_services_order() {
    // Names only, deliberately not in alphabetical order.
    let server = ward_fakes::spawn(router(vec![Canned::new(
        200,
        r#"[{"Name":"Zeta"},{"Name":"Alpha"},{"Name":"Mid"}]"#,
    )
    .header("content-type", "application/json")]));
    let sandbox = Sandbox::new()
        .var("WARD_BREACHES_URL", &server.url)
        .var("WARD_BREACHES_INTERVAL_MS", "0");
    let run = sandbox.run(&["breach", "account", "a@example.com", "--truncate", "--json"]);
    run.expect_code(10);
    assert_eq!(
        run.json()[0]["breaches"],
        json!([{"Name": "Zeta"}, {"Name": "Alpha"}, {"Name": "Mid"}])
    );
    let run = sandbox.run(&["breach", "account", "a@example.com", "--truncate"]);
    crate::ward_snapshot!(run);
}

/// What `-v` says is logged by the binary's log subscriber, which an in-process run does
/// not install: this runs the binary.
#[test]
fn a_key_selects_version_3_unless_a_version_is_chosen_and_v_says_why() {
    let fake = fast_fake();
    let sandbox = home(&fake);
    let search = |env: &[(&str, &str)], extra: &[&str]| {
        let run = sandbox
            .cmd(["-v", "breach", "account", "account-exists@example.com"])
            .args(["--json"])
            .args(extra)
            .envs(env.iter().copied())
            .run_process();
        run.expect_code(10);
        let request = fake.log.all().last().unwrap().clone();
        (request, run.stderr)
    };

    let (request, stderr) = search(&[("WARD_BREACHES_KEY", KEY)], &[]);
    assert!(request.path.starts_with("/api/v3/"), "{}", request.path);
    assert_eq!(request.header("hibp-api-key"), Some(KEY));
    assert!(
        stderr.contains("breach API version 3: no version was chosen and a key is set"),
        "{stderr}"
    );
    assert!(stderr.contains("WARD_BREACHES_KEY") && !stderr.contains(KEY));

    let (request, stderr) = search(&[], &[]);
    assert!(request.path.starts_with("/api/v2/"), "{}", request.path);
    assert!(
        stderr.contains("breach API version 2: no version was chosen and no key is set"),
        "{stderr}"
    );

    let (request, stderr) = search(&[("HIBP_API_KEY", KEY)], &["--api-version", "2"]);
    assert!(request.path.starts_with("/api/v2/"), "{}", request.path);
    assert_eq!(request.header("hibp-api-key"), None);
    assert!(stderr.contains("chosen by the --api-version"), "{stderr}");

    // Selecting by header only exists in version 2, so it is a choice of version 2.
    let (request, _) = search(&[("WARD_BREACHES_KEY", KEY)], &["--version-via", "header"]);
    assert_eq!(request.header("api-version"), Some("2"));
    assert_eq!(request.header("hibp-api-key"), None);
}

#[test]
fn configure_show_names_each_services_url_and_its_source() {
    let sandbox = Sandbox::new().var("WARD_BREACHES_URL", "http://127.0.0.1:8/");
    let config = sandbox.write(
        "config.toml",
        "[hub]\nurl = \"http://user:hunter2@127.0.0.1:9/\"\n",
    );
    let run = sandbox
        .cmd(["configure", "--show", "--json", "--config"])
        .arg(&config)
        .run();
    run.expect_success();
    let document = run.json();
    let service = |name: &str| {
        document["services"]
            .as_array()
            .unwrap()
            .iter()
            .find(|entry| entry["service"] == name)
            .unwrap_or_else(|| panic!("no {name} in {document}"))
            .clone()
    };
    let breaches = service("breaches");
    assert_eq!(breaches["url"], "http://127.0.0.1:8/");
    assert_eq!(breaches["source"], "env");
    assert_eq!(breaches["from"], "environment variable WARD_BREACHES_URL");
    let hub = service("hub");
    assert_eq!(hub["source"], "config");
    assert!(!hub["url"].as_str().unwrap().contains("hunter2"), "{hub}");
    let releases = service("releases");
    assert_eq!(releases["url"], "https://api.newreleases.io/");
    assert_eq!(releases["source"], "default");

    crate::ward_snapshot!("configure_show", sandbox.run(&["configure", "--show"]));
}

/// Ctrl-C part-way through a batch: what was searched is written, in every format, and
/// the exit code is 130. A real SIGINT to the process is the point here (the in-process
/// interrupt is tested in `breach`).
#[cfg(unix)]
#[test]
fn ctrl_c_during_a_batch_writes_what_was_searched_and_exits_130() {
    use crate::support::{eventually, SpawnChild as _};
    use std::io::Read;
    use std::process::{Command, Stdio};
    use ward_fakes::breaches::BreachOptions;
    use ward_fakes::hold::Hold;
    use ward_fakes::RequestLog;

    use crate::breach::Fake;

    for (command, format) in [("breach", "json"), ("breach", "table"), ("paste", "ndjson")] {
        // The first search is answered; the second waits at the fake until ward is done.
        let hold = Hold::after(1);
        let (router, stats) = ward_fakes::breaches::router(BreachOptions {
            window: std::time::Duration::ZERO,
            ..BreachOptions::default()
        });
        let log = RequestLog::new();
        let fake = Fake {
            running: ward_fakes::spawn(hold.layer(log.layer(router))),
            stats,
            log,
        };
        let sandbox = home(&fake);
        let mut child = sandbox
            .cmd(["-o", format, command, "account"])
            .args([
                "account-exists@example.com",
                "nobody@example.com",
                "multiple-breaches@example.com",
            ])
            .process()
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn_child()
            .unwrap();
        // Once the second search is sent, the first answer has been taken in.
        eventually("ward's second search", || {
            if let Some(status) = child.try_wait().unwrap() {
                panic!("{command} {format}: ward ended before its second search: {status}");
            }
            hold.held() > 0
        });
        let sent = Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status_child()
            .unwrap();
        assert!(sent.success());
        let status = child.wait().unwrap();
        hold.release();
        let mut stdout = String::new();
        let mut stderr = String::new();
        child
            .stdout
            .take()
            .unwrap()
            .read_to_string(&mut stdout)
            .unwrap();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
        assert_eq!(status.code(), Some(130), "{command} {format}: {stderr}");
        assert_eq!(fake.log.len(), 1, "{command} {format}");
        assert!(stderr.contains("interrupted: 1 of 3"), "{stderr}");
        match format {
            "json" => {
                let document: serde_json::Value = serde_json::from_str(&stdout).unwrap();
                assert_eq!(document.as_array().unwrap().len(), 1, "{document}");
                assert_eq!(document[0]["account"], "account-exists@example.com");
            }
            "ndjson" => {
                assert_eq!(stdout.lines().count(), 1, "{stdout}");
                assert!(stdout.contains("\"pastes\""), "{stdout}");
            }
            _ => {
                assert!(stdout.contains("account-exists@example.com"), "{stdout}");
                assert!(!stdout.contains("nobody@example.com"), "{stdout}");
            }
        }
    }
}

/// On a terminal a batch draws a progress bar whose rate is rounded (`13.8/s`, never the
/// estimator's full precision). `script` (util-linux) gives ward a pseudo-terminal.
#[cfg(unix)]
#[test]
fn the_progress_bar_shows_a_rounded_rate() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let cache = sandbox.path().join("cache");
    let output = crate::support::ward_on_terminal(
        "breach account account-exists@example.com nobody@example.com gawker-fan",
        &[
            ("HOME", sandbox.path().as_os_str()),
            ("WARD_CACHE_DIR", cache.as_os_str()),
            ("WARD_BREACHES_URL", fake.running.url.as_ref()),
            ("WARD_BREACHES_INTERVAL_MS", "400".as_ref()),
        ],
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(10), "{text}");
    let rates: Vec<&str> = text
        .match_indices("/s")
        .map(|(at, _)| {
            let start = text[..at]
                .rfind(|c: char| !(c.is_ascii_digit() || c == '.'))
                .map_or(0, |index| index + 1);
            &text[start..at]
        })
        .filter(|rate| !rate.is_empty())
        .collect();
    assert!(!rates.is_empty(), "no progress bar was drawn: {text}");
    for rate in rates {
        let decimals = rate
            .split_once('.')
            .map_or(0, |(_, fraction)| fraction.len());
        assert!(decimals <= 1, "{rate}/s in {text}");
    }
}
