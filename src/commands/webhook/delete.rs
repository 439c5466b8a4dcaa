use serde_json::json;

use crate::cli::WebhookDeleteArgs;
use crate::error::{Outcome, Result};
use crate::prompt;
use crate::run::Ctx;
use crate::views::hub as view;
use ward_client::Service;

pub(super) async fn run(ctx: &Ctx, args: &WebhookDeleteArgs) -> Result<Outcome> {
    super::check_id(&args.id)?;
    // A value the request would refuse is refused before the question, not after a "yes".
    if let Err(refusal) = ward_client::path::Segment::new(&args.id) {
        let operation = ward_client::Operation::Lookup(args.id.clone());
        return Err(ward_client::ClientError::new(Service::Hub, operation, refusal).into());
    }
    let client = super::client(ctx)?;
    let named = if ctx.prompter.will_ask(args.yes) {
        // The person sees where the webhook delivers and what it watches before answering.
        let hook = client.get(&args.id).await?;
        format!(
            "{} ({}, watching {})",
            args.id,
            hook.target(),
            view::watched_text(&hook, ", ")
        )
    } else {
        args.id.clone()
    };
    ctx.prompter.confirm(&prompt::Confirmation {
        action: &format!("delete webhook {named} for good, which stops all its deliveries"),
        yes: args.yes,
        has_dry_run: false,
    })?;
    client.delete(&args.id).await?;
    let result = json!({ "id": args.id, "deleted": true });
    view::print_deleted(&ctx.printer, &result, &args.id)?;
    Ok(Outcome::Clean)
}
