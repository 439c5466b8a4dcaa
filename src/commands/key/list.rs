//! Endpoint 27 takes the account's login, never an API key (spec 1 §5).

use crate::cli::KeyListArgs;
use crate::config;
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use crate::services::releases::client;
use crate::views::releases::{keys_table, rate_notices};
use ward_client::releases::Credentials;
use ward_client::secret::Secret;

const PASSWORD_ENV: &str = "WARD_RELEASES_PASSWORD";

pub(super) async fn run(ctx: &Ctx, args: &KeyListArgs) -> Result<Outcome> {
    let email = ctx
        .config
        .value(&config::RELEASES_EMAIL, args.email.as_deref())
        .map(|setting| setting.value.trim().to_string())
        .filter(|email| !email.is_empty())
        .ok_or_else(|| {
            Error::Auth("the account e-mail is needed to list API keys".to_string()).with_hint(
                "give --email, set WARD_RELEASES_EMAIL, or store it with \
                 `ward configure releases-email`",
            )
        })?;
    let password = match ctx.env.var(PASSWORD_ENV) {
        Some(value) => Secret::new(value),
        _ => ctx.prompter.credential(
            &format!("Password for {email}"),
            "the account password is needed to list API keys, and there is no terminal to ask on",
            &format!("set {PASSWORD_ENV}"),
        )?,
    };
    let client = client(
        &ctx.config,
        &ctx.http,
        Credentials::Login { email, password },
        rate_notices(&ctx.printer),
    )?;
    let list = client.auth_keys().await.map_err(|error| {
        if error.status() == Some(401) {
            Error::Auth("the release tracker refused the e-mail and password".to_string())
                .with_hint(format!(
                    "this command signs in with the account login (not an API key); check \
                     the e-mail and {PASSWORD_ENV}"
                ))
        } else {
            error.into()
        }
    })?;
    if ctx.printer.is_table() && list.keys.is_empty() {
        ctx.printer
            .info("the account has no API keys; create one on the service's settings page");
        return Ok(Outcome::Clean);
    }
    ctx.printer.list(&list, &list.keys, || {
        keys_table(&list.keys, args.show_secrets)
    })?;
    if ctx.printer.is_table() && !args.show_secrets {
        ctx.printer
            .hint("secrets are masked; --show-secrets prints them");
    }
    Ok(Outcome::Clean)
}
