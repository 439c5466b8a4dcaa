//! Directories: the ones ward creates are owner-only, and the ones it keeps secrets, stores
//! or state in must not be open to other users.

use std::path::Path;

/// Create `dir` and any missing parents, each one owner-only (`0700`).
pub fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    if dir.is_dir() {
        return Ok(());
    }
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(dir)
}

/// Refuse a directory other users could plant or replace files in: one that the group or
/// everyone may write to (unless the sticky bit, as on `/tmp`, stops them from replacing
/// files they do not own), or one owned by another user, who can change it at will.
#[cfg(unix)]
pub fn check_not_shared(dir: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    const STICKY: u32 = 0o1000;
    let metadata = std::fs::metadata(dir)?;
    let mode = metadata.permissions().mode();
    if mode & 0o022 != 0 && mode & STICKY == 0 {
        return Err(std::io::Error::new(
            std::io::ErrorKind::PermissionDenied,
            format!(
                "other users can write to it (mode {:o}); run `chmod go-w` on it or choose a private directory",
                mode & 0o7777
            ),
        ));
    }
    let me = nix::unistd::geteuid().as_raw();
    let owner = metadata.uid();
    if owner != me && owner != 0 {
        return Err(std::io::Error::new(
            std::io::ErrorKind::PermissionDenied,
            format!(
                "it belongs to another user (uid {owner}), who could replace what ward keeps there; choose a directory of your own"
            ),
        ));
    }
    Ok(())
}

/// Windows directories inherit access control lists rather than mode bits; the user's own
/// profile and a runner's workspace are private by default.
#[cfg(not(unix))]
pub fn check_not_shared(dir: &Path) -> std::io::Result<()> {
    std::fs::metadata(dir).map(|_| ())
}
