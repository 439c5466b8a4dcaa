//! Tables for people: comfy-table on a terminal, aligned plain columns elsewhere.

use comfy_table::presets::UTF8_FULL_CONDENSED;
use comfy_table::{Attribute, Color, ContentArrangement};

use super::sanitize::sanitize;
use super::wrap;

/// What a cell means, so it can be coloured when colour is on.
/// Below this many columns a reported terminal width is not believed.
const MIN_DYNAMIC_WIDTH: u16 = 20;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tone {
    #[default]
    Plain,
    Good,
    Bad,
    Warn,
    Dim,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    pub text: String,
    pub tone: Tone,
}

impl Cell {
    pub fn new(text: impl Into<String>, tone: Tone) -> Self {
        Self {
            text: text.into(),
            tone,
        }
    }
}

impl<T: Into<String>> From<T> for Cell {
    fn from(text: T) -> Self {
        Self::new(text, Tone::Plain)
    }
}

#[derive(Debug, Clone, Default)]
pub struct Table {
    headers: Vec<String>,
    rows: Vec<Vec<Cell>>,
}

impl Table {
    pub fn new<I, S>(headers: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        Self {
            headers: headers.into_iter().map(Into::into).collect(),
            rows: Vec::new(),
        }
    }

    /// A two-column FIELD / VALUE table for one object.
    pub fn fields<K: Into<String>, V: Into<Cell>>(pairs: impl IntoIterator<Item = (K, V)>) -> Self {
        let mut table = Self::new(["FIELD", "VALUE"]);
        for (key, value) in pairs {
            table.row(vec![Cell::from(key.into()), value.into()]);
        }
        table
    }

    pub fn row(&mut self, cells: Vec<Cell>) -> &mut Self {
        self.rows.push(cells);
        self
    }

    pub fn push<I, C>(&mut self, cells: I) -> &mut Self
    where
        I: IntoIterator<Item = C>,
        C: Into<Cell>,
    {
        self.rows.push(cells.into_iter().map(Into::into).collect());
        self
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    pub fn len(&self) -> usize {
        self.rows.len()
    }

    /// The table for a terminal `width` columns wide (`None` when it reports none).
    ///
    /// A table that fits is drawn exactly as comfy-table draws it. When comfy-table has to
    /// narrow a column, ward shares the width out itself (see `wrap::share`: no column so
    /// narrow that a word must be cut while another has room to spare), wraps every cell at
    /// word boundaries (`wrap::wrap`) and draws the wrapped table at its own widths, so
    /// comfy-table never breaks a line itself.
    pub fn render_terminal(&self, color: bool, width: Option<u16>) -> String {
        let clean = self.sanitized();
        let (table, natural) = clean.comfy(color, width);
        let text = table.to_string();
        let (Some(width), Some(drawn)) = (width, content_widths(&text)) else {
            return finish(text);
        };
        let natural: Vec<usize> = natural.into_iter().map(usize::from).collect();
        let shrunk = drawn.len() == natural.len()
            && drawn
                .iter()
                .zip(&natural)
                .any(|(drawn, natural)| drawn < natural);
        // Each column takes its content, a space either side and one border.
        let frame = 3 * natural.len() + 1;
        let Some(budget) = usize::from(width).checked_sub(frame) else {
            return finish(text);
        };
        if !shrunk {
            return finish(text);
        }
        let pieces = clean.column_widths(wrap::widest_piece, natural.len());
        let words = clean.column_widths(wrap::widest_word, natural.len());
        let columns = wrap::share(budget, &[&pieces, &words, &natural]);
        let (table, _) = clean.wrapped(&columns).comfy(color, None);
        finish(table.to_string())
    }

    /// `measure` of each of `count` columns: the largest over its header and cells.
    fn column_widths(&self, measure: fn(&str) -> usize, count: usize) -> Vec<usize> {
        let mut widths = vec![0; count];
        let rows = std::iter::once(self.headers.iter().map(String::as_str).collect::<Vec<_>>())
            .chain(
                self.rows
                    .iter()
                    .map(|row| row.iter().map(|cell| cell.text.as_str()).collect()),
            );
        for row in rows {
            for (width, text) in widths.iter_mut().zip(row) {
                *width = (*width).max(measure(text));
            }
        }
        widths
    }

    /// Every cell and header wrapped to its column's width in `columns`.
    fn wrapped(&self, columns: &[usize]) -> Self {
        self.map_text(|index, text| match columns.get(index) {
            Some(&column) => wrap::wrap(text, column),
            None => text.to_string(),
        })
    }

    /// This table with `change(column, text)` for every header and cell, tones kept.
    fn map_text(&self, change: impl Fn(usize, &str) -> String) -> Self {
        Self {
            headers: self
                .headers
                .iter()
                .enumerate()
                .map(|(index, header)| change(index, header))
                .collect(),
            rows: self
                .rows
                .iter()
                .map(|row| {
                    row.iter()
                        .enumerate()
                        .map(|(index, cell)| Cell::new(change(index, &cell.text), cell.tone))
                        .collect()
                })
                .collect(),
        }
    }

    /// The comfy-table of this (already sanitized) table, fitted to `width` when given, and
    /// the natural width of each of its columns.
    fn comfy(&self, color: bool, width: Option<u16>) -> (comfy_table::Table, Vec<u16>) {
        let mut table = comfy_table::Table::new();
        table.load_preset(UTF8_FULL_CONDENSED);
        // A terminal that reports no usable width (a fresh pseudo-terminal, some CI consoles
        // report 0) would squeeze every column to one character: keep natural widths then.
        match width {
            Some(width) if width >= MIN_DYNAMIC_WIDTH => {
                table.set_width(width);
                table.set_content_arrangement(ContentArrangement::Dynamic);
            }
            _ => {
                table.set_content_arrangement(ContentArrangement::Disabled);
            }
        }
        if color {
            table.enforce_styling();
        } else {
            table.force_no_tty();
        }
        table.set_header(self.headers.iter().map(|header| {
            let cell = comfy_table::Cell::new(header);
            if color {
                cell.add_attribute(Attribute::Bold)
            } else {
                cell
            }
        }));
        for row in &self.rows {
            table.add_row(row.iter().map(|cell| {
                let rendered = comfy_table::Cell::new(&cell.text);
                match (color, tone_color(cell.tone)) {
                    (true, Some(fg)) => rendered.fg(fg),
                    _ => rendered,
                }
            }));
        }
        let natural = table.column_max_content_widths();
        (table, natural)
    }

    /// Columns separated by two spaces and padded to the widest cell; the header row is
    /// kept so a reader of a log file still knows what each column is.
    pub fn render_plain(&self, color: bool) -> String {
        // Widths are measured on the escaped text, which is what is printed.
        let clean = self.sanitized();
        clean.render_plain_clean(color)
    }

    fn sanitized(&self) -> Self {
        self.map_text(|_, text| sanitize(text).into_owned())
    }

    fn render_plain_clean(&self, color: bool) -> String {
        let columns = self
            .rows
            .iter()
            .map(Vec::len)
            .chain(std::iter::once(self.headers.len()))
            .max()
            .unwrap_or(0);
        let widths = self.column_widths(
            |text| {
                text.lines()
                    .map(|line| line.chars().count())
                    .max()
                    .unwrap_or(0)
            },
            columns,
        );
        let mut out = String::new();
        let header: Vec<Cell> = self.headers.iter().map(Cell::from).collect();
        push_plain_row(&mut out, &header, &widths, false);
        for row in &self.rows {
            push_plain_row(&mut out, row, &widths, color);
        }
        out
    }
}

/// The table's text with the line end comfy-table leaves off.
fn finish(mut text: String) -> String {
    text.push('\n');
    text
}

/// The width comfy-table gave each column's content, read off the table's top border
/// (`┌──────┬────┐`, one space of padding either side), the one place it is shown.
fn content_widths(text: &str) -> Option<Vec<usize>> {
    let top = text.lines().next()?;
    let inner = top.strip_prefix('┌')?.strip_suffix('┐')?;
    inner
        .split('┬')
        .map(|segment| {
            let rule = segment.chars().all(|c| c == '─');
            let width = segment.chars().count();
            (rule && width >= 2).then(|| width - 2)
        })
        .collect()
}

fn push_plain_row(out: &mut String, row: &[Cell], widths: &[usize], color: bool) {
    let last = row.len().saturating_sub(1);
    for (index, cell) in row.iter().enumerate() {
        // Multi-line text would break the columns: it is joined with spaces here.
        let text = cell
            .text
            .split('\n')
            .map(str::trim_end)
            .collect::<Vec<_>>()
            .join(" ");
        let painted = match (color, ansi_code(cell.tone)) {
            (true, Some(code)) => format!("\x1b[{code}m{text}\x1b[0m"),
            _ => text.clone(),
        };
        out.push_str(&painted);
        if index < last {
            let pad = widths[index].saturating_sub(text.chars().count()) + 2;
            out.extend(std::iter::repeat_n(' ', pad));
        }
    }
    while out.ends_with(' ') {
        out.pop();
    }
    out.push('\n');
}

fn tone_color(tone: Tone) -> Option<Color> {
    match tone {
        Tone::Plain => None,
        Tone::Good => Some(Color::Green),
        Tone::Bad => Some(Color::Red),
        Tone::Warn => Some(Color::Yellow),
        Tone::Dim => Some(Color::DarkGrey),
    }
}

fn ansi_code(tone: Tone) -> Option<&'static str> {
    match tone {
        Tone::Plain => None,
        Tone::Good => Some("32"),
        Tone::Bad => Some("31"),
        Tone::Warn => Some("33"),
        Tone::Dim => Some("90"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_rendering_aligns_columns() {
        let mut table = Table::new(["ID", "NAME"]);
        table.push(["1", "alpha"]).push(["22", "b"]);
        assert_eq!(table.render_plain(false), "ID  NAME\n1   alpha\n22  b\n");
    }

    #[test]
    fn cells_and_headers_never_carry_raw_escapes() {
        let mut table = Table::new(["N\x1bAME"]);
        table.push(["tag\x1b]52;c;aGk=\x07", "\u{9b}2J"]);
        for text in [
            table.render_plain(false),
            table.render_terminal(false, None),
        ] {
            assert!(!text.contains(['\x1b', '\x07', '\u{9b}']), "{text:?}");
            assert!(text.contains("tag\\e]52;c;aGk=\\x07"), "{text:?}");
        }
    }

    fn display_widths(text: &str) -> Vec<usize> {
        text.lines().map(super::wrap::width).collect()
    }

    #[test]
    fn a_table_that_fits_is_drawn_as_comfy_table_draws_it() {
        let mut table = Table::new(["ID", "URL"]);
        table.push(["654bbbc1", "https://example.com/webhooks/build"]);
        let expected = "\
┌──────────┬────────────────────────────────────┐
│ ID       ┆ URL                                │
╞══════════╪════════════════════════════════════╡
│ 654bbbc1 ┆ https://example.com/webhooks/build │
└──────────┴────────────────────────────────────┘
";
        assert_eq!(table.render_terminal(false, Some(49)), expected);
        assert_eq!(table.render_terminal(false, Some(200)), expected);
        assert_eq!(table.render_terminal(false, None), expected);
    }

    #[test]
    fn narrow_cells_wrap_at_spaces_and_separators() {
        let mut table = Table::new(["NAME", "DOMAIN", "BREACHED", "URL"]);
        table.push([
            "Adobe Systems",
            "adobe.com",
            "2013-10-04",
            "https://example.com/webhooks/build",
        ]);
        let text = table.render_terminal(false, Some(40));
        // The narrow columns are whole; the URL, the widest, wraps after its separators and
        // is cut only where a piece is wider than its column.
        let expected = "\
┌─────────┬────────┬──────────┬────────┐
│ NAME    ┆ DOMAIN ┆ BREACHED ┆ URL    │
╞═════════╪════════╪══════════╪════════╡
│ Adobe   ┆ adobe. ┆ 2013-10- ┆ https: │
│ Systems ┆ com    ┆ 04       ┆ //     │
│         ┆        ┆          ┆ exampl │
│         ┆        ┆          ┆ e.com/ │
│         ┆        ┆          ┆ webhoo │
│         ┆        ┆          ┆ ks/    │
│         ┆        ┆          ┆ build  │
└─────────┴────────┴──────────┴────────┘
";
        assert_eq!(text, expected);
        let text = table.render_terminal(false, Some(60));
        assert!(text.contains("┆ https://example.com/ │"), "{text}");
        assert!(
            display_widths(&text).iter().all(|&width| width <= 60),
            "{text}"
        );
    }

    #[test]
    fn ragged_rows_wrap_without_panicking() {
        let mut table = Table::new(["A"]);
        table.push(["one two three", "an extra cell with words", "and another"]);
        table.push(Vec::<String>::new());
        let text = table.render_terminal(false, Some(24));
        assert!(
            display_widths(&text).iter().all(|&width| width <= 24),
            "{text}"
        );
        assert!(text.contains("extra"), "{text}");
    }

    #[test]
    fn wide_characters_keep_the_columns_aligned_when_wrapped() {
        let mut table = Table::new(["NAME", "NOTE"]);
        table.push(["東京都庁舎", "データベース 移行 完了 🎉 done"]);
        table.push(["café", "naïve résumé"]);
        for width in [20, 24, 30] {
            let text = table.render_terminal(false, Some(width));
            let widths = display_widths(&text);
            assert!(widths.iter().all(|&w| w == widths[0]), "{text}");
            assert!(widths[0] <= usize::from(width), "{text}");
            assert!(!text.contains('\u{fffd}'), "{text}");
        }
    }

    #[test]
    fn plain_rendering_joins_multiline_cells() {
        let mut table = Table::new(["A", "B"]);
        table.push(["x", "line one\nline two"]);
        assert_eq!(table.render_plain(false), "A  B\nx  line one line two\n");
    }
}
