//! RS256 with the committed test-only key pair.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde_json::Value;

// The fakes sign and check tokens with the very provider ward itself installs, so both
// sides of every test run one crypto stack.
#[path = "../../../src/cloud/jwt_crypto.rs"]
mod jwt_crypto;

pub const TEST_PRIVATE_KEY_PEM: &str = include_str!("../../fixtures/test-only-rsa-private-key.pem");
pub const TEST_PUBLIC_KEY_PEM: &str = include_str!("../../fixtures/test-only-rsa-public-key.pem");

/// Sign `claims` as the fake's own issuer (identity tokens, ID tokens, signJwt).
pub fn sign(claims: &Value, kid: &str) -> String {
    jwt_crypto::install();
    let key = EncodingKey::from_rsa_pem(TEST_PRIVATE_KEY_PEM.as_bytes())
        .expect("the committed test key is a valid RSA key");
    let mut header = Header::new(Algorithm::RS256);
    header.kid = Some(kid.to_string());
    jsonwebtoken::encode(&header, claims, &key).expect("signing with the test key")
}

/// Verify an RS256 JWT against the test key; `audience` (any of them) is checked when given.
pub fn verify(token: &str, audience: Option<&[&str]>) -> Result<Value, String> {
    jwt_crypto::install();
    let header =
        jsonwebtoken::decode_header(token).map_err(|error| format!("not a JWT: {error}"))?;
    if header.alg != Algorithm::RS256 {
        return Err(format!("alg must be RS256, not {:?}", header.alg));
    }
    let key = DecodingKey::from_rsa_pem(TEST_PUBLIC_KEY_PEM.as_bytes())
        .map_err(|error| format!("test key: {error}"))?;
    let mut validation = Validation::new(Algorithm::RS256);
    validation.leeway = 60;
    match audience {
        Some(audiences) => validation.set_audience(audiences),
        None => validation.validate_aud = false,
    }
    jsonwebtoken::decode::<Value>(token, &key, &validation)
        .map(|data| data.claims)
        .map_err(|error| format!("invalid JWT: {error}"))
}
