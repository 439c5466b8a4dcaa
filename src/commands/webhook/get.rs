use crate::cli::WebhookIdArgs;
use crate::error::{Outcome, Result};
use crate::run::Ctx;

pub(super) async fn run(ctx: &Ctx, args: &WebhookIdArgs) -> Result<Outcome> {
    super::check_id(&args.id)?;
    let hook = super::client(ctx)?.get(&args.id).await?;
    crate::views::hub::print_webhook(&ctx.printer, &hook)?;
    Ok(Outcome::Clean)
}
