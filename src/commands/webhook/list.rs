use crate::error::{Outcome, Result};
use crate::run::Ctx;
use crate::views::hub as view;

pub(super) async fn run(ctx: &Ctx) -> Result<Outcome> {
    let answer = super::client(ctx)?.list().await?;
    view::print_webhooks(&ctx.printer, &answer)?;
    if answer.webhooks.is_empty() && ctx.printer.is_table() {
        ctx.printer.hint(
            "no webhooks yet; create one with `ward webhook create --url URL --watch TYPE:NAME`",
        );
    }
    Ok(Outcome::Clean)
}
