//! How an audit's findings look: a line per account reported (table, a JSON document
//! with the accounts and the summary, or NDJSON with the summary last), streamed through
//! a buffer. Never a hash, unless the caller asks for them.

use std::io::{BufWriter, Write};

use serde::Serialize;

use super::push_decimal;
use crate::error::{Error, Result};
use crate::output::sanitize::sanitize;
use crate::output::{group_thousands, Format, Printer, Table};
use crate::passwords::audit::input::{EMPTY_PASSWORD, MACHINE};
use crate::passwords::audit::Findings;

/// The thresholds the summary counts pwned accounts at.
const THRESHOLDS: [u64; 6] = [1, 10, 100, 1_000, 10_000, 100_000];
/// The account column is padded to the longest name up to this width.
const NAME_WIDTH: usize = 32;

#[derive(Debug, Serialize)]
pub(crate) struct LargestGroup {
    pub group: u32,
    pub accounts: u32,
}

#[derive(Debug, Serialize)]
pub(crate) struct AtLeast {
    pub count: u64,
    pub accounts: u64,
}

#[derive(Debug, Serialize)]
pub(crate) struct AuditSummary {
    pub mode: &'static str,
    pub input_format: &'static str,
    /// "store" or "service".
    pub source: &'static str,
    pub accounts: u64,
    pub checked: u64,
    pub pwned: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub newly_pwned: Option<u64>,
    pub reuse_groups: u64,
    pub accounts_in_reuse_groups: u64,
    pub largest_group: Option<LargestGroup>,
    pub empty_passwords: u64,
    pub machine_accounts: u64,
    pub malformed_lines: u64,
    pub pwned_by_count: Vec<AtLeast>,
    /// Ranges read from the store, or requests sent.
    pub ranges: u64,
    pub since_refresh: bool,
}

/// The summary of `findings`, counting only reported (checked) accounts for the verdicts.
pub(crate) fn summarize(
    findings: &Findings,
    source: &'static str,
    since_refresh: bool,
) -> AuditSummary {
    let accounts = &findings.accounts;
    let grouped = &findings.grouped;
    let reported = |index: &usize| findings.checked[*index];
    let count_where = |test: &dyn Fn(usize) -> bool| {
        (0..accounts.len())
            .filter(reported)
            .filter(|i| test(*i))
            .count() as u64
    };
    let largest = (0..grouped.distinct.len())
        .filter(|d| grouped.groups[*d] > 0)
        .max_by_key(|d| (grouped.sizes[*d], std::cmp::Reverse(grouped.groups[*d])))
        .map(|d| LargestGroup {
            group: grouped.groups[d],
            accounts: grouped.sizes[d],
        });
    AuditSummary {
        mode: accounts.mode.name(),
        input_format: accounts.format.name(),
        source,
        accounts: accounts.len() as u64,
        checked: count_where(&|_| true),
        pwned: count_where(&|i| findings.pwned(i)),
        newly_pwned: findings
            .new
            .as_ref()
            .map(|new| new.iter().filter(|n| **n).count() as u64),
        reuse_groups: u64::from(grouped.group_count),
        accounts_in_reuse_groups: (0..grouped.distinct.len())
            .filter(|d| grouped.groups[*d] > 0)
            .map(|d| u64::from(grouped.sizes[d]))
            .sum(),
        largest_group: largest,
        empty_passwords: accounts
            .flags
            .iter()
            .filter(|f| **f & EMPTY_PASSWORD != 0)
            .count() as u64,
        machine_accounts: accounts.flags.iter().filter(|f| **f & MACHINE != 0).count() as u64,
        malformed_lines: accounts.malformed,
        pwned_by_count: THRESHOLDS
            .iter()
            .filter(|at| **at >= findings.min_count)
            .map(|at| AtLeast {
                count: *at,
                accounts: count_where(&|i| findings.counts[i] >= *at),
            })
            .collect(),
        ranges: findings.ranges,
        since_refresh,
    }
}

/// One account's line in the chosen format.
struct Line<'a> {
    findings: &'a Findings,
    format: Format,
    color: bool,
    show_hashes: bool,
    name_width: usize,
}

fn note(flags: u8) -> &'static str {
    match (flags & EMPTY_PASSWORD != 0, flags & MACHINE != 0) {
        (true, true) => "empty password, machine",
        (true, false) => "empty password",
        (false, true) => "machine",
        (false, false) => "",
    }
}

impl Line<'_> {
    fn header(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let mut text = format!(
            "{:>8}  {:<width$}  PWNED  {:>10}  {:>6}",
            "LINE",
            "ACCOUNT",
            "COUNT",
            "GROUP",
            width = self.name_width
        );
        if self.findings.new.is_some() {
            text.push_str("  NEW");
        }
        text.push_str("  NOTE");
        if self.show_hashes {
            text.push_str("  HASH");
        }
        writeln!(out, "{}", text.trim_end())
    }

    /// Account `index`'s line, put together in `text` (reused from line to line).
    fn write(&self, out: &mut dyn Write, index: usize, text: &mut Vec<u8>) -> std::io::Result<()> {
        let findings = self.findings;
        let accounts = &findings.accounts;
        let name = || String::from_utf8_lossy(accounts.name(index));
        let group = findings.grouped.groups[findings.grouped.of_account[index] as usize];
        let pwned = findings.pwned(index);
        let new = findings.new.as_ref().map(|new| new[index]);
        let flags = accounts.flags[index];
        match self.format {
            Format::Table => {
                let pwned = match (pwned, self.color) {
                    (true, true) => "\x1b[31myes\x1b[0m  ",
                    (true, false) => "yes  ",
                    (false, true) => "\x1b[32mno\x1b[0m   ",
                    (false, false) => "no   ",
                };
                let name = name();
                let shown = if name.is_empty() {
                    "-".into()
                } else {
                    sanitize(&name)
                };
                let mut text = format!(
                    "{:>8}  {:<width$}  {pwned}  {:>10}  {:>6}",
                    accounts.lines[index],
                    shown,
                    findings.counts[index],
                    if group == 0 {
                        "-".to_string()
                    } else {
                        group.to_string()
                    },
                    width = self.name_width
                );
                if let Some(new) = new {
                    text.push_str(if new { "  new" } else { "     " });
                }
                text.push_str("  ");
                text.push_str(note(flags));
                if self.show_hashes {
                    if note(flags).is_empty() {
                        text.push('-');
                    }
                    text.push_str("  ");
                    text.push_str(&findings.hash_hex(index));
                }
                writeln!(out, "{}", text.trim_end())
            }
            Format::Json | Format::Ndjson => {
                // Put together by hand in one buffer and written at once: a million
                // accounts through a map each, or through the formatter, would cost more
                // than the lookups.
                text.clear();
                text.extend_from_slice(b"{\"line\":");
                push_decimal(text, accounts.lines[index]);
                text.extend_from_slice(b",\"account\":");
                let raw = accounts.name(index);
                if raw.is_empty() {
                    text.extend_from_slice(b"null");
                } else if raw.iter().all(|b| (0x20..0x7f).contains(b)) {
                    // Printable ASCII (a domain's backslash included): escaped here as
                    // serde_json escapes it, without a string made first.
                    text.push(b'"');
                    for byte in raw {
                        if matches!(byte, b'"' | b'\\') {
                            text.push(b'\\');
                        }
                        text.push(*byte);
                    }
                    text.push(b'"');
                } else {
                    serde_json::to_writer(&mut *text, name().as_ref())
                        .map_err(std::io::Error::other)?;
                }
                text.extend_from_slice(if pwned {
                    b",\"pwned\":true,\"count\":"
                } else {
                    b",\"pwned\":false,\"count\":"
                });
                push_decimal(text, findings.counts[index]);
                text.extend_from_slice(b",\"group\":");
                if group == 0 {
                    text.extend_from_slice(b"null");
                } else {
                    push_decimal(text, u64::from(group));
                }
                for (key, value) in [
                    (&b",\"empty_password\":"[..], flags & EMPTY_PASSWORD != 0),
                    (&b",\"machine\":"[..], flags & MACHINE != 0),
                ] {
                    text.extend_from_slice(key);
                    text.extend_from_slice(if value { b"true" } else { b"false" });
                }
                if let Some(new) = new {
                    text.extend_from_slice(if new {
                        b",\"newly_pwned\":true"
                    } else {
                        b",\"newly_pwned\":false"
                    });
                }
                if self.show_hashes {
                    text.extend_from_slice(b",\"hash\":\"");
                    text.extend_from_slice(findings.hash_hex(index).as_bytes());
                    text.push(b'"');
                }
                text.push(b'}');
                out.write_all(text)
            }
        }
    }
}

fn io(error: std::io::Error) -> Error {
    Error::io("could not write to standard output", error)
}

/// Write every reported account of `findings` to `out`, then the summary: in JSON and
/// NDJSON into `out`, in a table through `printer` after the accounts.
pub(crate) fn print_audit(
    printer: &Printer,
    out: Box<dyn Write + Send>,
    findings: &Findings,
    summary: &AuditSummary,
    show_hashes: bool,
) -> Result<()> {
    let mut out = BufWriter::with_capacity(64 * 1024, out);
    let format = printer.format();
    let reported = || (0..findings.accounts.len()).filter(|i| findings.checked[*i]);
    // Only a table pads names; JSON never needs their widths.
    let name_width = match format {
        Format::Table => reported()
            .map(|i| {
                sanitize(&String::from_utf8_lossy(findings.accounts.name(i)))
                    .chars()
                    .count()
            })
            .max()
            .unwrap_or(0)
            .clamp(7, NAME_WIDTH),
        Format::Json | Format::Ndjson => 0,
    };
    let mut text = Vec::with_capacity(256);
    let line = Line {
        findings,
        format,
        color: printer.color(),
        show_hashes,
        name_width,
    };
    match format {
        Format::Table => {
            line.header(&mut out).map_err(io)?;
            for index in reported() {
                line.write(&mut out, index, &mut text).map_err(io)?;
            }
            out.flush().map_err(io)?;
            drop(out);
            printer.text("")?;
            printer.table(&summary_table(summary))
        }
        Format::Json => {
            out.write_all(b"{\n  \"accounts\": [").map_err(io)?;
            for (n, index) in reported().enumerate() {
                out.write_all(if n == 0 { b"\n    " } else { b",\n    " })
                    .map_err(io)?;
                line.write(&mut out, index, &mut text).map_err(io)?;
            }
            out.write_all(b"\n  ],\n  \"summary\": ").map_err(io)?;
            serde_json::to_writer(&mut out, summary).map_err(|e| io(std::io::Error::other(e)))?;
            out.write_all(b"\n}\n").map_err(io)?;
            out.flush().map_err(io)
        }
        Format::Ndjson => {
            for index in reported() {
                line.write(&mut out, index, &mut text).map_err(io)?;
                out.write_all(b"\n").map_err(io)?;
            }
            let tail = serde_json::json!({ "summary": summary });
            serde_json::to_writer(&mut out, &tail).map_err(|e| io(std::io::Error::other(e)))?;
            out.write_all(b"\n").map_err(io)?;
            out.flush().map_err(io)
        }
    }
}

fn summary_table(summary: &AuditSummary) -> Table {
    let mut rows = vec![
        ("Mode", summary.mode.to_string()),
        ("Input format", summary.input_format.to_string()),
        (
            "Source",
            if summary.source == "store" {
                "offline store".to_string()
            } else {
                "range API".to_string()
            },
        ),
        ("Accounts", group_thousands(summary.accounts)),
        (
            "Checked",
            if summary.since_refresh {
                format!("{} (since the refresh)", group_thousands(summary.checked))
            } else {
                group_thousands(summary.checked)
            },
        ),
        ("Pwned", group_thousands(summary.pwned)),
    ];
    if let Some(new) = summary.newly_pwned {
        rows.push(("Newly pwned", group_thousands(new)));
    }
    rows.extend([
        ("Reuse groups", group_thousands(summary.reuse_groups)),
        (
            "Accounts in reuse groups",
            group_thousands(summary.accounts_in_reuse_groups),
        ),
        (
            "Largest group",
            summary.largest_group.as_ref().map_or_else(
                || "-".to_string(),
                |g| {
                    format!(
                        "group {}, {} accounts",
                        g.group,
                        group_thousands(u64::from(g.accounts))
                    )
                },
            ),
        ),
        ("Empty passwords", group_thousands(summary.empty_passwords)),
        (
            "Machine accounts",
            group_thousands(summary.machine_accounts),
        ),
        ("Malformed lines", group_thousands(summary.malformed_lines)),
    ]);
    let thresholds: Vec<String> = summary
        .pwned_by_count
        .iter()
        .map(|at| {
            format!(
                ">={}: {}",
                group_thousands(at.count),
                group_thousands(at.accounts)
            )
        })
        .collect();
    rows.push(("Pwned by count", thresholds.join(", ")));
    rows.push(("Ranges", group_thousands(summary.ranges)));
    Table::fields(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_are_written_as_the_formatter_writes_them() {
        for value in [0, 7, 10, 99, 1_000, 4_294_967_296, u64::MAX] {
            let mut text = b"x".to_vec();
            push_decimal(&mut text, value);
            assert_eq!(text, format!("x{value}").into_bytes());
        }
    }
}
