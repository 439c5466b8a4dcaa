use crate::cli::{BreachApiArgs, BreachListArgs};
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use crate::views::breaches as view;
use ward_client::breaches::model::sort_by_title;

pub(super) async fn run(ctx: &Ctx, api: &BreachApiArgs, args: &BreachListArgs) -> Result<Outcome> {
    let client = crate::commands::breach_client::client(ctx, api, false)?;
    let domain = args
        .domain
        .as_deref()
        .map(str::trim)
        .filter(|d| !d.is_empty());
    let mut breaches = client.breaches(domain).await?;
    sort_by_title(&mut breaches);
    ctx.printer.list(&breaches, &breaches, || {
        let mut table = view::breach_table(false);
        view::breach_rows(&mut table, None, &breaches);
        table
    })?;
    if breaches.is_empty() {
        let scope = domain
            .map(|d| format!(" for the domain {d}"))
            .unwrap_or_default();
        ctx.printer.info(&format!("no breaches{scope}"));
    } else {
        view::attribute(&ctx.printer);
    }
    Ok(Outcome::Clean)
}
