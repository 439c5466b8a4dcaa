//! The hub as commands use it: a client with the token from the environment, the config
//! file, the token file the hub's own tools write (`hf auth login`), or the caller.

use std::path::PathBuf;

use crate::config::{Config, Service, HUB_TOKEN};
use crate::environment::Env;
use crate::error::Result;
use crate::input::Kind;
use ward_client::http::Http;
use ward_client::hub::HubClient;
use ward_client::secret::Secret;

/// A client for the hub: base URL from WARD_HUB_URL / HF_ENDPOINT / the config file, token
/// from the environment, the config file, the hub's token file, or else `ask` (a command
/// prompts there). The one place a hub client is built.
pub(crate) fn client(
    config: &Config,
    env: &Env,
    http: &Http,
    ask: impl FnOnce() -> Result<Secret>,
) -> Result<HubClient> {
    let base = config.base_url(Service::Hub)?;
    let token = match config.secret(&HUB_TOKEN, None) {
        Some((token, source)) => {
            tracing::debug!("hub token from the {source}");
            token
        }
        None => match token_file(env)? {
            Some((token, path)) => {
                tracing::debug!("hub token from {}", path.display());
                token
            }
            None => ask()?,
        },
    };
    Ok(HubClient::new(http.clone(), base, token))
}

/// The token from `HF_TOKEN_PATH`, else `$HF_HOME/token`, else
/// `$XDG_CACHE_HOME/huggingface/token`, else `~/.cache/huggingface/token`. Missing or
/// empty files give `None`; a file that cannot be read within [`Kind::Token`]'s limit (or
/// a FIFO that never finishes) is an error naming it. The variables are the run's.
fn token_file(env: &Env) -> Result<Option<(Secret, PathBuf)>> {
    let Some(path) = token_path(env) else {
        return Ok(None);
    };
    let context = format!("could not read the hub token file {}", path.display());
    let text = match ward_files::read_bounded_string(&path, Kind::Token.limit()) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(error) => {
            return Err(crate::input::read_error(context, error).with_hint(
                "set HF_TOKEN_PATH to the token file `hf auth login` wrote, or unset it",
            ))
        }
    };
    let token: String = text.chars().filter(|c| *c != '\r' && *c != '\n').collect();
    let token = token.trim();
    if token.is_empty() {
        return Ok(None);
    }
    Ok(Some((Secret::new(token), path)))
}

fn token_path(env: &Env) -> Option<PathBuf> {
    let var = |name: &str| env.var_os(name).filter(|value| !value.is_empty());
    if let Some(path) = var("HF_TOKEN_PATH") {
        return Some(PathBuf::from(path));
    }
    let home = match var("HF_HOME") {
        Some(home) => PathBuf::from(home),
        None => match var("XDG_CACHE_HOME") {
            Some(cache) => PathBuf::from(cache).join("huggingface"),
            None => env.home_dir()?.join(".cache").join("huggingface"),
        },
    };
    Some(home.join("token"))
}
