use crate::cli::{OrderArg, ProjectListArgs};
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use ward_client::releases::{ProjectPage, ProjectQuery, ReleasesClient};

use crate::commands::paging::fetch_pages;
use crate::views::projects::projects_table;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &ProjectListArgs,
) -> Result<Outcome> {
    let query = ProjectQuery {
        provider: args.provider.clone(),
        order: args.order.map(|order| {
            match order {
                OrderArg::Updated => "updated",
                OrderArg::Added => "added",
                OrderArg::Name => "name",
            }
            .to_string()
        }),
        reverse: args.reverse,
        tag: args.tag.clone(),
    };
    let page: ProjectPage = fetch_pages(ctx, &args.pages, "projects", client.budget(), |number| {
        let query = &query;
        async move { Ok(client.projects_page(query, number).await?) }
    })
    .await?;
    if ctx.printer.is_table() && page.projects.is_empty() {
        ctx.printer.info("no projects found");
        return Ok(Outcome::Clean);
    }
    ctx.printer
        .list(&page, &page.projects, || projects_table(&page.projects))?;
    Ok(Outcome::Clean)
}
