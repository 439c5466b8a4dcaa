//! Standard Webhooks (and Svix, its origin, under `svix-` names): `webhook-id`,
//! `webhook-timestamp` and `webhook-signature: v1,BASE64 [v1,BASE64 …]`, an HMAC-SHA256
//! over `id.timestamp.body` keyed with the bytes of a `whsec_BASE64` secret. GitLab's
//! signing tokens use this format too.

use axum::http::HeaderMap;
use base64::Engine as _;

use super::mac::{self, Algorithm, Encoding};
use super::{header, Refusal, Signed};

/// The key of a `whsec_`-prefixed secret (the prefix is optional, and so is the base64's
/// padding, as in the reference libraries).
pub(super) fn key(secret: &str) -> Result<Vec<u8>, String> {
    use base64::engine::{general_purpose, DecodePaddingMode, GeneralPurpose};
    let engine = GeneralPurpose::new(
        &base64::alphabet::STANDARD,
        general_purpose::PAD.with_decode_padding_mode(DecodePaddingMode::Indifferent),
    );
    let encoded = secret.strip_prefix("whsec_").unwrap_or(secret);
    match engine.decode(encoded) {
        Ok(bytes) if !bytes.is_empty() => Ok(bytes),
        _ => Err("is not a Standard Webhooks secret: it must be whsec_ followed by base64".into()),
    }
}

/// The name `field` is sent under: the standard one when it is there, else Svix's.
fn named(headers: &HeaderMap, field: &str) -> Option<String> {
    [format!("webhook-{field}"), format!("svix-{field}")]
        .into_iter()
        .find(|name| headers.contains_key(name.as_str()))
}

/// The header under its standard name, else under Svix's.
fn either<'h>(headers: &'h HeaderMap, field: &str) -> Result<&'h str, Refusal> {
    match named(headers, field) {
        Some(name) => header(headers, &name),
        None => Err(Refusal::missing(&format!("webhook-{field}"))),
    }
}

/// The message ID the signature covers, with the header it came in: the delivery's
/// identity on a route that verified it. Chosen exactly as [`present`] chooses it, so a
/// second ID header beside the signed one is never taken for it.
pub(crate) fn signed_id(headers: &HeaderMap) -> Option<(String, &str)> {
    let name = named(headers, "id")?;
    let value = header(headers, &name).ok()?;
    Some((name, value))
}

pub(super) fn present(
    headers: &HeaderMap,
    window: impl Fn(i64) -> Result<(), Refusal>,
) -> Result<Signed, Refusal> {
    let id = either(headers, "id")?;
    let stamp = either(headers, "timestamp")?;
    let list = either(headers, "signature")?;
    if id.is_empty() {
        return Err(Refusal::malformed("the webhook-id header is empty".into()));
    }
    let seconds = mac::timestamp(stamp, "webhook-timestamp")?;
    let mut signatures = Vec::new();
    let mut entries = 0;
    for entry in list.split(' ').filter(|entry| !entry.is_empty()) {
        entries += 1;
        let Some((version, text)) = entry.split_once(',') else {
            return Err(Refusal::malformed(
                "the webhook-signature header is not a list of VERSION,SIGNATURE entries".into(),
            ));
        };
        // Other versions (v1a, asymmetric) are skipped, as the reference libraries do.
        if version == "v1" {
            signatures.extend(Encoding::Base64.decode(text));
        }
    }
    if entries == 0 || signatures.is_empty() {
        return Err(Refusal::malformed(
            "the webhook-signature header has no v1 signature in base64".into(),
        ));
    }
    window(seconds)?;
    Ok(Signed {
        algorithm: Algorithm::Sha256,
        before: format!("{id}.{stamp}.").into_bytes(),
        after: Vec::new(),
        signatures,
    })
}

pub(super) fn sign(key: &[u8], body: &[u8], now: i64, id: &str) -> Vec<(&'static str, String)> {
    let prefix = format!("{id}.{now}.");
    let signature = mac::mac(Algorithm::Sha256, key, &[prefix.as_bytes(), body]);
    vec![
        ("webhook-id", id.to_string()),
        ("webhook-timestamp", now.to_string()),
        (
            "webhook-signature",
            format!("v1,{}", Encoding::Base64.encode(&signature)),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::super::tests::{check, verifier};
    use super::super::{Scheme, Verifier};
    use super::*;
    use ward_client::secret::Secret;

    // The Standard Webhooks specification's own example.
    const SECRET: &str = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const ID: &str = "msg_p5jXN8AQM9LWM0D4loKWxJek";
    const STAMP: i64 = 1_614_265_330;
    const BODY: &[u8] = br#"{"test": 2432232314}"#;
    const SIGNATURE: &str = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=";

    fn pairs(signature: &str) -> Vec<(&'static str, String)> {
        vec![
            ("webhook-id", ID.to_string()),
            ("webhook-timestamp", STAMP.to_string()),
            ("webhook-signature", signature.to_string()),
        ]
    }

    fn run(signature: &str, body: &[u8], now: i64) -> Result<super::super::Matched, Refusal> {
        let check_with = verifier(Scheme::Standard, &[SECRET]);
        let owned = pairs(signature);
        let borrowed: Vec<(&str, &str)> = owned.iter().map(|(k, v)| (*k, v.as_str())).collect();
        check(&check_with, &borrowed, body, now)
    }

    #[test]
    fn the_specifications_example_verifies_and_signs() {
        assert!(run(SIGNATURE, BODY, STAMP).is_ok());
        let key = key(SECRET).unwrap();
        assert_eq!(sign(&key, BODY, STAMP, ID)[2].1, SIGNATURE);
        // Several signatures, some of other versions.
        let several = format!("v1a,AAAA v1,AAAA {SIGNATURE}");
        assert!(run(&several, BODY, STAMP).is_ok());
        assert_eq!(
            run(SIGNATURE, b"{}", STAMP).unwrap_err().outcome,
            "wrong-signature"
        );
        assert_eq!(
            run(SIGNATURE, BODY, STAMP + 301).unwrap_err().outcome,
            "stale-signature"
        );
        assert_eq!(
            run(SIGNATURE, BODY, STAMP - 301).unwrap_err().outcome,
            "stale-signature"
        );
    }

    #[test]
    fn malformed_lists_and_missing_headers() {
        for bad in ["", "v1", "v2,AAAA", "v1,!!!", "g0hM9SsE"] {
            assert_eq!(
                run(bad, BODY, STAMP).unwrap_err().outcome,
                "bad-signature",
                "{bad:?}"
            );
        }
        let check_with = verifier(Scheme::Standard, &[SECRET]);
        let missing = check(&check_with, &[("webhook-id", ID)], BODY, STAMP).unwrap_err();
        assert_eq!(missing.reason, "the webhook-timestamp header is missing");
        let svix = [
            ("svix-id", ID),
            ("svix-timestamp", "1614265330"),
            ("svix-signature", SIGNATURE),
        ];
        assert!(check(&check_with, &svix, BODY, STAMP).is_ok());
    }

    #[test]
    fn secrets_must_be_base64() {
        assert!(key("whsec_not base64!").is_err());
        assert!(key("whsec_").is_err());
        assert_eq!(key("whsec_AAEC").unwrap(), vec![0, 1, 2]);
        assert_eq!(key("whsec_AAE").unwrap(), key("whsec_AAE=").unwrap());
        let error = Verifier::new(
            Scheme::Standard,
            std::time::Duration::from_secs(300),
            &[Secret::new(SECRET), Secret::new("whsec_%%%")],
            "route \"std\"",
        )
        .unwrap_err();
        assert_eq!(error.exit_code(), crate::error::exit::USAGE);
        assert_eq!(
            error.to_string(),
            "route \"std\": secret 2 of 2 is not a Standard Webhooks secret: it must be whsec_ followed by base64"
        );
    }
}
