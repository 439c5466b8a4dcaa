use crate::cli::{reference_command, ManArgs};
use crate::error::{Error, Outcome, Result};
use crate::Ctx;

pub fn run(ctx: &Ctx, args: &ManArgs) -> Result<Outcome> {
    // The plain version, not the commit: committed pages must not go stale with each commit.
    let command = reference_command().version(env!("CARGO_PKG_VERSION"));
    if let Some(dir) = &args.dir {
        std::fs::create_dir_all(dir)
            .map_err(|error| Error::io(format!("could not create {}", dir.display()), error))?;
        clap_mangen::generate_to(command, dir).map_err(|error| {
            Error::io(
                format!("could not write the manual pages to {}", dir.display()),
                error,
            )
        })?;
        return Ok(Outcome::Clean);
    }
    let mut page = Vec::new();
    clap_mangen::Man::new(command)
        .render(&mut page)
        .map_err(|error| Error::io("could not render the manual page", error))?;
    ctx.printer
        .terminal()
        .write_stdout(&page)
        .map_err(|error| Error::io("could not write to standard output", error))?;
    Ok(Outcome::Clean)
}
