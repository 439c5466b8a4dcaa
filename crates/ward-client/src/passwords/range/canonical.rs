//! The quick check of a range body in the form the service writes: uppercase suffixes,
//! counts of at most seven digits, rows whose first eight suffix digits differ. It reads
//! each row through a window of fixed size and decides its shape without a branch the
//! processor could guess wrong; the row-by-row check in [`super::scan`] walked each count
//! digit by digit, and the length of a count (one or two digits, about evenly, in real
//! ranges) was a branch missed every other row. It ran for every row of every range a
//! bulk check fetches, a fifth of the check's CPU.
//!
//! It never decides alone: any body it does not accept whole goes to the full check,
//! which accepts or explains. What it accepts, the full check accepts with the same
//! figures (a test compares the two on bodies broken at every place).

use super::{RangeStats, Strictness};

/// Bytes read from the start of each row: the longest suffix (35), its colon, a word of
/// count digits (8) and the line ending's second byte.
const WINDOW: usize = 48;

/// The body's figures when it is canonical and valid; `None` when the full check must
/// decide (a lowercase or long row, a problem, or rows whose order needs more than their
/// first eight digits).
pub(super) fn scan<const SUFFIX_LEN: usize>(
    body: &[u8],
    strictness: Strictness,
) -> Option<RangeStats> {
    if body.is_empty() {
        return None;
    }
    let mut stats = RangeStats {
        sorted: true,
        ..RangeStats::default()
    };
    let mut previous: Option<u64> = None;
    let mut position = 0;
    let mut tail = [0u8; WINDOW];
    while position < body.len() {
        let rest = &body[position..];
        // The last row or two are read through a copy padded with zeros: a zero is no
        // digit, colon or line ending, so nothing past the body can pass for one.
        let window: &[u8; WINDOW] = match rest.first_chunk() {
            Some(window) => window,
            None => {
                tail.fill(0);
                tail[..rest.len()].copy_from_slice(rest);
                &tail
            }
        };
        let suffix: &[u8; SUFFIX_LEN] = window.first_chunk()?;
        let digits_word = *window.get(SUFFIX_LEN + 1..)?.first_chunk::<8>()?;
        let (digits, zero) = digit_run(digits_word);
        let shaped =
            upper_hex(suffix) & (window[SUFFIX_LEN] == b':') & (digits.wrapping_sub(1) < 7);
        if !shaped {
            return None;
        }
        let end = SUFFIX_LEN + 1 + digits;
        let consumed = if end == rest.len() {
            end
        } else if window[end] == b'\n' {
            end + 1
        } else if window[end] == b'\r' && window[end + 1] == b'\n' {
            end + 2
        } else {
            return None;
        };
        position += consumed;
        if zero {
            if strictness == Strictness::Unpadded {
                return None;
            }
            stats.padding += 1;
            continue;
        }
        if stats.padding > 0 {
            return None;
        }
        let key = u64::from_be_bytes(*suffix.first_chunk::<8>()?);
        if let Some(before) = previous {
            if before >= key {
                if before == key || strictness == Strictness::Unpadded {
                    return None;
                }
                stats.sorted = false;
            }
        }
        previous = Some(key);
        stats.rows += 1;
        stats.counted_len = position;
    }
    Some(stats)
}

/// Whether every byte is 0-9 or A-F; without branches, so a suffix is checked with a few
/// vector instructions. Not the full check's `classify_hex`, which also looks for
/// lowercase: called here it made this pass 40 % slower (5.3 to 7.5 µs a range).
fn upper_hex<const N: usize>(suffix: &[u8; N]) -> bool {
    let mut bad = 0u8;
    for &byte in suffix {
        let digit = byte.wrapping_sub(b'0') < 10;
        let upper = byte.wrapping_sub(b'A') < 6;
        bad |= u8::from(!(digit | upper));
    }
    bad == 0
}

/// How many of `word`'s bytes are decimal digits before the first that is not (8 when
/// all are), and whether those are all zeros. Each byte XOR '0' is a digit's value when
/// below 10, which adding 0x76 leaves without its top bit; a carry out of a non-digit's
/// byte can disturb only the bytes after it, never the first non-digit.
fn digit_run(word: [u8; 8]) -> (usize, bool) {
    let values = u64::from_le_bytes(word) ^ 0x3030_3030_3030_3030;
    let flags = (values.wrapping_add(0x7676_7676_7676_7676) | values) & 0x8080_8080_8080_8080;
    let run = flags.trailing_zeros() / 8;
    let below = u64::MAX.checked_shr(64 - 8 * run).unwrap_or(0);
    (run as usize, values & below == 0)
}

#[cfg(test)]
mod tests {
    use super::super::tests::{A, B};
    use super::{RangeStats, Strictness};
    use crate::passwords::hash::HashMode;

    /// The full check's verdict, as `validate` gives it without the quick check.
    fn full(body: &[u8], mode: HashMode, strictness: Strictness) -> Result<RangeStats, String> {
        super::super::scan(body, mode, strictness, |_, _| {})
    }

    fn quick(body: &[u8], mode: HashMode, strictness: Strictness) -> Option<RangeStats> {
        match mode {
            HashMode::Sha1 => super::scan::<35>(body, strictness),
            HashMode::Ntlm => super::scan::<27>(body, strictness),
        }
    }

    /// Whatever the quick check accepts, the full check accepts with the same figures.
    fn agree(body: &[u8], mode: HashMode) -> bool {
        let mut accepted = false;
        for strictness in [Strictness::Padded, Strictness::Unpadded] {
            if let Some(stats) = quick(body, mode, strictness) {
                let text = String::from_utf8_lossy(body);
                assert_eq!(
                    full(body, mode, strictness),
                    Ok(stats),
                    "{strictness:?} {text:?}"
                );
                accepted = true;
            }
        }
        accepted
    }

    fn bodies(mode: HashMode) -> Vec<Vec<u8>> {
        let len = mode.suffix_len();
        let (a, b) = (&A[..len], &B[..len]);
        let pad = &"F0E1D2C3B4A5968778695A4B3C2D1E0F00112233"[..len];
        let mut bodies = Vec::new();
        for ending in ["\r\n", "\n"] {
            let rows = [format!("{a}:3"), format!("{b}:1234567"), format!("{pad}:0")];
            let text = rows.join(ending);
            bodies.push(text.clone().into_bytes());
            bodies.push(format!("{text}{ending}").into_bytes());
            bodies.push(format!("{a}:10{ending}{b}:2").into_bytes());
            bodies.push(format!("{b}:9").into_bytes());
        }
        bodies
    }

    /// Every body of the service's form is taken by the quick check, and every change of
    /// one byte to any value, every byte dropped or doubled, and every cut leaves the two
    /// checks agreeing.
    #[test]
    fn the_quick_check_never_accepts_what_the_full_check_would_not() {
        for mode in [HashMode::Sha1, HashMode::Ntlm] {
            for body in bodies(mode) {
                assert!(agree(&body, mode), "{:?}", String::from_utf8_lossy(&body));
                for place in 0..=body.len() {
                    agree(&body[..place], mode);
                    if place == body.len() {
                        continue;
                    }
                    let mut dropped = body.clone();
                    dropped.remove(place);
                    agree(&dropped, mode);
                    let mut doubled = body.clone();
                    doubled.insert(place, body[place]);
                    agree(&doubled, mode);
                    for byte in 0..=255u8 {
                        let mut changed = body.clone();
                        changed[place] = byte;
                        agree(&changed, mode);
                    }
                }
            }
        }
    }

    /// What the quick check leaves to the full one: lowercase, long counts, rows whose
    /// order their first eight digits do not decide.
    #[test]
    fn unusual_bodies_go_to_the_full_check() {
        let mode = HashMode::Sha1;
        let same_head = format!("{}0:1\r\n{}1:1", &A[..34], &A[..34]);
        for body in [
            format!("{}:3", A.to_ascii_lowercase()),
            format!("{A}:12345678"),
            same_head,
        ] {
            assert_eq!(
                quick(body.as_bytes(), mode, Strictness::Padded),
                None,
                "{body}"
            );
            assert!(
                full(body.as_bytes(), mode, Strictness::Padded).is_ok(),
                "{body}"
            );
        }
    }

    #[test]
    fn digit_runs_are_counted_at_every_length() {
        for length in 0..=8 {
            for fill in [b'0', b'7', b'9'] {
                for stop in [0u8, b'\r', b'\n', b':', b'/', b'A', 0x8A, 0xFF] {
                    let mut word = [stop; 8];
                    word[..length].fill(fill);
                    // No digits count as all zeros: the caller refuses an empty count anyway.
                    let zeros = fill == b'0' || length == 0;
                    assert_eq!(super::digit_run(word), (length, zeros), "{word:?}");
                }
            }
        }
    }
}
