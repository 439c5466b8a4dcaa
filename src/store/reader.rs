//! Offline lookups: each shard opened once, on first use, and shared by every thread;
//! every range checked against its checksum before it answers.

use std::sync::OnceLock;

use super::format::{self, Range};
use super::{Shard, Store, SHARD_COUNT, SHARD_SIZE};
use ward_client::passwords::prefix_hex;

/// Why a range cannot answer. Never read as "not pwned".
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Lookup {
    #[error("the store in {root} has no range for prefix {prefix}")]
    Missing { root: String, prefix: String },
    #[error("the stored range for prefix {prefix} in {root} is damaged: {why}")]
    Damaged {
        root: String,
        prefix: String,
        why: String,
    },
}

#[derive(Debug)]
pub struct StoreReader {
    store: Store,
    shards: Vec<OnceLock<Result<Option<Shard>, String>>>,
}

impl StoreReader {
    pub fn new(store: Store) -> Self {
        Self {
            store,
            shards: (0..SHARD_COUNT).map(|_| OnceLock::new()).collect(),
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    fn damaged(&self, prefix: u32, why: String) -> Lookup {
        Lookup::Damaged {
            root: self.store.root().display().to_string(),
            prefix: prefix_hex(prefix),
            why,
        }
    }

    /// The verified bytes and row count of `prefix`'s range.
    pub fn read(&self, prefix: u32) -> Result<(Vec<u8>, u32), Lookup> {
        let shard = prefix / SHARD_SIZE;
        let slot = self
            .shards
            .get(shard as usize)
            .ok_or_else(|| self.damaged(prefix, "no such prefix".into()))?;
        let opened = slot.get_or_init(|| {
            self.store.open_shard(shard).map_err(|error| {
                format!(
                    "its shard file {} {error}",
                    self.store.shard_path(shard).display()
                )
            })
        });
        let file = match opened {
            Ok(Some(file)) => file,
            Ok(None) => return Err(self.missing(prefix)),
            Err(why) => return Err(self.damaged(prefix, why.clone())),
        };
        match file.read(prefix) {
            Ok(Some(found)) => Ok(found),
            Ok(None) => Err(self.missing(prefix)),
            Err(why) => Err(self.damaged(prefix, why)),
        }
    }

    fn missing(&self, prefix: u32) -> Lookup {
        Lookup::Missing {
            root: self.store.root().display().to_string(),
            prefix: prefix_hex(prefix),
        }
    }

    /// The counts of `keys` (see [`format::key_of_hex`]) under `prefix`.
    pub fn counts(&self, prefix: u32, keys: &[Vec<u8>]) -> Result<Vec<u64>, Lookup> {
        let (bytes, rows) = self.read(prefix)?;
        let range = Range::new(&bytes, rows, self.store.mode())
            .ok_or_else(|| self.damaged(prefix, "its row count does not fit".into()))?;
        keys.iter()
            .map(|key| {
                range
                    .count_of(key)
                    .ok_or_else(|| self.damaged(prefix, "its counts do not decode".into()))
            })
            .collect()
    }
}

/// The key of a hash suffix in hex, as [`ward_client::passwords::PasswordHash`] gives it.
pub fn key_of_suffix(suffix: &str, mode: ward_client::passwords::HashMode) -> Option<Vec<u8>> {
    let mut key = vec![0u8; format::key_len(mode)];
    format::key_of_hex(suffix.as_bytes(), &mut key)?;
    Some(key)
}
