//! Range bodies as they were last sent, kept in memory up to a bound in bytes, the least
//! recently sent going first.
//!
//! A plain body is kept while the cache has room for it; once the cache is full, only when
//! its range is asked for again within the cache's reach: before as many other bodies
//! have been made as the cache holds (where a body kept the first time would still be
//! there). A client walking every range (a mirror's download or refresh, a scan) asks for
//! each once, so it no longer pushes out the ranges asked for over and over, and the
//! bodies made for it are freed as soon as they are sent: the allocator gives the same
//! memory, still in the processor's caches, to the next one, where a kept body's place is
//! memory last used long ago (writing a body into it cost more than a tenth of a plain
//! answer's CPU under such a load).
//!
//! A body is kept with the version of the range it was made from (the opened shard file and
//! the range's checksum in it) and is given out only for that same version: when a download
//! puts a new shard file in place, or damages one in place, the server opens it again, and
//! every body kept from the file it had before is passed over and made anew from the new
//! file, checked against its checksum. So a body from memory always belongs to the ETag it
//! is sent with, and a damaged range is answered 503 even though a sound copy of it was
//! kept from before.

use std::sync::Mutex;

use bytes::Bytes;
use hashlink::{LinkedHashMap, LinkedHashSet};

use super::encoding::Coding;
use super::ranges::Located;
use super::version::Version;
use ward_client::passwords::HashMode;

/// Locks the cache is split over (by prefix), so requests for different ranges rarely
/// wait on one another.
const PARTS: usize = 16;

/// Bytes counted for an entry beyond its body: the map's node (key, version, the body's
/// handle, links), its slot in the map's table at the table's lowest load, and the
/// allocator's own words; small bodies (a store of short ranges) would otherwise take far
/// more memory than counted.
const ENTRY_OVERHEAD: usize = 192;

/// Which body of a range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Key {
    pub prefix: u32,
    pub ntlm: bool,
    pub coding: Coding,
}

impl Key {
    pub(super) fn new(prefix: u32, mode: HashMode, coding: Coding) -> Self {
        Self {
            prefix,
            ntlm: mode == HashMode::Ntlm,
            coding,
        }
    }

    pub(super) fn mode(&self) -> HashMode {
        if self.ntlm {
            HashMode::Ntlm
        } else {
            HashMode::Sha1
        }
    }
}

struct Entry {
    version: Version,
    body: Bytes,
    /// Bytes counted for it: the body's whole allocation and [`ENTRY_OVERHEAD`].
    size: usize,
}

#[derive(Default)]
struct Part {
    entries: LinkedHashMap<Key, Entry>,
    bytes: usize,
    /// Plain bodies made and not kept, the most recent last: as many as `entries` holds,
    /// within [`OFFERED_AT_LEAST`] and [`OFFERED_AT_MOST`].
    offered: LinkedHashSet<Key>,
}

/// Plain bodies a part remembers having made at least: a cache still empty keeps a range
/// asked for twice within 1,024 bodies made.
const OFFERED_AT_LEAST: usize = 64;

/// Plain bodies a part remembers having made at most (about 1 MiB in all, whatever the
/// number of short bodies the cache holds).
const OFFERED_AT_MOST: usize = 1024;

pub(super) struct Bodies {
    parts: Vec<Mutex<Part>>,
    /// Bytes each part holds at most.
    budget: usize,
}

impl Bodies {
    /// A cache of at most `limit` bytes of bodies (and their bookkeeping); 0 keeps none.
    pub(super) fn new(limit: usize) -> Self {
        Self {
            parts: (0..PARTS).map(|_| Mutex::new(Part::default())).collect(),
            budget: limit / PARTS,
        }
    }

    /// The body kept for `key` when it was made from the opened shard file numbered
    /// `file`, and the range's checksum there: a file once opened never changes under the
    /// server, so that is its version now (a file changed in place is opened anew, under a
    /// new number).
    pub(super) fn get(&self, key: Key, file: u64) -> Option<(Bytes, u64)> {
        let mut part = self.part(key);
        let entry = part.entries.to_back(&key)?;
        (entry.version.file == file).then(|| (entry.body.clone(), entry.version.checksum))
    }

    /// Keep the plain body `body`, made from `version`, when the cache has room for it or
    /// its range was asked for within the cache's reach before (see the module's notes),
    /// as [`Bodies::keep`] keeps it; the body, to be sent, and whether the range was
    /// asked for before, which makes it worth compressing and keeping in other codings.
    pub(super) fn offer(&self, key: Key, version: Version, body: Vec<u8>) -> (Bytes, bool) {
        let mut part = self.part(key);
        if part.offered.remove(&key) {
            return (self.keep_in(&mut part, key, version, body), true);
        }
        // Room to spare: keeping it pushes nothing out.
        if part.bytes + body.capacity() + ENTRY_OVERHEAD <= self.budget {
            return (self.keep_in(&mut part, key, version, body), false);
        }
        part.offered.insert(key);
        let remembered = part.entries.len().clamp(OFFERED_AT_LEAST, OFFERED_AT_MOST);
        while part.offered.len() > remembered {
            part.offered.pop_front();
        }
        (Bytes::from(body), false)
    }

    /// Keep `body`, made from `version`, unless it is too large to be worth a place or a
    /// body from a newer file is kept already (a request that began before a refresh
    /// finishes after it); the body, to be sent.
    pub(super) fn keep(&self, key: Key, version: Version, body: Vec<u8>) -> Bytes {
        let mut part = self.part(key);
        self.keep_in(&mut part, key, version, body)
    }

    fn keep_in(&self, part: &mut Part, key: Key, version: Version, body: Vec<u8>) -> Bytes {
        // Counted as allocated: a body written out in a buffer larger than it holds the
        // whole buffer. (Giving the spare back would leave slivers the allocator cannot
        // use for the next body: more memory in all, not less.)
        let size = body.capacity() + ENTRY_OVERHEAD;
        let body = Bytes::from(body);
        // One body may take at most a quarter of its part, so a few large ranges cannot
        // push out everything else.
        if size > self.budget / 4 {
            return body;
        }
        if let Some(kept) = part.entries.get(&key) {
            if kept.version.file > version.file {
                return body;
            }
        }
        let entry = Entry {
            version,
            body: body.clone(),
            size,
        };
        if let Some(old) = part.entries.insert(key, entry) {
            part.bytes -= old.size;
        }
        part.bytes += size;
        while part.bytes > self.budget {
            let Some((_, evicted)) = part.entries.pop_front() else {
                break;
            };
            part.bytes -= evicted.size;
        }
        body
    }

    /// Bytes held now, bookkeeping included.
    #[cfg(test)]
    fn bytes(&self) -> usize {
        self.parts.iter().map(|part| lock(part).bytes).sum()
    }

    fn part(&self, key: Key) -> std::sync::MutexGuard<'_, Part> {
        lock(&self.parts[key.prefix as usize % PARTS])
    }
}

/// The table entries (checksum and place) of ranges answered before, so a range whose body
/// is not kept is revalidated (304) or read without a look at its shard file's table: the
/// server keeps none of the tables, which would take 96 KiB a shard, and that look was a
/// system call of its own for every answer the body cache missed.
///
/// Each range has one place, by its prefix and mode, and an entry takes the place of
/// whichever range had it before. A least-recently-used order, kept before, cost more than
/// it saved: every hit moved its entry to the back of a list, touching two neighbours'
/// entries last used long before, each a miss in the processor's caches on a table the
/// size of this one. Under random prefixes the two keep as many of them; under a few hot
/// ones, an entry pushed out by a neighbour costs one read of the table.
pub(super) struct Checksums {
    parts: Vec<Mutex<Vec<Option<Held>>>>,
}

/// A range's table entry, with the range it belongs to and the number of the opened file it
/// was read from.
#[derive(Clone, Copy)]
struct Held {
    prefix: u32,
    ntlm: bool,
    file: u64,
    located: Located,
}

impl Checksums {
    /// Places for `count` entries (48 bytes each).
    pub(super) fn new(count: usize) -> Self {
        Self {
            parts: (0..PARTS)
                .map(|_| Mutex::new(vec![None; count / PARTS]))
                .collect(),
        }
    }

    /// The entry of `prefix` in `mode` in the opened shard file numbered `file`. A file once
    /// opened never changes under the server (one changed in place is opened anew, under
    /// a new number), and the bytes read at the entry's place are checked against its
    /// checksum all the same.
    pub(super) fn get(&self, prefix: u32, mode: HashMode, file: u64) -> Option<Located> {
        let ntlm = mode == HashMode::Ntlm;
        let part = self.part(prefix);
        let held = (*part.get(place(prefix, ntlm, part.len())?)?)?;
        (held.prefix == prefix && held.ntlm == ntlm && held.file == file).then_some(held.located)
    }

    /// Keep the entry of `prefix` in `mode` read from the opened file numbered `file` in its
    /// place, unless the place holds this range's entry from a newer file.
    pub(super) fn keep(&self, prefix: u32, mode: HashMode, file: u64, located: Located) {
        let ntlm = mode == HashMode::Ntlm;
        let mut part = self.part(prefix);
        let Some(index) = place(prefix, ntlm, part.len()) else {
            return;
        };
        let newer = part[index]
            .is_some_and(|held| held.prefix == prefix && held.ntlm == ntlm && held.file > file);
        if !newer {
            part[index] = Some(Held {
                prefix,
                ntlm,
                file,
                located,
            });
        }
    }

    fn part(&self, prefix: u32) -> std::sync::MutexGuard<'_, Vec<Option<Held>>> {
        lock(&self.parts[prefix as usize % PARTS])
    }
}

/// The place of a range's entry in its part of `len` places; `None` when there are none.
/// The prefixes of a part differ in all but their lowest bits, which picked the part.
fn place(prefix: u32, ntlm: bool, len: usize) -> Option<usize> {
    let index = ((prefix as usize / PARTS) << 1) | usize::from(ntlm);
    index.checked_rem(len)
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(prefix: u32, mode: HashMode, gzip: bool) -> Key {
        Key::new(
            prefix,
            mode,
            if gzip { Coding::Gzip } else { Coding::Identity },
        )
    }

    /// The body kept for `key` from `version`'s file, which comes with its checksum.
    fn got(bodies: &Bodies, key: Key, version: Version) -> Option<Vec<u8>> {
        bodies.get(key, version.file).map(|(body, checksum)| {
            assert_eq!(checksum, version.checksum);
            body.to_vec()
        })
    }

    const V1: Version = Version {
        file: 1,
        checksum: 10,
    };
    const V2: Version = Version {
        file: 2,
        checksum: 20,
    };

    #[test]
    fn a_body_is_given_out_only_for_the_version_it_was_made_from() {
        let bodies = Bodies::new(1 << 20);
        let sha1 = key(0x5BAA6, HashMode::Sha1, false);
        bodies.keep(sha1, V1, b"old".to_vec());
        assert_eq!(got(&bodies, sha1, V1).as_deref(), Some(&b"old"[..]));
        assert_eq!(got(&bodies, sha1, V2), None, "a new file is read anew");
        // The same checksum in a file opened again (damaged in place, say) is not enough.
        let reopened = Version {
            file: 3,
            checksum: V1.checksum,
        };
        assert_eq!(got(&bodies, sha1, reopened), None);
        bodies.keep(sha1, V2, b"new".to_vec());
        assert_eq!(got(&bodies, sha1, V2).as_deref(), Some(&b"new"[..]));
        // A request that read the older file finishes late: the newer body stays.
        bodies.keep(sha1, V1, b"old".to_vec());
        assert_eq!(got(&bodies, sha1, V2).as_deref(), Some(&b"new"[..]));
        // Modes and encodings are kept apart.
        let ntlm = key(0x5BAA6, HashMode::Ntlm, false);
        let gzip = key(0x5BAA6, HashMode::Sha1, true);
        assert_eq!(got(&bodies, ntlm, V2), None);
        assert_eq!(got(&bodies, gzip, V2), None);
        bodies.keep(ntlm, V2, b"ntlm".to_vec());
        bodies.keep(gzip, V2, b"gz".to_vec());
        assert_eq!(got(&bodies, ntlm, V2).as_deref(), Some(&b"ntlm"[..]));
        assert_eq!(got(&bodies, gzip, V2).as_deref(), Some(&b"gz"[..]));
        assert_eq!(got(&bodies, sha1, V2).as_deref(), Some(&b"new"[..]));
        let br = Key::new(0x5BAA6, HashMode::Sha1, Coding::Br);
        assert_eq!(got(&bodies, br, V2), None);
        bodies.keep(br, V2, b"br".to_vec());
        assert_eq!(got(&bodies, br, V2).as_deref(), Some(&b"br"[..]));
        assert_eq!(got(&bodies, gzip, V2).as_deref(), Some(&b"gz"[..]));
    }

    #[test]
    fn a_plain_body_is_kept_when_its_range_is_asked_for_again_within_reach() {
        // Room for four one-byte bodies in each part.
        let bodies = Bodies::new(PARTS * 4 * (1 + ENTRY_OVERHEAD));
        let offer = |prefix: u32| {
            let (body, again) = bodies.offer(key(prefix, HashMode::Sha1, false), V1, b"a".to_vec());
            assert_eq!(&body[..], b"a");
            again
        };
        let kept = |prefix: u32| got(&bodies, key(prefix, HashMode::Sha1, false), V1).is_some();
        // While part 0 has room, each body is kept the first time, asked for before or not.
        let first: Vec<u32> = (0..4).map(|n| n * PARTS as u32).collect();
        for &prefix in &first {
            assert!(!offer(prefix));
            assert!(kept(prefix));
        }
        // Full: asked for once, sent and not kept; asked for again, kept (the least
        // recently sent going) and said to be in demand.
        let late = 4 * PARTS as u32;
        assert!(!offer(late));
        assert!(!kept(late));
        assert!(offer(late));
        assert!(kept(late));
        assert!(!kept(first[0]));
        // A walk over more ranges of one part than it remembers: none of them is kept,
        // the ranges kept before stay, and a range asked for again after the walk is
        // taken for new.
        let walk: Vec<u32> = (5..=OFFERED_AT_LEAST as u32 + 5)
            .map(|n| n * PARTS as u32)
            .collect();
        for &prefix in &walk {
            assert!(!offer(prefix));
        }
        assert!(!offer(walk[0]));
        assert!(walk.iter().all(|&prefix| !kept(prefix)));
        assert!(kept(late) && first[1..].iter().all(|&prefix| kept(prefix)));
        // The most recent of the walk are still remembered.
        assert!(offer(walk[walk.len() - 1]));
        assert!(kept(walk[walk.len() - 1]));
        // Modes are apart: the NTLM range of a kept SHA-1 prefix is new.
        let (_, again) = bodies.offer(key(late, HashMode::Ntlm, false), V1, b"n".to_vec());
        assert!(!again);
    }

    #[test]
    fn checksums_are_given_for_their_own_file_and_bounded_in_count() {
        // Two places in each part.
        let checksums = Checksums::new(PARTS * 2);
        let keep = |prefix: u32, mode: HashMode, version: Version| {
            checksums.keep(
                prefix,
                mode,
                version.file,
                Located::with_checksum(version.checksum),
            );
        };
        let checksum = |prefix: u32, mode: HashMode, file: u64| {
            checksums
                .get(prefix, mode, file)
                .map(|located| located.checksum)
        };
        keep(0x5BAA6, HashMode::Sha1, V1);
        assert_eq!(checksum(0x5BAA6, HashMode::Sha1, 1), Some(10));
        assert_eq!(checksum(0x5BAA6, HashMode::Sha1, 2), None, "a new file");
        assert_eq!(checksum(0x5BAA6, HashMode::Ntlm, 1), None, "the other mode");
        keep(0x5BAA6, HashMode::Sha1, V2);
        keep(0x5BAA6, HashMode::Sha1, V1);
        assert_eq!(
            checksum(0x5BAA6, HashMode::Sha1, 2),
            Some(20),
            "newer stays"
        );
        // Both modes of a prefix have places of their own.
        let a = 0;
        keep(a, HashMode::Sha1, V1);
        keep(a, HashMode::Ntlm, V2);
        assert_eq!(checksum(a, HashMode::Sha1, 1), Some(10));
        assert_eq!(checksum(a, HashMode::Ntlm, 2), Some(20));
        // Another prefix of the part, with the same place: it takes the place, and the
        // range there before is no longer told, though its entry came from a newer file.
        let b = PARTS as u32;
        keep(b, HashMode::Sha1, V1);
        assert_eq!(checksum(b, HashMode::Sha1, 1), Some(10));
        assert_eq!(checksum(a, HashMode::Sha1, 1), None);
        assert_eq!(checksum(a, HashMode::Ntlm, 2), Some(20));
        keep(a, HashMode::Ntlm, V1);
        assert_eq!(checksum(a, HashMode::Ntlm, 1), None, "newer stays");
        // No places, nothing kept.
        let none = Checksums::new(0);
        none.keep(a, HashMode::Sha1, 1, Located::with_checksum(10));
        assert!(none.get(a, HashMode::Sha1, 1).is_none());
    }

    #[test]
    fn the_bound_holds_and_the_least_recently_sent_go_first() {
        let limit = 64 * 1024;
        let bodies = Bodies::new(limit);
        let body = vec![b'A'; 500];
        // Prefixes of one part, so they compete for its place.
        let prefixes: Vec<u32> = (0..100).map(|n| n * PARTS as u32).collect();
        for prefix in &prefixes {
            bodies.keep(key(*prefix, HashMode::Sha1, false), V1, body.clone());
            // The first is asked for all along and so stays.
            assert!(got(&bodies, key(prefixes[0], HashMode::Sha1, false), V1).is_some());
            assert!(bodies.bytes() <= limit, "{}", bodies.bytes());
        }
        let kept = prefixes
            .iter()
            .filter(|prefix| got(&bodies, key(**prefix, HashMode::Sha1, false), V1).is_some())
            .count();
        assert!(kept > 1 && kept < prefixes.len(), "{kept}");
        assert!(got(&bodies, key(prefixes[99], HashMode::Sha1, false), V1).is_some());
        assert!(got(&bodies, key(prefixes[1], HashMode::Sha1, false), V1).is_none());
        // A body larger than a quarter of a part is not kept at all.
        let large = key(1, HashMode::Sha1, false);
        bodies.keep(large, V1, vec![b'B'; limit / PARTS]);
        assert!(got(&bodies, large, V1).is_none());
        // Nothing is kept with no room.
        let none = Bodies::new(0);
        none.keep(large, V1, b"x".to_vec());
        assert!(got(&none, large, V1).is_none());
    }
}
