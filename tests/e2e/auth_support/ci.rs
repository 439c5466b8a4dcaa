//! `ward auth` runs on CI systems other than GitHub Actions, built up by a test: the
//! fakes, the job's variables, the flags, and what the run must end with.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use serde_json::Value;
use ward_fakes::cloud::PROVIDER;

use super::{CloudRunner, SA};
use crate::support::{Run, Ward};

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
    pub fn ci_auth(&self, ci: &str) -> CiAuth<'_> {
        self.ci_auth_after(ci, &[])
    }

    /// [`CloudRunner::ci_auth`] on no known CI system, with a stand-in `issue-token` command
    /// first on PATH; also the generic identity token that command prints.
    pub fn ci_auth_issue_token(&self) -> (CiAuth<'_>, String) {
        let token = self.ci_token("generic");
        let bin = self.token_command("issue-token", &token);
        (self.ci_auth("none").path_first(&bin), token)
    }

    /// [`CloudRunner::ci_auth`] with `global` flags (`-v`) before `auth`.
    pub fn ci_auth_after(&self, ci: &str, global: &[&str]) -> CiAuth<'_> {
        let ward =
            self.on_ci(ci)
                .args(global)
                .args(["auth", "--workload-identity-provider", PROVIDER]);
        CiAuth {
            ward,
            ci: ci.to_string(),
            workspace: self.workspace(),
            process: false,
        }
    }
}

/// A `ward auth` run on a CI system other than GitHub Actions, built up by a test. It runs
/// in-process unless it needs the binary: a stand-in command found on PATH (ward looks
/// programs up in its own process's PATH), or a credentials file naming ward itself.
pub struct CiAuth<'s> {
    ward: Ward<'s>,
    ci: String,
    workspace: PathBuf,
    process: bool,
}

impl<'s> CiAuth<'s> {
    pub fn env(mut self, name: &str, value: impl Into<OsString>) -> Self {
        self.ward = self.ward.env(name, value);
        self
    }

    pub fn env_remove(mut self, name: &str) -> Self {
        self.ward = self.ward.env_remove(name);
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

    /// PATH with `dir` first, where a stand-in token command waits; the run is then the
    /// binary's, whose own PATH ward searches.
    pub fn path_first(mut self, dir: &Path) -> Self {
        self.process = true;
        self.env("PATH", path_with(dir))
    }

    /// Run as the binary: for a credentials file whose executable source (ward's own
    /// path) a client library runs later, or for the -v log (the binary sets it up).
    pub fn in_a_process(mut self) -> Self {
        self.process = true;
        self
    }

    pub fn arg(mut self, arg: impl Into<OsString>) -> Self {
        self.ward = self.ward.arg(arg);
        self
    }

    pub fn args<I, S>(mut self, args: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<OsString>,
    {
        self.ward = self.ward.args(args);
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

    pub fn run(self) -> Run {
        if self.process {
            self.ward.run_process()
        } else {
            self.ward.run()
        }
    }

    /// The run, which must succeed.
    pub fn succeeds(self) -> Run {
        let run = self.run();
        run.expect_success();
        run
    }

    /// The outputs as JSON (`-o json`) of a run that must succeed.
    pub fn json(self) -> Value {
        self.args(["-o", "json"]).succeeds().json()
    }

    /// A run that must exit with `code`.
    pub fn fails(self, code: u8) -> Run {
        let run = self.run();
        run.expect_code(code);
        run
    }
}
