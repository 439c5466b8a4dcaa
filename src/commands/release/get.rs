use crate::cli::ReleaseVersionArgs;
use crate::clients::releases::ReleasesClient;
use crate::commands::project::shared::parse_ref;
use crate::error::{Error, Outcome, Result};
use crate::Ctx;

use super::release_table;

pub async fn run(ctx: &Ctx, client: &ReleasesClient, args: &ReleaseVersionArgs) -> Result<Outcome> {
    let reference = parse_ref(&args.project)?;
    if args.version.is_empty() {
        return Err(Error::usage("the version is empty"));
    }
    let release = client.release(&reference, &args.version).await?;
    ctx.printer.object(&release, || release_table(&release))?;
    Ok(Outcome::Clean)
}
