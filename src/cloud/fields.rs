//! Reading credentials files: their text fields, and the bounded read of the file itself.

use std::path::Path;

use serde_json::{Map, Value};
use url::Url;

use crate::error::{Error, Result};
use crate::input::Kind;
use ward_client::secret::Secret;

pub(super) fn text(map: &Map<String, Value>, name: &str) -> Option<String> {
    map.get(name)
        .and_then(Value::as_str)
        .filter(|value| !value.trim().is_empty())
        .map(str::to_string)
}

/// A credentials file's required text field.
pub(super) fn required(map: &Map<String, Value>, name: &str, what: &str) -> Result<String> {
    text(map, name).ok_or_else(|| missing(what, name))
}

pub(super) fn missing(what: &str, field: &str) -> Error {
    Error::usage(format!("the {what} has no \"{field}\""))
}

pub(super) fn url_field(map: &Map<String, Value>, name: &str, what: &str) -> Result<Option<Url>> {
    text(map, name)
        .map(|value| {
            Url::parse(&value).map_err(|error| {
                Error::usage(format!(
                    "the {what}'s \"{name}\" is not a valid URL ({error})"
                ))
            })
        })
        .transpose()
}

/// A file holding a secret of `kind` ([`Kind::Credentials`] or [`Kind::Token`]), read
/// through the bounded reader: a device, a huge file or a FIFO named by mistake can take
/// neither the memory nor the run's time.
pub(super) fn read_bounded(path: &Path, kind: Kind, what: &str) -> Result<Secret> {
    crate::input::read_file(path, kind, format!("could not read {what}")).map(Secret::new)
}
