//! Results of a check, one per input line, streamed through a buffer to the run's stdout:
//! the line number, pwned yes/no and the count. Never the password or its hash.

use std::io::{BufWriter, Write};

use super::push_decimal;
use crate::error::{Error, Result};
use crate::output::Format;
use crate::passwords::check::{Answers, Verdict};

/// The verdict as serde_json would write it (same keys, same order), without going
/// through a serializer: a bulk check writes a million of these.
fn json_object(verdict: &Verdict, text: &mut Vec<u8>) {
    text.extend_from_slice(b"{\"line\":");
    push_decimal(text, verdict.line);
    text.extend_from_slice(if verdict.pwned {
        b",\"pwned\":true,\"count\":"
    } else {
        b",\"pwned\":false,\"count\":"
    });
    push_decimal(text, verdict.count);
    if verdict.filter {
        text.extend_from_slice(b",\"filter\":true");
    }
    text.push(b'}');
}

pub(crate) struct Report {
    out: BufWriter<Box<dyn Write + Send>>,
    format: Format,
    color: bool,
    written: u64,
    /// One line's text, reused for every line.
    scratch: Vec<u8>,
}

impl Report {
    /// Results written to `out` (the terminal's stdout) in `format`.
    pub(crate) fn new(out: impl Write + Send + 'static, format: Format, color: bool) -> Self {
        Self {
            out: BufWriter::with_capacity(64 * 1024, Box::new(out)),
            format,
            color,
            written: 0,
            scratch: Vec::with_capacity(96),
        }
    }

    fn io(error: std::io::Error) -> Error {
        Error::io("could not write to standard output", error)
    }

    pub(crate) fn push(&mut self, verdict: Verdict) -> Result<()> {
        let out = &mut self.out;
        let result = match self.format {
            Format::Table => {
                if self.written == 0 {
                    writeln!(out, "{:>8}  PWNED  COUNT", "LINE").map_err(Self::io)?;
                }
                let pwned = match (verdict.pwned, self.color) {
                    (true, true) => "\x1b[31myes\x1b[0m  ",
                    (true, false) => "yes  ",
                    (false, true) => "\x1b[32mno\x1b[0m   ",
                    (false, false) => "no   ",
                };
                if verdict.filter && verdict.pwned {
                    writeln!(out, "{:>8}  {pwned}  probably (filter)", verdict.line)
                } else {
                    writeln!(out, "{:>8}  {pwned}  {}", verdict.line, verdict.count)
                }
            }
            Format::Json => {
                let lead: &[u8] = if self.written == 0 {
                    b"[\n  "
                } else {
                    b",\n  "
                };
                self.scratch.clear();
                self.scratch.extend_from_slice(lead);
                json_object(&verdict, &mut self.scratch);
                out.write_all(&self.scratch)
            }
            Format::Ndjson => {
                self.scratch.clear();
                json_object(&verdict, &mut self.scratch);
                self.scratch.push(b'\n');
                out.write_all(&self.scratch)
            }
        };
        result.map_err(Self::io)?;
        self.written += 1;
        Ok(())
    }

    pub(crate) fn finish(mut self) -> Result<()> {
        if self.format == Format::Json {
            let tail: &[u8] = if self.written == 0 { b"[]\n" } else { b"\n]\n" };
            self.out.write_all(tail).map_err(Self::io)?;
        }
        self.out.flush().map_err(Self::io)
    }
}

impl Answers for Report {
    fn push(&mut self, verdict: Verdict) -> Result<()> {
        Report::push(self, verdict)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn objects_are_what_serde_writes() {
        for (line, pwned, count, filter) in [
            (1, true, 3, false),
            (18_446_744_073_709_551_615, false, 0, false),
            (10, true, 0, true),
            (7, false, 1_234_567_890, false),
        ] {
            let verdict = Verdict {
                line,
                pwned,
                count,
                filter,
            };
            let mut text = Vec::new();
            json_object(&verdict, &mut text);
            assert_eq!(
                String::from_utf8(text).unwrap(),
                serde_json::to_string(&verdict).unwrap()
            );
        }
    }

    #[test]
    fn results_go_to_the_terminal_s_stdout() {
        let (terminal, captured) = crate::output::Terminal::captured(None);
        let mut report = Report::new(terminal.stdout_writer(), Format::Json, false);
        for line in 1..=2 {
            let verdict = Verdict {
                line,
                pwned: line == 2,
                count: line - 1,
                filter: false,
            };
            report.push(verdict).unwrap();
        }
        assert_eq!(captured.stdout(), "", "held in the buffer until the end");
        report.finish().unwrap();
        assert_eq!(
            captured.stdout(),
            "[\n  {\"line\":1,\"pwned\":false,\"count\":0},\n  {\"line\":2,\"pwned\":true,\"count\":1}\n]\n"
        );
        assert_eq!(captured.stderr(), "");
    }
}
