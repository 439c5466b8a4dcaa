//! `ward password export`: the store as one sorted `HASH:COUNT` file.

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use crate::cli::PasswordExportArgs;
use crate::clients::passwords::{prefix_hex, HashMode, PREFIX_COUNT};
use crate::error::{Error, Outcome, Result};
use crate::output::group_thousands;
use crate::store::{Store, SHARD_COUNT};
use crate::Ctx;

pub async fn run(ctx: &Ctx, args: &PasswordExportArgs) -> Result<Outcome> {
    let mode = if args.ntlm {
        HashMode::Ntlm
    } else {
        HashMode::Sha1
    };
    let Some(store) = Store::existing(&args.dir, mode) else {
        return Err(Error::usage(format!(
            "there is no {} store in {}",
            mode.name(),
            args.dir.display()
        ))
        .with_hint(format!(
            "download one first: ward password download {}{}",
            args.dir.display(),
            if args.ntlm { " --ntlm" } else { "" }
        )));
    };
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
            let mut out = BufWriter::with_capacity(1 << 20, std::io::stdout());
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

/// Prefixes in order, each range's rows in order: the output is sorted by hash.
fn write_all(
    store: &Store,
    out: &mut impl Write,
    ending: &[u8],
    bar: &indicatif::ProgressBar,
) -> Result<(u64, u64)> {
    let io = |error| Error::io("could not write the export", error);
    let (mut prefixes, mut hashes) = (0u64, 0u64);
    for shard in 0..SHARD_COUNT {
        let index = store.load_shard(shard).map_err(|e| {
            Error::io(
                format!("could not read the index in {}", store.root().display()),
                e,
            )
        })?;
        for prefix in index.keys() {
            let Some(body) = store.read(*prefix).map_err(|e| {
                Error::io(
                    format!("could not read {}", store.path_of(*prefix).display()),
                    e,
                )
            })?
            else {
                return Err(Error::runtime(format!(
                    "the index lists {} but its file is missing from {}",
                    prefix_hex(*prefix),
                    store.root().display()
                ))
                .with_hint("run `ward password download` on the same folder to fetch it again"));
            };
            let head = prefix_hex(*prefix);
            for line in body.split(|b| *b == b'\n') {
                let line = line.strip_suffix(b"\r").unwrap_or(line);
                if line.is_empty() {
                    continue;
                }
                out.write_all(head.as_bytes()).map_err(io)?;
                out.write_all(&line.to_ascii_uppercase()).map_err(io)?;
                out.write_all(ending).map_err(io)?;
                hashes += 1;
            }
            prefixes += 1;
        }
        bar.inc(1);
    }
    Ok((prefixes, hashes))
}
