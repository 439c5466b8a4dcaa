//! The detached metadata server's lifecycle: `--detach` starts ward again as the server,
//! out of reach of the signals and handles that would tie it to the caller, and waits for
//! the one line it reports over a pipe ([`report`]); the server records itself
//! ([`record`]) so that `--stop` signals only a process ward started.

pub(crate) mod record;
pub(crate) mod report;

use std::ffi::OsString;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::environment::Env;
use crate::error::{Error, Result};

use report::Report;
pub(crate) use report::Reporter;

/// Set in the server `--detach` starts: where to listen, and that it reports to its
/// parent (see [`report`]) instead of exporting.
pub(crate) const DETACHED_VAR: &str = "WARD_AUTH_SERVE_DETACHED";
/// How long the parent waits for the server to report.
const START_TIMEOUT: Duration = Duration::from_secs(30);

/// How to start the detached server: ward's own executable with the caller's arguments,
/// where it listens, and where its messages go (nowhere without a log file).
pub(crate) struct Start {
    pub exe: PathBuf,
    pub args: Vec<OsString>,
    pub listen: String,
    pub log_file: Option<PathBuf>,
}

/// Start the server in the background and wait until it reports the address its own
/// socket got: its process ID and that address.
pub(crate) async fn start(start: Start) -> Result<(u32, SocketAddr)> {
    let (out, err) = log_streams(start.log_file.as_deref())?;
    let (report, report_end) = std::io::pipe()
        .map_err(|error| Error::io("could not make a pipe for the metadata server", error))?;
    let mut child = spawn_server(start.exe, start.args, &start.listen, report_end, out, err)?;
    let pid = child.id();
    let address = wait_for_report(&mut child, report, start.log_file.as_deref()).await?;
    Ok((pid, address))
}

/// Stop the server with process ID `pid` if the record says it is still the one ward
/// started: SIGTERM on Unix (it finishes the requests in flight), the process ended on
/// Windows. False when it had already stopped.
pub(crate) fn stop(env: &Env, pid: u32) -> Result<bool> {
    if !record::check(env, pid)? {
        return Ok(false);
    }
    signal(pid)?;
    Ok(true)
}

/// The server's stdout and stderr. The request log goes to stdout, messages to stderr:
/// both to the log file when there is one, else nowhere, as no one reads them.
fn log_streams(log_file: Option<&Path>) -> Result<(std::process::Stdio, std::process::Stdio)> {
    match log_file {
        Some(path) => {
            let file = open_log(path)?;
            let copy = file.try_clone().map_err(|error| {
                Error::io(
                    format!("could not open the log file {}", path.display()),
                    error,
                )
            })?;
            Ok((
                std::process::Stdio::from(file),
                std::process::Stdio::from(copy),
            ))
        }
        None => Ok((std::process::Stdio::null(), std::process::Stdio::null())),
    }
}

/// Starts `exe` with `args` as the server listening on `listen`, reporting
/// on `report` (its standard input), out of reach of the signals and handles that would
/// tie it to this process. The command, and with it this process's copy of `report`, is
/// dropped on return, so the pipe ends when the server does.
fn spawn_server(
    exe: std::path::PathBuf,
    args: Vec<std::ffi::OsString>,
    listen: &str,
    report: std::io::PipeWriter,
    out: std::process::Stdio,
    err: std::process::Stdio,
) -> Result<std::process::Child> {
    let mut command = std::process::Command::new(exe);
    command
        .args(args)
        .env(DETACHED_VAR, listen)
        .stdin(report)
        .stdout(out)
        .stderr(err);
    #[cfg(unix)]
    {
        // Its own process group: Ctrl-C in a terminal, or the step's end, does not reach it.
        use std::os::unix::process::CommandExt as _;
        command.process_group(0);
    }
    #[cfg(windows)]
    keep_standard_handles_from_children();
    command
        .spawn()
        .map_err(|error| Error::io("could not start the metadata server", error))
}

/// Waits for the server's report (see [`report`]): the address its own socket
/// got, or why it could not start. A server that says nothing within [`START_TIMEOUT`] is
/// killed, so no stray server outlives the error.
async fn wait_for_report(
    child: &mut std::process::Child,
    report: std::io::PipeReader,
    log_file: Option<&Path>,
) -> Result<SocketAddr> {
    let reading = tokio::task::spawn_blocking(move || report::read(report));
    let read = match tokio::time::timeout(START_TIMEOUT, reading).await {
        Ok(Ok(read)) => read,
        Ok(Err(_)) => Err(std::io::Error::other("the reading thread failed")),
        Err(_) => {
            let _ = child.kill();
            let _ = child.wait();
            return Err(Error::runtime(format!(
                "the metadata server did not report its address within {} s",
                START_TIMEOUT.as_secs()
            )));
        }
    };
    let hint = || match log_file {
        Some(path) => format!("its messages are in {}", path.display()),
        None => "run it without --detach, or with --log-file FILE, to see why".to_string(),
    };
    match read {
        Ok(Report::Listening(address)) => Ok(address),
        Ok(Report::Failed(message)) => {
            let _ = child.wait();
            Err(Error::runtime(format!("the metadata server could not start: {message}"))
                .with_hint("pick another port with --listen 127.0.0.1:PORT, or port 0 for a free one, when it is taken"))
        }
        Ok(Report::Nothing) => {
            let status = child
                .wait()
                .map_or_else(|error| error.to_string(), |status| status.to_string());
            Err(
                Error::runtime(format!("the metadata server exited at start ({status})"))
                    .with_hint(hint()),
            )
        }
        Err(error) => {
            let _ = child.kill();
            let _ = child.wait();
            Err(Error::io("could not read the metadata server's report", error).with_hint(hint()))
        }
    }
}

/// Windows hands a new process every inheritable handle of its parent, not only the ones
/// named as its standard streams, and the standard library asks it to. When ward's caller
/// gave it pipes, ward's own standard handles are inheritable, so the server would hold the
/// write end of the caller's pipe for as long as it runs, and a caller reading ward's
/// output to its end (`$(...)`, a test harness) would wait for the server to stop. Clearing
/// their inherit flag keeps them out of the server; the streams the server is given
/// (`Stdio::null()`, the log file) are duplicated for it by the standard library as it
/// starts it, and are not affected. The standard library has no safe form of this call
/// (its `inherit_handles` is unstable), hence the one `unsafe` block of the project.
#[cfg(windows)]
#[allow(unsafe_code)]
fn keep_standard_handles_from_children() {
    use windows_sys::Win32::Foundation::{
        SetHandleInformation, HANDLE_FLAG_INHERIT, INVALID_HANDLE_VALUE,
    };
    use windows_sys::Win32::System::Console::{
        GetStdHandle, STD_ERROR_HANDLE, STD_INPUT_HANDLE, STD_OUTPUT_HANDLE,
    };
    for which in [STD_INPUT_HANDLE, STD_OUTPUT_HANDLE, STD_ERROR_HANDLE] {
        // SAFETY: GetStdHandle takes a constant and reads no memory of ours; it returns
        // this process's standard handle (null or INVALID_HANDLE_VALUE when there is
        // none, skipped), which nothing in ward closes, so it is valid for the next call.
        // SetHandleInformation reads and writes no memory of ours either: it only changes
        // that handle's inherit flag in this process's handle table (never the caller's).
        // A failure leaves the handle as it was, which is the behaviour without this
        // call, so its result is not needed.
        unsafe {
            let handle = GetStdHandle(which);
            if !handle.is_null() && handle != INVALID_HANDLE_VALUE {
                SetHandleInformation(handle, HANDLE_FLAG_INHERIT, 0);
            }
        }
    }
}

fn open_log(path: &Path) -> Result<std::fs::File> {
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|error| {
            Error::io(
                format!("could not open the log file {}", path.display()),
                error,
            )
        })
}

#[cfg(unix)]
fn signal(pid: u32) -> Result<()> {
    use nix::sys::signal::{kill, Signal};
    use nix::unistd::Pid;
    let raw = i32::try_from(pid).map_err(|_| Error::usage(format!("{pid} is not a process ID")))?;
    match kill(Pid::from_raw(raw), Signal::SIGTERM) {
        Ok(()) | Err(nix::errno::Errno::ESRCH) => Ok(()),
        Err(error) => Err(Error::runtime(format!(
            "could not stop process {pid}: {error}"
        ))),
    }
}

#[cfg(windows)]
fn signal(pid: u32) -> Result<()> {
    let status = std::process::Command::new("taskkill")
        .args(["/PID", &pid.to_string(), "/F"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .map_err(|error| Error::io("could not run taskkill", error))?;
    if !status.success() {
        return Err(Error::runtime(format!(
            "taskkill could not stop process {pid}"
        )));
    }
    Ok(())
}
