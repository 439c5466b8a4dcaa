//! One shard's binary fuse filter as bytes in the filter file: keys u64, seed u64,
//! segment length u32, its mask u32, segment count length u32, then the 16-bit
//! fingerprints (little-endian). Decoding refuses a descriptor that would index past
//! the fingerprints, so a damaged section cannot make a lookup read out of bounds.

use xorf::{BinaryFuse16, Descriptor};

pub(super) fn encode_section(keys: &[u64]) -> Result<Vec<u8>, String> {
    if keys.is_empty() {
        return Ok(Vec::new());
    }
    let filter = BinaryFuse16::try_from(keys).map_err(|why| format!("filter: {why}"))?;
    let mut out = Vec::with_capacity(28 + filter.fingerprints.len() * 2);
    out.extend_from_slice(&(keys.len() as u64).to_le_bytes());
    out.extend_from_slice(&filter.descriptor.seed.to_le_bytes());
    out.extend_from_slice(&filter.descriptor.segment_length.to_le_bytes());
    out.extend_from_slice(&filter.descriptor.segment_length_mask.to_le_bytes());
    out.extend_from_slice(&filter.descriptor.segment_count_length.to_le_bytes());
    for fingerprint in filter.fingerprints.iter() {
        out.extend_from_slice(&fingerprint.to_le_bytes());
    }
    Ok(out)
}

pub(super) fn decode_section(bytes: &[u8]) -> Option<Option<BinaryFuse16>> {
    if bytes.is_empty() {
        return Some(None);
    }
    let u32_at = |at: usize| -> Option<u32> {
        Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
    };
    let seed = u64::from_le_bytes(bytes.get(8..16)?.try_into().ok()?);
    let descriptor = Descriptor {
        seed,
        segment_length: u32_at(16)?,
        segment_length_mask: u32_at(20)?,
        segment_count_length: u32_at(24)?,
    };
    let fingerprints: Box<[u16]> = bytes
        .get(28..)?
        .chunks_exact(2)
        .map(|pair| u16::from_le_bytes([pair[0], pair[1]]))
        .collect();
    // Lookups index the fingerprints up to two segments past the segment count length
    // (segment-aligned): a damaged descriptor must not index past the end.
    let needed = descriptor
        .segment_count_length
        .checked_add(descriptor.segment_length.checked_mul(2)?)?;
    if (fingerprints.len() as u64) < u64::from(needed)
        || descriptor.segment_length_mask != descriptor.segment_length.wrapping_sub(1)
        || !descriptor.segment_length.is_power_of_two()
        || !descriptor
            .segment_count_length
            .is_multiple_of(descriptor.segment_length)
    {
        return None;
    }
    Some(Some(BinaryFuse16 {
        descriptor,
        fingerprints,
    }))
}
