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

/// Every `.rs` file under `dir`.
fn sources(dir: &std::path::Path, found: &mut Vec<std::path::PathBuf>) {
    let entries = std::fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("{} cannot be read: {error}", dir.display()));
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

/// A test that starts a child with `spawn` or `output` would miss the retry. (`status` is
/// left out here: responses have a method of that name too.)
#[test]
fn every_child_of_a_test_starts_through_these_methods() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e");
    let mut files = Vec::new();
    sources(&dir, &mut files);
    assert!(files.len() > 50, "the tests were not found: {files:?}");
    let mut offences = Vec::new();
    for file in files
        .iter()
        .filter(|file| !file.ends_with("spawn_child.rs"))
    {
        let text = std::fs::read_to_string(file)
            .unwrap_or_else(|error| panic!("{}: {error}", file.display()));
        for (number, line) in text.lines().enumerate() {
            if line.contains(".spawn()") || line.contains(".output()") {
                offences.push(format!(
                    "{}:{}: {}",
                    file.display(),
                    number + 1,
                    line.trim()
                ));
            }
        }
    }
    assert!(
        offences.is_empty(),
        "children started without spawn_child or output_child:\n{}",
        offences.join("\n")
    );
}
