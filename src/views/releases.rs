//! How releases look in tables.

use crate::clients::releases::Release;
use crate::output::{yes_no, Cell, Table, Tone};

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
