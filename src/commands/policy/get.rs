use serde::Serialize;
use serde_json::Value;

use crate::cli::PolicyGetArgs;
use crate::clients::resourcemanager::{Policy, ResourceManager, READ_ONLY_SCOPE};
use crate::config::Service;
use crate::credentials;
use crate::error::{Error, Outcome, Result};
use crate::output::{Format, Table};
use crate::Ctx;

const SCOPES_HINT: &str =
    "the caller needs the permission resourcemanager.organizations.getIamPolicy \
on the organization, and a token with one of the scopes \
https://www.googleapis.com/auth/cloud-platform, .../cloud-platform.read-only, \
.../cloudplatformorganizations or .../cloudplatformorganizations.readonly";

/// One binding member, the unit the table and NDJSON show.
#[derive(Debug, Serialize)]
struct Row<'a> {
    role: &'a str,
    member: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    condition: Option<&'a crate::clients::resourcemanager::Expr>,
}

pub async fn run(ctx: &Ctx, args: &PolicyGetArgs) -> Result<Outcome> {
    let organization = parse_resource(&args.resource)?;
    let base = ctx.config.base_url(Service::ResourceManager)?;
    let token = credentials::access_token(ctx, args.access_token.as_ref(), READ_ONLY_SCOPE).await?;
    tracing::debug!("cloud credentials from {}", token.source);
    let quota_project = ctx
        .config
        .lookup(
            args.quota_project.as_deref(),
            &[],
            "resourcemanager",
            "quota_project",
        )
        .map(|setting| setting.value);
    let fetched = ResourceManager::new(&ctx.http, base)
        .organization_policy(
            &organization,
            args.policy_version,
            &token.token,
            quota_project.as_deref(),
        )
        .await
        .map_err(|error| explain(Error::Http(error), &organization))?;

    let filter = Filter::new(args.role.as_deref(), args.member.as_deref());
    let rows = rows(&fetched.policy, &filter);
    match ctx.printer.format() {
        Format::Json if filter.is_empty() => ctx.printer.json(&fetched.raw)?,
        Format::Json => ctx
            .printer
            .json(&filtered_document(&fetched.raw, &filter))?,
        Format::Ndjson => rows.iter().try_for_each(|row| ctx.printer.ndjson(row))?,
        Format::Table => print_tables(ctx, &organization, &fetched.policy, &rows, &filter)?,
    }
    Ok(Outcome::Clean)
}

/// `organizations/ID` or a bare numeric ID, as the organization ID.
fn parse_resource(resource: &str) -> Result<String> {
    let trimmed = resource.trim();
    let id = trimmed.strip_prefix("organizations/").unwrap_or(trimmed);
    let valid = if trimmed.starts_with("organizations/") {
        !id.is_empty() && !id.contains('/')
    } else {
        !id.is_empty() && id.bytes().all(|byte| byte.is_ascii_digit())
    };
    if valid {
        Ok(id.to_string())
    } else {
        Err(Error::usage(format!(
            "\"{resource}\" is not an organization; give organizations/ID or a numeric organization ID \
             (e.g. organizations/123456789012)"
        )))
    }
}

fn explain(error: Error, organization: &str) -> Error {
    match error.status() {
        Some(403) => error
            .context(format!(
                "permission denied reading the IAM policy of organizations/{organization} (or it may not exist)"
            ))
            .with_hint(SCOPES_HINT),
        Some(404) => Error::NotFound(format!("organization {organization} was not found: {error}")),
        Some(401) => error
            .context("the access token was refused")
            .with_hint("the token may have expired: run `ward auth` again, or refresh WARD_ACCESS_TOKEN"),
        _ => error.context(format!("reading the IAM policy of organizations/{organization} failed")),
    }
}

struct Filter {
    role: Option<String>,
    member: Option<String>,
}

impl Filter {
    fn new(role: Option<&str>, member: Option<&str>) -> Self {
        // `owner` means `roles/owner`; custom roles are given in full.
        let role = role.map(|role| {
            if role.contains('/') {
                role.to_string()
            } else {
                format!("roles/{role}")
            }
        });
        Self {
            role,
            member: member.map(str::to_string),
        }
    }

    fn is_empty(&self) -> bool {
        self.role.is_none() && self.member.is_none()
    }

    fn keeps_role(&self, role: &str) -> bool {
        self.role.as_deref().is_none_or(|wanted| wanted == role)
    }

    /// `user:alice@example.com` matches itself; `alice@example.com` matches it whatever
    /// the member type.
    fn keeps_member(&self, member: &str) -> bool {
        self.member.as_deref().is_none_or(|wanted| {
            member.eq_ignore_ascii_case(wanted)
                || (!wanted.contains(':')
                    && member
                        .split_once(':')
                        .is_some_and(|(_, name)| name.eq_ignore_ascii_case(wanted)))
        })
    }
}

fn rows<'a>(policy: &'a Policy, filter: &Filter) -> Vec<Row<'a>> {
    let mut rows = Vec::new();
    for binding in policy
        .bindings
        .iter()
        .filter(|binding| filter.keeps_role(&binding.role))
    {
        for member in binding
            .members
            .iter()
            .filter(|member| filter.keeps_member(member))
        {
            rows.push(Row {
                role: &binding.role,
                member,
                condition: binding.condition.as_ref(),
            });
        }
    }
    rows
}

/// The policy as returned, with only the bindings (and members) the filters keep.
fn filtered_document(raw: &Value, filter: &Filter) -> Value {
    let mut document = raw.clone();
    if let Some(bindings) = document.get_mut("bindings").and_then(Value::as_array_mut) {
        bindings.retain_mut(|binding| {
            let role = binding
                .get("role")
                .and_then(Value::as_str)
                .unwrap_or_default();
            if !filter.keeps_role(role) {
                return false;
            }
            if let Some(members) = binding.get_mut("members").and_then(Value::as_array_mut) {
                members.retain(|member| {
                    member
                        .as_str()
                        .is_some_and(|member| filter.keeps_member(member))
                });
                return !members.is_empty();
            }
            false
        });
    }
    document
}

fn print_tables(
    ctx: &Ctx,
    organization: &str,
    policy: &Policy,
    rows: &[Row<'_>],
    filter: &Filter,
) -> Result<()> {
    if rows.is_empty() {
        let what = if filter.is_empty() {
            "no bindings"
        } else {
            "no bindings match the filters"
        };
        ctx.printer
            .info(&format!("organizations/{organization} has {what}"));
    } else {
        let mut table = Table::new(["ROLE", "MEMBER", "CONDITION"]);
        for row in rows {
            table.push([
                row.role.to_string(),
                row.member.to_string(),
                condition_text(row),
            ]);
        }
        ctx.printer.table(&table)?;
    }
    if !policy.audit_configs.is_empty() {
        let mut audit = Table::new(["SERVICE", "LOG TYPE", "EXEMPTED MEMBERS"]);
        for config in &policy.audit_configs {
            for log in &config.audit_log_configs {
                audit.push([
                    config.service.clone(),
                    log.log_type.clone(),
                    log.exempted_members.join(", "),
                ]);
            }
        }
        ctx.printer.text("")?;
        ctx.printer.table(&audit)?;
    }
    ctx.printer.info(&format!(
        "policy version {}, etag {}",
        policy
            .version
            .map_or_else(|| "0".to_string(), |version| version.to_string()),
        policy.etag.as_deref().unwrap_or("(none)")
    ));
    Ok(())
}

fn condition_text(row: &Row<'_>) -> String {
    let Some(condition) = row.condition else {
        return String::new();
    };
    match (condition.title.as_deref(), condition.expression.as_deref()) {
        (Some(title), Some(expression)) => format!("{title}: {expression}"),
        (Some(text), None) | (None, Some(text)) => text.to_string(),
        (None, None) => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resources_in_both_forms() {
        assert_eq!(parse_resource("organizations/123").unwrap(), "123");
        assert_eq!(parse_resource("456").unwrap(), "456");
        for bad in [
            "projects/1",
            "organizations/",
            "abc",
            "organizations/1/x",
            "",
        ] {
            assert_eq!(parse_resource(bad).unwrap_err().exit_code(), 2, "{bad}");
        }
    }

    #[test]
    fn member_filter_matches_with_or_without_type() {
        let filter = Filter::new(Some("owner"), Some("alice@example.com"));
        assert!(filter.keeps_role("roles/owner"));
        assert!(!filter.keeps_role("roles/viewer"));
        assert!(filter.keeps_member("user:alice@example.com"));
        assert!(!filter.keeps_member("user:bob@example.com"));
        let typed = Filter::new(None, Some("group:alice@example.com"));
        assert!(!typed.keeps_member("user:alice@example.com"));
    }
}
