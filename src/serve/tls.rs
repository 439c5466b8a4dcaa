//! HTTPS from PEM files: a certificate chain and its private key, read once at start-up
//! through the bounded reader and handed to rustls (TLS 1.2 and 1.3).

use std::path::Path;
use std::sync::Arc;

use tokio_rustls::rustls::crypto::ring;
use tokio_rustls::rustls::pki_types::{
    CertificateDer, PrivateKeyDer, PrivatePkcs1KeyDer, PrivatePkcs8KeyDer, PrivateSec1KeyDer,
};
use tokio_rustls::rustls::ServerConfig;
use tokio_rustls::TlsAcceptor;

use crate::error::{Error, Result};

/// The most bytes read of either file: a long chain is a few kilobytes.
const PEM_MAX: u64 = 1 << 20;

/// An acceptor for the chain in `cert` and the key in `key`; bad input is a usage error.
pub(crate) fn acceptor(cert: &Path, key: &Path) -> Result<TlsAcceptor> {
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
    let config = ServerConfig::builder_with_provider(Arc::new(ring::default_provider()))
        .with_safe_default_protocol_versions()
        .and_then(|builder| {
            builder
                .with_no_client_auth()
                .with_single_cert(chain, private)
        })
        .map_err(|error| {
            Error::usage(format!(
                "the TLS certificate {} and key {} cannot be used: {error}",
                cert.display(),
                key.display()
            ))
        })?;
    let mut config = config;
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(TlsAcceptor::from(Arc::new(config)))
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
