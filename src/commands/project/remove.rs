use crate::cli::ProjectRemoveArgs;
use crate::commands::confirm_named;
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use ward_client::releases::ReleasesClient;

use crate::services::releases::parse_ref;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &ProjectRemoveArgs,
) -> Result<Outcome> {
    let reference = parse_ref(&args.project.project)?;
    // The person sees exactly which project goes, by name and ID, before answering.
    let described = async {
        let project = client.project(&reference).await?;
        Ok(format!(
            "{}/{} ({})",
            project.provider, project.name, project.id
        ))
    };
    confirm_named(ctx, args.yes, reference.to_string(), described, |named| {
        format!("stop tracking project {named} (its settings are lost)")
    })
    .await?;
    let answer = client.remove_project(&reference).await?;
    if ctx.printer.is_table() {
        ctx.printer
            .info(&format!("stopped tracking project {reference}"));
    } else {
        ctx.printer.object(&answer, Default::default)?;
    }
    Ok(Outcome::Clean)
}
