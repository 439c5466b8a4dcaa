//! The offline corpus: `DIR/<mode>/XX.shard`, one file per 4,096 prefixes (256 files),
//! each holding its ranges once in a binary, sorted, checksummed form (see [`format`])
//! with the ETag and Last-Modified a refresh needs. A shard is replaced as a whole through
//! a temporary file and a rename, so a crash leaves the old file or the new one.
//!
//! A refresh writes `DIR/<mode>/refresh` (its generation and prefix range) before it
//! starts, and stamps each shard it has revalidated with that generation; the file goes
//! once every shard in the range carries it. Until then any `download` carries on with
//! the refresh, so one interrupted part-way is finished, never left half-applied.

pub mod filter;
pub mod format;
mod fuse;
pub mod lookup;
pub mod manifest;
pub mod migrate;
pub mod plan;
pub mod reader;
pub mod rows;
pub mod shard;
pub mod verify;
pub mod writer;

use std::path::{Path, PathBuf};

use crate::clients::passwords::hash::{HashMode, PREFIX_COUNT};

pub use reader::{Lookup, StoreReader};
pub use shard::{Meta, Shard, ShardError};
pub use writer::ShardWriter;

/// Prefixes per shard file.
pub const SHARD_SIZE: u32 = format::SLOTS as u32;
pub const SHARD_COUNT: u32 = PREFIX_COUNT / SHARD_SIZE;

pub(crate) const JOURNAL: &str = "refresh";
pub(crate) const SHARD_EXTENSION: &str = "shard";

/// A refresh that has started and not yet reached every shard of its range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PendingRefresh {
    pub generation: u64,
    pub start: u32,
    pub end: u32,
}

impl PendingRefresh {
    pub fn covers(&self, shard: u32) -> bool {
        shard >= self.start / SHARD_SIZE && shard <= self.end / SHARD_SIZE
    }
}

#[derive(Debug, Clone)]
pub struct Store {
    root: PathBuf,
    mode: HashMode,
}

impl Store {
    /// The store for `mode` under `dir`, created when missing.
    pub fn open(dir: &Path, mode: HashMode) -> std::io::Result<Self> {
        let root = dir.join(mode.name());
        std::fs::create_dir_all(&root)?;
        Ok(Self { root, mode })
    }

    /// The store for `mode` under `dir`, which must exist (for reading).
    pub fn existing(dir: &Path, mode: HashMode) -> Option<Self> {
        let root = dir.join(mode.name());
        root.is_dir().then_some(Self { root, mode })
    }

    pub fn mode(&self) -> HashMode {
        self.mode
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The folder the user named (the parent of the mode's folder), for hints.
    pub fn dir(&self) -> &Path {
        self.root.parent().unwrap_or(&self.root)
    }

    /// The command that repairs or completes this store, for hints.
    pub fn download_command(&self) -> String {
        format!(
            "ward password download {}{}",
            self.dir().display(),
            if self.mode == HashMode::Ntlm {
                " --ntlm"
            } else {
                ""
            }
        )
    }

    pub fn shard_path(&self, shard: u32) -> PathBuf {
        self.root.join(shard_file_name(shard))
    }

    fn temp_path(&self, shard: u32) -> PathBuf {
        self.root.join(format!(
            ".{:02X}.{SHARD_EXTENSION}.{}.tmp",
            shard & (SHARD_COUNT - 1),
            std::process::id()
        ))
    }

    pub fn open_shard(&self, shard: u32) -> Result<Option<Shard>, ShardError> {
        Shard::open(&self.shard_path(shard), self.mode, shard)
    }

    /// Temporary files of runs that were stopped (never mistaken for shards: they start
    /// with a dot and end in `.tmp`).
    pub fn remove_stale_temp_files(&self) {
        let Ok(entries) = std::fs::read_dir(&self.root) else {
            return;
        };
        let own = format!(".{}.tmp", std::process::id());
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') && name.ends_with(".tmp") && !name.ends_with(&own) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }

    pub fn pending_refresh(&self) -> Option<PendingRefresh> {
        let text = std::fs::read_to_string(self.root.join(JOURNAL)).ok()?;
        let mut fields = text.split_whitespace();
        let generation = fields.next()?.parse().ok()?;
        let start = u32::from_str_radix(fields.next()?, 16).ok()?;
        let end = u32::from_str_radix(fields.next()?, 16).ok()?;
        Some(PendingRefresh {
            generation,
            start,
            end,
        })
    }

    /// Record a refresh before any shard is touched, so an interrupted one is carried on.
    pub fn begin_refresh(&self, start: u32, end: u32) -> std::io::Result<PendingRefresh> {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |elapsed| elapsed.as_nanos() as u64);
        let pending = self.pending_refresh();
        let generation = pending.map_or(now, |old| now.max(old.generation + 1));
        // An unfinished refresh of other prefixes is carried into this one.
        let (start, end) =
            pending.map_or((start, end), |old| (start.min(old.start), end.max(old.end)));
        let refresh = PendingRefresh {
            generation,
            start,
            end,
        };
        write_atomically(
            &self.root.join(JOURNAL),
            format!("{generation} {start:05X} {end:05X}\n").as_bytes(),
        )?;
        Ok(refresh)
    }

    /// Remove the refresh record once every shard in its range carries its generation
    /// (or is absent: nothing there to refresh).
    pub fn end_refresh_if_done(&self, refresh: &PendingRefresh) -> std::io::Result<bool> {
        for shard in refresh.start / SHARD_SIZE..=refresh.end / SHARD_SIZE {
            match self.open_shard(shard) {
                Ok(None) => {}
                Ok(Some(file)) if file.header().generation >= refresh.generation => {}
                _ => return Ok(false),
            }
        }
        match std::fs::remove_file(self.root.join(JOURNAL)) {
            Err(error) if error.kind() != std::io::ErrorKind::NotFound => Err(error),
            _ => Ok(true),
        }
    }

    /// A store still in the older layout is converted by `download`, never read as
    /// empty or partial.
    pub fn refuse_legacy(&self) -> crate::error::Result<()> {
        if self.has_legacy_layout() {
            return Err(crate::error::Error::usage(format!(
                "the store in {} is in the older one-file-per-range layout",
                self.root.display()
            ))
            .with_hint(format!(
                "convert it first (ranges are kept, damaged ones fetched again): {}",
                self.download_command()
            )));
        }
        Ok(())
    }

    /// Whether the folder still holds ranges in the layout of earlier versions.
    pub fn has_legacy_layout(&self) -> bool {
        (0..SHARD_COUNT).any(|shard| migrate::legacy_dir(self, shard).is_dir())
    }
}

/// The name of shard `shard`'s file, `XX.shard`.
pub fn shard_file_name(shard: u32) -> String {
    format!("{:02X}.{SHARD_EXTENSION}", shard & (SHARD_COUNT - 1))
}

pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    replace_file(path, bytes, true)
}

/// Replace `path` through a temporary file and a rename; with `durable`, the bytes are
/// on disk before the rename.
pub fn replace_file(path: &Path, bytes: &[u8], durable: bool) -> std::io::Result<()> {
    use std::io::Write;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temp = path.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    let result = std::fs::File::create(&temp)
        .and_then(|mut file| {
            file.write_all(bytes)?;
            if durable {
                file.sync_data()?;
            }
            Ok(())
        })
        .and_then(|()| std::fs::rename(&temp, path));
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result
}

/// A store in a folder of its own, removed when the returned folder is dropped.
#[cfg(test)]
pub(crate) fn temp_store(mode: HashMode) -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path(), mode).unwrap();
    (dir, store)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(rows: &[(&str, u64)]) -> (Vec<u8>, u32) {
        let body: String = rows
            .iter()
            .map(|(suffix, count)| format!("{suffix}:{count}\r\n"))
            .collect();
        format::encode_range(body.as_bytes(), HashMode::Sha1).unwrap()
    }

    #[test]
    fn shards_round_trip_and_refuse_damage() {
        let (_dir, store) = temp_store(HashMode::Sha1);
        let mut writer = ShardWriter::create(&store, 1).unwrap();
        let a = "0018A45C4D1DEF81644B54AB7F969B88D65";
        let (bytes, rows) = range(&[(a, 7)]);
        let meta = Meta {
            etag: Some("\"e\"".into()),
            last_modified: None,
        };
        writer.add(0x01002, &bytes, rows, meta.clone()).unwrap();
        writer.add(0x01003, &bytes, rows, Meta::default()).unwrap();
        writer.finish(5).unwrap();
        let shard = store.open_shard(1).unwrap().unwrap();
        assert_eq!(shard.header().generation, 5);
        assert_eq!(shard.prefixes().collect::<Vec<_>>(), [0x01002, 0x01003]);
        assert_eq!(shard.read(0x01002).unwrap(), Some((bytes.clone(), 1)));
        assert_eq!(shard.read(0x01004).unwrap(), None);
        assert_eq!(shard.meta().unwrap().get(&0x01002), Some(&meta));
        assert!(shard.data_is_sound());
        drop(shard);
        // One flipped bit in a range's bytes.
        let path = store.shard_path(1);
        let mut file = std::fs::read(&path).unwrap();
        let at = format::DATA_START as usize;
        file[at] ^= 0x10;
        std::fs::write(&path, &file).unwrap();
        let shard = store.open_shard(1).unwrap().unwrap();
        assert!(shard.read(0x01002).is_err());
        assert!(!shard.data_is_sound());
        let leftovers = std::fs::read_dir(store.root())
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .count();
        assert_eq!(leftovers, 0);
    }

    #[test]
    fn a_refresh_is_pending_until_every_shard_in_its_range_has_it() {
        let (_dir, store) = temp_store(HashMode::Ntlm);
        ShardWriter::create(&store, 0).unwrap().finish(0).unwrap();
        ShardWriter::create(&store, 2).unwrap().finish(0).unwrap();
        let refresh = store.begin_refresh(0, 0x02FFF).unwrap();
        assert_eq!(store.pending_refresh(), Some(refresh));
        ShardWriter::create(&store, 0)
            .unwrap()
            .finish(refresh.generation)
            .unwrap();
        assert!(!store.end_refresh_if_done(&refresh).unwrap());
        ShardWriter::create(&store, 2)
            .unwrap()
            .finish(refresh.generation)
            .unwrap();
        assert!(store.end_refresh_if_done(&refresh).unwrap());
        assert_eq!(store.pending_refresh(), None);
    }
}
