use crate::cli::ReleaseProjectArgs;
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use crate::services::releases::parse_ref;
use ward_client::releases::ReleasesClient;

use crate::views::releases::release_table;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &ReleaseProjectArgs,
) -> Result<Outcome> {
    let reference = parse_ref(&args.project)?;
    let release = client.latest_release(&reference).await?;
    ctx.printer.object(&release, || release_table(&release))?;
    Ok(Outcome::Clean)
}
