//! The breach API as commands use it: version and selection method from the flag, the
//! environment or the config file, and a client with its key and pacing.

use std::future::Future;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use ward_client::Result as ClientResult;

use crate::config::{self, Config, Service, Setting};
use crate::environment::Env;
use crate::error::{Error, Result};
use crate::interrupt::Interrupts;
use ward_client::breaches::{
    missing_key_error, ApiVersion, BreachesClient, FileLimiter, VersionVia, DEFAULT_INTERVAL,
};
use ward_client::http::Http;
use ward_client::secret::Secret;

/// The resolved settings for one run.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ApiChoice {
    pub version: ApiVersion,
    pub via: VersionVia,
}

/// Version and selection method: the flag, then the environment, then the config file.
/// When none names a version, a key that is available selects version 3 (the only one
/// the real service still answers account searches on); without a key version 2 stays
/// the default. `-v` tells which was used and why. `flag_version` and `flag_via` are
/// `--api-version` and `--version-via`.
pub(crate) fn resolve_api(
    config: &Config,
    flag_version: Option<ApiVersion>,
    flag_via: Option<VersionVia>,
) -> Result<ApiChoice> {
    let chosen = match flag_version {
        Some(version) => Some((version, "--api-version".to_string())),
        None => match setting(config, "WARD_BREACHES_API_VERSION", "api_version") {
            None => None,
            Some(setting) => match setting.value.trim().trim_start_matches(['v', 'V']) {
                "2" => Some((ApiVersion::V2, setting.source.to_string())),
                "3" => Some((ApiVersion::V3, setting.source.to_string())),
                other => {
                    return Err(Error::usage(format!(
                        "the breach API version \"{other}\" from the {} is not 2 or 3",
                        setting.source
                    ))
                    .with_hint("set it to 2 or 3, or remove it to let ward choose"))
                }
            },
        },
    };
    let explicit_via = flag_via.is_some();
    let via_setting = match flag_via {
        Some(via) => Some(via),
        None => match setting(config, "WARD_BREACHES_VERSION_VIA", "version_via") {
            None => None,
            Some(setting) => match setting.value.trim().to_ascii_lowercase().as_str() {
                "url" => Some(VersionVia::Url),
                "header" => Some(VersionVia::Header),
                "accept" => Some(VersionVia::Accept),
                other => {
                    return Err(Error::usage(format!(
                    "the version selection \"{other}\" from the {} is not url, header or accept",
                    setting.source
                )))
                }
            },
        },
    };
    let via = via_setting.unwrap_or(VersionVia::Url);
    let (version, why) = match chosen {
        Some((version, source)) => (version, format!("chosen by the {source}")),
        // Selecting by header or media type only exists in version 2: asking for it is
        // asking for version 2.
        None if via != VersionVia::Url => (
            ApiVersion::V2,
            "the version selection is by header or media type, which only version 2 knows"
                .to_string(),
        ),
        None => match config.secret(&config::BREACHES_KEY, None) {
            Some((_, source)) => (
                ApiVersion::V3,
                format!("no version was chosen and a key is set ({source})"),
            ),
            None => (
                ApiVersion::V2,
                "no version was chosen and no key is set".to_string(),
            ),
        },
    };
    tracing::debug!("breach API version {}: {why}", version.number());
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

fn setting(config: &Config, env: &str, key: &str) -> Option<Setting> {
    config.lookup(None, &[env], "breaches", key)
}

/// The pause between two requests; `WARD_BREACHES_INTERVAL_MS` exists for local servers
/// with a different limit, never lower it against the real service.
fn interval(env: &Env) -> Result<Duration> {
    match env.var("WARD_BREACHES_INTERVAL_MS") {
        Some(text) if !text.trim().is_empty() => text
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

/// Where the request schedule shared by every ward process is kept: `WARD_CACHE_DIR` of
/// this run's environment, else the user's cache directory.
fn schedule_dir(env: &Env, config: &Config) -> Result<PathBuf> {
    match env.var_os("WARD_CACHE_DIR").filter(|dir| !dir.is_empty()) {
        Some(dir) => config::create_cache_dir(PathBuf::from(dir)),
        None => config.cache_dir(),
    }
}

/// A client for the chosen version, with `key` for the searches version 3 needs one for
/// (see [`stored_key`] and [`checked_key`]).
pub(crate) fn client(
    http: &Http,
    config: &Config,
    env: &Env,
    api: ApiChoice,
    key: Option<Secret>,
) -> Result<BreachesClient> {
    let base = config.base_url(Service::Breaches)?;
    let limiter = FileLimiter::new(&schedule_dir(env, config)?, interval(env)?);
    Ok(
        BreachesClient::new(http.clone(), base, api.version, api.via, Arc::new(limiter))
            .with_key(key),
    )
}

/// What a command asks for on a terminal when version 3 needs a key and none is stored.
pub(crate) const KEY_PROMPT: &str = "Breach API key (version 3)";

/// The client `breach` and `paste` search with: the version and selection method the
/// flags (`flag_version`, `flag_via`), the environment or the config file choose (see
/// [`resolve_api`]). When `keyed` (the searches version 3 needs a key for) and version 3
/// is chosen, the key is the stored one, else what `ask` gives: a command prompts there
/// and gives `None` when it cannot, which is the service's missing-key error.
pub(crate) fn search_client(
    http: &Http,
    config: &Config,
    env: &Env,
    flag_version: Option<ApiVersion>,
    flag_via: Option<VersionVia>,
    keyed: bool,
    ask: impl FnOnce() -> Result<Option<Secret>>,
) -> Result<BreachesClient> {
    let choice = resolve_api(config, flag_version, flag_via)?;
    let key = if keyed && choice.version == ApiVersion::V3 {
        let key = match stored_key(config) {
            Some(key) => key,
            None => ask()?.ok_or_else(missing_key_error)?,
        };
        Some(checked_key(&key)?)
    } else {
        None
    };
    client(http, config, env, choice, key)
}

/// The stored key (environment or config file), if any.
pub(crate) fn stored_key(config: &Config) -> Option<Secret> {
    config
        .secret(&config::BREACHES_KEY, None)
        .map(|(key, _)| key)
}

/// `key` as the service issued it: 32 hexadecimal characters, surrounding space dropped.
pub(crate) fn checked_key(key: &Secret) -> Result<Secret> {
    let trimmed = key.expose().trim();
    if trimmed.len() != 32 || !trimmed.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(
            Error::usage("the breach API key is not 32 hexadecimal characters")
                .with_hint("store the key exactly as issued with `ward configure breach-key`"),
        );
    }
    Ok(Secret::new(trimmed))
}

/// How a batch of searches ended.
#[derive(Debug)]
pub(crate) enum BatchEnd {
    /// Every input was searched.
    Done,
    /// A search failed; the inputs before it were searched.
    Failed(Error),
    /// Ctrl-C arrived; the inputs before it were searched.
    Interrupted,
}

/// The searches a batch finished, in input order, and how it ended.
#[derive(Debug)]
pub(crate) struct Batch {
    pub results: Vec<(String, Vec<Value>)>,
    pub end: BatchEnd,
}

impl Batch {
    /// The batch, unless it ended before any search finished: then there is nothing to
    /// show, only its failure, or `interrupted` for Ctrl-C.
    pub(crate) fn unless_empty(self, interrupted: impl FnOnce() -> Error) -> Result<Self> {
        if self.results.is_empty() {
            match self.end {
                BatchEnd::Failed(error) => return Err(error),
                BatchEnd::Interrupted => return Err(interrupted()),
                BatchEnd::Done => {}
            }
        }
        Ok(self)
    }
}

/// Search each of `inputs` in turn with `lookup` (a 404 is an empty list), calling
/// `started` before and `finished` after each one, so the command can show progress and
/// stream output. A failure or Ctrl-C (from `interrupts`) stops the batch but keeps what
/// was finished: a batch can take minutes at the service's pace, and the user should not
/// lose it.
pub(crate) async fn search_batch<F, Fut>(
    interrupts: &Interrupts,
    inputs: Vec<String>,
    mut lookup: F,
    mut started: impl FnMut(&str),
    mut finished: impl FnMut(&str, &[Value]) -> Result<()>,
) -> Result<Batch>
where
    F: FnMut(String) -> Fut,
    Fut: Future<Output = ClientResult<Option<Vec<Value>>>>,
{
    let mut interrupt = interrupts.watch();
    let mut results = Vec::with_capacity(inputs.len());
    let mut end = BatchEnd::Done;
    for input in inputs {
        started(&input);
        let found = tokio::select! {
            found = lookup(input.clone()) => found,
            () = interrupt.interrupted() => {
                end = BatchEnd::Interrupted;
                break;
            }
        };
        let found = match found {
            Ok(found) => found.unwrap_or_default(),
            Err(error) => {
                end = BatchEnd::Failed(error.into());
                break;
            }
        };
        finished(&input, &found)?;
        results.push((input, found));
    }
    Ok(Batch { results, end })
}
