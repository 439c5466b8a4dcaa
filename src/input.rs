//! One reading of text arguments: `-` is standard input, `@FILE` (where a command accepts
//! it) a file, anything else the value itself. A leading byte-order mark, which Windows
//! tools put first, is dropped: it would otherwise become part of the first entry.

use std::path::Path;

use crate::error::{Error, Result};
use crate::output::Terminal;

/// What to say when reading fails: `stdin` for standard input, `file` for a file.
pub(crate) struct Context<'a> {
    pub stdin: &'a str,
    pub file: String,
}

/// The most read for a secret, key or credentials value given on the command line: a
/// service account key is about 2 KB, so this is generous and still keeps `@/dev/zero`
/// from taking the memory.
pub(crate) const MAX_SECRET_BYTES: u64 = 256 * 1024;

/// Every kind of input ward reads from a file, standard input or a file an environment
/// variable names, with the most it reads of each. Past the limit the read stops (having
/// read at most one byte more) and the command fails with exit 2; a FIFO, device or
/// process substitution is read on a thread and given
/// [`ward_files::NON_REGULAR_READ_TIMEOUT`] to deliver everything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A service account key or credentials file: `--credentials-json @FILE` or `-`,
    /// `GOOGLE_APPLICATION_CREDENTIALS` and the other credentials-file variables, gcloud's
    /// application-default credentials (a key is about 2 KB).
    Credentials,
    /// A token in a file: `--oidc-token-file`, `CLOUDSDK_AUTH_ACCESS_TOKEN_FILE`, a
    /// credentials file's subject-token file and executable output file, `HF_TOKEN_PATH`
    /// and the hub's token file (a token is at most a few KB).
    Token,
    /// The config file.
    Config,
    /// A project file for `project apply` and `project import`.
    ProjectFile,
    /// A list with one entry a line: `breach account --file` and other text inputs.
    List,
    /// An IAM baseline or rules file for `policy diff` and `policy check` (a policy of
    /// thousands of bindings is a few MB).
    PolicyFile,
}

impl Kind {
    /// The most ward reads of this kind, in bytes.
    pub(crate) const fn limit(self) -> u64 {
        match self {
            Self::Credentials => MAX_SECRET_BYTES,
            Self::Token => 64 * 1024,
            Self::Config => 256 * 1024,
            Self::ProjectFile | Self::List | Self::PolicyFile => 16 * 1024 * 1024,
        }
    }
}

/// A failed read of an input as ward's error: an input that is too large, not a file, not
/// text or never finishes is bad input (exit 2); anything else is an I/O failure.
pub(crate) fn read_error(context: impl Into<String>, error: std::io::Error) -> Error {
    use std::io::ErrorKind;
    let context = context.into();
    match error.kind() {
        ErrorKind::FileTooLarge
        | ErrorKind::InvalidInput
        | ErrorKind::InvalidData
        | ErrorKind::TimedOut => Error::usage(format!("{context}: {error}")),
        _ => Error::io(context, error),
    }
}

/// The text of the file at `path` (links followed), at most `kind`'s limit; `context` is
/// what the error says first ("could not read the key file k.json").
pub(crate) fn read_file(path: &Path, kind: Kind, context: impl Into<String>) -> Result<String> {
    ward_files::read_bounded_string(path, kind.limit())
        .map(strip_bom)
        .map_err(|error| read_error(context, error))
}

/// The text of `path`, `-` meaning the run's standard input, without a leading
/// byte-order mark; at most [`Kind::List`]'s limit.
pub(crate) fn read_text(path: &Path, terminal: &Terminal, context: Context<'_>) -> Result<String> {
    read_kind(path, terminal, context, Kind::List)
}

/// The text of `path`, `-` meaning the run's standard input, at most `kind`'s limit.
pub(crate) fn read_kind(
    path: &Path,
    terminal: &Terminal,
    context: Context<'_>,
    kind: Kind,
) -> Result<String> {
    read_limited(path, Some(terminal), context, kind)
}

/// `value` itself, the run's standard input for `-`, or the file after `@`; at most
/// [`MAX_SECRET_BYTES`] are read, since this form carries secrets and keys.
pub(crate) fn read_arg(
    value: &str,
    terminal: &Terminal,
    context: impl FnOnce(&str) -> Context<'static>,
) -> Result<String> {
    if value == "-" {
        return read_limited(
            Path::new("-"),
            Some(terminal),
            context("-"),
            Kind::Credentials,
        );
    }
    match value.strip_prefix('@') {
        Some(path) => read_secret_file(Path::new(path), context(path)),
        None => Ok(value.to_string()),
    }
}

/// The file at `path` (never standard input), at most [`MAX_SECRET_BYTES`] of it.
pub(crate) fn read_secret_file(path: &Path, context: Context<'_>) -> Result<String> {
    read_limited(path, None, context, Kind::Credentials)
}

/// `stdin` is where `-` reads from; without one, `-` is a file of that name.
fn read_limited(
    path: &Path,
    stdin: Option<&Terminal>,
    context: Context<'_>,
    kind: Kind,
) -> Result<String> {
    match stdin.filter(|_| path.as_os_str() == "-") {
        Some(terminal) => {
            let bytes = ward_files::read_reader_bounded(terminal.stdin(), kind.limit())
                .map_err(|error| read_error(context.stdin, error))?;
            String::from_utf8(bytes).map(strip_bom).map_err(|_| {
                Error::usage(format!("{}: it is not UTF-8 text", context.stdin))
                    .with_hint("convert the input to UTF-8")
            })
        }
        None => read_file(path, kind, context.file),
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
    fn every_kind_has_a_limit_and_past_it_nothing_more_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big");
        let limit = Kind::Token.limit();
        std::fs::write(&path, vec![b'x'; usize::try_from(limit).unwrap()]).unwrap();
        assert!(read_file(&path, Kind::Token, "t").is_ok());
        std::fs::write(&path, vec![b'x'; usize::try_from(limit + 1).unwrap()]).unwrap();
        let error = read_file(&path, Kind::Token, "could not read t").unwrap_err();
        assert_eq!(error.exit_code(), 2);
        assert!(error.to_string().contains("64 KiB"), "{error}");
        let (terminal, _) = Terminal::captured(None);
        let terminal = terminal.piping("y".repeat(300 * 1024));
        let error = read_arg("-", &terminal, context).unwrap_err();
        assert!(error.to_string().contains("256 KiB"), "{error}");
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
