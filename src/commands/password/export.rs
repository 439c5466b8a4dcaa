//! `ward password export`: the store as one sorted `HASH:COUNT` file.

use std::io::{BufWriter, Write};
use std::path::Path;

use ward_files as files;

use crate::cli::PasswordExportArgs;
use crate::error::{Error, Outcome, Result};
use crate::output::group_thousands;
use crate::run::Ctx;
use crate::store::format::{self, Range};
use crate::store::{Store, StoreReader, SHARD_COUNT, SHARD_SIZE};
use ward_client::passwords::{prefix_hex, PREFIX_COUNT};

use super::stored;

pub(super) async fn run(ctx: &Ctx, args: &PasswordExportArgs) -> Result<Outcome> {
    let mode = stored::mode(args.ntlm);
    let store = stored::open(&args.dir, mode)?;
    let target = args.file.clone().filter(|path| path != Path::new("-"));
    let ending: &[u8] = if args.crlf { b"\r\n" } else { b"\n" };
    let bar = ctx
        .printer
        .progress(u64::from(SHARD_COUNT), "exporting folders");
    let (exported, hashes) = match &target {
        Some(path) => {
            let mut out = Output::open(path)?;
            let counts = write_all(&store, &mut out, ending, &bar)?;
            out.commit()
                .map_err(|e| Error::io(format!("could not write {}", path.display()), e))?;
            counts
        }
        None => {
            let mut out = BufWriter::with_capacity(1 << 20, ctx.printer.terminal().stdout_writer());
            let counts = write_all(&store, &mut out, ending, &bar)?;
            out.flush()
                .map_err(|e| Error::io("could not write to standard output", e))?;
            counts
        }
    };
    bar.finish_and_clear();
    let missing = u64::from(PREFIX_COUNT) - exported;
    if missing > 0 {
        ctx.printer.warn(&format!(
            "{} of {} prefixes are not in the store; the export holds the {} that are",
            group_thousands(missing),
            group_thousands(u64::from(PREFIX_COUNT)),
            group_thousands(exported)
        ));
    }
    ctx.printer.info(&format!(
        "exported {} hashes from {} prefixes",
        group_thousands(hashes),
        group_thousands(exported)
    ));
    Ok(Outcome::Clean)
}

/// Where `--file` sends the export. A regular file (or a new one) is written beside it and
/// renamed over it only when complete and synced; a device or FIFO (`/dev/null`, a pipe)
/// is written in place and stays what it is; a link is refused, unless it leads to a
/// device or FIFO (`/dev/stdout` on a pipe or terminal), which is then written in place.
enum Output {
    File(files::NewFile),
    /// A pipe or terminal reached through a link that names no file (`/dev/stdout`).
    Stream(BufWriter<std::fs::File>),
}

impl Output {
    fn open(path: &Path) -> Result<Self> {
        let cannot = |e| Error::io(format!("could not write {}", path.display()), e);
        let is_link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
        if !is_link {
            return files::NewFile::create(path).map(Self::File).map_err(cannot);
        }
        let leads_to_stream = std::fs::metadata(path).is_ok_and(|m| is_stream(&m.file_type()));
        if !leads_to_stream {
            return Err(Error::usage(format!(
                "{} is a symbolic link, which ward does not write through",
                path.display()
            ))
            .with_hint(
                "name the file it points to, or leave out --file to write to standard output",
            ));
        }
        match std::fs::canonicalize(path) {
            // A FIFO or device with a name of its own: opened as any other.
            Ok(real) => files::NewFile::create(&real)
                .map(Self::File)
                .map_err(cannot),
            // A pipe or terminal behind `/proc/self/fd`: opened in place, never created.
            Err(_) => std::fs::OpenOptions::new()
                .write(true)
                .open(path)
                .map(|file| Self::Stream(BufWriter::with_capacity(1 << 20, file)))
                .map_err(cannot),
        }
    }

    fn commit(self) -> std::io::Result<()> {
        match self {
            Self::File(file) => file.commit(),
            Self::Stream(mut out) => out.flush(),
        }
    }
}

impl Write for Output {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        match self {
            Self::File(file) => file.write(bytes),
            Self::Stream(out) => out.write(bytes),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Self::File(file) => file.flush(),
            Self::Stream(out) => out.flush(),
        }
    }
}

/// A FIFO or character device: written in place.
#[cfg(unix)]
fn is_stream(kind: &std::fs::FileType) -> bool {
    use std::os::unix::fs::FileTypeExt;
    kind.is_fifo() || kind.is_char_device()
}

#[cfg(not(unix))]
fn is_stream(kind: &std::fs::FileType) -> bool {
    !kind.is_file() && !kind.is_dir() && !kind.is_symlink()
}

/// Prefixes in order, each range's rows in order: the output is sorted by hash. A range
/// that does not match its checksum stops the export (the file is not put in place).
fn write_all(
    store: &Store,
    out: &mut impl Write,
    ending: &[u8],
    bar: &indicatif::ProgressBar,
) -> Result<(u64, u64)> {
    let io = |error| Error::io("could not write the export", error);
    let reader = StoreReader::new(store.clone());
    let digits = store.mode().suffix_len();
    let (mut prefixes, mut hashes) = (0u64, 0u64);
    let damaged = |prefix: u32, why: String| {
        Error::runtime(format!(
            "the stored range for prefix {} in {} is damaged: {why}",
            prefix_hex(prefix),
            store.root().display()
        ))
        .with_hint(format!(
            "run `{}` to fetch it again",
            store.download_command()
        ))
    };
    for shard in 0..SHARD_COUNT {
        let file = store
            .open_shard(shard)
            .map_err(|error| damaged(shard * SHARD_SIZE, format!("its shard file {error}")))?;
        let Some(file) = file else {
            bar.inc(1);
            continue;
        };
        for prefix in file.prefixes() {
            let (bytes, rows) = reader
                .read(prefix)
                .map_err(|error| Error::runtime(error.to_string()))?;
            let rows = Range::new(&bytes, rows, store.mode())
                .and_then(|range| range.rows())
                .ok_or_else(|| damaged(prefix, "its counts do not decode".into()))?;
            let head = prefix_hex(prefix);
            for (key, count) in rows {
                out.write_all(head.as_bytes()).map_err(io)?;
                out.write_all(format::suffix_hex(key, digits).as_bytes())
                    .map_err(io)?;
                write!(out, ":{count}").map_err(io)?;
                out.write_all(ending).map_err(io)?;
                hashes += 1;
            }
            prefixes += 1;
        }
        bar.inc(1);
    }
    Ok((prefixes, hashes))
}
