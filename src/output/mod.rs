//! Everything ward writes: data to stdout (table, JSON or NDJSON), messages to stderr.

mod html;
mod jq;
pub(crate) mod sanitize;
mod table;
mod terminal;
mod wrap;

use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use serde::Serialize;

pub use html::html_to_text;
pub use jq::{Jq, JqWriter};
pub use sanitize::sanitize;
pub use table::{Cell, Table, Tone};
pub use terminal::{Captured, ColorChoice, Terminal};

use crate::environment::Env;
use crate::error::{Error, Result};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Table,
    Json,
    Ndjson,
}

/// How output should look, resolved once from the global options and the environment,
/// and the terminal it goes to.
#[derive(Debug, Clone)]
pub struct Printer {
    format: Format,
    terminal: Terminal,
    color: bool,
    quiet: bool,
    progress: bool,
    /// `--jq`: applied to every JSON document or NDJSON line before it is printed.
    jq: Option<Jq>,
    /// `-o markdown`: the drift reports' table form as a Markdown document.
    markdown: bool,
}

impl Printer {
    /// A printer for the process's own stdout and stderr.
    pub fn new(format: Format, color: ColorChoice, quiet: bool, no_progress: bool) -> Self {
        Self::on(
            Terminal::real(),
            &Env::process(),
            format,
            color,
            quiet,
            no_progress,
        )
    }

    /// A printer writing to `terminal`, colour decided with the variables of `env`.
    pub fn on(
        terminal: Terminal,
        env: &Env,
        format: Format,
        color: ColorChoice,
        quiet: bool,
        no_progress: bool,
    ) -> Self {
        let color = match color {
            ColorChoice::Auto => {
                color.enabled_in(env, terminal.stdout_is_terminal()) && terminal.renders_ansi()
            }
            ColorChoice::Always | ColorChoice::Never => {
                color.enabled_in(env, terminal.stdout_is_terminal())
            }
        };
        let progress = terminal.draws_progress() && !quiet && !no_progress;
        Self {
            format,
            terminal,
            color,
            quiet,
            progress,
            jq: None,
            markdown: false,
        }
    }

    /// This printer with `--jq`'s expression applied to what it prints as JSON.
    #[must_use]
    pub fn with_jq(mut self, jq: Option<Jq>) -> Self {
        self.jq = jq;
        self
    }

    /// Print tables as Markdown (`-o markdown`, which only the drift reports accept).
    #[must_use]
    pub fn with_markdown(mut self, markdown: bool) -> Self {
        self.markdown = markdown;
        self
    }

    /// Whether the table form is wanted as Markdown.
    pub fn markdown(&self) -> bool {
        self.markdown
    }

    /// `--jq`'s expression, when it is given.
    pub fn jq(&self) -> Option<&Jq> {
        self.jq.as_ref()
    }

    /// Where a streamed report's lines go (a bulk check's or an audit's, written as they
    /// come rather than through [`Printer::object`]): standard output, through `--jq`'s
    /// filter when one is given.
    pub fn stream_writer(&self) -> Box<dyn std::io::Write + Send> {
        let stdout = self.terminal().stdout_writer();
        match self.jq() {
            Some(jq) => Box::new(JqWriter::new(
                jq.clone(),
                self.format() == Format::Ndjson,
                stdout,
            )),
            None => Box::new(stdout),
        }
    }

    /// `value` through `--jq`, when it is given.
    fn through_jq<T: Serialize + ?Sized>(&self, value: &T) -> Result<Option<String>> {
        let Some(jq) = &self.jq else {
            return Ok(None);
        };
        let value = serde_json::to_value(value)
            .map_err(|error| Error::runtime(format!("could not encode JSON output: {error}")))?;
        jq.apply(&value).map(Some)
    }

    pub fn format(&self) -> Format {
        self.format
    }

    pub fn is_table(&self) -> bool {
        self.format == Format::Table
    }

    pub fn stdout_is_terminal(&self) -> bool {
        self.terminal.stdout_is_terminal()
    }

    pub fn stderr_is_terminal(&self) -> bool {
        self.terminal.stderr_is_terminal()
    }

    /// The terminal this printer writes to.
    pub fn terminal(&self) -> &Terminal {
        &self.terminal
    }

    pub fn color(&self) -> bool {
        self.color
    }

    pub fn quiet(&self) -> bool {
        self.quiet
    }

    /// Pretty JSON of `value` on stdout.
    pub fn json<T: Serialize + ?Sized>(&self, value: &T) -> Result<()> {
        if let Some(text) = self.through_jq(value)? {
            return self.write_stdout(text.as_bytes());
        }
        let mut text = serde_json::to_string_pretty(value)
            .map_err(|error| Error::runtime(format!("could not encode JSON output: {error}")))?;
        text.push('\n');
        self.write_stdout(text.as_bytes())
    }

    /// One compact JSON line of `value` on stdout.
    pub fn ndjson<T: Serialize + ?Sized>(&self, value: &T) -> Result<()> {
        if let Some(text) = self.through_jq(value)? {
            return self.write_stdout(text.as_bytes());
        }
        let mut text = serde_json::to_string(value)
            .map_err(|error| Error::runtime(format!("could not encode JSON output: {error}")))?;
        text.push('\n');
        self.write_stdout(text.as_bytes())
    }

    /// A document in the chosen format: `envelope` as JSON, each of `items` as NDJSON, or
    /// the table built by `table` for people.
    pub fn list<E, I>(&self, envelope: &E, items: &[I], table: impl FnOnce() -> Table) -> Result<()>
    where
        E: Serialize + ?Sized,
        I: Serialize,
    {
        match self.format {
            Format::Json => self.json(envelope),
            Format::Ndjson => items.iter().try_for_each(|item| self.ndjson(item)),
            Format::Table => self.table(&table()),
        }
    }

    /// One object: JSON in both machine formats, or the table built by `table`.
    pub fn object<T: Serialize + ?Sized>(
        &self,
        value: &T,
        table: impl FnOnce() -> Table,
    ) -> Result<()> {
        match self.format {
            Format::Json => self.json(value),
            Format::Ndjson => self.ndjson(value),
            Format::Table => self.table(&table()),
        }
    }

    pub fn table(&self, table: &Table) -> Result<()> {
        let text = if self.terminal.stdout_is_terminal() {
            table.render_terminal(self.color, self.terminal.width())
        } else {
            table.render_plain(self.color)
        };
        self.write_stdout(text.as_bytes())
    }

    /// Text on stdout, control characters escaped, a newline added when missing.
    pub fn text(&self, text: &str) -> Result<()> {
        let mut out = sanitize(text).into_owned();
        if !out.ends_with('\n') {
            out.push('\n');
        }
        self.write_stdout(out.as_bytes())
    }

    /// A status line for people on stderr; silenced by `-q`.
    pub fn info(&self, message: &str) {
        if !self.quiet {
            self.terminal
                .stderr_line(&self.terminal.stderr_text(&notice(message)));
        }
    }

    /// A line on stderr shown even with `-q` (what a licence or the user's safety asks
    /// for), escaped like every stderr line.
    pub fn always(&self, message: &str) {
        self.terminal
            .stderr_line(&self.terminal.stderr_text(&notice(message)));
    }

    /// A warning on stderr; shown even with `-q`.
    pub fn warn(&self, message: &str) {
        let line = notice(&format!("warning: {message}"));
        self.terminal.stderr_line(&self.paint_label(
            &self.terminal.stderr_text(&line),
            "warning",
            "33",
        ));
    }

    /// Advice on stderr; silenced by `-q`.
    pub fn hint(&self, message: &str) {
        if !self.quiet {
            let line = format!("hint: {message}");
            self.terminal.stderr_line(&self.paint_label(
                &self.terminal.stderr_text(&line),
                "hint",
                "36",
            ));
        }
    }

    fn write_stdout(&self, bytes: &[u8]) -> Result<()> {
        self.terminal
            .write_stdout(bytes)
            .map_err(|error| Error::io("could not write to standard output", error))
    }

    /// Colour the `label` that starts an already escaped `line`; ward's own colour codes
    /// are added after escaping so they are the only ones that reach the terminal.
    fn paint_label(&self, line: &str, label: &str, ansi: &str) -> String {
        let (lead, body) = match line.strip_prefix(NOTICE_PREFIX) {
            Some(body) => (NOTICE_PREFIX, body),
            None => ("", line),
        };
        match body.strip_prefix(label) {
            Some(rest) if self.terminal.stderr_is_terminal() && self.color => {
                format!("{lead}\x1b[{ansi}m{label}\x1b[0m{rest}")
            }
            _ => line.to_string(),
        }
    }

    /// A progress bar on stderr, drawn only on a terminal and never with `-q` or
    /// `--no-progress`; a hidden bar costs nothing, so callers use it unconditionally.
    pub fn progress(&self, total: u64, message: &str) -> ProgressBar {
        if !self.progress {
            return ProgressBar::hidden();
        }
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
        bar.set_style(
            ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} ({rate}, ETA {eta})")
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .with_key(
                    "rate",
                    |state: &ProgressState, out: &mut dyn std::fmt::Write| {
                        // Errors writing to the bar's own buffer cannot happen and would only
                        // cost a frame.
                        let _ = out.write_str(&rate(state.per_sec()));
                    },
                )
                .progress_chars("=> "),
        );
        bar.set_message(message.to_string());
        bar.enable_steady_tick(Duration::from_millis(200));
        bar
    }

    /// A spinner for work of unknown length, with the same visibility rules.
    pub fn spinner(&self, message: &str) -> ProgressBar {
        if !self.progress {
            return ProgressBar::hidden();
        }
        let bar = ProgressBar::new_spinner();
        bar.set_message(message.to_string());
        bar.enable_steady_tick(Duration::from_millis(120));
        bar
    }
}

/// What starts every line ward writes to stderr on its own, so that its notices stand apart
/// from the output of the tools it runs beside in a CI log.
const NOTICE_PREFIX: &str = "ward: ";

/// `message` with the `ward: ` prefix, unless it already has it.
fn notice(message: &str) -> String {
    if message.starts_with(NOTICE_PREFIX) {
        message.to_string()
    } else {
        format!("{NOTICE_PREFIX}{message}")
    }
}

/// A progress rate for people: one decimal below 100 per second, whole numbers above,
/// never the estimator's full precision (`13.8/s`, not `13.8157/s`).
pub fn rate(per_second: f64) -> String {
    if !per_second.is_finite() || per_second <= 0.0 {
        return "0/s".to_string();
    }
    if per_second >= 100.0 {
        format!("{per_second:.0}/s")
    } else {
        format!("{per_second:.1}/s")
    }
}

/// Human text for a boolean flag in tables.
pub fn yes_no(value: bool) -> &'static str {
    if value {
        "yes"
    } else {
        "no"
    }
}

/// A count with thousands separators: `1,234,567`.
pub fn group_thousands(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// `value` with thousands separators and the noun that fits it: `1 password`,
/// `1,200 passwords`.
pub fn counted(value: u64, one: &str, many: &str) -> String {
    let noun = if value == 1 { one } else { many };
    format!("{} {noun}", group_thousands(value))
}

/// Bytes as decimal megabytes with one decimal, as download and store sizes are told.
pub(crate) fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1_000_000.0)
}

#[cfg(test)]
mod tests {
    use super::{counted, group_thousands, rate};

    #[test]
    fn counts_take_the_noun_that_fits() {
        assert_eq!(counted(1, "password", "passwords"), "1 password");
        assert_eq!(counted(0, "password", "passwords"), "0 passwords");
        assert_eq!(counted(1234, "range", "ranges"), "1,234 ranges");
    }

    #[test]
    fn thousands_are_grouped() {
        let cases = [
            (0, "0"),
            (999, "999"),
            (1000, "1,000"),
            (152_445_165, "152,445,165"),
        ];
        for (value, grouped) in cases {
            assert_eq!(group_thousands(value), grouped);
        }
    }

    #[test]
    fn rates_are_rounded_for_people() {
        assert_eq!(rate(13.815_7), "13.8/s");
        assert_eq!(rate(0.25), "0.2/s");
        assert_eq!(rate(1234.567), "1235/s");
        assert_eq!(rate(f64::NAN), "0/s");
        assert_eq!(rate(f64::INFINITY), "0/s");
    }
}
