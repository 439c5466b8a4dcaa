//! How the release tracker's projects look in tables.

use crate::output::{yes_no, Table};
use ward_client::releases::{IntegrationKind, Project, ProjectSettings};

/// Exclusion rules as text: `regex` for an exclusion, `!regex` for an inverse rule.
fn rules(settings: &ProjectSettings, inverse: bool) -> String {
    settings
        .exclude_version_regexp
        .iter()
        .flatten()
        .filter(|rule| rule.inverse == inverse)
        .map(|rule| rule.value.clone())
        .collect::<Vec<_>>()
        .join(", ")
}

fn joined(list: Option<&Vec<String>>) -> String {
    list.map(|items| items.join(", ")).unwrap_or_default()
}

/// "yes" for a flag that is set, blank otherwise, so the column shows only when used.
fn marked(flag: Option<bool>) -> String {
    if flag == Some(true) {
        "yes".to_string()
    } else {
        String::new()
    }
}

fn column_label(kind: IntegrationKind) -> String {
    kind.label().to_ascii_uppercase()
}

/// One row per project: ID, provider and name always, other columns only when some
/// project on the page has a value in them.
pub(crate) fn projects_table(projects: &[Project]) -> Table {
    type Column = (String, Box<dyn Fn(&Project) -> String>);
    let mut optional: Vec<Column> = vec![(
        "EMAIL".to_string(),
        Box::new(|p: &Project| match p.settings.email_or_default() {
            "none" => String::new(),
            other => other.to_string(),
        }),
    )];
    for kind in IntegrationKind::ALL {
        optional.push((
            column_label(kind),
            Box::new(move |p: &Project| joined(p.settings.list(kind))),
        ));
    }
    optional.push((
        "EXCLUDE REGEX".to_string(),
        Box::new(|p: &Project| rules(&p.settings, false)),
    ));
    optional.push((
        "INCLUDE REGEX".to_string(),
        Box::new(|p: &Project| rules(&p.settings, true)),
    ));
    optional.push((
        "NO PRE-RELEASES".to_string(),
        Box::new(|p: &Project| marked(p.settings.exclude_prereleases)),
    ));
    optional.push((
        "NO UPDATED".to_string(),
        Box::new(|p: &Project| marked(p.settings.exclude_updated)),
    ));
    optional.push((
        "NOTE".to_string(),
        Box::new(|p: &Project| short(p.settings.note.as_deref().unwrap_or(""), 30)),
    ));
    optional.push((
        "TAGS".to_string(),
        Box::new(|p: &Project| joined(p.settings.tags.as_ref())),
    ));
    let shown: Vec<&Column> = optional
        .iter()
        .filter(|(_, cell)| projects.iter().any(|project| !cell(project).is_empty()))
        .collect();
    let mut headers = vec!["ID".to_string(), "PROVIDER".to_string(), "NAME".to_string()];
    headers.extend(shown.iter().map(|(name, _)| name.clone()));
    let mut table = Table::new(headers);
    for project in projects {
        let mut row = vec![
            project.id.clone(),
            project.provider.clone(),
            project.name.clone(),
        ];
        row.extend(shown.iter().map(|(_, cell)| cell(project)));
        table.push(row);
    }
    table
}

/// Cut to `max` characters (never inside one), marking the cut.
fn short(text: &str, max: usize) -> String {
    let line = text.lines().next().unwrap_or_default();
    if line.chars().count() <= max && line.len() == text.len() {
        return line.to_string();
    }
    let cut: String = line.chars().take(max).collect();
    format!("{}...", cut.trim_end())
}

/// FIELD / VALUE rows for one project.
pub(crate) fn project_table(project: &Project) -> Table {
    let settings = &project.settings;
    let mut rows: Vec<(String, String)> = vec![
        ("ID".into(), project.id.clone()),
        ("PROVIDER".into(), project.provider.clone()),
        ("NAME".into(), project.name.clone()),
    ];
    if let Some(url) = &project.url {
        rows.push(("URL".into(), url.clone()));
    }
    rows.push((
        "EMAIL NOTIFICATION".into(),
        settings.email_or_default().to_string(),
    ));
    for kind in IntegrationKind::ALL {
        let value = joined(settings.list(kind));
        if !value.is_empty() {
            rows.push((column_label(kind), value));
        }
    }
    for (label, inverse) in [("EXCLUDE REGEX", false), ("INCLUDE REGEX", true)] {
        let value = rules(settings, inverse);
        if !value.is_empty() {
            rows.push((label.into(), value));
        }
    }
    rows.push((
        "EXCLUDE PRE-RELEASES".into(),
        yes_no(settings.exclude_prereleases == Some(true)).into(),
    ));
    rows.push((
        "EXCLUDE UPDATED".into(),
        yes_no(settings.exclude_updated == Some(true)).into(),
    ));
    if let Some(note) = settings.note.as_deref().filter(|note| !note.is_empty()) {
        rows.push(("NOTE".into(), note.to_string()));
    }
    let tags = joined(settings.tags.as_ref());
    if !tags.is_empty() {
        rows.push(("TAGS".into(), tags));
    }
    // Fields ward does not model are shown as the service sent them, under their own names.
    for (key, value) in &project.extra {
        let text = match value {
            serde_json::Value::String(text) => text.clone(),
            serde_json::Value::Array(items) if items.iter().all(serde_json::Value::is_string) => {
                items
                    .iter()
                    .filter_map(serde_json::Value::as_str)
                    .collect::<Vec<_>>()
                    .join(", ")
            }
            other => other.to_string(),
        };
        rows.push((key.clone(), text));
    }
    Table::fields(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_shows_fields_ward_does_not_model() {
        let project: Project = serde_json::from_str(
            r#"{"id":"p1","name":"a/b","provider":"github","ntfy_topics":["n1","n2"],"digest":{"hour":7},"gone":null}"#,
        )
        .unwrap();
        let text = project_table(&project).render_plain(false);
        let lines: Vec<Vec<&str>> = text
            .lines()
            .map(|l| l.split_whitespace().collect())
            .collect();
        assert!(lines.contains(&vec!["ntfy_topics", "n1,", "n2"]), "{text}");
        assert!(lines.contains(&vec!["digest", "{\"hour\":7}"]), "{text}");
        assert!(lines.contains(&vec!["gone", "null"]), "{text}");
    }

    #[test]
    fn short_never_splits_a_character() {
        assert_eq!(short("ünïcödé text that is long", 5), "ünïcö...");
        assert_eq!(short("fits", 10), "fits");
        assert_eq!(short("two\nlines", 10), "two...");
    }
}
