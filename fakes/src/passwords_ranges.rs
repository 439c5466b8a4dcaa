//! Deterministic range bodies for the password range fake: the same prefix always gives
//! the same rows, so tests can predict them and benchmarks can serve a million prefixes
//! without storing any.

/// splitmix64: fast, and the same sequence for the same seed on every run.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

const HEX: &[u8; 16] = b"0123456789ABCDEF";

fn random_suffix(rng: &mut Rng, len: usize) -> Vec<u8> {
    let mut suffix = Vec::with_capacity(len);
    let mut bits = 0u64;
    for index in 0..len {
        if index % 16 == 0 {
            bits = rng.next();
        }
        suffix.push(HEX[(bits & 15) as usize]);
        bits >>= 4;
    }
    suffix
}

/// The body for one range: sorted uppercase `SUFFIX:COUNT` rows joined by CRLF, no final
/// line ending; with padding, 10-209 count-0 rows follow, unsorted.
pub fn render_range(
    rows: usize,
    known: &[(String, u64)],
    prefix: u32,
    ntlm: bool,
    padded: bool,
) -> Vec<u8> {
    let suffix_len = if ntlm { 27 } else { 35 };
    let mut rng = Rng(u64::from(prefix) ^ if ntlm { 0x5EED_0000_0000_0000 } else { 0 });
    // Suffixes as numbers (the high 128 bits and, for SHA-1, 12 more) so that generating
    // and sorting a range stays cheap enough for benchmarks.
    let mut entries: Vec<(u128, u16, u64)> = Vec::with_capacity(rows + known.len());
    for _ in 0..rows {
        let high = (u128::from(rng.next()) << 64) | u128::from(rng.next());
        let (high, low) = if ntlm {
            (high >> 20, 0)
        } else {
            (high, (rng.next() & 0xFFF) as u16)
        };
        // Most hashes are rare, a few very common.
        let count = match rng.next() % 100 {
            0 => 1 + rng.next() % 1_000_000,
            1..=9 => 1 + rng.next() % 1_000,
            _ => 1 + rng.next() % 20,
        };
        entries.push((high, low, count));
    }
    for (suffix, count) in known {
        let parsed = if ntlm {
            u128::from_str_radix(suffix, 16).ok().map(|high| (high, 0))
        } else {
            suffix
                .get(..32)
                .zip(suffix.get(32..))
                .and_then(|(high, low)| {
                    Some((
                        u128::from_str_radix(high, 16).ok()?,
                        u16::from_str_radix(low, 16).ok()?,
                    ))
                })
        };
        if let Some((high, low)) = parsed {
            entries.push((high, low, *count));
        }
    }
    entries.sort_unstable_by_key(|(high, low, _)| (*high, *low));
    entries.dedup_by_key(|(high, low, _)| (*high, *low));
    let mut body = Vec::with_capacity((entries.len() + 210) * (suffix_len + 10));
    for (index, (high, low, count)) in entries.iter().enumerate() {
        if index > 0 {
            body.extend_from_slice(b"\r\n");
        }
        push_suffix(&mut body, *high, *low, ntlm);
        body.push(b':');
        push_count(&mut body, *count);
    }
    if padded {
        let mut pad_rng = Rng(rng.next() ^ u64::from(prefix).rotate_left(17));
        let pads = 10 + pad_rng.next() % 200;
        for _ in 0..pads {
            body.extend_from_slice(b"\r\n");
            body.extend_from_slice(&random_suffix(&mut pad_rng, suffix_len));
            body.extend_from_slice(b":0");
        }
    }
    body
}

fn push_suffix(body: &mut Vec<u8>, high: u128, low: u16, ntlm: bool) {
    let nibbles = if ntlm { 27 } else { 32 };
    for index in (0..nibbles).rev() {
        body.push(HEX[((high >> (4 * index)) & 15) as usize]);
    }
    if !ntlm {
        for index in (0..3).rev() {
            body.push(HEX[usize::from((low >> (4 * index)) & 15)]);
        }
    }
}

fn push_count(body: &mut Vec<u8>, mut count: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (count % 10) as u8;
        count /= 10;
        if count == 0 {
            break;
        }
    }
    body.extend_from_slice(&digits[start..]);
}
