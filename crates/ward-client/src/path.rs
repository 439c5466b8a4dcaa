//! One path segment built from a value the user gave (an ID, an account, a version).
//!
//! URL parsers rewrite `.` and `..` segments (also when written as `%2e`), and some servers
//! decode `%2F` or `\` into a separator, so such a value would reach another resource with
//! the caller's credentials. A [`Segment`] is checked once, before any request is built,
//! and everything outside the unreserved characters is percent-encoded.

use std::fmt;

use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};

/// Everything but the unreserved characters of RFC 3986 is encoded.
const ESCAPED: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'~');

/// Why a value cannot be sent as a path segment.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SegmentError {
    /// Nothing was given.
    #[error("it is empty")]
    Empty,
    /// The value is, or decodes to, `.` or `..`.
    #[error("\"{0}\" is a relative path step")]
    Dot(String),
    /// The value holds, or decodes to, a path separator.
    #[error("\"{0}\" holds a path separator")]
    Separator(String),
    /// The value holds a control character.
    #[error("it holds a control character")]
    Control,
}

/// A value checked and escaped to be sent as exactly one path segment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    escaped: String,
}

/// Whether `/` in a value is refused or sent escaped as part of the one segment.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Slash {
    Refuse,
    Escape,
}

impl Segment {
    /// `value` as one segment: refuses empty values, `.`, `..`, separators (`/`, `\`, also
    /// percent-encoded) and control characters.
    pub fn new(value: &str) -> Result<Self, SegmentError> {
        Self::build(value, Slash::Refuse)
    }

    /// Like [`Segment::new`], but a `/` is part of the value and sent as `%2F`, for values
    /// that carry one by nature (a version such as `release/v1.1.0`).
    pub fn with_slashes(value: &str) -> Result<Self, SegmentError> {
        Self::build(value, Slash::Escape)
    }

    fn build(value: &str, slash: Slash) -> Result<Self, SegmentError> {
        check(value, slash)?;
        Ok(Self {
            escaped: utf8_percent_encode(value, ESCAPED).to_string(),
        })
    }

    /// The escaped segment, ready to be placed between two `/`.
    pub fn as_str(&self) -> &str {
        &self.escaped
    }
}

impl fmt::Display for Segment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.escaped)
    }
}

/// Checks `value` as it is and as a server that decodes it once more would see it.
fn check(value: &str, slash: Slash) -> Result<(), SegmentError> {
    if value.is_empty() {
        return Err(SegmentError::Empty);
    }
    let decoded = percent_decode_str(value).decode_utf8_lossy();
    for text in [value, decoded.as_ref()] {
        if text.chars().any(char::is_control) {
            return Err(SegmentError::Control);
        }
        if text == "." || text == ".." {
            return Err(SegmentError::Dot(value.to_string()));
        }
        if text.contains('\\') {
            return Err(SegmentError::Separator(value.to_string()));
        }
        if text.contains('/') {
            // A value that may hold `/` is still refused when one of its parts is a dot step,
            // since a server decoding `%2F` would walk it.
            match slash {
                Slash::Refuse => return Err(SegmentError::Separator(value.to_string())),
                Slash::Escape => {
                    if text.split('/').any(|part| part == "." || part == "..") {
                        return Err(SegmentError::Dot(value.to_string()));
                    }
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_values_are_escaped_outside_unreserved_characters() {
        assert_eq!(Segment::new("abc-1_2.3~").unwrap().as_str(), "abc-1_2.3~");
        assert_eq!(
            Segment::new("a b@c:d?e#f%").unwrap().as_str(),
            "a%20b%40c%3Ad%3Fe%23f%25"
        );
        assert_eq!(Segment::new("é").unwrap().as_str(), "%C3%A9");
        assert_eq!(Segment::new("v1..2").unwrap().as_str(), "v1..2");
        assert_eq!(Segment::new("...").unwrap().as_str(), "...");
    }

    #[test]
    fn empty_and_dot_steps_are_refused() {
        assert_eq!(Segment::new(""), Err(SegmentError::Empty));
        assert_eq!(Segment::new("."), Err(SegmentError::Dot(".".into())));
        assert_eq!(Segment::new(".."), Err(SegmentError::Dot("..".into())));
        assert_eq!(
            Segment::new("%2e%2E"),
            Err(SegmentError::Dot("%2e%2E".into()))
        );
        assert_eq!(Segment::new(".%2e"), Err(SegmentError::Dot(".%2e".into())));
        assert_eq!(
            Segment::with_slashes(".."),
            Err(SegmentError::Dot("..".into()))
        );
    }

    #[test]
    fn separators_are_refused_in_a_single_segment() {
        for value in ["a/b", "/", "a%2Fb", "a%2fb", "a\\b", "a%5Cb"] {
            assert_eq!(
                Segment::new(value),
                Err(SegmentError::Separator(value.into())),
                "{value}"
            );
        }
    }

    #[test]
    fn control_characters_are_refused() {
        for value in ["a\nb", "\u{1b}[1m", "a\u{7f}", "a\u{85}", "a%0Ab", "%00"] {
            assert_eq!(Segment::new(value), Err(SegmentError::Control), "{value:?}");
        }
    }

    #[test]
    fn slashes_can_be_part_of_a_version() {
        assert_eq!(
            Segment::with_slashes("release/v1.1.0").unwrap().as_str(),
            "release%2Fv1.1.0"
        );
        assert!(Segment::with_slashes("release/../x").is_err());
        assert!(Segment::with_slashes("a%2F..").is_err());
        assert!(Segment::with_slashes("a\\b").is_err());
    }
}
