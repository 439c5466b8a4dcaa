use futures_util::future::try_join_all;
use serde_json::{Map, Value};

use crate::cli::IntegrationListArgs;
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use crate::views::releases::{integration_kind_table, integrations_table};
use ward_client::releases::{IntegrationKind, ReleasesClient};

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
        ctx.printer.list(&list.document, list.items(), || {
            integration_kind_table(&list)
        })?;
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
    ctx.printer
        .list(&document, &items, || integrations_table(&lists))?;
    Ok(Outcome::Clean)
}
