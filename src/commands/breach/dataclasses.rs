use crate::cli::BreachApiArgs;
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use crate::views::breaches as view;

pub(super) async fn run(ctx: &Ctx, api: &BreachApiArgs) -> Result<Outcome> {
    let client = crate::commands::breach_client::client(ctx, api, false)?;
    let classes = client.dataclasses().await?;
    ctx.printer
        .list(&classes, &classes, || view::dataclasses_table(&classes))?;
    view::attribute(&ctx.printer);
    Ok(Outcome::Clean)
}
