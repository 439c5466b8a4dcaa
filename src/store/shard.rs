//! One shard file opened for positioned reads: its header and table are checked when it
//! is opened, each range against its own checksum every time it is read.

use std::collections::BTreeMap;
use std::fs::File;
use std::path::Path;

use super::format::{
    self, HeadError, Header, Range, Slot, DATA_START, HEADER_LEN, MAX_META_FIELD, TABLE_LEN,
};
use ward_client::passwords::HashMode;

/// The ETag and Last-Modified a range was served with, for `If-None-Match` on refresh.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Meta {
    pub etag: Option<String>,
    pub last_modified: Option<String>,
}

/// Why a shard or one of its ranges cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ShardError {
    #[error("{0}")]
    Head(#[from] HeadError),
    #[error("could not be read: {0}")]
    Io(#[from] std::io::Error),
}

#[derive(Debug)]
pub struct Shard {
    file: File,
    header: Header,
    slots: Vec<Slot>,
    first: u32,
}

impl Shard {
    /// `Ok(None)` when the file does not exist.
    pub fn open(path: &Path, mode: HashMode, shard: u32) -> Result<Option<Self>, ShardError> {
        let file = match super::open_store_file(path) {
            Ok(file) => file,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(error.into()),
        };
        let size = file.metadata()?.len();
        if size < DATA_START {
            return Err(HeadError::Short.into());
        }
        let mut head = vec![0u8; HEADER_LEN + TABLE_LEN];
        read_at(&file, &mut head, 0)?;
        let (header, slots) = format::decode_head(&head, mode, shard)?;
        let end = DATA_START
            .checked_add(header.data_len)
            .and_then(|end| end.checked_add(u64::from(header.meta_len)));
        if end != Some(size) {
            return Err(HeadError::Short.into());
        }
        Ok(Some(Self {
            file,
            header,
            slots,
            first: shard * format::SLOTS as u32,
        }))
    }

    pub fn header(&self) -> &Header {
        &self.header
    }

    /// `prefix`'s table entry, `None` when the shard does not hold it.
    pub fn slot(&self, prefix: u32) -> Option<&Slot> {
        prefix
            .checked_sub(self.first)
            .and_then(|index| self.slots.get(index as usize))
            .filter(|slot| slot.is_present())
    }

    /// Read `buffer.len()` bytes of the data section from `offset` on.
    pub fn read_data(&self, buffer: &mut [u8], offset: u64) -> std::io::Result<()> {
        read_at(&self.file, buffer, DATA_START + offset)
    }

    pub fn has(&self, prefix: u32) -> bool {
        self.slot(prefix).is_some()
    }

    /// The prefixes the table lists.
    pub fn prefixes(&self) -> impl Iterator<Item = u32> + '_ {
        self.slots
            .iter()
            .enumerate()
            .filter(|(_, slot)| slot.is_present())
            .map(|(index, _)| self.first + index as u32)
    }

    /// The bytes of `prefix`'s range and its row count, checked against its checksum:
    /// `Ok(None)` when absent, `Err` naming the damage when the bytes do not match.
    pub fn read(&self, prefix: u32) -> Result<Option<(Vec<u8>, u32)>, String> {
        let Some(slot) = self.slot(prefix) else {
            return Ok(None);
        };
        read_range(&self.file, &self.header, prefix, slot).map(Some)
    }

    /// The same file without its table in memory, for keeping many shards open.
    pub fn into_lean(self) -> LeanShard {
        LeanShard {
            file: self.file,
            header: self.header,
            first: self.first,
        }
    }

    /// The ETag and Last-Modified of every range, `None` when the section is damaged.
    pub fn meta(&self) -> Option<BTreeMap<u32, Meta>> {
        let mut bytes = vec![0u8; self.header.meta_len as usize];
        read_at(&self.file, &mut bytes, DATA_START + self.header.data_len).ok()?;
        if format::data_checksum(&bytes) != self.header.meta_checksum {
            return None;
        }
        decode_meta(&bytes)
    }

    /// Check the whole data section against the header's checksum.
    pub fn data_is_sound(&self) -> bool {
        let mut hasher = xxhash_rust::xxh3::Xxh3::new();
        let mut buffer = vec![0u8; 1 << 20];
        let mut at = 0u64;
        while at < self.header.data_len {
            let take = (self.header.data_len - at).min(buffer.len() as u64) as usize;
            if read_at(&self.file, &mut buffer[..take], DATA_START + at).is_err() {
                return false;
            }
            hasher.update(&buffer[..take]);
            at += take as u64;
        }
        hasher.digest() == self.header.data_checksum
    }
}

/// A shard file whose header and table were checked when it was opened (as a [`Shard`]),
/// holding only the open file: a range's table entry is read from the file each time the
/// range is asked for, so all 512 shards of a store can be kept open in a few kB each
/// rather than 96 KiB. The file is never rewritten in place by ward (a download replaces it
/// by rename); an entry damaged in place after the open is caught as the table check would
/// catch it (bounds, rows) or by the range's own checksum.
#[derive(Debug)]
pub struct LeanShard {
    file: File,
    header: Header,
    first: u32,
}

impl LeanShard {
    /// `prefix`'s table entry as the file holds it now, `None` when the shard does not hold
    /// the range.
    pub fn slot(&self, prefix: u32) -> Result<Option<Slot>, String> {
        let Some(index) = prefix
            .checked_sub(self.first)
            .map(|index| index as usize)
            .filter(|index| *index < format::SLOTS)
        else {
            return Ok(None);
        };
        let mut bytes = [0u8; format::SLOT_LEN];
        read_at(
            &self.file,
            &mut bytes,
            (HEADER_LEN + index * format::SLOT_LEN) as u64,
        )
        .map_err(|error| format!("its table could not be read: {error}"))?;
        let slot = format::decode_slot(&bytes);
        Ok(slot.is_present().then_some(slot))
    }

    /// The bytes of `prefix`'s range and its row count, as [`Shard::read`] gives them, from
    /// the entry [`LeanShard::slot`] gave.
    pub fn read(&self, prefix: u32, slot: &Slot) -> Result<(Vec<u8>, u32), String> {
        read_range(&self.file, &self.header, prefix, slot)
    }

    /// The bytes of `prefix`'s range, as [`LeanShard::read`] gives them, read into
    /// `buffer`: it is grown when the range is longer than it, and otherwise neither
    /// shrunk nor cleared, so a server reading one range after another reuses one buffer
    /// rather than allocating and zeroing one for each read.
    pub fn read_into<'b>(
        &self,
        prefix: u32,
        slot: &Slot,
        buffer: &'b mut Vec<u8>,
    ) -> Result<&'b [u8], String> {
        read_range_into(&self.file, &self.header, prefix, slot, buffer)
    }
}

/// A range's bytes from `file` as `slot` places them, checked against its checksum; the
/// entry checked too, as it may have been read from the file after the table was checked.
fn read_range(
    file: &File,
    header: &Header,
    prefix: u32,
    slot: &Slot,
) -> Result<(Vec<u8>, u32), String> {
    let mut bytes = Vec::new();
    read_range_into(file, header, prefix, slot, &mut bytes)?;
    Ok((bytes, slot.rows))
}

/// [`read_range`] into the start of `buffer`, grown as needed; the range's bytes.
fn read_range_into<'b>(
    file: &File,
    header: &Header,
    prefix: u32,
    slot: &Slot,
    buffer: &'b mut Vec<u8>,
) -> Result<&'b [u8], String> {
    let in_bounds = slot.length <= format::MAX_RANGE_BYTES
        && slot
            .offset
            .checked_add(u64::from(slot.length))
            .is_some_and(|end| end <= header.data_len);
    if !in_bounds {
        return Err("its table entry points outside the file".into());
    }
    let length = slot.length as usize;
    if buffer.len() < length {
        buffer.resize(length, 0);
    }
    let bytes = &mut buffer[..length];
    read_at(file, bytes, DATA_START + slot.offset)
        .map_err(|error| format!("it could not be read: {error}"))?;
    if format::range_checksum(prefix, bytes) != slot.checksum {
        return Err("its bytes do not match their checksum".into());
    }
    if Range::new(bytes, slot.rows, header.mode).is_none() {
        return Err("its row count does not fit its length".into());
    }
    Ok(&buffer[..length])
}

pub fn encode_meta(meta: &BTreeMap<u32, Meta>) -> Vec<u8> {
    let mut out = Vec::with_capacity(meta.len() * 64);
    // A value past the cap is not kept (cut short it would be wrong): the range is then
    // fetched in full on refresh instead of revalidated.
    let field = |out: &mut Vec<u8>, value: &Option<String>| {
        let text = value.as_deref().unwrap_or("").as_bytes();
        let text = if text.len() > MAX_META_FIELD {
            &[][..]
        } else {
            text
        };
        out.extend_from_slice(&(text.len() as u16).to_le_bytes());
        out.extend_from_slice(text);
    };
    for (prefix, entry) in meta {
        out.extend_from_slice(&prefix.to_le_bytes());
        field(&mut out, &entry.etag);
        field(&mut out, &entry.last_modified);
    }
    out
}

fn decode_meta(mut bytes: &[u8]) -> Option<BTreeMap<u32, Meta>> {
    fn take<'a>(bytes: &mut &'a [u8], count: usize) -> Option<&'a [u8]> {
        let (head, rest) = (bytes.get(..count)?, bytes.get(count..)?);
        *bytes = rest;
        Some(head)
    }
    fn field(bytes: &mut &[u8]) -> Option<Option<String>> {
        let length = take(bytes, 2)?;
        let length = usize::from(u16::from_le_bytes([length[0], length[1]]));
        if length > MAX_META_FIELD {
            return None;
        }
        let text = std::str::from_utf8(take(bytes, length)?).ok()?;
        Some((!text.is_empty()).then(|| text.to_string()))
    }
    let mut out = BTreeMap::new();
    while !bytes.is_empty() {
        let prefix = take(&mut bytes, 4)?;
        let prefix = u32::from_le_bytes([prefix[0], prefix[1], prefix[2], prefix[3]]);
        let etag = field(&mut bytes)?;
        let last_modified = field(&mut bytes)?;
        out.insert(
            prefix,
            Meta {
                etag,
                last_modified,
            },
        );
    }
    Some(out)
}

#[cfg(unix)]
pub fn read_at(file: &File, buffer: &mut [u8], offset: u64) -> std::io::Result<()> {
    use std::os::unix::fs::FileExt;
    file.read_exact_at(buffer, offset)
}

#[cfg(windows)]
pub fn read_at(file: &File, buffer: &mut [u8], offset: u64) -> std::io::Result<()> {
    use std::os::windows::fs::FileExt;
    let mut done = 0;
    while done < buffer.len() {
        let read = file.seek_read(&mut buffer[done..], offset + done as u64)?;
        if read == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        done += read;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{temp_store, ShardWriter};

    const ROW: &str = "0018A45C4D1DEF81644B54AB7F969B88D65:3";

    #[test]
    fn a_lean_shard_reads_its_entries_from_the_file_and_checks_them() {
        let (_dir, store) = temp_store(HashMode::Sha1);
        let (bytes, rows) = format::encode_range(ROW.as_bytes(), HashMode::Sha1).unwrap();
        let mut writer = ShardWriter::create(&store, 0x5B).unwrap();
        writer.add(0x5BAA6, &bytes, rows, Meta::default()).unwrap();
        writer.finish(1).unwrap();
        let shard = store.open_shard(0x5B).unwrap().unwrap();
        let table = *shard.slot(0x5BAA6).unwrap();
        let lean = shard.into_lean();
        let slot = lean.slot(0x5BAA6).unwrap().unwrap();
        assert_eq!(slot, table);
        assert_eq!(lean.read(0x5BAA6, &slot).unwrap(), (bytes.clone(), rows));
        assert_eq!(lean.slot(0x5BAA7).unwrap(), None, "absent");
        assert_eq!(lean.slot(0x5C000).unwrap(), None, "another shard's");
        assert_eq!(lean.slot(0x5AFFF).unwrap(), None, "another shard's");
        // An entry damaged in place after the open is refused, never read past its bounds
        // or taken for another range.
        let damaged = |slot: Slot| lean.read(0x5BAA6, &slot).unwrap_err();
        assert!(damaged(Slot {
            length: u32::MAX,
            ..slot
        })
        .contains("outside the file"));
        assert!(damaged(Slot {
            offset: 1 << 40,
            ..slot
        })
        .contains("outside the file"));
        assert!(damaged(Slot {
            checksum: !slot.checksum,
            ..slot
        })
        .contains("checksum"));
        assert!(lean.read(0x5BAA7, &slot).unwrap_err().contains("checksum"));
        // The entry is read from the file each time: what is there now is what is used.
        let path = store.shard_path(0x5B);
        let mut file = std::fs::read(&path).unwrap();
        let at = HEADER_LEN + 0xAA6 * format::SLOT_LEN + 8;
        file[at..at + 4].copy_from_slice(&u32::MAX.to_le_bytes());
        write_in_place(&path, &file);
        let now = lean.slot(0x5BAA6).unwrap().unwrap();
        assert_eq!(now.length, u32::MAX);
        assert!(lean
            .read(0x5BAA6, &now)
            .unwrap_err()
            .contains("outside the file"));
    }

    /// Overwrite the file's bytes without replacing the file, as damage on disk would.
    fn write_in_place(path: &Path, bytes: &[u8]) {
        use std::io::{Seek, Write};
        let mut file = std::fs::OpenOptions::new().write(true).open(path).unwrap();
        file.seek(std::io::SeekFrom::Start(0)).unwrap();
        file.write_all(bytes).unwrap();
    }
}
