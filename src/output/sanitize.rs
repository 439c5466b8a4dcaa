//! Text from servers, files and arguments made safe to show on a terminal.
//!
//! A control character sent raw can move the cursor, retitle the window, write the
//! clipboard (OSC 52) or hide text, so every control character except newline and tab is
//! shown as a visible escape instead:
//!
//! - ESC (U+001B) as `\e`;
//! - CR, backspace, bell and the other C0 characters, and DEL, as `\xNN` (`\r` is `\x0d`);
//! - C1 characters (U+0080 to U+009F, which some terminals treat like ESC sequences) as
//!   `\u{NN}`.
//!
//! Newline and tab stay: multi-line text (release notes, descriptions) is legitimately
//! printed over several lines, and neither can start an escape sequence.
//! JSON and NDJSON output is never passed through here: serde_json already writes control
//! characters as `\uXXXX`, and scripts need the exact value.

use std::borrow::Cow;
use std::fmt::Write as _;

fn needs_escape(c: char) -> bool {
    c.is_control() && c != '\n' && c != '\t'
}

/// `text` with every control character but newline and tab written as a visible escape.
/// Borrows when there is nothing to escape, which is almost always.
pub fn sanitize(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if !needs_escape(c) {
            out.push(c);
        } else if c == '\x1b' {
            out.push_str("\\e");
        } else if u32::from(c) < 0x80 {
            let _ = write!(out, "\\x{:02x}", u32::from(c));
        } else {
            let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
        }
    }
    Cow::Owned(out)
}

/// `message` as it may be written to stderr: control characters escaped and, when the
/// run writes workflow commands, written as one line with `%`, CR and LF escaped as the
/// runner expects (`%25`, `%0D`, `%0A`) and a leading `::` as `%3A%3A`, exactly like the
/// `::error::` annotation, so no value can start a command of its own.
pub(crate) fn stderr_text(message: &str, workflow_commands: bool) -> String {
    if !workflow_commands {
        return sanitize(message).into_owned();
    }
    workflow_safe(message)
}

fn workflow_safe(message: &str) -> String {
    let escaped = message
        .replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A");
    let escaped = sanitize(&escaped).into_owned();
    let body = escaped.trim_start();
    match body.strip_prefix("::") {
        Some(rest) => format!("{}%3A%3A{rest}", &escaped[..escaped.len() - body.len()]),
        None => escaped,
    }
}

#[cfg(test)]
mod tests {
    use super::{sanitize, workflow_safe};

    #[test]
    fn plain_text_is_borrowed_unchanged() {
        let text = "café 東京\nline two\tcolumn";
        assert!(matches!(sanitize(text), std::borrow::Cow::Borrowed(t) if t == text));
    }

    #[test]
    fn osc_52_and_title_sequences_are_escaped() {
        assert_eq!(
            sanitize("a\x1b]52;c;SGVsbG8=\x07b"),
            "a\\e]52;c;SGVsbG8=\\x07b"
        );
        assert_eq!(sanitize("\x1b]0;owned\x07"), "\\e]0;owned\\x07");
    }

    #[test]
    fn c0_del_and_c1_are_escaped() {
        assert_eq!(sanitize("x\ry"), "x\\x0dy");
        assert_eq!(sanitize("\x08\x00"), "\\x08\\x00");
        assert_eq!(sanitize("\u{7f}"), "\\x7f");
        assert_eq!(sanitize("\u{9b}31m"), "\\u{9b}31m");
        assert_eq!(sanitize("\u{85}"), "\\u{85}");
    }

    #[test]
    fn no_control_character_survives() {
        let every: String = (0u32..0xa0).filter_map(char::from_u32).collect();
        let clean = sanitize(&every);
        assert!(clean
            .chars()
            .all(|c| !c.is_control() || c == '\n' || c == '\t'));
    }

    #[test]
    fn workflow_lines_cannot_start_a_command() {
        assert_eq!(
            workflow_safe("ward: error: bad a\n::set-output name=x::y"),
            "ward: error: bad a%0A::set-output name=x::y"
        );
        assert_eq!(workflow_safe("  ::add-mask::x"), "  %3A%3Aadd-mask::x");
        assert_eq!(workflow_safe("50% done\r"), "50%25 done%0D");
        assert_eq!(workflow_safe("\x1b]0;t\x07"), "\\e]0;t\\x07");
    }
}
