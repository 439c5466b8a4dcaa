//! A range as the public service writes it, from the rows the store keeps: uppercase
//! `SUFFIX:COUNT` rows in order, CRLF between them. The range server renders every answer
//! its body cache misses with it, so it is written for speed (see [`render`]).

use super::format::{decode_varint, NTLM_KEY_LEN, SHA1_KEY_LEN};
use ward_client::passwords::HashMode;

const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// Each byte as two uppercase hex digits.
pub(crate) const HEX_PAIRS: [[u8; 2]; 256] = {
    let mut table = [[0u8; 2]; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = [HEX[byte >> 4], HEX[byte & 0x0F]];
        byte += 1;
    }
    table
};

/// The range as the service writes it: uppercase `SUFFIX:COUNT` rows in order, CRLF
/// between them, none after the last; `None` when the counts do not decode.
///
/// This runs for every answer the body cache misses, so it is written for speed. Each row
/// is written in pieces of fixed size, which the compiler turns into plain moves where a
/// piece of a row's own length would be a call to `memcpy`: the key's hex digits whole,
/// the last one replaced by the colon (computed on whole registers, which the compiler
/// turns into vector instructions), then the count with CRLF in a piece of 4 or 8 bytes,
/// the next piece written over the bytes past its end. The pieces go into a buffer of
/// zeros at a place kept in a local: appended to a `Vec` one by one, each piece waited on
/// the length the one before had stored, and that cost more than writing the zeros first
/// (4.6 to 5.4 µs for 500 rows against 3.7 to 3.9). The buffer is sized once, from the
/// counts' stored length, within a few percent of the text, and never reallocated (the
/// body cache counts a body at its buffer's size, and a buffer shrunk afterwards leaves
/// slivers the allocator cannot use for the next body).
pub fn render(bytes: &[u8], rows: u32, mode: HashMode) -> Option<Vec<u8>> {
    match mode {
        HashMode::Sha1 => {
            render_rows::<{ SHA1_KEY_LEN }, { 2 * SHA1_KEY_LEN }>(bytes, rows, mode.suffix_len())
        }
        HashMode::Ntlm => {
            render_rows::<{ NTLM_KEY_LEN }, { 2 * NTLM_KEY_LEN }>(bytes, rows, mode.suffix_len())
        }
    }
}

/// Decimal digits of the largest count (`u64::MAX`).
const COUNT_DIGITS: usize = 20;

/// Bytes a row's last piece may reach past the row's end: written over by the next row,
/// or cut off after the last.
const OVERHANG: usize = 8;

fn render_rows<const WIDTH: usize, const HEX_LEN: usize>(
    bytes: &[u8],
    rows: u32,
    digits: usize,
) -> Option<Vec<u8>> {
    const { assert!(HEX_LEN == 2 * WIDTH) };
    // The colon takes the place of the key's spare digit.
    if digits + 1 != HEX_LEN {
        return None;
    }
    let rows = rows as usize;
    let keys = bytes.get(..rows.checked_mul(WIDTH)?)?;
    let mut counts = bytes.get(keys.len()..)?;
    // A count stored in k bytes is below 2^(7k), so it has at most 2k + 1 digits.
    let longest = rows
        .checked_mul(digits + 1 + 1 + 2)?
        .checked_add(counts.len().checked_mul(2)?)?;
    let mut out = vec![0u8; longest.checked_add(OVERHANG)?];
    let mut at = 0;
    for key in keys.chunks_exact(WIDTH) {
        let key: &[u8; WIDTH] = key.try_into().ok()?;
        let mut hex: [u8; HEX_LEN] = hex_digits(key);
        hex[digits] = b':';
        out.get_mut(at..at + HEX_LEN)?.copy_from_slice(&hex);
        at += HEX_LEN;
        let value = next_count(&mut counts)?;
        at = write_count(&mut out, at, value)?;
    }
    out.truncate(at.saturating_sub(2));
    Some(out)
}

/// `key` as uppercase hex, two digits a byte. Written as arithmetic on every byte at once
/// (no table), which the compiler turns into vector instructions.
#[inline(always)]
fn hex_digits<const WIDTH: usize, const HEX_LEN: usize>(key: &[u8; WIDTH]) -> [u8; HEX_LEN] {
    let mut digits = [0u8; HEX_LEN];
    for (pair, byte) in digits.chunks_exact_mut(2).zip(key) {
        pair[0] = byte >> 4;
        pair[1] = byte & 0x0F;
    }
    for digit in &mut digits {
        // A choice of two constants, not a product: one compare and mask a vector.
        *digit += if *digit > 9 { b'A' - 10 } else { b'0' };
    }
    digits
}

/// The next stored count, taken off the front of `counts`: one byte for nine in ten.
#[inline(always)]
fn next_count(counts: &mut &[u8]) -> Option<u64> {
    match counts.split_first() {
        Some((&byte, rest)) if byte < 0x80 => {
            *counts = rest;
            Some(u64::from(byte))
        }
        _ => {
            let (value, used) = decode_varint(counts)?;
            *counts = counts.get(used..)?;
            Some(value)
        }
    }
}

/// `value` in decimal and CRLF, written into `out` at `at`; where the row ends. Nine counts
/// in ten are below 100 and about half of those have one digit: written without a branch
/// on their length (a two-way guess missed every other row); most others have three or
/// four digits. A piece reaches at most [`OVERHANG`] bytes past the row's end, and `None`
/// says it would not fit, which a buffer sized by `render_rows` never meets.
#[inline(always)]
fn write_count(out: &mut [u8], at: usize, value: u64) -> Option<usize> {
    if value < 100 {
        out.get_mut(at..at + 4)?
            .copy_from_slice(&SMALL_COUNTS[value as usize]);
        Some(at + 4 - usize::from(value < 10))
    } else if value < 10_000 {
        let high = u64::from(u16::from_le_bytes(DECIMAL_PAIRS[(value / 100) as usize]));
        let low = u64::from(u16::from_le_bytes(DECIMAL_PAIRS[(value % 100) as usize]));
        const CRLF: u64 = 0x0A0D;
        // Three digits: the high pair's leading zero left out.
        let (piece, len) = if value < 1000 {
            ((high >> 8) | (low << 8) | (CRLF << 24), 5)
        } else {
            (high | (low << 16) | (CRLF << 32), 6)
        };
        out.get_mut(at..at + 8)?
            .copy_from_slice(&piece.to_le_bytes());
        Some(at + len)
    } else {
        let mut room = [0u8; COUNT_DIGITS + 2];
        let len = write_decimal(&mut room, value);
        room[len..len + 2].copy_from_slice(b"\r\n");
        out.get_mut(at..at + len + 2)?
            .copy_from_slice(&room[..len + 2]);
        Some(at + len + 2)
    }
}

/// `value` in decimal at the start of `room` (at least [`COUNT_DIGITS`] long), two digits
/// at a time from the end; the number of digits written.
fn write_decimal(room: &mut [u8], mut value: u64) -> usize {
    let len = value.checked_ilog10().map_or(1, |log| log as usize + 1);
    let mut end = len;
    while value >= 100 {
        end -= 2;
        room[end..end + 2].copy_from_slice(&DECIMAL_PAIRS[(value % 100) as usize]);
        value /= 100;
    }
    if value >= 10 {
        room[..2].copy_from_slice(&DECIMAL_PAIRS[value as usize]);
    } else {
        room[0] = b'0' + value as u8;
    }
    len
}

/// 0 to 99 as written in a row with the CRLF after them, four bytes each: one digit, CRLF
/// and a byte dropped again, or two digits and CRLF.
const SMALL_COUNTS: [[u8; 4]; 100] = {
    let mut table = [[0u8; 4]; 100];
    let mut value = 0;
    while value < 100 {
        table[value] = if value < 10 {
            [b'0' + value as u8, b'\r', b'\n', 0]
        } else {
            [
                DECIMAL_PAIRS[value][0],
                DECIMAL_PAIRS[value][1],
                b'\r',
                b'\n',
            ]
        };
        value += 1;
    }
    table
};

/// 0 to 99 as two decimal digits each.
const DECIMAL_PAIRS: [[u8; 2]; 100] = {
    let mut table = [[0u8; 2]; 100];
    let mut value = 0;
    while value < 100 {
        table[value] = [b'0' + (value / 10) as u8, b'0' + (value % 10) as u8];
        value += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::format;

    #[test]
    fn rows_of_both_widths_and_any_count_render_as_written() {
        // Whole rows, both key widths, counts of every length, against the text they came from.
        for mode in [HashMode::Sha1, HashMode::Ntlm] {
            let digits = mode.suffix_len();
            let rows: Vec<String> = (0..50u64)
                .map(|n| {
                    let suffix: String = (0..digits)
                        .map(|i| char::from(HEX[((n * 7 + i as u64 * 13) % 16) as usize]))
                        .collect();
                    let count = match n % 5 {
                        0 => n,
                        1 => n * 10 + 5,
                        2 => n * n * 1_000_003,
                        3 => 9_999_999_999_999_999_999 - n,
                        _ => 100 * n,
                    };
                    format!("{suffix}:{count}")
                })
                .collect();
            let mut sorted = rows.clone();
            sorted.sort();
            sorted.dedup_by(|a, b| a[..digits] == b[..digits]);
            let body = sorted.join("\r\n");
            let (bytes, count) = format::encode_range(body.as_bytes(), mode).unwrap();
            let rendered = render(&bytes, count, mode).unwrap();
            // The buffer is sized once and close to the text (the cache counts buffers).
            assert!(
                rendered.capacity() <= rendered.len() * 21 / 20 + 64,
                "{} for {}",
                rendered.capacity(),
                rendered.len()
            );
            assert_eq!(String::from_utf8(rendered).unwrap(), body);
        }
    }

    #[test]
    fn every_hex_digit_and_the_counts_around_each_length_render_as_written() {
        // Row n has digit n % 16 in every place (every digit, in every place of both widths)
        // and count n: 0 to 120 covers the one- and two-digit counts written in one piece
        // and the three-digit ones after them; the powers of ten and their neighbours
        // cover every other length the text can give (the three- and four-digit pieces,
        // then 19 digits; the store's widest, u64::MAX, is below), and 127 to 128 and
        // 16,383 to 16,384 the counts around the one- and two-byte stored lengths.
        let mut counts: Vec<u64> = (0..=120).collect();
        counts.extend([127, 128, 129, 16_383, 16_384]);
        for power in 2..19 {
            let ten = 10u64.pow(power);
            counts.extend([ten - 1, ten, ten + 1]);
        }
        counts.push(10u64.pow(19) - 1);
        for mode in [HashMode::Sha1, HashMode::Ntlm] {
            let digits = mode.suffix_len();
            let rows: Vec<String> = counts
                .iter()
                .enumerate()
                .map(|(n, count)| {
                    let digit = char::from(HEX[n % 16]);
                    // A distinct, ascending lead keeps the rows sorted and apart.
                    let lead = format!("{n:03X}");
                    let suffix: String = lead
                        .chars()
                        .chain(std::iter::repeat_n(digit, digits - lead.len()))
                        .collect();
                    format!("{suffix}:{count}")
                })
                .collect();
            let body = rows.join("\r\n");
            let (bytes, count) = format::encode_range(body.as_bytes(), mode).unwrap();
            let rendered = render(&bytes, count, mode).unwrap();
            assert_eq!(String::from_utf8(rendered).unwrap(), body, "{mode:?}");
        }
    }

    #[test]
    fn the_widest_counts_render_whole() {
        // Two SHA-1 rows, counts u64::MAX (20 digits) and 0, as the store writes them.
        let mut bytes = vec![0xABu8; 2 * SHA1_KEY_LEN];
        bytes[SHA1_KEY_LEN - 1] = 0xA0;
        bytes.extend_from_slice(&[0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]);
        bytes.push(0);
        let row = "AB".repeat(17) + "A";
        assert_eq!(
            String::from_utf8(render(&bytes, 2, HashMode::Sha1).unwrap()).unwrap(),
            format!("{row}:18446744073709551615\r\n{}:0", "AB".repeat(17) + "A")
        );
        // Counts that end early or never end are refused, not read past.
        assert_eq!(
            render(&bytes[..2 * SHA1_KEY_LEN + 10], 2, HashMode::Sha1),
            None
        );
        assert_eq!(
            render(&bytes[..2 * SHA1_KEY_LEN - 1], 2, HashMode::Sha1),
            None
        );
        let mut endless = bytes[..2 * SHA1_KEY_LEN].to_vec();
        endless.extend_from_slice(&[0x80; 11]);
        assert_eq!(render(&endless, 2, HashMode::Sha1), None);
        assert_eq!(render(&[], 0, HashMode::Ntlm), Some(Vec::new()));
    }
}
