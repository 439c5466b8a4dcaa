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
//! Layout (little-endian): magic `WARDAUS\0`, version (u16, 1), mode (u8), whether
//! `through` is known (u8), four zero bytes, accounts (u64), through (u64: the store's refresh generation
//! covered), key (u64); then per account, sorted by name digest: name digest, fingerprint,
//! count (u64 each); last, an xxh3-64 of everything before it.

use std::path::{Path, PathBuf};

use xxhash_rust::xxh3::{xxh3_64, xxh3_64_with_seed};

use ward_client::passwords::HashMode;
use ward_files as files;

const MAGIC: &[u8; 8] = b"WARDAUS\0";
const VERSION: u16 = 1;
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
    pub(crate) mode: HashMode,
    /// The refresh generation the audit covered, when it read a store.
    pub(crate) through: Option<u64>,
    pub(crate) key: u64,
    /// Sorted by name digest.
    pub(crate) records: Vec<Record>,
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

impl State {
    /// A state with a new random key.
    pub(crate) fn fresh(mode: HashMode) -> Self {
        let mut key = [0u8; 8];
        // The system's generator; should it fail, a clock-derived key still tells hashes
        // apart, it only makes the fingerprints easier to test guesses against.
        if ring::rand::SecureRandom::fill(&ring::rand::SystemRandom::new(), &mut key).is_err() {
            key = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(7, |d| d.as_nanos() as u64)
                .to_le_bytes();
        }
        Self {
            mode,
            through: None,
            key: u64::from_le_bytes(key),
            records: Vec::new(),
        }
    }

    pub(crate) fn fingerprint(&self, hash: &[u8]) -> u64 {
        xxh3_64_with_seed(hash, self.key)
    }

    /// The record of the account known by `name`.
    pub(crate) fn get(&self, name: u64) -> Option<&Record> {
        self.records
            .binary_search_by_key(&name, |record| record.name)
            .ok()
            .map(|at| &self.records[at])
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
        Self::decode(&bytes, mode)
            .map(Some)
            .ok_or_else(|| StateError::Damaged(path.display().to_string()))
    }

    fn decode(bytes: &[u8], mode: HashMode) -> Option<Self> {
        let (body, check) = bytes.split_at(bytes.len().checked_sub(8)?);
        if body.len() < HEAD
            || xxh3_64(body) != u64::from_le_bytes(check.try_into().ok()?)
            || &body[..8] != MAGIC
            || body[8..10] != VERSION.to_le_bytes()
            || body[10] != mode_byte(mode)
        {
            return None;
        }
        let word = |at: usize| u64::from_le_bytes(body[at..at + 8].try_into().unwrap_or([0; 8]));
        let accounts = word(16);
        if accounts > MAX_ACCOUNTS || body.len() != HEAD + accounts as usize * RECORD {
            return None;
        }
        let records: Vec<Record> = body[HEAD..]
            .chunks_exact(RECORD)
            .map(|chunk| {
                let field =
                    |at: usize| u64::from_le_bytes(chunk[at..at + 8].try_into().unwrap_or([0; 8]));
                Record {
                    name: field(0),
                    fingerprint: field(8),
                    count: field(16),
                }
            })
            .collect();
        if !records.windows(2).all(|w| w[0].name <= w[1].name) {
            return None;
        }
        Some(Self {
            mode,
            through: (body[11] == 1).then(|| word(24)),
            key: word(32),
            records,
        })
    }

    /// Write the state into `dir` (created owner-only), replacing the old one at once.
    pub(crate) fn write(&mut self, dir: &Path) -> std::io::Result<()> {
        self.records.sort_unstable_by_key(|record| record.name);
        let mut out = Vec::with_capacity(HEAD + self.records.len() * RECORD + 8);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.push(mode_byte(self.mode));
        out.push(u8::from(self.through.is_some()));
        out.extend_from_slice(&[0; 4]);
        out.extend_from_slice(&(self.records.len() as u64).to_le_bytes());
        out.extend_from_slice(&self.through.unwrap_or(0).to_le_bytes());
        out.extend_from_slice(&self.key.to_le_bytes());
        for record in &self.records {
            out.extend_from_slice(&record.name.to_le_bytes());
            out.extend_from_slice(&record.fingerprint.to_le_bytes());
            out.extend_from_slice(&record.count.to_le_bytes());
        }
        let check = xxh3_64(&out);
        out.extend_from_slice(&check.to_le_bytes());
        files::write_private(&path(dir, self.mode), &out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn states_round_trip_and_damage_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        assert!(State::read(dir.path(), HashMode::Ntlm).unwrap().is_none());
        let mut state = State::fresh(HashMode::Ntlm);
        state.through = Some(42);
        state.records = vec![
            Record {
                name: 9,
                fingerprint: state.fingerprint(b"x"),
                count: 3,
            },
            Record {
                name: 2,
                fingerprint: 5,
                count: 0,
            },
        ];
        state.write(dir.path()).unwrap();
        let read = State::read(dir.path(), HashMode::Ntlm).unwrap().unwrap();
        assert_eq!(read.through, Some(42));
        assert_eq!(read.key, state.key);
        assert_eq!(read.get(9).unwrap().count, 3);
        assert_eq!(read.get(9).unwrap().fingerprint, read.fingerprint(b"x"));
        assert!(read.get(3).is_none());
        assert!(State::read(dir.path(), HashMode::Sha1).unwrap().is_none());
        let file = path(dir.path(), HashMode::Ntlm);
        let mut bytes = std::fs::read(&file).unwrap();
        bytes[HEAD + 3] ^= 1;
        std::fs::write(&file, &bytes).unwrap();
        assert!(matches!(
            State::read(dir.path(), HashMode::Ntlm),
            Err(StateError::Damaged(_))
        ));
    }
}
