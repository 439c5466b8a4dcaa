//! `ward auth` runs on CI systems other than GitHub Actions, built up by a test: the
//! fakes, the job's variables, the flags, and what the run must end with.

use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};
use std::process::Output;

use assert_cmd::Command;
use serde_json::Value;
use ward_fakes::cloud::PROVIDER;

use super::{CloudRunner, SA};
use crate::support::stderr_of;

/// PATH with `dir` first.
pub(super) fn path_with(dir: &Path) -> OsString {
    let mut paths = vec![dir.to_path_buf()];
    paths.extend(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    ));
    std::env::join_paths(paths).unwrap()
}

impl CloudRunner {
    /// `ward auth --workload-identity-provider PROVIDER` as a job of `ci` (see
    /// [`CloudRunner::on_ci`]), for the test to add to and run.
    pub fn ci_auth(&self, ci: &str) -> CiAuth {
        self.ci_auth_after(ci, &[])
    }

    /// [`CloudRunner::ci_auth`] on no known CI system, with a stand-in `issue-token` command
    /// first on PATH; also the generic identity token that command prints.
    pub fn ci_auth_issue_token(&self) -> (CiAuth, String) {
        let token = self.ci_token("generic");
        let bin = self.token_command("issue-token", &token);
        (self.ci_auth("none").path_first(&bin), token)
    }

    /// [`CloudRunner::ci_auth`] with `global` flags (`-v`) before `auth`.
    pub fn ci_auth_after(&self, ci: &str, global: &[&str]) -> CiAuth {
        let mut command = self.on_ci(ci);
        command
            .args(global)
            .args(["auth", "--workload-identity-provider", PROVIDER]);
        CiAuth {
            command,
            ci: ci.to_string(),
            workspace: self.workspace(),
        }
    }
}

/// A `ward auth` run on a CI system other than GitHub Actions, built up by a test.
pub struct CiAuth {
    command: Command,
    ci: String,
    workspace: PathBuf,
}

impl CiAuth {
    pub fn env(mut self, name: &str, value: impl AsRef<OsStr>) -> Self {
        self.command.env(name, value);
        self
    }

    pub fn env_remove(mut self, name: &str) -> Self {
        self.command.env_remove(name);
        self
    }

    /// `token` where the job's CI system hands out its identity token.
    pub fn token(self, token: &str) -> Self {
        let variable = match self.ci.as_str() {
            "gitlab" => "GITLAB_OIDC_TOKEN",
            "circleci" => "CIRCLE_OIDC_TOKEN",
            "bitbucket" => "BITBUCKET_STEP_OIDC_TOKEN",
            other => panic!("{other} hands out no token in a variable"),
        };
        self.env(variable, token)
    }

    /// PATH with `dir` first, where a stand-in token command waits.
    pub fn path_first(self, dir: &Path) -> Self {
        self.env("PATH", path_with(dir))
    }

    pub fn arg(mut self, arg: impl AsRef<OsStr>) -> Self {
        self.command.arg(arg);
        self
    }

    pub fn args(mut self, args: impl IntoIterator<Item = impl AsRef<OsStr>>) -> Self {
        self.command.args(args);
        self
    }

    /// As the service account, by impersonation.
    pub fn impersonating(self) -> Self {
        self.args(["--service-account", SA])
    }

    /// The credentials file in the job's checkout, for systems ward knows no checkout of.
    pub fn credentials_in_workspace(self) -> Self {
        let workspace = self.workspace.clone();
        self.arg("--credentials-dir").arg(workspace)
    }

    /// Without a credentials file, where the test looks only at the exchange.
    pub fn no_credentials_file(self) -> Self {
        self.args(["--create-credentials-file", "false"])
    }

    pub fn output(mut self) -> Output {
        self.command.output().unwrap()
    }

    /// The run, which must succeed.
    pub fn succeeds(self) -> Output {
        let output = self.output();
        assert!(output.status.success(), "{}", stderr_of(&output));
        output
    }

    /// The outputs as JSON (`-o json`) of a run that must succeed.
    pub fn json(self) -> Value {
        let output = self.args(["-o", "json"]).succeeds();
        serde_json::from_slice(&output.stdout).unwrap()
    }

    /// The standard error of a run that must exit with `code` and say `says` there.
    pub fn fails(self, code: i32, says: &str) -> String {
        let output = self.output();
        let stderr = stderr_of(&output);
        assert_eq!(output.status.code(), Some(code), "{stderr}");
        assert!(stderr.contains(says), "{stderr}");
        stderr
    }
}
