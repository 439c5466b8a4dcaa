//! The credentials file later steps use: `ci-creds-<16 hex>.json`, created exclusively with
//! mode 0600 so it never replaces or exposes another file, and removed only when its name
//! and its contents are both those ward writes.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde_json::{json, Value};

use crate::error::{Error, Result};
use crate::input::MAX_SECRET_BYTES;
use ward_client::secret::Secret;

pub(crate) const PREFIX: &str = "ci-creds-";

/// Whether `name` is a file ward creates (`ci-creds-` + 16 lowercase hex + `.json`).
pub(crate) fn is_credentials_file_name(name: &str) -> bool {
    let lower_hex = |text: &str| text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    let middle = name
        .strip_prefix(PREFIX)
        .and_then(|rest| rest.strip_suffix(".json"));
    middle.is_some_and(|hex| hex.len() == 16 && lower_hex(hex))
}

/// The fields of the `external_account` document ward writes; the first five always.
const EXTERNAL_ACCOUNT_FIELDS: [&str; 6] = [
    "type",
    "audience",
    "subject_token_type",
    "token_url",
    "credential_source",
    "service_account_impersonation_url",
];

/// Whether `bytes` are a credentials file as ward writes one: compact JSON, exactly as
/// ward serialises it (one line, no spaces, keys in ward's order), holding either the
/// `external_account` document of [`external_account`] or a service account key. A key
/// downloaded from the console, a file a person wrote or anything else is not.
pub(crate) fn is_own_contents(bytes: &[u8]) -> bool {
    let Ok(Value::Object(map)) = serde_json::from_slice::<Value>(bytes) else {
        return false;
    };
    if Value::Object(map.clone()).to_string().as_bytes() != bytes {
        return false;
    }
    let text = |name: &str| map.get(name).and_then(Value::as_str).is_some();
    match map.get("type").and_then(Value::as_str) {
        Some("external_account") => {
            let required = &EXTERNAL_ACCOUNT_FIELDS[..5];
            required.iter().all(|name| map.contains_key(*name))
                && map
                    .keys()
                    .zip(EXTERNAL_ACCOUNT_FIELDS)
                    .all(|(key, expected)| key == expected)
                && map.len() <= EXTERNAL_ACCOUNT_FIELDS.len()
                && map.get("credential_source").is_some_and(Value::is_object)
        }
        Some("service_account") => text("client_email") && text("private_key"),
        _ => false,
    }
}

/// The most a credentials file ward writes can hold: a key is read up to this bound.
pub(crate) const MAX_OWN_BYTES: u64 = MAX_SECRET_BYTES;

/// Remove the credentials file at `path` when it is recognisably ward's: its name is
/// `ci-creds-<16 hex>.json`, it is a regular file of the current user (never a link or a
/// device), at most [`MAX_OWN_BYTES`], and [`is_own_contents`] recognises it.
pub(crate) fn remove(path: &Path) -> std::io::Result<ward_files::Removed> {
    let name = path
        .file_name()
        .and_then(|name| name.to_str())
        .unwrap_or("");
    if !is_credentials_file_name(name) {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "it is not named like a credentials file ward creates (ci-creds-<16 hex digits>.json); nothing was removed",
        ));
    }
    ward_files::remove_own(path, MAX_OWN_BYTES, is_own_contents)
}

/// Write `contents` to a new `ci-creds-*.json` in `dir`.
/// `warn` hears about a directory that belongs to another user.
pub(crate) fn create(dir: &Path, contents: &Secret, warn: &dyn Fn(&str)) -> Result<PathBuf> {
    check_dir_is_private(dir, warn)?;
    let mut attempts = 0;
    loop {
        let path = dir.join(format!("{PREFIX}{:016x}.json", fastrand::u64(..)));
        match ward_files::create_new_private(&path) {
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

/// A name of the form [`create`] picks, in `dir`: the exported values can be checked
/// before the file exists, since its name differs only in hex digits.
pub(crate) fn placeholder_path(dir: &Path) -> PathBuf {
    dir.join(format!("{PREFIX}{}.json", "0".repeat(16)))
}

/// A credentials file this run wrote, removed again when dropped unless [`Written::keep`]
/// was called: a run that fails after writing it leaves nothing behind.
#[derive(Debug)]
pub(crate) struct Written {
    path: Option<PathBuf>,
}

impl Written {
    pub(crate) fn new(path: PathBuf) -> Self {
        Self { path: Some(path) }
    }

    /// Leave the file in place: the run succeeded, or a post step will remove it.
    pub(crate) fn keep(&mut self) {
        self.path = None;
    }
}

impl Drop for Written {
    fn drop(&mut self) {
        if let Some(path) = self.path.take() {
            if let Err(error) = remove(&path) {
                tracing::warn!(
                    "could not remove the credentials file {} after the failure: {error}",
                    path.display()
                );
            }
        }
    }
}

/// Refuse a directory other users may write to: one of them could replace or read the
/// credentials file between its creation and its use. The sticky bit (as on /tmp) stops
/// others from replacing files they do not own, so such a directory is accepted. A
/// directory of another user (a container job running as root in the runner's
/// checkout) is accepted with a warning in the log.
pub(crate) fn check_dir_is_private(dir: &Path, warn: &dyn Fn(&str)) -> Result<()> {
    let Err(error) = ward_files::check_not_shared(dir) else {
        return Ok(());
    };
    if error.kind() != std::io::ErrorKind::PermissionDenied {
        return Err(Error::io(
            format!(
                "could not inspect the credentials directory {}",
                dir.display()
            ),
            error,
        ));
    }
    if let Some(mode) = writable_by_others(dir) {
        return Err(Error::usage(format!(
            "the credentials directory {} is writable by other users (mode {mode:o}); another user could replace the credentials file",
            dir.display()
        ))
        .with_hint("run `chmod go-w` on it, or pass --credentials-dir with a private directory"));
    }
    warn(&format!(
        "the credentials directory {}: {error}; writing the credentials file there all the same",
        dir.display()
    ));
    Ok(())
}

/// The mode of `dir` when the group or everyone may write to it without the sticky bit.
#[cfg(unix)]
fn writable_by_others(dir: &Path) -> Option<u32> {
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(dir).ok()?.permissions().mode();
    (mode & 0o022 != 0 && mode & 0o1000 == 0).then_some(mode & 0o7777)
}

#[cfg(not(unix))]
fn writable_by_others(_dir: &Path) -> Option<u32> {
    None
}

pub(crate) fn is_empty_dir(dir: &Path) -> bool {
    std::fs::read_dir(dir).map_or(true, |mut entries| entries.next().is_none())
}

/// Client libraries run an executable source only when this variable is `1`.
pub(crate) const ALLOW_EXECUTABLES: &str = "GOOGLE_EXTERNAL_ACCOUNT_ALLOW_EXECUTABLES";
/// How long a client library lets `ward auth subject-token` run (its default).
pub(crate) const EXECUTABLE_TIMEOUT_MILLIS: u64 = 30_000;

/// `credential_source` re-fetching the identity token from `source_url` (GitHub).
pub(crate) fn url_source(source_url: &str, request_token: &Secret) -> Value {
    json!({
        "url": source_url,
        "headers": { "Authorization": format!("Bearer {}", request_token.expose()) },
        "format": { "type": "json", "subject_token_field_name": "value" },
    })
}

/// `credential_source` reading the token from a file the CI keeps current.
pub(crate) fn file_source(path: &Path) -> Value {
    json!({ "file": path.display().to_string(), "format": { "type": "text" } })
}

/// `credential_source` running `argv` (ward itself). Client libraries split the command
/// on whitespace with no quoting, so no part may contain any.
pub(crate) fn executable_source(argv: &[String]) -> Result<Value> {
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
pub(crate) fn external_account(
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
        let path = create(dir.path(), &Secret::new("{}"), &|_| {}).unwrap();
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
    fn recognises_only_its_own_contents() {
        let external = external_account(
            "//iam/x",
            "https://sts/v1/token",
            file_source(Path::new("/t")),
            Some("https://iam/sa:generateAccessToken"),
        );
        assert!(is_own_contents(external.expose().as_bytes()));
        let key = crate::cloud::key::tests::key_json();
        let compact = serde_json::from_str::<Value>(&key).unwrap().to_string();
        assert!(is_own_contents(compact.as_bytes()));
        let pretty =
            serde_json::to_string_pretty(&serde_json::from_str::<Value>(&key).unwrap()).unwrap();
        assert!(
            !is_own_contents(pretty.as_bytes()),
            "a downloaded key is pretty-printed"
        );
        for other in [
            "",
            "{}",
            "[]",
            r#"{"type":"authorized_user","refresh_token":"r"}"#,
            r#"{"type":"external_account"}"#,
            r#"{"type":"service_account","client_email":"a@b"}"#,
            r#"{"audience":"a","type":"external_account","subject_token_type":"s","token_url":"t","credential_source":{}}"#,
            r#"{"type":"external_account","audience":"a","subject_token_type":"s","token_url":"t","credential_source":{},"extra":1}"#,
            "precious notes",
        ] {
            assert!(!is_own_contents(other.as_bytes()), "{other}");
        }
    }

    #[test]
    fn a_failed_run_removes_the_file_it_wrote_unless_kept() {
        let dir = tempfile::tempdir().unwrap();
        let contents = external_account("//iam/x", "t", file_source(Path::new("/t")), None);
        let path = create(dir.path(), &contents, &|_| {}).unwrap();
        drop(Written::new(path.clone()));
        assert!(!path.exists());
        let path = create(dir.path(), &contents, &|_| {}).unwrap();
        let mut written = Written::new(path.clone());
        written.keep();
        drop(written);
        assert!(path.exists());
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
