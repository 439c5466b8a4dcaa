//! HTTPS from PEM files: a certificate chain and its private key, read through the bounded
//! reader and handed to rustls (TLS 1.2 and 1.3).
//!
//! The pair is read again when either file changes or on request (SIGHUP), as a renewal
//! tool replaces them: the acceptor asks [`Certificates`] for the pair at each handshake, so
//! new connections get the new pair and open ones keep the session they have. A new pair
//! that cannot be used (unreadable, not PEM, a key that is not the certificate's) leaves
//! the one in use, and the server is told why.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError, RwLock};
use std::time::Duration;

use tokio::sync::watch;
use tokio_rustls::rustls::crypto::{ring, CryptoProvider};
use tokio_rustls::rustls::pki_types::{
    CertificateDer, PrivateKeyDer, PrivatePkcs1KeyDer, PrivatePkcs8KeyDer, PrivateSec1KeyDer,
};
use tokio_rustls::rustls::server::{ClientHello, ResolvesServerCert};
use tokio_rustls::rustls::sign::CertifiedKey;
use tokio_rustls::rustls::{InconsistentKeys, ServerConfig};
use tokio_rustls::TlsAcceptor;

use super::hangup::Hangups;
use crate::error::{Error, Result};

/// The most bytes read of either file: a long chain is a few kilobytes.
const PEM_MAX: u64 = 1 << 20;

/// How often the files are looked at for a change: a stat of each, nothing read.
pub(crate) const CHECK: Duration = Duration::from_secs(1);

/// An acceptor whose pair can be read again through the [`Certificates`] returned with it
/// (see [`Certificates::watch`]); a pair that cannot be used at start is a usage error.
pub(crate) fn reloading(cert: &Path, key: &Path) -> Result<(TlsAcceptor, Arc<Certificates>)> {
    let provider = Arc::new(ring::default_provider());
    let seen = Fingerprint::of(cert, key);
    let pair = load(cert, key, &provider)?;
    let certificates = Arc::new(Certificates {
        cert: cert.to_path_buf(),
        key: key.to_path_buf(),
        provider: Arc::clone(&provider),
        current: RwLock::new(Arc::new(pair)),
        seen: Mutex::new(seen),
    });
    let resolver: Arc<dyn ResolvesServerCert> = Arc::clone(&certificates) as _;
    let mut config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|error| Error::usage(format!("TLS cannot be set up: {error}")))?
        .with_no_client_auth()
        .with_cert_resolver(resolver);
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok((TlsAcceptor::from(Arc::new(config)), certificates))
}

/// The pair in use, and where it is read from again.
pub(crate) struct Certificates {
    cert: PathBuf,
    key: PathBuf,
    provider: Arc<CryptoProvider>,
    current: RwLock<Arc<CertifiedKey>>,
    /// The files as they were when last read, so an unchanged pair is not read again.
    seen: Mutex<Fingerprint>,
}

/// What became of a reading of the pair, for the server to tell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Reloaded {
    /// New connections get the pair just read.
    Swapped(String),
    /// The pair just read cannot be used; the one in use stays, for this reason.
    Kept(String),
}

impl Certificates {
    /// Reads the pair again and puts it in use if it can be; open connections are left as
    /// they are. `why` says what asked (a change of the files, SIGHUP).
    pub(crate) fn reload(&self, why: &str) -> Reloaded {
        *self.seen.lock().unwrap_or_else(PoisonError::into_inner) =
            Fingerprint::of(&self.cert, &self.key);
        match load(&self.cert, &self.key, &self.provider) {
            Ok(pair) => {
                *self.current.write().unwrap_or_else(PoisonError::into_inner) = Arc::new(pair);
                Reloaded::Swapped(format!(
                    "TLS certificate {} read again ({why}); new connections use it",
                    self.cert.display()
                ))
            }
            Err(error) => Reloaded::Kept(format!(
                "TLS certificate not replaced ({why}): {error}; the one in use stays until a usable pair is in place"
            )),
        }
    }

    /// Whether either file changed since the pair was last read.
    fn changed(&self) -> bool {
        let now = Fingerprint::of(&self.cert, &self.key);
        *self.seen.lock().unwrap_or_else(PoisonError::into_inner) != now
    }

    /// Until `stopping`: reads the pair again when its files change (looked at every
    /// [`CHECK`]) and on each hangup, and tells `tell` what came of it. A pair half
    /// written when looked at (a new certificate, the old key) is kept out, and read again
    /// once the other file changes too.
    pub(crate) fn watch(
        self: Arc<Self>,
        mut hangups: Hangups,
        mut stopping: watch::Receiver<bool>,
        tell: impl Fn(Reloaded) + Send + 'static,
    ) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            let mut ticks = tokio::time::interval(CHECK);
            ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                let why = tokio::select! {
                    _ = ticks.tick() => {
                        if !self.changed() {
                            continue;
                        }
                        "its files changed"
                    }
                    () = hangups.next() => "SIGHUP",
                    _ = stopping.wait_for(|stop| *stop) => return,
                };
                // Reading and checking the pair is file and CPU work: off the runtime's
                // threads, so no connection waits on it.
                let certificates = Arc::clone(&self);
                let done = tokio::task::spawn_blocking(move || certificates.reload(why)).await;
                if let Ok(reloaded) = done {
                    tell(reloaded);
                }
            }
        })
    }
}

impl fmt::Debug for Certificates {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter
            .debug_struct("Certificates")
            .field("cert", &self.cert)
            .field("key", &self.key)
            .finish_non_exhaustive()
    }
}

impl ResolvesServerCert for Certificates {
    fn resolve(&self, _hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        Some(Arc::clone(
            &self.current.read().unwrap_or_else(PoisonError::into_inner),
        ))
    }
}

/// What both files hold, as size and digest: a renewal tool writes new files (or points a
/// link at them), which changes what they hold. None for a file that cannot be read, so
/// it is read (and its error told) once it can again.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Fingerprint([Option<Stat>; 2]);

#[derive(Debug, Clone, PartialEq, Eq)]
struct Stat {
    len: u64,
    /// The content's digest: a timestamp can stay the same across a renewal (a copy that
    /// keeps the source's time, a clock's coarse ticks, Windows copying the time along),
    /// and the files are a few kilobytes, read once a second.
    digest: [u8; 32],
}

impl Fingerprint {
    fn of(cert: &Path, key: &Path) -> Self {
        Self([stat(cert), stat(key)])
    }
}

/// The most of a certificate or key file read to tell whether it changed.
const FINGERPRINT_MAX: u64 = 1024 * 1024;

fn stat(path: &Path) -> Option<Stat> {
    use sha2::{Digest, Sha256};
    // Regular files only: a FIFO named by mistake is never waited on once a second.
    let file = ward_files::open_regular(path).ok()?;
    let bytes = ward_files::read_reader_bounded(file, FINGERPRINT_MAX).ok()?;
    Some(Stat {
        len: bytes.len() as u64,
        digest: Sha256::digest(&bytes).into(),
    })
}

/// The chain and key of `cert` and `key`, checked to belong together.
fn load(cert: &Path, key: &Path, provider: &CryptoProvider) -> Result<CertifiedKey> {
    let chain: Vec<CertificateDer<'static>> = read_pem(cert, "certificate")?
        .into_iter()
        .filter(|block| block.tag() == "CERTIFICATE")
        .map(|block| CertificateDer::from(block.into_contents()))
        .collect();
    if chain.is_empty() {
        return Err(Error::usage(format!(
            "the TLS certificate file {} holds no CERTIFICATE block",
            cert.display()
        )));
    }
    let private = read_pem(key, "key")?
        .into_iter()
        .find_map(|block| {
            let bytes = block.contents().to_vec();
            match block.tag() {
                "PRIVATE KEY" => Some(PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(bytes))),
                "RSA PRIVATE KEY" => Some(PrivateKeyDer::Pkcs1(PrivatePkcs1KeyDer::from(bytes))),
                "EC PRIVATE KEY" => Some(PrivateKeyDer::Sec1(PrivateSec1KeyDer::from(bytes))),
                _ => None,
            }
        })
        .ok_or_else(|| {
            Error::usage(format!(
                "the TLS key file {} holds no private key (PRIVATE KEY, RSA PRIVATE KEY or EC PRIVATE KEY)",
                key.display()
            ))
        })?;
    CertifiedKey::from_der(chain, private, provider).map_err(|error| match error {
        tokio_rustls::rustls::Error::InconsistentKeys(InconsistentKeys::KeyMismatch) => {
            Error::usage(format!(
                "the TLS key {} is not the key of the certificate {} (their public keys differ); give the key the certificate was issued for",
                key.display(),
                cert.display()
            ))
        }
        error => Error::usage(format!(
            "the TLS certificate {} and key {} cannot be used: {error}",
            cert.display(),
            key.display()
        )),
    })
}

fn read_pem(path: &Path, what: &str) -> Result<Vec<pem::Pem>> {
    let bytes = ward_files::read_bounded(path, PEM_MAX).map_err(|error| {
        Error::usage(format!(
            "could not read the TLS {what} file {}: {error}",
            path.display()
        ))
    })?;
    pem::parse_many(&bytes).map_err(|error| {
        Error::usage(format!(
            "the TLS {what} file {} is not PEM: {error}",
            path.display()
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixture(name: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/tls")
            .join(name)
    }

    /// As a renewal tool does: a new file renamed over the old one.
    fn replace(with: &str, path: &Path) {
        let next = path.with_extension("next");
        std::fs::copy(fixture(with), &next).unwrap();
        std::fs::rename(&next, path).unwrap();
    }

    /// The pair the acceptor would hand a client now.
    fn served(certificates: &Certificates) -> Vec<u8> {
        certificates.current.read().unwrap().cert[0].to_vec()
    }

    #[test]
    fn a_renewed_pair_is_taken_and_a_bad_one_leaves_the_pair_in_use() {
        let dir = tempfile::tempdir().unwrap();
        let (cert, key) = (dir.path().join("cert.pem"), dir.path().join("key.pem"));
        replace("localhost.pem", &cert);
        replace("localhost-key.pem", &key);
        let (_, certificates) = reloading(&cert, &key).unwrap();
        let first = served(&certificates);
        assert!(!certificates.changed());

        // The certificate renewed before its key: a mismatch, so the old pair stays.
        replace("renewed.pem", &cert);
        assert!(certificates.changed());
        let Reloaded::Kept(why) = certificates.reload("test") else {
            panic!("a certificate without its key was taken");
        };
        assert!(why.contains("is not the key of the certificate"), "{why}");
        assert_eq!(served(&certificates), first);
        assert!(!certificates.changed(), "a refused pair is read once");

        replace("renewed-key.pem", &key);
        assert!(certificates.changed());
        assert!(matches!(certificates.reload("test"), Reloaded::Swapped(_)));
        assert_ne!(served(&certificates), first);

        // A file gone keeps the pair too, and is read once it is back.
        std::fs::remove_file(&key).unwrap();
        assert!(certificates.changed());
        assert!(matches!(certificates.reload("test"), Reloaded::Kept(_)));
        replace("localhost-key.pem", &key);
        replace("localhost.pem", &cert);
        assert!(certificates.changed());
        assert!(matches!(certificates.reload("test"), Reloaded::Swapped(_)));
        assert_eq!(served(&certificates), first);
    }

    #[test]
    fn a_mismatched_pair_cannot_start() {
        let error = reloading(&fixture("localhost.pem"), &fixture("renewed-key.pem"))
            .err()
            .expect("a mismatched pair was taken");
        assert!(
            error
                .to_string()
                .contains("is not the key of the certificate"),
            "{error}"
        );
    }
}
