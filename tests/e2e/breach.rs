use std::time::Duration;

use serde_json::Value;
use ward_fakes::breaches::{router, BreachOptions, BreachStats};
use ward_fakes::{spawn, RequestLog, Running};

use crate::support::{json_of, stderr_of, stdout_of, Sandbox};

const KEY: &str = "0123456789abcdef0123456789abcdef";

pub struct Fake {
    pub running: Running,
    pub stats: BreachStats,
    pub log: RequestLog,
}

/// A breach fake with a short limiter window, so tests that are not about the limiter
/// stay fast; `ward` is told the matching interval.
pub fn fake_with(options: BreachOptions) -> Fake {
    let (router, stats) = router(options);
    let log = RequestLog::new();
    let running = spawn(log.layer(router));
    Fake {
        running,
        stats,
        log,
    }
}

pub fn fast_fake() -> Fake {
    fake_with(BreachOptions {
        window: Duration::from_millis(100),
        ..BreachOptions::default()
    })
}

pub fn ward(sandbox: &Sandbox, fake: &Fake) -> assert_cmd::Command {
    let mut command = sandbox.ward();
    command
        .env("WARD_BREACHES_URL", &fake.running.url)
        .env("WARD_BREACHES_INTERVAL_MS", "150");
    command
}

fn names(document: &Value) -> Vec<String> {
    document
        .as_array()
        .expect("an array")
        .iter()
        .map(|breach| breach["Name"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn breached_account_exits_10_with_a_sorted_table_and_attribution() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let output = ward(&sandbox, &fake)
        .args(["breach", "account", "multiple-breaches@example.com"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    let stdout = stdout_of(&output);
    let adobe = stdout.find("Adobe").unwrap();
    let gawker = stdout.find("Gawker").unwrap();
    assert!(adobe < gawker, "{stdout}");
    // Sensitive and retired breaches are never returned; unverified ones only on request.
    for hidden in ["Private Club", "Old Store", "Shady Shop", "Fake Forum"] {
        assert!(!stdout.contains(hidden), "{stdout}");
    }
    assert!(stdout.contains("152,445,165") && stdout.contains("verified"));
    assert!(stderr_of(&output).contains("Have I Been Pwned (https://haveibeenpwned.com)"));
    assert!(stderr_of(&output).contains("CC BY 4.0"));

    let request = &fake.log.all()[0];
    assert_eq!(
        request.path,
        "/api/v2/breachedaccount/multiple-breaches%40example.com"
    );
    let query = request.query.clone().unwrap();
    assert!(query.contains("truncateResponse=false"), "{query}");
    assert!(query.contains("includeUnverified=false"), "{query}");
    assert!(request.header("user-agent").unwrap().starts_with("ward/"));
}

#[test]
fn json_is_the_services_own_array_and_a_clean_account_is_an_empty_one() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let output = ward(&sandbox, &fake)
        .args([
            "breach",
            "account",
            "multiple-breaches@example.com",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10));
    let document = json_of(&output);
    assert_eq!(names(&document), ["Adobe", "Gawker"]);
    assert!(document[0]["Description"]
        .as_str()
        .unwrap()
        .contains("<em>"));
    assert_eq!(document[0]["IsVerified"], true);
    // No attribution in machine output, and nothing but the document on stdout.
    assert!(!stderr_of(&output).contains("CC BY"));

    let output = ward(&sandbox, &fake)
        .args(["breach", "account", "nobody@example.com", "--json"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", stderr_of(&output));
    assert_eq!(json_of(&output), serde_json::json!([]));

    let output = ward(&sandbox, &fake)
        .args(["breach", "account", "nobody@example.com"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert!(stdout_of(&output).contains("not pwned"));
    // Only sensitive and retired breaches: the service answers 404.
    ward(&sandbox, &fake)
        .args(["breach", "account", "sensitive-only@example.com"])
        .assert()
        .code(0);
}

#[test]
fn query_flags_are_sent_and_honoured() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let run = |args: &[&str]| {
        let output = ward(&sandbox, &fake)
            .args([
                "breach",
                "account",
                "multiple-breaches@example.com",
                "-o",
                "json",
            ])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
        json_of(&output)
    };
    assert_eq!(
        names(&run(&["--include-unverified"])),
        ["Adobe", "Fake Forum", "Gawker", "Shady Shop"]
            .iter()
            .map(|t| t.replace(' ', ""))
            .collect::<Vec<_>>()
    );
    let truncated = run(&["--truncate"]);
    assert_eq!(
        truncated,
        serde_json::json!([{"Name": "Adobe"}, {"Name": "Gawker"}])
    );
    assert_eq!(names(&run(&["--domain", "adobe.com"])), ["Adobe"]);
    let queries: Vec<String> = fake
        .log
        .all()
        .iter()
        .filter_map(|r| r.query.clone())
        .collect();
    assert!(queries[0].contains("includeUnverified=true"));
    assert!(queries[1].contains("truncateResponse=true"));
    assert!(queries[2].contains("domain=adobe.com"));
}

#[test]
fn every_version_selection_method_works() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let mut answers = Vec::new();
    for via in ["url", "header", "accept"] {
        let output = ward(&sandbox, &fake)
            .args([
                "breach",
                "account",
                "account-exists@example.com",
                "--json",
                "--version-via",
                via,
            ])
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(10),
            "{via}: {}",
            stderr_of(&output)
        );
        answers.push(json_of(&output));
    }
    assert!(answers.iter().all(|answer| *answer == answers[0]));
    let log = fake.log.all();
    assert_eq!(
        log[0].path,
        "/api/v2/breachedaccount/account-exists%40example.com"
    );
    assert_eq!(
        log[1].path,
        "/api/breachedaccount/account-exists%40example.com"
    );
    assert_eq!(log[1].header("api-version"), Some("2"));
    assert_eq!(
        log[2].path,
        "/api/breachedaccount/account-exists%40example.com"
    );
    assert_eq!(
        log[2].header("accept"),
        Some("application/vnd.haveibeenpwned.v2+json")
    );

    // The same choice from the environment and from the config file.
    ward(&sandbox, &fake)
        .env("WARD_BREACHES_VERSION_VIA", "header")
        .args(["breach", "dataclasses", "--json"])
        .assert()
        .success();
    let config = sandbox.write("config.toml", "[breaches]\nversion_via = \"accept\"\n");
    ward(&sandbox, &fake)
        .args([
            "--config",
            config.to_str().unwrap(),
            "breach",
            "list",
            "--json",
        ])
        .assert()
        .success();
    let log = fake.log.all();
    assert_eq!(log[3].path, "/api/dataclasses");
    assert_eq!(log[3].header("api-version"), Some("2"));
    assert_eq!(log[4].path, "/api/breaches");
    assert!(log[4]
        .header("accept")
        .unwrap()
        .contains("vnd.haveibeenpwned.v2"));

    let bad = sandbox.write("bad.toml", "[breaches]\nversion_via = \"carrier-pigeon\"\n");
    ward(&sandbox, &fake)
        .args(["--config", bad.to_str().unwrap(), "breach", "dataclasses"])
        .assert()
        .code(2);
}

#[test]
fn version_3_needs_a_key_before_any_request_and_sends_it() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let output = ward(&sandbox, &fake)
        .args([
            "breach",
            "account",
            "account-exists@example.com",
            "--api-version",
            "3",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(3));
    assert!(stderr_of(&output).contains("ward configure breach-key"));
    ward(&sandbox, &fake)
        .args([
            "paste",
            "account",
            "account-exists@example.com",
            "--api-version",
            "3",
        ])
        .assert()
        .code(3);
    ward(&sandbox, &fake)
        .env("WARD_BREACHES_KEY", "not-a-key")
        .args(["breach", "account", "a@example.com", "--api-version", "3"])
        .assert()
        .code(2);
    ward(&sandbox, &fake)
        .args([
            "breach",
            "list",
            "--api-version",
            "3",
            "--version-via",
            "header",
        ])
        .assert()
        .code(2);
    assert!(fake.log.is_empty(), "no request may be made without a key");

    let output = ward(&sandbox, &fake)
        .env("HIBP_API_KEY", KEY)
        .env("WARD_BREACHES_API_VERSION", "3")
        .args([
            "breach",
            "account",
            "multiple-breaches@example.com",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    // Defaults differ in version 3, so both flags are sent explicitly.
    assert_eq!(names(&json_of(&output)), ["Adobe", "Gawker"]);
    let request = &fake.log.all()[0];
    assert_eq!(
        request.path,
        "/api/v3/breachedaccount/multiple-breaches%40example.com"
    );
    assert_eq!(request.header("hibp-api-key"), Some(KEY));
    assert!(!stderr_of(&output).contains(KEY));

    let output = ward(&sandbox, &fake)
        .env("WARD_BREACHES_KEY", KEY)
        .args([
            "paste",
            "account",
            "account-exists@example.com",
            "--api-version",
            "3",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));

    // A well-formed key the service refuses: 401, exit 3, the key never printed.
    let strict = fake_with(BreachOptions {
        window: Duration::from_millis(100),
        api_key: Some("f".repeat(32)),
        ..BreachOptions::default()
    });
    let output = ward(&sandbox, &strict)
        .env("WARD_BREACHES_KEY", KEY)
        .args(["breach", "account", "a@example.com", "--api-version", "3"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(3));
    assert!(stderr_of(&output).contains("refused the API key (401)"));
    assert!(!stderr_of(&output).contains(KEY));
    // A key is never needed or sent for the breach list.
    ward(&sandbox, &fake)
        .env("WARD_BREACHES_KEY", KEY)
        .args(["breach", "list", "--api-version", "3", "--json"])
        .assert()
        .success();
    assert_eq!(fake.log.all().last().unwrap().header("hibp-api-key"), None);
}

#[test]
fn accounts_are_trimmed_encoded_deduplicated_and_read_from_files() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let output = ward(&sandbox, &fake)
        .args([
            "breach",
            "account",
            "  Odd/Name+Tag@Example.com \t",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    assert_eq!(
        fake.log.all()[0].path,
        "/api/v2/breachedaccount/Odd%2FName%2BTag%40Example.com"
    );

    ward(&sandbox, &fake)
        .args(["breach", "account", "  "])
        .assert()
        .code(2);
    ward(&sandbox, &fake)
        .args(["breach", "account", "a@example.com", ""])
        .assert()
        .code(2);
    let empty = sandbox.write("empty.txt", "\n  \n");
    ward(&sandbox, &fake)
        .args(["breach", "account", "--file", empty.to_str().unwrap()])
        .assert()
        .code(2);
    ward(&sandbox, &fake)
        .args(["breach", "account", "--file", "missing.txt"])
        .assert()
        .code(1);
    assert_eq!(fake.log.len(), 1);

    let list = sandbox.write(
        "accounts.txt",
        "gawker-fan\n\nnobody@example.com\r\nGAWKER-FAN\n",
    );
    let output = ward(&sandbox, &fake)
        .args([
            "breach",
            "account",
            "--file",
            list.to_str().unwrap(),
            "--truncate",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10));
    assert_eq!(
        json_of(&output),
        serde_json::json!([
            {"account": "gawker-fan", "pwned": true, "breaches": [{"Name": "Gawker"}]},
            {"account": "nobody@example.com", "pwned": false, "breaches": []},
        ])
    );
    let output = ward(&sandbox, &fake)
        .args(["breach", "account", "--file", "-", "-o", "ndjson"])
        .write_stdin("nobody@example.com\nother@example.com\n")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    let lines: Vec<Value> = stdout_of(&output)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[1]["account"], "other@example.com");
    assert_eq!(lines[1]["pwned"], false);
}

#[test]
fn breach_list_get_and_dataclasses() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let output = ward(&sandbox, &fake)
        .args(["breach", "list", "--json"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let all = names(&json_of(&output));
    assert_eq!(all.len(), 7);
    assert_eq!(all[0], "Adobe");

    let output = ward(&sandbox, &fake)
        .args(["breach", "list"])
        .output()
        .unwrap();
    let stdout = stdout_of(&output);
    for flag in [
        "sensitive",
        "retired",
        "spam list",
        "fabricated",
        "unverified",
    ] {
        assert!(stdout.contains(flag), "{flag} missing:\n{stdout}");
    }
    assert!(stderr_of(&output).contains("CC BY 4.0"));

    let output = ward(&sandbox, &fake)
        .args(["breach", "get", "Adobe"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let stdout = stdout_of(&output);
    // The HTML description is rendered to text, links kept.
    assert!(stdout.contains("encrypted password"), "{stdout}");
    assert!(!stdout.contains("<em>"));
    assert!(stdout.contains("(https://krebsonsecurity.com/"));
    assert!(stderr_of(&output).contains("haveibeenpwned.com"));

    let output = ward(&sandbox, &fake)
        .args(["breach", "get", "Adobe", "-o", "json"])
        .output()
        .unwrap();
    assert_eq!(json_of(&output)["PwnCount"], 152_445_165);
    let output = ward(&sandbox, &fake)
        .args(["breach", "get", "NoSuchBreach"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(4));
    assert!(stderr_of(&output).contains("NoSuchBreach"));

    let output = ward(&sandbox, &fake)
        .args(["breach", "dataclasses", "-o", "json"])
        .output()
        .unwrap();
    let classes = json_of(&output);
    let classes: Vec<&str> = classes
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    let mut sorted = classes.clone();
    sorted.sort_unstable();
    assert_eq!(classes, sorted);
    assert!(classes.contains(&"Password hints"));
}

#[test]
fn refusals_each_get_their_own_message() {
    let sandbox = Sandbox::new();
    let blocked = fake_with(BreachOptions {
        block: true,
        ..BreachOptions::default()
    });
    let output = ward(&sandbox, &blocked)
        .args(["breach", "account", "a@example.com"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(3));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("403") && stderr.contains("Attention Required! | Cloudflare"),
        "{stderr}"
    );
    assert!(stderr.contains("8a1b2c3d4e5f6789-AMS"), "{stderr}");
    assert!(
        !stderr.contains("<html") && !stderr.contains("Error 1020"),
        "{stderr}"
    );

    let unavailable = fake_with(BreachOptions {
        unavailable: true,
        ..BreachOptions::default()
    });
    let output = ward(&sandbox, &unavailable)
        .args(["--retries", "0", "breach", "list"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr_of(&output).contains("unavailable (503)"),
        "{}",
        stderr_of(&output)
    );
}

#[test]
fn rate_limit_answers_are_waited_out_or_reported() {
    let sandbox = Sandbox::new();
    let fake = fake_with(BreachOptions::default());
    // With ward's own pacing turned off, the second request trips the fake's limiter.
    let output = ward(&sandbox, &fake)
        .env("WARD_BREACHES_INTERVAL_MS", "0")
        .args([
            "--retries",
            "0",
            "breach",
            "account",
            "gawker-fan",
            "account-exists@example.com",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(5), "{}", stderr_of(&output));
    assert!(stderr_of(&output).contains("429"));
    assert_eq!(fake.stats.rate_limited(), 1);

    // With retries, the Retry-After is waited out and the search completes.
    let sandbox = Sandbox::new();
    let fake = fake_with(BreachOptions::default());
    let output = ward(&sandbox, &fake)
        .env("WARD_BREACHES_INTERVAL_MS", "0")
        .args([
            "breach",
            "account",
            "gawker-fan",
            "account-exists@example.com",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    assert_eq!(fake.stats.rate_limited(), 1);
    assert_eq!(json_of(&output).as_array().unwrap().len(), 2);
}

/// The real rule (1,500 ms + 100 ms), no override: 20 separate processes one after the
/// other, as a shell loop would run them, and not one 429.
#[test]
fn twenty_back_to_back_processes_never_trip_the_limiter() {
    let sandbox = Sandbox::new();
    let fake = fake_with(BreachOptions::default());
    for round in 0..20 {
        let output = sandbox
            .ward()
            .env("WARD_BREACHES_URL", &fake.running.url)
            .args(["breach", "account", "account-exists@example.com", "-q"])
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(10),
            "round {round}: {}",
            stderr_of(&output)
        );
    }
    assert_eq!(fake.stats.rate_limited(), 0);
    assert_eq!(fake.stats.served(), 20);
}

/// Processes started together share the limiter through the cache directory.
#[test]
fn parallel_processes_share_the_limiter() {
    let sandbox = Sandbox::new();
    let fake = fake_with(BreachOptions {
        window: Duration::from_millis(300),
        ..BreachOptions::default()
    });
    let children: Vec<_> = (0..6)
        .map(|_| {
            let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("ward"));
            let template = ward(&sandbox, &fake);
            for (name, value) in template.get_envs() {
                match value {
                    Some(value) => command.env(name, value),
                    None => command.env_remove(name),
                };
            }
            command
                .env("WARD_BREACHES_INTERVAL_MS", "400")
                .args(["breach", "account", "account-exists@example.com", "-q"])
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for mut child in children {
        assert_eq!(child.wait().unwrap().code(), Some(10));
    }
    assert_eq!(fake.stats.rate_limited(), 0);
    assert_eq!(fake.stats.served(), 6);
}
