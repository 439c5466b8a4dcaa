//! The client layer speaks of services, never of the command line: renaming a command, a
//! flag or an environment variable must not mean editing an API client.

use std::path::{Path, PathBuf};

const FORBIDDEN: &[&str] = &[
    "`ward ",
    "WARD_",
    "--api-key",
    "--retries",
    "--timeout",
    "--watch",
];

/// Every `.rs` file under `dir`; a folder that is not there fails the test, so a move
/// cannot leave this check scanning nothing.
fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("{} cannot be read: {error}", dir.display()));
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

#[test]
fn no_client_source_uses_command_line_wording() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    sources(&crate_dir.join("src"), &mut files);
    assert!(files.len() > 10, "the sources were not found: {files:?}");
    let mut offences = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file)
            .unwrap_or_else(|error| panic!("{}: {error}", file.display()));
        for (number, line) in text.lines().enumerate() {
            if FORBIDDEN.iter().any(|word| line.contains(word)) {
                offences.push(format!(
                    "{}:{}: {}",
                    file.display(),
                    number + 1,
                    line.trim()
                ));
            }
        }
    }
    assert!(
        offences.is_empty(),
        "command-line wording in the client layer:\n{}",
        offences.join("\n")
    );
}
