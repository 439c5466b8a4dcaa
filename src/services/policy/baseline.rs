//! A baseline: the grants a resource is meant to have. Three forms are read: what
//! `getIamPolicy` answers (JSON, as ward prints it, or as written by ward with the
//! resource's name added), and a hand-written list of bindings in TOML or YAML:
//!
//! ```toml
//! resource = "projects/my-app"
//! [[bindings]]
//! role = "roles/viewer"
//! members = ["group:devs@example.com"]
//! condition = { title = "expirable access", expression = "request.time < timestamp('2030-01-01T00:00:00Z')" }
//! ```

use std::collections::BTreeSet;
use std::path::Path;

use serde::Deserialize;
use serde_json::{Map, Value};

use super::marked::{self, Node};
use super::{Condition, Grant, Resource, MAX_POLICY_VERSION};
use crate::error::{Error, Result};

/// The forms a baseline file can take, chosen by its extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    Json,
    Toml,
    Yaml,
}

impl Form {
    pub(crate) fn of(path: &Path) -> Result<Self> {
        let extension = path
            .extension()
            .and_then(|extension| extension.to_str())
            .map(str::to_ascii_lowercase);
        match extension.as_deref() {
            Some("json") => Ok(Self::Json),
            Some("toml") => Ok(Self::Toml),
            Some("yaml" | "yml") => Ok(Self::Yaml),
            _ => Err(Error::usage(format!(
                "the baseline {} must end in .json, .toml, .yaml or .yml, which says how to read it",
                path.display()
            ))),
        }
    }
}

/// What a baseline holds: the resource it names (if it names one) and its grants.
#[derive(Debug, Clone)]
pub(crate) struct Baseline {
    pub resource: Option<String>,
    pub grants: BTreeSet<Grant>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HandWritten {
    #[serde(default)]
    resource: Option<String>,
    #[serde(default)]
    version: Option<i64>,
    #[serde(default)]
    etag: Option<String>,
    #[serde(default)]
    bindings: Vec<Binding>,
}

/// The service's document: other fields (audit configs) are not about grants.
#[derive(Deserialize)]
struct Document {
    #[serde(default)]
    resource: Option<String>,
    #[serde(default)]
    version: Option<i64>,
    #[serde(default)]
    bindings: Vec<Binding>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Binding {
    role: NonEmpty,
    #[serde(default)]
    members: Vec<NonEmpty>,
    #[serde(default)]
    condition: Option<Expr>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expr {
    #[serde(default)]
    title: String,
    #[serde(default)]
    description: String,
    expression: String,
    #[serde(default)]
    #[allow(
        dead_code,
        reason = "a field of the service's conditions; not part of a grant"
    )]
    location: Option<String>,
}

/// A string that must not be empty (a role, a member).
struct NonEmpty(String);

impl<'de> Deserialize<'de> for NonEmpty {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> std::result::Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        if text.trim().is_empty() {
            return Err(serde::de::Error::custom("an empty role or member"));
        }
        Ok(Self(text))
    }
}

/// The baseline in `text`, read as `form`; `name` is the file's name for messages. A file
/// that cannot be read as a baseline is a usage error naming its line.
pub(crate) fn parse(text: &str, form: Form, name: &str) -> Result<Baseline> {
    let bad = |message: String| {
        Error::usage(format!("the baseline {name} is not valid: {message}")).with_hint(
            "a baseline is what `ward policy get -o json` prints, or a TOML or YAML file with `resource` and a `bindings` list of role, members and an optional condition (see docs/cloud-credentials-and-policy.md)",
        )
    };
    let (resource, version, bindings) = match form {
        Form::Json => {
            let document: Document =
                serde_json::from_str(text).map_err(|error| bad(json_message(&error)))?;
            (document.resource, document.version, document.bindings)
        }
        Form::Toml => {
            let file: HandWritten = toml::from_str(text).map_err(|error| {
                bad(format!(
                    "{}{}",
                    crate::config::toml_message(&error),
                    crate::config::toml_place(text, &error)
                ))
            })?;
            let _ = file.etag;
            (file.resource, file.version, file.bindings)
        }
        Form::Yaml => {
            let node = marked::parse(text).map_err(bad)?;
            let file: HandWritten = from_yaml(&node).map_err(bad)?;
            (file.resource, file.version, file.bindings)
        }
    };
    if let Some(version) = version.filter(|version| *version > MAX_POLICY_VERSION) {
        return Err(bad(format!(
            "it is in policy version {version}; ward understands versions up to {MAX_POLICY_VERSION}"
        )));
    }
    if let Some(named) = &resource {
        Resource::parse(named).map_err(|_| {
            bad(format!(
                "its resource \"{named}\" is not organizations/ID, folders/ID or projects/ID"
            ))
        })?;
    }
    let mut grants = BTreeSet::new();
    for binding in bindings {
        let condition = binding.condition.map(|expr| Condition {
            title: expr.title,
            description: expr.description,
            expression: expr.expression,
        });
        for member in binding.members {
            grants.insert(Grant {
                role: binding.role.0.clone(),
                member: member.0,
                condition: condition.clone(),
            });
        }
    }
    Ok(Baseline { resource, grants })
}

/// serde_json's message, which ends with the line and column.
fn json_message(error: &serde_json::Error) -> String {
    let message = error.to_string();
    if message.contains(" at line ") {
        message
    } else {
        format!(
            "{message} at line {}, column {}",
            error.line(),
            error.column()
        )
    }
}

/// The hand-written schema read from a YAML tree, each refusal naming its line. The tree is
/// turned into JSON one node at a time so serde checks the schema, and the line of the
/// node serde refused is found again by walking the same path.
fn from_yaml(node: &Node) -> std::result::Result<HandWritten, String> {
    let Node::Map(entries, _) = node else {
        return Err(format!(
            "line {}: the file must be a mapping with `resource` and `bindings`, not {}",
            node.line(),
            node.kind()
        ));
    };
    let mut top = Map::new();
    for (key, line, value) in entries {
        let value = match key.as_str() {
            "version" => scalar(value)?
                .parse::<i64>()
                .map(Value::from)
                .map_err(|_| format!("line {line}: version must be a number"))?,
            "resource" | "etag" => Value::String(scalar(value)?.to_string()),
            "bindings" => {
                let Node::List(items, _) = value else {
                    return Err(format!("line {line}: bindings must be a list, not {}", value.kind()));
                };
                let mut bindings = Vec::new();
                for item in items {
                    bindings.push(yaml_binding(item)?);
                }
                Value::Array(bindings)
            }
            _ => {
                return Err(format!(
                    "line {line}: unknown key `{key}`; a baseline has resource, version, etag and bindings"
                ))
            }
        };
        top.insert(key.clone(), value);
    }
    serde_json::from_value(Value::Object(top)).map_err(|error| error.to_string())
}

fn yaml_binding(node: &Node) -> std::result::Result<Value, String> {
    let Node::Map(entries, start) = node else {
        return Err(format!(
            "line {}: a binding must be a mapping with role and members, not {}",
            node.line(),
            node.kind()
        ));
    };
    let mut binding = Map::new();
    for (key, line, value) in entries {
        let value = match key.as_str() {
            "role" => non_empty(value, "role")?,
            "members" => {
                let Node::List(members, _) = value else {
                    return Err(format!("line {line}: members must be a list, not {}", value.kind()));
                };
                Value::Array(members.iter().map(|m| non_empty(m, "member")).collect::<std::result::Result<_, _>>()?)
            }
            "condition" => {
                let Node::Map(fields, _) = value else {
                    return Err(format!("line {line}: a condition must be a mapping with title and expression, not {}", value.kind()));
                };
                let mut condition = Map::new();
                for (field, field_line, text) in fields {
                    if !["title", "description", "expression", "location"].contains(&field.as_str()) {
                        return Err(format!("line {field_line}: unknown key `{field}` in a condition; it has title, description and expression"));
                    }
                    condition.insert(field.clone(), Value::String(scalar(text)?.to_string()));
                }
                if !condition.contains_key("expression") {
                    return Err(format!("line {line}: the condition has no expression"));
                }
                Value::Object(condition)
            }
            _ => {
                return Err(format!(
                    "line {line}: unknown key `{key}` in a binding; a binding has role, members and condition"
                ))
            }
        };
        binding.insert(key.clone(), value);
    }
    if !binding.contains_key("role") {
        return Err(format!("line {start}: the binding has no role"));
    }
    Ok(Value::Object(binding))
}

fn scalar(node: &Node) -> std::result::Result<&str, String> {
    match node {
        Node::Scalar(text, _) => Ok(text),
        other => Err(format!(
            "line {}: expected a single value, not {}",
            other.line(),
            other.kind()
        )),
    }
}

fn non_empty(node: &Node, what: &str) -> std::result::Result<Value, String> {
    let text = scalar(node)?;
    if text.trim().is_empty() {
        return Err(format!("line {}: an empty {what}", node.line()));
    }
    Ok(Value::String(text.to_string()))
}

/// The live policy as a baseline file: the document as the service sent it, with the
/// resource's name first, so a later diff refuses it for another resource.
pub(crate) fn document_for(resource: &Resource, policy: &Value) -> Value {
    let mut document = Map::new();
    document.insert("resource".to_string(), Value::String(resource.to_string()));
    if let Some(fields) = policy.as_object() {
        for (key, value) in fields {
            if key != "resource" {
                document.insert(key.clone(), value.clone());
            }
        }
    }
    Value::Object(document)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str, form: Form) -> String {
        parse(text, form, "b").unwrap_err().to_string()
    }

    #[test]
    fn the_three_forms_give_the_same_grants() {
        let json = r#"{"resource": "projects/my-app", "bindings": [{"role": "roles/viewer", "members": ["user:a@x.com", "deleted:user:b@x.com?uid=1"], "condition": {"title": "t", "expression": "true"}}], "etag": "x", "auditConfigs": []}"#;
        let toml = "resource = \"projects/my-app\"\n[[bindings]]\nrole = \"roles/viewer\"\nmembers = [\"deleted:user:b@x.com?uid=1\", \"user:a@x.com\"]\ncondition = { title = \"t\", expression = \"true\" }\n";
        let yaml = "resource: projects/my-app\nbindings:\n  - role: roles/viewer\n    members:\n      - user:a@x.com\n      - deleted:user:b@x.com?uid=1\n    condition:\n      title: t\n      expression: \"true\"\n";
        let a = parse(json, Form::Json, "b").unwrap();
        let b = parse(toml, Form::Toml, "b").unwrap();
        let c = parse(yaml, Form::Yaml, "b").unwrap();
        assert_eq!(a.grants, b.grants);
        assert_eq!(b.grants, c.grants);
        assert_eq!(a.grants.len(), 2);
        assert_eq!(c.resource.as_deref(), Some("projects/my-app"));
    }

    #[test]
    fn a_bad_file_names_its_line() {
        let e = error("{\n \"bindings\": [\n  {\"role\": 1}\n ]\n}", Form::Json);
        assert!(e.contains("line 3"), "{e}");
        let e = error("[[bindings]]\nrole = \"r\"\nmember = [\"a\"]\n", Form::Toml);
        assert!(e.contains("line "), "{e}");
        let e = error(
            "bindings:\n  - role: r\n    members: [a]\n  - role: \"\"\n",
            Form::Yaml,
        );
        assert!(e.contains("line 4: an empty role"), "{e}");
        let e = error("bindings:\n  - role: r\n    memebrs: [a]\n", Form::Yaml);
        assert!(e.contains("line 3: unknown key `memebrs`"), "{e}");
        let e = error("version = 4\n", Form::Toml);
        assert!(e.contains("version 4"), "{e}");
        let e = error("resource = \"buckets/x\"\n", Form::Toml);
        assert!(e.contains("buckets/x"), "{e}");
    }
}
