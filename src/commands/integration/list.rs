use futures_util::future::try_join_all;
use serde_json::{Map, Value};

use crate::cli::IntegrationListArgs;
use crate::clients::releases::{IntegrationKind, IntegrationList, ReleasesClient};
use crate::error::{Outcome, Result};
use crate::output::Table;
use crate::Ctx;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &IntegrationListArgs,
) -> Result<Outcome> {
    if let Some(kind) = args.kind {
        let list = client.integrations(kind.into()).await?;
        if ctx.printer.is_table() && list.items().is_empty() {
            ctx.printer.info(&format!("no {} found", list.kind.label()));
            return Ok(Outcome::Clean);
        }
        ctx.printer
            .list(&list.document, list.items(), || kind_table(&list))?;
        return Ok(Outcome::Clean);
    }
    let lists = try_join_all(
        IntegrationKind::ALL
            .into_iter()
            .map(|kind| client.integrations(kind)),
    )
    .await?;
    // Every kind at once: keyed by the project field the IDs go in, each item tagged with
    // its kind for NDJSON.
    let mut document = Map::new();
    let mut items = Vec::new();
    for list in &lists {
        document.insert(
            list.kind.field().to_string(),
            Value::Array(list.items().to_vec()),
        );
        for item in list.items() {
            let mut tagged = Map::new();
            tagged.insert("kind".into(), Value::String(list.kind.name().into()));
            if let Value::Object(fields) = item {
                tagged.extend(fields.clone());
            }
            items.push(Value::Object(tagged));
        }
    }
    if ctx.printer.is_table() && items.is_empty() {
        ctx.printer.info("no integrations found");
        return Ok(Outcome::Clean);
    }
    ctx.printer.list(&document, &items, || {
        let mut table = Table::new(["KIND", "ID", "NAME", "DETAILS"]);
        for list in &lists {
            for item in list.items() {
                let (name, details) = describe(list.kind, item);
                table.push([
                    list.kind.name().to_string(),
                    text(item, "id"),
                    name,
                    details,
                ]);
            }
        }
        table
    })?;
    Ok(Outcome::Clean)
}

fn text(item: &Value, key: &str) -> String {
    match item.get(key) {
        Some(Value::String(text)) => text.clone(),
        Some(Value::Null) | None => String::new(),
        Some(other) => other.to_string(),
    }
}

/// A name and the kind-specific details of one integration.
fn describe(kind: IntegrationKind, item: &Value) -> (String, String) {
    match kind {
        IntegrationKind::ChatA => (text(item, "channel"), text(item, "team_name")),
        IntegrationKind::ChatB => (text(item, "name"), text(item, "type")),
        IntegrationKind::Matrix => (
            text(item, "name"),
            [text(item, "homeserver_url"), text(item, "internal_room_id")]
                .into_iter()
                .filter(|part| !part.is_empty())
                .collect::<Vec<_>>()
                .join(" "),
        ),
        _ => (text(item, "name"), String::new()),
    }
}

fn kind_table(list: &IntegrationList) -> Table {
    let columns: &[(&str, &str)] = match list.kind {
        IntegrationKind::ChatA => &[("ID", "id"), ("TEAM", "team_name"), ("CHANNEL", "channel")],
        IntegrationKind::ChatB => &[("ID", "id"), ("NAME", "name"), ("TYPE", "type")],
        IntegrationKind::Matrix => &[
            ("ID", "id"),
            ("NAME", "name"),
            ("HOMESERVER URL", "homeserver_url"),
            ("INTERNAL ROOM ID", "internal_room_id"),
        ],
        _ => &[("ID", "id"), ("NAME", "name")],
    };
    let mut table = Table::new(columns.iter().map(|(header, _)| *header));
    for item in list.items() {
        table.push(columns.iter().map(|(_, key)| text(item, key)));
    }
    table
}
