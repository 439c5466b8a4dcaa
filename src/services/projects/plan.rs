//! What `apply` and `import` would change: the file against the account, field by field.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;
use serde_json::{Map, Value};

pub(crate) use super::compare::TagNames;
use super::compare::{copy_field, normalized};
use super::file::{FileProject, ProjectFile};
use ward_client::releases::{Project, ProjectSettings};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Action {
    Add,
    Update,
    Remove,
    Unchanged,
}

impl Action {
    pub(crate) fn label(self) -> &'static str {
        match self {
            Self::Add => "add",
            Self::Update => "update",
            Self::Remove => "remove",
            Self::Unchanged => "unchanged",
        }
    }
}

/// One setting that differs, shown with tag names rather than IDs.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Change {
    pub field: String,
    pub from: Value,
    pub to: Value,
}

#[derive(Debug, Clone, Serialize)]
pub(crate) struct Item {
    pub action: Action,
    pub provider: String,
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<Change>,
    /// What to send: for an add the settings that are not defaults, for an update the
    /// changed ones. Tags are still names here; they become IDs once created.
    #[serde(skip)]
    pub send: ProjectSettings,
    /// Fields ward does not model to send, as the file holds them.
    #[serde(skip)]
    pub send_unmodelled: Map<String, Value>,
}

impl Item {
    pub(crate) fn label(&self) -> String {
        format!("{}/{}", self.provider, self.name)
    }
}

#[derive(Debug, Clone, Serialize)]
pub(crate) struct Plan {
    pub tags_to_create: Vec<String>,
    pub items: Vec<Item>,
}

impl Plan {
    pub(crate) fn count(&self, action: Action) -> usize {
        self.items
            .iter()
            .filter(|item| item.action == action)
            .count()
    }

    pub(crate) fn has_work(&self) -> bool {
        !self.tags_to_create.is_empty()
            || self
                .items
                .iter()
                .any(|item| item.action != Action::Unchanged)
    }
}

/// How the plan treats what the file does not mention.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Make tracked projects match; remove the others when `prune`.
    Apply { prune: bool },
    /// Only add what is missing.
    Import,
}

/// The file's project against the tracked one (if any).
fn plan_project(
    wanted: &FileProject,
    current: Option<&Project>,
    tags: &TagNames,
    mode: Mode,
) -> Item {
    let desired = normalized(&wanted.settings, |entry| {
        tags.id_of(entry)
            .map_or_else(|| entry.to_string(), |id| tags.name_of(&id))
    });
    let Some(current) = current else {
        return plan_addition(wanted, &desired);
    };
    let mut item = Item {
        action: Action::Unchanged,
        provider: current.provider.clone(),
        name: current.name.clone(),
        id: Some(current.id.clone()),
        changes: Vec::new(),
        send: ProjectSettings::default(),
        send_unmodelled: Map::new(),
    };
    // Import only adds what is missing: a tracked project is left as it is.
    if mode == Mode::Import {
        return item;
    }
    plan_update(&mut item, wanted, current, &desired, tags);
    item
}

/// A project the account does not track yet: sends only the fields that differ from the
/// service's defaults, so the rest stays as the service sets it.
fn plan_addition(wanted: &FileProject, desired: &BTreeMap<&'static str, Value>) -> Item {
    let defaults = normalized(&ProjectSettings::default(), str::to_string);
    let mut send = ProjectSettings::default();
    let mut changes = Vec::new();
    for (field, value) in desired {
        if defaults.get(field) != Some(value) {
            copy_field(&mut send, &wanted.settings, field);
            changes.push(Change {
                field: (*field).to_string(),
                from: Value::Null,
                to: value.clone(),
            });
        }
    }
    for (field, value) in &wanted.unmodelled {
        changes.push(Change {
            field: field.clone(),
            from: Value::Null,
            to: value.clone(),
        });
    }
    Item {
        action: Action::Add,
        provider: wanted.provider.clone(),
        name: wanted.name.clone(),
        id: None,
        changes,
        send,
        send_unmodelled: wanted.unmodelled.clone(),
    }
}

/// Fills `item` with the fields where the tracked project differs from the file; it is an
/// update only if there is at least one.
fn plan_update(
    item: &mut Item,
    wanted: &FileProject,
    current: &Project,
    desired: &BTreeMap<&'static str, Value>,
    tags: &TagNames,
) {
    let have = normalized(&current.settings, |id| tags.name_of(id));
    for (field, value) in desired {
        let old = have.get(field).cloned().unwrap_or(Value::Null);
        if &old != value {
            copy_field(&mut item.send, &wanted.settings, field);
            item.changes.push(Change {
                field: (*field).to_string(),
                from: old,
                to: value.clone(),
            });
        }
    }
    // A field ward does not model is compared as sent; one the file leaves out stays as it is.
    for (field, value) in &wanted.unmodelled {
        let old = current.extra.get(field).cloned().unwrap_or(Value::Null);
        if &old != value {
            item.send_unmodelled.insert(field.clone(), value.clone());
            item.changes.push(Change {
                field: field.clone(),
                from: old,
                to: value.clone(),
            });
        }
    }
    if !item.changes.is_empty() {
        item.action = Action::Update;
    }
}

pub(crate) fn make(file: &ProjectFile, current: &[Project], tags: &TagNames, mode: Mode) -> Plan {
    let by_key: BTreeMap<(&str, &str), &Project> = current
        .iter()
        .map(|p| ((p.provider.as_str(), p.name.as_str()), p))
        .collect();
    let mut items: Vec<Item> = file
        .projects
        .iter()
        .map(|wanted| {
            let found = by_key
                .get(&(wanted.provider.as_str(), wanted.name.as_str()))
                .copied();
            plan_project(wanted, found, tags, mode)
        })
        .collect();
    if mode == (Mode::Apply { prune: true }) {
        let named: BTreeSet<(String, String)> =
            file.projects.iter().map(FileProject::key).collect();
        for project in current {
            if !named.contains(&(project.provider.clone(), project.name.clone())) {
                items.push(Item {
                    action: Action::Remove,
                    provider: project.provider.clone(),
                    name: project.name.clone(),
                    id: Some(project.id.clone()),
                    changes: Vec::new(),
                    send: ProjectSettings::default(),
                    send_unmodelled: Map::new(),
                });
            }
        }
    }
    // Tags to create: named by the file (in its tag list or by a project that is added or
    // updated) and unknown on the account.
    let mut tags_to_create: Vec<String> = Vec::new();
    let wanted_tags = file.tags.iter().map(|tag| tag.name.clone()).chain(
        items
            .iter()
            .filter(|item| matches!(item.action, Action::Add | Action::Update))
            .flat_map(|item| item.send.tags.clone().unwrap_or_default()),
    );
    for name in wanted_tags {
        if tags.id_of(&name).is_none() && !tags_to_create.contains(&name) {
            tags_to_create.push(name);
        }
    }
    Plan {
        tags_to_create,
        items,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Map;
    use ward_client::releases::Tag;

    fn project(provider: &str, name: &str, settings: ProjectSettings) -> Project {
        Project {
            id: format!("id-{name}"),
            name: name.into(),
            provider: provider.into(),
            url: None,
            settings,
            extra: Map::new(),
        }
    }

    fn wanted(provider: &str, name: &str, settings: ProjectSettings) -> FileProject {
        FileProject {
            provider: provider.into(),
            name: name.into(),
            id: None,
            settings,
            unmodelled: Map::new(),
            unknown: Map::new(),
        }
    }

    #[test]
    fn unmodelled_fields_are_compared_as_sent_and_sent_only_when_they_differ() {
        let tags = TagNames::new(&[]);
        let mut current = project("github", "a/b", ProjectSettings::default());
        current.extra = serde_json::json!({"ntfy_topics": ["n1"], "digest": {"hour": 7}})
            .as_object()
            .cloned()
            .unwrap();
        let mut same = wanted("github", "a/b", ProjectSettings::default());
        same.unmodelled = current.extra.clone();
        let file = ProjectFile {
            projects: vec![same.clone()],
            ..ProjectFile::default()
        };
        let plan = make(
            &file,
            std::slice::from_ref(&current),
            &tags,
            Mode::Apply { prune: false },
        );
        assert!(!plan.has_work());

        let mut changed = same;
        changed
            .unmodelled
            .insert("ntfy_topics".into(), serde_json::json!(["n1", "n2"]));
        changed.unmodelled.remove("digest");
        let file = ProjectFile {
            projects: vec![changed],
            ..ProjectFile::default()
        };
        let plan = make(&file, &[current], &tags, Mode::Apply { prune: false });
        let item = &plan.items[0];
        assert_eq!(item.action, Action::Update);
        // Left out of the file: not sent, so it stays as it is.
        assert_eq!(
            Value::Object(item.send_unmodelled.clone()),
            serde_json::json!({"ntfy_topics": ["n1", "n2"]})
        );
        assert!(item.send.is_empty());
    }

    #[test]
    fn plans_adds_updates_removals_and_new_tags() {
        let tags = TagNames::new(&[Tag {
            id: "t1".into(),
            name: "prod".into(),
            extra: Map::new(),
        }]);
        // The same in the file as on the service: unchanged.
        let daily = ProjectSettings {
            email_notification: Some("daily".into()),
            ..Default::default()
        };
        let current = vec![
            project(
                "github",
                "a/b",
                ProjectSettings {
                    tags: Some(vec!["t1".into()]),
                    ..Default::default()
                },
            ),
            project("npm", "same", daily.clone()),
            project("npm", "gone", ProjectSettings::default()),
        ];
        let file = ProjectFile {
            projects: vec![
                wanted(
                    "github",
                    "a/b",
                    ProjectSettings {
                        tags: Some(vec!["prod".into(), "new".into()]),
                        note: Some("n".into()),
                        ..Default::default()
                    },
                ),
                wanted("npm", "same", daily),
                wanted(
                    "pypi",
                    "fresh",
                    ProjectSettings {
                        exclude_prereleases: Some(true),
                        ..Default::default()
                    },
                ),
            ],
            ..ProjectFile::default()
        };
        let plan = make(&file, &current, &tags, Mode::Apply { prune: true });
        let actions: Vec<Action> = plan.items.iter().map(|i| i.action).collect();
        assert_eq!(
            actions,
            [
                Action::Update,
                Action::Unchanged,
                Action::Add,
                Action::Remove
            ]
        );
        let update = &plan.items[0];
        let fields: Vec<&str> = update.changes.iter().map(|c| c.field.as_str()).collect();
        assert_eq!(fields, ["note", "tags"]);
        assert_eq!(update.send.note.as_deref(), Some("n"));
        assert!(
            update.send.email_notification.is_none(),
            "unchanged fields are not sent"
        );
        assert_eq!(plan.tags_to_create, ["new"]);
        assert_eq!(plan.items[2].send.exclude_prereleases, Some(true));
        assert!(plan.items[2].send.email_notification.is_none());

        let plan = make(&file, &current, &tags, Mode::Apply { prune: false });
        assert_eq!(plan.count(Action::Remove), 0);
        let plan = make(&file, &current, &tags, Mode::Import);
        assert_eq!(plan.count(Action::Update), 0);
        assert_eq!(plan.count(Action::Add), 1);
    }

    #[test]
    fn list_order_and_absent_defaults_do_not_count_as_changes() {
        let tags = TagNames::new(&[]);
        let current = vec![project(
            "github",
            "x",
            ProjectSettings {
                chat_a_channels: Some(vec!["b".into(), "a".into()]),
                email_notification: Some(String::new()),
                ..Default::default()
            },
        )];
        let file = ProjectFile {
            projects: vec![wanted(
                "github",
                "x",
                ProjectSettings {
                    chat_a_channels: Some(vec!["a".into(), "b".into()]),
                    email_notification: Some("none".into()),
                    exclude_updated: Some(false),
                    ..Default::default()
                },
            )],
            ..ProjectFile::default()
        };
        let plan = make(&file, &current, &tags, Mode::Apply { prune: false });
        assert_eq!(plan.items[0].action, Action::Unchanged);
        assert!(!plan.has_work());
    }
}
