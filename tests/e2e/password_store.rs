//! The offline store under damage and `kill -9`: every kind of damage fails closed, is
//! listed by `verify` and repaired by a plain `download`; interrupted downloads and
//! refreshes end, after one plain `download`, with the service's current data.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use ward_fakes::hold::Hold;
use ward_fakes::passwords::{self, render_range, sha1_hex, PasswordOptions};
use ward_fakes::{spawn, RequestLog};

use crate::password_download::{download, exported, fake, store, verified_ranges, Fake};
use crate::support::SpawnChild as _;
use crate::support::{eventually, Run, Sandbox};

const HEADER: usize = 64;
const SLOT: usize = 24;
const DATA: usize = HEADER + 4096 * SLOT;

/// What `export` must print for `start..=end` when the fake serves `rows` rows per range
/// and prefix `p` has changed `changes[p]` times.
fn expected(rows: usize, start: u32, end: u32, changes: &HashMap<u32, usize>) -> String {
    let mut text = String::new();
    for prefix in start..=end {
        let rows = rows + changes.get(&prefix).copied().unwrap_or(0);
        let body = String::from_utf8(render_range(rows, &[], prefix, false, false)).unwrap();
        for line in body.split("\r\n") {
            text.push_str(&format!("{prefix:05X}{line}\n"));
        }
    }
    text
}

fn shard_path(sandbox: &Sandbox, shard: &str) -> PathBuf {
    sandbox
        .path()
        .join("corpus")
        .join("sha1")
        .join(format!("{shard}.shard"))
}

/// (offset in the file, length) of slot `index`'s range.
fn slot(file: &[u8], index: usize) -> (usize, usize) {
    let at = HEADER + index * SLOT;
    let offset = u64::from_le_bytes(file[at..at + 8].try_into().unwrap()) as usize;
    let length = u32::from_le_bytes(file[at + 8..at + 12].try_into().unwrap()) as usize;
    (DATA + offset, length)
}

fn check_offline(sandbox: &Sandbox, given: &str) -> Run {
    sandbox
        .cmd(["password", "check", "--stdin", "--offline", &store(sandbox)])
        .args(["-o", "ndjson"])
        .stdin(format!("{given}\n"))
        .run()
}

fn verify(sandbox: &Sandbox) -> Run {
    sandbox.run(&["password", "verify", &store(sandbox)])
}

#[test]
fn every_kind_of_damage_fails_closed_is_listed_and_repaired() {
    let sandbox = Sandbox::new();
    let password = (0..100_000)
        .map(|i| format!("store-{i}"))
        .find(|p| sha1_hex(p).starts_with("00"))
        .unwrap();
    let hash = sha1_hex(&password);
    let prefix = u32::from_str_radix(&hash[..5], 16).unwrap();
    let fake = fake(PasswordOptions {
        rows: 6,
        known: vec![(hash.clone(), 777)],
        ..PasswordOptions::default()
    });
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "00000..01FFF"]);
    assert_eq!(code, 0, "{stderr}");
    let good = std::fs::read(shard_path(&sandbox, "00")).unwrap();
    let target = slot(&good, prefix as usize);
    // Two other ranges of the same length, to swap.
    let mut by_length: HashMap<usize, usize> = HashMap::new();
    let pair = (0..4096)
        .filter(|index| *index != prefix as usize)
        .find_map(|index| {
            let (_, length) = slot(&good, index);
            by_length.insert(length, index).map(|other| (other, index))
        })
        .unwrap();
    let target_prefix = format!("{prefix:05X}");
    let swapped = format!("{:05X}", pair.0);
    let whole = "00000..00FFF".to_string();
    // What, the damaged file (None: deleted), what `verify` lists, and the password to
    // check offline (whose range is damaged, so it must not be answered).
    let damages: Vec<(&str, Option<Vec<u8>>, String, &str)> = vec![
        (
            "flipped byte",
            Some(flip(&good, target.0 + target.1 / 2)),
            target_prefix.clone(),
            &password,
        ),
        (
            "swapped ranges",
            Some(swap(&good, pair)),
            swapped.clone(),
            "",
        ),
        (
            "cut at a range boundary",
            Some(good[..target.0].to_vec()),
            whole.clone(),
            &password,
        ),
        (
            "table overwritten",
            Some(zero(&good, HEADER + 100, 4000)),
            whole,
            &password,
        ),
        ("shard file deleted", None, "00.shard".into(), &password),
    ];
    for (what, damage, listed, checked) in damages {
        // Damage a download notices without reading every range (the file is gone or its
        // head does not open) is repaired by a download of any range.
        let repair = if what.starts_with("shard file deleted") || what.starts_with("cut") {
            "01000..01FFF"
        } else {
            "00000..01FFF"
        };
        match damage {
            Some(bytes) => std::fs::write(shard_path(&sandbox, "00"), bytes).unwrap(),
            None => std::fs::remove_file(shard_path(&sandbox, "00")).unwrap(),
        }
        let name = what.replace(' ', "_");
        if checked.is_empty() {
            let hashes = format!("{swapped}{}\n", "A".repeat(35));
            let run = sandbox
                .cmd(["password", "check", "--offline", &store(&sandbox)])
                .args(["--hashes", "-"])
                .stdin(hashes)
                .run();
            crate::ward_snapshot!(format!("{name}_check"), run);
        } else {
            let run = check_offline(&sandbox, checked);
            crate::ward_snapshot!(format!("{name}_check"), run);
            assert!(!run.stdout.contains("\"pwned\":false"), "{what}");
        }
        // `verify` lists what it found, whatever the damage.
        let run = verify(&sandbox);
        crate::ward_snapshot!(format!("{name}_verify"), run);
        assert!(run.stderr.contains(&listed), "{what}: {}", run.stderr);
        let (code, _, stderr) = download(&sandbox, &fake, &["--range", repair]);
        assert_eq!(code, 0, "{what}: {stderr}");
        let run = verify(&sandbox);
        assert_eq!(run.code, 0, "{what}: {}", run.stderr);
        assert_eq!(verified_ranges(&sandbox, false), 8_192, "{what}");
        let run = check_offline(&sandbox, &password);
        assert_eq!(run.code, 10, "{what}: {}", run.stderr);
        assert_eq!(run.stdout, "{\"line\":1,\"pwned\":true,\"count\":777}\n");
    }
    // Offline answers equal what the fake serves, for every hash.
    let mut served = expected(6, 0, 0x1FFF, &HashMap::new());
    let known = format!("{}:777\n", hash);
    let export = exported(&sandbox);
    assert!(export.contains(&known));
    served = merge_known(&served, &known);
    assert_eq!(export, served);
}

fn merge_known(served: &str, known: &str) -> String {
    let mut lines: Vec<&str> = served.lines().chain(known.lines()).collect();
    lines.sort_unstable();
    lines.iter().map(|line| format!("{line}\n")).collect()
}

fn flip(bytes: &[u8], at: usize) -> Vec<u8> {
    let mut out = bytes.to_vec();
    out[at] ^= 0x04;
    out
}

fn zero(bytes: &[u8], at: usize, length: usize) -> Vec<u8> {
    let mut out = bytes.to_vec();
    out[at..at + length].fill(0);
    out
}

fn swap(bytes: &[u8], (a, b): (usize, usize)) -> Vec<u8> {
    let mut out = bytes.to_vec();
    let ((a, length), (b, _)) = (slot(bytes, a), slot(bytes, b));
    out[a..a + length].copy_from_slice(&bytes[b..b + length]);
    out[b..b + length].copy_from_slice(&bytes[a..a + length]);
    out
}

/// Run a download against `router` and kill it (SIGKILL) once it has had `requests`
/// answers and sent the next request (or has ended first): a gate in front of the fake
/// holds every request after those, so how far the download got does not depend on how
/// fast anything runs. The kill, which a process cannot catch, is the point here.
fn kill_after(sandbox: &Sandbox, router: &axum::Router, args: &[&str], requests: usize) {
    let hold = Hold::after(requests);
    // The same fake (its state is shared by clones of its router) behind a gate of its own.
    let gated = spawn(hold.layer(router.clone()));
    let mut child = sandbox
        .cmd(["password", "download", "corpus", "-q", "--concurrency", "8"])
        .args(args)
        .env("WARD_PASSWORDS_URL", &gated.url)
        .process()
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn_child()
        .unwrap();
    // However long it takes: a held request, or the end of a run that needed fewer.
    eventually("a held request or the run's end", || {
        hold.held() > 0 || child.try_wait().unwrap().is_some()
    });
    child.kill().ok();
    child.wait().unwrap();
    hold.release();
}

#[test]
fn kill_9_during_download_and_refresh_then_a_plain_download_is_current() {
    let sandbox = Sandbox::new();
    let (router, stats) = passwords::router(PasswordOptions {
        rows: 4,
        ..PasswordOptions::default()
    });
    let fake = Fake {
        running: spawn(router.clone()),
        stats,
        log: RequestLog::new(),
    };
    let range = ["--range", "00000..02FFF"];
    for requests in [2_000, 5_000, 3_000] {
        kill_after(&sandbox, &router, &range, requests);
    }
    let (code, _, stderr) = download(&sandbox, &fake, &range);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(exported(&sandbox), expected(4, 0, 0x2FFF, &HashMap::new()));

    // The service changes every range; refreshes are killed part-way, again and again.
    let mut changes = HashMap::new();
    for prefix in 0..=0x2FFF {
        fake.stats.change(prefix);
        changes.insert(prefix, 1);
    }
    let refresh = ["--range", "00000..02FFF", "--refresh"];
    for requests in [1_000, 6_000, 2_500] {
        kill_after(&sandbox, &router, &refresh, requests);
    }
    let journal = sandbox.path().join("corpus").join("sha1").join("refresh");
    assert!(journal.exists(), "an unfinished refresh is recorded");
    let (code, summary, stderr) = download(&sandbox, &fake, &["--range", "00000..02FFF"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("did not finish"), "{stderr}");
    assert!(summary["changed"].as_u64().unwrap() > 0, "{summary}");
    assert!(!journal.exists());
    assert_eq!(exported(&sandbox), expected(4, 0, 0x2FFF, &changes));
    assert_eq!(verified_ranges(&sandbox, false), 0x3000);
}

/// Writes a store in the layout of earlier versions: one text file per range in a folder
/// per 4,096 prefixes, with an index.
fn write_legacy(root: &Path, start: u32, end: u32, rows: usize) {
    for prefix in start..=end {
        let folder = root.join(format!("{:02X}", prefix >> 12));
        std::fs::create_dir_all(&folder).unwrap();
        let body = render_range(rows, &[], prefix, false, false);
        std::fs::write(folder.join(format!("{prefix:05X}")), body).unwrap();
    }
}

#[test]
fn a_store_in_the_older_layout_is_converted_with_a_message() {
    let sandbox = Sandbox::new();
    let fake = fake(PasswordOptions {
        rows: 5,
        ..PasswordOptions::default()
    });
    let root = sandbox.path().join("corpus").join("sha1");
    write_legacy(&root, 0x01000, 0x011FF, 5);
    let folder = root.join("01");
    // One range cut short, one listed by the index with the wrong digest.
    std::fs::write(
        folder.join("01005"),
        b"0018A45C4D1DEF81644B54AB7F969B88D65:",
    )
    .unwrap();
    std::fs::write(
        folder.join("index"),
        format!("01007\t1\t1\t{}\t-\t-\n", "0".repeat(64)),
    )
    .unwrap();
    std::fs::write(folder.join("pack"), b"old pack").unwrap();

    let run = sandbox
        .cmd([
            "password",
            "check",
            "--offline",
            &store(&sandbox),
            "--stdin",
        ])
        .stdin("x\n")
        .run();
    crate::ward_snapshot!("older_layout", run);

    let run = crate::password_download::password(&sandbox, &fake, "download")
        .args(["--range", "01000..011FF"])
        .run();
    crate::password_download::download_snapshot!("older_layout_converted", run);
    assert_eq!(
        fake.stats.requests(),
        2,
        "only the damaged ranges are fetched"
    );
    assert!(!folder.exists());
    assert_eq!(
        exported(&sandbox),
        expected(5, 0x01000, 0x011FF, &HashMap::new())
    );
}
