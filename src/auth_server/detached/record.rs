//! What `--stop` trusts: the record a detached server writes of itself once it listens
//! (its process ID, start time, executable and arguments) in ward's own owner-only state
//! directory, and removes when it stops. A process ID alone names whatever process holds
//! it now; the record tells whether that is still the server ward started.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::environment::Env;
use crate::error::{Error, Result};

/// A record is a few hundred bytes; anything larger is not one.
const MAX_RECORD: u64 = 16 * 1024;

/// A process as the system describes it. Fields the system does not tell (start time,
/// executable and arguments come from `/proc`, so Linux only) are `None`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Process {
    pub pid: u32,
    /// Clock ticks after boot (`/proc/PID/stat`, field 22): a reused process ID has another.
    pub start: Option<u64>,
    /// The executable's path (lossy: only compared, never opened).
    pub exe: Option<String>,
    /// SHA-256 of the NUL-separated arguments (never the arguments: they may name files).
    pub args_sha256: Option<String>,
}

#[derive(Serialize, Deserialize)]
struct Record {
    ward_auth_serve: Process,
}

/// `ward/auth-serve` under the platform's state directory.
fn dir(env: &Env) -> Result<PathBuf> {
    env.state_dir()
        .map(|dir| dir.join("ward").join("auth-serve"))
        .ok_or_else(|| Error::usage("no state directory is known for this system"))
}

fn path(dir: &Path, pid: u32) -> PathBuf {
    dir.join(format!("server-{pid}.json"))
}

/// Written by the server itself once it listens; the path is removed with [`remove`].
pub(crate) fn write(env: &Env) -> Result<PathBuf> {
    let dir = dir(env)?;
    let unusable = |error| Error::io(format!("could not use {}", dir.display()), error);
    ward_files::create_private_dir(&dir).map_err(unusable)?;
    ward_files::check_not_shared(&dir).map_err(unusable)?;
    let me = describe(std::process::id());
    let path = path(&dir, me.pid);
    let text = serde_json::to_vec(&Record {
        ward_auth_serve: me,
    })
    .map_err(|error| Error::runtime(format!("could not encode the server's record: {error}")))?;
    crate::config::write_private(&path, &text)?;
    Ok(path)
}

/// Removes this server's own record (a record naming another process is left alone).
pub(crate) fn remove(path: &Path) {
    let me = std::process::id();
    let _ = ward_files::remove_own(path, MAX_RECORD, |bytes| {
        parse(bytes).is_some_and(|process| process.pid == me)
    });
}

fn parse(bytes: &[u8]) -> Option<Process> {
    serde_json::from_slice::<Record>(bytes)
        .ok()
        .map(|record| record.ward_auth_serve)
}

/// Whether `pid` may be signalled as the metadata server: `Ok(true)` when it is the server
/// ward recorded, `Ok(false)` when that server has ended (its record is removed), an error
/// naming the mismatch otherwise, with nothing signalled.
pub(crate) fn check(env: &Env, pid: u32) -> Result<bool> {
    let dir = dir(env)?;
    let path = path(&dir, pid);
    let not_ours = |why: String| {
        Error::usage(format!(
            "process {pid} is not a ward auth serve server: {why}"
        ))
        .with_hint(
            "pass the process ID that ward auth serve --detach printed; nothing was signalled",
        )
    };
    let recorded = read(&path).map_err(&not_ours)?;
    if recorded.pid != pid {
        return Err(not_ours(format!(
            "{} names process {}",
            path.display(),
            recorded.pid
        )));
    }
    let now = describe(pid);
    if now.start.is_none() && cfg!(target_os = "linux") {
        forget(&path, pid);
        return Ok(false);
    }
    for (what, same) in [
        ("start time", now.start == recorded.start),
        ("executable", now.exe == recorded.exe),
        ("arguments", now.args_sha256 == recorded.args_sha256),
    ] {
        if !same {
            forget(&path, pid);
            return Err(not_ours(format!(
                "its {what} differs from the server's that ward recorded (that server has stopped, and the process ID is another process's now)"
            )));
        }
    }
    Ok(true)
}

/// The record of a server that has ended.
fn forget(path: &Path, pid: u32) {
    let _ = ward_files::remove_own(path, MAX_RECORD, |bytes| {
        parse(bytes).is_some_and(|process| process.pid == pid)
    });
}

/// The record at `path`, when it is ward's own: a regular file of this user that no one
/// else may read or write.
fn read(path: &Path) -> std::result::Result<Process, String> {
    let metadata = std::fs::symlink_metadata(path).map_err(|error| {
        if error.kind() == std::io::ErrorKind::NotFound {
            format!(
                "ward started no server with that process ID (no record in {})",
                path.parent().unwrap_or(path).display()
            )
        } else {
            format!("could not read {}: {error}", path.display())
        }
    })?;
    if !metadata.file_type().is_file() {
        return Err(format!("{} is not a regular file", path.display()));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        let me = nix::unistd::geteuid().as_raw();
        if metadata.uid() != me || metadata.mode() & 0o077 != 0 {
            return Err(format!(
                "{} is not ward's own record (it must belong to user {me} and be readable by that user only; mode {:o}, owner {})",
                path.display(),
                metadata.mode() & 0o7777,
                metadata.uid()
            ));
        }
    }
    let bytes = ward_files::read_bounded(path, MAX_RECORD)
        .map_err(|error| format!("could not read {}: {error}", path.display()))?;
    parse(&bytes).ok_or_else(|| format!("{} is not a server's record", path.display()))
}

/// The process `pid` as `/proc` shows it to its own user (another user's executable is
/// not readable, so it never matches).
#[cfg(target_os = "linux")]
pub(crate) fn describe(pid: u32) -> Process {
    use sha2::Digest as _;
    let proc = PathBuf::from(format!("/proc/{pid}"));
    let start = std::fs::read_to_string(proc.join("stat"))
        .ok()
        .and_then(|stat| start_time(&stat));
    let exe = std::fs::read_link(proc.join("exe"))
        .ok()
        .map(|exe| exe.to_string_lossy().into_owned());
    let args_sha256 = std::fs::read(proc.join("cmdline"))
        .ok()
        .map(|args| hex::encode(sha2::Sha256::digest(args)));
    Process {
        pid,
        start,
        exe,
        args_sha256,
    }
}

/// Elsewhere no unprivileged interface tells another process's start time: only the
/// record's presence is checked (see the security section of docs/auth-serve.md).
#[cfg(not(target_os = "linux"))]
pub(crate) fn describe(pid: u32) -> Process {
    Process {
        pid,
        start: None,
        exe: None,
        args_sha256: None,
    }
}

/// Field 22 of `/proc/PID/stat`, counted after the command's closing parenthesis (the
/// command may hold spaces and parentheses itself).
#[cfg(any(target_os = "linux", test))]
fn start_time(stat: &str) -> Option<u64> {
    let (_, after) = stat.rsplit_once(')')?;
    after.split_whitespace().nth(19)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_time_is_field_22_whatever_the_command() {
        let stat =
            "4242 (a (b) c) S 1 4242 4242 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 1 0 987654 12345 67";
        assert_eq!(start_time(stat), Some(987_654));
        assert_eq!(start_time("4242 (x) S 1"), None);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn this_process_is_described_with_its_start_and_executable() {
        let me = describe(std::process::id());
        assert!(me.start.is_some());
        assert_eq!(
            me.exe,
            std::env::current_exe()
                .ok()
                .map(|exe| exe.to_string_lossy().into_owned())
        );
        assert_eq!(describe(std::process::id()), me);
    }
}
