//! A whole-store check: every shard's header, table, metadata and data checksums, every
//! range against its own checksum, the manifest's claims against the shard files (a
//! deleted or emptied file is damage, not a gap), files that are no part of the store,
//! and the filter when there is one.

use super::manifest::{self, Manifest, ManifestError};
use super::{filter, shard_file_name, Shard, Store, JOURNAL, SHARD_COUNT, SHARD_SIZE};

/// What is wrong in one place of the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Damage {
    /// A whole shard file cannot be used (header or table damaged, cut short).
    Shard { shard: u32, why: String },
    /// One range does not match its checksum.
    Range { prefix: u32, why: String },
    /// The ETag/Last-Modified section: ranges stay usable, a refresh refetches them.
    Meta { shard: u32 },
    /// A shard file the manifest says holds `ranges` ranges is gone.
    MissingShard { shard: u32, ranges: u64 },
    /// The manifest cannot be used: deleted shard files cannot be told apart.
    Manifest { why: ManifestError },
    /// A file in the store's folder that is no part of it.
    Extra { name: String },
    /// The membership filter cannot be trusted.
    Filter { why: String },
}

#[derive(Debug, Default)]
pub struct Report {
    pub shards: u32,
    pub ranges: u64,
    pub bytes: u64,
    /// The filter's size when there is one.
    pub filter_bytes: Option<u64>,
    pub damage: Vec<Damage>,
}

/// Check one shard file against what the manifest claims for it.
pub fn verify_shard(store: &Store, shard: u32, manifest: Option<&Manifest>, report: &mut Report) {
    let claimed: Vec<u32> = manifest.map_or_else(Vec::new, |m| m.claimed(shard).collect());
    let file = match store.open_shard(shard) {
        Ok(None) => {
            if !claimed.is_empty() {
                report.damage.push(Damage::MissingShard {
                    shard,
                    ranges: claimed.len() as u64,
                });
            }
            return;
        }
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
    for prefix in claimed {
        if !file.has(prefix) {
            report.damage.push(Damage::Range {
                prefix,
                why: "it is missing from its shard file".into(),
            });
        }
    }
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
    // Where only the filter was kept (what `check --offline` then answers from), the
    // shard files the manifest names are gone on purpose.
    let filter_only = !filter::has_shards(store) && filter::filter_path(store).is_file();
    let read = if filter_only {
        Ok(None)
    } else {
        Manifest::read(store)
    };
    let unreadable = read.as_ref().err().cloned();
    let manifest = read.ok().flatten();
    for shard in 0..SHARD_COUNT {
        verify_shard(store, shard, manifest.as_ref(), &mut report);
        progress();
    }
    match unreadable {
        Some(why) => report.damage.push(Damage::Manifest { why }),
        None if manifest.is_none() && report.shards > 0 => report.damage.push(Damage::Manifest {
            why: ManifestError::Missing,
        }),
        None => {}
    }
    report.damage.extend(extra_files(store));
    match filter::verify(store) {
        Ok(None) => {}
        Ok(Some(bytes)) => report.filter_bytes = Some(bytes),
        Err(why) => report.damage.push(Damage::Filter { why }),
    }
    report
}

/// Whether `name` belongs in a store's folder. Temporary files (a dot, `.tmp`) are left
/// by a download that is running or was stopped; the next download removes them.
pub fn is_store_file(name: &str) -> bool {
    if name == manifest::FILE
        || name == JOURNAL
        || name == filter::FILE
        || name == super::changes::FILE
    {
        return true;
    }
    if name.starts_with('.') && name.ends_with(".tmp") {
        return true;
    }
    // A shard's name is the one `shard_file_name` gives its number, letter for letter
    // (two upper-case digits): `0a.shard` or `100.shard` are not the store's.
    name.split_once('.')
        .and_then(|(hex, _)| u32::from_str_radix(hex, 16).ok())
        .is_some_and(|shard| shard_file_name(shard) == name)
}

fn extra_files(store: &Store) -> Vec<Damage> {
    let Ok(entries) = std::fs::read_dir(store.root()) else {
        return Vec::new();
    };
    let mut extra: Vec<Damage> = entries
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| !is_store_file(name))
        .map(|name| Damage::Extra { name })
        .collect();
    extra.sort_by(|a, b| format!("{a:?}").cmp(&format!("{b:?}")));
    extra
}

/// The prefixes a damaged shard covers, for messages.
pub fn shard_span(shard: u32) -> (u32, u32) {
    (shard * SHARD_SIZE, shard * SHARD_SIZE + SHARD_SIZE - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_store_s_own_names_belong() {
        for name in [
            "00.shard",
            "FF.shard",
            "manifest",
            "refresh",
            "filter",
            ".0A.shard.7.tmp",
        ] {
            assert!(is_store_file(name), "{name}");
        }
        for name in [
            "0a.shard",
            "100.shard",
            "00.shard.bak",
            "notes.txt",
            "G0.shard",
            ".hidden",
        ] {
            assert!(!is_store_file(name), "{name}");
        }
    }
}
