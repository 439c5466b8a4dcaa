//! The project file of `export`, `apply` and `import`: every project with its settings,
//! tags by name, and the account's tags with their IDs. TOML or JSON; `import` also reads
//! plain `PROVIDER/NAME` lines.

use std::collections::BTreeSet;
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::error::{Error, Result};
use crate::output::Terminal;
use ward_client::releases::{ProjectRef, ProjectSettings};

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct ProjectFile {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<FileTag>,
    #[serde(default)]
    pub projects: Vec<FileProject>,
    #[serde(flatten)]
    pub unknown: Map<String, Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct FileTag {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    pub name: String,
}

/// One project; a setting left out means its default. `tags` holds tag names (an ID is
/// accepted too). `id` is informational: projects are matched by provider and name.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct FileProject {
    pub provider: String,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(flatten)]
    pub settings: ProjectSettings,
    /// Fields the service sent that ward does not model (an integration list or a setting
    /// it does not know), exported as read so that `apply` can send them back unchanged.
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    pub unmodelled: Map<String, Value>,
    #[serde(flatten)]
    pub unknown: Map<String, Value>,
}

/// Fields of a project that are not settings ward leaves to `unmodelled`: the ones it
/// reads itself, and the ones the service sets.
const MODELLED: [&str; 19] = [
    "provider",
    "name",
    "id",
    "url",
    "email_notification",
    "chat_a_channels",
    "chat_b_chats",
    "chat_c_channels",
    "chat_d_webhooks",
    "chat_e_webhooks",
    "chat_f_webhooks",
    "chat_g_webhooks",
    "matrix_rooms",
    "webhooks",
    "exclude_version_regexp",
    "exclude_prereleases",
    "exclude_updated",
    "note",
    "tags",
];

impl FileProject {
    pub(crate) fn key(&self) -> (String, String) {
        (self.provider.clone(), self.name.clone())
    }
}

/// Read `path` (`-` is standard input) as text, without the byte-order mark some editors
/// put first (it would otherwise become part of the first provider).
pub(crate) fn read_text(path: &Path, stdin: &Terminal) -> Result<String> {
    let context = crate::input::Context {
        stdin: "could not read standard input",
        file: format!("could not read {}", path.display()),
    };
    crate::input::read_kind(path, stdin, context, crate::input::Kind::ProjectFile)
}

/// Parse a project file: JSON when it starts with `{` (one document, or one project per
/// line as `export -o ndjson` writes), TOML otherwise.
pub(crate) fn parse(text: &str, origin: &str) -> Result<ProjectFile> {
    let file: ProjectFile = if let Some(file) = parse_ndjson(text, origin)? {
        file
    } else if text.trim_start().starts_with('{') {
        serde_json::from_str(text).map_err(|error| {
            Error::usage(format!(
                "{origin} is not a valid project file (JSON): {error}"
            ))
        })?
    } else {
        toml::from_str(text).map_err(|error| {
            Error::usage(format!(
                "{origin} is not a valid project file (TOML){}: {}",
                crate::config::toml_place(text, &error),
                crate::config::toml_message(&error)
            ))
            .with_hint("`ward project export` shows the format")
        })?
    };
    check(&file, origin)?;
    Ok(file)
}

/// Whether the file says in so many words that it holds no projects (`projects = []`,
/// or `"projects": []` in JSON), as opposed to being empty.
pub(crate) fn states_no_projects(text: &str) -> bool {
    let empty_list =
        |value: Option<&Value>| matches!(value, Some(Value::Array(items)) if items.is_empty());
    if let Ok(Value::Object(document)) = serde_json::from_str::<Value>(text) {
        return empty_list(document.get("projects"));
    }
    toml::from_str::<Map<String, Value>>(text)
        .is_ok_and(|document| empty_list(document.get("projects")))
}

/// Projects one per line (`export -o ndjson`), recognised by a first object that is a
/// project rather than a whole file. `None` when the text is something else.
fn parse_ndjson(text: &str, origin: &str) -> Result<Option<ProjectFile>> {
    let mut values = serde_json::Deserializer::from_str(text).into_iter::<Value>();
    let is_project =
        matches!(values.next(), Some(Ok(Value::Object(first))) if first.contains_key("provider"));
    if !is_project {
        return Ok(None);
    }
    let mut file = ProjectFile::default();
    for (index, value) in serde_json::Deserializer::from_str(text)
        .into_iter::<FileProject>()
        .enumerate()
    {
        let project = value.map_err(|error| {
            Error::usage(format!(
                "{origin} is not a valid project file (one JSON project per line; project {}): \
                 {error}",
                index + 1
            ))
        })?;
        file.projects.push(project);
    }
    Ok(Some(file))
}

/// Typos and duplicates are errors: applying a file that does not say what was meant could
/// remove or reset projects.
fn check(file: &ProjectFile, origin: &str) -> Result<()> {
    if let Some(key) = file.unknown.keys().next() {
        return Err(Error::usage(format!(
            "{origin}: unknown top-level key \"{key}\" (expected `tags` and `projects`)"
        )));
    }
    let mut seen = BTreeSet::new();
    for project in &file.projects {
        let label = format!("{}/{}", project.provider, project.name);
        ProjectRef::parse(&label)
            .ok()
            .filter(|reference| matches!(reference, ProjectRef::Name { .. }))
            .filter(|_| !project.provider.contains('/'))
            .ok_or_else(|| {
                Error::usage(format!(
                    "{origin}: project \"{label}\" needs a provider and a name"
                ))
            })?;
        if let Some(key) = project.unknown.keys().next() {
            return Err(Error::usage(format!(
                "{origin}: project {label} has an unknown setting \"{key}\""
            ))
            .with_hint(
                "a field ward does not model goes under `unmodelled`, as `ward project export` \
                 writes it",
            ));
        }
        if let Some(key) = project
            .unmodelled
            .keys()
            .find(|key| MODELLED.contains(&key.as_str()))
        {
            return Err(Error::usage(format!(
                "{origin}: project {label} has \"{key}\" under `unmodelled`, but ward models it"
            ))
            .with_hint(format!(
                "write `{key}` beside `provider` and `name` instead"
            )));
        }
        if let Some(email) = &project.settings.email_notification {
            const VALUES: [&str; 6] = ["none", "instant", "hourly", "daily", "weekly", "default"];
            if !VALUES.contains(&email.as_str()) {
                return Err(Error::usage(format!(
                    "{origin}: project {label} has email_notification \"{email}\"; use one of {}",
                    VALUES.join(", ")
                )));
            }
        }
        if !seen.insert(project.key()) {
            return Err(Error::usage(format!(
                "{origin}: project {label} is listed twice"
            )));
        }
    }
    for tag in &file.tags {
        if tag.name.trim().is_empty() {
            return Err(Error::usage(format!("{origin}: a tag has an empty name")));
        }
    }
    Ok(())
}

/// `import`'s input: the export format, or one `PROVIDER/NAME` per line.
pub(crate) fn parse_import(text: &str, origin: &str) -> Result<ProjectFile> {
    // Comments are skipped in plain lists, so what they say cannot make a list look like TOML.
    let looks_structured = text.lines().any(|line| {
        let line = line.split('#').next().unwrap_or_default().trim();
        line.starts_with('{') || line.starts_with('[') || line.contains('=')
    });
    if looks_structured {
        return parse(text, origin);
    }
    let mut file = ProjectFile::default();
    let mut seen = BTreeSet::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or_default().trim();
        if line.is_empty() {
            continue;
        }
        match ProjectRef::parse(line) {
            Ok(ProjectRef::Name { provider, name }) => {
                if seen.insert((provider.clone(), name.clone())) {
                    file.projects.push(FileProject {
                        provider,
                        name,
                        id: None,
                        settings: ProjectSettings::default(),
                        unmodelled: Map::new(),
                        unknown: Map::new(),
                    });
                }
            }
            Ok(ProjectRef::Id(_)) => {
                return Err(Error::usage(format!(
                    "{origin} line {}: \"{line}\" is not PROVIDER/NAME",
                    number + 1
                )))
            }
            Err(error) => {
                return Err(Error::usage(format!(
                    "{origin} line {}: {error}",
                    number + 1
                )))
            }
        }
    }
    Ok(file)
}

pub(crate) fn to_toml(file: &ProjectFile) -> Result<String> {
    // TOML has no null: an unmodelled field the service sent as null is left out, which
    // `apply` reads the same way (a field the file leaves out of `unmodelled` is not sent).
    let mut file = file.clone();
    for project in &mut file.projects {
        project.unmodelled.retain(|_, value| !value.is_null());
        project.unmodelled.values_mut().for_each(without_nulls);
    }
    let body = toml::to_string_pretty(&file)
        .map_err(|error| Error::runtime(format!("could not write TOML: {error}")))?;
    Ok(format!(
        "# Tracked projects, written by `ward project export`; `ward project apply FILE` makes\n\
         # the account match it. A setting a project leaves out means its default.\n\n{body}"
    ))
}

/// `value` with the nulls inside it left out.
fn without_nulls(value: &mut Value) {
    match value {
        Value::Array(items) => {
            items.retain(|item| !item.is_null());
            items.iter_mut().for_each(without_nulls);
        }
        Value::Object(fields) => {
            fields.retain(|_, item| !item.is_null());
            fields.values_mut().for_each(without_nulls);
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ward_client::releases::Exclusion;

    fn sample() -> ProjectFile {
        ProjectFile {
            tags: vec![FileTag {
                id: Some("33f1db7254b9".into()),
                name: "prod".into(),
            }],
            projects: vec![FileProject {
                provider: "github".into(),
                name: "golang/go".into(),
                id: Some("p1".into()),
                settings: ProjectSettings {
                    email_notification: Some("daily".into()),
                    chat_a_channels: Some(vec!["c1".into()]),
                    exclude_version_regexp: Some(vec![Exclusion {
                        value: "rc".into(),
                        inverse: true,
                    }]),
                    exclude_prereleases: Some(true),
                    note: Some("a \"quoted\" note".into()),
                    tags: Some(vec!["prod".into()]),
                    ..ProjectSettings::default()
                },
                unmodelled:
                    serde_json::json!({"ntfy_topics": ["t1"], "digest": {"hour": 7}, "gone": null})
                        .as_object()
                        .cloned()
                        .unwrap(),
                unknown: Map::new(),
            }],
            unknown: Map::new(),
        }
    }

    #[test]
    fn toml_and_json_round_trip() {
        let file = sample();
        let text = to_toml(&file).unwrap();
        let back = parse(&text, "test").unwrap();
        assert_eq!(back.projects[0].settings, file.projects[0].settings);
        assert_eq!(back.tags[0].id.as_deref(), Some("33f1db7254b9"));
        // TOML has no null: the null field is left out, the others kept.
        assert_eq!(
            Value::Object(back.projects[0].unmodelled.clone()),
            serde_json::json!({"ntfy_topics": ["t1"], "digest": {"hour": 7}})
        );
        let json = serde_json::to_string(&file).unwrap();
        let back = parse(&json, "test").unwrap();
        assert_eq!(back.projects[0].settings, file.projects[0].settings);
        assert_eq!(back.projects[0].unmodelled, file.projects[0].unmodelled);
    }

    #[test]
    fn one_project_per_line_is_read_as_the_export_writes_it() {
        let file = sample();
        let lines: String = file
            .projects
            .iter()
            .chain([&FileProject {
                provider: "npm".into(),
                name: "left-pad".into(),
                id: None,
                settings: ProjectSettings::default(),
                unmodelled: Map::new(),
                unknown: Map::new(),
            }])
            .map(|project| serde_json::to_string(project).unwrap() + "\n")
            .collect();
        let back = parse(&lines, "test").unwrap();
        assert_eq!(back.projects.len(), 2);
        assert_eq!(back.projects[0].settings, file.projects[0].settings);
        assert_eq!(back.projects[1].key(), ("npm".into(), "left-pad".into()));
        let typo = "{\"provider\":\"npm\",\"name\":\"x\",\"nots\":\"y\"}\n";
        assert!(parse(typo, "f").unwrap_err().to_string().contains("nots"));
        let broken = "{\"provider\":\"npm\",\"name\":\"x\"}\n{\"provider\":\n";
        assert!(parse(broken, "f")
            .unwrap_err()
            .to_string()
            .contains("project 2"));
        assert!(parse("{\"projects\": []}", "f")
            .unwrap()
            .projects
            .is_empty());
    }

    #[test]
    fn only_an_explicit_empty_list_states_no_projects() {
        let cases = [
            ("projects = []\n", true),
            ("{\"projects\": []}", true),
            ("", false),
            ("# nothing\n", false),
            ("[[tags]]\nname = \"x\"\n", false),
        ];
        for (text, states) in cases {
            assert_eq!(states_no_projects(text), states, "{text:?}");
        }
    }

    #[test]
    fn typos_and_duplicates_are_rejected() {
        let error = parse(
            "[[projects]]\nprovider = \"github\"\nname = \"a/b\"\nemial = \"x\"\n",
            "f",
        )
        .unwrap_err();
        assert!(error.to_string().contains("emial"));
        let twice = "[[projects]]\nprovider = \"npm\"\nname = \"x\"\n[[projects]]\nprovider = \"npm\"\nname = \"x\"\n";
        assert!(parse(twice, "f").unwrap_err().to_string().contains("twice"));
        assert!(parse("[[projects]]\nprovider = \"npm\"\nname = \"\"\n", "f").is_err());
        let modelled =
            "[[projects]]\nprovider = \"npm\"\nname = \"x\"\n[projects.unmodelled]\nnote = \"n\"\n";
        assert!(parse(modelled, "f")
            .unwrap_err()
            .to_string()
            .contains("\"note\" under `unmodelled`"));
    }

    #[test]
    fn plain_lists_are_read_line_by_line() {
        let file = parse_import(
            "# deps\ngithub/golang/go\n\nnpm/@scope/pkg # scoped\ngithub/golang/go\n",
            "f",
        )
        .unwrap();
        let names: Vec<_> = file.projects.iter().map(FileProject::key).collect();
        assert_eq!(
            names,
            vec![
                ("github".to_string(), "golang/go".to_string()),
                ("npm".to_string(), "@scope/pkg".to_string())
            ]
        );
        let commented =
            parse_import("# pinned = true, see [deps]\ncargo/serde # >= 1.0\n", "f").unwrap();
        assert_eq!(
            commented.projects[0].key(),
            ("cargo".to_string(), "serde".to_string())
        );
        assert!(parse_import("justanid\n", "f")
            .unwrap_err()
            .to_string()
            .contains("line 1"));
    }
}
