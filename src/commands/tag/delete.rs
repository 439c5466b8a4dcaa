use crate::cli::TagDeleteArgs;
use crate::clients::releases::ReleasesClient;
use crate::error::{Outcome, Result};
use crate::{prompt, Ctx};
use ward_client::Service;

use super::check_id;

pub async fn run(ctx: &Ctx, client: &ReleasesClient, args: &TagDeleteArgs) -> Result<Outcome> {
    let id = check_id(&args.tag.id)?;
    // A value the request would refuse is refused before the question, not after a "yes".
    if let Err(refusal) = ward_client::path::Segment::new(id) {
        let operation = ward_client::Operation::Tag(id.to_string());
        return Err(ward_client::ClientError::new(Service::Releases, operation, refusal).into());
    }
    let named = if ctx.prompter.will_ask(args.yes) {
        // The person sees the tag's name, not only its ID, before answering.
        let tag = client.tag(id).await?;
        format!("\"{}\" ({})", tag.name, tag.id)
    } else {
        id.to_string()
    };
    ctx.prompter.confirm(&prompt::Confirmation {
        action: &format!("delete tag {named} (projects keep tracking, without it)"),
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
