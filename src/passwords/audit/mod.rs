//! `password audit`'s engine: a directory's accounts in, findings out. Accounts are read
//! into columns ([`input`]), grouped by hash (accounts sharing one are a password reused),
//! and each distinct hash is looked up once: in the offline store in prefix order, split
//! between threads, or through the range API with one request per distinct prefix. With
//! a previous audit's [`state`] and the store's refresh journal, only accounts whose range
//! changed or whose hash is new are looked up again.
//!
//! Memory: [`BYTES_PER_ACCOUNT`] a account plus its name, whatever the store's size; the
//! input is read as a stream and never held whole.

pub(crate) mod input;
pub(crate) mod state;

use futures_util::stream::{self, StreamExt};

use crate::store::lookup::{key_of_digest, BulkReader};
use crate::store::Lookup;
use ward_client::passwords::{prefix_hex, HashMode, PasswordHash, PasswordsClient, PREFIX_COUNT};
use ward_client::ClientError;

use self::input::Accounts;
use self::state::{name_digest, Record, State};

/// Bytes held per account at the peak, besides its name: the columns read (33), the
/// sorted pairs (24), the account's distinct hash (4), and per distinct hash its digest,
/// count, size and group (36, at most one per account).
pub(crate) const BYTES_PER_ACCOUNT: usize = input::Accounts::BYTES_PER_ACCOUNT + 24 + 4 + 36;

/// Accounts grouped by hash.
#[derive(Debug)]
pub(crate) struct Grouped {
    /// Every distinct digest, ascending (so their prefixes are too).
    pub(crate) distinct: Vec<[u8; 20]>,
    /// Per account, its hash's place in `distinct`.
    pub(crate) of_account: Vec<u32>,
    /// Per distinct hash, how many accounts have it.
    pub(crate) sizes: Vec<u32>,
    /// Per distinct hash, its reuse group (from 1, in the order of each group's first
    /// account in the input, so the same input always gets the same numbers); 0 when one
    /// account alone has it.
    pub(crate) groups: Vec<u32>,
    pub(crate) group_count: u32,
}

/// Group accounts by hash; `hashes` is consumed to keep the peak low.
pub(crate) fn group(hashes: Vec<[u8; 20]>) -> Grouped {
    let mut pairs: Vec<(u128, u32, u32)> = hashes
        .iter()
        .enumerate()
        .map(|(index, hash)| {
            let mut high = [0u8; 16];
            high.copy_from_slice(&hash[..16]);
            let mut low = [0u8; 4];
            low.copy_from_slice(&hash[16..]);
            (
                u128::from_be_bytes(high),
                u32::from_be_bytes(low),
                index as u32,
            )
        })
        .collect();
    let accounts = hashes.len();
    drop(hashes);
    pairs.sort_unstable();
    let mut grouped = Grouped {
        distinct: Vec::new(),
        of_account: vec![0; accounts],
        sizes: Vec::new(),
        groups: Vec::new(),
        group_count: 0,
    };
    // (first account, distinct hash) of every hash more than one account has.
    let mut firsts: Vec<(u32, u32)> = Vec::new();
    let mut previous: Option<(u128, u32)> = None;
    let mut run_first = 0u32;
    for (high, low, account) in pairs {
        if previous != Some((high, low)) {
            previous = Some((high, low));
            // Sorted by account within a hash: the run's first is its earliest account.
            run_first = account;
            let mut digest = [0u8; 20];
            digest[..16].copy_from_slice(&high.to_be_bytes());
            digest[16..].copy_from_slice(&low.to_be_bytes());
            grouped.distinct.push(digest);
            grouped.sizes.push(0);
        }
        let at = grouped.distinct.len() - 1;
        grouped.sizes[at] += 1;
        if grouped.sizes[at] == 2 {
            firsts.push((run_first, at as u32));
        }
        grouped.of_account[account as usize] = at as u32;
    }
    grouped.groups = vec![0; grouped.distinct.len()];
    firsts.sort_unstable();
    for (number, (_, distinct)) in firsts.iter().enumerate() {
        grouped.groups[*distinct as usize] = number as u32 + 1;
    }
    grouped.group_count = firsts.len() as u32;
    grouped
}

/// The prefix of a digest.
pub(crate) fn prefix_of(digest: &[u8; 20]) -> u32 {
    (u32::from(digest[0]) << 12) | (u32::from(digest[1]) << 4) | (u32::from(digest[2]) >> 4)
}

/// A run of distinct hashes sharing one prefix: the prefix and its place in `distinct`.
#[derive(Debug, Clone, Copy)]
struct Run {
    prefix: u32,
    start: usize,
    end: usize,
}

/// The runs of `distinct` (ascending) with at least one hash `wanted`.
fn runs(distinct: &[[u8; 20]], wanted: &[bool]) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    let mut start = 0;
    while start < distinct.len() {
        let prefix = prefix_of(&distinct[start]);
        let mut end = start + 1;
        while end < distinct.len() && prefix_of(&distinct[end]) == prefix {
            end += 1;
        }
        if wanted[start..end].iter().any(|w| *w) {
            runs.push(Run { prefix, start, end });
        }
        start = end;
    }
    runs
}

/// Look up every `wanted` distinct hash in the store into `counts`, the ranges split
/// between threads in prefix order; the ranges read. A missing or damaged range is an
/// error, never "not pwned".
pub(crate) fn lookup_store(
    reader: &BulkReader,
    distinct: &[[u8; 20]],
    wanted: &[bool],
    counts: &mut [u64],
    progress: &(dyn Fn(u64) + Sync),
) -> Result<u64, Lookup> {
    let mode = reader.store().mode();
    let runs = runs(distinct, wanted);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().min(8));
    let per_thread = runs.len().div_ceil(threads).max(1);
    let done = std::sync::atomic::AtomicU64::new(0);
    std::thread::scope(|scope| {
        let mut rest: &mut [u64] = counts;
        let mut base = 0usize;
        let mut workers = Vec::new();
        for part in runs.chunks(per_thread) {
            let (Some(first), Some(last)) = (part.first(), part.last()) else {
                continue;
            };
            // Each thread writes only the counts of its own runs.
            let (_, tail) = std::mem::take(&mut rest).split_at_mut(first.start - base);
            let (mine, tail) = tail.split_at_mut(last.end - first.start);
            rest = tail;
            base = last.end;
            let offset = first.start;
            let done = &done;
            workers.push(scope.spawn(move || {
                let prefixes: Vec<u32> = part.iter().map(|run| run.prefix).collect();
                let mut buffer = Vec::new();
                let mut key = [0u8; 20];
                reader.visit(&prefixes, &mut buffer, |index, range| {
                    let run = part[index];
                    for at in run.start..run.end {
                        let width = key_of_digest(&distinct[at], mode, &mut key);
                        mine[at - offset] =
                            range
                                .count_of(&key[..width])
                                .ok_or_else(|| Lookup::Damaged {
                                    root: reader.store().root().display().to_string(),
                                    prefix: prefix_hex(run.prefix),
                                    why: "its counts do not decode".into(),
                                })?;
                    }
                    if index % 4096 == 4095 {
                        progress(done.fetch_add(4096, std::sync::atomic::Ordering::Relaxed) + 4096);
                    }
                    Ok::<_, Lookup>(())
                })
            }));
        }
        for worker in workers {
            worker.join().map_err(|_| Lookup::Damaged {
                root: reader.store().root().display().to_string(),
                prefix: String::from("?"),
                why: "a store reader thread failed".into(),
            })??;
        }
        Ok(runs.len() as u64)
    })
}

/// Look up every `wanted` distinct hash through the range API, one request per distinct
/// prefix with up to `concurrency` in flight; the requests made. Only prefixes are sent.
pub(crate) async fn lookup_online(
    client: &PasswordsClient,
    mode: HashMode,
    distinct: &[[u8; 20]],
    wanted: &[bool],
    counts: &mut [u64],
    concurrency: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<u64, ClientError> {
    let runs = runs(distinct, wanted);
    let mut fetched = stream::iter(runs.iter().copied())
        .map(|run| async move { (run, client.fetch_range(run.prefix, mode).await) })
        .buffer_unordered(concurrency.max(1));
    let mut done = 0u64;
    let mut hex = [0u8; 40];
    while let Some((run, range)) = fetched.next().await {
        let range = range?;
        for at in run.start..run.end {
            let hash = PasswordHash::from_bytes(mode, distinct[at]);
            counts[at] = range.count_of(hash.suffix_hex_into(&mut hex));
        }
        done += 1;
        if done.is_multiple_of(256) {
            progress(done);
        }
    }
    Ok(runs.len() as u64)
}

/// A set of prefixes, one bit each.
#[derive(Debug, Clone)]
pub(crate) struct Prefixes(Vec<u64>);

impl Prefixes {
    pub(crate) fn of(prefixes: &[u32]) -> Self {
        let mut bits = vec![0u64; PREFIX_COUNT as usize / 64];
        for prefix in prefixes {
            if let Some(word) = bits.get_mut(*prefix as usize / 64) {
                *word |= 1 << (prefix % 64);
            }
        }
        Self(bits)
    }

    pub(crate) fn has(&self, prefix: u32) -> bool {
        self.0
            .get(prefix as usize / 64)
            .is_some_and(|word| word & (1 << (prefix % 64)) != 0)
    }
}

/// Which accounts an audit looks up.
pub(crate) enum Selection<'a> {
    /// Every account.
    All,
    /// Accounts whose prefix is in the set, and with a previous state, accounts it does
    /// not know with the same hash.
    Changed {
        prefixes: &'a Prefixes,
        previous: Option<&'a State>,
    },
}

/// The findings of one audit, per account in input order.
#[derive(Debug)]
pub(crate) struct Findings {
    pub(crate) accounts: Accounts,
    pub(crate) grouped: Grouped,
    /// Per account, whether it was looked up (and is reported).
    pub(crate) checked: Vec<bool>,
    /// Per account, its count: looked up, or carried from the previous state.
    pub(crate) counts: Vec<u64>,
    /// Per account, newly pwned since the previous audit (with `--state`).
    pub(crate) new: Option<Vec<bool>>,
    pub(crate) min_count: u64,
    /// Ranges read or requests made.
    pub(crate) ranges: u64,
}

/// Which accounts `selection` looks up, and which distinct hashes that needs.
pub(crate) fn select(
    accounts: &Accounts,
    grouped: &Grouped,
    selection: &Selection<'_>,
) -> (Vec<bool>, Vec<bool>) {
    let mut checked = vec![true; accounts.len()];
    if let Selection::Changed { prefixes, previous } = selection {
        for (index, flag) in checked.iter_mut().enumerate() {
            let digest = &grouped.distinct[grouped.of_account[index] as usize];
            let changed = prefixes.has(prefix_of(digest));
            *flag = changed
                || previous.is_some_and(|state| {
                    let name = name_digest(accounts.name(index), accounts.lines[index]);
                    state.get(name).is_none_or(|record| {
                        record.fingerprint != state.fingerprint(&digest[..hash_len(accounts.mode)])
                    })
                });
        }
    }
    let mut wanted = vec![false; grouped.distinct.len()];
    for (index, flag) in checked.iter().enumerate() {
        if *flag {
            wanted[grouped.of_account[index] as usize] = true;
        }
    }
    (checked, wanted)
}

pub(crate) fn hash_len(mode: HashMode) -> usize {
    mode.hex_len() / 2
}

/// Put together the findings from the counts of the distinct hashes looked up.
#[allow(
    clippy::too_many_arguments,
    reason = "one flat hand-over of the audit's columns"
)]
pub(crate) fn findings(
    accounts: Accounts,
    grouped: Grouped,
    checked: Vec<bool>,
    distinct_counts: &[u64],
    previous: Option<&State>,
    first_audit: bool,
    min_count: u64,
    ranges: u64,
) -> Findings {
    let mode = accounts.mode;
    let mut counts = vec![0u64; accounts.len()];
    let mut new = previous.map(|_| vec![false; accounts.len()]);
    if first_audit {
        new = Some(vec![false; accounts.len()]);
    }
    for index in 0..accounts.len() {
        let distinct = grouped.of_account[index] as usize;
        let digest = &grouped.distinct[distinct];
        let record = previous.and_then(|state| {
            state
                .get(name_digest(accounts.name(index), accounts.lines[index]))
                .filter(|record| record.fingerprint == state.fingerprint(&digest[..hash_len(mode)]))
        });
        counts[index] = if checked[index] {
            distinct_counts[distinct]
        } else {
            record.map_or(distinct_counts[distinct], |record| record.count)
        };
        if let Some(new) = &mut new {
            let was = record.is_some_and(|record| record.count >= min_count);
            new[index] = checked[index] && counts[index] >= min_count && !was;
        }
    }
    Findings {
        accounts,
        grouped,
        checked,
        counts,
        new,
        min_count,
        ranges,
    }
}

impl Findings {
    pub(crate) fn pwned(&self, index: usize) -> bool {
        self.counts[index] >= self.min_count
    }

    /// The state the next audit starts from.
    pub(crate) fn next_state(&self, mut state: State, through: Option<u64>) -> State {
        let mode = self.accounts.mode;
        state.through = through;
        state.records = (0..self.accounts.len())
            .map(|index| {
                let digest = &self.grouped.distinct[self.grouped.of_account[index] as usize];
                Record {
                    name: name_digest(self.accounts.name(index), self.accounts.lines[index]),
                    fingerprint: state.fingerprint(&digest[..hash_len(mode)]),
                    count: self.counts[index],
                }
            })
            .collect();
        state
    }

    /// The hash of account `index` in uppercase hex, for `--show-hashes` only.
    pub(crate) fn hash_hex(&self, index: usize) -> String {
        let digest = &self.grouped.distinct[self.grouped.of_account[index] as usize];
        hex::encode_upper(&digest[..hash_len(self.accounts.mode)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digest(byte: u8) -> [u8; 20] {
        let mut digest = [0u8; 20];
        digest[0] = byte;
        digest[19] = byte;
        digest
    }

    #[test]
    fn groups_are_numbered_by_their_first_account() {
        let hashes = vec![
            digest(9),
            digest(1),
            digest(5),
            digest(1),
            digest(9),
            digest(3),
            digest(9),
        ];
        let grouped = group(hashes);
        assert_eq!(grouped.distinct.len(), 4);
        let group_of = |account: usize| grouped.groups[grouped.of_account[account] as usize];
        assert_eq!(
            (0..7).map(group_of).collect::<Vec<_>>(),
            [1, 2, 0, 2, 1, 0, 1]
        );
        assert_eq!(grouped.sizes[grouped.of_account[0] as usize], 3);
        assert_eq!(grouped.group_count, 2);
        assert!(grouped.distinct.windows(2).all(|w| w[0] < w[1]));
    }
}
