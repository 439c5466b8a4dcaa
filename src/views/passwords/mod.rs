//! How the password store and its downloads look in tables, and how a check's results
//! stream out.

pub(crate) mod audit;
pub(crate) mod report;

use std::path::Path;

use serde::Serialize;

use crate::error::Result;
use crate::output::{group_thousands, megabytes, Printer, Table};
pub(crate) use crate::passwords::download::Summary as DownloadSummary;

/// `value` in decimal, appended to `text`: the check's and the audit's JSON lines are
/// written by hand, a million a second, where the formatter costs more than the line.
pub(crate) fn push_decimal(text: &mut Vec<u8>, mut value: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    text.extend_from_slice(&digits[at..]);
}

/// What `password verify` found in a store.
#[derive(Debug, Serialize)]
pub(crate) struct StoreCheck {
    pub mode: &'static str,
    pub shards: u32,
    pub ranges: u64,
    pub bytes: u64,
    pub filter_bytes: Option<u64>,
    pub damaged: Vec<String>,
}

/// The check of the store in `root` in the chosen format.
pub(crate) fn print_store_check(printer: &Printer, root: &Path, check: &StoreCheck) -> Result<()> {
    printer.object(check, || {
        Table::fields([
            ("Store", root.display().to_string()),
            ("Mode", check.mode.to_string()),
            ("Shard files", check.shards.to_string()),
            ("Ranges", group_thousands(check.ranges)),
            ("Bytes", group_thousands(check.bytes)),
            (
                "Filter",
                check.filter_bytes.map_or_else(
                    || "none".to_string(),
                    |b| format!("{} bytes, sound", group_thousands(b)),
                ),
            ),
            ("Damaged", group_thousands(check.damaged.len() as u64)),
        ])
    })
}

/// The summary of a download into the store in `root`, in the chosen format.
pub(crate) fn print_download_summary(
    printer: &Printer,
    root: &Path,
    summary: &DownloadSummary,
) -> Result<()> {
    printer.object(summary, || {
        Table::fields([
            ("Store", root.display().to_string()),
            ("Mode", summary.mode.to_string()),
            ("Prefixes", summary.prefixes.to_string()),
            ("Downloaded", summary.downloaded.to_string()),
            ("Changed", summary.changed.to_string()),
            ("Unchanged (200, same body)", summary.unchanged.to_string()),
            ("Not modified (304)", summary.not_modified.to_string()),
            ("Already complete", summary.already_complete.to_string()),
            ("Failed", summary.failed.to_string()),
            ("Rows", summary.rows.to_string()),
            ("Damaged (fetched again)", summary.damaged.to_string()),
            (
                "Converted from the older layout",
                summary.migrated.to_string(),
            ),
            ("Bytes downloaded", megabytes(summary.bytes)),
            ("Store size", megabytes(summary.store_bytes)),
            ("Retries", summary.retries.to_string()),
            ("Cache hits", summary.cache_hits.to_string()),
            ("Seconds", format!("{:.2}", summary.seconds)),
        ])
    })
}
