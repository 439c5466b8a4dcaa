use crate::error::{Outcome, Result};
use crate::output::{Cell, Table};
use crate::Ctx;

pub(super) async fn run(ctx: &Ctx) -> Result<Outcome> {
    let answer = super::client(ctx)?.list().await?;
    let hooks = &answer.webhooks;
    ctx.printer.list(&answer.document, answer.items(), || {
        let mut table = Table::new(["ID", "URL", "STATE", "DOMAINS", "WATCHED"]);
        for hook in hooks {
            table.row(vec![
                Cell::from(hook.id.clone()),
                Cell::from(hook.target()),
                super::state_cell(hook),
                Cell::from(hook.domains.join(", ")),
                Cell::from(super::watched_text(hook, ", ")),
            ]);
        }
        table
    })?;
    if hooks.is_empty() && ctx.printer.is_table() {
        ctx.printer.hint(
            "no webhooks yet; create one with `ward webhook create --url URL --watch TYPE:NAME`",
        );
    }
    Ok(Outcome::Clean)
}
