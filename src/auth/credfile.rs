//! The credentials file later steps use: `ci-creds-<16 hex>.json`, created exclusively with
//! mode 0600 so it never replaces or exposes another file.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde_json::{json, Value};

use crate::error::{Error, Result};
use crate::secret::Secret;

pub const PREFIX: &str = "ci-creds-";

/// Whether `name` is a file ward creates (`ci-creds-` + 16 lowercase hex + `.json`).
pub fn is_credentials_file_name(name: &str) -> bool {
    let lower_hex = |text: &str| text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    let middle = name
        .strip_prefix(PREFIX)
        .and_then(|rest| rest.strip_suffix(".json"));
    middle.is_some_and(|hex| hex.len() == 16 && lower_hex(hex))
}

/// Write `contents` to a new `ci-creds-*.json` in `dir`.
pub fn create(dir: &Path, contents: &Secret) -> Result<PathBuf> {
    check_dir_is_private(dir)?;
    let mut attempts = 0;
    loop {
        let path = dir.join(format!("{PREFIX}{:016x}.json", fastrand::u64(..)));
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        match options.open(&path) {
            Ok(mut file) => {
                let written = file
                    .write_all(contents.expose().as_bytes())
                    .and_then(|()| file.sync_all());
                if let Err(error) = written {
                    let _ = std::fs::remove_file(&path);
                    return Err(Error::io(
                        format!("could not write the credentials file {}", path.display()),
                        error,
                    ));
                }
                return Ok(path);
            }
            Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists && attempts < 8 => {
                attempts += 1;
            }
            Err(error) => {
                return Err(Error::io(
                    format!("could not create a credentials file in {}", dir.display()),
                    error,
                ))
            }
        }
    }
}

/// Whether `dir` holds nothing (or cannot be read): the checkout is missing or comes later.
/// Refuse a directory other users may write to: one of them could replace or read the
/// credentials file between its creation and its use. The sticky bit (as on /tmp) stops
/// others from replacing files they do not own, so such a directory is accepted.
#[cfg(unix)]
pub fn check_dir_is_private(dir: &Path) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    const STICKY: u32 = 0o1000;
    let metadata = std::fs::metadata(dir).map_err(|error| {
        Error::io(
            format!(
                "could not inspect the credentials directory {}",
                dir.display()
            ),
            error,
        )
    })?;
    let mode = metadata.permissions().mode();
    if mode & 0o022 != 0 && mode & STICKY == 0 {
        return Err(Error::usage(format!(
            "the credentials directory {} is writable by other users (mode {:o}); another user could replace the credentials file",
            dir.display(),
            mode & 0o7777
        ))
        .with_hint("run `chmod go-w` on it, or pass --credentials-dir with a private directory"));
    }
    Ok(())
}

/// Windows directories inherit access control lists rather than mode bits; the user's own
/// profile and the runner's workspace are private by default.
#[cfg(not(unix))]
pub fn check_dir_is_private(_dir: &Path) -> Result<()> {
    Ok(())
}

pub fn is_empty_dir(dir: &Path) -> bool {
    std::fs::read_dir(dir).map_or(true, |mut entries| entries.next().is_none())
}

/// Client libraries run an executable source only when this variable is `1`.
pub const ALLOW_EXECUTABLES: &str = "GOOGLE_EXTERNAL_ACCOUNT_ALLOW_EXECUTABLES";
/// How long a client library lets `ward auth subject-token` run (its default).
pub const EXECUTABLE_TIMEOUT_MILLIS: u64 = 30_000;

/// `credential_source` re-fetching the identity token from `source_url` (GitHub).
pub fn url_source(source_url: &str, request_token: &Secret) -> Value {
    json!({
        "url": source_url,
        "headers": { "Authorization": format!("Bearer {}", request_token.expose()) },
        "format": { "type": "json", "subject_token_field_name": "value" },
    })
}

/// `credential_source` reading the token from a file the CI keeps current.
pub fn file_source(path: &Path) -> Value {
    json!({ "file": path.display().to_string(), "format": { "type": "text" } })
}

/// `credential_source` running `argv` (ward itself). Client libraries split the command
/// on whitespace with no quoting, so no part may contain any.
pub fn executable_source(argv: &[String]) -> Result<Value> {
    if let Some(part) = argv
        .iter()
        .find(|part| part.is_empty() || part.contains(char::is_whitespace))
    {
        return Err(Error::usage(format!(
            "\"{part}\" would be part of the command in the credentials file, but client libraries split that command on spaces"
        ))
        .with_hint("install ward in a directory without spaces, and keep spaces out of the token flags (wrap a complex command in a script)"));
    }
    Ok(json!({
        "executable": {
            "command": argv.join(" "),
            "timeout_millis": EXECUTABLE_TIMEOUT_MILLIS,
        }
    }))
}

/// The external-account document client libraries read: its `credential_source` fetches
/// a fresh identity token on every refresh, so it outlives the first token.
pub fn external_account(
    sts_audience: &str,
    token_url: &str,
    credential_source: Value,
    impersonation_url: Option<&str>,
) -> Secret {
    let mut document = json!({
        "type": "external_account",
        "audience": sts_audience,
        "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
        "token_url": token_url,
        "credential_source": credential_source,
    });
    if let (Some(url), Value::Object(map)) = (impersonation_url, &mut document) {
        map.insert("service_account_impersonation_url".into(), json!(url));
    }
    Secret::new(document.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn creates_private_files_with_the_expected_name() {
        let dir = tempfile::tempdir().unwrap();
        assert!(is_empty_dir(dir.path()));
        let path = create(dir.path(), &Secret::new("{}")).unwrap();
        let name = path.file_name().unwrap().to_str().unwrap();
        assert!(is_credentials_file_name(name), "{name}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{}");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        assert!(!is_empty_dir(dir.path()));
    }

    #[test]
    fn recognises_only_its_own_names() {
        let names = [
            ("ci-creds-0123456789abcdef.json", true),
            ("ci-creds-0123456789ABCDEF.json", false),
            ("ci-creds-1.json", false),
            ("id_rsa", false),
        ];
        for (name, ours) in names {
            assert_eq!(is_credentials_file_name(name), ours, "{name}");
        }
    }

    #[test]
    fn external_account_keys_are_in_order_and_impersonation_is_last() {
        let text = external_account(
            "//iam/x",
            "https://sts/v1/token",
            url_source("https://r/?audience=a", &Secret::new("rt")),
            Some("https://iam/sa:generateAccessToken"),
        );
        let keys: Vec<String> =
            serde_json::from_str::<serde_json::Map<String, Value>>(text.expose())
                .unwrap()
                .keys()
                .cloned()
                .collect();
        assert_eq!(
            keys,
            [
                "type",
                "audience",
                "subject_token_type",
                "token_url",
                "credential_source",
                "service_account_impersonation_url"
            ]
        );
        let text = external_account("//iam/x", "t", file_source(Path::new("/t")), None);
        assert!(!text.expose().contains("impersonation"));
    }

    #[test]
    fn executable_commands_have_no_spaces_inside_a_part() {
        let argv = |parts: &[&str]| parts.iter().map(|p| p.to_string()).collect::<Vec<_>>();
        let source = executable_source(&argv(&["/bin/ward", "auth", "subject-token"])).unwrap();
        assert_eq!(
            source["executable"]["command"],
            "/bin/ward auth subject-token"
        );
        assert_eq!(source["executable"]["timeout_millis"], 30_000);
        let error = executable_source(&argv(&["/my tools/ward", "auth"])).unwrap_err();
        assert_eq!(error.exit_code(), 2);
        assert!(error.to_string().contains("/my tools/ward"));
    }
}
