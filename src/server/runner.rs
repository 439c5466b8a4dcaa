//! Running a route's command: admission against the route's limits, the process itself
//! (own process group, payload on stdin, WEBHOOK_* environment), timeout and shutdown.

use std::process::Stdio;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use tokio::io::AsyncWriteExt;
use tokio::sync::{watch, Notify, OwnedSemaphorePermit, Semaphore};

use super::log::{JobRecord, Logger};
use super::payload::Fields;
use super::routes::{CommandLine, Route};

/// How long a stopped command gets between SIGTERM and SIGKILL.
const KILL_GRACE: Duration = Duration::from_secs(2);

/// Counts accepted deliveries whose command has not finished, so shutdown can wait for them.
#[derive(Default)]
pub struct Tracker {
    active: AtomicUsize,
    idle: Notify,
}

pub struct JobGuard(Arc<Tracker>);

impl Drop for JobGuard {
    fn drop(&mut self) {
        if self.0.active.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

impl Tracker {
    pub fn start(self: &Arc<Self>) -> JobGuard {
        self.active.fetch_add(1, Ordering::AcqRel);
        JobGuard(Arc::clone(self))
    }

    pub fn active(&self) -> usize {
        self.active.load(Ordering::Acquire)
    }

    pub async fn wait_idle(&self) {
        loop {
            let notified = self.idle.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if self.active() == 0 {
                return;
            }
            notified.await;
        }
    }
}

/// One route with its limits: `slots` bounds running plus waiting deliveries, `running`
/// bounds the commands running at once.
pub struct RouteRunner {
    pub route: Route,
    slots: Arc<Semaphore>,
    running: Arc<Semaphore>,
}

/// A delivery admitted to a route; holds its place until the command is done.
pub struct Ticket(#[allow(dead_code)] OwnedSemaphorePermit);

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JobEnd {
    Exited(i32),
    Killed(i32),
    TimedOut,
    /// Stopped because the server was shutting down and the grace period ran out.
    Aborted,
    Failed(String),
}

impl RouteRunner {
    pub fn new(route: Route) -> Self {
        let running = route.concurrency.max(1);
        Self {
            slots: Arc::new(Semaphore::new(running + route.queue)),
            running: Arc::new(Semaphore::new(running)),
            route,
        }
    }

    /// A place for one more delivery, or None when the route is full.
    pub fn admit(&self) -> Option<Ticket> {
        Arc::clone(&self.slots).try_acquire_owned().ok().map(Ticket)
    }

    /// Run the command for one delivery: wait for a free slot, run, and log how it ended.
    #[allow(clippy::too_many_arguments)]
    pub async fn run(
        &self,
        command: &CommandLine,
        ticket: Ticket,
        job: &str,
        body: Bytes,
        fields: &Fields,
        mut abort: watch::Receiver<bool>,
        log: &Logger,
    ) -> JobEnd {
        let started = Instant::now();
        let permit = tokio::select! {
            permit = Arc::clone(&self.running).acquire_owned() => permit.ok(),
            _ = abort.wait_for(|abort| *abort) => None,
        };
        let end = match permit {
            Some(_permit) => self.execute(command, job, body, fields, &mut abort).await,
            None => JobEnd::Aborted,
        };
        drop(ticket);
        let (result, exit_code, signal, detail) = match &end {
            JobEnd::Exited(code) => ("exited", Some(*code), None, None),
            JobEnd::Killed(signal) => ("killed", None, Some(*signal), None),
            JobEnd::TimedOut => ("timed-out", None, None, None),
            JobEnd::Aborted => ("aborted", None, None, Some("the server shut down")),
            JobEnd::Failed(detail) => ("failed", None, None, Some(detail.as_str())),
        };
        log.job(&JobRecord {
            route: &self.route.name,
            job,
            result,
            exit_code,
            signal,
            detail,
            elapsed: started.elapsed(),
        });
        end
    }

    async fn execute(
        &self,
        command: &CommandLine,
        job: &str,
        body: Bytes,
        fields: &Fields,
        abort: &mut watch::Receiver<bool>,
    ) -> JobEnd {
        let mut process = tokio::process::Command::new(&command.program);
        process
            .args(&command.args)
            // ward checked the secret; the command has no use for it.
            .env_remove("WEBHOOK_SECRET")
            .envs(fields.env())
            .env("WEBHOOK_ROUTE", &self.route.name)
            .env("WEBHOOK_JOB_ID", job)
            .stdin(Stdio::piped())
            // stdout carries the request log, so the command's output goes to stderr.
            .stdout(stderr_stdio())
            .stderr(Stdio::inherit())
            // Its own process group: a Ctrl-C at the terminal reaches ward, not the
            // command, so shutdown can let it finish; and a timeout can stop the whole group.
            .process_group(0);
        if let Some(dir) = &self.route.workdir {
            process.current_dir(dir);
        }
        // Starting a process blocks the calling thread until the child has exec'd, which
        // on a loaded machine can take a scheduler tick: off the request threads with it.
        let spawned = tokio::task::spawn_blocking(move || process.spawn()).await;
        let mut child = match spawned {
            Ok(Ok(child)) => child,
            Ok(Err(error)) => {
                return JobEnd::Failed(format!("could not start {}: {error}", command.display))
            }
            Err(error) => {
                return JobEnd::Failed(format!("could not start {}: {error}", command.display))
            }
        };
        let pid = child.id();
        let stdin = child.stdin.take();
        let finished = {
            let work = async {
                if let Some(mut stdin) = stdin {
                    // A command that does not read its input is fine.
                    let _ = stdin.write_all(&body).await;
                    drop(stdin);
                }
                child.wait().await
            };
            tokio::select! {
                waited = tokio::time::timeout(self.route.timeout, work) => Some(waited),
                _ = abort.wait_for(|abort| *abort) => None,
            }
        };
        match finished {
            Some(Ok(Ok(status))) => status_end(status),
            Some(Ok(Err(error))) => {
                JobEnd::Failed(format!("could not wait for the command: {error}"))
            }
            Some(Err(_elapsed)) => {
                stop(pid, &mut child).await;
                JobEnd::TimedOut
            }
            None => {
                stop(pid, &mut child).await;
                JobEnd::Aborted
            }
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

fn stderr_stdio() -> Stdio {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        if let Ok(fd) = std::io::stderr().as_fd().try_clone_to_owned() {
            return Stdio::from(fd);
        }
    }
    Stdio::inherit()
}

/// SIGTERM to the command's process group, SIGKILL after a grace period.
async fn stop(pid: Option<u32>, child: &mut tokio::process::Child) {
    let group = pid
        .and_then(|pid| i32::try_from(pid).ok())
        .and_then(rustix::process::Pid::from_raw);
    if let Some(group) = group {
        let _ = rustix::process::kill_process_group(group, rustix::process::Signal::TERM);
    } else {
        let _ = child.start_kill();
    }
    if tokio::time::timeout(KILL_GRACE, child.wait())
        .await
        .is_err()
    {
        if let Some(group) = group {
            let _ = rustix::process::kill_process_group(group, rustix::process::Signal::KILL);
        }
        let _ = child.start_kill();
        let _ = child.wait().await;
    }
}
