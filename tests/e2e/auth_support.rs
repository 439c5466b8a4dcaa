//! A fake cloud plus a fake CI runner (workspace, file-command files, identity-token
//! variables) for the `ward auth` tests.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::PathBuf;

use assert_cmd::Command;
use ward_fakes::cloud::{Cloud, PROVIDER, REQUEST_TOKEN};
use ward_fakes::{Recorded, Running};

use crate::support::Sandbox;

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

    /// `ward` pointed at the fakes, with the runner's identity-token variables.
    pub fn ward(&self) -> Command {
        let mut command = self.sandbox.ward();
        command
            .env("WARD_STS_URL", self.url())
            .env("WARD_IAMCREDENTIALS_URL", self.url())
            .env("WARD_OAUTH2_URL", self.url())
            .env("WARD_RESOURCEMANAGER_URL", self.url())
            .env(
                "ACTIONS_ID_TOKEN_REQUEST_URL",
                format!("{}/oidc?api-version=2.0", self.url()),
            )
            .env("ACTIONS_ID_TOKEN_REQUEST_TOKEN", REQUEST_TOKEN)
            .env("GITHUB_WORKSPACE", self.workspace());
        command
    }

    /// `ward auth --github-action` with `inputs` as `INPUT_*` variables.
    pub fn action(&self, inputs: &[(&str, &str)]) -> Command {
        let mut command = self.ward();
        command
            .args(["auth", "--github-action"])
            .env("GITHUB_OUTPUT", self.file("output"))
            .env("GITHUB_ENV", self.file("env"))
            .env("GITHUB_STATE", self.file("state"));
        for (name, value) in inputs {
            command.env(format!("INPUT_{}", name.to_ascii_uppercase()), value);
        }
        command
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
