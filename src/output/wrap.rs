//! Cell text wrapped to a column's width at word boundaries.
//!
//! comfy-table wraps a cell that does not fit at spaces, but it fills what is left of a line
//! with the start of the next word and cuts any word longer than the column at whatever
//! character the width falls on: `2013-10-04` became `2013-10` / `-04`, `adobe.com` became
//! `adobe.co` / `m`. Here a line breaks at a space where it can; a token longer than the
//! column (a URL, an ID, a date) breaks after one of [`BREAK_AFTER`]; and only a piece with
//! no such point that is still longer than the column is cut, between graphemes. Widths
//! are display columns, so a CJK character or an emoji counts two.

use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthStr;

/// Characters a long token may break after: the separators of URLs, paths, host names,
/// e-mail addresses, dates, IDs and grouped numbers.
const BREAK_AFTER: &[char] = &[
    '/', '\\', '-', '_', '.', ',', ':', ';', '@', '?', '&', '=', '+',
];

/// The width `text` takes on a terminal.
pub(super) fn width(text: &str) -> usize {
    text.width()
}

/// `text` with each of its lines wrapped to `columns` display columns (at least 1).
pub(super) fn wrap(text: &str, columns: usize) -> String {
    let columns = columns.max(1);
    text.split('\n')
        .flat_map(|line| wrap_line(line, columns))
        .collect::<Vec<_>>()
        .join("\n")
}

/// One line of text as lines of at most `columns` display columns, except where a single
/// grapheme is wider than the column.
fn wrap_line(line: &str, columns: usize) -> Vec<String> {
    if width(line) <= columns {
        return vec![line.to_string()];
    }
    let mut out = Lines::new(columns);
    for word in line.split(' ') {
        out.word(word);
    }
    out.finish()
}

/// Lines being filled, and the one being written.
struct Lines {
    columns: usize,
    done: Vec<String>,
    current: String,
    current_width: usize,
}

impl Lines {
    fn new(columns: usize) -> Self {
        Self {
            columns,
            done: Vec::new(),
            current: String::new(),
            current_width: 0,
        }
    }

    /// Whether `text` fits on the current line, after a space when `spaced`.
    fn fits(&self, text: &str, spaced: bool) -> bool {
        self.current_width + usize::from(spaced) + width(text) <= self.columns
    }

    fn push(&mut self, text: &str, spaced: bool) {
        if spaced {
            self.current.push(' ');
            self.current_width += 1;
        }
        self.current.push_str(text);
        self.current_width += width(text);
    }

    fn flush(&mut self) {
        if !self.current.is_empty() {
            let line = std::mem::take(&mut self.current);
            self.done.push(line.trim_end_matches(' ').to_string());
            self.current_width = 0;
        }
    }

    /// One space-separated word; an empty one stands for a second space in a row, which is
    /// kept inside a line and dropped where the line breaks.
    fn word(&mut self, word: &str) {
        let spaced = !self.current.is_empty();
        if self.fits(word, spaced) {
            if spaced || !word.is_empty() {
                self.push(word, spaced);
            }
            return;
        }
        if word.is_empty() {
            return;
        }
        if width(word) <= self.columns {
            self.flush();
            self.push(word, false);
            return;
        }
        // Longer than the column: its pieces fill lines, the first after a space when it
        // fits there, the others joined without one.
        let mut spaced = spaced;
        for piece in pieces(word) {
            if self.fits(piece, spaced) {
                self.push(piece, spaced);
            } else if width(piece) <= self.columns {
                self.flush();
                self.push(piece, false);
            } else {
                self.flush();
                self.cut(piece);
            }
            spaced = false;
        }
    }

    /// A piece with no break point that is longer than the column, cut between graphemes;
    /// its last part starts the current line.
    fn cut(&mut self, piece: &str) {
        for grapheme in piece.graphemes(true) {
            // A grapheme wider than the whole column still gets a line of its own.
            if !self.current.is_empty() && !self.fits(grapheme, false) {
                self.flush();
            }
            self.push(grapheme, false);
        }
    }

    fn finish(mut self) -> Vec<String> {
        self.flush();
        if self.done.is_empty() {
            self.done.push(String::new());
        }
        self.done
    }
}

/// The widest word of `text` (split at spaces and line ends): the narrowest column that
/// shows it without breaking a word.
pub(super) fn widest_word(text: &str) -> usize {
    words(text).map(width).max().unwrap_or(0)
}

/// The widest piece of `text` (words split after separators): the narrowest column that
/// shows it without cutting anything between two letters.
pub(super) fn widest_piece(text: &str) -> usize {
    words(text).flat_map(pieces).map(width).max().unwrap_or(0)
}

fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(['\n', ' '])
}

/// Below this many display columns a column is hard to read whatever it holds.
const READABLE: usize = 6;

/// Widths for columns sharing `budget` display columns, each wanting first `targets[0]`,
/// then `targets[1]`, and so on (each target at least the one before). Every column first
/// gets up to [`READABLE`] columns (less if its target is less); then, round by round, the
/// rest goes to the columns still short of the round's target, the smallest target first
/// (of equal targets, the one closest to it), so that as many columns as possible are whole (a date, a state, a header) and the widest
/// content (a URL, a description) is the one that wraps.
pub(super) fn share(budget: usize, targets: &[&[usize]]) -> Vec<usize> {
    let count = targets.first().map_or(0, |first| first.len());
    let mut widths = vec![1; count];
    let mut left = budget.saturating_sub(count);
    let floor: Vec<usize> = match targets.last() {
        Some(last) => last.iter().map(|&target| target.min(READABLE)).collect(),
        None => Vec::new(),
    };
    let mut give = |target: &[usize], by_target: bool| {
        while left > 0 {
            let next = (0..count)
                .filter(|&index| widths[index] < target[index])
                .min_by_key(|&index| {
                    // Of columns with the same target, the one closest to it is finished
                    // first: one whole column is worth more than two cut a little.
                    let width = widths[index];
                    if by_target {
                        (target[index], usize::MAX - width)
                    } else {
                        (width, 0)
                    }
                });
            let Some(index) = next else { break };
            widths[index] += 1;
            left -= 1;
        }
    };
    // The floor is shared evenly, so a tight budget narrows every column alike.
    give(&floor, false);
    for target in targets {
        give(target, true);
    }
    widths
}

/// `word` split after each run of [`BREAK_AFTER`] characters: `https://example.com/a`
/// gives `https://`, `example.`, `com/`, `a`.
fn pieces(word: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut start = 0;
    // A run of separators that starts the piece (`--flag`, `./x`) is no place to break.
    let mut lettered = false;
    let mut chars = word.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        let separator = BREAK_AFTER.contains(&c);
        lettered |= !separator;
        if let Some(&(index, next)) = chars.peek() {
            if separator && lettered && !BREAK_AFTER.contains(&next) {
                pieces.push(&word[start..index]);
                start = index;
                lettered = false;
            }
        }
    }
    pieces.push(&word[start..]);
    pieces
}

#[cfg(test)]
mod tests {
    use super::{pieces, share, widest_piece, widest_word, width, wrap};

    fn lines(text: &str, columns: usize) -> Vec<String> {
        wrap(text, columns)
            .split('\n')
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn text_that_fits_is_unchanged() {
        assert_eq!(wrap("two words", 9), "two words");
        assert_eq!(wrap("a  b\nsecond line", 20), "a  b\nsecond line");
        assert_eq!(wrap("", 5), "");
    }

    #[test]
    fn lines_break_at_spaces_and_never_inside_a_word_that_fits() {
        assert_eq!(
            lines("the quick brown fox jumps", 10),
            ["the quick", "brown fox", "jumps"]
        );
        // comfy-table would have put `brow` on the first line.
        assert_eq!(lines("a brownish", 6), ["a", "browni", "sh"]);
    }

    #[test]
    fn long_tokens_break_after_separators() {
        assert_eq!(lines("2013-10-04", 7), ["2013-", "10-04"]);
        assert_eq!(lines("adobe.com", 8), ["adobe.", "com"]);
        assert_eq!(lines("152,445,165", 7), ["152,", "445,165"]);
        assert_eq!(
            lines("https://example.com/webhooks/build", 16),
            ["https://example.", "com/webhooks/", "build"]
        );
        assert_eq!(
            lines("multiple-breaches@example.com", 12),
            ["multiple-", "breaches@", "example.com"]
        );
        assert_eq!(
            lines("see https://a.io/x/y", 14),
            ["see https://a.", "io/x/y"]
        );
        assert_eq!(lines("my_long_name", 8), ["my_long_", "name"]);
    }

    #[test]
    fn only_a_piece_longer_than_the_column_is_cut() {
        assert_eq!(lines("BREACHED", 7), ["BREACHE", "D"]);
        assert_eq!(
            lines("ok 0123456789abcdef", 6),
            ["ok", "012345", "6789ab", "cdef"]
        );
        assert_eq!(
            lines("654bbbc1-6f2ec14d77f109cc", 10),
            ["654bbbc1-", "6f2ec14d77", "f109cc"]
        );
    }

    #[test]
    fn wide_characters_count_two_columns_and_are_never_split() {
        assert_eq!(lines("東京都 港区", 6), ["東京都", "港区"]);
        assert_eq!(lines("東京都庁舎", 4), ["東京", "都庁", "舎"]);
        assert_eq!(lines("東京都庁舎", 5), ["東京", "都庁", "舎"]);
        // A flag is one grapheme of two code points; a ZWJ family is one of many.
        assert_eq!(lines("🇯🇵🇫🇷🇩🇪", 4), ["🇯🇵🇫🇷", "🇩🇪"]);
        assert_eq!(lines("👨‍👩‍👧x", 2), ["👨‍👩‍👧", "x"]);
        // A grapheme wider than the column gets a line of its own rather than a loop.
        assert_eq!(lines("東京", 1), ["東", "京"]);
        for line in lines("データ-ベース/東京都 café naïve", 7) {
            assert!(width(&line) <= 7, "{line}");
        }
    }

    #[test]
    fn words_and_pieces_are_measured_in_display_columns() {
        assert_eq!(widest_word("2013-10-04"), 10);
        assert_eq!(widest_piece("2013-10-04"), 5);
        assert_eq!(widest_word("see https://a.io/x\n東京都"), 14);
        assert_eq!(widest_piece("see https://a.io/x\n東京都"), 8);
        assert_eq!(widest_piece(""), 0);
    }

    #[test]
    fn narrow_columns_are_made_whole_before_wide_ones_grow() {
        // DATE needs 5 to avoid cuts and 10 to stay one word; URL wants 34.
        let pieces = [5, 8];
        let words = [10, 34];
        let natural = [10, 34];
        let targets: [&[usize]; 3] = [&pieces, &words, &natural];
        assert_eq!(share(30, &targets), vec![10, 20]);
        assert_eq!(share(12, &targets), vec![6, 6]);
        assert_eq!(share(14, &targets), vec![6, 8]);
        assert_eq!(share(17, &targets), vec![9, 8]);
        // Never more than a column wants, never less than one.
        assert_eq!(share(100, &targets), vec![10, 34]);
        assert_eq!(share(1, &targets), vec![1, 1]);
        // Short columns are whole before the widest grows: a state, a date, a URL.
        let pieces = [8, 5, 9];
        let natural = [8, 10, 34];
        assert_eq!(share(27, &[&pieces, &natural, &natural]), vec![8, 10, 9]);
        assert_eq!(share(20, &[&pieces, &natural, &natural]), vec![8, 6, 6]);
    }

    #[test]
    fn runs_of_separators_stay_together() {
        assert_eq!(pieces("https://a.b/c"), ["https://", "a.", "b/", "c"]);
        assert_eq!(pieces("--flag"), ["--flag"]);
        assert_eq!(pieces("a--b"), ["a--", "b"]);
        assert_eq!(pieces("plain"), ["plain"]);
        assert_eq!(pieces("end/"), ["end/"]);
    }

    #[test]
    fn extra_spaces_are_dropped_only_where_a_line_breaks() {
        assert_eq!(lines("alpha  beta   gamma", 11), ["alpha  beta", "gamma"]);
        // Leading spaces of a line that has to wrap go with the first break.
        assert_eq!(
            lines("  indented text here", 8),
            ["indented", "text", "here"]
        );
    }
}
