//! Who sent a delivery: the scheme a route demands (the hub's plaintext header, GitHub,
//! Standard Webhooks, Stripe, Slack, GitLab, the release tracker or a generic HMAC), checked against the exact
//! bytes received, in constant time, before the body is parsed or anything is queued.
//!
//! A route holds a list of secrets so one can be rotated: any of them verifies, and the
//! log names the one that did by its position, never by its value.

mod generic;
pub(crate) mod mac;
mod plain;
mod standard;
mod vendors;

use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

use axum::http::{HeaderMap, StatusCode};

use crate::error::{Error, Result};
pub(crate) use generic::{HmacRule, HmacSettings};
pub(crate) use standard::signed_id;
use ward_client::secret::Secret;

/// Seconds a timestamped signature may be off from the receiver's clock, either way.
pub(crate) const DEFAULT_TOLERANCE: u64 = 300;

/// The range a tolerance may be set to, by flag or routes file.
pub(crate) const TOLERANCE: std::ops::RangeInclusive<u64> = 1..=86_400;

/// Whether the header (lower case) carries a secret itself rather than a signature: such
/// a header is never kept with a job.
pub(crate) fn is_secret_header(name: &str) -> bool {
    plain::SECRET_HEADERS.contains(&name)
}

/// How a route tells a real delivery from a forged one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Scheme {
    /// The hub: the secret itself in `X-Webhook-Secret`.
    Hub,
    /// `X-Hub-Signature-256: sha256=HEX` over the body.
    Github,
    /// Standard Webhooks: `webhook-signature: v1,BASE64` over `id.timestamp.body`.
    Standard,
    /// `Stripe-Signature: t=…,v1=HEX` over `t.body`.
    Stripe,
    /// `X-Slack-Signature: v0=HEX` over `v0:timestamp:body`.
    Slack,
    /// The secret token itself in `X-Gitlab-Token`.
    Gitlab,
    /// The release tracker: `X-NewReleases-Signature: HEX` over `timestamp.body`, the time
    /// in `X-NewReleases-Timestamp`.
    NewReleases,
    /// Any other HMAC, as the route describes it.
    Hmac(HmacRule),
}

impl Scheme {
    pub(crate) const NAMES: [&'static str; 8] = [
        "hub",
        "github",
        "standard",
        "stripe",
        "slack",
        "gitlab",
        "newreleases",
        "hmac",
    ];

    /// The scheme called `name`; `hmac` takes its rule from `rule`.
    pub(crate) fn parse(name: &str, rule: Option<HmacRule>) -> std::result::Result<Self, String> {
        let scheme = match name {
            "hub" => Self::Hub,
            "github" => Self::Github,
            "standard" => Self::Standard,
            "stripe" => Self::Stripe,
            "slack" => Self::Slack,
            "gitlab" => Self::Gitlab,
            "newreleases" => Self::NewReleases,
            "hmac" => {
                return rule.map(Self::Hmac).ok_or_else(|| {
                    "the hmac scheme needs at least the header that carries the signature".into()
                })
            }
            other => {
                return Err(format!(
                    "unknown verification scheme \"{other}\"; use one of {}",
                    Self::NAMES.join(", ")
                ))
            }
        };
        if rule.is_some() {
            return Err(format!(
                "HMAC settings only apply to the hmac scheme, not to {name}"
            ));
        }
        Ok(scheme)
    }

    pub(crate) fn name(&self) -> &'static str {
        match self {
            Self::Hub => "hub",
            Self::Github => "github",
            Self::Standard => "standard",
            Self::Stripe => "stripe",
            Self::Slack => "slack",
            Self::Gitlab => "gitlab",
            Self::NewReleases => "newreleases",
            Self::Hmac(_) => "hmac",
        }
    }

    pub(crate) fn is_hub(&self) -> bool {
        *self == Self::Hub
    }

    /// Whether the sender sends the secret itself rather than a signature.
    pub(crate) fn is_plain(&self) -> bool {
        matches!(self, Self::Hub | Self::Gitlab)
    }

    /// The header a sender puts first (for messages and the landing page).
    pub(crate) fn header(&self) -> String {
        match self {
            Self::Hub => "X-Webhook-Secret".into(),
            Self::Github => "X-Hub-Signature-256".into(),
            Self::Standard => "webhook-signature".into(),
            Self::Stripe => "Stripe-Signature".into(),
            Self::Slack => "X-Slack-Signature".into(),
            Self::Gitlab => "X-Gitlab-Token".into(),
            Self::NewReleases => "X-NewReleases-Signature".into(),
            Self::Hmac(rule) => rule.header.clone(),
        }
    }
}

/// Where one of a route's secrets is read at start-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum SecretSource {
    /// An environment variable holding one secret.
    Env(String),
    /// A file holding one secret a line.
    File(PathBuf),
}

/// A route's verification as configured: the scheme, its window, where its secrets come
/// from, and once they are read, the check itself.
#[derive(Debug, Clone)]
pub(crate) struct Rule {
    pub scheme: Scheme,
    pub tolerance: Duration,
    /// Empty: the receiver's own secret (WEBHOOK_SECRET or --secret-file).
    pub sources: Vec<SecretSource>,
    /// None until the secrets are read, and for a route open to everyone.
    pub verifier: Option<std::sync::Arc<Verifier>>,
}

impl Rule {
    /// What the command is told it was verified with: the scheme, or `none`.
    pub(crate) fn scheme_name(&self) -> &'static str {
        match &self.verifier {
            Some(verifier) => verifier.scheme.name(),
            None => "none",
        }
    }

    /// Builds the check from the secrets read for this route; `context` names the route in
    /// errors. A plaintext hub route without secrets is open; any other scheme needs one.
    pub(crate) fn arm(&mut self, secrets: &[Secret], context: &str) -> Result<()> {
        if secrets.is_empty() {
            if self.scheme == Scheme::Hub {
                return Ok(());
            }
            return Err(Error::usage(format!(
                "{context} verifies {} deliveries but has no secret",
                self.scheme.name()
            ))
            .with_hint(
                "set WEBHOOK_SECRET or --secret-file, or give the route secrets = [{ env = \"NAME\" }] in the routes file",
            ));
        }
        let verifier = Verifier::new(self.scheme.clone(), self.tolerance, secrets, context)?;
        self.verifier = Some(std::sync::Arc::new(verifier));
        Ok(())
    }
}

/// Why a delivery was refused: its status, the log's outcome, and the reason (logged and
/// answered; it never holds a secret).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Refusal {
    pub status: StatusCode,
    pub outcome: &'static str,
    pub reason: String,
}

impl Refusal {
    fn unauthorized(outcome: &'static str, reason: String) -> Self {
        Self {
            status: StatusCode::UNAUTHORIZED,
            outcome,
            reason,
        }
    }

    pub(crate) fn missing(header: &str) -> Self {
        Self::unauthorized("no-signature", format!("the {header} header is missing"))
    }

    pub(crate) fn malformed(reason: String) -> Self {
        Self::unauthorized("bad-signature", reason)
    }

    pub(crate) fn stale(reason: String) -> Self {
        Self::unauthorized("stale-signature", reason)
    }

    fn mismatch(scheme: &Scheme) -> Self {
        Self::unauthorized(
            "wrong-signature",
            format!(
                "the {} signature matches the body under none of the route's secrets",
                scheme.name()
            ),
        )
    }
}

/// The secret that verified a delivery, by position in the route's list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Matched {
    pub scheme: &'static str,
    pub position: usize,
    pub of: usize,
}

impl fmt::Display for Matched {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "verified {}, secret {} of {}",
            self.scheme, self.position, self.of
        )
    }
}

/// One secret as its scheme uses it.
enum Key {
    /// Plaintext schemes compare digests, which also hides the secret's length.
    Digest([u8; 32]),
    /// Signed schemes key an HMAC with these bytes.
    Mac(Vec<u8>),
}

impl Drop for Key {
    fn drop(&mut self) {
        // Best effort: the bytes are overwritten before the memory is freed.
        match self {
            Self::Digest(bytes) => bytes.fill(0),
            Self::Mac(bytes) => bytes.fill(0),
        }
    }
}

/// A route's check, with its secrets turned into keys.
pub(crate) struct Verifier {
    scheme: Scheme,
    tolerance: u64,
    keys: Vec<Key>,
    /// Each key's length in bytes, as the scheme uses it (a `whsec_` secret's decoded).
    sizes: Vec<usize>,
}

impl fmt::Debug for Verifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Verifier")
            .field("scheme", &self.scheme)
            .field("tolerance", &self.tolerance)
            .field("keys", &self.keys.len())
            .finish()
    }
}

/// What a signed scheme read from the headers: the signatures offered and the signed
/// content around the body.
pub(crate) struct Signed {
    pub algorithm: mac::Algorithm,
    pub before: Vec<u8>,
    pub after: Vec<u8>,
    pub signatures: Vec<Vec<u8>>,
}

/// A delivery whose headers passed: checked at once (plaintext schemes) or once the body
/// is read.
pub(crate) enum Presented {
    Done(Matched),
    Signed(Signed),
}

impl Verifier {
    pub(crate) fn new(
        scheme: Scheme,
        tolerance: Duration,
        secrets: &[Secret],
        context: &str,
    ) -> Result<Self> {
        let of = secrets.len();
        let (keys, sizes) = secrets
            .iter()
            .enumerate()
            .map(|(index, secret)| {
                key(&scheme, secret).map_err(|problem| {
                    Error::usage(format!("{context}: secret {} of {of} {problem}", index + 1))
                })
            })
            .collect::<Result<Vec<(Key, usize)>>>()?
            .into_iter()
            .unzip();
        Ok(Self {
            scheme,
            tolerance: tolerance.as_secs(),
            keys,
            sizes,
        })
    }

    pub(crate) fn scheme(&self) -> &Scheme {
        &self.scheme
    }

    /// How many secrets the route holds.
    pub(crate) fn secrets(&self) -> usize {
        self.keys.len()
    }

    /// The length in bytes of each key, in the order of the secrets, so that start-up can
    /// warn of one short enough to guess.
    pub(crate) fn key_sizes(&self) -> &[usize] {
        &self.sizes
    }

    /// The headers' part of the check, before the body is read: missing or malformed
    /// headers and stale timestamps are refused here; plaintext schemes are decided.
    /// `now` is the receiver's clock in Unix seconds.
    pub(crate) fn present(
        &self,
        headers: &HeaderMap,
        now: i64,
    ) -> std::result::Result<Presented, Refusal> {
        let window = |stamp: i64| mac::in_window(stamp, now, self.tolerance);
        let signed = match &self.scheme {
            Scheme::Hub | Scheme::Gitlab => {
                let given = plain::given(&self.scheme, headers)?;
                let found = self.keys.iter().position(|key| match key {
                    Key::Digest(digest) => mac::any_equal(digest, std::slice::from_ref(&given)),
                    Key::Mac(_) => false,
                });
                return match found {
                    Some(index) => Ok(Presented::Done(self.matched(index))),
                    None => Err(plain::wrong(&self.scheme)),
                };
            }
            Scheme::Github => vendors::github(headers)?,
            Scheme::Stripe => vendors::stripe(headers, window)?,
            Scheme::Slack => vendors::slack(headers, window)?,
            Scheme::NewReleases => vendors::newreleases(headers, window)?,
            Scheme::Standard => standard::present(headers, window)?,
            Scheme::Hmac(rule) => rule.present(headers, window)?,
        };
        Ok(Presented::Signed(signed))
    }

    /// The rest of the check, on the exact bytes received.
    pub(crate) fn finish(
        &self,
        signed: &Signed,
        body: &[u8],
    ) -> std::result::Result<Matched, Refusal> {
        let mut found = None;
        // Every key is tried, so the time taken does not tell which one matched.
        for (index, key) in self.keys.iter().enumerate() {
            let Key::Mac(bytes) = key else { continue };
            let expected = mac::mac(
                signed.algorithm,
                bytes,
                &[&signed.before, body, &signed.after],
            );
            if mac::any_equal(&expected, &signed.signatures) && found.is_none() {
                found = Some(index);
            }
        }
        match found {
            Some(index) => Ok(self.matched(index)),
            None => Err(Refusal::mismatch(&self.scheme)),
        }
    }

    /// Whether the log should say which secret verified: always but for the hub's
    /// plaintext header with its one secret, as it has always been.
    pub(crate) fn tells(&self) -> bool {
        self.scheme != Scheme::Hub || self.keys.len() > 1
    }

    fn matched(&self, index: usize) -> Matched {
        Matched {
            scheme: self.scheme.name(),
            position: index + 1,
            of: self.keys.len(),
        }
    }
}

/// A secret as the scheme uses it with its length in bytes, or what is wrong with it
/// (completing "secret 2 of 3 …"). A blank secret is refused: anyone can guess it.
fn key(scheme: &Scheme, secret: &Secret) -> std::result::Result<(Key, usize), String> {
    use sha2::Digest as _;
    let text = secret.expose();
    if text.is_empty() {
        return Err("is empty".into());
    }
    if text.trim().is_empty() {
        return Err("is only whitespace".into());
    }
    Ok(match scheme {
        Scheme::Hub | Scheme::Gitlab => (
            Key::Digest(sha2::Sha256::digest(text.as_bytes()).into()),
            text.len(),
        ),
        Scheme::Standard => {
            let bytes = standard::key(text)?;
            let size = bytes.len();
            (Key::Mac(bytes), size)
        }
        _ => (Key::Mac(text.as_bytes().to_vec()), text.len()),
    })
}

/// The headers a sender using `scheme` sends for `body`, signed with `secret` at `now`
/// (Unix seconds); `id` is the delivery's ID where the scheme signs one. Plaintext schemes
/// get `None` for their header's value: the secret itself, which is never printed.
pub(crate) fn sign(
    scheme: &Scheme,
    secret: &Secret,
    body: &[u8],
    now: i64,
    id: &str,
) -> std::result::Result<Vec<(String, Option<String>)>, String> {
    let (made, _) = key(scheme, secret)?;
    let key = match &made {
        Key::Mac(bytes) => bytes.as_slice(),
        // The plaintext schemes: checked (not empty) but never put in the output.
        Key::Digest(_) => return Ok(vec![(scheme.header(), None)]),
    };
    let signed = |header: String, value: String| (header, Some(value));
    Ok(match scheme {
        Scheme::Hub | Scheme::Gitlab => vec![(scheme.header(), None)],
        Scheme::Github => vec![signed(scheme.header(), vendors::sign_github(key, body))],
        Scheme::Stripe => vec![signed(
            scheme.header(),
            vendors::sign_stripe(key, body, now),
        )],
        Scheme::Slack => vendors::sign_slack(key, body, now)
            .into_iter()
            .map(|(header, value)| signed(header.into(), value))
            .collect(),
        Scheme::NewReleases => vendors::sign_newreleases(key, body, now)
            .into_iter()
            .map(|(header, value)| signed(header.into(), value))
            .collect(),
        Scheme::Standard => standard::sign(key, body, now, id)
            .into_iter()
            .map(|(header, value)| signed(header.into(), value))
            .collect(),
        Scheme::Hmac(rule) => rule
            .sign(key, body, now)
            .into_iter()
            .map(|(header, value)| signed(header, value))
            .collect(),
    })
}

/// The header's value as text, or a refusal naming it.
fn header<'h>(headers: &'h HeaderMap, name: &str) -> std::result::Result<&'h str, Refusal> {
    let value = headers.get(name).ok_or_else(|| Refusal::missing(name))?;
    value
        .to_str()
        .map(str::trim)
        .map_err(|_| Refusal::malformed(format!("the {name} header is not ASCII text")))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) const NOW: i64 = 1_700_000_000;

    pub(crate) fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(
                axum::http::HeaderName::from_bytes(name.as_bytes()).unwrap(),
                value.parse().unwrap(),
            );
        }
        map
    }

    pub(crate) fn verifier(scheme: Scheme, secrets: &[&str]) -> Verifier {
        let secrets: Vec<Secret> = secrets.iter().map(|s| Secret::new(*s)).collect();
        Verifier::new(scheme, Duration::from_secs(300), &secrets, "route \"t\"").unwrap()
    }

    /// The whole check as the handler runs it.
    pub(crate) fn check(
        verifier: &Verifier,
        pairs: &[(&str, &str)],
        body: &[u8],
        now: i64,
    ) -> std::result::Result<Matched, Refusal> {
        match verifier.present(&headers(pairs), now)? {
            Presented::Done(matched) => Ok(matched),
            Presented::Signed(signed) => verifier.finish(&signed, body),
        }
    }

    #[test]
    fn unknown_schemes_and_stray_hmac_settings_are_refused() {
        let error = Scheme::parse("svix", None).unwrap_err();
        assert!(
            error.contains("unknown verification scheme \"svix\""),
            "{error}"
        );
        assert!(error.contains("hub, github, standard"), "{error}");
        assert!(Scheme::parse("hmac", None).is_err());
        assert_eq!(Scheme::parse("github", None).unwrap(), Scheme::Github);
    }

    #[test]
    fn rotation_names_the_secret_that_matched_by_position() {
        let check_with = verifier(Scheme::Github, &["old", "new", "newer"]);
        let body = b"{}";
        let signature = vendors::sign_github(b"new", body);
        let matched = check(
            &check_with,
            &[("x-hub-signature-256", &signature)],
            body,
            NOW,
        )
        .unwrap();
        assert_eq!(matched.to_string(), "verified github, secret 2 of 3");
        assert!(!matched.to_string().contains("new\""));
    }

    #[test]
    fn signed_schemes_without_a_secret_fail_at_start() {
        let mut rule = Rule {
            scheme: Scheme::Stripe,
            tolerance: Duration::from_secs(300),
            sources: Vec::new(),
            verifier: None,
        };
        let error = rule.arm(&[], "route \"pay\"").unwrap_err();
        assert_eq!(error.exit_code(), crate::error::exit::USAGE);
        assert!(
            error.to_string().contains("route \"pay\" verifies stripe"),
            "{error}"
        );
        rule.scheme = Scheme::Hub;
        rule.arm(&[], "route \"pay\"").unwrap();
        assert_eq!(rule.scheme_name(), "none");
        let empty = Verifier::new(
            Scheme::Github,
            Duration::from_secs(1),
            &[Secret::new("")],
            "r",
        );
        assert!(empty
            .unwrap_err()
            .to_string()
            .contains("secret 1 of 1 is empty"));
        for scheme in [Scheme::Hub, Scheme::Github, Scheme::Standard] {
            let secrets = [
                Secret::new("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"),
                Secret::new(" \t "),
            ];
            let blank = Verifier::new(scheme, Duration::from_secs(1), &secrets, "r");
            let message = blank.unwrap_err().to_string();
            assert!(
                message.contains("r: secret 2 of 2 is only whitespace"),
                "{message}"
            );
        }
    }

    #[test]
    fn key_sizes_are_what_the_scheme_keys_with() {
        let sized = |scheme: Scheme, secret: &str| {
            let secrets = [Secret::new(secret)];
            let verifier = Verifier::new(scheme, Duration::from_secs(1), &secrets, "r");
            verifier.unwrap().key_sizes().to_vec()
        };
        assert_eq!(sized(Scheme::Hub, "short"), vec![5]);
        assert_eq!(sized(Scheme::Slack, "a-longer-secret!"), vec![16]);
        // whsec_ and base64: the decoded key's bytes.
        assert_eq!(sized(Scheme::Standard, "whsec_AAECAw=="), vec![4]);
    }
}
