use crate::cli::ProjectImportArgs;
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use ward_client::releases::ReleasesClient;

use super::shared::sync;
use crate::services::projects::file::{parse_import, read_text};
use crate::services::projects::plan::Mode;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &ProjectImportArgs,
) -> Result<Outcome> {
    let origin = args.file.display().to_string();
    let file = parse_import(&read_text(&args.file, ctx.printer.terminal())?, &origin)?;
    sync(ctx, client, &file, Mode::Import, args.dry_run, args.yes).await
}
