//! What `ward password download` says: the disk estimate before it starts and the
//! summary after it.

use serde::Serialize;

use crate::clients::passwords::{HashMode, PREFIX_COUNT};
use crate::error::Result;
use crate::output::group_thousands;
use crate::output::Table;
use crate::store::{format, Store};
use crate::Ctx;

#[derive(Debug, Default, Serialize)]
pub(super) struct Summary {
    pub mode: &'static str,
    pub prefixes: u64,
    pub downloaded: u64,
    pub changed: u64,
    pub unchanged: u64,
    pub not_modified: u64,
    pub already_complete: u64,
    pub failed: u64,
    pub damaged: u64,
    pub migrated: u64,
    pub rows: u64,
    pub bytes: u64,
    pub store_bytes: u64,
    pub store_bytes_written: u64,
    pub filter_bytes: u64,
    pub retries: u64,
    pub cache_hits: u64,
    pub seconds: f64,
}

/// The service's average rows per range, for disk estimates.
const SERVICE_ROWS_PER_RANGE: f64 = 900.0;

/// Bytes a range of `rows` rows takes on disk: keys, counts (about 1.5 bytes as varints),
/// its table slot and ETag/Last-Modified.
fn estimated_range_bytes(mode: HashMode, rows: f64) -> f64 {
    rows * (format::key_len(mode) as f64 + 1.5) + format::SLOT_LEN as f64 + 60.0
}

pub(super) fn announce(ctx: &Ctx, mode: HashMode, start: u32, end: u32) {
    let prefixes = u64::from(end - start + 1);
    let bytes = prefixes as f64 * estimated_range_bytes(mode, SERVICE_ROWS_PER_RANGE);
    let corpus = if mode == HashMode::Ntlm {
        "NTLM"
    } else {
        "SHA-1"
    };
    if prefixes == u64::from(PREFIX_COUNT) {
        ctx.printer.info(&format!(
            "the full {corpus} corpus takes about {:.0} GB of disk (about {} rows per range)",
            bytes / 1e9,
            SERVICE_ROWS_PER_RANGE
        ));
    } else {
        ctx.printer.info(&format!(
            "{} prefixes, {:.2}% of the {corpus} corpus: about {} of disk at the service's ~{} rows per range",
            group_thousands(prefixes),
            prefixes as f64 * 100.0 / f64::from(PREFIX_COUNT),
            megabytes(bytes as u64),
            SERVICE_ROWS_PER_RANGE
        ));
    }
}

pub(super) fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1_000_000.0)
}

pub(super) fn print_summary(ctx: &Ctx, summary: &Summary, store: &Store) -> Result<()> {
    ctx.printer.object(summary, || {
        Table::fields([
            ("Store", store.root().display().to_string()),
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
