//! Running one command line in-process.

use std::path::PathBuf;

use clap::Parser;
use tempfile::TempDir;
use ward::cli::Cli;
use ward::environment::Env;
use ward::error::{exit, Outcome};
use ward::interrupt::Interrupts;
use ward::output::{Captured, Terminal};
use ward::Io;

/// A private config file and cache, and the variables a run sees (nothing else of the
/// process environment leaks in).
pub struct Home {
    dir: TempDir,
    vars: Vec<(String, String)>,
    width: Option<u16>,
    answers: Option<Vec<String>>,
    stdin: Option<Vec<u8>>,
}

/// What one run printed and how it ended.
pub struct Run {
    pub code: u8,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|error| panic!("not JSON ({error}): {}\n{}", self.stdout, self.stderr))
    }
}

impl Home {
    pub fn new() -> Self {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let cache = dir.path().join("cache").to_string_lossy().into_owned();
        Self {
            dir,
            vars: vec![("WARD_CACHE_DIR".to_string(), cache)],
            width: None,
            answers: None,
            stdin: None,
        }
    }

    /// A variable the run sees.
    pub fn var(mut self, name: &str, value: &str) -> Self {
        self.vars.push((name.to_string(), value.to_string()));
        self
    }

    /// Runs see a terminal this wide instead of pipes.
    pub fn terminal(mut self, width: u16) -> Self {
        self.width = Some(width);
        self
    }

    /// Questions are answered with `answers`, in order, as typed at a terminal (which
    /// stdin then counts as); the questions are read back from stderr.
    pub fn answers(mut self, answers: &[&str]) -> Self {
        self.answers = Some(answers.iter().map(|answer| answer.to_string()).collect());
        self
    }

    /// `bytes` are piped into the run's standard input, as `ward ... < file` would.
    pub fn stdin(mut self, bytes: &[u8]) -> Self {
        self.stdin = Some(bytes.to_vec());
        self
    }

    /// The config file, written with `text`.
    pub fn config(&self, text: &str) -> PathBuf {
        let path = self.path("config.toml");
        std::fs::write(&path, text).expect("write the config file");
        path
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Run `ward ARGS` to completion and collect what it printed.
    pub fn run(&self, args: &[&str]) -> Run {
        self.run_with(&[], args)
    }

    /// Like [`Home::run`], the run also seeing `extra` variables.
    pub fn run_with(&self, extra: &[(&str, &str)], args: &[&str]) -> Run {
        // Never fired: the test process's own Ctrl-C is left alone.
        let (interrupts, _never) = Interrupts::manual();
        self.run_full(extra, interrupts, args)
    }

    /// Like [`Home::run`], interrupted only by `interrupts`.
    pub fn run_interruptible(&self, interrupts: Interrupts, args: &[&str]) -> Run {
        self.run_full(&[], interrupts, args)
    }

    fn run_full(&self, extra: &[(&str, &str)], interrupts: Interrupts, args: &[&str]) -> Run {
        let config = self.path("config.toml");
        let config = config.to_string_lossy();
        let mut line = vec!["ward", "--config", &config];
        line.extend_from_slice(args);
        let cli = Cli::try_parse_from(line).unwrap_or_else(|error| panic!("{error}"));
        let (terminal, captured) = Terminal::captured(self.width);
        let terminal = match &self.answers {
            Some(answers) => terminal.answering(answers.iter().cloned()),
            None => terminal,
        };
        let terminal = match &self.stdin {
            Some(bytes) => terminal.piping(bytes.clone()),
            None => terminal,
        };
        let io = Io {
            terminal,
            env: Env::fixed(
                self.vars
                    .iter()
                    .cloned()
                    .chain(extra.iter().map(|(n, v)| (n.to_string(), v.to_string()))),
            ),
            interrupts,
        };
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime");
        let result = runtime.block_on(ward::run_with(cli, io));
        finish(result, &captured)
    }
}

fn finish(result: ward::error::Result<Outcome>, captured: &Captured) -> Run {
    // An error is shown as the binary shows it: the library's report, hint line included.
    let (code, error) = match result {
        Ok(outcome) => (outcome.exit_code(), String::new()),
        Err(error) => {
            let report = error.report();
            (report.code, report.stderr)
        }
    };
    Run {
        code,
        stdout: captured.stdout(),
        stderr: captured.stderr() + &error,
    }
}

pub const SUCCESS: u8 = exit::SUCCESS;
pub const COMPROMISED: u8 = exit::COMPROMISED;

/// An error run in-process shows what the binary shows, the `hint:` line included.
#[test]
fn an_error_reads_as_the_binary_prints_it() {
    let home = Home::new();
    let run = home.run(&["project", "list"]);
    let expected = "ward: error: no release-tracker API key is set\nhint: store one with \
                    `ward configure releases-key`, or set WARD_RELEASES_KEY (--api-key works \
                    too but stays in shell history)\n";
    assert_eq!((run.code, run.stderr.as_str()), (exit::AUTH, expected));

    let config = home.path("config.toml");
    let mut binary = std::process::Command::new(env!("CARGO_BIN_EXE_ward"));
    binary.env_clear();
    // What a Windows program needs to start; nothing that configures ward.
    for name in ["PATH", "SYSTEMROOT", "SYSTEMDRIVE", "TEMP", "TMP"] {
        if let Some(value) = std::env::var_os(name) {
            binary.env(name, value);
        }
    }
    let output = binary
        .env("WARD_CACHE_DIR", home.path("cache"))
        .arg("--config")
        .arg(&config)
        .args(["project", "list"])
        .output()
        .expect("run ward");
    assert_eq!(output.status.code(), Some(i32::from(run.code)));
    assert_eq!(String::from_utf8_lossy(&output.stderr), run.stderr);
}
