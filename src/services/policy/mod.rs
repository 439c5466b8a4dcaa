//! IAM drift below the commands: resource names as users write them, a policy as a set of
//! grants, the comparison with a baseline, the rules a policy is checked against and the
//! cache of etags already compared. Everything here takes plain values (text, documents,
//! paths) and never prints.

pub(crate) mod baseline;
pub(crate) mod cache;
pub(crate) mod diff;
mod marked;
pub(crate) mod read;
pub(crate) mod rules;

use std::collections::BTreeSet;
use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ward_client::cloud::resource_manager::Container;

use crate::error::{Error, Result};

/// The highest policy format ward understands: a newer one could carry grants in a form
/// ward would misread, and a missed grant must never look like "no drift".
pub(crate) const MAX_POLICY_VERSION: i64 = 3;

/// An organization, folder or project, as the resource manager names it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Resource {
    pub container: Container,
    pub id: String,
}

impl fmt::Display for Resource {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{}/{}", self.container.collection(), self.id)
    }
}

impl Resource {
    /// `organizations/ID` (or the bare numeric ID), `folders/ID`, or `projects/ID` where the
    /// ID is a project ID or number.
    pub(crate) fn parse(text: &str) -> Result<Self> {
        let text = text.trim();
        let (container, id) = match text.split_once('/') {
            None if is_number(text) => (Container::Organization, text),
            Some(("organizations", id)) if is_number(id) => (Container::Organization, id),
            Some(("folders", id)) if is_number(id) => (Container::Folder, id),
            Some(("projects", id)) if is_number(id) || is_project_id(id) => {
                (Container::Project, id)
            }
            _ => {
                return Err(Error::usage(format!(
                    "RESOURCE must be organizations/ID, folders/ID or projects/ID, not \"{text}\""
                ))
                .with_hint(
                    "organization and folder IDs are numbers (organizations/123456789012, folders/345678901234); a project is its ID or number (projects/my-app-123)",
                ))
            }
        };
        Ok(Self {
            container,
            id: id.to_string(),
        })
    }

    /// A file name for this resource's baseline or cache entry: its collection and ID. An
    /// ID holds only letters, digits, `-` and `.`, and the `:` of an old domain-scoped
    /// project, which Windows refuses in a name: it becomes `_`, which no ID holds, so two
    /// resources never share a name.
    pub(crate) fn file_stem(&self) -> String {
        format!(
            "{}-{}",
            self.container.collection(),
            self.id.replace(':', "_")
        )
    }
}

fn is_number(id: &str) -> bool {
    !id.is_empty() && id.len() <= 20 && id.bytes().all(|b| b.is_ascii_digit())
}

/// A project ID: 6 to 30 lowercase letters, digits and hyphens, starting with a letter and
/// not ending with a hyphen (an older ID may carry a `domain:` prefix, as `example.com:app`).
fn is_project_id(id: &str) -> bool {
    let name = id.rsplit_once(':').map_or(id, |(domain, name)| {
        if domain.is_empty()
            || !domain
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-')
        {
            ""
        } else {
            name
        }
    });
    (6..=30).contains(&name.len())
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && !name.ends_with('-')
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// A binding's condition; all three fields are part of a grant's identity, as the service
/// keeps two bindings apart when any of them differs.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub(crate) struct Condition {
    pub title: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    pub expression: String,
}

impl Condition {
    /// `title: expression`, or the expression alone, for tables.
    pub(crate) fn summary(&self) -> String {
        if self.title.is_empty() {
            self.expression.clone()
        } else {
            format!("{}: {}", self.title, self.expression)
        }
    }
}

/// One member holding one role, maybe under a condition: the unit the comparison and the
/// rules work on. The order of bindings and of members carries no meaning.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub(crate) struct Grant {
    pub role: String,
    pub member: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
}

impl Grant {
    /// A principal deleted recently (`deleted:user:a@example.com?uid=1`): its grant stays
    /// until removed, and comes back under the plain member if the principal is restored.
    pub(crate) fn is_deleted_member(&self) -> bool {
        self.member.starts_with("deleted:")
    }
}

/// A policy as the service sent it, reduced to what drift is about.
#[derive(Debug, Clone, Default)]
pub(crate) struct Grants {
    pub etag: Option<String>,
    pub grants: BTreeSet<Grant>,
}

/// The grants of a policy document (what `getIamPolicy` answers). `place` names where the
/// document came from, for the error.
pub(crate) fn grants_of(document: &Value, place: &str) -> std::result::Result<Grants, String> {
    let object = document
        .as_object()
        .ok_or_else(|| format!("{place} is not a policy object"))?;
    if let Some(version) = object.get("version") {
        let version = version
            .as_i64()
            .ok_or_else(|| format!("{place} has a version that is not a number"))?;
        if version > MAX_POLICY_VERSION {
            return Err(format!(
                "{place} is in policy version {version}; ward understands versions up to {MAX_POLICY_VERSION}"
            ));
        }
    }
    let etag = match object.get("etag") {
        None | Some(Value::Null) => None,
        Some(Value::String(etag)) => Some(etag.clone()),
        Some(_) => return Err(format!("{place} has an etag that is not a string")),
    };
    let mut grants = BTreeSet::new();
    let bindings = match object.get("bindings") {
        None | Some(Value::Null) => &Vec::new(),
        Some(Value::Array(bindings)) => bindings,
        Some(_) => return Err(format!("{place} has bindings that are not a list")),
    };
    for (index, binding) in bindings.iter().enumerate() {
        let at = || format!("{place}, binding {}", index + 1);
        let role = binding
            .get("role")
            .and_then(Value::as_str)
            .filter(|role| !role.is_empty())
            .ok_or_else(|| format!("{} has no role", at()))?;
        let condition = match binding.get("condition") {
            None | Some(Value::Null) => None,
            Some(condition @ Value::Object(_)) => Some(condition_of(condition)),
            Some(_) => return Err(format!("{} has a condition that is not an object", at())),
        };
        let members = match binding.get("members") {
            None | Some(Value::Null) => &Vec::new(),
            Some(Value::Array(members)) => members,
            Some(_) => return Err(format!("{} has members that are not a list", at())),
        };
        for member in members {
            let member = member
                .as_str()
                .ok_or_else(|| format!("{} has a member that is not a string", at()))?;
            grants.insert(Grant {
                role: role.to_string(),
                member: member.to_string(),
                condition: condition.clone(),
            });
        }
    }
    Ok(Grants { etag, grants })
}

/// What one resource gave: its etag, whether it was compared this run (not when its etag
/// and what it is compared with are those of the last run), and what was found.
#[derive(Debug, Clone)]
pub(crate) struct Report<T> {
    pub resource: Resource,
    pub etag: Option<String>,
    pub compared: bool,
    pub findings: Vec<T>,
}

/// The report of `resource` from its live `policy`: the last run's findings when the cache
/// holds them for this etag and `input` (a fingerprint of the baseline or rules), else
/// `compare` over its grants, remembered for the next run.
pub(crate) fn evaluate<T>(
    cache: Option<&cache::Cache>,
    command: &str,
    resource: &Resource,
    policy: &Value,
    input: &str,
    compare: impl FnOnce(&Grants) -> Vec<T>,
) -> Result<Report<T>>
where
    T: Serialize + serde::de::DeserializeOwned,
{
    let started = std::time::Instant::now();
    let live = grants_of(policy, &format!("the live policy of {resource}")).map_err(|message| {
        Error::runtime(message).with_hint(
            "a newer ward may understand it; nothing was compared, so no drift is reported",
        )
    })?;
    let key = format!("{command}-{}", resource.file_stem());
    if let (Some(cache), Some(etag)) = (cache, &live.etag) {
        if let Some(findings) = cache.get(&key, etag, input) {
            return Ok(Report {
                resource: resource.clone(),
                etag: live.etag.clone(),
                compared: false,
                findings,
            });
        }
    }
    let findings = compare(&live);
    // `-v` shows what a comparison costs (the bench reads this line).
    tracing::debug!(
        "{resource}: {command} of {} live grants took {:.3} ms",
        live.grants.len(),
        started.elapsed().as_secs_f64() * 1000.0
    );
    if let (Some(cache), Some(etag)) = (cache, &live.etag) {
        cache.put(&key, etag, input, &findings)?;
    }
    Ok(Report {
        resource: resource.clone(),
        etag: live.etag,
        compared: true,
        findings,
    })
}

fn condition_of(condition: &Value) -> Condition {
    let field = |name: &str| {
        condition
            .get(name)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    };
    Condition {
        title: field("title"),
        description: field("description"),
        expression: field("expression"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn resources_of_every_level() {
        for (text, name) in [
            ("organizations/123", "organizations/123"),
            ("123", "organizations/123"),
            ("folders/456", "folders/456"),
            ("projects/my-app-1", "projects/my-app-1"),
            ("projects/555555555555", "projects/555555555555"),
            ("projects/example.com:my-app", "projects/example.com:my-app"),
        ] {
            assert_eq!(Resource::parse(text).unwrap().to_string(), name, "{text}");
        }
        let scoped = Resource::parse("projects/example.com:my-app").unwrap();
        assert_eq!(scoped.file_stem(), "projects-example.com_my-app");
        for bad in [
            "",
            "organizations/",
            "folders/abc",
            "projects/My-App",
            "projects/ab",
            "projects/app-",
            "projects/1/x",
            "billingAccounts/1",
            "projects/../x",
            "org-1",
        ] {
            assert_eq!(Resource::parse(bad).unwrap_err().exit_code(), 2, "{bad}");
        }
    }

    #[test]
    fn a_conditional_grant_differs_from_the_same_grant_without_condition() {
        let document = json!({"version": 3, "bindings": [
            {"role": "roles/viewer", "members": ["user:a@example.com", "user:a@example.com"]},
            {"role": "roles/viewer", "members": ["user:a@example.com"], "condition": {"title": "t", "expression": "true"}},
        ]});
        let grants = grants_of(&document, "the policy").unwrap();
        assert_eq!(grants.grants.len(), 2);
    }

    #[test]
    fn a_newer_policy_version_is_refused() {
        let error = grants_of(&json!({"version": 4}), "the policy").unwrap_err();
        assert!(error.contains("version 4"), "{error}");
        assert!(grants_of(&json!({"bindings": [{"members": []}]}), "p").is_err());
        assert!(grants_of(&json!([]), "p").is_err());
    }
}
