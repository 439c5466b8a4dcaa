use crate::cli::ProjectRefArgs;
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use ward_client::releases::ReleasesClient;

use crate::services::releases::parse_ref;
use crate::views::projects::project_table;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &ProjectRefArgs,
) -> Result<Outcome> {
    let reference = parse_ref(&args.project)?;
    let project = client.project(&reference).await?;
    ctx.printer.object(&project, || project_table(&project))?;
    Ok(Outcome::Clean)
}
