use super::shared;
use crate::cli::BreachApiArgs;
use crate::error::{Outcome, Result};
use crate::output::Table;
use crate::Ctx;

pub async fn run(ctx: &Ctx, api: &BreachApiArgs) -> Result<Outcome> {
    let client = shared::client(ctx, shared::resolve_api(ctx, api)?, false)?;
    let classes = client.dataclasses().await?;
    ctx.printer.list(&classes, &classes, || {
        let mut table = Table::new(["DATA CLASS"]);
        for class in &classes {
            table.push([class.as_str()]);
        }
        table
    })?;
    shared::attribute(ctx);
    Ok(Outcome::Clean)
}
