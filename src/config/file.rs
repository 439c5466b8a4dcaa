//! Reading, locking and writing the config file.

use std::path::{Path, PathBuf};

use crate::environment::Env;
use crate::error::{Error, Result};

/// The config file holds a few keys; anything this large is not one.
pub(crate) const MAX_CONFIG_BYTES: u64 = crate::input::Kind::Config.limit();

pub(super) fn read_values(path: &Path) -> Result<toml::Table> {
    let context = format!("could not read the config file {}", path.display());
    let text = match ward_files::read_bounded_string(path, MAX_CONFIG_BYTES) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(toml::Table::new()),
        Err(error) if error.kind() == std::io::ErrorKind::FileTooLarge => {
            return Err(crate::input::read_error(context, error)
                .with_hint("remove the file and store the settings again with `ward configure`"))
        }
        Err(error) => return Err(crate::input::read_error(context, error)),
    };
    toml::from_str(&text).map_err(|error| {
        Error::usage(format!(
            "the config file {} is not valid TOML{}: {}",
            path.display(),
            toml_place(&text, &error),
            toml_message(&error)
        ))
        .with_hint("fix or remove the file, or run `ward configure` to rewrite it")
    })
}

/// ` at line L, column C` for a TOML error in `text`, or nothing when toml gives no place.
pub(crate) fn toml_place(text: &str, error: &toml::de::Error) -> String {
    error
        .span()
        .map(|span| {
            let (line, column) = line_column(text, span.start);
            format!(" at line {line}, column {column}")
        })
        .unwrap_or_default()
}

/// toml's message on one line (it can span several).
pub(crate) fn toml_message(error: &toml::de::Error) -> String {
    error.message().trim_end().replace('\n', "; ")
}

/// 1-based line and column (in characters) of byte `offset` in `text`.
pub(super) fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |index| index + 1);
    let column = before
        .get(line_start..)
        .map_or(0, |rest| rest.chars().count())
        + 1;
    (line, column)
}

/// An exclusive lock on a file beside the config: the config itself is replaced by a
/// rename on every save, so a lock on it would not outlive the first writer. A config that
/// is not a regular file is refused first, so no lock file appears beside a device.
pub(super) fn lock_for(path: &Path) -> Result<std::fs::File> {
    check_writable_target(path)?;
    let lock_path = beside(path, |name| format!(".{name}.lock"))?;
    let file = ward_files::open_private_no_follow(&lock_path).map_err(|error| {
        Error::io(
            format!("could not open the lock file {}", lock_path.display()),
            error,
        )
    })?;
    file.lock()
        .map_err(|error| Error::io(format!("could not lock {}", lock_path.display()), error))?;
    Ok(file)
}

/// Settings are kept in a regular file (or a link to one, which is then written through
/// its target's name): a device, FIFO or directory at the config path is refused, never
/// replaced, and nothing is written.
fn check_writable_target(path: &Path) -> Result<()> {
    let Ok(metadata) = std::fs::metadata(path) else {
        return Ok(());
    };
    if metadata.is_file() {
        return Ok(());
    }
    let what = if metadata.is_dir() {
        "a directory"
    } else {
        "not a regular file (a device, FIFO or socket)"
    };
    Err(Error::usage(format!(
        "the config file {} is {what}, so ward cannot keep settings in it",
        path.display()
    ))
    .with_hint("pass --config (or WARD_CONFIG) with the path of a regular file"))
}

/// A file named from `path`'s own name in `path`'s folder, which is created (owner-only)
/// if missing.
fn beside(path: &Path, name: impl FnOnce(&str) -> String) -> Result<PathBuf> {
    let dir = path
        .parent()
        .filter(|dir| !dir.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    ward_files::create_private_dir(dir)
        .map_err(|error| Error::io(format!("could not create {}", dir.display()), error))?;
    let file_name = path
        .file_name()
        .and_then(|name| name.to_str())
        .unwrap_or("config");
    Ok(dir.join(name(file_name)))
}

pub(super) fn default_path(env: &Env) -> Result<PathBuf> {
    env.config_dir()
        .map(|dir| dir.join("ward").join("config.toml"))
        .ok_or_else(|| {
            Error::usage("could not find a config directory for this user")
                .with_hint("set --config FILE or WARD_CONFIG")
        })
}

/// `dir`, created owner-only when missing, to keep ward's cache in.
pub(crate) fn create_cache_dir(dir: PathBuf) -> Result<PathBuf> {
    ward_files::create_private_dir(&dir).map_err(|error| {
        Error::io(
            format!("could not create the cache directory {}", dir.display()),
            error,
        )
    })?;
    Ok(dir)
}

/// Write `bytes` to `path` owner-only, through the one write ward has: a private temporary
/// file beside it renamed over a regular file or nothing, a device or FIFO written in
/// place, a link or directory refused.
pub(crate) fn write_private(path: &Path, bytes: &[u8]) -> Result<()> {
    ward_files::write_private(path, bytes)
        .map_err(|error| Error::io(format!("could not write {}", path.display()), error))
}
