use crate::cli::TagIdArgs;
use crate::clients::releases::ReleasesClient;
use crate::error::{Outcome, Result};
use crate::Ctx;

use super::check_id;

pub async fn run(ctx: &Ctx, client: &ReleasesClient, args: &TagIdArgs) -> Result<Outcome> {
    let id = check_id(&args.id)?;
    let answer = client.delete_tag(id).await?;
    if ctx.printer.is_table() {
        ctx.printer.info(&format!("deleted tag {id}"));
    } else {
        ctx.printer.object(&answer, Default::default)?;
    }
    Ok(Outcome::Clean)
}
