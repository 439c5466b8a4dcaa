use crate::cli::ProjectApplyArgs;
use crate::clients::releases::ReleasesClient;
use crate::error::{Outcome, Result};
use crate::Ctx;

use super::file::{parse, read_text};
use super::plan::Mode;
use super::sync::sync;

pub async fn run(ctx: &Ctx, client: &ReleasesClient, args: &ProjectApplyArgs) -> Result<Outcome> {
    let origin = args.file.display().to_string();
    let file = parse(&read_text(&args.file)?, &origin)?;
    let mode = Mode::Apply { prune: args.prune };
    sync(ctx, client, &file, mode, args.dry_run, args.yes).await
}
