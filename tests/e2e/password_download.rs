use std::collections::HashSet;
use std::time::Duration;

use serde_json::Value;
use ward_fakes::hold::Hold;
use ward_fakes::passwords::{ntlm_hex, router, sha1_hex, PasswordOptions, PasswordStats};
use ward_fakes::{spawn, RequestLog, Running};

use crate::support::{stderr_of, stdout_of, Sandbox};

pub struct Fake {
    pub running: Running,
    pub stats: PasswordStats,
    pub log: RequestLog,
}

pub fn fake(options: PasswordOptions) -> Fake {
    let (router, stats) = router(options);
    let log = RequestLog::new();
    let running = spawn(log.layer(router));
    Fake {
        running,
        stats,
        log,
    }
}

pub fn options(rows: usize) -> PasswordOptions {
    PasswordOptions {
        rows,
        ..PasswordOptions::default()
    }
}

pub fn ward(sandbox: &Sandbox, fake: &Fake) -> assert_cmd::Command {
    let mut command = sandbox.ward();
    command.env("WARD_PASSWORDS_URL", &fake.running.url);
    command
}

pub fn download(sandbox: &Sandbox, fake: &Fake, args: &[&str]) -> (Option<i32>, Value, String) {
    let output = ward(sandbox, fake)
        .args(["password", "download", "corpus", "-o", "json"])
        .args(args)
        .output()
        .unwrap();
    let summary = serde_json::from_slice(&output.stdout).unwrap_or(Value::Null);
    (output.status.code(), summary, stderr_of(&output))
}

/// `ward password verify` finds the store intact; the number of ranges it holds.
pub fn verified_ranges(sandbox: &Sandbox, ntlm: bool) -> u64 {
    let mut command = sandbox.ward();
    command.args(["password", "verify", "corpus", "-o", "json"]);
    if ntlm {
        command.arg("--ntlm");
    }
    let output = command.output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", stderr_of(&output));
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["damaged"], serde_json::json!([]));
    report["ranges"].as_u64().unwrap()
}

/// The store as `SUFFIX:COUNT` text, through `ward password export`.
pub fn exported(sandbox: &Sandbox) -> String {
    let output = sandbox
        .ward()
        .args(["password", "export", "corpus", "-q"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    stdout_of(&output)
}

#[test]
fn download_stores_sharded_verified_ranges_resumes_and_exports() {
    let sandbox = Sandbox::new();
    let fake = fake(options(20));
    let (code, summary, stderr) = download(&sandbox, &fake, &["--range", "00000..011FF"]);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(summary["prefixes"], 4_608);
    assert_eq!(summary["downloaded"], 4_608);
    assert_eq!(summary["rows"], 4_608 * 20);
    assert_eq!(summary["failed"], 0);
    assert!(summary["cache_hits"].as_u64().unwrap() > 0);
    let root = sandbox.path().join("corpus").join("sha1");
    assert!(root.join("00.shard").is_file());
    assert!(root.join("01.shard").is_file());
    assert_eq!(
        std::fs::read_dir(&root).unwrap().count(),
        3,
        "one file per shard, and the manifest"
    );
    assert!(root.join("manifest").is_file());
    assert_eq!(verified_ranges(&sandbox, false), 4_608);
    // Downloads never ask for padding.
    assert!(fake
        .log
        .all()
        .iter()
        .all(|r| r.header("add-padding").is_none()));

    let before = fake.stats.requests();
    let (code, summary, _) = download(&sandbox, &fake, &["--range", "00000..011FF"]);
    assert_eq!(code, Some(0));
    assert_eq!(summary["already_complete"], 4_608);
    assert_eq!(
        fake.stats.requests(),
        before,
        "a complete store is not fetched again"
    );

    // A deleted shard file is noticed and fetched again.
    std::fs::remove_file(root.join("01.shard")).unwrap();
    let (_, summary, _) = download(&sandbox, &fake, &["--range", "00000..011FF"]);
    assert_eq!(summary["downloaded"], 512);
    assert_eq!(summary["already_complete"], 4_096);

    let output = ward(&sandbox, &fake)
        .args(["password", "export", "corpus", "--file", "all.txt"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(stderr_of(&output).contains("are not in the store"));
    let text = std::fs::read_to_string(sandbox.path().join("all.txt")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4_608 * 20);
    assert!(lines.windows(2).all(|w| w[0] < w[1]), "export is sorted");
    assert!(lines
        .iter()
        .all(|l| l.len() > 41 && l.as_bytes()[40] == b':'));
    assert!(lines[0].starts_with("00000"));
    let output = ward(&sandbox, &fake)
        .args(["password", "export", "corpus", "--crlf", "-q"])
        .output()
        .unwrap();
    assert_eq!(stdout_of(&output), text.replace('\n', "\r\n"));
}

#[test]
fn refresh_revalidates_with_etags_and_rewrites_only_changed_ranges() {
    let sandbox = Sandbox::new();
    let fake = fake(options(10));
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "00000..003FF"]);
    assert_eq!(code, Some(0), "{stderr}");
    let old = exported(&sandbox);
    for prefix in [0x00042, 0x00100, 0x003FF] {
        fake.stats.change(prefix);
    }
    let (code, summary, stderr) =
        download(&sandbox, &fake, &["--range", "00000..003FF", "--refresh"]);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(summary["changed"], 3);
    assert_eq!(summary["not_modified"], 1_021);
    assert_eq!(fake.stats.conditional(), 1_024);
    assert_eq!(fake.stats.not_modified(), 1_021);
    let new = exported(&sandbox);
    assert_ne!(old, new);
    assert_eq!(verified_ranges(&sandbox, false), 1_024);
    assert!(!sandbox.path().join("corpus/sha1/refresh").exists());
    // Offline lookups see the new row.
    let added = new
        .lines()
        .find(|row| row.starts_with("00042") && !old.lines().any(|o| o == *row))
        .unwrap();
    let (hash, count) = added.split_once(':').unwrap();
    let suffix = &hash[5..];
    let output = ward(&sandbox, &fake)
        .args([
            "password",
            "check",
            "--offline",
            "corpus",
            "--hashes",
            "-",
            "-o",
            "ndjson",
        ])
        .write_stdin(format!("00042{suffix}\n"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    assert!(stdout_of(&output).contains(&format!("\"count\":{count}")));
}

#[test]
fn an_interrupted_download_leaves_no_partial_range_and_resumes() {
    let sandbox = Sandbox::new();
    // Work is kept a shard (4,096 prefixes) at a time: the fake answers the whole first
    // shard and part of the second, then holds every request until it is released.
    let hold = Hold::after(4_096 + 300);
    let (router, stats) = router(options(10));
    let log = RequestLog::new();
    let fake = Fake {
        running: spawn(hold.layer(log.layer(router))),
        stats,
        log,
    };
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("ward"));
    for (name, value) in ward(&sandbox, &fake).get_envs() {
        match value {
            Some(value) => command.env(name, value),
            None => command.env_remove(name),
        };
    }
    let mut child = command
        .current_dir(sandbox.path())
        .args([
            "password",
            "download",
            "corpus",
            "--range",
            "00000..01FFF",
            "--concurrency",
            "4",
            "-q",
        ])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    hold.wait_until_holding();
    // The first shard is finished (file, then the manifest claiming it) beside the second
    // shard's fetches, which now wait at the fake: wait for the manifest to be in place.
    let manifest = sandbox.path().join("corpus").join("sha1").join("manifest");
    while !manifest.exists() {
        if let Some(status) = child.try_wait().unwrap() {
            panic!("ward ended before it stored the first shard: {status}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    // Kill it part-way into the second shard, without warning (SIGKILL).
    child.kill().unwrap();
    child.wait().unwrap();
    hold.release();
    assert_eq!(verified_ranges(&sandbox, false), 4_096);

    let (code, summary, stderr) = download(
        &sandbox,
        &fake,
        &["--range", "00000..01FFF", "--concurrency", "64"],
    );
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(summary["already_complete"], 4_096, "{summary}");
    assert_eq!(summary["downloaded"], 4_096, "{summary}");
    assert_eq!(verified_ranges(&sandbox, false), 8_192);
}

#[test]
fn prefixes_that_keep_failing_make_the_run_fail_and_are_listed() {
    let sandbox = Sandbox::new();
    let fake = fake(PasswordOptions {
        rows: 10,
        always_fail: HashSet::from([0x00010, 0x00020, 0x000FF]),
        ..PasswordOptions::default()
    });
    let output = ward(&sandbox, &fake)
        .args([
            "--retries",
            "1",
            "password",
            "download",
            "corpus",
            "--range",
            "00000..000FF",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = stderr_of(&output);
    assert!(
        stderr.contains("3 of 256 prefixes could not be downloaded"),
        "{stderr}"
    );
    assert!(stderr.contains("00010, 00020, 000FF"), "{stderr}");
    assert_eq!(verified_ranges(&sandbox, false), 253);
    // An offline check that needs a missing range says so instead of answering.
    let hashes = sandbox.write("hashes.txt", &format!("00010{}\n", "A".repeat(35)));
    let output = ward(&sandbox, &fake)
        .args([
            "password",
            "check",
            "--offline",
            "corpus",
            "--hashes",
            hashes.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr_of(&output).contains("no range for prefix 00010"));
}

/// The same inputs give the same output online and offline, as passwords or as hashes;
/// offline runs with the server gone.
#[test]
fn offline_checks_match_online_checks() {
    let sandbox = Sandbox::new();
    let passwords: Vec<String> = (0..200_000)
        .map(|i| format!("offline-{i}"))
        .filter(|p| sha1_hex(p).starts_with("00") && sha1_hex(p).as_bytes()[2] < b'2')
        .take(60)
        .collect();
    assert!(passwords.len() >= 20);
    let known: Vec<(String, u64)> = passwords
        .iter()
        .step_by(3)
        .enumerate()
        .map(|(i, p)| (sha1_hex(p), 10 * i as u64 + 1))
        .chain(std::iter::once((ntlm_hex("ntlm-secret"), 77)))
        .collect();
    let fake = fake(PasswordOptions {
        rows: 15,
        known,
        ..PasswordOptions::default()
    });
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "00000..001FF"]);
    assert_eq!(code, Some(0), "{stderr}");
    let ntlm_prefix = &ntlm_hex("ntlm-secret")[..5];
    let (code, _, stderr) = download(
        &sandbox,
        &fake,
        &[
            "--ntlm",
            "--range",
            &format!("{ntlm_prefix}..{ntlm_prefix}"),
        ],
    );
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(verified_ranges(&sandbox, true), 1);

    let input: String = passwords.iter().map(|p| format!("{p}\n")).collect();
    let hashes: String = passwords
        .iter()
        .map(|p| format!("{}\n", sha1_hex(p).to_ascii_lowercase()))
        .collect();
    let hash_file = sandbox.write("hashes.txt", &hashes);
    let run = |args: &[&str], stdin: &str| {
        let output = ward(&sandbox, &fake)
            .args(["password", "check", "-o", "ndjson"])
            .args(args)
            .write_stdin(stdin.to_string())
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(10),
            "{args:?}: {}",
            stderr_of(&output)
        );
        stdout_of(&output)
    };
    let online = run(&["--stdin"], &input);
    let online_hashes = run(&["--hashes", hash_file.to_str().unwrap()], "");
    let requests = fake.stats.requests();
    // From here on there is no server: port 9 (discard) is not listening.
    drop(fake);
    let offline = || {
        let mut command = sandbox.ward();
        command.env("WARD_PASSWORDS_URL", "http://127.0.0.1:9");
        command
    };
    let offline_run = |args: &[&str], stdin: &str| {
        let output = offline()
            .args(["password", "check", "-o", "ndjson", "--offline", "corpus"])
            .args(args)
            .write_stdin(stdin.to_string())
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(10),
            "{args:?}: {}",
            stderr_of(&output)
        );
        stdout_of(&output)
    };
    assert_eq!(offline_run(&["--stdin"], &input), online);
    assert_eq!(offline_run(&["--hashes", "-"], &hashes), online_hashes);
    assert_eq!(online, online_hashes);
    let pwned = online
        .lines()
        .filter(|l| l.contains("\"pwned\":true"))
        .count();
    assert_eq!(pwned, passwords.iter().step_by(3).count());
    assert!(requests > 0);
    let ntlm = offline_run(&["--ntlm", "--stdin"], "ntlm-secret\n");
    assert_eq!(ntlm.trim(), r#"{"line":1,"pwned":true,"count":77}"#);

    let output = offline()
        .args(["password", "check", "--offline", "nowhere", "--stdin"])
        .write_stdin("x\n")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let output = offline()
        .args(["password", "check", "--offline", "corpus", "--hashes", "-"])
        .write_stdin("not-a-hash\n")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr_of(&output).contains("line 1"));
    let output = offline()
        .args(["password", "download", "corpus", "--range", "00010..00001"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
}

/// A stored range damaged on disk (emptied by a crash, overwritten) is never read as
/// "not pwned": the offline check fails naming the prefix, and the next download run
/// fetches it again instead of counting it complete.
#[test]
fn a_damaged_store_fails_closed_and_is_repaired_by_the_next_download() {
    let sandbox = Sandbox::new();
    let password = (0..100_000)
        .map(|i| format!("damaged-{i}"))
        .find(|p| sha1_hex(p).starts_with("000"))
        .unwrap();
    let hash = sha1_hex(&password);
    let prefix = &hash[..5];
    let fake = fake(PasswordOptions {
        rows: 20,
        known: vec![(hash.clone(), 4_321)],
        ..PasswordOptions::default()
    });
    let range = format!("{prefix}..{prefix}");
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", &range]);
    assert_eq!(code, Some(0), "{stderr}");
    let check = || {
        ward(&sandbox, &fake)
            .args(["password", "check", "--stdin", "--offline", "corpus"])
            .args(["-o", "ndjson"])
            .write_stdin(format!("{password}\n"))
            .output()
            .unwrap()
    };
    let output = check();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));

    let shard = sandbox
        .path()
        .join("corpus")
        .join("sha1")
        .join(format!("{}.shard", &prefix[..2]));
    let good = std::fs::read(&shard).unwrap();
    let mut flipped = good.clone();
    // The range's bytes start right after the 64-byte header and the 4,096-slot table.
    flipped[64 + 4096 * 24 + 3] ^= 0x01;
    for damage in [flipped, vec![0u8; 512], Vec::new()] {
        std::fs::write(&shard, damage).unwrap();
        let output = check();
        assert_eq!(output.status.code(), Some(1), "{}", stdout_of(&output));
        let stderr = stderr_of(&output);
        assert!(
            stderr.contains(&format!("range for prefix {prefix}")) && stderr.contains("damaged"),
            "{stderr}"
        );
        assert!(!stdout_of(&output).contains("\"pwned\":false"));

        let (code, summary, stderr) = download(&sandbox, &fake, &["--range", &range]);
        assert_eq!(code, Some(0), "{stderr}");
        assert_eq!(summary["downloaded"], 1, "{summary}");
        assert_eq!(summary["already_complete"], 0, "{summary}");
        let output = check();
        assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
        assert_eq!(
            stdout_of(&output).trim(),
            r#"{"line":1,"pwned":true,"count":4321}"#
        );
    }
}
