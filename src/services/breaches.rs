//! The breach API as commands use it: version and selection method from the flag, the
//! environment or the config file, and a client with its key and pacing.

use std::sync::Arc;
use std::time::Duration;

use crate::cli::{ApiVersionArg, BreachApiArgs, VersionViaArg};
use crate::clients::breaches::{
    missing_key_error, ApiVersion, BreachesClient, FileLimiter, VersionVia, DEFAULT_INTERVAL,
};
use crate::config::{self, Service, Setting};
use crate::error::{Error, Result};
use crate::secret::Secret;
use crate::{prompt, Ctx};

/// The resolved settings for one run.
#[derive(Debug, Clone, Copy)]
pub struct ApiChoice {
    pub version: ApiVersion,
    pub via: VersionVia,
}

/// Version and selection method: the flag, then the environment, then the config file.
pub fn resolve_api(ctx: &Ctx, args: &BreachApiArgs) -> Result<ApiChoice> {
    let version = match args.api_version {
        Some(ApiVersionArg::V2) => ApiVersion::V2,
        Some(ApiVersionArg::V3) => ApiVersion::V3,
        None => match setting(ctx, "WARD_BREACHES_API_VERSION", "api_version") {
            None => ApiVersion::V2,
            Some(setting) => match setting.value.trim().trim_start_matches(['v', 'V']) {
                "2" => ApiVersion::V2,
                "3" => ApiVersion::V3,
                other => {
                    return Err(Error::usage(format!(
                        "the breach API version \"{other}\" from the {} is not 2 or 3",
                        setting.source
                    )))
                }
            },
        },
    };
    let explicit_via = args.version_via.is_some();
    let via = match args.version_via {
        Some(VersionViaArg::Url) => VersionVia::Url,
        Some(VersionViaArg::Header) => VersionVia::Header,
        Some(VersionViaArg::Accept) => VersionVia::Accept,
        None => match setting(ctx, "WARD_BREACHES_VERSION_VIA", "version_via") {
            None => VersionVia::Url,
            Some(setting) => match setting.value.trim().to_ascii_lowercase().as_str() {
                "url" => VersionVia::Url,
                "header" => VersionVia::Header,
                "accept" => VersionVia::Accept,
                other => {
                    return Err(Error::usage(format!(
                    "the version selection \"{other}\" from the {} is not url, header or accept",
                    setting.source
                )))
                }
            },
        },
    };
    if version == ApiVersion::V3 && via != VersionVia::Url {
        if explicit_via {
            return Err(Error::usage(
                "API version 3 is selected only in the URL; drop --version-via or use --version-via url",
            ));
        }
        // A configured default for version 2 does not stop a one-off version 3 run.
        return Ok(ApiChoice {
            version,
            via: VersionVia::Url,
        });
    }
    Ok(ApiChoice { version, via })
}

fn setting(ctx: &Ctx, env: &str, key: &str) -> Option<Setting> {
    ctx.config.lookup(None, &[env], "breaches", key)
}

/// The pause between two requests; `WARD_BREACHES_INTERVAL_MS` exists for local servers
/// with a different limit, never lower it against the real service.
fn interval() -> Result<Duration> {
    match std::env::var("WARD_BREACHES_INTERVAL_MS") {
        Ok(text) if !text.trim().is_empty() => text
            .trim()
            .parse::<u64>()
            .map(Duration::from_millis)
            .map_err(|_| {
                Error::usage(format!(
                    "WARD_BREACHES_INTERVAL_MS must be a whole number of milliseconds, not \"{text}\""
                ))
            }),
        _ => Ok(DEFAULT_INTERVAL),
    }
}

/// A client for the chosen version. `needs_key` is set for account and paste searches:
/// version 3 then needs a key, found before any request is made.
pub fn client(ctx: &Ctx, api: ApiChoice, needs_key: bool) -> Result<BreachesClient> {
    let key = if api.version == ApiVersion::V3 && needs_key {
        Some(api_key(ctx)?)
    } else {
        None
    };
    let base = ctx.config.base_url(Service::Breaches)?;
    let limiter = FileLimiter::new(&config::cache_dir()?, interval()?);
    Ok(BreachesClient::new(
        ctx.http.clone(),
        base,
        api.version,
        api.via,
        key,
        Arc::new(limiter),
    ))
}

fn api_key(ctx: &Ctx) -> Result<Secret> {
    let key = match ctx.config.secret(&config::BREACHES_KEY, None) {
        Some((key, _)) => key,
        None if prompt::can_prompt() => prompt::secret("Breach API key (version 3)", "")?,
        None => return Err(missing_key_error().into()),
    };
    let trimmed = key.expose().trim();
    if trimmed.len() != 32 || !trimmed.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(
            Error::usage("the breach API key is not 32 hexadecimal characters")
                .with_hint("store the key exactly as issued with `ward configure breach-key`"),
        );
    }
    Ok(Secret::new(trimmed))
}
