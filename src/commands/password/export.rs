//! `ward password export`: the store as one sorted `HASH:COUNT` file.

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use crate::cli::PasswordExportArgs;
use crate::clients::passwords::{prefix_hex, PREFIX_COUNT};
use crate::error::{Error, Outcome, Result};
use crate::output::group_thousands;
use crate::store::format::{self, Range};
use crate::store::{Store, StoreReader, SHARD_COUNT, SHARD_SIZE};
use crate::Ctx;

use super::stored;

pub async fn run(ctx: &Ctx, args: &PasswordExportArgs) -> Result<Outcome> {
    let mode = stored::mode(args.ntlm);
    let store = stored::open(&args.dir, mode)?;
    let target = args.file.clone().filter(|path| path != Path::new("-"));
    let ending: &[u8] = if args.crlf { b"\r\n" } else { b"\n" };
    let bar = ctx
        .printer
        .progress(u64::from(SHARD_COUNT), "exporting folders");
    let (exported, hashes) = match &target {
        Some(path) => {
            let temp = temp_path(path);
            let file = std::fs::File::create(&temp)
                .map_err(|e| Error::io(format!("could not create {}", temp.display()), e))?;
            let mut out = BufWriter::with_capacity(1 << 20, file);
            let result = write_all(&store, &mut out, ending, &bar).and_then(|counts| {
                out.flush()
                    .and_then(|()| out.get_ref().sync_all())
                    .and_then(|()| std::fs::rename(&temp, path))
                    .map_err(|e| Error::io(format!("could not write {}", path.display()), e))?;
                Ok(counts)
            });
            if result.is_err() {
                let _ = std::fs::remove_file(&temp);
            }
            result?
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

fn temp_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
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
