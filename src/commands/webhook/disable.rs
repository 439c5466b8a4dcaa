use crate::cli::WebhookIdArgs;
use crate::error::{Outcome, Result};
use crate::run::Ctx;

/// `webhook disable`.
pub(super) async fn run(ctx: &Ctx, args: &WebhookIdArgs) -> Result<Outcome> {
    super::check_id(&args.id)?;
    let hook = super::client(ctx)?.disable(&args.id).await?;
    super::show_switched(ctx, &hook)
}
