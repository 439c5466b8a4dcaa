//! A whole-store check: every shard's header, table, metadata and data checksums, and
//! every range against its own checksum.

use super::{Shard, Store, SHARD_COUNT, SHARD_SIZE};

/// What is wrong in one place of the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Damage {
    /// A whole shard file cannot be used (header or table damaged, cut short).
    Shard { shard: u32, why: String },
    /// One range does not match its checksum.
    Range { prefix: u32, why: String },
    /// The ETag/Last-Modified section: ranges stay usable, a refresh refetches them.
    Meta { shard: u32 },
}

#[derive(Debug, Default)]
pub struct Report {
    pub shards: u32,
    pub ranges: u64,
    pub bytes: u64,
    pub damage: Vec<Damage>,
}

/// Check one shard file; `None` when it does not exist.
pub fn verify_shard(store: &Store, shard: u32, report: &mut Report) {
    let file = match store.open_shard(shard) {
        Ok(None) => return,
        Ok(Some(file)) => file,
        Err(error) => {
            report.shards += 1;
            report.damage.push(Damage::Shard {
                shard,
                why: error.to_string(),
            });
            return;
        }
    };
    report.shards += 1;
    report.bytes += std::fs::metadata(store.shard_path(shard)).map_or(0, |m| m.len());
    check_ranges(&file, report);
    if file.meta().is_none() {
        report.damage.push(Damage::Meta { shard });
    }
}

fn check_ranges(file: &Shard, report: &mut Report) {
    for prefix in file.prefixes() {
        report.ranges += 1;
        if let Err(why) = file.read(prefix) {
            report.damage.push(Damage::Range { prefix, why });
        }
    }
}

pub fn verify_store(store: &Store, mut progress: impl FnMut()) -> Report {
    let mut report = Report::default();
    for shard in 0..SHARD_COUNT {
        verify_shard(store, shard, &mut report);
        progress();
    }
    report
}

/// The prefixes a damaged shard covers, for messages.
pub fn shard_span(shard: u32) -> (u32, u32) {
    (shard * SHARD_SIZE, shard * SHARD_SIZE + SHARD_SIZE - 1)
}
