//! Write a whole store of both modes (every one of the 1,048,576 prefixes, 256 shards per
//! mode) without the network: a few made-up rows per range, and real-size ranges in the
//! first shards, so that memory can be measured on a store as large as a real one in
//! prefixes. For `bench/password-serve-memory.sh`.
//!
//!   cargo run --example whole-store -- STORE [ROWS [BIG-SHARDS [BIG-ROWS]]]

use std::path::Path;

use ward::store::format::encode_range;
use ward::store::manifest::Manifest;
use ward::store::shard::Meta;
use ward::store::writer::ShardWriter;
use ward::store::{filter, Store, SHARD_COUNT, SHARD_SIZE};
use ward_client::passwords::{HashMode, PREFIX_COUNT};

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let usage = "usage: whole-store STORE [ROWS [BIG-SHARDS [BIG-ROWS]]]";
    let dir = args.next().ok_or(usage)?;
    let mut number = |default: u32| -> Result<u32, String> {
        args.next().map_or(Ok(default), |text| {
            text.parse().map_err(|_| usage.to_string())
        })
    };
    let rows = number(3)?;
    let big_shards = number(4)?;
    let big_rows = number(500)?;
    for mode in [HashMode::Sha1, HashMode::Ntlm] {
        write_mode(Path::new(&dir), mode, rows, big_shards, big_rows)?;
    }
    Ok(())
}

fn write_mode(
    dir: &Path,
    mode: HashMode,
    rows: u32,
    big_shards: u32,
    big_rows: u32,
) -> Result<(), String> {
    let store = Store::open(dir, mode).map_err(|error| error.to_string())?;
    let io = |error: std::io::Error| format!("{}: {error}", store.root().display());
    // A fixed xorshift: the same store on every run, no dependency for randomness.
    let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ u64::from(mode == HashMode::Ntlm);
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut manifest = Manifest::empty(mode);
    for shard in 0..SHARD_COUNT {
        let per_range = if shard < big_shards { big_rows } else { rows };
        let mut writer = ShardWriter::create(&store, shard).map_err(io)?;
        for prefix in shard * SHARD_SIZE..(shard + 1) * SHARD_SIZE {
            let mut suffixes: Vec<String> = (0..per_range)
                .map(|_| {
                    let hex = format!("{:016X}{:016X}{:016X}", next(), next(), next());
                    hex[..mode.suffix_len()].to_string()
                })
                .collect();
            suffixes.sort();
            suffixes.dedup();
            let body: String = suffixes
                .iter()
                .map(|suffix| format!("{suffix}:{}\r\n", next() % 1000 + 1))
                .collect();
            let (bytes, count) = encode_range(body.as_bytes(), mode)?;
            writer
                .add(prefix, &bytes, count, Meta::default())
                .map_err(io)?;
        }
        writer.finish(1).map_err(io)?;
        manifest.claim(shard, shard * SHARD_SIZE..(shard + 1) * SHARD_SIZE);
    }
    debug_assert_eq!(manifest.ranges(), u64::from(PREFIX_COUNT));
    manifest.write(&store).map_err(io)?;
    filter::build(&store)?;
    Ok(())
}
