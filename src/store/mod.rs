//! The offline corpus: `DIR/<mode>/XX.shard`, one file per 4,096 prefixes (256 files),
//! each holding its ranges once in a binary, sorted, checksummed form (see [`format`])
//! with the ETag and Last-Modified a refresh needs. A shard is replaced as a whole through
//! a temporary file and a rename, so a crash leaves the old file or the new one.
//!
//! A refresh writes `DIR/<mode>/refresh` (its generation and prefix range) before it
//! starts, and stamps each shard it has revalidated with that generation; the file goes
//! once every shard in the range carries it. Until then any `download` carries on with
//! the refresh, so one interrupted part-way is finished, never left half-applied.

pub mod changes;
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
pub mod text;
pub mod verify;
pub mod writer;

use std::path::{Path, PathBuf};

use ward_files as files;

use crate::error::{Error, Result};
use ward_client::passwords::hash::{HashMode, PREFIX_COUNT};

pub use reader::{Lookup, StoreReader};
pub use shard::{LeanShard, Meta, Shard, ShardError};
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

/// The most bytes of the refresh record: a generation and two prefixes (33 bytes).
const JOURNAL_LIMIT: u64 = 64;

impl Store {
    /// The store for `mode` under `dir`, created owner-only when missing; refused when
    /// other users could write to `dir` or to the mode's folder (see [`Store::check_private`]).
    pub fn open(dir: &Path, mode: HashMode) -> Result<Self> {
        let root = dir.join(mode.name());
        // A folder that is already shared is refused before anything is created in it.
        if dir.is_dir() {
            check_private_dir(dir)?;
        }
        files::create_private_dir(&root).map_err(|error| {
            Error::io(
                format!("could not create the store in {}", dir.display()),
                error,
            )
        })?;
        let store = Self { root, mode };
        store.check_private()?;
        Ok(store)
    }

    /// The store for `mode` under `dir`, which must exist (for reading).
    pub fn existing(dir: &Path, mode: HashMode) -> Option<Self> {
        let root = dir.join(mode.name());
        root.is_dir().then_some(Self { root, mode })
    }

    /// Refuse a store whose folder (the one the user named, or the mode's folder in it)
    /// other users can write to or own: they could plant shard files that pass every
    /// checksum and answer "not pwned", or links and FIFOs in ward's way.
    pub fn check_private(&self) -> Result<()> {
        check_private_dir(self.dir())?;
        check_private_dir(&self.root)?;
        refuse_sticky_shared(&self.root)
    }

    pub fn mode(&self) -> HashMode {
        self.mode
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The folder the user named (the parent of the mode's folder), for hints.
    pub fn dir(&self) -> &Path {
        self.root
            .parent()
            .filter(|dir| !dir.as_os_str().is_empty())
            .unwrap_or(Path::new("."))
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

    pub fn open_shard(&self, shard: u32) -> Result<Option<Shard>, ShardError> {
        Shard::open(&self.shard_path(shard), self.mode, shard)
    }

    /// Temporary files of runs that were stopped: regular files whose names start with a
    /// dot and end in `.tmp` (never mistaken for shards). Anything else is left alone.
    pub fn remove_stale_temp_files(&self) {
        let Ok(entries) = std::fs::read_dir(&self.root) else {
            return;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            // The entry's own type: a link is not followed.
            let regular = entry.file_type().is_ok_and(|kind| kind.is_file());
            if regular && name.starts_with('.') && name.ends_with(".tmp") {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }

    pub fn pending_refresh(&self) -> Option<PendingRefresh> {
        let bytes = read_store_file(&self.root.join(JOURNAL), JOURNAL_LIMIT)
            .ok()
            .flatten()?;
        parse_journal(&bytes)
    }

    /// Whether a refresh record is there that cannot be read (too large, damaged, not a
    /// regular file): it is then ignored, which a download says.
    pub fn unreadable_refresh_record(&self) -> bool {
        std::fs::symlink_metadata(self.root.join(JOURNAL)).is_ok()
            && self.pending_refresh().is_none()
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
        files::write_private(
            &self.root.join(JOURNAL),
            format!("{generation} {start:05X} {end:05X}\n").as_bytes(),
        )
        .map_err(|error| named(&self.root.join(JOURNAL), error))?;
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
        let path = self.root.join(JOURNAL);
        files::remove_own(&path, JOURNAL_LIMIT, |bytes| parse_journal(bytes).is_some())
            .map_err(|error| named(&path, error))?;
        Ok(true)
    }

    /// A store still in the older layout is converted by `download`, never read as
    /// empty or partial.
    pub fn refuse_legacy(&self) -> Result<()> {
        if self.has_legacy_layout() {
            return Err(Error::usage(format!(
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

fn parse_journal(bytes: &[u8]) -> Option<PendingRefresh> {
    let text = std::str::from_utf8(bytes).ok()?;
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

/// Refuse `dir` when other users can write to it or own it.
fn check_private_dir(dir: &Path) -> Result<()> {
    files::check_not_shared(dir).map_err(|error| {
        if error.kind() == std::io::ErrorKind::PermissionDenied {
            Error::usage(format!(
                "the password store folder {} is not private: {error}",
                dir.display()
            ))
            .with_hint(
                "another user could plant shard files there that answer \"not pwned\", or links ward would write through; keep the store in a folder only you can write to",
            )
        } else {
            Error::io(
                format!("could not inspect the store folder {}", dir.display()),
                error,
            )
        }
    })
}

/// The sticky bit (as on `/tmp`) stops others replacing files they do not own, which is
/// enough for the folder the user named, but not for the mode's folder itself: others
/// could still add the shard files a store lacks.
#[cfg(unix)]
fn refuse_sticky_shared(root: &Path) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(root)
        .map_err(|error| {
            Error::io(
                format!("could not inspect the store folder {}", root.display()),
                error,
            )
        })?
        .permissions()
        .mode();
    if mode & 0o022 == 0 {
        return Ok(());
    }
    Err(Error::usage(format!(
        "the password store folder {} is not private: other users can add files to it (mode {:o}), the sticky bit notwithstanding",
        root.display(),
        mode & 0o7777
    ))
    .with_hint(format!(
        "another user could add shard files that answer \"not pwned\"; run `chmod go-w {}`",
        root.display()
    )))
}

#[cfg(not(unix))]
fn refuse_sticky_shared(_root: &Path) -> Result<()> {
    Ok(())
}

/// The name of shard `shard`'s file, `XX.shard`.
pub fn shard_file_name(shard: u32) -> String {
    format!("{:02X}.{SHARD_EXTENSION}", shard & (SHARD_COUNT - 1))
}

/// `error` with the file it is about.
pub(crate) fn named(path: &Path, error: std::io::Error) -> std::io::Error {
    std::io::Error::new(error.kind(), format!("{}: {error}", path.display()))
}

/// Open a file of the store to read it in place. Only a regular file is read: a link, a
/// FIFO or a device in its place is refused at once, never followed or waited on.
pub(crate) fn open_store_file(path: &Path) -> std::io::Result<std::fs::File> {
    let kind = std::fs::symlink_metadata(path)?.file_type();
    if !kind.is_file() {
        return Err(not_regular(kind.is_symlink()));
    }
    // Opened without waiting and checked again: the name may have changed in between.
    files::open_regular(path).map_err(|error| {
        if error.kind() == std::io::ErrorKind::InvalidInput {
            not_regular(false)
        } else {
            error
        }
    })
}

fn not_regular(link: bool) -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::InvalidInput,
        if link {
            "it is a symbolic link, and ward reads the store's files only as regular files in its own folder; remove the link and download again"
        } else {
            "it is not a regular file (a FIFO, device or folder); move it out of the store's folder and download again"
        },
    )
}

/// The whole of a small file of the store (manifest, refresh record, a range of the older
/// layout): `Ok(None)` when absent, refused when it is not a regular file or is larger
/// than `limit`, so nothing past `limit` is ever allocated.
pub(crate) fn read_store_file(path: &Path, limit: u64) -> std::io::Result<Option<Vec<u8>>> {
    match std::fs::symlink_metadata(path) {
        Ok(metadata) if !metadata.file_type().is_file() => {
            Err(not_regular(metadata.file_type().is_symlink()))
        }
        Ok(_) => files::read_bounded(path, limit).map(Some),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(error),
    }
}

/// A new owner-only file beside `target` under a name nobody can guess in advance,
/// created exclusively (a link or file planted at the name makes the create fail, it is
/// never followed), for a file written in place before it is checked and renamed.
pub(crate) fn create_temp_beside(target: &Path) -> std::io::Result<(PathBuf, std::fs::File)> {
    files::create_temp_beside(target).map_err(|error| named(target, error))
}

/// Rename the finished, synced `temp` over `target`, only when `target` is a regular file
/// or absent: a link, FIFO, device or folder there is left as it is and named.
pub(crate) fn put_in_place(temp: &Path, target: &Path) -> std::io::Result<()> {
    files::put_in_place(temp, target).map_err(|error| named(target, error))
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

    /// Temporary files left in the store's folder (a write that failed must remove its own).
    fn temporaries(store: &Store) -> usize {
        std::fs::read_dir(store.root())
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .count()
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
        assert_eq!(temporaries(&store), 0);
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

    /// Links another user planted at the names earlier versions gave temporary files
    /// (`.NAME.<pid>.tmp`) are never written through, and every file written is private.
    #[cfg(unix)]
    #[test]
    fn links_at_predictable_temporary_names_are_never_followed() {
        use std::os::unix::fs::PermissionsExt;
        let (dir, store) = temp_store(HashMode::Sha1);
        let victim = dir.path().join("victim");
        std::fs::write(&victim, b"root's own file").unwrap();
        let pid = std::process::id();
        let planted: Vec<PathBuf> = ["01.shard", "manifest", "refresh", "filter"]
            .iter()
            .map(|name| store.root().join(format!(".{name}.{pid}.tmp")))
            .collect();
        for link in &planted {
            std::os::unix::fs::symlink(&victim, link).unwrap();
        }
        let mut writer = ShardWriter::create(&store, 1).unwrap();
        let (bytes, rows) = range(&[("0018A45C4D1DEF81644B54AB7F969B88D65", 3)]);
        writer.add(0x01000, &bytes, rows, Meta::default()).unwrap();
        writer.finish(1).unwrap();
        let mut claims = manifest::Manifest::empty(HashMode::Sha1);
        claims.claim(1, [0x01000]);
        claims.write(&store).unwrap();
        store.begin_refresh(0x01000, 0x01000).unwrap();
        filter::build(&store).unwrap();
        assert_eq!(std::fs::read(&victim).unwrap(), b"root's own file");
        for link in &planted {
            let kind = std::fs::symlink_metadata(link).unwrap().file_type();
            assert!(kind.is_symlink(), "{} was replaced", link.display());
        }
        for name in ["01.shard", "manifest", "refresh", "filter"] {
            let metadata = std::fs::symlink_metadata(store.root().join(name)).unwrap();
            assert!(metadata.is_file(), "{name}");
            assert_eq!(metadata.permissions().mode() & 0o777, 0o600, "{name}");
        }
        let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
        let fresh = dir.path().join("new").join("corpus");
        let created = Store::open(&fresh, HashMode::Ntlm).unwrap();
        assert_eq!(mode(created.root()), 0o700);
        assert_eq!(mode(&fresh), 0o700);
    }

    /// A link, a FIFO or a folder at a shard's name is refused at once: never followed,
    /// never waited on (opening a FIFO to read would wait for a writer for ever).
    #[cfg(unix)]
    #[test]
    fn a_shard_that_is_not_a_regular_file_is_refused_at_once() {
        let (dir, store) = temp_store(HashMode::Sha1);
        let mut writer = ShardWriter::create(&store, 0).unwrap();
        let (bytes, rows) = range(&[("0018A45C4D1DEF81644B54AB7F969B88D65", 3)]);
        writer.add(0x00000, &bytes, rows, Meta::default()).unwrap();
        writer.finish(1).unwrap();
        // A sound shard elsewhere, linked in under shard 0's name.
        let elsewhere = dir.path().join("elsewhere.shard");
        std::fs::rename(store.shard_path(0), &elsewhere).unwrap();
        std::os::unix::fs::symlink(&elsewhere, store.shard_path(0)).unwrap();
        let fifo = store.shard_path(1);
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo from coreutils");
        assert!(made.success());
        std::fs::create_dir(store.shard_path(2)).unwrap();
        for (shard, says) in [
            (0, "symbolic link"),
            (1, "not a regular file"),
            (2, "not a regular file"),
        ] {
            let error = store.open_shard(shard).unwrap_err().to_string();
            assert!(error.contains(says), "{shard}: {error}");
        }
        // Nor is a link written through or replaced by a download of the shard.
        let error = ShardWriter::create(&store, 0)
            .unwrap()
            .finish(2)
            .unwrap_err()
            .to_string();
        assert!(error.contains("never replaces"), "{error}");
        assert!(std::fs::symlink_metadata(store.shard_path(0))
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(temporaries(&store), 0);
    }

    /// A store folder other users can write to is refused, for reading and writing alike.
    #[cfg(unix)]
    #[test]
    fn a_store_folder_other_users_can_write_to_is_refused() {
        use std::os::unix::fs::PermissionsExt;
        let (dir, store) = temp_store(HashMode::Sha1);
        assert!(store.check_private().is_ok());
        for shared in [dir.path(), store.root()] {
            std::fs::set_permissions(shared, std::fs::Permissions::from_mode(0o777)).unwrap();
            let error = store.check_private().unwrap_err();
            assert_eq!(error.exit_code(), 2);
            assert!(
                error.to_string().contains("other users can write to it"),
                "{error}"
            );
            assert!(Store::open(dir.path(), HashMode::Sha1).is_err());
            std::fs::set_permissions(shared, std::fs::Permissions::from_mode(0o700)).unwrap();
        }
        // The sticky bit (as on /tmp) stops others replacing files they do not own: enough
        // for the folder named, not for the mode's folder, where they could add shards.
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o1777)).unwrap();
        assert!(store.check_private().is_ok());
        std::fs::set_permissions(store.root(), std::fs::Permissions::from_mode(0o1777)).unwrap();
        let error = store.check_private().unwrap_err();
        assert!(error.to_string().contains("can add files"), "{error}");
    }

    #[test]
    fn an_oversized_refresh_record_or_manifest_is_not_read_whole() {
        let (_dir, store) = temp_store(HashMode::Sha1);
        // A sound record padded past the cap is refused unread, not parsed.
        let mut big = b"5 00000 00FFF\n".to_vec();
        big.resize(1 << 20, b' ');
        std::fs::write(store.root().join(JOURNAL), &big).unwrap();
        assert_eq!(store.pending_refresh(), None);
        assert!(store.unreadable_refresh_record());
        big.truncate(JOURNAL_LIMIT as usize);
        std::fs::write(store.root().join(JOURNAL), &big).unwrap();
        assert_eq!(store.pending_refresh().map(|r| r.end), Some(0x00FFF));
        std::fs::write(store.root().join(manifest::FILE), &big).unwrap();
        assert_eq!(
            manifest::Manifest::read(&store).unwrap_err(),
            manifest::ManifestError::Damaged
        );
    }
}
