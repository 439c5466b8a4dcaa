//! `ward auth subject-token`: the executable source of an external-account credentials
//! file. Client libraries run it on every refresh and read one JSON object from stdout
//! (version, success, token_type, id_token, expiration_time), so a failure is that object
//! too, with `success: false`, besides the error on stderr.

use serde_json::json;

use crate::auth::ci::{self, Ci};
use crate::auth::subject;
use crate::auth::token_source::{self, TokenSource};
use crate::cli::AuthSubjectTokenArgs;
use crate::environment::Env;
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use ward_client::cloud;

const JWT_TYPE: &str = "urn:ietf:params:oauth:token-type:jwt";
/// Set by client libraries when they run the executable: the token service's audience.
const AUDIENCE_VAR: &str = "GOOGLE_EXTERNAL_ACCOUNT_AUDIENCE";

pub(super) async fn run(ctx: &Ctx, args: &AuthSubjectTokenArgs) -> Result<Outcome> {
    let printer = &ctx.printer;
    match token_response(ctx, args).await {
        Ok(response) => {
            printer.text(&format!("{response}\n"))?;
            Ok(Outcome::Clean)
        }
        Err(error) => {
            let failure = json!({
                "version": 1,
                "success": false,
                "code": format!("WARD_EXIT_{}", error.exit_code()),
                "message": error.to_string(),
            });
            printer.text(&format!("{failure}\n"))?;
            Err(error)
        }
    }
}

async fn token_response(ctx: &Ctx, args: &AuthSubjectTokenArgs) -> Result<serde_json::Value> {
    let (env, printer) = (&ctx.env, &ctx.printer);
    let mut options = super::shared::ci_options(&args.source);
    if !args.command.is_empty() && options.ci.is_none() {
        options.ci = Some(Ci::Generic);
    }
    let detection = ci::detect(&options, env);
    tracing::debug!("CI system: {} ({})", detection.ci.name(), detection.reason);
    let audience = audience(args, detection.ci, env);
    let source = if args.command.is_empty() {
        token_source::source(
            detection.ci,
            &options,
            env,
            audience.as_deref().unwrap_or(""),
        )?
    } else if detection.ci == Ci::Generic
        && options.token_command.is_none()
        && options.token_file.is_none()
        && options.token_env.is_none()
    {
        TokenSource::Command {
            argv: args.command.clone(),
        }
    } else {
        return Err(Error::usage(
            "a token command after -- applies only with --ci generic and no other token flag",
        ));
    };
    if source.chooses_audience() && audience.is_none() {
        return Err(Error::usage(format!(
            "{} lets ward choose the token's audience, but none was given",
            detection.ci.name()
        ))
        .with_hint(format!(
            "pass --audience (credentials files ward writes do), or set ${AUDIENCE_VAR}"
        )));
    }
    if printer.stdout_is_terminal() {
        printer
            .warn("this prints an identity token: anyone who sees it can use it until it expires");
    }
    let token = subject::fetch(&ctx.http, &source, audience.as_deref().unwrap_or(""), env).await?;
    let claims = subject::claims(&token, &source.describe())?;
    let mut response = json!({
        "version": 1,
        "success": true,
        "token_type": JWT_TYPE,
        "id_token": token.expose(),
    });
    if let Some(exp) = claims.expires {
        if exp <= cloud::now() {
            return Err(Error::runtime(format!(
                "the token from {} has expired ({})",
                source.describe(),
                claims.describe()
            ))
            .with_hint("CI identity tokens live as long as the CI system decides; for longer jobs use a source ward can ask again (GitHub, Buildkite, Azure, a command)"));
        }
        response["expiration_time"] = json!(exp);
    }
    Ok(response)
}

/// `--audience`; else the provider named by the client library, as the default audience of
/// a provider; Azure's fixed one.
fn audience(args: &AuthSubjectTokenArgs, ci: Ci, env: &Env) -> Option<String> {
    if ci == Ci::Azure {
        return Some(ci::AZURE_AUDIENCE.to_string());
    }
    args.audience.clone().or_else(|| {
        env.var(AUDIENCE_VAR)
            .map(|aud| match aud.strip_prefix("//") {
                Some(rest) => format!("https://{rest}"),
                None => aud,
            })
    })
}
