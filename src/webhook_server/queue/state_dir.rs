//! The state directory of the embedded queue: made private when ward creates it, refused
//! when other users could change what is in it, and locked so that one receiver at a time
//! uses it. A second receiver on the same directory would resume (and so run again) the
//! jobs the first one is running.

use std::fs::File;
use std::io::{Read as _, Seek as _, Write as _};
use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// The lock file; held (not merely present) while a receiver runs.
pub(crate) fn lock_path(dir: &Path) -> PathBuf {
    dir.join("webhook-serve.lock")
}

/// Create `dir` and its missing parents; the ones ward creates are for their owner only.
pub(crate) fn create(dir: &Path) -> Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    // Payloads may be private. (On Windows the per-user local data directory is already
    // private to the user.)
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt as _;
        builder.mode(0o700);
    }
    builder.create(dir).map_err(|error| {
        Error::io(
            format!("could not create the state directory {}", dir.display()),
            error,
        )
        .with_hint("pick another directory with --state-dir")
    })
}

/// Why other users could change the files in `dir`, if they could: a directory another
/// user may write to lets them replace the job database or the lock. None when it is
/// private enough (root's, or this user's, and not writable by others, sticky or not).
#[cfg(unix)]
pub(crate) fn shared_reason(dir: &Path) -> Result<Option<String>> {
    use std::os::unix::fs::MetadataExt as _;
    let meta = std::fs::metadata(dir).map_err(|error| {
        Error::io(
            format!("could not read the state directory {}", dir.display()),
            error,
        )
    })?;
    let me = nix::unistd::geteuid().as_raw();
    if meta.uid() != me && meta.uid() != 0 {
        return Ok(Some(format!(
            "it belongs to another user (uid {})",
            meta.uid()
        )));
    }
    let mode = meta.mode();
    if mode & 0o022 != 0 {
        let who = if mode & 0o002 != 0 {
            "every user"
        } else {
            "its group"
        };
        // The sticky bit only keeps others from removing or renaming this user's files:
        // they may still make the database or its side files first, under their names.
        let sticky = if mode & 0o1000 != 0 {
            ", sticky or not: they may still create the queue's files before this receiver does"
        } else {
            ""
        };
        return Ok(Some(format!(
            "{who} may write to it (mode {:o}{sticky})",
            mode & 0o7777
        )));
    }
    Ok(None)
}

/// Windows: the default directory is under the user's own profile; access lists are not
/// read here.
#[cfg(not(unix))]
pub(crate) fn shared_reason(_dir: &Path) -> Result<Option<String>> {
    Ok(None)
}

/// The refusal of a directory other users could write to.
pub(crate) fn refuse_shared(dir: &Path, reason: &str) -> Error {
    Error::usage(format!(
        "the state directory {} is not private: {reason}; another user could replace the job queue",
        dir.display()
    ))
    .with_hint(
        "give a directory only you can write to with --state-dir (chmod 700 it), or accept this one with --allow-shared-state-dir",
    )
}

/// Make the job database and the files SQLite keeps beside it readable by their owner only,
/// whoever created them (a directory given with --state-dir may have a looser umask).
#[cfg(unix)]
pub(crate) fn private_files(database: &Path) -> Result<()> {
    use std::os::unix::fs::PermissionsExt as _;
    let mut paths = vec![database.to_path_buf()];
    paths.extend(super::owned::side_files(database));
    for path in paths {
        match std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)) {
            Ok(()) => {}
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
            Err(error) => {
                return Err(Error::io(
                    format!("could not make {} private", path.display()),
                    error,
                ))
            }
        }
    }
    Ok(())
}

#[cfg(not(unix))]
pub(crate) fn private_files(_database: &Path) -> Result<()> {
    Ok(())
}

/// Create the database file owner-only before SQLite opens it, so it never exists with
/// the umask's looser mode; SQLite gives its `-wal` and `-shm` files the same mode. An
/// existing one is checked to be this user's own, through the handle opened.
pub(crate) fn precreate(database: &Path) -> Result<()> {
    super::owned::refuse_foreign(&[database])?;
    let file = ward_files::open_private_no_follow(database)
        .map_err(|error| Error::io(format!("could not create {}", database.display()), error))?;
    super::owned::refuse_foreign_open(database, &file)
}

/// The receiver's hold on its state directory, released when dropped (or when the process
/// ends, however it ends: the operating system drops the lock with the handle).
///
/// A lock on the lock file alone holds only as long as its name: once a cleanup script or
/// a temporary-file cleaner removes the file, a second receiver makes a new one, locks
/// that, and resumes the first one's running jobs. So on Unix the directory itself is
/// locked, whatever becomes of the names in it; on Windows the lock file is kept open
/// without delete sharing, so its name cannot be removed or renamed while it is held.
/// The lock file is locked too, for receivers of earlier versions, and holds the
/// holder's process id for the message a second start prints.
#[derive(Debug)]
pub(crate) struct Lock {
    _dir: Option<File>,
    _file: File,
}

impl Lock {
    /// Take the directory's lock, or fail at once when another receiver holds it.
    pub(crate) fn take(dir: &Path) -> Result<Self> {
        Self::try_take(dir)?.ok_or_else(|| held_by_another(dir))
    }

    /// Take the directory's lock, or None when another process holds it.
    pub(crate) fn try_take(dir: &Path) -> Result<Option<Self>> {
        let Some(held_dir) = lock_dir(dir)? else {
            return Ok(None);
        };
        let path = lock_path(dir);
        super::owned::refuse_foreign(&[&path])?;
        let mut file = open_lock_file(&path).map_err(|error| {
            Error::io(format!("could not open the lock {}", path.display()), error)
                .with_hint("pick another directory with --state-dir")
        })?;
        super::owned::refuse_foreign_open(&path, &file)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => return Ok(None),
            Err(std::fs::TryLockError::Error(error)) => {
                return Err(Error::io(
                    format!("could not lock {}", path.display()),
                    error,
                ))
            }
        }
        // The holder's process id, for the message a second start prints; only a help.
        let _ = file.set_len(0);
        let _ = file.rewind();
        let _ = write!(file, "{}", std::process::id());
        let _ = file.flush();
        Ok(Some(Self {
            _dir: held_dir,
            _file: file,
        }))
    }
}

/// Unix: an exclusive lock on the directory's own handle, which no rename or removal of a
/// file in it can undo; None when another process holds it.
#[cfg(unix)]
fn lock_dir(dir: &Path) -> Result<Option<Option<File>>> {
    let handle = File::open(dir).map_err(|error| {
        Error::io(
            format!("could not open the state directory {}", dir.display()),
            error,
        )
    })?;
    match handle.try_lock() {
        Ok(()) => Ok(Some(Some(handle))),
        Err(std::fs::TryLockError::WouldBlock) => Ok(None),
        Err(std::fs::TryLockError::Error(error)) => Err(Error::io(
            format!("could not lock the state directory {}", dir.display()),
            error,
        )),
    }
}

/// Windows cannot lock a directory's handle; the lock file, which cannot be deleted while
/// it is open (below), stands for it.
#[cfg(not(unix))]
fn lock_dir(_dir: &Path) -> Result<Option<Option<File>>> {
    Ok(Some(None))
}

#[cfg(not(windows))]
fn open_lock_file(path: &Path) -> std::io::Result<File> {
    ward_files::open_private_no_follow(path)
}

/// Shared for reading and writing but not for deletion: while it is open, the file can be
/// neither removed nor renamed, so no second receiver finds the name free.
#[cfg(windows)]
fn open_lock_file(path: &Path) -> std::io::Result<File> {
    use std::os::windows::fs::OpenOptionsExt as _;
    const FILE_SHARE_READ: u32 = 0x1;
    const FILE_SHARE_WRITE: u32 = 0x2;
    if std::fs::symlink_metadata(path).is_ok_and(|meta| meta.file_type().is_symlink()) {
        return Err(std::io::Error::other(format!(
            "{} is a symbolic link; remove it so ward can keep its own file there",
            path.display()
        )));
    }
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .share_mode(FILE_SHARE_READ | FILE_SHARE_WRITE)
        .open(path)
}

/// The refusal of a second receiver, naming the first one's process when the lock file
/// still tells it.
fn held_by_another(dir: &Path) -> Error {
    let mut holder = String::new();
    if let Ok(file) = ward_files::open_regular(&lock_path(dir)) {
        let _ = file.take(64).read_to_string(&mut holder);
    }
    let holder = holder.trim();
    let who = if !holder.is_empty() && holder.bytes().all(|b| b.is_ascii_digit()) {
        format!(" (process {holder})")
    } else {
        String::new()
    };
    Error::runtime(format!(
        "another ward webhook serve{who} is using the state directory {}; nothing was changed",
        dir.display()
    ))
    .with_hint(
        "stop it first, or give this receiver its own --state-dir; receivers share work through a Redis --queue",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lock_on_the_same_directory_is_refused_until_the_first_is_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let first = Lock::take(dir.path()).unwrap();
        let error = Lock::take(dir.path()).unwrap_err().to_string();
        assert!(error.contains("another ward webhook serve"), "{error}");
        assert!(
            error.contains(&format!("process {}", std::process::id())),
            "{error}"
        );
        drop(first);
        Lock::take(dir.path()).unwrap();
    }

    /// A cleanup that removes the lock file (where the system lets it) frees nothing.
    #[test]
    fn a_removed_lock_file_does_not_free_the_directory() {
        let dir = tempfile::tempdir().unwrap();
        let first = Lock::take(dir.path()).unwrap();
        let removed = std::fs::remove_file(lock_path(dir.path()));
        // Windows refuses to remove a file open without delete sharing.
        assert_eq!(removed.is_ok(), cfg!(not(windows)), "{removed:?}");
        let error = Lock::take(dir.path()).unwrap_err().to_string();
        assert!(error.contains("another ward webhook serve"), "{error}");
        drop(first);
        Lock::take(dir.path()).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn directories_others_may_write_to_are_shared() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = tempfile::tempdir().unwrap();
        let set = |mode| {
            std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(mode)).unwrap()
        };
        set(0o700);
        assert_eq!(shared_reason(dir.path()).unwrap(), None);
        set(0o770);
        assert!(shared_reason(dir.path())
            .unwrap()
            .unwrap()
            .contains("group"));
        set(0o777);
        assert!(shared_reason(dir.path())
            .unwrap()
            .unwrap()
            .contains("every user"));
        set(0o1777);
        let reason = shared_reason(dir.path()).unwrap().unwrap();
        assert!(
            reason.contains("every user") && reason.contains("sticky"),
            "{reason}"
        );
        set(0o1755);
        assert_eq!(shared_reason(dir.path()).unwrap(), None);
    }

    #[cfg(unix)]
    #[test]
    fn created_directories_are_private() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = tempfile::tempdir().unwrap();
        let nested = dir.path().join("a").join("b");
        create(&nested).unwrap();
        for path in [dir.path().join("a"), nested] {
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o700, "{}", path.display());
        }
    }
}
