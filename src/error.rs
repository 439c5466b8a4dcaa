//! Error kinds and the one place that maps them to exit codes and hints.

use ward_client::http::{HttpError, MAX_RETRY_AFTER};

/// Exit codes, documented in the README and in `ward --help`.
pub mod exit {
    pub const SUCCESS: u8 = 0;
    pub const FAILURE: u8 = 1;
    pub const USAGE: u8 = 2;
    pub const AUTH: u8 = 3;
    pub const NOT_FOUND: u8 = 4;
    pub const RATE_LIMITED: u8 = 5;
    pub const COMPROMISED: u8 = 10;
    /// Stopped by Ctrl-C, as a shell reports a process ended by SIGINT.
    pub const INTERRUPTED: u8 = 130;

    /// What one exit code means: `meaning` in `ward --help`, `meaning` then `more` in the
    /// README's table.
    #[derive(Debug, Clone, Copy)]
    pub struct Meaning {
        pub code: u8,
        pub meaning: &'static str,
        pub more: &'static str,
    }

    /// Every exit code ward uses: the one definition `--help` and the README are made from.
    pub const TABLE: [Meaning; 8] = [
        Meaning {
            code: SUCCESS,
            meaning: "success, and nothing compromised",
            more: "",
        },
        Meaning {
            code: FAILURE,
            meaning: "runtime failure (network, server, I/O)",
            more: "",
        },
        Meaning {
            code: USAGE,
            meaning: "usage or bad input",
            more: " (including a 400 from a service, a named file that does not exist, a removal refused for want of `--yes`)",
        },
        Meaning {
            code: AUTH,
            meaning: "credentials missing, or refused (401/403)",
            more: "",
        },
        Meaning {
            code: NOT_FOUND,
            meaning: "not found",
            more: ": the one named thing asked for does not exist",
        },
        Meaning {
            code: RATE_LIMITED,
            meaning: "rate limited after all retries",
            more: "",
        },
        Meaning {
            code: COMPROMISED,
            meaning: "a check found something compromised (pwned password, breached account)",
            more: "",
        },
        Meaning {
            code: INTERRUPTED,
            meaning: "interrupted by Ctrl-C",
            more: " (a batch prints what it finished first)",
        },
    ];

    /// The list that ends `ward --help`.
    pub fn help() -> String {
        let mut text = String::from("Exit codes:");
        for entry in TABLE {
            text.push_str(&format!("\n  {:<3} {}", entry.code, entry.meaning));
        }
        text
    }

    /// The README's table, in Markdown.
    pub fn markdown() -> String {
        let mut text = String::from("| code | meaning |\n|---|---|\n");
        for entry in TABLE {
            text.push_str(&format!(
                "| {} | {}{} |\n",
                entry.code, entry.meaning, entry.more
            ));
        }
        text
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn the_readme_table_is_the_one_definition() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
            let readme = std::fs::read_to_string(path).expect("the README");
            let section = readme
                .split_once("## Exit codes\n\n")
                .map(|(_, rest)| rest)
                .expect("an \"## Exit codes\" section in the README");
            assert!(
                section.starts_with(&super::markdown()),
                "the README's exit-code table differs from error::exit::TABLE; it should read:\n{}",
                super::markdown()
            );
        }

        #[test]
        fn help_lists_every_code_once() {
            let help = super::help();
            assert!(help.starts_with("Exit codes:\n  0   success"));
            assert!(help.contains("\n  10  a check found"));
            assert!(help.ends_with("\n  130 interrupted by Ctrl-C"));
            let mut codes: Vec<u8> = super::TABLE.iter().map(|entry| entry.code).collect();
            codes.dedup();
            assert_eq!(codes.len(), super::TABLE.len());
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Bad flags, arguments or input: the user can fix it and run again.
    #[error("{0}")]
    Usage(String),
    /// Credentials missing, refused or not allowed to do this.
    #[error("{0}")]
    Auth(String),
    /// The thing asked for does not exist.
    #[error("{0}")]
    NotFound(String),
    /// Still rate limited after every retry.
    #[error("{0}")]
    RateLimited(String),
    /// Anything else that went wrong at run time.
    #[error("{0}")]
    Runtime(String),
    /// Stopped by Ctrl-C after saving or printing what was done.
    #[error("{0}")]
    Interrupted(String),
    #[error(transparent)]
    Http(#[from] HttpError),
    #[error("{context}: {}", io_cause(source))]
    Io {
        context: String,
        #[source]
        source: std::io::Error,
    },
    /// An error of one step of a multi-step flow, named in front of it.
    #[error("{step}: {error}")]
    Step {
        step: String,
        #[source]
        error: Box<Error>,
    },
    /// Any error with a line of advice shown after it.
    #[error("{error}")]
    Hinted { error: Box<Error>, hint: String },
}

impl Error {
    pub fn usage(message: impl Into<String>) -> Self {
        Self::Usage(message.into())
    }

    pub fn runtime(message: impl Into<String>) -> Self {
        Self::Runtime(message.into())
    }

    pub fn interrupted(message: impl Into<String>) -> Self {
        Self::Interrupted(message.into())
    }

    pub fn io(context: impl Into<String>, source: std::io::Error) -> Self {
        Self::Io {
            context: context.into(),
            source,
        }
    }

    /// Attach advice shown as `hint: ...` under the error.
    #[must_use]
    pub fn with_hint(self, hint: impl Into<String>) -> Self {
        Self::Hinted {
            error: Box::new(self),
            hint: hint.into(),
        }
    }

    pub fn exit_code(&self) -> u8 {
        match self {
            Self::Usage(_) => exit::USAGE,
            Self::Auth(_) => exit::AUTH,
            Self::NotFound(_) => exit::NOT_FOUND,
            Self::RateLimited(_) => exit::RATE_LIMITED,
            // A file the user named that is not there is bad input, whichever command read it.
            Self::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound => exit::USAGE,
            Self::Runtime(_) | Self::Io { .. } => exit::FAILURE,
            Self::Interrupted(_) => exit::INTERRUPTED,
            Self::Http(error) => http_exit_code(error),
            Self::Hinted { error, .. } | Self::Step { error, .. } => error.exit_code(),
        }
    }

    /// Advice for the user, the innermost explicit hint first.
    pub fn hint(&self) -> Option<String> {
        match self {
            Self::Hinted { hint, .. } => Some(hint.clone()),
            Self::Http(error) => http_hint(error),
            Self::Step { error, .. } => error.hint(),
            _ => None,
        }
    }

    /// The HTTP status behind this error, if it came from a service.
    pub fn status(&self) -> Option<u16> {
        match self {
            Self::Http(error) => error.status(),
            Self::Hinted { error, .. } | Self::Step { error, .. } => error.status(),
            _ => None,
        }
    }
}

/// `error` with `step` in front of its message, keeping its exit code, hint and source, so
/// the user sees which step of a multi-step flow failed.
pub fn failed(step: &str, error: impl Into<Error>) -> Error {
    Error::Step {
        step: step.to_string(),
        error: Box::new(error.into()),
    }
}

/// An I/O failure in words: the common kinds plainly, others without the platform's
/// ` (os error N)`, which differs between systems.
fn io_cause(error: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match error.kind() {
        ErrorKind::NotFound => "no such file or directory".to_string(),
        ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ => {
            let text = error.to_string();
            match text.rfind(" (os error ") {
                Some(start) if text.ends_with(')') => text[..start].to_string(),
                _ => text,
            }
        }
    }
}

/// The exit code a bare HTTP failure gives, for callers of the HTTP layer itself.
pub trait HttpExitCode {
    /// The exit code this failure ends the command with.
    fn exit_code(&self) -> u8;
}

impl HttpExitCode for HttpError {
    fn exit_code(&self) -> u8 {
        http_exit_code(self)
    }
}

fn http_exit_code(error: &HttpError) -> u8 {
    match error.status() {
        Some(400 | 422) => exit::USAGE,
        Some(401 | 403) => exit::AUTH,
        Some(404) => exit::NOT_FOUND,
        Some(429) => exit::RATE_LIMITED,
        _ => exit::FAILURE,
    }
}

/// Advice for an HTTP failure no service explains more precisely.
fn http_hint(error: &HttpError) -> Option<String> {
    match error {
        HttpError::Status(status) if status.status == 429 => {
            Some(match status.retry_after.map(|wait| wait.as_secs()) {
                // Longer waits are never sat out, so more retries would not help.
                Some(seconds) if seconds > MAX_RETRY_AFTER.as_secs() => format!(
                    "the service asks to wait {seconds} s (about {} min); run again after that",
                    seconds.div_ceil(60)
                ),
                Some(seconds) => {
                    format!(
                        "the service asks to wait {seconds} s; run again later or raise --retries"
                    )
                }
                None => "run again later or raise --retries".to_string(),
            })
        }
        HttpError::Status(status) if status.status >= 500 => {
            Some("the service had a problem; try again later".to_string())
        }
        HttpError::Connect { .. } | HttpError::Unreachable { .. } => {
            Some("check the network, or the service's base URL setting".to_string())
        }
        HttpError::Timeout { .. } => Some("raise --timeout, or try again later".to_string()),
        _ => None,
    }
}

/// How a command that ran to the end finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Success, and nothing compromised.
    Clean,
    /// A check found something compromised (a pwned password, a breached account).
    Compromised,
}

impl Outcome {
    pub fn exit_code(self) -> u8 {
        match self {
            Self::Clean => exit::SUCCESS,
            Self::Compromised => exit::COMPROMISED,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;
    use ward_client::http::StatusError;

    #[test]
    fn hinted_errors_keep_the_inner_exit_code() {
        let error = Error::NotFound("no such tag".into()).with_hint("run `ward tag list`");
        assert_eq!(error.exit_code(), exit::NOT_FOUND);
        assert_eq!(error.hint().as_deref(), Some("run `ward tag list`"));
        assert_eq!(error.to_string(), "no such tag");
    }

    fn status(status: u16, retry_after: Option<u64>) -> Error {
        Error::Http(HttpError::Status(Box::new(StatusError {
            service: "svc",
            status,
            message: String::new(),
            details: vec![],
            request_id: None,
            code: None,
            retry_after: retry_after.map(Duration::from_secs),
            attempts: 1,
        })))
    }

    #[test]
    fn status_errors_map_to_exit_codes() {
        assert_eq!(status(401, None).exit_code(), 3);
        assert_eq!(status(403, None).exit_code(), 3);
        assert_eq!(status(404, None).exit_code(), 4);
        assert_eq!(status(429, None).exit_code(), 5);
        assert_eq!(status(400, None).exit_code(), 2);
        assert_eq!(status(503, None).exit_code(), 1);
    }

    #[test]
    fn a_429_hint_offers_more_retries_only_when_they_could_help() {
        let short = status(429, Some(30)).hint().unwrap();
        assert!(short.contains("--retries"), "{short}");
        let long = status(429, Some(3585)).hint().unwrap();
        assert!(!long.contains("--retries"), "{long}");
        assert!(long.contains("run again after that"), "{long}");
    }

    #[test]
    fn a_missing_file_is_bad_input_and_said_plainly() {
        let missing = std::io::Error::from(std::io::ErrorKind::NotFound);
        let error = Error::io("could not read the routes file r.toml", missing);
        assert_eq!(error.exit_code(), exit::USAGE);
        assert_eq!(
            error.to_string(),
            "could not read the routes file r.toml: no such file or directory"
        );
        let denied = std::io::Error::from(std::io::ErrorKind::PermissionDenied);
        assert_eq!(Error::io("x", denied).exit_code(), exit::FAILURE);
    }

    #[test]
    fn a_step_keeps_exit_code_hint_and_names_the_step() {
        let error = Error::Step {
            step: "signing the JWT".into(),
            error: Box::new(Error::Auth("denied".into()).with_hint("log in")),
        };
        assert_eq!(error.exit_code(), 3);
        assert_eq!(error.hint().as_deref(), Some("log in"));
        assert_eq!(error.to_string(), "signing the JWT: denied");
    }
}

/// What a run that ended in an error prints on stderr, and the code it exits with: made
/// in one place so the binary and in-process tests show users exactly the same thing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// `ward: error: ...` and, when there is advice, `hint: ...`, each one line ending in
    /// a line break; empty when nothing is printed.
    pub stderr: String,
    pub code: u8,
}

impl Error {
    /// The error as it is shown and the exit code it ends the run with, for a run that
    /// wrote no workflow commands.
    pub fn report(&self) -> Report {
        self.report_escaping(false)
    }

    /// The error as it is shown at the end of a run; `workflow_commands` says whether the
    /// run wrote workflow commands (`Terminal::escapes_workflow_commands`), which keeps
    /// every stderr line from starting one.
    pub fn report_escaping(&self, workflow_commands: bool) -> Report {
        if let Self::Io { source, .. } = self {
            // `ward ... | head` closing the pipe early is not a failure.
            if source.kind() == std::io::ErrorKind::BrokenPipe {
                return Report {
                    stderr: String::new(),
                    code: exit::SUCCESS,
                };
            }
        }
        // Error text can carry server data and input values: escaped like every stderr line.
        let mut stderr = report_line(&format!("ward: error: {self}"), workflow_commands);
        if let Some(hint) = self.hint() {
            stderr.push_str(&report_line(&format!("hint: {hint}"), workflow_commands));
        }
        Report {
            stderr,
            code: self.exit_code(),
        }
    }
}

/// An error is one line, so a script reading stderr line by line sees it whole: a line
/// break the escaping left in place (a server's multi-line message) is shown as `\n`.
fn report_line(text: &str, workflow_commands: bool) -> String {
    let escaped = crate::output::sanitize::stderr_text(text, workflow_commands);
    format!("{}\n", escaped.trim_end().replace('\n', "\\n"))
}

#[cfg(test)]
mod report_tests {
    use super::*;

    #[test]
    fn a_report_is_the_error_line_then_the_hint_line() {
        let error = Error::usage("no such project\nat all").with_hint("ward project list");
        assert_eq!(
            error.report(),
            Report {
                stderr: "ward: error: no such project\\nat all\nhint: ward project list\n"
                    .to_string(),
                code: exit::USAGE,
            }
        );
        let piped = Error::io("could not write", std::io::ErrorKind::BrokenPipe.into());
        assert_eq!(piped.report().stderr, "");
        assert_eq!(piped.report().code, exit::SUCCESS);
    }
}
