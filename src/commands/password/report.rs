//! Results of a check, one per input line, streamed through a buffered stdout: the line
//! number, pwned yes/no and the count. Never the password or its hash.

use std::io::{BufWriter, Write};

use serde::Serialize;

use crate::error::{Error, Result};
use crate::output::Format;

#[derive(Debug, Clone, Copy, Serialize)]
pub struct Verdict {
    pub line: u64,
    pub pwned: bool,
    pub count: u64,
    /// Answered by the offline filter: "probably pwned", with no count.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub filter: bool,
}

pub struct Report {
    out: BufWriter<std::io::Stdout>,
    format: Format,
    color: bool,
    written: u64,
}

impl Report {
    pub fn new(format: Format, color: bool) -> Self {
        Self {
            out: BufWriter::with_capacity(64 * 1024, std::io::stdout()),
            format,
            color,
            written: 0,
        }
    }

    fn io(error: std::io::Error) -> Error {
        Error::io("could not write to standard output", error)
    }

    pub fn push(&mut self, verdict: Verdict) -> Result<()> {
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
                let lead = if self.written == 0 { "[\n  " } else { ",\n  " };
                out.write_all(lead.as_bytes()).and_then(|()| {
                    serde_json::to_writer(&mut *out, &verdict).map_err(std::io::Error::other)
                })
            }
            Format::Ndjson => serde_json::to_writer(&mut *out, &verdict)
                .map_err(std::io::Error::other)
                .and_then(|()| out.write_all(b"\n")),
        };
        result.map_err(Self::io)?;
        self.written += 1;
        Ok(())
    }

    pub fn finish(mut self) -> Result<()> {
        if self.format == Format::Json {
            let tail: &[u8] = if self.written == 0 { b"[]\n" } else { b"\n]\n" };
            self.out.write_all(tail).map_err(Self::io)?;
        }
        self.out.flush().map_err(Self::io)
    }
}
