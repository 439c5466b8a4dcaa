//! `download --filter` and offline checks against the filter alone.

use ward_fakes::passwords::{sha1_hex, PasswordOptions};

use crate::password_download::{download, fake};
use crate::support::{stderr_of, stdout_of, Sandbox};

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
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stderr.contains("filter:"), "{stderr}");
    assert!(summary["filter_bytes"].as_u64().unwrap() > 0);
    let root = sandbox.path().join("corpus").join("sha1");
    for entry in std::fs::read_dir(&root).unwrap().flatten() {
        if entry.file_name().to_string_lossy().ends_with(".shard") {
            std::fs::remove_file(entry.path()).unwrap();
        }
    }
    let input: String = passwords.iter().map(|p| format!("{p}\n")).collect();
    let output = sandbox
        .ward()
        .args([
            "password",
            "check",
            "--stdin",
            "--offline",
            "corpus",
            "-o",
            "ndjson",
        ])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    let lines: Vec<String> = stdout_of(&output).lines().map(str::to_string).collect();
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

    let output = sandbox
        .ward()
        .args(["password", "check", "--stdin", "--offline", "corpus"])
        .write_stdin(format!("{}\n", passwords[0]))
        .output()
        .unwrap();
    assert!(
        stdout_of(&output).contains("probably (filter)"),
        "{}",
        stdout_of(&output)
    );
    // A prefix the filter was not built over is refused, never "not pwned".
    let outside = (0..100_000)
        .map(|i| format!("outside-{i}"))
        .find(|p| !sha1_hex(p).starts_with("00"))
        .unwrap();
    let output = sandbox
        .ward()
        .args(["password", "check", "--stdin", "--offline", "corpus"])
        .write_stdin(format!("{outside}\n"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr_of(&output).contains("does not cover prefix"));
    let output = sandbox
        .ward()
        .args([
            "password",
            "check",
            "--stdin",
            "--offline",
            "corpus",
            "--min-count",
            "3",
        ])
        .write_stdin("x\n")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
}

fn verify(sandbox: &Sandbox, dir: &str) -> std::process::Output {
    sandbox
        .ward()
        .args(["password", "verify", dir, "-o", "json"])
        .output()
        .unwrap()
}

fn check_offline(sandbox: &Sandbox, dir: &str, password: &str) -> std::process::Output {
    sandbox
        .ward()
        .args([
            "password",
            "check",
            "--stdin",
            "--offline",
            dir,
            "-o",
            "ndjson",
        ])
        .write_stdin(format!("{password}\n"))
        .output()
        .unwrap()
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
    assert_eq!(code, Some(0), "{stderr}");
    let output = verify(&sandbox, "corpus");
    assert_eq!(output.status.code(), Some(0), "{}", stderr_of(&output));
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert!(report["filter_bytes"].as_u64().unwrap() > 0);
    let path = sandbox.path().join("corpus").join("sha1").join("filter");
    let good = std::fs::read(&path).unwrap();

    // One bit flipped inside shard 00's fingerprints (its section follows the 6,168-byte
    // head and its own 520-byte bitmap and checksum).
    let mut damaged = good.clone();
    damaged[6_168 + 520 + 40] ^= 0x04;
    std::fs::write(&path, &damaged).unwrap();
    let output = verify(&sandbox, "corpus");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr_of(&output).contains("filter's section for shard 00 is damaged"),
        "{}",
        stderr_of(&output)
    );
    // Where only the filter is kept, its damage is an error, never "not pwned".
    let alone = sandbox.path().join("alone").join("sha1");
    std::fs::create_dir_all(&alone).unwrap();
    std::fs::write(alone.join("filter"), &damaged).unwrap();
    let output = check_offline(&sandbox, "alone", &password);
    assert_eq!(output.status.code(), Some(1), "{}", stdout_of(&output));
    assert!(!stdout_of(&output).contains("\"pwned\":false"));
    assert!(
        stderr_of(&output).contains("damaged"),
        "{}",
        stderr_of(&output)
    );
    let output = verify(&sandbox, "alone");
    assert_eq!(output.status.code(), Some(1));

    // A plain download puts a sound filter back, though no range changed.
    let (code, summary, stderr) = download(&sandbox, &fake, &["--range", "00000..00FFF"]);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(summary["downloaded"], 0);
    assert_eq!(std::fs::read(&path).unwrap(), good);
    std::fs::write(alone.join("filter"), &good).unwrap();
    let output = check_offline(&sandbox, "alone", &password);
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    let output = verify(&sandbox, "alone");
    assert_eq!(output.status.code(), Some(0), "{}", stderr_of(&output));

    // A download that changes the store rebuilds the filter with it; an older filter put
    // back over the new one is stale and listed.
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "01000..010FF"]);
    assert_eq!(code, Some(0), "{stderr}");
    assert_ne!(std::fs::read(&path).unwrap(), good);
    let output = verify(&sandbox, "corpus");
    assert_eq!(output.status.code(), Some(0), "{}", stderr_of(&output));
    std::fs::write(&path, &good).unwrap();
    let output = verify(&sandbox, "corpus");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr_of(&output).contains("stale: shard files 01 changed"),
        "{}",
        stderr_of(&output)
    );
}
