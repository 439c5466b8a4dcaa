//! Where a run's output goes and what it is written to: the process's standard streams,
//! or buffers a test reads back after running a command in-process. The same value is
//! where a question is answered: the process's stdin, or answers a test gives in advance.

#![allow(
    clippy::disallowed_methods,
    reason = "Terminal is the one home of the process's standard streams"
)]

use std::collections::VecDeque;
use std::io::{BufRead, IsTerminal, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use super::sanitize::stderr_text;
use crate::environment::Env;

/// The two output streams of a run and what they are connected to.
#[derive(Debug, Clone)]
pub struct Terminal {
    stdout: Sink,
    stderr: Sink,
    stdout_tty: bool,
    stderr_tty: bool,
    width: Option<u16>,
    /// Whether escape codes render: false only on a Windows console that cannot be
    /// switched to virtual-terminal processing.
    ansi: bool,
    input: Input,
    /// Set once the run writes workflow commands: from then on every stderr line is
    /// escaped so that no text in it can be read by the CI runner as a command. Shared by
    /// every clone of this terminal (the printer's, the prompter's, the log writer's), and
    /// by nothing else, so one run's setting never reaches another run in the process.
    workflow_commands: Arc<AtomicBool>,
}

/// Where answers to questions come from.
#[derive(Debug, Clone)]
enum Input {
    /// The process's stdin, and whether it is a terminal.
    Stdin(bool),
    /// Nothing to read: not a terminal, and at end of input.
    Closed,
    /// Answers given in advance, one per question, as a person at a terminal would type
    /// them; once they run out, input has ended.
    Script(Arc<Mutex<VecDeque<String>>>),
    /// Bytes piped in by a test, read once as standard input; no questions are answered.
    Piped(Arc<Mutex<Vec<u8>>>),
}

#[derive(Debug, Clone)]
enum Sink {
    Stdout,
    Stderr,
    Buffer(Arc<Mutex<Vec<u8>>>),
}

impl Sink {
    fn write(&self, bytes: &[u8]) -> std::io::Result<()> {
        match self {
            Self::Stdout => {
                let mut out = std::io::stdout().lock();
                out.write_all(bytes).and_then(|()| out.flush())
            }
            Self::Stderr => {
                let mut out = std::io::stderr().lock();
                out.write_all(bytes).and_then(|()| out.flush())
            }
            Self::Buffer(buffer) => {
                // A test that panicked while holding the buffer left whole writes in it.
                let mut buffer = buffer.lock().unwrap_or_else(PoisonError::into_inner);
                buffer.extend_from_slice(bytes);
                Ok(())
            }
        }
    }
}

impl Terminal {
    /// The process's stdout and stderr, as they are connected.
    pub fn real() -> Self {
        let stdout_tty = std::io::stdout().is_terminal();
        // comfy-table measures the terminal on stdout; nothing is measured off a terminal.
        let width = if stdout_tty {
            comfy_table::Table::new().width()
        } else {
            None
        };
        Self {
            stdout: Sink::Stdout,
            stderr: Sink::Stderr,
            stdout_tty,
            stderr_tty: std::io::stderr().is_terminal(),
            width,
            // Turns on escape-code processing on a Windows console (nothing elsewhere).
            ansi: anstyle_query::windows::enable_ansi_colors().unwrap_or(true),
            input: Input::Stdin(std::io::stdin().is_terminal()),
            workflow_commands: Arc::default(),
        }
    }

    /// Buffers in place of both streams, shown to ward as a terminal `width` columns wide
    /// or, with `None`, as pipes. What was written is read back through the capture.
    pub fn captured(width: Option<u16>) -> (Self, Captured) {
        let captured = Captured::default();
        let terminal = Self {
            stdout: Sink::Buffer(captured.stdout.clone()),
            stderr: Sink::Buffer(captured.stderr.clone()),
            stdout_tty: width.is_some(),
            stderr_tty: width.is_some(),
            width,
            ansi: true,
            input: Input::Closed,
            workflow_commands: Arc::default(),
        };
        (terminal, captured)
    }

    /// The same terminal with `answers` typed in at its questions, in order: stdin counts
    /// as a terminal, and each question is written to stderr where a test reads it back.
    #[must_use]
    pub fn answering<S: Into<String>>(mut self, answers: impl IntoIterator<Item = S>) -> Self {
        let answers = answers.into_iter().map(Into::into).collect();
        self.input = Input::Script(Arc::new(Mutex::new(answers)));
        self
    }

    /// The same terminal with `bytes` piped into its standard input, as `ward ... < file`
    /// would: what `-` arguments and `--stdin` read.
    pub fn piping(mut self, bytes: impl Into<Vec<u8>>) -> Self {
        self.input = Input::Piped(Arc::new(Mutex::new(bytes.into())));
        self
    }

    /// Whether answers come from a person: a terminal on stdin, or a script of answers.
    pub fn stdin_is_terminal(&self) -> bool {
        match self.input {
            Input::Stdin(tty) => tty,
            Input::Closed | Input::Piped(_) => false,
            Input::Script(_) => true,
        }
    }

    /// Standard input as data (`-` arguments, `--stdin`): the process's own, bytes piped
    /// in by a test (taken by the first reader, as a pipe's are), or nothing.
    pub fn stdin(&self) -> Box<dyn Read + Send> {
        match &self.input {
            Input::Stdin(_) => Box::new(std::io::stdin()),
            Input::Closed | Input::Script(_) => Box::new(std::io::empty()),
            Input::Piped(bytes) => {
                let mut bytes = bytes.lock().unwrap_or_else(PoisonError::into_inner);
                Box::new(std::io::Cursor::new(std::mem::take(&mut *bytes)))
            }
        }
    }

    /// Write `question` to stderr and read one line of answer, its line end included;
    /// empty at end of input.
    pub fn read_line(&self, question: &str) -> std::io::Result<String> {
        self.stderr.write(question.as_bytes())?;
        match &self.input {
            Input::Stdin(_) => {
                let mut answer = String::new();
                std::io::stdin().lock().read_line(&mut answer)?;
                Ok(answer)
            }
            Input::Closed | Input::Piped(_) => Ok(String::new()),
            Input::Script(answers) => Ok(self
                .scripted(answers)
                .map_or_else(String::new, |answer| answer + "\n")),
        }
    }

    /// Write `question` and read an answer that is not echoed (rpassword on a real
    /// terminal, which asks on the terminal device itself); empty at end of input.
    pub fn read_hidden(&self, question: &str) -> std::io::Result<String> {
        match &self.input {
            Input::Stdin(_) => rpassword::prompt_password(question),
            Input::Closed | Input::Piped(_) => {
                self.stderr.write(question.as_bytes())?;
                Ok(String::new())
            }
            Input::Script(answers) => {
                self.stderr.write(question.as_bytes())?;
                Ok(self.scripted(answers).unwrap_or_default())
            }
        }
    }

    /// The next scripted answer. The line end a person types is not echoed: it is written
    /// here so the question and what follows stay on lines of their own.
    fn scripted(&self, answers: &Mutex<VecDeque<String>>) -> Option<String> {
        let _ = self.stderr.write(b"\n");
        answers
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop_front()
    }

    pub fn stdout_is_terminal(&self) -> bool {
        self.stdout_tty
    }

    pub fn stderr_is_terminal(&self) -> bool {
        self.stderr_tty
    }

    /// The terminal's width in columns, when stdout is a terminal that reports one.
    pub fn width(&self) -> Option<u16> {
        self.width
    }

    /// Whether colour codes written here are shown as colour.
    pub fn renders_ansi(&self) -> bool {
        self.ansi
    }

    /// Whether this is the process's own stderr, the only place a progress bar can be
    /// drawn.
    pub fn draws_progress(&self) -> bool {
        matches!(self.stderr, Sink::Stderr) && self.stderr_tty
    }

    pub fn write_stdout(&self, bytes: &[u8]) -> std::io::Result<()> {
        self.stdout.write(bytes)
    }

    pub fn write_stderr(&self, bytes: &[u8]) -> std::io::Result<()> {
        self.stderr.write(bytes)
    }

    /// Stdout as a `Write`, for output made of many pieces. Each write goes out at once,
    /// so a writer of many lines puts a `BufWriter` in front.
    pub fn stdout_writer(&self) -> impl Write + Send + 'static {
        SinkWriter(self.stdout.clone())
    }

    /// Turn on workflow-command escaping for everything this run writes to stderr.
    pub fn escape_workflow_commands(&self) {
        self.workflow_commands.store(true, Ordering::Relaxed);
    }

    /// Whether this run has written workflow commands, so its stderr lines are escaped.
    pub fn escapes_workflow_commands(&self) -> bool {
        self.workflow_commands.load(Ordering::Relaxed)
    }

    /// `message` as it may be written to this run's stderr: control characters escaped
    /// and, once workflow commands are on, kept to one line that cannot start a command.
    pub fn stderr_text(&self, message: &str) -> String {
        stderr_text(message, self.escapes_workflow_commands())
    }

    /// A line on stderr. A failure to write there has nowhere to be reported.
    pub fn stderr_line(&self, line: &str) {
        let mut text = String::with_capacity(line.len() + 1);
        text.push_str(line);
        text.push('\n');
        let _ = self.stderr.write(text.as_bytes());
    }
}

struct SinkWriter(Sink);

impl Write for SinkWriter {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.write(bytes)?;
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        // Every write has already been flushed by the sink.
        Ok(())
    }
}

/// What a captured terminal was sent.
#[derive(Debug, Clone, Default)]
pub struct Captured {
    stdout: Arc<Mutex<Vec<u8>>>,
    stderr: Arc<Mutex<Vec<u8>>>,
}

impl Captured {
    /// Everything written to stdout so far.
    pub fn stdout(&self) -> String {
        text(&self.stdout)
    }

    /// Everything written to stderr so far.
    pub fn stderr(&self) -> String {
        text(&self.stderr)
    }
}

fn text(buffer: &Mutex<Vec<u8>>) -> String {
    let buffer = buffer.lock().unwrap_or_else(PoisonError::into_inner);
    String::from_utf8_lossy(&buffer).into_owned()
}

/// `--color`'s three answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// Whether to colour a stream that is (`is_terminal`) or is not a terminal, in the
    /// process environment.
    pub fn enabled(self, is_terminal: bool) -> bool {
        self.enabled_in(&Env::process(), is_terminal)
    }

    /// Whether to colour a stream that is (`is_terminal`) or is not a terminal, with the
    /// variables of `env`. With `auto`, `CLICOLOR_FORCE` (set, not empty) forces colour;
    /// `NO_COLOR` (set, not empty), `CLICOLOR=0` and `TERM=dumb` turn it off; otherwise a
    /// terminal gets colour and anything else does not. These are the rules of
    /// anstyle-query, read from `env` so that an injected environment is honoured.
    pub fn enabled_in(self, env: &Env, is_terminal: bool) -> bool {
        match self {
            Self::Always => true,
            Self::Never => false,
            Self::Auto => {
                let forced = env
                    .var_os("CLICOLOR_FORCE")
                    .is_some_and(|value| !value.is_empty());
                if forced {
                    return true;
                }
                let refused = env
                    .var_os("NO_COLOR")
                    .is_some_and(|value| !value.is_empty())
                    || env.var_os("CLICOLOR").is_some_and(|value| value == "0")
                    || env.var_os("TERM").is_some_and(|term| term == "dumb");
                is_terminal && !refused
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_follows_the_flag_and_the_conventional_variables() {
        let none = Env::fixed(Vec::<(String, String)>::new());
        assert!(ColorChoice::Auto.enabled_in(&none, true));
        assert!(!ColorChoice::Auto.enabled_in(&none, false));
        assert!(ColorChoice::Always.enabled_in(&none, false));
        assert!(!ColorChoice::Never.enabled_in(&none, true));
        let no_color = Env::fixed([("NO_COLOR", "1")]);
        assert!(!ColorChoice::Auto.enabled_in(&no_color, true));
        assert!(ColorChoice::Always.enabled_in(&no_color, true));
        let empty_no_color = Env::fixed([("NO_COLOR", "")]);
        assert!(ColorChoice::Auto.enabled_in(&empty_no_color, true));
        let clicolor_off = Env::fixed([("CLICOLOR", "0")]);
        assert!(!ColorChoice::Auto.enabled_in(&clicolor_off, true));
        let forced = Env::fixed([("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]);
        assert!(ColorChoice::Auto.enabled_in(&forced, false));
        let not_forced = Env::fixed([("CLICOLOR_FORCE", "")]);
        assert!(!ColorChoice::Auto.enabled_in(&not_forced, false));
        let dumb = Env::fixed([("TERM", "dumb")]);
        assert!(!ColorChoice::Auto.enabled_in(&dumb, true));
    }

    #[test]
    fn a_captured_terminal_keeps_each_stream_apart() {
        let (terminal, captured) = Terminal::captured(Some(100));
        assert!(terminal.stdout_is_terminal() && !terminal.draws_progress());
        terminal.write_stdout(b"data\n").unwrap();
        terminal.stderr_line("note");
        assert_eq!(captured.stdout(), "data\n");
        assert_eq!(captured.stderr(), "note\n");
        let (pipes, _) = Terminal::captured(None);
        assert!(!pipes.stdout_is_terminal() && pipes.width().is_none());
    }

    #[test]
    fn workflow_escaping_is_shared_by_clones_and_kept_to_one_run() {
        let (terminal, _) = Terminal::captured(None);
        let clone = terminal.clone();
        let (other, _) = Terminal::captured(None);
        assert_eq!(terminal.stderr_text("a\nb"), "a\nb");
        clone.escape_workflow_commands();
        assert!(terminal.escapes_workflow_commands());
        assert_eq!(terminal.stderr_text("a\nb"), "a%0Ab");
        assert!(!other.escapes_workflow_commands());
        assert_eq!(other.stderr_text("a\nb"), "a\nb");
    }
}
