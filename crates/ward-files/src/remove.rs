//! Deleting: only a regular file ward wrote and recognises by its contents.

use std::io::Read;
use std::path::Path;

/// What [`remove_own`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Removed {
    /// The file was ward's and is gone.
    Deleted,
    /// Nothing was there.
    Missing,
}

/// Delete `path` when it is a regular file (never a link, device or directory) of at most
/// `limit` bytes, owned by the current user, whose bytes `is_own` recognises as a file the
/// caller wrote. Anything else is left in place and named in the error.
pub fn remove_own(
    path: &Path,
    limit: u64,
    is_own: impl FnOnce(&[u8]) -> bool,
) -> std::io::Result<Removed> {
    let metadata = match std::fs::symlink_metadata(path) {
        Ok(metadata) => metadata,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Removed::Missing),
        Err(error) => return Err(error),
    };
    let kind = metadata.file_type();
    if kind.is_symlink() {
        return Err(refused(
            "it is a symbolic link, and ward removes only files it wrote itself; remove the link by hand if it is stale",
        ));
    }
    if !kind.is_file() {
        return Err(refused(
            "it is not a regular file, so ward did not write it; nothing was removed",
        ));
    }
    check_owner(&metadata)?;
    if metadata.len() > limit {
        return Err(refused(
            "it is larger than any file ward writes there, so ward did not write it; nothing was removed",
        ));
    }
    let mut bytes = Vec::new();
    open_no_follow(path)?
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit || !is_own(&bytes) {
        return Err(refused(
            "its contents are not those of a file ward writes; nothing was removed",
        ));
    }
    match std::fs::remove_file(path) {
        Ok(()) => Ok(Removed::Deleted),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(Removed::Missing),
        Err(error) => Err(error),
    }
}

#[cfg(unix)]
fn check_owner(metadata: &std::fs::Metadata) -> std::io::Result<()> {
    use std::os::unix::fs::MetadataExt;
    if metadata.uid() == nix::unistd::geteuid().as_raw() {
        Ok(())
    } else {
        Err(std::io::Error::new(
            std::io::ErrorKind::PermissionDenied,
            format!(
                "it belongs to another user (uid {}), so ward did not write it; nothing was removed",
                metadata.uid()
            ),
        ))
    }
}

#[cfg(not(unix))]
fn check_owner(_metadata: &std::fs::Metadata) -> std::io::Result<()> {
    Ok(())
}

fn open_no_follow(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    options.open(path)
}

fn refused(why: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidInput, why.to_string())
}
