//! The keys and tokens ward stores, and the variables that override each.

/// A stored setting: where it lives in the file and which variables override it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Key {
    pub section: &'static str,
    pub key: &'static str,
    pub env: &'static [&'static str],
    pub secret: bool,
    pub label: &'static str,
}

pub(crate) const RELEASES_KEY: Key = Key {
    section: "releases",
    key: "api_key",
    env: &["WARD_RELEASES_KEY"],
    secret: true,
    label: "release-tracker API key",
};

pub(crate) const RELEASES_EMAIL: Key = Key {
    section: "releases",
    key: "email",
    env: &["WARD_RELEASES_EMAIL"],
    secret: false,
    label: "release-tracker account e-mail",
};

pub(crate) const BREACHES_KEY: Key = Key {
    section: "breaches",
    key: "api_key",
    env: &["WARD_BREACHES_KEY", "HIBP_API_KEY"],
    secret: true,
    label: "breach API key",
};

pub(crate) const HUB_TOKEN: Key = Key {
    section: "hub",
    key: "token",
    env: &["WARD_HUB_TOKEN", "HF_TOKEN", "HUGGING_FACE_HUB_TOKEN"],
    secret: true,
    label: "hub access token",
};
