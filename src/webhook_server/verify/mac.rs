//! The pieces every signed scheme shares: HMAC over the signed parts, signatures decoded
//! from hex or base64, and timestamps checked against the route's window.

use base64::Engine as _;
use hmac::{Hmac, Mac};
use subtle::ConstantTimeEq;

use super::Refusal;

/// The hash under an HMAC.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Algorithm {
    Sha1,
    Sha256,
    Sha512,
}

impl Algorithm {
    pub(crate) const NAMES: [&'static str; 3] = ["sha1", "sha256", "sha512"];

    pub(crate) fn parse(name: &str) -> Option<Self> {
        match name.to_ascii_lowercase().as_str() {
            "sha1" => Some(Self::Sha1),
            "sha256" => Some(Self::Sha256),
            "sha512" => Some(Self::Sha512),
            _ => None,
        }
    }
}

/// How a signature is written in its header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Encoding {
    Hex,
    Base64,
}

impl Encoding {
    pub(crate) const NAMES: [&'static str; 2] = ["hex", "base64"];

    pub(crate) fn parse(name: &str) -> Option<Self> {
        match name.to_ascii_lowercase().as_str() {
            "hex" => Some(Self::Hex),
            "base64" => Some(Self::Base64),
            _ => None,
        }
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            Self::Hex => "hex",
            Self::Base64 => "base64",
        }
    }

    pub(crate) fn encode(self, bytes: &[u8]) -> String {
        match self {
            Self::Hex => hex::encode(bytes),
            Self::Base64 => base64::engine::general_purpose::STANDARD.encode(bytes),
        }
    }

    /// None for text that is not a signature in this encoding (hex of either case).
    pub(crate) fn decode(self, text: &str) -> Option<Vec<u8>> {
        match self {
            Self::Hex => hex::decode(text).ok(),
            Self::Base64 => base64::engine::general_purpose::STANDARD.decode(text).ok(),
        }
    }
}

/// The HMAC of `parts` one after the other, as if they were one message.
pub(crate) fn mac(algorithm: Algorithm, key: &[u8], parts: &[&[u8]]) -> Vec<u8> {
    fn run<M: Mac + hmac::digest::KeyInit>(key: &[u8], parts: &[&[u8]]) -> Vec<u8> {
        // An HMAC takes a key of any length; `new_from_slice` cannot fail for it.
        let Ok(mut mac) = <M as hmac::digest::KeyInit>::new_from_slice(key) else {
            return Vec::new();
        };
        for part in parts {
            mac.update(part);
        }
        mac.finalize().into_bytes().to_vec()
    }
    match algorithm {
        Algorithm::Sha1 => run::<Hmac<sha1::Sha1>>(key, parts),
        Algorithm::Sha256 => run::<Hmac<sha2::Sha256>>(key, parts),
        Algorithm::Sha512 => run::<Hmac<sha2::Sha512>>(key, parts),
    }
}

/// Whether any of `given` equals `expected`, every comparison in constant time (a
/// signature of the wrong length is simply unequal).
pub(crate) fn any_equal(expected: &[u8], given: &[Vec<u8>]) -> bool {
    let mut found = subtle::Choice::from(0);
    for signature in given {
        found |= expected.ct_eq(signature);
    }
    found.into()
}

/// Unix seconds as a sender writes them: ASCII digits only, so `+5`, ` 5` or `5.0` are
/// refused rather than read as something else.
pub(crate) fn timestamp(text: &str, header: &str) -> Result<i64, Refusal> {
    let digits = !text.is_empty() && text.len() <= 12 && text.bytes().all(|b| b.is_ascii_digit());
    match text.parse::<i64>() {
        Ok(seconds) if digits => Ok(seconds),
        _ => Err(Refusal::malformed(format!(
            "the {header} header is not a time in Unix seconds"
        ))),
    }
}

/// A timestamp within `tolerance` seconds of `now`, either way.
pub(crate) fn in_window(stamp: i64, now: i64, tolerance: u64) -> Result<(), Refusal> {
    let skew = now.saturating_sub(stamp);
    let limit = i64::try_from(tolerance).unwrap_or(i64::MAX);
    if skew > limit {
        return Err(Refusal::stale(format!(
            "the signature's timestamp is {skew} s old; at most {tolerance} s is accepted"
        )));
    }
    if -skew > limit {
        return Err(Refusal::stale(format!(
            "the signature's timestamp is {} s in the future; at most {tolerance} s is accepted",
            -skew
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hmac_matches_published_vectors() {
        // RFC 4231 test case 2 and RFC 2202 test case 2.
        let sha256 = mac(
            Algorithm::Sha256,
            b"Jefe",
            &[b"what do ya want ", b"for nothing?"],
        );
        assert_eq!(
            hex::encode(sha256),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
        let sha1 = mac(Algorithm::Sha1, b"Jefe", &[b"what do ya want for nothing?"]);
        assert_eq!(
            hex::encode(sha1),
            "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79"
        );
        let sha512 = mac(
            Algorithm::Sha512,
            b"Jefe",
            &[b"what do ya want for nothing?"],
        );
        assert!(hex::encode(sha512).starts_with("164b7a7bfcf819e2e395fbe73b56e0a387bd6422"));
    }

    #[test]
    fn windows_hold_both_ways_to_the_second() {
        assert!(in_window(1000, 1300, 300).is_ok());
        assert!(in_window(1000, 700, 300).is_ok());
        let old = in_window(1000, 1301, 300).unwrap_err();
        assert!(old.reason.contains("301 s old"), "{}", old.reason);
        let future = in_window(1000, 699, 300).unwrap_err();
        assert!(
            future.reason.contains("301 s in the future"),
            "{}",
            future.reason
        );
        assert_eq!(old.outcome, "stale-signature");
    }

    #[test]
    fn timestamps_are_plain_digits() {
        assert_eq!(timestamp("1700000000", "t").unwrap(), 1_700_000_000);
        for bad in ["", "+5", " 5", "5.0", "-5", "0x10", "99999999999999"] {
            assert!(timestamp(bad, "t").is_err(), "{bad:?}");
        }
    }

    #[test]
    fn comparisons_want_one_exact_match() {
        assert!(any_equal(b"abc", &[b"x".to_vec(), b"abc".to_vec()]));
        assert!(!any_equal(b"abc", &[b"ab".to_vec(), b"abcd".to_vec()]));
        assert!(!any_equal(b"abc", &[]));
    }
}
