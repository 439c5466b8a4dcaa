//! `ward password download`: fetch every range (or a sub-range) into a local store that
//! can be resumed, refreshed with `If-None-Match`, exported and checked offline.

mod estimate;

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Instant;

use crate::cli::PasswordDownloadArgs;
use crate::error::{Error, Outcome, Result};
use crate::output::{counted, group_thousands};
use crate::run::Ctx;
use crate::services::passwords;
use crate::store::changes::Changes;
use crate::store::manifest::Manifest;
use crate::store::plan;
use crate::store::{filter, PendingRefresh, Store, SHARD_COUNT};
use ward_client::passwords::{parse_prefix, prefix_hex, Counters, HashMode, PREFIX_COUNT};

use self::estimate::announce;
use crate::output::megabytes;
use crate::passwords::download::{store_error, Outage, Pass, Setup, Summary};
use crate::views::passwords::print_download_summary;

/// Failed prefixes named in the error; the rest are counted.
const LISTED_FAILURES: usize = 20;

/// `START..END`, both 5 hex characters, inclusive.
pub(super) fn parse_range(text: Option<&str>) -> Result<(u32, u32)> {
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

pub(super) async fn run(ctx: &Ctx, args: &PasswordDownloadArgs) -> Result<Outcome> {
    let started = Instant::now();
    let mode = if args.ntlm {
        HashMode::Ntlm
    } else {
        HashMode::Sha1
    };
    let (start, end) = parse_range(args.range.as_deref())?;
    let (store, refresh) = open_store(ctx, args, mode, (start, end))?;
    announce(ctx, mode, start, end);
    let counters = Arc::new(Counters::default());
    let client = passwords::client(&ctx.config, &ctx.http, false)?.with_counters(counters.clone());
    let total = u64::from(end - start + 1);
    let reader = store.clone();
    let (manifest, shards, manifest_problem) = tokio::task::spawn_blocking(move || {
        let (manifest, problem) = Manifest::load_or_rebuild(&reader);
        let shards = plan::shards_to_visit(&reader, &manifest, start, end);
        (manifest, shards, problem)
    })
    .await
    .map_err(|error| Error::runtime(format!("the store reader stopped: {error}")))?;
    if let Some(why) = &manifest_problem {
        ctx.printer.warn(&format!(
            "the store's manifest {why}; it is rebuilt from the shard files there are"
        ));
    }
    let changes = match refresh {
        Some(refresh) => Some(begin_journal(&store, refresh).await?),
        None => None,
    };
    let bar = ctx.printer.progress(total, "ranges");
    let setup = Setup {
        changes: changes.clone(),
        store: store.clone(),
        client,
        refresh,
        bar: bar.clone(),
        mode,
        range: (start, end),
        concurrency: usize::from(args.concurrency),
    };
    let summary = Summary {
        mode: mode.name(),
        prefixes: total,
        ..Summary::default()
    };
    let mut pass = Pass::new(setup, manifest, summary);
    for shard in shards {
        pass.visit(&ctx.printer, shard).await?;
        // What was fetched is stored below as usual, so a run again resumes from there.
        if pass.outage.reached() {
            break;
        }
    }
    pass.collect_finished(true).await?;
    bar.finish_and_clear();
    pass.write_manifest(manifest_problem.is_some())?;
    if let Some(refresh) = refresh {
        let done = store
            .end_refresh_if_done(&refresh)
            .map_err(|e| store_error(&store, e))?;
        if let (true, Some(changes)) = (done, &changes) {
            end_journal(&store, changes, refresh.generation)?;
        }
    }
    let (mut summary, failures) = (pass.summary, pass.failures);
    report_repairs(ctx, &summary, &store);
    if let Some(bytes) = filter_in_step(ctx, args.filter, &store, &summary).await? {
        summary.filter_bytes = bytes;
    }
    summary.failed = failures.len() as u64;
    summary.store_bytes = store_size(&store);
    summary.retries = counters
        .attempts
        .load(Ordering::Relaxed)
        .saturating_sub(pass.requests);
    summary.cache_hits = counters.cache_hits.load(Ordering::Relaxed);
    summary.seconds = (started.elapsed().as_secs_f64() * 100.0).round() / 100.0;
    print_download_summary(&ctx.printer, store.root(), &summary)?;
    if pass.outage.reached() {
        return Err(unreachable(&pass.outage));
    }
    if failures.is_empty() {
        return Ok(Outcome::Clean);
    }
    Err(failed_prefixes(failures, total))
}

/// The store in `--dir`, cleaned of a crashed run's temporary files, and the refresh this
/// run does: a new one with `--refresh`, else one an earlier run left unfinished.
fn open_store(
    ctx: &Ctx,
    args: &PasswordDownloadArgs,
    mode: HashMode,
    (start, end): (u32, u32),
) -> Result<(Store, Option<PendingRefresh>)> {
    let store = Store::open(&args.dir, mode)?;
    store.remove_stale_temp_files();
    if store.unreadable_refresh_record() {
        ctx.printer.warn(&format!(
            "the store's refresh record {} is damaged, too large or not a regular file; it is ignored (run with --refresh to revalidate every range)",
            store.root().join(crate::store::JOURNAL).display()
        ));
    }
    let refresh = if args.refresh {
        Some(
            store
                .begin_refresh(start, end)
                .map_err(|e| store_error(&store, e))?,
        )
    } else {
        store.pending_refresh()
    };
    if !args.refresh && refresh.is_some() {
        ctx.printer.info(
            "an earlier --refresh did not finish: revalidating the ranges it had not reached",
        );
    }
    Ok((store, refresh))
}

/// The refresh journal with this refresh's entry begun (or carried on) and written.
async fn begin_journal(
    store: &Store,
    refresh: PendingRefresh,
) -> Result<Arc<std::sync::Mutex<Changes>>> {
    let reader = store.clone();
    let changes = tokio::task::spawn_blocking(move || {
        let mut changes = Changes::load_for_refresh(&reader, refresh.generation);
        changes.begin(refresh.generation);
        changes.write(&reader).map(|()| changes)
    })
    .await
    .map_err(|error| Error::runtime(format!("the store writer stopped: {error}")))?
    .map_err(|e| store_error(store, e))?;
    Ok(Arc::new(std::sync::Mutex::new(changes)))
}

/// Mark the refresh complete in the journal once it has reached every shard of its range.
fn end_journal(store: &Store, changes: &std::sync::Mutex<Changes>, generation: u64) -> Result<()> {
    let mut changes = changes.lock().map_err(|_| {
        Error::runtime("the refresh journal's lock was poisoned by a failed writer")
    })?;
    changes.complete(generation);
    changes.write(store).map_err(|e| store_error(store, e))
}

/// What the run found and repaired on the way: ranges converted from the older layout,
/// damaged or missing ranges fetched again.
fn report_repairs(ctx: &Ctx, summary: &Summary, store: &Store) {
    if summary.migrated > 0 {
        ctx.printer.info(&format!(
            "converted {} ranges from the older one-file-per-range layout in {}",
            group_thousands(summary.migrated),
            store.root().display()
        ));
    }
    if summary.damaged > 0 {
        ctx.printer.warn(&format!(
            "{} damaged or missing ranges were found and fetched again",
            group_thousands(summary.damaged)
        ));
    }
}

/// Rebuild the filter when it was asked for (`asked`, `--filter`), or when one is there
/// and the store changed or it is damaged or stale; the size of a rebuilt filter.
async fn filter_in_step(
    ctx: &Ctx,
    asked: bool,
    store: &Store,
    summary: &Summary,
) -> Result<Option<u64>> {
    // A filter that is there is kept in step with the store: rebuilt when the store
    // changed, or when it is damaged or stale (it is never trusted as it is).
    let checked = store.clone();
    let changed = summary.store_bytes_written > 0;
    let rebuild = asked
        || tokio::task::spawn_blocking(move || match filter::verify(&checked) {
            Ok(None) => false,
            Ok(Some(_)) => changed,
            Err(_) => true,
        })
        .await
        .map_err(|error| Error::runtime(format!("the filter reader stopped: {error}")))?;
    if !rebuild {
        return Ok(None);
    }
    let built = store.clone();
    let (bytes, hashes) = tokio::task::spawn_blocking(move || filter::build(&built))
        .await
        .map_err(|error| Error::runtime(format!("the filter builder stopped: {error}")))?
        .map_err(|why| {
            Error::runtime(format!("could not build the filter: {why}")).with_hint(format!(
                "run `{}` to repair the store first",
                store.download_command()
            ))
        })?;
    ctx.printer.info(&format!(
        "filter: {} hashes in {} ({:.2} bytes per hash)",
        group_thousands(hashes),
        megabytes(bytes),
        bytes as f64 / hashes.max(1) as f64
    ));
    Ok(Some(bytes))
}

/// The error that ends a download some prefixes of which failed after retries.
fn failed_prefixes(mut failures: Vec<(u32, String)>, total: u64) -> Error {
    failures.sort_by_key(|(prefix, _)| *prefix);
    let mut listed: Vec<String> = failures
        .iter()
        .take(LISTED_FAILURES)
        .map(|(prefix, _)| prefix_hex(*prefix))
        .collect();
    if failures.len() > LISTED_FAILURES {
        listed.push(format!(
            "and {} more",
            group_thousands((failures.len() - LISTED_FAILURES) as u64)
        ));
    }
    Error::runtime(format!(
        "{} of {} could not be downloaded after retries: {} (first failure: {})",
        group_thousands(failures.len() as u64),
        counted(total, "prefix", "prefixes"),
        listed.join(", "),
        failures[0].1
    ))
    .with_hint("run the same command again: prefixes already stored are skipped")
}

/// The error that ends a download the service could not be reached for: the rest of the
/// ranges would each only wait out their retries against the same address.
fn unreachable(outage: &Outage) -> Error {
    Error::runtime(format!(
        "{}; gave up after {} ranges in a row found nothing answering",
        outage.last, outage.in_a_row
    ))
    .with_hint("check the network and the service's base URL setting, then run the same command again: ranges already stored are kept and skipped")
}

fn store_size(store: &Store) -> u64 {
    (0..SHARD_COUNT)
        .filter_map(|shard| std::fs::metadata(store.shard_path(shard)).ok())
        .map(|metadata| metadata.len())
        .sum()
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
