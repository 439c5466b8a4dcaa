use crate::cli::ProjectRemoveArgs;
use crate::clients::releases::ReleasesClient;
use crate::error::{Outcome, Result};
use crate::{prompt, Ctx};

use crate::services::releases::parse_ref;

pub async fn run(ctx: &Ctx, client: &ReleasesClient, args: &ProjectRemoveArgs) -> Result<Outcome> {
    let reference = parse_ref(&args.project.project)?;
    let named = if ctx.prompter.will_ask(args.yes) {
        // The person sees exactly which project goes, by name and ID, before answering.
        let project = client.project(&reference).await?;
        format!("{}/{} ({})", project.provider, project.name, project.id)
    } else {
        reference.to_string()
    };
    ctx.prompter.confirm(&prompt::Confirmation {
        action: &format!("stop tracking project {named} (its settings are lost)"),
        yes: args.yes,
        has_dry_run: false,
    })?;
    let answer = client.remove_project(&reference).await?;
    if ctx.printer.is_table() {
        ctx.printer
            .info(&format!("stopped tracking project {reference}"));
    } else {
        ctx.printer.object(&answer, Default::default)?;
    }
    Ok(Outcome::Clean)
}
