//! A delivery's identity: what a sender keeps the same when it sends one delivery again,
//! so the queue can hold exactly one job per delivery.
//!
//! On a signed route the identity comes only from what the signature covers: a header the
//! signature leaves out can be changed by whoever replays a captured delivery, who would
//! then get a new job for every new value, or could take the ID of a delivery not yet
//! accepted and make its real redelivery look like a repeat. So Standard Webhooks gives
//! its signed message ID, Stripe the event ID in its signed body, and GitHub, Slack and the
//! generic HMAC (which sign the body and no ID) the route and the exact body bytes, which a
//! sender's retry repeats byte for byte. The release tracker's document names no delivery
//! but the release itself, which its signature covers: its identity is the release's, the
//! same as `release watch` gives the release when it polls, so a release that arrives both
//! ways is one job. Where the secret itself travels with every
//! delivery (the hub, GitLab) or no secret is set, whoever holds one delivery can forge
//! any, so the senders' ID headers are taken at their word.

use axum::http::HeaderMap;
use sha2::{Digest, Sha256};

use super::verify::{self, Scheme};
use crate::services::release_events::ReleaseEvent;

/// Longest identity taken from a sender; a longer one is not an identifier anyone sends,
/// and would make every stored key as long as the sender likes.
pub(crate) const MAX_LEN: usize = 256;

/// Headers that name a delivery on a route that cannot authenticate them, in the order
/// they are looked for.
const UNSIGNED: [&str; 5] = [
    // Standard Webhooks (also GitLab's signing tokens and others), and Svix's name for it.
    "webhook-id",
    "svix-id",
    "x-github-delivery",
    // GitLab: the same across retries of one delivery.
    "idempotency-key",
    "x-gitlab-event-uuid",
];

/// GitLab's own, on a route that checks its token.
const GITLAB: [&str; 2] = ["idempotency-key", "x-gitlab-event-uuid"];

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Delivery {
    /// Given to the command as WARD_DELIVERY_ID, and the key the queue remembers per route.
    pub id: String,
    /// Where the identity came from, for the log: `header webhook-id`, `stripe event id`,
    /// `digest`.
    pub source: String,
}

impl Delivery {
    /// The identity of a delivery to `route`, verified with `scheme` (None: an open route),
    /// with these headers and exactly these bytes.
    pub(crate) fn of(
        route: &str,
        scheme: Option<&Scheme>,
        headers: &HeaderMap,
        body: &[u8],
    ) -> Self {
        let found = match scheme {
            Some(Scheme::Standard) => return standard(route, headers, body),
            Some(Scheme::Stripe) => stripe(body),
            Some(Scheme::NewReleases) => release(body),
            Some(Scheme::Github | Scheme::Slack | Scheme::Hmac(_)) => None,
            Some(Scheme::Gitlab) => named(headers, &GITLAB),
            Some(Scheme::Hub) | None => named(headers, &UNSIGNED).or_else(|| {
                headers
                    .contains_key("stripe-signature")
                    .then(|| stripe(body))
                    .flatten()
            }),
        };
        found.unwrap_or_else(|| Self {
            id: digest(route, &[], body),
            source: "digest".into(),
        })
    }
}

/// The signed message ID; one no sender would use as a key (too long, with spaces) is
/// hashed with the body, so it still tells messages apart.
fn standard(route: &str, headers: &HeaderMap, body: &[u8]) -> Delivery {
    match verify::signed_id(headers) {
        Some((name, value)) => match usable(value.as_bytes()) {
            Some(id) => Delivery {
                id,
                source: format!("header {name}"),
            },
            None => Delivery {
                id: digest(route, &[value.as_bytes()], body),
                source: format!("digest of {name} and body"),
            },
        },
        // Not reached on a route that verified the delivery, which needs the ID.
        None => Delivery {
            id: digest(route, &[], body),
            source: "digest".into(),
        },
    }
}

/// The first of `names` the sender sent with a usable value.
fn named(headers: &HeaderMap, names: &[&str]) -> Option<Delivery> {
    names.iter().find_map(|name| {
        let id = headers
            .get(*name)
            .and_then(|value| usable(value.as_bytes()))?;
        Some(Delivery {
            id,
            source: format!("header {name}"),
        })
    })
}

/// Stripe names no delivery in a header; its event's `id` is the same on every retry.
fn stripe(body: &[u8]) -> Option<Delivery> {
    stripe_event(body).map(|id| Delivery {
        id,
        source: "stripe event id".into(),
    })
}

/// The release the tracker's document announces; the handler refuses a document that is
/// not one before it asks for an identity.
fn release(body: &[u8]) -> Option<Delivery> {
    let event = ReleaseEvent::parse(body).ok()?;
    Some(Delivery {
        id: event.id(),
        source: "release".into(),
    })
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

/// SHA-256 over the route, the framed parts and the body, each part before the body with
/// its length first so no route, parts and body read as others.
fn digest(route: &str, framed: &[&[u8]], body: &[u8]) -> String {
    let mut hash = Sha256::new();
    for part in std::iter::once(route.as_bytes()).chain(framed.iter().copied()) {
        hash.update(u64::try_from(part.len()).unwrap_or(u64::MAX).to_be_bytes());
        hash.update(part);
    }
    hash.update(body);
    format!("sha256:{}", hex::encode(hash.finalize()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::webhook_server::verify::HmacSettings;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    /// Every ID header a sender might add, none of which a signed scheme but Standard
    /// Webhooks covers.
    const FORGED: [(&str, &str); 5] = [
        ("webhook-id", "forged-1"),
        ("svix-id", "forged-2"),
        ("x-github-delivery", "forged-3"),
        ("idempotency-key", "forged-4"),
        ("x-gitlab-event-uuid", "forged-5"),
    ];

    fn hmac() -> Scheme {
        let settings = HmacSettings {
            header: Some("X-Sig".into()),
            ..HmacSettings::default()
        };
        Scheme::Hmac(settings.rule().unwrap())
    }

    #[test]
    fn unsigned_routes_take_the_senders_id_in_order() {
        for scheme in [None, Some(&Scheme::Hub)] {
            let of =
                |pairs: &[(&'static str, &str)]| Delivery::of("r", scheme, &headers(pairs), b"{}");
            let both = of(&[("webhook-id", "msg_1"), ("x-github-delivery", "gh-2")]);
            assert_eq!(
                (both.id.as_str(), both.source.as_str()),
                ("msg_1", "header webhook-id")
            );
            assert_eq!(
                of(&[("svix-id", "msg_s"), ("x-github-delivery", "gh-2")]).id,
                "msg_s"
            );
            let github = of(&[("x-github-delivery", " gh-2 ")]);
            assert_eq!(
                (github.id.as_str(), github.source.as_str()),
                ("gh-2", "header x-github-delivery")
            );
            assert_eq!(of(&[("x-gitlab-event-uuid", "u-3")]).id, "u-3");
            assert_eq!(
                of(&[("idempotency-key", "k-4"), ("x-gitlab-event-uuid", "u-3")]).id,
                "k-4"
            );
        }
    }

    #[test]
    fn body_signing_schemes_ignore_every_id_header() {
        let body = br#"{"id":"evt_1"}"#;
        let plain = Delivery::of("r", None, &HeaderMap::new(), body);
        for scheme in [Scheme::Github, Scheme::Slack, hmac()] {
            for pair in FORGED {
                let found = Delivery::of("r", Some(&scheme), &headers(&[pair]), body);
                assert_eq!(found, plain, "{} with {pair:?}", scheme.name());
            }
        }
        assert_eq!(plain.source, "digest");
    }

    #[test]
    fn standard_takes_the_id_its_signature_covers() {
        let of = |pairs: &[(&'static str, &str)]| {
            Delivery::of("r", Some(&Scheme::Standard), &headers(pairs), b"{}")
        };
        // The other headers are left out whatever their order.
        let mut pairs = FORGED.to_vec();
        pairs.push(("webhook-id", "msg_signed"));
        let standard = of(&pairs[1..]);
        assert_eq!(
            (standard.id.as_str(), standard.source.as_str()),
            ("msg_signed", "header webhook-id")
        );
        let svix = of(&[("svix-id", "msg_svix"), ("idempotency-key", "k")]);
        assert_eq!(
            (svix.id.as_str(), svix.source.as_str()),
            ("msg_svix", "header svix-id")
        );
        // An ID no key is made of still tells messages with equal bodies apart.
        let spaced = of(&[("webhook-id", "two words")]);
        assert_eq!(spaced.source, "digest of webhook-id and body");
        assert_ne!(spaced.id, of(&[("webhook-id", "two  words")]).id);
        assert_ne!(
            spaced.id,
            Delivery::of("r", None, &HeaderMap::new(), b"{}").id
        );
    }

    #[test]
    fn stripe_takes_its_signed_event_id() {
        let body = br#"{"id":"evt_123","object":"event"}"#;
        for pair in FORGED {
            let found = Delivery::of("r", Some(&Scheme::Stripe), &headers(&[pair]), body);
            assert_eq!(
                (found.id.as_str(), found.source.as_str()),
                ("evt_123", "stripe event id")
            );
        }
        let stripe = Some(&Scheme::Stripe);
        let no_id = Delivery::of("r", stripe, &HeaderMap::new(), br#"{"object":"event"}"#);
        assert_eq!(no_id.source, "digest");
        assert_eq!(
            Delivery::of("r", stripe, &HeaderMap::new(), b"evt_123").source,
            "digest"
        );
        // On an open route, only beside Stripe's header.
        let signed = headers(&[("stripe-signature", "t=1,v1=ab")]);
        assert_eq!(Delivery::of("r", None, &signed, body).id, "evt_123");
        assert_eq!(
            Delivery::of("r", None, &HeaderMap::new(), body).source,
            "digest"
        );
    }

    #[test]
    fn newreleases_takes_the_release_from_its_signed_body() {
        let tracker = Some(&Scheme::NewReleases);
        let body =
            br#"{"provider":"npm","project":"left-pad","version":"1.3.0","is_updated":true}"#;
        for pair in FORGED {
            let found = Delivery::of("r", tracker, &headers(&[pair]), body);
            assert_eq!(
                (found.id.as_str(), found.source.as_str()),
                ("release:npm/left-pad/1.3.0+updated", "release")
            );
        }
        // The same release on another route or in another spelling of the JSON is one.
        let spaced = br#"{ "version": "1.3.0", "project": "left-pad", "provider": "npm", "is_updated": true }"#;
        assert_eq!(
            Delivery::of("other", tracker, &HeaderMap::new(), spaced).id,
            "release:npm/left-pad/1.3.0+updated"
        );
    }

    #[test]
    fn gitlab_takes_its_own_headers_only() {
        let gitlab = Some(&Scheme::Gitlab);
        let found = Delivery::of("r", gitlab, &headers(&FORGED[..4]), b"{}");
        assert_eq!(found.id, "forged-4");
        let uuid = Delivery::of("r", gitlab, &headers(&FORGED[..3]), b"{}");
        assert_eq!(uuid.source, "digest");
        assert_eq!(
            Delivery::of("r", gitlab, &headers(&FORGED[4..]), b"{}").id,
            "forged-5"
        );
    }

    #[test]
    fn digest_is_per_route_and_per_exact_body() {
        let none = HeaderMap::new();
        let first = Delivery::of("a", None, &none, b"{\"x\":1}");
        assert_eq!(first.source, "digest");
        assert!(first.id.starts_with("sha256:") && first.id.len() == 7 + 64);
        assert_eq!(first, Delivery::of("a", None, &none, b"{\"x\":1}"));
        assert_ne!(first.id, Delivery::of("b", None, &none, b"{\"x\":1}").id);
        assert_ne!(first.id, Delivery::of("a", None, &none, b"{\"x\": 1}").id);
        // The route's length is hashed first: "ab" + body is not "a" + "b" + body.
        assert_ne!(
            Delivery::of("ab", None, &none, b"c").id,
            Delivery::of("a", None, &none, b"bc").id
        );
        // The same as before IDs were taken per scheme, so stored identities still match.
        let mut hash = Sha256::new();
        hash.update(1u64.to_be_bytes());
        hash.update(b"a");
        hash.update(b"{\"x\":1}");
        assert_eq!(first.id, format!("sha256:{}", hex::encode(hash.finalize())));
    }

    #[test]
    fn unusable_ids_fall_back_to_the_digest() {
        let long = "x".repeat(MAX_LEN + 1);
        for bad in ["", "   ", long.as_str(), "two words"] {
            let found = Delivery::of("r", None, &headers(&[("webhook-id", bad)]), b"{}");
            assert_eq!(found.source, "digest", "{bad:?}");
        }
        let longest = "y".repeat(MAX_LEN);
        let found = Delivery::of("r", None, &headers(&[("webhook-id", &longest)]), b"{}");
        assert_eq!(found.id, longest);
        let mut raw = HeaderMap::new();
        raw.insert("webhook-id", HeaderValue::from_bytes(b"caf\xe9").unwrap());
        assert_eq!(Delivery::of("r", None, &raw, b"{}").source, "digest");
    }
}
