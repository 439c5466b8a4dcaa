//! `ward password download`: fetch every range (or a sub-range) into a local store that
//! can be resumed, refreshed with `If-None-Match`, exported and checked offline.

use std::collections::BTreeMap;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Instant;

use bytes::Bytes;
use futures_util::stream::{self, StreamExt};
use serde::Serialize;

use crate::cli::PasswordDownloadArgs;
use crate::clients::passwords::range::{validate, Strictness};
use crate::clients::passwords::{
    parse_prefix, prefix_hex, Counters, Fetched, HashMode, PasswordsClient, PREFIX_COUNT,
};
use crate::config::Service;
use crate::error::{Error, Outcome, Result};
use crate::output::Table;
use crate::store::{Entry, Store, SHARD_SIZE};
use crate::Ctx;

/// Failed prefixes named in the error; the rest are counted.
const LISTED_FAILURES: usize = 20;

#[derive(Debug, Default, Serialize)]
struct Summary {
    mode: &'static str,
    prefixes: u64,
    downloaded: u64,
    changed: u64,
    unchanged: u64,
    not_modified: u64,
    already_complete: u64,
    failed: u64,
    rows: u64,
    bytes: u64,
    retries: u64,
    cache_hits: u64,
    seconds: f64,
}

/// `START..END`, both 5 hex characters, inclusive.
pub fn parse_range(text: Option<&str>) -> Result<(u32, u32)> {
    let Some(text) = text else {
        return Ok((0, PREFIX_COUNT - 1));
    };
    let invalid = || {
        Error::usage(format!(
            "the range \"{text}\" is not START..END with two 5-character hex prefixes"
        ))
        .with_hint("for example --range 00000..0FFFF")
    };
    let (start, end) = text.split_once("..").ok_or_else(invalid)?;
    let start = parse_prefix(start.trim()).ok_or_else(invalid)?;
    let end = parse_prefix(end.trim()).ok_or_else(invalid)?;
    if start > end {
        return Err(Error::usage(format!(
            "the range \"{text}\" ends before it starts"
        )));
    }
    Ok((start, end))
}

fn store_error(store: &Store, error: std::io::Error) -> Error {
    Error::io(
        format!("could not write the store in {}", store.root().display()),
        error,
    )
}

/// What one prefix needs.
enum Plan {
    Complete {
        adopted: bool,
    },
    Fetch {
        etag: Option<String>,
        digest: Option<String>,
    },
}

pub async fn run(ctx: &Ctx, args: &PasswordDownloadArgs) -> Result<Outcome> {
    let started = Instant::now();
    let mode = if args.ntlm {
        HashMode::Ntlm
    } else {
        HashMode::Sha1
    };
    let (start, end) = parse_range(args.range.as_deref())?;
    let store = Store::open(&args.dir, mode).map_err(|error| {
        Error::io(
            format!("could not create the store in {}", args.dir.display()),
            error,
        )
    })?;
    let counters = Arc::new(Counters::default());
    let client = PasswordsClient::new(
        ctx.http.clone(),
        ctx.config.base_url(Service::Passwords)?,
        false,
    )
    .with_counters(counters.clone());
    let total = u64::from(end - start + 1);
    let mut summary = Summary {
        mode: mode.name(),
        prefixes: total,
        ..Summary::default()
    };
    let mut failures: Vec<(u32, String)> = Vec::new();
    let mut requests = 0u64;
    let bar = ctx.printer.progress(total, "ranges");
    for shard in start / SHARD_SIZE..=end / SHARD_SIZE {
        let low = start.max(shard * SHARD_SIZE);
        let high = end.min(shard * SHARD_SIZE + SHARD_SIZE - 1);
        let mut index = store
            .load_shard(shard)
            .map_err(|e| store_error(&store, e))?;
        remove_stale_temp_files(&store, low);
        let mut work = Vec::new();
        // Ranges written since the folder's pack was built (by this run or an interrupted
        // one) mean the pack must be built again.
        let mut rewritten = !store.has_pack(shard);
        for prefix in low..=high {
            match plan(&store, &mut index, prefix, args.refresh) {
                Plan::Complete { adopted } => {
                    rewritten |= adopted;
                    summary.already_complete += 1;
                    bar.inc(1);
                }
                Plan::Fetch { etag, digest } => work.push((prefix, etag, digest)),
            }
        }
        requests += work.len() as u64;
        let mut results = stream::iter(work)
            .map(|(prefix, etag, digest)| {
                let client = &client;
                let store = store.clone();
                async move {
                    let result = fetch_and_store(client, store, prefix, mode, etag, digest).await;
                    (prefix, result)
                }
            })
            .buffer_unordered(usize::from(args.concurrency));
        let mut pack = None;
        while let Some((prefix, result)) = results.next().await {
            bar.inc(1);
            match result {
                Ok(Stored::NotModified) => summary.not_modified += 1,
                Ok(Stored::Written {
                    entry,
                    changed,
                    fresh,
                    body,
                }) => {
                    if let Some(body) = body {
                        if pack.is_none() {
                            pack = Some(
                                store
                                    .pack_writer(shard)
                                    .map_err(|e| store_error(&store, e))?,
                            );
                        }
                        if let Some(writer) = pack.as_mut() {
                            writer
                                .add(prefix, &body)
                                .map_err(|e| store_error(&store, e))?;
                        }
                    }
                    summary.downloaded += u64::from(fresh);
                    summary.changed += u64::from(changed);
                    summary.unchanged += u64::from(!fresh && !changed);
                    summary.rows += u64::from(entry.rows);
                    summary.bytes += entry.size;
                    index.insert(prefix, entry);
                }
                Err(error) => failures.push((prefix, error.to_string())),
            }
        }
        drop(results);
        if rewritten || pack.is_some() {
            let packer = store.clone();
            let writer = match pack {
                Some(writer) => writer,
                None => store
                    .pack_writer(shard)
                    .map_err(|e| store_error(&store, e))?,
            };
            tokio::task::spawn_blocking(move || writer.finish(&packer))
                .await
                .map_err(|error| Error::runtime(format!("the pack writer stopped: {error}")))?
                .map_err(|e| store_error(&store, e))?;
        }
        store
            .save_shard(shard, &index)
            .map_err(|e| store_error(&store, e))?;
        bar.set_message(format!("ranges, {}", megabytes(summary.bytes)));
    }
    bar.finish_and_clear();
    summary.failed = failures.len() as u64;
    summary.retries = counters
        .attempts
        .load(Ordering::Relaxed)
        .saturating_sub(requests);
    summary.cache_hits = counters.cache_hits.load(Ordering::Relaxed);
    summary.seconds = (started.elapsed().as_secs_f64() * 100.0).round() / 100.0;
    print_summary(ctx, &summary, &store)?;
    if failures.is_empty() {
        return Ok(Outcome::Clean);
    }
    failures.sort_by_key(|(prefix, _)| *prefix);
    let mut listed: Vec<String> = failures
        .iter()
        .take(LISTED_FAILURES)
        .map(|(prefix, _)| prefix_hex(*prefix))
        .collect();
    if failures.len() > LISTED_FAILURES {
        listed.push(format!("and {} more", failures.len() - LISTED_FAILURES));
    }
    Err(Error::runtime(format!(
        "{} of {} prefixes could not be downloaded after retries: {} (first failure: {})",
        failures.len(),
        total,
        listed.join(", "),
        failures[0].1
    ))
    .with_hint("run the same command again: prefixes already stored are skipped"))
}

fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1_000_000.0)
}

/// Decide what a prefix needs. A file without an index entry comes from a run that
/// stopped before writing its index: it is verified and adopted rather than fetched.
fn plan(store: &Store, index: &mut BTreeMap<u32, Entry>, prefix: u32, refresh: bool) -> Plan {
    if let Some(entry) = index.get(&prefix) {
        let size = std::fs::metadata(store.path_of(prefix))
            .ok()
            .filter(std::fs::Metadata::is_file)
            .map(|metadata| metadata.len());
        if size != Some(entry.size) {
            // Deleted, or not the size the index recorded (cut short by a crash, damaged):
            // verified and adopted if it is a whole range, fetched again otherwise.
            index.remove(&prefix);
        }
    }
    if let Some(entry) = index.get(&prefix) {
        if !refresh {
            return Plan::Complete { adopted: false };
        }
        return Plan::Fetch {
            etag: entry.etag.clone(),
            digest: Some(entry.digest.clone()),
        };
    }
    if let Ok(Some(body)) = store.read(prefix) {
        if let Ok(stats) = validate(&body, store.mode(), Strictness::Unpadded) {
            let entry = Entry::new(&body, stats.rows, None, None);
            let digest = entry.digest.clone();
            index.insert(prefix, entry);
            if !refresh {
                return Plan::Complete { adopted: true };
            }
            // Refreshing: fetch it as if new, so it is written and packed again.
            index.remove(&prefix);
            let _ = digest;
            return Plan::Fetch {
                etag: None,
                digest: None,
            };
        }
    }
    Plan::Fetch {
        etag: None,
        digest: None,
    }
}

enum Stored {
    NotModified,
    /// `body` is set when the range file was (re)written.
    Written {
        entry: Entry,
        changed: bool,
        fresh: bool,
        body: Option<Bytes>,
    },
}

async fn fetch_and_store(
    client: &PasswordsClient,
    store: Store,
    prefix: u32,
    mode: HashMode,
    etag: Option<String>,
    digest: Option<String>,
) -> Result<Stored> {
    let fetched = client
        .fetch_for_store(prefix, mode, etag.as_deref())
        .await?;
    let Fetched::Body {
        body,
        rows,
        etag,
        last_modified,
    } = fetched
    else {
        return Ok(Stored::NotModified);
    };
    let entry = Entry::new(&body, rows, etag, last_modified);
    let fresh = digest.is_none();
    let changed = digest.as_ref().is_some_and(|old| *old != entry.digest);
    let mut written = None;
    if fresh || changed {
        let root = store.root().display().to_string();
        let kept = body.clone();
        tokio::task::spawn_blocking(move || store.write(prefix, &body))
            .await
            .map_err(|error| Error::runtime(format!("the writer stopped: {error}")))?
            .map_err(|error| {
                Error::io(
                    format!("could not write {} in {root}", prefix_hex(prefix)),
                    error,
                )
            })?;
        written = Some(kept);
    }
    Ok(Stored::Written {
        entry,
        changed,
        fresh,
        body: written,
    })
}

/// Temporary files left by an interrupted run (never mistaken for ranges: they start
/// with a dot and end in `.tmp`).
fn remove_stale_temp_files(store: &Store, prefix: u32) {
    let Some(dir) = store
        .path_of(prefix)
        .parent()
        .map(std::path::Path::to_path_buf)
    else {
        return;
    };
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let own = format!(".{}.tmp", std::process::id());
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') && name.ends_with(".tmp") && !name.ends_with(&own) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

fn print_summary(ctx: &Ctx, summary: &Summary, store: &Store) -> Result<()> {
    ctx.printer.object(summary, || {
        Table::fields([
            ("Store", store.root().display().to_string()),
            ("Mode", summary.mode.to_string()),
            ("Prefixes", summary.prefixes.to_string()),
            ("Downloaded", summary.downloaded.to_string()),
            ("Changed", summary.changed.to_string()),
            ("Unchanged (200, same body)", summary.unchanged.to_string()),
            ("Not modified (304)", summary.not_modified.to_string()),
            ("Already complete", summary.already_complete.to_string()),
            ("Failed", summary.failed.to_string()),
            ("Rows", summary.rows.to_string()),
            ("Bytes", megabytes(summary.bytes)),
            ("Retries", summary.retries.to_string()),
            ("Cache hits", summary.cache_hits.to_string()),
            ("Seconds", format!("{:.2}", summary.seconds)),
        ])
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_are_parsed_inclusive_and_checked() {
        assert_eq!(parse_range(None).unwrap(), (0, 0xFFFFF));
        assert_eq!(parse_range(Some("00000..000ff")).unwrap(), (0, 0xFF));
        assert_eq!(
            parse_range(Some("5BAA6..5BAA6")).unwrap(),
            (0x5BAA6, 0x5BAA6)
        );
        for bad in [
            "00000",
            "0000..00010",
            "00010..00000",
            "zzzzz..fffff",
            "00000...fffff",
        ] {
            assert_eq!(parse_range(Some(bad)).unwrap_err().exit_code(), 2, "{bad}");
        }
    }
}
