use crate::cli::ProjectRefArgs;
use crate::clients::releases::ReleasesClient;
use crate::error::{Outcome, Result};
use crate::Ctx;

use crate::services::releases::parse_ref;

pub async fn run(ctx: &Ctx, client: &ReleasesClient, args: &ProjectRefArgs) -> Result<Outcome> {
    let reference = parse_ref(&args.project)?;
    let answer = client.remove_project(&reference).await?;
    if ctx.printer.is_table() {
        ctx.printer
            .info(&format!("stopped tracking project {reference}"));
    } else {
        ctx.printer.object(&answer, Default::default)?;
    }
    Ok(Outcome::Clean)
}
