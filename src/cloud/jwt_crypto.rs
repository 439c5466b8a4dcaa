//! RS256 for `jsonwebtoken` on `ring`, the library already linked for TLS.
//!
//! `jsonwebtoken`'s own back ends are RustCrypto (whose `rsa` crate carries an unfixed
//! timing advisory and pulls in curves ward never uses) or aws-lc. Service-account keys
//! and the identity tokens ward checks are RS256 only, so one small provider keeps a
//! single crypto stack in the binary.

use std::sync::Once;

use jsonwebtoken::crypto::{CryptoProvider, JwkUtils, JwtSigner, JwtVerifier};
use jsonwebtoken::errors::{Error as JwtError, ErrorKind};
use jsonwebtoken::jwk::{EllipticCurve, ThumbprintHash};
use jsonwebtoken::signature::{self, Signer, Verifier};
use jsonwebtoken::{Algorithm, DecodingKey, DecodingKeyKind, EncodingKey};
use ring::rand::SystemRandom;
use ring::signature::{RsaKeyPair, RsaPublicKeyComponents, RSA_PKCS1_2048_8192_SHA256};

static PROVIDER: CryptoProvider = CryptoProvider {
    signer_factory: new_signer,
    verifier_factory: new_verifier,
    jwk_utils: JwkUtils {
        extract_rsa_public_key_components: rsa_public_components,
        extract_ec_public_key_coordinates: no_ec_keys,
        compute_digest: digest,
    },
};

/// Makes the ring provider the process default; safe to call any number of times.
pub(crate) fn install() {
    static INSTALL: Once = Once::new();
    // A provider installed by someone else first is just as usable, so the result is
    // deliberately ignored.
    INSTALL.call_once(|| {
        let _ = PROVIDER.install_default();
    });
}

fn unsupported(algorithm: &Algorithm) -> JwtError {
    let _ = algorithm;
    JwtError::from(ErrorKind::InvalidAlgorithm)
}

/// Only RS256 is provided: service-account keys are RSA keys, and ward checks nothing else.
fn rs256_only(algorithm: &Algorithm) -> jsonwebtoken::errors::Result<&Algorithm> {
    match algorithm {
        Algorithm::RS256 => Ok(algorithm),
        other => Err(unsupported(other)),
    }
}

fn new_signer(
    algorithm: &Algorithm,
    key: &EncodingKey,
) -> jsonwebtoken::errors::Result<Box<dyn JwtSigner>> {
    let pair = rs256_only(algorithm).and_then(|_| key_pair(key.inner()))?;
    Ok(Box::new(Rs256Signer(pair)))
}

/// The key pair in `der`: PKCS#8, as a service account's key is kept, or PKCS#1, as
/// `EncodingKey::from_rsa_pem` keeps one.
fn key_pair(der: &[u8]) -> jsonwebtoken::errors::Result<RsaKeyPair> {
    RsaKeyPair::from_pkcs8(der)
        .or_else(|_| RsaKeyPair::from_der(der))
        .map_err(|_| JwtError::from(ErrorKind::InvalidRsaKey("not an RSA private key".into())))
}

fn new_verifier(
    algorithm: &Algorithm,
    key: &DecodingKey,
) -> jsonwebtoken::errors::Result<Box<dyn JwtVerifier>> {
    rs256_only(algorithm)?;
    let components = match key.kind() {
        DecodingKeyKind::SecretOrDer(der) => PublicKey::Der(der.clone()),
        DecodingKeyKind::RsaModulusExponent { n, e } => PublicKey::Parts {
            n: n.clone(),
            e: e.clone(),
        },
    };
    Ok(Box::new(Rs256Verifier(components)))
}

struct Rs256Signer(RsaKeyPair);

impl Signer<Vec<u8>> for Rs256Signer {
    fn try_sign(&self, message: &[u8]) -> Result<Vec<u8>, signature::Error> {
        let mut out = vec![0; self.0.public().modulus_len()];
        self.0
            .sign(
                &ring::signature::RSA_PKCS1_SHA256,
                &SystemRandom::new(),
                message,
                &mut out,
            )
            .map_err(|_| signature::Error::new())?;
        Ok(out)
    }
}

impl JwtSigner for Rs256Signer {
    fn algorithm(&self) -> Algorithm {
        Algorithm::RS256
    }
}

enum PublicKey {
    /// PKCS#1 `RSAPublicKey`, which is what `DecodingKey::from_rsa_pem` keeps.
    Der(Vec<u8>),
    Parts {
        n: Vec<u8>,
        e: Vec<u8>,
    },
}

struct Rs256Verifier(PublicKey);

impl Verifier<Vec<u8>> for Rs256Verifier {
    fn verify(&self, message: &[u8], signature: &Vec<u8>) -> Result<(), signature::Error> {
        let checked = match &self.0 {
            PublicKey::Der(der) => {
                ring::signature::UnparsedPublicKey::new(&RSA_PKCS1_2048_8192_SHA256, der)
                    .verify(message, signature)
            }
            PublicKey::Parts { n, e } => RsaPublicKeyComponents { n, e }.verify(
                &RSA_PKCS1_2048_8192_SHA256,
                message,
                signature,
            ),
        };
        checked.map_err(|_| signature::Error::new())
    }
}

impl JwtVerifier for Rs256Verifier {
    fn algorithm(&self) -> Algorithm {
        Algorithm::RS256
    }
}

fn rsa_public_components(der: &[u8]) -> jsonwebtoken::errors::Result<(Vec<u8>, Vec<u8>)> {
    use ring::signature::KeyPair as _;
    let pair = key_pair(der)?;
    let public = pair.public_key();
    let components: RsaPublicKeyComponents<Vec<u8>> = public.into();
    Ok((components.n, components.e))
}

fn no_ec_keys(
    _der: &[u8],
    algorithm: Algorithm,
) -> jsonwebtoken::errors::Result<(EllipticCurve, Vec<u8>, Vec<u8>)> {
    Err(unsupported(&algorithm))
}

fn digest(data: &[u8], hash: ThumbprintHash) -> Vec<u8> {
    let algorithm = match hash {
        ThumbprintHash::SHA256 => &ring::digest::SHA256,
        ThumbprintHash::SHA384 => &ring::digest::SHA384,
        ThumbprintHash::SHA512 => &ring::digest::SHA512,
    };
    ring::digest::digest(algorithm, data).as_ref().to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_algorithms_are_refused_not_panicked_on() {
        install();
        let key = EncodingKey::from_secret(b"k");
        let header = jsonwebtoken::Header::new(Algorithm::HS256);
        let error = jsonwebtoken::encode(&header, &serde_json::json!({}), &key).unwrap_err();
        assert!(
            matches!(error.kind(), ErrorKind::InvalidAlgorithm),
            "{error:?}"
        );
    }

    #[test]
    fn a_tampered_token_does_not_verify() {
        install();
        let private = include_str!("../../fakes/fixtures/test-only-rsa-private-key.pem");
        let public = include_str!("../../fakes/fixtures/test-only-rsa-public-key.pem");
        let key = EncodingKey::from_rsa_pem(private.as_bytes()).unwrap();
        let token = jsonwebtoken::encode(
            &jsonwebtoken::Header::new(Algorithm::RS256),
            &serde_json::json!({"sub": "a"}),
            &key,
        )
        .unwrap();
        let decoding = DecodingKey::from_rsa_pem(public.as_bytes()).unwrap();
        let mut validation = jsonwebtoken::Validation::new(Algorithm::RS256);
        validation.validate_exp = false;
        validation.required_spec_claims.clear();
        assert!(jsonwebtoken::decode::<serde_json::Value>(&token, &decoding, &validation).is_ok());
        let mut parts: Vec<&str> = token.split('.').collect();
        let forged = base64::Engine::encode(
            &base64::engine::general_purpose::URL_SAFE_NO_PAD,
            br#"{"sub":"b"}"#,
        );
        parts[1] = &forged;
        let error =
            jsonwebtoken::decode::<serde_json::Value>(&parts.join("."), &decoding, &validation)
                .unwrap_err();
        assert!(
            matches!(error.kind(), ErrorKind::InvalidSignature),
            "{error:?}"
        );
    }
}
