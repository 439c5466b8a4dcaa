use crate::cli::TagIdArgs;
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use ward_client::releases::ReleasesClient;

use super::check_id;
use crate::views::releases::tag_table;

pub(super) async fn run(ctx: &Ctx, client: &ReleasesClient, args: &TagIdArgs) -> Result<Outcome> {
    let tag = client.tag(check_id(&args.id)?).await?;
    ctx.printer.object(&tag, || tag_table(&tag))?;
    Ok(Outcome::Clean)
}
