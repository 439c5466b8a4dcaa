//! `ward webhook sign`: the headers a sender would send with a body, for testing a route
//! or one's own sender.

use serde_json::{json, Map, Value};

use crate::cli::{HmacArgs, WebhookSignArgs};
use crate::error::{Error, Outcome, Result};
use crate::output::{Cell, Table};
use crate::run::Ctx;
use crate::webhook_server::files;
use crate::webhook_server::verify::{self, HmacSettings, Scheme};
use ward_client::secret::Secret;

/// The most read of a body: the receiver's largest --max-body.
const BODY_MAX: u64 = 64 * 1024 * 1024;

/// The flags as the settings a routes file's `[routes.NAME.hmac]` gives.
pub(super) fn hmac_settings(args: &HmacArgs) -> HmacSettings {
    HmacSettings {
        header: args.signature_header.clone(),
        algorithm: args.algorithm.clone(),
        encoding: args.encoding.clone(),
        prefix: args.signature_prefix.clone(),
        timestamp_header: args.timestamp_header.clone(),
        signed: args.signed.clone(),
    }
}

pub(super) fn run(ctx: &Ctx, args: &WebhookSignArgs) -> Result<Outcome> {
    let settings = hmac_settings(&args.hmac);
    let usage = |problem: String| Error::usage(problem);
    let rule = if args.scheme == "hmac" {
        Some(settings.rule().map_err(usage)?)
    } else {
        if !settings.is_empty() {
            return Err(Error::usage(format!(
                "the HMAC options (--signature-header and the rest) only apply to --scheme hmac, not to {}",
                args.scheme
            )));
        }
        None
    };
    let scheme = Scheme::parse(&args.scheme, rule).map_err(usage)?;
    let (secret, plain_value) = secret(ctx, args)?;
    if ctx.printer.terminal().stdin_is_terminal() {
        ctx.printer
            .info("reading the body from standard input; end it with Ctrl-D (Ctrl-Z on Windows)");
    }
    let body = ward_files::read_reader_bounded(ctx.printer.terminal().stdin(), BODY_MAX).map_err(
        |error| crate::input::read_error("could not read the body from standard input", error),
    )?;
    let now = args.timestamp.unwrap_or_else(unix_now);
    let id = args
        .id
        .clone()
        .unwrap_or_else(|| format!("msg_{:016x}{:08x}", fastrand::u64(..), fastrand::u32(..)));
    let headers = verify::sign(&scheme, &secret, &body, now, &id)
        .map_err(|problem| Error::usage(format!("the secret {problem}")))?;
    let headers: Vec<(String, String)> = headers
        .into_iter()
        .map(|(name, value)| (name, value.unwrap_or_else(|| plain_value.clone())))
        .collect();
    if let Some(url) = &args.curl {
        ctx.printer
            .text(&curl_line(url, &headers, &body, scheme.is_plain())?)?;
        return Ok(Outcome::Clean);
    }
    let mut map = Map::new();
    for (name, value) in &headers {
        map.insert(name.clone(), Value::String(value.clone()));
    }
    let document = json!({ "scheme": scheme.name(), "headers": map });
    ctx.printer.object(&document, || {
        let mut table = Table::new(["HEADER", "VALUE"]);
        for (name, value) in &headers {
            table.row(vec![Cell::from(name.clone()), Cell::from(value.clone())]);
        }
        table
    })?;
    Ok(Outcome::Clean)
}

/// The secret, and what stands for it where a plaintext scheme sends it as it is: the
/// shell's expansion of where it came from, since the secret itself is never printed.
fn secret(ctx: &Ctx, args: &WebhookSignArgs) -> Result<(Secret, String)> {
    if let Some(path) = &args.secret_file {
        let text = files::read_text(path, "the secret file", files::SECRET_MAX)?;
        let first = text
            .lines()
            .map(|line| line.trim_end_matches('\r'))
            .find(|line| !line.is_empty())
            .ok_or_else(|| Error::usage(format!("the secret file {} is empty", path.display())))?;
        let quoted = shlex::try_quote(&path.to_string_lossy())
            .map(|quoted| quoted.into_owned())
            .unwrap_or_else(|_| path.display().to_string());
        return Ok((Secret::new(first), format!("$(head -n 1 {quoted})")));
    }
    let name = &args.secret_env;
    let value = ctx
        .env
        .var(name)
        .filter(|value| !value.is_empty())
        .ok_or_else(|| {
            Error::Auth(format!(
                "the secret variable {name} is not set (or is empty)"
            ))
            .with_hint(format!(
                "export {name}, name another variable with --secret-env, or give --secret-file"
            ))
        })?;
    Ok((Secret::new(value), format!("${{{name}}}")))
}

/// `curl` posting the body with the headers, every word quoted for a POSIX shell; a
/// plaintext scheme's header is double-quoted so the shell puts the secret in.
fn curl_line(url: &str, headers: &[(String, String)], body: &[u8], plain: bool) -> Result<String> {
    let quote = |text: &str| -> Result<String> {
        shlex::try_quote(text)
            .map(|quoted| quoted.into_owned())
            .map_err(|_| Error::usage("a value holds a NUL byte, which no shell line can carry"))
    };
    let body = std::str::from_utf8(body)
        .ok()
        .filter(|text| !text.chars().any(|c| c.is_control() && c != '\n' && c != '\t'))
        .ok_or_else(|| {
            Error::usage("the body is not plain UTF-8 text, so it cannot be put on a command line")
                .with_hint("print the headers instead (leave out --curl) and send the body with curl --data-binary @FILE")
        })?;
    let mut line = format!("curl -sS -X POST {}", quote(url)?);
    line.push_str(" -H 'Content-Type: application/json'");
    for (name, value) in headers {
        if plain {
            line.push_str(&format!(" -H \"{name}: {value}\""));
        } else {
            line.push_str(&format!(" -H {}", quote(&format!("{name}: {value}"))?));
        }
    }
    line.push_str(&format!(" --data-binary {}", quote(body)?));
    Ok(line)
}

fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| {
            i64::try_from(elapsed.as_secs()).unwrap_or(i64::MAX)
        })
}
