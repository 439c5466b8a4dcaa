use serde_json::json;

use crate::cli::WebhookDeleteArgs;
use crate::error::{Outcome, Result};
use crate::output::Table;
use crate::{prompt, Ctx};

pub async fn run(ctx: &Ctx, args: &WebhookDeleteArgs) -> Result<Outcome> {
    super::check_id(&args.id)?;
    let client = super::client(ctx)?;
    prompt::confirm(&prompt::Confirmation {
        action: &format!(
            "delete webhook {} for good, which stops all its deliveries",
            args.id
        ),
        yes: args.yes,
        has_dry_run: false,
    })?;
    client.delete(&args.id).await?;
    let result = json!({ "id": args.id, "deleted": true });
    ctx.printer.object(&result, || {
        Table::fields([("id", args.id.clone()), ("deleted", "yes".to_string())])
    })?;
    Ok(Outcome::Clean)
}
