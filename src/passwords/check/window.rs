//! The lines read ahead of the output, grouped by prefix across the whole window.
//!
//! Each line waiting for an answer keeps only its hash (20 bytes) and a link to the
//! previous waiting line of the same prefix (4 bytes); once answered the hash is
//! overwritten with its count. A prefix is queued for one fetch when its first line comes
//! in; lines that come in while it is queued or in flight join that fetch. So memory is
//! at most `WINDOW_LINES` x 24 bytes plus two tables of one entry per prefix (5 MiB), and
//! a prefix is fetched again only when lines sharing it are more than `WINDOW_LINES`
//! apart in the input.

use std::collections::VecDeque;

use ward_client::passwords::{HashMode, PasswordHash, PREFIX_COUNT};

/// Lines held at most: 2^20 and one batch of input, 1,114,112 x 24 bytes = 25.5 MiB.
/// Fetching starts when less than a batch of room is left, so an input of 2^20 lines
/// is held whole before the first fetch.
pub(crate) const WINDOW_LINES: usize = (1 << 20) + super::input::CHUNK;
/// The window's worst case in bytes, lines and per-prefix tables together.
pub(crate) const WINDOW_BYTES: usize = WINDOW_LINES * std::mem::size_of::<Line>()
    + PREFIX_COUNT as usize * 5
    + (PREFIX_COUNT / 8) as usize;

// The bound the documentation gives: 24 bytes a line, under 31 MiB in all.
const _: () = assert!(std::mem::size_of::<Line>() == 24 && WINDOW_BYTES < 31 * 1024 * 1024);

/// The end of a prefix's chain of waiting lines.
const END: u32 = u32::MAX;
/// In `link`: this line is answered and `bytes` hold its count.
const ANSWERED: u32 = u32::MAX - 1;

#[derive(Clone, Copy)]
struct Line {
    bytes: [u8; 20],
    link: u32,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Idle,
    Queued,
    InFlight,
}

pub(crate) struct Window {
    mode: HashMode,
    lines: VecDeque<Line>,
    /// The number (from 0) of the line at the front.
    base: u64,
    /// Per prefix: the newest waiting line (its number's low 32 bits), or `END`.
    heads: Vec<u32>,
    states: Vec<State>,
    /// Prefixes waiting to be fetched, oldest line first.
    queue: VecDeque<u32>,
    seen: Vec<u64>,
    distinct: u64,
}

impl Window {
    pub(crate) fn new(mode: HashMode) -> Self {
        Self {
            mode,
            // Reserved once, so the window never grows by copying; pages are only
            // touched (and counted in memory use) as lines come in.
            lines: VecDeque::with_capacity(WINDOW_LINES),
            base: 0,
            heads: vec![END; PREFIX_COUNT as usize],
            states: vec![State::Idle; PREFIX_COUNT as usize],
            queue: VecDeque::new(),
            seen: vec![0; PREFIX_COUNT as usize / 64],
            distinct: 0,
        }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// Lines the window can take before it is full.
    pub(crate) fn room(&self) -> usize {
        WINDOW_LINES.saturating_sub(self.lines.len())
    }

    /// Different prefixes among every line pushed so far.
    pub(crate) fn distinct(&self) -> u64 {
        self.distinct
    }

    pub(crate) fn has_queued(&self) -> bool {
        !self.queue.is_empty()
    }

    pub(crate) fn push(&mut self, hash: &PasswordHash) {
        let prefix = hash.prefix() as usize;
        let number = self.base + self.lines.len() as u64;
        // Line numbers wrap at 2^32; with at most WINDOW_LINES held, the low 32 bits tell
        // held lines apart.
        let tag = number as u32;
        self.lines.push_back(Line {
            bytes: hash.to_bytes(),
            link: self.heads[prefix],
        });
        self.heads[prefix] = tag;
        if self.states[prefix] == State::Idle {
            self.states[prefix] = State::Queued;
            self.queue.push_back(prefix as u32);
        }
        let (word, bit) = (prefix / 64, 1u64 << (prefix % 64));
        if self.seen[word] & bit == 0 {
            self.seen[word] |= bit;
            self.distinct += 1;
        }
    }

    /// The next prefix to fetch, now in flight.
    pub(crate) fn next_queued(&mut self) -> Option<u32> {
        let prefix = self.queue.pop_front()?;
        self.states[prefix as usize] = State::InFlight;
        Some(prefix)
    }

    fn index(&self, tag: u32) -> usize {
        tag.wrapping_sub(self.base as u32) as usize
    }

    /// The lines waiting for `prefix`: their tags and hashes.
    pub(crate) fn waiting(&self, prefix: u32) -> impl Iterator<Item = (u32, PasswordHash)> + '_ {
        let mut tag = self.heads[prefix as usize];
        std::iter::from_fn(move || {
            if tag == END {
                return None;
            }
            let line = &self.lines[self.index(tag)];
            let found = (tag, PasswordHash::from_bytes(self.mode, line.bytes));
            tag = line.link;
            Some(found)
        })
    }

    /// Record the count of one waiting line; the hash is overwritten.
    pub(crate) fn set(&mut self, tag: u32, count: u64) {
        let index = self.index(tag);
        let line = &mut self.lines[index];
        line.bytes = [0; 20];
        line.bytes[..8].copy_from_slice(&count.to_le_bytes());
        line.link = ANSWERED;
    }

    /// Answer every line waiting for `prefix` with `count_of` and make the prefix idle.
    pub(crate) fn answer(&mut self, prefix: u32, mut count_of: impl FnMut(&PasswordHash) -> u64) {
        let mut tag = self.heads[prefix as usize];
        while tag != END {
            let index = self.index(tag);
            let line = self.lines[index];
            let count = count_of(&PasswordHash::from_bytes(self.mode, line.bytes));
            self.set(tag, count);
            tag = line.link;
        }
        self.done(prefix);
    }

    /// The lines of `prefix` were all answered through [`Window::set`].
    pub(crate) fn done(&mut self, prefix: u32) {
        self.heads[prefix as usize] = END;
        self.states[prefix as usize] = State::Idle;
    }

    /// The front line's number (from 1) and count, once it is answered.
    pub(crate) fn pop_answered(&mut self) -> Option<(u64, u64)> {
        let front = self.lines.front()?;
        if front.link != ANSWERED {
            return None;
        }
        let mut count = [0u8; 8];
        count.copy_from_slice(&front.bytes[..8]);
        self.lines.pop_front();
        self.base += 1;
        Some((self.base, u64::from_le_bytes(count)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hash(text: &str) -> PasswordHash {
        PasswordHash::of_password(HashMode::Sha1, text.as_bytes()).unwrap()
    }

    #[test]
    fn lines_of_one_prefix_share_one_fetch_and_leave_in_order() {
        let mut window = Window::new(HashMode::Sha1);
        for text in ["a", "b", "a", "c"] {
            window.push(&hash(text));
        }
        assert_eq!(window.distinct(), 3);
        let first = window.next_queued().unwrap();
        assert_eq!(first, hash("a").prefix());
        // A line arriving while its prefix is in flight joins that fetch.
        window.push(&hash("a"));
        assert_eq!(window.waiting(first).count(), 3);
        window.answer(first, |_| 7);
        assert_eq!(window.pop_answered(), Some((1, 7)));
        assert_eq!(window.pop_answered(), None);
        let second = window.next_queued().unwrap();
        window.answer(second, |found| u64::from(*found == hash("b")));
        assert_eq!(window.pop_answered(), Some((2, 1)));
        assert_eq!(window.pop_answered(), Some((3, 7)));
        let third = window.next_queued().unwrap();
        assert!(window.next_queued().is_none());
        window.answer(third, |_| 0);
        assert_eq!(window.pop_answered(), Some((4, 0)));
        assert_eq!(window.pop_answered(), Some((5, 7)));
        assert!(window.is_empty());
        // Once answered, a prefix is fetched again for a later line.
        window.push(&hash("a"));
        assert_eq!(window.next_queued(), Some(first));
        assert_eq!(window.distinct(), 3);
    }
}
