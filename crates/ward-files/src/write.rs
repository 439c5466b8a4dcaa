//! Writing a whole file: a private temporary file beside the target, renamed over it.

use std::fs::{File, OpenOptions};
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use super::dirs::create_private_dir;

/// Who may read a file ward writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Access {
    /// `0600`: secrets, payloads, stores, state.
    Owner,
    /// `0644` less the umask: documents meant for everyone, such as manual pages.
    Everyone,
}

/// Write `bytes` to `path`, readable by its owner only.
pub fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_whole(path, bytes, Access::Owner)
}

/// Write `bytes` to `path`, readable by everyone (manual pages, completion scripts): the
/// same rules as [`write_private`] apart from the mode.
pub fn write_readable(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_whole(path, bytes, Access::Everyone)
}

fn write_whole(path: &Path, bytes: &[u8], access: Access) -> std::io::Result<()> {
    let mut file = NewFile::open(path, access)?;
    file.write_all(bytes)?;
    file.commit()
}

/// Create `path` exclusively, owner-only, refusing any file or link already there: for
/// names ward picks itself, which nobody else may have prepared.
pub fn create_new_private(path: &Path) -> std::io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    private_no_follow(&mut options, Access::Owner);
    options.open(path)
}

/// A new owner-only file beside `target` under a name nobody can guess, for a file that is
/// written with seeks and checked before [`put_in_place`] gives it its name.
pub fn create_temp_beside(target: &Path) -> std::io::Result<(PathBuf, File)> {
    create_private_dir(parent_of(target))?;
    create_temp(target, Access::Owner)
}

/// Rename the finished, synced `temp` over `target`, only when `target` is a regular file
/// or absent; a link, FIFO, device or directory there is left as it is, and `temp` is
/// removed.
pub fn put_in_place(temp: &Path, target: &Path) -> std::io::Result<()> {
    let placed = match std::fs::symlink_metadata(target) {
        Ok(metadata) if !metadata.file_type().is_file() => Err(refused(
            "it is not a regular file (a link, FIFO, device or directory), which ward never replaces; move it away",
        )),
        Err(error) if error.kind() != std::io::ErrorKind::NotFound => Err(error),
        _ => rename(temp, target),
    };
    match placed {
        Ok(()) => {
            sync_dir(parent_of(target));
            Ok(())
        }
        Err(error) => {
            let _ = std::fs::remove_file(temp);
            Err(error)
        }
    }
}

#[cfg(not(windows))]
fn rename(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::rename(from, to)
}

/// Windows refuses to replace a file while another program has it open without
/// FILE_SHARE_DELETE (a virus scanner, an indexer, a reader on a file system without
/// POSIX renames), and such holds last moments: try again a few times before giving up.
#[cfg(windows)]
fn rename(from: &Path, to: &Path) -> std::io::Result<()> {
    const TRIES: u32 = 10;
    let mut tried = 1;
    loop {
        match std::fs::rename(from, to) {
            Err(error) if error.kind() == std::io::ErrorKind::PermissionDenied && tried < TRIES => {
                std::thread::sleep(std::time::Duration::from_millis(u64::from(5 * tried)));
                tried += 1;
            }
            placed => return placed,
        }
    }
}

/// A file being written: bytes go to a temporary file beside the target and reach the
/// target only at [`NewFile::commit`]; dropped without a commit, it leaves nothing behind.
pub struct NewFile {
    target: PathBuf,
    /// `None` when the target is a device or FIFO written in place.
    temp: Option<PathBuf>,
    out: BufWriter<File>,
}

impl NewFile {
    /// Start writing `path`, readable by its owner only.
    pub fn create(path: &Path) -> std::io::Result<Self> {
        Self::open(path, Access::Owner)
    }

    /// The file the bytes will reach.
    pub fn path(&self) -> &Path {
        &self.target
    }

    fn open(path: &Path, access: Access) -> std::io::Result<Self> {
        let target = path.to_path_buf();
        match Target::of(path)? {
            Target::InPlace => {
                let file = open_in_place(path)?;
                Ok(Self {
                    target,
                    temp: None,
                    out: BufWriter::new(file),
                })
            }
            Target::Replace => {
                create_private_dir(parent_of(path))?;
                let (temp, file) = create_temp(path, access)?;
                Ok(Self {
                    target,
                    temp: Some(temp),
                    out: BufWriter::with_capacity(1 << 16, file),
                })
            }
        }
    }

    /// Put the bytes on disk and in place of the target. The target is looked at again:
    /// a link or device put there while ward was writing is never replaced.
    pub fn commit(mut self) -> std::io::Result<()> {
        self.out.flush()?;
        let Some(temp) = self.temp.take() else {
            return Ok(());
        };
        if let Err(error) = self.out.get_ref().sync_all() {
            let _ = std::fs::remove_file(&temp);
            return Err(error);
        }
        put_in_place(&temp, &self.target)
    }
}

impl Write for NewFile {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.out.write(bytes)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

impl Drop for NewFile {
    fn drop(&mut self) {
        if let Some(temp) = self.temp.take() {
            let _ = std::fs::remove_file(temp);
        }
    }
}

/// What a write does with what is at the target's path.
enum Target {
    /// Nothing, or a regular file: replaced through a rename.
    Replace,
    /// A character device or FIFO (`/dev/null`, a pipe to another program): written to.
    InPlace,
}

impl Target {
    fn of(path: &Path) -> std::io::Result<Self> {
        let metadata = match std::fs::symlink_metadata(path) {
            Ok(metadata) => metadata,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Self::Replace),
            Err(error) => return Err(error),
        };
        let kind = metadata.file_type();
        if kind.is_symlink() || is_reparse_point(&metadata) {
            return Err(refused(
                "it is a symbolic link, which ward does not write through; name the file it points to, or remove the link",
            ));
        }
        if kind.is_file() {
            return Ok(Self::Replace);
        }
        if kind.is_dir() {
            return Err(refused("it is a directory; name a file"));
        }
        special_target(&kind)
    }
}

#[cfg(unix)]
fn special_target(kind: &std::fs::FileType) -> std::io::Result<Target> {
    use std::os::unix::fs::FileTypeExt;
    if kind.is_char_device() || kind.is_fifo() {
        Ok(Target::InPlace)
    } else if kind.is_block_device() {
        Err(refused(
            "it is a block device, which ward never writes; name a regular file",
        ))
    } else {
        Err(refused("it is a socket; name a regular file"))
    }
}

#[cfg(not(unix))]
fn special_target(_kind: &std::fs::FileType) -> std::io::Result<Target> {
    // Windows devices such as NUL are neither files nor directories: written in place.
    Ok(Target::InPlace)
}

#[cfg(windows)]
fn is_reparse_point(metadata: &std::fs::Metadata) -> bool {
    use std::os::windows::fs::MetadataExt;
    const FILE_ATTRIBUTE_REPARSE_POINT: u32 = 0x400;
    metadata.file_attributes() & FILE_ATTRIBUTE_REPARSE_POINT != 0
}

#[cfg(not(windows))]
fn is_reparse_point(_metadata: &std::fs::Metadata) -> bool {
    false
}

fn refused(why: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidInput, why.to_string())
}

fn parent_of(path: &Path) -> &Path {
    path.parent()
        .filter(|dir| !dir.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// A new owner-only file beside `path` with a name nobody can guess in advance, so no
/// link or file can be planted there first; `create_new` never follows a link.
fn create_temp(path: &Path, access: Access) -> std::io::Result<(PathBuf, File)> {
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut attempts = 0;
    loop {
        let temp = path.with_file_name(format!(".{name}.{:016x}.tmp", random_u64()));
        let mut options = OpenOptions::new();
        options.write(true).create_new(true);
        private_no_follow(&mut options, access);
        match options.open(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists && attempts < 16 => {
                attempts += 1;
            }
            Err(error) => return Err(error),
        }
    }
}

/// 64 bits no other local user can predict: the process's own seeded generator mixed with
/// the standard library's per-process random hash keys.
fn random_u64() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(fastrand::u64(..));
    hasher.finish()
}

fn private_no_follow(options: &mut OpenOptions, access: Access) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        let mode = match access {
            Access::Owner => 0o600,
            Access::Everyone => 0o644,
        };
        options.mode(mode).custom_flags(libc::O_NOFOLLOW);
    }
    #[cfg(not(unix))]
    let _ = (options, access);
}

/// Open a device or FIFO to write to it. A FIFO nobody reads is refused at once instead of
/// waiting for a reader that may never come.
#[cfg(unix)]
fn open_in_place(path: &Path) -> std::io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    use std::os::unix::io::AsRawFd;
    let file = OpenOptions::new()
        .write(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(path)
        .map_err(|error| {
            if error.raw_os_error() == Some(libc::ENXIO) {
                std::io::Error::new(
                    std::io::ErrorKind::BrokenPipe,
                    "it is a FIFO that no program is reading; start the reader first",
                )
            } else {
                error
            }
        })?;
    // Writes then wait for a slow reader as they would on any pipe.
    let flags = nix::fcntl::fcntl(file.as_raw_fd(), nix::fcntl::FcntlArg::F_GETFL)?;
    let blocking = nix::fcntl::OFlag::from_bits_truncate(flags) & !nix::fcntl::OFlag::O_NONBLOCK;
    nix::fcntl::fcntl(file.as_raw_fd(), nix::fcntl::FcntlArg::F_SETFL(blocking))?;
    Ok(file)
}

#[cfg(not(unix))]
fn open_in_place(path: &Path) -> std::io::Result<File> {
    OpenOptions::new().write(true).open(path)
}

/// Make a rename durable: the directory entry is on disk once its directory is synced.
/// Windows cannot open a directory as a file, and its renames are journaled.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = File::open(dir) {
        let _ = dir.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}
