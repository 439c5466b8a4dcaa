//! Service-account keys: parsing the JSON (raw or base64) and signing JWTs with them.

use base64::Engine as _;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use ring::signature::RsaKeyPair;
use serde_json::{Map, Value};

use crate::error::{Error, Result};
use ward_client::secret::Secret;

const KEY_HINT: &str =
    "store the key JSON compressed to one line (or base64-encoded) as the secret's value";

/// A parsed service-account key. The private key is kept only read and checked, ready to
/// sign with (zeroed on drop), and inside the [`Secret`] document.
pub(crate) struct ServiceAccountKey {
    pub client_email: String,
    pub private_key_id: Option<String>,
    pub project_id: Option<String>,
    pub token_uri: Option<String>,
    signing_key: EncodingKey,
    /// The key document, compact, as written to a credentials file.
    document: Secret,
}

impl std::fmt::Debug for ServiceAccountKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The private key and the document holding it are never shown.
        write!(
            f,
            "ServiceAccountKey {{ client_email: {:?}, private_key_id: {:?}, .. }}",
            self.client_email, self.private_key_id
        )
    }
}

fn text(map: &Map<String, Value>, name: &str) -> Option<String> {
    map.get(name)
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|value| !value.is_empty())
        .map(str::to_string)
}

impl ServiceAccountKey {
    /// Parse key JSON given raw or base64-encoded (standard or URL-safe alphabet, padding
    /// optional). `name` says where it came from, for messages. Error messages never quote
    /// the input: it is a secret.
    pub(crate) fn parse(name: &str, input: &Secret) -> Result<Self> {
        let trimmed = input.expose().trim();
        if trimmed.is_empty() {
            return Err(Error::usage(format!(
                "missing service account key JSON in {name} (got an empty value)"
            ))
            .with_hint(
                "if the value comes from a secret, check that the secret is passed to this job",
            ));
        }
        let decoded;
        let json = if trimmed.starts_with('{') {
            trimmed
        } else {
            let compact: String = trimmed.chars().filter(|c| !c.is_whitespace()).collect();
            let stripped = compact.trim_end_matches('=');
            let bytes = base64::engine::general_purpose::STANDARD_NO_PAD
                .decode(stripped)
                .or_else(|_| base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(stripped))
                .map_err(|_| {
                    Error::usage(format!(
                        "failed to parse the service account key JSON in {name}: it is neither JSON nor base64"
                    ))
                    .with_hint(KEY_HINT)
                })?;
            decoded = String::from_utf8(bytes).map_err(|_| {
                Error::usage(format!(
                    "failed to parse the service account key JSON in {name}: the base64 value does not decode to text"
                ))
                .with_hint(KEY_HINT)
            })?;
            decoded.as_str()
        };
        let value: Value = serde_json::from_str(json).map_err(|error| {
            // serde_json's message names a line and column, never the content.
            Error::usage(format!(
                "failed to parse the service account key JSON in {name}: {error}"
            ))
            .with_hint(KEY_HINT)
        })?;
        let Value::Object(map) = &value else {
            return Err(Error::usage(format!(
                "the credentials in {name} are not a service account key: expected a JSON object"
            )));
        };
        match map.get("type").and_then(Value::as_str) {
            Some("service_account") => {}
            other => {
                return Err(Error::usage(format!(
                    "the credentials in {name} are not a service account key: \"type\" is {}, expected \"service_account\"",
                    other.map_or_else(|| "missing".to_string(), |kind| format!("\"{kind}\""))
                ))
                .with_hint("create a JSON key for the service account and pass that file"));
            }
        }
        let missing = |field: &str| {
            Error::usage(format!(
                "the service account key in {name} has no \"{field}\" field"
            ))
            .with_hint(KEY_HINT)
        };
        let client_email = text(map, "client_email").ok_or_else(|| missing("client_email"))?;
        let private_key = text(map, "private_key").ok_or_else(|| missing("private_key"))?;
        let private_key = Secret::new(private_key);
        let signing_key = signing_key(private_key.expose()).ok_or_else(|| {
            Error::usage(format!(
                "the \"private_key\" of the service account key in {name} is not an RSA private key in PEM form"
            ))
            .with_hint(KEY_HINT)
        })?;
        Ok(Self {
            client_email,
            private_key_id: text(map, "private_key_id"),
            project_id: text(map, "project_id"),
            token_uri: text(map, "token_uri"),
            signing_key,
            document: Secret::new(value.to_string()),
        })
    }

    /// The key as compact JSON (decoded if it was given as base64).
    pub(crate) fn document(&self) -> &Secret {
        &self.document
    }

    /// `claims` signed RS256 with this key, `kid` set to the key's ID.
    pub(crate) fn sign(&self, claims: &Value) -> Result<Secret> {
        super::jwt_crypto::install();
        let mut header = Header::new(Algorithm::RS256);
        header.kid.clone_from(&self.private_key_id);
        jsonwebtoken::encode(&header, claims, &self.signing_key)
            .map(Secret::new)
            .map_err(|error| Error::runtime(format!("could not sign a JWT with the key: {error}")))
    }

    /// A self-signed JWT for `audience`, valid for just under an hour: the credential for
    /// IAM credentials calls in key mode.
    pub(crate) fn self_signed(&self, audience: &str, now: u64) -> Result<Secret> {
        self.sign(&serde_json::json!({
            "iss": self.client_email,
            "sub": self.client_email,
            "aud": audience,
            "iat": now,
            "exp": now + 3599,
        }))
    }
}

/// The RSA private key in a PEM block, checked and ready to sign with: PKCS#8 (`BEGIN
/// PRIVATE KEY`), as service account keys hold it, or PKCS#1 (`BEGIN RSA PRIVATE KEY`).
fn signing_key(pem_text: &str) -> Option<EncodingKey> {
    let block = pem::parse(pem_text).ok()?;
    let der = block.contents();
    let readable = match block.tag() {
        "PRIVATE KEY" => RsaKeyPair::from_pkcs8(der).is_ok(),
        "RSA PRIVATE KEY" => RsaKeyPair::from_der(der).is_ok(),
        _ => false,
    };
    readable.then(|| EncodingKey::from_rsa_der(der))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) const TEST_KEY: &str =
        include_str!("../../fakes/fixtures/test-only-rsa-private-key.pem");

    pub(crate) fn key_json() -> String {
        serde_json::json!({
            "type": "service_account",
            "project_id": "key-project",
            "private_key_id": "kid-1",
            "private_key": TEST_KEY,
            "client_email": "ci@key-project.iam.gserviceaccount.com",
            "token_uri": "https://oauth2.googleapis.com/token",
        })
        .to_string()
    }

    #[test]
    fn parses_raw_and_base64_keys() {
        let raw = key_json();
        let key = ServiceAccountKey::parse("x", &Secret::new(raw.clone())).unwrap();
        assert_eq!(key.client_email, "ci@key-project.iam.gserviceaccount.com");
        assert_eq!(key.project_id.as_deref(), Some("key-project"));
        for engine in [
            base64::engine::general_purpose::STANDARD,
            base64::engine::general_purpose::URL_SAFE_NO_PAD,
        ] {
            let encoded = engine.encode(&raw);
            let key = ServiceAccountKey::parse("x", &Secret::new(encoded)).unwrap();
            assert_eq!(key.document().expose(), raw);
        }
    }

    #[test]
    fn rejects_bad_keys_without_quoting_them() {
        for (input, expected) in [
            ("   ", "empty value"),
            ("{not json", "failed to parse"),
            ("!!!", "neither JSON nor base64"),
            (r#"{"type":"authorized_user"}"#, "\"authorized_user\""),
            (
                r#"{"type":"service_account","client_email":"a@b"}"#,
                "\"private_key\"",
            ),
            (
                r#"{"type":"service_account","client_email":"a@b","private_key":"sekrit"}"#,
                "not an RSA private key",
            ),
        ] {
            let error =
                ServiceAccountKey::parse("--credentials-json", &Secret::new(input)).unwrap_err();
            assert_eq!(error.exit_code(), 2);
            let message = error.to_string();
            assert!(message.contains(expected), "{message}");
            assert!(!message.contains("sekrit"));
        }
    }

    #[test]
    fn private_keys_are_read_in_both_pem_forms_and_nothing_else() {
        let pkcs8 = include_str!("../../fakes/fixtures/test-only-rsa-private-key.pem");
        let pkcs1 = include_str!("../../fakes/fixtures/test-only-rsa-private-key-pkcs1.pem");
        let public = include_str!("../../fakes/fixtures/test-only-rsa-public-key.pem");
        super::super::jwt_crypto::install();
        let decoding = jsonwebtoken::DecodingKey::from_rsa_pem(public.as_bytes()).unwrap();
        let mut validation = jsonwebtoken::Validation::new(Algorithm::RS256);
        validation.validate_exp = false;
        validation.required_spec_claims.clear();
        for pem_text in [pkcs8, pkcs1] {
            let key = signing_key(pem_text).unwrap();
            let token =
                jsonwebtoken::encode(&Header::new(Algorithm::RS256), &serde_json::json!({}), &key)
                    .unwrap();
            jsonwebtoken::decode::<Value>(&token, &decoding, &validation).unwrap();
        }
        assert!(signing_key(public).is_none(), "a public key cannot sign");
        let truncated = pkcs8.replacen("MII", "MIJ", 1);
        assert!(
            signing_key(&truncated).is_none(),
            "a damaged key is refused when read"
        );
    }

    #[test]
    fn self_signed_jwt_verifies_with_the_public_key() {
        let key = ServiceAccountKey::parse("x", &Secret::new(key_json())).unwrap();
        let token = key.self_signed("https://iam.example/", 1_000).unwrap();
        let header = jsonwebtoken::decode_header(token.expose()).unwrap();
        assert_eq!(header.kid.as_deref(), Some("kid-1"));
        let public = include_str!("../../fakes/fixtures/test-only-rsa-public-key.pem");
        let mut validation = jsonwebtoken::Validation::new(Algorithm::RS256);
        validation.validate_exp = false;
        validation.set_audience(&["https://iam.example/"]);
        let data = jsonwebtoken::decode::<Value>(
            token.expose(),
            &jsonwebtoken::DecodingKey::from_rsa_pem(public.as_bytes()).unwrap(),
            &validation,
        )
        .unwrap();
        assert_eq!(data.claims["exp"], 4599);
        assert_eq!(data.claims["sub"], "ci@key-project.iam.gserviceaccount.com");
    }
}
