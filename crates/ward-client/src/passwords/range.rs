//! Range bodies: `SUFFIX:COUNT` lines. Anything else (an HTML captive portal, a truncated
//! or empty body) is an error, never "not pwned".

mod canonical;
mod count;

use super::hash::HashMode;

pub use count::{count_in, count_of, count_sorted, rows};

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
    // Bodies in the service's own form take the quick check; the rest, the full one.
    let canonical = match mode {
        HashMode::Sha1 => canonical::scan::<{ HashMode::Sha1.suffix_len() }>(body, strictness),
        HashMode::Ntlm => canonical::scan::<{ HashMode::Ntlm.suffix_len() }>(body, strictness),
    };
    match canonical {
        Some(stats) => Ok(stats),
        None => scan(body, mode, strictness, |_, _| {}),
    }
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
/// without branches so the compiler can check a whole suffix with vector instructions
/// (a word-at-a-time version measured slower).
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
    visit: impl FnMut(&[u8], u64),
) -> Result<RangeStats, String> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Err("the body was empty".to_string());
    }
    // Each mode's suffix length as a constant, so the check of a suffix's digits is
    // unrolled into a few vector instructions: this loop runs for every row of every
    // range a bulk check fetches.
    match mode {
        HashMode::Sha1 => scan_rows::<{ HashMode::Sha1.suffix_len() }>(body, strictness, visit),
        HashMode::Ntlm => scan_rows::<{ HashMode::Ntlm.suffix_len() }>(body, strictness, visit),
    }
}

fn scan_rows<const SUFFIX_LEN: usize>(
    body: &[u8],
    strictness: Strictness,
    mut visit: impl FnMut(&[u8], u64),
) -> Result<RangeStats, String> {
    let suffix_len = SUFFIX_LEN;
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
        let Some(suffix) = body[position..].first_chunk::<SUFFIX_LEN>() else {
            return Err(malformed(line));
        };
        let (hex, lower) = classify_hex(suffix);
        let suffix = suffix.as_slice();
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

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) const A: &str = "0018A45C4D1DEF81644B54AB7F969B88D65";
    pub(super) const B: &str = "00D4F6E8FA6EECAD2A3AA415EEC418D38EC";

    pub(super) fn body(lines: &[String], ending: &str) -> Vec<u8> {
        lines.join(ending).into_bytes()
    }

    /// The branch-free check against the standard library's, for every byte value at
    /// every place of a suffix of either mode.
    #[test]
    fn suffixes_are_classified_as_byte_by_byte() {
        fn by_bytes(suffix: &[u8]) -> (bool, bool) {
            let hex = suffix.iter().all(u8::is_ascii_hexdigit);
            let lower = suffix.iter().any(|b| (b'a'..=b'f').contains(b));
            (hex, lower)
        }
        for fill in [b'A', b'a', b'0', b'F', b'9'] {
            for place in 0..35 {
                for byte in 0..=255u8 {
                    let mut sha1 = [fill; 35];
                    sha1[place] = byte;
                    assert_eq!(classify_hex(&sha1), by_bytes(&sha1), "{sha1:?}");
                    let mut ntlm = [fill; 27];
                    ntlm[place % 27] = byte;
                    assert_eq!(classify_hex(&ntlm), by_bytes(&ntlm), "{ntlm:?}");
                }
            }
        }
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
        // A final line ending with nothing after it is fine; a bare CR, a blank last line or
        // a count beyond 64 bits not.
        for (text, valid) in [
            (format!("{A}:3\r\n"), true),
            (format!("{A}:3\r"), false),
            (format!("{A}:3\r\n\r\n"), false),
            (format!("{A}:12345678901234567890"), false),
        ] {
            let result = validate(text.as_bytes(), HashMode::Sha1, Strictness::Padded);
            assert_eq!(result.is_ok(), valid, "{text:?}");
        }
    }
}
