//! `download --filter` and offline checks against the filter alone.

use ward_fakes::passwords::{sha1_hex, PasswordOptions};

use crate::password_download::{download, fake, store};
use crate::support::{Run, Sandbox};

#[test]
fn the_filter_answers_probably_pwned_where_only_it_is_kept() {
    let sandbox = Sandbox::new();
    let passwords: Vec<String> = (0..200_000)
        .map(|i| format!("filter-{i}"))
        .filter(|p| sha1_hex(p).starts_with("00"))
        .take(40)
        .collect();
    let known: Vec<(String, u64)> = passwords
        .iter()
        .step_by(2)
        .map(|p| (sha1_hex(p), 5))
        .collect();
    let fake = fake(PasswordOptions {
        rows: 3,
        known,
        ..PasswordOptions::default()
    });
    let (code, summary, stderr) =
        download(&sandbox, &fake, &["--range", "00000..00FFF", "--filter"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("filter:"), "{stderr}");
    assert!(summary["filter_bytes"].as_u64().unwrap() > 0);
    let root = sandbox.path().join("corpus").join("sha1");
    for entry in std::fs::read_dir(&root).unwrap().flatten() {
        if entry.file_name().to_string_lossy().ends_with(".shard") {
            std::fs::remove_file(entry.path()).unwrap();
        }
    }
    let input: String = passwords.iter().map(|p| format!("{p}\n")).collect();
    let run = sandbox
        .cmd([
            "password",
            "check",
            "--stdin",
            "--offline",
            &store(&sandbox),
        ])
        .args(["-o", "ndjson"])
        .stdin(input)
        .run();
    run.expect_code(10);
    let lines: Vec<String> = run.stdout.lines().map(str::to_string).collect();
    for (index, line) in lines.iter().enumerate() {
        if index % 2 == 0 {
            let expected = format!(
                r#"{{"line":{},"pwned":true,"count":0,"filter":true}}"#,
                index + 1
            );
            assert_eq!(line, &expected);
        }
    }
    // Not every member-free line can be promised "not pwned" (false positives), but with
    // a 1-in-65,536 rate these 20 are.
    let clean = lines
        .iter()
        .skip(1)
        .step_by(2)
        .filter(|l| l.contains("\"pwned\":false"))
        .count();
    assert_eq!(clean, 20);

    let run = sandbox
        .cmd([
            "password",
            "check",
            "--stdin",
            "--offline",
            &store(&sandbox),
        ])
        .stdin(format!("{}\n", passwords[0]))
        .run();
    crate::ward_snapshot!("probably_pwned", run);
    // A prefix the filter was not built over is refused, never "not pwned".
    let outside = (0..100_000)
        .map(|i| format!("outside-{i}"))
        .find(|p| !sha1_hex(p).starts_with("00"))
        .unwrap();
    let run = sandbox
        .cmd([
            "password",
            "check",
            "--stdin",
            "--offline",
            &store(&sandbox),
        ])
        .stdin(format!("{outside}\n"))
        .run();
    crate::ward_snapshot!("outside_the_filter", run);
    let run = sandbox
        .cmd([
            "password",
            "check",
            "--stdin",
            "--offline",
            &store(&sandbox),
        ])
        .args(["--min-count", "3"])
        .stdin("x\n")
        .run();
    crate::ward_snapshot!("min_count_with_the_filter", run);
}

fn verify(sandbox: &Sandbox, dir: &str) -> Run {
    let dir = sandbox.path().join(dir);
    sandbox
        .cmd(["password", "verify", "-o", "json"])
        .arg(&dir)
        .run()
}

fn check_offline(sandbox: &Sandbox, dir: &str, password: &str) -> Run {
    let dir = sandbox.path().join(dir);
    sandbox
        .cmd(["password", "check", "--stdin", "-o", "ndjson", "--offline"])
        .arg(&dir)
        .stdin(format!("{password}\n"))
        .run()
}

#[test]
fn a_damaged_or_stale_filter_is_listed_never_trusted_and_rebuilt() {
    let sandbox = Sandbox::new();
    let password = (0..100_000)
        .map(|i| format!("filtered-{i}"))
        .find(|p| sha1_hex(p).starts_with("00"))
        .unwrap();
    let fake = fake(PasswordOptions {
        rows: 3,
        known: vec![(sha1_hex(&password), 9)],
        ..PasswordOptions::default()
    });
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "00000..00FFF", "--filter"]);
    assert_eq!(code, 0, "{stderr}");
    let run = verify(&sandbox, "corpus");
    run.expect_success();
    let report = run.json();
    assert!(report["filter_bytes"].as_u64().unwrap() > 0);
    let path = sandbox.path().join("corpus").join("sha1").join("filter");
    let good = std::fs::read(&path).unwrap();

    // One bit flipped inside shard 00's fingerprints (its section follows the 6,168-byte
    // head and its own 520-byte bitmap and checksum).
    let mut damaged = good.clone();
    damaged[6_168 + 520 + 40] ^= 0x04;
    std::fs::write(&path, &damaged).unwrap();
    crate::ward_snapshot!("damaged_filter", verify(&sandbox, "corpus"));
    // Where only the filter is kept, its damage is an error, never "not pwned".
    let alone = sandbox.path().join("alone").join("sha1");
    std::fs::create_dir_all(&alone).unwrap();
    std::fs::write(alone.join("filter"), &damaged).unwrap();
    let run = check_offline(&sandbox, "alone", &password);
    crate::ward_snapshot!("damaged_filter_alone", run);
    assert!(!run.stdout.contains("\"pwned\":false"));
    verify(&sandbox, "alone").expect_code(1);

    // A plain download puts a sound filter back, though no range changed.
    let (code, summary, stderr) = download(&sandbox, &fake, &["--range", "00000..00FFF"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(summary["downloaded"], 0);
    assert_eq!(std::fs::read(&path).unwrap(), good);
    std::fs::write(alone.join("filter"), &good).unwrap();
    check_offline(&sandbox, "alone", &password).expect_code(10);
    verify(&sandbox, "alone").expect_success();

    // A download that changes the store rebuilds the filter with it; an older filter put
    // back over the new one is stale and listed.
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "01000..010FF"]);
    assert_eq!(code, 0, "{stderr}");
    assert_ne!(std::fs::read(&path).unwrap(), good);
    verify(&sandbox, "corpus").expect_success();
    std::fs::write(&path, &good).unwrap();
    crate::ward_snapshot!("stale_filter", verify(&sandbox, "corpus"));
}
