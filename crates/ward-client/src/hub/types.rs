//! The hub's webhook documents, kept faithful to the wire: unknown fields survive a round
//! trip so `-o json` shows what the hub sent.
// The fields are the service's own document fields under their wire names, described in
// its spec; a line of prose per field would only repeat the name.
#![allow(missing_docs)]

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use crate::secret::Secret;

/// Types a watched item may have: users and organizations per the webhook model, and the
/// repository types the hub also accepts.
pub const WATCH_TYPES: [&str; 5] = ["user", "org", "model", "dataset", "space"];

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WatchedItem {
    #[serde(rename = "type")]
    pub kind: String,
    pub name: String,
}

impl WatchedItem {
    /// Parse `TYPE:NAME`, splitting on the first colon.
    pub fn parse(text: &str) -> Result<Self, String> {
        let Some((kind, name)) = text.split_once(':') else {
            return Err(format!(
                "\"{text}\" is not TYPE:NAME; write for example org:acme or model:acme/bert"
            ));
        };
        let kind = kind.trim().to_ascii_lowercase();
        let name = name.trim();
        if !WATCH_TYPES.contains(&kind.as_str()) {
            return Err(format!(
                "\"{text}\": the type \"{kind}\" is not one of {}",
                WATCH_TYPES.join(", ")
            ));
        }
        if name.is_empty() {
            return Err(format!("\"{text}\": the name after the colon is empty"));
        }
        if matches!(kind.as_str(), "user" | "org") && name.contains('/') {
            return Err(format!(
                "\"{text}\": a {kind} name has no '/'; to watch one repository use model:, dataset: or space:"
            ));
        }
        Ok(Self {
            kind,
            name: name.to_string(),
        })
    }
}

impl std::fmt::Display for WatchedItem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.kind, self.name)
    }
}

/// The `disabled` field: a boolean in the hub's docs, but the hub also suspends failing
/// webhooks with a string value, and may grow others.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum State {
    #[default]
    Enabled,
    Disabled,
    SuspendedAfterFailure,
    Other(Value),
}

impl State {
    pub fn label(&self) -> String {
        match self {
            Self::Enabled => "enabled".into(),
            Self::Disabled => "disabled".into(),
            Self::SuspendedAfterFailure => "suspended-after-failure".into(),
            Self::Other(Value::String(text)) => text.clone(),
            Self::Other(value) => value.to_string(),
        }
    }

    fn to_value(&self) -> Value {
        match self {
            Self::Enabled => Value::Bool(false),
            Self::Disabled => Value::Bool(true),
            Self::SuspendedAfterFailure => Value::String("suspended-after-failure".into()),
            Self::Other(value) => value.clone(),
        }
    }
}

impl Serialize for State {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_value().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for State {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match Value::deserialize(deserializer)? {
            Value::Bool(false) | Value::Null => Self::Enabled,
            Value::Bool(true) => Self::Disabled,
            Value::String(text) if text == "suspended-after-failure" => Self::SuspendedAfterFailure,
            other => Self::Other(other),
        })
    }
}

/// One webhook as the hub describes it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Webhook {
    pub id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(default)]
    pub watched: Vec<WatchedItem>,
    #[serde(default)]
    pub domains: Vec<String>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "expose_secret",
        deserialize_with = "read_secret"
    )]
    pub secret: Option<Secret>,
    #[serde(default)]
    pub disabled: State,
    /// Everything else the hub sent (`job`, `hasSecret`, ...).
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl Webhook {
    pub fn has_secret(&self) -> bool {
        self.secret
            .as_ref()
            .is_some_and(|secret| !secret.is_empty())
            || self.extra.get("hasSecret").and_then(Value::as_bool) == Some(true)
    }

    /// The target: the URL, or a note that the webhook runs a job.
    pub fn target(&self) -> String {
        match &self.url {
            Some(url) => url.clone(),
            None if self.extra.contains_key("job") => "(job)".into(),
            None => String::new(),
        }
    }
}

fn expose_secret<S: Serializer>(secret: &Option<Secret>, serializer: S) -> Result<S::Ok, S::Error> {
    match secret {
        Some(secret) => serializer.serialize_str(secret.expose()),
        None => serializer.serialize_none(),
    }
}

fn read_secret<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Secret>, D::Error> {
    Ok(Option::<String>::deserialize(deserializer)?.map(Secret::new))
}

/// What create and update send.
#[derive(Debug, Clone)]
pub struct WebhookSpec {
    pub url: Option<String>,
    pub watched: Vec<WatchedItem>,
    pub domains: Vec<String>,
    pub secret: Option<Secret>,
}

impl WebhookSpec {
    pub fn to_json(&self) -> Value {
        let mut body = Map::new();
        if let Some(url) = &self.url {
            body.insert("url".into(), Value::String(url.clone()));
        }
        body.insert(
            "watched".into(),
            serde_json::to_value(&self.watched).unwrap_or(Value::Array(Vec::new())),
        );
        body.insert(
            "domains".into(),
            Value::Array(self.domains.iter().cloned().map(Value::String).collect()),
        );
        if let Some(secret) = &self.secret {
            body.insert("secret".into(), Value::String(secret.expose().to_string()));
        }
        Value::Object(body)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn watched_items_parse_on_the_first_colon() {
        let item = WatchedItem::parse("model:acme/bert:v2").unwrap();
        assert_eq!(item.kind, "model");
        assert_eq!(item.name, "acme/bert:v2");
        assert_eq!(WatchedItem::parse("ORG:acme").unwrap().kind, "org");
        assert!(WatchedItem::parse("acme")
            .unwrap_err()
            .contains("TYPE:NAME"));
        assert!(WatchedItem::parse("repo:acme")
            .unwrap_err()
            .contains("not one of"));
        assert!(WatchedItem::parse("user:").unwrap_err().contains("empty"));
        assert!(WatchedItem::parse("org:acme/bert").is_err());
    }

    #[test]
    fn state_keeps_unknown_values_and_round_trips() {
        let hook: Webhook = serde_json::from_value(serde_json::json!({
            "id": "1", "watched": [], "domains": ["repo"],
            "disabled": "suspended-after-failure", "job": {"flavor": "cpu-basic"}
        }))
        .unwrap();
        assert_eq!(hook.disabled, State::SuspendedAfterFailure);
        assert_eq!(hook.target(), "(job)");
        let back = serde_json::to_value(&hook).unwrap();
        assert_eq!(back["disabled"], "suspended-after-failure");
        assert_eq!(back["job"]["flavor"], "cpu-basic");

        let other: State = serde_json::from_value(serde_json::json!("paused")).unwrap();
        assert_eq!(other.label(), "paused");
        let enabled: State = serde_json::from_value(serde_json::json!(false)).unwrap();
        assert_eq!(enabled.label(), "enabled");
    }

    #[test]
    fn secrets_stay_out_of_debug_output() {
        let hook: Webhook = serde_json::from_value(serde_json::json!({
            "id": "1", "watched": [], "domains": [], "secret": "hunter2", "disabled": false
        }))
        .unwrap();
        assert!(hook.has_secret());
        assert!(!format!("{hook:?}").contains("hunter2"));
    }
}
