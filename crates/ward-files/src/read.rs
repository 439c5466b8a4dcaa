//! Bounded reads: no input, however large or however slow, makes ward allocate past a
//! limit the caller names or wait without end.

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long a file that is not a regular one (a FIFO, a device, a process substitution) may
/// take to deliver all of its bytes.
pub const NON_REGULAR_READ_TIMEOUT: Duration = Duration::from_secs(10);

/// The whole of the file at `path` (links followed), refused past `limit` bytes.
pub fn read_bounded(path: &Path, limit: u64) -> std::io::Result<Vec<u8>> {
    read_bounded_within(path, limit, NON_REGULAR_READ_TIMEOUT)
}

/// [`read_bounded`] as UTF-8 text.
pub fn read_bounded_string(path: &Path, limit: u64) -> std::io::Result<String> {
    String::from_utf8(read_bounded(path, limit)?).map_err(|_| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "it is not UTF-8 text; save it as UTF-8",
        )
    })
}

/// All that `reader` gives (standard input, a child's output), refused past `limit` bytes
/// after reading at most one byte more.
pub fn read_reader_bounded(reader: impl Read, limit: u64) -> std::io::Result<Vec<u8>> {
    read_sized(reader, limit, 0)
}

/// [`read_reader_bounded`] into a buffer made for `expected` bytes up front: a regular
/// file's size, so a large file is read into one allocation of its size instead of one
/// grown by doubling, up to twice as large.
fn read_sized(reader: impl Read, limit: u64, expected: u64) -> std::io::Result<Vec<u8>> {
    // One byte more, so that reading the end costs no second allocation.
    let capacity = expected.min(limit).saturating_add(1);
    let mut bytes = Vec::with_capacity(usize::try_from(capacity).unwrap_or(0));
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(too_large(limit));
    }
    Ok(bytes)
}

/// Open `path` to read it in place (seeking, reading at offsets), refusing anything but a
/// regular file. The open itself never waits: a FIFO is opened without blocking and then
/// refused.
pub fn open_regular(path: &Path) -> std::io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    // Shared for reading, writing and deleting, said outright: a file read in place (a
    // password store's shard, say) may be replaced by a rename while it is open, which
    // Windows allows only to handles opened with FILE_SHARE_DELETE.
    #[cfg(windows)]
    {
        use std::os::windows::fs::OpenOptionsExt;
        const FILE_SHARE_READ: u32 = 0x1;
        const FILE_SHARE_WRITE: u32 = 0x2;
        const FILE_SHARE_DELETE: u32 = 0x4;
        options.share_mode(FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE);
    }
    let file = options.open(path)?;
    let metadata = file.metadata()?;
    if metadata.is_file() {
        Ok(file)
    } else if metadata.is_dir() {
        Err(not_a_file("it is a directory; name a file"))
    } else {
        Err(not_a_file(
            "it is not a regular file (a FIFO, device or socket); name a regular file",
        ))
    }
}

pub(super) fn read_bounded_within(
    path: &Path,
    limit: u64,
    timeout: Duration,
) -> std::io::Result<Vec<u8>> {
    let metadata = std::fs::metadata(path)?;
    if metadata.is_dir() {
        return Err(not_a_file("it is a directory; name a file"));
    }
    if metadata.is_file() {
        if metadata.len() > limit {
            return Err(too_large(limit));
        }
        let file = File::open(path)?;
        // Checked again on the open file: the path may have been swapped for a FIFO.
        let opened = file.metadata()?;
        if opened.is_file() {
            return read_sized(file, limit, opened.len());
        }
    }
    read_with_timeout(path.to_path_buf(), limit, timeout)
}

/// Read a FIFO or device on a thread of its own, so a writer that never comes (or never
/// stops) costs at most `timeout`. The thread, if still blocked, ends with the process.
fn read_with_timeout(path: PathBuf, limit: u64, timeout: Duration) -> std::io::Result<Vec<u8>> {
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("ward-bounded-read".into())
        .spawn(move || {
            let read = File::open(&path).and_then(|file| read_reader_bounded(file, limit));
            let _ = sender.send(read);
        })?;
    receiver.recv_timeout(timeout).unwrap_or_else(|_| {
        Err(std::io::Error::new(
            std::io::ErrorKind::TimedOut,
            format!(
                "it is not a regular file and gave no complete contents within {} s; name a regular file, or make sure its writer finishes",
                timeout.as_secs()
            ),
        ))
    })
}

fn too_large(limit: u64) -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::FileTooLarge,
        format!(
            "it is larger than {}, the most ward reads for it; check that it is what you meant to give",
            human_size(limit)
        ),
    )
}

fn not_a_file(why: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidInput, why.to_string())
}

/// `limit` in the largest binary unit that divides it evenly: "64 KiB", "1000 bytes".
pub(super) fn human_size(limit: u64) -> String {
    const UNITS: [(u64, &str); 3] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")];
    UNITS
        .iter()
        .find(|(size, _)| limit >= *size && limit.is_multiple_of(*size))
        .map_or_else(
            || format!("{limit} bytes"),
            |(size, unit)| format!("{} {unit}", limit / size),
        )
}
