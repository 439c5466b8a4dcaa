//! Fetching the subject token from its [`TokenSource`], and what may be said about it: a
//! JWT's `iss`, `aud` and `exp`, never the token itself.

use std::process::Stdio;
use std::time::Duration;

use base64::Engine as _;
use serde_json::Value;
use tokio::io::AsyncReadExt as _;
use url::Url;

use super::token_source::TokenSource;
use crate::environment::Env;
use crate::error::{failed, Error, Result};
use crate::input::MAX_SECRET_BYTES;
use ward_client::cloud;
use ward_client::cloud::oidc::{self, IssuerClient};
use ward_client::http::{Http, Request};
use ward_client::secret::Secret;

/// How long a token command may take; `buildkite-agent` answers in well under a second.
const COMMAND_TIMEOUT: Duration = Duration::from_secs(30);
/// Enough of a failing command's stderr for its last message.
const STDERR_KEPT: u64 = 16 * 1024;

/// What a JWT says about itself.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Claims {
    pub issuer: Option<String>,
    pub audience: Vec<String>,
    pub expires: Option<u64>,
}

impl Claims {
    /// `aud [..], exp ... (iss ...)` for an error hint.
    pub(crate) fn describe(&self) -> String {
        let audience = if self.audience.is_empty() {
            "none".to_string()
        } else {
            self.audience.join(", ")
        };
        let expires = match self.expires {
            Some(exp) if exp <= cloud::now() => format!("{} (expired)", cloud::rfc3339(exp)),
            Some(exp) => cloud::rfc3339(exp),
            None => "never".to_string(),
        };
        let issuer = self.issuer.as_deref().unwrap_or("none");
        format!("aud {audience}, exp {expires}, iss {issuer}")
    }
}

/// The claims of `token`, or an error when it is not a JWT (three base64url parts, a JSON
/// object in the middle). The message never quotes the token.
pub(crate) fn claims(token: &Secret, source: &str) -> Result<Claims> {
    let not_jwt = |why: &str| {
        Error::usage(format!("the token from {source} is not a JWT ({why})")).with_hint(
            "the token exchange accepts OIDC ID tokens only: check the variable, file or command",
        )
    };
    let text = token.expose().trim();
    let parts: Vec<&str> = text.split('.').collect();
    if parts.len() != 3 || parts.iter().any(|part| part.is_empty()) {
        return Err(not_jwt("not three non-empty dot-separated parts"));
    }
    let payload = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(parts[1].trim_end_matches('='))
        .map_err(|_| not_jwt("the payload is not base64url"))?;
    let Ok(Value::Object(map)) = serde_json::from_slice::<Value>(&payload) else {
        return Err(not_jwt("the payload is not a JSON object"));
    };
    let audience = match map.get("aud") {
        Some(Value::String(aud)) => vec![aud.clone()],
        Some(Value::Array(list)) => list
            .iter()
            .filter_map(Value::as_str)
            .map(str::to_string)
            .collect(),
        _ => Vec::new(),
    };
    Ok(Claims {
        issuer: map.get("iss").and_then(Value::as_str).map(str::to_string),
        audience,
        expires: map.get("exp").and_then(Value::as_u64),
    })
}

/// Fetch the subject token for `audience` (used where the source lets ward choose it).
pub(crate) async fn fetch(
    http: &Http,
    source: &TokenSource,
    audience: &str,
    env: &Env,
) -> Result<Secret> {
    let token = match source {
        TokenSource::Github {
            request_url,
            request_token,
        } => {
            let url = oidc::token_url(request_url, audience)?;
            IssuerClient::new(http.clone())
                .fetch(url, request_token)
                .await
                .map_err(|error| failed("fetching the workflow's identity token failed", error))?
        }
        TokenSource::Azure {
            request_uri,
            access_token,
            service_connection_id,
        } => azure(http, request_uri, access_token, service_connection_id).await?,
        TokenSource::Env { names } => names
            .iter()
            .find_map(|name| env.var(name))
            .map(Secret::new)
            .ok_or_else(|| {
                Error::usage(format!(
                    "${} is not set, so there is no identity token",
                    names.join(" / $")
                ))
            })?,
        TokenSource::File { path } => {
            let text = crate::input::read_file(
                path,
                crate::input::Kind::Token,
                format!("could not read the identity token file {}", path.display()),
            )?;
            Secret::new(text.trim().to_string())
        }
        TokenSource::Command { argv } => command(argv).await?,
    };
    if token.expose().trim().is_empty() {
        return Err(Error::runtime(format!(
            "{} gave an empty identity token",
            source.describe()
        )));
    }
    Ok(Secret::new(token.expose().trim().to_string()))
}

async fn azure(
    http: &Http,
    request_uri: &str,
    access_token: &Secret,
    service_connection_id: &str,
) -> Result<Secret> {
    let mut url = Url::parse(request_uri.trim_end_matches('/')).map_err(|error| {
        Error::usage(format!(
            "$SYSTEM_OIDCREQUESTURI is not a valid URL ({error})"
        ))
    })?;
    url.query_pairs_mut()
        .append_pair("api-version", "7.1")
        .append_pair("serviceConnectionId", service_connection_id);
    let request = Request::post(oidc::SERVICE, url)
        .bearer(access_token)
        .header("content-type", "application/json")
        // Without it the service may answer a refused token with a sign-in redirect.
        .header("x-tfs-fedauthredirect", "Suppress");
    let step = "fetching the Azure Pipelines identity token failed";
    let response = IssuerClient::new(http.clone())
        .send(request)
        .await
        .map_err(|error| failed(step, error))?;
    let token = match serde_json::from_slice::<Value>(&response.body) {
        Ok(Value::Object(map)) => map
            .get("oidcToken")
            .and_then(Value::as_str)
            .filter(|token| !token.is_empty())
            .map(|token| Secret::new(token.to_string())),
        _ => None,
    };
    token.ok_or_else(|| {
        Error::runtime(format!(
            "{step}: the answer has no \"oidcToken\" field ({} bytes)",
            response.body.len()
        ))
        .with_hint("check that the service connection ID names a workload identity federation connection this pipeline may use")
    })
}

async fn command(argv: &[String]) -> Result<Secret> {
    let Some((program, args)) = argv.split_first() else {
        return Err(Error::usage("the identity-token command is empty"));
    };
    let shown = argv.join(" ");
    let path = which::which(program).map_err(|_| {
        Error::usage(format!(
            "the identity-token command {program} was not found on PATH"
        ))
        .with_hint(if program == "buildkite-agent" {
            "run the step on a Buildkite agent whose buildkite-agent has `oidc request-token`"
        } else {
            "install it, or give its full path"
        })
    })?;
    // Its stderr is captured, not passed on: client libraries running `ward auth
    // subject-token` read stdout and stderr as one stream, which must be the JSON alone.
    let mut child = tokio::process::Command::new(path)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .map_err(|error| Error::io(format!("could not run {shown}"), error))?;
    let mut output = Vec::new();
    let mut messages = Vec::new();
    let (stdout, stderr) = (child.stdout.take(), child.stderr.take());
    let read = async {
        let out = async {
            match stdout {
                Some(stdout) => {
                    stdout
                        .take(MAX_SECRET_BYTES + 1)
                        .read_to_end(&mut output)
                        .await
                }
                None => Ok(0),
            }
        };
        let err = async {
            match stderr {
                Some(stderr) => stderr.take(STDERR_KEPT).read_to_end(&mut messages).await,
                None => Ok(0),
            }
        };
        let (out, err) = tokio::join!(out, err);
        out?;
        err?;
        child.wait().await
    };
    let status = tokio::time::timeout(COMMAND_TIMEOUT, read)
        .await
        .map_err(|_| {
            Error::runtime(format!(
                "{shown} did not finish within {} seconds",
                COMMAND_TIMEOUT.as_secs()
            ))
        })?
        .map_err(|error| Error::io(format!("could not read the output of {shown}"), error))?;
    if !status.success() {
        let said = String::from_utf8_lossy(&messages);
        let last = said.lines().rev().find(|line| !line.trim().is_empty());
        return Err(Error::runtime(format!(
            "{shown} failed ({status}){}",
            last.map(|line| format!(": {}", line.trim()))
                .unwrap_or_default()
        )));
    }
    if output.len() as u64 > MAX_SECRET_BYTES {
        return Err(Error::runtime(format!(
            "{shown} printed more than {} KiB, too much for an identity token",
            MAX_SECRET_BYTES / 1024
        )));
    }
    let text = String::from_utf8(output)
        .map_err(|_| Error::runtime(format!("{shown} printed something that is not UTF-8")))?;
    Ok(Secret::new(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn jwt(payload: &str) -> Secret {
        let engine = base64::engine::general_purpose::URL_SAFE_NO_PAD;
        Secret::new(format!(
            "{}.{}.sig",
            engine.encode("{\"alg\":\"RS256\"}"),
            engine.encode(payload)
        ))
    }

    #[test]
    fn reads_the_claims_of_a_jwt() {
        let claims = claims(
            &jwt(r#"{"iss":"https://gitlab.com","aud":["a","b"],"exp":1893456000}"#),
            "x",
        )
        .unwrap();
        assert_eq!(claims.audience, ["a", "b"]);
        assert_eq!(claims.expires, Some(1_893_456_000));
        assert_eq!(
            claims.describe(),
            "aud a, b, exp 2030-01-01T00:00:00Z, iss https://gitlab.com"
        );
        let expired = super::claims(&jwt(r#"{"aud":"a","exp":1}"#), "x").unwrap();
        assert!(expired.describe().contains("(expired)"));
    }

    #[test]
    fn refuses_what_is_not_a_jwt_without_quoting_it() {
        for token in [
            "opaque-secret-value",
            "a.b",
            "a..c",
            "x.!!!.y",
            "e30.WzFd.c",
        ] {
            let error = claims(&Secret::new(token), "$VAR").unwrap_err();
            assert_eq!(error.exit_code(), 2);
            let text = error.to_string();
            assert!(text.contains("not a JWT"), "{text}");
            assert!(!text.contains(token), "{text}");
        }
    }
}
