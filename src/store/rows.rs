//! A range's rows inside a shard file: the keys (fixed width, ascending) and then the
//! counts as LEB128 varints; encoded from the service's text and searched in place.

use ward_client::passwords::HashMode;

/// The width of a SHA-1 row's key: 35 hex digits, rounded up to whole bytes.
pub const SHA1_KEY_LEN: usize = 18;
/// The width of an NTLM row's key: 27 hex digits, rounded up to whole bytes.
pub const NTLM_KEY_LEN: usize = 14;

/// The width of a row's key: the bytes of a suffix's hex digits, rounded up. Also known
/// as constants, for readers that loop over keys of a width fixed at compile time.
pub fn key_len(mode: HashMode) -> usize {
    match mode {
        HashMode::Sha1 => SHA1_KEY_LEN,
        HashMode::Ntlm => NTLM_KEY_LEN,
    }
}

fn push_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// The key of a suffix given in hex (`mode.suffix_len()` digits), `None` if not hex.
pub fn key_of_hex(hex: &[u8], out: &mut [u8]) -> Option<()> {
    out.fill(0);
    (hex.len().div_ceil(2) <= out.len() && pack_hex(hex, out)).then_some(())
}

fn parse_count(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() || digits.len() > 19 {
        return None;
    }
    digits.iter().try_fold(0u64, |count, digit| {
        digit
            .is_ascii_digit()
            .then(|| count * 10 + u64::from(digit - b'0'))
    })
}

/// The value of each hex digit, 0xFF for any other byte.
const HEX_VALUE: [u8; 256] = {
    let mut table = [0xFFu8; 256];
    let mut digit = 0;
    while digit < 10 {
        table[b'0' as usize + digit] = digit as u8;
        digit += 1;
    }
    let mut letter = 0;
    while letter < 6 {
        table[b'A' as usize + letter] = 10 + letter as u8;
        table[b'a' as usize + letter] = 10 + letter as u8;
        letter += 1;
    }
    table
};

/// Pack `hex` into `out` (two digits a byte, either case, an odd last digit in the high
/// nibble); `false` when a byte is not a hex digit. A table and no early exit: the audit
/// decodes every hash of a million-line dump through it.
pub(crate) fn pack_hex(hex: &[u8], out: &mut [u8]) -> bool {
    let mut bad = 0u8;
    let pairs = hex.chunks_exact(2);
    let odd = pairs.remainder();
    for (byte, pair) in out.iter_mut().zip(pairs) {
        let (high, low) = (HEX_VALUE[pair[0] as usize], HEX_VALUE[pair[1] as usize]);
        bad |= high | low;
        *byte = (high << 4) | (low & 0x0F);
    }
    if let (Some(&digit), Some(last)) = (odd.first(), out.get_mut(hex.len() / 2)) {
        let value = HEX_VALUE[digit as usize];
        bad |= value;
        *last = value << 4;
    }
    bad & 0xF0 == 0
}

/// Encode a verified, sorted, unpadded `SUFFIX:COUNT` body. Errors name what was wrong.
pub fn encode_range(body: &[u8], mode: HashMode) -> Result<(Vec<u8>, u32), String> {
    let width = key_len(mode);
    let suffix_len = mode.suffix_len();
    // A row is at least the suffix, a colon and a digit.
    let most = body.len() / (suffix_len + 2) + 1;
    let mut keys = Vec::with_capacity(most * width + most * 3);
    let mut counts = Vec::with_capacity(most * 3);
    let mut rows = 0u32;
    for line in body.split(|b| *b == b'\n') {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.is_empty() {
            continue;
        }
        if line.len() < suffix_len + 2 || line[suffix_len] != b':' {
            return Err(format!("row {} is not SUFFIX:COUNT", rows + 1));
        }
        let at = keys.len();
        keys.resize(at + width, 0);
        if !pack_hex(&line[..suffix_len], &mut keys[at..]) {
            return Err(format!("row {} has a suffix that is not hex", rows + 1));
        }
        let count = parse_count(&line[suffix_len + 1..])
            .ok_or_else(|| format!("row {} has a count that is not a number", rows + 1))?;
        if rows > 0 && keys[at - width..at] >= keys[at..] {
            return Err(format!("row {} is out of order", rows + 1));
        }
        push_varint(&mut counts, count);
        rows += 1;
    }
    keys.extend_from_slice(&counts);
    Ok((keys, rows))
}

/// A range's bytes, already checked against its checksum.
#[derive(Debug, Clone, Copy)]
pub struct Range<'a> {
    bytes: &'a [u8],
    rows: usize,
    width: usize,
}

impl<'a> Range<'a> {
    /// `None` when the bytes cannot hold `rows` keys of this mode.
    pub fn new(bytes: &'a [u8], rows: u32, mode: HashMode) -> Option<Self> {
        let width = key_len(mode);
        let rows = rows as usize;
        (rows.checked_mul(width)? + rows <= bytes.len()).then_some(Self { bytes, rows, width })
    }

    pub fn key(&self, index: usize) -> &'a [u8] {
        &self.bytes[index * self.width..(index + 1) * self.width]
    }

    fn counts(&self) -> &'a [u8] {
        &self.bytes[self.rows * self.width..]
    }

    /// The count of `key`, 0 when absent; `None` when the counts do not decode.
    pub fn count_of(&self, key: &[u8]) -> Option<u64> {
        let (mut low, mut high) = (0usize, self.rows);
        while low < high {
            let middle = low + (high - low) / 2;
            match self.key(middle).cmp(key) {
                std::cmp::Ordering::Less => low = middle + 1,
                std::cmp::Ordering::Greater => high = middle,
                std::cmp::Ordering::Equal => return self.count_at(middle),
            }
        }
        Some(0)
    }

    fn count_at(&self, index: usize) -> Option<u64> {
        let counts = self.counts();
        let start = if index == 0 {
            0
        } else {
            // Each varint ends with the one byte that has its top bit clear.
            counts
                .iter()
                .enumerate()
                .filter(|(_, byte)| **byte < 0x80)
                .nth(index - 1)?
                .0
                + 1
        };
        decode_varint(counts.get(start..)?).map(|(value, _)| value)
    }

    /// Every row: key and count, in order.
    pub fn rows(&self) -> Option<Vec<(&'a [u8], u64)>> {
        let mut rest = self.counts();
        let mut out = Vec::with_capacity(self.rows);
        for index in 0..self.rows {
            let (count, used) = decode_varint(rest)?;
            rest = &rest[used..];
            out.push((self.key(index), count));
        }
        Some(out)
    }
}

/// A count as stored (LEB128) and the bytes it took; `None` when it does not end within
/// ten bytes or before `bytes` does. Inlined: the range server decodes every count of
/// every body it renders with it.
#[inline]
pub fn decode_varint(bytes: &[u8]) -> Option<(u64, usize)> {
    let mut value = 0u64;
    for (index, byte) in bytes.iter().enumerate().take(10) {
        value |= u64::from(byte & 0x7F) << (7 * index);
        if byte & 0x80 == 0 {
            return Some((value, index + 1));
        }
    }
    None
}

/// The suffix of `key` as the service writes it: uppercase hex, `digits` long.
pub fn suffix_hex(key: &[u8], digits: usize) -> String {
    let mut text = hex::encode_upper(key);
    text.truncate(digits);
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: &str = "0018A45C4D1DEF81644B54AB7F969B88D65";
    const B: &str = "00D4F6E8FA6EECAD2A3AA415EEC418D38EC";

    #[test]
    fn key_widths_hold_each_modes_suffix_in_whole_bytes() {
        for mode in [HashMode::Sha1, HashMode::Ntlm] {
            assert_eq!(key_len(mode), mode.suffix_len().div_ceil(2), "{mode:?}");
        }
    }

    #[test]
    fn ranges_round_trip_and_answer_lookups() {
        let body = format!("{A}:3\r\n{B}:1234567");
        let (bytes, rows) = encode_range(body.as_bytes(), HashMode::Sha1).unwrap();
        assert_eq!(rows, 2);
        assert_eq!(bytes.len(), 2 * 18 + 1 + 3);
        let range = Range::new(&bytes, rows, HashMode::Sha1).unwrap();
        let mut key = [0u8; 18];
        key_of_hex(B.as_bytes(), &mut key).unwrap();
        assert_eq!(range.count_of(&key), Some(1_234_567));
        key_of_hex(A.as_bytes(), &mut key).unwrap();
        assert_eq!(range.count_of(&key), Some(3));
        key[17] = 0xF0;
        assert_eq!(range.count_of(&key), Some(0));
        let rows = range.rows().unwrap();
        assert_eq!(suffix_hex(rows[1].0, 35), B);
        assert!(encode_range(format!("{B}:1\n{A}:1").as_bytes(), HashMode::Sha1).is_err());
        assert!(encode_range(b"nothex:1", HashMode::Sha1).is_err());
        for at in [0, 17, 34] {
            let mut bad = A.as_bytes().to_vec();
            bad[at] = b'G';
            let body = [&bad[..], b":1"].concat();
            assert!(encode_range(&body, HashMode::Sha1).is_err(), "{at}");
        }
        let lower = format!("{}:3", A.to_ascii_lowercase());
        assert_eq!(
            encode_range(lower.as_bytes(), HashMode::Sha1).unwrap(),
            encode_range(format!("{A}:3").as_bytes(), HashMode::Sha1).unwrap()
        );
    }

    #[test]
    fn hex_is_decoded_in_either_case_and_anything_else_refused() {
        let mut out = [0u8; 4];
        assert!(pack_hex(b"09afAF7e", &mut out));
        assert_eq!(out, [0x09, 0xaf, 0xaf, 0x7e]);
        for bad in [b"09afAF7g", b"09af AF7", b"09af:F7e", b"\xff9afAF7e"] {
            assert!(!pack_hex(bad, &mut out), "{bad:?}");
        }
        for byte in 0..=255u8 {
            let text = [byte, b'0'];
            let expected = hex::decode(text).is_ok();
            assert_eq!(pack_hex(&text, &mut out[..1]), expected, "{byte}");
        }
    }
}
