use crate::cli::ProjectSearchArgs;
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use ward_client::releases::ReleasesClient;

use crate::views::projects::projects_table;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &ProjectSearchArgs,
) -> Result<Outcome> {
    let query = args.query.join(" ");
    if query.trim().is_empty() {
        return Err(Error::usage("the search text is empty"));
    }
    let result = client.search(&query, args.provider.as_deref()).await?;
    if ctx.printer.is_table() && result.projects.is_empty() {
        ctx.printer
            .info(&format!("no tracked project matches \"{query}\""));
        return Ok(Outcome::Clean);
    }
    ctx.printer.list(&result, &result.projects, || {
        projects_table(&result.projects)
    })?;
    Ok(Outcome::Clean)
}
