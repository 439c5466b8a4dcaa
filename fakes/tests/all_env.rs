//! `eval "$(ward-fakes all --env)"`: the command returns at once with the `export` lines,
//! and the fakes it names keep answering until their process is stopped.

#![cfg(unix)]

use std::collections::BTreeMap;
use std::process::Command;

/// Stops the background fakes even when an assertion fails.
struct Stop(String);

impl Drop for Stop {
    fn drop(&mut self) {
        let _ = Command::new("kill").arg(&self.0).status();
    }
}

fn unquote(value: &str) -> String {
    value
        .strip_prefix('\'')
        .and_then(|value| value.strip_suffix('\''))
        .unwrap_or(value)
        .replace(r"'\''", "'")
}

#[test]
fn env_mode_returns_and_leaves_the_fakes_running() {
    let output = Command::new(env!("CARGO_BIN_EXE_ward-fakes"))
        .args(["all", "--env"])
        .output()
        .expect("run ward-fakes");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8_lossy(&output.stdout);
    let variables: BTreeMap<String, String> = text
        .lines()
        .filter_map(|line| line.strip_prefix("export "))
        .filter_map(|line| line.split_once('='))
        .map(|(name, value)| (name.to_string(), unquote(value)))
        .collect();
    let pid = variables
        .get("WARD_FAKES_PID")
        .expect("the pid is exported");
    let _stop = Stop(pid.clone());
    for name in [
        "WARD_RELEASES_URL",
        "WARD_BREACHES_URL",
        "WARD_PASSWORDS_URL",
        "WARD_HUB_URL",
        "WARD_RESOURCEMANAGER_URL",
    ] {
        let url = variables
            .get(name)
            .unwrap_or_else(|| panic!("{name} in {text}"));
        let address = url.trim_start_matches("http://");
        assert!(
            std::net::TcpStream::connect(address).is_ok(),
            "{name} ({url}) does not answer"
        );
    }
    let key_file = variables
        .get("GOOGLE_APPLICATION_CREDENTIALS")
        .expect("a key file is exported");
    let key: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(key_file).expect("the key file exists"))
            .expect("the key file is JSON");
    assert_eq!(key["type"], "service_account");
}
