use crate::cli::ProjectAddArgs;
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use ward_client::releases::{NewProject, ProjectRef, ReleasesClient};

use super::settings::from_flags;
use crate::views::projects::project_table;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &ProjectAddArgs,
) -> Result<Outcome> {
    let provider = args.provider.trim();
    let name = args.name.trim();
    if provider.is_empty() || provider.contains('/') {
        return Err(Error::usage(format!(
            "\"{}\" is not a provider; give one such as github or npm (`ward provider list`)",
            args.provider
        )));
    }
    // The same checks as for addressing it later, so the project stays reachable by name.
    ProjectRef::parse(&format!("{provider}/{name}")).map_err(Error::usage)?;
    let body = NewProject {
        provider: provider.to_string(),
        name: name.to_string(),
        settings: from_flags(&args.settings)?,
        extra: serde_json::Map::new(),
    };
    let project = client.add_project(&body).await?;
    ctx.printer.object(&project, || project_table(&project))?;
    Ok(Outcome::Clean)
}
