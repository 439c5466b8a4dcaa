//! Comparing settings: full values with defaults filled in, tags as names.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{json, Value};

use ward_client::releases::{Exclusion, IntegrationKind, ProjectSettings, Tag};

/// Tag IDs to names and back, with IDs accepted where names are expected.
pub(crate) struct TagNames {
    by_id: BTreeMap<String, String>,
    by_name: BTreeMap<String, String>,
}

impl TagNames {
    pub(crate) fn new(tags: &[Tag]) -> Self {
        Self {
            by_id: tags
                .iter()
                .map(|t| (t.id.clone(), t.name.clone()))
                .collect(),
            by_name: tags
                .iter()
                .map(|t| (t.name.clone(), t.id.clone()))
                .collect(),
        }
    }

    pub(crate) fn add(&mut self, tag: &Tag) {
        self.by_id.insert(tag.id.clone(), tag.name.clone());
        self.by_name.insert(tag.name.clone(), tag.id.clone());
    }

    pub(crate) fn name_of(&self, id: &str) -> String {
        self.by_id
            .get(id)
            .cloned()
            .unwrap_or_else(|| id.to_string())
    }

    /// The ID a file entry means: a tag of that name, else a tag with that ID.
    pub(crate) fn id_of(&self, entry: &str) -> Option<String> {
        self.by_name
            .get(entry)
            .cloned()
            .or_else(|| self.by_id.contains_key(entry).then(|| entry.to_string()))
    }
}

/// The settings as full values, defaults filled in, tags as names: what two projects are
/// compared by.
pub(crate) fn normalized(
    settings: &ProjectSettings,
    tag_names: impl Fn(&str) -> String,
) -> BTreeMap<&'static str, Value> {
    let sorted = |list: Option<&Vec<String>>| -> Value {
        let set: BTreeSet<&String> = list.into_iter().flatten().collect();
        json!(set)
    };
    let mut fields = BTreeMap::new();
    fields.insert("email_notification", json!(settings.email_or_default()));
    for kind in IntegrationKind::ALL {
        fields.insert(kind.field(), sorted(settings.list(kind)));
    }
    let mut rules: Vec<&Exclusion> = settings.exclude_version_regexp.iter().flatten().collect();
    rules.sort_by(|a, b| (&a.value, a.inverse).cmp(&(&b.value, b.inverse)));
    fields.insert("exclude_version_regexp", json!(rules));
    fields.insert(
        "exclude_prereleases",
        json!(settings.exclude_prereleases.unwrap_or(false)),
    );
    fields.insert(
        "exclude_updated",
        json!(settings.exclude_updated.unwrap_or(false)),
    );
    fields.insert("note", json!(settings.note.clone().unwrap_or_default()));
    let tags: BTreeSet<String> = settings
        .tags
        .iter()
        .flatten()
        .map(|t| tag_names(t))
        .collect();
    fields.insert("tags", json!(tags));
    fields
}

/// Copy `field` of `from` into `into` (whole value).
pub(crate) fn copy_field(into: &mut ProjectSettings, from: &ProjectSettings, field: &str) {
    match field {
        "email_notification" => {
            into.email_notification = Some(from.email_or_default().to_string());
        }
        "exclude_version_regexp" => {
            into.exclude_version_regexp =
                Some(from.exclude_version_regexp.clone().unwrap_or_default());
        }
        "exclude_prereleases" => {
            into.exclude_prereleases = Some(from.exclude_prereleases.unwrap_or(false))
        }
        "exclude_updated" => into.exclude_updated = Some(from.exclude_updated.unwrap_or(false)),
        "note" => into.note = Some(from.note.clone().unwrap_or_default()),
        "tags" => into.tags = Some(from.tags.clone().unwrap_or_default()),
        other => {
            if let Some(kind) = IntegrationKind::from_field(other) {
                *into.list_mut(kind) = Some(from.list(kind).cloned().unwrap_or_default());
            }
        }
    }
}
