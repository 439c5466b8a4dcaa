//! `DIR/<mode>/manifest`: which ranges the store has downloaded and must hold, so a
//! deleted or emptied shard file is told apart from one never downloaded.
//!
//! ```text
//! header   16 bytes       magic "WARDPWM\0", version u16, mode u8, 0u8, ranges u32
//! bitmaps  256 x 512      one bit per prefix (prefix 0 of a shard is the lowest bit of
//!                         its first byte)
//! check    8 bytes        xxh3-64 of everything before it
//! ```
//!
//! A shard file is put in place first and the manifest updated after it; a claim is only
//! ever added, never dropped, so a crash between the two leaves a shard holding more
//! than the manifest claims (harmless), never less. Claimed ranges a shard lacks are
//! damage: `verify` lists them and the next `download` fetches them again.

use xxhash_rust::xxh3::xxh3_64;

use ward_files as files;

use super::{Store, SHARD_COUNT, SHARD_SIZE};
use ward_client::passwords::HashMode;

const MAGIC: &[u8; 8] = b"WARDPWM\0";
const VERSION: u16 = 1;
const HEAD: usize = 16;
const BITMAP: usize = SHARD_SIZE as usize / 8;
const LEN: usize = HEAD + SHARD_COUNT as usize * BITMAP + 8;
pub const FILE: &str = "manifest";

fn mode_byte(mode: HashMode) -> u8 {
    match mode {
        HashMode::Sha1 => 1,
        HashMode::Ntlm => 2,
    }
}

/// Why the manifest cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ManifestError {
    #[error("is missing although shard files are present")]
    Missing,
    #[error("is damaged (checksum mismatch or wrong length)")]
    Damaged,
    #[error("could not be read: {0}")]
    Io(String),
}

#[derive(Debug, Clone)]
pub struct Manifest {
    mode: HashMode,
    bits: Vec<u8>,
}

impl Manifest {
    pub fn empty(mode: HashMode) -> Self {
        Self {
            mode,
            bits: vec![0u8; SHARD_COUNT as usize * BITMAP],
        }
    }

    /// The store's manifest; `Ok(None)` when there is none.
    pub fn read(store: &Store) -> Result<Option<Self>, ManifestError> {
        // Its length is fixed: a larger file is refused after LEN + 1 bytes.
        let bytes = match super::read_store_file(&store.root().join(FILE), LEN as u64) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return Ok(None),
            Err(error) if error.kind() == std::io::ErrorKind::FileTooLarge => {
                return Err(ManifestError::Damaged)
            }
            Err(error) => return Err(ManifestError::Io(error.to_string())),
        };
        if bytes.len() != LEN
            || &bytes[..8] != MAGIC
            || bytes[8..10] != VERSION.to_le_bytes()
            || bytes[10] != mode_byte(store.mode())
        {
            return Err(ManifestError::Damaged);
        }
        let mut check = [0u8; 8];
        check.copy_from_slice(&bytes[LEN - 8..]);
        if xxh3_64(&bytes[..LEN - 8]) != u64::from_le_bytes(check) {
            return Err(ManifestError::Damaged);
        }
        Ok(Some(Self {
            mode: store.mode(),
            bits: bytes[HEAD..LEN - 8].to_vec(),
        }))
    }

    /// The manifest a download starts from: the one on disk, else one rebuilt from the
    /// shard files that open (what a damaged one claimed beyond them is unknown).
    pub fn load_or_rebuild(store: &Store) -> (Self, Option<ManifestError>) {
        match Self::read(store) {
            Ok(Some(manifest)) => (manifest, None),
            other => {
                let mut manifest = Self::empty(store.mode());
                for shard in 0..SHARD_COUNT {
                    if let Ok(Some(file)) = store.open_shard(shard) {
                        manifest.claim(shard, file.prefixes());
                    }
                }
                let why = match other {
                    Err(error) => Some(error),
                    _ if manifest.ranges() > 0 => Some(ManifestError::Missing),
                    _ => None,
                };
                (manifest, why)
            }
        }
    }

    pub fn has(&self, prefix: u32) -> bool {
        let index = prefix as usize;
        self.bits
            .get(index / 8)
            .is_some_and(|byte| byte & (1 << (index % 8)) != 0)
    }

    /// Add `prefixes` (all of shard `shard`) to what the store must hold; whether any
    /// was new.
    pub fn claim(&mut self, shard: u32, prefixes: impl IntoIterator<Item = u32>) -> bool {
        let mut added = false;
        for prefix in prefixes {
            if prefix / SHARD_SIZE != shard {
                continue;
            }
            let index = prefix as usize;
            if let Some(byte) = self.bits.get_mut(index / 8) {
                added |= *byte & (1 << (index % 8)) == 0;
                *byte |= 1 << (index % 8);
            }
        }
        added
    }

    /// The prefixes of `shard` the store must hold.
    pub fn claimed(&self, shard: u32) -> impl Iterator<Item = u32> + '_ {
        (shard * SHARD_SIZE..(shard + 1) * SHARD_SIZE).filter(|prefix| self.has(*prefix))
    }

    pub fn ranges(&self) -> u64 {
        self.bits
            .iter()
            .map(|byte| u64::from(byte.count_ones()))
            .sum()
    }

    pub fn write(&self, store: &Store) -> std::io::Result<()> {
        let mut out = Vec::with_capacity(LEN);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.push(mode_byte(self.mode));
        out.push(0);
        out.extend_from_slice(&(self.ranges() as u32).to_le_bytes());
        out.extend_from_slice(&self.bits);
        let check = xxh3_64(&out);
        out.extend_from_slice(&check.to_le_bytes());
        let path = store.root().join(FILE);
        files::write_private(&path, &out).map_err(|error| super::named(&path, error))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::ShardWriter;

    #[test]
    fn claims_round_trip_and_damage_is_refused() {
        let (_dir, store) = crate::store::temp_store(HashMode::Sha1);
        assert!(Manifest::read(&store).unwrap().is_none());
        let mut manifest = Manifest::empty(HashMode::Sha1);
        assert!(manifest.claim(1, [0x01000, 0x01FFF, 0x02000]));
        assert!(!manifest.claim(1, [0x01000]));
        manifest.write(&store).unwrap();
        let read = Manifest::read(&store).unwrap().unwrap();
        assert_eq!(read.claimed(1).collect::<Vec<_>>(), [0x01000, 0x01FFF]);
        assert_eq!(read.ranges(), 2);
        let path = store.root().join(FILE);
        let mut bytes = std::fs::read(&path).unwrap();
        bytes[HEAD + 600] ^= 4;
        std::fs::write(&path, &bytes).unwrap();
        assert_eq!(Manifest::read(&store).unwrap_err(), ManifestError::Damaged);
        // Rebuilt from the shard files there are, saying why.
        ShardWriter::create(&store, 0).unwrap().finish(0).unwrap();
        let (rebuilt, why) = Manifest::load_or_rebuild(&store);
        assert_eq!(rebuilt.ranges(), 0);
        assert_eq!(why, Some(ManifestError::Damaged));
        std::fs::remove_file(&path).unwrap();
        let (_, why) = Manifest::load_or_rebuild(&store);
        assert_eq!(why, None, "no ranges, nothing lost");
    }
}
