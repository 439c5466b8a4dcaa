//! What the last run found for each resource, keyed by the policy's etag and by what it was
//! compared with: a resource whose etag and baseline (or rules) are unchanged is not
//! compared again, and its last findings are reported as they were, so a skipped
//! comparison never reads as "no drift". An entry that cannot be read is compared anew.

use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::error::{Error, Result};

/// The most read of one entry: a drift of every grant of a large policy fits many times.
const MAX_ENTRY_BYTES: u64 = 64 * 1024 * 1024;

/// The cache folder, `ward/policy` under the state directory.
#[derive(Debug, Clone)]
pub(crate) struct Cache {
    dir: PathBuf,
}

#[derive(Serialize, Deserialize)]
struct Entry<T> {
    etag: String,
    input: String,
    findings: T,
}

/// A fingerprint of what a policy is compared with (baseline grants, rules).
pub(crate) fn fingerprint(parts: &[&[u8]]) -> String {
    let mut hash = Sha256::new();
    for part in parts {
        hash.update((part.len() as u64).to_le_bytes());
        hash.update(part);
    }
    hex::encode(hash.finalize())
}

impl Cache {
    /// The cache under `state_dir`, made owner-only; a folder others can write to is
    /// refused, as another user could plant findings there.
    pub(crate) fn open(state_dir: &Path) -> Result<Self> {
        let dir = state_dir.join("ward").join("policy");
        let unusable =
            |error| Error::io(format!("could not use the cache {}", dir.display()), error);
        ward_files::create_private_dir(&dir).map_err(unusable)?;
        ward_files::check_not_shared(&dir).map_err(unusable)?;
        Ok(Self { dir })
    }

    fn path(&self, key: &str) -> PathBuf {
        self.dir.join(format!("{key}.json"))
    }

    /// The findings stored for `key` when the policy's etag and the input are the same.
    pub(crate) fn get<T: DeserializeOwned>(&self, key: &str, etag: &str, input: &str) -> Option<T> {
        let bytes = ward_files::read_bounded(&self.path(key), MAX_ENTRY_BYTES).ok()?;
        let entry: Entry<T> = serde_json::from_slice(&bytes).ok()?;
        (entry.etag == etag && entry.input == input).then_some(entry.findings)
    }

    /// Remember `findings` for `key` at this etag and input.
    pub(crate) fn put<T: Serialize>(
        &self,
        key: &str,
        etag: &str,
        input: &str,
        findings: &T,
    ) -> Result<()> {
        let entry = Entry {
            etag: etag.to_string(),
            input: input.to_string(),
            findings,
        };
        let bytes = serde_json::to_vec(&entry)
            .map_err(|error| Error::runtime(format!("could not encode a cache entry: {error}")))?;
        crate::config::write_private(&self.path(key), &bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_is_found_only_at_the_same_etag_and_input() {
        let dir = tempfile::tempdir().unwrap();
        let cache = Cache::open(dir.path()).unwrap();
        cache
            .put("diff-projects-x", "E1", "I1", &vec![1, 2])
            .unwrap();
        assert_eq!(
            cache.get::<Vec<i32>>("diff-projects-x", "E1", "I1"),
            Some(vec![1, 2])
        );
        assert_eq!(cache.get::<Vec<i32>>("diff-projects-x", "E2", "I1"), None);
        assert_eq!(cache.get::<Vec<i32>>("diff-projects-x", "E1", "I2"), None);
        std::fs::write(cache.path("diff-projects-x"), b"{broken").unwrap();
        assert_eq!(cache.get::<Vec<i32>>("diff-projects-x", "E1", "I1"), None);
    }
}
