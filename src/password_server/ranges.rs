//! The ranges the server answers from. Each shard file is opened once per version of it;
//! a request looks at the file's name first (one `lstat`) and opens the file again when a
//! download has put a new one in its place. That look is skipped for a file looked at less
//! than the recheck interval ago (a second unless told otherwise): it was the largest
//! single cost of an answer from memory, and a refresh picked up within a second is
//! picked up without a restart all the same. A download replaces a shard whole, by rename,
//! so a file once opened never changes under the server: the body of a response and its
//! ETag both come from the one version of the file, wholly old or wholly new.
//!
//! On Unix the open file is kept and read from, and nothing of its table but each range's
//! Last-Modified (4 bytes a range): a range's table entry is read from the file when the
//! range's body or ETag is not kept in memory, so a full store of both modes costs 8 MiB
//! however large its files are. Windows does not let a file be replaced
//! while a handle to it is open (not everywhere, even with `FILE_SHARE_DELETE`), so there
//! only the checked table is kept: the file is opened for each read of a range and closed
//! at once, and a read that finds a different file than the table came from says so
//! ([`Unavailable::Replaced`]), for the request to start again from the new file.
//!
//! Only what was checked is remembered: a file whose head fails its checksum is kept as
//! broken for as long as its name leads to it. A file that could not be opened at all (out
//! of descriptors, `EIO`, `ESTALE`) says nothing about its bytes, so nothing is kept of it:
//! the next request tries again, the version opened before (if any) is served meanwhile,
//! and [`Troubles`] tells `/healthz` until an open succeeds.

use std::fs::Metadata;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use super::trouble::Troubles;
use super::version::Version;
use crate::output::Printer;
use crate::store::text::HEX_PAIRS;
#[cfg(not(windows))]
use crate::store::{format::Slot, LeanShard};
use crate::store::{shard_file_name, Shard, ShardError, SHARD_COUNT, SHARD_SIZE};
use ward_client::passwords::HashMode;

/// The version of a range's shard file there is now, opened: the range's entry in it is
/// looked up only when no body kept in memory already tells its checksum.
pub(super) struct Found {
    opened: Arc<Opened>,
    prefix: u32,
    /// Numbers the opened file (see [`Version::file`]).
    pub file: u64,
    pub last_modified: SystemTime,
}

/// A range's entry in its shard file: its checksum, which the ETag is made from, and where
/// its bytes are.
#[derive(Debug, Clone, Copy)]
pub(super) struct Located {
    pub checksum: u64,
    #[cfg(not(windows))]
    slot: Slot,
}

#[cfg(test)]
impl Located {
    /// An entry with this checksum, placed nowhere, for tests of what keeps entries.
    pub(super) fn with_checksum(checksum: u64) -> Self {
        Self {
            checksum,
            #[cfg(not(windows))]
            slot: Slot::EMPTY,
        }
    }
}

impl Found {
    /// The range's entry in this version of its file; [`Unavailable::Missing`] when the file
    /// does not hold it.
    pub(super) fn locate(&self) -> Result<Located, Unavailable> {
        self.held()?.locate(&self.opened.path, self.prefix)
    }

    /// The version of the range `located` describes.
    pub(super) fn version(&self, located: &Located) -> Version {
        Version {
            file: self.file,
            checksum: located.checksum,
        }
    }

    /// The range's bytes and row count, checked against the checksum, from the same
    /// version of the file the entry came from.
    #[cfg(test)]
    pub(super) fn read(&self, located: &Located) -> Result<(Vec<u8>, u32), Unavailable> {
        self.read_with(located, |bytes, rows| (bytes.to_vec(), rows))
    }

    /// What `use_bytes` makes of the range's bytes and row count, read and checked as
    /// [`Found::read`] reads them, into a buffer this thread keeps for the next read.
    pub(super) fn read_with<R>(
        &self,
        located: &Located,
        use_bytes: impl FnOnce(&[u8], u32) -> R,
    ) -> Result<R, Unavailable> {
        self.held()?
            .read_with(&self.opened.path, self.prefix, located, use_bytes)
    }

    fn held(&self) -> Result<&Held, Unavailable> {
        match &self.opened.state {
            State::Open { shard, .. } => Ok(shard),
            State::Broken(why) => Err(damaged(&self.opened.path, why.clone())),
        }
    }
}

/// Why a range cannot be answered now. Never answered as an empty range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Unavailable {
    /// The store has not (yet) downloaded it.
    Missing,
    /// Its shard file or its bytes are damaged, or could not be read; says which file.
    Damaged { file: PathBuf, why: String },
    /// Its shard file could not be opened just now (out of descriptors, `EIO`, `ESTALE`):
    /// nothing is remembered of it, the next request tries again.
    Unreadable { file: PathBuf, why: String },
    /// A download put a new shard file in place between the look at the table and the read
    /// (only where files are not kept open): look again.
    #[cfg_attr(not(windows), allow(dead_code, reason = "open files are read on Unix"))]
    Replaced,
}

/// The file behind a shard's name, as far as `lstat` tells: a rename or a write in place
/// changes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Identity {
    len: u64,
    modified: Option<SystemTime>,
    #[cfg(unix)]
    device: u64,
    #[cfg(unix)]
    inode: u64,
}

impl Identity {
    fn of(metadata: &Metadata) -> Self {
        #[cfg(unix)]
        use std::os::unix::fs::MetadataExt;
        Self {
            len: metadata.len(),
            modified: metadata.modified().ok(),
            #[cfg(unix)]
            device: metadata.dev(),
            #[cfg(unix)]
            inode: metadata.ino(),
        }
    }
}

/// One version of a shard file, opened.
struct Opened {
    identity: Identity,
    path: PathBuf,
    /// Its number among the files the server opened, for [`Version`].
    number: u64,
    state: State,
}

enum State {
    Open {
        shard: Held,
        /// Each range's Last-Modified as the download recorded it, in seconds since the
        /// epoch (0 when not recorded: the file's own time is used).
        last_modified: Vec<u32>,
        file_time: SystemTime,
    },
    /// The file's head failed its checks; kept so it is not read again per request.
    Broken(String),
}

/// How a shard file is opened: [`Shard::open`], or a stand-in that fails as a file system
/// can, in tests.
type Opener = Arc<dyn Fn(&Path, HashMode, u32) -> Result<Option<Shard>, ShardError> + Send + Sync>;

/// The shard files of one hash mode.
struct ModeShards {
    mode: HashMode,
    root: PathBuf,
    recheck: Duration,
    slots: Vec<Mutex<Option<Seen>>>,
    open: Opener,
}

/// What the shards of both modes share: how many files were opened, and which could not be.
struct Shared {
    opened: AtomicU64,
    troubles: Troubles,
}

/// Why a look at a shard's name found nothing to answer from.
enum LookFailed {
    /// No file by that name (or it went between the look and the open).
    Missing,
    /// The name could not be looked at, or the file not opened; nothing is known of its bytes.
    Transient(std::io::Error),
}

/// A shard's file as last opened, and when its name was last seen to lead to it.
struct Seen {
    opened: Arc<Opened>,
    at: Instant,
}

/// The store's two modes, as the server reads them.
pub(super) struct Source {
    sha1: ModeShards,
    ntlm: ModeShards,
    shared: Shared,
}

impl Source {
    /// The stores in `dir` (`dir/sha1`, `dir/ntlm`); nothing is read until asked. A shard
    /// file's name is looked at again at most once per `recheck` (on every request when
    /// zero).
    pub(super) fn new(dir: &Path, recheck: Duration) -> Self {
        Self::with_opener(dir, recheck, Arc::new(Shard::open))
    }

    fn with_opener(dir: &Path, recheck: Duration, open: Opener) -> Self {
        Self {
            sha1: ModeShards::new(dir, HashMode::Sha1, recheck, Arc::clone(&open)),
            ntlm: ModeShards::new(dir, HashMode::Ntlm, recheck, open),
            shared: Shared {
                opened: AtomicU64::new(0),
                troubles: Troubles::new(),
            },
        }
    }

    /// The descriptors the server may hold for shard files: every shard of each mode the
    /// folder has, as they are kept open once asked for (none on Windows, where a file is
    /// opened for one read and closed).
    pub(super) fn descriptors(&self) -> usize {
        if cfg!(windows) {
            return 0;
        }
        [&self.sha1, &self.ntlm]
            .iter()
            .filter(|shards| shards.root.is_dir())
            .count()
            * SHARD_COUNT as usize
    }

    /// What stops the store being served whole now: shard files that could not be opened,
    /// tried again first, in order until one still fails, so the trouble ends as soon as
    /// they open (a load balancer sends no traffic to open them while health fails), and
    /// a failure that lasts costs one open per call.
    pub(super) fn health(&self, printer: &Printer) -> Vec<String> {
        for (mode, number) in self.shared.troubles.failing() {
            let shards = self.shards(mode);
            if let Some(slot) = shards.slots.get(number as usize) {
                let _ = shards.look(number, slot, &self.shared);
            }
            if self.shared.troubles.is_failing(mode, number) {
                break;
            }
        }
        self.shared.troubles.summarize(printer);
        self.shared.troubles.problems()
    }

    /// Says that a shard file could not be opened, limited in rate.
    pub(super) fn warn_unreadable(&self, printer: &Printer, file: &Path, why: &str) {
        self.shared.troubles.warn(printer, file, why);
    }

    /// Drops the file opened for `prefix`'s shard, which was found replaced, so the next
    /// request looks at the shard's name whatever the recheck interval.
    pub(super) fn forget(&self, mode: HashMode, prefix: u32) {
        if let Some(slot) = self.shards(mode).slots.get((prefix / SHARD_SIZE) as usize) {
            *lock(slot) = None;
        }
    }

    /// The verified range of `prefix` in `mode`, as its shard file holds it now.
    pub(super) fn range(&self, mode: HashMode, prefix: u32) -> Result<Found, Unavailable> {
        self.shards(mode).range(prefix, &self.shared)
    }

    fn shards(&self, mode: HashMode) -> &ModeShards {
        match mode {
            HashMode::Sha1 => &self.sha1,
            HashMode::Ntlm => &self.ntlm,
        }
    }
}

impl ModeShards {
    fn new(dir: &Path, mode: HashMode, recheck: Duration, open: Opener) -> Self {
        Self {
            mode,
            root: dir.join(mode.name()),
            recheck,
            slots: (0..SHARD_COUNT).map(|_| Mutex::new(None)).collect(),
            open,
        }
    }

    fn range(&self, prefix: u32, shared: &Shared) -> Result<Found, Unavailable> {
        let number = prefix / SHARD_SIZE;
        let slot = self
            .slots
            .get(number as usize)
            .ok_or(Unavailable::Missing)?;
        let opened = match self.seen_lately(slot) {
            Some(opened) => opened,
            None => self.look(number, slot, shared)?,
        };
        let (last_modified, file_time) = match &opened.state {
            State::Open {
                last_modified,
                file_time,
                ..
            } => (last_modified, *file_time),
            State::Broken(why) => return Err(damaged(&opened.path, why.clone())),
        };
        let index = (prefix - number * SHARD_SIZE) as usize;
        let last_modified = match last_modified.get(index).copied().unwrap_or(0) {
            0 => file_time,
            seconds => UNIX_EPOCH + Duration::from_secs(u64::from(seconds)),
        };
        Ok(Found {
            file: opened.number,
            opened,
            prefix,
            last_modified,
        })
    }

    /// The file last opened for `slot`, when its name led to it less than the recheck
    /// interval ago.
    fn seen_lately(&self, slot: &Mutex<Option<Seen>>) -> Option<Arc<Opened>> {
        if self.recheck.is_zero() {
            return None;
        }
        let guard = lock(slot);
        let seen = guard.as_ref()?;
        (seen.at.elapsed() < self.recheck).then(|| Arc::clone(&seen.opened))
    }

    /// Looks at the shard's name: the file already open when the name still leads to it,
    /// else the file there now, opened. When that fails for a reason that says nothing of
    /// the file's bytes, the version opened before is served (it was checked when opened),
    /// and the trouble is kept for `/healthz` until a look succeeds.
    fn look(
        &self,
        number: u32,
        slot: &Mutex<Option<Seen>>,
        shared: &Shared,
    ) -> Result<Arc<Opened>, Unavailable> {
        let path = self.root.join(shard_file_name(number));
        match self.look_at(number, &path, slot, &shared.opened) {
            Ok(opened) => {
                shared.troubles.cleared(self.mode, number);
                Ok(opened)
            }
            Err(LookFailed::Missing) => {
                shared.troubles.cleared(self.mode, number);
                Err(Unavailable::Missing)
            }
            Err(LookFailed::Transient(error)) => {
                let why = error.to_string();
                shared.troubles.failed(self.mode, number, &path, &why);
                match lock(slot).as_ref() {
                    Some(seen) => Ok(Arc::clone(&seen.opened)),
                    None => Err(Unavailable::Unreadable { file: path, why }),
                }
            }
        }
    }

    fn look_at(
        &self,
        number: u32,
        path: &Path,
        slot: &Mutex<Option<Seen>>,
        opened: &AtomicU64,
    ) -> Result<Arc<Opened>, LookFailed> {
        // Taken before the look, so a file is never trusted for longer than the interval.
        let looked = Instant::now();
        let identity = match std::fs::symlink_metadata(path) {
            Ok(metadata) => Identity::of(&metadata),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                return Err(LookFailed::Missing)
            }
            Err(error) => return Err(LookFailed::Transient(error)),
        };
        if let Some(seen) = lock(slot)
            .as_mut()
            .filter(|seen| seen.opened.identity == identity)
        {
            seen.at = looked;
            return Ok(Arc::clone(&seen.opened));
        }
        // Renamed away between the look and the open: nothing to answer from.
        let state = self
            .open_state(number, path, identity.modified)?
            .ok_or(LookFailed::Missing)?;
        let new = Arc::new(Opened {
            identity,
            path: path.to_path_buf(),
            number: opened.fetch_add(1, Ordering::Relaxed) + 1,
            state,
        });
        *lock(slot) = Some(Seen {
            opened: Arc::clone(&new),
            at: looked,
        });
        Ok(new)
    }

    /// The file now at `path`, opened and its head checked; `None` when it has gone. Only a
    /// head that fails its checks becomes [`State::Broken`]; a failure to open or read
    /// it is returned, to be tried again.
    fn open_state(
        &self,
        number: u32,
        path: &Path,
        modified: Option<SystemTime>,
    ) -> Result<Option<State>, LookFailed> {
        let shard = match (self.open)(path, self.mode, number) {
            Ok(Some(shard)) => shard,
            Ok(None) => return Ok(None),
            Err(ShardError::Head(why)) => return Ok(Some(State::Broken(why.to_string()))),
            Err(ShardError::Io(error)) => return Err(LookFailed::Transient(error)),
        };
        let file_time = modified.unwrap_or(UNIX_EPOCH);
        let last_modified = last_modified_table(&shard, number);
        Ok(Some(State::Open {
            shard: Held::new(shard, self.mode, number),
            last_modified,
            file_time,
        }))
    }
}

/// A shard file as the server holds it between requests: the open file on Unix, its table
/// left on disk.
#[cfg(not(windows))]
struct Held(LeanShard);

#[cfg(not(windows))]
impl Held {
    fn new(shard: Shard, _mode: HashMode, _number: u32) -> Self {
        Self(shard.into_lean())
    }

    fn locate(&self, path: &Path, prefix: u32) -> Result<Located, Unavailable> {
        match self.0.slot(prefix) {
            Ok(Some(slot)) => Ok(Located {
                checksum: slot.checksum,
                slot,
            }),
            Ok(None) => Err(Unavailable::Missing),
            Err(why) => Err(damaged(path, why)),
        }
    }

    /// Read into this thread's buffer (each accept path serves its connections on one
    /// thread), so an answer the body cache missed costs no allocation for the stored
    /// bytes, only for the text they become.
    fn read_with<R>(
        &self,
        path: &Path,
        prefix: u32,
        located: &Located,
        use_bytes: impl FnOnce(&[u8], u32) -> R,
    ) -> Result<R, Unavailable> {
        READ_BUFFER.with_borrow_mut(|buffer| {
            let read = self
                .0
                .read_into(prefix, &located.slot, buffer)
                .map(|bytes| use_bytes(bytes, located.slot.rows));
            // A long range's buffer is not kept: a thread per core holds one each.
            if buffer.capacity() > KEPT_READ_BUFFER {
                *buffer = Vec::new();
            }
            read.map_err(|why| damaged(path, why))
        })
    }
}

/// Bytes of a thread's read buffer kept between reads at most: ranges are about 10 KB in
/// the store, at most 1 MiB.
#[cfg(not(windows))]
const KEPT_READ_BUFFER: usize = 64 << 10;

#[cfg(not(windows))]
thread_local! {
    static READ_BUFFER: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A shard file as the server holds it between requests: on Windows its checked table
/// only, the file closed, so a download can replace it.
#[cfg(windows)]
struct Held {
    mode: HashMode,
    number: u32,
    checksums: Vec<u64>,
    present: Vec<bool>,
}

#[cfg(windows)]
impl Held {
    fn new(shard: Shard, mode: HashMode, number: u32) -> Self {
        let first = number * SHARD_SIZE;
        let slots: Vec<Option<u64>> = (first..first + SHARD_SIZE)
            .map(|prefix| shard.slot(prefix).map(|slot| slot.checksum))
            .collect();
        Self {
            mode,
            number,
            checksums: slots.iter().map(|slot| slot.unwrap_or(0)).collect(),
            present: slots.iter().map(Option::is_some).collect(),
        }
    }

    fn locate(&self, _path: &Path, prefix: u32) -> Result<Located, Unavailable> {
        let index = prefix
            .checked_sub(self.number * SHARD_SIZE)
            .ok_or(Unavailable::Missing)? as usize;
        match (self.present.get(index), self.checksums.get(index)) {
            (Some(true), Some(checksum)) => Ok(Located {
                checksum: *checksum,
            }),
            _ => Err(Unavailable::Missing),
        }
    }

    /// As on Unix, with the bytes of [`Held::read`]: the file is opened for each read here,
    /// so there is no buffer worth keeping.
    fn read_with<R>(
        &self,
        path: &Path,
        prefix: u32,
        located: &Located,
        use_bytes: impl FnOnce(&[u8], u32) -> R,
    ) -> Result<R, Unavailable> {
        self.read(path, prefix, located)
            .map(|(bytes, rows)| use_bytes(&bytes, rows))
    }

    /// Open the file again for this one read: a file whose table gives the range another
    /// checksum is a newer one.
    fn read(
        &self,
        path: &Path,
        prefix: u32,
        located: &Located,
    ) -> Result<(Vec<u8>, u32), Unavailable> {
        let checksum = located.checksum;
        let shard = match Shard::open(path, self.mode, self.number) {
            Ok(Some(shard)) => shard,
            Ok(None) => return Err(Unavailable::Replaced),
            Err(ShardError::Io(error)) => {
                return Err(Unavailable::Unreadable {
                    file: path.to_path_buf(),
                    why: error.to_string(),
                })
            }
            Err(error) => return Err(damaged(path, error.to_string())),
        };
        if shard.slot(prefix).map(|slot| slot.checksum) != Some(checksum) {
            return Err(Unavailable::Replaced);
        }
        match shard.read(prefix) {
            Ok(Some(found)) => Ok(found),
            Ok(None) => Err(Unavailable::Missing),
            Err(why) => Err(damaged(path, why)),
        }
    }
}

/// Every range's recorded Last-Modified, in seconds; 0 where none was recorded or the
/// metadata section is damaged (it is not part of any range's checksum).
fn last_modified_table(shard: &Shard, number: u32) -> Vec<u32> {
    let mut table = vec![0u32; SHARD_SIZE as usize];
    let first = number * SHARD_SIZE;
    for (prefix, meta) in shard.meta().unwrap_or_default() {
        let seconds = meta
            .last_modified
            .as_deref()
            .and_then(|text| httpdate::parse_http_date(text).ok())
            .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
            .and_then(|elapsed| u32::try_from(elapsed.as_secs()).ok())
            .unwrap_or(0);
        if let Some(entry) = prefix
            .checked_sub(first)
            .and_then(|index| table.get_mut(index as usize))
        {
            *entry = seconds;
        }
    }
    table
}

fn damaged(path: &Path, why: String) -> Unavailable {
    Unavailable::Damaged {
        file: path.to_path_buf(),
        why,
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Bytes [`pad`] adds at most: 209 rows of the longer suffix, `:0` and CRLF.
pub(super) const PADDING_ROOM: usize = 209 * (35 + 4);

/// Append 10 to 209 rows of random suffixes with count 0, after the real rows and
/// unsorted, as the public service pads: they change only the size of the answer. Most
/// clients ask for padding, so each row's digits come from three random words (48 digits,
/// two a byte), not a draw per digit.
pub(super) fn pad(body: &mut Vec<u8>, mode: HashMode) {
    let digits = mode.suffix_len();
    let rows = 10 + fastrand::usize(..200);
    body.reserve(rows * (digits + 4));
    let mut row = [0u8; 3 * 16 + 2];
    if digits + 2 > row.len() {
        return;
    }
    for _ in 0..rows {
        if !body.is_empty() {
            body.extend_from_slice(b"\r\n");
        }
        for sixteen in row.chunks_exact_mut(16) {
            for (pair, byte) in sixteen
                .chunks_exact_mut(2)
                .zip(fastrand::u64(..).to_le_bytes())
            {
                pair.copy_from_slice(&HEX_PAIRS[usize::from(byte)]);
            }
        }
        row[digits..digits + 2].copy_from_slice(b":0");
        body.extend_from_slice(&row[..digits + 2]);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicI32, AtomicUsize};

    use super::*;
    use crate::store::text::render;
    use crate::store::{format, Meta, ShardWriter};

    const A: &str = "0018A45C4D1DEF81644B54AB7F969B88D65";
    const B: &str = "00D4F6E8FA6EECAD2A3AA415EEC418D38EC";

    fn write_shard(store: &crate::store::Store, body: &str, generation: u64) {
        let (bytes, rows) = format::encode_range(body.as_bytes(), HashMode::Sha1).unwrap();
        let mut writer = ShardWriter::create(store, 0x5B).unwrap();
        let meta = Meta {
            etag: Some("\"x\"".into()),
            last_modified: Some("Tue, 01 Jul 2025 10:00:00 GMT".into()),
        };
        writer.add(0x5BAA6, &bytes, rows, meta).unwrap();
        writer.finish(generation).unwrap();
    }

    /// The range of `prefix` as its shard file holds it now, and its entry there.
    fn locate(
        source: &Source,
        mode: HashMode,
        prefix: u32,
    ) -> Result<(Found, Located), Unavailable> {
        let found = source.range(mode, prefix)?;
        let located = found.locate()?;
        Ok((found, located))
    }

    #[test]
    fn ranges_render_as_the_service_writes_them_and_follow_a_new_file() {
        let (dir, store) = crate::store::temp_store(HashMode::Sha1);
        write_shard(&store, &format!("{A}:3\r\n{B}:10452"), 1);
        let source = Source::new(dir.path(), Duration::ZERO);
        let (found, located) = locate(&source, HashMode::Sha1, 0x5BAA6).unwrap();
        let (bytes, rows) = found.read(&located).unwrap();
        let body = render(&bytes, rows, HashMode::Sha1).unwrap();
        assert_eq!(body, format!("{A}:3\r\n{B}:10452").as_bytes());
        assert_eq!(
            found.last_modified,
            httpdate::parse_http_date("Tue, 01 Jul 2025 10:00:00 GMT").unwrap()
        );
        assert_eq!(
            locate(&source, HashMode::Sha1, 0x5BAA7).err(),
            Some(Unavailable::Missing)
        );
        assert_eq!(
            locate(&source, HashMode::Ntlm, 0x5BAA6).err(),
            Some(Unavailable::Missing)
        );
        // A new file put in place by rename is read from the next request on.
        write_shard(&store, &format!("{A}:4"), 2);
        let (again, again_located) = locate(&source, HashMode::Sha1, 0x5BAA6).unwrap();
        let (bytes, rows) = again.read(&again_located).unwrap();
        assert_eq!(
            render(&bytes, rows, HashMode::Sha1).unwrap(),
            format!("{A}:4").as_bytes()
        );
        assert_ne!(again.version(&again_located), found.version(&located));
        assert_ne!(again_located.checksum, located.checksum);
        // What was found before the new file came is still read from the old one where
        // files are kept open; on Windows the read says the file was replaced.
        #[cfg(not(windows))]
        {
            let (old, _) = found.read(&located).unwrap();
            assert_eq!(
                render(&old, 2, HashMode::Sha1).unwrap(),
                format!("{A}:3\r\n{B}:10452").as_bytes()
            );
        }
        #[cfg(windows)]
        assert_eq!(found.read(&located).err(), Some(Unavailable::Replaced));
        // Damage in place is caught by the range's checksum.
        let path = store.shard_path(0x5B);
        let mut bytes = std::fs::read(&path).unwrap();
        bytes[format::DATA_START as usize] ^= 0x01;
        std::fs::write(&path, &bytes).unwrap();
        assert!(matches!(
            locate(&source, HashMode::Sha1, 0x5BAA6)
                .and_then(|(found, located)| found.read(&located)),
            Err(Unavailable::Damaged { .. })
        ));
        // A damaged head too, and it names the file.
        bytes[0] ^= 0x01;
        std::fs::write(&path, &bytes).unwrap();
        match locate(&source, HashMode::Sha1, 0x5BAA6) {
            Err(Unavailable::Damaged { file, .. }) => assert_eq!(file, path),
            other => panic!("{:?}", other.err()),
        }
    }

    /// Error codes a file system gives for a while and then not: out of descriptors, an
    /// I/O error, a stale handle on a network file system.
    #[cfg(unix)]
    const TRANSIENT: [i32; 3] = [
        nix::errno::Errno::EMFILE as i32,
        nix::errno::Errno::EIO as i32,
        nix::errno::Errno::ESTALE as i32,
    ];
    /// `ERROR_TOO_MANY_OPEN_FILES`, `ERROR_IO_DEVICE`.
    #[cfg(windows)]
    const TRANSIENT: [i32; 2] = [4, 1117];

    /// A source whose opens fail with the error code in the returned cell (0: they don't),
    /// and the count of opens tried.
    fn failing_source(dir: &Path) -> (Source, Arc<AtomicI32>, Arc<AtomicUsize>) {
        let failing = Arc::new(AtomicI32::new(0));
        let opens = Arc::new(AtomicUsize::new(0));
        let (fail, count) = (Arc::clone(&failing), Arc::clone(&opens));
        let opener: Opener = Arc::new(move |path: &Path, mode, number| {
            count.fetch_add(1, Ordering::SeqCst);
            match fail.load(Ordering::SeqCst) {
                0 => Shard::open(path, mode, number),
                code => Err(ShardError::Io(std::io::Error::from_raw_os_error(code))),
            }
        });
        // Every request looks at the name, as a server with --recheck-ms 0 does.
        let source = Source::with_opener(dir, Duration::ZERO, opener);
        (source, failing, opens)
    }

    /// A printer whose warnings go to a captured terminal nobody reads.
    fn quiet_printer() -> Printer {
        let (terminal, _captured) = crate::output::Terminal::captured(None);
        Printer::on(
            terminal,
            &crate::environment::Env::fixed::<&str, &str>([]),
            crate::output::Format::Table,
            crate::output::ColorChoice::Never,
            true,
            true,
        )
    }

    fn body_of(source: &Source) -> Result<String, Unavailable> {
        let (found, located) = locate(source, HashMode::Sha1, 0x5BAA6)?;
        let (bytes, rows) = found.read(&located)?;
        Ok(String::from_utf8(render(&bytes, rows, HashMode::Sha1).unwrap()).unwrap())
    }

    #[test]
    fn a_failed_open_is_tried_again_and_only_a_failed_checksum_is_remembered() {
        let printer = quiet_printer();
        for code in TRANSIENT {
            let (dir, store) = crate::store::temp_store(HashMode::Sha1);
            write_shard(&store, &format!("{A}:3"), 1);
            let (source, failing, opens) = failing_source(dir.path());
            // Opened first while opens fail: unavailable for now, not damaged.
            failing.store(code, Ordering::SeqCst);
            match body_of(&source) {
                Err(Unavailable::Unreadable { file, .. }) => {
                    assert_eq!(file, store.shard_path(0x5B))
                }
                other => panic!("{code}: {other:?}"),
            }
            let problems = source.health(&printer);
            assert_eq!(problems.len(), 1, "{code}: {problems:?}");
            assert!(problems[0].contains("5B.shard"), "{}", problems[0]);
            // Opens work again: the same file, unchanged, is served at once.
            failing.store(0, Ordering::SeqCst);
            assert_eq!(body_of(&source), Ok(format!("{A}:3")), "{code}");
            assert_eq!(source.health(&printer), Vec::<String>::new());
            // A new version that cannot be opened yet: the one opened before is served
            // where files are kept open; on Windows its read finds the file replaced.
            write_shard(&store, &format!("{A}:4"), 2);
            failing.store(code, Ordering::SeqCst);
            #[cfg(not(windows))]
            assert_eq!(body_of(&source), Ok(format!("{A}:3")), "{code}");
            #[cfg(windows)]
            assert_eq!(body_of(&source), Err(Unavailable::Replaced), "{code}");
            assert_eq!(source.health(&printer).len(), 1);
            // Health tries it again by itself, so the trouble ends without a request.
            failing.store(0, Ordering::SeqCst);
            assert_eq!(source.health(&printer), Vec::<String>::new());
            assert_eq!(body_of(&source), Ok(format!("{A}:4")), "{code}");
            // A head that fails its checksum is remembered for the file: not opened again.
            let path = store.shard_path(0x5B);
            let mut bytes = std::fs::read(&path).unwrap();
            bytes[20] ^= 0x01;
            let temp = path.with_extension("new");
            std::fs::write(&temp, &bytes).unwrap();
            std::fs::rename(&temp, &path).unwrap();
            assert!(matches!(body_of(&source), Err(Unavailable::Damaged { .. })));
            let tried = opens.load(Ordering::SeqCst);
            assert!(matches!(body_of(&source), Err(Unavailable::Damaged { .. })));
            assert_eq!(opens.load(Ordering::SeqCst), tried, "{code}");
            assert_eq!(source.health(&printer), Vec::<String>::new());
        }
    }

    #[test]
    fn one_health_check_ends_the_trouble_of_every_shard_that_opens_again() {
        let printer = quiet_printer();
        let (dir, store) = crate::store::temp_store(HashMode::Sha1);
        let shards: Vec<u32> = (0x10..0x20).collect();
        for &number in &shards {
            let (bytes, rows) =
                format::encode_range(format!("{A}:1").as_bytes(), HashMode::Sha1).unwrap();
            let mut writer = ShardWriter::create(&store, number).unwrap();
            writer
                .add(number * SHARD_SIZE, &bytes, rows, Meta::default())
                .unwrap();
            writer.finish(1).unwrap();
        }
        let (source, failing, _) = failing_source(dir.path());
        failing.store(TRANSIENT[0], Ordering::SeqCst);
        for &number in &shards {
            assert!(matches!(
                source.range(HashMode::Sha1, number * SHARD_SIZE),
                Err(Unavailable::Unreadable { .. })
            ));
        }
        let problems = source.health(&printer);
        assert!(problems[0].starts_with("16 shard file(s)"), "{problems:?}");
        failing.store(0, Ordering::SeqCst);
        assert_eq!(source.health(&printer), Vec::<String>::new());
    }

    #[test]
    fn padding_adds_only_count_zero_rows_after_the_real_ones() {
        for mode in [HashMode::Sha1, HashMode::Ntlm] {
            let real = b"ABC:1".to_vec();
            let mut body = real.clone();
            pad(&mut body, mode);
            let text = String::from_utf8(body).unwrap();
            let lines: Vec<&str> = text.split("\r\n").collect();
            assert_eq!(lines[0], "ABC:1");
            assert!((11..=210).contains(&lines.len()), "{}", lines.len());
            for line in &lines[1..] {
                let (suffix, count) = line.split_once(':').unwrap();
                assert_eq!(count, "0");
                assert_eq!(suffix.len(), mode.suffix_len());
                assert!(suffix
                    .bytes()
                    .all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b)));
            }
            // Every digit turns up in every place: over 200 paddings (2,000 rows at least),
            // missing one by chance is less likely than 1 in 10^50.
            let mut many = Vec::new();
            for _ in 0..200 {
                pad(&mut many, mode);
            }
            let many = String::from_utf8(many).unwrap();
            for place in 0..mode.suffix_len() {
                let seen: std::collections::BTreeSet<u8> = many
                    .split("\r\n")
                    .map(|line| line.as_bytes()[place])
                    .collect();
                assert_eq!(seen.len(), 16, "{place}: {seen:?}");
            }
        }
    }
}
