//! Stamps the binary with the commit it was built from and its target, for
//! `ward --version` (support requests and the CI action's version check need both).

use std::path::Path;
use std::process::Command;

fn main() {
    let target = std::env::var("TARGET").unwrap_or_else(|_| String::from("unknown"));
    println!("cargo:rustc-env=WARD_TARGET={target}");
    println!("cargo:rustc-env=WARD_GIT_COMMIT={}", commit());
    if Path::new(".git").exists() {
        println!("cargo:rerun-if-changed=.git/HEAD");
        println!("cargo:rerun-if-changed=.git/refs/heads");
        println!("cargo:rerun-if-changed=.git/packed-refs");
    }
    println!("cargo:rerun-if-env-changed=WARD_GIT_COMMIT");
}

/// The short commit: from the environment (release builds of a source tarball), git, or
/// the `.cargo_vcs_info.json` that `cargo publish` writes into the package.
fn commit() -> String {
    if let Ok(commit) = std::env::var("WARD_GIT_COMMIT") {
        if !commit.trim().is_empty() {
            return short(commit.trim());
        }
    }
    let from_git = Command::new("git")
        .args(["rev-parse", "--short=7", "HEAD"])
        .output()
        .ok()
        .filter(|output| output.status.success())
        .and_then(|output| String::from_utf8(output.stdout).ok())
        .map(|text| text.trim().to_string())
        .filter(|text| !text.is_empty());
    if let Some(commit) = from_git {
        return commit;
    }
    std::fs::read_to_string(".cargo_vcs_info.json")
        .ok()
        .and_then(|text| {
            let start = text.find("\"sha1\"")?;
            let rest = &text[start + 6..];
            let open = rest.find('"')? + 1;
            let close = rest[open..].find('"')? + open;
            Some(short(&rest[open..close]))
        })
        .unwrap_or_else(|| String::from("unknown"))
}

fn short(commit: &str) -> String {
    commit.chars().take(7).collect()
}
