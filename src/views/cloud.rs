//! How the cloud's answers look in tables: an IAM policy, the drift and rule reports over
//! many of them (also as Markdown), and the outputs `ward auth` produced.

use serde_json::{json, Map, Value};

use crate::error::Result;
use crate::output::{counted, Cell, Format, Printer, Table, Tone};
use crate::services::policy::diff::{Change, Kind};
use crate::services::policy::rules::Violation;
use crate::services::policy::{Grant, Report};
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

/// Both drift reports' lines in every form: what each finding says in a table row, a JSON
/// entry and a Markdown row.
trait Finding {
    /// The table's columns after RESOURCE.
    const HEADERS: &'static [&'static str];
    fn cells(&self) -> Vec<Cell>;
    fn json(&self) -> Value;
    fn markdown(&self) -> Vec<String>;
    /// The counts the summary names beside the total ("3 added"), in order.
    const TALLIES: &'static [&'static str];
    /// Whether this finding counts under the tally `word`.
    fn tallied(&self, word: &str) -> bool;
}

impl Finding for Change {
    const HEADERS: &'static [&'static str] = &["CHANGE", "ROLE", "MEMBER", "CONDITION"];
    const TALLIES: &'static [&'static str] = &["added", "removed", "naming a deleted principal"];

    fn tallied(&self, word: &str) -> bool {
        match word {
            "added" => self.kind == Kind::Added,
            "removed" => self.kind == Kind::Removed,
            _ => self.grant.is_deleted_member(),
        }
    }

    fn cells(&self) -> Vec<Cell> {
        let tone = match self.kind {
            Kind::Added => Tone::Bad,
            Kind::Removed => Tone::Warn,
        };
        grant_cells(Cell::new(self.kind.word(), tone), &self.grant)
    }

    fn json(&self) -> Value {
        let mut entry = json!({"change": self.kind.word()});
        grant_fields(&mut entry, &self.grant);
        entry
    }

    fn markdown(&self) -> Vec<String> {
        grant_markdown(self.kind.word().to_string(), &self.grant)
    }
}

impl Finding for Violation {
    const HEADERS: &'static [&'static str] = &["RULE", "ROLE", "MEMBER", "CONDITION"];
    const TALLIES: &'static [&'static str] = &[];

    fn tallied(&self, _word: &str) -> bool {
        false
    }

    fn cells(&self) -> Vec<Cell> {
        grant_cells(Cell::new(self.rule.clone(), Tone::Bad), &self.grant)
    }

    fn json(&self) -> Value {
        let mut entry = json!({"rule": self.rule});
        grant_fields(&mut entry, &self.grant);
        entry
    }

    fn markdown(&self) -> Vec<String> {
        grant_markdown(self.rule.clone(), &self.grant)
    }
}

/// role, member, condition (when there is one) and `deleted` (for a deleted principal).
fn grant_fields(entry: &mut Value, grant: &Grant) {
    entry["role"] = json!(grant.role);
    entry["member"] = json!(grant.member);
    if let Some(condition) = &grant.condition {
        entry["condition"] = json!(condition);
    }
    if grant.is_deleted_member() {
        entry["deleted"] = json!(true);
    }
}

/// A finding's table row: `first`, then the grant's role, member and condition.
fn grant_cells(first: Cell, grant: &Grant) -> Vec<Cell> {
    vec![
        first,
        Cell::from(grant.role.clone()),
        member_cell(grant),
        condition_cell(grant),
    ]
}

/// A finding's Markdown row: `first`, then the grant's role, member and condition.
fn grant_markdown(first: String, grant: &Grant) -> Vec<String> {
    vec![
        first,
        code(&grant.role),
        member_markdown(grant),
        grant
            .condition
            .as_ref()
            .map_or_else(|| "-".to_string(), |condition| code(&condition.summary())),
    ]
}

fn member_cell(grant: &Grant) -> Cell {
    if grant.is_deleted_member() {
        Cell::new(format!("{} (deleted principal)", grant.member), Tone::Dim)
    } else {
        Cell::from(grant.member.clone())
    }
}

fn member_markdown(grant: &Grant) -> String {
    if grant.is_deleted_member() {
        format!("{} (deleted principal)", code(&grant.member))
    } else {
        code(&grant.member)
    }
}

fn condition_cell(grant: &Grant) -> Cell {
    match &grant.condition {
        Some(condition) => Cell::new(condition.summary(), Tone::Warn),
        None => Cell::new("-", Tone::Dim),
    }
}

/// `text` as a Markdown code span inside a table cell: a pipe would end the cell and a
/// line break the row, and a backtick in the text needs a longer fence; nothing in a code
/// span is read as markup or HTML, so a member or condition cannot inject into the page.
fn code(text: &str) -> String {
    let text = text.replace(['\r', '\n'], " ").replace('|', "\\|");
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    if longest == 0 {
        return format!("`{text}`");
    }
    let fence = "`".repeat(longest + 1);
    format!("{fence} {text} {fence}")
}

/// What a report was about, in its messages.
struct Wording {
    /// The Markdown heading.
    title: &'static str,
    /// Resources with findings: "drift in".
    found: &'static str,
    /// None found anywhere: "no drift in".
    clean: &'static str,
    /// One finding and several: "change", "changes".
    one: &'static str,
    many: &'static str,
}

/// The summary of several reports: one line for stderr and the Markdown footer, and the
/// JSON object.
fn summary<T: Finding>(reports: &[Report<T>], wording: &Wording) -> (String, Value) {
    let total = reports.len();
    let found = reports.iter().filter(|r| !r.findings.is_empty()).count();
    let findings: usize = reports.iter().map(|r| r.findings.len()).sum();
    let skipped = reports.iter().filter(|r| !r.compared).count();
    let resources = counted(total as u64, "resource", "resources");
    let mut line = if found == 0 {
        format!("{} {resources}", wording.clean)
    } else {
        let details: Vec<String> = T::TALLIES
            .iter()
            .filter_map(|word| {
                let n = reports
                    .iter()
                    .flat_map(|r| &r.findings)
                    .filter(|finding| finding.tallied(word))
                    .count();
                (n > 0).then(|| format!("{n} {word}"))
            })
            .collect();
        let details = if details.is_empty() {
            String::new()
        } else {
            format!(" ({})", details.join(", "))
        };
        format!(
            "{} {found} of {resources}: {}{details}",
            wording.found,
            counted(findings as u64, wording.one, wording.many)
        )
    };
    if skipped > 0 {
        line.push_str(&format!(
            "; {} not compared again (etag unchanged since the last run, its last result shown)",
            counted(skipped as u64, "resource", "resources")
        ));
    }
    let json = json!({
        "resources": total,
        "withFindings": found,
        "findings": findings,
        "notComparedAgain": skipped,
    });
    (line, json)
}

fn print_reports<T: Finding>(
    printer: &Printer,
    reports: &[Report<T>],
    wording: &Wording,
) -> Result<()> {
    let (line, totals) = summary(reports, wording);
    match printer.format() {
        Format::Json => printer.json(&json!({
            "resources": reports.iter().map(|report| json!({
                "resource": report.resource.to_string(),
                "etag": report.etag,
                "compared": report.compared,
                "findings": report.findings.iter().map(Finding::json).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "summary": totals,
        })),
        Format::Ndjson => reports.iter().try_for_each(|report| {
            report.findings.iter().try_for_each(|finding| {
                let mut entry = json!({"resource": report.resource.to_string()});
                if let (Value::Object(entry), Value::Object(fields)) = (&mut entry, finding.json())
                {
                    entry.extend(fields);
                }
                printer.ndjson(&entry)
            })
        }),
        Format::Table if printer.markdown() => printer.text(&markdown(reports, wording, &line)),
        Format::Table => {
            if reports.iter().any(|report| !report.findings.is_empty()) {
                let mut table =
                    Table::new(std::iter::once("RESOURCE").chain(T::HEADERS.iter().copied()));
                for report in reports {
                    for finding in &report.findings {
                        let mut cells = vec![Cell::from(report.resource.to_string())];
                        cells.extend(finding.cells());
                        table.row(cells);
                    }
                }
                printer.table(&table)?;
            }
            printer.info(&line);
            Ok(())
        }
    }
}

fn markdown<T: Finding>(reports: &[Report<T>], wording: &Wording, line: &str) -> String {
    let mut out = format!("## {}\n\n", wording.title);
    if reports.iter().any(|report| !report.findings.is_empty()) {
        out.push_str("| Resource | ");
        out.push_str(
            &T::HEADERS
                .iter()
                .map(|header| {
                    let mut header = header.to_ascii_lowercase();
                    header[..1].make_ascii_uppercase();
                    header
                })
                .collect::<Vec<_>>()
                .join(" | "),
        );
        out.push_str(" |\n|");
        out.push_str(&"---|".repeat(T::HEADERS.len() + 1));
        out.push('\n');
        for report in reports {
            for finding in &report.findings {
                out.push_str(&format!(
                    "| {} | {} |\n",
                    code(&report.resource.to_string()),
                    finding.markdown().join(" | ")
                ));
            }
        }
        out.push('\n');
    }
    let mut first = line.chars();
    let line: String = first
        .next()
        .map(|c| c.to_uppercase().chain(first).collect())
        .unwrap_or_default();
    out.push_str(&format!("{line}.\n"));
    out
}

/// `ward policy diff`'s report: the changes of every resource in resource order, then one
/// summary.
pub(crate) fn print_drift(printer: &Printer, reports: &[Report<Change>]) -> Result<()> {
    print_reports(
        printer,
        reports,
        &Wording {
            title: "IAM drift",
            found: "drift in",
            clean: "no drift in",
            one: "change",
            many: "changes",
        },
    )
}

/// `ward policy check`'s report: the violations of every resource in resource order, then
/// one summary.
pub(crate) fn print_violations(printer: &Printer, reports: &[Report<Violation>]) -> Result<()> {
    print_reports(
        printer,
        reports,
        &Wording {
            title: "IAM policy check",
            found: "rules broken in",
            clean: "no rule broken in",
            one: "violation",
            many: "violations",
        },
    )
}

#[cfg(test)]
mod tests {
    use super::code;

    #[test]
    fn markdown_cells_cannot_break_the_table() {
        assert_eq!(code("roles/viewer"), "`roles/viewer`");
        assert_eq!(code("a|b\nc"), "`a\\|b c`");
        assert_eq!(code("x `y` z"), "`` x `y` z ``");
    }
}
