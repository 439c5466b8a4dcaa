use serde_json::{json, Value};

use crate::cli::PolicyGetArgs;
use crate::error::{Error, Outcome, Result};
use crate::output::Format;
use crate::run::Ctx;
use crate::services::policy::Resource;
use crate::views::cloud::{self as view, BindingRow as Row};
use ward_client::cloud::resource_manager::Policy;

pub(super) async fn run(ctx: &Ctx, args: &PolicyGetArgs) -> Result<Outcome> {
    let resource = Resource::parse(&args.resource)?;
    let version: u8 = args
        .policy_version
        .parse()
        .map_err(|_| Error::usage("--policy-version must be 0, 1 or 3"))?;
    let access = super::access(ctx, &args.access).await?;
    let policy = access.reader().read(&resource, version).await?;
    print(ctx, args, &resource.to_string(), policy)?;
    Ok(Outcome::Clean)
}

fn member_matches(member: &str, wanted: &str) -> bool {
    member == wanted || member.split_once(':').is_some_and(|(_, id)| id == wanted)
}

/// Bindings cut down to the wanted role and members (all of them without filters).
fn filtered(args: &PolicyGetArgs, policy: &Policy, document: &Value) -> Vec<Row> {
    let mut rows = Vec::new();
    for (index, binding) in policy.bindings.iter().enumerate() {
        if args.role.as_ref().is_some_and(|role| *role != binding.role) {
            continue;
        }
        let sent_condition = document
            .pointer(&format!("/bindings/{index}/condition"))
            .filter(|condition| condition.is_object())
            .cloned();
        let condition = binding.condition.as_ref().map(|condition| {
            (
                condition.title.clone().unwrap_or_default(),
                condition.expression.clone().unwrap_or_default(),
            )
        });
        for member in &binding.members {
            if args
                .member
                .as_ref()
                .is_some_and(|wanted| !member_matches(member, wanted))
            {
                continue;
            }
            rows.push(Row {
                role: binding.role.clone(),
                member: member.clone(),
                condition: condition.clone(),
                sent_condition: sent_condition.clone(),
            });
        }
    }
    rows
}

fn print(ctx: &Ctx, args: &PolicyGetArgs, resource: &str, document: Value) -> Result<()> {
    let policy: Policy = serde_json::from_value(document.clone()).map_err(|error| {
        Error::runtime(format!(
            "the resource manager sent a policy ward could not read: {error}"
        ))
    })?;
    let filtering = args.role.is_some() || args.member.is_some();
    let rows = filtered(args, &policy, &document);
    match ctx.printer.format() {
        Format::Json if !filtering => ctx.printer.json(&document),
        Format::Json => ctx.printer.json(&filter_document(args, document)),
        Format::Ndjson => rows.iter().try_for_each(
            |Row {
                 role,
                 member,
                 sent_condition,
                 ..
             }| {
                let mut row = json!({"role": role, "member": member});
                if let Some(condition) = sent_condition {
                    row["condition"] = condition.clone();
                }
                ctx.printer.ndjson(&row)
            },
        ),
        Format::Table => view::print_policy(&ctx.printer, resource, &policy, &rows, filtering),
    }
}

/// The policy document with only the wanted bindings and members; every other field as sent.
fn filter_document(args: &PolicyGetArgs, mut document: Value) -> Value {
    if let Some(Value::Array(bindings)) = document.get_mut("bindings") {
        bindings.retain_mut(|binding| {
            let role = binding
                .get("role")
                .and_then(Value::as_str)
                .unwrap_or_default();
            if args.role.as_ref().is_some_and(|wanted| wanted != role) {
                return false;
            }
            if let (Some(wanted), Some(Value::Array(members))) =
                (&args.member, binding.get_mut("members"))
            {
                members.retain(|member| member.as_str().is_some_and(|m| member_matches(m, wanted)));
                return !members.is_empty();
            }
            true
        });
    }
    document
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_match_with_or_without_their_type() {
        assert!(member_matches("user:eve@example.com", "eve@example.com"));
        assert!(member_matches(
            "user:eve@example.com",
            "user:eve@example.com"
        ));
        assert!(!member_matches(
            "group:eve@example.com",
            "user:eve@example.com"
        ));
    }
}
