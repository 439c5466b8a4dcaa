//! How a plan of changes to the tracked projects looks: one row per change, and its
//! counts in one line; and how carrying it out ended, one row per change made or failed.

use serde::Serialize;
use serde_json::Value;

use crate::output::{Cell, Table, Tone};
use crate::services::projects::plan::{Action, Change, Item, Plan};
use ward_client::releases::Tag;

fn show(value: &Value) -> String {
    match value {
        Value::Null => "-".to_string(),
        Value::String(text) => format!("{text:?}"),
        Value::Array(items) => format!(
            "[{}]",
            items
                .iter()
                .map(|item| match item {
                    Value::String(text) => text.clone(),
                    Value::Object(rule) => {
                        let inverse = rule.get("inverse") == Some(&Value::Bool(true));
                        let value = rule
                            .get("value")
                            .and_then(Value::as_str)
                            .unwrap_or_default();
                        if inverse {
                            format!("!{value}")
                        } else {
                            value.to_string()
                        }
                    }
                    other => other.to_string(),
                })
                .collect::<Vec<_>>()
                .join(", ")
        ),
        other => other.to_string(),
    }
}

fn describe(changes: &[Change], action: Action) -> String {
    changes
        .iter()
        .map(|change| {
            if action == Action::Add {
                format!("{}: {}", change.field, show(&change.to))
            } else {
                format!(
                    "{}: {} -> {}",
                    change.field,
                    show(&change.from),
                    show(&change.to)
                )
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn tone(action: Action) -> Tone {
    match action {
        Action::Add => Tone::Good,
        Action::Update => Tone::Warn,
        Action::Remove => Tone::Bad,
        Action::Unchanged => Tone::Dim,
    }
}

pub(crate) fn plan_table(plan: &Plan) -> Table {
    let mut table = Table::new(["ACTION", "PROJECT", "CHANGES"]);
    for name in &plan.tags_to_create {
        table.row(vec![
            Cell::new("create tag", Tone::Good),
            Cell::from(name.clone()),
            Cell::from(""),
        ]);
    }
    for item in plan
        .items
        .iter()
        .filter(|item| item.action != Action::Unchanged)
    {
        table.row(vec![
            Cell::new(item.action.label(), tone(item.action)),
            Cell::from(item.label()),
            Cell::from(describe(&item.changes, item.action)),
        ]);
    }
    table
}

pub(crate) fn summary(plan: &Plan) -> String {
    tally(
        plan,
        ["to add", "to update", "to remove", "unchanged", "to create"],
        plan.tags_to_create.len(),
    )
}

/// The plan's counts in one line; `words` follow each count (future tense for a plan, past
/// tense for what was done).
pub(crate) fn tally(plan: &Plan, words: [&str; 5], tags: usize) -> String {
    let [add, update, remove, unchanged, create] = words;
    format!(
        "{} {add}, {} {update}, {} {remove}, {} {unchanged}, {tags} tag(s) {create}",
        plan.count(Action::Add),
        plan.count(Action::Update),
        plan.count(Action::Remove),
        plan.count(Action::Unchanged),
    )
}

/// How one item of a plan ended: `unchanged` (not tried, or nothing to do), `done` or
/// `failed` with its error.
#[derive(Debug, Serialize)]
pub(crate) struct ItemResult<'a> {
    #[serde(flatten)]
    pub item: &'a Item,
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// The tags created and every item that was tried, with how it ended.
pub(crate) fn results_table(tags_created: &[Tag], results: &[ItemResult<'_>]) -> Table {
    let mut table = Table::new(["ACTION", "PROJECT", "RESULT"]);
    for tag in tags_created {
        table.row(vec![
            Cell::new("create tag", Tone::Good),
            Cell::from(tag.name.clone()),
            Cell::new("done", Tone::Good),
        ]);
    }
    for result in results.iter().filter(|r| r.status != "unchanged") {
        let (text, result_tone) = match &result.error {
            Some(error) => (format!("failed: {error}"), Tone::Bad),
            None => ("done".to_string(), Tone::Good),
        };
        table.row(vec![
            Cell::new(result.item.action.label(), tone(result.item.action)),
            Cell::from(result.item.label()),
            Cell::new(text, result_tone),
        ]);
    }
    table
}
