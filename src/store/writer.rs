//! A shard's next file: ranges appended in any order to a temporary file, then the table,
//! a read-back check of every checksum, and an atomic rename over the old file. A crash
//! at any point leaves either the old file or the new one, never a mix.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufWriter, Seek, SeekFrom, Write};
use std::path::PathBuf;

use super::format::{self, Header, Slot, DATA_START, MAX_RANGE_BYTES, SLOTS};
use super::shard::{encode_meta, Meta, Shard};
use super::Store;

pub struct ShardWriter {
    out: BufWriter<File>,
    temp: PathBuf,
    target: PathBuf,
    store: Store,
    shard: u32,
    slots: Vec<Slot>,
    meta: BTreeMap<u32, Meta>,
    position: u64,
    hasher: xxhash_rust::xxh3::Xxh3,
    /// Whether the temporary file has been put in place.
    placed: bool,
}

/// A writer dropped before it finished (an error, an interrupted download) leaves no
/// temporary file behind.
impl Drop for ShardWriter {
    fn drop(&mut self) {
        if !self.placed {
            let _ = std::fs::remove_file(&self.temp);
        }
    }
}

impl ShardWriter {
    pub fn create(store: &Store, shard: u32) -> std::io::Result<Self> {
        let target = store.shard_path(shard);
        let (temp, file) = super::create_temp_beside(&target)?;
        let mut out = BufWriter::with_capacity(1 << 20, file);
        if let Err(error) = out.write_all(&vec![0u8; DATA_START as usize]) {
            drop(out);
            let _ = std::fs::remove_file(&temp);
            return Err(error);
        }
        Ok(Self {
            out,
            temp,
            target,
            store: store.clone(),
            shard,
            slots: vec![Slot::EMPTY; SLOTS],
            meta: BTreeMap::new(),
            position: 0,
            hasher: xxhash_rust::xxh3::Xxh3::new(),
            placed: false,
        })
    }

    pub fn has(&self, prefix: u32) -> bool {
        self.index(prefix)
            .is_some_and(|index| self.slots[index].is_present())
    }

    /// The prefixes added so far.
    pub fn prefixes(&self) -> Vec<u32> {
        let first = self.shard * SLOTS as u32;
        (0..SLOTS)
            .filter(|index| self.slots[*index].is_present())
            .map(|index| first + index as u32)
            .collect()
    }

    fn index(&self, prefix: u32) -> Option<usize> {
        let index = prefix.checked_sub(self.shard * SLOTS as u32)? as usize;
        (index < SLOTS).then_some(index)
    }

    /// Append one encoded range (see [`format::encode_range`]); a prefix of another shard
    /// or one already added is ignored.
    pub fn add(&mut self, prefix: u32, bytes: &[u8], rows: u32, meta: Meta) -> std::io::Result<()> {
        let Some(index) = self.index(prefix) else {
            return Ok(());
        };
        if self.slots[index].is_present() {
            return Ok(());
        }
        // Never written past the cap every reader holds a shard to.
        let length = u32::try_from(bytes.len())
            .ok()
            .filter(|length| *length <= MAX_RANGE_BYTES)
            .ok_or_else(|| {
                std::io::Error::other(format!(
                    "the range {prefix:05X} takes {} bytes, more than the {} MiB a range can take",
                    bytes.len(),
                    MAX_RANGE_BYTES >> 20
                ))
            })?;
        self.out.write_all(bytes)?;
        self.hasher.update(bytes);
        self.slots[index] = Slot {
            offset: self.position,
            length,
            rows,
            checksum: format::range_checksum(prefix, bytes),
        };
        self.position += bytes.len() as u64;
        if meta != Meta::default() {
            self.meta.insert(prefix, meta);
        }
        Ok(())
    }

    /// Write the table, check the file as a reader would, and put it in place. Returns
    /// the file's size.
    pub fn finish(mut self, generation: u64) -> std::io::Result<u64> {
        self.complete(generation)
    }

    fn complete(&mut self, generation: u64) -> std::io::Result<u64> {
        let meta = encode_meta(&self.meta);
        self.out.write_all(&meta)?;
        self.out.flush()?;
        let header = Header {
            mode: self.store.mode(),
            shard: self.shard,
            generation,
            ranges: self.slots.iter().filter(|s| s.is_present()).count() as u32,
            meta_len: u32::try_from(meta.len())
                .map_err(|_| std::io::Error::other("range metadata is over 4 GB"))?,
            data_len: self.position,
            data_checksum: self.hasher.digest(),
            meta_checksum: format::data_checksum(&meta),
        };
        let file = self.out.get_mut();
        file.seek(SeekFrom::Start(0))?;
        file.write_all(&format::encode_head(&header, &self.slots))?;
        file.sync_data()?;
        self.verify_written()?;
        super::put_in_place(&self.temp, &self.target)?;
        self.placed = true;
        Ok(DATA_START + self.position + meta.len() as u64)
    }

    /// Read the new file back and check every checksum before it replaces the old one.
    fn verify_written(&self) -> std::io::Result<()> {
        let damaged = || std::io::Error::other("the new shard file did not read back intact");
        let shard = Shard::open(&self.temp, self.store.mode(), self.shard)
            .map_err(|error| std::io::Error::other(error.to_string()))?
            .ok_or_else(damaged)?;
        if !shard.data_is_sound() || shard.meta().is_none() {
            return Err(damaged());
        }
        for prefix in shard.prefixes() {
            shard.read(prefix).map_err(|_| damaged())?;
        }
        Ok(())
    }
}
