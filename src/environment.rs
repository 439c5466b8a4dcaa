//! The environment a run reads its variables from: the process's own, or a fixed set
//! given by a test that runs a command in-process (changing the process environment
//! from a test would race with every other test thread). The user's directories are read
//! through it too, so a run with a fixed environment never sees the real home.
//!
//! On Windows they come from `USERPROFILE`, `APPDATA` and `LOCALAPPDATA` when those hold
//! absolute paths (as gcloud and most tools read them), for the process too; the
//! known-folder API that the `dirs` crate asks is the fallback. A run given folders of
//! its own (a test's sandbox, a CI job) then reads and writes nothing of the real profile.

use std::collections::HashMap;
use std::ffi::{OsStr, OsString};
use std::path::PathBuf;
use std::sync::Arc;

/// A reader of environment variables.
#[derive(Debug, Clone, Default)]
pub struct Env {
    /// `None` reads the process environment at the time of each lookup.
    fixed: Option<Arc<HashMap<OsString, OsString>>>,
}

impl Env {
    /// The process environment.
    pub fn process() -> Self {
        Self::default()
    }

    /// Exactly these variables and no others.
    pub fn fixed<K, V>(vars: impl IntoIterator<Item = (K, V)>) -> Self
    where
        K: Into<OsString>,
        V: Into<OsString>,
    {
        Self {
            fixed: Some(Arc::new(
                vars.into_iter()
                    .map(|(name, value)| (name.into(), value.into()))
                    .collect(),
            )),
        }
    }

    /// The raw value of `name`, set or not.
    #[allow(
        clippy::disallowed_methods,
        reason = "Env is the one reader of the process environment"
    )]
    pub fn var_os(&self, name: impl AsRef<OsStr>) -> Option<OsString> {
        match &self.fixed {
            None => std::env::var_os(name),
            Some(vars) => vars.get(name.as_ref()).cloned(),
        }
    }

    /// The value of `name` when it is set, not empty and valid Unicode: an empty variable
    /// means "not set" everywhere in ward.
    pub fn var(&self, name: impl AsRef<OsStr>) -> Option<String> {
        self.var_os(name)
            .and_then(|value| value.into_string().ok())
            .filter(|value| !value.is_empty())
    }

    /// The user's home directory.
    pub fn home_dir(&self) -> Option<PathBuf> {
        match &self.fixed {
            None if cfg!(windows) => self.absolute("USERPROFILE").or_else(dirs::home_dir),
            None => dirs::home_dir(),
            Some(_) => self.absolute(if cfg!(windows) { "USERPROFILE" } else { "HOME" }),
        }
    }

    /// The user's configuration directory (`dirs::config_dir` for the process).
    pub fn config_dir(&self) -> Option<PathBuf> {
        match &self.fixed {
            None if cfg!(windows) => self.absolute("APPDATA").or_else(dirs::config_dir),
            None => dirs::config_dir(),
            Some(_) => self.platform_dir(
                "XDG_CONFIG_HOME",
                ".config",
                "Library/Application Support",
                "APPDATA",
            ),
        }
    }

    /// The user's cache directory (`dirs::cache_dir` for the process).
    pub fn cache_dir(&self) -> Option<PathBuf> {
        match &self.fixed {
            None if cfg!(windows) => self.absolute("LOCALAPPDATA").or_else(dirs::cache_dir),
            None => dirs::cache_dir(),
            Some(_) => {
                self.platform_dir("XDG_CACHE_HOME", ".cache", "Library/Caches", "LOCALAPPDATA")
            }
        }
    }

    /// The user's state directory, else the local data directory (macOS and Windows have
    /// no state directory).
    pub fn state_dir(&self) -> Option<PathBuf> {
        match &self.fixed {
            None if cfg!(windows) => self.absolute("LOCALAPPDATA").or_else(dirs::data_local_dir),
            None => dirs::state_dir().or_else(dirs::data_local_dir),
            Some(_) => self.platform_dir(
                "XDG_STATE_HOME",
                ".local/state",
                "Library/Application Support",
                "LOCALAPPDATA",
            ),
        }
    }

    /// The platform's rule for one of the user's directories, read from a fixed
    /// environment the way the `dirs` crate reads the process's: on Linux and the BSDs
    /// the XDG variable, else a folder under the home; on macOS a folder under the home;
    /// on Windows a known-folder variable.
    fn platform_dir(
        &self,
        xdg: &str,
        under_home: &str,
        mac: &str,
        windows: &str,
    ) -> Option<PathBuf> {
        if cfg!(windows) {
            self.absolute(windows)
        } else if cfg!(target_os = "macos") {
            self.home_dir().map(|home| home.join(mac))
        } else {
            self.absolute(xdg)
                .or_else(|| self.home_dir().map(|home| home.join(under_home)))
        }
    }

    /// `name` when it holds an absolute path (the XDG rule: a relative one is ignored).
    fn absolute(&self, name: &str) -> Option<PathBuf> {
        self.var_os(name)
            .map(PathBuf::from)
            .filter(|path| path.is_absolute())
    }
}

#[cfg(test)]
mod tests {
    use super::Env;

    #[test]
    fn a_fixed_environment_holds_only_its_own_variables() {
        let env = Env::fixed([("WARD_X", "1"), ("EMPTY", "")]);
        assert_eq!(env.var("WARD_X").as_deref(), Some("1"));
        assert_eq!(env.var("EMPTY"), None);
        assert!(env.var_os("EMPTY").is_some());
        assert_eq!(env.var("PATH"), None);
    }
}
