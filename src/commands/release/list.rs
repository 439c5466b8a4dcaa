use crate::cli::ReleaseListArgs;
use crate::commands::paging::fetch_pages;
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use crate::services::releases::parse_ref;
use ward_client::releases::{ReleasePage, ReleasesClient};

use crate::views::releases::releases_table;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &ReleaseListArgs,
) -> Result<Outcome> {
    let reference = parse_ref(&args.project)?;
    let page: ReleasePage = fetch_pages(ctx, &args.pages, "releases", client.budget(), |number| {
        let reference = &reference;
        async move { Ok(client.releases_page(reference, number).await?) }
    })
    .await?;
    if ctx.printer.is_table() && page.releases.is_empty() {
        ctx.printer
            .info(&format!("no releases found for {reference}"));
        return Ok(Outcome::Clean);
    }
    ctx.printer
        .list(&page, &page.releases, || releases_table(&page.releases))?;
    Ok(Outcome::Clean)
}
