//! One new release as both paths see it: the tracker's webhook document (push) and a
//! release read from the API (poll) become the same event, with one identity, one JSON
//! document for the command's stdin, one set of `WARD_RELEASE_*` variables and one set of
//! filters. The receiver and `release watch` both build on this, so a release that comes
//! both ways is the same job in the queue and runs once.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use sha2::{Digest as _, Sha256};
use ward_client::releases::{Exclusion, ProjectSettings, Release};

/// Longest identity kept as written; a longer one (very long project names or versions) is
/// hashed so the queue's keys stay short.
const MAX_ID: usize = 256;

/// The tracker's webhook document, field for field; fields it may add later are kept in
/// `extra`, so a document read and written again loses nothing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct ReleaseEvent {
    pub provider: String,
    pub project: String,
    pub version: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cve: Vec<String>,
    #[serde(default)]
    pub is_prerelease: bool,
    #[serde(default)]
    pub is_updated: bool,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl ReleaseEvent {
    /// The document a push delivered, or why it is not one (for a 400 answer).
    pub(crate) fn parse(body: &[u8]) -> Result<Self, String> {
        let event: Self = serde_json::from_slice(body)
            .map_err(|error| format!("the body is not a release document: {error}"))?;
        for (field, value) in [
            ("provider", &event.provider),
            ("project", &event.project),
            ("version", &event.version),
        ] {
            if value.trim().is_empty() {
                return Err(format!("the release document's {field} is empty"));
            }
            if value.chars().any(char::is_control) {
                return Err(format!(
                    "the release document's {field} holds a control character"
                ));
            }
        }
        Ok(event)
    }

    /// The event for a release the API listed for `provider/project`.
    pub(crate) fn polled(provider: &str, project: &str, release: &Release) -> Self {
        Self {
            provider: provider.to_string(),
            project: project.to_string(),
            version: release.version.clone(),
            time: release.date.clone(),
            cve: release.cves(),
            is_prerelease: release.is_prerelease.unwrap_or(false),
            is_updated: release.is_updated.unwrap_or(false),
            extra: Map::new(),
        }
    }

    /// The stable identity: `release:PROVIDER/PROJECT/VERSION`, with `+updated` for an
    /// update of a release already announced (a different event from its first
    /// appearance). The same for a push and a poll of one release, and across redeliveries.
    pub(crate) fn id(&self) -> String {
        let updated = if self.is_updated { "+updated" } else { "" };
        let id = format!(
            "release:{}/{}/{}{updated}",
            self.provider, self.project, self.version
        );
        let plain = id.len() <= MAX_ID && id.bytes().all(|byte| byte.is_ascii_graphic());
        if plain {
            return id;
        }
        let mut hash = Sha256::new();
        for part in [&self.provider, &self.project, &self.version] {
            hash.update(u64::try_from(part.len()).unwrap_or(u64::MAX).to_be_bytes());
            hash.update(part.as_bytes());
        }
        hash.update([u8::from(self.is_updated)]);
        format!("release:sha256:{}", hex::encode(hash.finalize()))
    }

    /// The document the command reads on stdin.
    pub(crate) fn document(&self) -> Vec<u8> {
        serde_json::to_vec(self).unwrap_or_default()
    }

    /// The variables the command gets, beside the document on stdin.
    pub(crate) fn env(&self) -> Vec<(&'static str, String)> {
        let clean = |value: &str| value.replace('\0', "");
        vec![
            ("WARD_RELEASE_EVENT_ID", self.id()),
            ("WARD_RELEASE_PROVIDER", clean(&self.provider)),
            ("WARD_RELEASE_PROJECT", clean(&self.project)),
            ("WARD_RELEASE_VERSION", clean(&self.version)),
            ("WARD_RELEASE_CVE", clean(&self.cve.join(","))),
            ("WARD_RELEASE_PRERELEASE", self.is_prerelease.to_string()),
            ("WARD_RELEASE_UPDATED", self.is_updated.to_string()),
        ]
    }
}

/// Which releases run a command: the flags `--cve`, `--no-prerelease`, `--version` and
/// `--match`, the same on both paths.
#[derive(Debug, Clone, Default)]
pub(crate) struct ReleaseFilter {
    pub cve_only: bool,
    pub no_prerelease: bool,
    pub versions: Option<VersionRange>,
    pub project: Option<regex::Regex>,
}

impl ReleaseFilter {
    /// Why the event is skipped, or None when it runs.
    pub(crate) fn rejects(&self, event: &ReleaseEvent) -> Option<String> {
        if self.cve_only && event.cve.is_empty() {
            return Some("the release names no CVE (--cve)".into());
        }
        if self.no_prerelease && event.is_prerelease {
            return Some("the release is a prerelease (--no-prerelease)".into());
        }
        if let Some(range) = &self.versions {
            if !range.contains(&event.version) {
                return Some(format!(
                    "version {} is outside {} (--version)",
                    event.version, range.text
                ));
            }
        }
        if let Some(pattern) = &self.project {
            if !pattern.is_match(&event.project) {
                return Some(format!(
                    "project {} does not match {} (--match)",
                    event.project,
                    pattern.as_str()
                ));
            }
        }
        None
    }
}

/// The `--match` pattern, or what is wrong with it.
pub(crate) fn project_pattern(text: &str) -> Result<regex::Regex, String> {
    regex::RegexBuilder::new(text)
        .size_limit(1 << 20)
        .build()
        .map_err(|error| {
            let first = error.to_string();
            let first = first.lines().last().unwrap_or_default().trim().to_string();
            format!("--match {text:?} is not a valid regular expression: {first}")
        })
}

/// Why the project's own settings leave the release out, as the tracker does for its own
/// notifications: version exclusions (regexps, an inverse one naming what to keep),
/// prereleases, updates. A rule that is not a valid pattern excludes nothing.
pub(crate) fn excluded_by_project(
    settings: &ProjectSettings,
    event: &ReleaseEvent,
) -> Option<String> {
    if settings.exclude_prereleases == Some(true) && event.is_prerelease {
        return Some("the project excludes prereleases".into());
    }
    if settings.exclude_updated == Some(true) && event.is_updated {
        return Some("the project excludes updated releases".into());
    }
    for Exclusion { value, inverse } in settings.exclude_version_regexp.iter().flatten() {
        let Ok(pattern) = regex::RegexBuilder::new(value).size_limit(1 << 20).build() else {
            continue;
        };
        let matched = pattern.is_match(&event.version);
        if matched != *inverse {
            let how = if *inverse { "keeps only" } else { "excludes" };
            return Some(format!("the project {how} versions matching {value}"));
        }
    }
    None
}

/// A version range such as `>=2, <3`: comparators joined by commas, all of which must
/// hold. Versions compare as semver where they parse (an optional `v`, numbers joined by
/// dots, an optional `-prerelease` that sorts before its release); a version that does not
/// parse is outside every range.
#[derive(Debug, Clone)]
pub(crate) struct VersionRange {
    text: String,
    bounds: Vec<(Op, Version)>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Eq,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Version {
    numbers: Vec<u64>,
    pre: Option<String>,
}

impl Version {
    fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        let text = text.strip_prefix(['v', 'V']).unwrap_or(text);
        let text = text.split('+').next().unwrap_or_default();
        let (core, pre) = match text.split_once('-') {
            Some((core, pre)) if !pre.is_empty() => (core, Some(pre.to_string())),
            Some(_) => return None,
            None => (text, None),
        };
        let numbers = core
            .split('.')
            .map(|part| {
                let digits = !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
                digits.then(|| part.parse::<u64>().ok()).flatten()
            })
            .collect::<Option<Vec<u64>>>()?;
        (!numbers.is_empty() && numbers.len() <= 8).then_some(Self { numbers, pre })
    }

    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        let width = self.numbers.len().max(other.numbers.len());
        let at = |numbers: &[u64], index: usize| numbers.get(index).copied().unwrap_or(0);
        for index in 0..width {
            let order = at(&self.numbers, index).cmp(&at(&other.numbers, index));
            if order.is_ne() {
                return order;
            }
        }
        match (&self.pre, &other.pre) {
            (None, None) => std::cmp::Ordering::Equal,
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (Some(mine), Some(theirs)) => mine.cmp(theirs),
        }
    }
}

impl VersionRange {
    pub(crate) fn parse(text: &str) -> Result<Self, String> {
        let mut bounds = Vec::new();
        for part in text.split(',') {
            let part = part.trim();
            let (op, rest) = [
                (">=", Op::Ge),
                ("<=", Op::Le),
                (">", Op::Gt),
                ("<", Op::Lt),
                ("==", Op::Eq),
                ("=", Op::Eq),
            ]
            .into_iter()
            .find_map(|(sign, op)| part.strip_prefix(sign).map(|rest| (op, rest)))
            .unwrap_or((Op::Eq, part));
            let version = Version::parse(rest).ok_or_else(|| {
                format!(
                    "--version {text:?}: {part:?} is not a comparison such as >=2 or <3.1; write comparisons of dotted numbers joined by commas, as in '>=2, <3'"
                )
            })?;
            bounds.push((op, version));
        }
        Ok(Self {
            text: text.trim().to_string(),
            bounds,
        })
    }

    pub(crate) fn contains(&self, version: &str) -> bool {
        let Some(version) = Version::parse(version) else {
            return false;
        };
        self.bounds.iter().all(|(op, bound)| {
            let order = version.cmp(bound);
            match op {
                Op::Eq => order.is_eq(),
                Op::Lt => order.is_lt(),
                Op::Le => order.is_le(),
                Op::Gt => order.is_gt(),
                Op::Ge => order.is_ge(),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(body: &str) -> ReleaseEvent {
        ReleaseEvent::parse(body.as_bytes()).unwrap()
    }

    #[test]
    fn a_push_and_a_poll_of_one_release_are_one_event() {
        let pushed = event(
            r#"{"provider":"github","project":"golang/go","version":"go1.22.0","time":"2024-02-06T20:00:00Z","cve":["CVE-2024-1"],"is_prerelease":false,"note":{"title":"t"}}"#,
        );
        let release: Release = serde_json::from_str(
            r#"{"version":"go1.22.0","date":"2024-02-06T20:00:00Z","cve":["CVE-2024-1"]}"#,
        )
        .unwrap();
        let polled = ReleaseEvent::polled("github", "golang/go", &release);
        assert_eq!(pushed.id(), polled.id());
        assert_eq!(pushed.id(), "release:github/golang/go/go1.22.0");
        let mut updated = polled.clone();
        updated.is_updated = true;
        assert_eq!(updated.id(), "release:github/golang/go/go1.22.0+updated");
        let env = polled.env();
        assert!(env.contains(&("WARD_RELEASE_CVE", "CVE-2024-1".into())));
        assert!(env.contains(&("WARD_RELEASE_PRERELEASE", "false".into())));
    }

    #[test]
    fn long_or_spaced_identities_are_hashed_apart() {
        let mut one = event(r#"{"provider":"npm","project":"a b","version":"1"}"#);
        assert!(one.id().starts_with("release:sha256:"));
        let two = event(r#"{"provider":"npm","project":"a","version":"b 1"}"#);
        assert_ne!(one.id(), two.id());
        one.project = "x".repeat(300);
        assert!(one.id().len() < 100);
    }

    #[test]
    fn malformed_documents_are_named() {
        for (body, says) in [
            ("[]", "not a release document"),
            ("{}", "missing field"),
            (
                r#"{"provider":"github","project":"","version":"1"}"#,
                "project is empty",
            ),
            (
                r#"{"provider":"github","project":"p","version":"1\n"}"#,
                "control",
            ),
            (
                r#"{"provider":"github","project":"p","version":"1","cve":"x"}"#,
                "invalid type",
            ),
        ] {
            let error = ReleaseEvent::parse(body.as_bytes()).unwrap_err();
            assert!(error.contains(says), "{body}: {error}");
        }
    }

    #[test]
    fn version_ranges() {
        let range = VersionRange::parse(">=2, <3").unwrap();
        for (version, inside) in [
            ("2.0.0", true),
            ("v2.5", true),
            ("2.99.1", true),
            ("3.0.0", false),
            ("3.0.0-rc1", true),
            ("1.9", false),
            ("2.0.0-beta", false),
            ("nightly", false),
        ] {
            assert_eq!(range.contains(version), inside, "{version}");
        }
        assert!(VersionRange::parse("=1.2").unwrap().contains("1.2.0"));
        assert!(VersionRange::parse("1.2").unwrap().contains("v1.2"));
        for bad in [">=two", "", ">=2,", "~1"] {
            assert!(VersionRange::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn filters_and_project_exclusions() {
        let plain = event(
            r#"{"provider":"npm","project":"left-pad","version":"2.1.0-rc.1","is_prerelease":true}"#,
        );
        let filter = ReleaseFilter {
            cve_only: true,
            ..ReleaseFilter::default()
        };
        assert!(filter.rejects(&plain).unwrap().contains("--cve"));
        let filter = ReleaseFilter {
            no_prerelease: true,
            project: Some(project_pattern("^left").unwrap()),
            ..ReleaseFilter::default()
        };
        assert!(filter.rejects(&plain).unwrap().contains("--no-prerelease"));
        let filter = ReleaseFilter {
            project: Some(project_pattern("^right").unwrap()),
            ..ReleaseFilter::default()
        };
        assert!(filter.rejects(&plain).unwrap().contains("--match"));
        assert!(ReleaseFilter::default().rejects(&plain).is_none());
        assert!(project_pattern("(").unwrap_err().contains("--match"));

        let mut settings = ProjectSettings {
            exclude_version_regexp: Some(vec![Exclusion {
                value: "-rc".into(),
                inverse: false,
            }]),
            ..ProjectSettings::default()
        };
        assert!(excluded_by_project(&settings, &plain).is_some());
        settings.exclude_version_regexp = Some(vec![Exclusion {
            value: "^2\\.".into(),
            inverse: true,
        }]);
        assert!(excluded_by_project(&settings, &plain).is_none());
        settings.exclude_prereleases = Some(true);
        assert!(excluded_by_project(&settings, &plain)
            .unwrap()
            .contains("prereleases"));
    }
}
