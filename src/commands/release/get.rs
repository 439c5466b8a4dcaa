use crate::cli::ReleaseVersionArgs;
use crate::clients::releases::{check_path_segment, ReleasesClient};
use crate::error::{Error, Outcome, Result};
use crate::services::releases::parse_ref;
use crate::Ctx;

use super::release_table;

pub async fn run(ctx: &Ctx, client: &ReleasesClient, args: &ReleaseVersionArgs) -> Result<Outcome> {
    let reference = parse_ref(&args.project)?;
    check_path_segment(&args.version, "version").map_err(|error| {
        Error::usage(error).with_hint("`ward release list PROJECT` shows the versions")
    })?;
    let release = client.release(&reference, &args.version).await?;
    ctx.printer.object(&release, || release_table(&release))?;
    Ok(Outcome::Clean)
}
