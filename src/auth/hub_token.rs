//! The token file the hub's own tools write (`hf auth login`), read as a fallback.

use std::path::PathBuf;

use crate::environment::Env;
use crate::secret::Secret;

/// The token from `HF_TOKEN_PATH`, else `$HF_HOME/token`, else
/// `$XDG_CACHE_HOME/huggingface/token`, else `~/.cache/huggingface/token`. Missing or
/// empty files give `None`. The variables are the run's.
pub fn token_file(env: &Env) -> Option<(Secret, PathBuf)> {
    let path = token_path(env)?;
    let text = std::fs::read_to_string(&path).ok()?;
    let token: String = text.chars().filter(|c| *c != '\r' && *c != '\n').collect();
    let token = token.trim();
    if token.is_empty() {
        return None;
    }
    Some((Secret::new(token), path))
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
            None => dirs::home_dir()?.join(".cache").join("huggingface"),
        },
    };
    Some(home.join("token"))
}
