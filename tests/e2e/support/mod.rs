//! Shared helpers: a sandbox (a private home, config and cache), the one builder that runs
//! ward in it ([`Ward`]), the snapshot macro, and small assertions.

#![allow(dead_code)]

mod eventually;
pub mod snapshot;
mod spawn_child;
mod ward;

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use tempfile::TempDir;

pub use self::eventually::{eventually, eventually_within, PATIENCE};
pub use self::spawn_child::{OutputChild, SpawnChild};
pub use self::ward::{Run, Started, Ward};

/// What a program needs to start, passed from the test process to a ward process that
/// otherwise sees only its sandbox: nothing in these configures ward. (`PATHEXT` is how
/// Windows finds `cmd` or `tool.cmd` on PATH.)
pub(crate) const STARTUP_VARS: &[&str] = &[
    "PATH",
    "PATHEXT",
    "SYSTEMROOT",
    "SYSTEMDRIVE",
    "TEMP",
    "TMP",
];

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

/// A private HOME, config file and cache for one test, and the variables every run in it
/// sees.
pub struct Sandbox {
    dir: TempDir,
    vars: Vec<(String, OsString)>,
    /// The test that made it (its thread's name), for the run audit: runs may start on
    /// threads of the test's own, which libtest does not name.
    test: String,
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
            vars: Vec::new(),
            test: std::thread::current()
                .name()
                .unwrap_or("unnamed")
                .to_string(),
        }
    }

    /// The test that made this sandbox.
    pub fn test(&self) -> &str {
        &self.test
    }

    /// A variable every run in this sandbox sees.
    pub fn var(mut self, name: &str, value: impl Into<OsString>) -> Self {
        self.vars.push((name.to_string(), value.into()));
        self
    }

    /// `ward ARGS`, to be given more and run: in-process with [`Ward::run`], as the
    /// binary with [`Ward::run_process`].
    pub fn cmd<I, S>(&self, args: I) -> Ward<'_>
    where
        I: IntoIterator<Item = S>,
        S: Into<OsString>,
    {
        Ward::new(self).args(args)
    }

    /// `ward ARGS` run in-process to its end.
    pub fn run(&self, args: &[&str]) -> Run {
        self.cmd(args).run()
    }

    /// The variables given with [`Sandbox::var`].
    fn own_vars(&self) -> &[(String, OsString)] {
        &self.vars
    }

    /// The ward binary seeing only the sandbox, stdin closed: `self.cmd([]).process()`.
    pub fn isolated_command(&self) -> std::process::Command {
        self.cmd::<[&str; 0], &str>([]).process()
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

    /// A private home, config and cache in the sandbox (under the names each platform
    /// reads), and no prompts.
    fn home_env(&self) -> Vec<(&'static str, OsString)> {
        let config = self.path().join("config");
        let cache = self.path().join("cache");
        vec![
            ("HOME", self.path().into()),
            ("USERPROFILE", self.path().into()),
            ("XDG_CONFIG_HOME", config.clone().into()),
            ("APPDATA", config.into()),
            ("XDG_CACHE_HOME", cache.clone().into()),
            ("LOCALAPPDATA", cache.clone().into()),
            ("XDG_STATE_HOME", self.path().join("state").into()),
            ("WARD_CACHE_DIR", cache.join("ward").into()),
            ("WARD_NO_PROMPT", "1".into()),
        ]
    }

    /// Write the config file every run reads, and return its path.
    pub fn write_config(&self, text: &str) -> PathBuf {
        let path = self.config_path();
        std::fs::create_dir_all(path.parent().expect("a parent")).expect("create the config dir");
        std::fs::write(&path, text).expect("write the config file");
        path
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
    audit("process");
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
        .output_child()
        .expect("`script` from util-linux runs the command on a pseudo-terminal")
}

/// What a child ward printed and how it ended, with its peak memory where the platform
/// reports it.
pub struct Measured {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    /// The child's peak resident set in KiB (`VmHWM`; Linux only).
    pub peak_rss_kib: Option<u64>,
}

/// Run `command` to its end with no stdin, sampling its peak memory. The high-water mark
/// only grows, so sampling it until exit sees any spike that lasts longer than one
/// interval; reading a large body whole takes far longer than that.
pub fn run_measured(mut command: std::process::Command) -> Measured {
    use std::io::Read;
    use std::process::Stdio;
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn_child()
        .expect("start ward");
    let collect = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let stdout = collect(Box::new(child.stdout.take().expect("stdout is piped")));
    let stderr = collect(Box::new(child.stderr.take().expect("stderr is piped")));
    let mut peak = None;
    let status = loop {
        if let Some(status) = child.try_wait().expect("poll ward") {
            break status;
        }
        if let Some(sample) = peak_rss_kib(child.id()) {
            peak = Some(peak.map_or(sample, |seen: u64| seen.max(sample)));
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    Measured {
        code: status.code(),
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
        peak_rss_kib: peak,
    }
}

/// `VmHWM` of a running process, in KiB.
#[cfg(target_os = "linux")]
fn peak_rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Not measured where there is no `/proc`.
#[cfg(not(target_os = "linux"))]
fn peak_rss_kib(_pid: u32) -> Option<u64> {
    None
}

/// The Python that runs the cloud vendor's own client library (google-auth).
pub fn google_auth_python() -> std::process::Command {
    test_python(
        "import google.auth, google.auth.transport.requests, requests",
        "the google-auth client library (google-auth and requests)",
    )
}

/// The Python of `scripts/test`'s environment: `WARD_TEST_PYTHON`, which the script sets to
/// its virtual environment's interpreter, else `python3` (`python` on Windows) from PATH.
/// Fails the test, naming `needs` and how to install it, when that Python cannot run
/// `imports`: these tests never skip.
pub fn test_python(imports: &str, needs: &str) -> std::process::Command {
    let python = std::env::var_os("WARD_TEST_PYTHON")
        .filter(|python| !python.is_empty())
        .unwrap_or_else(|| if cfg!(windows) { "python" } else { "python3" }.into());
    let probe = std::process::Command::new(&python)
        .args(["-c", imports])
        .output_child();
    let why = match probe {
        Ok(output) if output.status.success() => return std::process::Command::new(python),
        Ok(output) => format!(
            "it cannot import them: {}",
            String::from_utf8_lossy(&output.stderr)
                .lines()
                .last()
                .unwrap_or_default()
        ),
        Err(error) => format!("it could not be started: {error}"),
    };
    panic!(
        "this test needs {needs}, and the Python {} has none ({why}); scripts/test installs \
         them in target/test-venv and sets WARD_TEST_PYTHON to that environment's interpreter",
        python.to_string_lossy()
    )
}

/// Records that the running test ran ward `kind` ("process" or "in-process"), when
/// `E2E_AUDIT` names a file: `bench/test-kinds.sh` counts which tests start the
/// binary. libtest names each test's thread after the test.
pub fn audit(kind: &str) {
    let thread = std::thread::current();
    audit_as(kind, thread.name().unwrap_or("unnamed"));
}

/// [`audit`] for a run of `test`'s, wherever it starts.
pub fn audit_as(kind: &str, test: &str) {
    use std::io::Write;
    let Some(path) = std::env::var_os("E2E_AUDIT") else {
        return;
    };
    let line = format!("{kind}\t{test}\n");
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .expect("open the test audit file");
    file.write_all(line.as_bytes())
        .expect("write the test audit file");
}

/// The whole answer to `METHOD TARGET` with `headers`, sent on a connection of its own
/// (`Connection: close`), for tests that check a server's bytes exactly.
pub fn raw_http(
    addr: &str,
    method: &str,
    target: &str,
    headers: &[(&str, &str)],
    patience: std::time::Duration,
) -> Vec<u8> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(addr).expect("connect");
    stream.set_read_timeout(Some(patience)).unwrap();
    let mut head = format!("{method} {target} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).unwrap();
    let mut bytes = Vec::new();
    stream.read_to_end(&mut bytes).unwrap();
    bytes
}

/// `node` with `package` on its module path: the tests' Node packages, installed by
/// scripts/test into target/test-node (WARD_TEST_NODE_MODULES names the folder). Fails the
/// test, saying how to install it, when node or the package is missing.
pub fn node_with(package: &str) -> std::process::Command {
    let modules = std::env::var_os("WARD_TEST_NODE_MODULES")
        .filter(|modules| !modules.is_empty())
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("target/test-node/node_modules")
                .into_os_string()
        });
    let probe = std::process::Command::new("node")
        .args(["-e", &format!("require('{package}')")])
        .env("NODE_PATH", &modules)
        .output_child();
    match probe {
        Ok(output) if output.status.success() => {}
        other => panic!(
            "this test needs node and the {package} package in {} ({other:?}); \
             scripts/test installs it (npm, into target/test-node) and sets WARD_TEST_NODE_MODULES",
            Path::new(&modules).display()
        ),
    }
    let mut command = std::process::Command::new("node");
    command.env("NODE_PATH", modules);
    command
}
