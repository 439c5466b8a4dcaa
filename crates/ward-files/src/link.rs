//! A state file the clients keep (rate-limit state), opened owner-only and never through a
//! link another user planted.

use std::fs::{File, OpenOptions};
use std::path::Path;

/// Open (creating it owner-only if missing) a state file for reading and writing,
/// refusing a symbolic link at `path`: another local user who plants one must not get
/// ward to overwrite the link's target.
pub fn open_private_no_follow(path: &Path) -> std::io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // O_NOFOLLOW makes the check and the open one step, so there is no race.
        options.mode(0o600).custom_flags(libc::O_NOFOLLOW);
    }
    #[cfg(windows)]
    {
        // Windows has no O_NOFOLLOW; a reparse point (link or junction) is refused up front.
        if let Ok(metadata) = std::fs::symlink_metadata(path) {
            use std::os::windows::fs::MetadataExt;
            const FILE_ATTRIBUTE_REPARSE_POINT: u32 = 0x400;
            if metadata.file_type().is_symlink()
                || metadata.file_attributes() & FILE_ATTRIBUTE_REPARSE_POINT != 0
            {
                return Err(symlink_refused(path));
            }
        }
    }
    options.open(path).map_err(|error| {
        if std::fs::symlink_metadata(path).is_ok_and(|metadata| metadata.file_type().is_symlink()) {
            symlink_refused(path)
        } else {
            error
        }
    })
}

fn symlink_refused(path: &Path) -> std::io::Error {
    std::io::Error::other(format!(
        "{} is a symbolic link; remove it so ward can keep its own file there",
        path.display()
    ))
}
