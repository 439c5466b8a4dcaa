//! The rules a policy is checked against, read from a TOML file or taken from a built-in
//! preset, and the check itself:
//!
//! ```toml
//! presets = ["recommended"]
//! [[rule]]
//! kind = "allowed-domains"
//! domains = ["example.com", "gserviceaccount.com"]
//! [[rule]]
//! name = "owners"
//! kind = "restricted-roles"
//! roles = ["roles/owner"]
//! members = ["group:cloud-admins@example.com"]
//! ```

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::Grant;
use crate::error::{Error, Result};

/// The basic roles a service account should not hold, unless a rule names others.
const BASIC_ROLES: [&str; 2] = ["roles/owner", "roles/editor"];

/// The built-in presets, by name, and what each holds.
pub(crate) const PRESETS: [(&str, &str); 3] = [
    (
        "public-members",
        "no allUsers or allAuthenticatedUsers on any role",
    ),
    (
        "service-account-basic-roles",
        "no roles/owner or roles/editor held by a service account",
    ),
    ("recommended", "both of the above"),
];

/// One rule, as the file names it.
#[derive(Debug, Clone, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
enum Kind {
    /// `allUsers` or `allAuthenticatedUsers` on any role.
    PublicMembers {
        #[serde(default)]
        name: Option<String>,
    },
    /// A basic role held by a service account.
    ServiceAccountBasicRoles {
        #[serde(default)]
        name: Option<String>,
        #[serde(default)]
        roles: Option<Vec<String>>,
    },
    /// A member whose domain is not one of `domains` (or below one).
    AllowedDomains {
        #[serde(default)]
        name: Option<String>,
        domains: Vec<String>,
    },
    /// `roles` held by anyone but `members`.
    RestrictedRoles {
        #[serde(default)]
        name: Option<String>,
        roles: Vec<String>,
        members: Vec<String>,
    },
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    presets: Vec<String>,
    #[serde(default)]
    rule: Vec<Kind>,
}

/// A rule ready to check, with the name a violation reports.
#[derive(Debug, Clone)]
pub(crate) struct Rule {
    pub name: String,
    test: Test,
}

#[derive(Debug, Clone)]
enum Test {
    Public,
    BasicRoles(BTreeSet<String>),
    Domains(Vec<String>),
    Restricted {
        roles: BTreeSet<String>,
        members: BTreeSet<String>,
    },
}

/// A grant that breaks a rule.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub(crate) struct Violation {
    pub rule: String,
    #[serde(flatten)]
    pub grant: Grant,
}

/// The rules of preset `name`.
pub(crate) fn preset(name: &str) -> Result<Vec<Rule>> {
    let public = || Rule {
        name: "public-members".to_string(),
        test: Test::Public,
    };
    let basic = || Rule {
        name: "service-account-basic-roles".to_string(),
        test: Test::BasicRoles(BASIC_ROLES.iter().map(ToString::to_string).collect()),
    };
    match name {
        "public-members" => Ok(vec![public()]),
        "service-account-basic-roles" => Ok(vec![basic()]),
        "recommended" => Ok(vec![public(), basic()]),
        _ => Err(
            Error::usage(format!("there is no preset \"{name}\"")).with_hint(format!(
                "the presets are {}",
                PRESETS.map(|(name, _)| name).join(", ")
            )),
        ),
    }
}

/// The rules in a TOML rules file; `name` is the file's name for messages. A file that
/// cannot be read as rules (an unknown rule among them) is a usage error naming its line.
pub(crate) fn parse(text: &str, name: &str) -> Result<Vec<Rule>> {
    let file: File = toml::from_str(text).map_err(|error| {
        Error::usage(format!(
            "the rules file {name} is not valid: {}{}",
            crate::config::toml_message(&error),
            crate::config::toml_place(text, &error)
        ))
        .with_hint("a rule's kind is public-members, service-account-basic-roles, allowed-domains or restricted-roles (see docs/cloud-credentials-and-policy.md)")
    })?;
    let mut rules = Vec::new();
    for preset_name in &file.presets {
        rules.extend(preset(preset_name)?);
    }
    for kind in file.rule {
        rules.push(rule_of(kind, name)?);
    }
    if rules.is_empty() {
        return Err(Error::usage(format!(
            "the rules file {name} has no rules, so it could never find anything"
        ))
        .with_hint("add a [[rule]] or presets = [\"recommended\"]"));
    }
    Ok(rules)
}

fn rule_of(kind: Kind, file: &str) -> Result<Rule> {
    let empty = |what: &str, rule: &str| {
        Error::usage(format!(
            "the rules file {file}: the {rule} rule has no {what}, so it could never find anything"
        ))
    };
    let (name, test, default) = match kind {
        Kind::PublicMembers { name } => (name, Test::Public, "public-members"),
        Kind::ServiceAccountBasicRoles { name, roles } => {
            let roles: BTreeSet<String> = roles.map_or_else(
                || BASIC_ROLES.iter().map(ToString::to_string).collect(),
                |roles| roles.into_iter().collect(),
            );
            if roles.is_empty() {
                return Err(empty("roles", "service-account-basic-roles"));
            }
            (name, Test::BasicRoles(roles), "service-account-basic-roles")
        }
        Kind::AllowedDomains { name, domains } => {
            if domains.is_empty() {
                return Err(empty("domains", "allowed-domains"));
            }
            let domains = domains
                .iter()
                .map(|domain| domain.trim().trim_start_matches('@').to_ascii_lowercase())
                .collect();
            (name, Test::Domains(domains), "allowed-domains")
        }
        Kind::RestrictedRoles {
            name,
            roles,
            members,
        } => {
            if roles.is_empty() {
                return Err(empty("roles", "restricted-roles"));
            }
            let test = Test::Restricted {
                roles: roles.into_iter().collect(),
                members: members.into_iter().collect(),
            };
            (name, test, "restricted-roles")
        }
    };
    Ok(Rule {
        name: name.unwrap_or_else(|| default.to_string()),
        test,
    })
}

fn is_public(member: &str) -> bool {
    member == "allUsers" || member == "allAuthenticatedUsers"
}

/// The domain a member belongs to: the part after `@` of a user, group or service account,
/// a `domain:` member's own; none for federated principals, whose identity lives in
/// another system. A deleted principal counts under its old address.
fn domain_of(member: &str) -> Option<String> {
    let member = member.strip_prefix("deleted:").unwrap_or(member);
    let member = member
        .split_once("?uid=")
        .map_or(member, |(address, _)| address);
    let (kind, id) = member.split_once(':')?;
    match kind {
        "domain" => Some(id.to_ascii_lowercase()),
        "user" | "group" | "serviceAccount" => id
            .rsplit_once('@')
            .map(|(_, domain)| domain.to_ascii_lowercase()),
        _ => None,
    }
}

impl Rule {
    fn broken_by(&self, grant: &Grant) -> bool {
        match &self.test {
            Test::Public => is_public(&grant.member),
            Test::BasicRoles(roles) => {
                roles.contains(&grant.role) && grant.member.starts_with("serviceAccount:")
            }
            Test::Domains(allowed) => {
                if is_public(&grant.member) {
                    return true;
                }
                domain_of(&grant.member).is_some_and(|domain| {
                    !allowed.iter().any(|allowed| {
                        domain == *allowed || domain.ends_with(&format!(".{allowed}"))
                    })
                })
            }
            Test::Restricted { roles, members } => {
                roles.contains(&grant.role) && !members.contains(&grant.member)
            }
        }
    }
}

/// Every grant that breaks a rule, once per rule it breaks, in the grants' order.
pub(crate) fn check<'a>(
    rules: &[Rule],
    grants: impl IntoIterator<Item = &'a Grant>,
) -> Vec<Violation> {
    let mut violations = Vec::new();
    for grant in grants {
        for rule in rules {
            if rule.broken_by(grant) {
                violations.push(Violation {
                    rule: rule.name.clone(),
                    grant: grant.clone(),
                });
            }
        }
    }
    violations
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grant(role: &str, member: &str) -> Grant {
        Grant {
            role: role.to_string(),
            member: member.to_string(),
            condition: None,
        }
    }

    #[test]
    fn each_rule_kind_finds_what_it_names() {
        let rules = parse(
            "presets = [\"recommended\"]\n[[rule]]\nkind = \"allowed-domains\"\ndomains = [\"example.com\"]\n[[rule]]\nname = \"owners\"\nkind = \"restricted-roles\"\nroles = [\"roles/owner\"]\nmembers = [\"group:admins@example.com\"]\n",
            "r.toml",
        )
        .unwrap();
        let grants = [
            grant("roles/viewer", "allUsers"),
            grant(
                "roles/editor",
                "serviceAccount:ci@p.iam.gserviceaccount.com",
            ),
            grant("roles/viewer", "user:a@eng.example.com"),
            grant("roles/viewer", "user:b@evil.example.net"),
            grant("roles/viewer", "deleted:user:c@other.org?uid=1"),
            grant("roles/owner", "group:admins@example.com"),
            grant("roles/owner", "user:a@example.com"),
            grant("roles/viewer", "principalSet://iam.googleapis.com/x"),
        ];
        let found: Vec<(String, String)> = check(&rules, &grants)
            .into_iter()
            .map(|v| (v.rule, v.grant.member))
            .collect();
        let want = |rule: &str, member: &str| (rule.to_string(), member.to_string());
        assert_eq!(
            found,
            vec![
                want("public-members", "allUsers"),
                want("allowed-domains", "allUsers"),
                want(
                    "service-account-basic-roles",
                    "serviceAccount:ci@p.iam.gserviceaccount.com"
                ),
                want(
                    "allowed-domains",
                    "serviceAccount:ci@p.iam.gserviceaccount.com"
                ),
                want("allowed-domains", "user:b@evil.example.net"),
                want("allowed-domains", "deleted:user:c@other.org?uid=1"),
                want("owners", "user:a@example.com"),
            ]
        );
    }

    #[test]
    fn an_unknown_rule_names_its_line() {
        let error = parse(
            "[[rule]]\nkind = \"public-members\"\n\n[[rule]]\nkind = \"no-owners\"\n",
            "r.toml",
        )
        .unwrap_err()
        .to_string();
        assert!(
            error.contains("line 4") || error.contains("line 5"),
            "{error}"
        );
        assert!(error.contains("no-owners"), "{error}");
        assert!(parse("", "r.toml").is_err());
        assert!(preset("strict").is_err());
    }
}
