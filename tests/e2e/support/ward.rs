//! The one way tests run ward: [`Ward`], built from a [`Sandbox`]. A run goes in-process
//! by default (`ward::commands::run_with` with a captured terminal and a fixed environment), which
//! is what the user would see without the cost of a process; `run_process` starts the
//! built binary with exactly the same inputs where the process itself is the point
//! (signals, the binary's exit status, the receiver, the action shim).

use std::ffi::OsString;
use std::path::PathBuf;

use clap::Parser;
use ward::cli::Cli;
use ward::environment::Env;
use ward::error::Outcome;
use ward::interrupt::Interrupts;
use ward::output::{Captured, Terminal};
use ward::run::Io;

use super::{Sandbox, SpawnChild as _};

/// Variables clap reads from the process environment while it parses the command line.
/// An in-process run cannot give them to clap without changing the whole test process's
/// environment, so a test that needs one runs the binary instead.
const READ_BY_CLAP: &[&str] = &[
    "WARD_CONFIG",
    "WARD_OUTPUT",
    "WARD_TIMEOUT",
    "WARD_RETRIES",
    "WARD_STATE_DIR",
    "WARD_QUEUE_URL",
];

/// One command line to run, and everything it sees.
#[must_use = "a Ward does nothing until it is run"]
pub struct Ward<'s> {
    sandbox: &'s Sandbox,
    args: Vec<OsString>,
    vars: Vec<(String, OsString)>,
    removed: Vec<String>,
    width: Option<u16>,
    answers: Option<Vec<String>>,
    stdin: Option<Vec<u8>>,
    interrupts: Option<Interrupts>,
}

/// What one run printed and how it ended.
#[derive(Debug, Clone)]
pub struct Run {
    pub code: u8,
    pub stdout: String,
    pub stderr: String,
    /// Text the snapshot of this run shows in place of the sandbox's path.
    pub(crate) sandbox: PathBuf,
}

impl Run {
    /// stdout as JSON; fails the test, showing both streams, when it is not.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|error| panic!("not JSON ({error}): {}\n{}", self.stdout, self.stderr))
    }

    /// Fails the test, showing stderr, unless the run ended with `code`.
    #[track_caller]
    pub fn expect_code(&self, code: u8) -> &Self {
        assert_eq!(
            self.code, code,
            "exit code\n--- stdout\n{}\n--- stderr\n{}",
            self.stdout, self.stderr
        );
        self
    }

    /// Fails the test unless the run succeeded.
    #[track_caller]
    pub fn expect_success(&self) -> &Self {
        self.expect_code(0)
    }
}

impl<'s> Ward<'s> {
    pub(super) fn new(sandbox: &'s Sandbox) -> Self {
        Self {
            sandbox,
            args: Vec::new(),
            vars: Vec::new(),
            removed: Vec::new(),
            width: None,
            answers: None,
            stdin: None,
            interrupts: None,
        }
    }

    pub fn arg(mut self, arg: impl Into<OsString>) -> Self {
        self.args.push(arg.into());
        self
    }

    pub fn args<I, S>(mut self, args: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<OsString>,
    {
        self.args.extend(args.into_iter().map(Into::into));
        self
    }

    /// A variable the run sees, over the sandbox's own.
    pub fn env(mut self, name: &str, value: impl Into<OsString>) -> Self {
        self.vars.push((name.to_string(), value.into()));
        self
    }

    /// Variables the run sees.
    pub fn envs<K: AsRef<str>, V: Into<OsString>>(
        mut self,
        vars: impl IntoIterator<Item = (K, V)>,
    ) -> Self {
        for (name, value) in vars {
            self.vars.push((name.as_ref().to_string(), value.into()));
        }
        self
    }

    /// A variable of the sandbox's that this run does not see.
    pub fn env_remove(mut self, name: &str) -> Self {
        self.removed.push(name.to_string());
        self
    }

    /// stdout and stderr are a terminal this wide instead of pipes.
    pub fn terminal(mut self, width: u16) -> Self {
        self.width = Some(width);
        self
    }

    /// Questions are answered with `answers`, in order, as typed at a terminal (which stdin
    /// then counts as); the questions are read back from stderr. In-process only.
    pub fn answers(mut self, answers: &[&str]) -> Self {
        self.answers = Some(answers.iter().map(|answer| answer.to_string()).collect());
        self
    }

    /// `bytes` piped into the run's standard input, as `ward ... < file` would.
    pub fn stdin(mut self, bytes: impl Into<Vec<u8>>) -> Self {
        self.stdin = Some(bytes.into());
        self
    }

    /// The run is interrupted only by `interrupts` (by default, never). In-process only.
    pub fn interrupts(mut self, interrupts: Interrupts) -> Self {
        self.interrupts = Some(interrupts);
        self
    }

    /// Everything the run sees: the sandbox's variables, then this run's, less the removed.
    /// A run given answers is not told the sandbox's default `WARD_NO_PROMPT`.
    fn environment(&self) -> Vec<(String, OsString)> {
        let prompting = self.answers.is_some();
        let mut vars: Vec<(String, OsString)> = self
            .sandbox
            .home_env()
            .into_iter()
            .filter(|(name, _)| !(prompting && *name == "WARD_NO_PROMPT"))
            .map(|(name, value)| (name.to_string(), value))
            .chain(self.sandbox.own_vars().iter().cloned())
            .chain(self.vars.iter().cloned())
            .collect();
        vars.retain(|(name, _)| !self.removed.contains(name));
        vars
    }

    /// Runs ward in this process to completion and collects what it printed.
    pub fn run(self) -> Run {
        let sandbox = self.sandbox.path().to_path_buf();
        let (cli, io, captured) = self.in_process();
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime");
        let result = runtime.block_on(ward::commands::run_with(cli, io));
        drop(runtime);
        finish(result, &captured, sandbox)
    }

    /// Starts ward in this process on a thread of its own, for a test that talks to it
    /// while it runs (the receiver); [`Started::finish`] waits for its end.
    pub fn start(self) -> Started {
        let sandbox = self.sandbox.path().to_path_buf();
        let (cli, io, captured) = self.in_process();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Runtime::new().expect("a runtime");
            runtime.block_on(ward::commands::run_with(cli, io))
        });
        Started {
            captured,
            thread,
            sandbox,
        }
    }

    /// The parsed command line, what the run sees, and the terminal it writes to.
    fn in_process(self) -> (Cli, Io, Captured) {
        super::audit_as("in-process", self.sandbox.test());
        let vars = self.environment();
        if let Some((name, _)) = vars
            .iter()
            .find(|(name, _)| READ_BY_CLAP.contains(&name.as_str()))
        {
            panic!(
                "{name} is read by clap from the process environment, which an in-process \
                 run cannot set: give the flag instead, or use run_process()"
            );
        }
        let mut line = vec![OsString::from("ward")];
        line.extend(self.args.iter().cloned());
        let cli = Cli::try_parse_from(line).unwrap_or_else(|error| {
            panic!("the command line does not parse (use run_process() to test that):\n{error}")
        });
        let (terminal, captured) = Terminal::captured(self.width);
        let terminal = match self.answers {
            Some(answers) => terminal.answering(answers),
            None => terminal,
        };
        let terminal = match self.stdin {
            Some(bytes) => terminal.piping(bytes),
            None => terminal,
        };
        // Never fired unless the test holds the other end: the test process's own Ctrl-C
        // is left alone.
        let interrupts = self.interrupts.unwrap_or_else(|| Interrupts::manual().0);
        let io = Io {
            terminal,
            env: Env::fixed(vars),
            interrupts,
        };
        (cli, io, captured)
    }

    /// The built binary with this run's arguments and environment (and nothing else of
    /// the test process's but what a program needs to start), in the sandbox, with stdin
    /// closed unless given. For tests that need the process: signals, timing, children.
    pub fn process(&self) -> std::process::Command {
        assert!(
            self.answers.is_none() && self.interrupts.is_none() && self.width.is_none(),
            "answers, interrupts and a terminal width are for in-process runs"
        );
        super::audit_as("process", self.sandbox.test());
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_ward"));
        command.env_clear().current_dir(self.sandbox.path());
        for name in super::STARTUP_VARS {
            if let Some(value) = std::env::var_os(name) {
                command.env(name, value);
            }
        }
        command.envs(self.environment()).args(&self.args);
        command.stdin(std::process::Stdio::null());
        command
    }

    /// Runs the built binary to its end, `stdin` fed to it.
    pub fn run_process(self) -> Run {
        use std::io::Write;
        use std::process::Stdio;
        let mut command = self.process();
        if self.stdin.is_some() {
            command.stdin(Stdio::piped());
        }
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn_child()
            .expect("start ward");
        if let Some(bytes) = &self.stdin {
            let mut pipe = child.stdin.take().expect("stdin is piped");
            // A run that stops reading early is not the test's failure.
            let _ = pipe.write_all(bytes);
        }
        let output = child.wait_with_output().expect("wait for ward");
        let code = match output.status.code() {
            Some(code) => u8::try_from(code).expect("an exit code in 0..=255"),
            None => panic!("ward ended by a signal: {:?}", output.status),
        };
        Run {
            code,
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
            sandbox: self.sandbox.path().to_path_buf(),
        }
    }

    /// The same inputs as an `assert_cmd` command, for tests written with its assertions.
    pub fn assert_cmd(&self) -> assert_cmd::Command {
        assert_cmd::Command::from_std(self.process())
    }
}

/// A run going on in this process.
pub struct Started {
    captured: Captured,
    thread: std::thread::JoinHandle<ward::error::Result<Outcome>>,
    sandbox: PathBuf,
}

impl Started {
    /// What the run has written to stdout so far.
    pub fn stdout(&self) -> String {
        self.captured.stdout()
    }

    /// What the run has written to stderr so far.
    pub fn stderr(&self) -> String {
        self.captured.stderr()
    }

    /// Waits for the run to end (the test interrupts it first, where it would not).
    pub fn finish(self) -> Run {
        let result = self.thread.join().expect("the run's thread");
        finish(result, &self.captured, self.sandbox)
    }

    /// Whether the run has ended (so [`Started::finish`] will not wait).
    pub fn is_finished(&self) -> bool {
        self.thread.is_finished()
    }
}

fn finish(result: ward::error::Result<Outcome>, captured: &Captured, sandbox: PathBuf) -> Run {
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
        sandbox,
    }
}
