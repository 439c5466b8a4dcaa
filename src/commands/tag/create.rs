use crate::cli::TagCreateArgs;
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use ward_client::releases::ReleasesClient;

use super::check_name;
use crate::views::releases::tag_table;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &TagCreateArgs,
) -> Result<Outcome> {
    let tag = client.create_tag(check_name(&args.name)?).await?;
    ctx.printer.object(&tag, || tag_table(&tag))?;
    Ok(Outcome::Clean)
}
