//! Routes of the receiver: `--route NAME=COMMAND` and the `--routes` TOML file.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use crate::error::{Error, Result};

/// Settings that apply to every route that does not set its own.
#[derive(Debug, Clone)]
pub struct Defaults {
    pub shell: bool,
    pub wait: bool,
    pub timeout: Duration,
    pub concurrency: usize,
    pub queue: usize,
    pub retries: u32,
    pub backoff: Duration,
}

/// Ranges of the numeric settings, shared by the flags and the routes file.
pub mod limits {
    use std::ops::RangeInclusive;
    pub const TIMEOUT: RangeInclusive<u64> = 1..=604_800;
    pub const CONCURRENCY: RangeInclusive<usize> = 1..=256;
    pub const QUEUE: RangeInclusive<usize> = 0..=1_000_000;
    pub const RETRIES: RangeInclusive<u32> = 0..=100;
    pub const BACKOFF: RangeInclusive<u64> = 1..=86_400;
}

/// Commands one route runs at once unless told otherwise: one per available core.
pub fn default_concurrency() -> usize {
    std::thread::available_parallelism()
        .map(std::num::NonZeroUsize::get)
        .unwrap_or(1)
        .clamp(*limits::CONCURRENCY.start(), *limits::CONCURRENCY.end())
}

/// The program to run, resolved once at start so a typo fails before the first delivery.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandLine {
    pub program: PathBuf,
    pub args: Vec<String>,
    /// The command as the user wrote it, for messages.
    pub display: String,
}

/// Which deliveries a route acts on; an empty list accepts everything.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filters {
    pub actions: Vec<String>,
    pub repo_types: Vec<String>,
    /// Prefixes of `event.scope` (`repo` matches `repo.content` too).
    pub scopes: Vec<String>,
    /// Globs on `repo.name` (`*` matches any run of characters).
    pub repos: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct Route {
    pub name: String,
    /// None: accept and log only.
    pub command: Option<CommandLine>,
    pub filters: Filters,
    pub wait: bool,
    pub timeout: Duration,
    pub concurrency: usize,
    pub queue: usize,
    /// Further attempts after a failed one (not for --wait routes).
    pub retries: u32,
    /// Pause before the first retry; doubled for each further one.
    pub backoff: Duration,
    pub workdir: Option<PathBuf>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RoutesFile {
    #[serde(default)]
    routes: BTreeMap<String, RouteEntry>,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum CommandEntry {
    Line(String),
    Argv(Vec<String>),
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RouteEntry {
    command: Option<CommandEntry>,
    shell: Option<bool>,
    #[serde(default)]
    actions: Vec<String>,
    #[serde(default)]
    repo_types: Vec<String>,
    #[serde(default)]
    scopes: Vec<String>,
    #[serde(default)]
    repos: Vec<String>,
    wait: Option<bool>,
    timeout: Option<u64>,
    concurrency: Option<usize>,
    queue: Option<usize>,
    retries: Option<u32>,
    backoff: Option<u64>,
    workdir: Option<PathBuf>,
}

/// Every route from the flags and the file, checked: valid unique names, commands that
/// exist, positive limits.
pub fn load(flags: &[String], file: Option<&Path>, defaults: &Defaults) -> Result<Vec<Route>> {
    let mut routes = Vec::new();
    for flag in flags {
        routes.push(from_flag(flag, defaults)?);
    }
    if let Some(path) = file {
        routes.extend(from_file(path, defaults)?);
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

fn from_flag(flag: &str, defaults: &Defaults) -> Result<Route> {
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
        Some(line) => Some(command_line(
            CommandEntry::Line(line.to_string()),
            defaults.shell,
            None,
            &format!("--route {name}"),
        )?),
        None => None,
    };
    Ok(Route {
        name: name.to_string(),
        command,
        filters: Filters::default(),
        wait: defaults.wait,
        timeout: defaults.timeout,
        concurrency: defaults.concurrency,
        queue: defaults.queue,
        retries: defaults.retries,
        backoff: defaults.backoff,
        workdir: None,
    })
}

fn from_file(path: &Path, defaults: &Defaults) -> Result<Vec<Route>> {
    let text = std::fs::read_to_string(path).map_err(|error| {
        Error::io(
            format!("could not read the routes file {}", path.display()),
            error,
        )
    })?;
    let file: RoutesFile = toml::from_str(&text).map_err(|error| {
        Error::usage(format!(
            "the routes file {} is not valid{}: {}",
            path.display(),
            crate::config::toml_place(&text, &error),
            crate::config::toml_message(&error)
        ))
        .with_hint("routes look like [routes.NAME] with command = [\"prog\", \"arg\"]; see `ward webhook serve --help`")
    })?;
    if file.routes.is_empty() {
        return Err(Error::usage(format!(
            "the routes file {} defines no [routes.NAME] table",
            path.display()
        )));
    }
    let base = path.parent().unwrap_or(Path::new("."));
    file.routes
        .into_iter()
        .map(|(name, entry)| {
            let context = format!("{}: route \"{name}\"", path.display());
            check_name(&name, &context)?;
            let workdir = entry.workdir.map(|dir| base.join(dir));
            if let Some(dir) = &workdir {
                if !dir.is_dir() {
                    return Err(Error::usage(format!(
                        "{context}: workdir {} is not a directory",
                        dir.display()
                    )));
                }
            }
            let command = entry
                .command
                .map(|command| {
                    command_line(
                        command,
                        entry.shell.unwrap_or(false),
                        workdir.as_deref(),
                        &context,
                    )
                })
                .transpose()?;
            let timeout = entry.timeout.unwrap_or(defaults.timeout.as_secs());
            let concurrency = entry.concurrency.unwrap_or(defaults.concurrency);
            let queue = entry.queue.unwrap_or(defaults.queue);
            let retries = entry.retries.unwrap_or(defaults.retries);
            let backoff = entry.backoff.unwrap_or(defaults.backoff.as_secs());
            in_range(&context, "timeout", timeout, &limits::TIMEOUT)?;
            in_range(&context, "concurrency", concurrency, &limits::CONCURRENCY)?;
            in_range(&context, "queue", queue, &limits::QUEUE)?;
            in_range(&context, "retries", retries, &limits::RETRIES)?;
            in_range(&context, "backoff", backoff, &limits::BACKOFF)?;
            let filters = Filters {
                actions: entry.actions,
                repo_types: entry.repo_types,
                scopes: entry.scopes,
                repos: entry.repos,
            };
            Ok(Route {
                name,
                command,
                filters,
                wait: entry.wait.unwrap_or(defaults.wait),
                timeout: Duration::from_secs(timeout),
                concurrency,
                queue,
                retries,
                backoff: Duration::from_secs(backoff),
                workdir,
            })
        })
        .collect()
}

fn in_range<T: PartialOrd + std::fmt::Display>(
    context: &str,
    name: &str,
    value: T,
    range: &std::ops::RangeInclusive<T>,
) -> Result<()> {
    if range.contains(&value) {
        return Ok(());
    }
    Err(Error::usage(format!(
        "{context}: {name} = {value} is out of range; use {} to {}",
        range.start(),
        range.end()
    )))
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

fn command_line(
    command: CommandEntry,
    shell: bool,
    workdir: Option<&Path>,
    context: &str,
) -> Result<CommandLine> {
    let (argv, display) = match (command, shell) {
        (CommandEntry::Line(line), true) => (shell_argv(&line), line),
        (CommandEntry::Line(line), false) => {
            let argv = shlex::split(&line).ok_or_else(|| {
                Error::usage(format!(
                    "{context}: the command \"{line}\" has an unclosed quote or ends with a lone backslash"
                ))
            })?;
            (argv, line)
        }
        (CommandEntry::Argv(argv), true) => {
            let line = quote_for_shell(&argv, context)?;
            (shell_argv(&line), line)
        }
        (CommandEntry::Argv(argv), false) => {
            let display = argv.join(" ");
            (argv, display)
        }
    };
    let Some((program, args)) = argv.split_first() else {
        return Err(Error::usage(format!("{context}: the command is empty")));
    };
    let program = resolve(program, workdir).ok_or_else(|| {
        Error::usage(format!(
            "{context}: the program \"{program}\" was not found or is not executable"
        ))
        .with_hint("give a path to the program, or check PATH; commands run without a shell unless `shell = true` or --shell")
    })?;
    Ok(CommandLine {
        program,
        args: args.to_vec(),
        display,
    })
}

/// The platform's shell running `line`: `sh -c` on Unix, `cmd /C` on Windows.
fn shell_argv(line: &str) -> Vec<String> {
    if cfg!(windows) {
        vec!["cmd".into(), "/C".into(), line.into()]
    } else {
        vec!["sh".into(), "-c".into(), line.into()]
    }
}

/// An argv command for `shell = true`: every word quoted, so the shell sees the words the
/// user wrote and nothing in them runs. cmd.exe has no quoting that makes every word safe,
/// so on Windows the combination is refused.
fn quote_for_shell(argv: &[String], context: &str) -> Result<String> {
    if cfg!(windows) {
        return Err(Error::usage(format!(
            "{context}: `shell = true` with a command list cannot be quoted safely for cmd.exe; write the command as one string, or drop `shell = true`"
        )));
    }
    shlex::try_join(argv.iter().map(String::as_str)).map_err(|_| {
        Error::usage(format!(
            "{context}: a word of the command holds a NUL byte, which no shell can take"
        ))
    })
}

/// The program as an absolute path: looked up on PATH (with PATHEXT on Windows) when it is
/// a bare name, else taken relative to the route's working directory.
fn resolve(program: &str, workdir: Option<&Path>) -> Option<PathBuf> {
    let bare = !program.contains(std::path::is_separator);
    if bare {
        return which::which(program).ok();
    }
    let path = match workdir {
        Some(dir) => dir.join(program),
        None => PathBuf::from(program),
    };
    let path = std::path::absolute(&path).unwrap_or(path);
    which::which(&path).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn defaults() -> Defaults {
        Defaults {
            shell: false,
            wait: false,
            timeout: Duration::from_secs(5),
            concurrency: 1,
            queue: 10,
            retries: 0,
            backoff: Duration::from_secs(10),
        }
    }

    #[test]
    fn flags_make_routes_and_reject_bad_names() {
        let routes = load(
            &["build=true --flag".into(), "log-only".into()],
            None,
            &defaults(),
        )
        .unwrap();
        assert_eq!(routes[0].name, "build");
        let command = routes[0].command.as_ref().unwrap();
        assert!(command.program.is_absolute());
        assert_eq!(command.args, vec!["--flag"]);
        assert!(routes[1].command.is_none());

        assert!(load(&["a/b=true".into()], None, &defaults()).is_err());
        assert!(load(&["x=".into()], None, &defaults()).is_err());
        assert!(load(&["x=true".into(), "x=true".into()], None, &defaults()).is_err());
        assert!(load(&["x=no-such-program-ward-test".into()], None, &defaults()).is_err());
        assert!(load(&[], None, &defaults()).is_err());
    }

    #[test]
    fn shell_routes_run_sh() {
        let routes = load(
            &["s=echo $HOME | cat".into()],
            None,
            &Defaults {
                shell: true,
                ..defaults()
            },
        )
        .unwrap();
        let command = routes[0].command.as_ref().unwrap();
        assert!(command.program.ends_with("sh"));
        assert_eq!(command.args, vec!["-c", "echo $HOME | cat"]);
    }

    #[cfg(unix)]
    #[test]
    fn shell_argv_routes_quote_every_word() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("routes.toml");
        std::fs::write(
            &path,
            "[routes.q]\ncommand = [\"echo\", \"a;touch X\", \"$HOME\"]\nshell = true\n",
        )
        .unwrap();
        let routes = load(&[], Some(&path), &defaults()).unwrap();
        let command = routes[0].command.as_ref().unwrap();
        assert_eq!(command.args, vec!["-c", "echo 'a;touch X' '$HOME'"]);
        let words = shlex::split(&command.args[1]).unwrap();
        assert_eq!(words, vec!["echo", "a;touch X", "$HOME"]);
    }

    #[test]
    fn numbers_out_of_range_are_usage_errors() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("routes.toml");
        for (line, name) in [
            ("queue = 9999999", "queue"),
            ("concurrency = 100000", "concurrency"),
            ("timeout = 0", "timeout"),
            ("retries = 1000", "retries"),
            ("backoff = 0", "backoff"),
        ] {
            std::fs::write(&path, format!("[routes.x]\ncommand = \"true\"\n{line}\n")).unwrap();
            let error = load(&[], Some(&path), &defaults()).unwrap_err().to_string();
            assert!(
                error.contains(name) && error.contains("out of range"),
                "{error}"
            );
        }
    }

    #[test]
    fn file_routes_carry_filters_and_limits() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("routes.toml");
        std::fs::write(
            &path,
            r#"
[routes.retrain]
command = ["true", "--x"]
actions = ["update"]
repo_types = ["dataset"]
timeout = 7
concurrency = 2

[routes.audit]
"#,
        )
        .unwrap();
        let routes = load(&[], Some(&path), &defaults()).unwrap();
        let retrain = routes.iter().find(|r| r.name == "retrain").unwrap();
        assert_eq!(retrain.filters.actions, vec!["update"]);
        assert_eq!(retrain.timeout, Duration::from_secs(7));
        assert_eq!(retrain.concurrency, 2);
        assert_eq!(retrain.queue, 10);
        assert!(routes
            .iter()
            .any(|r| r.name == "audit" && r.command.is_none()));

        std::fs::write(&path, "[routes.x]\ncomand = \"true\"\n").unwrap();
        let error = load(&[], Some(&path), &defaults()).unwrap_err();
        assert!(error.to_string().contains("comand"), "{error}");
        std::fs::write(&path, "[routes.x]\ncommand = \"true\"\nconcurrency = 0\n").unwrap();
        assert!(load(&[], Some(&path), &defaults()).is_err());
    }
}
