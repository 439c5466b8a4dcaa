//! Bulk offline lookups: many prefixes at once, in ascending order, so that neighbouring
//! ranges of a shard come in with one positioned read into a reused buffer instead of one
//! read and one allocation each. Every range is still checked against its own checksum
//! before it answers; a missing or damaged range is an error, never "not pwned".

use super::format::{self, Range, Slot};
use super::{Lookup, Shard, Store, SHARD_SIZE};
use ward_client::passwords::{prefix_hex, HashMode};

/// The most bytes one read brings in: large enough to take a few thousand small ranges at
/// once, small enough to keep each reading thread's buffer modest.
const MAX_READ: u64 = 1 << 20;
/// Ranges further apart than this are read separately rather than reading the gap.
const MAX_GAP: u64 = 64 * 1024;

/// A store opened for bulk lookups. A shard's table (96 KiB) is held only while its
/// prefixes are being read: all 256 at once would be 24 MiB.
#[derive(Debug)]
pub struct BulkReader {
    store: Store,
}

/// The key of a hash's suffix (see [`format::key_of_hex`]) straight from its digest bytes:
/// the digest shifted left by the 20 prefix bits, the spare low nibble zero.
pub fn key_of_digest(digest: &[u8; 20], mode: HashMode, out: &mut [u8; 20]) -> usize {
    let width = format::key_len(mode);
    let digest_len = mode.hex_len() / 2;
    for (index, byte) in out.iter_mut().enumerate().take(width) {
        let high = digest.get(2 + index).map_or(0, |byte| byte & 0x0F);
        let low = if 3 + index < digest_len {
            digest[3 + index] >> 4
        } else {
            0
        };
        *byte = (high << 4) | low;
    }
    width
}

impl BulkReader {
    pub fn new(store: Store) -> Self {
        Self { store }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    fn root(&self) -> String {
        self.store.root().display().to_string()
    }

    fn missing(&self, prefix: u32) -> Lookup {
        Lookup::Missing {
            root: self.root(),
            prefix: prefix_hex(prefix),
        }
    }

    fn damaged(&self, prefix: u32, why: impl Into<String>) -> Lookup {
        Lookup::Damaged {
            root: self.root(),
            prefix: prefix_hex(prefix),
            why: why.into(),
        }
    }

    fn shard(&self, shard: u32) -> Result<Option<Shard>, String> {
        self.store.open_shard(shard).map_err(|why| {
            format!(
                "its shard file {} {why}",
                self.store.shard_path(shard).display()
            )
        })
    }

    /// Call `visit(index, range)` with the verified range of every `prefixes[index]`
    /// (ascending). `buffer` is reused between reads.
    pub fn visit<E: From<Lookup>>(
        &self,
        prefixes: &[u32],
        buffer: &mut Vec<u8>,
        mut visit: impl FnMut(usize, Range<'_>) -> Result<(), E>,
    ) -> Result<(), E> {
        let mode = self.store.mode();
        let mut at = 0;
        let mut current: Option<(u32, Shard)> = None;
        while at < prefixes.len() {
            let prefix = prefixes[at];
            let number = prefix / SHARD_SIZE;
            if current.as_ref().is_none_or(|(open, _)| *open != number) {
                drop(current.take());
                match self.shard(number) {
                    Ok(Some(opened)) => current = Some((number, opened)),
                    Ok(None) => return Err(self.missing(prefix).into()),
                    Err(why) => return Err(self.damaged(prefix, why).into()),
                }
            }
            let Some((_, opened)) = current.as_ref() else {
                return Err(self.missing(prefix).into());
            };
            let data_len = opened.header().data_len;
            let slot_of = |prefix: u32| opened.slot(prefix).copied();
            let first = slot_of(prefix).ok_or_else(|| self.missing(prefix))?;
            let end_of = |slot: &Slot| slot.offset.checked_add(u64::from(slot.length));
            let mut end = end_of(&first)
                .filter(|end| *end <= data_len)
                .ok_or_else(|| self.damaged(prefix, "its table entry points outside the file"))?;
            // Neighbours in the same shard that lie close after it join this read.
            let mut next = at + 1;
            while let Some(&following) = prefixes.get(next) {
                if following / SHARD_SIZE != number {
                    break;
                }
                let Some(slot) = slot_of(following) else {
                    break;
                };
                let Some(slot_end) = end_of(&slot).filter(|e| *e <= data_len) else {
                    break;
                };
                if slot.offset < end
                    || slot.offset - end > MAX_GAP
                    || slot_end - first.offset > MAX_READ
                {
                    break;
                }
                end = slot_end;
                next += 1;
            }
            buffer.resize((end - first.offset) as usize, 0);
            opened
                .read_data(buffer, first.offset)
                .map_err(|error| self.damaged(prefix, format!("it could not be read: {error}")))?;
            for (index, &prefix) in prefixes.iter().enumerate().take(next).skip(at) {
                let slot = slot_of(prefix).ok_or_else(|| self.missing(prefix))?;
                let start = (slot.offset - first.offset) as usize;
                let bytes = &buffer[start..start + slot.length as usize];
                if format::range_checksum(prefix, bytes) != slot.checksum {
                    return Err(self
                        .damaged(prefix, "its bytes do not match their checksum")
                        .into());
                }
                let range = Range::new(bytes, slot.rows, mode)
                    .ok_or_else(|| self.damaged(prefix, "its row count does not fit its length"))?;
                visit(index, range)?;
            }
            at = next;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::format::DATA_START;
    use crate::store::{Meta, ShardWriter};
    use ward_client::passwords::PasswordHash;

    #[test]
    fn keys_from_digests_match_keys_from_hex() {
        for (mode, password) in [(HashMode::Sha1, "password"), (HashMode::Ntlm, "P@ssw0rd")] {
            let hash = PasswordHash::of_password(mode, password.as_bytes()).unwrap();
            let mut from_hex = vec![0u8; format::key_len(mode)];
            format::key_of_hex(hash.suffix_hex().as_bytes(), &mut from_hex).unwrap();
            let mut out = [0u8; 20];
            let width = key_of_digest(&hash.to_bytes(), mode, &mut out);
            assert_eq!(&out[..width], &from_hex[..]);
        }
    }

    #[test]
    fn neighbouring_ranges_answer_and_damage_is_named() {
        let (_dir, store) = crate::store::temp_store(HashMode::Sha1);
        let mut writer = ShardWriter::create(&store, 0).unwrap();
        let suffixes = [
            "0018A45C4D1DEF81644B54AB7F969B88D65",
            "00D4F6E8FA6EECAD2A3AA415EEC418D38EC",
        ];
        for prefix in 0..8u32 {
            let body = format!("{}:{}\r\n{}:7", suffixes[0], prefix + 1, suffixes[1]);
            let (bytes, rows) = format::encode_range(body.as_bytes(), HashMode::Sha1).unwrap();
            writer.add(prefix, &bytes, rows, Meta::default()).unwrap();
        }
        writer.finish(1).unwrap();
        let reader = BulkReader::new(store.clone());
        let mut key = [0u8; 18];
        format::key_of_hex(suffixes[0].as_bytes(), &mut key).unwrap();
        let mut seen = Vec::new();
        let mut buffer = Vec::new();
        reader
            .visit(&[1, 2, 5, 7], &mut buffer, |index, range| {
                seen.push((index, range.count_of(&key).unwrap()));
                Ok::<_, Lookup>(())
            })
            .unwrap();
        assert_eq!(seen, [(0, 2), (1, 3), (2, 6), (3, 8)]);
        let missing = reader.visit(&[9], &mut buffer, |_, _| Ok::<_, Lookup>(()));
        assert!(matches!(missing, Err(Lookup::Missing { .. })));
        drop(reader);
        let path = store.shard_path(0);
        let mut file = std::fs::read(&path).unwrap();
        file[DATA_START as usize + 1] ^= 0x40;
        std::fs::write(&path, &file).unwrap();
        let reader = BulkReader::new(store);
        let damaged = reader.visit(&[0, 1], &mut buffer, |_, _| Ok::<_, Lookup>(()));
        assert!(
            matches!(&damaged, Err(Lookup::Damaged { prefix, .. }) if prefix == "00000"),
            "{damaged:?}"
        );
    }
}
