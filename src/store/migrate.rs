//! Stores written by earlier versions: a folder per 4,096 prefixes (`DIR/<mode>/XX/`)
//! holding one text file per range, an `index` of size, rows, SHA-256, ETag and
//! Last-Modified, and a `pack` (a second copy of the same bodies). A download converts
//! each folder into its shard file; ranges whose file is missing or does not match the
//! index are fetched again. The folder is removed only after the shard file is in place.

use std::collections::BTreeMap;
use std::path::PathBuf;

use sha2::{Digest, Sha256};

use super::format;
use super::shard::Meta;
use super::{Store, SHARD_SIZE};
use ward_client::passwords::hash::{parse_prefix, prefix_hex};
use ward_client::passwords::range::{validate, Strictness};

/// The largest range file read: the service's range bodies are refused past 1 MiB.
const RANGE_LIMIT: u64 = format::MAX_RANGE_BYTES as u64;
/// The largest index read: 4,096 lines of a prefix, size, rows, SHA-256 and two values at
/// most [`format::MAX_META_FIELD`] each, with their tabs (9 MB).
const INDEX_LIMIT: u64 = (super::SHARD_SIZE as usize * (128 + 2 * format::MAX_META_FIELD)) as u64;

pub fn legacy_dir(store: &Store, shard: u32) -> PathBuf {
    store.root().join(format!("{:02X}", shard))
}

/// A range found in a legacy folder, encoded for a shard file.
#[derive(Debug)]
pub struct Legacy {
    pub bytes: Vec<u8>,
    pub rows: u32,
    pub meta: Meta,
}

/// What a legacy folder held: usable ranges, and prefixes it listed that are damaged.
#[derive(Debug, Default)]
pub struct Converted {
    pub ranges: BTreeMap<u32, Legacy>,
    pub damaged: Vec<u32>,
}

struct IndexLine {
    size: u64,
    digest: String,
    meta: Meta,
}

fn parse_index_line(line: &str) -> Option<(u32, IndexLine)> {
    let mut fields = line.split('\t');
    let prefix = parse_prefix(fields.next()?)?;
    let size = fields.next()?.parse().ok()?;
    let _rows: u64 = fields.next()?.parse().ok()?;
    let digest = fields.next()?.to_string();
    let optional = |text: &str| (text != "-").then(|| text.to_string());
    let etag = optional(fields.next()?);
    let last_modified = optional(fields.next()?);
    Some((
        prefix,
        IndexLine {
            size,
            digest,
            meta: Meta {
                etag,
                last_modified,
            },
        },
    ))
}

/// Read one legacy folder, `None` when there is none.
pub fn read_legacy(store: &Store, shard: u32) -> Option<Converted> {
    let dir = legacy_dir(store, shard);
    if !dir.is_dir() {
        return None;
    }
    let index = super::read_store_file(&dir.join("index"), INDEX_LIMIT)
        .ok()
        .flatten()
        .unwrap_or_default();
    let index: BTreeMap<u32, IndexLine> = String::from_utf8_lossy(&index)
        .lines()
        .filter_map(parse_index_line)
        .filter(|(prefix, _)| prefix / SHARD_SIZE == shard)
        .collect();
    let mut converted = Converted::default();
    let first = shard * SHARD_SIZE;
    for prefix in first..first + SHARD_SIZE {
        let listed = index.get(&prefix);
        // A range file past the cap, or not a regular file, is damaged: fetched again.
        let body = match super::read_store_file(&dir.join(prefix_hex(prefix)), RANGE_LIMIT) {
            Ok(body) => body,
            Err(_) => {
                converted.damaged.push(prefix);
                continue;
            }
        };
        let Some(body) = body else {
            if listed.is_some() {
                converted.damaged.push(prefix);
            }
            continue;
        };
        // A file the index does not list comes from a run stopped before its index was
        // written: kept if it is a whole, valid range.
        let matches_index = listed.is_none_or(|line| {
            line.size == body.len() as u64 && line.digest == hex::encode(Sha256::digest(&body))
        });
        let encoded = matches_index
            .then(|| validate(&body, store.mode(), Strictness::Unpadded).ok())
            .flatten()
            .and_then(|_| format::encode_range(&body, store.mode()).ok());
        match encoded {
            Some((bytes, rows)) => {
                let meta = listed.map(|line| line.meta.clone()).unwrap_or_default();
                converted
                    .ranges
                    .insert(prefix, Legacy { bytes, rows, meta });
            }
            None => converted.damaged.push(prefix),
        }
    }
    Some(converted)
}

/// Remove a converted legacy folder.
pub fn remove_legacy(store: &Store, shard: u32) -> std::io::Result<()> {
    match std::fs::remove_dir_all(legacy_dir(store, shard)) {
        Err(error) if error.kind() != std::io::ErrorKind::NotFound => Err(error),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ward_client::passwords::HashMode;

    #[test]
    fn legacy_folders_are_read_and_damage_is_reported() {
        let (_dir, store) = crate::store::temp_store(HashMode::Sha1);
        let folder = legacy_dir(&store, 1);
        std::fs::create_dir_all(&folder).unwrap();
        let good =
            b"0018A45C4D1DEF81644B54AB7F969B88D65:3\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2";
        let digest = hex::encode(Sha256::digest(good));
        std::fs::write(folder.join("01000"), good).unwrap();
        std::fs::write(folder.join("01001"), &good[..39]).unwrap();
        std::fs::write(folder.join("01002"), good).unwrap();
        let index = format!(
            "01000\t{}\t2\t{digest}\t\"e\"\t-\n01001\t{}\t2\t{digest}\t-\t-\n01003\t1\t1\t{digest}\t-\t-\n",
            good.len(),
            good.len()
        );
        std::fs::write(folder.join("index"), index).unwrap();
        let converted = read_legacy(&store, 1).unwrap();
        assert_eq!(
            converted.ranges.keys().copied().collect::<Vec<_>>(),
            [0x01000, 0x01002]
        );
        assert_eq!(
            converted.ranges[&0x01000].meta.etag.as_deref(),
            Some("\"e\"")
        );
        assert_eq!(converted.damaged, [0x01001, 0x01003]);
        assert!(store.has_legacy_layout());
        remove_legacy(&store, 1).unwrap();
        assert!(!store.has_legacy_layout());
        assert!(read_legacy(&store, 1).is_none());
    }
}
