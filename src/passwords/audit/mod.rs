//! `password audit`'s engine: a directory's accounts in, findings out. Accounts are read
//! into columns ([`input`]), grouped by hash (accounts sharing one are a password reused),
//! and each distinct hash is looked up once: in the offline store in prefix order, split
//! between threads, or through the range API with one request per distinct prefix. With
//! a previous audit's [`state`] and the store's refresh journal, only accounts whose range
//! changed or whose hash is new are looked up again.
//!
//! Memory: [`BYTES_PER_ACCOUNT`] an account plus its name, whatever the store's size; the
//! input is read as a stream and never held whole. With a state, 9 bytes more an account
//! (whether the previous audit knew it with the same hash, and its count then), and while
//! accounts are paired with it, before the grouping, the previous state's file and 12
//! bytes for each account and record that moved. An account's name digest and
//! fingerprint are worked out where they are needed, never held for every account.

pub(crate) mod input;
pub(crate) mod state;

use futures_util::stream::{self, StreamExt};

use crate::store::lookup::{key_of_digest, BulkReader};
use crate::store::Lookup;
use ward_client::passwords::{prefix_hex, HashMode, PasswordHash, PasswordsClient, PREFIX_COUNT};
use ward_client::ClientError;

use self::input::{Accounts, Keyed};
use self::state::{name_digest, Record, State};

/// Bytes held per account at the peak, besides its name: the columns read (37, the hash
/// kept in the form it is sorted in), its distinct hash (4), whether it is looked up (1),
/// its count (8), and per distinct hash its digest, count, size and group (36, at most one
/// per account).
pub(crate) const BYTES_PER_ACCOUNT: usize = input::Accounts::BYTES_PER_ACCOUNT + 4 + 1 + 8 + 36;

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

/// Group accounts by hash; `hashes` is sorted where it lies and let go, so the peak holds
/// one copy of them, and the columns are made at their final sizes.
pub(crate) fn group(mut hashes: Vec<Keyed>) -> Grouped {
    let accounts = hashes.len();
    // Sorted by digest, then by account: a run's first is its earliest account.
    hashes.sort_unstable();
    let distinct_len = hashes
        .iter()
        .enumerate()
        .filter(|(at, keyed)| *at == 0 || !hashes[at - 1].same_digest(keyed))
        .count();
    let mut grouped = Grouped {
        distinct: Vec::with_capacity(distinct_len),
        of_account: vec![0; accounts],
        sizes: Vec::with_capacity(distinct_len),
        groups: Vec::new(),
        group_count: 0,
    };
    // (first account, distinct hash) of every hash more than one account has.
    let mut firsts: Vec<(u32, u32)> = Vec::new();
    let mut run_first = 0u32;
    for (at, keyed) in hashes.iter().enumerate() {
        if at == 0 || !hashes[at - 1].same_digest(keyed) {
            run_first = keyed.account;
            grouped.distinct.push(keyed.digest());
            grouped.sizes.push(0);
        }
        let distinct = grouped.distinct.len() - 1;
        grouped.sizes[distinct] += 1;
        if grouped.sizes[distinct] == 2 {
            firsts.push((run_first, distinct as u32));
        }
        grouped.of_account[keyed.account as usize] = distinct as u32;
    }
    drop(hashes);
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

/// What the previous audit found for each account, in input order.
#[derive(Debug)]
pub(crate) struct Prior {
    /// The previous state has the account with the same hash.
    pub(crate) same: Vec<bool>,
    /// The count it was found with then (0 unless `same`).
    pub(crate) counts: Vec<u64>,
}

/// The digest a state knows account `index` by.
fn name_of(accounts: &Accounts, index: usize) -> u64 {
    name_digest(accounts.name(index), accounts.lines[index])
}

/// A name digest and a place (an account's or a record's), ordered by both: 12 bytes,
/// where a `(u64, u32)` is padded to 16, for every account and record that moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Named {
    high: u32,
    low: u32,
    place: u32,
}

impl Named {
    fn new(name: u64, place: usize) -> Self {
        Self {
            high: (name >> 32) as u32,
            low: name as u32,
            place: place as u32,
        }
    }

    fn name(self) -> u64 {
        (u64::from(self.high) << 32) | u64::from(self.low)
    }
}

/// Pair each account of `accounts` (read before their hashes are grouped) with its record
/// in `state`, fingerprints under `key`.
pub(crate) fn pair(accounts: &Accounts, key: u64, state: &State) -> Prior {
    let len = hash_len(accounts.mode);
    pair_by(
        accounts.len(),
        |index| name_of(accounts, index),
        |index| state::fingerprint(key, &accounts.hashes[index].digest()[..len]),
        state,
    )
}

/// Pair each of `accounts` accounts with its record in `state` by name digest. Account
/// `i` and record `i` are tried first (a dump in the same order as last time pairs in one
/// pass); the accounts and records left over are sorted by name and merged. Of several
/// accounts left over with one name, the k-th in input order takes the k-th record of
/// that name left over (the last when there are fewer); one with no record left is new.
fn pair_by(
    accounts: usize,
    name_of: impl Fn(usize) -> u64,
    fingerprint_of: impl Fn(usize) -> u64,
    state: &State,
) -> Prior {
    let records = state.len();
    let mut prior = Prior {
        same: vec![false; accounts],
        counts: vec![0; accounts],
    };
    let mut settle = |account: usize, record: usize| {
        let record = state.record(record);
        if record.fingerprint == fingerprint_of(account) {
            prior.same[account] = true;
            prior.counts[account] = record.count;
        }
    };
    let mut moved_accounts: Vec<Named> = Vec::new();
    let mut moved_records: Vec<Named> = Vec::new();
    for at in 0..accounts.max(records) {
        let name = (at < accounts).then(|| name_of(at));
        let stored = (at < records).then(|| state.name(at));
        match (name, stored) {
            (Some(name), Some(stored)) if name == stored => settle(at, at),
            _ => {
                if let Some(name) = name {
                    moved_accounts.push(Named::new(name, at));
                }
                if let Some(stored) = stored {
                    moved_records.push(Named::new(stored, at));
                }
            }
        }
    }
    moved_accounts.sort_unstable();
    moved_records.sort_unstable();
    let mut next_record = 0;
    let mut at = 0;
    while at < moved_accounts.len() {
        let name = moved_accounts[at].name();
        let run_end = at + moved_accounts[at..].partition_point(|moved| moved.name() == name);
        while next_record < moved_records.len() && moved_records[next_record].name() < name {
            next_record += 1;
        }
        let records_end = next_record
            + moved_records[next_record..].partition_point(|moved| moved.name() == name);
        if records_end > next_record {
            for (k, account) in moved_accounts[at..run_end].iter().enumerate() {
                let record = (next_record + k).min(records_end - 1);
                settle(account.place as usize, moved_records[record].place as usize);
            }
        }
        next_record = records_end;
        at = run_end;
    }
    prior
}

/// Which accounts an audit looks up (read before their hashes are grouped): every one, or
/// with `changed`, those whose prefix is in it and those the previous state (`same`, when
/// there is one) does not know with the same hash.
pub(crate) fn select(
    accounts: &Accounts,
    changed: Option<&Prefixes>,
    same: Option<&[bool]>,
) -> Vec<bool> {
    match changed {
        None => vec![true; accounts.len()],
        Some(prefixes) => accounts
            .hashes
            .iter()
            .enumerate()
            .map(|(index, keyed)| {
                prefixes.has(keyed.prefix()) || same.is_some_and(|same| !same[index])
            })
            .collect(),
    }
}

/// The distinct hashes the `checked` accounts need.
pub(crate) fn wanted(grouped: &Grouped, checked: &[bool]) -> Vec<bool> {
    let mut wanted = vec![false; grouped.distinct.len()];
    for (index, flag) in checked.iter().enumerate() {
        if *flag {
            wanted[grouped.of_account[index] as usize] = true;
        }
    }
    wanted
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
    /// The key of the next state's fingerprints, with `--state`.
    pub(crate) key: Option<u64>,
    pub(crate) min_count: u64,
    /// Ranges read or requests made.
    pub(crate) ranges: u64,
}

pub(crate) fn hash_len(mode: HashMode) -> usize {
    mode.hex_len() / 2
}

/// The counts and findings of an audit, as they come out of it.
#[derive(Debug)]
pub(crate) struct Looked {
    pub(crate) accounts: Accounts,
    pub(crate) grouped: Grouped,
    pub(crate) checked: Vec<bool>,
    /// Per distinct hash, the count looked up (0 when it was not).
    pub(crate) distinct_counts: Vec<u64>,
    pub(crate) ranges: u64,
}

/// Put together the findings from the counts of the distinct hashes looked up; with
/// `key` (`--state`), which accounts are newly pwned since `prior` (none on a first
/// audit: every pwned account is new).
pub(crate) fn findings(
    looked: Looked,
    prior: Option<Prior>,
    key: Option<u64>,
    min_count: u64,
) -> Findings {
    let Looked {
        accounts,
        grouped,
        checked,
        distinct_counts,
        ranges,
    } = looked;
    let (same, mut counts) = match prior {
        Some(prior) => (Some(prior.same), prior.counts),
        None => (None, vec![0u64; accounts.len()]),
    };
    let mut new = key.map(|_| vec![false; accounts.len()]);
    for index in 0..accounts.len() {
        let was_same = same.as_ref().is_some_and(|same| same[index]);
        let before = counts[index];
        let count = if checked[index] || !was_same {
            distinct_counts[grouped.of_account[index] as usize]
        } else {
            before
        };
        if let Some(new) = &mut new {
            let was = was_same && before >= min_count;
            new[index] = checked[index] && count >= min_count && !was;
        }
        counts[index] = count;
    }
    Findings {
        accounts,
        grouped,
        checked,
        counts,
        new,
        key,
        min_count,
        ranges,
    }
}

impl Findings {
    pub(crate) fn pwned(&self, index: usize) -> bool {
        self.counts[index] >= self.min_count
    }

    /// The records of the state the next audit starts from, in input order; none without
    /// `--state`.
    pub(crate) fn next_records(&self) -> impl ExactSizeIterator<Item = Record> + '_ {
        let len = self.key.map_or(0, |_| self.accounts.len());
        let key = self.key.unwrap_or(0);
        let hash_len = hash_len(self.accounts.mode);
        (0..len).map(move |index| {
            let digest = &self.grouped.distinct[self.grouped.of_account[index] as usize];
            Record {
                name: name_of(&self.accounts, index),
                fingerprint: state::fingerprint(key, &digest[..hash_len]),
                count: self.counts[index],
            }
        })
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
        let hashes = [
            digest(9),
            digest(1),
            digest(5),
            digest(1),
            digest(9),
            digest(3),
            digest(9),
        ];
        let keyed = hashes
            .iter()
            .enumerate()
            .map(|(account, digest)| Keyed::new(digest, account as u32))
            .collect();
        let grouped = group(keyed);
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

    /// The pairing by position and by sorting gives what looking each name up would.
    #[test]
    fn accounts_pair_with_their_records_wherever_they_moved() {
        let dir = tempfile::tempdir().unwrap();
        let key = 5;
        let pair = |names: &[u64], hashes: &[u8], state: &State| {
            pair_by(
                names.len(),
                |index| names[index],
                |index| state::fingerprint(key, &[hashes[index]]),
                state,
            )
        };
        // Last time: names 10, 11, 12, 13, 13 (one name twice) with hashes a..e.
        let (names, hashes) = ([10, 11, 12, 13, 13], b"abcde");
        let records = (0..5).map(|index| Record {
            name: names[index],
            fingerprint: state::fingerprint(key, &[hashes[index]]),
            count: index as u64 + 100,
        });
        state::write(dir.path(), HashMode::Ntlm, None, key, records)
            .unwrap()
            .commit()
            .unwrap();
        let state = State::read(dir.path(), HashMode::Ntlm).unwrap().unwrap();
        // Now: 12 moved first, 10 kept its place and hash, 11 changed its hash, 14 is
        // new, and the twice-named 13 comes three times (the third is new).
        let prior = pair(&[12, 10, 11, 13, 13, 14, 13], b"caXdeze", &state);
        assert_eq!(prior.same, [true, true, false, true, true, false, false]);
        assert_eq!(prior.counts, [102, 100, 0, 103, 104, 0, 0]);
        // 10 is at the place of a record of another name: paired by name all the same.
        assert_eq!(pair(&[10], b"a", &state).counts, [100]);
    }

    fn read(text: &str) -> Accounts {
        input::read_accounts(
            text.as_bytes(),
            input::ReadSettings {
                format: None,
                strict: true,
                on_malformed: &mut |_| {},
                progress: &|_| {},
            },
        )
        .unwrap()
    }

    /// The records written for the next audit are those it pairs its accounts with (the
    /// name digests and fingerprints are worked out twice, never held), in any order.
    #[test]
    fn a_state_written_from_findings_pairs_with_the_same_accounts_reordered() {
        let hashes = [
            "8846f7eaee8fb117ad06bdd830b7586c",
            "31d6cfe0d16ae931b73c59d7e0c089c0",
        ];
        let lines: Vec<String> = (0..6)
            .map(|index| format!("CORP\\user{index}:{}\n", hashes[index % 2]))
            .collect();
        let accounts = read(&lines.concat());
        let key = 99;
        let grouped = group(accounts.hashes.clone());
        let looked = Looked {
            checked: vec![true; accounts.len()],
            distinct_counts: grouped.distinct.iter().map(|d| u64::from(d[0])).collect(),
            accounts,
            grouped,
            ranges: 1,
        };
        let found = findings(looked, None, Some(key), 1);
        let dir = tempfile::tempdir().unwrap();
        state::write(dir.path(), HashMode::Ntlm, None, key, found.next_records())
            .unwrap()
            .commit()
            .unwrap();
        let state = State::read(dir.path(), HashMode::Ntlm).unwrap().unwrap();
        // The same accounts backwards, the fourth with another hash, and a new one.
        let mut again: Vec<String> = lines.iter().rev().cloned().collect();
        again[2] = "CORP\\user3:00000000000000000000000000000000\n".into();
        again.push("CORP\\user6:8846f7eaee8fb117ad06bdd830b7586c\n".into());
        let prior = pair(&read(&again.concat()), key, &state);
        assert_eq!(prior.same, [true, true, false, true, true, true, false]);
        let count = |line: &str| if line.contains("8846") { 0x88u64 } else { 0x31 };
        let counts: Vec<u64> = (0..7)
            .map(|at| if prior.same[at] { count(&again[at]) } else { 0 })
            .collect();
        assert_eq!(prior.counts, counts);
    }
}
