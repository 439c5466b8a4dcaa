//! How the hub's webhooks look in tables. The secret itself is never shown in one.

use serde_json::Value;

use crate::error::Result;
use crate::output::{Cell, Printer, Table, Tone};
use ward_client::hub::{Answer, ListAnswer, State, Webhook};

fn state_cell(hook: &Webhook) -> Cell {
    let tone = match hook.disabled {
        State::Enabled => Tone::Good,
        State::Disabled => Tone::Dim,
        _ => Tone::Warn,
    };
    Cell::new(hook.disabled.label(), tone)
}

/// What a webhook watches, as `TYPE:NAME` items joined by `separator`.
pub(crate) fn watched_text(hook: &Webhook, separator: &str) -> String {
    hook.watched
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(separator)
}

/// One webhook as FIELD / VALUE rows.
fn fields(hook: &Webhook) -> Table {
    Table::fields([
        ("id", Cell::from(hook.id.clone())),
        ("url", Cell::from(hook.target())),
        ("state", state_cell(hook)),
        ("domains", Cell::from(hook.domains.join(", "))),
        ("watched", Cell::from(watched_text(hook, ", "))),
        (
            "secret",
            Cell::from(if hook.has_secret() { "set" } else { "none" }),
        ),
    ])
}

/// One webhook in the chosen format: JSON is the hub's document as sent, its secret
/// values replaced by `***` in the client.
pub(crate) fn print_webhook(printer: &Printer, hook: &Answer) -> Result<()> {
    printer.object(&hook.document, || fields(hook))
}

/// The webhook list in the chosen format: JSON is the hub's document as sent, its secret
/// values replaced by `***` in the client.
pub(crate) fn print_webhooks(printer: &Printer, answer: &ListAnswer) -> Result<()> {
    printer.list(&answer.document, answer.items(), || {
        let mut table = Table::new(["ID", "URL", "STATE", "DOMAINS", "WATCHED"]);
        for hook in &answer.webhooks {
            table.row(vec![
                Cell::from(hook.id.clone()),
                Cell::from(hook.target()),
                state_cell(hook),
                Cell::from(hook.domains.join(", ")),
                Cell::from(watched_text(hook, ", ")),
            ]);
        }
        table
    })
}

/// `result` (the deleted ID, for JSON) as FIELD / VALUE rows.
pub(crate) fn print_deleted(printer: &Printer, result: &Value, id: &str) -> Result<()> {
    printer.object(result, || {
        Table::fields([("id", id.to_string()), ("deleted", "yes".to_string())])
    })
}
