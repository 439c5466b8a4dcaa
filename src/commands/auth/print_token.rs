//! `ward auth print-access-token` and `print-identity-token`: a token from the cloud
//! credential chain on stdout, for `$(...)` in scripts.

use serde_json::json;

use crate::cloud::chain;
use crate::cloud::{cloud_client, Credential, CLOUD_PLATFORM_SCOPE};
use crate::error::{Error, Outcome, Result};
use crate::output::Format;
use crate::run::Ctx;

/// Said on stderr when stdout is a terminal: the token is still printed (people do run it
/// by hand to paste into another tool), but scrollback, screen sharing and terminal
/// recordings keep what is shown there.
pub(super) const TERMINAL_WARNING: &str = "printing a bearer token to a terminal: scrollback, screen sharing and recordings keep it; use it inside $(...) or pipe it";

pub(super) async fn access(ctx: &Ctx) -> Result<Outcome> {
    let credential = chain::access_token(
        &cloud_client(&ctx.http, &ctx.config),
        &ctx.env,
        None,
        CLOUD_PLATFORM_SCOPE,
    )
    .await?;
    print(ctx, "access_token", &credential)
}

pub(super) async fn identity(ctx: &Ctx, audience: &str) -> Result<Outcome> {
    if audience.trim().is_empty() {
        return Err(Error::usage("--audience is empty").with_hint(
            "pass the receiving service's URL, for example --audience https://svc.example.run.app",
        ));
    }
    let credential = chain::identity_token(
        &cloud_client(&ctx.http, &ctx.config),
        &ctx.env,
        audience.trim(),
    )
    .await?;
    print(ctx, "id_token", &credential)
}

fn print(ctx: &Ctx, field: &str, credential: &Credential) -> Result<Outcome> {
    let token = credential.token.expose();
    // Tokens are printed raw: a token with a control character or a space in it is not a
    // token, and passing it on would only move the failure somewhere harder to read.
    if token.is_empty() || token.chars().any(|c| c.is_control() || c.is_whitespace()) {
        return Err(Error::runtime(format!(
            "the {field} from {} is empty or holds spaces or control characters; ward does not print it",
            credential.source
        )));
    }
    if ctx.printer.stdout_is_terminal() {
        ctx.printer.warn(TERMINAL_WARNING);
    }
    match ctx.printer.format() {
        Format::Json => ctx
            .printer
            .json(&json!({ field: token, "source": credential.source })),
        Format::Ndjson => ctx
            .printer
            .ndjson(&json!({ field: token, "source": credential.source })),
        Format::Table => ctx.printer.text(token),
    }?;
    Ok(Outcome::Clean)
}
