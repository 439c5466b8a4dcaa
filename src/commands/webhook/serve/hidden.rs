//! Secrets given to the receiver through its environment (WEBHOOK_SECRET, the Redis URL in
//! WARD_QUEUE_URL, the --hide-env variables), out of reach of the commands it runs.
//!
//! Removing a variable from a running process does not hide it: on Linux
//! `/proc/PID/environ` (and on macOS `ps -E`) shows the environment the process was started
//! with, whatever it changed since, to every process of the same user, the receiver's own
//! commands included. So when such a variable is set, the receiver starts itself again
//! (exec: same process id, same arguments) with an environment without them, and reads
//! the values it needs from a pipe on its standard input, which the receiver does not
//! otherwise use. On Windows, where there is no exec, the variables stay in the receiver's
//! environment block; files (--secret-file, --queue-file) keep them out of it.

use std::collections::HashMap;
#[cfg(unix)]
use std::io::Read as _;

use crate::environment::Env;
#[cfg(unix)]
use crate::error::Error;
use crate::error::Result;

/// Set in the environment of the receiver started again; also hidden from commands.
pub(super) const CARRIED: &str = "WARD_WEBHOOK_CARRIED_ENV";

/// Variables whose values the receiver itself needs, carried across the restart; the
/// variables routes read their secrets from are added to them.
pub(super) const NEEDED: [&str; 2] = ["WEBHOOK_SECRET", "WARD_QUEUE_URL"];

#[cfg(unix)]
/// The most carried at once: under the smallest pipe buffer (16 KiB on macOS), since the
/// values are written before the exec and nobody reads them until after it.
const MAX_CARRIED: usize = 15 * 1024;

/// Values of the needed variables as the receiver was given them.
#[derive(Default)]
pub(super) struct Carried {
    values: HashMap<String, String>,
    /// Whether this process was started again with the values on its stdin.
    pub restarted: bool,
}

impl Carried {
    /// The value of `name`, set and not empty: carried across the restart, else read from
    /// the environment (when nothing needed restarting).
    pub(super) fn var(&self, env: &Env, name: &str) -> Option<String> {
        self.given(env, name).filter(|value| !value.is_empty())
    }

    /// The value of `name` if it is set, even to nothing: a secret's variable set to an
    /// empty value is a mistake to report, not a secret left out.
    pub(super) fn given(&self, env: &Env, name: &str) -> Option<String> {
        if self.restarted {
            return self.values.get(name).cloned();
        }
        env.var_os(name).and_then(|value| value.into_string().ok())
    }
}

/// Runs in the receiver before it reads anything else. Returns when nothing needs hiding
/// (or on a platform without exec); otherwise the process is replaced and this does not
/// return. `hidden` are every variable the commands must not see, `needed` those whose
/// values the receiver reads.
#[allow(
    clippy::disallowed_methods,
    reason = "only the process's own environment can be handed on by exec"
)]
pub(super) fn hide(env: &Env, hidden: &[String], needed: &[String]) -> Result<Carried> {
    if std::env::var_os(CARRIED).is_some() && env.var_os(CARRIED).is_some() {
        return receive(needed);
    }
    // Only the process's own environment can be replaced; an in-process test run gives
    // the receiver a fixed one, and the process's arguments are not the receiver's then.
    let set: Vec<&String> = hidden
        .iter()
        .filter(|name| {
            let given = env.var_os(name.as_str());
            given.is_some() && given == std::env::var_os(name.as_str())
        })
        .collect();
    if set.is_empty() || !std::env::args_os().any(|arg| arg == "serve") {
        return Ok(Carried::default());
    }
    restart(env, &set, needed)
}

#[cfg(unix)]
fn restart(env: &Env, set: &[&String], needed: &[String]) -> Result<Carried> {
    use std::io::Write as _;
    use std::os::unix::process::CommandExt as _;

    let mut records = Vec::new();
    for name in needed {
        if let Some(value) = env.var_os(name).and_then(|value| value.into_string().ok()) {
            records.extend_from_slice(name.as_bytes());
            records.push(0);
            records.extend_from_slice(value.as_bytes());
            records.push(0);
        }
    }
    if records.len() > MAX_CARRIED {
        return Err(Error::usage(format!(
            "WEBHOOK_SECRET, WARD_QUEUE_URL and the routes' secret variables are longer than {} KiB together",
            MAX_CARRIED / 1024
        ))
        .with_hint("give them in files instead: --secret-file, --queue-file and { file = \"PATH\" } secrets"));
    }
    let exe = std::env::current_exe()
        .map_err(|error| Error::io("could not find ward's own executable", error))?;
    let (reader, mut writer) =
        std::io::pipe().map_err(|error| Error::io("could not make a pipe", error))?;
    writer
        .write_all(&records)
        .map_err(|error| Error::io("could not write to a pipe", error))?;
    drop(writer);
    let mut command = std::process::Command::new(&exe);
    command
        .args(std::env::args_os().skip(1))
        .env(CARRIED, "1")
        .stdin(reader);
    for name in set {
        command.env_remove(name.as_str());
    }
    let error = command.exec();
    // Still here: the exec failed (the executable was replaced or removed, say).
    Err(Error::io(
        format!(
            "could not start ward again ({}) without the variables commands must not see",
            exe.display()
        ),
        error,
    )
    .with_hint("give the secret with --secret-file and the Redis URL with --queue-file instead"))
}

#[cfg(not(unix))]
fn restart(_env: &Env, _set: &[&String], _needed: &[String]) -> Result<Carried> {
    Ok(Carried::default())
}

#[cfg(unix)]
#[allow(
    clippy::disallowed_methods,
    reason = "the carried values arrive on the process's own stdin, before any run reads it"
)]
fn receive(needed: &[String]) -> Result<Carried> {
    let mut raw = Vec::new();
    std::io::stdin()
        .lock()
        .take(MAX_CARRIED as u64 + 1)
        .read_to_end(&mut raw)
        .map_err(|error| Error::io("could not read the carried variables", error))?;
    let broken = || {
        Error::usage(format!(
            "{CARRIED} is set but standard input does not carry variables; unset {CARRIED}"
        ))
    };
    if raw.len() > MAX_CARRIED {
        return Err(broken());
    }
    let mut values = HashMap::new();
    let mut fields = raw.split(|byte| *byte == 0);
    while let Some(name) = fields.next() {
        if name.is_empty() {
            break;
        }
        let value = fields.next().ok_or_else(broken)?;
        let name = String::from_utf8(name.to_vec()).map_err(|_| broken())?;
        if !needed.contains(&name) {
            return Err(broken());
        }
        let value = String::from_utf8(value.to_vec()).map_err(|_| broken())?;
        values.insert(name, value);
    }
    Ok(Carried {
        values,
        restarted: true,
    })
}

#[cfg(not(unix))]
fn receive(_needed: &[String]) -> Result<Carried> {
    Ok(Carried::default())
}
