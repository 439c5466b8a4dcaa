//! One reading of text arguments: `-` is standard input, `@FILE` (where a command accepts
//! it) a file, anything else the value itself. A leading byte-order mark, which Windows
//! tools put first, is dropped: it would otherwise become part of the first entry.

use std::io::Read as _;
use std::path::Path;

use crate::error::{Error, Result};

/// What to say when reading fails: `stdin` for standard input, `file` for a file.
pub struct Context<'a> {
    pub stdin: &'a str,
    pub file: String,
}

/// The text of `path`, `-` meaning standard input, without a leading byte-order mark.
pub fn read_text(path: &Path, context: Context<'_>) -> Result<String> {
    let text = if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|error| Error::io(context.stdin, error))?;
        text
    } else {
        std::fs::read_to_string(path).map_err(|error| Error::io(context.file, error))?
    };
    Ok(strip_bom(text))
}

/// `value` itself, standard input for `-`, or the file after `@`.
pub fn read_arg(value: &str, context: impl FnOnce(&str) -> Context<'static>) -> Result<String> {
    if value == "-" {
        return read_text(Path::new("-"), context("-"));
    }
    match value.strip_prefix('@') {
        Some(path) => read_text(Path::new(path), context(path)),
        None => Ok(value.to_string()),
    }
}

fn strip_bom(text: String) -> String {
    match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn context(_: &str) -> Context<'static> {
        Context {
            stdin: "stdin",
            file: "file".to_string(),
        }
    }

    #[test]
    fn a_byte_order_mark_is_not_part_of_the_text() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("list.txt");
        std::fs::write(&path, "\u{feff}first\nsecond\n").unwrap();
        let text = read_text(&path, context("")).unwrap();
        assert_eq!(text, "first\nsecond\n");
        let text = read_arg(&format!("@{}", path.display()), context).unwrap();
        assert!(text.starts_with("first"));
    }

    #[test]
    fn a_literal_is_the_value_and_a_missing_file_names_itself() {
        assert_eq!(read_arg("{\"a\":1}", context).unwrap(), "{\"a\":1}");
        let error = read_arg("@/nonexistent/ward-input", context).unwrap_err();
        assert!(error.to_string().starts_with("file"), "{error}");
    }
}
