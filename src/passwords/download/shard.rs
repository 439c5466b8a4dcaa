//! One shard's fetches for `ward password download`, run as a task of its own so the
//! requests, their connections and the encoding share the runtime's worker threads and
//! hand over to the command's thread once per shard, not once per range.

use futures_util::stream::{self, StreamExt};
use indicatif::ProgressBar;

use crate::error::Error;
use crate::store::plan::ShardPlan;
use crate::store::{format, Meta, ShardWriter};
use ward_client::passwords::{prefix_hex, Fetched, HashMode, PasswordsClient};

/// What one shard's fetches brought, for the summary.
#[derive(Debug, Default)]
pub(crate) struct Tally {
    pub not_modified: u64,
    pub downloaded: u64,
    pub changed: u64,
    pub unchanged: u64,
    pub rows: u64,
    pub bytes: u64,
    pub failures: Vec<(u32, String)>,
    /// A range the store already had could not be revalidated.
    pub refresh_failed: bool,
    /// Prefixes whose range is new or now holds other rows, for the refresh journal.
    pub changed_prefixes: Vec<u32>,
}

/// Ranges in a row whose every attempt found nothing answering at the service's address
/// (refused, no such host, no connection in time) before a download gives up. One answer
/// of any kind, an error status included, starts the count again: the service is there.
/// Far more than a passing blip fails in a row once every attempt is retried, and few
/// enough that an address with nothing behind it costs seconds, not hours.
pub(crate) const UNREACHABLE_IN_A_ROW: u32 = 32;

/// Ranges that found the service unreachable since the last one that got an answer,
/// carried from shard to shard.
#[derive(Debug, Default, Clone)]
pub(crate) struct Outage {
    pub in_a_row: u32,
    /// The last such failure, in the transport's words.
    pub last: String,
}

impl Outage {
    pub(crate) fn reached(&self) -> bool {
        self.in_a_row >= UNREACHABLE_IN_A_ROW
    }
}

/// Everything a shard's fetches need, owned so they can run on any worker.
pub(crate) struct ShardJob {
    pub client: PasswordsClient,
    pub plan: ShardPlan,
    pub writer: ShardWriter,
    pub bar: ProgressBar,
    pub mode: HashMode,
    /// The prefixes of the shard inside the download's range (counted on the bar).
    pub low: u32,
    pub high: u32,
    pub concurrency: usize,
    pub outage: Outage,
}

/// Fetch every range `job.plan` asks for into `job.writer`. The job comes back with
/// the tally; a write error ends the shard.
pub(crate) async fn fetch_shard(mut job: ShardJob) -> (ShardJob, std::io::Result<Tally>) {
    let result = run(&mut job).await;
    (job, result)
}

async fn run(job: &mut ShardJob) -> std::io::Result<Tally> {
    let mut tally = Tally::default();
    let (client, mode) = (&job.client, job.mode);
    let mut results = stream::iter(job.plan.fetch.iter().cloned())
        .map(|(prefix, etag)| async move { (prefix, fetch(client, prefix, mode, etag).await) })
        .buffer_unordered(job.concurrency.max(1));
    while let Some((prefix, result)) = results.next().await {
        if (job.low..=job.high).contains(&prefix) {
            job.bar.inc(1);
        }
        let had = job.plan.kept.contains_key(&prefix);
        match &result {
            Err(failure) if failure.unreachable => {
                job.outage.in_a_row += 1;
                job.outage.last.clone_from(&failure.message);
            }
            _ => job.outage.in_a_row = 0,
        }
        match result {
            Ok(None) => tally.not_modified += 1,
            Ok(Some(range)) => {
                let old_checksum = had
                    .then(|| job.plan.kept_bytes(prefix))
                    .flatten()
                    .map(|(bytes, _)| format::range_checksum(prefix, &bytes));
                let same = old_checksum == Some(format::range_checksum(prefix, &range.bytes));
                tally.downloaded += u64::from(!had);
                tally.changed += u64::from(had && !same);
                tally.unchanged += u64::from(had && same);
                if !same {
                    tally.changed_prefixes.push(prefix);
                }
                tally.rows += u64::from(range.rows);
                tally.bytes += range.body_len;
                job.writer
                    .add(prefix, &range.bytes, range.rows, range.meta)?;
            }
            Err(failure) => {
                tally.refresh_failed |= had;
                tally.failures.push((prefix, failure.message));
            }
        }
        if job.outage.reached() {
            // The fetches still under way are dropped: they would only wait out their
            // retries against the same empty address. The shard was not revalidated
            // whole, so a refresh must visit it again.
            tally.refresh_failed = true;
            break;
        }
    }
    Ok(tally)
}

/// Why a range could not be fetched, and whether nothing answered at all.
struct Failure {
    message: String,
    unreachable: bool,
}

impl From<Error> for Failure {
    fn from(error: Error) -> Self {
        Self {
            message: error.to_string(),
            unreachable: false,
        }
    }
}

/// A fetched range, encoded for the store.
struct Encoded {
    bytes: Vec<u8>,
    rows: u32,
    body_len: u64,
    meta: Meta,
}

/// One range: `None` for a 304, the encoded range for a 200.
async fn fetch(
    client: &PasswordsClient,
    prefix: u32,
    mode: HashMode,
    etag: Option<String>,
) -> Result<Option<Encoded>, Failure> {
    let fetched = client
        .fetch_for_store(prefix, mode, etag.as_deref())
        .await
        .map_err(|error| Failure {
            unreachable: error.http().is_some_and(|http| http.unreachable()),
            message: Error::from(error).to_string(),
        })?;
    let Fetched::Body {
        body,
        etag,
        last_modified,
        ..
    } = fetched
    else {
        return Ok(None);
    };
    let (bytes, rows) = format::encode_range(&body, mode).map_err(|why| {
        Error::runtime(format!(
            "the range for {} could not be stored: {why}",
            prefix_hex(prefix)
        ))
    })?;
    Ok(Some(Encoded {
        bytes,
        rows,
        body_len: body.len() as u64,
        meta: Meta {
            etag,
            last_modified,
        },
    }))
}
