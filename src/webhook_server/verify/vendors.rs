//! GitHub, Stripe, Slack and the release tracker: an HMAC-SHA256 in hex over the body,
//! `t.body`, `v0:timestamp:body` and `timestamp.body`.

use axum::http::HeaderMap;

use super::mac::{self, Algorithm, Encoding};
use super::{header, Refusal, Signed};

// As senders write them, for messages; header lookups ignore case.
const GITHUB: &str = "X-Hub-Signature-256";
const STRIPE: &str = "Stripe-Signature";
const SLACK: &str = "X-Slack-Signature";
const SLACK_TIME: &str = "X-Slack-Request-Timestamp";
const NEWRELEASES: &str = "X-NewReleases-Signature";
const NEWRELEASES_TIME: &str = "X-NewReleases-Timestamp";

/// `sha256=HEX` over the body.
pub(super) fn github(headers: &HeaderMap) -> Result<Signed, Refusal> {
    let value = header(headers, GITHUB)?;
    let hex = value.strip_prefix("sha256=").ok_or_else(|| {
        Refusal::malformed(format!("the {GITHUB} header does not start with sha256="))
    })?;
    let signature = Encoding::Hex
        .decode(hex)
        .ok_or_else(|| Refusal::malformed(format!("the {GITHUB} header's signature is not hex")))?;
    Ok(Signed {
        algorithm: Algorithm::Sha256,
        before: Vec::new(),
        after: Vec::new(),
        signatures: vec![signature],
    })
}

pub(super) fn sign_github(key: &[u8], body: &[u8]) -> String {
    format!(
        "sha256={}",
        hex::encode(mac::mac(Algorithm::Sha256, key, &[body]))
    )
}

/// `t=SECONDS,v1=HEX[,v1=HEX…]` over `SECONDS.body`; other schemes' entries (`v0`) are
/// ignored, as Stripe's own libraries do.
pub(super) fn stripe(
    headers: &HeaderMap,
    window: impl Fn(i64) -> Result<(), Refusal>,
) -> Result<Signed, Refusal> {
    let value = header(headers, STRIPE)?;
    let mut stamp = None;
    let mut signatures = Vec::new();
    for item in value.split(',') {
        let Some((key, text)) = item.trim().split_once('=') else {
            return Err(Refusal::malformed(format!(
                "the {STRIPE} header is not a list of key=value items"
            )));
        };
        match key {
            "t" if stamp.is_some() => {
                return Err(Refusal::malformed(format!(
                    "the {STRIPE} header has more than one t="
                )))
            }
            "t" => stamp = Some(text),
            // A signature that is not hex cannot match; the others may.
            "v1" => signatures.extend(Encoding::Hex.decode(text)),
            _ => {}
        }
    }
    let Some(stamp) = stamp else {
        return Err(Refusal::malformed(format!(
            "the {STRIPE} header has no t= timestamp"
        )));
    };
    let seconds = mac::timestamp(stamp, "Stripe-Signature t=")?;
    if signatures.is_empty() {
        return Err(Refusal::malformed(format!(
            "the {STRIPE} header has no v1= signature in hex"
        )));
    }
    window(seconds)?;
    Ok(Signed {
        algorithm: Algorithm::Sha256,
        before: format!("{stamp}.").into_bytes(),
        after: Vec::new(),
        signatures,
    })
}

pub(super) fn sign_stripe(key: &[u8], body: &[u8], now: i64) -> String {
    let prefix = format!("{now}.");
    let signature = mac::mac(Algorithm::Sha256, key, &[prefix.as_bytes(), body]);
    format!("t={now},v1={}", hex::encode(signature))
}

/// `X-Slack-Signature: v0=HEX` over `v0:TIMESTAMP:body`, the time in
/// `X-Slack-Request-Timestamp`.
pub(super) fn slack(
    headers: &HeaderMap,
    window: impl Fn(i64) -> Result<(), Refusal>,
) -> Result<Signed, Refusal> {
    let value = header(headers, SLACK)?;
    let stamp = header(headers, SLACK_TIME)?;
    let seconds = mac::timestamp(stamp, SLACK_TIME)?;
    let hex = value
        .strip_prefix("v0=")
        .ok_or_else(|| Refusal::malformed(format!("the {SLACK} header does not start with v0=")))?;
    let signature = Encoding::Hex
        .decode(hex)
        .ok_or_else(|| Refusal::malformed(format!("the {SLACK} header's signature is not hex")))?;
    window(seconds)?;
    Ok(Signed {
        algorithm: Algorithm::Sha256,
        before: format!("v0:{stamp}:").into_bytes(),
        after: Vec::new(),
        signatures: vec![signature],
    })
}

pub(super) fn sign_slack(key: &[u8], body: &[u8], now: i64) -> Vec<(&'static str, String)> {
    let prefix = format!("v0:{now}:");
    let signature = mac::mac(Algorithm::Sha256, key, &[prefix.as_bytes(), body]);
    vec![
        ("X-Slack-Request-Timestamp", now.to_string()),
        (
            "X-Slack-Signature",
            format!("v0={}", hex::encode(signature)),
        ),
    ]
}

/// `X-NewReleases-Signature: HEX` (lower case as sent; either case is read) over
/// `TIMESTAMP.body`, the time in `X-NewReleases-Timestamp`. The tracker names no replay
/// window, so the route's tolerance applies as to the other timestamped schemes.
pub(super) fn newreleases(
    headers: &HeaderMap,
    window: impl Fn(i64) -> Result<(), Refusal>,
) -> Result<Signed, Refusal> {
    let value = header(headers, NEWRELEASES)?;
    let stamp = header(headers, NEWRELEASES_TIME)?;
    let seconds = mac::timestamp(stamp, NEWRELEASES_TIME)?;
    let signature = Encoding::Hex.decode(value).ok_or_else(|| {
        Refusal::malformed(format!("the {NEWRELEASES} header's signature is not hex"))
    })?;
    window(seconds)?;
    Ok(Signed {
        algorithm: Algorithm::Sha256,
        before: format!("{stamp}.").into_bytes(),
        after: Vec::new(),
        signatures: vec![signature],
    })
}

pub(super) fn sign_newreleases(key: &[u8], body: &[u8], now: i64) -> Vec<(&'static str, String)> {
    let prefix = format!("{now}.");
    let signature = mac::mac(Algorithm::Sha256, key, &[prefix.as_bytes(), body]);
    vec![
        (NEWRELEASES_TIME, now.to_string()),
        (NEWRELEASES, hex::encode(signature)),
    ]
}

#[cfg(test)]
mod tests {
    use super::super::tests::{check, verifier, NOW};
    use super::super::Scheme;
    use super::*;

    #[test]
    fn github_header_forms() {
        let github = verifier(Scheme::Github, &["It's a Secret to Everybody"]);
        // GitHub's documented example.
        let body = b"Hello, World!";
        let good = "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17";
        assert_eq!(sign_github(b"It's a Secret to Everybody", body), good);
        assert!(check(&github, &[(GITHUB, good)], body, NOW).is_ok());
        assert!(check(
            &github,
            &[(GITHUB, &good.to_uppercase().replace("SHA256", "sha256"))],
            body,
            NOW
        )
        .is_ok());
        let tampered = check(&github, &[(GITHUB, good)], b"Hello, World?", NOW).unwrap_err();
        assert_eq!(tampered.outcome, "wrong-signature");
        for bad in ["757107ea", "sha1=757107ea", "sha256=zz", "sha256="] {
            let refusal = check(&github, &[(GITHUB, bad)], body, NOW).unwrap_err();
            assert_eq!(refusal.status.as_u16(), 401, "{bad}");
        }
        assert_eq!(
            check(&github, &[], body, NOW).unwrap_err().outcome,
            "no-signature"
        );
    }

    #[test]
    fn stripe_header_forms() {
        let stripe = verifier(Scheme::Stripe, &["whsec_test"]);
        let body = br#"{"id":"evt_1"}"#;
        let good = sign_stripe(b"whsec_test", body, NOW);
        assert!(check(&stripe, &[(STRIPE, &good)], body, NOW).is_ok());
        // Several v1 entries (Stripe rolls secrets that way) and v0 entries are fine.
        let several = good.replace(",v1=", ",v0=abc,v1=00ff,v1=");
        assert!(check(&stripe, &[(STRIPE, &several)], body, NOW).is_ok());
        let old = check(&stripe, &[(STRIPE, &good)], body, NOW + 301).unwrap_err();
        assert_eq!(old.outcome, "stale-signature");
        assert!(check(&stripe, &[(STRIPE, &good)], body, NOW - 301).is_err());
        assert!(check(&stripe, &[(STRIPE, &good)], body, NOW + 300).is_ok());
        for bad in [
            "v1=00",
            "t=1",
            "t=x,v1=00",
            "t=1,t=2,v1=00",
            "garbage",
            "t=1,v1=zz",
        ] {
            let refusal = check(&stripe, &[(STRIPE, bad)], body, NOW).unwrap_err();
            assert_eq!(
                refusal.outcome, "bad-signature",
                "{bad}: {}",
                refusal.reason
            );
        }
    }

    #[test]
    fn slack_header_forms() {
        // Slack's documented example.
        let secret = "8f742231b10e8888abcd99yyyzzz85a5";
        let slack_check = verifier(Scheme::Slack, &[secret]);
        let body = b"token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c";
        let stamp = 1_531_420_618;
        let signature = "v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503";
        assert_eq!(sign_slack(secret.as_bytes(), body, stamp)[1].1, signature);
        let pairs = [(SLACK, signature), (SLACK_TIME, "1531420618")];
        assert!(check(&slack_check, &pairs, body, stamp).is_ok());
        assert!(check(&slack_check, &pairs, body, stamp + 301).is_err());
        let no_time = check(&slack_check, &[(SLACK, signature)], body, stamp).unwrap_err();
        assert_eq!(no_time.outcome, "no-signature");
        let bad = [(SLACK, "v1=00"), (SLACK_TIME, "1531420618")];
        assert_eq!(
            check(&slack_check, &bad, body, stamp).unwrap_err().outcome,
            "bad-signature"
        );
    }

    /// Signed here with an HMAC written from the tracker's documentation alone (SHA-256,
    /// keyed with the secret, over the timestamp, a dot and the raw body, in lower-case
    /// hex), not with ward's own signing.
    fn documented(secret: &str, stamp: &str, body: &[u8]) -> String {
        use hmac::Mac as _;
        let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).unwrap();
        mac.update(stamp.as_bytes());
        mac.update(b".");
        mac.update(body);
        hex::encode(mac.finalize().into_bytes())
    }

    #[test]
    fn newreleases_header_forms() {
        let secret = "tracker-secret";
        let check_with = verifier(Scheme::NewReleases, &["older", secret]);
        let body = br#"{"provider":"github","project":"golang/go","version":"go1.22.0"}"#;
        let stamp = NOW.to_string();
        let good = documented(secret, &stamp, body);
        assert_eq!(
            sign_newreleases(secret.as_bytes(), body, NOW),
            vec![
                (NEWRELEASES_TIME, stamp.clone()),
                (NEWRELEASES, good.clone())
            ]
        );
        let pairs = [
            (NEWRELEASES, good.as_str()),
            (NEWRELEASES_TIME, stamp.as_str()),
        ];
        let matched = check(&check_with, &pairs, body, NOW).unwrap();
        assert_eq!(matched.to_string(), "verified newreleases, secret 2 of 2");
        let upper = good.to_uppercase();
        let shouted = [
            (NEWRELEASES, upper.as_str()),
            (NEWRELEASES_TIME, stamp.as_str()),
        ];
        assert!(check(&check_with, &shouted, body, NOW).is_ok());
        let tampered = check(&check_with, &pairs, &body[1..], NOW).unwrap_err();
        assert_eq!(tampered.outcome, "wrong-signature");
        let wrong = verifier(Scheme::NewReleases, &["not-it"]);
        assert_eq!(
            check(&wrong, &pairs, body, NOW).unwrap_err().outcome,
            "wrong-signature"
        );
        for late in [NOW + 301, NOW - 301] {
            let stale = check(&check_with, &pairs, body, late).unwrap_err();
            assert_eq!(stale.outcome, "stale-signature");
        }
        // The timestamp is signed: moving it into the window breaks the signature.
        let moved = (NOW + 200).to_string();
        let shifted = [
            (NEWRELEASES, good.as_str()),
            (NEWRELEASES_TIME, moved.as_str()),
        ];
        assert!(check(&check_with, &shifted, body, NOW).is_err());
        for missing in [&pairs[..1], &pairs[1..], &[]] {
            let refusal = check(&check_with, missing, body, NOW).unwrap_err();
            assert_eq!(
                (refusal.status.as_u16(), refusal.outcome),
                (401, "no-signature")
            );
        }
        for (signature, stamp) in [("zz", stamp.as_str()), (good.as_str(), "soon")] {
            let bad = [(NEWRELEASES, signature), (NEWRELEASES_TIME, stamp)];
            let refusal = check(&check_with, &bad, body, NOW).unwrap_err();
            assert_eq!(refusal.outcome, "bad-signature", "{signature} {stamp}");
        }
    }
}
