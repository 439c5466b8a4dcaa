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
    if body.iter().all(u8::is_ascii_whitespace) {
        return Err("the body was empty".to_string());
    }
    let suffix_len = mode.suffix_len();
    let mut stats = RangeStats {
        sorted: true,
        ..RangeStats::default()
    };
    let mut previous: Option<&[u8]> = None;
    for (index, line) in lines(body).enumerate() {
        let Some((suffix, count)) = parse_row(line, suffix_len) else {
            if index == 0 {
                return Err(format!(
                    "it is not a list of {}-character SUFFIX:COUNT rows; {}",
                    suffix_len,
                    crate::http::describe_body("", body)
                ));
            }
            return Err(format!(
                "line {} is not a {}-character SUFFIX:COUNT row (a truncated or corrupted body)",
                index + 1,
                suffix_len
            ));
        };
        if count == 0 {
            if strictness == Strictness::Unpadded {
                return Err(format!(
                    "line {} has a count of 0, but padding was not asked for",
                    index + 1
                ));
            }
            stats.padding += 1;
            continue;
        }
        if stats.padding > 0 && strictness == Strictness::Padded {
            // Padding goes after every real row; a real row after it means a mangled body.
            return Err(format!(
                "line {} is a counted row after the padding rows",
                index + 1
            ));
        }
        if let Some(previous) = previous {
            if compare_hex(previous, suffix) != std::cmp::Ordering::Less {
                stats.sorted = false;
                if strictness == Strictness::Unpadded {
                    return Err(format!(
                        "line {} is out of order (rows must be sorted by suffix, without repeats)",
                        index + 1
                    ));
                }
            }
        }
        previous = Some(suffix);
        stats.rows += 1;
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
    fn rows_lists_counted_rows_uppercased() {
        let text = body(
            &[format!("{}:3", A.to_ascii_lowercase()), format!("{B}:0")],
            "\n",
        );
        assert_eq!(rows(&text, HashMode::Sha1), vec![(A.to_string(), 3)]);
    }
}
