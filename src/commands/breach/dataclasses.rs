use crate::cli::BreachApiArgs;
use crate::error::{Outcome, Result};
use crate::output::Table;
use crate::views::breaches as view;
use crate::Ctx;

pub(super) async fn run(ctx: &Ctx, api: &BreachApiArgs) -> Result<Outcome> {
    let client = crate::commands::breaches_client(ctx, api, false)?;
    let classes = client.dataclasses().await?;
    ctx.printer.list(&classes, &classes, || {
        let mut table = Table::new(["DATA CLASS"]);
        for class in &classes {
            table.push([class.as_str()]);
        }
        table
    })?;
    view::attribute(&ctx.printer);
    Ok(Outcome::Clean)
}
