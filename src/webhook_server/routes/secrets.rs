//! Reading a route's secrets at start-up: from a variable, or from a file holding one a
//! line. A blank secret is refused rather than armed: a line of spaces in a file or a
//! variable set to a space would otherwise be a secret anyone can guess, and a route
//! signed with it is as open as a route without one. Messages name the variable, or the
//! file and line, never a value.

use std::path::Path;

use crate::error::{Error, Result};
use crate::webhook_server::files;
use ward_client::secret::Secret;

/// Fewer key bytes than this can be guessed offline from one signed delivery, or online
/// against a plaintext header; such a secret is warned of, not refused, since it is often
/// the sender's choice.
pub(crate) const SHORT: usize = 16;

/// A secret with where it was read ("WEBHOOK_SECRET", "line 2 of FILE"), for messages.
pub(crate) struct Given {
    pub secret: Secret,
    pub origin: String,
}

/// The secret in variable `name`, which is set to `value`; `hint` says how else to give it.
pub(crate) fn from_variable(name: &str, value: String, context: &str, hint: &str) -> Result<Given> {
    let secret = Secret::new(value);
    if secret.expose().trim().is_empty() {
        return Err(Error::usage(format!(
            "{context}{name} is set but blank (empty or only whitespace), so it cannot be a secret"
        ))
        .with_hint(format!("set {name} to the sender's secret, or {hint}")));
    }
    Ok(Given {
        secret,
        origin: name.to_string(),
    })
}

/// The secrets of the file at `path`, one a line (a final `\r` is not part of one). Empty
/// lines separate them; a line of only whitespace is refused.
pub(crate) fn from_file(path: &Path, context: &str) -> Result<Vec<Given>> {
    let text = files::read_text(path, "the secret file", files::SECRET_MAX)?;
    let mut secrets = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim_end_matches('\r');
        if line.is_empty() {
            continue;
        }
        let origin = format!("line {} of {}", index + 1, path.display());
        if line.trim().is_empty() {
            return Err(Error::usage(format!(
                "{context}the secret file {}: line {} holds only whitespace, which cannot be a secret",
                path.display(),
                index + 1
            ))
            .with_hint("remove the line, or put the secret on it"));
        }
        secrets.push(Given {
            secret: Secret::new(line),
            origin,
        });
    }
    if secrets.is_empty() {
        return Err(Error::usage(format!(
            "{context}the secret file {} is empty",
            path.display()
        )));
    }
    Ok(secrets)
}

/// The warning for a secret of `bytes` key bytes read from `origin`, if it is short.
pub(crate) fn short(origin: &str, bytes: usize) -> Option<String> {
    (bytes < SHORT).then(|| {
        format!(
            "the secret from {origin} is {bytes} bytes, shorter than {SHORT}: it can be guessed from one signed delivery; use 32 random bytes or more (openssl rand -hex 32)"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(text: &str) -> (tempfile::TempDir, std::path::PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("secrets.txt");
        std::fs::write(&path, text).unwrap();
        (dir, path)
    }

    #[test]
    fn files_skip_empty_lines_and_name_each_secret_by_line() {
        let (_dir, path) = file("first-secret\r\n\nsecond secret \n");
        let secrets = from_file(&path, "").unwrap();
        let read: Vec<(&str, &str)> = secrets
            .iter()
            .map(|given| (given.secret.expose(), given.origin.as_str()))
            .collect();
        let shown = path.display();
        assert_eq!(
            read,
            vec![
                ("first-secret", format!("line 1 of {shown}").as_str()),
                ("second secret ", format!("line 3 of {shown}").as_str()),
            ]
        );
    }

    #[test]
    fn blank_lines_and_variables_are_refused_without_their_value() {
        for text in ["good-secret\n   \n", "\t\n", " \r\n"] {
            let (_dir, path) = file(text);
            let error = from_file(&path, "route \"r\": ").err().unwrap();
            assert_eq!(error.exit_code(), crate::error::exit::USAGE);
            let message = error.to_string();
            assert!(
                message.starts_with("route \"r\": the secret file ")
                    && message.contains("holds only whitespace")
                    && !message.contains("good-secret"),
                "{text:?}: {message}"
            );
        }
        let (_dir, path) = file("good-secret\n   \n");
        assert!(from_file(&path, "")
            .err()
            .unwrap()
            .to_string()
            .contains(": line 2 holds"));
        let (_dir, path) = file("\n\n");
        assert!(from_file(&path, "")
            .err()
            .unwrap()
            .to_string()
            .ends_with("is empty"));
        for value in ["", " ", "\t \t"] {
            let error = from_variable("WEBHOOK_SECRET", value.into(), "", "")
                .err()
                .unwrap();
            assert_eq!(error.exit_code(), crate::error::exit::USAGE);
            assert!(
                error
                    .to_string()
                    .starts_with("WEBHOOK_SECRET is set but blank"),
                "{error}"
            );
        }
        assert!(from_variable("S", " padded ".into(), "", "").is_ok());
    }

    #[test]
    fn short_secrets_are_warned_of_by_origin() {
        let warning = short("WEBHOOK_SECRET", 6).unwrap();
        assert!(warning.contains("WEBHOOK_SECRET is 6 bytes"), "{warning}");
        assert_eq!(short("WEBHOOK_SECRET", SHORT), None);
    }
}
