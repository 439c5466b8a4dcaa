use clap_complete::{Generator as _, Shell};

use crate::cli::{reference_command, CompletionsArgs};
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;

/// Shells whose scripts are committed under `completions/`.
pub(super) const SHELLS: [Shell; 5] = [
    Shell::Bash,
    Shell::Zsh,
    Shell::Fish,
    Shell::PowerShell,
    Shell::Elvish,
];

pub(super) fn run(ctx: &Ctx, args: &CompletionsArgs) -> Result<Outcome> {
    if let Some(dir) = &args.dir {
        ward_files::create_private_dir(dir)
            .map_err(|error| Error::io(format!("could not create {}", dir.display()), error))?;
        for shell in SHELLS {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut reference_command(), "ward", &mut script);
            let path = dir.join(shell.file_name("ward"));
            ward_files::write_readable(&path, &script).map_err(|error| {
                Error::io(
                    format!(
                        "could not write the {shell} completions to {}",
                        path.display()
                    ),
                    error,
                )
            })?;
        }
        return Ok(Outcome::Clean);
    }
    if let Some(shell) = args.shell {
        let mut buffer = Vec::new();
        clap_complete::generate(shell, &mut reference_command(), "ward", &mut buffer);
        ctx.printer
            .terminal()
            .write_stdout(&buffer)
            .map_err(|error| Error::io("could not write to standard output", error))?;
    }
    Ok(Outcome::Clean)
}
