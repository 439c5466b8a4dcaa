//! A route's command as written (one line or a list of words, with or without a shell),
//! turned into a program found at start-up and its arguments.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use super::{CommandLine, Lookup};
use crate::error::{Error, Result};

#[derive(Debug)]
pub(super) enum CommandEntry {
    Line(String),
    Argv(Vec<String>),
}

/// Written by hand so a wrong value is explained in the routes file's words, not as a
/// failed match of serde's internal enum.
impl<'de> Deserialize<'de> for CommandEntry {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> std::result::Result<Self, D::Error> {
        deserializer.deserialize_any(CommandVisitor)
    }
}

struct CommandVisitor;

impl<'de> serde::de::Visitor<'de> for CommandVisitor {
    type Value = CommandEntry;

    fn expecting(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(
            "a command: a list of words such as [\"prog\", \"arg\"], or one line such as \"prog arg\"",
        )
    }

    fn visit_str<E: serde::de::Error>(self, line: &str) -> std::result::Result<Self::Value, E> {
        Ok(CommandEntry::Line(line.to_string()))
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(
        self,
        mut words: A,
    ) -> std::result::Result<Self::Value, A::Error> {
        let mut argv = Vec::new();
        while let Some(word) = words.next_element::<String>()? {
            argv.push(word);
        }
        Ok(CommandEntry::Argv(argv))
    }
}

pub(super) fn resolve(
    command: CommandEntry,
    shell: bool,
    workdir: Option<&Path>,
    lookup: Lookup<'_>,
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
    let program = find(program, workdir, lookup).ok_or_else(|| {
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
fn find(program: &str, workdir: Option<&Path>, lookup: Lookup<'_>) -> Option<PathBuf> {
    let bare = !program.contains(std::path::is_separator);
    if bare {
        // Relative PATH entries are taken from the current directory, as a shell would.
        let here = std::env::current_dir().ok()?;
        return which::which_in(program, lookup.path, here).ok();
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
    use crate::webhook_server::routes::tests::{defaults, lookup};
    use crate::webhook_server::routes::{load, Defaults};

    #[test]
    #[cfg_attr(windows, ignore = "the shell is `cmd /C` on Windows, not sh")]
    fn shell_routes_run_sh() {
        let shell = Defaults {
            shell: true,
            ..defaults()
        };
        let routes = load(&["s=echo $HOME | cat".into()], None, &shell, lookup()).unwrap();
        let command = routes[0].command.as_ref().unwrap();
        assert!(command.program.ends_with("sh"));
        assert_eq!(command.args, vec!["-c", "echo $HOME | cat"]);
    }

    #[cfg(unix)]
    #[test]
    fn shell_argv_routes_quote_every_word() {
        let (_dir, path) = crate::webhook_server::routes::tests::routes_file(
            "[routes.q]\ncommand = [\"echo\", \"a;touch X\", \"$HOME\"]\nshell = true\n",
        );
        let routes = load(&[], Some(&path), &defaults(), lookup()).unwrap();
        let command = routes[0].command.as_ref().unwrap();
        assert_eq!(command.args, vec!["-c", "echo 'a;touch X' '$HOME'"]);
        let words = shlex::split(&command.args[1]).unwrap();
        assert_eq!(words, vec!["echo", "a;touch X", "$HOME"]);
    }
}
