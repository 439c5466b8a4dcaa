//! What one audit leaves for the next (`--state DIR`, the file `DIR/audit-<mode>`): per
//! account, a digest of its name, a keyed fingerprint of its hash and the count it was
//! found with, and the refresh the store had reached. The next audit reports accounts
//! newly pwned since, and with `--since-refresh` looks up only accounts whose range a
//! refresh changed or whose hash is new.
//!
//! No hash is stored. The fingerprint is xxh3-64 of the hash seeded with a random key
//! kept in the file: with the file, a guess can be tested as with the dump itself, so the
//! file is written owner-only in a folder only its owner can write to.
//!
//! Records are kept in the order of the audit's input: a directory is dumped in much the
//! same order every night, so the next audit pairs account `i` with record `i` in one
//! pass, and only the accounts that moved are paired by sorting.
//!
//! Layout (little-endian): magic `WARDAUS\0`, version (u16, 2; 1 is read too: its
//! records are sorted by name digest, which pairs the same way), mode (u8), whether
//! `through` is known (u8), four zero bytes, accounts (u64), through (u64: the store's
//! refresh generation covered), key (u64); then per account, in input order: name
//! digest, fingerprint, count (u64 each); last, an xxh3-64 of everything before it.

use std::io::Write;
use std::path::{Path, PathBuf};

use xxhash_rust::xxh3::{xxh3_64, xxh3_64_with_seed, Xxh3};

use ward_client::passwords::HashMode;
use ward_files as files;

const MAGIC: &[u8; 8] = b"WARDAUS\0";
const VERSION: u16 = 2;
/// Versions read: 1 differs only in its records' order.
const READ_VERSIONS: [u16; 2] = [1, 2];
const HEAD: usize = 40;
const RECORD: usize = 24;
/// Accounts a state file holds at most (768 MB): refused beyond, never allocated.
pub(crate) const MAX_ACCOUNTS: u64 = 32 << 20;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Record {
    pub(crate) name: u64,
    pub(crate) fingerprint: u64,
    pub(crate) count: u64,
}

#[derive(Debug, Clone)]
pub(crate) struct State {
    /// The refresh generation the audit covered, when it read a store.
    pub(crate) through: Option<u64>,
    pub(crate) key: u64,
    /// The file as read: the records start at `HEAD`, `RECORD` bytes each (kept as read
    /// rather than decoded into a second copy of a million records).
    bytes: Vec<u8>,
}

/// Why the state cannot be used.
#[derive(Debug, thiserror::Error)]
pub(crate) enum StateError {
    #[error("{0} is damaged (checksum mismatch or wrong length); move it away to start afresh")]
    Damaged(String),
    #[error("{path}: {source}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
}

fn mode_byte(mode: HashMode) -> u8 {
    match mode {
        HashMode::Sha1 => 1,
        HashMode::Ntlm => 2,
    }
}

/// The state file for `mode` in `dir`.
pub(crate) fn path(dir: &Path, mode: HashMode) -> PathBuf {
    dir.join(format!("audit-{}", mode.name()))
}

/// The digest an account is known by: its name, or for a bare hash its line.
pub(crate) fn name_digest(name: &[u8], line: u64) -> u64 {
    if name.is_empty() {
        xxh3_64_with_seed(&line.to_le_bytes(), 1)
    } else {
        xxh3_64(name)
    }
}

/// A fingerprint of `hash` under `key`.
pub(crate) fn fingerprint(key: u64, hash: &[u8]) -> u64 {
    xxh3_64_with_seed(hash, key)
}

/// A new random key for a state's fingerprints.
pub(crate) fn fresh_key() -> u64 {
    let mut key = [0u8; 8];
    // The system's generator; should it fail, a clock-derived key still tells hashes
    // apart, it only makes the fingerprints easier to test guesses against.
    if ring::rand::SecureRandom::fill(&ring::rand::SystemRandom::new(), &mut key).is_err() {
        key = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(7, |d| d.as_nanos() as u64)
            .to_le_bytes();
    }
    u64::from_le_bytes(key)
}

fn word(bytes: &[u8], at: usize) -> u64 {
    let mut word = [0u8; 8];
    word.copy_from_slice(&bytes[at..at + 8]);
    u64::from_le_bytes(word)
}

impl State {
    /// How many records the state holds.
    pub(crate) fn len(&self) -> usize {
        (self.bytes.len() - HEAD) / RECORD
    }

    /// Record `index` (below [`State::len`]).
    pub(crate) fn record(&self, index: usize) -> Record {
        let at = HEAD + index * RECORD;
        Record {
            name: word(&self.bytes, at),
            fingerprint: word(&self.bytes, at + 8),
            count: word(&self.bytes, at + 16),
        }
    }

    /// The name digest of record `index`, read without the rest of it.
    pub(crate) fn name(&self, index: usize) -> u64 {
        word(&self.bytes, HEAD + index * RECORD)
    }

    /// The state in `dir` for `mode`; `Ok(None)` when there is none yet.
    pub(crate) fn read(dir: &Path, mode: HashMode) -> Result<Option<Self>, StateError> {
        let path = path(dir, mode);
        let io = |source| StateError::Io {
            path: path.display().to_string(),
            source,
        };
        match std::fs::symlink_metadata(&path) {
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(io(error)),
            Ok(metadata) if !metadata.file_type().is_file() => {
                return Err(io(std::io::Error::new(
                    std::io::ErrorKind::InvalidInput,
                    "it is not a regular file; move it away",
                )))
            }
            Ok(_) => {}
        }
        let limit = HEAD as u64 + MAX_ACCOUNTS * RECORD as u64 + 8;
        let bytes = files::read_bounded(&path, limit).map_err(|error| {
            if error.kind() == std::io::ErrorKind::FileTooLarge {
                StateError::Damaged(path.display().to_string())
            } else {
                io(error)
            }
        })?;
        Self::decode(bytes, mode)
            .map(Some)
            .ok_or_else(|| StateError::Damaged(path.display().to_string()))
    }

    fn decode(mut bytes: Vec<u8>, mode: HashMode) -> Option<Self> {
        let body_len = bytes.len().checked_sub(8)?;
        if body_len < HEAD {
            return None;
        }
        let check = word(&bytes, body_len);
        bytes.truncate(body_len);
        let version = u16::from_le_bytes([bytes[8], bytes[9]]);
        if xxh3_64(&bytes) != check
            || &bytes[..8] != MAGIC
            || !READ_VERSIONS.contains(&version)
            || bytes[10] != mode_byte(mode)
        {
            return None;
        }
        let accounts = word(&bytes, 16);
        if accounts > MAX_ACCOUNTS || bytes.len() != HEAD + accounts as usize * RECORD {
            return None;
        }
        Some(Self {
            through: (bytes[11] == 1).then(|| word(&bytes, 24)),
            key: word(&bytes, 32),
            bytes,
        })
    }
}

/// Write a state for `dir` (created owner-only), the records streamed straight to the
/// file, never gathered in memory. It replaces the old one at once when the caller
/// commits it; dropped, it leaves the old one as it was.
pub(crate) fn write(
    dir: &Path,
    mode: HashMode,
    through: Option<u64>,
    key: u64,
    records: impl ExactSizeIterator<Item = Record>,
) -> std::io::Result<files::NewFile> {
    let mut out = files::NewFile::create(&path(dir, mode))?;
    let mut check = Xxh3::new();
    let mut head = Vec::with_capacity(HEAD);
    head.extend_from_slice(MAGIC);
    head.extend_from_slice(&VERSION.to_le_bytes());
    head.push(mode_byte(mode));
    head.push(u8::from(through.is_some()));
    head.extend_from_slice(&[0; 4]);
    head.extend_from_slice(&(records.len() as u64).to_le_bytes());
    head.extend_from_slice(&through.unwrap_or(0).to_le_bytes());
    head.extend_from_slice(&key.to_le_bytes());
    check.update(&head);
    out.write_all(&head)?;
    // Records go out in blocks, so the checksum and the writes take many at a time.
    let mut block = Vec::with_capacity(RECORD * 4096);
    for record in records {
        block.extend_from_slice(&record.name.to_le_bytes());
        block.extend_from_slice(&record.fingerprint.to_le_bytes());
        block.extend_from_slice(&record.count.to_le_bytes());
        if block.len() == block.capacity() {
            check.update(&block);
            out.write_all(&block)?;
            block.clear();
        }
    }
    check.update(&block);
    out.write_all(&block)?;
    out.write_all(&check.digest().to_le_bytes())?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn states_round_trip_and_damage_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        assert!(State::read(dir.path(), HashMode::Ntlm).unwrap().is_none());
        let key = fresh_key();
        let records = [
            Record {
                name: 9,
                fingerprint: fingerprint(key, b"x"),
                count: 3,
            },
            Record {
                name: 2,
                fingerprint: 5,
                count: 0,
            },
        ];
        let file = write(
            dir.path(),
            HashMode::Ntlm,
            Some(42),
            key,
            records.into_iter(),
        )
        .unwrap();
        // Nothing is in place before the commit.
        assert!(State::read(dir.path(), HashMode::Ntlm).unwrap().is_none());
        file.commit().unwrap();
        let read = State::read(dir.path(), HashMode::Ntlm).unwrap().unwrap();
        assert_eq!(read.through, Some(42));
        assert_eq!(read.key, key);
        // In the order written, not sorted.
        assert_eq!(read.len(), 2);
        assert_eq!(read.record(0), records[0]);
        assert_eq!(read.record(1), records[1]);
        assert_eq!(read.name(1), 2);
        assert_eq!(read.record(0).fingerprint, fingerprint(read.key, b"x"));
        assert!(State::read(dir.path(), HashMode::Sha1).unwrap().is_none());
        let file = path(dir.path(), HashMode::Ntlm);
        let mut bytes = std::fs::read(&file).unwrap();
        bytes[HEAD + 3] ^= 1;
        std::fs::write(&file, &bytes).unwrap();
        assert!(matches!(
            State::read(dir.path(), HashMode::Ntlm),
            Err(StateError::Damaged(_))
        ));
        // Cut short, or grown by a record with the checksum made to match: refused.
        for bytes in [&bytes[..bytes.len() - 9], &bytes[..HEAD - 1]] {
            std::fs::write(&file, bytes).unwrap();
            assert!(State::read(dir.path(), HashMode::Ntlm).is_err());
        }
    }

    #[test]
    fn a_version_1_state_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let mut body = Vec::new();
        body.extend_from_slice(MAGIC);
        body.extend_from_slice(&1u16.to_le_bytes());
        body.extend_from_slice(&[2, 0, 0, 0, 0, 0]);
        body.extend_from_slice(&1u64.to_le_bytes());
        body.extend_from_slice(&0u64.to_le_bytes());
        body.extend_from_slice(&77u64.to_le_bytes());
        for word in [4u64, 5, 6] {
            body.extend_from_slice(&word.to_le_bytes());
        }
        let check = xxh3_64(&body);
        body.extend_from_slice(&check.to_le_bytes());
        std::fs::write(path(dir.path(), HashMode::Ntlm), &body).unwrap();
        let read = State::read(dir.path(), HashMode::Ntlm).unwrap().unwrap();
        assert_eq!((read.through, read.key, read.len()), (None, 77, 1));
        assert_eq!(
            read.record(0),
            Record {
                name: 4,
                fingerprint: 5,
                count: 6
            }
        );
    }
}
