//! A compact membership filter of the store, for machines that cannot hold the store:
//! one binary fuse filter (16-bit fingerprints, `xorf`) per shard, in `DIR/<mode>/filter`.
//! No false negatives; a false positive about once in 65,536 lookups of hashes not in
//! the corpus; about 2.25 bytes per hash.
//!
//! ```text
//! header  16 bytes     magic "WARDPWF\0", version u16, mode u8, 0u8, sections u32 (256)
//! table   256 x 24     offset u64 (from the file start), length u64, xxh3-64 of the section
//! check   8 bytes      xxh3-64 of header and table
//! section per shard    a 512-byte bitmap of the prefixes it covers (prefix 0 of the
//!                      shard is the lowest bit of the first byte), the data checksum of
//!                      the shard file it was built from u64 (0 when none); when it holds
//!                      hashes: keys u64, seed u64, segment length u32, its mask u32,
//!                      segment count length u32, then the 16-bit fingerprints
//! ```
//!
//! Integers are little-endian. A hash's key is its first 64 bits (the 20-bit prefix and
//! 44 bits after it). The filter is read back and checked before it replaces the old
//! one; every section is checked against its checksum when it is loaded, and a damaged
//! one is never answered from (the lookup fails closed). A filter whose sections no
//! longer match their shard files is stale: `verify` lists it, and every `download`
//! that changes the store rebuilds a filter that is there.

use std::fs::File;
use std::io::{BufWriter, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use xorf::{BinaryFuse16, Filter};

use super::fuse::{decode_section, encode_section};
use xxhash_rust::xxh3::xxh3_64;

use super::format::Range;
use super::shard::read_at;
use super::{Store, SHARD_COUNT, SHARD_SIZE};
use ward_client::passwords::HashMode;

const MAGIC: &[u8; 8] = b"WARDPWF\0";
const VERSION: u16 = 2;
const HEAD: usize = 16 + SHARD_COUNT as usize * 24 + 8;
pub const FILE: &str = "filter";
const BITMAP: usize = SHARD_SIZE as usize / 8;
/// The bitmap and the shard's data checksum, before the filter itself.
const SECTION_HEAD: usize = BITMAP + 8;
/// The largest section read or written: a shard of today's corpus holds about 4 million
/// hashes (9 MiB at 2.25 bytes each); the cap leaves room for seven times as many.
const MAX_SECTION: u64 = 64 << 20;

pub fn filter_path(store: &Store) -> PathBuf {
    store.root().join(FILE)
}

/// The filter key of a full hash given by its prefix and store key.
pub fn key_of(prefix: u32, key: &[u8]) -> u64 {
    let mut high = [0u8; 8];
    high.copy_from_slice(&key[..8]);
    (u64::from(prefix) << 44) | (u64::from_be_bytes(high) >> 20)
}

/// The filter key of a full hash in hex.
pub fn key_of_hex(hash: &str) -> Option<u64> {
    u64::from_str_radix(hash.get(..16)?, 16).ok()
}

fn mode_byte(mode: HashMode) -> u8 {
    match mode {
        HashMode::Sha1 => 1,
        HashMode::Ntlm => 2,
    }
}

/// Build the filter from every shard file; ranges are checked against their checksums
/// as they are read. Returns the filter's size and the hashes it holds.
pub fn build(store: &Store) -> Result<(u64, u64), String> {
    let path = filter_path(store);
    let (temp, file) = super::create_temp_beside(&path)
        .map_err(|error| format!("could not write {}: {error}", path.display()))?;
    let written = write_sections(store, file, &temp);
    let (size, hashes) = match written {
        Ok(done) => done,
        Err(why) => {
            let _ = std::fs::remove_file(&temp);
            return Err(why);
        }
    };
    // Read back as a lookup would before it replaces the old filter.
    let checked = FilterReader::open_path(&temp, store.mode())
        .and_then(|reader| reader.ok_or_else(|| "the new filter vanished".to_string()))
        .and_then(|reader| reader.check_all().map(|_| ()));
    let result = checked.and_then(|()| {
        super::put_in_place(&temp, &path)
            .map_err(|error| format!("could not write {}: {error}", path.display()))
    });
    if let Err(why) = result {
        let _ = std::fs::remove_file(&temp);
        return Err(why);
    }
    Ok((size, hashes))
}

/// One shard's section: the bitmap, the shard's data checksum, the filter.
fn section_of(store: &Store, shard: u32) -> Result<(Vec<u8>, u64), String> {
    let mut keys = Vec::new();
    let mut section = vec![0u8; SECTION_HEAD];
    let file = store.open_shard(shard).map_err(|error| {
        format!(
            "the shard file {} {error}",
            store.shard_path(shard).display()
        )
    })?;
    if let Some(file) = file {
        section[BITMAP..].copy_from_slice(&file.header().data_checksum.to_le_bytes());
        for prefix in file.prefixes() {
            let (bytes, rows) = file
                .read(prefix)
                .map_err(|why| format!("the range {prefix:05X} is damaged: {why}"))?
                .ok_or_else(|| format!("the range {prefix:05X} vanished"))?;
            let range = Range::new(&bytes, rows, store.mode())
                .ok_or_else(|| format!("the range {prefix:05X} is damaged"))?;
            keys.extend((0..rows as usize).map(|row| key_of(prefix, range.key(row))));
            let bit = (prefix % SHARD_SIZE) as usize;
            section[bit / 8] |= 1 << (bit % 8);
        }
    }
    keys.sort_unstable();
    keys.dedup();
    section.extend(encode_section(&keys)?);
    Ok((section, keys.len() as u64))
}

/// Write the filter to `temp` one section at a time (memory stays at one shard's
/// keys), then its head. Returns the file's size and the hashes it holds.
fn write_sections(store: &Store, file: File, temp: &Path) -> Result<(u64, u64), String> {
    let io = |error: std::io::Error| format!("could not write {}: {error}", temp.display());
    let mut out = BufWriter::with_capacity(1 << 20, file);
    out.write_all(&[0u8; HEAD]).map_err(io)?;
    let mut head = Vec::with_capacity(HEAD);
    head.extend_from_slice(MAGIC);
    head.extend_from_slice(&VERSION.to_le_bytes());
    head.push(mode_byte(store.mode()));
    head.push(0);
    head.extend_from_slice(&SHARD_COUNT.to_le_bytes());
    let (mut offset, mut hashes) = (HEAD as u64, 0u64);
    for shard in 0..SHARD_COUNT {
        let (section, held) = section_of(store, shard)?;
        if section.len() as u64 > MAX_SECTION {
            return Err(format!(
                "the hashes of shard {shard:02X} need a filter section of {} bytes, more than the {} MiB a section may take",
                section.len(),
                MAX_SECTION >> 20
            ));
        }
        out.write_all(&section).map_err(io)?;
        head.extend_from_slice(&offset.to_le_bytes());
        head.extend_from_slice(&(section.len() as u64).to_le_bytes());
        head.extend_from_slice(&xxh3_64(&section).to_le_bytes());
        offset += section.len() as u64;
        hashes += held;
    }
    let check = xxh3_64(&head);
    head.extend_from_slice(&check.to_le_bytes());
    out.flush().map_err(io)?;
    let mut file = out.into_inner().map_err(|error| io(error.into_error()))?;
    file.seek(SeekFrom::Start(0)).map_err(io)?;
    file.write_all(&head).map_err(io)?;
    file.sync_data().map_err(io)?;
    Ok((offset, hashes))
}

/// Check the store's filter, if any, section by section, and against the shard files
/// there are: `Ok(Some(size))` when sound, `Ok(None)` when there is no filter.
pub fn verify(store: &Store) -> Result<Option<u64>, String> {
    let Some(reader) = FilterReader::open(store)? else {
        return Ok(None);
    };
    let sections = reader.check_all()?;
    if has_shards(store) {
        let stale: Vec<String> = sections
            .iter()
            .enumerate()
            .filter(|(shard, built_from)| {
                let now = store
                    .open_shard(*shard as u32)
                    .ok()
                    .flatten()
                    .map_or(0, |file| file.header().data_checksum);
                now != **built_from
            })
            .map(|(shard, _)| format!("{shard:02X}"))
            .collect();
        if !stale.is_empty() {
            return Err(format!(
                "the filter is stale: shard files {} changed since it was built",
                stale.join(", ")
            ));
        }
    }
    let size = std::fs::metadata(filter_path(store))
        .map_err(|error| format!("could not read {}: {error}", filter_path(store).display()))?;
    Ok(Some(size.len()))
}

#[derive(Debug)]
struct Section {
    covered: Vec<u8>,
    /// The data checksum of the shard file the section was built from.
    built_from: u64,
    filter: Option<BinaryFuse16>,
}

/// The filter opened for lookups; each shard's section loaded (and checked) on first use.
#[derive(Debug)]
pub struct FilterReader {
    file: File,
    size: u64,
    table: Vec<(u64, u64, u64)>,
    sections: Vec<OnceLock<Result<Section, String>>>,
}

impl FilterReader {
    /// `Ok(None)` when the store has no filter.
    pub fn open(store: &Store) -> Result<Option<Self>, String> {
        Self::open_path(&filter_path(store), store.mode())
    }

    fn open_path(path: &Path, mode: HashMode) -> Result<Option<Self>, String> {
        let file = match super::open_store_file(path) {
            Ok(file) => file,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(format!("could not read {}: {error}", path.display())),
        };
        let damaged = |why: &str| format!("the filter {} {why}", path.display());
        let mut head = vec![0u8; HEAD];
        read_at(&file, &mut head, 0).map_err(|_| damaged("is cut short"))?;
        if &head[..8] != MAGIC {
            return Err(damaged("is not a ward filter (bad magic)"));
        }
        if head[8..10] != VERSION.to_le_bytes() {
            return Err(damaged(&format!(
                "has format version {}; this ward reads version {VERSION}",
                u16::from_le_bytes([head[8], head[9]])
            )));
        }
        let check = u64::from_le_bytes(
            head[HEAD - 8..]
                .try_into()
                .map_err(|_| damaged("is cut short"))?,
        );
        if head[10] != mode_byte(mode) || xxh3_64(&head[..HEAD - 8]) != check {
            return Err(damaged("is damaged (header checksum mismatch)"));
        }
        let field = |at: usize| u64::from_le_bytes(head[at..at + 8].try_into().unwrap_or([0; 8]));
        let table = (0..SHARD_COUNT as usize)
            .map(|index| {
                let at = 16 + index * 24;
                (field(at), field(at + 8), field(at + 16))
            })
            .collect();
        let size = file
            .metadata()
            .map_err(|error| format!("could not read {}: {error}", path.display()))?
            .len();
        Ok(Some(Self {
            file,
            size,
            table,
            sections: (0..SHARD_COUNT).map(|_| OnceLock::new()).collect(),
        }))
    }

    fn section(&self, shard: usize) -> Result<&Section, String> {
        let slot = self.sections.get(shard).ok_or("no such prefix")?;
        slot.get_or_init(|| self.load(shard))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Read and check one section.
    fn load(&self, shard: usize) -> Result<Section, String> {
        let &(offset, length, checksum) = self.table.get(shard).ok_or("no such prefix")?;
        {
            let damaged = || format!("the filter's section for shard {shard:02X} is damaged");
            // Never allocate for a length the file cannot hold, or past the cap.
            if length > MAX_SECTION || offset.checked_add(length).is_none_or(|end| end > self.size)
            {
                return Err(damaged());
            }
            let length = usize::try_from(length).map_err(|_| damaged())?;
            let mut bytes = vec![0u8; length];
            read_at(&self.file, &mut bytes, offset).map_err(|_| damaged())?;
            if xxh3_64(&bytes) != checksum || bytes.len() < SECTION_HEAD {
                return Err(damaged());
            }
            let filter = decode_section(&bytes[SECTION_HEAD..]).ok_or_else(damaged)?;
            let mut built_from = [0u8; 8];
            built_from.copy_from_slice(&bytes[BITMAP..SECTION_HEAD]);
            bytes.truncate(BITMAP);
            Ok(Section {
                covered: bytes,
                built_from: u64::from_le_bytes(built_from),
                filter,
            })
        }
    }

    /// Check every section, one at a time (none is kept); gives the data checksum each
    /// was built from.
    fn check_all(&self) -> Result<Vec<u64>, String> {
        (0..SHARD_COUNT as usize)
            .map(|shard| self.load(shard).map(|section| section.built_from))
            .collect()
    }

    /// Whether the filter may hold the hash (`Err` when its section is damaged).
    pub fn contains(&self, prefix: u32, key: u64) -> Result<bool, String> {
        let section = self.section((prefix / SHARD_SIZE) as usize)?;
        let bit = (prefix % SHARD_SIZE) as usize;
        if section.covered[bit / 8] & (1 << (bit % 8)) == 0 {
            return Err(format!(
                "the filter does not cover prefix {prefix:05X} (it was not downloaded when the filter was built)"
            ));
        }
        Ok(section
            .filter
            .as_ref()
            .is_some_and(|filter| filter.contains(&key)))
    }
}

/// Whether any shard file is present (the exact store answers, not the filter).
pub fn has_shards(store: &Store) -> bool {
    // Whatever is at a shard's name (a link or FIFO too) is answered from, and refused.
    (0..SHARD_COUNT).any(|shard| std::fs::symlink_metadata(store.shard_path(shard)).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{format, Meta, ShardWriter};

    #[test]
    fn the_filter_holds_every_stored_hash_and_refuses_damage() {
        let (_dir, store) = crate::store::temp_store(HashMode::Sha1);
        let mut writer = ShardWriter::create(&store, 0).unwrap();
        let mut hashes = Vec::new();
        for prefix in 0..64u32 {
            let body: String = (0..50u32)
                .map(|row| {
                    format!(
                        "{:035X}:{}\r\n",
                        u128::from(row) << 100 | u128::from(prefix),
                        row + 1
                    )
                })
                .collect();
            let (bytes, rows) = format::encode_range(body.as_bytes(), HashMode::Sha1).unwrap();
            writer.add(prefix, &bytes, rows, Meta::default()).unwrap();
            hashes.extend((0..50u32).map(|row| {
                format!(
                    "{prefix:05X}{:035X}",
                    u128::from(row) << 100 | u128::from(prefix)
                )
            }));
        }
        writer.finish(0).unwrap();
        let (_, held) = build(&store).unwrap();
        assert_eq!(held, 64 * 50);
        let reader = FilterReader::open(&store).unwrap().unwrap();
        for hash in &hashes {
            let prefix = u32::from_str_radix(&hash[..5], 16).unwrap();
            assert!(reader.contains(prefix, key_of_hex(hash).unwrap()).unwrap());
        }
        let misses = (0..10_000u64)
            .filter(|i| reader.contains(0, (*i << 20) | 0xABCDE).unwrap())
            .count();
        assert!(misses < 10, "{misses}");
        assert!(
            reader.contains(0x10000, 1 << 62).is_err(),
            "a prefix not covered"
        );
        let path = filter_path(&store);
        let mut bytes = std::fs::read(&path).unwrap();
        // Shard 0's section starts right after the head.
        bytes[HEAD + 3] ^= 1;
        std::fs::write(&path, bytes).unwrap();
        let reader = FilterReader::open(&store).unwrap().unwrap();
        assert!(reader.contains(0, 1).is_err());
    }
}
