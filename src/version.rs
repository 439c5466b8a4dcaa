//! What `ward --version` reports: the version, the commit built from and the target.

use serde::Serialize;

/// `0.2.0 (abc1234 x86_64-unknown-linux-musl)`: what clap prints after the name.
pub const LONG: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (",
    env!("WARD_GIT_COMMIT"),
    " ",
    env!("WARD_TARGET"),
    ")"
);

/// The same facts as an object, for `ward --version -o json`.
#[derive(Debug, Serialize)]
pub struct Version {
    pub name: &'static str,
    pub version: &'static str,
    pub commit: &'static str,
    pub target: &'static str,
}

pub const VERSION: Version = Version {
    name: "ward",
    version: env!("CARGO_PKG_VERSION"),
    commit: env!("WARD_GIT_COMMIT"),
    target: env!("WARD_TARGET"),
};

#[cfg(test)]
mod tests {
    #[test]
    fn long_version_names_version_commit_and_target() {
        let v = &super::VERSION;
        assert_eq!(
            super::LONG,
            format!("{} ({} {})", v.version, v.commit, v.target)
        );
        assert!(!v.commit.is_empty() && !v.commit.contains(' '));
    }
}
