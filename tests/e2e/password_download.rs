use std::collections::HashSet;

use serde_json::Value;
use ward_fakes::hold::Hold;
use ward_fakes::passwords::{ntlm_hex, router, sha1_hex, PasswordOptions, PasswordStats};
use ward_fakes::{spawn, RequestLog, Running};

use crate::support::SpawnChild as _;
use crate::support::{eventually, Sandbox, Ward};

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

/// What two identical downloads differ in: how long they took and the random pause
/// before each retry.
pub const TIMING: &[(&str, &str)] = &[
    (r"Seconds( +)[0-9.]+", "Seconds$1[SECONDS]"),
    (r#""seconds":( ?)[0-9.]+"#, r#""seconds":$1[SECONDS]"#),
    (r"retrying in \d+ ms", "retrying in [DELAY] ms"),
];

/// Pins a download's whole output, its timing aside.
macro_rules! download_snapshot {
    ($name:expr, $run:expr) => {
        insta::with_settings!({filters => crate::password_download::TIMING.to_vec()}, {
            crate::ward_snapshot!($name, $run)
        })
    };
}
pub(crate) use download_snapshot;

/// The store every test here downloads into: `corpus` in the sandbox, as an absolute path
/// (an in-process run's working directory is the test process's).
pub fn store(sandbox: &Sandbox) -> String {
    sandbox.path().join("corpus").to_string_lossy().into_owned()
}

/// `ward password SUBCOMMAND STORE` against `fake`, to be given more and run.
pub fn password<'s>(sandbox: &'s Sandbox, fake: &Fake, subcommand: &str) -> Ward<'s> {
    sandbox
        .cmd(["password", subcommand, &store(sandbox)])
        .env("WARD_PASSWORDS_URL", &fake.running.url)
}

/// `ward password download STORE -o json ARGS`: the exit code, the summary and stderr.
pub fn download(sandbox: &Sandbox, fake: &Fake, args: &[&str]) -> (u8, Value, String) {
    let run = password(sandbox, fake, "download")
        .args(["-o", "json"])
        .args(args)
        .run();
    let summary = serde_json::from_str(&run.stdout).unwrap_or(Value::Null);
    (run.code, summary, run.stderr)
}

/// `ward password verify` finds the store intact; the number of ranges it holds.
pub fn verified_ranges(sandbox: &Sandbox, ntlm: bool) -> u64 {
    let mut command = sandbox.cmd(["password", "verify", &store(sandbox), "-o", "json"]);
    if ntlm {
        command = command.arg("--ntlm");
    }
    let run = command.run();
    run.expect_success();
    let report = run.json();
    assert_eq!(report["damaged"], serde_json::json!([]));
    report["ranges"].as_u64().unwrap()
}

/// The store as `SUFFIX:COUNT` text, through `ward password export`.
pub fn exported(sandbox: &Sandbox) -> String {
    let run = sandbox.run(&["password", "export", &store(sandbox), "-q"]);
    run.expect_success();
    run.stdout
}

#[test]
fn download_stores_sharded_verified_ranges_resumes_and_exports() {
    let sandbox = Sandbox::new();
    let fake = fake(options(20));
    let run = password(&sandbox, &fake, "download")
        .args(["--range", "00000..011FF"])
        .run();
    download_snapshot!("first_download", run);
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
    crate::ward_snapshot!(
        "verify",
        sandbox.run(&["password", "verify", &store(&sandbox)])
    );
    crate::ward_snapshot!(
        "verify_json",
        sandbox.run(&["password", "verify", &store(&sandbox), "-o", "json"])
    );
    // Downloads never ask for padding.
    assert!(fake
        .log
        .all()
        .iter()
        .all(|r| r.header("add-padding").is_none()));

    let before = fake.stats.requests();
    let run = password(&sandbox, &fake, "download")
        .args(["--range", "00000..011FF", "-o", "json"])
        .run();
    download_snapshot!("complete_json", run);
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

    let file = sandbox.path().join("all.txt");
    let run = sandbox
        .cmd(["password", "export", &store(&sandbox), "--file"])
        .arg(&file)
        .run();
    crate::ward_snapshot!("export_to_file", run);
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4_608 * 20);
    assert!(lines.windows(2).all(|w| w[0] < w[1]), "export is sorted");
    assert!(lines
        .iter()
        .all(|l| l.len() > 41 && l.as_bytes()[40] == b':'));
    assert!(lines[0].starts_with("00000"));
    let run = sandbox.run(&["password", "export", &store(&sandbox), "--crlf", "-q"]);
    assert_eq!(run.stdout, text.replace('\n', "\r\n"));
}

/// Every store command in its other output forms, and against a folder with no store.
#[test]
fn store_commands_in_every_form_and_without_a_store() {
    let sandbox = Sandbox::new();
    let fake = fake(options(3));
    let run = password(&sandbox, &fake, "download")
        .args(["--range", "00000..0000F", "-o", "ndjson"])
        .run();
    download_snapshot!("download_ndjson", run);
    let run = sandbox.run(&["password", "verify", &store(&sandbox), "-o", "ndjson"]);
    crate::ward_snapshot!("verify_ndjson", run);
    let run = sandbox.run(&["password", "export", &store(&sandbox)]);
    crate::ward_snapshot!("export", run);
    let run = sandbox.run(&["password", "export", &store(&sandbox), "--ntlm"]);
    crate::ward_snapshot!("export_without_a_store", run);
    let run = sandbox.run(&["password", "verify", &store(&sandbox), "--ntlm"]);
    crate::ward_snapshot!("verify_without_a_store", run);
}

#[test]
fn refresh_revalidates_with_etags_and_rewrites_only_changed_ranges() {
    let sandbox = Sandbox::new();
    let fake = fake(options(10));
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "00000..003FF"]);
    assert_eq!(code, 0, "{stderr}");
    let old = exported(&sandbox);
    for prefix in [0x00042, 0x00100, 0x003FF] {
        fake.stats.change(prefix);
    }
    let run = password(&sandbox, &fake, "download")
        .args(["--range", "00000..003FF", "--refresh"])
        .run();
    download_snapshot!("refresh", run);
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
    let run = sandbox
        .cmd(["password", "check", "--offline", &store(&sandbox)])
        .args(["--hashes", "-", "-o", "ndjson"])
        .stdin(format!("00042{suffix}\n"))
        .run();
    run.expect_code(10);
    assert_eq!(
        run.stdout,
        format!("{{\"line\":1,\"pwned\":true,\"count\":{count}}}\n")
    );
}

/// A download killed without warning (SIGKILL) part-way into its second shard keeps the
/// finished first shard whole and nothing of the second; the next run resumes. The fake's
/// gate decides how far the download got, so the machine's speed does not: the process
/// (and a kill it cannot catch) is the point here.
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
    let mut child = password(&sandbox, &fake, "download")
        .args(["--range", "00000..01FFF", "--concurrency", "4", "-q"])
        .process()
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn_child()
        .unwrap();
    // The first shard is finished (file, then the manifest claiming it) beside the second
    // shard's fetches, which wait at the fake for good once 300 are answered: the manifest
    // appears however long that takes, and the run cannot end before it does.
    let manifest = sandbox.path().join("corpus").join("sha1").join("manifest");
    eventually("the first shard stored and the second held", || {
        if let Some(status) = child.try_wait().unwrap() {
            panic!("ward ended before it stored the first shard: {status}");
        }
        hold.held() > 0 && manifest.exists()
    });
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
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(summary["already_complete"], 4_096, "{summary}");
    assert_eq!(summary["downloaded"], 4_096, "{summary}");
    assert_eq!(verified_ranges(&sandbox, false), 8_192);
}

/// An address nothing listens at: every attempt is refused at once.
fn closed_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Against an address where nothing answers, a download gives up after a run of ranges
/// that could not connect, instead of waiting out every range's retries one after the
/// other (hours for the whole corpus). The count of ranges tried is the point, not time.
#[test]
fn a_download_from_an_address_nothing_answers_at_gives_up_early() {
    let sandbox = Sandbox::new();
    let url = format!("http://127.0.0.1:{}", closed_port());
    let run = sandbox
        .cmd(["password", "download", &store(&sandbox)])
        .args([
            "--range",
            "00000..00FFF",
            "--concurrency",
            "8",
            "--retries",
            "0",
        ])
        .env("WARD_PASSWORDS_URL", &url)
        .run();
    let mut filters = TIMING.to_vec();
    // Which range failed last depends on the order eight fetches end in.
    filters.push((r"/range/[0-9A-F]{5}", "/range/[PREFIX]"));
    insta::with_settings!({filters => filters}, {
        crate::ward_snapshot!("unreachable", run)
    });
}

/// A server that dies part-way (its port closed, its open connections dropped) ends the
/// download soon after, with what was fetched before kept: the first shard and the 300
/// ranges of the second answered before the gate, whatever the machine's speed. The next
/// run fetches only the rest.
#[test]
fn a_download_whose_server_dies_part_way_keeps_what_it_has_and_resumes() {
    let sandbox = Sandbox::new();
    let hold = Hold::after(4_096 + 300);
    let (router, _) = router(options(10));
    let running = spawn(hold.layer(router));
    let first = sandbox
        .cmd(["password", "download", &store(&sandbox), "-o", "json"])
        .args([
            "--range",
            "00000..01FFF",
            "--concurrency",
            "4",
            "--retries",
            "0",
        ])
        .env("WARD_PASSWORDS_URL", &running.url);
    let run = std::thread::scope(|scope| {
        let downloading = scope.spawn(|| first.run());
        // Four held: every answer before them has reached ward, since it sends a fifth
        // request only once one of its four has its answer.
        eventually("four requests held", || {
            if hold.held() >= 4 {
                return true;
            }
            assert!(
                !downloading.is_finished(),
                "ward ended before the gate held it"
            );
            false
        });
        running.kill();
        downloading.join().unwrap()
    });
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("gave up after 32 ranges in a row found nothing answering"),
        "{}",
        run.stderr
    );
    let summary: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(summary["downloaded"], 4_396, "{summary}");
    assert_eq!(verified_ranges(&sandbox, false), 4_396);

    let fake = fake(options(10));
    let (code, summary, stderr) = download(&sandbox, &fake, &["--range", "00000..01FFF"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(summary["already_complete"], 4_396, "{summary}");
    assert_eq!(summary["downloaded"], 8_192 - 4_396, "{summary}");
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
    let run = password(&sandbox, &fake, "download")
        .args(["--retries", "1", "--range", "00000..000FF"])
        .run();
    download_snapshot!("failed_prefixes", run);
    assert_eq!(verified_ranges(&sandbox, false), 253);
    // An offline check that needs a missing range says so instead of answering.
    let hashes = sandbox.write("hashes.txt", &format!("00010{}\n", "A".repeat(35)));
    let run = sandbox
        .cmd([
            "password",
            "check",
            "--offline",
            &store(&sandbox),
            "--hashes",
        ])
        .arg(&hashes)
        .run();
    crate::ward_snapshot!("missing_range", run);
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
    assert_eq!(code, 0, "{stderr}");
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
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(verified_ranges(&sandbox, true), 1);

    let input: String = passwords.iter().map(|p| format!("{p}\n")).collect();
    let hashes: String = passwords
        .iter()
        .map(|p| format!("{}\n", sha1_hex(p).to_ascii_lowercase()))
        .collect();
    let hash_file = sandbox.write("hashes.txt", &hashes);
    let online_run = |args: &[&str], stdin: &str| {
        let run = sandbox
            .cmd(["password", "check", "-o", "ndjson"])
            .env("WARD_PASSWORDS_URL", &fake.running.url)
            .args(args)
            .stdin(stdin)
            .run();
        assert_eq!(run.code, 10, "{args:?}: {}", run.stderr);
        run.stdout
    };
    let online = online_run(&["--stdin"], &input);
    let online_hashes = online_run(&["--hashes", hash_file.to_str().unwrap()], "");
    let requests = fake.stats.requests();
    // From here on there is no server: port 9 (discard) is not listening.
    drop(fake);
    let offline = |args: &[&str]| {
        sandbox
            .cmd(["password"])
            .env("WARD_PASSWORDS_URL", "http://127.0.0.1:9")
            .args(args)
    };
    let offline_run = |args: &[&str], stdin: &str| {
        let run = offline(&["check", "-o", "ndjson", "--offline", &store(&sandbox)])
            .args(args)
            .stdin(stdin)
            .run();
        assert_eq!(run.code, 10, "{args:?}: {}", run.stderr);
        run.stdout
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
    assert_eq!(ntlm, "{\"line\":1,\"pwned\":true,\"count\":77}\n");

    let nowhere = sandbox.path().join("nowhere");
    let run = offline(&["check", "--offline"])
        .arg(&nowhere)
        .arg("--stdin")
        .stdin("x\n")
        .run();
    crate::ward_snapshot!("no_store", run);
    let run = offline(&["check", "--offline", &store(&sandbox), "--hashes", "-"])
        .stdin("not-a-hash\n")
        .run();
    crate::ward_snapshot!("not_a_hash", run);
    let run = offline(&["download", &store(&sandbox), "--range", "00010..00001"]).run();
    crate::ward_snapshot!("backwards_range", run);
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
    assert_eq!(code, 0, "{stderr}");
    let check = || {
        sandbox
            .cmd([
                "password",
                "check",
                "--stdin",
                "--offline",
                &store(&sandbox),
            ])
            .args(["-o", "ndjson"])
            .stdin(format!("{password}\n"))
            .run()
    };
    check().expect_code(10);

    let shard = sandbox
        .path()
        .join("corpus")
        .join("sha1")
        .join(format!("{}.shard", &prefix[..2]));
    let good = std::fs::read(&shard).unwrap();
    let mut flipped = good.clone();
    // The range's bytes start right after the 64-byte header and the 4,096-slot table.
    flipped[64 + 4096 * 24 + 3] ^= 0x01;
    for (what, damage) in [
        ("flipped", flipped),
        ("zeroed", vec![0u8; 512]),
        ("emptied", Vec::new()),
    ] {
        std::fs::write(&shard, damage).unwrap();
        let run = check();
        crate::ward_snapshot!(format!("damaged_{what}"), run);
        assert!(!run.stdout.contains("\"pwned\":false"));

        let (code, summary, stderr) = download(&sandbox, &fake, &["--range", &range]);
        assert_eq!(code, 0, "{stderr}");
        assert_eq!(summary["downloaded"], 1, "{summary}");
        assert_eq!(summary["already_complete"], 0, "{summary}");
        let run = check();
        run.expect_code(10);
        assert_eq!(run.stdout, "{\"line\":1,\"pwned\":true,\"count\":4321}\n");
    }
}
