use serde_json::json;

use crate::cli::WebhookDeleteArgs;
use crate::error::{Error, Outcome, Result};
use crate::output::Table;
use crate::{prompt, Ctx};

pub async fn run(ctx: &Ctx, args: &WebhookDeleteArgs) -> Result<Outcome> {
    super::check_id(&args.id)?;
    let client = super::client(ctx)?;
    if !args.yes
        && !prompt::confirm(&format!(
            "Delete webhook {} for good? It stops all its deliveries",
            args.id
        ))?
    {
        return Err(Error::runtime(format!(
            "webhook {} was not deleted (not confirmed)",
            args.id
        )));
    }
    client.delete(&args.id).await?;
    let result = json!({ "id": args.id, "deleted": true });
    ctx.printer.object(&result, || {
        Table::fields([("id", args.id.clone()), ("deleted", "yes".to_string())])
    })?;
    Ok(Outcome::Clean)
}
