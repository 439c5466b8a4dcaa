//! Project settings from `add`/`update` flags, and the incremental list edits of `update`.

use crate::cli::{EditArgs, SettingsArgs};
use crate::error::{Error, Result};
use ward_client::releases::{Exclusion, Project, ProjectSettings};

/// The settings the flags give; everything not given stays `None` (omitted from the body).
pub(crate) fn from_flags(args: &SettingsArgs) -> Result<ProjectSettings> {
    let mut settings = ProjectSettings {
        email_notification: args.email_notification.map(|e| e.as_str().to_string()),
        exclude_prereleases: args.filters.exclude_prereleases,
        exclude_updated: args.filters.exclude_updated,
        note: args.note.clone(),
        ..ProjectSettings::default()
    };
    for (kind, ids) in args.lists() {
        if !ids.is_empty() {
            *settings.list_mut(kind) = Some(unique(ids, &format!("--{}", kind.name()))?);
        }
    }
    if !args.tags.is_empty() {
        settings.tags = Some(unique(&args.tags, "--tag")?);
    }
    if !args.filters.exclude_regex.is_empty() || !args.filters.include_regex.is_empty() {
        let mut rules = Vec::new();
        push_rules(&mut rules, &args.filters.exclude_regex, false)?;
        push_rules(&mut rules, &args.filters.include_regex, true)?;
        settings.exclude_version_regexp = Some(rules);
    }
    Ok(settings)
}

fn unique(ids: &[String], flag: &str) -> Result<Vec<String>> {
    let mut out: Vec<String> = Vec::with_capacity(ids.len());
    for id in ids {
        let id = id.trim();
        if id.is_empty() {
            return Err(Error::usage(format!("{flag} needs a non-empty ID")));
        }
        if !out.iter().any(|seen| seen == id) {
            out.push(id.to_string());
        }
    }
    Ok(out)
}

fn push_rules(rules: &mut Vec<Exclusion>, values: &[String], inverse: bool) -> Result<()> {
    for value in values {
        if value.is_empty() {
            return Err(Error::usage("a version regular expression cannot be empty"));
        }
        let rule = Exclusion {
            value: value.clone(),
            inverse,
        };
        if !rules.contains(&rule) {
            rules.push(rule);
        }
    }
    Ok(())
}

/// Whether the edits need the project's current lists.
pub(crate) fn needs_current(settings: &ProjectSettings, edits: &EditArgs) -> bool {
    let lists = edits.lists().iter().any(|edit| {
        !edit.clear
            && settings.list(edit.kind).is_none()
            && (!edit.add.is_empty() || !edit.remove.is_empty())
    });
    let tags = !edits.clear_tags
        && settings.tags.is_none()
        && (!edits.add_tag.is_empty() || !edits.remove_tag.is_empty());
    let rules = !edits.clear_regexes
        && settings.exclude_version_regexp.is_none()
        && (!edits.add_exclude_regex.is_empty()
            || !edits.add_include_regex.is_empty()
            || !edits.remove_regex.is_empty());
    lists || tags || rules
}

/// Apply `--add-*`, `--remove-*` and `--clear-*` on top of the explicit values (or the
/// project's current lists), so the whole edited list is sent. Returns warnings for
/// removals of entries that were not there.
pub(crate) fn apply_edits(
    settings: &mut ProjectSettings,
    edits: &EditArgs,
    current: Option<&Project>,
) -> Result<Vec<String>> {
    let mut warnings = Vec::new();
    for edit in edits.lists() {
        let flag = edit.kind.name();
        let touched = edit.clear || !edit.add.is_empty() || !edit.remove.is_empty();
        if !touched {
            continue;
        }
        let base = base_list(
            edit.clear,
            settings.list(edit.kind),
            current.and_then(|project| project.settings.list(edit.kind)),
        );
        let edited = edit_list(base, edit.add, edit.remove, flag, &mut warnings)?;
        *settings.list_mut(edit.kind) = Some(edited);
    }
    if edits.clear_tags || !edits.add_tag.is_empty() || !edits.remove_tag.is_empty() {
        let base = base_list(
            edits.clear_tags,
            settings.tags.as_ref(),
            current.and_then(|project| project.settings.tags.as_ref()),
        );
        settings.tags = Some(edit_list(
            base,
            &edits.add_tag,
            &edits.remove_tag,
            "tag",
            &mut warnings,
        )?);
    }
    let rule_edits = !edits.add_exclude_regex.is_empty()
        || !edits.add_include_regex.is_empty()
        || !edits.remove_regex.is_empty();
    if edits.clear_regexes || rule_edits {
        let mut rules = if edits.clear_regexes {
            Vec::new()
        } else {
            settings
                .exclude_version_regexp
                .clone()
                .or_else(|| current.and_then(|p| p.settings.exclude_version_regexp.clone()))
                .unwrap_or_default()
        };
        for value in &edits.remove_regex {
            let before = rules.len();
            rules.retain(|rule| &rule.value != value);
            if rules.len() == before {
                warnings.push(format!("no version rule \"{value}\" to remove"));
            }
        }
        push_rules(&mut rules, &edits.add_exclude_regex, false)?;
        push_rules(&mut rules, &edits.add_include_regex, true)?;
        settings.exclude_version_regexp = Some(rules);
    }
    Ok(warnings)
}

fn base_list(
    clear: bool,
    explicit: Option<&Vec<String>>,
    current: Option<&Vec<String>>,
) -> Vec<String> {
    if clear {
        return Vec::new();
    }
    explicit.or(current).cloned().unwrap_or_default()
}

fn edit_list(
    mut list: Vec<String>,
    add: &[String],
    remove: &[String],
    flag: &str,
    warnings: &mut Vec<String>,
) -> Result<Vec<String>> {
    for id in unique(remove, &format!("--remove-{flag}"))? {
        let before = list.len();
        list.retain(|entry| entry != &id);
        if list.len() == before {
            warnings.push(format!("{id} was not in the project's {flag} list"));
        }
    }
    for id in unique(add, &format!("--add-{flag}"))? {
        if !list.contains(&id) {
            list.push(id);
        }
    }
    Ok(list)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_list_removes_then_adds_without_duplicates() {
        let mut warnings = Vec::new();
        let list = edit_list(
            vec!["a".into(), "b".into()],
            &["c".into(), "a".into()],
            &["b".into(), "zz".into()],
            "tag",
            &mut warnings,
        )
        .unwrap();
        assert_eq!(list, vec!["a", "c"]);
        assert_eq!(warnings, vec!["zz was not in the project's tag list"]);
    }

    #[test]
    fn clear_starts_from_an_empty_list() {
        assert!(base_list(true, None, Some(&vec!["x".into()])).is_empty());
        assert_eq!(base_list(false, None, Some(&vec!["x".into()])), vec!["x"]);
    }
}
