//! How the release tracker's releases, tags, providers, integrations and API keys look
//! in tables.

use std::sync::Arc;

use serde_json::Value;

use crate::output::{yes_no, Cell, Printer, Table, Tone};
use ward_client::http::Notifier;
use ward_client::releases::{AuthKey, IntegrationKind, IntegrationList, Release, Tag};

/// The release tracker's rate-limit waits, said on stderr (silenced by `-q`).
pub(crate) fn rate_notices(printer: &Printer) -> Notifier {
    let printer = printer.clone();
    Arc::new(move |message: &str| printer.info(message))
}

fn flag(value: Option<bool>) -> bool {
    value == Some(true)
}

fn cves(release: &Release) -> String {
    release.cves().join(", ")
}

pub(crate) fn releases_table(releases: &[Release]) -> Table {
    let mut table = Table::new([
        "VERSION",
        "DATE",
        "PRE-RELEASE",
        "HAS NOTE",
        "UPDATED",
        "EXCLUDED",
        "CVE",
    ]);
    for release in releases {
        let cve = cves(release);
        let cve_tone = if cve.is_empty() {
            Tone::Plain
        } else {
            Tone::Bad
        };
        table.row(vec![
            Cell::from(release.version.clone()),
            Cell::from(release.date.clone().unwrap_or_default()),
            Cell::from(yes_no(flag(release.is_prerelease))),
            Cell::from(yes_no(flag(release.has_note))),
            Cell::from(yes_no(flag(release.is_updated))),
            Cell::from(yes_no(flag(release.is_excluded))),
            Cell::new(cve, cve_tone),
        ]);
    }
    table
}

pub(crate) fn release_table(release: &Release) -> Table {
    let mut rows = vec![
        ("VERSION", release.version.clone()),
        ("DATE", release.date.clone().unwrap_or_default()),
        (
            "PRE-RELEASE",
            yes_no(flag(release.is_prerelease)).to_string(),
        ),
        ("HAS NOTE", yes_no(flag(release.has_note)).to_string()),
        ("UPDATED", yes_no(flag(release.is_updated)).to_string()),
        ("EXCLUDED", yes_no(flag(release.is_excluded)).to_string()),
    ];
    let cve = cves(release);
    if !cve.is_empty() {
        rows.push(("CVE", cve));
    }
    Table::fields(rows)
}

pub(crate) fn tag_table(tag: &Tag) -> Table {
    Table::fields([("ID", tag.id.clone()), ("NAME", tag.name.clone())])
}

pub(crate) fn tags_table(tags: &[Tag]) -> Table {
    let mut table = Table::new(["ID", "NAME"]);
    for tag in tags {
        table.push([tag.id.as_str(), tag.name.as_str()]);
    }
    table
}

pub(crate) fn providers_table(providers: &[String]) -> Table {
    let mut table = Table::new(["PROVIDER"]);
    for provider in providers {
        table.push([provider.as_str()]);
    }
    table
}

/// The account's API keys; each secret masked unless `show_secrets`.
pub(crate) fn keys_table(keys: &[AuthKey], show_secrets: bool) -> Table {
    let mut table = Table::new(["NAME", "AUTHORIZED NETWORKS", "SECRET"]);
    for key in keys {
        let secret = if show_secrets {
            Cell::from(key.secret.clone())
        } else {
            Cell::new(mask(&key.secret), Tone::Dim)
        };
        table.row(vec![
            Cell::from(key.name.clone()),
            Cell::from(
                key.authorized_networks
                    .clone()
                    .unwrap_or_default()
                    .join(", "),
            ),
            secret,
        ]);
    }
    table
}

/// The last four characters only, enough to tell keys apart.
fn mask(secret: &str) -> String {
    let count = secret.chars().count();
    if count <= 4 {
        return "*".repeat(count);
    }
    let tail: String = secret.chars().skip(count - 4).collect();
    format!("****{tail}")
}

/// The integrations of every kind in one table, a KIND column telling them apart.
pub(crate) fn integrations_table(lists: &[IntegrationList]) -> Table {
    let mut table = Table::new(["KIND", "ID", "NAME", "DETAILS"]);
    for list in lists {
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

/// The integrations of one kind, with that kind's own columns.
pub(crate) fn integration_kind_table(list: &IntegrationList) -> Table {
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
