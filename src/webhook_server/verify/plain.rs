//! Schemes that send the secret itself: the hub's `X-Webhook-Secret` and GitLab's
//! `X-Gitlab-Token`. Compared as SHA-256 digests, so neither the value nor its length
//! shows in the time taken.

use axum::http::{HeaderMap, StatusCode};
use sha2::{Digest, Sha256};

use super::{Refusal, Scheme};

const HUB_HEADER: &str = "x-webhook-secret";
const GITLAB_HEADER: &str = "x-gitlab-token";
pub(super) const SECRET_HEADERS: [&str; 2] = [HUB_HEADER, GITLAB_HEADER];

/// The digest of the secret the sender gave. The hub's refusals keep the words and
/// statuses they have always had (401 without the header, 403 with a wrong one).
pub(super) fn given(scheme: &Scheme, headers: &HeaderMap) -> Result<Vec<u8>, Refusal> {
    let name = match scheme {
        Scheme::Gitlab => GITLAB_HEADER,
        _ => HUB_HEADER,
    };
    let Some(value) = headers.get(name) else {
        return Err(match scheme {
            Scheme::Gitlab => Refusal {
                status: StatusCode::UNAUTHORIZED,
                outcome: "no-secret",
                reason: "the X-Gitlab-Token header is missing".into(),
            },
            _ => Refusal {
                status: StatusCode::UNAUTHORIZED,
                outcome: "no-secret",
                reason: "x-webhook-secret header not set".into(),
            },
        });
    };
    Ok(Sha256::digest(value.as_bytes()).to_vec())
}

pub(super) fn wrong(scheme: &Scheme) -> Refusal {
    match scheme {
        Scheme::Gitlab => Refusal {
            status: StatusCode::UNAUTHORIZED,
            outcome: "wrong-secret",
            reason: "the X-Gitlab-Token header matches none of the route's secrets".into(),
        },
        _ => Refusal {
            status: StatusCode::FORBIDDEN,
            outcome: "wrong-secret",
            reason: "invalid webhook secret".into(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{check, verifier, NOW};
    use super::super::Scheme;

    #[test]
    fn hub_missing_wrong_and_right() {
        let hub = verifier(Scheme::Hub, &["s3cret"]);
        let missing = check(&hub, &[], b"", NOW).unwrap_err();
        assert_eq!(
            (missing.status.as_u16(), missing.outcome),
            (401, "no-secret")
        );
        let wrong = check(&hub, &[("x-webhook-secret", "nope")], b"", NOW).unwrap_err();
        assert_eq!(
            (wrong.status.as_u16(), wrong.outcome),
            (403, "wrong-secret")
        );
        assert!(check(&hub, &[("x-webhook-secret", "s3cret ")], b"", NOW).is_err());
        let right = check(&hub, &[("x-webhook-secret", "s3cret")], b"", NOW).unwrap();
        assert_eq!(right.position, 1);
    }

    #[test]
    fn gitlab_tokens_rotate_and_refuse_with_401() {
        let gitlab = verifier(Scheme::Gitlab, &["one", "two"]);
        let matched = check(&gitlab, &[("x-gitlab-token", "two")], b"", NOW).unwrap();
        assert_eq!(matched.to_string(), "verified gitlab, secret 2 of 2");
        let wrong = check(&gitlab, &[("x-gitlab-token", "three")], b"", NOW).unwrap_err();
        assert_eq!(wrong.status.as_u16(), 401);
        assert!(!wrong.reason.contains("three"));
        assert_eq!(
            check(&gitlab, &[], b"", NOW).unwrap_err().outcome,
            "no-secret"
        );
    }
}
