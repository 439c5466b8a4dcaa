//! The bytes of a shard file and of one range inside it.
//!
//! ```text
//! header   64 bytes   magic "WARDPWD\0", version u16, mode u8, key length u8, shard u32,
//!                     generation u64, ranges u32, metadata length u32, data length u64,
//!                     data checksum u64, metadata checksum u64, head checksum u64
//! table    4,096 x 24 offset u64 (into data; u64::MAX when absent), length u32,
//!                     rows u32, checksum u64 (xxh3-64 of the range, seeded by its prefix)
//! data     ranges     each: rows x key (sorted ascending), then rows x varint count
//! metadata            per present range: prefix u32, ETag (u16 length + bytes),
//!                     Last-Modified (u16 length + bytes)
//! ```
//!
//! Integers are little-endian. A key is the hash after the 5-hex prefix as bytes: 17.5
//! bytes for SHA-1 (18 stored), 13.5 for NTLM (14 stored), the spare low nibble zero. The
//! spare nibble keeps keys fixed-width, so a lookup is a binary search with no decoding.
//! Seeding each range's checksum with its prefix makes two swapped ranges fail too.

use xxhash_rust::xxh3::{xxh3_64, xxh3_64_with_seed};

use ward_client::passwords::HashMode;

pub const MAGIC: &[u8; 8] = b"WARDPWD\0";
pub const VERSION: u16 = 1;
pub const HEADER_LEN: usize = 64;
pub const SLOTS: usize = 4096;
pub const SLOT_LEN: usize = 24;
pub const TABLE_LEN: usize = SLOTS * SLOT_LEN;
/// Where the data section starts.
pub const DATA_START: u64 = (HEADER_LEN + TABLE_LEN) as u64;
const ABSENT: u64 = u64::MAX;

/// The most bytes one range may take in a shard: the service's range bodies are refused
/// past 1 MiB (a real one is 30–40 kB, about 1,000 rows) and a range's binary form is
/// never longer than the text it was made from.
pub const MAX_RANGE_BYTES: u32 = 1 << 20;
/// The most bytes of an ETag or a Last-Modified date kept for one range (real ones are
/// under 64); a longer one is not kept, so the range is simply fetched in full on refresh.
pub const MAX_META_FIELD: usize = 1024;
/// The largest metadata section: every slot's prefix (4 bytes) and two fields at their cap,
/// each with its 2-byte length. 8.4 MB.
pub const MAX_META_LEN: u32 = (SLOTS * (4 + 2 * (2 + MAX_META_FIELD))) as u32;

fn mode_byte(mode: HashMode) -> u8 {
    match mode {
        HashMode::Sha1 => 1,
        HashMode::Ntlm => 2,
    }
}

/// One table slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    pub offset: u64,
    pub length: u32,
    pub rows: u32,
    pub checksum: u64,
}

impl Slot {
    pub const EMPTY: Slot = Slot {
        offset: ABSENT,
        length: 0,
        rows: 0,
        checksum: 0,
    };

    pub fn is_present(&self) -> bool {
        self.offset != ABSENT
    }
}

pub fn range_checksum(prefix: u32, bytes: &[u8]) -> u64 {
    xxh3_64_with_seed(bytes, u64::from(prefix))
}

/// The header's fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    pub mode: HashMode,
    pub shard: u32,
    pub generation: u64,
    pub ranges: u32,
    pub meta_len: u32,
    pub data_len: u64,
    pub data_checksum: u64,
    pub meta_checksum: u64,
}

fn u16_at(bytes: &[u8], at: usize) -> u16 {
    let mut buf = [0u8; 2];
    buf.copy_from_slice(&bytes[at..at + 2]);
    u16::from_le_bytes(buf)
}

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    let mut buf = [0u8; 4];
    buf.copy_from_slice(&bytes[at..at + 4]);
    u32::from_le_bytes(buf)
}

fn u64_at(bytes: &[u8], at: usize) -> u64 {
    let mut buf = [0u8; 8];
    buf.copy_from_slice(&bytes[at..at + 8]);
    u64::from_le_bytes(buf)
}

/// Header and table as written to the start of the file.
pub fn encode_head(header: &Header, slots: &[Slot]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER_LEN + TABLE_LEN);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.push(mode_byte(header.mode));
    out.push(key_len(header.mode) as u8);
    out.extend_from_slice(&header.shard.to_le_bytes());
    out.extend_from_slice(&header.generation.to_le_bytes());
    out.extend_from_slice(&header.ranges.to_le_bytes());
    out.extend_from_slice(&header.meta_len.to_le_bytes());
    out.extend_from_slice(&header.data_len.to_le_bytes());
    out.extend_from_slice(&header.data_checksum.to_le_bytes());
    out.extend_from_slice(&header.meta_checksum.to_le_bytes());
    out.extend_from_slice(&[0u8; 8]);
    for slot in slots {
        out.extend_from_slice(&slot.offset.to_le_bytes());
        out.extend_from_slice(&slot.length.to_le_bytes());
        out.extend_from_slice(&slot.rows.to_le_bytes());
        out.extend_from_slice(&slot.checksum.to_le_bytes());
    }
    let checksum = head_checksum(&out);
    out[56..64].copy_from_slice(&checksum.to_le_bytes());
    out
}

fn head_checksum(head: &[u8]) -> u64 {
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    hasher.update(&head[..56]);
    hasher.update(&head[HEADER_LEN..]);
    hasher.digest()
}

/// Why the start of a shard file cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HeadError {
    #[error("is not a ward password store shard (bad magic)")]
    Magic,
    #[error("has format version {0}; this ward reads version {VERSION}")]
    Version(u16),
    #[error("holds another hash mode or shard than its name says")]
    Mismatch,
    #[error("has a damaged header or offset table (checksum mismatch)")]
    Checksum,
    #[error("is cut short")]
    Short,
    /// The table declares what no shard ward writes can hold (a forged or damaged file):
    /// refused before anything is allocated for it.
    #[error("{0}")]
    Implausible(String),
}

/// Parse and check the header and table of shard `shard` in mode `mode`.
pub fn decode_head(
    head: &[u8],
    mode: HashMode,
    shard: u32,
) -> Result<(Header, Vec<Slot>), HeadError> {
    if head.len() < HEADER_LEN + TABLE_LEN {
        return Err(HeadError::Short);
    }
    if &head[..8] != MAGIC {
        return Err(HeadError::Magic);
    }
    let version = u16_at(head, 8);
    if version != VERSION {
        return Err(HeadError::Version(version));
    }
    if head_checksum(&head[..HEADER_LEN + TABLE_LEN]) != u64_at(head, 56) {
        return Err(HeadError::Checksum);
    }
    if head[10] != mode_byte(mode)
        || usize::from(head[11]) != key_len(mode)
        || u32_at(head, 12) != shard
    {
        return Err(HeadError::Mismatch);
    }
    let header = Header {
        mode,
        shard,
        generation: u64_at(head, 16),
        ranges: u32_at(head, 24),
        meta_len: u32_at(head, 28),
        data_len: u64_at(head, 32),
        data_checksum: u64_at(head, 40),
        meta_checksum: u64_at(head, 48),
    };
    let slots = head[HEADER_LEN..HEADER_LEN + TABLE_LEN]
        .chunks_exact(SLOT_LEN)
        .map(decode_slot)
        .collect::<Vec<_>>();
    check_table(&header, &slots)?;
    Ok((header, slots))
}

/// One table slot from its [`SLOT_LEN`] bytes.
pub fn decode_slot(bytes: &[u8]) -> Slot {
    Slot {
        offset: u64_at(bytes, 0),
        length: u32_at(bytes, 8),
        rows: u32_at(bytes, 12),
        checksum: u64_at(bytes, 16),
    }
}

/// Check the lengths and counts the header and table declare against what a shard can
/// hold, so no reader allocates or reads more than the caps for a forged table: every
/// range at most [`MAX_RANGE_BYTES`] and inside the data section, its rows fitting its
/// length, the ranges laid end to end (as the writer lays them) filling the data section
/// exactly, and the metadata at most [`MAX_META_LEN`].
fn check_table(header: &Header, slots: &[Slot]) -> Result<(), HeadError> {
    let first = header.shard * SLOTS as u32;
    if header.meta_len > MAX_META_LEN {
        return Err(HeadError::Implausible(format!(
            "declares {} bytes of range metadata, more than the {MAX_META_LEN} bytes 4,096 ranges can have",
            header.meta_len
        )));
    }
    let row_bytes = key_len(header.mode) as u64 + 1;
    let (mut present, mut total) = (0u32, 0u64);
    for (index, slot) in slots.iter().enumerate() {
        if !slot.is_present() {
            continue;
        }
        let prefix = first + index as u32;
        if slot.length > MAX_RANGE_BYTES {
            return Err(HeadError::Implausible(format!(
                "declares {} bytes for the range {prefix:05X}, more than the {} MiB a range can take",
                slot.length,
                MAX_RANGE_BYTES >> 20
            )));
        }
        if u64::from(slot.rows) * row_bytes > u64::from(slot.length) {
            return Err(HeadError::Implausible(format!(
                "declares {} rows for the range {prefix:05X}, more than its {} bytes can hold",
                slot.rows, slot.length
            )));
        }
        let end = slot.offset.checked_add(u64::from(slot.length));
        if end.is_none_or(|end| end > header.data_len) {
            return Err(HeadError::Implausible(format!(
                "places the range {prefix:05X} outside its data section"
            )));
        }
        present += 1;
        total += u64::from(slot.length);
    }
    if present != header.ranges || total != header.data_len {
        return Err(HeadError::Implausible(format!(
            "declares {} ranges in {} bytes, but its table holds {present} ranges of {total} bytes",
            header.ranges, header.data_len
        )));
    }
    Ok(())
}

pub fn data_checksum(data: &[u8]) -> u64 {
    xxh3_64(data)
}

pub use super::rows::{
    decode_varint, encode_range, key_len, key_of_hex, suffix_hex, Range, NTLM_KEY_LEN, SHA1_KEY_LEN,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_head_is_refused() {
        let header = Header {
            mode: HashMode::Ntlm,
            shard: 7,
            generation: 3,
            ranges: 1,
            meta_len: 0,
            data_len: 20,
            data_checksum: 1,
            meta_checksum: 2,
        };
        let mut slots = vec![Slot::EMPTY; SLOTS];
        slots[5] = Slot {
            offset: 0,
            length: 20,
            rows: 1,
            checksum: 9,
        };
        let mut head = encode_head(&header, &slots);
        let (read, table) = decode_head(&head, HashMode::Ntlm, 7).unwrap();
        assert_eq!((read, table), (header, slots));
        assert_eq!(
            decode_head(&head, HashMode::Sha1, 7),
            Err(HeadError::Mismatch)
        );
        head[HEADER_LEN + 5 * SLOT_LEN] ^= 1;
        assert_eq!(
            decode_head(&head, HashMode::Ntlm, 7),
            Err(HeadError::Checksum)
        );
    }

    /// A head whose checksum is right but which declares more than a shard can hold, as
    /// a forged file would: refused by the decoder, before any reader allocates for it.
    #[test]
    fn implausible_lengths_and_counts_are_refused() {
        let header = Header {
            mode: HashMode::Sha1,
            shard: 1,
            generation: 0,
            ranges: 1,
            meta_len: 0,
            data_len: u64::from(MAX_RANGE_BYTES),
            data_checksum: 0,
            meta_checksum: 0,
        };
        let mut slots = vec![Slot::EMPTY; SLOTS];
        slots[0] = Slot {
            offset: 0,
            length: MAX_RANGE_BYTES,
            rows: MAX_RANGE_BYTES / 19,
            checksum: 0,
        };
        let decode = |header: &Header, slots: &[Slot]| {
            decode_head(&encode_head(header, slots), HashMode::Sha1, 1).map(|_| ())
        };
        assert_eq!(
            decode(&header, &slots),
            Ok(()),
            "the largest plausible range"
        );
        let implausible =
            |header: Header, slots: Vec<Slot>, says: &str| match decode(&header, &slots) {
                Err(HeadError::Implausible(why)) => assert!(why.contains(says), "{why}"),
                other => panic!("{other:?}"),
            };
        let mut huge = slots.clone();
        huge[0].length = u32::MAX;
        implausible(
            Header {
                data_len: u64::from(u32::MAX),
                ..header.clone()
            },
            huge,
            "more than the 1 MiB a range can take",
        );
        let mut crowded = slots.clone();
        crowded[0].rows += 1;
        implausible(
            header.clone(),
            crowded,
            "more than its 1048576 bytes can hold",
        );
        implausible(
            Header {
                meta_len: u32::MAX,
                ..header.clone()
            },
            slots.clone(),
            "bytes of range metadata",
        );
        implausible(
            Header {
                data_len: 4 << 30,
                ..header.clone()
            },
            slots.clone(),
            "its table holds 1 ranges",
        );
        let mut outside = slots.clone();
        outside[0].offset = u64::MAX - 1;
        implausible(header, outside, "outside its data section");
    }
}
