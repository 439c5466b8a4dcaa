use crate::error::{Outcome, Result};
use crate::run::Ctx;
use crate::views::releases::tags_table;
use ward_client::releases::ReleasesClient;

pub(super) async fn run(ctx: &Ctx, client: &ReleasesClient) -> Result<Outcome> {
    let list = client.tags().await?;
    if ctx.printer.is_table() && list.tags.is_empty() {
        ctx.printer.info("no tags found");
        return Ok(Outcome::Clean);
    }
    ctx.printer
        .list(&list, &list.tags, || tags_table(&list.tags))?;
    Ok(Outcome::Clean)
}
