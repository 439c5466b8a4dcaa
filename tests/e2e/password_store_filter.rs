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
