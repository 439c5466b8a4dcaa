//! How breaches look in tables, and the attribution their licence asks for.

use serde_json::Value;

use crate::output::{group_thousands, html_to_text, Cell, Printer, Table, Tone};
use ward_client::breaches::model::{Breach, Lenient, Paste};

/// Spec 2 §1: breach and paste data must visibly credit its source, with a link.
pub(crate) const ATTRIBUTION: &str =
    "Data: Have I Been Pwned (https://haveibeenpwned.com), licensed under CC BY 4.0";

/// Credit the source on stderr whenever people are shown breach or paste data. It is
/// printed even with `-q`: the licence asks for it wherever the data is shown.
pub(crate) fn attribute(printer: &Printer) {
    if printer.is_table() {
        printer.always(ATTRIBUTION);
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
pub(crate) fn breach_rows(table: &mut Table, account: Option<&str>, breaches: &[Value]) {
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

pub(crate) fn breach_table(with_account: bool) -> Table {
    table(
        with_account,
        ["TITLE", "NAME", "DOMAIN", "BREACHED", "ACCOUNTS", "FLAGS"],
    )
}

/// A table of what accounts were found in, with an ACCOUNT column first when several
/// accounts are shown.
fn table<const N: usize>(with_account: bool, columns: [&str; N]) -> Table {
    let mut headers = Vec::with_capacity(N + 1);
    if with_account {
        headers.push("ACCOUNT");
    }
    headers.extend(columns);
    Table::new(headers)
}

/// The row of an account found nowhere: its name, then `nothing` ("(no breach found)")
/// and blanks to fill a table of `columns` columns.
pub(crate) fn nothing_found_row(account: &str, nothing: &str, columns: usize) -> Vec<Cell> {
    let mut row = vec![Cell::from(account), Cell::new(nothing, Tone::Good)];
    row.extend((2..columns).map(|_| Cell::from("")));
    row
}

/// Pastes as rows, newest first as given; `with_account` adds a first column for
/// several addresses, and an address found in no paste gets a row saying so.
pub(crate) fn paste_table(results: &[(String, Vec<Value>)], with_account: bool) -> Table {
    let mut table = table(with_account, ["DATE", "SOURCE", "ID", "TITLE", "E-MAILS"]);
    for (email, pastes) in results {
        if pastes.is_empty() {
            table.row(nothing_found_row(email, "(no paste found)", 6));
            continue;
        }
        for value in pastes {
            let paste = Paste::from_value(value);
            let mut row = Vec::new();
            if with_account {
                row.push(Cell::from(email.as_str()));
            }
            row.extend([
                Cell::from(paste.date.unwrap_or_else(|| "(unknown)".to_string())),
                Cell::from(paste.source),
                Cell::from(paste.id),
                Cell::from(paste.title.unwrap_or_default()),
                Cell::from(paste.email_count.map(group_thousands).unwrap_or_default()),
            ]);
            table.row(row);
        }
    }
    table
}

/// Every field of one breach, the description rendered from HTML.
pub(crate) fn breach_fields(value: &Value) -> Table {
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

pub(crate) fn dataclasses_table(classes: &[String]) -> Table {
    let mut table = Table::new(["DATA CLASS"]);
    for class in classes {
        table.push([class.as_str()]);
    }
    table
}
