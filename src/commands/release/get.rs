use crate::error::{Outcome, Result};
use crate::run::Ctx;
use crate::views::releases::release_table;
use ward_client::releases::ReleasesClient;

use super::Version;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    named: &Version<'_>,
) -> Result<Outcome> {
    let release = client.release(&named.project, named.version).await?;
    ctx.printer.object(&release, || release_table(&release))?;
    Ok(Outcome::Clean)
}
