//! Bounded response bodies and URLs safe to print.
//!
//! A hostile or broken server can send an endless body or a gzip bomb; the body is read
//! chunk by chunk after decompression with a running count, and the read stops (the whole
//! answer is dropped) as soon as the service's maximum is passed.

use bytes::{Bytes, BytesMut};
use url::Url;

/// The maximum body of a service not listed in [`BODY_LIMITS`].
pub const DEFAULT_BODY_LIMIT: u64 = 16 * MIB;

const MIB: u64 = 1024 * 1024;

/// The largest decompressed body accepted from each service, by its name in messages.
/// Each is many times the largest legitimate answer (a padded password range is ~40 KB, a
/// token answer a few KB), so only a broken or hostile server reaches it.
pub const BODY_LIMITS: &[(&str, u64)] = &[
    ("password range API", MIB),
    ("breach API", 16 * MIB),
    ("release tracker", 16 * MIB),
    ("hub", 8 * MIB),
    ("OAuth2 token endpoint", MIB),
    ("token service (STS)", MIB),
    ("IAM credentials API", MIB),
    ("resource manager", 4 * MIB),
    ("identity-token issuer", MIB),
    ("metadata server", MIB),
    ("credential source", MIB),
];

/// The largest body accepted from `service`.
pub fn body_limit(service: &str) -> u64 {
    BODY_LIMITS
        .iter()
        .find(|(name, _)| *name == service)
        .map_or(DEFAULT_BODY_LIMIT, |(_, limit)| *limit)
}

/// A byte count in words: whole MiB or KiB.
pub fn human_size(bytes: u64) -> String {
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= 1024 {
        format!("{} KiB", bytes / 1024)
    } else {
        format!("{bytes} bytes")
    }
}

/// Why a body read stopped.
pub(super) enum ReadFailure<E> {
    /// The body passed the limit.
    TooLarge,
    /// The transport failed mid-body.
    Transport(E),
}

/// Read `response`'s body, decompressed, refusing it once it passes `limit` bytes.
pub(super) async fn read_limited(
    mut response: reqwest::Response,
    limit: u64,
) -> Result<Bytes, ReadFailure<reqwest::Error>> {
    let mut body = Gathered::new(response.content_length(), limit)?;
    while let Some(chunk) = response.chunk().await.map_err(ReadFailure::Transport)? {
        body.push(chunk)?;
    }
    Ok(body.finish())
}

/// A body gathered chunk by chunk under a limit. A body that arrives in one chunk (most
/// do, once the connection's read buffer has grown) is kept as it came; more chunks are
/// gathered into one buffer sized from the declared length, so a body is copied at most
/// once.
pub(super) struct Gathered {
    declared: u64,
    limit: u64,
    first: Option<Bytes>,
    more: Option<BytesMut>,
}

impl Gathered {
    /// Refuses a declared length over the limit before anything is read. With gzip the
    /// header is gone and only the running count applies.
    pub(super) fn new<E>(declared: Option<u64>, limit: u64) -> Result<Self, ReadFailure<E>> {
        if declared.is_some_and(|length| length > limit) {
            return Err(ReadFailure::TooLarge);
        }
        Ok(Self {
            declared: declared.unwrap_or(0),
            limit,
            first: None,
            more: None,
        })
    }

    pub(super) fn push<E>(&mut self, chunk: Bytes) -> Result<(), ReadFailure<E>> {
        let held =
            self.first.as_ref().map_or(0, Bytes::len) + self.more.as_ref().map_or(0, BytesMut::len);
        if (held + chunk.len()) as u64 > self.limit {
            return Err(ReadFailure::TooLarge);
        }
        match (&mut self.first, &mut self.more) {
            (None, _) => self.first = Some(chunk),
            (Some(first), None) => {
                let capacity = self
                    .declared
                    .clamp((first.len() + chunk.len()) as u64, self.limit);
                let mut more = BytesMut::with_capacity(usize::try_from(capacity).unwrap_or(0));
                more.extend_from_slice(first);
                more.extend_from_slice(&chunk);
                self.more = Some(more);
            }
            (Some(_), Some(more)) => more.extend_from_slice(&chunk),
        }
        Ok(())
    }

    pub(super) fn finish(self) -> Bytes {
        match (self.first, self.more) {
            (_, Some(more)) => more.freeze(),
            (Some(first), None) => first,
            (None, None) => Bytes::new(),
        }
    }
}

/// `url` as text with any user name and password replaced by `***`, for logs and messages.
pub fn redact_url(url: &Url) -> String {
    if url.username().is_empty() && url.password().is_none() {
        return url.to_string();
    }
    let mut shown = url.clone();
    // Setting credentials fails only for URLs that cannot have them, which have none.
    let _ = shown.set_password(None);
    let _ = shown.set_username("***");
    shown.to_string()
}

/// `text` with the userinfo of `url` (as it appears in `url`'s text) replaced by `***`,
/// for messages of other libraries that quote the URL.
pub fn redact_in(text: &str, url: &Url) -> String {
    let mut redacted = text.to_string();
    if let Some(password) = url.password().filter(|password| !password.is_empty()) {
        redacted = redacted.replace(&format!("{}:{password}@", url.username()), "***@");
        redacted = redacted.replace(password, "***");
    }
    if !url.username().is_empty() {
        redacted = redacted.replace(&format!("{}@", url.username()), "***@");
    }
    redacted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_service_has_its_own_limit() {
        for service in [
            crate::passwords::SERVICE,
            crate::breaches::SERVICE,
            crate::releases::SERVICE,
            crate::hub::SERVICE,
            crate::cloud::oauth2::SERVICE,
            crate::cloud::sts::SERVICE,
            crate::cloud::iam::SERVICE,
            crate::cloud::resource_manager::SERVICE,
            crate::cloud::oidc::SERVICE,
        ] {
            assert!(
                BODY_LIMITS.iter().any(|(name, _)| *name == service),
                "{service} has no body limit"
            );
        }
        assert_eq!(body_limit("something else"), DEFAULT_BODY_LIMIT);
        assert_eq!(body_limit(crate::passwords::SERVICE), MIB);
    }

    #[test]
    fn sizes_read_as_words() {
        assert_eq!(human_size(MIB), "1 MiB");
        assert_eq!(human_size(16 * MIB), "16 MiB");
        assert_eq!(human_size(1536), "1 KiB");
        assert_eq!(human_size(12), "12 bytes");
    }

    #[test]
    fn userinfo_is_redacted() {
        let url = Url::parse("http://user:s3cret@127.0.0.1:9/api?x=1").unwrap();
        assert_eq!(redact_url(&url), "http://***@127.0.0.1:9/api?x=1");
        let message = format!("error sending request for url ({url})");
        let redacted = redact_in(&message, &url);
        assert!(!redacted.contains("s3cret"), "{redacted}");
        assert!(
            redacted.contains("http://***@127.0.0.1:9/api"),
            "{redacted}"
        );
        let plain = Url::parse("http://127.0.0.1:9/").unwrap();
        assert_eq!(redact_url(&plain), "http://127.0.0.1:9/");
        let token_only = Url::parse("http://tok3n@127.0.0.1:9/").unwrap();
        assert!(!redact_url(&token_only).contains("tok3n"));
    }
}
