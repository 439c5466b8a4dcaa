//! Running one job's command: its own process group (a job object on Windows) so a timeout
//! or shutdown stops the whole tree, payload on stdin, WEBHOOK_* environment.

use std::process::Stdio;
use std::time::Duration;

#[cfg(windows)]
use command_group::{AsyncCommandGroup, AsyncGroupChild};
use tokio::io::AsyncWriteExt;
use tokio::sync::watch;

use super::payload::Fields;
use super::routes::{CommandLine, Route};
use super::verify::Scheme;
use crate::services::release_events::ReleaseEvent;

/// How long a stopped command gets between SIGTERM and SIGKILL.
const KILL_GRACE: Duration = Duration::from_secs(2);

#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum JobEnd {
    Exited(i32),
    /// Only Unix reports the signal that ended a process.
    #[cfg_attr(not(unix), allow(dead_code))]
    Killed(i32),
    TimedOut,
    /// Stopped because the server was shutting down and the grace period ran out.
    Aborted,
    Failed(String),
    /// A forwarding route's destination answered (see `forward/send.rs`).
    Answered {
        status: u16,
        /// When the destination asked to be tried again (429 and 5xx only).
        retry_after: Option<Duration>,
        detail: String,
    },
}

impl JobEnd {
    pub(super) fn succeeded(&self) -> bool {
        match self {
            Self::Answered { status, .. } => (200..300).contains(status),
            other => matches!(other, Self::Exited(0)),
        }
    }

    /// An answer that will not change if asked again: dead at once, whatever the retries.
    pub(super) fn is_final(&self) -> bool {
        match self {
            Self::Answered { status, .. } => {
                !(200..300).contains(status) && !super::forward::destination::retryable(*status)
            }
            _ => false,
        }
    }

    /// The wait the destination asked for before the next attempt.
    pub(super) fn retry_after(&self) -> Option<Duration> {
        match self {
            Self::Answered { retry_after, .. } => *retry_after,
            _ => None,
        }
    }

    /// `exited`, `killed`, `timed-out`, `aborted` or `failed` (and for a destination,
    /// `delivered` or `answered`), with the detail for the log.
    pub(super) fn describe(&self) -> (&'static str, Option<i32>, Option<i32>, Option<&str>) {
        match self {
            Self::Exited(code) => ("exited", Some(*code), None, None),
            Self::Killed(signal) => ("killed", None, Some(*signal), None),
            Self::TimedOut => ("timed-out", None, None, None),
            Self::Aborted => ("aborted", None, None, Some("the server shut down")),
            Self::Failed(detail) => ("failed", None, None, Some(detail.as_str())),
            Self::Answered { status, detail, .. } if (200..300).contains(status) => {
                ("delivered", None, None, Some(detail.as_str()))
            }
            Self::Answered { detail, .. } => ("answered", None, None, Some(detail.as_str())),
        }
    }
}

/// What one run needs besides the route.
pub(super) struct Run<'a> {
    pub command: &'a CommandLine,
    pub job: &'a str,
    /// The delivery's identity; None for a job stored before identities were kept.
    pub delivery: Option<&'a str>,
    pub body: &'a [u8],
    pub fields: &'a Fields,
    /// Variables removed from the command's environment (the secret and any the user named).
    pub hidden: &'a [String],
}

pub(super) async fn execute(
    route: &Route,
    run: Run<'_>,
    abort: &mut watch::Receiver<bool>,
) -> JobEnd {
    let command = run.command;
    let mut process = tokio::process::Command::new(&command.program);
    process.args(&command.args);
    for name in run.hidden {
        process.env_remove(name);
    }
    if route.verify.scheme == Scheme::NewReleases {
        // Checked when it was accepted; the same variables as `release watch` gives.
        if let Ok(event) = ReleaseEvent::parse(run.body) {
            process.envs(event.env());
        }
    }
    process
        .envs(run.fields.env())
        .env("WEBHOOK_ROUTE", &route.name)
        .env("WEBHOOK_JOB_ID", run.job)
        .env("WARD_JOB_ID", run.job)
        .env("WARD_WEBHOOK_SCHEME", route.verify.scheme_name())
        .env("WARD_DELIVERY_ID", run.delivery.unwrap_or_default())
        .stdin(Stdio::piped())
        // stdout carries the request log, so the command's output goes to stderr.
        .stdout(stderr_stdio())
        .stderr(Stdio::inherit());
    if let Some(dir) = &route.workdir {
        process.current_dir(dir);
    }
    // Starting a process blocks the calling thread until the child has exec'd, which on a
    // loaded machine can take a scheduler tick: off the async threads with it.
    let spawned = tokio::task::spawn_blocking(move || spawn_grouped(process)).await;
    let mut child = match spawned {
        Ok(Ok(child)) => child,
        Ok(Err(error)) => {
            return JobEnd::Failed(format!("could not start {}: {error}", command.display))
        }
        Err(error) => {
            return JobEnd::Failed(format!("could not start {}: {error}", command.display))
        }
    };
    let stdin = child.stdin();
    let body = run.body;
    let finished = {
        let work = async {
            if let Some(mut stdin) = stdin {
                // A command that does not read its input is fine.
                let _ = stdin.write_all(body).await;
                drop(stdin);
            }
            child.wait().await
        };
        tokio::select! {
            waited = tokio::time::timeout(route.policy.timeout, work) => Some(waited),
            _ = abort.wait_for(|abort| *abort) => None,
        }
    };
    match finished {
        Some(Ok(Ok(status))) => status_end(status),
        Some(Ok(Err(error))) => JobEnd::Failed(format!("could not wait for the command: {error}")),
        Some(Err(_elapsed)) => {
            child.stop().await;
            JobEnd::TimedOut
        }
        None => {
            child.stop().await;
            JobEnd::Aborted
        }
    }
}

fn status_end(status: std::process::ExitStatus) -> JobEnd {
    if let Some(code) = status.code() {
        return JobEnd::Exited(code);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return JobEnd::Killed(signal);
        }
    }
    JobEnd::Failed(format!("the command ended with {status}"))
}

#[allow(
    clippy::disallowed_methods,
    reason = "a job's stderr is the process's own, handed over rather than written to"
)]
fn stderr_stdio() -> Stdio {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        if let Ok(fd) = std::io::stderr().as_fd().try_clone_to_owned() {
            return Stdio::from(fd);
        }
    }
    #[cfg(windows)]
    {
        use std::os::windows::io::AsHandle;
        if let Ok(handle) = std::io::stderr().as_handle().try_clone_to_owned() {
            return Stdio::from(handle);
        }
    }
    Stdio::inherit()
}

/// A command in its own process group (Unix) or job object (Windows): a Ctrl-C at the
/// terminal reaches ward, not the command, so shutdown can let it finish; and a timeout
/// stops the whole tree.
struct Grouped {
    #[cfg(unix)]
    child: tokio::process::Child,
    /// The group's ID: the leader's process ID, kept since the leader may be gone.
    #[cfg(unix)]
    group: i32,
    #[cfg(windows)]
    child: AsyncGroupChild,
}

/// On Unix the group is asked of the standard library, not set in a pre-exec hook, so the
/// child is started with posix_spawn (a vfork) rather than a fork that copies the server's
/// page tables: the cost of each run stays small however large the server is.
#[cfg(unix)]
fn spawn_grouped(mut process: tokio::process::Command) -> std::io::Result<Grouped> {
    process.process_group(0);
    let child = process.spawn()?;
    let group = child
        .id()
        .and_then(|id| i32::try_from(id).ok())
        .ok_or_else(|| std::io::Error::other("the command has no process ID"))?;
    Ok(Grouped { child, group })
}

#[cfg(windows)]
fn spawn_grouped(mut process: tokio::process::Command) -> std::io::Result<Grouped> {
    let mut group = process.group();
    // CREATE_NEW_PROCESS_GROUP: the console's Ctrl-C and Ctrl-Break go to ward only.
    group.creation_flags(0x0000_0200);
    Ok(Grouped {
        child: group.spawn()?,
    })
}

impl Grouped {
    #[cfg(unix)]
    fn stdin(&mut self) -> Option<tokio::process::ChildStdin> {
        self.child.stdin.take()
    }

    #[cfg(windows)]
    fn stdin(&mut self) -> Option<tokio::process::ChildStdin> {
        self.child.inner().stdin.take()
    }

    async fn wait(&mut self) -> std::io::Result<std::process::ExitStatus> {
        self.child.wait().await
    }

    /// Unix: SIGTERM to the whole group, SIGKILL after a grace period. Windows has no
    /// polite signal for a job object, so the whole tree is terminated at once.
    async fn stop(&mut self) {
        #[cfg(unix)]
        {
            use nix::sys::signal::{killpg, Signal};
            use nix::unistd::Pid;
            let group = Pid::from_raw(self.group);
            if killpg(group, Signal::SIGTERM).is_ok()
                && tokio::time::timeout(KILL_GRACE, self.child.wait())
                    .await
                    .is_ok()
            {
                return;
            }
            let _ = killpg(group, Signal::SIGKILL);
            let _ = self.child.wait().await;
        }
        #[cfg(windows)]
        {
            let _ = KILL_GRACE;
            let _ = self.child.kill().await;
            let _ = self.child.wait().await;
        }
    }
}
