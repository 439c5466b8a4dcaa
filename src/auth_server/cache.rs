//! One token per identity and kind (an access token per set of scopes, an ID token per
//! audience), minted once however many requests ask at the same time (single flight),
//! refreshed ahead of its expiry in the background while the old one is still served, and
//! never served once expired.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::Mutex as FlightLock;

use crate::http::BoxFuture;
use crate::secret::Secret;

/// Longest refresh-ahead margin, however long the token lives.
const MAX_MARGIN: Duration = Duration::from_secs(300);
/// Longest pause between two attempts of a failing background refresh.
const MAX_RETRY: Duration = Duration::from_secs(30);

/// A token and when it stops being valid.
#[derive(Clone)]
pub(crate) struct Minted {
    pub token: Secret,
    pub minted: Instant,
    pub expires: Instant,
}

impl Minted {
    /// When a refresh starts: a tenth of the lifetime before expiry, at most five minutes,
    /// so a long job makes close to one exchange per lifetime and clients (which refresh
    /// 3 min 45 s or 5 min before expiry) are rarely handed a token they find stale.
    pub(crate) fn refresh_at(&self) -> Instant {
        let lifetime = self.expires.saturating_duration_since(self.minted);
        self.expires - (lifetime / 10).min(MAX_MARGIN)
    }
}

/// Why no token could be served: the one-line reason, without any token in it.
#[derive(Clone, Debug)]
pub(crate) struct Unavailable(pub String);

pub(crate) type MintFn = Box<dyn Fn() -> BoxFuture<'static, Result<Minted, Unavailable>> + Send + Sync>;
/// Told of each failed background refresh, with the seconds the served token has left.
pub(crate) type Report = Arc<dyn Fn(&str) + Send + Sync>;

pub(crate) struct Slot {
    /// What the slot holds, for the log (never the token).
    label: String,
    mint: MintFn,
    current: Mutex<Option<Minted>>,
    /// The last failure and when it ended, so requests that queued behind a failing mint
    /// share its answer instead of each trying again.
    failed: Mutex<Option<(Instant, Unavailable)>>,
    /// Held by whoever mints: a request with nothing valid to serve, or the background
    /// refresh.
    flight: Arc<FlightLock<()>>,
    report: Report,
}

impl Slot {
    pub(crate) fn new(label: String, mint: MintFn, report: Report) -> Arc<Self> {
        Arc::new(Self {
            label,
            mint,
            current: Mutex::new(None),
            failed: Mutex::new(None),
            flight: Arc::new(FlightLock::new(())),
            report,
        })
    }

    fn current(&self) -> Option<Minted> {
        self.current.lock().ok().and_then(|current| current.clone())
    }

    fn store(&self, minted: Minted) {
        if let Ok(mut current) = self.current.lock() {
            *current = Some(minted);
        }
    }

    /// A valid token: the cached one (starting a refresh when it is due), or a new one.
    pub(crate) async fn get(self: &Arc<Self>) -> Result<Minted, Unavailable> {
        let asked = Instant::now();
        if let Some(minted) = self.current().filter(|minted| asked < minted.expires) {
            if asked >= minted.refresh_at() {
                self.refresh_in_background();
            }
            return Ok(minted);
        }
        let _flight = self.flight.lock().await;
        let now = Instant::now();
        if let Some(minted) = self.current().filter(|minted| now < minted.expires) {
            return Ok(minted);
        }
        if let Some((when, why)) = self.failed.lock().ok().and_then(|failed| failed.clone()) {
            if when >= asked {
                return Err(why);
            }
        }
        match (self.mint)().await {
            Ok(minted) => {
                self.store(minted.clone());
                Ok(minted)
            }
            Err(why) => {
                if let Ok(mut failed) = self.failed.lock() {
                    *failed = Some((Instant::now(), why.clone()));
                }
                Err(why)
            }
        }
    }

    /// At most one refresh at a time; a failure is reported and retried while the served
    /// token is still valid, then left to the next request.
    fn refresh_in_background(self: &Arc<Self>) {
        let Ok(guard) = Arc::clone(&self.flight).try_lock_owned() else {
            return;
        };
        let slot = Arc::clone(self);
        tokio::spawn(async move {
            let _guard = guard;
            let mut pause = Duration::from_secs(1);
            loop {
                if slot
                    .current()
                    .is_some_and(|minted| Instant::now() < minted.refresh_at())
                {
                    return;
                }
                match (slot.mint)().await {
                    Ok(minted) => {
                        slot.store(minted);
                        return;
                    }
                    Err(Unavailable(why)) => {
                        let left = slot.current().map_or(Duration::ZERO, |minted| {
                            minted.expires.saturating_duration_since(Instant::now())
                        });
                        if left.is_zero() {
                            (slot.report)(&format!(
                                "refreshing {} failed: {why}; the token expired, requests get 503 until a refresh works",
                                slot.label
                            ));
                            return;
                        }
                        let wait = pause.min(left / 2).max(Duration::from_millis(100));
                        (slot.report)(&format!(
                            "refreshing {} failed: {why}; the served token is valid for {} s more, retrying in {} ms",
                            slot.label,
                            left.as_secs(),
                            wait.as_millis()
                        ));
                        tokio::time::sleep(wait).await;
                        pause = (pause * 2).min(MAX_RETRY);
                    }
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    fn counting(lifetime: Duration, fail: bool) -> (Arc<Slot>, Arc<AtomicUsize>) {
        let count = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&count);
        let mint: MintFn = Box::new(move || {
            let counted = Arc::clone(&counted);
            Box::pin(async move {
                let n = counted.fetch_add(1, Ordering::SeqCst);
                // Long enough for every concurrent request to queue behind this one.
                tokio::time::sleep(Duration::from_millis(50)).await;
                if fail {
                    return Err(Unavailable("refused".into()));
                }
                let minted = Instant::now();
                Ok(Minted {
                    token: Secret::new(format!("token-{n}")),
                    minted,
                    expires: minted + lifetime,
                })
            })
        });
        (Slot::new("test".into(), mint, Arc::new(|_| {})), count)
    }

    #[tokio::test]
    async fn concurrent_requests_share_one_mint() {
        let (slot, count) = counting(Duration::from_secs(3600), false);
        let tasks: Vec<_> = (0..50)
            .map(|_| {
                let slot = Arc::clone(&slot);
                tokio::spawn(async move { slot.get().await.map(|m| m.token.expose().to_string()) })
            })
            .collect();
        for task in tasks {
            assert_eq!(task.await.unwrap().unwrap(), "token-0");
        }
        assert_eq!(count.load(Ordering::SeqCst), 1);
    }

    #[tokio::test]
    async fn queued_requests_share_a_failure() {
        let (slot, count) = counting(Duration::from_secs(3600), true);
        let tasks: Vec<_> = (0..20)
            .map(|_| {
                let slot = Arc::clone(&slot);
                tokio::spawn(async move { slot.get().await.is_err() })
            })
            .collect();
        for task in tasks {
            assert!(task.await.unwrap());
        }
        assert_eq!(count.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn refresh_starts_a_tenth_of_the_lifetime_before_expiry_at_most_five_minutes() {
        let minted = Instant::now();
        let token = |secs| Minted {
            token: Secret::new("t"),
            minted,
            expires: minted + Duration::from_secs(secs),
        };
        assert_eq!(token(300).refresh_at(), minted + Duration::from_secs(270));
        assert_eq!(token(3600).refresh_at(), minted + Duration::from_secs(3300));
        assert_eq!(token(12 * 3600).refresh_at(), minted + Duration::from_secs(12 * 3600 - 300));
    }
}
