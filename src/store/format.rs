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

use crate::clients::passwords::HashMode;

pub const MAGIC: &[u8; 8] = b"WARDPWD\0";
pub const VERSION: u16 = 1;
pub const HEADER_LEN: usize = 64;
pub const SLOTS: usize = 4096;
pub const SLOT_LEN: usize = 24;
pub const TABLE_LEN: usize = SLOTS * SLOT_LEN;
/// Where the data section starts.
pub const DATA_START: u64 = (HEADER_LEN + TABLE_LEN) as u64;
const ABSENT: u64 = u64::MAX;

pub fn key_len(mode: HashMode) -> usize {
    mode.suffix_len().div_ceil(2)
}

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
        .map(|bytes| Slot {
            offset: u64_at(bytes, 0),
            length: u32_at(bytes, 8),
            rows: u32_at(bytes, 12),
            checksum: u64_at(bytes, 16),
        })
        .collect();
    Ok((header, slots))
}

pub fn data_checksum(data: &[u8]) -> u64 {
    xxh3_64(data)
}

pub use super::rows::{encode_range, key_of_hex, suffix_hex, Range};

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
            data_len: 10,
            data_checksum: 1,
            meta_checksum: 2,
        };
        let mut slots = vec![Slot::EMPTY; SLOTS];
        slots[5] = Slot {
            offset: 0,
            length: 10,
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
}
