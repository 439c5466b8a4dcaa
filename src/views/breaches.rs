//! How breaches look in tables, and the attribution their licence asks for.

use serde_json::Value;

use crate::clients::breaches::model::{Breach, Lenient};
use crate::output::{group_thousands, html_to_text, Cell, Table, Tone};
use crate::Ctx;

/// Spec 2 §1: breach and paste data must visibly credit its source, with a link.
pub const ATTRIBUTION: &str =
    "Data: Have I Been Pwned (https://haveibeenpwned.com), licensed under CC BY 4.0";

/// Credit the source on stderr whenever people are shown breach or paste data. It is
/// printed even with `-q`: the licence asks for it wherever the data is shown.
pub fn attribute(ctx: &Ctx) {
    if ctx.printer.is_table() {
        ctx.printer.always(ATTRIBUTION);
    }
}

fn count(value: Option<u64>) -> String {
    value.map_or_else(String::new, group_thousands)
}

fn flags_cell(breach: &Breach) -> Cell {
    let flags = breach.flags();
    let tone = if flags.iter().any(|flag| *flag != "verified") {
        Tone::Warn
    } else {
        Tone::Plain
    };
    Cell::new(flags.join(", "), tone)
}

/// Breaches as rows; `account` adds a first column when several accounts are shown.
pub fn breach_rows(table: &mut Table, account: Option<&str>, breaches: &[Value]) {
    for value in breaches {
        let breach = Breach::from_value(value);
        let mut row: Vec<Cell> = Vec::new();
        if let Some(account) = account {
            row.push(Cell::from(account));
        }
        row.extend([
            Cell::from(breach.display_title()),
            Cell::from(breach.name.as_str()),
            Cell::from(breach.domain.clone().unwrap_or_default()),
            Cell::from(breach.breach_date.clone().unwrap_or_default()),
            Cell::from(count(breach.pwn_count)),
            flags_cell(&breach),
        ]);
        table.row(row);
    }
}

pub fn breach_table(with_account: bool) -> Table {
    let mut headers = Vec::new();
    if with_account {
        headers.push("ACCOUNT");
    }
    headers.extend(["TITLE", "NAME", "DOMAIN", "BREACHED", "ACCOUNTS", "FLAGS"]);
    Table::new(headers)
}

/// Every field of one breach, the description rendered from HTML.
pub fn breach_fields(value: &Value) -> Table {
    let breach = Breach::from_value(value);
    let flags = breach.flags();
    Table::fields([
        ("Title", Cell::from(breach.display_title())),
        ("Name", Cell::from(breach.name.as_str())),
        (
            "Domain",
            Cell::from(breach.domain.clone().unwrap_or_default()),
        ),
        (
            "Breach date",
            Cell::from(breach.breach_date.clone().unwrap_or_default()),
        ),
        (
            "Added",
            Cell::from(breach.added_date.clone().unwrap_or_default()),
        ),
        (
            "Modified",
            Cell::from(breach.modified_date.clone().unwrap_or_default()),
        ),
        ("Accounts", Cell::from(count(breach.pwn_count))),
        ("Data classes", Cell::from(breach.data_classes.join(", "))),
        (
            "Flags",
            Cell::new(
                flags.join(", "),
                if flags.iter().any(|f| *f != "verified") {
                    Tone::Warn
                } else {
                    Tone::Plain
                },
            ),
        ),
        (
            "Logo",
            Cell::from(breach.logo_path.clone().unwrap_or_default()),
        ),
        (
            "Description",
            Cell::from(html_to_text(
                breach.description.as_deref().unwrap_or_default(),
            )),
        ),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(group_thousands(0), "0");
        assert_eq!(group_thousands(999), "999");
        assert_eq!(group_thousands(152_445_165), "152,445,165");
    }
}
