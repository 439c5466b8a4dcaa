//! The release tracker's documents. Every type keeps the fields it does not know in `extra`
//! and leaves out what the server left out, so JSON output is the server's document.
// The fields are the service's own document fields under their wire names, described in
// its spec; a line of prose per field would only repeat the name.
#![allow(missing_docs)]

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The nine notification integration kinds (spec 1, naming note).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntegrationKind {
    ChatA,
    ChatB,
    ChatC,
    ChatD,
    ChatE,
    ChatF,
    ChatG,
    Matrix,
    Webhook,
}

impl IntegrationKind {
    pub const ALL: [Self; 9] = [
        Self::ChatA,
        Self::ChatB,
        Self::ChatC,
        Self::ChatD,
        Self::ChatE,
        Self::ChatF,
        Self::ChatG,
        Self::Matrix,
        Self::Webhook,
    ];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Self::ChatA => "chat-a",
            Self::ChatB => "chat-b",
            Self::ChatC => "chat-c",
            Self::ChatD => "chat-d",
            Self::ChatE => "chat-e",
            Self::ChatF => "chat-f",
            Self::ChatG => "chat-g",
            Self::Matrix => "matrix",
            Self::Webhook => "webhook",
        }
    }

    /// The project field holding this kind's integration IDs.
    pub fn field(self) -> &'static str {
        match self {
            Self::ChatA => "chat_a_channels",
            Self::ChatB => "chat_b_chats",
            Self::ChatC => "chat_c_channels",
            Self::ChatD => "chat_d_webhooks",
            Self::ChatE => "chat_e_webhooks",
            Self::ChatF => "chat_f_webhooks",
            Self::ChatG => "chat_g_webhooks",
            Self::Matrix => "matrix_rooms",
            Self::Webhook => "webhooks",
        }
    }

    pub fn path(self) -> &'static str {
        match self {
            Self::ChatA => "/v1/chat-a-channels",
            Self::ChatB => "/v1/chat-b-chats",
            Self::ChatC => "/v1/chat-c-channels",
            Self::ChatD => "/v1/chat-d-webhooks",
            Self::ChatE => "/v1/chat-e-webhooks",
            Self::ChatF => "/v1/chat-f-webhooks",
            Self::ChatG => "/v1/chat-g-webhooks",
            Self::Matrix => "/v1/matrix-rooms",
            Self::Webhook => "/v1/webhooks",
        }
    }

    /// The key of the list in the list endpoint's answer as the spec writes it (spec 1 §4
    /// rows 13-21).
    pub fn envelope(self) -> &'static str {
        match self {
            Self::ChatA | Self::ChatB | Self::ChatC => "channels",
            _ => "webhooks",
        }
    }

    /// The key the real service answers with, where it differs from the spec: its own
    /// client reads chats under `chats` and rooms under `rooms`.
    pub fn real_envelope(self) -> Option<&'static str> {
        match self {
            Self::ChatB => Some("chats"),
            Self::Matrix => Some("rooms"),
            _ => None,
        }
    }

    /// Every key the list may come under: the spec's first, then the real service's.
    pub fn envelopes(self) -> Vec<&'static str> {
        std::iter::once(self.envelope())
            .chain(self.real_envelope())
            .collect()
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::ChatA => "chat A channels",
            Self::ChatB => "chat B chats",
            Self::ChatC => "chat C channels",
            Self::ChatD => "chat D webhooks",
            Self::ChatE => "chat E webhooks",
            Self::ChatF => "chat F webhooks",
            Self::ChatG => "chat G webhooks",
            Self::Matrix => "matrix rooms",
            Self::Webhook => "webhooks",
        }
    }

    pub fn from_field(field: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.field() == field)
    }
}

/// One version-exclusion rule; `inverse` turns it into an inclusion rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exclusion {
    pub value: String,
    #[serde(default)]
    pub inverse: bool,
}

/// The settable fields of a project (spec 1 §2.1). `None` means "not given": omitted from
/// a request (unchanged on update) and absent from the server's answer.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProjectSettings {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email_notification: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat_a_channels: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat_b_chats: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat_c_channels: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat_d_webhooks: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat_e_webhooks: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat_f_webhooks: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat_g_webhooks: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub matrix_rooms: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub webhooks: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exclude_version_regexp: Option<Vec<Exclusion>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exclude_prereleases: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exclude_updated: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<Vec<String>>,
}

impl ProjectSettings {
    pub fn list(&self, kind: IntegrationKind) -> Option<&Vec<String>> {
        match kind {
            IntegrationKind::ChatA => self.chat_a_channels.as_ref(),
            IntegrationKind::ChatB => self.chat_b_chats.as_ref(),
            IntegrationKind::ChatC => self.chat_c_channels.as_ref(),
            IntegrationKind::ChatD => self.chat_d_webhooks.as_ref(),
            IntegrationKind::ChatE => self.chat_e_webhooks.as_ref(),
            IntegrationKind::ChatF => self.chat_f_webhooks.as_ref(),
            IntegrationKind::ChatG => self.chat_g_webhooks.as_ref(),
            IntegrationKind::Matrix => self.matrix_rooms.as_ref(),
            IntegrationKind::Webhook => self.webhooks.as_ref(),
        }
    }

    pub fn list_mut(&mut self, kind: IntegrationKind) -> &mut Option<Vec<String>> {
        match kind {
            IntegrationKind::ChatA => &mut self.chat_a_channels,
            IntegrationKind::ChatB => &mut self.chat_b_chats,
            IntegrationKind::ChatC => &mut self.chat_c_channels,
            IntegrationKind::ChatD => &mut self.chat_d_webhooks,
            IntegrationKind::ChatE => &mut self.chat_e_webhooks,
            IntegrationKind::ChatF => &mut self.chat_f_webhooks,
            IntegrationKind::ChatG => &mut self.chat_g_webhooks,
            IntegrationKind::Matrix => &mut self.matrix_rooms,
            IntegrationKind::Webhook => &mut self.webhooks,
        }
    }

    /// Whether no field is given (an update with nothing to send).
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }

    /// The e-mail schedule with the server's default filled in ("" and absent mean none).
    pub fn email_or_default(&self) -> &str {
        match self.email_notification.as_deref() {
            None | Some("") => "none",
            Some(value) => value,
        }
    }
}

/// A tracked project as the server describes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Project {
    pub id: String,
    pub name: String,
    pub provider: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(flatten)]
    pub settings: ProjectSettings,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// The body of an add request: provider and name first, then the settings, then fields
/// ward does not model, sent as they were read.
#[derive(Debug, Clone, Serialize)]
pub struct NewProject {
    pub provider: String,
    pub name: String,
    #[serde(flatten)]
    pub settings: ProjectSettings,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// The body of an update request: the settings to change, then fields ward does not model.
#[derive(Debug, Clone, Serialize)]
pub struct ProjectUpdate<'a> {
    #[serde(flatten)]
    pub settings: &'a ProjectSettings,
    #[serde(flatten)]
    pub extra: &'a Map<String, Value>,
}

/// One page of projects (spec 1 §4 rows 1 and 2).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ProjectPage {
    pub projects: Vec<Project>,
    #[serde(default)]
    pub total_pages: u64,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// The answer of a search (spec 1 §4 row 3).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SearchResult {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub q: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provider: Option<String>,
    pub projects: Vec<Project>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Release {
    pub version: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// Read through [`Release::cves`]: one of the official client's fixtures spells it
    /// `CVE`, which is kept in `extra` under that name so JSON output is the answer as sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cve: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_prerelease: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_updated: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_excluded: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub has_note: Option<bool>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl Release {
    /// The CVEs, under `cve` or the capitalised `CVE`.
    pub fn cves(&self) -> Vec<String> {
        if let Some(cves) = &self.cve {
            return cves.clone();
        }
        self.extra
            .get("CVE")
            .and_then(Value::as_array)
            .map(|items| {
                items
                    .iter()
                    .filter_map(Value::as_str)
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default()
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ReleasePage {
    pub releases: Vec<Release>,
    #[serde(default)]
    pub total_pages: u64,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ReleaseNote {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ProviderList {
    pub providers: Vec<String>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tag {
    pub id: String,
    pub name: String,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TagList {
    pub tags: Vec<Tag>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AuthKey {
    pub name: String,
    #[serde(default)]
    pub secret: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorized_networks: Option<Vec<String>>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct KeyList {
    pub keys: Vec<AuthKey>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// The answer of one integration list endpoint: the document as sent, the key its list
/// came under, and its items.
#[derive(Debug, Clone)]
pub struct IntegrationList {
    pub kind: IntegrationKind,
    /// The key of the list in `document`: one of [`IntegrationKind::envelopes`].
    pub key: &'static str,
    pub document: Map<String, Value>,
}

impl IntegrationList {
    /// The list in `document`, under whichever of the kind's keys it came.
    pub fn read(kind: IntegrationKind, document: Map<String, Value>) -> Option<Self> {
        let key = kind
            .envelopes()
            .into_iter()
            .find(|key| document.get(*key).is_some_and(Value::is_array))?;
        Some(Self {
            kind,
            key,
            document,
        })
    }

    pub fn items(&self) -> &[Value] {
        self.document
            .get(self.key)
            .and_then(Value::as_array)
            .map_or(&[], Vec::as_slice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn project_round_trips_without_adding_or_dropping_fields() {
        let text = r#"{"id":"p1","name":"golang/go","provider":"github","url":"https://x","email_notification":"daily","matrix_rooms":["m1"],"tags":["t1"],"brand_new":{"a":1}}"#;
        let project: Project = serde_json::from_str(text).unwrap();
        assert_eq!(
            project.settings.matrix_rooms.as_deref(),
            Some(&["m1".to_string()][..])
        );
        assert_eq!(project.extra.get("brand_new").unwrap()["a"], 1);
        let back = serde_json::to_value(&project).unwrap();
        let original: Value = serde_json::from_str(text).unwrap();
        assert_eq!(back, original);
    }

    #[test]
    fn release_accepts_capital_cve_and_keeps_its_spelling() {
        let text = r#"{"version":"1.0","CVE":["CVE-2024-1"]}"#;
        let release: Release = serde_json::from_str(text).unwrap();
        assert_eq!(release.cves(), vec!["CVE-2024-1"]);
        assert_eq!(serde_json::to_string(&release).unwrap(), text);
    }

    #[test]
    fn integration_lists_are_read_under_the_spec_key_and_the_real_one() {
        let document = |text: &str| serde_json::from_str::<Map<String, Value>>(text).unwrap();
        let spec = IntegrationList::read(
            IntegrationKind::Matrix,
            document(r#"{"webhooks":[{"id":"m1"}]}"#),
        )
        .unwrap();
        assert_eq!((spec.key, spec.items().len()), ("webhooks", 1));
        let real = IntegrationList::read(
            IntegrationKind::Matrix,
            document(r#"{"rooms":[{"id":"m1","name":null}],"other":1}"#),
        )
        .unwrap();
        assert_eq!(real.key, "rooms");
        assert_eq!(real.items()[0]["name"], Value::Null);
        let chats = IntegrationList::read(
            IntegrationKind::ChatB,
            document(r#"{"chats":[{"id":"b1"},{"id":"b2"}]}"#),
        )
        .unwrap();
        assert_eq!((chats.key, chats.items().len()), ("chats", 2));
        // A kind without a real variant does not take another kind's key.
        assert!(IntegrationList::read(
            IntegrationKind::ChatA,
            document(r#"{"chats":[{"id":"b1"}]}"#)
        )
        .is_none());
        assert!(
            IntegrationList::read(IntegrationKind::ChatB, document(r#"{"chats":{}}"#)).is_none()
        );
    }

    #[test]
    fn settings_without_fields_is_empty() {
        assert!(ProjectSettings::default().is_empty());
        assert_eq!(ProjectSettings::default().email_or_default(), "none");
    }
}
