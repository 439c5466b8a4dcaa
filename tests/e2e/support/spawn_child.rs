//! Starting a child process, with the one retry Wine needs.

use std::io;
use std::process::{Child, Command, ExitStatus, Output};

/// Under Wine, a start now and then fails with ERROR_INTERNAL_ERROR (1359): Wine reports so a
/// new process that died before its startup finished, with no exit code of its own, before
/// any of the program's code ran. Windows itself does not fail a start that way, so that one
/// error is tried again a few times; any other error, or the same one every time, is returned.
#[cfg(windows)]
const STARTUP_DIED: i32 = 1359;

/// `Command`'s `spawn`, `output` and `status` for the tests: use these for every child.
pub trait SpawnChild {
    fn spawn_child(&mut self) -> io::Result<Child>;
    fn output_child(&mut self) -> io::Result<Output>;
    fn status_child(&mut self) -> io::Result<ExitStatus>;
}

impl SpawnChild for Command {
    fn spawn_child(&mut self) -> io::Result<Child> {
        started(|| self.spawn())
    }

    fn output_child(&mut self) -> io::Result<Output> {
        started(|| self.output())
    }

    fn status_child(&mut self) -> io::Result<ExitStatus> {
        started(|| self.status())
    }
}

#[cfg(not(windows))]
fn started<T>(mut start: impl FnMut() -> io::Result<T>) -> io::Result<T> {
    start()
}

#[cfg(windows)]
fn started<T>(mut start: impl FnMut() -> io::Result<T>) -> io::Result<T> {
    let mut tries = 1;
    loop {
        match start() {
            Err(error) if error.raw_os_error() == Some(STARTUP_DIED) && tries < 5 => {
                std::thread::sleep(std::time::Duration::from_millis(200 * tries));
                tries += 1;
            }
            result => return result,
        }
    }
}

/// The same for assert_cmd's `Command`, whose `output` and `assert` start the child.
pub trait OutputChild {
    fn output_child(&mut self) -> io::Result<Output>;
    fn assert_child(&mut self) -> assert_cmd::assert::Assert;
}

impl OutputChild for assert_cmd::Command {
    fn output_child(&mut self) -> io::Result<Output> {
        started(|| self.output())
    }

    #[track_caller]
    fn assert_child(&mut self) -> assert_cmd::assert::Assert {
        use assert_cmd::assert::OutputAssertExt as _;
        let output = self
            .output_child()
            .unwrap_or_else(|error| panic!("start {self:?}: {error}"));
        output
            .assert()
            .append_context("command", format!("{self:?}"))
    }
}
