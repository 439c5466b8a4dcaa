use clap_complete::Shell;

use crate::cli::{reference_command, CompletionsArgs};
use crate::error::{Error, Outcome, Result};
use crate::Ctx;

/// Shells whose scripts are committed under `completions/`.
pub const SHELLS: [Shell; 5] = [
    Shell::Bash,
    Shell::Zsh,
    Shell::Fish,
    Shell::PowerShell,
    Shell::Elvish,
];

pub fn run(ctx: &Ctx, args: &CompletionsArgs) -> Result<Outcome> {
    if let Some(dir) = &args.dir {
        std::fs::create_dir_all(dir)
            .map_err(|error| Error::io(format!("could not create {}", dir.display()), error))?;
        for shell in SHELLS {
            let mut command = reference_command();
            clap_complete::generate_to(shell, &mut command, "ward", dir).map_err(|error| {
                Error::io(
                    format!(
                        "could not write the {shell} completions to {}",
                        dir.display()
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
