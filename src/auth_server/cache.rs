//! One token per identity and kind (an access token per set of scopes, an ID token per
//! audience), minted once however many requests ask at the same time (single flight),
//! minted again shortly before it expires while it is in use (so requests are answered
//! from the cache), the old one served while a failing refresh is retried, and never
//! served once expired.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::Mutex as FlightLock;

use ward_client::http::BoxFuture;
use ward_client::secret::Secret;

/// Longest refresh-ahead margin, however long the token lives.
const MAX_MARGIN: Duration = Duration::from_secs(60);
/// Requests do not try again sooner than this after a failure (they share it).
const RETRY_FLOOR: Duration = Duration::from_secs(1);
/// Longest pause between two attempts of a failing background refresh.
const MAX_RETRY: Duration = Duration::from_secs(30);

/// A token and when it stops being valid.
#[derive(Clone)]
pub(crate) struct Minted {
    pub token: Secret,
    pub minted: Instant,
    pub expires: Instant,
}

/// A token with less life than this left is not handed out: clients read `expires_in` in
/// whole seconds, and 0 would be an expired token to them.
const LAST_SECOND: Duration = Duration::from_secs(1);

impl Minted {
    /// When the next token is minted: a thirtieth of the lifetime before expiry, at most a
    /// minute, so a long job makes one exchange per lifetime (plus the first) and a client
    /// is handed a token with almost its whole life.
    pub(crate) fn refresh_at(&self) -> Instant {
        let lifetime = self.expires.saturating_duration_since(self.minted);
        self.expires - (lifetime / 30).min(MAX_MARGIN)
    }

    /// Whether it may still be handed out at `now`.
    fn valid_at(&self, now: Instant) -> bool {
        now + LAST_SECOND <= self.expires
    }
}

/// Why no token could be served: the one-line reason, without any token in it.
#[derive(Clone, Debug)]
pub(crate) struct Unavailable(pub String);

pub(crate) type MintFn =
    Box<dyn Fn() -> BoxFuture<'static, Result<Minted, Unavailable>> + Send + Sync>;
/// Told of each failed refresh (one line, no token).
pub(crate) type Report = Arc<dyn Fn(&str) + Send + Sync>;

pub(crate) struct Slot {
    /// What the slot holds, for the log (never the token).
    label: String,
    mint: MintFn,
    current: Mutex<Option<Minted>>,
    /// Whether a request took the current token: only a slot in use is refreshed ahead.
    used: AtomicBool,
    /// The last failure and when it ended, so requests that queued behind a failing mint
    /// share its answer instead of each trying again.
    failed: Mutex<Option<(Instant, Unavailable)>>,
    /// Held by whoever mints: a request with nothing fresh to serve, or the refresh ahead.
    flight: FlightLock<()>,
    report: Report,
}

impl Slot {
    pub(crate) fn new(label: String, mint: MintFn, report: Report) -> Arc<Self> {
        Arc::new(Self {
            label,
            mint,
            current: Mutex::new(None),
            used: AtomicBool::new(false),
            failed: Mutex::new(None),
            flight: FlightLock::new(()),
            report,
        })
    }

    pub(crate) fn holds_a_valid_token(&self) -> bool {
        self.current()
            .is_some_and(|minted| minted.valid_at(Instant::now()))
    }

    fn current(&self) -> Option<Minted> {
        self.current.lock().ok().and_then(|current| current.clone())
    }

    /// A token with life left: the cached one until its refresh is due, else a new one
    /// (one mint however many ask at once). When minting fails the old token is served
    /// while it is valid; after that the failure is the answer.
    pub(crate) async fn get(self: &Arc<Self>) -> Result<Minted, Unavailable> {
        let asked = Instant::now();
        if let Some(minted) = self.current().filter(|minted| asked < minted.refresh_at()) {
            self.used.store(true, Ordering::Relaxed);
            return Ok(minted);
        }
        let _flight = self.flight.lock().await;
        let now = Instant::now();
        let current = self.current();
        if let Some(minted) = current.as_ref().filter(|minted| now < minted.refresh_at()) {
            self.used.store(true, Ordering::Relaxed);
            return Ok(minted.clone());
        }
        let shared = self
            .failed
            .lock()
            .ok()
            .and_then(|failed| failed.clone())
            // Queued behind that failure, or too soon after it to ask again.
            .filter(|(when, _)| *when >= asked || now.duration_since(*when) < RETRY_FLOOR);
        let result = match shared {
            Some((_, why)) => Err(why),
            None => self.mint_now().await,
        };
        match result {
            Ok(minted) => {
                self.used.store(true, Ordering::Relaxed);
                Ok(minted)
            }
            Err(why) => match current.filter(|minted| minted.valid_at(Instant::now())) {
                Some(old) => {
                    self.used.store(true, Ordering::Relaxed);
                    Ok(old)
                }
                None => Err(why),
            },
        }
    }

    /// Mint (the caller holds the flight lock), store, and plan the refresh ahead.
    async fn mint_now(self: &Arc<Self>) -> Result<Minted, Unavailable> {
        match (self.mint)().await {
            Ok(minted) => {
                if let Ok(mut current) = self.current.lock() {
                    *current = Some(minted.clone());
                }
                self.used.store(false, Ordering::Relaxed);
                self.refresh_ahead(minted.refresh_at());
                Ok(minted)
            }
            Err(why) => {
                if let Ok(mut failed) = self.failed.lock() {
                    *failed = Some((Instant::now(), why.clone()));
                }
                let left = self.current().map_or(Duration::ZERO, |minted| {
                    minted.expires.saturating_duration_since(Instant::now())
                });
                (self.report)(&if left.is_zero() {
                    format!("minting {} failed: {}", self.label, why.0)
                } else {
                    format!(
                        "refreshing {} failed: {}; the served token is valid for {} s more",
                        self.label,
                        why.0,
                        left.as_secs()
                    )
                });
                Err(why)
            }
        }
    }

    /// At `at`, mint the next token if the current one was asked for; a failure is retried
    /// (with pauses doubling up to 30 s) while the current token is still valid. A slot no
    /// one asked since its last mint is left for the next request to mint.
    fn refresh_ahead(self: &Arc<Self>, at: Instant) {
        let slot = Arc::downgrade(self);
        tokio::spawn(async move {
            tokio::time::sleep_until(at.into()).await;
            let mut pause = Duration::from_secs(1);
            loop {
                let Some(slot) = slot.upgrade() else { return };
                if !slot.used.load(Ordering::Relaxed) {
                    return;
                }
                let _flight = slot.flight.lock().await;
                let now = Instant::now();
                let current = slot.current();
                if current
                    .as_ref()
                    .is_some_and(|minted| now < minted.refresh_at())
                {
                    // A request minted meanwhile, and planned the next refresh.
                    return;
                }
                if slot.mint_now().await.is_ok() {
                    return;
                }
                let left = current.map_or(Duration::ZERO, |minted| {
                    minted.expires.saturating_duration_since(Instant::now())
                });
                if left.is_zero() {
                    return;
                }
                let wait = pause.min(left / 2).max(Duration::from_millis(100));
                pause = (pause * 2).min(MAX_RETRY);
                drop(_flight);
                drop(slot);
                tokio::time::sleep(wait).await;
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
    fn refresh_starts_a_thirtieth_of_the_lifetime_before_expiry_at_most_a_minute() {
        let minted = Instant::now();
        let token = |secs| Minted {
            token: Secret::new("t"),
            minted,
            expires: minted + Duration::from_secs(secs),
        };
        assert_eq!(token(300).refresh_at(), minted + Duration::from_secs(290));
        assert_eq!(token(3600).refresh_at(), minted + Duration::from_secs(3540));
        assert_eq!(
            token(12 * 3600).refresh_at(),
            minted + Duration::from_secs(12 * 3600 - 60)
        );
    }
}
