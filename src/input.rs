//! One reading of text arguments: `-` is standard input, `@FILE` (where a command accepts
//! it) a file, anything else the value itself. A leading byte-order mark, which Windows
//! tools put first, is dropped: it would otherwise become part of the first entry.

use std::io::Read as _;
use std::path::Path;

use crate::error::{Error, Result};
use crate::output::Terminal;

/// What to say when reading fails: `stdin` for standard input, `file` for a file.
pub struct Context<'a> {
    pub stdin: &'a str,
    pub file: String,
}

/// The most read for a secret, key or credentials value given on the command line: a
/// service account key is about 2 KB, so this is generous and still keeps `@/dev/zero`
/// from taking the memory.
pub const MAX_SECRET_BYTES: u64 = 256 * 1024;

/// The text of `path`, `-` meaning the run's standard input, without a leading
/// byte-order mark.
pub fn read_text(path: &Path, terminal: &Terminal, context: Context<'_>) -> Result<String> {
    read_limited(path, Some(terminal), context, None)
}

/// `value` itself, the run's standard input for `-`, or the file after `@`; at most
/// [`MAX_SECRET_BYTES`] are read, since this form carries secrets and keys.
pub fn read_arg(
    value: &str,
    terminal: &Terminal,
    context: impl FnOnce(&str) -> Context<'static>,
) -> Result<String> {
    if value == "-" {
        return read_limited(
            Path::new("-"),
            Some(terminal),
            context("-"),
            Some(MAX_SECRET_BYTES),
        );
    }
    match value.strip_prefix('@') {
        Some(path) => read_secret_file(Path::new(path), context(path)),
        None => Ok(value.to_string()),
    }
}

/// The file at `path` (never standard input), at most [`MAX_SECRET_BYTES`] of it.
pub fn read_secret_file(path: &Path, context: Context<'_>) -> Result<String> {
    read_limited(path, None, context, Some(MAX_SECRET_BYTES))
}

/// `stdin` is where `-` reads from; without one, `-` is a file of that name.
fn read_limited(
    path: &Path,
    stdin: Option<&Terminal>,
    context: Context<'_>,
    limit: Option<u64>,
) -> Result<String> {
    let stdin = stdin.filter(|_| path.as_os_str() == "-");
    let from_stdin = stdin.is_some();
    let reader: Box<dyn std::io::Read> = if let Some(terminal) = stdin {
        terminal.stdin()
    } else {
        let file =
            std::fs::File::open(path).map_err(|error| Error::io(context.file.clone(), error))?;
        Box::new(file)
    };
    let mut text = String::new();
    let read = match limit {
        // One byte past the limit tells "exactly at the limit" from "longer".
        Some(limit) => reader.take(limit + 1).read_to_string(&mut text),
        None => {
            let mut reader = reader;
            reader.read_to_string(&mut text)
        }
    };
    read.map_err(|error| {
        let message = if from_stdin {
            context.stdin.to_string()
        } else {
            context.file.clone()
        };
        Error::io(message, error)
    })?;
    if let Some(limit) = limit {
        if text.len() as u64 > limit {
            let what = if from_stdin {
                context.stdin.to_string()
            } else {
                context.file
            };
            return Err(Error::usage(format!(
                "{what}: it is longer than {} KiB, the most ward reads for a secret or key",
                limit / 1024
            )));
        }
    }
    Ok(strip_bom(text))
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
        let (terminal, _) = Terminal::captured(None);
        let text = read_text(&path, &terminal, context("")).unwrap();
        assert_eq!(text, "first\nsecond\n");
        let text = read_arg(&format!("@{}", path.display()), &terminal, context).unwrap();
        assert!(text.starts_with("first"));
    }

    #[test]
    fn a_literal_is_the_value_and_a_missing_file_names_itself() {
        let (terminal, _) = Terminal::captured(None);
        assert_eq!(
            read_arg("{\"a\":1}", &terminal, context).unwrap(),
            "{\"a\":1}"
        );
        let error = read_arg("@/nonexistent/ward-input", &terminal, context).unwrap_err();
        assert!(error.to_string().starts_with("file"), "{error}");
    }

    #[test]
    fn a_dash_reads_the_runs_standard_input_once() {
        let (terminal, _) = Terminal::captured(None);
        let terminal = terminal.piping("\u{feff}{\"k\":1}");
        assert_eq!(read_arg("-", &terminal, context).unwrap(), "{\"k\":1}");
        assert_eq!(read_arg("-", &terminal, context).unwrap(), "");
        let error = read_secret_file(Path::new("-"), context("-")).unwrap_err();
        assert!(error.to_string().starts_with("file"), "{error}");
    }
}
