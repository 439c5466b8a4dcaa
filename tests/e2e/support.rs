//! Shared helpers: a sandboxed `ward` command and small assertions.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use tempfile::TempDir;

/// Variable prefixes that could leak the developer's real settings into a test.
const SCRUBBED_PREFIXES: &[&str] = &[
    "WARD_",
    "HF_",
    "HIBP_",
    "GOOGLE_",
    "CLOUDSDK_",
    "GITHUB_",
    "ACTIONS_",
    "INPUT_",
    "RUNNER_",
];
const SCRUBBED: &[&str] = &[
    "NO_COLOR",
    "CLICOLOR",
    "CLICOLOR_FORCE",
    "CI",
    "SERVICE_APPLICATION_CREDENTIALS",
    "WEBHOOK_SECRET",
    "HUGGING_FACE_HUB_TOKEN",
];

/// A private HOME, config file and cache for one test.
pub struct Sandbox {
    dir: TempDir,
}

impl Default for Sandbox {
    fn default() -> Self {
        Self::new()
    }
}

impl Sandbox {
    pub fn new() -> Self {
        Self {
            dir: tempfile::tempdir().expect("create a temporary directory"),
        }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn config_path(&self) -> PathBuf {
        self.dir
            .path()
            .join("config")
            .join("ward")
            .join("config.toml")
    }

    /// `ward` with a scrubbed environment pointing at this sandbox.
    pub fn ward(&self) -> Command {
        let mut command = Command::cargo_bin("ward").expect("the ward binary is built");
        for (name, _) in std::env::vars_os() {
            let name = name.to_string_lossy();
            if SCRUBBED_PREFIXES
                .iter()
                .any(|prefix| name.starts_with(prefix))
                || SCRUBBED.contains(&name.as_ref())
            {
                command.env_remove(name.as_ref());
            }
        }
        command
            .env("HOME", self.path())
            .env("XDG_CONFIG_HOME", self.path().join("config"))
            .env("XDG_CACHE_HOME", self.path().join("cache"))
            .env("WARD_CACHE_DIR", self.path().join("cache").join("ward"))
            .env("WARD_NO_PROMPT", "1")
            .current_dir(self.path());
        command
    }

    /// Write a file inside the sandbox and return its path.
    pub fn write(&self, name: &str, contents: &str) -> PathBuf {
        let path = self.path().join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("create parent directories");
        }
        std::fs::write(&path, contents).expect("write a sandbox file");
        path
    }
}

/// Parse a command's stdout as JSON.
pub fn json_of(output: &std::process::Output) -> serde_json::Value {
    serde_json::from_slice(&output.stdout).unwrap_or_else(|error| {
        panic!(
            "stdout is not JSON ({error}):\n{}\nstderr:\n{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
    })
}

pub fn stdout_of(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub fn stderr_of(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Run `ward ARGS` with a pseudo-terminal as its stdin, stdout and stderr (through `script`
/// from util-linux), with `CI` and `WARD_NO_PROMPT` removed so ward sees a person's terminal.
/// Everything ward printed comes back in the output's stdout.
pub fn ward_on_terminal(args: &str, env: &[(&str, &std::ffi::OsStr)]) -> std::process::Output {
    let ward = assert_cmd::cargo::cargo_bin("ward");
    let command_line = format!("{} {args}", ward.display());
    let mut command = std::process::Command::new("script");
    command
        .args(["-qec", &command_line, "/dev/null"])
        .env_remove("CI")
        .env_remove("WARD_NO_PROMPT")
        .stdin(std::process::Stdio::null());
    for (name, _) in std::env::vars_os() {
        let name = name.to_string_lossy();
        if SCRUBBED_PREFIXES
            .iter()
            .any(|prefix| name.starts_with(prefix))
            || SCRUBBED.contains(&name.as_ref())
        {
            command.env_remove(name.as_ref());
        }
    }
    for (name, value) in env {
        command.env(name, value);
    }
    command
        .output()
        .expect("`script` from util-linux runs the command on a pseudo-terminal")
}
