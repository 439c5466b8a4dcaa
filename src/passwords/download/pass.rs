//! One download's walk over the shards: each shard is planned, its ranges fetched into a
//! new shard file, and the file finished in the background while the next is fetched.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};

use indicatif::ProgressBar;
use tokio::task::JoinHandle;

use crate::error::{Error, Result};
use crate::output::Printer;
use crate::store::changes::Changes;
use crate::store::manifest::Manifest;
use crate::store::plan::ShardPlan;
use crate::store::{migrate, PendingRefresh, ShardWriter, Store, SHARD_SIZE};
use ward_client::passwords::{HashMode, PasswordsClient};

use super::shard::{fetch_shard, Outage, ShardJob, Tally};
use super::{store_error, Summary};
use crate::output::megabytes;

/// The refresh journal, the prefixes of one shard that changed, and the refresh's
/// generation.
type Journaled = (Arc<Mutex<Changes>>, Vec<u32>, u64);

/// Shards whose files may be waiting to be finished while the next one is fetched.
const FINISHING: usize = 3;

/// What a pass needs that does not change from shard to shard.
pub(crate) struct Setup {
    pub store: Store,
    pub client: PasswordsClient,
    pub refresh: Option<PendingRefresh>,
    pub bar: ProgressBar,
    pub mode: HashMode,
    /// The download's range, inclusive.
    pub range: (u32, u32),
    pub concurrency: usize,
    /// The refresh journal, when this run refreshes.
    pub changes: Option<Arc<Mutex<Changes>>>,
}

/// The pass in progress: what it counted, what failed, and the shard files still being
/// finished.
pub(crate) struct Pass {
    setup: Setup,
    manifest: Arc<Mutex<Manifest>>,
    pub manifest_changed: bool,
    pub summary: Summary,
    pub failures: Vec<(u32, String)>,
    /// Range requests planned (retries are counted by the client on top).
    pub requests: u64,
    /// Ranges in a row that found nothing answering; given up on once it is reached.
    pub outage: Outage,
    finishing: VecDeque<JoinHandle<std::io::Result<u64>>>,
}

impl Pass {
    pub(crate) fn new(setup: Setup, manifest: Manifest, summary: Summary) -> Self {
        Self {
            setup,
            manifest: Arc::new(Mutex::new(manifest)),
            manifest_changed: false,
            summary,
            failures: Vec::new(),
            requests: 0,
            outage: Outage::default(),
            finishing: VecDeque::new(),
        }
    }

    /// Plan `shard`, fetch what it lacks into a new shard file and hand the file to be
    /// finished; a shard with nothing to fetch or rewrite is only counted.
    pub(crate) async fn visit(&mut self, printer: &Printer, shard: u32) -> Result<()> {
        let (start, end) = self.setup.range;
        // A shard outside the range is only visited to repair what the manifest claims.
        let (low, high) = (
            start.max(shard * SHARD_SIZE),
            end.min(shard * SHARD_SIZE + SHARD_SIZE - 1),
        );
        let plan = self.plan(printer, shard, (low, high)).await?;
        let generation = self
            .setup
            .refresh
            .filter(|_| plan.refreshing)
            .map_or(plan.old_generation, |refresh| refresh.generation);
        if plan.fetch.is_empty() && !plan.must_rewrite(generation) {
            return Ok(());
        }
        let store = &self.setup.store;
        let writer = ShardWriter::create(store, shard).map_err(|e| store_error(store, e))?;
        self.requests += plan.fetch.len() as u64;
        let job = ShardJob {
            client: self.setup.client.clone(),
            plan,
            writer,
            bar: self.setup.bar.clone(),
            mode: self.setup.mode,
            low,
            high,
            concurrency: self.setup.concurrency,
            outage: std::mem::take(&mut self.outage),
        };
        let (job, tally) = tokio::spawn(fetch_shard(job))
            .await
            .map_err(|error| Error::runtime(format!("the range fetcher stopped: {error}")))?;
        let mut tally = tally.map_err(|e| store_error(&self.setup.store, e))?;
        let ShardJob {
            plan,
            mut writer,
            outage,
            ..
        } = job;
        self.outage = outage;
        let refresh_failed = tally.refresh_failed;
        let changed = if self.setup.refresh.is_some() && plan.refreshing {
            std::mem::take(&mut tally.changed_prefixes)
        } else {
            Vec::new()
        };
        self.count(tally);
        self.keep_unreplaced(&plan, &mut writer)?;
        let generation = if refresh_failed {
            plan.old_generation
        } else {
            generation
        };
        // Under the refresh's generation even when the shard keeps its old one (a range
        // failed to revalidate): what did change is in the new file all the same.
        let journal = match (&self.setup.changes, self.setup.refresh) {
            (Some(changes), Some(refresh)) if !changed.is_empty() => {
                Some((changes.clone(), changed, refresh.generation))
            }
            _ => None,
        };
        self.finish_in_background(shard, writer, generation, plan.legacy_folder, journal);
        self.collect_finished(false).await
    }

    /// What to do with `shard`, counted in the summary and on the bar before anything is
    /// fetched.
    async fn plan(&mut self, printer: &Printer, shard: u32, span: (u32, u32)) -> Result<ShardPlan> {
        let (low, high) = span;
        let claimed: Vec<u32> = lock(&self.manifest)?.claimed(shard).collect();
        let planner = self.setup.store.clone();
        let refresh = self.setup.refresh;
        let plan = tokio::task::spawn_blocking(move || {
            ShardPlan::new(&planner, shard, (low, high), &claimed, refresh.as_ref())
        })
        .await
        .map_err(|error| Error::runtime(format!("the store reader stopped: {error}")))?;
        // A shard file put in place just before a crash, whose manifest update was lost.
        if let Some(old) = &plan.old {
            self.manifest_changed |= lock(&self.manifest)?.claim(shard, old.prefixes());
        }
        if let Some(why) = &plan.old_damaged {
            printer.warn(&format!(
                "the shard file {} {why}; its ranges are fetched again",
                self.setup.store.shard_path(shard).display()
            ));
        }
        let in_range = |prefix: &u32| (low..=high).contains(prefix);
        let complete = (low..=high)
            .filter(|prefix| plan.kept.contains_key(prefix))
            .count() as u64;
        let fetched_in_range = plan.fetch.iter().filter(|(p, _)| in_range(p)).count() as u64;
        if !plan.refreshing {
            self.summary.already_complete += complete;
        }
        self.summary.damaged += plan.damaged.len() as u64;
        self.summary.migrated += plan.migrated;
        let width = u64::from(high.saturating_sub(low)) + u64::from(low <= high);
        self.setup.bar.inc(width.saturating_sub(fetched_in_range));
        Ok(plan)
    }

    fn count(&mut self, tally: Tally) {
        let summary = &mut self.summary;
        summary.not_modified += tally.not_modified;
        summary.downloaded += tally.downloaded;
        summary.changed += tally.changed;
        summary.unchanged += tally.unchanged;
        summary.rows += tally.rows;
        summary.bytes += tally.bytes;
        self.failures.extend(tally.failures);
    }

    /// Ranges on hand that were not replaced are kept as they are (after a 304, or when a
    /// refetch failed, so nothing is lost), checked again as they are copied.
    fn keep_unreplaced(&mut self, plan: &ShardPlan, writer: &mut ShardWriter) -> Result<()> {
        for (prefix, (_, meta)) in &plan.kept {
            if writer.has(*prefix) {
                continue;
            }
            match plan.kept_bytes(*prefix) {
                Some((bytes, rows)) => writer
                    .add(*prefix, &bytes, rows, meta.clone())
                    .map_err(|e| store_error(&self.setup.store, e))?,
                None => self.failures.push((
                    *prefix,
                    "its stored copy was damaged while the shard was rewritten".into(),
                )),
            }
        }
        Ok(())
    }

    /// The shard is finished (table, fsync, read-back check, rename) while the next ones
    /// are fetched: an fsync slowed by other writers to the disk does not stall the
    /// requests. Its ranges are claimed in the manifest only once its file is in place.
    fn finish_in_background(
        &mut self,
        shard: u32,
        writer: ShardWriter,
        generation: u64,
        legacy: bool,
        journal: Option<Journaled>,
    ) {
        let store = self.setup.store.clone();
        let claims = self.manifest.clone();
        self.finishing
            .push_back(tokio::task::spawn_blocking(move || {
                // Recorded before the shard file changes: after a crash the journal may
                // name a range that did not change, never miss one that did.
                if let Some((changes, prefixes, refresh)) = journal {
                    let mut changes = changes
                        .lock()
                        .map_err(|_| std::io::Error::other("the journal lock was poisoned"))?;
                    changes.add(refresh, &prefixes);
                    changes.write(&store)?;
                }
                let prefixes = writer.prefixes();
                let written = writer.finish(generation)?;
                let mut manifest = claims
                    .lock()
                    .map_err(|_| std::io::Error::other("the manifest lock was poisoned"))?;
                manifest.claim(shard, prefixes);
                manifest.write(&store)?;
                drop(manifest);
                if legacy {
                    migrate::remove_legacy(&store, shard)?;
                }
                Ok(written)
            }));
    }

    /// Waits for finished shard files: all of them when `all`, otherwise those already
    /// done and as many as keep at most FINISHING waiting.
    pub(crate) async fn collect_finished(&mut self, all: bool) -> Result<()> {
        while all
            || self.finishing.len() > FINISHING
            || self.finishing.front().is_some_and(JoinHandle::is_finished)
        {
            let Some(oldest) = self.finishing.pop_front() else {
                break;
            };
            let written = oldest
                .await
                .map_err(|error| Error::runtime(format!("the shard writer stopped: {error}")))?
                .map_err(|e| store_error(&self.setup.store, e))?;
            self.summary.store_bytes_written += written;
            self.setup.bar.set_message(format!(
                "ranges, {} written",
                megabytes(self.summary.store_bytes_written)
            ));
        }
        Ok(())
    }

    /// The manifest as the pass leaves it, written when it changed (or `rebuilt`).
    pub(crate) fn write_manifest(&self, rebuilt: bool) -> Result<()> {
        if rebuilt || self.manifest_changed {
            let store = &self.setup.store;
            lock(&self.manifest)?
                .write(store)
                .map_err(|e| store_error(store, e))?;
        }
        Ok(())
    }
}

fn lock(manifest: &Mutex<Manifest>) -> Result<MutexGuard<'_, Manifest>> {
    manifest
        .lock()
        .map_err(|_| Error::runtime("the store's manifest lock was poisoned by a failed writer"))
}
