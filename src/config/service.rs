//! The services ward talks to and where each one's base URL is set.

/// The services ward talks to, for base-URL resolution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Service {
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
    pub(crate) fn name(self) -> &'static str {
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

    pub(crate) fn env_vars(self) -> &'static [&'static str] {
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

    pub(crate) fn config_section(self) -> &'static str {
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

    pub(crate) fn default_url(self) -> &'static str {
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

    pub(crate) const ALL: [Self; 8] = [
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
