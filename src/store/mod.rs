//! The offline corpus: one file per prefix holding the range body exactly as verified,
//! under `DIR/<mode>/<first two hex>/<PREFIX>` (256 folders of 4,096 files), written
//! through a temporary file and a rename so an interrupted run never leaves a file that
//! looks complete. Each folder has an `index` of prefix, size, rows, SHA-256 of the body,
//! ETag and Last-Modified, rewritten atomically when the folder's work is done.
//!
//! Each folder also gets a `pack`: its ranges concatenated behind a table of offsets, so
//! an offline lookup costs one positioned read instead of opening a file. A download
//! appends bodies to a new pack as they arrive, copies the rest from the old pack (or
//! the range files) and replaces it atomically before the folder's index is written;
//! lookups fall back to the range files for anything a pack lacks.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use crate::clients::passwords::hash::{prefix_hex, HashMode, PREFIX_COUNT};

/// Prefixes per folder: the first two hex characters pick the folder.
pub const SHARD_SIZE: u32 = 1 << 12;
pub const SHARD_COUNT: u32 = PREFIX_COUNT / SHARD_SIZE;

const INDEX: &str = "index";
const PACK: &str = "pack";
/// An (offset, length) pair for each of a folder's 4,096 ranges; bodies follow in any
/// order, so a download can append them as they arrive.
const PACK_SLOTS: usize = SHARD_SIZE as usize;
const PACK_HEADER: u64 = PACK_SLOTS as u64 * 16;

/// One folder's pack, open for positioned reads from any thread.
#[derive(Debug)]
pub struct Pack {
    file: File,
    first: u32,
    slots: Vec<(u64, u64)>,
}

impl Pack {
    /// The body of `prefix`, or `None` when the pack holds nothing for it.
    pub fn read(&self, prefix: u32) -> std::io::Result<Option<Vec<u8>>> {
        let slot = prefix
            .checked_sub(self.first)
            .and_then(|s| self.slots.get(s as usize));
        let Some(&(offset, length)) = slot else {
            return Ok(None);
        };
        if length == 0 {
            return Ok(None);
        }
        let mut body = vec![0u8; usize::try_from(length).unwrap_or(0)];
        read_at(&self.file, &mut body, PACK_HEADER + offset)?;
        Ok(Some(body))
    }
}

/// A folder's next pack, filled as bodies arrive and finished by [`PackWriter::finish`].
#[derive(Debug)]
pub struct PackWriter {
    out: std::io::BufWriter<File>,
    temp: PathBuf,
    first: u32,
    slots: Vec<(u64, u64)>,
    position: u64,
}

impl PackWriter {
    pub fn add(&mut self, prefix: u32, body: &[u8]) -> std::io::Result<()> {
        let Some(slot) = prefix
            .checked_sub(self.first)
            .and_then(|s| self.slots.get_mut(s as usize))
        else {
            return Ok(());
        };
        self.out.write_all(body)?;
        *slot = (self.position, body.len() as u64);
        self.position += body.len() as u64;
        Ok(())
    }

    /// Copy every range not added (from the old pack, else its file), write the table
    /// and put the pack in place.
    pub fn finish(mut self, store: &Store) -> std::io::Result<()> {
        let result = self.complete(store);
        if result.is_err() {
            let _ = std::fs::remove_file(&self.temp);
        }
        result
    }

    fn complete(&mut self, store: &Store) -> std::io::Result<()> {
        let shard = self.first / SHARD_SIZE;
        let old = store.open_pack(shard)?;
        for slot in 0..PACK_SLOTS {
            if self.slots[slot].1 > 0 {
                continue;
            }
            let prefix = self.first + slot as u32;
            let body = match old
                .as_ref()
                .map(|pack| pack.read(prefix))
                .transpose()?
                .flatten()
            {
                Some(body) => Some(body),
                None => store.read(prefix)?,
            };
            if let Some(body) = body {
                self.add(prefix, &body)?;
            }
        }
        self.out.flush()?;
        let file = self.out.get_mut();
        file.seek(SeekFrom::Start(0))?;
        let header: Vec<u8> = self
            .slots
            .iter()
            .flat_map(|(offset, length)| {
                offset.to_le_bytes().into_iter().chain(length.to_le_bytes())
            })
            .collect();
        file.write_all(&header)?;
        std::fs::rename(&self.temp, store.shard_dir(shard).join(PACK))
    }
}

#[cfg(unix)]
fn read_at(file: &File, buffer: &mut [u8], offset: u64) -> std::io::Result<()> {
    use std::os::unix::fs::FileExt;
    file.read_exact_at(buffer, offset)
}

#[cfg(not(unix))]
fn read_at(file: &File, buffer: &mut [u8], offset: u64) -> std::io::Result<()> {
    use std::os::windows::fs::FileExt;
    let mut done = 0;
    while done < buffer.len() {
        let read = file.seek_read(&mut buffer[done..], offset + done as u64)?;
        if read == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        done += read;
    }
    Ok(())
}

/// What the index knows about one stored range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub size: u64,
    pub rows: u32,
    /// SHA-256 of the stored body, lowercase hex.
    pub digest: String,
    pub etag: Option<String>,
    pub last_modified: Option<String>,
}

impl Entry {
    pub fn new(
        body: &[u8],
        rows: usize,
        etag: Option<String>,
        last_modified: Option<String>,
    ) -> Self {
        Self {
            size: body.len() as u64,
            rows: u32::try_from(rows).unwrap_or(u32::MAX),
            digest: digest(body),
            etag,
            last_modified,
        }
    }
}

pub fn digest(body: &[u8]) -> String {
    hex::encode(Sha256::digest(body))
}

#[derive(Debug, Clone)]
pub struct Store {
    root: PathBuf,
    mode: HashMode,
}

fn clean_field(value: Option<&str>) -> String {
    match value {
        Some(text) if !text.is_empty() => text.replace(['\t', '\n', '\r'], " "),
        _ => "-".to_string(),
    }
}

fn parse_index_line(line: &str) -> Option<(u32, Entry)> {
    let mut fields = line.split('\t');
    let prefix = crate::clients::passwords::hash::parse_prefix(fields.next()?)?;
    let size = fields.next()?.parse().ok()?;
    let rows = fields.next()?.parse().ok()?;
    let digest = fields.next()?.to_string();
    let optional = |text: &str| (text != "-").then(|| text.to_string());
    let etag = optional(fields.next()?);
    let last_modified = optional(fields.next()?);
    if digest.len() != 64 || fields.next().is_some() {
        return None;
    }
    Some((
        prefix,
        Entry {
            size,
            rows,
            digest,
            etag,
            last_modified,
        },
    ))
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

    fn shard_dir(&self, shard: u32) -> PathBuf {
        self.root.join(format!("{:02X}", shard & (SHARD_COUNT - 1)))
    }

    pub fn path_of(&self, prefix: u32) -> PathBuf {
        self.shard_dir(prefix / SHARD_SIZE).join(prefix_hex(prefix))
    }

    /// The stored body of `prefix`, `None` when it is not in the store.
    pub fn read(&self, prefix: u32) -> std::io::Result<Option<Vec<u8>>> {
        match std::fs::read(self.path_of(prefix)) {
            Ok(body) => Ok(Some(body)),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(error) => Err(error),
        }
    }

    /// Write a body through a temporary file in the same folder and a rename.
    pub fn write(&self, prefix: u32, body: &[u8]) -> std::io::Result<()> {
        let path = self.path_of(prefix);
        let dir = self.shard_dir(prefix / SHARD_SIZE);
        std::fs::create_dir_all(&dir)?;
        let temp = dir.join(format!(
            ".{}.{}.tmp",
            prefix_hex(prefix),
            std::process::id()
        ));
        let result = std::fs::File::create(&temp)
            .and_then(|mut file| file.write_all(body))
            .and_then(|()| std::fs::rename(&temp, &path));
        if result.is_err() {
            let _ = std::fs::remove_file(&temp);
        }
        result
    }

    /// Start a new pack for one folder.
    pub fn pack_writer(&self, shard: u32) -> std::io::Result<PackWriter> {
        let dir = self.shard_dir(shard);
        std::fs::create_dir_all(&dir)?;
        let temp = dir.join(format!(".{PACK}.{}.tmp", std::process::id()));
        let mut out = std::io::BufWriter::with_capacity(1 << 20, File::create(&temp)?);
        out.write_all(&vec![0u8; PACK_HEADER as usize])?;
        Ok(PackWriter {
            out,
            temp,
            first: shard * SHARD_SIZE,
            slots: vec![(0, 0); PACK_SLOTS],
            position: 0,
        })
    }

    /// Rebuild one folder's pack from its range files, atomically.
    pub fn build_pack(&self, shard: u32) -> std::io::Result<()> {
        self.pack_writer(shard)?.finish(self)
    }

    /// One folder's pack, `None` when it has none (or it is damaged).
    pub fn open_pack(&self, shard: u32) -> std::io::Result<Option<Pack>> {
        let mut file = match File::open(self.shard_dir(shard).join(PACK)) {
            Ok(file) => file,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(error),
        };
        let mut header = vec![0u8; PACK_HEADER as usize];
        if file.read_exact(&mut header).is_err() {
            return Ok(None);
        }
        let slots: Vec<(u64, u64)> = header
            .chunks_exact(16)
            .map(|bytes| {
                let (offset, length) = bytes.split_at(8);
                (
                    u64::from_le_bytes(offset.try_into().unwrap_or([0; 8])),
                    u64::from_le_bytes(length.try_into().unwrap_or([0; 8])),
                )
            })
            .collect();
        let data = file.metadata()?.len().saturating_sub(PACK_HEADER);
        let sane = slots
            .iter()
            .all(|(offset, length)| offset.checked_add(*length).is_some_and(|end| end <= data));
        if !sane {
            return Ok(None);
        }
        Ok(Some(Pack {
            file,
            first: shard * SHARD_SIZE,
            slots,
        }))
    }

    pub fn has_pack(&self, shard: u32) -> bool {
        self.shard_dir(shard).join(PACK).is_file()
    }

    /// The index of one folder; lines that do not parse (a damaged file) are dropped, so
    /// their prefixes are fetched again.
    pub fn load_shard(&self, shard: u32) -> std::io::Result<BTreeMap<u32, Entry>> {
        let text = match std::fs::read_to_string(self.shard_dir(shard).join(INDEX)) {
            Ok(text) => text,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                return Ok(BTreeMap::new())
            }
            Err(error) => return Err(error),
        };
        Ok(text
            .lines()
            .filter_map(parse_index_line)
            .filter(|(prefix, _)| prefix / SHARD_SIZE == shard)
            .collect())
    }

    /// Replace one folder's index atomically.
    pub fn save_shard(&self, shard: u32, entries: &BTreeMap<u32, Entry>) -> std::io::Result<()> {
        let dir = self.shard_dir(shard);
        std::fs::create_dir_all(&dir)?;
        let mut text = String::with_capacity(entries.len() * 150);
        for (prefix, entry) in entries {
            text.push_str(&format!(
                "{}\t{}\t{}\t{}\t{}\t{}\n",
                prefix_hex(*prefix),
                entry.size,
                entry.rows,
                entry.digest,
                clean_field(entry.etag.as_deref()),
                clean_field(entry.last_modified.as_deref()),
            ));
        }
        let temp = dir.join(format!(".{INDEX}.{}.tmp", std::process::id()));
        let result = std::fs::File::create(&temp)
            .and_then(|mut file| {
                file.write_all(text.as_bytes())
                    .and_then(|()| file.sync_all())
            })
            .and_then(|()| std::fs::rename(&temp, dir.join(INDEX)));
        if result.is_err() {
            let _ = std::fs::remove_file(&temp);
        }
        result
    }
}

/// Offline lookups: each folder's pack opened once, on first use, and shared by every
/// thread; the range files answer for anything a pack lacks.
#[derive(Debug)]
pub struct StoreReader {
    store: Store,
    packs: Vec<std::sync::OnceLock<Option<Pack>>>,
}

impl StoreReader {
    pub fn new(store: Store) -> Self {
        Self {
            store,
            packs: (0..SHARD_COUNT)
                .map(|_| std::sync::OnceLock::new())
                .collect(),
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn read(&self, prefix: u32) -> std::io::Result<Option<Vec<u8>>> {
        let shard = prefix / SHARD_SIZE;
        if let Some(slot) = self.packs.get(shard as usize) {
            let pack = slot.get_or_init(|| self.store.open_pack(shard).ok().flatten());
            if let Some(pack) = pack {
                if let Some(body) = pack.read(prefix)? {
                    return Ok(Some(body));
                }
            }
        }
        self.store.read(prefix)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_sharded_by_the_first_two_hex_characters() {
        let store = Store {
            root: PathBuf::from("corpus/sha1"),
            mode: HashMode::Sha1,
        };
        assert_eq!(
            store.path_of(0x5BAA6),
            PathBuf::from("corpus/sha1/5B/5BAA6")
        );
        assert_eq!(store.path_of(0), PathBuf::from("corpus/sha1/00/00000"));
        assert_eq!(SHARD_COUNT, 256);
    }

    #[test]
    fn index_round_trips_and_damaged_lines_are_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path(), HashMode::Ntlm).unwrap();
        let mut entries = BTreeMap::new();
        entries.insert(
            0x01002,
            Entry::new(b"body", 1, Some("\"abc\"".into()), None),
        );
        entries.insert(
            0x01003,
            Entry::new(
                b"other",
                2,
                None,
                Some("Tue, 01 Jul 2025 10:00:00 GMT".into()),
            ),
        );
        store.save_shard(1, &entries).unwrap();
        assert_eq!(store.load_shard(1).unwrap(), entries);
        let index = store.root().join("01").join(INDEX);
        let mut text = std::fs::read_to_string(&index).unwrap();
        text.push_str("01004\t12\tgarbage\n");
        std::fs::write(&index, text).unwrap();
        assert_eq!(store.load_shard(1).unwrap().len(), 2);
        store.write(0x01002, b"body").unwrap();
        assert_eq!(store.read(0x01002).unwrap().as_deref(), Some(&b"body"[..]));
        assert_eq!(store.read(0x01005).unwrap(), None);
        store.build_pack(1).unwrap();
        let pack = store.open_pack(1).unwrap().unwrap();
        assert_eq!(pack.read(0x01002).unwrap().as_deref(), Some(&b"body"[..]));
        assert_eq!(pack.read(0x01005).unwrap(), None);
        assert_eq!(pack.read(0x02000).unwrap(), None);
        assert!(store.open_pack(2).unwrap().is_none());
        let reader = StoreReader::new(store.clone());
        assert_eq!(reader.read(0x01002).unwrap().as_deref(), Some(&b"body"[..]));
        // Written after the pack was built: found in its file.
        store.write(0x01007, b"late").unwrap();
        assert_eq!(reader.read(0x01007).unwrap().as_deref(), Some(&b"late"[..]));
        let leftovers: Vec<_> = std::fs::read_dir(store.root().join("01"))
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(leftovers.is_empty());
    }
}
