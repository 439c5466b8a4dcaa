//! What one shard needs from a download: which ranges it keeps, which it fetches (with
//! the ETag it has, for `If-None-Match`), and what damage or legacy data it found.

use std::collections::BTreeMap;

use super::manifest::Manifest;
use super::migrate::{self, Legacy};
use super::shard::Meta;
use super::{PendingRefresh, Shard, Store, SHARD_SIZE};

/// Where a range the shard already has can be copied from.
#[derive(Debug)]
pub enum Kept {
    Old,
    Legacy(Legacy),
}

#[derive(Debug, Default)]
pub struct ShardPlan {
    pub old: Option<Shard>,
    /// Why the old shard file could not be used at all (what it held is unknown: the
    /// prefixes asked for are fetched again).
    pub old_damaged: Option<String>,
    /// Verified ranges on hand, with their metadata.
    pub kept: BTreeMap<u32, (Kept, Meta)>,
    /// Prefixes to fetch and the ETag to revalidate with.
    pub fetch: Vec<(u32, Option<String>)>,
    /// Ranges found damaged (fetched again, whatever `--range` says).
    pub damaged: Vec<u32>,
    /// Ranges converted from the legacy layout.
    pub migrated: u64,
    pub legacy_folder: bool,
    /// Whether every range on hand is revalidated (a refresh reaches this shard).
    pub refreshing: bool,
    pub old_generation: u64,
    /// The ETag/Last-Modified section did not match its checksum.
    pub meta_damaged: bool,
}

impl ShardPlan {
    /// Plan shard `shard` for prefixes `low..=high` of it (none when `low > high`) and
    /// for the `claimed` prefixes the manifest says it must hold.
    pub fn new(
        store: &Store,
        shard: u32,
        (low, high): (u32, u32),
        claimed: &[u32],
        refresh: Option<&PendingRefresh>,
    ) -> Self {
        let mut plan = Self::default();
        match store.open_shard(shard) {
            Ok(old) => plan.old = old,
            Err(error) => plan.old_damaged = Some(error.to_string()),
        }
        let first = shard * SHARD_SIZE;
        let last = first + SHARD_SIZE - 1;
        if let Some(old) = &plan.old {
            plan.old_generation = old.header().generation;
            let meta = old.meta().unwrap_or_else(|| {
                plan.meta_damaged = true;
                BTreeMap::new()
            });
            for prefix in old.prefixes() {
                match old.read(prefix) {
                    Ok(_) => {
                        let meta = meta.get(&prefix).cloned().unwrap_or_default();
                        plan.kept.insert(prefix, (Kept::Old, meta));
                    }
                    Err(_) => plan.damaged.push(prefix),
                }
            }
        }
        if let Some(converted) = migrate::read_legacy(store, shard) {
            plan.legacy_folder = true;
            for (prefix, legacy) in converted.ranges {
                if !plan.kept.contains_key(&prefix) {
                    plan.migrated += 1;
                    let meta = legacy.meta.clone();
                    plan.kept.insert(prefix, (Kept::Legacy(legacy), meta));
                }
            }
            plan.damaged.extend(
                converted
                    .damaged
                    .into_iter()
                    .filter(|prefix| !plan.kept.contains_key(prefix)),
            );
        }
        // Claimed but gone (a deleted file, one cut short): fetched again.
        for prefix in claimed {
            if !plan.kept.contains_key(prefix) && !plan.damaged.contains(prefix) {
                plan.damaged.push(*prefix);
            }
        }
        plan.refreshing = refresh.is_some_and(|refresh| {
            refresh.covers(shard) && plan.old_generation < refresh.generation
        });
        for prefix in first..=last {
            let wanted = (low..=high).contains(&prefix);
            match plan.kept.get(&prefix) {
                Some((_, meta)) if plan.refreshing => {
                    plan.fetch.push((prefix, meta.etag.clone()));
                }
                Some(_) => {}
                None if wanted || plan.damaged.contains(&prefix) => {
                    plan.fetch.push((prefix, None));
                }
                None => {}
            }
        }
        plan
    }

    /// Whether the shard file must be written again even if nothing new arrives.
    pub fn must_rewrite(&self, generation: u64) -> bool {
        self.old_damaged.is_some()
            || self.meta_damaged
            || !self.damaged.is_empty()
            || self.migrated > 0
            || self.legacy_folder
            || (self.refreshing && self.old.is_some() && self.old_generation < generation)
    }

    /// The bytes of a kept range, checked again as they are copied.
    pub fn kept_bytes(&self, prefix: u32) -> Option<(Vec<u8>, u32)> {
        match self.kept.get(&prefix)? {
            (Kept::Old, _) => self.old.as_ref()?.read(prefix).ok().flatten(),
            (Kept::Legacy(legacy), _) => Some((legacy.bytes.clone(), legacy.rows)),
        }
    }
}

/// The shards a download of `start..=end` visits: those of the range, and any other whose
/// file lacks ranges the manifest claims (deleted, cut short, damaged head), so the next
/// download repairs them whatever its range.
pub fn shards_to_visit(store: &Store, manifest: &Manifest, start: u32, end: u32) -> Vec<u32> {
    (0..super::SHARD_COUNT)
        .filter(|shard| {
            let in_range = (start / SHARD_SIZE..=end / SHARD_SIZE).contains(shard);
            in_range || {
                let mut claimed = manifest.claimed(*shard).peekable();
                claimed.peek().is_some()
                    && match store.open_shard(*shard) {
                        Ok(Some(file)) => claimed.any(|prefix| !file.has(prefix)),
                        _ => true,
                    }
            }
        })
        .collect()
}
