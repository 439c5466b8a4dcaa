use crate::cli::TagDeleteArgs;
use crate::commands::confirm_named;
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use ward_client::releases::ReleasesClient;
use ward_client::Service;

use super::check_id;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &TagDeleteArgs,
) -> Result<Outcome> {
    let id = check_id(&args.tag.id)?;
    // A value the request would refuse is refused before the question, not after a "yes".
    if let Err(refusal) = ward_client::path::Segment::new(id) {
        let operation = ward_client::Operation::Tag(id.to_string());
        return Err(ward_client::ClientError::new(Service::Releases, operation, refusal).into());
    }
    // The person sees the tag's name, not only its ID, before answering.
    let described = async {
        let tag = client.tag(id).await?;
        Ok(format!("\"{}\" ({})", tag.name, tag.id))
    };
    confirm_named(ctx, args.yes, id.to_string(), described, |named| {
        format!("delete tag {named} (projects keep tracking, without it)")
    })
    .await?;
    let answer = client.delete_tag(id).await?;
    if ctx.printer.is_table() {
        ctx.printer.info(&format!("deleted tag {id}"));
    } else {
        ctx.printer.object(&answer, Default::default)?;
    }
    Ok(Outcome::Clean)
}
