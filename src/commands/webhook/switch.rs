use crate::cli::WebhookIdArgs;
use crate::error::{Outcome, Result};
use crate::Ctx;

/// `webhook enable` (`on`) and `webhook disable`.
pub(super) async fn run(ctx: &Ctx, args: &WebhookIdArgs, on: bool) -> Result<Outcome> {
    super::check_id(&args.id)?;
    let client = super::client(ctx)?;
    let hook = if on {
        client.enable(&args.id).await?
    } else {
        client.disable(&args.id).await?
    };
    ctx.printer.info(&format!(
        "webhook {} is now {}",
        hook.id,
        hook.disabled.label()
    ));
    crate::views::hub::print_webhook(&ctx.printer, &hook)?;
    Ok(Outcome::Clean)
}
