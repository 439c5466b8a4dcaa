use crate::cli::ProjectApplyArgs;
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use ward_client::releases::ReleasesClient;

use super::shared::sync;
use crate::services::projects::file::{parse, read_text, states_no_projects};
use crate::services::projects::plan::Mode;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &ProjectApplyArgs,
) -> Result<Outcome> {
    let origin = args.file.display().to_string();
    let text = read_text(&args.file, ctx.printer.terminal())?;
    let file = parse(&text, &origin)?;
    if args.prune && file.projects.is_empty() && !states_no_projects(&text) {
        // An empty file (an export that failed, a wrong path) must not empty the account.
        return Err(Error::usage(format!(
            "{origin} names no projects, so --prune would stop tracking every project"
        ))
        .with_hint("if that is what you want, write `projects = []` in the file"));
    }
    let mode = Mode::Apply { prune: args.prune };
    sync(ctx, client, &file, mode, args.dry_run, args.yes).await
}
