//! The refresh journal, `DIR/<mode>/changes`: for each of the last [`KEPT`] refreshes, the
//! prefixes whose ranges it changed, so `password audit --since-refresh` re-checks only
//! the accounts those ranges can answer differently.
//!
//! A refresh's prefixes are added before the shard file holding them is renamed into
//! place, so after a crash the journal may name a range that did not change yet (it is
//! re-checked for nothing), never miss one that did. An entry is marked complete once its
//! refresh has reached every shard of its range; an audit always re-reads incomplete
//! entries. The file is rewritten whole through a temporary file and a rename, and is
//! checked against its checksum when read: a damaged journal is never trusted.
//!
//! Layout (little-endian): magic `WARDPWC\0`, version (u16, 1), mode (u8: 1 SHA-1,
//! 2 NTLM), a zero byte, entries (u32), the newest generation dropped to keep the bound
//! (u64, 0 when none); then per entry its generation (u64), complete (u8), how its
//! prefixes are held (u8: 0 a sorted list of 3 bytes each, 1 a bitmap of 131,072 bytes,
//! whichever is smaller), two zero bytes, and how many prefixes (u32), then the prefixes;
//! last, an xxh3-64 of everything before it.

use xxhash_rust::xxh3::xxh3_64;

use ward_client::passwords::{HashMode, PREFIX_COUNT};
use ward_files as files;

use super::Store;

pub const FILE: &str = "changes";
/// Refreshes remembered; an older one is dropped and its generation kept as the mark
/// below which the journal no longer knows what changed.
pub const KEPT: usize = 16;
const MAGIC: &[u8; 8] = b"WARDPWC\0";
const VERSION: u16 = 1;
const HEAD: usize = 24;
const ENTRY_HEAD: usize = 16;
const BITMAP: usize = PREFIX_COUNT as usize / 8;
/// The largest journal: every kept entry a full bitmap.
pub const LIMIT: u64 = (HEAD + KEPT * (ENTRY_HEAD + BITMAP) + 8) as u64;

/// The prefixes one refresh changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub generation: u64,
    pub complete: bool,
    /// Ascending, without repeats.
    pub prefixes: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Changes {
    mode: HashMode,
    /// The newest generation dropped to keep the bound; 0 when none was.
    pub dropped: u64,
    /// Oldest first.
    pub entries: Vec<Entry>,
}

/// Why the journal cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChangesError {
    #[error("is damaged (checksum mismatch, wrong length or another mode's)")]
    Damaged,
    #[error("could not be read: {0}")]
    Io(String),
}

fn mode_byte(mode: HashMode) -> u8 {
    match mode {
        HashMode::Sha1 => 1,
        HashMode::Ntlm => 2,
    }
}

impl Changes {
    pub fn empty(mode: HashMode) -> Self {
        Self {
            mode,
            dropped: 0,
            entries: Vec::new(),
        }
    }

    /// The store's journal; an empty one when there is none.
    pub fn read(store: &Store) -> Result<Self, ChangesError> {
        match super::read_store_file(&store.root().join(FILE), LIMIT) {
            Ok(Some(bytes)) => Self::decode(&bytes, store.mode()).ok_or(ChangesError::Damaged),
            Ok(None) => Ok(Self::empty(store.mode())),
            Err(error) if error.kind() == std::io::ErrorKind::FileTooLarge => {
                Err(ChangesError::Damaged)
            }
            Err(error) => Err(ChangesError::Io(error.to_string())),
        }
    }

    /// The journal a download adds to: the one on disk, or an empty one when it is
    /// missing or damaged. Starting afresh drops what the old one knew, which the mark
    /// records: an audit relying on it then checks everything.
    pub fn load_for_refresh(store: &Store, generation: u64) -> Self {
        Self::read(store).unwrap_or_else(|_| Self {
            mode: store.mode(),
            dropped: generation.saturating_sub(1),
            entries: Vec::new(),
        })
    }

    fn decode(bytes: &[u8], mode: HashMode) -> Option<Self> {
        let (body, check) = bytes.split_at(bytes.len().checked_sub(8)?);
        if xxh3_64(body) != u64::from_le_bytes(check.try_into().ok()?)
            || body.len() < HEAD
            || &body[..8] != MAGIC
            || body[8..10] != VERSION.to_le_bytes()
            || body[10] != mode_byte(mode)
        {
            return None;
        }
        let count = u32::from_le_bytes(body[12..16].try_into().ok()?) as usize;
        let dropped = u64::from_le_bytes(body[16..24].try_into().ok()?);
        if count > KEPT {
            return None;
        }
        let mut at = HEAD;
        let mut entries = Vec::with_capacity(count);
        for _ in 0..count {
            let head = body.get(at..at + ENTRY_HEAD)?;
            let generation = u64::from_le_bytes(head[..8].try_into().ok()?);
            let complete = head[8] == 1;
            let bitmap = head[9] == 1;
            let len = u32::from_le_bytes(head[12..16].try_into().ok()?) as usize;
            at += ENTRY_HEAD;
            let prefixes = if bitmap {
                let bits = body.get(at..at + BITMAP)?;
                at += BITMAP;
                let prefixes: Vec<u32> = (0..PREFIX_COUNT)
                    .filter(|p| bits[*p as usize / 8] & (1 << (p % 8)) != 0)
                    .collect();
                (prefixes.len() == len).then_some(prefixes)?
            } else {
                let list = body.get(at..at + 3 * len)?;
                at += 3 * len;
                let prefixes: Vec<u32> = list
                    .chunks_exact(3)
                    .map(|p| u32::from_le_bytes([p[0], p[1], p[2], 0]))
                    .collect();
                let sorted = prefixes.windows(2).all(|w| w[0] < w[1]);
                (sorted && prefixes.iter().all(|p| *p < PREFIX_COUNT)).then_some(prefixes)?
            };
            entries.push(Entry {
                generation,
                complete,
                prefixes,
            });
        }
        (at == body.len()).then_some(Self {
            mode,
            dropped,
            entries,
        })
    }

    fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEAD + 64);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.push(mode_byte(self.mode));
        out.push(0);
        out.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        out.extend_from_slice(&self.dropped.to_le_bytes());
        for entry in &self.entries {
            let bitmap = entry.prefixes.len() * 3 > BITMAP;
            out.extend_from_slice(&entry.generation.to_le_bytes());
            out.push(u8::from(entry.complete));
            out.push(u8::from(bitmap));
            out.extend_from_slice(&[0, 0]);
            out.extend_from_slice(&(entry.prefixes.len() as u32).to_le_bytes());
            if bitmap {
                let mut bits = vec![0u8; BITMAP];
                for prefix in &entry.prefixes {
                    bits[*prefix as usize / 8] |= 1 << (prefix % 8);
                }
                out.extend_from_slice(&bits);
            } else {
                for prefix in &entry.prefixes {
                    out.extend_from_slice(&prefix.to_le_bytes()[..3]);
                }
            }
        }
        let check = xxh3_64(&out);
        out.extend_from_slice(&check.to_le_bytes());
        out
    }

    pub fn write(&self, store: &Store) -> std::io::Result<()> {
        let path = store.root().join(FILE);
        files::write_private(&path, &self.encode()).map_err(|error| super::named(&path, error))
    }

    fn entry_mut(&mut self, generation: u64) -> &mut Entry {
        let at = match self.entries.iter().position(|e| e.generation == generation) {
            Some(at) => at,
            None => {
                self.entries.push(Entry {
                    generation,
                    complete: false,
                    prefixes: Vec::new(),
                });
                self.entries.sort_by_key(|entry| entry.generation);
                while self.entries.len() > KEPT {
                    let oldest = self.entries.remove(0);
                    self.dropped = self.dropped.max(oldest.generation);
                }
                self.entries
                    .iter()
                    .position(|e| e.generation == generation)
                    .unwrap_or(0)
            }
        };
        &mut self.entries[at]
    }

    /// Start the entry of refresh `generation`, so a refresh that changes nothing is
    /// recorded too. Unfinished earlier refreshes are carried into it (their remaining
    /// shards are revalidated under the new generation): they are closed as they are.
    pub fn begin(&mut self, generation: u64) {
        for entry in &mut self.entries {
            if entry.generation < generation {
                entry.complete = true;
            }
        }
        self.entry_mut(generation);
    }

    /// Add `prefixes` to refresh `generation`'s entry; whether any was new.
    pub fn add(&mut self, generation: u64, prefixes: &[u32]) -> bool {
        let entry = self.entry_mut(generation);
        let before = entry.prefixes.len();
        entry.prefixes.extend_from_slice(prefixes);
        entry.prefixes.sort_unstable();
        entry.prefixes.dedup();
        entry.prefixes.len() != before
    }

    pub fn complete(&mut self, generation: u64) {
        self.entry_mut(generation).complete = true;
    }

    /// The newest refresh recorded.
    pub fn latest(&self) -> Option<&Entry> {
        self.entries.last()
    }

    /// Every prefix changed by a refresh after generation `through`, and by every
    /// incomplete refresh; `None` when refreshes after `through` were dropped, so what
    /// changed since is no longer known.
    pub fn since(&self, through: u64) -> Option<Vec<u32>> {
        if self.dropped > through {
            return None;
        }
        let mut prefixes: Vec<u32> = self
            .entries
            .iter()
            .filter(|entry| entry.generation > through || !entry.complete)
            .flat_map(|entry| entry.prefixes.iter().copied())
            .collect();
        prefixes.sort_unstable();
        prefixes.dedup();
        Some(prefixes)
    }

    /// The newest generation such that it and every refresh before it are complete: what
    /// an audit has covered once it has checked [`Changes::since`].
    pub fn complete_through(&self) -> u64 {
        let mut through = self.dropped;
        for entry in &self.entries {
            if !entry.complete {
                break;
            }
            through = entry.generation;
        }
        through
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_stay_bounded_and_damage_is_refused() {
        let (_dir, store) = crate::store::temp_store(HashMode::Sha1);
        assert_eq!(
            Changes::read(&store).unwrap(),
            Changes::empty(HashMode::Sha1)
        );
        let mut changes = Changes::empty(HashMode::Sha1);
        changes.begin(5);
        assert!(changes.add(5, &[0x5BAA6, 3, 3]));
        assert!(!changes.add(5, &[3]));
        changes.begin(7);
        let many: Vec<u32> = (0..60_000).map(|p| p * 17 + 1).collect();
        changes.add(7, &many);
        changes.write(&store).unwrap();
        let read = Changes::read(&store).unwrap();
        assert_eq!(read, changes);
        assert!(read.entries[0].complete, "carried into the newer refresh");
        assert_eq!(read.entries[0].prefixes, [3, 0x5BAA6]);
        assert_eq!(read.complete_through(), 5);
        // Incomplete refreshes are always included.
        assert_eq!(read.since(5).unwrap().len(), 60_000);
        assert_eq!(read.since(7).unwrap().len(), 60_000);
        assert_eq!(read.since(0).unwrap().len(), 60_002);
        for generation in 10..10 + KEPT as u64 {
            changes.begin(generation);
        }
        assert_eq!(changes.entries.len(), KEPT);
        assert_eq!(changes.dropped, 7);
        assert_eq!(changes.since(5), None, "what changed after 5 is forgotten");
        assert!(changes.since(7).is_some());
        let path = store.root().join(FILE);
        let mut bytes = std::fs::read(&path).unwrap();
        bytes[30] ^= 1;
        std::fs::write(&path, &bytes).unwrap();
        assert_eq!(Changes::read(&store).unwrap_err(), ChangesError::Damaged);
        let fresh = Changes::load_for_refresh(&store, 20);
        assert_eq!(fresh.since(18), None);
        assert_eq!(fresh.since(19), Some(Vec::new()));
    }
}
