//! Files the receiver reads at start-up (its secret, routes, landing page, queue URL):
//! regular files only, and at most a limit per kind, so a FIFO, a device such as
//! `/dev/zero` or a huge file named by mistake neither blocks the start nor takes the
//! memory.

use std::path::Path;

use ward_files as files;

use crate::error::{Error, Result};

/// The most read of a secret or queue URL file.
pub(crate) const SECRET_MAX: u64 = crate::input::MAX_SECRET_BYTES;
/// The most read of a routes file.
pub(crate) const ROUTES_MAX: u64 = 1024 * 1024;
/// The most read of a landing page.
pub(crate) const PAGE_MAX: u64 = 1024 * 1024;

/// The text of the regular file at `path`, at most `limit` bytes; `what` names it in
/// errors ("the secret file").
pub(crate) fn read_text(path: &Path, what: &str, limit: u64) -> Result<String> {
    let shown = path.display();
    // Opened without waiting (a FIFO is refused, never waited on for a writer).
    let file = files::open_regular(path).map_err(|error| match error.kind() {
        std::io::ErrorKind::InvalidInput => Error::usage(format!(
            "{what} {shown} is not a regular file; give the path of a file"
        )),
        _ => Error::io(format!("could not read {what} {shown}"), error),
    })?;
    let raw = files::read_reader_bounded(file, limit).map_err(|error| match error.kind() {
        std::io::ErrorKind::FileTooLarge => too_long(what, path, limit),
        _ => Error::io(format!("could not read {what} {shown}"), error),
    })?;
    let text = String::from_utf8(raw)
        .map_err(|_| Error::usage(format!("{what} {shown} is not UTF-8 text")))?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

fn too_long(what: &str, path: &Path, limit: u64) -> Error {
    Error::usage(format!(
        "{what} {} is longer than {} KiB, the most ward reads for it",
        path.display(),
        limit / 1024
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_text_within_its_limit_and_refuses_more() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f");
        std::fs::write(&path, "\u{feff}hello").unwrap();
        assert_eq!(read_text(&path, "the file", 16).unwrap(), "hello");
        std::fs::write(&path, "x".repeat(17)).unwrap();
        let error = read_text(&path, "the file", 16).unwrap_err().to_string();
        assert!(error.contains("longer than"), "{error}");
    }

    #[cfg(unix)]
    #[test]
    fn devices_and_directories_are_refused_without_reading() {
        let error = read_text(Path::new("/dev/zero"), "the page", PAGE_MAX)
            .unwrap_err()
            .to_string();
        assert!(error.contains("not a regular file"), "{error}");
        let dir = tempfile::tempdir().unwrap();
        let error = read_text(dir.path(), "the page", PAGE_MAX)
            .unwrap_err()
            .to_string();
        assert!(error.contains("not a regular file"), "{error}");
    }
}
