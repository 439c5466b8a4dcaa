//! What `ward password download` says before it starts: the disk it will take.

use crate::output::group_thousands;
use crate::output::megabytes;
use crate::run::Ctx;
use crate::store::format;
use ward_client::passwords::{HashMode, PREFIX_COUNT};

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
