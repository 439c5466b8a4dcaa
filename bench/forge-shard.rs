//! Write a hand-made shard file whose head is sound (its checksum matches) but declares
//! lengths no shard ward writes can have, as sparse as the file system allows: a few
//! hundred kB on disk whatever it declares. For `bench/hostile-store.sh`.
//!
//!   cargo run --example forge-shard -- STORE/sha1/00.shard huge-range|huge-meta|many-ranges [COUNT]
//!
//! COUNT (many-ranges only, every slot unless given) bounds the ranges at the cap, so that
//! a quick run of the bench with a debug build checksums megabytes rather than 4 GiB.

use ward::store::format::{encode_head, Header, Slot, DATA_START, MAX_RANGE_BYTES, SLOTS};
use ward_client::passwords::HashMode;

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let usage = "usage: forge-shard SHARD-FILE huge-range|huge-meta|many-ranges [COUNT]";
    let path = args.next().ok_or(usage)?;
    let case = args.next().ok_or(usage)?;
    let count = match args.next() {
        Some(count) => count.parse::<usize>().map_err(|_| usage)?.min(SLOTS),
        None => SLOTS,
    };
    let slot = |index: usize, length: u32| Slot {
        offset: index as u64 * u64::from(length),
        length,
        rows: 1,
        checksum: 0,
    };
    let mut slots = vec![Slot::EMPTY; SLOTS];
    let mut meta_len = 0;
    match case.as_str() {
        // One range declared 4 GiB long: readers used to allocate it per thread.
        "huge-range" => slots[0] = slot(0, u32::MAX),
        // A plausible range and a 4 GiB metadata section.
        "huge-meta" => {
            slots[0] = slot(0, 1000);
            meta_len = u32::MAX;
        }
        // Every range at the 1 MiB cap (4 GiB of data): accepted, read a range at a time.
        "many-ranges" => {
            for (index, entry) in slots.iter_mut().take(count).enumerate() {
                *entry = slot(index, MAX_RANGE_BYTES);
            }
        }
        _ => return Err(usage.into()),
    }
    let data_len: u64 = slots
        .iter()
        .filter(|slot| slot.is_present())
        .map(|slot| u64::from(slot.length))
        .sum();
    let header = Header {
        mode: HashMode::Sha1,
        shard: 0,
        generation: 1,
        ranges: slots.iter().filter(|slot| slot.is_present()).count() as u32,
        meta_len,
        data_len,
        data_checksum: 0,
        meta_checksum: 0,
    };
    let io = |error: std::io::Error| format!("{path}: {error}");
    std::fs::write(&path, encode_head(&header, &slots)).map_err(io)?;
    let file = std::fs::OpenOptions::new()
        .write(true)
        .open(&path)
        .map_err(io)?;
    file.set_len(DATA_START + data_len + u64::from(meta_len))
        .map_err(io)
}
