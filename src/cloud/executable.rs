//! `credential_source.executable` of an `external_account` file: a command prints the
//! subject token in the executable-sourced response format, as client libraries run it.
//!
//! The same rules as those libraries: nothing runs unless
//! `GOOGLE_EXTERNAL_ACCOUNT_ALLOW_EXECUTABLES=1` (a credentials file must not be able to
//! make every tool that reads it run a program), the command is split on whitespace with no
//! shell, it gets 5 to 120 s (30 s by default), and an unexpired response cached in
//! `output_file` is used instead of running it again.

use std::process::Stdio;
use std::time::Duration;

use serde_json::{Map, Value};
use tokio::io::AsyncReadExt as _;

use super::fields::{read_bounded, text};
use crate::environment::Env;
use crate::error::{Error, Result};
use crate::input::MAX_SECRET_BYTES;
use ward_client::cloud;
use ward_client::secret::Secret;

pub(super) const ALLOW_VAR: &str = "GOOGLE_EXTERNAL_ACCOUNT_ALLOW_EXECUTABLES";
const DEFAULT_TIMEOUT_MS: u64 = 30_000;
const TIMEOUT_RANGE_MS: std::ops::RangeInclusive<u64> = 5_000..=120_000;

/// What the command is told about the exchange it serves.
pub(super) struct Exchange<'a> {
    pub audience: &'a str,
    pub subject_token_type: &'a str,
    /// The e-mail in `service_account_impersonation_url`, when there is one.
    pub impersonated: Option<String>,
}

/// The e-mail of `…/serviceAccounts/EMAIL:generateAccessToken`.
pub(super) fn impersonated_email(url: &url::Url) -> Option<String> {
    let (_, rest) = url.path().split_once("/serviceAccounts/")?;
    let email = rest.strip_suffix(":generateAccessToken")?;
    // ward writes the `@` as is; other writers may escape it.
    Some(email.replace("%40", "@"))
}

pub(super) async fn subject_token(
    executable: &Map<String, Value>,
    env: &Env,
    exchange: &Exchange<'_>,
    what: &str,
) -> Result<Secret> {
    let command = text(executable, "command").ok_or_else(|| {
        Error::usage(format!(
            "the {what}'s credential_source.executable has no \"command\""
        ))
    })?;
    if env.var(ALLOW_VAR).as_deref() != Some("1") {
        return Err(Error::usage(format!(
            "the {what} gets its subject token by running a command, which is allowed only with {ALLOW_VAR}=1"
        ))
        .with_hint(format!("export {ALLOW_VAR}=1 if you trust the file (ward auth exports it alongside the files it writes)")));
    }
    let timeout_ms = executable
        .get("timeout_millis")
        .and_then(Value::as_u64)
        .unwrap_or(DEFAULT_TIMEOUT_MS);
    if !TIMEOUT_RANGE_MS.contains(&timeout_ms) {
        return Err(Error::usage(format!(
            "the {what}'s executable timeout_millis is {timeout_ms}; it must be 5000 to 120000"
        )));
    }
    let output_file = text(executable, "output_file");
    if let Some(path) = &output_file {
        // A missing, unreadable, failed or expired cache just means running the command.
        if let Ok(cached) = read_bounded(
            std::path::Path::new(path),
            crate::input::Kind::Token,
            "the cache",
        ) {
            if let Ok(token) = parse(cached.expose(), exchange, true, "its output_file") {
                return Ok(token);
            }
        }
    }
    let stdout = run(&command, exchange, output_file.as_deref(), timeout_ms, what).await?;
    parse(
        &stdout,
        exchange,
        output_file.is_some(),
        &format!("the command of the {what}"),
    )
}

async fn run(
    command: &str,
    exchange: &Exchange<'_>,
    output_file: Option<&str>,
    timeout_ms: u64,
    what: &str,
) -> Result<String> {
    let mut argv = command.split_whitespace();
    let program = argv.next().unwrap_or_default();
    let mut child = tokio::process::Command::new(program);
    child
        .args(argv)
        .env("GOOGLE_EXTERNAL_ACCOUNT_AUDIENCE", exchange.audience)
        .env(
            "GOOGLE_EXTERNAL_ACCOUNT_TOKEN_TYPE",
            exchange.subject_token_type,
        )
        .env("GOOGLE_EXTERNAL_ACCOUNT_INTERACTIVE", "0")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true);
    if let Some(email) = &exchange.impersonated {
        child.env("GOOGLE_EXTERNAL_ACCOUNT_IMPERSONATED_EMAIL", email);
    }
    if let Some(path) = output_file {
        child.env("GOOGLE_EXTERNAL_ACCOUNT_OUTPUT_FILE", path);
    }
    let mut child = child.spawn().map_err(|error| {
        Error::io(
            format!("could not run `{program}`, the {what}'s subject-token command"),
            error,
        )
    })?;
    let mut stdout = child
        .stdout
        .take()
        .ok_or_else(|| Error::runtime(format!("`{program}` started without an output pipe")))?;
    let finished = async {
        let mut text = String::new();
        (&mut stdout)
            .take(MAX_SECRET_BYTES + 1)
            .read_to_string(&mut text)
            .await?;
        let status = child.wait().await?;
        Ok::<_, std::io::Error>((status, text))
    };
    let (status, text) = tokio::time::timeout(Duration::from_millis(timeout_ms), finished)
        .await
        .map_err(|_| {
            Error::runtime(format!(
                "`{program}`, the {what}'s subject-token command, did not finish within {} s",
                timeout_ms / 1000
            ))
        })?
        .map_err(|error| Error::io(format!("could not read the output of `{program}`"), error))?;
    if !status.success() {
        return Err(Error::runtime(format!(
            "`{program}`, the {what}'s subject-token command, failed ({status})"
        )));
    }
    if text.len() as u64 > MAX_SECRET_BYTES {
        return Err(Error::runtime(format!(
            "`{program}` printed more than {} KiB, more than any subject token",
            MAX_SECRET_BYTES / 1024
        )));
    }
    Ok(text)
}

/// The token in an executable-sourced response (version 1).
fn parse(body: &str, exchange: &Exchange<'_>, needs_expiry: bool, from: &str) -> Result<Secret> {
    let bad = |detail: &str| Error::runtime(format!("{from} answered {detail}"));
    let Ok(Value::Object(response)) = serde_json::from_str::<Value>(body) else {
        return Err(bad("something that is not a JSON object"));
    };
    if response.get("version").and_then(Value::as_u64) != Some(1) {
        return Err(bad("a response whose \"version\" is not 1"));
    }
    match response.get("success").and_then(Value::as_bool) {
        Some(true) => {}
        Some(false) => {
            let field = |name| text(&response, name).unwrap_or_else(|| "(none)".to_string());
            return Err(Error::Auth(format!(
                "{from} reported a failure: {}: {}",
                field("code"),
                field("message")
            )));
        }
        None => return Err(bad("a response without \"success\"")),
    }
    let expiry = response.get("expiration_time").and_then(Value::as_u64);
    match expiry {
        Some(at) if at <= cloud::now() => return Err(bad("a token that has expired")),
        None if needs_expiry => {
            return Err(bad(
                "no \"expiration_time\", which a response cached in output_file needs",
            ))
        }
        _ => {}
    }
    let token_type = text(&response, "token_type").unwrap_or_default();
    if token_type != exchange.subject_token_type {
        return Err(bad(&format!(
            "token_type \"{token_type}\" where the file expects \"{}\"",
            exchange.subject_token_type
        )));
    }
    let field = if token_type.ends_with(":saml2") {
        "saml_response"
    } else {
        "id_token"
    };
    text(&response, field)
        .map(Secret::new)
        .ok_or_else(|| bad(&format!("no \"{field}\"")))
}

#[cfg(test)]
mod tests {
    use super::*;

    const JWT: &str = "urn:ietf:params:oauth:token-type:jwt";

    fn exchange() -> Exchange<'static> {
        Exchange {
            audience: "//iam/x",
            subject_token_type: JWT,
            impersonated: None,
        }
    }

    #[test]
    fn responses_are_checked_like_client_libraries_do() {
        let later = cloud::now() + 600;
        let good = format!(
            r#"{{"version":1,"success":true,"token_type":"{JWT}","id_token":"a.b.c","expiration_time":{later}}}"#
        );
        assert_eq!(
            parse(&good, &exchange(), true, "x").unwrap().expose(),
            "a.b.c"
        );
        let expired = good.replace(&later.to_string(), "1");
        assert!(parse(&expired, &exchange(), false, "x").is_err());
        let failed = r#"{"version":1,"success":false,"code":"401","message":"no"}"#;
        let error = parse(failed, &exchange(), false, "x").unwrap_err();
        assert_eq!(error.exit_code(), 3);
        assert!(error.to_string().contains("401: no"), "{error}");
        let no_expiry =
            format!(r#"{{"version":1,"success":true,"token_type":"{JWT}","id_token":"a.b.c"}}"#);
        assert!(parse(&no_expiry, &exchange(), false, "x").is_ok());
        assert!(parse(&no_expiry, &exchange(), true, "x").is_err());
        assert!(parse("not json", &exchange(), false, "x").is_err());
    }

    #[test]
    fn impersonated_emails_come_from_the_url() {
        let url = url::Url::parse(
            "https://iam.example/v1/projects/-/serviceAccounts/sa@p.iam.gserviceaccount.com:generateAccessToken",
        )
        .unwrap();
        assert_eq!(
            impersonated_email(&url).as_deref(),
            Some("sa@p.iam.gserviceaccount.com")
        );
    }
}
