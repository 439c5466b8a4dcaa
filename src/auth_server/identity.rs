//! One identity the server answers for: a service account reached through federation
//! (with impersonation) or a key, as `ward auth` reaches it, and its tokens' cache.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::cache::{MintFn, Minted, Report, Slot, Unavailable};
use crate::auth::flow::{self, FederatedIdentity, KeyIdentity};
use crate::auth::inputs::{Mode, Settings, TokenFormat, TokenRequest};
use crate::auth::subject;
use crate::auth::token_source::TokenSource;
use crate::environment::Env;
use crate::error::{Error, Result};
use ward_client::cloud::CloudClient;
use ward_client::http::HttpError;
use ward_client::secret::Secret;

/// Slots one identity keeps at most (ID tokens are cached per audience, and any local
/// process may name an audience): past it the least recently asked slot is dropped, so a
/// new audience is always served and memory stays bounded.
const MAX_SLOTS: usize = 256;

/// What a token request names, as the cache's key.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Want {
    /// Scopes, sorted; empty means the identity's own.
    Access(Vec<String>),
    /// The audience, and whether the token carries the e-mail (`format=full`).
    Id(String, bool),
}

/// A service account and how to mint its tokens.
pub(crate) struct Source {
    pub email: String,
    pub settings: Settings,
    pub cloud: CloudClient,
    pub env: Env,
    /// Token mints that reached the cloud, for the log and the tests.
    pub mints: AtomicU64,
}

impl Source {
    pub(crate) fn scopes(&self) -> &[String] {
        &self.settings.token.scopes
    }

    /// Whether it is the principal of direct federation (no service account): its access
    /// token is the federated token itself, and it can have no ID token.
    pub(crate) fn direct(&self) -> bool {
        self.settings.service_account.is_none()
    }

    /// How the server can tell that this identity will never mint again.
    pub(crate) fn ending(&self) -> Ending {
        match &self.settings.mode {
            Mode::Key(_) => Ending::Never,
            Mode::Federation(federation) => match &federation.source {
                TokenSource::Env { .. } => Ending::Variable,
                _ => Ending::Issuer,
            },
        }
    }

    /// With [`Ending::Variable`]: why a mint can never work again, when it cannot. The CI
    /// system's identity token is a variable (GitLab, CircleCI, Bitbucket), which a running
    /// process never sees change, and it has expired.
    pub(crate) fn spent(&self) -> Option<String> {
        let Mode::Federation(federation) = &self.settings.mode else {
            return None;
        };
        let TokenSource::Env { names } = &federation.source else {
            return None;
        };
        let token = names.iter().find_map(|name| self.env.var(name))?;
        subject::claims(&Secret::new(token), "the identity token variable")
            .ok()
            .and_then(|claims| claims.expires)
            .filter(|expires| *expires <= ward_client::cloud::now())
            .map(|_| {
                format!(
                    "the job's identity token ({}) has expired",
                    federation.source.describe()
                )
            })
    }

    /// With [`Ending::Issuer`]: ask the CI system for an identity token (no exchange), and
    /// say why it can no longer be asked when it refuses or cannot be reached. A failure
    /// that may pass (a timeout, a server error, a rate limit) says nothing.
    pub(crate) async fn issuer_gone(&self) -> Option<String> {
        let Mode::Federation(federation) = &self.settings.mode else {
            return None;
        };
        let fetched = subject::fetch(
            self.cloud.http(),
            &federation.source,
            &federation.audience,
            &self.env,
        )
        .await;
        match fetched {
            Ok(_) => None,
            Err(error) if passing(&error) => None,
            Err(error) => Some(format!(
                "{} can no longer be asked ({error})",
                federation.source.describe()
            )),
        }
    }

    /// One mint through the flows `ward auth` uses; a federated identity is made anew so
    /// each mint asks the CI system for a fresh identity token.
    async fn mint(&self, want: &Want) -> Result<Minted> {
        self.mints.fetch_add(1, Ordering::Relaxed);
        if self.direct() {
            return self.mint_federated(want).await;
        }
        let request = self.token_request(want);
        let started = Instant::now();
        // To the nanosecond: the expiry is a whole second, and counting from a whole second
        // now would make a token seem to live up to a second longer than it does.
        let wall = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        let tokens = self.mint_through_account(&request).await?;
        let (token, expires) = token_and_expiry(tokens, wall, request.lifetime)?;
        Ok(Minted {
            token,
            minted: started,
            expires: started + Duration::from_secs(expires).saturating_sub(wall),
        })
    }

    /// What to ask the credentials service for: an access token with the scopes asked
    /// for (or the identity's own), or an ID token for the audience.
    fn token_request(&self, want: &Want) -> TokenRequest {
        match want {
            Want::Access(scopes) => TokenRequest {
                format: TokenFormat::AccessToken,
                lifetime: self.settings.token.lifetime,
                scopes: if scopes.is_empty() {
                    self.settings.token.scopes.clone()
                } else {
                    scopes.clone()
                },
                subject: self.settings.token.subject.clone(),
                id_token_audience: None,
                include_email: false,
            },
            Want::Id(audience, full) => TokenRequest {
                format: TokenFormat::IdToken,
                lifetime: self.settings.token.lifetime,
                scopes: Vec::new(),
                subject: None,
                id_token_audience: Some(audience.clone()),
                include_email: *full,
            },
        }
    }

    /// The service account's tokens, reached through federation or a key as `ward auth`
    /// reaches it. Nothing is masked: the server never prints a token.
    async fn mint_through_account(&self, request: &TokenRequest) -> Result<flow::Tokens> {
        let mask = |_: &Secret| {};
        let delegates = &self.settings.delegates;
        let identity: Box<dyn flow::Identity + '_> = match &self.settings.mode {
            Mode::Federation(federation) => Box::new(FederatedIdentity::new(
                &self.cloud,
                &self.env,
                federation,
                delegates,
                &mask,
            )),
            Mode::Key(key) => Box::new(KeyIdentity {
                cloud: &self.cloud,
                key,
                delegates,
                mask: &mask,
            }),
        };
        flow::mint(
            &self.cloud,
            request,
            &self.email,
            delegates,
            identity.as_ref(),
            &mask,
        )
        .await
    }
}

/// The token minted and when it expires, in seconds since the epoch. Without an expiry
/// in the answer, an access token lives `lifetime` from `wall` and an ID token as long
/// as its `exp` says (an hour when it says nothing).
fn token_and_expiry(tokens: flow::Tokens, wall: Duration, lifetime: u64) -> Result<(Secret, u64)> {
    match (tokens.access_token, tokens.id_token) {
        (Some(token), _) => {
            let expires = tokens
                .access_token_expiration
                .as_deref()
                .and_then(parse_rfc3339)
                .unwrap_or(wall.as_secs() + lifetime);
            Ok((token, expires))
        }
        (None, Some(token)) => {
            let expires = subject::claims(&token, "the credentials service")
                .ok()
                .and_then(|claims| claims.expires)
                .unwrap_or(wall.as_secs() + 3600);
            Ok((token, expires))
        }
        (None, None) => Err(crate::error::Error::usage(
            "the credentials service answered without a token",
        )),
    }
}

impl Source {
    /// Direct federation: the token exchange alone, with the scopes asked for; the token
    /// lives as long as the token service's `expires_in` says (counted from before the
    /// request, so never longer than it does).
    async fn mint_federated(&self, want: &Want) -> Result<Minted> {
        let Mode::Federation(federation) = &self.settings.mode else {
            return Err(Error::usage(format!(
                "{} is no service account, yet has a key",
                self.email
            )));
        };
        let Want::Access(scopes) = want else {
            return Err(Error::usage(format!("{}: {NO_ID_TOKEN}", self.email)));
        };
        let scopes = if scopes.is_empty() {
            self.scopes()
        } else {
            scopes.as_slice()
        };
        let started = Instant::now();
        let wall = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        let mask = |_: &Secret| {};
        let (federated, claims) =
            flow::exchange(&self.cloud, &self.env, federation, &scopes.join(" "), &mask).await?;
        let lifetime = match (federated.expires_in, claims.expires) {
            (Some(seconds), _) => Duration::from_secs(seconds),
            // Nothing made from the identity token outlives it.
            (None, Some(expires)) => Duration::from_secs(expires).saturating_sub(wall),
            (None, None) => {
                return Err(Error::runtime(
                    "the token service answered without expires_in, and the identity token has no exp: the federated token's expiry is unknown",
                ))
            }
        };
        Ok(Minted {
            token: federated.token,
            minted: started,
            expires: started + lifetime,
        })
    }
}

/// How an identity's minting ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ending {
    /// A key: it mints for as long as the server runs.
    Never,
    /// Federation with the identity token in a variable: when that token expires.
    Variable,
    /// Federation with the identity token asked of the CI system at each mint (a request
    /// URL, a file, a command): when the CI system no longer gives one.
    Issuer,
}

/// Whether a failure to fetch an identity token may pass by itself: a timeout, a rate
/// limit or a server error. A refusal, a connection refused, a file gone or a command
/// failing is what a CI system does once the job is over.
fn passing(error: &Error) -> bool {
    match error {
        Error::Step { error, .. } | Error::Hinted { error, .. } => passing(error),
        Error::RateLimited(_) => true,
        Error::Http(
            HttpError::Timeout { .. }
            | HttpError::Unreachable {
                timed_out: true, ..
            },
        ) => true,
        Error::Http(error) => matches!(error.status(), Some(408 | 429 | 500..=599)),
        _ => false,
    }
}

/// Why a principal without a service account has no ID token.
pub(crate) const NO_ID_TOKEN: &str = "direct workload identity federation has no service account, and the cloud mints ID tokens only for service accounts";

/// `2024-01-01T00:00:00Z` (fractions allowed) as seconds since the epoch.
fn parse_rfc3339(text: &str) -> Option<u64> {
    let time =
        time::OffsetDateTime::parse(text, &time::format_description::well_known::Rfc3339).ok()?;
    u64::try_from(time.unix_timestamp()).ok()
}

/// The slots of one identity, each with when it was last asked for (a counter, not a
/// clock: only the order matters).
#[derive(Default)]
struct Slots {
    by_want: HashMap<Want, (Arc<Slot>, u64)>,
    asked: u64,
}

impl Slots {
    /// The slot for `want`, made by `make` when there is none. At [`MAX_SLOTS`] the least
    /// recently asked one makes room: requests still waiting on it keep their own handle
    /// and get their token; the next request for it mints again.
    fn get_or_insert(&mut self, want: Want, make: impl FnOnce(&Want) -> Arc<Slot>) -> Arc<Slot> {
        self.asked += 1;
        let asked = self.asked;
        if let Some((slot, last)) = self.by_want.get_mut(&want) {
            *last = asked;
            return Arc::clone(slot);
        }
        if self.by_want.len() >= MAX_SLOTS {
            let oldest = self
                .by_want
                .iter()
                .min_by_key(|(_, (_, last))| *last)
                .map(|(want, _)| want.clone());
            if let Some(oldest) = oldest {
                self.by_want.remove(&oldest);
            }
        }
        let slot = make(&want);
        self.by_want.insert(want, (Arc::clone(&slot), asked));
        slot
    }
}

/// A source and the slots of its tokens.
pub(crate) struct Cached {
    pub source: Arc<Source>,
    slots: Mutex<Slots>,
    report: Report,
    /// Whether an ID token was asked of a principal that cannot have one (said once).
    asked_for_id_token: AtomicBool,
}

impl Cached {
    pub(crate) fn new(source: Source, report: Report) -> Self {
        Self {
            source: Arc::new(source),
            slots: Mutex::new(Slots::default()),
            report,
            asked_for_id_token: AtomicBool::new(false),
        }
    }

    /// The answer's body when an ID token is asked of the principal of direct federation,
    /// and the same on stderr the first time, with what to do instead.
    pub(crate) fn refuse_id_token(&self) -> String {
        let why = format!(
            "{} cannot have an ID token: {NO_ID_TOKEN}",
            self.source.email
        );
        if !self.asked_for_id_token.swap(true, Ordering::Relaxed) {
            (self.report)(&format!(
                "{why}; answered 404 (name a service account with --service-account, or add one with --identity EMAIL, to serve ID tokens)"
            ));
        }
        why
    }

    /// A valid token for `want`.
    pub(crate) async fn token(&self, want: Want) -> Result<Minted, Unavailable> {
        let slot = {
            let Ok(mut slots) = self.slots.lock() else {
                return Err(Unavailable("the token cache is unusable".into()));
            };
            slots.get_or_insert(want, |want| {
                Slot::new(
                    self.label(want),
                    self.minter(want),
                    Arc::clone(&self.report),
                )
            })
        };
        slot.get().await
    }

    /// Whether any of its tokens may still be handed out.
    pub(crate) fn holds_a_valid_token(&self) -> bool {
        let Ok(slots) = self.slots.lock() else {
            return false;
        };
        slots
            .by_want
            .values()
            .any(|(slot, _)| slot.holds_a_valid_token())
    }

    fn label(&self, want: &Want) -> String {
        let email = &self.source.email;
        match want {
            Want::Access(scopes) if scopes.is_empty() => format!("the access token of {email}"),
            Want::Access(scopes) => {
                format!("the access token of {email} for {}", scopes.join(","))
            }
            Want::Id(audience, _) => format!("the ID token of {email} for {audience}"),
        }
    }

    fn minter(&self, want: &Want) -> MintFn {
        let source = Arc::clone(&self.source);
        let want = want.clone();
        Box::new(move || {
            let source = Arc::clone(&source);
            let want = want.clone();
            Box::pin(async move {
                source.mint(&want).await.map_err(|error| {
                    Unavailable(match error.hint() {
                        Some(hint) => format!("{error} ({hint})"),
                        None => error.to_string(),
                    })
                })
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_refusals_and_unreachable_issuers_end_the_job() {
        use ward_client::http::StatusError;
        let status = |code: u16| {
            crate::error::failed(
                "fetching the workflow's identity token failed",
                Error::Http(HttpError::Status(Box::new(StatusError {
                    service: "issuer",
                    status: code,
                    message: String::new(),
                    details: vec![],
                    request_id: None,
                    code: None,
                    retry_after: None,
                    attempts: 1,
                }))),
            )
        };
        for code in [408, 429, 500, 503] {
            assert!(passing(&status(code)), "{code}");
        }
        for code in [400, 401, 403, 404] {
            assert!(!passing(&status(code)), "{code}");
        }
        let timeout = Error::Http(HttpError::Timeout {
            service: "issuer",
            url: "https://issuer.example/token".into(),
            seconds: 30,
        });
        assert!(passing(&timeout.with_hint("raise --timeout")));
        let refused = Error::Http(HttpError::Connect {
            service: "issuer",
            url: "https://issuer.example/token".into(),
            detail: "connection refused".into(),
        });
        assert!(!passing(&refused));
        let gone = Error::io(
            "could not read the identity token file /job/token",
            std::io::Error::from(std::io::ErrorKind::NotFound),
        );
        assert!(!passing(&gone));
        assert!(!passing(&Error::runtime("the command exited with 1")));
    }

    #[test]
    fn expiry_times_parse_with_and_without_fractions() {
        assert_eq!(parse_rfc3339("1970-01-01T01:00:00Z"), Some(3600));
        assert_eq!(parse_rfc3339("1970-01-01T01:00:00.5Z"), Some(3600));
        assert_eq!(parse_rfc3339("soon"), None);
    }
}
