//! The config file (`<config dir>/ward/config.toml`, mode 0600), environment variables and
//! their precedence: flag > environment > config file > default.

use std::path::{Path, PathBuf};

use url::Url;

use crate::error::{Error, Result};
use crate::secret::Secret;

/// Where a setting's value came from, for `-v` and error messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
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
pub struct Setting {
    pub value: String,
    pub source: Source,
}

#[derive(Debug, Clone)]
pub struct Config {
    path: PathBuf,
    values: toml::Table,
    /// Where the environment half of each lookup is read.
    env: crate::environment::Env,
}

impl Config {
    /// The file named by `--config`/`WARD_CONFIG`, else the default location. A missing file
    /// is an empty config; an unreadable or malformed one is an error.
    pub fn load(explicit: Option<&Path>) -> Result<Self> {
        let path = match explicit {
            Some(path) => path.to_path_buf(),
            None => default_path()?,
        };
        let values = read_values(&path)?;
        Ok(Self {
            path,
            values,
            env: crate::environment::Env::process(),
        })
    }

    /// The config at the path `load` would use, without reading it, for commands that
    /// need nothing from it.
    pub fn unloaded(explicit: Option<&Path>) -> Self {
        let path = match explicit {
            Some(path) => path.to_path_buf(),
            None => default_path().unwrap_or_else(|_| PathBuf::from("config.toml")),
        };
        Self::empty(path)
    }

    /// Read-modify-write of the file at `path` under an exclusive lock, so concurrent
    /// writers each see the others' changes instead of overwriting them with a stale copy.
    pub fn update<T>(path: &Path, change: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        let _lock = lock_for(path)?;
        let mut config = Self {
            path: path.to_path_buf(),
            values: read_values(path)?,
            env: crate::environment::Env::process(),
        };
        let result = change(&mut config)?;
        Ok(result)
        // The lock is released when `_lock` is dropped, after `change` saved.
    }

    /// An empty config at `path`, for tests.
    pub fn empty(path: PathBuf) -> Self {
        Self {
            path,
            values: toml::Table::new(),
            env: crate::environment::Env::process(),
        }
    }

    /// The same config, its lookups reading variables from `env`.
    #[must_use]
    pub fn with_env(mut self, env: crate::environment::Env) -> Self {
        self.env = env;
        self
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `section.key` as a string (numbers and booleans are given in their TOML form).
    pub fn get(&self, section: &str, key: &str) -> Option<String> {
        let value = self.values.get(section)?.as_table()?.get(key)?;
        match value {
            toml::Value::String(text) => Some(text.clone()),
            toml::Value::Integer(_) | toml::Value::Boolean(_) | toml::Value::Float(_) => {
                Some(value.to_string())
            }
            _ => None,
        }
    }

    pub fn set(&mut self, section: &str, key: &str, value: impl Into<toml::Value>) {
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

    pub fn remove(&mut self, section: &str, key: &str) -> bool {
        self.values
            .get_mut(section)
            .and_then(toml::Value::as_table_mut)
            .and_then(|table| table.remove(key))
            .is_some()
    }

    /// Write the file atomically with mode 0600 (it holds API keys and tokens).
    pub fn save(&self) -> Result<()> {
        let text = toml::to_string_pretty(&self.values)
            .map_err(|error| Error::runtime(format!("could not encode the config: {error}")))?;
        write_private(&self.path, text.as_bytes())
    }

    /// Resolve one setting: the flag, then each environment variable, then the file.
    pub fn lookup(
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

    /// Like [`Config::lookup`], for a value that must stay secret.
    pub fn lookup_secret(
        &self,
        flag: Option<&Secret>,
        env: &[&str],
        section: &str,
        key: &str,
    ) -> Option<(Secret, Source)> {
        self.lookup(flag.map(Secret::expose), env, section, key)
            .map(|setting| (Secret::new(setting.value), setting.source))
    }

    /// The root URL of `service`: its `WARD_*_URL` variable, then any ecosystem variable,
    /// then `[section] url` in the config file, then the real service.
    pub fn base_url(&self, service: Service) -> Result<Url> {
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

/// The services ward talks to, for base-URL resolution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Service {
    Releases,
    Breaches,
    Passwords,
    Sts,
    IamCredentials,
    OAuth2,
    ResourceManager,
    Hub,
}

impl Service {
    pub fn name(self) -> &'static str {
        match self {
            Self::Releases => "release tracker",
            Self::Breaches => "breach API",
            Self::Passwords => "password range API",
            Self::Sts => "token service (STS)",
            Self::IamCredentials => "IAM credentials API",
            Self::OAuth2 => "OAuth2 token endpoint",
            Self::ResourceManager => "resource manager",
            Self::Hub => "hub",
        }
    }

    pub fn env_vars(self) -> &'static [&'static str] {
        match self {
            Self::Releases => &["WARD_RELEASES_URL"],
            Self::Breaches => &["WARD_BREACHES_URL"],
            Self::Passwords => &["WARD_PASSWORDS_URL"],
            Self::Sts => &["WARD_STS_URL"],
            Self::IamCredentials => &["WARD_IAMCREDENTIALS_URL"],
            Self::OAuth2 => &["WARD_OAUTH2_URL"],
            Self::ResourceManager => &["WARD_RESOURCEMANAGER_URL"],
            // ward's own variable wins over the ecosystem's.
            Self::Hub => &["WARD_HUB_URL", "HF_ENDPOINT"],
        }
    }

    pub fn config_section(self) -> &'static str {
        match self {
            Self::Releases => "releases",
            Self::Breaches => "breaches",
            Self::Passwords => "passwords",
            Self::Sts => "sts",
            Self::IamCredentials => "iamcredentials",
            Self::OAuth2 => "oauth2",
            Self::ResourceManager => "resourcemanager",
            Self::Hub => "hub",
        }
    }

    pub fn default_url(self) -> &'static str {
        match self {
            Self::Releases => "https://api.newreleases.io",
            Self::Breaches => "https://haveibeenpwned.com",
            Self::Passwords => "https://api.pwnedpasswords.com",
            Self::Sts => "https://sts.googleapis.com",
            Self::IamCredentials => "https://iamcredentials.googleapis.com",
            Self::OAuth2 => "https://oauth2.googleapis.com",
            Self::ResourceManager => "https://cloudresourcemanager.googleapis.com",
            Self::Hub => "https://huggingface.co",
        }
    }

    pub const ALL: [Self; 8] = [
        Self::Releases,
        Self::Breaches,
        Self::Passwords,
        Self::Sts,
        Self::IamCredentials,
        Self::OAuth2,
        Self::ResourceManager,
        Self::Hub,
    ];
}

/// The config file holds a few keys; anything this large is not one.
pub const MAX_CONFIG_BYTES: u64 = 256 * 1024;

fn read_values(path: &Path) -> Result<toml::Table> {
    use std::io::Read as _;
    let file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(toml::Table::new()),
        Err(error) => {
            return Err(Error::io(
                format!("could not read the config file {}", path.display()),
                error,
            ))
        }
    };
    let mut text = String::new();
    file.take(MAX_CONFIG_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(|error| {
            Error::io(
                format!("could not read the config file {}", path.display()),
                error,
            )
        })?;
    if text.len() as u64 > MAX_CONFIG_BYTES {
        return Err(Error::usage(format!(
            "the config file {} is larger than {} KiB, the most ward reads",
            path.display(),
            MAX_CONFIG_BYTES / 1024
        ))
        .with_hint("remove the file and store the settings again with `ward configure`"));
    }
    toml::from_str(&text).map_err(|error| {
        Error::usage(format!(
            "the config file {} is not valid TOML{}: {}",
            path.display(),
            toml_place(&text, &error),
            toml_message(&error)
        ))
        .with_hint("fix or remove the file, or run `ward configure` to rewrite it")
    })
}

/// ` at line L, column C` for a TOML error in `text`, or nothing when toml gives no place.
pub(crate) fn toml_place(text: &str, error: &toml::de::Error) -> String {
    error
        .span()
        .map(|span| {
            let (line, column) = line_column(text, span.start);
            format!(" at line {line}, column {column}")
        })
        .unwrap_or_default()
}

/// toml's message on one line (it can span several).
pub(crate) fn toml_message(error: &toml::de::Error) -> String {
    error.message().trim_end().replace('\n', "; ")
}

/// 1-based line and column (in characters) of byte `offset` in `text`.
fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |index| index + 1);
    let column = before
        .get(line_start..)
        .map_or(0, |rest| rest.chars().count())
        + 1;
    (line, column)
}

/// An exclusive lock on a file beside the config: the config itself is replaced by a
/// rename on every save, so a lock on it would not outlive the first writer.
fn lock_for(path: &Path) -> Result<std::fs::File> {
    let lock_path = beside(path, |name| format!(".{name}.lock"))?;
    let file = ward_client::files::open_private_no_follow(&lock_path).map_err(|error| {
        Error::io(
            format!("could not open the lock file {}", lock_path.display()),
            error,
        )
    })?;
    file.lock()
        .map_err(|error| Error::io(format!("could not lock {}", lock_path.display()), error))?;
    Ok(file)
}

/// A file named from `path`'s own name in `path`'s folder, which is created if missing.
fn beside(path: &Path, name: impl FnOnce(&str) -> String) -> Result<PathBuf> {
    let dir = path
        .parent()
        .filter(|dir| !dir.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)
        .map_err(|error| Error::io(format!("could not create {}", dir.display()), error))?;
    let file_name = path
        .file_name()
        .and_then(|name| name.to_str())
        .unwrap_or("config");
    Ok(dir.join(name(file_name)))
}

fn default_path() -> Result<PathBuf> {
    dirs::config_dir()
        .map(|dir| dir.join("ward").join("config.toml"))
        .ok_or_else(|| {
            Error::usage("could not find a config directory for this user")
                .with_hint("set --config FILE or WARD_CONFIG")
        })
}

/// ward's cache directory (rate-limit state and the like), created on demand.
pub fn cache_dir() -> Result<PathBuf> {
    let dir = std::env::var_os("WARD_CACHE_DIR")
        .map(PathBuf::from)
        .or_else(|| dirs::cache_dir().map(|dir| dir.join("ward")))
        .unwrap_or_else(|| std::env::temp_dir().join("ward-cache"));
    create_cache_dir(dir)
}

/// `dir`, created when missing, to keep ward's cache in.
pub fn create_cache_dir(dir: PathBuf) -> Result<PathBuf> {
    std::fs::create_dir_all(&dir).map_err(|error| {
        Error::io(
            format!("could not create the cache directory {}", dir.display()),
            error,
        )
    })?;
    Ok(dir)
}

/// Write `bytes` to `path` through a temporary file and a rename, readable by the owner only.
pub fn write_private(path: &Path, bytes: &[u8]) -> Result<()> {
    use std::io::Write;
    let temp = beside(path, |name| format!(".{name}.{}.tmp", std::process::id()))?;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let result = options
        .open(&temp)
        .and_then(|mut file| file.write_all(bytes).and_then(|()| file.sync_all()))
        .and_then(|()| std::fs::rename(&temp, path));
    if let Err(error) = result {
        let _ = std::fs::remove_file(&temp);
        return Err(Error::io(
            format!("could not write {}", path.display()),
            error,
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_beats_config_file() {
        let mut config = Config::empty(PathBuf::from("unused.toml"));
        config.set("releases", "api_key", "from-file");
        let setting = config
            .lookup(
                Some("from-flag"),
                &["WARD_TEST_UNSET_VARIABLE"],
                "releases",
                "api_key",
            )
            .unwrap();
        assert_eq!(setting.value, "from-flag");
        assert_eq!(setting.source, Source::Flag);
        let setting = config
            .lookup(None, &["WARD_TEST_UNSET_VARIABLE"], "releases", "api_key")
            .unwrap();
        assert_eq!(setting.value, "from-file");
        assert_eq!(setting.source, Source::ConfigFile);
    }

    #[test]
    fn saves_with_owner_only_permissions_and_reloads() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nested").join("config.toml");
        let mut config = Config::empty(path.clone());
        config.set("hub", "token", "hf_example");
        config.save().unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        let loaded = Config::load(Some(&path)).unwrap();
        assert_eq!(loaded.get("hub", "token").as_deref(), Some("hf_example"));
    }

    #[test]
    fn malformed_file_is_a_usage_error() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "[releases\n").unwrap();
        let error = Config::load(Some(&path)).unwrap_err();
        assert_eq!(error.exit_code(), 2);
    }

    #[test]
    fn toml_errors_name_line_and_column() {
        assert_eq!(line_column("a = 1\nbé = = 2\n", 12), (2, 6));
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "[hub]\ntoken = = 1\n").unwrap();
        let error = Config::load(Some(&path)).unwrap_err().to_string();
        assert!(error.contains("line 2, column"), "{error}");
        assert!(!error.contains('\n'), "{error}");
    }

    #[test]
    fn base_url_from_config_and_validation() {
        let mut config = Config::empty(PathBuf::from("unused.toml"));
        config.set("passwords", "url", "http://127.0.0.1:1234");
        assert_eq!(
            config.base_url(Service::Passwords).unwrap().as_str(),
            "http://127.0.0.1:1234/"
        );
        config.set("passwords", "url", "ftp://example.com");
        assert!(config.base_url(Service::Passwords).is_err());
    }
}

/// A stored setting: where it lives in the file and which variables override it.
#[derive(Debug, Clone, Copy)]
pub struct Key {
    pub section: &'static str,
    pub key: &'static str,
    pub env: &'static [&'static str],
    pub secret: bool,
    pub label: &'static str,
}

pub const RELEASES_KEY: Key = Key {
    section: "releases",
    key: "api_key",
    env: &["WARD_RELEASES_KEY"],
    secret: true,
    label: "release-tracker API key",
};

pub const RELEASES_EMAIL: Key = Key {
    section: "releases",
    key: "email",
    env: &["WARD_RELEASES_EMAIL"],
    secret: false,
    label: "release-tracker account e-mail",
};

pub const BREACHES_KEY: Key = Key {
    section: "breaches",
    key: "api_key",
    env: &["WARD_BREACHES_KEY", "HIBP_API_KEY"],
    secret: true,
    label: "breach API key",
};

pub const HUB_TOKEN: Key = Key {
    section: "hub",
    key: "token",
    env: &["WARD_HUB_TOKEN", "HF_TOKEN", "HUGGING_FACE_HUB_TOKEN"],
    secret: true,
    label: "hub access token",
};

impl Config {
    /// A stored setting, the flag first, then its variables, then the file.
    pub fn value(&self, key: &Key, flag: Option<&str>) -> Option<Setting> {
        self.lookup(flag, key.env, key.section, key.key)
    }

    /// A stored secret, the flag first, then its variables, then the file.
    pub fn secret(&self, key: &Key, flag: Option<&Secret>) -> Option<(Secret, Source)> {
        self.lookup_secret(flag, key.env, key.section, key.key)
    }
}
