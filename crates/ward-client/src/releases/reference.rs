//! Project addressing: an ID, or `PROVIDER/NAME` where NAME may hold `/` itself.

use std::fmt;

use percent_encoding::{utf8_percent_encode, AsciiSet, CONTROLS};

use crate::http::escape_segment;
use crate::path::{Segment, SegmentError};

/// Characters escaped inside a name segment: what a URL path cannot carry as is. Characters
/// such as `@` (npm scopes) and `:` (Maven coordinates) stay literal, as other clients send.
const NAME_SEGMENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'`')
    .add(b'{')
    .add(b'}')
    .add(b'\\')
    .add(b'^')
    .add(b'|')
    .add(b'/');

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
/// How a project is addressed: by ID or by provider and name.
pub enum ProjectRef {
    /// The service's project ID.
    Id(String),
    /// A reference by provider and name.
    Name {
        /// The provider, such as `github`.
        provider: String,
        /// The name within the provider, such as `golang/go`.
        name: String,
    },
}

/// The refusal of `search` as a project ID.
pub const SEARCH_IS_NOT_AN_ID: &str =
    "\"search\" is the search endpoint, not a project ID; give PROVIDER/NAME";

impl ProjectRef {
    /// Parse what the user typed: `PROVIDER/NAME` when it holds a `/`, an ID otherwise.
    pub fn parse(text: &str) -> Result<Self, String> {
        let text = text.trim();
        if text.is_empty() {
            return Err("the project is empty; give an ID or PROVIDER/NAME".to_string());
        }
        let Some((provider, name)) = text.split_once('/') else {
            check_segment(text, "project ID")?;
            if text == "search" {
                // `/v1/projects/search` is the search endpoint (spec 1 §4 row 3).
                return Err(SEARCH_IS_NOT_AN_ID.to_string());
            }
            return Ok(Self::Id(text.to_string()));
        };
        check_segment(provider, "provider")?;
        if name.is_empty() {
            return Err(format!(
                "\"{text}\" has no project name after the provider; give PROVIDER/NAME"
            ));
        }
        for segment in name.split('/') {
            check_segment(segment, "name part").map_err(|error| format!("\"{text}\": {error}"))?;
        }
        Ok(Self::Name {
            provider: provider.to_string(),
            name: name.to_string(),
        })
    }

    /// A reference by provider and name.
    pub fn name(provider: &str, name: &str) -> Self {
        Self::Name {
            provider: provider.to_string(),
            name: name.to_string(),
        }
    }

    /// `/v1/projects/...`, escaped: the ID or provider as one segment, each piece of the
    /// name escaped on its own and joined with literal `/`.
    pub fn path(&self) -> String {
        match self {
            Self::Id(id) => format!("/v1/projects/{}", escape_segment(id)),
            Self::Name { provider, name } => {
                let name = name
                    .split('/')
                    .map(|part| utf8_percent_encode(part, NAME_SEGMENT).to_string())
                    .collect::<Vec<_>>()
                    .join("/");
                format!("/v1/projects/{}/{name}", escape_segment(provider))
            }
        }
    }
}

/// Empty and dot segments would be rewritten by URL normalisation and reach another path.
fn check_segment(segment: &str, what: &str) -> Result<(), String> {
    match Segment::new(segment) {
        Ok(_) => Ok(()),
        Err(SegmentError::Empty) => Err(format!(
            "a {what} is empty (two `/` in a row, or a `/` at an end)"
        )),
        Err(SegmentError::Dot(_)) => Err(format!("a {what} cannot be \"{segment}\"")),
        Err(error) => Err(format!("a {what} cannot be sent: {error}")),
    }
}

impl fmt::Display for ProjectRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Id(id) => write!(f, "{id}"),
            Self::Name { provider, name } => write!(f, "{provider}/{name}"),
        }
    }
}

/// A version as one path segment: a `/` in it is escaped, not a separator.
pub fn version_segment(version: &str) -> Result<Segment, SegmentError> {
    Segment::with_slashes(version)
}

/// A version or tag ID that can be sent as one path segment: not empty, not `.` or `..`
/// (URL normalisation would turn them into a request for another resource), and free of
/// control characters and backslashes.
pub fn check_path_segment(value: &str, what: &str) -> Result<(), String> {
    match Segment::with_slashes(value) {
        Ok(_) => Ok(()),
        Err(SegmentError::Empty) => Err(format!("the {what} is empty")),
        Err(SegmentError::Dot(_)) => Err(format!("\"{value}\" is not a {what}")),
        Err(error) => Err(format!("the {what} cannot be sent: {error}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_names_are_told_apart() {
        assert_eq!(
            ProjectRef::parse("pf4w494lbjsd3ydp5hnf4gsptw").unwrap(),
            ProjectRef::Id("pf4w494lbjsd3ydp5hnf4gsptw".into())
        );
        assert_eq!(
            ProjectRef::parse("github/golang/go").unwrap(),
            ProjectRef::name("github", "golang/go")
        );
    }

    #[test]
    fn names_keep_slashes_and_escape_each_piece() {
        let reference = ProjectRef::parse("npm/@scope/pkg name").unwrap();
        assert_eq!(reference.path(), "/v1/projects/npm/@scope/pkg%20name");
        let reference = ProjectRef::parse("maven/org.x:art?#").unwrap();
        assert_eq!(reference.path(), "/v1/projects/maven/org.x:art%3F%23");
    }

    #[test]
    fn versions_are_one_segment() {
        assert_eq!(
            version_segment("release/v1.1.0").unwrap().as_str(),
            "release%2Fv1.1.0"
        );
    }

    #[test]
    fn bad_references_are_rejected() {
        assert!(ProjectRef::parse("").is_err());
        assert!(ProjectRef::parse("github/").is_err());
        assert!(ProjectRef::parse("/x").is_err());
        assert!(ProjectRef::parse("github/a//b").is_err());
        assert!(ProjectRef::parse("github/../x").is_err());
        assert!(ProjectRef::parse("..").is_err());
        assert!(ProjectRef::parse("search").is_err());
        assert!(ProjectRef::parse("github/search").is_ok());
        assert!(check_path_segment("..", "version").is_err());
        assert!(check_path_segment(".", "version").is_err());
        assert!(check_path_segment("", "version").is_err());
        assert!(check_path_segment("v1..2", "version").is_ok());
    }
}
