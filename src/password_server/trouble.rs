//! Shard files the server could not open just now (out of descriptors, `EIO`, `ESTALE`
//! on a network file system). That is not damage: their bytes were never seen, so nothing
//! is remembered of them but that the open failed, for `/healthz` to say so until an open
//! succeeds, and for the warning about them to be limited in rate. Only bytes that fail
//! their checksum are remembered as damaged (see [`super::ranges`]).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Instant;

use crate::output::Printer;
use crate::serve::repeats::{Repeats, INTERVAL};
use ward_client::passwords::HashMode;

pub(super) struct Troubles {
    /// By mode (NTLM or not) and shard number.
    failing: Mutex<BTreeMap<(bool, u32), Failure>>,
    warnings: Mutex<Repeats>,
}

struct Failure {
    file: PathBuf,
    why: String,
}

impl Troubles {
    pub(super) fn new() -> Self {
        Self {
            failing: Mutex::new(BTreeMap::new()),
            warnings: Mutex::new(Repeats::new(INTERVAL)),
        }
    }

    pub(super) fn failed(&self, mode: HashMode, number: u32, file: &Path, why: &str) {
        lock(&self.failing).insert(
            key(mode, number),
            Failure {
                file: file.to_path_buf(),
                why: why.to_string(),
            },
        );
    }

    pub(super) fn cleared(&self, mode: HashMode, number: u32) {
        lock(&self.failing).remove(&key(mode, number));
    }

    pub(super) fn is_failing(&self, mode: HashMode, number: u32) -> bool {
        lock(&self.failing).contains_key(&key(mode, number))
    }

    /// The shards to try again, SHA-1 first, by number.
    pub(super) fn failing(&self) -> Vec<(HashMode, u32)> {
        lock(&self.failing)
            .keys()
            .map(|&(ntlm, number)| {
                let mode = if ntlm { HashMode::Ntlm } else { HashMode::Sha1 };
                (mode, number)
            })
            .collect()
    }

    /// What `/healthz` says while shard files cannot be opened.
    pub(super) fn problems(&self) -> Vec<String> {
        let failing = lock(&self.failing);
        let Some(first) = failing.values().next() else {
            return Vec::new();
        };
        vec![format!(
            "{} shard file(s) could not be opened just now, their ranges are answered 503 (first: {}: {})",
            failing.len(),
            first.file.display(),
            first.why
        )]
    }

    /// Says that `file` could not be opened: the first time at once, later ones counted and
    /// told of at most once per [`INTERVAL`].
    pub(super) fn warn(&self, printer: &Printer, file: &Path, why: &str) {
        let said = lock(&self.warnings).occurred(Instant::now());
        match said {
            Some(0) => printer.warn(&format!(
                "could not open {} ({why}); its ranges are answered 503 until it opens, which each request tries again; further failures are summed up every {} s at most",
                file.display(),
                INTERVAL.as_secs()
            )),
            Some(earlier) => printer.warn(&format!(
                "could not open {} ({why}); {earlier} more opens failed since the last warning",
                file.display()
            )),
            None => {}
        }
    }

    /// The failures not told of yet, once their summary is due.
    pub(super) fn summarize(&self, printer: &Printer) {
        let due = lock(&self.warnings).summary(Instant::now());
        if let Some(count) = due {
            printer.warn(&format!(
                "{count} more opens of the store's shard files failed since the last warning"
            ));
        }
    }
}

fn key(mode: HashMode, number: u32) -> (bool, u32) {
    (mode == HashMode::Ntlm, number)
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
