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

/// The count of `suffix` (uppercase hex) in a validated, sorted, unpadded body, by binary
/// search over byte offsets: O(log n) row comparisons, no allocation. `None` when the body
/// is empty or a row the search lands on is not a `SUFFIX:COUNT` row (a damaged store):
/// never a silent "not found".
pub fn count_sorted(body: &[u8], suffix: &[u8]) -> Option<u64> {
    if body.is_empty() {
        return None;
    }
    let suffix_len = suffix.len();
    // Half-open window [low, high) of byte offsets where the row may start.
    let (mut low, mut high) = (0usize, body.len());
    while low < high {
        let middle = low + (high - low) / 2;
        let start = body[low..middle]
            .iter()
            .rposition(|byte| *byte == b'\n')
            .map_or(low, |position| low + position + 1);
        let end = body[start..]
            .iter()
            .position(|byte| *byte == b'\n')
            .map_or(body.len(), |position| start + position);
        let line = body[start..end]
            .strip_suffix(b"\r")
            .unwrap_or(&body[start..end]);
        let (row, count) = parse_row(line, suffix_len)?;
        match compare_hex(row, suffix) {
            std::cmp::Ordering::Equal => return Some(count),
            std::cmp::Ordering::Less => low = end + 1,
            std::cmp::Ordering::Greater => high = start,
        }
    }
    Some(0)
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
