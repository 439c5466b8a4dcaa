//! The step's outputs (spec 3 §2.2): to the runner's files, as a table or JSON, or as
//! `export` lines.

use serde_json::{Map, Value};

use std::io::Write as _;
use std::path::Path;

use crate::auth::flow::Tokens;
use crate::auth::github::Workflow;
use crate::error::{Error, Result};
use crate::output::{Printer, Table};

pub struct Outputs {
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

pub fn to_workflow(printer: &Printer, workflow: &Workflow, outputs: &Outputs) -> Result<()> {
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

pub fn print(printer: &Printer, outputs: &Outputs) -> Result<()> {
    let pairs = outputs.pairs();
    let document: Map<String, Value> = pairs
        .iter()
        .map(|(name, value)| ((*name).to_string(), Value::String((*value).to_string())))
        .collect();
    printer.object(&document, || {
        Table::fields(
            pairs
                .iter()
                .map(|(name, value)| (*name, (*value).to_string())),
        )
    })
}

/// `export NAME='value'` lines for `eval "$(ward auth ... --export)"`.
pub fn export_lines(printer: &Printer, variables: &[(&'static str, String)]) -> Result<()> {
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

/// `NAME=value` lines for GitLab's `artifacts:reports:dotenv`, which has no quoting and no
/// multi-line values. Tokens are left out: the file is stored with the job's artifacts.
pub fn dotenv(
    printer: &Printer,
    path: &Path,
    variables: &[(&'static str, String)],
    outputs: &Outputs,
) -> Result<()> {
    let mut text = String::new();
    for (name, value) in variables {
        if value.contains(['\n', '\r']) {
            return Err(Error::usage(format!(
                "the value of {name} has a line break, which a dotenv file cannot hold"
            )));
        }
        text.push_str(&format!("{name}={value}\n"));
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options
        .open(path)
        .and_then(|mut file| file.write_all(text.as_bytes()))
        .map_err(|error| {
            Error::io(
                format!("could not write the dotenv file {}", path.display()),
                error,
            )
        })?;
    let left_out: Vec<&str> = outputs
        .pairs()
        .iter()
        .map(|(name, _)| *name)
        .filter(|name| TOKENS.contains(name))
        .collect();
    printer.info(&format!(
        "wrote {} variables to {}",
        variables.len(),
        path.display()
    ));
    if !left_out.is_empty() {
        printer.info(&format!(
            "left out of {}: {} (a dotenv report is kept with the job's artifacts; use the token within this job through -o json)",
            path.display(),
            left_out.join(", ")
        ));
    }
    Ok(())
}
