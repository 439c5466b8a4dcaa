//! Counts looked up in bodies [`validate`](super::validate) has accepted: one pass, or a
//! binary search over byte offsets when the rows are sorted.

use super::{compare_hex, lines, parse_row, RangeStats};
use crate::passwords::hash::HashMode;

/// The count of `suffix` (uppercase hex) in a body already validated; 0 when absent.
/// Count-0 padding rows are never a match.
pub fn count_of(body: &[u8], suffix: &[u8]) -> u64 {
    let suffix_len = suffix.len();
    lines(body)
        .filter_map(|line| parse_row(line, suffix_len))
        .filter(|(row, _)| row.eq_ignore_ascii_case(suffix))
        .map(|(_, count)| count)
        .max()
        .unwrap_or(0)
}

/// The count of `suffix` (uppercase hex) in a validated, sorted, unpadded body: O(log n)
/// row comparisons at worst, no allocation. `None` when the body is empty or a row the
/// search lands on is not a `SUFFIX:COUNT` row (a damaged store): never a silent "not
/// found".
///
/// Suffixes are hash digits, spread evenly, so a row's place in the body is guessed from
/// its first digits (interpolation) for the first few steps, then halved. The guesses
/// land within a few dozen rows at once: a bulk check looks a suffix up in a body read
/// many bodies ago, no longer in the processor's cache, and each row a plain halving
/// visits (about ten in a range) was a wait on memory.
pub fn count_sorted(body: &[u8], suffix: &[u8]) -> Option<u64> {
    /// Steps that guess before the search falls back to halving, which bounds a body
    /// whose rows are not spread evenly to O(log n) steps.
    const GUESSES: u32 = 4;
    if body.is_empty() {
        return None;
    }
    let suffix_len = suffix.len();
    let target = leading_value(suffix);
    // Half-open window [low, high) of byte offsets where the row may start, and bounds on
    // the leading value of the rows inside it.
    let (mut low, mut high) = (0usize, body.len());
    let (mut low_value, mut high_value) = (0u64, u64::MAX);
    let mut step = 0;
    while low < high {
        let probe = if step < GUESSES {
            guess(low, high, low_value, high_value, target)
        } else {
            low + (high - low) / 2
        };
        step += 1;
        let start = memchr::memrchr(b'\n', &body[low..probe]).map_or(low, |at| low + at + 1);
        let end = memchr::memchr(b'\n', &body[start..]).map_or(body.len(), |at| start + at);
        let line = body[start..end]
            .strip_suffix(b"\r")
            .unwrap_or(&body[start..end]);
        let (row, count) = parse_row(line, suffix_len)?;
        match compare_hex(row, suffix) {
            std::cmp::Ordering::Equal => return Some(count),
            std::cmp::Ordering::Less => {
                low = end + 1;
                low_value = leading_value(row);
            }
            std::cmp::Ordering::Greater => {
                high = start;
                high_value = leading_value(row);
            }
        }
    }
    Some(0)
}

/// The first 16 hex digits of `hex` (fewer when shorter, any case) as a number scaled to
/// the whole of `u64`, where a suffix's place among evenly spread ones is known.
fn leading_value(hex: &[u8]) -> u64 {
    let digits = &hex[..hex.len().min(16)];
    let value = digits.iter().fold(0u64, |value, digit| {
        let nibble = match digit {
            b'0'..=b'9' => digit - b'0',
            b'a'..=b'f' => digit - b'a' + 10,
            b'A'..=b'F' => digit - b'A' + 10,
            _ => 0,
        };
        (value << 4) | u64::from(nibble)
    });
    value << (4 * (16 - digits.len()) as u32)
}

/// Where in `[low, high)` a row of leading value `target` sits when the rows between
/// `low_value` and `high_value` are spread evenly over those bytes.
fn guess(low: usize, high: usize, low_value: u64, high_value: u64, target: u64) -> usize {
    let span = u128::from(high_value.saturating_sub(low_value)).max(1);
    let into = u128::from(target.saturating_sub(low_value)).min(span);
    let offset = (high - low) as u128 * into / span;
    // Offsets fit in usize: `offset` is at most `high - low`.
    (low + offset as usize).min(high - 1)
}

/// The count of `suffix` (hex, any case) among the counted rows of a body checked by
/// [`validate`](super::validate): a binary search when they are sorted, one pass when
/// not. Padding rows are never a match.
pub fn count_in(body: &[u8], stats: &RangeStats, suffix: &[u8]) -> u64 {
    let counted = &body[..stats.counted_len.min(body.len())];
    if stats.rows == 0 {
        return 0;
    }
    if stats.sorted {
        if let Some(count) = count_sorted(counted, suffix) {
            return count;
        }
    }
    count_of(counted, suffix)
}

/// Every counted row of a validated body, suffix uppercased, padding dropped.
pub fn rows(body: &[u8], mode: HashMode) -> Vec<(String, u64)> {
    lines(body)
        .filter_map(|line| parse_row(line, mode.suffix_len()))
        .filter(|(_, count)| *count > 0)
        .map(|(suffix, count)| (String::from_utf8_lossy(suffix).to_ascii_uppercase(), count))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::tests::{body, A, B};
    use super::*;
    use crate::passwords::range::{validate, Strictness};

    #[test]
    fn binary_search_finds_every_row_and_nothing_else() {
        let mut suffixes: Vec<String> = (0..300u32)
            .map(|i| format!("{:035X}", u128::from(i) * 7_919_000_000_000_000_000_000u128))
            .collect();
        suffixes.sort();
        let lines: Vec<String> = suffixes
            .iter()
            .enumerate()
            .map(|(i, s)| format!("{s}:{}", i + 1))
            .collect();
        for ending in ["\r\n", "\n"] {
            let text = body(&lines, ending);
            assert!(validate(&text, HashMode::Sha1, Strictness::Unpadded).is_ok());
            for (i, suffix) in suffixes.iter().enumerate() {
                assert_eq!(count_sorted(&text, suffix.as_bytes()), Some(i as u64 + 1));
            }
            assert_eq!(
                count_sorted(&text, format!("{:035X}", 1).as_bytes()),
                Some(0)
            );
            assert_eq!(count_sorted(&text, "F".repeat(35).as_bytes()), Some(0));
        }
    }

    /// Against the one-pass count, on bodies whose suffixes are spread evenly, bunched at
    /// one end, in lowercase, or all sharing their first digits: every row is found and
    /// suffixes beside them are not.
    #[test]
    fn the_guessing_search_agrees_with_one_pass_on_any_spread() {
        let mut random = fastrand::Rng::with_seed(7);
        let shapes: [fn(&mut fastrand::Rng) -> u128; 4] = [
            |random| random.u128(..) >> 12,
            |random| (random.u128(..) >> 12) / 1_000_000_007,
            |random| (random.u128(..) >> 64) | (0xABCD_EF01_2345_6789u128 << 52),
            |random| u128::from(random.u8(..)),
        ];
        for (shape, draw) in shapes.iter().enumerate() {
            for rows in [1usize, 2, 3, 50, 400] {
                let mut values: Vec<u128> = (0..rows).map(|_| draw(&mut random)).collect();
                values.sort_unstable();
                values.dedup();
                let suffixes: Vec<String> = values
                    .iter()
                    .map(|value| {
                        let text = format!("{value:035X}");
                        if shape == 2 {
                            text.to_ascii_lowercase()
                        } else {
                            text
                        }
                    })
                    .collect();
                let lines: Vec<String> = suffixes
                    .iter()
                    .map(|suffix| format!("{suffix}:{}", 1 + random.u64(..1_000_000)))
                    .collect();
                let text = body(&lines, "\r\n");
                assert!(validate(&text, HashMode::Sha1, Strictness::Unpadded).is_ok());
                for (suffix, value) in suffixes.iter().zip(&values) {
                    let upper = suffix.to_ascii_uppercase();
                    let found = count_sorted(&text, upper.as_bytes());
                    assert_eq!(found, Some(count_of(&text, upper.as_bytes())), "{upper}");
                    assert_ne!(found, Some(0), "{upper}");
                    for beside in [value.saturating_sub(1), value + 1] {
                        let other = format!("{beside:035X}");
                        let expected = count_of(&text, other.as_bytes());
                        assert_eq!(
                            count_sorted(&text, other.as_bytes()),
                            Some(expected),
                            "{other}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn binary_search_fails_closed_on_a_damaged_body() {
        // An empty body or rows that do not parse are damage, never "not found".
        assert_eq!(count_sorted(b"", A.as_bytes()), None);
        assert_eq!(count_sorted(&[0u8; 4_000], A.as_bytes()), None);
        assert_eq!(
            count_sorted(b"<html><body>not a range</body></html>", A.as_bytes()),
            None
        );
        // A suffix of the other mode's length does not match any row shape either.
        let text = format!("{A}:3\r\n{B}:2");
        assert_eq!(count_sorted(text.as_bytes(), &A.as_bytes()[..27]), None);
    }

    #[test]
    fn count_in_sees_counted_rows_only_sorted_or_not() {
        let pad = "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF";
        for (rows, sorted) in [([A, B], true), ([B, A], false)] {
            let text = body(
                &[
                    format!("{}:3", rows[0]),
                    format!("{}:5", rows[1]),
                    format!("{pad}:0"),
                ],
                "\r\n",
            );
            let stats = validate(&text, HashMode::Sha1, Strictness::Padded).unwrap();
            assert_eq!(stats.sorted, sorted);
            assert_eq!(count_in(&text, &stats, rows[0].as_bytes()), 3);
            assert_eq!(count_in(&text, &stats, rows[1].as_bytes()), 5);
            assert_eq!(count_in(&text, &stats, pad.as_bytes()), 0);
            let lower = rows[1].to_ascii_lowercase();
            assert_eq!(count_in(&text, &stats, lower.as_bytes()), 5);
        }
        let only_padding = format!("{A}:0\r\n{B}:0");
        let stats = validate(only_padding.as_bytes(), HashMode::Sha1, Strictness::Padded).unwrap();
        assert_eq!(count_in(only_padding.as_bytes(), &stats, A.as_bytes()), 0);
    }

    #[test]
    fn rows_lists_counted_rows_uppercased() {
        let text = body(
            &[format!("{}:3", A.to_ascii_lowercase()), format!("{B}:0")],
            "\n",
        );
        assert_eq!(rows(&text, HashMode::Sha1), vec![(A.to_string(), 3)]);
    }
}
