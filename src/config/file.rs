//! Reading, locking and writing the config file.

use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// The config file holds a few keys; anything this large is not one.
pub const MAX_CONFIG_BYTES: u64 = 256 * 1024;

pub(super) fn read_values(path: &Path) -> Result<toml::Table> {
    use std::io::Read as _;
    let file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(toml::Table::new()),
        Err(error) => {
            return Err(Error::io(
                format!("could not read the config file {}", path.display()),
                error,
            ))
        }
    };
    let mut text = String::new();
    file.take(MAX_CONFIG_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(|error| {
            Error::io(
                format!("could not read the config file {}", path.display()),
                error,
            )
        })?;
    if text.len() as u64 > MAX_CONFIG_BYTES {
        return Err(Error::usage(format!(
            "the config file {} is larger than {} KiB, the most ward reads",
            path.display(),
            MAX_CONFIG_BYTES / 1024
        ))
        .with_hint("remove the file and store the settings again with `ward configure`"));
    }
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
/// rename on every save, so a lock on it would not outlive the first writer.
pub(super) fn lock_for(path: &Path) -> Result<std::fs::File> {
    let lock_path = beside(path, |name| format!(".{name}.lock"))?;
    let file = ward_client::files::open_private_no_follow(&lock_path).map_err(|error| {
        Error::io(
            format!("could not open the lock file {}", lock_path.display()),
            error,
        )
    })?;
    file.lock()
        .map_err(|error| Error::io(format!("could not lock {}", lock_path.display()), error))?;
    Ok(file)
}

/// A file named from `path`'s own name in `path`'s folder, which is created if missing.
fn beside(path: &Path, name: impl FnOnce(&str) -> String) -> Result<PathBuf> {
    let dir = path
        .parent()
        .filter(|dir| !dir.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)
        .map_err(|error| Error::io(format!("could not create {}", dir.display()), error))?;
    let file_name = path
        .file_name()
        .and_then(|name| name.to_str())
        .unwrap_or("config");
    Ok(dir.join(name(file_name)))
}

pub(super) fn default_path() -> Result<PathBuf> {
    dirs::config_dir()
        .map(|dir| dir.join("ward").join("config.toml"))
        .ok_or_else(|| {
            Error::usage("could not find a config directory for this user")
                .with_hint("set --config FILE or WARD_CONFIG")
        })
}

/// `dir`, created when missing, to keep ward's cache in.
pub fn create_cache_dir(dir: PathBuf) -> Result<PathBuf> {
    std::fs::create_dir_all(&dir).map_err(|error| {
        Error::io(
            format!("could not create the cache directory {}", dir.display()),
            error,
        )
    })?;
    Ok(dir)
}

/// Write `bytes` to `path` through a temporary file and a rename, readable by the owner only.
pub fn write_private(path: &Path, bytes: &[u8]) -> Result<()> {
    use std::io::Write;
    let temp = beside(path, |name| format!(".{name}.{}.tmp", std::process::id()))?;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let result = options
        .open(&temp)
        .and_then(|mut file| file.write_all(bytes).and_then(|()| file.sync_all()))
        .and_then(|()| std::fs::rename(&temp, path));
    if let Err(error) = result {
        let _ = std::fs::remove_file(&temp);
        return Err(Error::io(
            format!("could not write {}", path.display()),
            error,
        ));
    }
    Ok(())
}
