//! Range bodies: `SUFFIX:COUNT` lines. Anything else (an HTML captive portal, a truncated
//! or empty body) is an error, never "not pwned".

use super::hash::HashMode;

/// What a valid body held.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RangeStats {
    /// Rows with a count above zero.
    pub rows: usize,
    /// Count-0 rows: padding, to be ignored.
    pub padding: usize,
    /// Whether the real rows were in ascending suffix order.
    pub sorted: bool,
    /// Bytes from the start of the body to the end of the last counted row (padding
    /// rows all come after it).
    pub counted_len: usize,
}

/// How strictly to check a body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strictness {
    /// Online checks: padding rows (count 0, appended unsorted) are allowed.
    Padded,
    /// Downloads never ask for padding: rows must be sorted and every count above zero.
    Unpadded,
}

/// Split a body into lines, accepting CRLF or LF and at most one final line ending.
fn lines(body: &[u8]) -> impl Iterator<Item = &[u8]> {
    let trimmed = body
        .strip_suffix(b"\n")
        .map(|rest| rest.strip_suffix(b"\r").unwrap_or(rest))
        .unwrap_or(body);
    trimmed
        .split(|byte| *byte == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line))
}

/// One row's suffix and count, or `None` when the line is not a row of this mode.
fn parse_row(line: &[u8], suffix_len: usize) -> Option<(&[u8], u64)> {
    if line.len() < suffix_len + 2 || line[suffix_len] != b':' {
        return None;
    }
    let (suffix, rest) = line.split_at(suffix_len);
    let digits = &rest[1..];
    if digits.len() > 19 || !suffix.iter().all(u8::is_ascii_hexdigit) {
        return None;
    }
    let mut count: u64 = 0;
    for digit in digits {
        if !digit.is_ascii_digit() {
            return None;
        }
        count = count * 10 + u64::from(digit - b'0');
    }
    Some((suffix, count))
}

fn compare_hex(a: &[u8], b: &[u8]) -> std::cmp::Ordering {
    a.iter()
        .map(u8::to_ascii_uppercase)
        .cmp(b.iter().map(u8::to_ascii_uppercase))
}

/// Check every line of `body`; the error says what was wrong in words safe to show.
pub fn validate(body: &[u8], mode: HashMode, strictness: Strictness) -> Result<RangeStats, String> {
    scan(body, mode, strictness, |_, _| {})
}

/// Check every row and find the counts of `wanted` suffixes (uppercase hex) in the same
/// pass; absent suffixes and padding rows count 0.
pub fn validate_and_count(
    body: &[u8],
    mode: HashMode,
    strictness: Strictness,
    wanted: &[&[u8]],
) -> Result<(RangeStats, Vec<u64>), String> {
    let mut counts = vec![0u64; wanted.len()];
    let stats = scan(body, mode, strictness, |row, count| {
        for (index, suffix) in wanted.iter().enumerate() {
            // Rows are uppercase in practice: a cheap first-byte test before the full one.
            if row[0].eq_ignore_ascii_case(&suffix[0]) && row.eq_ignore_ascii_case(suffix) {
                counts[index] = counts[index].max(count);
            }
        }
    })?;
    Ok((stats, counts))
}

/// Whether every byte is a hex digit, and whether any is a lowercase letter. Written
/// without branches so the compiler can check a whole suffix with vector instructions.
fn classify_hex(suffix: &[u8]) -> (bool, bool) {
    let (mut bad, mut lower) = (0u8, 0u8);
    for &byte in suffix {
        let digit = byte.wrapping_sub(b'0') < 10;
        let upper = byte.wrapping_sub(b'A') < 6;
        let low = byte.wrapping_sub(b'a') < 6;
        bad |= u8::from(!(digit | upper | low));
        lower |= u8::from(low);
    }
    (bad == 0, lower != 0)
}

/// Byte order of two same-case suffixes; the first 8 bytes decide almost every time.
fn compare_same_case(a: &[u8], b: &[u8]) -> std::cmp::Ordering {
    if let (Some(head_a), Some(head_b)) = (a.first_chunk::<8>(), b.first_chunk::<8>()) {
        let order = u64::from_be_bytes(*head_a).cmp(&u64::from_be_bytes(*head_b));
        if order != std::cmp::Ordering::Equal {
            return order;
        }
    }
    a.cmp(b)
}

/// The one pass behind [`validate`]: every row must be `SUFFIX:COUNT` with the mode's
/// suffix length, rows separated by CRLF or LF, at most one final line ending. `visit`
/// sees each counted row (count above zero).
fn scan(
    body: &[u8],
    mode: HashMode,
    strictness: Strictness,
    mut visit: impl FnMut(&[u8], u64),
) -> Result<RangeStats, String> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Err("the body was empty".to_string());
    }
    let suffix_len = mode.suffix_len();
    let mut stats = RangeStats {
        sorted: true,
        ..RangeStats::default()
    };
    let mut previous: Option<(&[u8], bool)> = None;
    let mut position = 0usize;
    let mut line = 0usize;
    let malformed = |line: usize| {
        if line == 1 {
            format!(
                "it is not a list of {suffix_len}-character SUFFIX:COUNT rows; {}",
                crate::http::describe_body("", body)
            )
        } else {
            format!(
                "line {line} is not a {suffix_len}-character SUFFIX:COUNT row (a truncated or corrupted body)"
            )
        }
    };
    while position < body.len() {
        line += 1;
        let colon = position + suffix_len;
        if colon + 1 >= body.len() || body[colon] != b':' {
            return Err(malformed(line));
        }
        let suffix = &body[position..colon];
        let (hex, lower) = classify_hex(suffix);
        if !hex {
            return Err(malformed(line));
        }
        let mut cursor = colon + 1;
        let mut count: u64 = 0;
        while cursor < body.len() && body[cursor].is_ascii_digit() {
            if cursor - colon > 19 {
                return Err(malformed(line));
            }
            count = count * 10 + u64::from(body[cursor] - b'0');
            cursor += 1;
        }
        if cursor == colon + 1 {
            return Err(malformed(line));
        }
        // The line ending: CRLF or LF; a final one may end the body.
        if cursor < body.len() {
            if body[cursor] == b'\r' {
                cursor += 1;
            }
            if cursor >= body.len() || body[cursor] != b'\n' {
                return Err(malformed(line));
            }
            cursor += 1;
        }
        position = cursor;
        if count == 0 {
            if strictness == Strictness::Unpadded {
                return Err(format!(
                    "line {line} has a count of 0, but padding was not asked for"
                ));
            }
            stats.padding += 1;
            continue;
        }
        if stats.padding > 0 {
            // Padding goes after every real row; a real row after it means a mangled body.
            return Err(format!(
                "line {line} is a counted row after the padding rows"
            ));
        }
        if let Some((before, before_lower)) = previous {
            let order = if lower || before_lower {
                compare_hex(before, suffix)
            } else {
                compare_same_case(before, suffix)
            };
            if order != std::cmp::Ordering::Less {
                stats.sorted = false;
                if strictness == Strictness::Unpadded {
                    return Err(format!(
                        "line {line} is out of order (rows must be sorted by suffix, without repeats)"
                    ));
                }
            }
        }
        previous = Some((suffix, lower));
        visit(suffix, count);
        stats.rows += 1;
        stats.counted_len = position;
    }
    Ok(stats)
}

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
/// [`validate`]: a binary search when they are sorted, one pass when not. Padding rows
/// are never a match.
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
    use super::*;

    const A: &str = "0018A45C4D1DEF81644B54AB7F969B88D65";
    const B: &str = "00D4F6E8FA6EECAD2A3AA415EEC418D38EC";

    fn body(lines: &[String], ending: &str) -> Vec<u8> {
        lines.join(ending).into_bytes()
    }

    #[test]
    fn accepts_crlf_lf_and_a_trailing_newline() {
        let rows = vec![format!("{A}:3"), format!("{B}:2")];
        for ending in ["\r\n", "\n"] {
            let mut text = body(&rows, ending);
            let stats = validate(&text, HashMode::Sha1, Strictness::Unpadded).unwrap();
            assert_eq!((stats.rows, stats.padding, stats.sorted), (2, 0, true));
            text.extend_from_slice(ending.as_bytes());
            assert!(validate(&text, HashMode::Sha1, Strictness::Unpadded).is_ok());
        }
    }

    #[test]
    fn padding_rows_are_ignored_when_allowed_and_never_match() {
        let pad = "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF";
        let text = body(
            &[format!("{B}:2"), format!("{pad}:0"), format!("{A}:0")],
            "\r\n",
        );
        let stats = validate(&text, HashMode::Sha1, Strictness::Padded).unwrap();
        assert_eq!((stats.rows, stats.padding), (1, 2));
        assert_eq!(count_of(&text, A.as_bytes()), 0);
        assert_eq!(count_of(&text, B.as_bytes()), 2);
        assert!(validate(&text, HashMode::Sha1, Strictness::Unpadded).is_err());
    }

    #[test]
    fn lowercase_rows_match_case_insensitively() {
        let text = format!("{}:7", A.to_ascii_lowercase());
        assert!(validate(text.as_bytes(), HashMode::Sha1, Strictness::Padded).is_ok());
        assert_eq!(count_of(text.as_bytes(), A.as_bytes()), 7);
    }

    #[test]
    fn html_truncated_empty_and_wrong_mode_bodies_are_errors() {
        let html = b"<!DOCTYPE html><html><head><title>Wi-Fi login</title></head></html>";
        let error = validate(html, HashMode::Sha1, Strictness::Padded).unwrap_err();
        assert!(error.contains("Wi-Fi login"), "{error}");
        assert!(validate(b"", HashMode::Sha1, Strictness::Padded).is_err());
        assert!(validate(b"\r\n", HashMode::Sha1, Strictness::Padded).is_err());
        let truncated = format!("{A}:3\r\n{}", &B[..20]);
        let error = validate(truncated.as_bytes(), HashMode::Sha1, Strictness::Padded).unwrap_err();
        assert!(error.contains("line 2"), "{error}");
        let no_count = format!("{A}:");
        assert!(validate(no_count.as_bytes(), HashMode::Sha1, Strictness::Padded).is_err());
        // SHA-1 rows are too long for NTLM.
        assert!(validate(A.as_bytes(), HashMode::Ntlm, Strictness::Padded).is_err());
        let blank_inside = format!("{A}:3\r\n\r\n{B}:2");
        assert!(validate(blank_inside.as_bytes(), HashMode::Sha1, Strictness::Padded).is_err());
    }

    #[test]
    fn unpadded_bodies_must_be_sorted() {
        let text = body(&[format!("{B}:2"), format!("{A}:3")], "\r\n");
        assert!(
            !validate(&text, HashMode::Sha1, Strictness::Padded)
                .unwrap()
                .sorted
        );
        assert!(validate(&text, HashMode::Sha1, Strictness::Unpadded).is_err());
    }

    #[test]
    fn counted_rows_after_padding_are_rejected() {
        let pad = "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF";
        let text = body(&[format!("{pad}:0"), format!("{A}:3")], "\r\n");
        assert!(validate(&text, HashMode::Sha1, Strictness::Padded).is_err());
    }

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
    fn counting_in_the_validating_pass_matches_count_of() {
        let pad = "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF";
        let text = body(
            &[
                format!("{A}:3"),
                format!("{}:2", B.to_ascii_lowercase()),
                format!("{pad}:0"),
            ],
            "\r\n",
        );
        let wanted = [A.as_bytes(), B.as_bytes(), pad.as_bytes()];
        let (stats, counts) =
            validate_and_count(&text, HashMode::Sha1, Strictness::Padded, &wanted).unwrap();
        assert_eq!((stats.rows, stats.padding, stats.sorted), (2, 1, true));
        assert_eq!(counts, [3, 2, 0]);
        for (suffix, count) in wanted.iter().zip(counts) {
            assert_eq!(count_of(&text, suffix), count);
        }
        // A final line ending with nothing after it is fine; a bare CR or a lone colon not.
        assert!(validate(
            format!("{A}:3\r\n").as_bytes(),
            HashMode::Sha1,
            Strictness::Padded
        )
        .is_ok());
        assert!(validate(
            format!("{A}:3\r").as_bytes(),
            HashMode::Sha1,
            Strictness::Padded
        )
        .is_err());
        assert!(validate(
            format!("{A}:3\r\n\r\n").as_bytes(),
            HashMode::Sha1,
            Strictness::Padded
        )
        .is_err());
        assert!(validate(
            format!("{A}:12345678901234567890").as_bytes(),
            HashMode::Sha1,
            Strictness::Padded
        )
        .is_err());
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
