use crate::clients::releases::ReleasesClient;
use crate::error::{Outcome, Result};
use crate::output::Table;
use crate::Ctx;

pub(super) async fn run(ctx: &Ctx, client: &ReleasesClient) -> Result<Outcome> {
    let list = client.tags().await?;
    if ctx.printer.is_table() && list.tags.is_empty() {
        ctx.printer.info("no tags found");
        return Ok(Outcome::Clean);
    }
    ctx.printer.list(&list, &list.tags, || {
        let mut table = Table::new(["ID", "NAME"]);
        for tag in &list.tags {
            table.push([tag.id.as_str(), tag.name.as_str()]);
        }
        table
    })?;
    Ok(Outcome::Clean)
}
