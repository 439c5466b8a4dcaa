//! The webhook secret check: the hub sends the secret verbatim in `X-Webhook-Secret`.

use axum::http::HeaderMap;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use crate::secret::Secret;

pub(super) const HEADER: &str = "x-webhook-secret";

/// The expected secret, kept as a digest: comparing digests in constant time also hides
/// the secret's length.
pub(super) struct SecretCheck {
    digest: [u8; 32],
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Refusal {
    Missing,
    Wrong,
}

impl SecretCheck {
    pub(super) fn new(secret: &Secret) -> Self {
        Self {
            digest: Sha256::digest(secret.expose().as_bytes()).into(),
        }
    }

    pub(super) fn check(&self, headers: &HeaderMap) -> Result<(), Refusal> {
        let Some(given) = headers.get(HEADER) else {
            return Err(Refusal::Missing);
        };
        let given: [u8; 32] = Sha256::digest(given.as_bytes()).into();
        if bool::from(given.ct_eq(&self.digest)) {
            Ok(())
        } else {
            Err(Refusal::Wrong)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_wrong_and_right() {
        let check = SecretCheck::new(&Secret::new("s3cret"));
        let mut headers = HeaderMap::new();
        assert_eq!(check.check(&headers), Err(Refusal::Missing));
        headers.insert(HEADER, "nope".parse().unwrap());
        assert_eq!(check.check(&headers), Err(Refusal::Wrong));
        headers.insert(HEADER, "s3cret".parse().unwrap());
        assert_eq!(check.check(&headers), Ok(()));
        headers.insert(HEADER, "s3cret ".parse().unwrap());
        assert_eq!(check.check(&headers), Err(Refusal::Wrong));
    }
}
