//! Routes of the receiver: `--route NAME=COMMAND` and the `--routes` TOML file.

mod command;
mod file;
pub(crate) mod secrets;

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::error::{Error, Result};
use crate::services::release_events::ReleaseFilter;
use crate::webhook_server::forward::destination::Destination;
use crate::webhook_server::verify::{self, HmacSettings, Scheme};
use command::CommandEntry;

/// Settings that apply to every route that does not set its own.
#[derive(Debug, Clone)]
pub(crate) struct Defaults {
    pub shell: bool,
    pub policy: Policy,
    pub verify: VerifyDefaults,
}

/// How routes check who sent a delivery, unless they say otherwise.
#[derive(Debug, Clone)]
pub(crate) struct VerifyDefaults {
    /// A name of [`Scheme::NAMES`].
    pub scheme: String,
    pub hmac: HmacSettings,
    pub tolerance: Duration,
}

impl Default for VerifyDefaults {
    fn default() -> Self {
        Self {
            scheme: "hub".into(),
            hmac: HmacSettings::default(),
            tolerance: Duration::from_secs(verify::DEFAULT_TOLERANCE),
        }
    }
}

impl VerifyDefaults {
    /// The rule for a route that sets `scheme` and `hmac` over these (None: the default);
    /// `context` names the route in errors.
    pub(crate) fn rule(
        &self,
        scheme: Option<&str>,
        hmac: Option<&HmacSettings>,
        tolerance: Option<Duration>,
        context: &str,
    ) -> Result<verify::Rule> {
        let name = scheme.unwrap_or(&self.scheme);
        let bad = |problem: String| {
            Error::usage(format!("{context}: {problem}")).with_hint(
                "each scheme and its settings are described under \"Verifying senders\" in docs/webhook-serve.md",
            )
        };
        let rule = if name == "hmac" {
            let mut settings = self.hmac.clone();
            if let Some(own) = hmac {
                settings.merge(own);
            }
            Some(settings.rule().map_err(bad)?)
        } else {
            if hmac.is_some_and(|own| !own.is_empty()) {
                return Err(bad(format!(
                    "HMAC settings only apply to the hmac scheme, not to {name}"
                )));
            }
            None
        };
        let scheme = Scheme::parse(name, rule).map_err(bad)?;
        Ok(verify::Rule {
            scheme,
            tolerance: tolerance.unwrap_or(self.tolerance),
            sources: Vec::new(),
            verifier: None,
        })
    }
}

/// How a route runs its jobs: the flags set it for every route, a routes file per route.
#[derive(Debug, Clone)]
pub(crate) struct Policy {
    pub wait: bool,
    pub timeout: Duration,
    pub concurrency: usize,
    pub queue: usize,
    /// Further attempts after a failed one (not for --wait routes).
    pub retries: u32,
    /// Pause before the first retry; doubled for each further one.
    pub backoff: Duration,
    /// How long a delivery's identity is remembered, so that the sender's repeat adds no
    /// second job (zero: every delivery is a new job).
    pub dedup_retention: Duration,
}

/// Ranges of the numeric settings, shared by the flags and the routes file.
pub(crate) mod limits {
    use std::ops::RangeInclusive;
    pub(crate) const TIMEOUT: RangeInclusive<u64> = 1..=604_800;
    pub(crate) const CONCURRENCY: RangeInclusive<usize> = 1..=256;
    pub(crate) const QUEUE: RangeInclusive<usize> = 0..=1_000_000;
    pub(crate) const RETRIES: RangeInclusive<u32> = 0..=100;
    pub(crate) const BACKOFF: RangeInclusive<u64> = 1..=86_400;
    /// Seconds, thirty days at most.
    pub(crate) const DEDUP_RETENTION: RangeInclusive<u64> = 0..=2_592_000;
}

/// Commands one route runs at once unless told otherwise: four per available core. A
/// webhook's command mostly waits (on the network, on git, on a deploy) rather than
/// computes, so one per core left the cores idle while a burst's backlog grew.
pub(crate) fn default_concurrency() -> usize {
    std::thread::available_parallelism()
        .map(std::num::NonZeroUsize::get)
        .unwrap_or(1)
        .saturating_mul(4)
        .clamp(*limits::CONCURRENCY.start(), *limits::CONCURRENCY.end())
}

/// The program to run, resolved once at start so a typo fails before the first delivery.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct CommandLine {
    pub program: PathBuf,
    pub args: Vec<String>,
    /// The command as the user wrote it, for messages.
    pub display: String,
}

/// Which deliveries a route acts on; an empty list accepts everything.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Filters {
    pub actions: Vec<String>,
    pub repo_types: Vec<String>,
    /// Prefixes of `event.scope` (`repo` matches `repo.content` too).
    pub scopes: Vec<String>,
    /// Globs on `repo.name` (`*` matches any run of characters).
    pub repos: Vec<String>,
}

#[derive(Debug, Clone)]
pub(crate) struct Route {
    pub name: String,
    pub filters: Filters,
    /// None: accept and log only.
    pub command: Option<CommandLine>,
    pub policy: Policy,
    pub workdir: Option<PathBuf>,
    /// Who may deliver: the scheme, its secrets and their check.
    pub verify: verify::Rule,
    /// Which releases run the command on a route of the release tracker's deliveries.
    pub release: ReleaseFilter,
    /// Where each delivery is sent instead of running a command (`forward` in the file).
    pub forward: Option<Destination>,
}

impl Route {
    /// Whether deliveries become jobs (a command or a destination), or are only logged.
    pub(crate) fn runs_jobs(&self) -> bool {
        self.command.is_some() || self.forward.is_some()
    }
}

/// Where bare program names are looked up: the run's PATH, not necessarily the process's.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Lookup<'a> {
    pub path: Option<&'a OsStr>,
}

/// Every route from the flags and the file, checked: valid unique names, commands that
/// exist, positive limits.
pub(crate) fn load(
    flags: &[String],
    file: Option<&Path>,
    defaults: &Defaults,
    lookup: Lookup<'_>,
) -> Result<Vec<Route>> {
    let mut routes = Vec::new();
    for flag in flags {
        routes.push(from_flag(flag, defaults, lookup)?);
    }
    if let Some(path) = file {
        routes.extend(file::load(path, defaults, lookup)?);
    }
    if routes.is_empty() {
        return Err(
            Error::usage("no routes: give --route NAME=COMMAND or --routes FILE")
                .with_hint("for example: ward webhook serve --route build='make deploy'"),
        );
    }
    for (index, route) in routes.iter().enumerate() {
        if routes[..index].iter().any(|other| other.name == route.name) {
            return Err(Error::usage(format!(
                "the route \"{}\" is defined twice; route names must be unique",
                route.name
            )));
        }
    }
    Ok(routes)
}

fn from_flag(flag: &str, defaults: &Defaults, lookup: Lookup<'_>) -> Result<Route> {
    let (name, command) = match flag.split_once('=') {
        Some((name, command)) => (name.trim(), Some(command.trim())),
        None => (flag.trim(), None),
    };
    check_name(name, &format!("--route {flag}"))?;
    let command = match command {
        Some("") => {
            return Err(Error::usage(format!(
            "--route {flag}: the command after '=' is empty; leave out '=' to only accept and log"
        )))
        }
        Some(line) => Some(command::resolve(
            CommandEntry::Line(line.to_string()),
            defaults.shell,
            None,
            lookup,
            &format!("--route {name}"),
        )?),
        None => None,
    };
    let verify = defaults
        .verify
        .rule(None, None, None, &format!("--route {name}"))?;
    Ok(Route {
        name: name.to_string(),
        command,
        filters: Filters::default(),
        policy: defaults.policy.clone(),
        workdir: None,
        verify,
        release: ReleaseFilter::default(),
        forward: None,
    })
}

fn check_name(name: &str, context: &str) -> Result<()> {
    let valid = !name.is_empty()
        && name.len() <= 100
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
        && name != "."
        && name != "..";
    if valid {
        Ok(())
    } else {
        Err(Error::usage(format!(
            "{context}: the route name \"{name}\" may only use letters, digits, '_', '-' and '.'"
        )))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn defaults() -> Defaults {
        Defaults {
            shell: false,
            policy: Policy {
                wait: false,
                timeout: Duration::from_secs(5),
                concurrency: 1,
                queue: 10,
                retries: 0,
                backoff: Duration::from_secs(10),
                dedup_retention: Duration::from_secs(86_400),
            },
            verify: VerifyDefaults::default(),
        }
    }

    /// The test process's own PATH, where `true` and `sh` are found.
    #[allow(
        clippy::disallowed_methods,
        reason = "tests find `true` and `sh` on the test process's own PATH"
    )]
    pub(crate) fn lookup() -> Lookup<'static> {
        static PATH: std::sync::OnceLock<Option<std::ffi::OsString>> = std::sync::OnceLock::new();
        Lookup {
            path: PATH.get_or_init(|| std::env::var_os("PATH")).as_deref(),
        }
    }

    /// A routes file holding `text`, in a directory that lives as long as the first value.
    pub(crate) fn routes_file(text: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("routes.toml");
        std::fs::write(&path, text).unwrap();
        (dir, path)
    }

    #[test]
    #[cfg_attr(windows, ignore = "its routes run `true`, which Windows does not have")]
    fn flags_make_routes_and_reject_bad_names() {
        let load = |flags: &[String]| load(flags, None, &defaults(), lookup());
        let routes = load(&["build=true --flag".into(), "log-only".into()]).unwrap();
        assert_eq!(routes[0].name, "build");
        let command = routes[0].command.as_ref().unwrap();
        assert!(command.program.is_absolute());
        assert_eq!(command.args, vec!["--flag"]);
        assert!(routes[1].command.is_none());

        assert!(load(&["a/b=true".into()]).is_err());
        assert!(load(&["x=".into()]).is_err());
        assert!(load(&["x=true".into(), "x=true".into()]).is_err());
        assert!(load(&["x=no-such-program-ward-test".into()]).is_err());
        assert!(load(&[]).is_err());
    }

    #[test]
    fn bare_programs_are_looked_up_on_the_given_path_only() {
        let empty = Lookup { path: None };
        assert!(super::load(&["x=true".into()], None, &defaults(), empty).is_err());
    }
}
