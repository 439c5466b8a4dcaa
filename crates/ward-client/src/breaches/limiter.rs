//! The breach API allows one request per 1,500 ms per source address, shared by the breach
//! and paste endpoints. Every ward process on the machine takes its turn through a small
//! state file in the cache directory (an exclusive file lock plus the time of the next free
//! slot), so a shell loop or parallel invocations never trip a 429.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use reqwest::header::HeaderMap;
use reqwest::StatusCode;

use crate::http::{BoxFuture, Pacer};
use ward_files::open_private_no_follow;

/// The service's limit plus the 100 ms margin its documentation advises.
pub const DEFAULT_INTERVAL: Duration = Duration::from_millis(1_600);

/// A stored slot further ahead than this is from a clock change or a damaged file.
const MAX_PLAUSIBLE_WAIT: Duration = Duration::from_secs(600);

const STATE_FILE: &str = "breach-api.next";

#[derive(Debug, Clone)]
/// Spaces requests across processes through a lock file, so parallel runs share one
/// rate limit.
pub struct FileLimiter {
    path: PathBuf,
    interval: Duration,
}

/// What to do given the current time and the stored next free slot (both in ms).
#[derive(Debug, PartialEq, Eq)]
enum Decision {
    /// Send now; store this as the next free slot.
    Go { next: u64 },
    /// Someone else holds the slot: sleep this long and look again.
    Wait(Duration),
}

fn decide(now: u64, stored: Option<u64>, interval: Duration) -> Decision {
    let interval = millis(interval);
    match stored {
        Some(next) if next > now && next - now <= millis(MAX_PLAUSIBLE_WAIT) => {
            Decision::Wait(Duration::from_millis(next - now))
        }
        _ => Decision::Go {
            next: now + interval,
        },
    }
}

fn millis(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, millis)
}

impl FileLimiter {
    /// A limiter keeping its state in `cache_dir`, one request per `interval`.
    pub fn new(cache_dir: &Path, interval: Duration) -> Self {
        Self {
            path: cache_dir.join(STATE_FILE),
            interval,
        }
    }

    fn open(&self) -> std::io::Result<File> {
        let file = open_private_no_follow(&self.path)?;
        file.lock()?;
        Ok(file)
    }

    /// Under the lock: read the stored slot, let `update` decide, write what it returns.
    fn with_state<T>(
        &self,
        update: impl FnOnce(Option<u64>) -> (Option<u64>, T),
    ) -> std::io::Result<T> {
        let mut file = self.open()?;
        let mut text = String::new();
        // The slot is a number; a huge file is damage, not state worth reading whole.
        (&mut file).take(64).read_to_string(&mut text)?;
        let stored = text.trim().parse::<u64>().ok();
        let (write, result) = update(stored);
        if let Some(next) = write {
            file.seek(SeekFrom::Start(0))?;
            file.set_len(0)?;
            file.write_all(next.to_string().as_bytes())?;
        }
        Ok(result)
        // The lock is released when `file` is dropped.
    }

    /// Wait for the next free slot and take it. The lock is held only to read and write
    /// the slot, never while sleeping, so other processes are not blocked meanwhile.
    pub async fn acquire(&self) {
        loop {
            let interval = self.interval;
            let decision = self.with_state(|stored| match decide(now_ms(), stored, interval) {
                Decision::Go { next } => (Some(next), Decision::Go { next }),
                wait => (None, wait),
            });
            match decision {
                Ok(Decision::Go { .. }) => return,
                Ok(Decision::Wait(wait)) => tokio::time::sleep(wait).await,
                Err(error) => {
                    // Without the state file, pace this process alone rather than fail.
                    tracing::debug!("rate-limit state {} unusable: {error}", self.path.display());
                    tokio::time::sleep(self.interval).await;
                    return;
                }
            }
        }
    }

    /// Push the next free slot to at least `now + wait`.
    fn push_back(&self, wait: Duration) {
        let until = now_ms().saturating_add(millis(wait));
        let result = self.with_state(|stored| match stored {
            Some(next) if next >= until => (None, ()),
            _ => (Some(until), ()),
        });
        if let Err(error) = result {
            tracing::debug!("rate-limit state {} unusable: {error}", self.path.display());
        }
    }
}

impl Pacer for FileLimiter {
    fn before_attempt(&self) -> BoxFuture<'_, ()> {
        Box::pin(self.acquire())
    }

    fn after_response(&self, status: StatusCode, headers: &HeaderMap) {
        // Count the interval from the answer too: the request may have reached the server
        // later than it left here, and the server measures arrivals.
        let mut wait = self.interval;
        if status == StatusCode::TOO_MANY_REQUESTS {
            let retry_after = headers
                .get("retry-after")
                .and_then(|value| value.to_str().ok())
                .and_then(|value| value.trim().parse::<u64>().ok())
                .map(Duration::from_secs);
            if let Some(retry_after) = retry_after {
                wait = wait.max(retry_after + Duration::from_millis(100));
            }
        }
        self.push_back(wait);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decides_from_the_stored_slot() {
        let interval = Duration::from_millis(1_600);
        assert_eq!(
            decide(10_000, None, interval),
            Decision::Go { next: 11_600 }
        );
        assert_eq!(
            decide(10_000, Some(9_000), interval),
            Decision::Go { next: 11_600 }
        );
        assert_eq!(
            decide(10_000, Some(10_700), interval),
            Decision::Wait(Duration::from_millis(700))
        );
        // A slot absurdly far ahead (clock change, damaged file) is ignored.
        assert_eq!(
            decide(10_000, Some(10_000_000), interval),
            Decision::Go { next: 11_600 }
        );
    }

    #[test]
    fn taking_a_slot_makes_the_next_caller_wait_and_answers_push_it_back() {
        let dir = tempfile::tempdir().unwrap();
        let limiter = FileLimiter::new(dir.path(), Duration::from_secs(60));
        let first = limiter
            .with_state(|stored| {
                let decision = decide(now_ms(), stored, limiter.interval);
                match decision {
                    Decision::Go { next } => (Some(next), true),
                    Decision::Wait(_) => (None, false),
                }
            })
            .unwrap();
        assert!(first);
        let second = limiter
            .with_state(|stored| (None, decide(now_ms(), stored, limiter.interval)))
            .unwrap();
        assert!(matches!(second, Decision::Wait(_)));

        let other = FileLimiter::new(dir.path(), Duration::from_millis(0));
        let mut headers = HeaderMap::new();
        headers.insert("retry-after", "120".parse().unwrap());
        other.after_response(StatusCode::TOO_MANY_REQUESTS, &headers);
        let stored: u64 = std::fs::read_to_string(dir.path().join(STATE_FILE))
            .unwrap()
            .parse()
            .unwrap();
        assert!(stored >= now_ms() + 119_000);
    }
}
