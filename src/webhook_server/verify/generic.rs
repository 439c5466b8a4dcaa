//! A generic HMAC for senders without a scheme of their own: the header that carries the
//! signature, the hash, hex or base64, an optional prefix (`sha512=`), and an optional
//! timestamp header with a template of what is signed (`{timestamp}.{body}`).

use axum::http::{HeaderMap, HeaderName};

use super::mac::{self, Algorithm, Encoding};
use super::{header, Refusal, Signed};

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct HmacRule {
    /// As the user wrote it (for messages and signing); looked up case-insensitively.
    pub header: String,
    pub algorithm: Algorithm,
    pub encoding: Encoding,
    pub prefix: String,
    pub timestamp_header: Option<String>,
    /// The signed content: text before the body and after it, with `{timestamp}` in them.
    template: (String, String),
}

/// A setting of the rule as given, before it is checked.
#[derive(Debug, Default, Clone)]
pub(crate) struct HmacSettings {
    pub header: Option<String>,
    pub algorithm: Option<String>,
    pub encoding: Option<String>,
    pub prefix: Option<String>,
    pub timestamp_header: Option<String>,
    pub signed: Option<String>,
}

impl HmacSettings {
    pub(crate) fn is_empty(&self) -> bool {
        self.header.is_none()
            && self.algorithm.is_none()
            && self.encoding.is_none()
            && self.prefix.is_none()
            && self.timestamp_header.is_none()
            && self.signed.is_none()
    }

    /// These settings with every one `other` gives replaced.
    pub(crate) fn merge(&mut self, other: &Self) {
        let pick = |mine: &mut Option<String>, theirs: &Option<String>| {
            if theirs.is_some() {
                mine.clone_from(theirs);
            }
        };
        pick(&mut self.header, &other.header);
        pick(&mut self.algorithm, &other.algorithm);
        pick(&mut self.encoding, &other.encoding);
        pick(&mut self.prefix, &other.prefix);
        pick(&mut self.timestamp_header, &other.timestamp_header);
        pick(&mut self.signed, &other.signed);
    }

    /// The rule, or what is wrong with the settings.
    pub(crate) fn rule(&self) -> Result<HmacRule, String> {
        let header = self
            .header
            .clone()
            .ok_or("the hmac scheme needs the header that carries the signature")?;
        check_header(&header)?;
        let algorithm = match &self.algorithm {
            None => Algorithm::Sha256,
            Some(name) => Algorithm::parse(name).ok_or_else(|| {
                format!(
                    "unknown HMAC algorithm \"{name}\"; use one of {}",
                    Algorithm::NAMES.join(", ")
                )
            })?,
        };
        let encoding = match &self.encoding {
            None => Encoding::Hex,
            Some(name) => Encoding::parse(name).ok_or_else(|| {
                format!(
                    "unknown signature encoding \"{name}\"; use one of {}",
                    Encoding::NAMES.join(", ")
                )
            })?,
        };
        if let Some(name) = &self.timestamp_header {
            check_header(name)?;
        }
        let signed = self.signed.clone().unwrap_or_else(|| {
            match self.timestamp_header {
                Some(_) => "{timestamp}.{body}",
                None => "{body}",
            }
            .to_string()
        });
        let template = template(&signed, self.timestamp_header.is_some())?;
        Ok(HmacRule {
            header,
            algorithm,
            encoding,
            prefix: self.prefix.clone().unwrap_or_default(),
            timestamp_header: self.timestamp_header.clone(),
            template,
        })
    }
}

fn check_header(name: &str) -> Result<(), String> {
    HeaderName::from_bytes(name.as_bytes())
        .map(|_| ())
        .map_err(|_| format!("\"{name}\" is not an HTTP header name"))
}

/// `{body}` once, `{timestamp}` exactly where a timestamp header is given (a timestamp
/// that is not signed protects nothing), no other placeholder.
fn template(signed: &str, timestamped: bool) -> Result<(String, String), String> {
    let Some((before, after)) = signed.split_once("{body}") else {
        return Err(format!("the signed content \"{signed}\" has no {{body}}"));
    };
    if after.contains("{body}") {
        return Err(format!(
            "the signed content \"{signed}\" has {{body}} more than once"
        ));
    }
    let stamps = signed.matches("{timestamp}").count();
    if timestamped && stamps == 0 {
        return Err(format!(
            "the signed content \"{signed}\" has no {{timestamp}}, so the timestamp header would protect nothing"
        ));
    }
    if !timestamped && stamps > 0 {
        return Err(format!(
            "the signed content \"{signed}\" has {{timestamp}} but no timestamp header is given"
        ));
    }
    let rest = signed.replace("{body}", "").replace("{timestamp}", "");
    if rest.contains('{') || rest.contains('}') {
        return Err(format!(
            "the signed content \"{signed}\" has a placeholder other than {{body}} and {{timestamp}}"
        ));
    }
    Ok((before.to_string(), after.to_string()))
}

impl HmacRule {
    fn fill(&self, stamp: &str) -> (Vec<u8>, Vec<u8>) {
        let (before, after) = &self.template;
        (
            before.replace("{timestamp}", stamp).into_bytes(),
            after.replace("{timestamp}", stamp).into_bytes(),
        )
    }

    pub(super) fn present(
        &self,
        headers: &HeaderMap,
        window: impl Fn(i64) -> Result<(), Refusal>,
    ) -> Result<Signed, Refusal> {
        let value = header(headers, &self.header)?;
        let text = value.strip_prefix(self.prefix.as_str()).ok_or_else(|| {
            Refusal::malformed(format!(
                "the {} header does not start with {}",
                self.header, self.prefix
            ))
        })?;
        let signature = self.encoding.decode(text).ok_or_else(|| {
            Refusal::malformed(format!(
                "the {} header's signature is not {}",
                self.header,
                self.encoding.name()
            ))
        })?;
        let stamp = match &self.timestamp_header {
            Some(stamp_header) => {
                let text = header(headers, stamp_header)?;
                window(mac::timestamp(text, stamp_header)?)?;
                text.to_string()
            }
            None => String::new(),
        };
        let (before, after) = self.fill(&stamp);
        Ok(Signed {
            algorithm: self.algorithm,
            before,
            after,
            signatures: vec![signature],
        })
    }

    pub(super) fn sign(&self, key: &[u8], body: &[u8], now: i64) -> Vec<(String, String)> {
        let stamp = now.to_string();
        let (before, after) = self.fill(&stamp);
        let signature = mac::mac(self.algorithm, key, &[&before, body, &after]);
        let mut headers = Vec::new();
        if let Some(name) = &self.timestamp_header {
            headers.push((name.clone(), stamp));
        }
        headers.push((
            self.header.clone(),
            format!("{}{}", self.prefix, self.encoding.encode(&signature)),
        ));
        headers
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{check, verifier, NOW};
    use super::super::Scheme;
    use super::*;

    fn settings(header: &str) -> HmacSettings {
        HmacSettings {
            header: Some(header.into()),
            ..HmacSettings::default()
        }
    }

    #[test]
    fn sha512_base64_with_prefix_and_timestamp() {
        let rule = HmacSettings {
            algorithm: Some("sha512".into()),
            encoding: Some("base64".into()),
            prefix: Some("sha512=".into()),
            timestamp_header: Some("X-Timestamp".into()),
            signed: Some("v1:{timestamp}:{body}".into()),
            ..settings("X-Signature")
        }
        .rule()
        .unwrap();
        let body = b"{\"a\":1}";
        let signed = rule.sign(b"key", body, NOW);
        let stamp = NOW.to_string();
        let expected = mac::mac(
            Algorithm::Sha512,
            b"key",
            &[format!("v1:{stamp}:").as_bytes(), body],
        );
        assert_eq!(signed[0], ("X-Timestamp".into(), stamp.clone()));
        assert_eq!(
            signed[1].1,
            format!("sha512={}", Encoding::Base64.encode(&expected))
        );
        let check_with = verifier(Scheme::Hmac(rule), &["key"]);
        let pairs = [
            ("x-timestamp", stamp.as_str()),
            ("x-signature", signed[1].1.as_str()),
        ];
        assert!(check(&check_with, &pairs, body, NOW).is_ok());
        assert_eq!(
            check(&check_with, &pairs, body, NOW + 301)
                .unwrap_err()
                .outcome,
            "stale-signature"
        );
        assert_eq!(
            check(&check_with, &pairs, b"{}", NOW).unwrap_err().outcome,
            "wrong-signature"
        );
        let unprefixed = [("x-timestamp", stamp.as_str()), ("x-signature", "AAAA")];
        assert_eq!(
            check(&check_with, &unprefixed, body, NOW)
                .unwrap_err()
                .outcome,
            "bad-signature"
        );
    }

    #[test]
    fn plain_sha1_hex_over_the_body() {
        let rule = HmacSettings {
            algorithm: Some("SHA1".into()),
            ..settings("X-Sig")
        }
        .rule()
        .unwrap();
        let signature = hex::encode(mac::mac(Algorithm::Sha1, b"k", &[b"body"]));
        let check_with = verifier(Scheme::Hmac(rule), &["k"]);
        assert!(check(&check_with, &[("x-sig", &signature)], b"body", NOW).is_ok());
        assert_eq!(
            check(&check_with, &[("x-sig", "xyz")], b"body", NOW)
                .unwrap_err()
                .outcome,
            "bad-signature"
        );
    }

    #[test]
    fn bad_settings_say_what_is_wrong() {
        let cases = [
            (HmacSettings::default(), "needs the header"),
            (settings("bad header"), "not an HTTP header name"),
            (
                HmacSettings {
                    algorithm: Some("md5".into()),
                    ..settings("X")
                },
                "unknown HMAC algorithm \"md5\"",
            ),
            (
                HmacSettings {
                    encoding: Some("b32".into()),
                    ..settings("X")
                },
                "unknown signature encoding",
            ),
            (
                HmacSettings {
                    signed: Some("{timestamp}".into()),
                    ..settings("X")
                },
                "has no {body}",
            ),
            (
                HmacSettings {
                    signed: Some("{body}{body}".into()),
                    ..settings("X")
                },
                "more than once",
            ),
            (
                HmacSettings {
                    signed: Some("{timestamp}.{body}".into()),
                    ..settings("X")
                },
                "no timestamp header",
            ),
            (
                HmacSettings {
                    timestamp_header: Some("T".into()),
                    signed: Some("{body}".into()),
                    ..settings("X")
                },
                "protect nothing",
            ),
            (
                HmacSettings {
                    signed: Some("{id}.{body}".into()),
                    ..settings("X")
                },
                "placeholder other than",
            ),
        ];
        for (given, expected) in cases {
            let error = given.rule().unwrap_err();
            assert!(error.contains(expected), "{error}");
        }
    }
}
