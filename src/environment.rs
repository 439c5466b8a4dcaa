//! The environment a run reads its variables from: the process's own, or a fixed set
//! given by a test that runs a command in-process (changing the process environment
//! from a test would race with every other test thread).

use std::collections::HashMap;
use std::ffi::{OsStr, OsString};
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
