//! How the server `--detach` starts tells its parent where it listens: over a pipe the
//! parent made and handed over as the server's standard input (a server reads nothing from
//! it), one line once the socket is bound (`listening ADDRESS`) or once starting has failed
//! (`failed MESSAGE`). Only the process the parent started holds that pipe, so an answer on
//! the port from any other process (another user's listener already on it, or one that
//! took a port chosen too early) is never mistaken for the server.

use std::io::{BufRead as _, Write as _};
use std::net::SocketAddr;

/// The most the parent reads of the report: one address or one error line.
const MAX_REPORT: u64 = 4096;

/// The server's end: written once, then closed.
pub(crate) struct Reporter(Option<std::fs::File>);

impl Reporter {
    /// The pipe the parent gave as standard input. A server started by hand with the
    /// variable set but no pipe has nowhere to report, and the writes below fail quietly.
    #[allow(
        clippy::disallowed_methods,
        reason = "the detached server's standard input is the parent's report pipe, not input"
    )]
    pub(crate) fn from_stdin() -> Self {
        #[cfg(unix)]
        let handle = {
            use std::os::fd::AsFd as _;
            std::io::stdin().as_fd().try_clone_to_owned()
        };
        #[cfg(windows)]
        let handle = {
            use std::os::windows::io::AsHandle as _;
            std::io::stdin().as_handle().try_clone_to_owned()
        };
        Self(handle.ok().map(std::fs::File::from))
    }

    pub(crate) fn listening(&mut self, address: SocketAddr) {
        self.send(&format!("listening {address}"));
    }

    pub(crate) fn failed(&mut self, message: &str) {
        self.send(&format!("failed {}", message.replace(['\r', '\n'], " ")));
    }

    fn send(&mut self, line: &str) {
        if let Some(mut pipe) = self.0.take() {
            let _ = writeln!(pipe, "{line}");
        }
    }
}

/// What the server reported, read by the parent.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Report {
    Listening(SocketAddr),
    Failed(String),
    /// The pipe closed without a line: the server ended before it could say anything.
    Nothing,
}

/// Reads the server's one line from `pipe`; blocks until it comes or the server has ended.
pub(crate) fn read(pipe: impl std::io::Read) -> std::io::Result<Report> {
    let mut line = String::new();
    std::io::BufReader::new(pipe.take(MAX_REPORT)).read_line(&mut line)?;
    let line = line.trim_end();
    if line.is_empty() {
        return Ok(Report::Nothing);
    }
    if let Some(message) = line.strip_prefix("failed ") {
        return Ok(Report::Failed(message.to_string()));
    }
    line.strip_prefix("listening ")
        .and_then(|address| address.parse().ok())
        .map(Report::Listening)
        .ok_or_else(|| {
            std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                format!("the server reported {line:?}"),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_an_address_an_error_or_nothing() {
        assert_eq!(
            read(&b"listening 127.0.0.1:8080\n"[..]).unwrap(),
            Report::Listening("127.0.0.1:8080".parse().unwrap())
        );
        assert_eq!(
            read(&b"failed could not listen\n"[..]).unwrap(),
            Report::Failed("could not listen".into())
        );
        assert_eq!(read(&b""[..]).unwrap(), Report::Nothing);
        assert!(read(&b"listening nowhere\n"[..]).is_err());
    }
}
