//! How the cloud's answers look in tables: an organization's IAM policy, and the outputs
//! `ward auth` produced.

use serde_json::{Map, Value};

use crate::error::Result;
use crate::output::{Cell, Printer, Table, Tone};
use ward_client::cloud::resource_manager::Policy;

/// One member of one binding, with the binding's condition (title, expression) for the
/// table and, for NDJSON, the condition exactly as the service sent it (its description
/// and any field ward does not model included).
pub(crate) struct BindingRow {
    pub role: String,
    pub member: String,
    pub condition: Option<(String, String)>,
    pub sent_condition: Option<Value>,
}

/// The policy of `resource` as tables: a line naming its version and etag, one row per
/// member in `rows`, and its audit configuration when it has one. `filtering` says whether
/// `rows` were cut down by the user's filters, for the line shown when none are left.
pub(crate) fn print_policy(
    printer: &Printer,
    resource: &str,
    policy: &Policy,
    rows: &[BindingRow],
    filtering: bool,
) -> Result<()> {
    printer.info(&format!(
        "{resource}: policy version {}, etag {}",
        policy
            .version
            .map_or_else(|| "0".to_string(), |v| v.to_string()),
        policy.etag.as_deref().unwrap_or("(none)")
    ));
    let mut table = Table::new(["ROLE", "MEMBER", "CONDITION"]);
    for BindingRow {
        role,
        member,
        condition,
        ..
    } in rows
    {
        let condition = match condition {
            Some((title, expression)) if title.is_empty() => {
                Cell::new(expression.clone(), Tone::Warn)
            }
            Some((title, expression)) => Cell::new(format!("{title}: {expression}"), Tone::Warn),
            None => Cell::new("-", Tone::Dim),
        };
        table.row(vec![
            Cell::from(role.clone()),
            Cell::from(member.clone()),
            condition,
        ]);
    }
    printer.table(&table)?;
    if rows.is_empty() {
        printer.info(if filtering {
            "no bindings match the filters"
        } else {
            "the policy has no bindings"
        });
    }
    if policy.audit_configs.is_empty() {
        return Ok(());
    }
    let mut audit = Table::new(["SERVICE", "LOG TYPE", "EXEMPTED MEMBERS"]);
    for config in &policy.audit_configs {
        for log in &config.audit_log_configs {
            audit.push([
                config.service.clone(),
                log.log_type.clone(),
                log.exempted_members.join(", "),
            ]);
        }
    }
    printer.text("")?;
    printer.table(&audit)
}

/// `ward auth`'s outputs, NAME and value, as one JSON object or FIELD / VALUE rows.
pub(crate) fn print_outputs(printer: &Printer, pairs: &[(&'static str, &str)]) -> Result<()> {
    let document: Map<String, Value> = pairs
        .iter()
        .map(|(name, value)| ((*name).to_string(), Value::String((*value).to_string())))
        .collect();
    printer.object(&document, || {
        Table::fields(
            pairs
                .iter()
                .map(|(name, value)| (*name, (*value).to_string())),
        )
    })
}
