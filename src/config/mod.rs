//! The config file (`<config dir>/ward/config.toml`, mode 0600), environment variables and
//! their precedence: flag > environment > config file > default.

mod file;
mod keys;
mod service;

use std::path::{Path, PathBuf};

use url::Url;

use crate::environment::Env;
use crate::error::{Error, Result};
use ward_client::secret::Secret;

pub(crate) use file::{create_cache_dir, write_private};
use file::{default_path, lock_for, read_values};
pub(crate) use file::{toml_message, toml_place};
pub(crate) use keys::{Key, BREACHES_KEY, HUB_TOKEN, RELEASES_EMAIL, RELEASES_KEY};
pub(crate) use service::Service;

/// Where a setting's value came from, for `-v` and error messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Source {
    Flag,
    Env(String),
    ConfigFile,
    Default,
}

impl std::fmt::Display for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Flag => f.write_str("command-line flag"),
            Self::Env(name) => write!(f, "environment variable {name}"),
            Self::ConfigFile => f.write_str("config file"),
            Self::Default => f.write_str("default"),
        }
    }
}

#[derive(Debug, Clone)]
pub(crate) struct Setting {
    pub value: String,
    pub source: Source,
}

#[derive(Debug, Clone)]
pub(crate) struct Config {
    path: PathBuf,
    values: toml::Table,
    /// Where the environment half of each lookup is read.
    env: Env,
}

impl Config {
    /// The file named by `--config`/`WARD_CONFIG`, else the default location. A missing file
    /// is an empty config; an unreadable or malformed one is an error.
    pub(crate) fn load(explicit: Option<&Path>, env: &Env) -> Result<Self> {
        let path = match explicit {
            Some(path) => path.to_path_buf(),
            None => default_path(env)?,
        };
        let values = read_values(&path)?;
        Ok(Self {
            path,
            values,
            env: env.clone(),
        })
    }

    /// The config at the path `load` would use, without reading it, for commands that
    /// need nothing from it.
    pub(crate) fn unloaded(explicit: Option<&Path>, env: &Env) -> Self {
        let path = match explicit {
            Some(path) => path.to_path_buf(),
            None => default_path(env).unwrap_or_else(|_| PathBuf::from("config.toml")),
        };
        Self::empty(path).with_env(env.clone())
    }

    /// Read-modify-write of the file at `path` under an exclusive lock, so concurrent
    /// writers each see the others' changes instead of overwriting them with a stale copy.
    pub(crate) fn update<T>(path: &Path, change: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        let _lock = lock_for(path)?;
        let mut config = Self {
            path: path.to_path_buf(),
            values: read_values(path)?,
            env: Env::process(),
        };
        let result = change(&mut config)?;
        Ok(result)
        // The lock is released when `_lock` is dropped, after `change` saved.
    }

    /// An empty config at `path`, for tests.
    pub(crate) fn empty(path: PathBuf) -> Self {
        Self {
            path,
            values: toml::Table::new(),
            env: Env::process(),
        }
    }

    /// The same config, its lookups reading variables from `env`.
    #[must_use]
    pub(crate) fn with_env(mut self, env: Env) -> Self {
        self.env = env;
        self
    }

    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// `section.key` as a string (numbers and booleans are given in their TOML form).
    pub(crate) fn get(&self, section: &str, key: &str) -> Option<String> {
        let value = self.values.get(section)?.as_table()?.get(key)?;
        match value {
            toml::Value::String(text) => Some(text.clone()),
            toml::Value::Integer(_) | toml::Value::Boolean(_) | toml::Value::Float(_) => {
                Some(value.to_string())
            }
            _ => None,
        }
    }

    pub(crate) fn set(&mut self, section: &str, key: &str, value: impl Into<toml::Value>) {
        let table = self
            .values
            .entry(section.to_string())
            .or_insert_with(|| toml::Value::Table(toml::Table::new()));
        if !table.is_table() {
            *table = toml::Value::Table(toml::Table::new());
        }
        if let Some(table) = table.as_table_mut() {
            table.insert(key.to_string(), value.into());
        }
    }

    pub(crate) fn remove(&mut self, section: &str, key: &str) -> bool {
        self.values
            .get_mut(section)
            .and_then(toml::Value::as_table_mut)
            .and_then(|table| table.remove(key))
            .is_some()
    }

    /// Write the file atomically with mode 0600 (it holds API keys and tokens).
    pub(crate) fn save(&self) -> Result<()> {
        let text = toml::to_string_pretty(&self.values)
            .map_err(|error| Error::runtime(format!("could not encode the config: {error}")))?;
        write_private(&self.path, text.as_bytes())
    }

    /// Resolve one setting: the flag, then each environment variable, then the file.
    pub(crate) fn lookup(
        &self,
        flag: Option<&str>,
        env: &[&str],
        section: &str,
        key: &str,
    ) -> Option<Setting> {
        if let Some(value) = flag {
            return Some(Setting {
                value: value.to_string(),
                source: Source::Flag,
            });
        }
        for name in env {
            if let Some(value) = self.env.var(name) {
                return Some(Setting {
                    value,
                    source: Source::Env((*name).to_string()),
                });
            }
        }
        self.get(section, key).map(|value| Setting {
            value,
            source: Source::ConfigFile,
        })
    }

    /// The root URL of `service`: its `WARD_*_URL` variable, then any ecosystem variable,
    /// then `[section] url` in the config file, then the real service.
    pub(crate) fn base_url(&self, service: Service) -> Result<Url> {
        let setting = self
            .lookup(None, service.env_vars(), service.config_section(), "url")
            .unwrap_or(Setting {
                value: service.default_url().to_string(),
                source: Source::Default,
            });
        let url = Url::parse(setting.value.trim()).map_err(|error| {
            Error::usage(format!(
                "the {} URL \"{}\" from the {} is not a valid URL ({error})",
                service.name(),
                setting.value,
                setting.source
            ))
            .with_hint("give scheme://host[:port], for example http://127.0.0.1:8080")
        })?;
        if !matches!(url.scheme(), "http" | "https") {
            return Err(Error::usage(format!(
                "the {} URL \"{}\" from the {} must start with http:// or https://",
                service.name(),
                // It parsed, so it may carry a password: show it masked.
                ward_client::http::redact_url(&url),
                setting.source
            )));
        }
        Ok(url)
    }
}

impl Config {
    /// A stored setting, the flag first, then its variables, then the file.
    pub(crate) fn value(&self, key: &Key, flag: Option<&str>) -> Option<Setting> {
        self.lookup(flag, key.env, key.section, key.key)
    }

    /// A stored secret, the flag first, then its variables, then the file.
    pub(crate) fn secret(&self, key: &Key, flag: Option<&Secret>) -> Option<(Secret, Source)> {
        self.value(key, flag.map(Secret::expose))
            .map(|setting| (Secret::new(setting.value), setting.source))
    }

    /// ward's cache directory (rate-limit state and the like), created on demand:
    /// `WARD_CACHE_DIR` of the run's environment, else the user's cache directory.
    pub(crate) fn cache_dir(&self) -> Result<PathBuf> {
        let dir = self
            .env
            .var_os("WARD_CACHE_DIR")
            .map(PathBuf::from)
            .or_else(|| self.env.cache_dir().map(|dir| dir.join("ward")))
            .unwrap_or_else(|| std::env::temp_dir().join("ward-cache"));
        create_cache_dir(dir)
    }
}

#[cfg(test)]
mod tests;
