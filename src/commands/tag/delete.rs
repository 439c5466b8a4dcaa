use crate::cli::TagDeleteArgs;
use crate::clients::releases::ReleasesClient;
use crate::error::{Outcome, Result};
use crate::{prompt, Ctx};

use super::check_id;

pub async fn run(ctx: &Ctx, client: &ReleasesClient, args: &TagDeleteArgs) -> Result<Outcome> {
    let id = check_id(&args.tag.id)?;
    prompt::confirm(&prompt::Confirmation {
        action: &format!("delete tag {id} (projects keep tracking, without it)"),
        yes: args.yes,
        has_dry_run: false,
    })?;
    let answer = client.delete_tag(id).await?;
    if ctx.printer.is_table() {
        ctx.printer.info(&format!("deleted tag {id}"));
    } else {
        ctx.printer.object(&answer, Default::default)?;
    }
    Ok(Outcome::Clean)
}
