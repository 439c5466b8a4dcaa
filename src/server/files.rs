//! Files the receiver reads at start-up (its secret, routes, landing page, queue URL):
//! regular files only, and at most a limit per kind, so a FIFO, a device such as
//! `/dev/zero` or a huge file named by mistake neither blocks the start nor takes the
//! memory.

use std::io::Read as _;
use std::path::Path;

use crate::error::{Error, Result};

/// The most read of a secret or queue URL file.
pub const SECRET_MAX: u64 = crate::input::MAX_SECRET_BYTES;
/// The most read of a routes file.
pub const ROUTES_MAX: u64 = 1024 * 1024;
/// The most read of a landing page.
pub const PAGE_MAX: u64 = 1024 * 1024;

/// The text of the regular file at `path`, at most `limit` bytes; `what` names it in
/// errors ("the secret file").
pub fn read_text(path: &Path, what: &str, limit: u64) -> Result<String> {
    let shown = path.display();
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    // Opening a FIFO waits for a writer; non-blocking, it returns at once and the type
    // check below refuses it.
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.custom_flags(nix::libc::O_NONBLOCK);
    }
    let file = options
        .open(path)
        .map_err(|error| Error::io(format!("could not read {what} {shown}"), error))?;
    let meta = file
        .metadata()
        .map_err(|error| Error::io(format!("could not read {what} {shown}"), error))?;
    if !meta.is_file() {
        return Err(Error::usage(format!(
            "{what} {shown} is not a regular file; give the path of a file"
        )));
    }
    if meta.len() > limit {
        return Err(too_long(what, path, limit));
    }
    let mut raw = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut raw)
        .map_err(|error| Error::io(format!("could not read {what} {shown}"), error))?;
    if raw.len() as u64 > limit {
        return Err(too_long(what, path, limit));
    }
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
