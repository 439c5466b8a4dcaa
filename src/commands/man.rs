use std::path::Path;

use crate::cli::{reference_command, ManArgs};
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;

pub(super) fn run(ctx: &Ctx, args: &ManArgs) -> Result<Outcome> {
    // The plain version, not the commit: committed pages must not go stale with each commit.
    let command = reference_command().version(env!("CARGO_PKG_VERSION"));
    if let Some(dir) = &args.dir {
        write_pages(command, dir)?;
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

/// One page for the command and each visible subcommand (`ward-auth-cleanup.1`), as
/// `clap_mangen::generate_to` names them, each written through the shared write: readable
/// by everyone, never through a link planted at its name.
fn write_pages(command: clap::Command, dir: &Path) -> Result<()> {
    fn pages(command: clap::Command, out: &mut Vec<(String, Vec<u8>)>) -> std::io::Result<()> {
        for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
            pages(sub.clone(), out)?;
        }
        let man = clap_mangen::Man::new(command);
        let mut page = Vec::new();
        man.render(&mut page)?;
        out.push((man.get_filename(), page));
        Ok(())
    }
    let mut command = command.disable_help_subcommand(true);
    command.build();
    let mut rendered = Vec::new();
    pages(command, &mut rendered)
        .map_err(|error| Error::io("could not render the manual pages", error))?;
    ward_files::create_private_dir(dir)
        .map_err(|error| Error::io(format!("could not create {}", dir.display()), error))?;
    for (name, page) in rendered {
        let path = dir.join(name);
        ward_files::write_readable(&path, &page).map_err(|error| {
            Error::io(
                format!("could not write the manual page {}", path.display()),
                error,
            )
        })?;
    }
    Ok(())
}
