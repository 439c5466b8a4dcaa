use crate::cli::ProjectUpdateArgs;
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use ward_client::releases::ReleasesClient;

use super::settings::{apply_edits, from_flags, needs_current};
use crate::services::releases::parse_ref;
use crate::views::projects::project_table;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &ProjectUpdateArgs,
) -> Result<Outcome> {
    let reference = parse_ref(&args.project)?;
    let mut settings = from_flags(&args.settings)?;
    let current = if needs_current(&settings, &args.edits) {
        Some(client.project(&reference).await?)
    } else {
        None
    };
    let warnings = apply_edits(&mut settings, &args.edits, current.as_ref())?;
    for warning in warnings {
        ctx.printer.warn(&warning);
    }
    if settings.is_empty() {
        return Err(Error::usage("nothing to change: give at least one setting")
            .with_hint("`ward project update --help` lists them"));
    }
    let project = client.update_project(&reference, &settings).await?;
    ctx.printer.object(&project, || project_table(&project))?;
    Ok(Outcome::Clean)
}
