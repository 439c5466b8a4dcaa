//! The few payload fields the receiver uses: for filters and for the command's environment.
//! Only these are read, and none is required, so new hub fields or values never break it.

use serde::Deserializer as _;

use super::routes::Filters;

mod json;

/// Every field read, by its place in the payload, with the variables it is passed to the
/// command as (named like the hub's own job webhooks; WEBHOOK_REPO_ID is the `owner/name`
/// repository id there too).
const FIELDS: [(&str, &[&str]); 8] = [
    ("event.action", &["WEBHOOK_EVENT_ACTION"]),
    ("event.scope", &["WEBHOOK_EVENT_SCOPE"]),
    ("repo.type", &["WEBHOOK_REPO_TYPE"]),
    ("repo.name", &["WEBHOOK_REPO_ID", "WEBHOOK_REPO_NAME"]),
    ("repo.headSha", &["WEBHOOK_REPO_HEAD_SHA"]),
    ("discussion.num", &["WEBHOOK_DISCUSSION_NUM"]),
    ("discussion.isPullRequest", &["WEBHOOK_DISCUSSION_IS_PR"]),
    ("webhook.id", &["WEBHOOK_ID"]),
];

/// The kernel's limit on one string of a new program's environment (Linux's
/// MAX_ARG_STRLEN, 32 pages of 4 KiB), which counts the name, the `=` and the
/// terminating NUL along with the value.
pub(super) const ENV_STRING_MAX: usize = 131_072;

/// The largest payload value that fits that limit under every field's variable names: a
/// value accepted here can always start its command.
pub(crate) const ENV_VALUE_MAX: usize = ENV_STRING_MAX - longest_name() - 2;

const fn longest_name() -> usize {
    let mut longest = 0;
    let mut field = 0;
    while field < FIELDS.len() {
        let names = FIELDS[field].1;
        let mut index = 0;
        while index < names.len() {
            if names[index].len() > longest {
                longest = names[index].len();
            }
            index += 1;
        }
        field += 1;
    }
    longest
}

/// The fields the filters look at, by their index in [`FIELDS`].
const ACTION: usize = 0;
const SCOPE: usize = 1;
const REPO_TYPE: usize = 2;
const REPO_NAME: usize = 3;

/// The values of [`FIELDS`] in one payload, in the same order.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(super) struct Fields {
    values: [Option<String>; FIELDS.len()],
}

impl Fields {
    /// The fields of a payload, which must be a JSON object; else why it is not one (for a
    /// 400 answer). One pass over the bytes that keeps only these values: the document is
    /// never built, so a large payload is not copied. As in a parsed document, the last of
    /// two equal keys wins.
    pub(super) fn parse(body: &[u8]) -> Result<Self, String> {
        let mut fields = Self::default();
        let mut reader = serde_json::Deserializer::from_slice(body);
        let object = reader
            .deserialize_any(json::Top(&mut fields))
            .and_then(|object| reader.end().map(|()| object));
        match object {
            Ok(true) => Ok(fields),
            Ok(false) => Err("the payload must be a JSON object".into()),
            Err(error) => Err(format!("the body is not valid JSON: {error}")),
        }
    }

    /// Each field with its place in the payload and its variables.
    fn each(&self) -> impl Iterator<Item = (&'static str, &'static [&'static str], &str)> {
        FIELDS
            .iter()
            .zip(&self.values)
            .filter_map(|(&(place, vars), value)| Some((place, vars, value.as_deref()?)))
    }

    /// The environment the command gets.
    pub(super) fn env(&self) -> Vec<(&'static str, String)> {
        self.each()
            .flat_map(|(_, vars, value)| {
                // A NUL byte cannot travel in an environment variable.
                let value = value.replace('\0', "");
                vars.iter().map(move |name| (*name, value.clone()))
            })
            .collect()
    }

    /// The first field too large for the environment, with its size: such a delivery is
    /// refused up front rather than accepted and then unable to start its command.
    pub(super) fn oversized(&self, limit: usize) -> Option<(&'static str, usize)> {
        self.each()
            .find(|(_, _, value)| value.len() > limit)
            .map(|(place, _, value)| (place, value.len()))
    }

    /// Why the route skips this delivery, or None when it should run.
    pub(super) fn rejected_by(&self, filters: &Filters) -> Option<String> {
        let check = |field: usize, allowed: &[String], matches: &dyn Fn(&str, &str) -> bool| {
            if allowed.is_empty() {
                return None;
            }
            let name = FIELDS[field].0;
            match &self.values[field] {
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
        check(ACTION, &filters.actions, &equal)
            .or_else(|| check(SCOPE, &filters.scopes, &scope))
            .or_else(|| check(REPO_TYPE, &filters.repo_types, &equal))
            .or_else(|| check(REPO_NAME, &filters.repos, &glob))
    }
}

/// `*` matches any run of characters (including '/'); everything else is literal.
pub(crate) fn glob_match(pattern: &str, value: &str) -> bool {
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
    use serde_json::{json, Value};

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
        let fields = Fields::parse(payload().to_string().as_bytes()).unwrap();
        let env = fields.env();
        assert!(env.contains(&("WEBHOOK_EVENT_ACTION", "update".to_string())));
        assert!(env.contains(&("WEBHOOK_DISCUSSION_NUM", "5".to_string())));
        assert!(env.contains(&("WEBHOOK_REPO_NAME", "acme/reviews".to_string())));
        assert!(env.contains(&("WEBHOOK_REPO_ID", "acme/reviews".to_string())));
        assert!(env.contains(&("WEBHOOK_DISCUSSION_IS_PR", "true".to_string())));
        assert!(Fields::parse(b"{}").unwrap().env().is_empty());
    }

    #[test]
    fn the_largest_value_fits_the_kernels_limit_with_every_name() {
        for (_, names) in FIELDS {
            for name in names {
                let string = name.len() + "=".len() + ENV_VALUE_MAX + "\0".len();
                assert!(string <= ENV_STRING_MAX, "{name}");
            }
        }
        assert_eq!(ENV_VALUE_MAX, 131_046);
    }

    #[test]
    fn oversized_fields_are_named_by_their_place() {
        let fields = Fields::parse(payload().to_string().as_bytes()).unwrap();
        assert_eq!(fields.oversized(12), None);
        assert_eq!(fields.oversized(11), Some(("event.scope", 12)));
    }

    #[test]
    fn filters_match_action_scope_type_and_repo() {
        let fields = Fields::parse(payload().to_string().as_bytes()).unwrap();
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
        assert!(Fields::parse(b"{}")
            .unwrap()
            .rejected_by(&filters)
            .unwrap()
            .contains("no event.action"));
    }

    /// What the receiver read from a parsed document before, it reads from the bytes.
    #[test]
    fn parsing_reads_the_fields_as_a_parsed_document_gives_them() {
        let text = r#"{"event": {"action": "a\u0041", "scope": 1.5}, "repo": {"name": "x"},
            "repo": {"type": "model", "headSha": null, "name": ["no"]},
            "discussion": {"num": -3, "isPullRequest": false}, "webhook": 7,
            "big": {"deep": [1, {"event": {"action": "no"}}]}, "data": "\"x\""}"#;
        let fields = Fields::parse(text.as_bytes()).unwrap();
        let values: Vec<Option<&str>> = fields.values.iter().map(Option::as_deref).collect();
        assert_eq!(
            values,
            [
                Some("aA"),
                Some("1.5"),
                Some("model"),
                None,
                None,
                Some("-3"),
                Some("false"),
                None
            ]
        );
        for (body, said) in [
            (&b"[1]"[..], "the payload must be a JSON object"),
            (b"\"text\"", "the payload must be a JSON object"),
            (
                b"{\"a\": 1} x",
                "the body is not valid JSON: trailing characters",
            ),
            (b"{\"a\": }", "the body is not valid JSON: expected value"),
            (b"", "the body is not valid JSON: EOF while parsing a value"),
        ] {
            let error = Fields::parse(body).unwrap_err();
            assert!(error.starts_with(said), "{error}");
        }
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
