//! The bulk check: lines are hashed on a reader thread, grouped by prefix in a
//! [`Window`], each prefix fetched once while requests stay in flight up to the
//! concurrency limit, and answers written in input order as soon as every line before
//! them is answered.
//!
//! Fetches start once the window is full, the input has ended, or the input has paused
//! (a slow writer into the pipe): until then more lines may still join a prefix.

use std::sync::Arc;
use std::time::Duration;

use futures_util::FutureExt as _;
use tokio::sync::mpsc;
use tokio::time::Instant;

use crate::error::{Error, Result};
use crate::interrupt::{Interrupts, Watch};
use crate::store::filter::{self, FilterReader};
use crate::store::lookup::{key_of_digest, BulkReader};
use crate::store::Lookup;
use ward_client::passwords::{prefix_hex, HashMode, PasswordHash, PasswordsClient};

mod apart;
mod fetchers;
pub(crate) mod input;
mod verdict;
pub(crate) mod window;

pub(crate) use apart::run_apart;
pub(crate) use verdict::{Answers, Verdict};

use fetchers::{Fetched, Fetchers};
use input::{Chunk, CHUNK};
use window::Window;

/// How long the input may pause before queued prefixes are fetched without waiting for
/// more lines: long enough that a reader thread kept off a busy machine's cores is not
/// taken for a pause.
const STALL: Duration = Duration::from_secs(1);
/// Prefixes answered from the local store in one round (bounds the round's results, 16
/// bytes per line answered).
const ROUND: usize = 131_072;

/// Where a bulk check's answers come from.
pub(crate) enum Ranges {
    Online {
        client: PasswordsClient,
        concurrency: usize,
    },
    Store(Arc<BulkReader>),
    Filter(Arc<FilterReader>),
}

#[derive(Debug, Default)]
pub(crate) struct Totals {
    pub lines: u64,
    pub pwned: u64,
    /// Ranges fetched (or read from the store).
    pub requests: u64,
    /// Different prefixes among the lines.
    pub distinct: u64,
}

pub(crate) struct Pipeline<'a> {
    pub ranges: Ranges,
    pub mode: HashMode,
    pub min_count: u64,
    pub report: &'a mut (dyn Answers + Send),
    pub progress: &'a (dyn Fn(&Totals) + Sync),
    /// Maps a failed store lookup to the error shown (with its repair hint).
    pub store_error: &'a (dyn Fn(Lookup) -> Error + Sync),
    /// Ctrl-C, or what a test fires.
    pub interrupts: &'a Interrupts,
}

/// Ends with an error once an interrupt arrives; never, where none can be watched.
async fn interrupted(mut watch: Watch) -> Error {
    watch.interrupted().await;
    Error::interrupted("interrupted: the results above are every line checked before Ctrl-C")
}

impl Pipeline<'_> {
    /// Check every line from `input`. On an error (or Ctrl-C) the lines answered so far
    /// have been written; the caller finishes the report.
    pub(crate) async fn run(
        &mut self,
        mut input: mpsc::Receiver<Result<Chunk>>,
        totals: &mut Totals,
    ) -> Result<()> {
        let mut window = Window::new(self.mode);
        tracing::debug!(
            "bulk check window: up to {} lines read ahead, at most {:.1} MiB",
            window::WINDOW_LINES,
            window::WINDOW_BYTES as f64 / f64::from(1 << 20)
        );
        let mut fetchers = match &self.ranges {
            Ranges::Online {
                client,
                concurrency,
            } => Some(Fetchers::start(client, self.mode, *concurrency)),
            Ranges::Store(_) | Ranges::Filter(_) => None,
        };
        let interrupt = interrupted(self.interrupts.watch());
        tokio::pin!(interrupt);
        let mut reading = Reading::new();
        let mut reported = 0u64;
        loop {
            let fetch_now = reading.fetch_now();
            if fetch_now {
                match &mut fetchers {
                    Some(fetchers) => start_fetches(fetchers, &mut window, totals),
                    None => {
                        if window.has_queued() {
                            if let Some(error) = (&mut interrupt).now_or_never() {
                                return Err(error);
                            }
                            self.local_round(&mut window, totals)?;
                        }
                    }
                }
            }
            self.write_answered(&mut window, totals)?;
            self.report_progress(&window, totals, &mut reported);
            if reading.ended && window.is_empty() {
                totals.distinct = window.distinct();
                return Ok(());
            }
            let local_ready =
                !matches!(self.ranges, Ranges::Online { .. }) && fetch_now && window.has_queued();
            if local_ready {
                continue;
            }
            tokio::select! {
                biased;
                error = &mut interrupt => return Err(error),
                batch = input.recv(), if !reading.ended && window.room() >= CHUNK => {
                    reading.receive(&mut window, batch)?;
                }
                fetched = next_fetched(&mut fetchers), if fetchers.as_ref().is_some_and(Fetchers::busy) => {
                    answer_fetched(&mut window, fetched?)?;
                    while let Some(fetched) = fetchers.as_mut().and_then(Fetchers::ready) {
                        answer_fetched(&mut window, fetched)?;
                    }
                }
                () = tokio::time::sleep_until(reading.deadline), if reading.waits_for_stall(&window) => {
                    reading.stalled = true;
                }
            }
        }
    }

    /// Shows the running totals every 16 384 lines: often enough to see progress, rarely
    /// enough to cost nothing.
    fn report_progress(&self, window: &Window, totals: &mut Totals, reported: &mut u64) {
        if totals.lines >= *reported + 16_384 {
            *reported = totals.lines;
            totals.distinct = window.distinct();
            (self.progress)(totals);
        }
    }

    fn write_answered(&mut self, window: &mut Window, totals: &mut Totals) -> Result<()> {
        let filter = matches!(self.ranges, Ranges::Filter(_));
        while let Some((line, count)) = window.pop_answered() {
            let pwned = count >= self.min_count;
            totals.lines += 1;
            totals.pwned += u64::from(pwned);
            self.report.push(Verdict {
                line,
                pwned,
                count: if filter { 0 } else { count },
                filter,
            })?;
        }
        Ok(())
    }

    /// Answer up to `ROUND` queued prefixes from the store (or its filter), in prefix
    /// order, split between threads.
    fn local_round(&self, window: &mut Window, totals: &mut Totals) -> Result<()> {
        let mut prefixes = Vec::with_capacity(ROUND.min(1 << 16));
        while prefixes.len() < ROUND {
            let Some(prefix) = window.next_queued() else {
                break;
            };
            prefixes.push(prefix);
        }
        prefixes.sort_unstable();
        totals.requests += prefixes.len() as u64;
        let threads = std::thread::available_parallelism().map_or(2, |n| n.get().min(8));
        let per_thread = prefixes.len().div_ceil(threads).max(1);
        let shared: &Window = window;
        let (ranges, mode, store_error) = (&self.ranges, self.mode, self.store_error);
        let found = std::thread::scope(|scope| {
            let workers: Vec<_> = prefixes
                .chunks(per_thread)
                .map(|part| {
                    scope.spawn(move || lookup_part(ranges, mode, store_error, shared, part))
                })
                .collect();
            workers
                .into_iter()
                .map(|worker| {
                    worker
                        .join()
                        .map_err(|_| Error::runtime("a store reader thread failed"))?
                })
                .collect::<Result<Vec<_>>>()
        })?;
        for (tag, count) in found.into_iter().flatten() {
            window.set(tag, count);
        }
        for prefix in prefixes {
            window.done(prefix);
        }
        Ok(())
    }
}

/// How far the input has been read, which decides when queued prefixes are fetched.
struct Reading {
    /// The input has no more lines.
    ended: bool,
    /// The input paused for `STALL` while prefixes were queued.
    stalled: bool,
    /// The window has filled once. From then on lines keep coming in as answers go out:
    /// fetching no longer waits for it to fill again, so requests never drain between
    /// batches.
    filled: bool,
    /// When the input counts as paused if no more lines arrive.
    deadline: Instant,
}

impl Reading {
    fn new() -> Self {
        Self {
            ended: false,
            stalled: false,
            filled: false,
            deadline: Instant::now() + STALL,
        }
    }

    /// Until one of these, more lines may still join a queued prefix.
    fn fetch_now(&self) -> bool {
        self.ended || self.stalled || self.filled
    }

    /// Whether a pause in the input should start the fetches of the queued prefixes.
    fn waits_for_stall(&self, window: &Window) -> bool {
        !self.ended && !self.stalled && window.has_queued()
    }

    /// Takes in what the reader thread sent: more lines, the input's end, or its error.
    fn receive(&mut self, window: &mut Window, batch: Option<Result<Chunk>>) -> Result<()> {
        match batch {
            None => self.ended = true,
            Some(Ok(batch)) => {
                for hash in &batch {
                    window.push(hash);
                }
                self.filled |= window.room() < CHUNK;
                self.stalled = false;
                self.deadline = Instant::now() + STALL;
            }
            Some(Err(error)) => return Err(error),
        }
        Ok(())
    }
}

/// Hands queued prefixes to the fetchers until every one of them is busy.
fn start_fetches(fetchers: &mut Fetchers, window: &mut Window, totals: &mut Totals) {
    while fetchers.has_room() {
        let Some(prefix) = window.next_queued() else {
            break;
        };
        totals.requests += 1;
        fetchers.fetch(prefix);
    }
}

/// The next fetched range; never, when the check fetches nothing (the store answers).
async fn next_fetched(fetchers: &mut Option<Fetchers>) -> Result<Fetched> {
    match fetchers {
        Some(fetchers) => fetchers.next().await,
        None => std::future::pending().await,
    }
}

/// Answers every line waiting for a fetched range; a failed fetch fails the check, never
/// reads as "not pwned".
fn answer_fetched(window: &mut Window, (prefix, fetched): Fetched) -> Result<()> {
    let range = fetched.map_err(Error::from)?;
    let mut hex = [0u8; 40];
    window.answer(prefix, |hash| {
        range.count_of(hash.suffix_hex_into(&mut hex))
    });
    Ok(())
}

/// The counts of every line waiting for `part`'s prefixes.
fn lookup_part(
    ranges: &Ranges,
    mode: HashMode,
    store_error: &(dyn Fn(Lookup) -> Error + Sync),
    window: &Window,
    part: &[u32],
) -> Result<Vec<(u32, u64)>> {
    let mut found = Vec::with_capacity(part.len() * 2);
    match ranges {
        Ranges::Store(reader) => {
            let mut buffer = Vec::new();
            let mut key = [0u8; 20];
            reader
                .visit(part, &mut buffer, |index, range| {
                    for (tag, hash) in window.waiting(part[index]) {
                        let width = key_of_digest(&hash.to_bytes(), mode, &mut key);
                        let count =
                            range
                                .count_of(&key[..width])
                                .ok_or_else(|| Lookup::Damaged {
                                    root: reader.store().root().display().to_string(),
                                    prefix: prefix_hex(part[index]),
                                    why: "its counts do not decode".into(),
                                })?;
                        found.push((tag, count));
                    }
                    Ok::<_, Lookup>(())
                })
                .map_err(store_error)?;
        }
        Ranges::Filter(reader) => {
            for &prefix in part {
                for (tag, hash) in window.waiting(prefix) {
                    found.push((tag, filter_lookup(reader, &hash)?));
                }
            }
        }
        Ranges::Online { .. } => {}
    }
    Ok(found)
}

/// 1 when the filter may hold the hash (a count it does not know), 0 when it surely does
/// not; a damaged filter section is an error, never "not pwned".
pub(crate) fn filter_lookup(reader: &FilterReader, hash: &PasswordHash) -> Result<u64> {
    let key = filter::key_of_hex(&hash.to_hex())
        .ok_or_else(|| Error::runtime("a hash is too short for the filter"))?;
    reader
        .contains(hash.prefix(), key)
        .map(u64::from)
        .map_err(Error::runtime)
}
