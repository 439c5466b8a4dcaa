//! A delivery's identity: what a sender keeps the same when it sends one delivery again,
//! so the queue can hold exactly one job per delivery. Senders that name their deliveries
//! are taken at their word; for the others (the hub names none) the route and the exact
//! body bytes are the identity, which a sender's retry repeats byte for byte.

use axum::http::HeaderMap;
use sha2::{Digest, Sha256};

/// Longest identity taken from a sender; a longer one is not an identifier anyone sends,
/// and would make every stored key as long as the sender likes.
pub(crate) const MAX_LEN: usize = 256;

/// Headers that name a delivery, in the order they are looked for.
const HEADERS: [&str; 4] = [
    // Standard Webhooks (also GitLab's signing tokens, Svix, and others).
    "webhook-id",
    "x-github-delivery",
    // GitLab: the same across retries of one delivery.
    "idempotency-key",
    "x-gitlab-event-uuid",
];

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Delivery {
    /// Given to the command as WARD_DELIVERY_ID, and the key the queue remembers per route.
    pub id: String,
    /// Where the identity came from, for the log: `header webhook-id`, `stripe event id`,
    /// `digest`.
    pub source: String,
}

impl Delivery {
    /// The identity of a delivery to `route` with these headers and exactly these bytes.
    pub(crate) fn of(route: &str, headers: &HeaderMap, body: &[u8]) -> Self {
        for name in HEADERS {
            if let Some(id) = headers.get(name).and_then(|value| usable(value.as_bytes())) {
                return Self {
                    id,
                    source: format!("header {name}"),
                };
            }
        }
        if headers.contains_key("stripe-signature") {
            if let Some(id) = stripe_event(body) {
                return Self {
                    id,
                    source: "stripe event id".into(),
                };
            }
        }
        Self {
            id: digest(route, body),
            source: "digest".into(),
        }
    }
}

/// A sender's identifier: printable ASCII, not blank, at most [`MAX_LEN`] bytes.
fn usable(raw: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(raw).ok()?.trim();
    let fits = !text.is_empty()
        && text.len() <= MAX_LEN
        && text.bytes().all(|byte| byte.is_ascii_graphic());
    fits.then(|| text.to_string())
}

/// Stripe names no delivery in a header; its event's `id` is the same on every retry.
fn stripe_event(body: &[u8]) -> Option<String> {
    #[derive(serde::Deserialize)]
    struct Event<'a> {
        #[serde(borrow)]
        id: Option<std::borrow::Cow<'a, str>>,
    }
    let event: Event<'_> = serde_json::from_slice(body).ok()?;
    usable(event.id?.as_bytes())
}

/// SHA-256 over the route and the body, with the route's length first so no route and
/// body pair reads as another.
fn digest(route: &str, body: &[u8]) -> String {
    let mut hash = Sha256::new();
    hash.update(u64::try_from(route.len()).unwrap_or(u64::MAX).to_be_bytes());
    hash.update(route.as_bytes());
    hash.update(body);
    format!("sha256:{}", hex::encode(hash.finalize()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[test]
    fn named_deliveries_use_the_senders_id_in_order() {
        let both = headers(&[("webhook-id", "msg_1"), ("x-github-delivery", "gh-2")]);
        let found = Delivery::of("r", &both, b"{}");
        assert_eq!(found.id, "msg_1");
        assert_eq!(found.source, "header webhook-id");
        let github = Delivery::of("r", &headers(&[("X-GitHub-Delivery", " gh-2 ")]), b"{}");
        assert_eq!(
            (github.id.as_str(), github.source.as_str()),
            ("gh-2", "header x-github-delivery")
        );
        let gitlab = Delivery::of("r", &headers(&[("X-Gitlab-Event-UUID", "u-3")]), b"{}");
        assert_eq!(gitlab.id, "u-3");
        let key = headers(&[("Idempotency-Key", "k-4"), ("X-Gitlab-Event-UUID", "u-3")]);
        assert_eq!(Delivery::of("r", &key, b"{}").id, "k-4");
    }

    #[test]
    fn stripe_event_id_only_with_its_signature_header() {
        let body = br#"{"id":"evt_123","object":"event"}"#;
        let signed = headers(&[("stripe-signature", "t=1,v1=ab")]);
        let found = Delivery::of("r", &signed, body);
        assert_eq!(
            (found.id.as_str(), found.source.as_str()),
            ("evt_123", "stripe event id")
        );
        assert_eq!(Delivery::of("r", &HeaderMap::new(), body).source, "digest");
        let no_id = Delivery::of("r", &signed, br#"{"object":"event"}"#);
        assert_eq!(no_id.source, "digest");
        let not_json = Delivery::of("r", &signed, b"evt_123");
        assert_eq!(not_json.source, "digest");
    }

    #[test]
    fn digest_is_per_route_and_per_exact_body() {
        let none = HeaderMap::new();
        let first = Delivery::of("a", &none, b"{\"x\":1}");
        assert_eq!(first.source, "digest");
        assert!(first.id.starts_with("sha256:") && first.id.len() == 7 + 64);
        assert_eq!(first, Delivery::of("a", &none, b"{\"x\":1}"));
        assert_ne!(first.id, Delivery::of("b", &none, b"{\"x\":1}").id);
        assert_ne!(first.id, Delivery::of("a", &none, b"{\"x\": 1}").id);
        // The route's length is hashed first: "ab" + body is not "a" + "b" + body.
        assert_ne!(
            Delivery::of("ab", &none, b"c").id,
            Delivery::of("a", &none, b"bc").id
        );
    }

    #[test]
    fn unusable_ids_fall_back_to_the_digest() {
        let long = "x".repeat(MAX_LEN + 1);
        for bad in ["", "   ", long.as_str(), "two words"] {
            let found = Delivery::of("r", &headers(&[("webhook-id", bad)]), b"{}");
            assert_eq!(found.source, "digest", "{bad:?}");
        }
        let longest = "y".repeat(MAX_LEN);
        let found = Delivery::of("r", &headers(&[("webhook-id", &longest)]), b"{}");
        assert_eq!(found.id, longest);
        let mut raw = HeaderMap::new();
        raw.insert("webhook-id", HeaderValue::from_bytes(b"caf\xe9").unwrap());
        assert_eq!(Delivery::of("r", &raw, b"{}").source, "digest");
    }
}
