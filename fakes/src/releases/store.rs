//! The fake's in-memory data and the validation the service applies to bodies.

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

/// Provider identifiers the fake accepts (a public list; the real set comes from
/// `/v1/providers`).
pub const PROVIDERS: &[&str] = &[
    "artifacthub",
    "bitbucket",
    "cargo",
    "codeberg",
    "cpan",
    "debian-gitlab",
    "dockerhub",
    "ecr-public",
    "exozyme",
    "freedesktop-gitlab",
    "gems",
    "ghcr",
    "gitea",
    "github",
    "github-npm",
    "gitlab",
    "gnome-gitlab",
    "gnu-savannah",
    "hex",
    "kde-gitlab",
    "maven",
    "npm",
    "nuget",
    "packagist",
    "pypi",
    "quay",
    "sourceforge",
    "yarn",
];

pub const LIST_FIELDS: &[&str] = &[
    "chat_a_channels",
    "chat_b_chats",
    "chat_c_channels",
    "chat_d_webhooks",
    "chat_e_webhooks",
    "chat_f_webhooks",
    "chat_g_webhooks",
    "matrix_rooms",
    "webhooks",
];

const EMAIL_VALUES: &[&str] = &["none", "instant", "hourly", "daily", "weekly", "default"];

#[derive(Debug, Clone)]
pub struct StoredProject {
    pub id: String,
    pub provider: String,
    pub name: String,
    pub settings: Map<String, Value>,
    pub added: u64,
    pub updated: u64,
    pub releases: Vec<Value>,
    pub notes: BTreeMap<String, Value>,
}

impl StoredProject {
    /// The document the API answers with; fields equal to their default are left out.
    pub fn document(&self) -> Value {
        let mut out = Map::new();
        out.insert("id".into(), json!(self.id));
        out.insert("name".into(), json!(self.name));
        out.insert("provider".into(), json!(self.provider));
        out.insert(
            "url".into(),
            json!(format!(
                "https://{}.example/{}/releases",
                self.provider, self.name
            )),
        );
        for (key, value) in &self.settings {
            let is_default = match value {
                Value::Array(items) => items.is_empty(),
                Value::Bool(flag) => !flag,
                Value::String(text) => {
                    text.is_empty() || (key == "email_notification" && text == "none")
                }
                Value::Null => true,
                _ => false,
            };
            if !is_default {
                out.insert(key.clone(), value.clone());
            }
        }
        Value::Object(out)
    }
}

#[derive(Debug, Default)]
pub struct Store {
    pub projects: Vec<StoredProject>,
    pub tags: Vec<(String, String)>,
    pub integrations: BTreeMap<String, Vec<Value>>,
    pub keys: Vec<Value>,
    clock: u64,
    ids: u64,
}

impl Store {
    fn tick(&mut self) -> u64 {
        self.clock += 1;
        self.clock
    }

    fn next_id(&mut self, width: usize) -> String {
        self.ids += 1;
        // Scrambled so IDs do not sort in creation order, like the real ones.
        let mixed = self.ids.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5bd1_e995;
        let text = format!("{mixed:016x}{:010x}", self.ids);
        text[text.len() - width..].to_string()
    }

    pub fn add_key(&mut self, name: &str, secret: &str, networks: &[&str]) {
        self.keys
            .push(json!({"name": name, "secret": secret, "authorized_networks": networks}));
    }

    pub fn key_is_valid(&self, candidate: &str) -> bool {
        !candidate.is_empty() && self.keys.iter().any(|key| key["secret"] == candidate)
    }

    pub fn insert_project(&mut self, provider: &str, name: &str, settings: &Value) -> String {
        let id = self.next_id(26);
        let now = self.tick();
        let settings = settings.as_object().cloned().unwrap_or_default();
        self.projects.push(StoredProject {
            id: id.clone(),
            provider: provider.to_string(),
            name: name.to_string(),
            settings,
            added: now,
            updated: now,
            releases: Vec::new(),
            notes: BTreeMap::new(),
        });
        id
    }

    pub fn add_release(&mut self, project_id: &str, release: Value, note: Option<Value>) {
        if let Some(project) = self.projects.iter_mut().find(|p| p.id == project_id) {
            let version = release["version"].as_str().unwrap_or_default().to_string();
            project.releases.insert(0, release);
            if let Some(note) = note {
                project.notes.insert(version, note);
            }
        }
    }

    pub fn create_tag(&mut self, name: &str) -> String {
        let id = self.next_id(12);
        self.tags.push((id.clone(), name.to_string()));
        id
    }

    pub fn add_integration(&mut self, field: &str, item: Value) {
        self.integrations
            .entry(field.to_string())
            .or_default()
            .push(item);
    }

    pub fn all_projects(&self) -> Vec<Value> {
        self.projects.iter().map(StoredProject::document).collect()
    }

    pub fn tag_pairs(&self) -> Vec<(String, String)> {
        self.tags.clone()
    }

    /// Index of the project `segments` (after `/v1/projects/`) names: one segment is an ID,
    /// more are PROVIDER and NAME.
    pub fn find(&self, segments: &[String]) -> Option<usize> {
        match segments {
            [] => None,
            [id] => self.projects.iter().position(|p| &p.id == id),
            [provider, name @ ..] => {
                let name = name.join("/");
                self.projects
                    .iter()
                    .position(|p| &p.provider == provider && p.name == name)
            }
        }
    }

    /// Check a settings body the way the service does; the problems found, if any.
    pub fn validate(&self, body: &Map<String, Value>) -> Vec<String> {
        let mut errors = Vec::new();
        for (key, value) in body {
            if value.is_null() {
                continue;
            }
            match key.as_str() {
                "email_notification" => match value.as_str() {
                    Some(text) if EMAIL_VALUES.contains(&text) => {}
                    _ => errors.push(format!("invalid email notification: {value}")),
                },
                "exclude_prereleases" | "exclude_updated" if !value.is_boolean() => {
                    errors.push(format!("{key} must be a boolean"));
                }
                "note" if !value.is_string() => errors.push("note must be a string".to_string()),
                "tags" => match string_list(value) {
                    Some(ids) => {
                        for id in ids {
                            if !self.tags.iter().any(|(tag, _)| tag == id) {
                                errors.push(format!("unknown tag {id}"));
                            }
                        }
                    }
                    None => errors.push("tags must be a list of tag IDs".to_string()),
                },
                "exclude_version_regexp" => {
                    let valid = value.as_array().is_some_and(|rules| {
                        rules.iter().all(|rule| {
                            rule["value"].as_str().is_some_and(|v| !v.is_empty())
                                && (rule.get("inverse").is_none() || rule["inverse"].is_boolean())
                        })
                    });
                    if !valid {
                        errors.push(
                            "exclude_version_regexp must be a list of {value, inverse}".to_string(),
                        );
                    }
                }
                field if LIST_FIELDS.contains(&field) => match string_list(value) {
                    Some(ids) => {
                        let known = self.integrations.get(field);
                        for id in ids {
                            let exists = known
                                .is_some_and(|items| items.iter().any(|item| item["id"] == id));
                            if !exists {
                                errors.push(format!("unknown {field} ID {id}"));
                            }
                        }
                    }
                    None => errors.push(format!("{field} must be a list of IDs")),
                },
                _ => {}
            }
        }
        errors
    }

    /// Apply the given, non-null settings of `body` to project `index`.
    pub fn update(&mut self, index: usize, body: &Map<String, Value>) {
        let now = self.tick();
        let project = &mut self.projects[index];
        for (key, value) in body {
            // A field the project already holds beyond the spec's settings (as the real
            // service has its own) is settable too.
            if value.is_null() || !(is_setting(key) || project.settings.contains_key(key)) {
                continue;
            }
            project.settings.insert(key.clone(), value.clone());
        }
        project.updated = now;
    }
}

fn string_list(value: &Value) -> Option<Vec<&str>> {
    value.as_array()?.iter().map(Value::as_str).collect()
}

pub fn is_setting(key: &str) -> bool {
    LIST_FIELDS.contains(&key)
        || matches!(
            key,
            "email_notification"
                | "exclude_version_regexp"
                | "exclude_prereleases"
                | "exclude_updated"
                | "note"
                | "tags"
        )
}
