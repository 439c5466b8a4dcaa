//! A fake cloud plus a fake CI runner (workspace, file-command files, identity-token
//! variables) for the `ward auth` tests.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::PathBuf;

use assert_cmd::Command;
use ward_fakes::cloud::{Cloud, Issued, PROVIDER, REQUEST_TOKEN};
use ward_fakes::{Recorded, Running};

use crate::support::{Sandbox, Ward};

mod ci;
pub use ci::CiAuth;

pub struct CloudRunner {
    pub cloud: Cloud,
    pub server: Running,
    pub sandbox: Sandbox,
}

pub const SA: &str = ward_fakes::cloud::SERVICE_ACCOUNT;

impl CloudRunner {
    pub fn new() -> Self {
        let cloud = Cloud::new();
        let server = ward_fakes::spawn(cloud.router());
        let sandbox = Sandbox::new();
        std::fs::create_dir_all(sandbox.path().join("workspace")).unwrap();
        std::fs::write(
            sandbox.path().join("workspace").join("README.md"),
            "checked out\n",
        )
        .unwrap();
        Self {
            cloud,
            server,
            sandbox,
        }
    }

    pub fn workspace(&self) -> PathBuf {
        self.sandbox.path().join("workspace")
    }

    pub fn url(&self) -> &str {
        &self.server.url
    }

    /// `ward` pointed at the fakes as a step of a GitHub job: the runner's identity-token
    /// variables and workspace.
    pub fn job(&self) -> Ward<'_> {
        self.at_fakes()
            .env(
                "ACTIONS_ID_TOKEN_REQUEST_URL",
                format!("{}/oidc?api-version=2.0", self.url()),
            )
            .env("ACTIONS_ID_TOKEN_REQUEST_TOKEN", REQUEST_TOKEN)
            .env("GITHUB_WORKSPACE", self.workspace())
    }

    /// `ward` pointed at the fakes, on no CI system.
    fn at_fakes(&self) -> Ward<'_> {
        self.sandbox
            .cmd(Vec::<OsString>::new())
            .env("WARD_STS_URL", self.url())
            .env("WARD_IAMCREDENTIALS_URL", self.url())
            .env("WARD_OAUTH2_URL", self.url())
            .env("WARD_RESOURCEMANAGER_URL", self.url())
    }

    /// `ward auth --github-action` with `inputs` as `INPUT_*` variables, writing the
    /// runner's files ([`CloudRunner::file`]).
    pub fn github_action(&self, inputs: &[(&str, &str)]) -> Ward<'_> {
        let mut ward = self
            .job()
            .args(["auth", "--github-action"])
            .env("GITHUB_OUTPUT", self.file("output"))
            .env("GITHUB_ENV", self.file("env"))
            .env("GITHUB_STATE", self.file("state"));
        for (name, value) in inputs {
            ward = ward.env(&format!("INPUT_{}", name.to_ascii_uppercase()), *value);
        }
        ward
    }

    /// `ward` reading cloud credentials through the chain, on no CI system: the token
    /// endpoint and resource manager are the fakes, and nothing answers at the metadata
    /// server's address unless the test names one.
    pub fn chain(&self) -> Ward<'_> {
        self.sandbox
            .cmd(Vec::<OsString>::new())
            .env("WARD_OAUTH2_URL", self.url())
            .env("WARD_RESOURCEMANAGER_URL", self.url())
            .env("GCE_METADATA_HOST", closed_host())
    }

    /// [`CloudRunner::github_action`] as the binary, for a test where the process is the
    /// point.
    pub fn action(&self, inputs: &[(&str, &str)]) -> Command {
        self.github_action(inputs).assert_cmd()
    }

    pub fn file(&self, name: &str) -> PathBuf {
        self.sandbox.path().join(format!("runner-{name}"))
    }

    /// A file-command file parsed the way the runner parses it.
    pub fn parsed(&self, name: &str) -> BTreeMap<String, String> {
        let text = std::fs::read_to_string(self.file(name)).unwrap_or_default();
        parse_file_commands(&text)
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.cloud.log.all()
    }

    pub fn requests_to(&self, path_suffix: &str) -> Vec<Recorded> {
        self.requests()
            .into_iter()
            .filter(|r| r.path.ends_with(path_suffix))
            .collect()
    }

    pub fn credentials_files(&self) -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(self.workspace())
            .unwrap()
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|path| {
                path.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("ci-creds-"))
            })
            .collect();
        files.sort();
        files
    }
}

impl CloudRunner {
    /// `ward` pointed at the fakes as a job of `ci` (`gitlab`, `circleci`, `buildkite`,
    /// `bitbucket`, `azure`, or `none`): its marker and workspace, nothing of GitHub's. The
    /// token variables are the test's to set.
    pub fn on_ci(&self, ci: &str) -> Ward<'_> {
        let ward = self.at_fakes();
        // Each system's marker variable, its value, and the variable naming the checkout.
        let (marker, value, checkout) = match ci {
            "gitlab" => ("GITLAB_CI", "true", "CI_PROJECT_DIR"),
            "circleci" => ("CIRCLECI", "true", "CIRCLE_WORKING_DIRECTORY"),
            "buildkite" => ("BUILDKITE", "true", "BUILDKITE_BUILD_CHECKOUT_PATH"),
            "bitbucket" => ("BITBUCKET_BUILD_NUMBER", "7", "BITBUCKET_CLONE_DIR"),
            "azure" => ("TF_BUILD", "True", "AGENT_TEMPDIRECTORY"),
            _ => return ward,
        };
        let ward = ward.env(marker, value).env(checkout, self.workspace());
        if ci != "azure" {
            return ward;
        }
        ward.env(
            "SYSTEM_OIDCREQUESTURI",
            format!("{}/azure/oidc", self.url()),
        )
        .env("SYSTEM_ACCESSTOKEN", ward_fakes::cloud::AZURE_ACCESS_TOKEN)
        .env(
            "AZURESUBSCRIPTION_SERVICE_CONNECTION_ID",
            ward_fakes::cloud::AZURE_SERVICE_CONNECTION,
        )
    }

    /// An identity token as `ci` issues it, for the provider's default audience.
    pub fn ci_token(&self, ci: &str) -> String {
        ward_fakes::cloud::ci_token(ci, &default_audience(), 300, 1)
    }

    /// A stand-in for a token command: a script named `name` in its own directory that
    /// records its arguments (one per line) in `<name>.args` and prints `token`. Returns
    /// the directory, to put on PATH.
    pub fn token_command(&self, name: &str, token: &str) -> PathBuf {
        let dir = self.sandbox.path().join("bin");
        std::fs::create_dir_all(&dir).unwrap();
        let token_file = dir.join(format!("{name}.token"));
        let args_file = dir.join(format!("{name}.args"));
        std::fs::write(&token_file, token).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let script = dir.join(name);
            std::fs::write(
                &script,
                format!(
                    "#!/bin/sh\nprintf '%s\\n' \"$@\" > '{}'\ncat '{}'\n",
                    args_file.display(),
                    token_file.display()
                ),
            )
            .unwrap();
            std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        #[cfg(windows)]
        {
            let script = dir.join(format!("{name}.cmd"));
            std::fs::write(
                &script,
                format!(
                    "@echo off\r\ntype nul > \"{0}\"\r\nfor %%a in (%*) do echo %%~a>> \"{0}\"\r\ntype \"{1}\"\r\n",
                    args_file.display(),
                    token_file.display()
                ),
            )
            .unwrap();
        }
        dir
    }

    /// The arguments the stand-in command `name` was last run with.
    pub fn token_command_args(&self, name: &str) -> Vec<String> {
        let path = self.sandbox.path().join("bin").join(format!("{name}.args"));
        std::fs::read_to_string(path)
            .unwrap_or_default()
            .lines()
            .map(|line| line.trim_end().to_string())
            .collect()
    }

    /// PATH with `dir` first.
    pub fn path_with(&self, dir: &std::path::Path) -> OsString {
        ci::path_with(dir)
    }

    /// Whether `token` is an access token the fakes issued to the service account.
    pub fn is_access_token_of_sa(&self, token: &str) -> bool {
        matches!(self.cloud.state.lookup(token), Some(Issued::Access { ref account, .. }) if account == SA)
    }

    /// The subject token of the last exchange at the token service.
    pub fn last_subject_token(&self) -> String {
        let exchange = self.requests_to("/v1/token").pop().expect("an exchange");
        let body = exchange.body_json().expect("a JSON exchange");
        body["subjectToken"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }
}

/// `127.0.0.1:PORT` where nothing listens (a listener bound, then dropped).
pub fn closed_host() -> String {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("pick a port")
        .port();
    format!("127.0.0.1:{port}")
}

pub fn default_audience() -> String {
    format!("https://iam.googleapis.com/{PROVIDER}")
}

pub fn federation_inputs() -> Vec<(&'static str, &'static str)> {
    vec![
        ("workload_identity_provider", PROVIDER),
        ("service_account", SA),
    ]
}

/// `NAME=value` and `NAME<<DELIMITER ... DELIMITER` entries, as the runner reads them.
pub fn parse_file_commands(text: &str) -> BTreeMap<String, String> {
    let mut map = BTreeMap::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if let Some((name, delimiter)) = line.split_once("<<") {
            let mut value = Vec::new();
            for inner in lines.by_ref() {
                if inner == delimiter {
                    break;
                }
                value.push(inner);
            }
            map.insert(name.to_string(), value.join("\n"));
        } else if let Some((name, value)) = line.split_once('=') {
            map.insert(name.to_string(), value.to_string());
        }
    }
    map
}

/// File modes are a Unix notion; on Windows the credentials file inherits its folder's ACL.
#[cfg(unix)]
pub fn mode_of(path: &std::path::Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

pub fn bearer_of(request: &Recorded) -> String {
    request
        .header("authorization")
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or_default()
        .to_string()
}

/// What varies from run to run in the cloud's outputs and says nothing about ward: the
/// process id in the fakes' tokens, the signed identity tokens (their times and
/// signatures), times computed from the clock, and the random part of a credentials
/// file's name, the jittered delays before retries, how long a logged request took and
/// how large its answer was; and where the platform keeps gcloud's configuration.
pub const FILTERS: &[(&str, &str)] = &[
    (r"\b([a-z]+)-(\d{8})-\d+\b", "$1-$2-[PID]"),
    (
        r"eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
        "[JWT]",
    ),
    (r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", "[TIME]"),
    (r"ci-creds-[0-9a-f]{16}\.json", "ci-creds-[RANDOM].json"),
    (r"ghadelimiter_[0-9a-f]{32}", "ghadelimiter_[RANDOM]"),
    (r"retrying in \d+ ms", "retrying in [JITTER] ms"),
    // gcloud's configuration directory in the sandbox: %APPDATA%\gcloud on Windows,
    // ~/.config/gcloud elsewhere.
    (r"\[SANDBOX\]/\.?config/gcloud/", "[GCLOUD_CONFIG]/"),
    // The size counts the fake's token, which holds its process id.
    (r"\(\d+ ms, \d+ bytes\)", "([ELAPSED] ms, [SIZE] bytes)"),
];

/// [`ward_snapshot!`](crate::ward_snapshot) with the cloud's [`FILTERS`].
#[macro_export]
macro_rules! cloud_snapshot {
    ($($arg:expr),+ $(,)?) => {{
        let mut settings = insta::Settings::clone_current();
        for (pattern, replacement) in $crate::auth_support::FILTERS {
            settings.add_filter(pattern, *replacement);
        }
        settings.bind(|| $crate::ward_snapshot!($($arg),+));
    }};
}
