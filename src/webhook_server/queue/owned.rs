//! The queue's files are the running user's own, each with one name, or they are not
//! used. A job database, lock or SQLite side file that another user made (say, planted
//! ahead of time in a shared directory such as `/tmp`) stays theirs: they could read
//! every payload queued through it and add jobs of their own. A second name (hard link)
//! of the database lets whoever can reach that name do the same, however private the
//! state directory is.

use std::fs::{File, Metadata};
use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// The files SQLite keeps beside the database: the write-ahead log, its index, and the
/// rollback journal it replays at open when it finds one.
pub(crate) fn side_files(database: &Path) -> [PathBuf; 3] {
    ["-wal", "-shm", "-journal"].map(|suffix| {
        let mut name = database.as_os_str().to_owned();
        name.push(suffix);
        PathBuf::from(name)
    })
}

/// Refuse any of `paths` that exists and is not a regular file of this user's with one
/// name; a path that does not exist is fine.
pub(crate) fn refuse_foreign(paths: &[impl AsRef<Path>]) -> Result<()> {
    for path in paths {
        let path = path.as_ref();
        match std::fs::symlink_metadata(path) {
            Ok(meta) => refuse_unless_own(path, &meta)?,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
            Err(error) => {
                return Err(Error::io(
                    format!("could not read {}", path.display()),
                    error,
                ))
            }
        }
    }
    Ok(())
}

/// The same check on a file as opened, so what was checked is what is used.
pub(crate) fn refuse_foreign_open(path: &Path, file: &File) -> Result<()> {
    let meta = file
        .metadata()
        .map_err(|error| Error::io(format!("could not read {}", path.display()), error))?;
    refuse_unless_own(path, &meta)
}

fn refuse_unless_own(path: &Path, meta: &Metadata) -> Result<()> {
    match problem(meta) {
        None => Ok(()),
        Some(problem) => Err(Error::usage(format!(
            "{} {problem}; another user could read the queued payloads or add jobs through it, so it is not used",
            path.display()
        ))
        .with_hint(
            "remove it once you know where it came from, or give a directory only you can write to with --state-dir",
        )),
    }
}

/// What makes the file not this user's own, if anything.
#[cfg(unix)]
fn problem(meta: &Metadata) -> Option<String> {
    use std::os::unix::fs::MetadataExt as _;
    let me = nix::unistd::geteuid().as_raw();
    if meta.file_type().is_symlink() {
        Some("is a symbolic link".into())
    } else if !meta.file_type().is_file() {
        Some("is not a regular file".into())
    } else if meta.uid() != me {
        Some(format!("belongs to another user (uid {})", meta.uid()))
    } else if meta.nlink() != 1 {
        Some(format!(
            "has {} names (hard links), so it is reachable from elsewhere",
            meta.nlink()
        ))
    } else {
        None
    }
}

/// Windows: owners and link counts live in access lists and file ids that are not read
/// here; links and non-files are still refused. The default directory is under the user's
/// own profile, which other users cannot write to.
#[cfg(not(unix))]
fn problem(meta: &Metadata) -> Option<String> {
    if meta.file_type().is_symlink() {
        Some("is a symbolic link".into())
    } else if !meta.file_type().is_file() {
        Some("is not a regular file".into())
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_files_pass_and_missing_ones_too() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("f");
        std::fs::write(&file, "").unwrap();
        refuse_foreign(&[file.clone(), dir.path().join("absent")]).unwrap();
        refuse_foreign_open(&file, &File::open(&file).unwrap()).unwrap();
        let error = refuse_foreign(&[dir.path().to_path_buf()])
            .unwrap_err()
            .to_string();
        assert!(error.contains("is not a regular file"), "{error}");
    }

    #[cfg(unix)]
    #[test]
    fn a_second_name_or_a_link_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("f");
        std::fs::write(&file, "").unwrap();
        std::fs::hard_link(&file, dir.path().join("g")).unwrap();
        let error = refuse_foreign(&[&file]).unwrap_err().to_string();
        assert!(error.contains("has 2 names"), "{error}");
        assert!(error.contains(&file.display().to_string()), "{error}");
        let link = dir.path().join("l");
        std::os::unix::fs::symlink(dir.path().join("absent"), &link).unwrap();
        let error = refuse_foreign(&[link]).unwrap_err().to_string();
        assert!(error.contains("is a symbolic link"), "{error}");
    }

    #[test]
    fn side_files_are_named_as_sqlite_names_them() {
        let names = side_files(Path::new("q.sqlite3"));
        assert_eq!(
            names.map(|path| path.display().to_string()),
            ["q.sqlite3-wal", "q.sqlite3-shm", "q.sqlite3-journal"]
        );
    }
}
