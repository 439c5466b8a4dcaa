//! The step's outputs (spec 3 §2.2): to the runner's files, as a table or JSON, or as
//! `export` lines.

use std::path::Path;

use crate::auth::flow::Tokens;
use crate::auth::github::Workflow;
use crate::error::{Error, Result};
use crate::output::Printer;

pub(super) struct Outputs {
    pub project_id: Option<String>,
    pub credentials_file_path: Option<String>,
    pub tokens: Tokens,
}

impl Outputs {
    /// Present outputs in the spec's order.
    fn pairs(&self) -> Vec<(&'static str, &str)> {
        [
            ("project_id", self.project_id.as_deref()),
            (
                "credentials_file_path",
                self.credentials_file_path.as_deref(),
            ),
            (
                "access_token",
                self.tokens.access_token.as_ref().map(|t| t.expose()),
            ),
            (
                "access_token_expiration",
                self.tokens.access_token_expiration.as_deref(),
            ),
            (
                "id_token",
                self.tokens.id_token.as_ref().map(|t| t.expose()),
            ),
        ]
        .into_iter()
        .filter_map(|(name, value)| value.map(|value| (name, value)))
        .collect()
    }
}

pub(super) fn to_workflow(printer: &Printer, workflow: &Workflow, outputs: &Outputs) -> Result<()> {
    let pairs = outputs.pairs();
    for (name, value) in &pairs {
        workflow.set_output(name, value)?;
    }
    let names: Vec<&str> = pairs.iter().map(|(name, _)| *name).collect();
    printer.info(&format!(
        "authenticated; outputs set: {}",
        if names.is_empty() {
            "none".to_string()
        } else {
            names.join(", ")
        }
    ));
    Ok(())
}

pub(super) fn print(printer: &Printer, outputs: &Outputs) -> Result<()> {
    crate::views::cloud::print_outputs(printer, &outputs.pairs())
}

/// `export NAME='value'` lines for `eval "$(ward auth ... --export)"`.
pub(super) fn export_lines(printer: &Printer, variables: &[(&'static str, String)]) -> Result<()> {
    if variables.is_empty() {
        printer.info("no environment variables to export");
        return Ok(());
    }
    let text: String = variables
        .iter()
        .map(|(name, value)| format!("export {name}='{}'\n", value.replace('\'', "'\\''")))
        .collect();
    printer.text(&text)
}

/// Outputs a dotenv file must not carry: GitLab keeps the report as a job artifact.
const TOKENS: [&str; 2] = ["access_token", "id_token"];

/// Whether `c` may stand unquoted in a dotenv value: GitLab reads the value as it stands
/// (no quoting, no spaces), and `sh` sourcing the file must neither run anything nor split
/// it. A backslash only drops out under `sh`; it is kept for Windows paths.
fn dotenv_safe(c: char) -> bool {
    c.is_alphanumeric()
        || matches!(
            c,
            '_' | '-' | '.' | '/' | ':' | '@' | '%' | '+' | ',' | '=' | '\\'
        )
}

/// `NAME=value` lines for GitLab's `artifacts:reports:dotenv`, which has no quoting and no
/// multi-line values. A value with any other character (a space, a quote, `$`, a backtick,
/// a line break, ...) is refused rather than written in a form that a shell sourcing the
/// file would run or read differently.
pub(super) fn dotenv_text(path: &Path, variables: &[(&'static str, String)]) -> Result<String> {
    let mut text = String::new();
    for (name, value) in variables {
        if let Some(bad) = value.chars().find(|c| !dotenv_safe(*c)) {
            return Err(Error::usage(format!(
                "the value of {name} ({}) has the character {:?}, which the dotenv file {} cannot hold safely",
                value.escape_debug(),
                bad,
                path.display()
            ))
            .with_hint("use --export, whose lines are shell-quoted, or a --credentials-dir whose path has only letters, digits and - _ . / : @ % + , ="));
        }
        text.push_str(&format!("{name}={value}\n"));
    }
    Ok(text)
}

/// Write the dotenv `text` (from [`dotenv_text`]) to `path`, owner-only.
pub(super) fn dotenv(
    printer: &Printer,
    path: &Path,
    text: &str,
    count: usize,
    outputs: &Outputs,
) -> Result<()> {
    crate::config::write_private(path, text.as_bytes())?;
    let left_out: Vec<&str> = outputs
        .pairs()
        .iter()
        .map(|(name, _)| *name)
        .filter(|name| TOKENS.contains(name))
        .collect();
    printer.info(&format!("wrote {count} variables to {}", path.display()));
    if !left_out.is_empty() {
        printer.info(&format!(
            "left out of {}: {} (a dotenv report is kept with the job's artifacts; use the token within this job through -o json)",
            path.display(),
            left_out.join(", ")
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dotenv_values_that_a_shell_would_run_or_split_are_refused() {
        let path = Path::new("auth.env");
        let fine = dotenv_text(
            path,
            &[
                ("GOOGLE_CLOUD_PROJECT", "example.com:my-project".into()),
                (
                    "GOOGLE_APPLICATION_CREDENTIALS",
                    "/builds/g/p/ci-creds-0123456789abcdef.json".into(),
                ),
                (
                    "SERVICE_CI_CREDS_PATH",
                    r"C:\builds\ci-creds-0123456789abcdef.json".into(),
                ),
            ],
        )
        .unwrap();
        assert_eq!(fine.lines().count(), 3);
        assert!(fine.starts_with("GOOGLE_CLOUD_PROJECT=example.com:my-project\n"));
        for value in [
            "$(id)", "`id`", "a b", "a'b", "a\"b", "a;b", "a\nB=1", "a&b", "a|b", "~/x", "a#b",
            "a\tb",
        ] {
            let error = dotenv_text(path, &[("GCP_PROJECT", value.to_string())]).unwrap_err();
            assert_eq!(error.exit_code(), 2);
            assert!(error.to_string().contains("cannot hold safely"), "{error}");
        }
    }
}
