//! The CI runner's file commands: step outputs, environment for later steps, state for the
//! post step, and log masking.
//!
//! Values go into the files in heredoc form (`NAME<<DELIMITER`, value, `DELIMITER`) with a
//! fresh random delimiter that is checked not to occur in the value, so no value, however
//! crafted, can end the heredoc early and define another variable.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::environment::Env;
use crate::error::{Error, Result};
use crate::output::Terminal;

pub(crate) const OUTPUT_FILE: &str = "GITHUB_OUTPUT";
pub(crate) const ENV_FILE: &str = "GITHUB_ENV";
pub(crate) const STATE_FILE: &str = "GITHUB_STATE";

#[derive(Debug, Clone)]
pub(crate) struct Workflow {
    output: Option<PathBuf>,
    env: Option<PathBuf>,
    state: Option<PathBuf>,
    /// Where the runner reads `::command::` lines: the run's stdout.
    log: Terminal,
}

/// `%`, CR and LF escaped as the runner expects in `::command::` lines.
pub(crate) fn escape_data(value: &str) -> String {
    value
        .replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// One heredoc entry; the delimiter never occurs in the value.
pub(crate) fn heredoc(name: &str, value: &str) -> String {
    let delimiter = loop {
        let candidate = format!(
            "ghadelimiter_{:016x}{:016x}",
            fastrand::u64(..),
            fastrand::u64(..)
        );
        if !value.contains(&candidate) {
            break candidate;
        }
    };
    format!("{name}<<{delimiter}\n{value}\n{delimiter}\n")
}

impl Workflow {
    /// The files named in the run's environment; commands go to `log`'s stdout.
    pub(crate) fn from_env(env: &Env, log: Terminal) -> Self {
        // Workflow commands are read from every log line: stderr must not carry any.
        log.escape_workflow_commands();
        let file = |name: &str| {
            env.var_os(name)
                .filter(|value| !value.is_empty())
                .map(PathBuf::from)
        };
        Self {
            output: file(OUTPUT_FILE),
            env: file(ENV_FILE),
            state: file(STATE_FILE),
            log,
        }
    }

    /// One `::command::` line on stdout. A log line that cannot be written has nowhere
    /// else to go, like every line on stdout.
    fn command(&self, name: &str, data: &str) {
        let line = format!("::{name}::{}\n", escape_data(data));
        let _ = self.log.write_stdout(line.as_bytes());
    }

    /// Fail before any work when a file this run will need was not provided.
    pub(crate) fn require(&self, env: bool, state: bool) -> Result<()> {
        let missing: Vec<&str> = [
            (self.output.is_none(), OUTPUT_FILE),
            (env && self.env.is_none(), ENV_FILE),
            (state && self.state.is_none(), STATE_FILE),
        ]
        .into_iter()
        .filter_map(|(missing, name)| missing.then_some(name))
        .collect();
        if missing.is_empty() {
            return Ok(());
        }
        Err(Error::usage(format!(
            "${} not set: --github-action works only inside a workflow step",
            missing.join(" and $") + if missing.len() == 1 { " is" } else { " are" }
        ))
        .with_hint(
            "run without --github-action outside the CI runner (add --print-env for export lines)",
        ))
    }

    /// Ask the runner to hide `value` in every later log line. Printed before the value
    /// can appear anywhere else.
    pub(crate) fn mask(&self, value: &str) {
        for line in value.lines().filter(|line| !line.trim().is_empty()) {
            self.command("add-mask", line);
        }
    }

    pub(crate) fn warning(&self, message: &str) {
        self.command("warning", message);
    }

    pub(crate) fn error(&self, message: &str) {
        self.command("error", message);
    }

    pub(crate) fn set_output(&self, name: &str, value: &str) -> Result<()> {
        append(self.output.as_ref(), OUTPUT_FILE, name, value)
    }

    pub(crate) fn export(&self, name: &str, value: &str) -> Result<()> {
        append(self.env.as_ref(), ENV_FILE, name, value)
    }

    pub(crate) fn save_state(&self, name: &str, value: &str) -> Result<()> {
        append(self.state.as_ref(), STATE_FILE, name, value)
    }
}

fn append(path: Option<&PathBuf>, var: &str, name: &str, value: &str) -> Result<()> {
    let Some(path) = path else {
        return Err(Error::usage(format!(
            "${var} is not set: --github-action works only inside a workflow step"
        )));
    };
    open_append(path)
        .and_then(|mut file| file.write_all(heredoc(name, value).as_bytes()))
        .map_err(|error| {
            Error::io(
                format!("could not write ${var} ({})", path.display()),
                error,
            )
        })
}

/// Open the runner's file to append to it, creating it owner-only when missing (it then
/// holds tokens). A symbolic link planted at its path is never followed, and anything but
/// a regular file (a FIFO would block until someone reads it) is refused.
fn open_append(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.append(true).create(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options
            .mode(0o600)
            .custom_flags(nix::libc::O_NOFOLLOW | nix::libc::O_NONBLOCK);
    }
    #[cfg(windows)]
    if std::fs::symlink_metadata(path).is_ok_and(|metadata| metadata.file_type().is_symlink()) {
        return Err(not_a_regular_file());
    }
    let file = options.open(path).map_err(|error| {
        if std::fs::symlink_metadata(path).is_ok_and(|metadata| !metadata.is_file()) {
            not_a_regular_file()
        } else {
            error
        }
    })?;
    if !file.metadata()?.is_file() {
        return Err(not_a_regular_file());
    }
    Ok(file)
}

fn not_a_regular_file() -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::InvalidInput,
        "it is a symbolic link or not a regular file, which ward does not write through; the runner creates a regular file there",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heredoc_delimiter_is_random_and_not_in_the_value() {
        let entry = heredoc("NAME", "line1\nline2");
        let mut lines = entry.lines();
        let first = lines.next().unwrap();
        let delimiter = first.strip_prefix("NAME<<").unwrap();
        assert!(delimiter.starts_with("ghadelimiter_") && delimiter.len() > 40);
        assert_eq!(lines.collect::<Vec<_>>(), vec!["line1", "line2", delimiter]);
        assert_ne!(heredoc("NAME", "x"), heredoc("NAME", "x"));
    }

    #[test]
    fn escapes_command_data() {
        assert_eq!(escape_data("a%b\r\nc"), "a%25b%0D%0Ac");
    }

    #[test]
    fn appends_to_the_files() {
        let dir = tempfile::tempdir().unwrap();
        let workflow = Workflow {
            output: Some(dir.path().join("out")),
            env: None,
            state: None,
            log: Terminal::captured(None).0,
        };
        workflow.set_output("project_id", "p").unwrap();
        workflow.set_output("id_token", "t").unwrap();
        let text = std::fs::read_to_string(dir.path().join("out")).unwrap();
        assert!(text.starts_with("project_id<<ghadelimiter_"));
        assert_eq!(text.lines().count(), 6);
        assert!(workflow.export("X", "y").is_err());
        assert!(workflow
            .require(true, false)
            .unwrap_err()
            .to_string()
            .contains("$GITHUB_ENV is not set"));
        assert!(workflow.require(false, false).is_ok());
    }

    #[cfg(unix)]
    #[test]
    fn a_link_or_fifo_at_a_runner_file_is_not_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        std::fs::write(&victim, "precious\n").unwrap();
        let link = dir.path().join("out");
        std::os::unix::fs::symlink(&victim, &link).unwrap();
        let fifo = dir.path().join("fifo");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        for path in [link, fifo] {
            let workflow = Workflow {
                output: Some(path.clone()),
                env: None,
                state: None,
                log: Terminal::captured(None).0,
            };
            let error = workflow.set_output("project_id", "my-project").unwrap_err();
            assert!(error.to_string().contains("not a regular file"), "{error}");
        }
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
    }
}
