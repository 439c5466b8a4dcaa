//! The few payload fields the receiver uses: for filters and for the command's environment.
//! Only these are read, and none is required, so new hub fields or values never break it.

use serde_json::Value;

use super::routes::Filters;

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Fields {
    pub action: Option<String>,
    pub scope: Option<String>,
    pub repo_type: Option<String>,
    pub repo_name: Option<String>,
    pub repo_head_sha: Option<String>,
    pub discussion_num: Option<String>,
    pub discussion_is_pr: Option<String>,
    pub webhook_id: Option<String>,
}

fn text(value: &Value, path: &[&str]) -> Option<String> {
    let mut current = value;
    for key in path {
        current = current.get(key)?;
    }
    match current {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        Value::Bool(flag) => Some(flag.to_string()),
        _ => None,
    }
}

impl Fields {
    pub fn of(payload: &Value) -> Self {
        Self {
            action: text(payload, &["event", "action"]),
            scope: text(payload, &["event", "scope"]),
            repo_type: text(payload, &["repo", "type"]),
            repo_name: text(payload, &["repo", "name"]),
            repo_head_sha: text(payload, &["repo", "headSha"]),
            discussion_num: text(payload, &["discussion", "num"]),
            discussion_is_pr: text(payload, &["discussion", "isPullRequest"]),
            webhook_id: text(payload, &["webhook", "id"]),
        }
    }

    /// The environment the command gets, named like the hub's own job webhooks
    /// (WEBHOOK_REPO_ID is the `owner/name` repository id there too).
    pub fn env(&self) -> Vec<(&'static str, String)> {
        let pairs = [
            ("WEBHOOK_EVENT_ACTION", &self.action),
            ("WEBHOOK_EVENT_SCOPE", &self.scope),
            ("WEBHOOK_REPO_TYPE", &self.repo_type),
            ("WEBHOOK_REPO_ID", &self.repo_name),
            ("WEBHOOK_REPO_NAME", &self.repo_name),
            ("WEBHOOK_REPO_HEAD_SHA", &self.repo_head_sha),
            ("WEBHOOK_DISCUSSION_NUM", &self.discussion_num),
            ("WEBHOOK_DISCUSSION_IS_PR", &self.discussion_is_pr),
            ("WEBHOOK_ID", &self.webhook_id),
        ];
        pairs
            .into_iter()
            .filter_map(|(name, value)| {
                // A NUL byte cannot travel in an environment variable.
                value.as_ref().map(|value| (name, value.replace('\0', "")))
            })
            .collect()
    }

    /// The first field too large for the environment, with its size: such a delivery is
    /// refused up front rather than accepted and then unable to start its command.
    pub fn oversized(&self, limit: usize) -> Option<(&'static str, usize)> {
        [
            ("event.action", &self.action),
            ("event.scope", &self.scope),
            ("repo.type", &self.repo_type),
            ("repo.name", &self.repo_name),
            ("repo.headSha", &self.repo_head_sha),
            ("discussion.num", &self.discussion_num),
            ("discussion.isPullRequest", &self.discussion_is_pr),
            ("webhook.id", &self.webhook_id),
        ]
        .into_iter()
        .find_map(|(name, value)| {
            value
                .as_ref()
                .filter(|value| value.len() > limit)
                .map(|value| (name, value.len()))
        })
    }

    /// Why the route skips this delivery, or None when it should run.
    pub fn rejected_by(&self, filters: &Filters) -> Option<String> {
        let check = |name: &str,
                     value: &Option<String>,
                     allowed: &[String],
                     matches: &dyn Fn(&str, &str) -> bool| {
            if allowed.is_empty() {
                return None;
            }
            match value {
                Some(value) if allowed.iter().any(|pattern| matches(pattern, value)) => None,
                Some(value) => Some(format!(
                    "{name} is \"{value}\", the route accepts {}",
                    allowed.join(", ")
                )),
                None => Some(format!("the payload has no {name}")),
            }
        };
        let equal = |pattern: &str, value: &str| pattern == value;
        let scope = |pattern: &str, value: &str| {
            value == pattern
                || value
                    .strip_prefix(pattern)
                    .is_some_and(|rest| rest.starts_with('.'))
        };
        let glob = |pattern: &str, value: &str| glob_match(pattern, value);
        check("event.action", &self.action, &filters.actions, &equal)
            .or_else(|| check("event.scope", &self.scope, &filters.scopes, &scope))
            .or_else(|| check("repo.type", &self.repo_type, &filters.repo_types, &equal))
            .or_else(|| check("repo.name", &self.repo_name, &filters.repos, &glob))
    }
}

/// `*` matches any run of characters (including '/'); everything else is literal.
pub fn glob_match(pattern: &str, value: &str) -> bool {
    let parts: Vec<&str> = pattern.split('*').collect();
    if parts.len() == 1 {
        return pattern == value;
    }
    let (first, rest) = (parts[0], &parts[1..]);
    let Some(mut remaining) = value.strip_prefix(first) else {
        return false;
    };
    let (last, middle) = rest.split_last().unwrap_or((&"", &[]));
    for part in middle {
        match remaining.find(part) {
            Some(at) => remaining = &remaining[at + part.len()..],
            None => return false,
        }
    }
    remaining.len() >= last.len() && remaining.ends_with(last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn payload() -> Value {
        json!({
            "event": {"action": "update", "scope": "repo.content"},
            "repo": {"type": "dataset", "name": "acme/reviews", "headSha": "abc", "id": "1"},
            "discussion": {"num": 5, "isPullRequest": true},
            "webhook": {"id": "w1", "version": 3}
        })
    }

    #[test]
    fn fields_and_env() {
        let fields = Fields::of(&payload());
        assert_eq!(fields.action.as_deref(), Some("update"));
        assert_eq!(fields.discussion_num.as_deref(), Some("5"));
        let env = fields.env();
        assert!(env.contains(&("WEBHOOK_REPO_ID", "acme/reviews".to_string())));
        assert!(env.contains(&("WEBHOOK_DISCUSSION_IS_PR", "true".to_string())));
        assert!(Fields::of(&json!({})).env().is_empty());
    }

    #[test]
    fn filters_match_action_scope_type_and_repo() {
        let fields = Fields::of(&payload());
        let mut filters = Filters::default();
        assert_eq!(fields.rejected_by(&filters), None);
        filters.actions = vec!["update".into()];
        filters.scopes = vec!["repo".into()];
        filters.repo_types = vec!["model".into(), "dataset".into()];
        filters.repos = vec!["acme/*".into()];
        assert_eq!(fields.rejected_by(&filters), None);
        filters.scopes = vec!["repo.con".into()];
        assert!(fields
            .rejected_by(&filters)
            .unwrap()
            .contains("event.scope"));
        filters.scopes.clear();
        filters.repo_types = vec!["model".into()];
        let reason = fields.rejected_by(&filters).unwrap();
        assert!(reason.contains("repo.type is \"dataset\""), "{reason}");
        assert!(Fields::of(&json!({}))
            .rejected_by(&filters)
            .unwrap()
            .contains("no event.action"));
    }

    #[test]
    fn globs() {
        assert!(glob_match("acme/*", "acme/bert"));
        assert!(glob_match("*/bert", "acme/bert"));
        assert!(glob_match("a*b*c", "abc"));
        assert!(glob_match("a*b*c", "aXbYc"));
        assert!(!glob_match("a*b*c", "aXbY"));
        assert!(!glob_match("acme/*", "other/bert"));
        assert!(glob_match("exact", "exact"));
        assert!(!glob_match("ab*ba", "aba"));
    }
}
